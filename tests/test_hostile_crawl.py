"""A hostile fake web written without sight of the crawler (tests/fakeweb/hostile): refusing, broken, slow and
tricky robots.txt and pages. Every visit must end as POLICY says, with a clean access log, and the operator's
`datestone status` must show each council's resulting state and when it is next due.

A case whose case.json carries `"known_failure": "<what the crawler did wrong>"` runs as a strict xfail: it must
keep failing until the crawler is fixed, then it reports XPASS(strict) as a failure so the mark gets removed.
Each case's result is collected in `tests.conftest.HOSTILE_REPORT`; conftest prints it as a table at the end.
"""

from __future__ import annotations

import json

import pytest
import pytest_twisted

from datestone import policy
from datestone.people.cli import main as datestone
from spiders.council import CouncilSpider
from tests.conftest import HOSTILE_REPORT, TESTS, cases
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


HOSTILE = cases(TESTS / "fakeweb" / "hostile")
REST_BY_OUTCOME = {"found": policy.FOUND_REST_S, "not_found": policy.EMPTY_REST_S,
                   "unavailable": policy.UNREACHABLE_REST_S, "refused": policy.REFUSAL_REST_S,
                   "blocked": policy.ROBOTS_BLOCKED_RECHECK_S}


def _known_failure(site) -> str:
    return json.loads((site.root / "case.json").read_text(encoding="utf-8")).get("known_failure", "")


def _param(site):
    reason = _known_failure(site)
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(site, marks=marks, id=site.name)


def _expected(expect: dict) -> str:
    outcomes = "|".join(expect.get("outcome_any") or [expect["outcome"]])
    if expect.get("url"):
        where = expect["url"].split("/", 3)[-1]
        outcomes += f" /{where} ({expect.get('rung')}{', depth %s' % expect['depth'] if expect.get('depth') else ''})"
    return outcomes


def _log_problems(lines, expect: dict) -> list[str]:
    """The case's own access-log checks: `never_requested` (URL prefixes or host names) and `max_requests`."""
    problems = []
    for prefix in expect.get("never_requested", []):
        hit = [l.url for l in lines if l.url.startswith(prefix) or l.host == prefix or f"{l.method} {l.target}" == prefix]
        if hit:
            problems.append(f"case: {hit[0]} was requested (never_requested {prefix})")
    for url, most in expect.get("max_requests", {}).items():  # "http://h/p" exactly, "http://h/p*" as a prefix
        n = sum(1 for l in lines if (l.url.startswith(url[:-1]) if url.endswith("*") else l.url == url))
        if n > most:
            problems.append(f"case: {n} requests to {url} (at most {most})")
    return problems


@pytest.mark.parametrize("site", [_param(s) for s in HOSTILE])
@pytest_twisted.ensureDeferred
async def test_hostile_site_visit_ends_as_policy_says(fake_web, tmp_path, site, capsys, request):
    gss = site.council["gss_code"]
    expect = site.expect
    row = {"case": site.name, "council": f"{gss} {site.council['official_name']}", "expected": _expected(expect),
           "got": "(crashed)", "audit": "", "known_failure": _known_failure(site)}
    HOSTILE_REPORT[request.node.nodeid] = row
    mark = len(fake_web.log)
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=gss)
    council = result.store.council(gss)
    row["got"] = str(council["last_outcome"]) + "".join(
        f" /{i.url.split('/', 3)[-1]} ({i.rung}{', depth %s' % i.depth if i.depth else ''})" for i in result.items)
    await _settle(fake_web, mark, result)
    lines = fake_web.lines_since(mark)
    violations = audit(lines, [site], TEST_TIME_SCALE, result.request_rows) + _log_problems(lines, expect)
    row["audit"] = f"{len(violations)}: {violations[0]}" if violations else "0"
    row["violations"] = violations
    row["log"] = [f"{l.arrival - lines[0].arrival:8.3f} {l.method} {l.url} {l.status} {'browser' if l.from_browser else ''}"
                  for l in sorted(lines, key=lambda l: l.arrival)]
    allowed = expect.get("outcome_any") or [expect["outcome"]]
    assert council["last_outcome"] in allowed, (site.name, site.notes)
    if council["last_outcome"] == "found":
        assert [(i.url, i.rung) for i in result.items] == [(expect["url"], expect["rung"])]
        if expect.get("depth"):
            assert [i.depth for i in result.items] == [expect["depth"]]
        for text in expect.get("title_contains", []):
            assert text in (result.items[0].title or ""), (result.items[0].title, text)
    else:
        assert result.items == []
    visit = result.store.visit(1)
    rest = council["next_due_at"] - visit["ended_at"]
    if expect.get("retry_after_days"):
        assert abs(rest - expect["retry_after_days"] * 86400) < 300  # RF3: Retry-After asked for longer
    elif council["last_outcome"] == "refused":
        assert rest >= policy.REFUSAL_REST_S
    else:
        assert rest == REST_BY_OUTCOME[council["last_outcome"]]
    assert violations == []
    capsys.readouterr()
    assert datestone(["--data-dir", str(tmp_path), "--councils", str(tmp_path / "register.csv"),
                      "status", "--json"]) == 0
    status = {row["gss"]: row for row in json.loads(capsys.readouterr().out)}[gss]
    assert status["last_outcome"] == council["last_outcome"] and status["due"] is False
    assert status["next_due_at"] is not None


async def _settle(fake_web, mark, result):
    """A slow answer the crawler gave up on still lands in the server's log a little later: wait for it."""
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    for _ in range(120):
        if len(fake_web.lines_since(mark)) >= len(result.lines) and not _pending(fake_web, mark, result):
            return
        await deferLater(reactor, 0.1, lambda: None)


def _pending(fake_web, mark, result) -> bool:
    sent = {r["url"] for r in result.request_rows if r["outcome"] in ("DownloadTimeoutError", "TimeoutError")}
    seen = {line.url for line in fake_web.lines_since(mark)}
    return bool(sent - seen)
