"""The auditor: reads the fake web's access log the way a council webmaster would, and checks it against
POLICY rule by rule. Every crawl test ends with `assert audit(...) == []`.

Checked: ID1 (exact User-Agent on every line), RF1 (nothing starts after a 403, 429 or challenge), RB1 (robots.txt before anything else on each host),
RB4 (nothing disallowed for DatestoneBot, subresources included), RB5 (Crawl-delay raises every gap),
LD4 (only the council's domain and its subdomains), LD5 (GET only, no sign-in pages), LD7 (no browser
traffic of its own: no https tunnels, no other hosts), PC1 (≤ 18 requests per visit besides robots.txt),
PC2 (the right gap before each request, from the end of the previous one; a redirect hop goes at once),
PC4 (the nightly jobs: at least 1.5 s between requests to a council's website),
PC3 (never two requests at once; a browser page and its subresources count as one).

What kind each request was (page read or cheap request) is taken from the crawler's own request log,
matched line by line — so the auditor also proves the crawler's log tells the truth. A page rendered from HTML a
cheap request already brought (a `render` row: a probe whose redirect landed on the page) has no line of its own:
the browser lines that follow it form a group of their own, which must come a page's wait after the request
before it (PC2) and is no request for PC1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

from datestone import policy
from datestone.state.audit import minimum_gap_s, short_gap_rule
from datestone.politeness.robots import RobotsOutcome, RobotsRules
from datestone.scope import in_scope
from tests.fakeweb.server import LogLine
from tests.fakeweb.sitefolder import Site

# Server-side times bracket the client's: a gap the client waited is never shorter at the server.
# This only absorbs float rounding between two clocks read microseconds apart.
TOLERANCE_S = 0.005
# The server's clock (monotonic) and the request log's (wall) are set against each other by the matched lines
# (the greatest offset seen); this absorbs the few milliseconds between a row being written and its request arriving.
CLOCK_MATCH_S = 0.05


def _line_end(line: LogLine) -> float:
    """When the request ended on the wire: a client that gave up (PC5 timeout) ended it then — when the server saw
    it hang up, which is before `arrival + timeout` because the client's clock started before the request arrived —
    not when our slow server finally got round to answering nobody."""
    if line.client_gone:
        gone_at = line.gone_at if line.gone_at is not None else line.finish
        return min(line.finish, gone_at, line.arrival + policy.REQUEST_TIMEOUT_S)
    return line.finish


@dataclass
class Group:
    """One request in the PC3 sense: a plain request and the browser subresources of its page."""

    website: str
    lines: list[LogLine] = field(default_factory=list)
    kind: str = "cheap"
    page_url: str | None = None  # a render: the page whose HTML an earlier request brought (no line of its own)

    @property
    def first(self) -> LogLine:
        return self.lines[0]

    @property
    def rendered(self) -> bool:
        return self.kind == "render"

    @property
    def url(self) -> str:
        return self.page_url or self.first.url

    @property
    def host(self) -> str:
        return urlsplit(self.page_url).hostname if self.page_url else self.first.host

    @property
    def start(self) -> float:
        return self.first.arrival

    @property
    def end(self) -> float:
        return max(_line_end(line) for line in self.lines)

    @property
    def has_browser(self) -> bool:
        return self.rendered or any(line.from_browser for line in self.lines[1:])


def _website_of(host: str, sites: list[Site]) -> str | None:
    for site in sites:
        if in_scope(f"http://{host}/", site.council["site_domain"]):
            return site.council["site_domain"]
    return None


def _robots_for(host: str, sites: list[Site]) -> RobotsRules | None:
    """The host's robots.txt as served, read with the crawler's own RB3 group choice (datestone/politeness/robots.py):
    a webmaster's `User-agent: DatestoneBot/1.0` group binds the auditor exactly as it binds every job."""
    for site in sites:
        if host in site.hosts:
            saved = site.response_for(host, "/robots.txt")
            if saved.status == 200:
                return RobotsRules.from_answer(RobotsOutcome.PARSED, saved.body)
    return None


def audit(lines: list[LogLine], sites: list[Site], time_scale: float, request_rows: list[dict],
          robots_cached: set[str] = frozenset()) -> list[str]:
    """All POLICY violations in `lines` (empty when the visit kept every rule).

    `request_rows` are the crawler's own request log rows (store `requests` table) for the same run;
    `robots_cached` lists hosts whose robots.txt came from the shared cache (RB2), so none is expected.
    """
    problems: list[str] = []
    lines = sorted(lines, key=lambda l: l.arrival)
    seen_robots: set[str] = set(robots_cached)
    for line in lines:
        where = f"{line.method} {line.url}"
        if line.user_agent != policy.USER_AGENT:
            problems.append(f"ID1: {where} sent User-Agent {line.user_agent!r}")
        if line.method == "CONNECT":
            problems.append(f"LD7: the browser opened a tunnel to {line.target}")
            continue
        if line.method != "GET":
            problems.append(f"LD5: {where} is not GET")
        if _website_of(line.host, sites) is None:
            problems.append(f"LD4/LD7: {where} is outside every visited council's domain")
            continue
        for site in sites:
            if line.target in site.login_targets(line.host):
                problems.append(f"LD5: {where} is a sign-in page")
        if line.target == "/robots.txt":
            seen_robots.add(line.host)
            continue
        if line.host not in seen_robots:
            problems.append(f"RB1: {where} came before {line.host}'s robots.txt")
        rules = _robots_for(line.host, sites)
        if rules is not None and not rules.allows(line.url):
            problems.append(f"RB4: {where} is disallowed for DatestoneBot ({rules.evidence(line.url)})")
    problems += _check_refusals(lines, sites)
    groups = page_groups(lines, sites, request_rows, problems)
    problems += _check_budget(groups)
    problems += _check_pacing(groups, sites, time_scale)
    problems += _check_overlap(groups)
    return problems


def render_next(plain_rows: list[dict], row_index: int, website: str, line: LogLine, offset_s: float | None,
                website_of) -> int | None:
    """The index of the `render` row a browser line starts, or None: the next rows not yet matched are renders (they
    have no line), one is this website's (`website_of(host)`), and by the request log's clock it began before the
    line arrived (`offset_s`: request-log time minus server time at the latest matched line). Shared with
    bench/service_units.py, which cuts the same log into the same units."""
    for index in range(row_index, len(plain_rows)):
        row = plain_rows[index]
        if row["kind"] != "render":
            return None
        if website_of(urlsplit(row["url"]).hostname) != website:
            continue
        if offset_s is None or row.get("at") is None or line.arrival + offset_s >= row["at"] - CLOCK_MATCH_S:
            return index
        return None  # the line is older than this rendering: it belongs to the page read before it
    return None


def page_groups(lines: list[LogLine], sites: list[Site], request_rows: list[dict], problems: list[str]) -> list[Group]:
    """The log cut into requests in the PC3 sense (a page with its subresources is one), in arrival order."""
    plain_rows = [r for r in request_rows if r.get("kind") in ("robots", "cheap", "page", "check", "render")]
    groups: list[Group] = []
    last_by_site: dict[str, Group] = {}
    row_index = 0
    offset_s = None  # request-log time minus server time, at the latest matched line
    for line in lines:
        website = _website_of(line.host, sites)
        if website is None or line.method == "CONNECT":
            continue
        if line.from_browser:
            render = render_next(plain_rows, row_index, website, line, offset_s, lambda h: _website_of(h, sites))
            if render is not None:
                group = Group(website=website, lines=[line], kind="render", page_url=plain_rows[render]["url"])
                row_index = render + 1
                groups.append(group)
                last_by_site[website] = group
                continue
            owner = last_by_site.get(website)
            if owner is None:
                problems.append(f"LD7: browser request {line.url} belongs to no page we read")
                continue
            owner.lines.append(line)
            continue
        group = Group(website=website, lines=[line])
        while row_index < len(plain_rows) and (plain_rows[row_index]["url"] != line.url
                                               or plain_rows[row_index]["kind"] == "render"):
            row_index += 1  # rows the server never saw (refused before sending, a rendering) have no line
        if row_index < len(plain_rows):
            group.kind = plain_rows[row_index]["kind"]
            if plain_rows[row_index].get("at") is not None:
                # A request is logged before it leaves, so each line bounds the clocks' offset from below; the
                # greatest bound yet is the nearest (one request slow to reach the server under load would
                # otherwise set it too low, and a page's first subresource would seem older than its rendering).
                seen = plain_rows[row_index]["at"] - line.arrival
                offset_s = seen if offset_s is None else max(offset_s, seen)
            row_index += 1
        else:
            problems.append(f"log/store: {line.url} reached the server but is not in the crawler's request log")
        groups.append(group)
        last_by_site[website] = group
    for group in groups:
        if group.has_browser and group.kind not in ("page", "check", "render"):
            problems.append(f"PC2: the browser loaded subresources after a {group.kind} request {group.first.url}")
    return groups


def _is_refusal(line: LogLine) -> bool:
    return line.status in (403, 429) or line.challenge


def _check_refusals(lines: list[LogLine], sites: list[Site]) -> list[str]:
    """RF1: once a council refused us, nothing more starts on its website in this log."""
    problems, refused_at = [], {}
    for line in lines:
        website = _website_of(line.host, sites)
        if website in refused_at and line.arrival > refused_at[website]:
            problems.append(f"RF1: {line.url} was requested after {website} refused us")
        if website and _is_refusal(line) and website not in refused_at:
            refused_at[website] = line.finish
    return problems


def _check_budget(groups: list[Group]) -> list[str]:
    counts: dict[str, int] = {}
    for group in groups:
        if group.kind in ("cheap", "page"):  # the finder's visits (a render is none); nightly jobs have no budget
            counts[group.website] = counts.get(group.website, 0) + 1
    return [f"PC1: {n} requests to {site} in one visit (limit {policy.VISIT_BUDGET_REQUESTS})"
            for site, n in counts.items() if n > policy.VISIT_BUDGET_REQUESTS]


def _crawl_delay(host: str, sites: list[Site]) -> float:
    rules = _robots_for(host, sites)
    delay = rules.crawl_delay_s() if rules else None
    return float(delay or 0)


def _check_pacing(groups: list[Group], sites: list[Site], time_scale: float) -> list[str]:
    problems = []
    previous: dict[str, Group] = {}
    for group in groups:
        before = previous.get(group.website)
        previous[group.website] = group
        if before is None:
            continue
        last_plain = before.first
        if 300 <= last_plain.status < 400 and not before.has_browser:
            continue  # a redirect hop is followed at once, as part of the same request (PC2)
        delay = _crawl_delay(group.host, sites)
        minimum = minimum_gap_s(group.kind, before.kind, delay) * time_scale  # the same rule `datestone audit` uses
        gap = group.start - before.end
        if gap + TOLERANCE_S < minimum:
            rule = short_gap_rule(delay, time_scale, minimum)
            problems.append(f"{rule}: {group.url} ({group.kind}) came {gap:.3f}s after the previous request "
                            f"to {group.website} ended; at least {minimum:.3f}s was due")
    return problems


def _check_overlap(groups: list[Group]) -> list[str]:
    problems = []
    ordered = sorted(groups, key=lambda g: g.start)
    for before, after in zip(ordered, ordered[1:]):
        if after.start < before.end - TOLERANCE_S:
            # The line that ended last says what held the wire: the page itself, a subresource, a client gone.
            last = max(before.lines, key=_line_end)
            problems.append(f"PC3: {after.url} started before {before.url} (and its page) had finished: "
                            f"{before.end - after.start:.3f}s before its last line ended ({last.method} {last.url} "
                            f"{last.status}, {'browser' if last.from_browser else 'plain'}"
                            f"{', client gone' if last.client_gone else ''}, arrived "
                            f"{last.arrival - before.start:.3f}s after the group began, "
                            f"took {last.finish - last.arrival:.3f}s; {len(before.lines)} lines in the group)")
    return problems
