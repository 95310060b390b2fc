"""Every request we make is written down (time, host, URL, kind, rung, status, bytes, outcome, and the
robots.txt line that allowed it), so a webmaster's access log can be matched line by line (RB4 evidence).

Sits next to the downloader: a row is written as the request leaves and completed as its answer comes
back, every redirect hop its own row. Meta: datestone, datestone_row, datestone_robots_rule.
"""

from __future__ import annotations

from datestone.components import shared
from datestone.scope import host_of
from datestone.visit import context_of


class RequestLogMiddleware:
    def __init__(self, store, clock) -> None:
        self._store = store
        self._clock = clock

    @classmethod
    def from_crawler(cls, crawler):
        parts = shared(crawler)
        return cls(parts.store, parts.clock)

    def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None:
            return None
        if context.render:
            return None  # the browser's reading is part of the page's row; see process_response
        visit = context.visit
        request.meta["datestone_row"] = self._store.log_request({
            "visit_id": visit.visit_id, "gss": visit.council.gss, "job": visit.job, "at": self._clock.now(),
            "ended_at": None, "host": host_of(request.url), "url": request.url, "kind": context.kind.value,
            "rung": context.rung, "status": None, "bytes": None, "outcome": "sent",
            "robots_rule": request.meta.get("datestone_robots_rule", "")})
        return None

    def process_response(self, request, response, spider=None):
        row = request.meta.get("datestone_row")
        if row is not None:
            context = context_of(request)
            if context is not None and context.render:
                self._store.finish_request(row, ended_at=self._clock.now(), outcome="rendered")
            else:
                self._store.finish_request(row, ended_at=self._clock.now(), status=response.status,
                                           bytes=len(response.body), outcome="answered")
        return response

    def process_exception(self, request, exception, spider=None):
        row = request.meta.get("datestone_row")
        context = context_of(request)
        if row is not None and not (context and context.render):
            self._store.finish_request(row, ended_at=self._clock.now(), outcome=type(exception).__name__)
        return None
