"""`datestone show`, `archive`, `explain`, `audit`: the evidence a webmaster asks for, from our own record.

    datestone show GSS [--json]                     everything about one council
    datestone archive GSS [URL] [--out DIR]         the stored copies as files a browser opens, and a WARC
    datestone archive GSS [URL] --wacz FILE         the same as one WACZ listing every page read (ReplayWeb.page)
    datestone explain LOGFILE [--json] [--skew S]   a webmaster's access log, line by line, against our record
    datestone audit [--since DATE] [GSS] [--json]   our request record against POLICY; exit 1 when a rule broke

The work is show.py's, archive_export.py's (and wacz_export.py's), explain.py's and ../state/audit.py's; this is
their face on the command line. Each reads a store a crawl made, and says so in one line when there is none yet.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timezone
from pathlib import Path

import click

from datestone.clock import iso
from datestone.errors import UsageError
from datestone.people import archive_export, explain as explainer, show as council_record
from datestone.people.session import json_option, settings_options
from datestone.people.tables import table
from datestone.register import find_council
from datestone.state.audit import RULES, audit_store
from datestone.state.reads.archive_index import council_pages

REPLAY_TOOLS = "ReplayWeb.page (https://replayweb.page: open the file) or pywb (wb-manager add)"


@click.command(help="Everything we hold about one council: its place in the queue and cooldown, opt-out history "
                    "and reviews, each visit with each request (rung, status, the robots.txt line that allowed it) "
                    "and browser subresources, declined URLs, refusals, findings, checks, changes, citations.",
               short_help="everything about one council: visits, requests, findings, checks, people")
@click.argument("gss", metavar="GSS")
@json_option("one JSON object instead of text")
@settings_options
def show(session, gss: str, as_json: bool) -> int:
    council = find_council(session.register, gss)
    store = session.crawled_store()
    try:
        data = council_record.show_data(store, council, session.now)
    finally:
        store.close()
    print(json.dumps(data, indent=1, default=str) if as_json else council_record.render(data))
    return 0


@click.command(help="AF3: write the stored copies of a council's pages (or of URL) to DIR: the body as the server "
                    "sent it, the page as the browser rendered it, the response headers, and a WARC of exactly "
                    "those records (opens in ReplayWeb.page or pywb).",
               short_help="AF3: write a council's stored page copies to files a browser opens")
@click.argument("gss", metavar="GSS")
@click.argument("url", metavar="[URL]", required=False)
@click.option("--out", metavar="DIR", help="folder to write (default: ./GSS-archive)")
@click.option("--wacz", metavar="FILE", help="write one WACZ instead (the WARC copy and a list of every page read: "
                                              "ReplayWeb.page offers each one)")
@settings_options
def archive(session, gss: str, url: str | None, out: str | None, wacz: str | None) -> int:
    council = find_council(session.register, gss)
    store = session.crawled_store()
    try:
        if not council_pages(store, council.gss, url):
            raise UsageError(f"archive: no stored copy of {url or 'any page'} for {council.gss} {council.name}")
        if wacz:
            return _archive_wacz(store, session.config.archive_dir, council, Path(wacz), url)
        written = archive_export.export_copies(store, session.config.archive_dir, council.gss,
                                               Path(out or f"{council.gss}-archive"), url)
    finally:
        store.close()
    for w in written:
        when = f"  (archived {iso(w['archived'])})" if w.get("archived") else ""
        print(f"{w['what']:<9} {w['path'] or 'cannot be read: ' + w['reference']}  {w['url'] or ''}{when}".rstrip())
    print(f"open the .html files in a browser; the WARC opens in {REPLAY_TOOLS}")
    return 0


def _archive_wacz(store, archive_dir: Path, council, wacz: Path, url: str | None) -> int:
    from datestone.people import wacz_export  # py-wacz is heavy to import: only for the command that uses it

    try:
        pages = wacz_export.write_wacz(store, archive_dir, council.gss, wacz, url)
    except wacz_export.WaczError as exc:
        raise UsageError(f"archive: {exc}") from None
    for page in pages:
        print(f"page      {page.ts}  {page.url}  {page.title}")
    print(f"wacz      {wacz}  ({len(pages)} pages listed)")
    print(f"the WACZ opens in {REPLAY_TOOLS}")
    return 0


def _read_log(name: str) -> list[str]:
    if name == "-":
        return sys.stdin.read().splitlines()
    try:
        return Path(name).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError as exc:
        raise UsageError(f"explain: cannot read {name}: {exc.strerror or exc}") from None


@click.command(help="Read Apache/nginx combined-format lines (vhost_combined too) and, for each DatestoneBot line, "
                    "name the job, visit, rung and the POLICY rule that governed the request; a line using our name "
                    "that we have no record of is flagged NOT OURS. LOGFILE '-' reads standard input.",
               short_help="match a webmaster's access log to our request record, line by line")
@click.argument("logfile", metavar="LOGFILE")
@json_option("one JSON object per input line: line, ours, job, visit, rung, rule (and details)")
@click.option("--skew", type=float, default=explainer.DEFAULT_SKEW_S, metavar="S",
              help=f"seconds of clock difference and log rounding allowed (default {explainer.DEFAULT_SKEW_S:g})")
@settings_options
def explain(session, logfile: str, as_json: bool, skew: float) -> int:
    lines = _read_log(logfile)  # a missing log file is reported before the store is opened
    store = session.crawled_store()
    try:
        answers = explainer.explain_lines(store, lines, skew=skew)
    finally:
        store.close()
    if as_json:
        for answer in answers:
            print(json.dumps(answer))
        return 0
    named = [(n, a) for n, a in enumerate(answers, start=1) if a["ours"] or a["verdict"].startswith("NOT OURS")]
    print(table(("LINE", "OURS", "JOB", "VISIT", "RUNG", "RULE", "REQUEST"), [
        (n, "yes" if a["ours"] else ("NOT OURS" if a["verdict"].startswith("NOT OURS") else "-"), a["job"],
         a["visit"], a["rung"], a["rule"], a.get("url") or a["verdict"]) for n, a in enumerate(answers, start=1)]))
    for n, a in named:
        print(f"{n}: {a['verdict']}")
    ours = sum(a["ours"] for _, a in named)
    print(f"{len(lines)} lines, {len(named)} name DatestoneBot: {ours} ours, {len(named) - ours} not ours")
    return 0


def _since(text: str | None) -> float | None:
    if not text:
        return None
    try:
        when = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise UsageError(f"audit: --since {text!r} is not a date (YYYY-MM-DD or an ISO time)") from None
    return (when if when.tzinfo else when.replace(tzinfo=timezone.utc)).timestamp()


@click.command(help="Check the request record against every POLICY rule a record can show (" + ", ".join(RULES)
                    + "), per council: pass or fail with the offending requests. Exit status 1 when a rule was "
                      "broken.",
               short_help="our own request record checked against POLICY, per council")
@click.argument("gss", metavar="[GSS]", required=False)
@click.option("--since", metavar="DATE", help="only requests from DATE on (YYYY-MM-DD or ISO time, UTC)")
@json_option("one JSON object instead of a table")
@settings_options
def audit(session, gss: str | None, since: str | None, as_json: bool) -> int:
    council = find_council(session.register, gss) if gss else None  # an unknown GSS: one line
    store = session.crawled_store()
    try:
        report = audit_store(store, session.config.archive_dir, since=_since(since),
                             gss=council.gss if council else None, default_scale=session.config.time_scale)
    finally:
        store.close()
    by_council = report.by_council()
    names = {code: (session.register[code].name if code in session.register else "") for code in by_council}
    result = {"since": since, "rules": list(RULES), "violations": len(report.violations), "councils": [
        {"gss": code, "name": names[code], "requests": report.checked.get(code, 0),
         "rules": {rule: {"pass": not found, "offending": [
             {"request_id": v.request_id, "url": v.url, "at": iso(v.at) if v.at else None, "detail": v.detail}
             for v in found]} for rule, found in rules.items()}}
        for code, rules in by_council.items()]}
    if as_json:
        print(json.dumps(result, indent=1))
    elif not by_council:
        print("no requests in the record" + (f" since {since}" if since else ""))
    else:
        print(table(("GSS", "NAME", "REQUESTS", *RULES), [
            (c["gss"], c["name"], c["requests"], *("pass" if c["rules"][rule]["pass"] else "FAIL" for rule in RULES))
            for c in result["councils"]]))
        for v in report.violations:
            print(f"{v.rule} {v.gss} request {v.request_id} {iso(v.at) if v.at else '-'} {v.url}: {v.detail}")
        print(f"{sum(report.checked.values())} requests audited: "
              + (f"{len(report.violations)} broke a rule" if report.violations else "every rule kept"))
    return 1 if report.violations else 0


COMMANDS = (show, archive, explain, audit)
