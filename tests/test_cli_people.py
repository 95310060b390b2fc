"""The people's tools (review, approve/reject, export, show, archive, explain, audit, Datasette) driven against one
store made by a real crawl of the fake web: the finder on five councils (found in the browser with subresources,
found through a redirect, blocked by robots.txt, refused with a 403, and one quoted), a citation, then the fake
web changes (a page gone, a page's text changed) and the nightly check and the quote verifier run.

The store is made once for the module; a test that changes it works on a copy.
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
import pytest_twisted
import yaml

from datestone.people.cli import main
from datestone.state.reads.export_judgement import EXPORT_SQL
from datestone.politeness.pacing import Pacer
from datestone.state.store import Store
from spiders.council import CouncilSpider
from spiders.liveness import LivenessSpider
from spiders.quotes import QuotesSpider
from tests.conftest import CASES, TESTS
from tests.fakeweb.audit import audit
from tests.fakeweb.builder import LICENSING_PAGE, OPEN_ROBOTS, make_site
from tests.fakeweb.combined_log import combined, wall_offset
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider, write_register
from tests.fakeweb.sitefolder import Site

PROJECT = TESTS.parent
METADATA = PROJECT / "datestone" / "datasette" / "metadata.yml"
QUOTE = "Our selective licensing scheme came into force on 1 April 2024"


def _copy_case(folder: Path, root: Path) -> Site:
    target = root / folder.name
    shutil.copytree(folder, target)
    return Site.load(target)


def _override(site: Site, host: str, target: str, answer: dict) -> Site:
    responses = site.root / host / "_responses.json"
    current = json.loads(responses.read_text()) if responses.exists() else {}
    responses.write_text(json.dumps({**current, target: answer}))
    return Site.load(site.root)


async def _next_second():
    """A job's WARC is named `<spider>-<start second>-<pid>` and stays locked for the process's life
    (middlewares/archive.py): two runs in one process must not start in the same second."""
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    await deferLater(reactor, 1.05 - time.time() % 1, lambda: None)


@pytest_twisted.async_fixture(scope="module")
async def crawled(fake_web, tmp_path_factory):
    root = tmp_path_factory.mktemp("people")
    web = root / "web"
    web.mkdir()
    sites = {
        "js": _copy_case(CASES / "homepage-js-menu-depth2", web),
        "redirect": _copy_case(CASES / "fixed-path-vanity-redirect", web),
        "blocked": _copy_case(TESTS / "fakeweb" / "hostile" / "14-robots-blocks-datestonebot", web),
        "refused": _copy_case(TESTS / "fakeweb" / "hostile" / "02-robots-403", web),
        "quoted": make_site(web / "quoted", "E07000064", "quoted-council.gov.uk",
                            {"robots.txt": OPEN_ROBOTS, "selective-licensing.html": LICENSING_PAGE}),
    }
    data = root / "data"
    finder = {}
    for name, site in sites.items():
        await _next_second()
        finder[name] = await run_spider(CouncilSpider, fake_web, [site], data, gss=site.council["gss_code"])
    register = write_register(list(sites.values()), root / "register.csv")
    gss = {name: site.council["gss_code"] for name, site in sites.items()}
    quoted_url = finder["quoted"].items[0].url
    assert main(["cite", gss["quoted"], quoted_url, "--quote", QUOTE, "--who", "editor",
                 "--data-dir", str(data), "--councils", str(register)]) == 0
    # The web changes under us: one page gone, one page's text (and the quotation) changed.
    gone_url = finder["redirect"].items[0].url
    sites["redirect"] = _override(sites["redirect"], gone_url.split("/")[2], "/" + gone_url.split("/", 3)[3],
                                  {"status": 404})
    (sites["quoted"].root / "www.quoted-council.gov.uk" / "selective-licensing.html").write_text(
        LICENSING_PAGE.replace("1 April 2024", "1 April 2025"))
    sites["quoted"] = Site.load(sites["quoted"].root)
    everything = list(sites.values())
    await _next_second()
    liveness = await run_spider(LivenessSpider, fake_web, everything, data)
    await _next_second()
    quotes = await run_spider(QuotesSpider, fake_web, everything, data)
    write_register(everything, register)  # run_spider rewrote it with the last run's councils
    Store(data / "datestone.db").close()
    return {"root": root, "data": data, "register": register, "sites": sites, "gss": gss, "finder": finder,
            "liveness": liveness, "quotes": quotes, "gone_url": gone_url, "quoted_url": quoted_url}


@pytest.fixture
def copy(crawled, tmp_path):
    """A copy of the crawled data folder, for a test that changes the store."""
    target = tmp_path / "data"
    shutil.copytree(crawled["data"], target)
    return target


def run(crawled, capsys, *args, data=None):
    capsys.readouterr()
    rc = main([*args, "--data-dir", str(data or crawled["data"]), "--councils", str(crawled["register"])])
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.mark.crawl
def test_the_crawl_made_what_the_tools_need(crawled):
    f = crawled["finder"]
    assert [len(f[n].items) for n in ("js", "redirect", "blocked", "refused", "quoted")] == [1, 1, 0, 0, 1]
    assert {i.outcome for i in crawled["liveness"].items} >= {"live", "gone"}
    assert any(i.changed for i in crawled["liveness"].items)
    assert [i.outcome for i in crawled["quotes"].items] == ["modified"]
    store = Store(crawled["data"] / "datestone.db")
    assert store.db["subresources"].count > 0  # the browser's page loads are in our record


@pytest.mark.crawl
def test_every_finished_crawl_writes_its_own_audit_into_its_stats(crawled):
    for result in [*crawled["finder"].values(), crawled["liveness"], crawled["quotes"]]:
        assert result.stats["datestone/state/audit/violations"] == 0, result.stats["datestone/state/audit/summary"]
        assert result.stats["datestone/state/audit/summary"].startswith("clean")
    js = crawled["finder"]["js"]
    assert js.stats["datestone/state/audit/requests"] > len([l for l in js.lines if not l.from_browser])
    assert audit(js.lines, [crawled["sites"]["js"]], TEST_TIME_SCALE, js.request_rows) == []


# review, approve, reject ----------------------------------------------------------------------------------
@pytest.mark.crawl
def test_review_lists_new_findings_changes_and_quotes_with_what_a_person_needs(crawled, capsys):
    rc, out, _ = run(crawled, capsys, "review", "--json")
    assert rc == 0
    items = json.loads(out)
    kinds = sorted(i["kind"] for i in items)
    assert kinds == ["change", "finding", "finding", "finding", "quote"]
    for item in items:
        assert item["url"] and item["gss"] and item["council"]
        warc, _, record = item["archive"].partition("#")
        assert Path(warc).is_file() and record.startswith("<urn:uuid:")
    finding = next(i for i in items if i["kind"] == "finding" and i["gss"] == crawled["gss"]["js"])
    assert (finding["rung"], finding["depth"], sorted(finding["schemes"])) == (
        "homepage_links", 2, ["mandatory_hmo", "selective"])
    change = next(i for i in items if i["kind"] == "change")
    assert "[-2024-]" in change["detail"] and change["rung"] == "fixed_path"
    quote = next(i for i in items if i["kind"] == "quote")
    assert quote["outcome"] == "modified" and "1 April 2025" in quote["detail"]
    rc, out, _ = run(crawled, capsys, "review", crawled["gss"]["quoted"])
    assert rc == 0 and crawled["quoted_url"] in out and "archive:" in out and "diff:" in out
    assert "3 item(s) await review" in out


@pytest.mark.crawl
def test_approve_and_reject_record_who_when_and_why(crawled, capsys, copy):
    items = json.loads(run(crawled, capsys, "review", "--json", data=copy)[1])
    finding = next(i for i in items if i["kind"] == "finding")
    change = next(i for i in items if i["kind"] == "change")
    rc, out, _ = run(crawled, capsys, "approve", "finding", str(finding["id"]), "--by", "alice", data=copy)
    assert rc == 0 and "approved by alice" in out
    rc, _, err = run(crawled, capsys, "reject", "change", str(change["id"]), data=copy)
    assert rc == 2 and "--reason" in err  # a rejection must say why
    rc, out, _ = run(crawled, capsys, "reject", "change", str(change["id"]), "--reason", "a typo fixed", data=copy)
    assert rc == 0 and "rejected" in out
    rc, _, err = run(crawled, capsys, "approve", "finding", str(finding["id"]), data=copy)
    assert rc == 2 and err.count("\n") == 1 and "already approved" in err
    rc, _, err = run(crawled, capsys, "approve", "finding", "9999", data=copy)
    assert rc == 2 and "no finding 9999" in err
    store = Store(copy / "datestone.db")
    reviews = list(store.db["reviews"].rows_where(order_by="id"))
    assert [(r["subject"], r["decision"], r["who"], r["why"]) for r in reviews] == [
        ("finding", "approved", "alice", ""), ("change", "rejected", reviews[1]["who"], "a typo fixed")]
    assert all(r["at"] > 0 and r["who"] for r in reviews)
    left = json.loads(run(crawled, capsys, "review", "--json", data=copy)[1])
    assert len(left) == len(items) - 2


# export ---------------------------------------------------------------------------------------------------------
def _export(crawled, capsys, data, fmt="json"):
    rc, out, _ = run(crawled, capsys, "export", "--format", fmt, data=data)
    assert rc == 0
    return {r["gss"]: r for r in json.loads(out)} if fmt == "json" else out


@pytest.mark.crawl
def test_export_gives_only_approved_pages_and_cannot_confirm_with_the_reason(crawled, capsys, copy):
    gss = crawled["gss"]
    before = _export(crawled, capsys, copy)
    assert {g: (r["status"], r["reason"]) for g, r in before.items()} == {
        gss["js"]: ("cannot confirm", "pending review"), gss["redirect"]: ("cannot confirm", "pending review"),
        gss["quoted"]: ("cannot confirm", "pending review"),
        gss["blocked"]: ("cannot confirm", "blocked by robots.txt"), gss["refused"]: ("cannot confirm", "refusing")}
    assert before[gss["js"]]["page_url"] is None  # pending: never given as fact
    assert before[gss["js"]]["pending"] == [crawled["finder"]["js"].items[0].url]
    for item in json.loads(run(crawled, capsys, "review", "--json", data=copy)[1]):
        if item["kind"] == "finding":
            assert run(crawled, capsys, "approve", "finding", str(item["id"]), data=copy)[0] == 0
    after = _export(crawled, capsys, copy)
    js = after[gss["js"]]
    assert (js["status"], js["page_url"], sorted(js["schemes"])) == (
        "confirmed", crawled["finder"]["js"].items[0].url, ["mandatory_hmo", "selective"])
    assert js["last_checked"] and js["reason"] is None and js["pending"] == []
    # schemes are exactly the facts in force today, each with the sentence it came from
    assert {f["scheme"] for f in js["facts"] if f["status"] == "in_force"} == set(js["schemes"])
    assert js["facts"] and all(f["evidence"] for f in js["facts"])
    assert (after[gss["redirect"]]["status"], after[gss["redirect"]]["reason"]) == ("cannot confirm", "gone")
    assert after[gss["quoted"]]["reason"] == "changed, pending review"
    assert run(crawled, capsys, "optout", gss["js"], "--reason", "webmaster asked", data=copy)[0] == 0
    assert _export(crawled, capsys, copy)[gss["js"]]["reason"] == "opted out"
    csv_text = _export(crawled, capsys, copy, "csv")
    header, *lines = csv_text.strip().splitlines()
    assert header == "gss,name,status,page_url,schemes,facts,next_change,last_checked,reason,pending"
    assert len(lines) == 5 and any(line.startswith(gss["blocked"]) and "blocked by robots.txt" in line
                                   for line in lines)
    out_file = copy / "export.csv"
    rc, out, _ = run(crawled, capsys, "export", "--format", "csv", "--out", str(out_file), data=copy)
    assert rc == 0 and out_file.read_text() == csv_text and "5 councils" in out


# show, archive ---------------------------------------------------------------------------------------------------
@pytest.mark.crawl
def test_show_tells_everything_about_one_council(crawled, capsys):
    gss = crawled["gss"]
    rc, out, _ = run(crawled, capsys, "show", gss["js"], "--json")
    assert rc == 0
    data = json.loads(out)
    finder_visit = next(v for v in data["visits"] if v["kind"] == "finder")
    assert finder_visit["outcome"] == "found" and finder_visit["rung"] == "homepage_links"
    assert all(r["robots_rule"] for r in finder_visit["requests"])  # RB4 evidence on every request
    assert any(r["subresources"] for r in finder_visit["requests"])
    assert data["findings"][0]["review"] == "pending" and data["checks"]
    assert data["queue"]["cooldown"] and "found" in data["queue"]["status"]
    rc, out, _ = run(crawled, capsys, "show", gss["refused"], "--json")
    refused = json.loads(out)
    assert refused["refusals"] and refused["queue"]["refusals_in_row"] == 1
    rc, out, _ = run(crawled, capsys, "show", gss["blocked"])
    assert rc == 0 and "outcome blocked" in out and "robots.txt itself" in out
    rc, out, _ = run(crawled, capsys, "show", gss["quoted"])
    assert "citation 1" in out and "modified" in out and "change 1 [pending]" in out


@pytest.mark.crawl
def test_archive_writes_copies_a_browser_opens_and_a_warc_that_checks(crawled, capsys, tmp_path):
    gss = crawled["gss"]["js"]
    out_dir = tmp_path / "copies"
    rc, out, _ = run(crawled, capsys, "archive", gss, "--out", str(out_dir))
    assert rc == 0 and "ReplayWeb.page" in out
    rendered = sorted(out_dir.glob("*-rendered.html"))
    sent = sorted(out_dir.glob("*-sent.html"))
    assert rendered and sent and sorted(out_dir.glob("*-sent-headers.txt"))
    page = crawled["finder"]["js"].items[0].url
    assert any(f'<base href="{page}">' in p.read_text() for p in rendered)
    done = subprocess.run([sys.executable, "-m", "warcio.cli", "check", "-v", str(out_dir / f"{gss}.warc.gz")],
                          capture_output=True, text=True)
    assert done.returncode == 0 and "digest pass" in done.stdout, done.stdout + done.stderr
    robots = "http://www.nelincs.gov.uk/robots.txt"
    rc, out, _ = run(crawled, capsys, "archive", gss, robots, "--out", str(tmp_path / "robots"))
    assert rc == 0 and "as sent" in out
    rc, _, err = run(crawled, capsys, "archive", gss, "http://www.nelincs.gov.uk/never-read")
    assert rc == 2 and err.count("\n") == 1 and "no stored copy" in err


# explain --------------------------------------------------------------------------------------------------------------
@pytest.mark.crawl
@pytest.mark.parametrize("stamp, vhost", [("arrival", False), ("finish", True)], ids=["apache", "nginx-vhost"])
def test_explain_matches_every_line_of_a_finder_visit_and_flags_an_impostor(crawled, capsys, tmp_path, stamp,
                                                                            vhost):
    finder = crawled["finder"]["js"]
    offset = wall_offset()
    lines = [combined(line, offset, stamp, vhost) for line in finder.lines]
    impostor = lines[3].split('"GET ')[0] + '"GET /wp-login.php HTTP/1.1" 200 512 "-" "DatestoneBot/1.0"'
    other = lines[3].split('"GET ')[0] + '"GET /index.html HTTP/1.1" 200 512 "-" "Mozilla/5.0 (X11; Linux) Firefox/128"'
    log = tmp_path / "access.log"
    log.write_text("\n".join([*lines, impostor, other]) + "\n")
    rc, out, _ = run(crawled, capsys, "explain", str(log), "--json")
    assert rc == 0
    answers = [json.loads(line) for line in out.splitlines()]
    assert len(answers) == len(lines) + 2
    assert set(answers[0]) >= {"line", "ours", "job", "visit", "rung", "rule"}
    ours, (fake, stranger) = answers[:-2], answers[-2:]
    assert all(a["ours"] for a in ours), [a["line"] for a in ours if not a["ours"]]  # 100 %
    visit = finder.items[0].visit_id
    assert {a["visit"] for a in ours} == {visit}
    assert {a["job"].split()[0] for a in ours} == {"council"}
    assert len({a["request_id"] for a in ours if a["kind"] != "subresource"}) == \
        len([l for l in finder.lines if not l.from_browser])  # each line its own request row
    by_kind = {a["kind"]: a for a in ours}
    assert by_kind["robots"]["rule"] == "RB1" and by_kind["page"]["rule"] == "PC2"
    assert by_kind["subresource"]["rung"] == "homepage_links"
    assert fake["ours"] is False and fake["verdict"].startswith("NOT OURS")
    assert stranger["ours"] is False and stranger["verdict"] == "not DatestoneBot"
    rc, out, _ = run(crawled, capsys, "explain", str(log))
    assert rc == 0 and "NOT OURS" in out and f"{len(lines) + 1} name DatestoneBot: {len(lines)} ours, 1 not ours" in out


@pytest.mark.crawl
def test_explain_matches_a_redirect_hop_and_names_its_rule(crawled, capsys, tmp_path):
    finder = crawled["finder"]["redirect"]
    log = tmp_path / "access.log"
    log.write_text("\n".join(combined(line, wall_offset()) for line in finder.lines) + "\n")
    answers = [json.loads(line) for line in run(crawled, capsys, "explain", str(log), "--json")[1].splitlines()]
    assert all(a["ours"] for a in answers)
    assert "PC5" in {a["rule"] for a in answers}
    assert "fixed_path" in {a["rung"] for a in answers if a["kind"] == "cheap"}


# audit -----------------------------------------------------------------------------------------------------------------
@pytest.mark.crawl
def test_audit_of_the_crawled_record_passes_every_rule_per_council(crawled, capsys):
    rc, out, _ = run(crawled, capsys, "audit", "--json")
    assert rc == 0, out
    report = json.loads(out)
    assert report["violations"] == 0
    assert {c["gss"] for c in report["councils"]} == set(crawled["gss"].values())
    assert all(rule["pass"] for c in report["councils"] for rule in c["rules"].values())
    rc, out, _ = run(crawled, capsys, "audit", crawled["gss"]["js"])
    assert rc == 0 and "every rule kept" in out and crawled["gss"]["blocked"] not in out
    assert run(crawled, capsys, "audit", "--since", "2000-01-01")[0] == 0
    rc, out, _ = run(crawled, capsys, "audit", "--since", "2999-01-01")
    assert rc == 0 and "no requests" in out
    rc, _, err = run(crawled, capsys, "audit", "--since", "last tuesday")
    assert rc == 2 and "not a date" in err


HONEST_WAIT_SCALE = 0.1


@pytest.mark.crawl
@pytest_twisted.ensureDeferred
async def test_audit_reports_a_forced_too_short_gap_under_pc2(fake_web, tmp_path, monkeypatch, capsys):
    from datestone.enums import RequestKind

    honest = Pacer.gap_s

    def too_short(self, kind, crawl_delay_s=None):  # a page read that does not wait its 45-120 s
        return 0.0 if kind is RequestKind.PAGE else honest(self, kind, crawl_delay_s)

    monkeypatch.setattr(Pacer, "gap_s", too_short)
    # Found through its sitemap, so the page read sends the HTML request itself (a probe's bytes would be rendered
    # with no HTML request, and Chromium's start-up alone may then keep the subresources a wait apart on the wire).
    sitemap = ('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
               "<url><loc>http://www.hasty-council.gov.uk/housing/selective-licensing</loc></url></urlset>")
    site = make_site(tmp_path / "web" / "hasty", "E07000065", "hasty-council.gov.uk",
                     {"robots.txt": OPEN_ROBOTS, "sitemap.xml": sitemap,
                      "housing/selective-licensing.html": LICENSING_PAGE})
    data = tmp_path / "data"
    # A slower clock than the suite's: the page's shortest honest wait is then 4.5 s, which no start-up delay on a
    # busy machine can fill in for the wait it skipped (at 0.01 a slow Chromium start could hide it).
    result = await run_spider(CouncilSpider, fake_web, [site], data, scale=HONEST_WAIT_SCALE, gss="E07000065")
    assert result.items  # it found the page, too fast
    assert any(p.startswith("PC2") for p in audit(result.lines, [site], HONEST_WAIT_SCALE, result.request_rows))
    assert result.stats["datestone/state/audit/PC2"] >= 1 and result.stats["datestone/state/audit/summary"].startswith("BROKEN")
    page_rows = [r["id"] for r in result.request_rows if r["kind"] == "page"]
    capsys.readouterr()
    rc = main(["audit", "--json", "--data-dir", str(data), "--councils", str(data / "register.csv")])
    report = json.loads(capsys.readouterr().out)
    assert rc == 1 and report["violations"] >= 1
    offending = report["councils"][0]["rules"]["PC2"]["offending"]
    assert report["councils"][0]["rules"]["PC2"]["pass"] is False
    assert {o["request_id"] for o in offending} == set(page_rows)
    assert all(report["councils"][0]["rules"][rule]["pass"] for rule in report["rules"] if rule != "PC2")


@pytest.mark.crawl
@pytest_twisted.ensureDeferred
async def test_audit_reports_a_rendering_that_did_not_wait_under_pc2(fake_web, tmp_path, monkeypatch):
    """A page rendered from a probe's bytes sends no HTML request, so on the wire only its subresources show the
    wait, and Chromium's start-up may hide a short one: our own record still has it (the render row's start)."""
    from datestone.state.audit import audit_store
    from datestone.enums import RequestKind

    honest = Pacer.gap_s
    monkeypatch.setattr(Pacer, "gap_s", lambda self, kind, crawl_delay_s=None: 0.0 if kind is RequestKind.PAGE
                        else honest(self, kind, crawl_delay_s))
    site = Site.load(CASES / "fixed-path-301-onto-slow-page")
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path / "data", scale=HONEST_WAIT_SCALE,
                              gss=site.council["gss_code"])
    assert [i.rung for i in result.items] == ["fixed_path"]
    renders = [r["id"] for r in result.request_rows if r["kind"] == "render"]
    report = audit_store(result.store, tmp_path / "data" / "archive")
    assert renders and {(v.rule, v.request_id) for v in report.violations} == {("PC2", renders[0])}


# errors are for people -------------------------------------------------------------------------------------------------
@pytest.mark.crawl
@pytest.mark.parametrize("args, says", [
    (("show", "E07999999"), "not in the register"),
    (("archive", "E0700022"), "not a GSS code"),
    (("audit", "E07999999"), "not in the register"),
    (("review", "E07999999"), "not in the register"),
    (("prefer", "E06000001", "https://www.example.com/licensing"), "outside"),
    (("explain", "/nonexistent/access.log"), "cannot read"),
])
def test_mistakes_are_one_line_and_a_non_zero_exit(crawled, capsys, args, says):
    rc, out, err = run(crawled, capsys, *args)
    assert rc == 2 and says in err and err.count("\n") == 1 and "Traceback" not in err + out


@pytest.mark.crawl
@pytest.mark.parametrize("command", ["review", "export", "show E06000001", "archive E06000001", "audit",
                                     "explain /dev/null", "approve finding 1"])
def test_commands_on_an_empty_store_say_so_in_one_line(crawled, capsys, tmp_path, command):
    rc, _, err = run(crawled, capsys, *command.split(), data=tmp_path / "nothing")
    assert rc == 2 and "nothing has been crawled yet" in err and err.count("\n") == 1
    Store(tmp_path / "empty" / "datestone.db").close()
    rc, _, err = run(crawled, capsys, *command.split(), data=tmp_path / "empty")
    assert rc == 2 and "is empty" in err and err.count("\n") == 1


@pytest.mark.parametrize("command", ["review", "approve", "reject", "export", "show", "archive", "explain", "audit"])
def test_every_command_has_help(command, capsys):
    assert main([command, "--help"]) == 0
    assert "usage: datestone " + command in capsys.readouterr().out


def test_a_move_waits_while_its_page_is_cited_and_a_decision_on_it_holds(tmp_path):
    """review.queue on a store of its own: a move is listed from the newest check of a page still cited, once per
    page; a person's decision on the same move settles later nights; a page no longer cited leaves the queue."""
    from datestone.people import review
    from datestone.register import Council

    store = Store(tmp_path / "datestone.db")
    store.ensure_council(Council("E06000002", "Middlesbrough", "http://www.middlesbrough.gov.uk/",
                                 "middlesbrough.gov.uk"), 1.0)
    page, portal = "http://www.middlesbrough.gov.uk/selective-licensing", "http://portal.example.co.uk/apply"
    store.add_finding({"gss": "E06000002", "url": page, "rung": "fixed_path", "depth": None, "schemes": [],
                       "title": "", "score": 1.0, "fetched_at": 1.0, "archive": ""})

    def night(at: float, new_url: str = portal) -> int:
        return store.record_check({"gss": "E06000002", "url": page, "checked_at": at, "outcome": "moved",
                                   "new_url": new_url, "changed": 0, "evidence": "moved", "archive": "",
                                   "followed": 0, "new_status": None})

    night(2.0)
    second = night(3.0)
    moves = [i for i in review.queue(store, tmp_path) if i["kind"] == "move"]
    assert [(m["id"], m["followed"]) for m in moves] == [(second, False)]  # the newest check, once
    with pytest.raises(review.ReviewError, match="LD4"):
        review.decide(store, "move", second, "approved", "alice", "", 4.0)
    review.decide(store, "move", second, "rejected", "alice", "a vendor's form", 4.0)
    night(5.0)  # the next night finds the same move: settled
    assert not [i for i in review.queue(store, tmp_path) if i["kind"] == "move"]
    elsewhere = night(6.0, "http://other-portal.example.com/")  # a move somewhere else is news
    assert [i["id"] for i in review.queue(store, tmp_path) if i["kind"] == "move"] == [elsewhere]
    store.person_acts("E06000002", "prefer", "alice", "", 7.0,
                      {"preferred_url": "http://www.middlesbrough.gov.uk/housing/licensing"})
    assert not [i for i in review.queue(store, tmp_path) if i["kind"] == "move"]  # no longer cited


# Datasette ---------------------------------------------------------------------------------------------------------------
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.read()


def test_datasette_metadata_runs_the_export_sql_itself():
    queries = yaml.safe_load(METADATA.read_text())["databases"]["datestone"]["queries"]
    assert queries["export"]["sql"].strip() == EXPORT_SQL.strip()
    assert EXPORT_SQL.strip() in queries["cannot_confirm"]["sql"]


@pytest.mark.crawl
def test_datasette_serves_the_state_with_the_metadata_on_loopback(crawled, capsys, copy):
    export = {r["gss"]: r for r in json.loads(run(crawled, capsys, "export", data=copy)[1])}
    pending = json.loads(run(crawled, capsys, "review", "--json", data=copy)[1])
    port = _free_port()
    server = subprocess.Popen([str(Path(sys.executable).parent / "datasette"), "serve", str(copy / "datestone.db"),
                               "--metadata", str(METADATA), "-h", "127.0.0.1", "-p", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                status, body = _get(base + "/")
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise AssertionError(server.stdout.read1().decode() if server.poll() is not None else "no answer")
        assert status == 200 and b"Datestone crawler state" in body
        assert _get(base + "/datestone")[0] == 200
        for table in ("councils", "visits", "requests", "subresources", "findings", "reviews", "checks"):
            status, body = _get(f"{base}/datestone/{table}")
            assert status == 200 and table.encode() in body
            rows = json.loads(_get(f"{base}/datestone/{table}.json?_shape=array&_size=max")[1])
            assert len(rows) == Store(copy / "datestone.db").db[table].count
        queries = yaml.safe_load(METADATA.read_text())["databases"]["datestone"]["queries"]
        results = {}
        for name, query in queries.items():
            status, body = _get(f"{base}/datestone/{name}")
            assert status == 200 and query["title"].encode() in body
            results[name] = json.loads(_get(f"{base}/datestone/{name}.json?_shape=array")[1])
        assert {r["gss"]: r["reason"] for r in results["cannot_confirm"]} == {
            g: r["reason"] for g, r in export.items() if r["status"] == "cannot confirm"}
        assert len(results["pending_reviews"]) == len(pending)
        assert {r["gss"] for r in results["refusals"]} == {crawled["gss"]["refused"]}
        assert {r["gss"] for r in results["councils_by_status"]} == set(crawled["gss"].values())
    finally:
        server.terminate()
        server.wait(timeout=10)
