"""One owner for a crawler's objects (datestone/runtime.py), typed state on the request, outcomes whose stored
strings never change. Plain pytest, no reactor."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from types import SimpleNamespace

import pytest
from scrapy import Request
from scrapy.http import Response
from scrapy.utils.misc import build_from_crawler
from scrapy.utils.test import get_crawler

from datestone.clock import FakeClock
from datestone.crawl.visit import META_KEY, RequestContext, VisitEnd, VisitState, context_of
from datestone.enums import CheckOutcome, QuoteOutcome, RequestKind, VisitOutcome
from datestone.register import Council
from datestone.runtime import runtime
from middlewares.redirect import NoRefererRedirectMiddleware

ROOT = Path(__file__).resolve().parent.parent
COUNCIL = Council(gss="E07000223", name="Adur", homepage="http://www.adur-worthing.gov.uk/",
                  site_domain="adur-worthing.gov.uk")


def _crawler(data_dir: Path, clock) -> SimpleNamespace:
    return SimpleNamespace(settings={"DATESTONE_DATA_DIR": str(data_dir), "DATESTONE_CLOCK": clock},
                           spidercls=SimpleNamespace(name="runtime-test"), stats=None, engine=None)


def test_spiders_import_no_middleware_module():
    for path in sorted((ROOT / "spiders").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not [n for n in names if n.split(".")[0] == "middlewares"], path.name


def test_two_crawlers_of_one_process_each_get_their_own_runtime_and_signer(tmp_path):
    clock = FakeClock()
    one, two = _crawler(tmp_path / "one", clock), _crawler(tmp_path / "two", clock)
    assert runtime(one) is runtime(one)
    assert runtime(one) is not runtime(two) and runtime(one).job_id != runtime(two).job_id
    assert runtime(one).signer is runtime(one).signer  # ID3: one signer per crawler, plain and browser requests
    assert runtime(one).signer.keys.path != runtime(two).signer.keys.path


def test_a_redirect_hop_carries_the_same_context_as_the_request_that_caused_it():
    """Budget, gap and gate hold belong to the whole request; RequestContext's docstring relies on this."""
    middleware = build_from_crawler(NoRefererRedirectMiddleware, get_crawler(settings_dict={"REDIRECT_ENABLED": True}))
    context = RequestContext(visit=VisitState(council=COUNCIL, visit_id=1, job="t"), kind=RequestKind.CHEAP)
    request = Request("http://www.adur-worthing.gov.uk/hmo-licensing", meta={META_KEY: context})
    answer = Response(request.url, status=301, headers={"Location": "/housing/hmo"}, request=request)
    hop = middleware.process_response(request, answer)
    assert hop.url.endswith("/housing/hmo") and context_of(hop) is context


@pytest.mark.parametrize("outcome, stored", [
    (VisitOutcome.FOUND, "found"), (VisitOutcome.NOT_FOUND, "not_found"), (VisitOutcome.UNAVAILABLE, "unavailable"),
    (VisitOutcome.REFUSED, "refused"), (VisitOutcome.BLOCKED, "blocked"), (CheckOutcome.LIVE, "live"),
    (CheckOutcome.MOVED, "moved"), (CheckOutcome.GONE, "gone"), (CheckOutcome.BLOCKED, "blocked"),
    (CheckOutcome.UNREACHABLE, "unreachable"), (QuoteOutcome.VERIFIED, "verified"),
    (QuoteOutcome.MODIFIED, "modified"), (QuoteOutcome.MISSING, "missing"), (QuoteOutcome.UNAVAILABLE, "unavailable"),
])
def test_an_outcome_reads_as_its_stored_string_everywhere(outcome, stored):
    assert outcome == stored and str(outcome) == stored and f"{outcome}" == stored
    assert json.dumps(outcome) == json.dumps(stored) and f"datestone/visits/{outcome}" == f"datestone/visits/{stored}"


def test_rf1_a_visit_ends_once_and_its_reason_reads_as_it_always_did():
    visit = VisitState(council=COUNCIL, visit_id=1, job="t")
    visit.end(VisitOutcome.REFUSED, "403")
    visit.end(VisitOutcome.UNAVAILABLE, "503")  # the first reason sticks
    assert visit.ended == VisitEnd(VisitOutcome.REFUSED, "403")
    assert str(visit.ended) == "refused: 403" and f"visit ended ({visit.ended})" == "visit ended (refused: 403)"
