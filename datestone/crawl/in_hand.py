"""A page whose HTML a cheap request of this visit already brought is rendered from those bytes, not asked for
again (PC1, PC2, AF3).

A fixed-path probe (LD1a) that lands on the page — directly, or through a vanity URL's redirect — brings the
page's whole HTML as its last hop. The page read that follows still waits the page's 45–120 s (PC2) and takes the
machine gate (PC3), because the page's stylesheets, scripts and images reach the council when Chromium renders it;
but the HTML itself is not sent for again. So the council's log, our request log, the archive and the visit's
budget each hold that fetch once; the rendering is a `render` row of its own (kind RequestKind.RENDER: when the
subresources went, and which request brought the bytes), not a request.

Bytes are used again only when they are what a page read would have fetched:
- a GET with a body (LD5 makes every request a GET; a HEAD would have brought none),
- a 200 with an HTML body (anything else is not rendered as a page, PC5),
- the whole body: a download stopped early, cut by data loss, or ended by a dropped connection without a length
  (Scrapy's flags `download_stopped`, `dataloss`, `partial`) is fetched again by the page read,
- the same URL the page read asks for, and the latest such answer of the visit: one body held per visit, however
  many councils are visited side by side.

Plain code: the fetcher (spiders/council.py) adapts it to Scrapy.
"""

from __future__ import annotations

from dataclasses import dataclass

CUT_BODY_FLAGS = frozenset({"download_stopped", "dataloss", "partial"})


def why_not_reusable(method: str, status: int, is_html: bool, body: bytes, flags) -> str | None:
    """None when a cheap answer's bytes can stand for the page read's fetch, else why they cannot."""
    if method.upper() != "GET":
        return f"a {method.upper()} brought no page to render"
    if status != 200:
        return f"a {status} is not a page"
    if not is_html or not body:
        return "not an HTML page"
    cut = CUT_BODY_FLAGS.intersection(flags or ())
    if cut:
        return f"the body may be cut ({', '.join(sorted(cut))})"
    return None


@dataclass(frozen=True)
class InHand:
    """The latest cheap answer of a visit that a page read may render instead of fetching the page again."""

    url: str  # after redirects: the URL whose bytes these are
    response: object  # the response as the middlewares passed it back (decoded, archived, logged)
    request_row: int | None  # the `requests` row of the hop that brought the bytes
    fetched_at: str  # when they came (the finding's fetched_at is when the page was fetched, not rendered)


class BytesInHand:
    """One visit's held answer: kept when a cheap request brings a reusable page, taken by the page read of it."""

    def __init__(self) -> None:
        self._held: InHand | None = None

    def offer(self, held: InHand, why_not: str | None) -> None:
        if why_not is None:
            self._held = held  # the latest reusable answer replaces any earlier one

    def take(self, url: str) -> InHand | None:
        """The held answer for `url` (given up: a page is read once), or None."""
        held = self._held
        if held is None or held.url != url:
            return None
        self._held = None
        return held
