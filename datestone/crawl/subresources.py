"""What a page we read loaded, kept as it passed (AF3): each stylesheet, script, font and image the guard let the
browser fetch (datestone/crawl/browser.py), with the request as sent and the response as it came, so an archive replays
the page as it looked. Never a second request: the body is taken from Chromium once the response has arrived.

- Only requests the guard let through (own domain, robots-allowed: LD4, RB4) are captured, and the redirect hops
  Chromium followed from one of them: the rest never left the machine.
- The body is handed over by Chromium with its content-coding undone, so a `Content-Encoding` header is dropped
  from what is kept (the record then says what it holds) and `Content-Length` is the body's own length.
- A body over 2 MB (PC5, policy.BODY_MAX_BYTES) is not kept: it is listed as skipped, with why.
"""

from __future__ import annotations

import logging
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


@dataclass
class SubresourceCapture:
    """The page's subresources as they arrive: `captured` in the order they finished, `skipped` (url, why)."""

    body_max_bytes: int = policy.BODY_MAX_BYTES
    captured: list[CapturedExchange] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)

    async def take(self, pw_request) -> None:
        """Keep the exchange of one finished request (a Playwright Request whose response has arrived)."""
        url = pw_request.url
        try:
            response = await pw_request.response()
            if response is None:
                self.skipped.append((url, "no response"))
                return
            headers = [(h["name"], h["value"]) for h in await response.headers_array()]
            declared = next((v for k, v in headers if k.lower() == "content-length"), "")
            if declared.strip().isdigit() and int(declared) > self.body_max_bytes:
                self.skipped.append((url, f"body of {int(declared)} bytes is over {self.body_max_bytes} (PC5)"))
                return
            body = b"" if 300 <= response.status < 400 else await response.body()
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
