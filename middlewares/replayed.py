"""A page read whose bytes are already in hand is rendered from them, not fetched again. Two cases:
- a resumed visit's page whose rendering the killed run never wrote (datestone/crawl/replay.py): the archived bytes;
- a page a cheap request of this visit already brought, e.g. a fixed-path probe whose redirect landed on it
  (datestone/crawl/in_hand.py): that answer, as the middlewares passed it back.
Its request goes through scope, robots.txt and pacing like any page read — it waits its PC2 gap and takes the PC3
gate, since its subresources reach the council — and here, last before anything leaves, it is answered with that
response. No budget is spent (PC1: the page was already sent), nothing is signed or logged as sent (the request
log gives the rendering a `render` row), and the archive is not written twice.

Meta: datestone (RequestContext.in_hand: the Response in hand).
"""

from __future__ import annotations

from datestone.crawl.visit import context_of


class ReplayedResponseMiddleware:
    def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None or context.in_hand is None:
            return None
        return context.in_hand.replace(request=request)
