"""A hostile fake web written without sight of the crawler (tests/fakeweb/hostile): refusing, broken, slow and
tricky robots.txt and pages. Every visit must end as POLICY says, with a clean access log, and the operator's
`datestone status` must show each council's resulting state and when it is next due."""

from __future__ import annotations

import json

import pytest
import pytest_twisted

from datestone import policy
from datestone.cli import main as datestone
from spiders.council import CouncilSpider
from tests.conftest import TESTS, cases
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider

HOSTILE = cases(TESTS / "fakeweb" / "hostile")
REST_BY_OUTCOME = {"found": policy.FOUND_REST_S, "not_found": policy.EMPTY_REST_S,
                   "unavailable": policy.UNREACHABLE_REST_S, "refused": policy.REFUSAL_REST_S,
                   "blocked": policy.ROBOTS_BLOCKED_RECHECK_S}


@pytest.mark.parametrize("site", HOSTILE, ids=[s.name for s in HOSTILE])
@pytest_twisted.ensureDeferred
async def test_hostile_site_visit_ends_as_policy_says(fake_web, tmp_path, site, capsys):
    gss = site.council["gss_code"]
    mark = len(fake_web.log)
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=gss)
    expect = site.expect
    council = result.store.council(gss)
    allowed = expect.get("outcome_any") or [expect["outcome"]]
    assert council["last_outcome"] in allowed, (site.name, site.notes)
    if expect.get("found"):
        assert [(i.url, i.rung) for i in result.items] == [(expect["url"], expect["rung"])]
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
    await _settle(fake_web, mark, result)
    assert audit(fake_web.lines_since(mark), [site], TEST_TIME_SCALE, result.request_rows) == []
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
