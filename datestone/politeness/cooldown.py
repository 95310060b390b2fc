"""The queue's state machine: when a council is next due, from how its visits ended (CD1–CD5, RF3, RB7).

Plain code; the store applies it when a visit closes and when a person acts. No flag bypasses a rest:
a person clears one with a `datestone` command that records who and why.

    found        -> rests 14 days (CD1)
    not_found    -> no visit within 6 hours; the 3rd in a row parks the council 30 days (CD2)
    unavailable  -> 5xx / unreachable: at least 6 hours, no blame, counters untouched (CD5)
    refused      -> 30 days or longer if Retry-After asks; the 3rd in a row retires it (RF3)
    blocked      -> robots.txt closes the ladder: robots.txt read again no sooner than 30 days (RB7)
    opted out    -> never contacted until opted back in (CD3)
    preferred    -> a person named the page; the finder leaves the council alone (CD4)
"""

from __future__ import annotations

from datestone import policy
from datestone.clock import iso
from datestone.enums import VisitOutcome


def after_visit(council: dict, outcome: VisitOutcome | str, now: float, retry_after_s: float | None = None) -> dict:
    """The council row's new fields after a visit ended with `outcome`."""
    empty = council.get("empty_in_row") or 0
    refusals = council.get("refusals_in_row") or 0
    update = {"last_outcome": str(outcome), "last_visit_at": now, "updated_at": now}
    if outcome == VisitOutcome.FOUND:
        update.update(status="found", next_due_at=now + policy.FOUND_REST_S, empty_in_row=0, refusals_in_row=0)
    elif outcome == VisitOutcome.NOT_FOUND:
        empty += 1
        if empty >= policy.EMPTY_VISITS_TO_PARK:
            update.update(status="parked", next_due_at=now + policy.EMPTY_PARK_S, empty_in_row=0)
        else:
            update.update(status="not_found", next_due_at=now + policy.EMPTY_REST_S, empty_in_row=empty)
        update["refusals_in_row"] = 0
    elif outcome == VisitOutcome.REFUSED:
        refusals += 1
        rest = max(policy.REFUSAL_REST_S, retry_after_s or 0.0)
        update.update(status="retired" if refusals >= policy.REFUSALS_TO_RETIRE else "refused",
                      next_due_at=now + rest, refusals_in_row=refusals,
                      retired=1 if refusals >= policy.REFUSALS_TO_RETIRE else council.get("retired") or 0)
    elif outcome == VisitOutcome.BLOCKED:
        update.update(status="blocked", next_due_at=now + policy.ROBOTS_BLOCKED_RECHECK_S)
    else:  # unavailable, or a visit that ended for a reason we did not foresee: no blame, try later
        update.update(status="unavailable", next_due_at=now + policy.UNREACHABLE_REST_S)
    return update


def why_not_due(council: dict | None, now: float) -> str | None:
    """A sentence for the operator when the finder must leave the council alone, else None."""
    if not council:
        return None
    name = f"{council['gss']} {council['name']}"
    if council.get("opted_out"):
        return f"{name} has opted out (CD3); it is never contacted until a person opts it back in"
    if council.get("retired"):
        return (f"{name} is retired after {council.get('refusals_in_row')} refusals in a row (RF3); "
                f"a person must re-enable it (datestone reenable)")
    if council.get("preferred_url"):
        return f"{name} has a page named by a person ({council['preferred_url']}, CD4); the finder leaves it alone"
    if (council.get("next_due_at") or 0) > now:
        return (f"{name} is resting after its last visit ({council.get('last_outcome') or 'unknown'}); "
                f"next due {iso(council['next_due_at'])}")
    return None
