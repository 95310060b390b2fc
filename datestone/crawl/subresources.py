"""What a page we read loaded, kept as it passed (AF3): each stylesheet, script, font and image the guard let the
browser fetch (datestone/crawl/browser.py), with the request as sent and the response as it came, so an archive replays
the page as it looked. Never a second request: the body is taken from Chromium once the response has arrived.

- Only requests the guard let through (own domain, robots-allowed: LD4, RB4) are captured, and the redirect hops
  Chromium followed from one of them: the rest never left the machine.
- The body is handed over by Chromium with its content-coding undone, so a `Content-Encoding` header is dropped
  from what is kept (the record then says what it holds) and `Content-Length` is the body's own length.
- A body over 2 MB (PC5, policy.BODY_MAX_BYTES) is not kept: it is listed as skipped, with why.
- The body is asked of Chromium by its own request id (`ChromiumBodies`), never through Playwright's
  `response.body()`: when Chromium has already let an image's or a font's body go, that loads the URL again
  (`Network.loadNetworkResource`), a second request to the council that no route approved, counted nowhere and sent
  after the page let go of the gate (PC1, PC3, LD7). A body Chromium no longer holds is listed as skipped.
"""

from __future__ import annotations

import base64
import logging
from collections import defaultdict, deque
from dataclasses import dataclass, field

from datestone import policy

logger = logging.getLogger(__name__)

# Describe the wire form of a body we keep decoded and re-framed.
_WIRE_HEADERS = frozenset({"content-encoding", "content-length", "transfer-encoding"})


@dataclass(frozen=True)
class CapturedExchange:
    url: str
    request_headers: list[tuple[str, str]]
    status: int
    reason: str
    response_headers: list[tuple[str, str]]
    body: bytes


class ChromiumBodies:
    """Response bodies from Chromium's memory through a DevTools session of our own on the page, by the request ids
    Chromium gave as the requests were sent (a URL asked for twice is answered in the order sent)."""

    def __init__(self, session) -> None:
        self._session = session
        self._ids: dict[str, deque] = defaultdict(deque)

    @classmethod
    async def attach(cls, page) -> "ChromiumBodies":
        """Made with the page, before it is shown anything (the session and its events send nothing on the wire)."""
        session = await page.context.new_cdp_session(page)
        bodies = cls(session)
        session.on("Network.requestWillBeSent", bodies._sent)
        await session.send("Network.enable")
        return bodies

    def _sent(self, event: dict) -> None:
        self._ids[event["request"]["url"]].append(event["requestId"])  # a redirect hop keeps its chain's id

    async def body(self, pw_request) -> bytes | None:
        """The body Chromium holds for this request, or None: it kept none (never fetched again)."""
        ids = self._ids.get(pw_request.url.split("#", 1)[0])
        if not ids:
            return None
        try:
            answer = await self._session.send("Network.getResponseBody", {"requestId": ids.popleft()})
        except Exception:  # no data for that id: Chromium let it go, or the page closed
            return None
        data = answer.get("body") or ""
        return base64.b64decode(data) if answer.get("base64Encoded") else data.encode("utf-8")


class NoBodies:
    """Where no DevTools session was made: nothing is kept, and nothing is fetched again."""

    async def body(self, pw_request) -> bytes | None:
        return None


@dataclass
class SubresourceCapture:
    """The page's subresources as they arrive: `captured` in the order they finished, `skipped` (url, why)."""

    body_max_bytes: int = policy.BODY_MAX_BYTES
    captured: list[CapturedExchange] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    bodies: object = field(default_factory=NoBodies)  # ChromiumBodies of the page (set when the guard goes on)

    async def take(self, pw_request) -> None:
        """Keep the exchange of one finished request (a Playwright Request whose response has arrived)."""
        url = pw_request.url
        try:
            response = await pw_request.response()
            if response is None:
                self.skipped.append((url, "no response"))
                return
            headers = [(h["name"], h["value"]) for h in await response.headers_array()]
            length = next((v for k, v in headers if k.lower() == "content-length"), "").strip()
            declared = int(length) if length.isdigit() else None
            if declared is not None and declared > self.body_max_bytes:
                self.skipped.append((url, f"body of {declared} bytes is over {self.body_max_bytes} (PC5)"))
                return
            body = b"" if 300 <= response.status < 400 else await self.bodies.body(pw_request)
            if body is None or (not body and declared):
                self.skipped.append((url, "body not available: Chromium kept no copy (never fetched again)"))
                return
            if len(body) > self.body_max_bytes:
                self.skipped.append((url, f"body of {len(body)} bytes is over {self.body_max_bytes} (PC5)"))
                return
            sent = [(h["name"], h["value"]) for h in await pw_request.headers_array()]
        except Exception as exc:  # the page closed first, or Chromium no longer holds the body
            logger.debug("subresource %s not kept: %s", url, exc)
            self.skipped.append((url, f"body not available: {exc.__class__.__name__}"))
            return
        kept = [(k, v) for k, v in headers if k.lower() not in _WIRE_HEADERS]
        self.captured.append(CapturedExchange(url=url, request_headers=sent, status=response.status,
                                              reason=response.status_text or "", response_headers=kept, body=body))
