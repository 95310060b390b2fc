"""A long run (a sweep of every due council takes days) says how far it has got: councils done of those due,
requests made, refusals met, and when it next wakes — logged at a steady interval, and kept in the store's `runs`
table so `datestone status` shows the same while the run is going.

The interval (DATESTONE_PROGRESS_INTERVAL_S, default 60 s) is a log cadence, not a wait between requests to a
council, so DATESTONE_TIME_SCALE leaves it alone.
"""

from __future__ import annotations

import logging
import os

from scrapy import signals
from twisted.internet.task import LoopingCall

from datestone.clock import iso
from datestone.runtime import runtime

logger = logging.getLogger(__name__)
DEFAULT_INTERVAL_S = 60.0


class ProgressExtension:
    def __init__(self, crawler, interval_s: float) -> None:
        self._crawler = crawler
        self._interval_s = interval_s
        self._run_id: int | None = None
        self._loop: LoopingCall | None = None
        self._spider = None

    @classmethod
    def from_crawler(cls, crawler):
        extension = cls(crawler, crawler.settings.getfloat("DATESTONE_PROGRESS_INTERVAL_S", DEFAULT_INTERVAL_S))
        crawler.signals.connect(extension.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(extension.spider_closed, signal=signals.spider_closed)
        return extension

    def figures(self) -> dict:
        stats = self._crawler.stats.get_stats()
        spider = self._spider
        return {"councils_due": getattr(spider, "councils_due", None) or len(getattr(spider, "councils", []) or []),
                "councils_done": getattr(spider, "councils_done", 0),
                "requests": stats.get("datestone/politeness/pacing/requests", 0),
                "refusals": sum(v for k, v in stats.items() if k.startswith("datestone/refusals/")),
                "next_wake_at": runtime(self._crawler).pacer.next_wake()}

    def spider_opened(self, spider) -> None:
        self._spider = spider
        rt = runtime(self._crawler)
        self._run_id = rt.store.start_run({"job": rt.job_id, "spider": spider.name,
                                           "pid": os.getpid(), "started_at": rt.clock.now(),
                                           "updated_at": rt.clock.now(), **self.figures()})
        self._loop = LoopingCall(self.report)
        self._loop.start(self._interval_s, now=False)

    def report(self) -> None:
        rt = runtime(self._crawler)
        figures = self.figures()
        wake = figures["next_wake_at"]
        logger.info("progress: councils %s of %s done, %s requests, %s refusals, %s",
                    figures["councils_done"], figures["councils_due"], figures["requests"], figures["refusals"],
                    f"next wakes at {iso(wake)}" if wake else "a request is out or nothing is waiting")
        rt.store.update_run(self._run_id, updated_at=rt.clock.now(), **figures)

    def spider_closed(self, spider, reason) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        if self._run_id is not None:
            self.report()
            rt = runtime(self._crawler)
            rt.store.update_run(self._run_id, ended_at=rt.clock.now(), finish_reason=reason, next_wake_at=None)
