"""`datestone status`, `optout`, `optin`, `prefer`, `reenable`: the queue as a person sees it and changes it.

    datestone status [--json] [--runs]              every council in the register and its place in the queue
    datestone optout GSS --reason TEXT [--who NAME] CD3: never contacted again until opted back in
    datestone optin GSS [--reason TEXT] [--who NAME]
    datestone prefer GSS URL [--reason] [--who]     CD4: a person names the council's page (inside its domain)
    datestone prefer GSS --clear
    datestone reenable GSS --reason TEXT [--who]    RF3: clear a retirement and any rest (next due = now)

Every action goes through `Store.person_acts`, which records who, when and why in `council_events`; it is checked
in full before the store is opened, so a refused one writes nothing. `reenable` is the only way to clear a rest:
no flag anywhere bypasses one.

`status --json` prints a list of objects with these keys (stable): gss, name, state, last_outcome,
last_visit_at (ISO or null), next_due_at (ISO of the scheduled time, or null when never scheduled or never due:
opted out, retired, preferred), due (bool), empty_in_row, refusals_in_row, opted_out (bool), retired (bool),
preferred_url (or null).
"""

from __future__ import annotations

import json
import sys
from urllib.parse import urlsplit

import click

from datestone.clock import iso
from datestone.errors import UsageError
from datestone.people.session import acting_person, json_option, reason_option, settings_options, who_option
from datestone.people.tables import table
from datestone.politeness.cooldown import why_not_due
from datestone.register import find_council
from datestone.scope import in_scope
from datestone.state.runs import runs_in_progress

JSON_KEYS = ("gss", "name", "state", "last_outcome", "last_visit_at", "next_due_at", "due", "empty_in_row",
             "refusals_in_row", "opted_out", "retired", "preferred_url")
NEVER_DUE = ("opted out", "retired", "preferred")


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
    scheduled = row.get("next_due_at") or 0
    return {
        "gss": council.gss,
        "name": council.name,
        "state": state,
        "last_outcome": row.get("last_outcome"),
        "last_visit_at": iso(row["last_visit_at"]) if row.get("last_visit_at") else None,
        "next_due_at": iso(scheduled) if scheduled and state not in NEVER_DUE else None,
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


def _status_table(items: list[dict]) -> str:
    header = ("GSS", "NAME", "STATE", "LAST OUTCOME", "LAST VISIT", "NEXT DUE", "EMPTY IN ROW", "REFUSALS IN ROW")
    return table(header, [(i["gss"], i["name"], i["state"], i["last_outcome"], i["last_visit_at"], _next_due_text(i),
                           i["empty_in_row"], i["refusals_in_row"]) for i in items])


def _summary(items: list[dict]) -> str:
    """Each council counted once: opted out, retired, preferred, due now, found (resting), resting (other)."""
    counts = dict.fromkeys(("due now", "resting", "found", *NEVER_DUE), 0)
    for i in items:
        if i["state"] in NEVER_DUE:
            counts[i["state"]] += 1
        elif i["due"]:
            counts["due now"] += 1
        elif i["state"] == "found":
            counts["found"] += 1
        else:
            counts["resting"] += 1
    parts = ", ".join(f"{n} {label}" for label, n in counts.items())
    return f"{len(items)} councils: {parts}"


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


# commands ---------------------------------------------------------------------------------------------
@click.command(help="Every council in the register: state, last outcome, next due, counters.",
               short_help="every council in the register and its place in the queue")
@json_option("a JSON list instead of a table")
@click.option("--runs", is_flag=True, help="only the crawls running now: councils done of due, requests, refusals, "
                                           "next wake")
@settings_options
def status(session, as_json: bool, runs: bool) -> int:
    config, register, now = session.config, session.register, session.now
    rows: dict[str, dict] = {}
    running: list[dict] = []
    if config.db_path.exists():  # status only reads: it never creates the data folder or the db
        store = session.open_store()
        try:
            rows = {r["gss"]: r for r in store.councils()}
            running = runs_in_progress(store)
        finally:
            store.close()
    if runs:
        print(json.dumps([_run_item(r) for r in running], indent=2) if as_json else _runs_text(running, now))
        return 0
    items = [describe(c, rows.get(gss), now) for gss, c in sorted(register.items())]
    strays = sorted(set(rows) - set(register))
    if strays:
        print(f"datestone: note: {len(strays)} council(s) in the store are not in the register: {', '.join(strays)}",
              file=sys.stderr)
    if as_json:
        print(json.dumps(items, indent=2))
    else:
        print(_status_table(items))
        print(_summary(items))
        if running:
            print(_runs_text(running, now))
    return 0


def _preferred_url(council, url: str) -> str:
    url = url.strip()
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
    return url


def _action_options(*, reason_required: bool):
    """--reason (recorded; required where an action must say why), --who and the settings, on each action."""
    def options(fn):
        fn = who_option(settings_options(fn))
        return reason_option(required=reason_required)(fn)
    return options


def _act(session, gss: str, plan, reason: str, name: str | None) -> int:
    """Record one person's action on one council; `plan(council)` refuses (UsageError) before anything is written.

    `plan` gives (action, update, detail, the sentence saying what changed).
    """
    council = find_council(session.register, gss)
    action, update, detail, sentence = plan(council)
    person = acting_person(name)
    store = session.open_store()
    try:
        before = store.ensure_council(council, session.now)
        after = store.person_acts(council.gss, action, person, reason or "", session.now, update, detail=detail)
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
    said = f" — {reason}" if reason else ""
    tail = f" ({'; '.join(notes)})" if notes else ""
    print(f"{council.gss} {council.name}: {sentence}; by {person}{said}{tail}")
    return 0


@click.command(help="CD3: the council is never contacted again until a person opts it back in.",
               short_help="CD3: never contact a council again until it is opted back in")
@click.argument("gss", metavar="GSS")
@_action_options(reason_required=True)
def optout(session, gss: str, reason: str, who: str | None) -> int:
    return _act(session, gss, lambda council: (
        "optout", {"opted_out": 1}, "", "opted out (CD3): never contacted until opted back in"), reason, who)


@click.command(help="CD3: undo an opt-out. A rest still applies.", short_help="CD3: undo an opt-out")
@click.argument("gss", metavar="GSS")
@_action_options(reason_required=False)
def optin(session, gss: str, reason: str, who: str | None) -> int:
    return _act(session, gss, lambda council: (
        "optin", {"opted_out": 0}, "", "opted back in (CD3): the queue's usual rests apply"), reason, who)


@click.command(help="CD4: a page named by a person is used instead of what the finder found; it must be http(s) "
                    "and inside the council's site_domain.",
               short_help="CD4: name the council's page (or --clear it)")
@click.argument("gss", metavar="GSS")
@click.argument("url", metavar="[URL]", required=False)
@click.option("--clear", is_flag=True, help="forget the named page")
@_action_options(reason_required=False)
def prefer(session, gss: str, url: str | None, clear: bool, reason: str, who: str | None) -> int:
    def plan(council):
        if clear == bool(url):
            raise UsageError("prefer: give either a URL or --clear")
        if clear:
            return "prefer_clear", {"preferred_url": None}, "", "named page cleared (CD4): the finder may look again"
        named = _preferred_url(council, url)
        return "prefer", {"preferred_url": named}, named, f"named page set to {named} (CD4)"
    return _act(session, gss, plan, reason, who)


@click.command(help="RF3: clear a retirement, the refusal count and any rest (next due = now). The only way to "
                    "clear a rest.",
               short_help="RF3: clear a retirement and any rest; the council is due now")
@click.argument("gss", metavar="GSS")
@_action_options(reason_required=True)
def reenable(session, gss: str, reason: str, who: str | None) -> int:
    update = {"retired": 0, "refusals_in_row": 0, "next_due_at": session.now, "status": "reenabled"}
    return _act(session, gss, lambda council: (
        "reenable", update, "", "re-enabled (RF3): retirement, refusal count and rest cleared; due now"), reason, who)


COMMANDS = (status, optout, optin, prefer, reenable)
