"""AF2: a conditional request carries the validators stored for its own URL, and no other URL's.

The nightly check asks conditionally (`If-None-Match` / `If-Modified-Since` from the copy we hold), so an
unchanged page costs one small 304. Validators belong to the URL they came from (RFC 9110 §13.1): sent to
another URL they are a guess — a 304 for a page we never read, or a moved page taken for an unchanged one. So
every plain request, each redirect hop included (a hop comes back through every middleware), has these headers
set here and only here: from the store's copy of exactly that URL when the request is conditional, else none.
Meta: datestone (RequestContext.conditional, and asked_url: the URL as the spider asked it).
Stats: datestone/validators/{sent,none_stored,hop_cleared}.
"""

from __future__ import annotations

from datestone.runtime import runtime
from datestone.crawl.visit import context_of

VALIDATOR_HEADERS = ("If-None-Match", "If-Modified-Since")


def stored_validators(state: dict | None) -> dict[str, str]:
    """The conditional headers a stored copy allows (none when the server gave no validators)."""
    state = state or {}
    headers = {}
    if state.get("etag"):
        headers["If-None-Match"] = state["etag"]
    if state.get("last_modified"):
        headers["If-Modified-Since"] = state["last_modified"]
    return headers


class ValidatorsMiddleware:
    def __init__(self, store, stats) -> None:
        self._store = store
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        return cls(runtime(crawler).store, crawler.stats)

    def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None or context.render:
            return None
        carried = [name for name in VALIDATOR_HEADERS if name in request.headers]
        for name in carried:
            request.headers.pop(name, None)
        if carried and request.meta.get("redirect_urls"):
            self._stats.inc_value("datestone/validators/hop_cleared")
        if not context.conditional:
            return None
        state = self._store.page_state(request.url)
        if state is None and not request.meta.get("redirect_urls"):
            # the first hop: the store keys a page by the URL as it was cited, before Scrapy escaped it
            state = self._store.page_state(context.asked_url or request.url)
        headers = stored_validators(state)
        for name, value in headers.items():
            request.headers[name] = value
        self._stats.inc_value("datestone/validators/sent" if headers else "datestone/validators/none_stored")
        return None
