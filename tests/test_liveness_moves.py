"""Moves on the nightly check, end to end on the fake web (AF2, LD4, CD4, AF4; RFC 9110 §13.1): three councils
(tests/fakeweb/liveness moved_revalidated, moved_to_portal, moved_off_domain) read once to set the baseline, then
their pages move — onto a page with the same ETag, with a different ETag, onto a 404, onto another cited page
(304), off the domain, and round a 302 back to the cited URL. Each gets its outcome; every conditional header in
the log is one the server gave for that very URL; an off-domain move backs no host off; `review` lists the moves
and `export` says where a council's page went; a third night asks the new address with the validators it gave.
Every night's access log passes the audit."""

from __future__ import annotations

import json
import shutil
import sqlite3
import time
from pathlib import Path

import pytest
import pytest_twisted
import yaml

from datestone.people.cli import main
from datestone.clock import SystemClock
from datestone.state.reads.export_judgement import EXPORT_SQL
from datestone.register import Council
from datestone.state.reads.review_queue import MOVES_SQL
from datestone.state.store import Store
from spiders.liveness import LivenessSpider
from tests.conftest import TESTS
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider, write_register
from tests.fakeweb.sitefolder import Site

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


WEB = TESTS / "fakeweb" / "liveness"
CASES = [WEB / name for name in ("moved_revalidated", "moved_to_portal", "moved_off_domain")]
METADATA = TESTS.parent / "datestone" / "datasette" / "metadata.yml"
HPL, MDB, HALTON = "E06000001", "E06000002", "E06000006"
H = "http://www.hartlepool.gov.uk"
PORTAL = "http://www.landlordlicensingportal.co.uk/middlesbrough/selective-licensing"
VALIDATORS = ("If-None-Match", "If-Modified-Since")


def _case(case_dir: Path) -> dict:
    return json.loads((case_dir / "case.json").read_text(encoding="utf-8"))


def night(case_dir: Path, n: int) -> Site:
    site = Site.load(case_dir / f"night{n}", case={**_case(case_dir), "expect": {}})
    site.name = case_dir.name
    return site


def seed(store: Store) -> dict[str, dict]:
    now = SystemClock().now()
    pages = {}
    for case_dir in CASES:
        case = _case(case_dir)
        c = case["council"]
        store.ensure_council(Council(c["gss_code"], c["official_name"], c["homepage_url"], c["site_domain"]), now)
        for page in case["pages"]:
            if page["role"] == "finding":
                store.add_finding({"gss": c["gss_code"], "url": page["url"], "rung": "fixed_path", "depth": None,
                                   "schemes": ["selective"], "title": "", "score": 1.0, "fetched_at": now,
                                   "archive": ""})
            if page["role"] == "citation" or page.get("quote"):
                store.add_citation({"gss": c["gss_code"], "url": page["url"], "exact": page.get("quote", "licence"),
                                    "prefix": "", "suffix": "", "archive": "", "added_by": "test", "added_at": now})
            pages[page["url"]] = {**page, "never_contacted": case.get("never_contacted", [])}
    return pages


async def _next_second():
    """A job's WARC is named after its start second (middlewares/archive.py): runs in one process must not share one."""
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    await deferLater(reactor, 1.05 - time.time() % 1, lambda: None)


def _expire_robots(store: Store) -> None:
    store.db.execute("delete from robots")  # a day later: the 24 h robots.txt cache has run out (RB2)
    store.db.conn.commit()


@pytest_twisted.async_fixture(scope="module")
async def nights(fake_web, tmp_path_factory):
    root = tmp_path_factory.mktemp("moves")
    data = root / "data"
    pages = seed(Store(data / "datestone.db"))
    first_sites = [night(c, 1) for c in CASES]
    first = await run_spider(LivenessSpider, fake_web, first_sites, data)
    _expire_robots(first.store)
    await _next_second()
    second_sites = [night(c, 2) for c in CASES]
    rows_before = len(first.request_rows)
    second = await run_spider(LivenessSpider, fake_web, second_sites, data)
    register = write_register(second_sites, root / "register.csv")
    return {"root": root, "data": data, "pages": pages, "first": first, "first_sites": first_sites,
            "second": second, "second_sites": second_sites, "second_rows": second.request_rows[rows_before:],
            "register": register}


def _lines(result, url: str):
    return [l for l in result.lines if l.url == url and not l.from_browser]


def test_night_one_reads_every_page_live_with_a_clean_log(nights):
    first = nights["first"]
    assert sorted(i.url for i in first.items) == sorted(nights["pages"])
    assert {(i.outcome, i.changed, i.new_url) for i in first.items} == {("live", False, None)}
    assert audit(first.lines, nights["first_sites"], TEST_TIME_SCALE, first.request_rows) == []
    assert first.stats["datestone/state/audit/violations"] == 0, first.stats["datestone/state/audit/summary"]


def test_every_move_gets_its_outcome_new_url_and_what_the_new_url_answered(nights):
    got = {i.url: i for i in nights["second"].items}
    wrong = []
    for url, page in nights["pages"].items():
        expect, item = page["expect"], got[url]
        seen = {"outcome": item.outcome, "new_url": item.new_url, "changed": item.changed,
                "followed": item.followed, "new_status": item.new_status}
        wanted = {"followed": None, "new_status": None, **expect}
        if {k: seen[k] for k in wanted} != wanted:
            wrong.append((url, seen, wanted, page["why"]))
    assert wrong == []
    moved = [i for i in nights["second"].items if i.outcome == "moved"]
    assert len(moved) == 8 and {i.new_status for i in moved} == {200, 304, 404, None}


def test_the_second_nights_log_is_clean_and_no_off_domain_host_is_touched(nights):
    second = nights["second"]
    assert audit(second.lines, nights["second_sites"], TEST_TIME_SCALE, nights["second_rows"]) == []
    assert second.stats["datestone/state/audit/violations"] == 0, second.stats["datestone/state/audit/summary"]
    never = {h for page in nights["pages"].values() for h in page["never_contacted"]}
    assert never and not {l.host for l in nights["first"].lines + second.lines} & never


def test_conditional_headers_go_only_to_the_url_that_gave_them(nights):
    """RFC 9110 §13.1: every validator sent on night 2 is one night 1's server gave for that same URL."""
    second = nights["second"]
    night1 = {site.council["gss_code"]: site for site in nights["first_sites"]}
    by_host = {host: site for site in night1.values() for host in site.hosts}
    sent = [l for l in second.lines if not l.from_browser and any(h in l.headers for h in VALIDATORS)]
    assert len(sent) >= 6
    for line in sent:
        given = dict(by_host[line.host].response_for(line.host, line.target).headers)
        assert line.headers.get("If-None-Match") in (None, given.get("ETag")), line.url
        assert line.headers.get("If-Modified-Since") in (None, given.get("Last-Modified")), line.url
    # The move onto a page with the cited page's own ETag: asked without it, so it answers 200, not 304.
    [old] = _lines(second, f"{H}/housing/selective-licensing")
    [new] = _lines(second, f"{H}/housing/private-renting/selective-licensing")
    assert (old.status, old.headers.get("If-None-Match")) == (301, '"5e1-18c2f0a4"')
    assert (new.status, new.bytes_sent > 0) == (200, True) and not set(VALIDATORS) & set(new.headers)
    # The move onto another cited page: that page's own validators, 304, as a hop and as itself.
    guide = _lines(second, f"{H}/housing/private-renting/landlord-guidance")
    assert [(l.status, l.headers.get("If-None-Match")) for l in guide] == [(304, 'W/"guide-41"')] * 2
    # The move onto a 404, from a page we hold a Last-Modified for: the hop is unconditional.
    [fees] = _lines(second, f"{H}/housing/private-renting/licence-fees")
    assert fees.status == 404 and not set(VALIDATORS) & set(fees.headers)
    # Round a 302 and back: the session hop unconditional, the cited URL both times with its own ETag.
    accreditation = _lines(second, f"{H}/housing/landlord-accreditation")
    assert [(l.status, l.headers.get("If-None-Match")) for l in accreditation] == [
        (302, '"acc-2c9"'), (304, '"acc-2c9"')]
    [session] = [l for l in second.lines if l.target.startswith("/session/start")]
    assert not set(VALIDATORS) & set(session.headers)


def test_an_off_domain_move_is_no_outage_and_the_councils_pages_read_moved(nights):
    store = Store(nights["data"] / "datestone.db")
    for host in ("www.middlesbrough.gov.uk", "www.halton.gov.uk", "www.hartlepool.gov.uk"):
        assert store.host_backoff(host) is None, host
    assert {g: store.council(g)["cited_status"] for g in (HPL, MDB, HALTON)} == dict.fromkeys(
        (HPL, MDB, HALTON), "moved")
    check = next(store.db.query("select * from checks where url like '%middlesbrough%selective%' order by id desc"))
    assert (check["outcome"], check["new_url"], check["followed"], check["new_status"]) == ("moved", PORTAL, 0, None)
    assert check["evidence"] == ("moved to www.landlordlicensingportal.co.uk — not followed (outside the council's "
                                 "domain)")
    declined = [r["url"] for r in store.db["declined"].rows_where("gss = ?", [MDB])]
    assert declined == [PORTAL]  # LD4: recorded, not requested
    # What a reader of a moved page now reaches is compared with our copy: only the guidance page changed.
    assert [c["url"] for c in store.db["changes"].rows] == [f"{H}/housing/landlord-guidance"]


# review and export -----------------------------------------------------------------------------------------------
@pytest.fixture
def people(nights, tmp_path, capsys):
    data = tmp_path / "data"
    shutil.copytree(nights["data"], data)

    def run(*args):
        capsys.readouterr()
        rc = main([*args, "--data-dir", str(data), "--councils", str(nights["register"])])
        out, err = capsys.readouterr()
        return rc, out, err

    run.data = data
    return run


def _moves(run) -> dict[str, dict]:
    rc, out, _ = run("review", "--json")
    assert rc == 0
    return {i["url"]: i for i in json.loads(out) if i["kind"] == "move"}


def _export(run) -> dict[str, dict]:
    rc, out, _ = run("export")
    assert rc == 0
    return {r["gss"]: r for r in json.loads(out)}


def test_review_lists_every_move_with_where_it_went(people):
    moves = _moves(people)
    assert len(moves) == 8
    portal = moves[f"http://www.middlesbrough.gov.uk/housing/private-landlords/selective-licensing"]
    assert (portal["new_url"], portal["followed"], portal["new_status"]) == (PORTAL, False, None)
    assert portal["detail"].startswith("moved to www.landlordlicensingportal.co.uk — not followed (outside the "
                                       "council's domain)") and "datestone prefer E06000002 URL" in portal["detail"]
    fees = moves[f"{H}/housing/licence-fees"]
    assert (fees["new_status"], fees["followed"]) == (404, True) and "HTTP 404 there" in fees["detail"]
    assert moves[f"{H}/housing/selective-licensing"]["rung"] == "fixed_path"
    rc, out, _ = people("review", MDB)
    assert rc == 0 and "move:" in out and "www.landlordlicensingportal.co.uk" in out


def test_export_says_where_a_councils_page_moved_until_a_person_names_one(people):
    for item in json.loads(people("review", "--json")[1]):
        if item["kind"] == "finding":
            assert people("approve", "finding", str(item["id"]))[0] == 0
    rows = _export(people)
    assert (rows[MDB]["status"], rows[MDB]["reason"], rows[MDB]["page_url"]) == (
        "cannot confirm", "the council's page moved to www.landlordlicensingportal.co.uk (outside its domain)", None)
    assert (rows[HPL]["status"], rows[HPL]["reason"]) == ("cannot confirm", "moved, pending review")
    assert (rows[HALTON]["status"], rows[HALTON]["reason"]) == ("confirmed", None)  # its own page did not move
    moves = _moves(people)
    portal = moves["http://www.middlesbrough.gov.uk/housing/private-landlords/selective-licensing"]
    rc, _, err = people("approve", "move", str(portal["id"]))
    assert rc == 2 and err.count("\n") == 1 and "LD4" in err and "datestone prefer" in err
    rc, out, _ = people("reject", "move", str(portal["id"]), "--reason", "the portal is an application form")
    assert rc == 0 and "rejected" in out
    assert portal["url"] not in _moves(people)  # decided: off the queue
    assert _export(people)[MDB]["reason"].startswith("the council's page moved to")  # still nothing to confirm
    named = "http://www.middlesbrough.gov.uk/housing/private-landlords/hmo-licensing"
    assert people("prefer", MDB, named, "--reason", "the council's own page on licensing")[0] == 0  # CD4
    assert (_export(people)[MDB]["status"], _export(people)[MDB]["page_url"]) == ("confirmed", named)
    # Approving the in-domain move of Hartlepool's page names the new URL (CD4), recorded as `prefer` is.
    selective = moves[f"{H}/housing/selective-licensing"]
    rc, out, _ = people("approve", "move", str(selective["id"]), "--by", "alice")
    assert rc == 0 and f"named page set to {H}/housing/private-renting/selective-licensing (CD4)" in out
    store = Store(people.data / "datestone.db")
    assert store.council(HPL)["preferred_url"] == f"{H}/housing/private-renting/selective-licensing"
    event = list(store.db["council_events"].rows_where("gss = ?", [HPL]))[-1]
    assert (event["action"], event["who"]) == ("prefer", "alice")
    assert _export(people)[HPL]["reason"] == "changed, pending review"  # the guidance page's change still waits
    fees = moves[f"{H}/housing/licence-fees"]
    rc, _, err = people("approve", "move", str(fees["id"]))
    assert rc == 2 and "HTTP 404" in err


def test_datasette_runs_the_same_moves_and_reasons_as_the_commands(people):
    queries = yaml.safe_load(METADATA.read_text())["databases"]["datestone"]["queries"]
    assert " ".join(MOVES_SQL.split()) in " ".join(queries["pending_reviews"]["sql"].split())
    for item in json.loads(people("review", "--json")[1]):
        if item["kind"] == "finding":
            people("approve", "finding", str(item["id"]))
    db = sqlite3.connect(people.data / "datestone.db")
    db.row_factory = sqlite3.Row
    pending = [dict(r) for r in db.execute(queries["pending_reviews"]["sql"])]
    assert sorted(r["id"] for r in pending if r["kind"] == "move") == sorted(m["id"] for m in _moves(people).values())
    cannot = {r["gss"]: r["reason"] for r in db.execute(queries["cannot_confirm"]["sql"])}
    assert cannot == {g: r["reason"] for g, r in _export(people).items() if r["status"] == "cannot confirm"}
    assert queries["export"]["sql"].strip() == EXPORT_SQL.strip()


@pytest_twisted.ensureDeferred
async def test_a_third_night_asks_the_new_address_with_its_own_validators_and_keeps_decisions(
        fake_web, nights, people):
    moves = _moves(people)
    portal = moves["http://www.middlesbrough.gov.uk/housing/private-landlords/selective-licensing"]
    assert people("reject", "move", str(portal["id"]), "--reason", "a vendor's form")[0] == 0
    store = Store(people.data / "datestone.db")
    _expire_robots(store)
    await _next_second()
    sites = [night(c, 2) for c in CASES]  # the same web a day later (fresh: the 302 round trip happens again)
    rows_before = store.db["requests"].count
    third = await run_spider(LivenessSpider, fake_web, sites, people.data)
    got = {i.url: i for i in third.items}
    # The store now holds the new address's own ETag (night 2 read it): asked with it, 304, still a move.
    selective = got[f"{H}/housing/selective-licensing"]
    assert (selective.outcome, selective.new_status) == ("moved", 304)
    [new] = _lines(third, f"{H}/housing/private-renting/selective-licensing")
    assert (new.status, new.headers.get("If-None-Match")) == (304, '"5e1-18c2f0a4"')
    assert got[f"{H}/housing/landlord-accreditation"].outcome == "live"
    assert got[portal["url"]].outcome == "moved" and third.store.host_backoff("www.middlesbrough.gov.uk") is None
    assert audit(third.lines, sites, TEST_TIME_SCALE, third.request_rows[rows_before:]) == []
    assert third.stats["datestone/state/audit/violations"] == 0, third.stats["datestone/state/audit/summary"]
    # A person's decision on a move holds on later nights; the others are listed again from the newest check.
    again = _moves(people)
    assert portal["url"] not in again and len(again) == 7
    assert all(again[url]["id"] > moves[url]["id"] for url in again)
