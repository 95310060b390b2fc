"""A resumed visit's page whose rendering the killed run never wrote (datestone/replay.py) is rendered again
from the archived bytes, not fetched again: its request goes through scope, robots.txt and pacing like any page
read — it waits its PC2 gap and takes the PC3 gate, since its subresources reach the council — and here, last
before anything leaves, it is answered with the response the killed run received. No budget is spent (PC1: the
page was already sent), nothing is signed or logged as sent, and the archive is not written twice.

Meta: datestone_replayed (the archived Response).
"""

from __future__ import annotations


class ReplayedResponseMiddleware:
    def process_request(self, request, spider=None):
        replayed = request.meta.get("datestone_replayed")
        if replayed is None:
            return None
        return replayed.replace(request=request)
