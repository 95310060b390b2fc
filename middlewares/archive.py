"""AF3: archive what we read, as the server sent it — robots.txt, sitemaps, probes, pages — and each
browser rendering of a page with the subresources it loaded. Sits closest to the downloader, so it sees the bytes before decompression
and every redirect hop. Meta: datestone (RequestContext.archive_ref: set to the WARC reference of the response).
Stats: datestone/state/warc_writer/records, datestone/state/warc_writer/subresources (captured; the writer drops repeats).
"""

from __future__ import annotations

from http import HTTPStatus

from datestone.state.warc_writer import WarcArchive
from datestone.runtime import runtime
from datestone.crawl.visit import context_of


def _pairs(headers) -> list[tuple[str, str]]:
    return [(k.decode("latin-1"), v.decode("latin-1")) for k, values in headers.items() for v in values]


class ArchiveMiddleware:
    def __init__(self, archive: WarcArchive, stats) -> None:
        self._archive = archive
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        rt = runtime(crawler)
        # the WARC file is named after the run, as its request rows are
        return cls(WarcArchive(rt.config.archive_dir, rt.job_id, rt.store, rt.clock), crawler.stats)

    def process_response(self, request, response, spider=None):
        context = context_of(request)
        if context is None:
            return response
        visit_id = context.visit.visit_id
        if context.render:
            guard = context.guard
            kept = {}
            if guard is not None:
                kept = {"loaded": guard.allowed, "subresources": guard.capture.captured,
                        "skipped": guard.capture.skipped, "refused": guard.aborted}
            self._archive.save_rendered(visit_id, request.url, response.text, context.archive_id, **kept)
            self._stats.inc_value("datestone/state/warc_writer/subresources", len(kept.get("subresources", ())))
        elif context.in_hand is not None:
            # Already archived when it came (a killed run, or this visit's cheap request that brought the page):
            # point at that record, do not copy it again (AF3: one record per fetch).
            context.archive_ref = context_of(context.in_hand).archive_ref
            return response
        else:
            try:
                reason = HTTPStatus(response.status).phrase
            except ValueError:
                reason = ""
            context.archive_ref = self._archive.save_exchange(
                visit_id, response.url, _pairs(request.headers), response.status, reason,
                _pairs(response.headers), response.body)
        self._stats.inc_value("datestone/state/warc_writer/records")
        return response
