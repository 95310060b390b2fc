"""robots.txt as POLICY reads it: RB3 group choice and matching, RB6 answer → meaning, RB5 Crawl-delay.

Plain code (no Scrapy). Lines are read and rules matched by Protego (RFC 9309: longest match wins, Allow wins a
tie, `*` and `$`); the group choice is ours (`names_datestonebot`, `_our_group`), because Protego's is not the
one a webmaster expects: it treats `User-agent: DatestoneBot/1.0` as naming some other robot, and it keeps only
the one best group where RFC 9309 combines every group that names the crawler. This module also gives the
evidence a webmaster can be shown: which line allowed or refused a URL. Every reader of robots.txt — each job,
the RB4 evidence, `datestone audit` and the fake web's auditor — decides through `RobotsRules`, so through the
same group choice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable
from urllib.parse import urljoin, urlsplit

from protego import Protego
from protego._ruleset import _RuleSet  # private: see _our_group
from protego._utils import _quote_path  # private: the same normalisation Protego matches with

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


# RB3: a user-agent line's product token is its value up to the first character outside [a-zA-Z_-], as Google's
# reference parser reads it (RFC 9309 allows only these in the token; whatever a webmaster writes after it, a
# version "/1.0", a space, a ";", still means the robot the token names).
_PRODUCT_TOKEN = re.compile(r"[A-Za-z_-]*")


def names_datestonebot(user_agent_value: str) -> bool:
    """RB3: does a `User-agent:` line with this value name DatestoneBot? Its token, compared case-insensitively,
    equals ours: `DatestoneBot/1.0`, `datestonebot 1.0` and `DatestoneBot;` do; `DatestoneBotX`, `Datestone`
    and `*` do not."""
    token = _PRODUCT_TOKEN.match(user_agent_value.strip()).group(0)
    return token.lower() == policy.ROBOTS_PRODUCT_TOKEN.lower()


@dataclass(frozen=True)
class _Group:
    """The rules that apply to DatestoneBot: every group naming it combined (RFC 9309), else the `*` group."""

    agents: tuple[str, ...]  # the user-agent values of the groups combined, as Protego keeps them (lower case)
    allows: Callable[[str], bool]
    deciding_line: Callable[[str], str | None]  # the line that decides a URL, as a webmaster reads it (RB4)
    crawl_delay_s: float | None = None


def _our_group(parser: Protego) -> _Group | None:
    """RB3 group choice over what Protego read: the groups whose user-agent names us, combined; else `*`.

    Every reach into Protego's private internals is here, and only here. Its public API answers one question,
    `can_fetch(url, user_agent)`, for the single group it picks itself; it has no public way to list the groups
    it read (`_user_agents`), to match a URL against several groups combined as RFC 9309 asks (`_RuleSet`, its
    `_rules` and `finalize_rules`), or to say which line decided (the rule's `field` and `value._pattern`,
    matched through `_quote_path`, its own normalisation). A Protego upgrade that moves any of these breaks this
    function alone, and the group-choice and evidence tests in tests/test_robots.py catch it."""
    groups = {agent: rule_set for agent, rule_set in parser._user_agents.items() if names_datestonebot(agent)}
    if not groups and "*" in parser._user_agents:
        groups = {"*": parser._user_agents["*"]}
    if not groups:
        return None
    combined = _RuleSet(parser)
    agent_of_rule = {}  # id(rule) -> the user-agent value of its group
    for agent, rule_set in groups.items():
        for rule in rule_set._rules:
            combined._rules.append(rule)
            agent_of_rule.setdefault(id(rule), agent)
    combined.finalize_rules()  # RFC 9309 over the combined rules: longest match first, Allow wins a tie
    agents = tuple(groups)

    def deciding_line(url: str) -> str | None:
        # The rule `allows` went by: the first that matches, in the rule set's deciding order.
        quoted = _quote_path(url)
        rule = next((rule for rule in combined._rules if rule.value.match(quoted)), None)
        if rule is None:
            return None
        agent = agent_of_rule.get(id(rule), agents[0])
        return f"{rule.field.title()}: {rule.value._pattern} (User-agent: {agent})"

    delays = [rule_set.crawl_delay for rule_set in groups.values() if rule_set.crawl_delay]
    # RB5: two groups naming us with different delays: the longer one, so every one of them is honoured.
    return _Group(agents=agents, allows=combined.can_fetch, deciding_line=deciding_line,
                  crawl_delay_s=max(delays) if delays else None)


@dataclass
class RobotsRules:
    """What one host's robots.txt lets DatestoneBot do."""

    outcome: RobotsOutcome
    text: str = ""
    _parser: Protego | None = field(default=None, repr=False)
    _group: _Group | None = field(default=None, repr=False)

    @classmethod
    def from_answer(cls, outcome: RobotsOutcome, body: bytes | str = b"") -> "RobotsRules":
        text = body if isinstance(body, str) else decode_robots(body)
        if outcome is not RobotsOutcome.PARSED:
            return cls(outcome=outcome, text="")
        parser = Protego.parse(text)
        return cls(outcome=outcome, text=text, _parser=parser, _group=_our_group(parser))

    @property
    def usable(self) -> bool:
        """True when requests to the host may go ahead at all (subject to `allows`)."""
        return self.outcome in (RobotsOutcome.PARSED, RobotsOutcome.OPEN)

    def allows(self, url: str) -> bool:
        if self.outcome is RobotsOutcome.OPEN:
            return True
        if self._parser is None:
            return False
        if "/robots.txt" in url and urlsplit(url).path == "/robots.txt":
            return True  # RFC 9309: /robots.txt itself is implicitly allowed (Protego reads it so too)
        return self._group is None or self._group.allows(url)

    def evidence(self, url: str) -> str:
        """The robots.txt line that decided `url` (RB4 evidence), or why nothing did."""
        if self.outcome is RobotsOutcome.OPEN:
            return "no robots.txt"
        if self._parser is None:
            return f"robots.txt {self.outcome.value}"
        if self._group is None:
            return "no rule"
        line = self._group.deciding_line(url)
        if line is not None:
            return line
        return f"no rule (User-agent: {', '.join(self._group.agents)})"

    def crawl_delay_s(self) -> float | None:
        """RB5: Crawl-delay of the chosen group (the longest, when several groups name us)."""
        if self._group is None:
            return None
        delay = self._group.crawl_delay_s
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
