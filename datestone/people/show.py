"""`datestone show GSS`: everything we hold about one council, for a person answering its webmaster.

Sections: the council's place in the queue (state, cooldown and why, refusals in a row, retirement, opt-out), what
people did (opt-out history, named page, reviews), each visit with each request — time, kind, rung, status and the
robots.txt line that allowed it (RB4 evidence) — and the browser subresources of its pages, the URLs we declined
and why, refusals, findings with their review state, nightly checks, changes, citations and their latest check.
`show_data` gives the same as one JSON object; `render` lays it out as text.
"""

from __future__ import annotations

import json

from datestone.clock import iso
from datestone.politeness.cooldown import why_not_due
from datestone.state.reads.council_record import (council_changes, council_checks, council_declined, council_events,
                                                  council_requests, council_reviews, council_subresources,
                                                  council_visits, latest_quote_check)


def _t(ts) -> str | None:
    return iso(ts) if ts else None


def show_data(store, council, now: float) -> dict:
    gss = council.gss
    row = store.council(gss) or {}
    visits = council_visits(store, gss)
    requests = council_requests(store, gss)
    subs = council_subresources(store, gss)
    by_visit: dict[int, list[dict]] = {}
    for r in requests:
        r["at"], r["ended_at"] = _t(r["at"]), _t(r["ended_at"])
        r["subresources"] = [{"url": s["url"], "loaded": bool(s["loaded"]), "why": s["why"]}
                             for s in subs if s["request_id"] == r["id"]]
        by_visit.setdefault(r["visit_id"], []).append(r)
    for v in visits:
        v["started_at"], v["ended_at"], v["last_end_at"] = _t(v["started_at"]), _t(v["ended_at"]), _t(v["last_end_at"])
        v["requests"] = by_visit.get(v["id"], [])
    findings = store.findings(gss)
    for f in findings:
        f["schemes"] = json.loads(f["schemes"] or "[]")
        f["fetched_at"] = _t(f["fetched_at"])
    citations = store.citations(gss)
    for c in citations:
        c["added_at"] = _t(c["added_at"])
        latest = latest_quote_check(store, c["id"])
        c["latest_check"] = {**latest, "checked_at": _t(latest["checked_at"])} if latest else None
    checks = council_checks(store, gss)
    for k in checks:
        k["checked_at"] = _t(k["checked_at"])
    changes = council_changes(store, gss)
    for c in changes:
        c["detected_at"] = _t(c["detected_at"])
    events = council_events(store, gss)
    reviews = council_reviews(store, gss)
    for e in events + reviews:
        e["at"] = _t(e["at"])
    declined = council_declined(store, gss)
    for d in declined:
        d["at"] = _t(d["at"])
    refusals = [{"visit": v["id"], "at": v["ended_at"], "why": v["why"]} for v in visits
                if v["outcome"] == "refused" or (v["why"] or "").startswith("refused")]
    return {
        "gss": gss, "name": council.name, "homepage": council.homepage, "site_domain": council.site_domain,
        "queue": {
            "status": row.get("status") or "new", "last_outcome": row.get("last_outcome"),
            "last_visit_at": _t(row.get("last_visit_at")), "next_due_at": _t(row.get("next_due_at")),
            "cooldown": why_not_due(row or None, now), "empty_in_row": row.get("empty_in_row") or 0,
            "refusals_in_row": row.get("refusals_in_row") or 0, "retired": bool(row.get("retired")),
            "opted_out": bool(row.get("opted_out")), "preferred_url": row.get("preferred_url"),
            "cited_status": row.get("cited_status"), "cited_checked_at": _t(row.get("cited_checked_at")),
        },
        "people": events, "reviews": reviews, "visits": visits, "declined": declined, "refusals": refusals,
        "findings": findings, "checks": checks, "changes": changes, "citations": citations,
    }


def render(data: dict) -> str:
    q = data["queue"]
    out = [f"{data['gss']} {data['name']}  {data['homepage']}  (site {data['site_domain']})",
           f"  queue: {q['status']}; last outcome {q['last_outcome'] or '-'} at {q['last_visit_at'] or '-'}; "
           f"next due {q['next_due_at'] or 'now'}",
           f"  cooldown: {q['cooldown'] or 'none: due now'}",
           f"  refusals in row {q['refusals_in_row']}, retired {'yes' if q['retired'] else 'no'}, "
           f"opted out {'yes' if q['opted_out'] else 'no'}, named page {q['preferred_url'] or '-'}"]
    out.append(f"\nwhat people did ({len(data['people'])}):")
    out += [f"  {e['at']}  {e['action']} by {e['who']}: {e['why'] or '-'} {e['detail'] or ''}".rstrip()
            for e in data["people"]]
    out += [f"  {r['at']}  {r['decision']} {r['subject']} {r['subject_id']} by {r['who']}: {r['why'] or '-'}"
            for r in data["reviews"]]
    out.append(f"\nvisits ({len(data['visits'])}):")
    for v in data["visits"]:
        out.append(f"  visit {v['id']}  {v['job']} ({v['kind']})  {v['started_at']} -> {v['ended_at'] or 'open'}  "
                   f"outcome {v['outcome'] or '-'}  rung {v['rung'] or '-'}  spent {v['spent']}"
                   + (f"  why: {v['why']}" if v["why"] else ""))
        for r in v["requests"]:
            out.append(f"    #{r['id']} {r['at']} {r['kind']:<6} rung {r['rung'] or '-':<14} {r['status'] or '-'} "
                       f"{r['url']}  [robots.txt: {r['robots_rule'] or '-'}]"
                       # a page rendered from bytes a cheap request brought: nothing was sent for it
                       + (f"  (rendered from #{r['rendered_from']}, not sent again)" if r.get("rendered_from") else ""))
            for s in r["subresources"]:
                out.append(f"        {'loaded ' if s['loaded'] else 'refused'} {s['url']}"
                           + (f"  ({s['why']})" if s["why"] else ""))
    out.append(f"\ndeclined, not fetched ({len(data['declined'])}):")
    out += [f"  visit {d['visit_id']} {d['at']}  {d['url']}  why: {d['why']}" for d in data["declined"]]
    out.append(f"\nrefusals ({len(data['refusals'])}):")
    out += [f"  visit {r['visit']} {r['at']}  {r['why']}" for r in data["refusals"]]
    out.append(f"\nfindings ({len(data['findings'])}):")
    out += [f"  finding {f['id']} [{f['review'] or 'pending'}] {f['url']}  rung {f['rung']}"
            f"{' depth ' + str(f['depth']) if f['depth'] is not None else ''}  schemes {', '.join(f['schemes']) or '-'}"
            f"  archived {f['archive'] or '-'}" for f in data["findings"]]
    out.append(f"\nnightly checks ({len(data['checks'])}):")
    out += [f"  {k['checked_at']}  {k['outcome']}{' -> ' + k['new_url'] if k['new_url'] else ''}"
            f"{' (changed)' if k['changed'] else ''}  {k['url']}  {k['evidence'] or ''}".rstrip() for k in data["checks"]]
    out.append(f"\nchanges ({len(data['changes'])}):")
    out += [f"  change {c['id']} [{c['review']}] {c['detected_at']} {c['url']}\n    {c['diff_text'][:300]}"
            for c in data["changes"]]
    out.append(f"\ncitations ({len(data['citations'])}):")
    for c in data["citations"]:
        check = c["latest_check"]
        state = f"{check['outcome']} at {check['checked_at']}" if check else "not checked yet"
        out.append(f"  citation {c['id']} {c['url']}  {c['exact'][:80]!r}  latest: {state}")
    return "\n".join(out)
