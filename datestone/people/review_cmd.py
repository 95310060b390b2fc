"""`datestone review`, `approve`, `reject`, `export`, `desk`: a person's review of what the crawler found (AF4).

    datestone review [GSS] [--json]                 what needs a person: new findings, changes, quotes gone bad, moves
    datestone approve KIND ID [--by NAME] [--reason TEXT]    KIND: finding, change, quote, move
    datestone reject KIND ID --reason TEXT [--by NAME]
    datestone export [--format json|csv] [--out FILE]         per council: approved page, or "cannot confirm" + why
    datestone desk [--port 8001] [--host 127.0.0.1] the reviewer's desk: a web page to check and decide each item

The queue and the decision are review.py's, the rows export.py's, the desk desk/'s (the desk decides through the
same `review.decide`); this is their face on the command line. Each reads a store a crawl made, and says so in
one line when there is none yet.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from datestone.clock import iso, uk_day
from datestone.errors import UsageError
from datestone.people.export import as_csv, export_rows
from datestone.people.review import TABLES, ReviewError, decide, describe_fact, queue
from datestone.people.session import acting_person, json_option, reason_option, settings_options
from datestone.register import find_council


@click.command(help="AF4: the review queue — findings not yet approved, changes the change monitor spotted (AF2), "
                    "quotations whose latest check is modified or missing (AF2a), cited pages the nightly check "
                    "found moved (AF2; off the domain: not followed, LD4); each with council, page URL, rung, "
                    "schemes, the diff, nearest passage or new URL and the archived copy. Decide with "
                    "`approve`/`reject KIND ID`.",
               short_help="AF4: what needs a person (new findings, changes, quotes gone bad, moves)")
@click.argument("gss", metavar="[GSS]", required=False)
@json_option("a JSON list instead of text")
@settings_options
def review(session, gss: str | None, as_json: bool) -> int:
    council = find_council(session.register, gss) if gss else None  # an unknown GSS: one line
    store = session.crawled_store()
    try:
        items = queue(store, session.config.archive_dir, council.gss if council else None)
    finally:
        store.close()
    if as_json:
        print(json.dumps(items, indent=1))
        return 0
    if not items:
        print("nothing awaits review")
        return 0
    for item in items:
        _print_item(item)
    print(f"{len(items)} item(s) await review: `datestone approve|reject KIND ID --reason ...`")
    return 0


def _print_item(item: dict) -> None:
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


def _decision_command(name: str, decision: str):
    """approve and reject: one item of `datestone review`, decided, with who, when and why recorded."""
    required = name == "reject"

    @click.command(name, help=f"AF4: {name} one item of `datestone review`: KIND is finding, change, quote or move. "
                              "Only approved findings are exported as a council's page; approving a move of the "
                              "council's page names the new URL as its page (CD4).",
                   short_help=f"AF4: {name} a review item (who, when and why are recorded)")
    @click.argument("kind", metavar="KIND", type=click.Choice(sorted(TABLES)))
    @click.argument("item_id", metavar="ID", type=int)
    @reason_option(required=required)
    @click.option("--by", "--who", "who", metavar="NAME", help="the person deciding (default: your login)")
    @settings_options
    def decide_item(session, kind: str, item_id: int, reason: str, who: str | None) -> int:
        store = session.crawled_store()
        person = acting_person(who)
        try:
            done = decide(store, kind, item_id, decision, person, reason or "", session.now)
        except ReviewError as exc:
            raise UsageError(f"{name}: {exc} (see `datestone review`)") from None
        finally:
            store.close()
        said = f" — {reason}" if reason else ""
        effect = f"; {done['effect']}" if done.get("effect") else ""
        print(f"{kind} {item_id} ({done['gss']} {done['url']}) {decision} by {person} at {iso(session.now)}{said}"
              f"{effect}")
        return 0

    return decide_item


approve = _decision_command("approve", "approved")
reject = _decision_command("reject", "rejected")


@click.command(help="AF4: one row per council: gss, name, status (confirmed or cannot confirm), page_url, schemes, "
                    "last_checked, reason, pending (findings awaiting review, never given as the page).",
               short_help="AF4: per council the approved page, or \"cannot confirm\" and why")
@click.option("--format", "fmt", type=click.Choice(("json", "csv")), default="json", help="json (default) or csv")
@click.option("--json", "fmt", flag_value="json", help="same as --format json")
@click.option("--out", metavar="FILE", help="write to FILE instead of standard output")
@settings_options
def export(session, fmt: str, out: str | None) -> int:
    store = session.crawled_store()
    try:
        rows = export_rows(store, session.register, uk_day(session.now))
    finally:
        store.close()
    text = as_csv(rows) if fmt == "csv" else json.dumps(rows, indent=1) + "\n"
    if out:
        Path(out).write_text(text, encoding="utf-8")
        confirmed = sum(r["status"] == "confirmed" for r in rows)
        print(f"{out}: {len(rows)} councils, {confirmed} confirmed, {len(rows) - confirmed} cannot confirm")
    else:
        sys.stdout.write(text)
    return 0


@click.command(help="AF4: serve the reviewer's desk (Datasette with the datestone desk plugin) over the state "
                    "store: the review queue, each finding's archived page with its facts' evidence marked, "
                    "changes, quotations, councils; approve or reject after a login. The password is "
                    "DATESTONE_DESK_PASSWORD (else one is made and printed). Reads never hold up a running crawl.",
               short_help="AF4: the reviewer's desk, a web page to check and decide each review item")
@click.option("--port", type=int, default=8001, help="port (default 8001)")
@click.option("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, loopback)")
@settings_options
def desk(session, port: int, host: str) -> int:
    from datestone.people.desk import server  # Datasette and uvicorn only for the command that serves

    config = session.config
    session.crawled_store().close()  # brings an older store's schema up to date, then closes
    server.serve(config.db_path, config.archive_dir, config.councils_csv, host, port)
    return 0


COMMANDS = (review, approve, reject, export, desk)
