"""What every component needs to know about the visit a request belongs to; carried in request meta.

`request.meta["datestone"]` is a `RequestContext`; the visit object inside it is shared by all the
visit's requests, so a refusal seen by one component ends the visit for all of them (RF1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from datestone.enums import RequestKind
from datestone.register import Council
from datestone.politeness.robots import RobotsRules

META_KEY = "datestone"


@dataclass
class VisitState:
    council: Council
    visit_id: int
    job: str
    robots: dict[str, RobotsRules] = field(default_factory=dict)  # origin -> rules, this visit
    ended: str | None = None  # why the visit ended early (refused, unavailable, ...)
    retry_after_s: float | None = None  # RF3: how long a refusal asked us to stay away
    declined: list[tuple[str, str]] = field(default_factory=list)  # (url, why) we chose not to fetch
    on_decline: Callable[[str, str], None] | None = field(default=None, repr=False)  # writes it to the store
    # PC3: the place in the in-process gate queue of a request whose wait ended at `now` (datestone/politeness/gate.py)
    priority: Callable[[float], tuple] | None = field(default=None, repr=False)

    @property
    def website(self) -> str:
        """PC2 paces per website: councils sharing one site share its pace."""
        return self.council.site_domain

    def gate_priority(self, now: float) -> tuple:
        return self.priority(now) if self.priority is not None else (now,)

    def end(self, why: str) -> None:
        if self.ended is None:
            self.ended = why

    def decline(self, url: str, why: str) -> None:
        """RB4 evidence: a URL we chose not to fetch, and the reason (often the robots.txt line)."""
        self.declined.append((url, why))
        if self.on_decline is not None:
            self.on_decline(url, why)


@dataclass
class RequestContext:
    visit: VisitState
    kind: RequestKind
    rung: str | None = None
    render: bool = False  # the browser reading a page whose bytes we already fetched
    gap_s: float | None = None  # drawn once per request (PC2)
    request_row: int | None = None
    gate: object = None  # the PC3 machine gate while this request (and its page's rendering) is out
    keep_gate_for_render: bool = False  # a page read: the browser renders next, under the same gate hold
    # AF2: asked conditionally — each URL of the redirect chain with the validators stored for that URL only
    conditional: bool = False


def context_of(request) -> RequestContext | None:
    return request.meta.get(META_KEY)
