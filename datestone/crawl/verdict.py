"""AF2 nightly check: what became of a cited page, and when an unreachable host may be asked again.

Plain code with an injected clock. Outcomes: live · moved (the page answered a redirect: `new_url` is where the
chain ended inside the council's domain, whatever that URL then answered — 200, 304, 404 … kept as `new_status` —
or the first Location off the domain, not requested, `followed` false; a chain that comes back to the cited URL
itself is not a move) · gone (404/410) · blocked (robots.txt — a redirect hop included — or a refusal) ·
unreachable (5xx, timeout, connection error, too many redirects, an outage page).
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from datestone import policy
from datestone.enums import CheckOutcome
from datestone.scope import host_of, in_scope, origin_of


@dataclass(frozen=True)
class Verdict:
    outcome: CheckOutcome
    new_url: str | None = None
    evidence: str = ""
    followed: bool | None = None  # moved: was new_url requested (False: it lies outside the council's domain)
    new_status: int | None = None  # moved and followed: what new_url itself answered


def same_page(a: str, b: str) -> bool:
    """One URL written two ways (fragment, host case, default port) is one page: a redirect between them is no
    move."""
    def key(url: str) -> tuple:
        parts = urlsplit(url.split("#", 1)[0])
        return origin_of(url), parts.path or "/", parts.query

    try:
        return key(a) == key(b)
    except ValueError:
        return a.split("#", 1)[0] == b.split("#", 1)[0]


def off_domain_move(new_url: str) -> str:
    """What a person reads about a move we may not follow (LD4)."""
    return f"moved to {host_of(new_url) or new_url} — not followed (outside the council's domain)"


def judge(requested_url: str, site_domain: str, *, status: int | None, final_url: str | None = None,
          refused: str | None = None, declined: str | None = None, declined_url: str | None = None,
          error: str | None = None) -> Verdict:
    """The night's outcome for one page, from what the request came back with.

    `final_url` is where the redirects ended (the answer's URL); `declined`/`declined_url` the reason and URL of
    a request we chose not to send — the cited URL itself, or a redirect hop."""
    if refused:
        return Verdict(CheckOutcome.BLOCKED, evidence=refused)
    if status is not None and final_url and not same_page(final_url, requested_url):
        # A move, whatever the new address answers: the citation points at a redirect now, and a person decides.
        return Verdict(CheckOutcome.MOVED, new_url=final_url, followed=True, new_status=status,
                       evidence=f"redirected to {final_url}, which answered HTTP {status}")
    if declined:
        if declined_url and not same_page(declined_url, requested_url) and not in_scope(declined_url, site_domain):
            # LD4: the server answered with a redirect off the domain; we record where, and do not go.
            return Verdict(CheckOutcome.MOVED, new_url=declined_url, followed=False,
                           evidence=off_domain_move(declined_url))
        if "robots" in declined.lower() or declined.startswith(("Disallow", "Allow")):
            return Verdict(CheckOutcome.BLOCKED, evidence=declined)
        return Verdict(CheckOutcome.UNREACHABLE, evidence=declined)  # e.g. a sign-in page (LD5)
    if error or status is None:
        return Verdict(CheckOutcome.UNREACHABLE, evidence=error or "no answer")
    if status == 304:
        return Verdict(CheckOutcome.LIVE, evidence="304 Not Modified: unchanged since our copy")
    if status in (404, 410):
        return Verdict(CheckOutcome.GONE, evidence=f"HTTP {status}")
    if status in (401, 403, 429, 451):
        return Verdict(CheckOutcome.BLOCKED, evidence=f"HTTP {status}")
    if status >= 500 or status < 200 or 300 <= status < 400:
        return Verdict(CheckOutcome.UNREACHABLE, evidence=f"HTTP {status}")
    return Verdict(CheckOutcome.LIVE, evidence=f"HTTP {status}")


def next_backoff_s(previous_s: float | None) -> float:
    """15 minutes, then doubling, never more than a day."""
    if not previous_s:
        return float(policy.HOST_BACKOFF_START_S)
    return float(min(policy.HOST_BACKOFF_MAX_S, previous_s * 2))
