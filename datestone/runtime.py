"""The one owner of everything that lives exactly as long as one crawler.

`runtime(crawler)` builds a `Runtime` the first time any component asks and hands every later caller the same
one: the config, the store, the injected clock and seeded random, the PC2 pacer, the PC3 machine gate, the visit
claims, the robots.txt cache (RB1, RB2), the run's job id and the ID3 request signer. Components reach them
here and only here, from `from_crawler` (house style 3), so a spider never imports a middleware module to find
a shared object, and no module keeps a crawler's objects in a global of its own.
"""

from __future__ import annotations

import asyncio
import os
import random
from dataclasses import dataclass, field
from functools import cached_property

from datestone.clock import Clock, SystemClock
from datestone.config import DatestoneConfig
from datestone.crawl.robots_cache import RobotsCache
from datestone.politeness.claims import VisitClaims
from datestone.politeness.gate import MachineGate
from datestone.politeness.keys import KeyStore
from datestone.politeness.pacing import Pacer
from datestone.politeness.signing import RequestSigner
from datestone.state.store import Store

_ATTR = "_datestone_runtime"

# Job ids given out in this process. Process-wide on purpose, not a crawler's state: two crawlers of one
# process (tests, a script) started in the same second must not share a WARC file — the first holds its lock
# for the whole run, so the second would wait for ever.
_JOB_IDS_TAKEN: set[str] = set()


def name_job(settings, spider_name: str, clock) -> str:
    """The name of one run: `DATESTONE_JOB_ID`, else `<spider>-<start second>-<pid>`, made unique in the process.

    The archive names its WARC file after it (`var/archive/<job id>.warc.gz`) and the request log writes it on
    every row, so a request row and the archived copy of its answer name the same run."""
    name = settings.get("DATESTONE_JOB_ID") or f"{spider_name}-{int(clock.now())}-{os.getpid()}"
    base, n = name, 1
    while name in _JOB_IDS_TAKEN:
        n += 1
        name = f"{base}-{n}"
    _JOB_IDS_TAKEN.add(name)
    return name


@dataclass
class Runtime:
    config: DatestoneConfig
    store: Store
    clock: Clock
    rng: random.Random
    pacer: Pacer
    gate: MachineGate
    claims: VisitClaims
    job_id: str
    _crawler: object = field(repr=False)

    @cached_property
    def robots(self) -> RobotsCache:
        """RB1/RB2: this visit's rules, else the shared 24 h cache, else fetched. Its robots.txt requests go through
        the whole downloader chain, so they are paced, signed, logged and archived like any other. Built on first
        use: a crawler's stats exist only once its crawl has started, after the spider is made."""
        crawler = self._crawler
        return RobotsCache(self.store, self.clock, lambda request: crawler.engine.download_async(request),
                          crawler.stats)

    @cached_property
    def pages_made_ahead(self) -> asyncio.Semaphore:
        """PC3 keeps Chromium's housekeeping out of the gate: a page read makes its browser page after its wait and
        before it takes the gate (spiders/fetcher.py). One page read at a time may do that, so while one page is
        on the wire the next is made ready, and a sweep whose waits all end together does not open a page (and a
        renderer process) for every council queueing for the gate."""
        return asyncio.Semaphore(1)

    @cached_property
    def signer(self) -> RequestSigner:
        """ID3: one signer per crawler, for plain requests (middlewares/signing.py) and the browser's (each page's
        guard carries it, datestone/crawl/browser.py)."""
        return RequestSigner(KeyStore.for_data_dir(self.config.data_dir, self.clock), self.clock)


def _build(crawler) -> Runtime:
    config = DatestoneConfig.from_settings(crawler.settings)
    clock = crawler.settings.get("DATESTONE_CLOCK") or SystemClock()
    rng = random.Random(crawler.settings.get("DATESTONE_RANDOM_SEED"))
    return Runtime(config=config, store=Store(config.db_path), clock=clock, rng=rng,
                   pacer=Pacer(rng, config.time_scale), gate=MachineGate(config.data_dir),
                   claims=VisitClaims(config.data_dir),
                   job_id=name_job(crawler.settings, crawler.spidercls.name, clock), _crawler=crawler)


def runtime(crawler) -> Runtime:
    """The crawler's Runtime, built on first use and kept on the crawler."""
    existing = getattr(crawler, _ATTR, None)
    if existing is None:
        existing = _build(crawler)
        setattr(crawler, _ATTR, existing)
    return existing
