"""Fuzzing robots.txt handling (RB3, RB4, RB5, RB6): whatever a server sends, reading it never raises, nothing
past the first 500 KiB counts, no line cut in half becomes a rule, and the evidence we show a webmaster
names the line that actually decided.

Profiles and the long run: tests/fuzzing.py.
"""

from __future__ import annotations

import math
from urllib.parse import urlsplit

from hypothesis import example, given
from hypothesis import strategies as st
from scrapy.http import Response

import tests.fuzzing  # noqa: F401  (loads the hypothesis profile)
from datestone import policy
from datestone.clock import FakeClock
from datestone.register import Council
from datestone.politeness.robots import RobotsOutcome, RobotsRules, decode_robots, outcome_for_status
from datestone.crawl.robots_cache import RobotsCache
from datestone.crawl.visit import VisitState

BASE = "http://www.council.gov.uk/"
MAX = policy.ROBOTS_MAX_BYTES

# --- near-valid robots.txt -------------------------------------------------------------------

_AGENTS = st.sampled_from(["*", "DatestoneBot", "datestonebot", "DatestoneBot/1.0", "Datestone", "Googlebot",
                           "", "* ", "Datestone Bot"]) | st.text(max_size=12)
_PATH_CHARS = st.sampled_from(list("/abcAB-_.~%*$?=&#;:@+ []") + ["é", "%2F", "%2f", "%7E", "//", "\u00a0"])
_PATHS = st.lists(_PATH_CHARS, max_size=14).map("".join)
_DELAYS = st.sampled_from(["10", "0.5", "0", "-3", "inf", "nan", "1e309", "ten", "", "90 "]) | st.text(max_size=6)
_SITEMAPS = _PATHS | st.sampled_from(["http://[::1", "//[", "http://www.council.gov.uk/sitemap.xml",
                                      "ftp://x/y", "sitemap.xml", "http://a:99999/"])
_FIELD_SPELLINGS = {
    "user-agent": ["User-agent", "user-agent", "USER-AGENT", "useragent", "User agent"],
    "allow": ["Allow", "allow", " Allow"], "disallow": ["Disallow", "disallow", "dissallow", "Disallow "],
    "crawl-delay": ["Crawl-delay", "crawl-delay"], "sitemap": ["Sitemap", "sitemap", "Site-map"],
}


@st.composite
def robots_lines(draw) -> list[str]:
    lines = []
    for _ in range(draw(st.integers(0, 14))):
        kind = draw(st.sampled_from(["user-agent", "allow", "disallow", "crawl-delay", "sitemap", "comment",
                                     "blank", "junk"]))
        if kind == "comment":
            lines.append("# " + draw(st.text(max_size=20)))
        elif kind == "blank":
            lines.append(draw(st.sampled_from(["", " ", "\t"])))
        elif kind == "junk":
            lines.append(draw(st.text(max_size=30)))
        else:
            value = {"user-agent": _AGENTS, "allow": _PATHS, "disallow": _PATHS, "crawl-delay": _DELAYS,
                     "sitemap": _SITEMAPS}[kind]
            comment = draw(st.sampled_from(["", " # why", "#"]))
            lines.append(f"{draw(st.sampled_from(_FIELD_SPELLINGS[kind]))}:{draw(st.sampled_from(['', ' ']))}"
                         f"{draw(value)}{comment}")
    return lines


@st.composite
def robots_bytes(draw) -> bytes:
    text = draw(st.sampled_from(["\n", "\r\n", "\r"])).join(draw(robots_lines()))
    body = text.encode(draw(st.sampled_from(["utf-8", "latin-1"])), errors="replace")
    if draw(st.booleans()):
        body = b"\xef\xbb\xbf" + body
    return body


ANY_ROBOTS = robots_bytes() | st.binary(max_size=2048)
URLS = _PATHS.map(lambda p: BASE + p.lstrip("/"))


def parsed(body: bytes | str) -> RobotsRules:
    return RobotsRules.from_answer(RobotsOutcome.PARSED, body)


# --- properties ------------------------------------------------------------------------------

@given(ANY_ROBOTS, st.lists(URLS, min_size=1, max_size=5))
# Found by the fuzzer: a Sitemap: line naming "http://[::1" made sitemaps() raise (urljoin's ValueError),
# and "Allow://a" made rung 1 read "http://a" as a path of this host.
@example(b"Sitemap:http://[::1", [BASE])
@example(b"Allow://a", [BASE])
def test_any_robots_txt_answers_every_question_without_raising(body, urls):
    rules = parsed(body)
    for url in urls:
        allowed, evidence = rules.allows(url), rules.evidence(url)
        # RB4 evidence: the line shown is the one that decided (Disallow exactly when refused).
        assert evidence.startswith("Disallow:") is (not allowed), (url, evidence)
    delay = rules.crawl_delay_s()
    assert delay is None or (math.isfinite(delay) and delay > 0)  # RB5: a wait we can honour
    for sitemap in rules.sitemaps(BASE):
        assert isinstance(sitemap, str)
    for url in rules.named_paths(BASE):
        # Rung 1 reads plain paths of this host; a "//other.host/x" value is not one.
        assert urlsplit(url).netloc == urlsplit(BASE).netloc, url


@given(ANY_ROBOTS)
def test_the_cached_text_reads_exactly_like_the_answer_it_came_from(body):
    """RB2: a robots.txt from the shared cache (its stored text) decides every URL as the fetched one did."""
    fetched = parsed(body)
    cached = parsed(fetched.text)
    for path in ("", "a", "private/x", "search?q=1", "x.pdf", "%7Ea", "é"):
        assert cached.allows(BASE + path) == fetched.allows(BASE + path)
        assert cached.evidence(BASE + path) == fetched.evidence(BASE + path)
    assert cached.crawl_delay_s() == fetched.crawl_delay_s()
    assert cached.sitemaps(BASE) == fetched.sitemaps(BASE)


def _filler(length: int) -> bytes:
    """`length` bytes of comment lines, ending at a line end."""
    if length <= 0:
        return b""
    whole, rest = divmod(length, 100)
    return (b"#" * 99 + b"\n") * whole + (b"#" * (rest - 1) + b"\n" if rest else b"")


# What str.splitlines (and so Protego) ends a line at, as single bytes.
_LINE_END_BYTES = b"\n\r\x0b\x0c\x1c\x1d\x1e"


def _whole_lines_in_first_500_kib(body: bytes) -> list[str]:
    """The oracle: every line of the first 500 KiB that ends inside it, or whose end is the very next byte.

    A body of exactly 500 KiB counts as cut: the download stops there (middlewares/body_limits.py)."""
    lines = body[:MAX].decode("utf-8-sig", errors="replace").splitlines(keepends=True)
    if len(body) >= MAX and lines and lines[-1].splitlines() == [lines[-1]]:  # the last has no line end
        if body[MAX:MAX + 1] == b"" or body[MAX:MAX + 1] not in _LINE_END_BYTES:
            lines.pop()
    return "".join(lines).splitlines()


@given(robots_bytes() | st.binary(max_size=300), st.integers(0, 400), st.binary(max_size=40),
       st.binary(max_size=40))
# Found by the fuzzer: a body of exactly 500 KiB (the download stops there) kept its cut last line as a rule.
@example(b"\x00", 1, b"", b"")
@example(b"Disallow: /x\nAllow: /", 21, b"", b"")  # ... so a cut "Allow: /private-area" read as "Allow: /"
# Dropped whole lines, so rules inside the first 500 KiB went unread (RB3): CR-only line ends (the cut went back
# to the last "\n"), and a line whose line end is the byte right after the cut.
@example(b"Allow: /\rDisallow: /private-area\r", 20, b"", b"")
@example(b"Disallow: /private\n", 18, b"", b"")
@example(b"Disallow: /private-area\n", 11, b"", b"")  # cut mid-line: never a rule (this one always held)
def test_rb3_exactly_the_whole_lines_of_the_first_500_kib_are_read(boundary, before, tail, other_tail):
    before = min(before, len(boundary))  # the 500 KiB cut falls `before` bytes into `boundary`
    body = _filler(MAX - before) + boundary + tail
    text = decode_robots(body)
    assert len(text) <= MAX
    assert text.splitlines() == _whole_lines_in_first_500_kib(body)
    if len(body) > MAX:  # nothing past the byte after the cut is even looked at
        assert decode_robots(body[:MAX + 1] + other_tail) == text


def _run(coroutine):
    """Drive a coroutine that never waits (the download above answers at once), outside any event loop:
    pytest-twisted already runs one in this process."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    raise AssertionError("the coroutine waited on something")


@given(st.integers(100, 599), st.dictionaries(st.sampled_from(["Content-Type", "cf-mitigated", "Location",
                                                                "Retry-After", "X-Junk"]),
                                               st.text(st.characters(codec="latin-1"), max_size=20), max_size=3),
       ANY_ROBOTS)
def test_the_robots_cache_turns_any_answer_into_an_rb6_outcome_without_raising(status, headers, body):
    saved = []

    class Store:
        def cached_robots(self, origin, now):
            return None

        def save_robots(self, row):
            saved.append(row)

    class Stats:
        def inc_value(self, key, *args, **kwargs):
            pass

    async def download(request):
        return Response(request.url, status=status, headers=headers, body=body)

    book = RobotsCache(Store(), FakeClock(), download, Stats())
    visit = VisitState(council=Council("E00000001", "Test", BASE, "council.gov.uk"), visit_id=1, job="fuzz")
    rules = _run(book.rules_for(BASE + "housing", visit))
    assert rules.outcome in set(RobotsOutcome)
    if rules.outcome is RobotsOutcome.PARSED:
        assert 200 <= status < 300
    if 300 <= status < 400 or status >= 500:
        assert not rules.usable  # RB6: an unfollowed redirect or an outage: nothing else from that host
    assert len(rules.text) <= MAX
    assert all(len(row["body"]) <= MAX for row in saved)  # RB2 caches no more than RB3 reads
    assert saved == [] or rules.usable  # a refusal or an outage is never cached for 24 h


@given(st.integers(-10**6, 10**6))
def test_every_status_has_an_rb6_meaning(status):
    assert outcome_for_status(status) in set(RobotsOutcome)
