"""When a council is next due for a visit, from how its last visit ended (CD1, CD2, CD5, RF3, RB7).

Plain code; the store applies it when a visit closes. No flag bypasses it: a person clears a rest with a
`datestone` command that records who and why.
"""

from __future__ import annotations

from datestone import policy

# outcome -> how long the council rests after a visit that ended so
REST_AFTER_S = {
    "found": policy.FOUND_REST_S,  # CD1
    "not_found": policy.EMPTY_REST_S,  # CD2
    "unavailable": policy.UNREACHABLE_REST_S,  # CD5: no blame, retried no sooner than 6 h
    "refused": policy.REFUSAL_REST_S,  # RF3
    "blocked": policy.ROBOTS_BLOCKED_RECHECK_S,  # RB7
}


def next_due_at(outcome: str, ended_at: float, retry_after_s: float | None = None) -> float:
    """RF3: a refusal rests at least 30 days, or longer if Retry-After asks."""
    rest = REST_AFTER_S.get(outcome, policy.EMPTY_REST_S)
    if retry_after_s is not None:
        rest = max(rest, retry_after_s)
    return ended_at + rest


def why_not_due(council_row: dict | None, now: float) -> str | None:
    """A sentence for the operator when the council is resting, else None."""
    if not council_row or (council_row.get("next_due_at") or 0) <= now:
        return None
    from datestone.clock import iso

    return (f"{council_row['gss']} {council_row['name']} is resting after its last visit "
            f"({council_row.get('last_outcome') or 'unknown'}); next due {iso(council_row['next_due_at'])}")
