"""Each finished crawl audits its own requests against POLICY (datestone/state/audit.py) and writes the summary into
its stats — `datestone/state/audit/summary`, `datestone/state/audit/violations`, `datestone/state/audit/<RULE>` — so a run that broke
a promise says so in its own log (and in DATESTONE_STATS_FILE, written after this). Never stops a crawl: an audit
that cannot run says that instead.
"""

from __future__ import annotations

import logging

from scrapy import signals

from datestone.state.audit import audit_store
from datestone.runtime import runtime

logger = logging.getLogger(__name__)


class AuditStatsExtension:
    def __init__(self, crawler) -> None:
        self._crawler = crawler

    @classmethod
    def from_crawler(cls, crawler):
        extension = cls(crawler)
        crawler.signals.connect(extension.spider_closed, signal=signals.spider_closed)
        return extension

    def spider_closed(self, spider, reason):
        stats = self._crawler.stats
        try:
            rt = runtime(self._crawler)
            report = audit_store(rt.store, rt.config.archive_dir, job_id=rt.job_id,
                                 default_scale=rt.config.time_scale)
        except Exception as exc:  # the audit must never be why a crawl's own record is lost
            logger.error("audit of this run could not run: %s", exc)
            stats.set_value("datestone/state/audit/summary", f"not run: {exc}")
            return
        for key, value in report.stats().items():
            stats.set_value(key, value)
        for v in report.violations:
            logger.error("POLICY %s broken by request %s %s: %s", v.rule, v.request_id, v.url, v.detail)
        log = logger.error if report.violations else logger.info
        log("audit of this run: %s", stats.get_value("datestone/state/audit/summary"))
