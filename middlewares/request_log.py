"""Every request we make is written down (time, host, URL, kind, rung, status, bytes, outcome, and the
robots.txt line that allowed it), so a webmaster's access log can be matched line by line (RB4 evidence).

Sits next to the downloader: a row is written as the request leaves and completed as its answer comes
back, every redirect hop its own row. The row also names the run (job id, as the WARC file is named), the
method and User-Agent as sent (LD5, ID1) and the time scale the job ran at, so `datestone audit` can judge the
record alone. A page read in the browser adds a `subresources` row for each request its guard let go (or
refused), under the page's row: `datestone explain` matches a webmaster's stylesheet and image lines to them.
A page read answered with bytes already in hand (a cheap request of the visit brought them, datestone/crawl/in_hand.py,
or the archive of a killed run holds them, datestone/crawl/replay.py) sent nothing: it gets a `render` row instead —
from the end of its wait to the end of its rendering, with its subresources under it, `rendered_from` naming the
request that brought the bytes — which is no request of its own (PC1 does not count it) and answers no line of a
webmaster's log but its subresources'.
Meta: datestone (RequestContext: row_id/row_of, robots_rule, guard, in_hand, in_hand_row).
"""

from __future__ import annotations

from datestone.runtime import runtime
from datestone.enums import RequestKind
from datestone.scope import host_of
from datestone.crawl.visit import context_of


class RequestLogMiddleware:
    def __init__(self, store, clock, job: str = "", time_scale: float = 1.0) -> None:
        self._store = store
        self._clock = clock
        self._job_id = job
        self._time_scale = time_scale

    @classmethod
    def from_crawler(cls, crawler):
        rt = runtime(crawler)
        return cls(rt.store, rt.clock, rt.job_id, rt.config.time_scale)

    def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None:
            return None
        if context.render:
            return None  # the browser's reading is part of the page's row; see process_response
        visit = context.visit
        context.row_of = _identity(request)
        context.row_id = self._store.log_request({
            "visit_id": visit.visit_id, "gss": visit.council.gss, "job": visit.job, "at": self._clock.now(),
            "ended_at": None, "host": host_of(request.url), "url": request.url, "kind": context.kind.value,
            "rung": context.rung, "status": None, "bytes": None, "outcome": "sent",
            "robots_rule": context.robots_rule, "job_id": self._job_id,
            "method": request.method, "user_agent": request.headers.get("User-Agent", b"").decode("latin-1"),
            "time_scale": self._time_scale, "gap_s": context.gap_s})
        return None

    def process_response(self, request, response, spider=None):
        context = context_of(request)
        if (context is not None and not context.render and context.kind is RequestKind.PAGE
                and context.in_hand is not None):
            self._log_render(request, response, context)
            return response
        row = _own_row(request)
        if row is not None:
            context = context_of(request)
            if context is not None and context.render:
                # the gate went when the page was read
                ended = getattr(context.guard, "read_at", None) or self._clock.now()
                self._store.finish_request(row, ended_at=ended, outcome="rendered")
                self._log_subresources(request, row)
            else:
                self._store.finish_request(row, ended_at=self._clock.now(), status=response.status,
                                           bytes=len(response.body), outcome="answered")
        return response

    def _log_render(self, request, response, context) -> None:
        """The row of a page read whose HTML was in hand: it starts now (its PC2 wait is over, the gate is taken) and
        ends when the rendering does (process_response of the browser request, below); zero-length if it is never
        rendered."""
        visit, now = context.visit, self._clock.now()
        context.row_of = _identity(request)
        context.row_id = self._store.log_request({
            "visit_id": visit.visit_id, "gss": visit.council.gss, "job": visit.job, "at": now, "ended_at": now,
            "host": host_of(request.url), "url": request.url, "kind": RequestKind.RENDER.value, "rung": context.rung,
            "status": response.status, "bytes": 0, "outcome": "rendering",
            "robots_rule": context.robots_rule, "job_id": self._job_id,
            "method": None, "user_agent": None,  # nothing was sent: the browser's subresources carry our name
            "time_scale": self._time_scale, "gap_s": context.gap_s,
            "rendered_from": context.in_hand_row})

    def process_exception(self, request, exception, spider=None):
        row = _own_row(request)
        context = context_of(request)
        if row is not None and not (context and context.render):
            self._store.finish_request(row, ended_at=self._clock.now(), outcome=type(exception).__name__)
        elif row is not None:
            self._log_subresources(request, row)  # a page that timed out may have loaded some already
        return None

    def _log_subresources(self, request, row: int) -> None:
        context = context_of(request)
        guard = context.guard if context is not None else None
        if guard is None:
            return
        now = self._clock.now()
        common = {"request_id": row, "visit_id": context.visit.visit_id, "gss": context.visit.council.gss,
                  "job_id": self._job_id, "page_url": request.url, "at": now}
        self._store.log_subresources(
            [{**common, "url": url, "loaded": 1, "why": None} for url in guard.allowed]
            + [{**common, "url": url, "loaded": 0, "why": why} for url, why in guard.aborted])


def _identity(request) -> tuple:
    return request.url, request.meta.get("redirect_times", 0)


def _own_row(request) -> int | None:
    """The row this very request was logged under. A redirect hop carries its parent's meta, row included; a hop
    refused before it was logged (off the domain, a sign-in page) must not rewrite its parent's end time."""
    context = context_of(request)
    if context is None or context.row_id is None or context.row_of != _identity(request):
        return None
    return context.row_id
