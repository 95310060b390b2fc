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


def decode_robots(body: bytes) -> str:
    """RB3/PC5: only the first 500 KiB count; a BOM or stray bytes never make the file unreadable."""
    text = body[: policy.ROBOTS_MAX_BYTES].decode("utf-8-sig", errors="replace")
    if len(body) > policy.ROBOTS_MAX_BYTES and "\n" in text:
        text = text[: text.rindex("\n")]  # a line cut in half is not a rule
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
        return [urljoin(base_url, s.strip()) for s in self._parser.sitemaps if s.strip()]

    def named_paths(self, base_url: str) -> list[str]:
        """Plain paths written in Allow/Disallow lines — rung 1 looks at them for a licensing page."""
        seen: list[str] = []
        for line in self.text.splitlines():
            name, _, value = line.partition(":")
            value = value.split("#", 1)[0].strip()
            if name.strip().lower() in {"allow", "disallow"} and value.startswith("/") and not any(
                    c in value for c in "*$?"):
                url = urljoin(base_url, value)
                if url not in seen:
                    seen.append(url)
        return seen


def robots_url(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}/robots.txt"
