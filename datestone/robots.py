"""robots.txt as POLICY reads it: RB3 group choice and matching, RB6 answer → meaning, RB5 Crawl-delay.

Plain code (no Scrapy). Matching is Protego's (RFC 9309: longest match wins, Allow wins a tie, `*` and `$`);
this module adds the stricter readings and the evidence a webmaster can be shown: which line allowed or
refused a URL.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from urllib.parse import urljoin, urlsplit

from protego import Protego

from datestone import policy


class RobotsOutcome(str, Enum):
    PARSED = "parsed"  # 2xx: obey it
    OPEN = "open"  # 404, 410 and other 4xx not listed: no restrictions
    CLOSED = "closed"  # 401, 403, 451 or a challenge page: the site is closed, a refusal (RF1)
    REFUSED = "refused"  # 429: a refusal (RF1)
    UNAVAILABLE = "unavailable"  # 5xx, timeout, connection error: nothing more from that host this visit


def outcome_for_status(status: int) -> RobotsOutcome:
    """RB6, row by row (a challenge page is detected from the body by the caller)."""
    if 200 <= status < 300:
        return RobotsOutcome.PARSED
    if status in (401, 403, 451):
        return RobotsOutcome.CLOSED
    if status == 429:
        return RobotsOutcome.REFUSED
    if 400 <= status < 500:
        return RobotsOutcome.OPEN
    return RobotsOutcome.UNAVAILABLE


# Where str.splitlines, and so Protego, ends a line, as single bytes.
_LINE_END_BYTES = b"\n\r\x0b\x0c\x1c\x1d\x1e"


def decode_robots(body: bytes) -> str:
    """RB3/PC5: only the whole lines of the first 500 KiB count; a BOM or stray bytes never make the file unreadable.

    A line cut in half is not a rule (a cut "Allow: /private-area" would read as "Allow: /"). The download stops at
    500 KiB (middlewares/body_limits.py), so a body of exactly that length counts as cut too; a last line whose line
    end is the byte right after the cut is whole.
    """
    text = body[: policy.ROBOTS_MAX_BYTES].decode("utf-8-sig", errors="replace")
    next_byte = body[policy.ROBOTS_MAX_BYTES:policy.ROBOTS_MAX_BYTES + 1]
    if len(body) >= policy.ROBOTS_MAX_BYTES and (not next_byte or next_byte not in _LINE_END_BYTES):
        lines = text.splitlines(keepends=True)
        if lines and lines[-1].splitlines() == [lines[-1]]:  # the last line has no line end: it was cut
            text = text[: len(text) - len(lines[-1])]
    return text


@dataclass
class RobotsRules:
    """What one host's robots.txt lets DatestoneBot do."""

    outcome: RobotsOutcome
    text: str = ""
    _parser: Protego | None = field(default=None, repr=False)

    @classmethod
    def from_answer(cls, outcome: RobotsOutcome, body: bytes | str = b"") -> "RobotsRules":
        text = body if isinstance(body, str) else decode_robots(body)
        if outcome is not RobotsOutcome.PARSED:
            return cls(outcome=outcome, text="")
        return cls(outcome=outcome, text=text, _parser=Protego.parse(text))

    @property
    def usable(self) -> bool:
        """True when requests to the host may go ahead at all (subject to `allows`)."""
        return self.outcome in (RobotsOutcome.PARSED, RobotsOutcome.OPEN)

    def allows(self, url: str) -> bool:
        if self.outcome is RobotsOutcome.OPEN:
            return True
        if self._parser is None:
            return False
        return self._parser.can_fetch(url, policy.ROBOTS_PRODUCT_TOKEN)

    def evidence(self, url: str) -> str:
        """The robots.txt line that decided `url` (RB4 evidence), or why nothing did."""
        if self.outcome is RobotsOutcome.OPEN:
            return "no robots.txt"
        if self._parser is None:
            return f"robots.txt {self.outcome.value}"
        ruleset = self._parser._get_matching_rule_set(policy.ROBOTS_PRODUCT_TOKEN)
        if ruleset is None:
            return "no rule"
        from protego._utils import _quote_path  # the same normalisation Protego matches with

        quoted = _quote_path(url)
        for rule in ruleset._rules:
            if rule.value.match(quoted):
                return f"{rule.field.title()}: {rule.value._pattern} (User-agent: {ruleset.user_agent})"
        return f"no rule (User-agent: {ruleset.user_agent})"

    def crawl_delay_s(self) -> float | None:
        """RB5: Crawl-delay of the chosen group."""
        if self._parser is None:
            return None
        delay = self._parser.crawl_delay(policy.ROBOTS_PRODUCT_TOKEN)
        return float(delay) if delay else None

    def sitemaps(self, base_url: str) -> list[str]:
        if self._parser is None:
            return []
        found = []
        for value in self._parser.sitemaps:
            try:
                url = urljoin(base_url, value.strip())
            except ValueError:  # "http://[::1": not a URL anyone could fetch (found by tests/test_fuzz_robots.py)
                continue
            if value.strip():
                found.append(url)
        return found

    def named_paths(self, base_url: str) -> list[str]:
        """Plain paths written in Allow/Disallow lines — rung 1 looks at them for a licensing page."""
        seen: list[str] = []
        for line in self.text.splitlines():
            name, _, value = line.partition(":")
            value = value.split("#", 1)[0].strip()
            # "//other.host/x" starts with "/" too, but names another host (LD4): not a path of this one.
            if name.strip().lower() in {"allow", "disallow"} and value.startswith("/") and not value.startswith(
                    "//") and not any(c in value for c in "*$?"):
                url = urljoin(base_url, value)
                if url not in seen:
                    seen.append(url)
        return seen


def robots_url(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}/robots.txt"
