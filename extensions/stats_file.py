"""A job's Scrapy stats written as JSON when it ends (setting DATESTONE_STATS_FILE), for cron and benchmarks."""

from __future__ import annotations

import json
from pathlib import Path

from scrapy import signals
from scrapy.exceptions import NotConfigured


class StatsFileExtension:
    def __init__(self, path: Path, stats) -> None:
        self._path = path
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        path = crawler.settings.get("DATESTONE_STATS_FILE")
        if not path:
            raise NotConfigured
        extension = cls(Path(path), crawler.stats)
        crawler.signals.connect(extension.spider_closed, signal=signals.spider_closed)
        return extension

    def spider_closed(self, spider, reason):
        self._path.write_text(json.dumps({**self._stats.get_stats(), "finish_reason": reason}, default=str, indent=1))
