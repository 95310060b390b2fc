"""What every middleware test stands on, built the way Scrapy's own middleware tests build it: a crawler from
`get_crawler` with our settings, whose runtime (config, store, clock, gate, pacer) is the project's own, over a data
folder in tmp_path and the suite's fake clock. No reactor runs, no engine, no browser, no fake web."""

from __future__ import annotations

import pytest
from scrapy import Spider
from scrapy.utils.test import get_crawler

from datestone.crawl.visit import VisitState
from datestone.runtime import runtime as runtime_of
from tests.middlewares.handmade import COUNCIL

SEED = 7  # DATESTONE_RANDOM_SEED: the PC2 gaps drawn are the same on every run


def crawler_settings(data_dir, clock, **extra) -> dict:
    return {"DATESTONE_DATA_DIR": str(data_dir), "DATESTONE_CLOCK": clock, "DATESTONE_RANDOM_SEED": SEED,
            "DATESTONE_ALLOW_PRIVATE_ADDRESSES": True, **extra}


class _MiddlewareTestSpider(Spider):
    # The job id (and so the WARC file name) starts with the spider's name, and job ids are unique per process:
    # a name of our own leaves the spiders' own job ids (`council-<second>-<pid>`) to the tests that check them.
    name = "middleware-tests"


@pytest.fixture
def make_crawler(tmp_path, clock):
    """A crawler over the test's data folder; call it again for a second job (or a restart) on the same state."""
    def make(**settings):
        return get_crawler(_MiddlewareTestSpider, crawler_settings(tmp_path / "data", clock, **settings))
    return make


@pytest.fixture
def crawler(make_crawler):
    return make_crawler()


@pytest.fixture
def runtime(crawler):
    """The crawler's shared objects. Its clock is the crawler's copy of the `clock` fixture (Scrapy deep-copies
    settings), so tests move `runtime.clock`."""
    return runtime_of(crawler)


@pytest.fixture
def visit(runtime) -> VisitState:
    """A finder visit of Adur, opened in the store as the spider opens one (so PC1 and PC2 have a row to use)."""
    now = runtime.clock.now()
    runtime.store.ensure_council(COUNCIL, now)
    row = runtime.store.open_visit(COUNCIL.gss, "council", now)
    return VisitState(council=COUNCIL, visit_id=row["id"], job="council")
