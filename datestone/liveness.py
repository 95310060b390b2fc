"""AF2 nightly check: what became of a cited page, and when an unreachable host may be asked again.

Plain code with an injected clock. Outcomes: live · moved (a redirect that stays in the council's domain,
with the new URL) · gone (404/410) · blocked (robots.txt or a refusal) · unreachable (5xx, timeout, connection
error, a redirect off the domain or too long, an outage page).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from datestone import policy
from datestone.scope import in_scope


class CheckOutcome(str, Enum):
    LIVE = "live"
    MOVED = "moved"
    GONE = "gone"
    BLOCKED = "blocked"
    UNREACHABLE = "unreachable"


@dataclass(frozen=True)
class Verdict:
    outcome: CheckOutcome
    new_url: str | None = None
    evidence: str = ""


def judge(requested_url: str, site_domain: str, *, status: int | None, final_url: str | None = None,
          refused: str | None = None, declined: str | None = None, error: str | None = None) -> Verdict:
    """The night's outcome for one page, from what the request came back with."""
    if refused:
        return Verdict(CheckOutcome.BLOCKED, evidence=refused)
    if declined:
        if "robots" in declined.lower() or declined.startswith(("Disallow", "Allow")):
            return Verdict(CheckOutcome.BLOCKED, evidence=declined)
        return Verdict(CheckOutcome.UNREACHABLE, evidence=declined)  # e.g. a redirect off the domain
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
    final = final_url or requested_url
    if final.split("#")[0] != requested_url.split("#")[0]:
        if in_scope(final, site_domain):
            return Verdict(CheckOutcome.MOVED, new_url=final, evidence=f"redirected to {final}")
        return Verdict(CheckOutcome.UNREACHABLE, evidence=f"redirected off the domain to {final}")
    return Verdict(CheckOutcome.LIVE, evidence=f"HTTP {status}")


def next_backoff_s(previous_s: float | None) -> float:
    """15 minutes, then doubling, never more than a day."""
    if not previous_s:
        return float(policy.HOST_BACKOFF_START_S)
    return float(min(policy.HOST_BACKOFF_MAX_S, previous_s * 2))
