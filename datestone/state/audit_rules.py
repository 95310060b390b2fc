"""POLICY checked against our own record: the rules, as plain code over the `requests` and `subresources` rows
(datestone/state/audit.py reads them from the store for `datestone audit` and for the stats every finished crawl
writes, extensions/audit_stats.py).

The fake web's auditor (tests/fakeweb/audit.py) reads a webmaster's access log; this one reads what we wrote
down, with the same rules where the record can show them:
ID1 (User-Agent as sent, plain requests) · RB1 (robots.txt of the origin read before, by any job, within 24 h) ·
RB4 (nothing disallowed: the evidence line, and the robots.txt in force re-read) · RB5 (Crawl-delay raises the gap) ·
LD4 (own domain only, subresources included) · LD5 (GET only) · PC1 (≤ 18 finder requests per visit; a `render`
row — a page rendered from bytes a cheap request brought — is no request) ·
PC2 (the gap before each request, from the end of the previous one to that website; a redirect hop goes at once) ·
PC3 (never two at once, across jobs) · PC4 (nightly jobs: 1.5 s per website) · RF1 (nothing after a refusal in
that visit).
What a record cannot show: the browser's own traffic (LD7, by definition not ours), the User-Agent and signature of
browser subresources (set by the browser, ID1/ID3), and which row was a challenge page (RF1 sees 403/429 rows and
subresource refusals). The fake-web tests check those on the wire.

Waits are judged at the DATESTONE_TIME_SCALE each row was made at (recorded with it), so a test store audits clean
and a production store is held to the full numbers. Plain code: no Scrapy, no store.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from datestone import policy
from datestone.politeness.robots import RobotsOutcome, RobotsRules, outcome_for_status
from datestone.scope import in_scope, origin_of

RULES = ("ID1", "RB1", "RB4", "RB5", "LD4", "LD5", "PC1", "PC2", "PC3", "PC4", "RF1")
# One clock wrote both ends of every gap; this only absorbs float rounding.
TOLERANCE_S = 0.005
NIGHTLY_JOBS = ("liveness", "quotes")
_SUBRESOURCE_REFUSAL = re.compile(r"^refused: \S+ on (\S+)$")


# shared with the fake web's auditor (tests/fakeweb/audit.py) -------------------------------------------
def minimum_gap_s(kind: str, previous_kind: str | None, crawl_delay_s: float | None = None) -> float:
    """PC2/PC4/RB5: the least wait (unscaled) before a request of `kind` after one of `previous_kind`.

    A `render` (a page read whose HTML a cheap request already brought) waits as a page read does: its
    subresources reach the council then."""
    minimum = {"page": policy.PAGE_GAP_MIN_S, "render": policy.PAGE_GAP_MIN_S,
               "check": policy.CHECK_GAP_MIN_S}.get(kind, policy.CHEAP_GAP_MIN_S)
    if kind == "robots" and previous_kind == "check":
        minimum = policy.CHECK_GAP_MIN_S  # PC4: a nightly job's later robots.txt
    return max(minimum, crawl_delay_s or 0.0)


def short_gap_rule(crawl_delay_s: float | None, time_scale: float, minimum_scaled_s: float) -> str:
    """A gap shorter than due breaks RB5 when the Crawl-delay set the minimum, else PC2."""
    return "RB5" if (crawl_delay_s or 0.0) * time_scale > minimum_scaled_s - 1e-9 else "PC2"


# the record's audit -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Violation:
    rule: str
    gss: str
    request_id: int | None
    url: str
    at: float | None
    detail: str


@dataclass
class AuditReport:
    checked: dict[str, int] = field(default_factory=dict)  # gss -> requests checked (plain + subresources)
    violations: list[Violation] = field(default_factory=list)

    def by_council(self) -> dict[str, dict[str, list[Violation]]]:
        result = {gss: {rule: [] for rule in RULES} for gss in sorted(self.checked)}
        for v in self.violations:
            result.setdefault(v.gss, {rule: [] for rule in RULES})[v.rule].append(v)
        return result

    def stats(self) -> dict[str, object]:
        """What a finished crawl writes into its stats: counts, and one line a person can read."""
        counts: dict[str, int] = defaultdict(int)
        for v in self.violations:
            counts[v.rule] += 1
        out: dict[str, object] = {"datestone/state/audit/requests": sum(self.checked.values()),
                                  "datestone/state/audit/violations": len(self.violations)}
        out.update({f"datestone/state/audit/{rule}": n for rule, n in sorted(counts.items())})
        out["datestone/state/audit/summary"] = (
            f"clean: {out['datestone/state/audit/requests']} requests kept {', '.join(RULES)}" if not self.violations
            else "BROKEN: " + ", ".join(f"{rule} x{n}" for rule, n in sorted(counts.items())))
        return out


@dataclass
class _Robots:
    """One reading of an origin's robots.txt: when, and the rules (None when the copy cannot be read back)."""

    origin: str
    at: float
    rules: RobotsRules | None


class RecordAudit:
    """Audit `rows` (requests, oldest first) of which `selected(row)` are reported on; the rest give context
    (the previous request to a website, the robots.txt read earlier). `read_body(robots_row)` returns the body
    of a robots.txt answer as archived, or None."""

    def __init__(self, rows: list[dict], subresources: list[dict], site_domains: dict[str, str],
                 visit_why: dict[int, str], read_body, default_scale: float = 1.0) -> None:
        self.rows = sorted(rows, key=lambda r: (r["at"], r["id"]))
        self.subresources = subresources
        self.site_domains = site_domains
        self.visit_why = visit_why
        self.read_body = read_body
        self.default_scale = default_scale
        self._robots = self._robots_readings()

    # robots.txt as it was ---------------------------------------------------------------------------
    def _robots_readings(self) -> dict[str, list[_Robots]]:
        readings: dict[str, list[_Robots]] = defaultdict(list)
        chain_origin: dict[int | None, str] = {}  # visit -> origin whose robots.txt is being redirected
        for row in self.rows:
            if row["kind"] != "robots":
                continue
            origin = chain_origin.pop(row["visit_id"], None) or origin_of(row["url"])
            status = row["status"]
            if status is not None and 300 <= status < 400:
                chain_origin[row["visit_id"]] = origin  # the hop that follows answers for this origin (RB6)
                continue
            rules = None
            if status is not None:
                outcome = outcome_for_status(status)
                if outcome is RobotsOutcome.PARSED:
                    body = self.read_body(row)
                    rules = RobotsRules.from_answer(outcome, body) if body is not None else None
                else:
                    rules = RobotsRules.from_answer(outcome)
            readings[origin].append(_Robots(origin, row["at"], rules))
        return readings

    def _reading_before(self, url: str, at: float) -> _Robots | None:
        origin = origin_of(url)
        best = None
        for reading in self._robots.get(origin, []):
            if reading.at <= at + TOLERANCE_S and reading.at > at - policy.ROBOTS_CACHE_TTL_S - 60:
                best = reading
        return best

    # the checks -------------------------------------------------------------------------------------
    def run(self, selected) -> AuditReport:
        report = AuditReport()
        chosen = [r for r in self.rows if selected(r)]
        chosen_subs = [s for s in self.subresources if s["loaded"] and selected(s)]
        for row in chosen:
            report.checked[row["gss"]] = report.checked.get(row["gss"], 0) + 1
        for sub in chosen_subs:
            report.checked[sub["gss"]] = report.checked.get(sub["gss"], 0) + 1
        add = report.violations.append
        for row in chosen:
            self._check_row(row, add)
        page_rows = {r["id"]: r for r in self.rows}
        for sub in chosen_subs:
            self._check_subresource(sub, page_rows.get(sub["request_id"]), add)
        self._check_budget(chosen, add)
        self._check_pacing(selected, add)
        self._check_overlap(selected, add)
        self._check_refusals(selected, add)
        report.violations.sort(key=lambda v: (v.at or 0, v.rule))
        return report

    @staticmethod
    def _v(rule, row, detail) -> Violation:
        return Violation(rule, row["gss"], row.get("request_id", row["id"]), row["url"], row.get("at"), detail)

    def _check_row(self, row, add) -> None:
        ua = row.get("user_agent")
        if ua is not None and ua != policy.USER_AGENT:
            add(self._v("ID1", row, f"sent User-Agent {ua!r}"))
        method = row.get("method")
        if method is not None and method.upper() != "GET":
            add(self._v("LD5", row, f"{method} is not GET"))
        domain = self.site_domains.get(row["gss"])
        if domain and not in_scope(row["url"], domain):
            add(self._v("LD4", row, f"outside the council's domain {domain}"))
        if row["kind"] == "robots":
            return
        reading = self._reading_before(row["url"], row["at"])
        if reading is None:
            add(self._v("RB1", row, f"no robots.txt of {origin_of(row['url'])} was read before it (in 24 h)"))
        evidence = row.get("robots_rule") or ""
        if evidence.lower().startswith("disallow"):
            add(self._v("RB4", row, f"sent although robots.txt said {evidence}"))
        elif reading is not None and reading.rules is not None and not reading.rules.allows(row["url"]):
            add(self._v("RB4", row, f"disallowed by the robots.txt in force: {reading.rules.evidence(row['url'])}"))

    def _check_subresource(self, sub, page, add) -> None:
        at = page["at"] if page else sub["at"]
        row = {**sub, "at": at}
        domain = self.site_domains.get(sub["gss"])
        if domain and not in_scope(sub["url"], domain):
            add(self._v("LD4", row, f"browser subresource of {sub['page_url']} outside {domain}"))
        reading = self._reading_before(sub["url"], (page["ended_at"] if page else None) or at)
        if reading is None:
            add(self._v("RB1", row, f"browser subresource of {sub['page_url']}: no robots.txt of "
                                    f"{origin_of(sub['url'])} read before it"))
        elif reading.rules is not None and not reading.rules.allows(sub["url"]):
            add(self._v("RB4", row, f"browser subresource of {sub['page_url']} disallowed: "
                                    f"{reading.rules.evidence(sub['url'])}"))

    def _check_budget(self, chosen, add) -> None:
        spent: dict[int, int] = defaultdict(int)
        chosen_ids = {row["id"] for row in chosen}
        for row in self.rows:  # the whole visit counts, even the part before --since
            if row["kind"] in ("cheap", "page") and row["visit_id"] is not None:
                spent[row["visit_id"]] += 1
                if spent[row["visit_id"]] > policy.VISIT_BUDGET_REQUESTS and row["id"] in chosen_ids:
                    add(self._v("PC1", row, f"request {spent[row['visit_id']]} of visit {row['visit_id']} "
                                            f"(limit {policy.VISIT_BUDGET_REQUESTS} besides robots.txt)"))

    def _website(self, row) -> str:
        return self.site_domains.get(row["gss"]) or row["host"]

    def _check_pacing(self, selected, add) -> None:
        previous: dict[str, dict] = {}
        for row in self.rows:
            website = self._website(row)
            before = previous.get(website)
            previous[website] = row
            if before is None or not selected(row):
                continue
            if before["status"] is not None and 300 <= before["status"] < 400:
                continue  # a redirect hop is followed at once, as part of the same request (PC2)
            kind = row["kind"]
            if kind == "robots" and row.get("job") in NIGHTLY_JOBS:
                kind = "check"  # a nightly job's robots.txt waits like its checks (PC4)
            reading = self._reading_before(row["url"], row["at"])
            delay = reading.rules.crawl_delay_s() if reading and reading.rules else None
            scale = row.get("time_scale") or self.default_scale
            minimum = minimum_gap_s(kind, before["kind"], delay) * scale
            gap = row["at"] - (before["ended_at"] or before["at"])
            if gap + TOLERANCE_S < minimum:
                rule = short_gap_rule(delay, scale, minimum)
                if rule == "PC2" and kind == "check":
                    rule = "PC4"
                add(self._v(rule, row, f"{row['kind']} request came {gap:.3f}s after the previous request to "
                                       f"{website} ended (request {before['id']}); at least {minimum:.3f}s was due"))

    def _check_overlap(self, selected, add) -> None:
        busy_until, busy_row = None, None
        for row in self.rows:
            end = row["ended_at"] or row["at"]
            if busy_until is not None and row["at"] < busy_until - TOLERANCE_S and selected(row):
                add(self._v("PC3", row, f"started while request {busy_row['id']} ({busy_row['url']}) was still "
                                        f"out, {busy_until - row['at']:.3f}s before it ended"))
            if busy_until is None or end > busy_until:
                busy_until, busy_row = end, row

    def _check_refusals(self, selected, add) -> None:
        refused_at: dict[int, tuple[float, str]] = {}
        by_visit: dict[int, list[dict]] = defaultdict(list)
        for row in self.rows:
            by_visit[row["visit_id"]].append(row)
        subs_by_url = defaultdict(list)
        for sub in self.subresources:
            subs_by_url[(sub["visit_id"], sub["url"])].append(sub)
        for visit_id, rows in by_visit.items():
            for row in rows:
                status = row["status"]
                if status in (403, 429) or (row["kind"] == "robots" and status in (401, 451)):
                    refused_at[visit_id] = (row["ended_at"] or row["at"], f"{status} on {row['url']}")
                    break
            match = _SUBRESOURCE_REFUSAL.match(self.visit_why.get(visit_id) or "")
            if match and visit_id not in refused_at:
                page = next((r for r in rows for s in subs_by_url.get((visit_id, match.group(1)), [])
                             if s["request_id"] == r["id"]), None)
                if page is not None:
                    refused_at[visit_id] = (page["ended_at"] or page["at"], f"subresource {match.group(1)}")
            if visit_id not in refused_at:
                continue
            when, what = refused_at[visit_id]
            for row in rows:
                if row["at"] > when + TOLERANCE_S and selected(row):
                    add(self._v("RF1", row, f"requested after the council refused us in visit {visit_id} ({what})"))
