"""`datestone explain LOGFILE`: a webmaster's access-log lines, each matched to our own record of the request.

Reads Apache/nginx "combined" lines (and "vhost_combined": a leading `host[:port]`). A line whose User-Agent
names DatestoneBot is matched to a `requests` row (robots.txt, sitemap, probe, page, check; every redirect hop
has its own row) or, for what a browser page loaded, to a `subresources` row under the page's row — same
path and query, same method, same host when the line names one, and a time inside the row's span. Log times
have one-second precision and Apache stamps the arrival where nginx stamps the end, so the span is
[start - skew, end + skew] (`--skew`, default 2 s, also absorbs a small clock difference between our
machine and theirs). Each row answers one line at most. A `render` row (a page whose HTML a cheap request had
already brought, rendered after a page's wait) answers no line itself — the line for that HTML is the cheap
request's — only the lines of what the browser loaded for it.

Each matched line says which job (the spider, and the run: `<spider>-<start>-<pid>`, also the WARC file's
name), which visit, which rung, and the POLICY rule that governed the request. A line naming DatestoneBot that
matches nothing of ours is flagged `not ours`: someone else is using our name. Other lines are left alone.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import urlsplit

from datestone.clock import iso
from datestone.state.reads.request_log import requests_between, subresources_of_requests

BOT_TOKEN = "datestonebot"
DEFAULT_SKEW_S = 2.0
_COMBINED = re.compile(
    r'^(?:(?P<vhost>[^\s\[]+) )?(?P<ip>\S+) (?P<ident>\S+) (?P<user>\S+) \[(?P<time>[^\]]+)\] '
    r'"(?P<request>(?:[^"\\]|\\.)*)" (?P<status>\d{3}|-) (?P<bytes>\d+|-)'
    r'(?: "(?P<referer>(?:[^"\\]|\\.)*)" "(?P<ua>(?:[^"\\]|\\.)*)")?')


@dataclass(frozen=True)
class LogEntry:
    text: str
    host: str | None
    at: float | None
    method: str | None
    target: str | None  # path and query, as the server logged it
    status: int | None
    user_agent: str

    @property
    def claims_datestonebot(self) -> bool:
        return BOT_TOKEN in self.user_agent.lower()


def parse_line(text: str) -> LogEntry | None:
    """One combined-format line, or None when the line is not in that format."""
    match = _COMBINED.match(text.strip())
    if not match:
        return None
    try:
        at = datetime.strptime(match["time"], "%d/%b/%Y:%H:%M:%S %z").timestamp()
    except ValueError:
        return None
    method, target = None, None
    parts = match["request"].split()
    if len(parts) >= 2:
        method, target = parts[0].upper(), parts[1]
        if target.startswith(("http://", "https://")):  # absolute form, as a proxy logs it
            split = urlsplit(target)
            target = (split.path or "/") + (f"?{split.query}" if split.query else "")
    host = match["vhost"].split(":")[0].lower() if match["vhost"] else None
    return LogEntry(text=text.rstrip("\n"), host=host, at=at, method=method, target=target,
                    status=None if match["status"] == "-" else int(match["status"]),
                    user_agent=(match["ua"] or "").replace('\\"', '"'))


def _target_of(url: str) -> str:
    split = urlsplit(url)
    return (split.path or "/") + (f"?{split.query}" if split.query else "")


def governing_rule(row: dict, previous: dict | None, subresource: dict | None = None) -> tuple[str, str]:
    """(rule ID, a sentence a webmaster can read) for one request of ours."""
    if subresource is not None:
        brought = ""
        if row.get("kind") == "render":
            brought = (f", whose HTML came with our request {row.get('rendered_from') or 'read before'} and was not "
                       "asked for again (the browser rendered those bytes after a 45-120 s wait, PC2)")
        return "RB4", (f"loaded by the browser for the page {subresource['page_url']} we read{brought}: allowed because "
                       "it is on the council's own domain (LD4) and robots.txt allows it (RB4); part of its page, not a "
                       "request of its own (PC1, PC3)")
    kind, evidence = row["kind"], row.get("robots_rule") or "no robots.txt rule recorded"
    if kind == "robots":
        return "RB1", "robots.txt, read before anything else on this host and kept 24 hours for every job (RB2)"
    if previous is not None and previous.get("status") and 300 <= previous["status"] < 400:
        return "PC5", f"a redirect from {previous['url']}, followed at once as part of the same request ({evidence})"
    if row.get("status") in (403, 429):
        return "RF1", f"you refused us here ({row['status']}): the visit ended at once, nothing more was asked"
    if kind == "check":
        return "PC4", (f"the {row.get('job') or 'nightly'} job re-checking a page we cite, at most one request every "
                       f"1.5 s per host, asked conditionally (AF2); robots.txt: {evidence}")
    if kind == "page":
        return "PC2", f"a page read in the browser after a 45-120 s wait (rung {row.get('rung')}); robots.txt: {evidence}"
    return "PC2", (f"a cheap request (sitemap, path probe, A-Z index) after a 15-35 s wait (rung {row.get('rung')}); "
                   f"robots.txt: {evidence}")


class RecordIndex:
    """Our request rows and browser subresources, by path and query, for matching log lines."""

    def __init__(self, rows: list[dict], subresources: list[dict]) -> None:
        self.rows = {r["id"]: r for r in rows}
        self.by_target: dict[str, list[dict]] = defaultdict(list)
        self.subs_by_target: dict[str, list[dict]] = defaultdict(list)
        self.previous: dict[int, dict] = {}
        last_in_visit: dict = {}
        for row in sorted(rows, key=lambda r: r["id"]):
            if row["kind"] == "render":
                continue  # nothing was sent for it: only its subresources have lines
            self.by_target[_target_of(row["url"])].append(row)
            self.previous[row["id"]] = last_in_visit.get(row["visit_id"])
            last_in_visit[row["visit_id"]] = row
        for sub in subresources:
            if sub["loaded"]:
                self.subs_by_target[_target_of(sub["url"])].append(sub)
        self.used: set[tuple[str, int]] = set()

    @staticmethod
    def _fits(entry: LogEntry, url: str, start: float, end: float | None, skew: float) -> float | None:
        if entry.host and urlsplit(url).hostname != entry.host:
            return None
        end = max(end or start, start)
        if start - skew <= entry.at <= end + skew:
            return 0.0 if start - 1 <= entry.at <= end + 1 else min(abs(entry.at - start), abs(entry.at - end))
        return None

    def match(self, entry: LogEntry, skew: float) -> tuple[dict, dict | None] | None:
        """(request row, subresource row or None) for a line, taking each row once; the closest in time wins,
        a row whose recorded status agrees with the line's before one that does not."""
        best = None
        if entry.method in (None, "GET"):
            for row in self.by_target.get(entry.target, []):
                if ("row", row["id"]) in self.used:
                    continue
                distance = self._fits(entry, row["url"], row["at"], row["ended_at"], skew)
                if distance is None:
                    continue
                disagrees = row["status"] is not None and entry.status is not None and row["status"] != entry.status
                key = (disagrees, distance, 0, row["id"])
                if best is None or key < best[0]:
                    best = (key, ("row", row["id"]), row, None)
            for sub in self.subs_by_target.get(entry.target, []):
                if ("sub", sub["id"]) in self.used:
                    continue
                page = self.rows.get(sub["request_id"])
                if page is None:
                    continue
                distance = self._fits(entry, sub["url"], page["at"], page["ended_at"], skew)
                if distance is None:
                    continue
                key = (False, distance, 1, sub["id"])  # a plain request of the same path first
                if best is None or key < best[0]:
                    best = (key, ("sub", sub["id"]), page, sub)
        else:  # we only ever send GET (LD5): any other method is not ours
            return None
        if best is None:
            return None
        self.used.add(best[1])
        return best[2], best[3]


def load_index(store, entries: list[LogEntry], skew: float) -> RecordIndex:
    times = [e.at for e in entries if e.at is not None]
    if not times:
        return RecordIndex([], [])
    low, high = min(times) - 3600, max(times) + 3600  # a page may take long; its row started before the line
    rows = requests_between(store, low, high)
    return RecordIndex(rows, subresources_of_requests(store, [r["id"] for r in rows]))


def explain_lines(store, lines: list[str], skew: float = DEFAULT_SKEW_S) -> list[dict]:
    """One answer per input line: line, ours, job, visit, rung, rule, and the details behind them."""
    entries = [parse_line(text) for text in lines]
    index = load_index(store, [e for e in entries if e is not None], skew)
    # Lines in time order so that two identical requests (robots.txt on two days) each take their own row.
    order = sorted(range(len(lines)), key=lambda i: (entries[i].at if entries[i] and entries[i].at else 0, i))
    results: dict[int, dict] = {}
    for i in order:
        entry = entries[i]
        base = {"line": lines[i].rstrip("\n"), "ours": False, "job": None, "visit": None, "rung": None,
                "rule": None}
        if entry is None:
            results[i] = {**base, "verdict": "not a combined-format line"}
            continue
        if not entry.claims_datestonebot:
            results[i] = {**base, "verdict": "not DatestoneBot"}
            continue
        found = index.match(entry, skew)
        if found is None:
            results[i] = {**base, "verdict": "NOT OURS: claims to be DatestoneBot but we have no record of this "
                                             "request (someone else is using our name)"}
            continue
        row, sub = found
        rule, why = governing_rule(row, index.previous.get(row["id"]), sub)
        job = row.get("job_id") or row.get("job")
        results[i] = {**base, "ours": True, "job": f"{row.get('job')} ({job})" if job != row.get("job") else job,
                      "visit": row["visit_id"], "rung": row.get("rung"), "rule": rule, "verdict": why,
                      "request_id": row["id"], "kind": "subresource" if sub else row["kind"],
                      "url": sub["url"] if sub else row["url"], "gss": row["gss"], "sent_at": iso(row["at"])}
    return [results[i] for i in range(len(lines))]
