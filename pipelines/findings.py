"""LD3: each finding is stored with the rung that found it and, for rung 5, the click depth. Findings
are candidates awaiting a person's review (AF4), never published by the crawler.
Stats: datestone/findings/recorded.
"""

from __future__ import annotations

from dataclasses import asdict

from datestone.runtime import runtime
from datestone.items import Finding


class FindingsPipeline:
    def __init__(self, store, clock, stats) -> None:
        self._store = store
        self._clock = clock
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        rt = runtime(crawler)
        return cls(rt.store, rt.clock, crawler.stats)

    def process_item(self, item, spider=None):
        if not isinstance(item, Finding):
            return item  # other jobs' items (checks, quote checks) are stored by their own recorders
        row = asdict(item)
        row.pop("council", None)
        row["read_on"] = (item.fetched_at or "")[:10] or None  # the day the facts' status was judged on
        row["fetched_at"] = self._clock.now()
        self._store.add_finding(row)
        self._stats.inc_value("datestone/findings/recorded")
        return item
