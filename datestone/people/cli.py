"""`datestone` — the operator's commands for the queue (DESIGN.md "Contract other tools rely on").

    datestone status [--json]                       every council in the register and its place in the queue
    datestone optout GSS --reason TEXT [--who NAME] CD3: never contacted again until opted back in
    datestone optin GSS [--reason TEXT] [--who NAME]
    datestone prefer GSS URL [--reason] [--who]     CD4: a person names the council's page (inside its domain)
    datestone prefer GSS --clear
    datestone cite GSS URL --quote TEXT [--who]     AF2a: cite a quotation the page's archived copy holds
    datestone reenable GSS --reason TEXT [--who]    RF3: clear a retirement and any rest (next due = now)
    datestone keys directory                        ID3: the JWK set to publish (current + recently rotated keys)
    datestone keys rotate                           ID3: a new signing key; prints its keyid

The people around the crawler (AF4; datestone/people/review.py, export.py, show.py, archive_export.py, explain.py, ../state/audit.py):

    datestone review [GSS] [--json]                 what needs a person: new findings, changes, quotes gone bad
    datestone approve KIND ID [--by NAME] [--reason TEXT]    KIND: finding, change, quote
    datestone reject KIND ID --reason TEXT [--by NAME]
    datestone export [--format json|csv] [--out FILE]         per council: approved page, or "cannot confirm" + why
    datestone show GSS [--json]                     everything about one council
    datestone archive GSS [URL] [--out DIR]         the stored copies as files a browser opens, and a WARC
    datestone archive GSS [URL] --wacz FILE         the same as one WACZ listing every page read (ReplayWeb.page)
    datestone explain LOGFILE [--json] [--skew S]   a webmaster's access log, line by line, against our record
    datestone audit [--since DATE] [GSS] [--json]   our request record against POLICY; exit 1 when a rule broke
    datestone desk [--port 8001] [--host 127.0.0.1] the reviewer's desk: a web page to check and decide each item

Scheduled jobs (datestone/people/schedule.py; README "Scheduled jobs (scrapyd)"):

    datestone schedule [finder|liveness|quotes|all] [--scrapyd URL] [--limit N] [--gss GSS]
                                                    queue jobs on scrapyd; exit 3 when it is down or refuses

The CLI reads the same settings as the crawler: DATESTONE_DATA_DIR and DATESTONE_COUNCILS from the environment,
overridden by `--data-dir` / `--councils` (accepted before or after the subcommand). Every action goes through
`Store.person_acts`, which records who, when and why in `council_events`. `reenable` is the only way to clear a
rest: no flag anywhere bypasses one.

Exit codes: 0 done · 1 `audit` found a broken rule · 2 a bad setting, a broken register, an unknown council, a URL outside the council's site,
an unknown review item, no state store yet (every command that reads one), a log file that cannot be read,
or bad usage — one line on stderr, and nothing is written (the data folder is not even created).

`status --json` prints a list of objects with these keys (stable): gss, name, state, last_outcome,
last_visit_at (ISO or null), next_due_at (ISO of the scheduled time, or null when never scheduled or never due:
opted out, retired, preferred), due (bool), empty_in_row, refusals_in_row, opted_out (bool), retired (bool),
preferred_url (or null).
"""

from __future__ import annotations

import argparse
import getpass
import json
import sqlite3
import sys
from urllib.parse import urlsplit

from datestone.people import cli_people as people
from datestone.people import schedule
from datestone.state.warc_reader import latest_copy
from datestone.clock import SystemClock, iso
from datestone.config import ConfigError, DatestoneConfig
from datestone.politeness.cooldown import why_not_due
from datestone.politeness.keys import KeyFileError, KeyStore
from datestone.state.runs import runs_in_progress
from datestone.extract.quote_match import QuoteSelector, match_quote, normalise, selector_from_text
from datestone.register import RegisterError, UnknownCouncil, find_council, load_register
from datestone.scope import in_scope
from datestone.state.store import Store
from datestone.extract.text import main_text, visible_text
from datestone.errors import UsageError

PROG = "datestone"
JSON_KEYS = ("gss", "name", "state", "last_outcome", "last_visit_at", "next_due_at", "due", "empty_in_row",
             "refusals_in_row", "opted_out", "retired", "preferred_url")


# arguments ----------------------------------------------------------------------------------------
def _settings_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    # On the subcommands the defaults are SUPPRESSed so `datestone --data-dir X status` keeps X.
    default = argparse.SUPPRESS if suppress else None
    parser.add_argument("--data-dir", metavar="DIR", default=default,
                        help="data folder (db, archive); overrides DATESTONE_DATA_DIR")
    parser.add_argument("--councils", metavar="CSV", default=default,
                        help="council register CSV; overrides DATESTONE_COUNCILS")


def _who_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--who", metavar="NAME", help="the person acting (default: your login name)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Datestone for people: the queue (CD3, CD4, RF3), citations (AF2a), reviews and "
                    "export (AF4), and the evidence a webmaster asks for (show, archive, explain, audit).")
    _settings_options(parser, suppress=False)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("status", help="every council in the register and its place in the queue",
                       description="Every council in the register: state, last outcome, next due, counters.")
    p.add_argument("--json", action="store_true", help="print a JSON list instead of a table")
    p.add_argument("--runs", action="store_true",
                   help="only the crawls running now: councils done of due, requests, refusals, next wake")
    _settings_options(p, suppress=True)

    p = sub.add_parser("optout", help="CD3: never contact a council again until it is opted back in",
                       description="CD3: the council is never contacted again until a person opts it back in.")
    p.add_argument("gss", metavar="GSS")
    p.add_argument("--reason", required=True, help="why (recorded)")
    _who_option(p)
    _settings_options(p, suppress=True)

    p = sub.add_parser("optin", help="CD3: undo an opt-out", description="CD3: undo an opt-out. A rest still applies.")
    p.add_argument("gss", metavar="GSS")
    p.add_argument("--reason", default="", help="why (recorded)")
    _who_option(p)
    _settings_options(p, suppress=True)

    p = sub.add_parser("prefer", help="CD4: name the council's page (or --clear it)",
                       description="CD4: a page named by a person is used instead of what the finder found; "
                                   "it must be http(s) and inside the council's site_domain.")
    p.add_argument("gss", metavar="GSS")
    p.add_argument("url", metavar="URL", nargs="?")
    p.add_argument("--clear", action="store_true", help="forget the named page")
    p.add_argument("--reason", default="", help="why (recorded)")
    _who_option(p)
    _settings_options(p, suppress=True)

    p = sub.add_parser("cite", help="AF2a: cite a quotation from a council page (its latest archived copy)",
                       description="AF2a: store a quotation in W3C TextQuoteSelector shape, with prefix and "
                                   "suffix taken from the latest archived copy of the page; refused when that "
                                   "copy does not contain the quotation.")
    p.add_argument("gss", metavar="GSS")
    p.add_argument("url", metavar="URL")
    p.add_argument("--quote", required=True, help="the words quoted, as the page has them")
    _who_option(p)
    _settings_options(p, suppress=True)

    p = sub.add_parser("reenable", help="RF3: clear a retirement and any rest; the council is due now",
                       description="RF3: clear a retirement, the refusal count and any rest (next due = now). "
                                   "The only way to clear a rest.")
    p.add_argument("gss", metavar="GSS")
    p.add_argument("--reason", required=True, help="why (recorded)")
    _who_option(p)
    _settings_options(p, suppress=True)

    people.add_parsers(sub, _settings_options)
    schedule.add_parser(sub, _settings_options)

    p = sub.add_parser("keys", help="ID3: the request-signing keys (created on first use)",
                       description="ID3: the Ed25519 keys that sign every request (in DATA_DIR/keys/).")
    keys_sub = p.add_subparsers(dest="keys_command", metavar="ACTION", required=True)
    k = keys_sub.add_parser("directory", help="print the JWK set to publish",
                            description="Print the JSON key directory (JWK set) to serve at "
                                        "https://www.datestone.io/.well-known/http-message-signatures-directory.")
    _settings_options(k, suppress=True)
    k = keys_sub.add_parser("rotate", help="make a new signing key; the old one stays published for a while",
                            description="Make a new current signing key and print its keyid; the old public key "
                                        "stays in the directory for the grace period (ID3).")
    _settings_options(k, suppress=True)
    return parser


# what the table and JSON say --------------------------------------------------------------------------
def _state(row: dict | None) -> str:
    if row is None:
        return "new"
    if row.get("opted_out"):
        return "opted out"
    if row.get("retired"):
        return "retired"
    if row.get("preferred_url"):
        return "preferred"
    return row.get("status") or "new"


def describe(council, row: dict | None, now: float) -> dict:
    """One council's line of `status`, as the JSON object (stable keys, JSON_KEYS)."""
    row = row or {}
    state = _state(row or None)
    due = why_not_due(row or None, now) is None
    never = state in ("opted out", "retired", "preferred")
    scheduled = row.get("next_due_at") or 0
    return {
        "gss": council.gss,
        "name": council.name,
        "state": state,
        "last_outcome": row.get("last_outcome"),
        "last_visit_at": iso(row["last_visit_at"]) if row.get("last_visit_at") else None,
        "next_due_at": iso(scheduled) if scheduled and not never else None,
        "due": due,
        "empty_in_row": row.get("empty_in_row") or 0,
        "refusals_in_row": row.get("refusals_in_row") or 0,
        "opted_out": bool(row.get("opted_out")),
        "retired": bool(row.get("retired")),
        "preferred_url": row.get("preferred_url"),
    }


def _next_due_text(item: dict) -> str:
    if item["state"] == "opted out":
        return "never (opted out)"
    if item["state"] == "retired":
        return "never (retired; needs reenable)"
    if item["state"] == "preferred":
        return "never (page named by a person)"
    if item["due"]:
        return "now"
    return item["next_due_at"] or "now"


def _table(items: list[dict]) -> str:
    header = ("GSS", "NAME", "STATE", "LAST OUTCOME", "LAST VISIT", "NEXT DUE", "EMPTY IN ROW", "REFUSALS IN ROW")
    rows = [(i["gss"], i["name"], i["state"], i["last_outcome"] or "-", i["last_visit_at"] or "-",
             _next_due_text(i), str(i["empty_in_row"]), str(i["refusals_in_row"])) for i in items]
    widths = [max(len(r[c]) for r in [header, *rows]) for c in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip() for r in [header, *rows]]
    return "\n".join(lines)


def _summary(items: list[dict]) -> str:
    """Each council counted once: opted out, retired, preferred, due now, found (resting), resting (other)."""
    counts = dict.fromkeys(("due now", "resting", "found", "opted out", "retired", "preferred"), 0)
    for i in items:
        if i["state"] in ("opted out", "retired", "preferred"):
            counts[i["state"]] += 1
        elif i["due"]:
            counts["due now"] += 1
        elif i["state"] == "found":
            counts["found"] += 1
        else:
            counts["resting"] += 1
    parts = ", ".join(f"{n} {label}" for label, n in counts.items())
    return f"{len(items)} councils: {parts}"


# commands ---------------------------------------------------------------------------------------------
def cmd_keys(args, config, clock) -> int:
    keys = KeyStore.for_data_dir(config.data_dir, clock)
    try:
        if args.keys_command == "rotate":
            print(keys.rotate().keyid)
        else:
            print(json.dumps(keys.directory(), indent=2))
    except (OSError, KeyFileError) as exc:
        raise UsageError(f"keys: {exc} (setting DATESTONE_DATA_DIR)") from None
    return 0


def _open_store(config: DatestoneConfig) -> Store:
    try:
        return Store(config.db_path)
    except (OSError, sqlite3.Error) as exc:
        raise UsageError(f"cannot open the state store {config.db_path} (setting DATESTONE_DATA_DIR): {exc}") \
            from None


def cmd_status(args, config, register, now) -> int:
    rows: dict[str, dict] = {}
    runs: list[dict] = []
    if config.db_path.exists():  # status only reads: it never creates the data folder or the db
        store = _open_store(config)
        try:
            rows = {r["gss"]: r for r in store.councils()}
            runs = runs_in_progress(store)
        finally:
            store.close()
    if args.runs:
        print(json.dumps([_run_item(r) for r in runs], indent=2) if args.json else _runs_text(runs, now))
        return 0
    items = [describe(c, rows.get(gss), now) for gss, c in sorted(register.items())]
    strays = sorted(set(rows) - set(register))
    if strays:
        print(f"{PROG}: note: {len(strays)} council(s) in the store are not in the register: {', '.join(strays)}",
              file=sys.stderr)
    if args.json:
        print(json.dumps(items, indent=2))
    else:
        print(_table(items))
        print(_summary(items))
        if runs:
            print(_runs_text(runs, now))
    return 0


def _run_item(run: dict) -> dict:
    return {"job": run["job"], "spider": run["spider"], "pid": run["pid"], "started_at": iso(run["started_at"]),
            "updated_at": iso(run["updated_at"]), "councils_due": run["councils_due"],
            "councils_done": run["councils_done"], "requests": run["requests"], "refusals": run["refusals"],
            "next_wake_at": iso(run["next_wake_at"]) if run["next_wake_at"] else None}


def _runs_text(runs: list[dict], now: float) -> str:
    if not runs:
        return "no crawl running now"
    lines = ["running now:"]
    for run in runs:
        wake = f", next wakes at {iso(run['next_wake_at'])}" if run["next_wake_at"] else ""
        lines.append(f"  {run['spider']} job {run['job']} (pid {run['pid']}, since {iso(run['started_at'])}): "
                     f"councils {run['councils_done'] or 0} of {run['councils_due'] or 0} done, "
                     f"{run['requests'] or 0} requests, {run['refusals'] or 0} refusals{wake} "
                     f"(as of {int(now - run['updated_at'])} s ago)")
    return "\n".join(lines)


def _who(args) -> str:
    if args.who:
        return args.who
    try:
        return getpass.getuser()
    except Exception:  # no login name to be had (some containers): still record that we could not tell
        return "unknown"


def _plan(args, council, now: float) -> tuple[str, dict, str, str]:
    """(action, update, detail, what-changed sentence) — validated before anything is written."""
    if args.command == "optout":
        return "optout", {"opted_out": 1}, "", "opted out (CD3): never contacted until opted back in"
    if args.command == "optin":
        return "optin", {"opted_out": 0}, "", "opted back in (CD3): the queue's usual rests apply"
    if args.command == "prefer":
        if args.clear == bool(args.url):
            raise UsageError("prefer: give either a URL or --clear")
        if args.clear:
            return "prefer_clear", {"preferred_url": None}, "", "named page cleared (CD4): the finder may look again"
        url = args.url.strip()
        try:
            parts = urlsplit(url)
            web = parts.scheme.lower() in ("http", "https") and bool(parts.hostname)
        except ValueError:
            web = False
        if not web:
            raise UsageError(f"prefer: {url!r} is not an http(s) URL")
        if not in_scope(url, council.site_domain):
            raise UsageError(f"prefer: {url!r} is outside {council.gss} {council.name}'s site "
                             f"{council.site_domain!r} (LD4); a named page must be on the council's own domain")
        return "prefer", {"preferred_url": url}, url, f"named page set to {url} (CD4)"
    if args.command == "reenable":
        update = {"retired": 0, "refusals_in_row": 0, "next_due_at": now, "status": "reenabled"}
        return "reenable", update, "", "re-enabled (RF3): retirement, refusal count and rest cleared; due now"
    raise UsageError(f"unknown command {args.command!r}")


def cmd_act(args, config, register, now) -> int:
    council = find_council(register, args.gss)
    action, update, detail, sentence = _plan(args, council, now)  # may refuse: nothing written yet
    who = _who(args)
    store = _open_store(config)
    try:
        before = store.ensure_council(council, now)
        after = store.person_acts(council.gss, action, who, args.reason or "", now, update, detail=detail)
    finally:
        store.close()
    notes = []
    if action == "optout" and before.get("opted_out"):
        notes.append("it was already opted out")
    if action == "optin" and not before.get("opted_out"):
        notes.append("it was not opted out")
    if action == "reenable" and after.get("opted_out"):
        notes.append("it is still opted out (CD3): only `datestone optin` changes that")
    if action == "reenable" and after.get("preferred_url"):
        notes.append("it still has a named page (CD4): `datestone prefer --clear` lets the finder look again")
    reason = f" — {args.reason}" if args.reason else ""
    tail = f" ({'; '.join(notes)})" if notes else ""
    print(f"{council.gss} {council.name}: {sentence}; by {who}{reason}{tail}")
    return 0


def cmd_cite(args, config, register, now) -> int:
    """AF2a: a citation is taken from, and points at, the page's archived copy (AF3); a quote it lacks is refused."""
    council = find_council(register, args.gss)
    url = args.url.strip()
    if urlsplit(url).scheme.lower() not in ("http", "https") or not in_scope(url, council.site_domain):
        raise UsageError(f"cite: {url!r} is not an http(s) URL inside {council.gss} {council.name}'s site "
                         f"{council.site_domain!r} (LD4)")
    if not normalise(args.quote):
        raise UsageError("cite: --quote is empty")
    read_first = f"read the page first (scrapy crawl council -a gss={council.gss})"
    if not config.db_path.exists():  # nothing was ever archived; and a refusal creates nothing
        raise UsageError(f"cite: there is no archived copy of {url}: {read_first}")
    store = _open_store(config)
    try:
        copy = latest_copy(store, config.archive_dir, url)
        if copy is None:
            raise UsageError(f"cite: there is no archived copy of {url}: {read_first}")
        # The page's own content first; the whole visible page when the quote sits outside the main container.
        selector = selector_from_text(main_text(copy.html), args.quote) or \
            selector_from_text(visible_text(copy.html), args.quote)
        if selector is None:
            near = match_quote(visible_text(copy.html), QuoteSelector(args.quote))
            hint = f"; its closest passage ({near.similarity:.0f}% alike) reads {near.nearest[:200]!r}" \
                if near.nearest else ""
            raise UsageError(f"cite: the archived copy of {url} ({copy.reference}) does not contain the quote"
                             f"{hint}; quote the page word for word, or {read_first} if it has changed")
        who = _who(args)
        citation_id = store.add_citation({"gss": council.gss, "url": url, "exact": selector.exact,
                                          "prefix": selector.prefix, "suffix": selector.suffix,
                                          "archive": copy.reference, "added_by": who, "added_at": now})
    finally:
        store.close()
    print(f"citation {citation_id}: {council.gss} {council.name} {url}; by {who}")
    print(f"  exact:  {json.dumps(selector.exact, ensure_ascii=False)}")
    print(f"  prefix: {json.dumps(selector.prefix, ensure_ascii=False)}")
    print(f"  suffix: {json.dumps(selector.suffix, ensure_ascii=False)}")
    print(f"  from:   {copy.reference} ({copy.kind} copy)")
    return 0


def main(argv=None, *, clock=None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a usage error (2): argparse has already printed it
        return exc.code if isinstance(exc.code, int) else 2
    clock = clock or SystemClock()
    try:
        # Everything is checked before the store is opened, so a bad setting or code writes nothing.
        config = DatestoneConfig.from_environ({"DATESTONE_DATA_DIR": args.data_dir,
                                               "DATESTONE_COUNCILS": args.councils})
        if args.command == "keys":  # needs no register
            return cmd_keys(args, config, clock)
        register = load_register(config.councils_csv)
        now = clock.now()
        if args.command == "status":
            return cmd_status(args, config, register, now)
        if args.command == "cite":
            return cmd_cite(args, config, register, now)
        if args.command in people.COMMANDS:
            return people.run(args, config, register, now, open_store=_open_store, who=_who)
        if args.command == "schedule":
            return schedule.run(args, config, register)
        return cmd_act(args, config, register, now)
    except (ConfigError, RegisterError, UnknownCouncil, UsageError) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except (sqlite3.Error, OSError) as exc:  # a damaged store or an unwritable file: still one line, no traceback
        print(f"{PROG}: {args.command}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `datestone status | head`
        return 0
