"""AF3: a finding is only as good as the copy behind it. Checks that the finding points at an archived
response record that exists in the store's WARC index; a finding without one is dropped, loudly.
Stats: datestone/state/warc_writer/finding_without_copy.
"""

from __future__ import annotations

from scrapy.exceptions import DropItem

from datestone.runtime import runtime
from datestone.items import Finding
from datestone.state.reads.archive_index import copy_by_reference


class ArchiveReferencePipeline:
    def __init__(self, store, stats) -> None:
        self._store = store
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        return cls(runtime(crawler).store, crawler.stats)

    def process_item(self, item, spider=None):
        if not isinstance(item, Finding):
            return item  # other jobs' items (checks, quote checks) are stored by their own recorders
        if copy_by_reference(self._store, item.archive) is None:
            self._stats.inc_value("datestone/state/warc_writer/finding_without_copy")
            raise DropItem(f"finding {item.url} has no archived copy ({item.archive!r}); not recorded (AF3)")
        return item
