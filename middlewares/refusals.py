"""RF1/RF2: a 403, a 429 or a challenge page ends the visit at once; we never try to get past one.

The visit is marked ended (so scope refuses anything queued, and the browser guard aborts subresources not
yet started) and the answer is passed on so the ladder can record why. A 5xx ends the visit without blame
(CD5). Meta: datestone. Stats: datestone/refusals/<kind>.
"""

from __future__ import annotations

from datestone.enums import VisitOutcome
from datestone.politeness.refusal import is_challenge, lower_headers, retry_after_s
from datestone.runtime import runtime
from datestone.crawl.visit import context_of


def refusal_of(status: int, headers: dict[str, str], body: bytes) -> str | None:
    """What refused us (the kind of refusal, RF1), or None."""
    if status in (403, 429):
        return str(status)
    if is_challenge(status, headers, body):
        return "challenge"
    return None


class RefusalMiddleware:
    def __init__(self, clock, stats) -> None:
        self._clock = clock
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        return cls(runtime(crawler).clock, crawler.stats)

    def process_response(self, request, response, spider=None):
        context = context_of(request)
        if context is None or context.render:
            return response
        headers = lower_headers(response)
        why = refusal_of(response.status, headers, response.body)
        if why:
            self._stats.inc_value(f"datestone/refusals/{why}")
            context.visit.end(VisitOutcome.REFUSED, why)
            # RF3: a Retry-After longer than our own 30-day rest is honoured.
            context.visit.retry_after_s = retry_after_s(headers.get("retry-after"), self._clock.now())
        elif response.status >= 500 and context.visit.council.site_domain in request.url:
            context.visit.end(VisitOutcome.UNAVAILABLE, str(response.status))
            self._stats.inc_value("datestone/refusals/server_error")
        return response
