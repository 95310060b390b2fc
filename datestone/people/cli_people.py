"""The `datestone` commands of the people around the crawler (AF4): review, approve, reject, export, show, archive,
explain, audit, desk (the reviewer's web desk, datestone/people/desk/). datestone/people/cli.py builds the parser and dispatches here; the work is in one module per command
(datestone/people/review.py, export.py, show.py, archive_export.py, explain.py, audit.py).

Every command that reads the state store says so in one line (exit 2) when there is none yet, or it holds no
crawl; tables for people, `--json` for scripts.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timezone
from pathlib import Path

from datestone.people import archive_export

from datestone.people import explain

from datestone.people import export

from datestone.people import review

from datestone.people import show
from datestone.state.audit import RULES, audit_store
from datestone.clock import iso, uk_day
from datestone.register import find_council
from datestone.errors import UsageError

COMMANDS = ("review", "approve", "reject", "export", "show", "archive", "explain", "audit", "desk")
REPLAY_TOOLS = "ReplayWeb.page (https://replayweb.page: open the file) or pywb (wb-manager add)"


def add_parsers(sub, _settings_options) -> None:
    """review, approve, reject, export, show, archive, explain, audit: the tools of the people around the crawler."""
    p = sub.add_parser("review", help="AF4: what needs a person (new findings, changes, quotes gone bad, moves)",
                       description="AF4: the review queue — findings not yet approved, changes the change monitor "
                                   "spotted (AF2), quotations whose latest check is modified or missing (AF2a), "
                                   "cited pages the nightly check found moved (AF2; off the domain: not followed, "
                                   "LD4); each with council, page URL, rung, schemes, the diff, nearest passage or "
                                   "new URL and the archived copy. Decide with `approve`/`reject KIND ID`.")
    p.add_argument("gss", metavar="GSS", nargs="?", help="only this council")
    p.add_argument("--json", action="store_true", help="print a JSON list instead of text")
    _settings_options(p, suppress=True)
    for name, what in (("approve", "approve"), ("reject", "reject")):
        p = sub.add_parser(name, help=f"AF4: {what} a review item (who, when and why are recorded)",
                           description=f"AF4: {what} one item of `datestone review`: KIND is finding, change, quote "
                                       "or move. Only approved findings are exported as a council's page; approving "
                                       "a move of the council's page names the new URL as its page (CD4).")
        p.add_argument("kind", metavar="KIND", choices=sorted(review.TABLES), help="finding, change, quote or move")
        p.add_argument("item_id", metavar="ID", type=int)
        p.add_argument("--reason", required=name == "reject", default="", help="why (recorded)"
                       + ("; required" if name == "reject" else ""))
        p.add_argument("--by", "--who", dest="who", metavar="NAME", help="the person deciding (default: your login)")
        _settings_options(p, suppress=True)
    p = sub.add_parser("desk", help="AF4: the reviewer's desk, a web page to check and decide each review item",
                       description="AF4: serve the reviewer's desk (Datasette with the datestone desk plugin) over "
                                   "the state store: the review queue, each finding's archived page with its "
                                   "facts' evidence marked, changes, quotations, councils; approve or reject "
                                   "after a login. The password is DATESTONE_DESK_PASSWORD (else one is made and "
                                   "printed). Reads never hold up a running crawl.")
    p.add_argument("--port", type=int, default=8001, help="port (default 8001)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, loopback)")
    _settings_options(p, suppress=True)
    p = sub.add_parser("export", help="AF4: per council the approved page, or \"cannot confirm\" and why",
                       description="AF4: one row per council: gss, name, status (confirmed or cannot confirm), "
                                   "page_url, schemes, last_checked, reason, pending (findings awaiting review, never "
                                   "given as the page).")
    p.add_argument("--format", choices=("json", "csv"), default="json", help="json (default) or csv")
    p.add_argument("--json", dest="format", action="store_const", const="json", help="same as --format json")
    p.add_argument("--out", metavar="FILE", help="write to FILE instead of standard output")
    _settings_options(p, suppress=True)
    p = sub.add_parser("show", help="everything about one council: visits, requests, findings, checks, people",
                       description="Everything we hold about one council: its place in the queue and cooldown, "
                                   "opt-out history and reviews, each visit with each request (rung, status, the "
                                   "robots.txt line that allowed it) and browser subresources, declined URLs, "
                                   "refusals, findings, checks, changes, citations.")
    p.add_argument("gss", metavar="GSS")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    _settings_options(p, suppress=True)
    p = sub.add_parser("archive", help="AF3: write a council's stored page copies to files a browser opens",
                       description="AF3: write the stored copies of a council's pages (or of URL) to DIR: the body "
                                   "as the server sent it, the page as the browser rendered it, the response headers, "
                                   "and a WARC of exactly those records (opens in ReplayWeb.page or pywb).")
    p.add_argument("gss", metavar="GSS")
    p.add_argument("url", metavar="URL", nargs="?", help="only this page (any archived URL, robots.txt included)")
    p.add_argument("--out", metavar="DIR", help="folder to write (default: ./GSS-archive)")
    p.add_argument("--wacz", metavar="FILE", help="write one WACZ instead (the WARC copy and a list of every page "
                                                  "read: ReplayWeb.page offers each one)")
    _settings_options(p, suppress=True)
    p = sub.add_parser("explain", help="match a webmaster's access log to our request record, line by line",
                       description="Read Apache/nginx combined-format lines (vhost_combined too) and, for each "
                                   "DatestoneBot line, name the job, visit, rung and the POLICY rule that governed "
                                   "the request; a line using our name that we have no record of is flagged NOT "
                                   "OURS. LOGFILE '-' reads standard input.")
    p.add_argument("logfile", metavar="LOGFILE")
    p.add_argument("--json", action="store_true",
                   help="one JSON object per input line: line, ours, job, visit, rung, rule (and details)")
    p.add_argument("--skew", type=float, default=explain.DEFAULT_SKEW_S, metavar="S",
                   help=f"seconds of clock difference and log rounding allowed (default {explain.DEFAULT_SKEW_S:g})")
    _settings_options(p, suppress=True)
    p = sub.add_parser("audit", help="our own request record checked against POLICY, per council",
                       description="Check the request record against every POLICY rule a record can show ("
                                   + ", ".join(RULES) + "), per council: pass or fail with the offending requests. "
                                   "Exit status 1 when a rule was broken.")
    p.add_argument("gss", metavar="GSS", nargs="?", help="only this council")
    p.add_argument("--since", metavar="DATE", help="only requests from DATE on (YYYY-MM-DD or ISO time, UTC)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    _settings_options(p, suppress=True)


def _store(config, open_store):
    """The state store, or one line saying there is none yet: these commands never create it."""
    if not config.db_path.exists():
        raise UsageError(f"no state store at {config.db_path} (setting DATESTONE_DATA_DIR): nothing has been "
                         "crawled yet; run `scrapy crawl council` first")
    store = open_store(config)
    if not store.db["visits"].exists() or store.db["visits"].count == 0:
        store.close()
        raise UsageError(f"the state store {config.db_path} is empty: nothing has been crawled yet; "
                         "run `scrapy crawl council` first")
    return store


def _table(header: tuple, rows: list[tuple]) -> str:
    rows = [tuple("-" if c is None or c == "" else str(c) for c in r) for r in rows]
    widths = [max(len(r[c]) for r in [header, *rows]) for c in range(len(header))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip() for r in [header, *rows])


def run(args, config, register, now: float, *, open_store, who) -> int:
    council = find_council(register, args.gss) if getattr(args, "gss", None) else None  # unknown GSS: one line
    if args.command == "explain":
        lines = _read_log(args.logfile)  # a missing log file is reported before the store is opened
    if args.command == "desk":
        return _desk(args, config, open_store)
    store = _store(config, open_store)
    try:
        if args.command == "review":
            return _review(args, store, config, council)
        if args.command in ("approve", "reject"):
            return _decide(args, store, who(args), now)
        if args.command == "export":
            return _export(args, store, register, now)
        if args.command == "show":
            data = show.show_data(store, council, now)
            print(json.dumps(data, indent=1, default=str) if args.json else show.render(data))
            return 0
        if args.command == "archive":
            return _archive(args, store, config, council)
        if args.command == "explain":
            return _explain(args, store, lines)
        return _audit(args, store, config, register, council)
    finally:
        store.close()


def describe_fact(fact: dict) -> str:
    """"selective in force, 2023-06-01 to 2028-05-31, named areas: Northfield, fee £750"."""
    dates = f"{fact['starts'] or '?'} to {fact['ends'] or '?'}" if fact.get("starts") or fact.get("ends") else "no dates"
    area = fact["area"] + (": " + ", ".join(fact["places"]) if fact.get("places") else "")
    fee = f", fee {fact['fee']}" if fact.get("fee") else ""
    return f"{fact['scheme']} {fact['status'].replace('_', ' ')}, {dates}, {area}{fee}"


def _review(args, store, config, council) -> int:
    items = review.queue(store, config.archive_dir, council.gss if council else None)
    if args.json:
        print(json.dumps(items, indent=1))
        return 0
    if not items:
        print("nothing awaits review")
        return 0
    for item in items:
        depth = f" depth {item['depth']}" if item.get("depth") is not None else ""
        print(f"{item['item']}  {item['gss']} {item['council'] or ''}".rstrip())
        print(f"  page:    {item['url']}")
        print(f"  rung:    {item['rung'] or '-'}{depth}   schemes: {', '.join(item['schemes']) or '-'}")
        for fact in item.get("facts") or []:
            print(f"  fact:    {describe_fact(fact)}")
            print(f"           \u201c{fact['evidence']['exact']}\u201d")
        if item.get("stale"):
            print("  stale:   every dated scheme this page describes has ended")
        if item.get("page_updated"):
            print(f"  updated: {item['page_updated']} (the page's own date)")
        for line in item.get("fact_changes") or []:
            print(f"  fact:    {line}")
        if item.get("detail"):
            label = {"change": "diff:   ", "move": "move:   "}.get(item["kind"], "quote:  ")
            print(f"  {label} {item['detail']}")
        print(f"  archive: {item['archive'] or '-'}")
    print(f"{len(items)} item(s) await review: `datestone approve|reject KIND ID --reason ...`")
    return 0


def _decide(args, store, who: str, now: float) -> int:
    decision = "approved" if args.command == "approve" else "rejected"
    try:
        done = review.decide(store, args.kind, args.item_id, decision, who, args.reason or "", now)
    except review.ReviewError as exc:
        raise UsageError(f"{args.command}: {exc} (see `datestone review`)") from None
    reason = f" — {args.reason}" if args.reason else ""
    effect = f"; {done['effect']}" if done.get("effect") else ""
    print(f"{args.kind} {args.item_id} ({done['gss']} {done['url']}) {decision} by {who} at {iso(now)}{reason}{effect}")
    return 0


def _desk(args, config, open_store) -> int:
    from datestone.people.desk import server  # Datasette and uvicorn only for the command that serves

    store = _store(config, open_store)  # brings an older store's schema up to date, then closes
    store.close()
    server.serve(config.db_path, config.archive_dir, config.councils_csv, args.host, args.port)
    return 0


def _export(args, store, register, now: float) -> int:
    rows = export.export_rows(store, register, uk_day(now))
    text = export.as_csv(rows) if args.format == "csv" else json.dumps(rows, indent=1) + "\n"
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
        confirmed = sum(r["status"] == "confirmed" for r in rows)
        print(f"{args.out}: {len(rows)} councils, {confirmed} confirmed, {len(rows) - confirmed} cannot confirm")
    else:
        sys.stdout.write(text)
    return 0


def _archive(args, store, config, council) -> int:
    out = Path(args.out or f"{council.gss}-archive")
    if not archive_export.page_rows(store, council.gss, args.url):
        what = args.url or "any page"
        raise UsageError(f"archive: no stored copy of {what} for {council.gss} {council.name}")
    if args.wacz:
        return _archive_wacz(args, store, config, council)
    written = archive_export.export_copies(store, config.archive_dir, council.gss, out, args.url)
    for w in written:
        when = f"  (archived {iso(w['archived'])})" if w.get("archived") else ""
        print(f"{w['what']:<9} {w['path'] or 'cannot be read: ' + w['reference']}  {w['url'] or ''}{when}".rstrip())
    print(f"open the .html files in a browser; the WARC opens in {REPLAY_TOOLS}")
    return 0


def _archive_wacz(args, store, config, council) -> int:
    from datestone.people import wacz_export  # py-wacz is heavy to import: only for the command that uses it

    try:
        pages = wacz_export.write_wacz(store, config.archive_dir, council.gss, Path(args.wacz), args.url)
    except wacz_export.WaczError as exc:
        raise UsageError(f"archive: {exc}") from None
    for page in pages:
        print(f"page      {page.ts}  {page.url}  {page.title}")
    print(f"wacz      {args.wacz}  ({len(pages)} pages listed)")
    print(f"the WACZ opens in {REPLAY_TOOLS}")
    return 0


def _read_log(name: str) -> list[str]:
    if name == "-":
        return sys.stdin.read().splitlines()
    try:
        return Path(name).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError as exc:
        raise UsageError(f"explain: cannot read {name}: {exc.strerror or exc}") from None


def _explain(args, store, lines: list[str]) -> int:
    answers = explain.explain_lines(store, lines, skew=args.skew)
    if args.json:
        for answer in answers:
            print(json.dumps(answer))
        return 0
    rows = [(n, "yes" if a["ours"] else ("NOT OURS" if a["verdict"].startswith("NOT OURS") else "-"), a["job"],
             a["visit"], a["rung"], a["rule"], a.get("url") or a["verdict"]) for n, a in enumerate(answers, start=1)]
    print(_table(("LINE", "OURS", "JOB", "VISIT", "RUNG", "RULE", "REQUEST"), rows))
    for n, a in enumerate(answers, start=1):
        if a["ours"] or a["verdict"].startswith("NOT OURS"):
            print(f"{n}: {a['verdict']}")
    bot = [a for a in answers if a["ours"] or a["verdict"].startswith("NOT OURS")]
    ours = sum(a["ours"] for a in bot)
    print(f"{len(lines)} lines, {len(bot)} name DatestoneBot: {ours} ours, {len(bot) - ours} not ours")
    return 0


def _since(text: str | None) -> float | None:
    if not text:
        return None
    try:
        when = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise UsageError(f"audit: --since {text!r} is not a date (YYYY-MM-DD or an ISO time)") from None
    return (when if when.tzinfo else when.replace(tzinfo=timezone.utc)).timestamp()


def _audit(args, store, config, register, council) -> int:
    report = audit_store(store, config.archive_dir, since=_since(args.since), gss=council.gss if council else None,
                         default_scale=config.time_scale)
    by_council = report.by_council()
    names = {gss: (register[gss].name if gss in register else "") for gss in by_council}
    result = {"since": args.since, "rules": list(RULES), "violations": len(report.violations), "councils": [
        {"gss": gss, "name": names[gss], "requests": report.checked.get(gss, 0),
         "rules": {rule: {"pass": not found, "offending": [
             {"request_id": v.request_id, "url": v.url, "at": iso(v.at) if v.at else None, "detail": v.detail}
             for v in found]} for rule, found in rules.items()}}
        for gss, rules in by_council.items()]}
    if args.json:
        print(json.dumps(result, indent=1))
    elif not by_council:
        print("no requests in the record" + (f" since {args.since}" if args.since else ""))
    else:
        rows = [(c["gss"], c["name"], c["requests"],
                 *("pass" if c["rules"][rule]["pass"] else "FAIL" for rule in RULES)) for c in result["councils"]]
        print(_table(("GSS", "NAME", "REQUESTS", *RULES), rows))
        for v in report.violations:
            print(f"{v.rule} {v.gss} request {v.request_id} {iso(v.at) if v.at else '-'} {v.url}: {v.detail}")
        print(f"{sum(report.checked.values())} requests audited: "
              + (f"{len(report.violations)} broke a rule" if report.violations else "every rule kept"))
    return 1 if report.violations else 0
