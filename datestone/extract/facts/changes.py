"""What changed in what a page says, fact by fact: "selective (Northfield): ends 2028-05-31 → 2029-05-31".

The change monitor (AF2) shows a person a word diff of the page; when the change alters a fact — a date, a
status, the area, the fee, a scheme added or dropped — the reviewer is told that in so many words too.
Facts are matched by scheme and then by place names or start date; the rest are new or gone. Plain functions.
"""
from __future__ import annotations

FIELDS = ("status", "starts", "ends", "area", "places", "fee")


def _name(fact: dict) -> str:
    where = ", ".join(fact.get("places") or [])
    return f"{fact['scheme']} ({where})" if where else fact["scheme"]


def _key_score(a: dict, b: dict) -> int:
    if a["scheme"] != b["scheme"]:
        return -1
    score = 1
    if set(a.get("places") or []) & set(b.get("places") or []):
        score += 4
    score += 2 * sum(1 for f in ("starts", "ends") if a.get(f) and a.get(f) == b.get(f))
    return score


def fact_changes(old: list[dict], new: list[dict]) -> list[str]:
    """Lines a person reads: each changed field (old → new), each fact added, each fact gone."""
    lines: list[str] = []
    unmatched = list(new)
    for before in old:
        best = max(unmatched, key=lambda after: _key_score(before, after), default=None)
        if best is None or _key_score(before, best) < 1:
            lines.append(f"gone: {_name(before)} {before['status']}")
            continue
        unmatched.remove(best)
        for field in FIELDS:
            was, now = before.get(field), best.get(field)
            if field == "places":
                was, now = ", ".join(was or []) or None, ", ".join(now or []) or None
            if was != now:
                lines.append(f"{_name(best)}: {field} {was or '-'} → {now or '-'}")
    lines.extend(f"new: {_name(after)} {after['status']}" for after in unmatched)
    return lines
