"""What every component needs to know about the visit a request belongs to; carried in request meta.

`request.meta["datestone"]` is a `RequestContext`; the visit object inside it is shared by all the
visit's requests, so a refusal seen by one component ends the visit for all of them (RF1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from datestone.enums import RequestKind, VisitOutcome
from datestone.register import Council
from datestone.politeness.robots import RobotsRules

META_KEY = "datestone"


@dataclass(frozen=True)
class VisitEnd:
    """Why a visit ended early: the outcome the queue acts on, and the reason a person reads."""

    outcome: VisitOutcome  # refused (RF1) or unavailable (CD5)
    why: str  # "403", "429", "challenge", "robots.txt closed", "503", "403 on <subresource URL>"

    def __str__(self) -> str:
        # How the visit's `why`, its declined URLs and the night's evidence have always read it: "refused: 403"
        return f"{self.outcome.value}: {self.why}"


@dataclass
class VisitState:
    council: Council
    visit_id: int
    job: str
    robots: dict[str, RobotsRules] = field(default_factory=dict)  # origin -> rules, this visit
    ended: VisitEnd | None = None  # why the visit ended early
    retry_after_s: float | None = None  # RF3: how long a refusal asked us to stay away
    declined: list[tuple[str, str]] = field(default_factory=list)  # (url, why) we chose not to fetch
    on_decline: Callable[[str, str], None] | None = field(default=None, repr=False)  # writes it to the store
    # PC3: where this visit's requests queue for the in-process gate (datestone/politeness/gate.py). A finder visit:
    # whose wait ended first, then the council due longest. A nightly one counts its pages left: the council with
    # the most goes first, since its PC4 gaps are the longest chain and the others' requests fill them.
    due_at: float = 0.0
    pages_left: int | None = None

    @property
    def website(self) -> str:
        """PC2 paces per website: councils sharing one site share its pace."""
        return self.council.site_domain

    def gate_priority(self, now: float) -> tuple:
        """The place in the gate's queue of a request whose wait ended at `now`: smallest first."""
        if self.pages_left is not None:
            return (-self.pages_left, now)
        return (now, self.due_at)

    def end(self, outcome: VisitOutcome, why: str) -> None:
        """The first reason sticks: a visit ends once."""
        if self.ended is None:
            self.ended = VisitEnd(outcome, why)

    def decline(self, url: str, why: str) -> None:
        """RB4 evidence: a URL we chose not to fetch, and the reason (often the robots.txt line)."""
        self.declined.append((url, why))
        if self.on_decline is not None:
            self.on_decline(url, why)


@dataclass
class RequestContext:
    """Everything Datestone carries on one request, in `request.meta["datestone"]`; the only key of ours in meta
    (Scrapy's and scrapy-playwright's own keys — `playwright*`, `proxy`, `download_maxsize`, `redirect_*` — stay
    under their names, since those libraries read them).

    A redirect hop carries this very object: Scrapy's redirect middleware gives the hop a shallow copy of the
    meta. So what belongs to the whole request (its visit, its PC2 gap, its PC3 gate hold) is shared by every
    hop, as it must be. What belongs to one hop (`row_id`/`row_of`, `robots_rule`, `archive_ref`) is rewritten by
    that hop before anything reads it, and `row_of` tells a hop refused before it was logged from the hop that
    owns the row; `redirect_from_end` is written by the hop that answered the redirect for the hop that follows
    it; `robots_bytes` runs on across a robots.txt's hops. Each reads as it did when it was a meta key of its own,
    copied into every hop."""

    visit: VisitState
    kind: RequestKind
    rung: str | None = None
    render: bool = False  # the browser reading a page whose bytes we already fetched
    gap_s: float | None = None  # drawn once per request (PC2)
    hold: object = None  # PC3: the request's RequestHold on the machine gate (datestone/crawl/request_hold.py)
    # AF2: asked conditionally — each URL of the redirect chain with the validators stored for that URL only
    conditional: bool = False
    asked_url: str | None = None  # the URL as the spider asked it, before Scrapy escaped it (the store's key)
    # A page read answered with bytes already in hand (middlewares/replayed.py): that Response, and the request
    # row that brought them (the `render` row names it)
    in_hand: object = None
    in_hand_row: int | None = None
    robots_rule: str = ""  # RB4 evidence: the robots.txt line that allowed this hop (request log)
    row_id: int | None = None  # this hop's request-log row; a rendering ends its page's row
    row_of: tuple | None = None  # (url, redirect_times) of the hop that wrote row_id
    redirect_from_end: float | None = None  # when the hop that answered a redirect ended (PC2: the next goes at once)
    robots_bytes: int = 0  # RB3: how much of a robots.txt has arrived
    archive_ref: str = ""  # AF3: the WARC reference of this hop's answer (middlewares/archive.py)
    # A rendering: the guard of its page (datestone/crawl/browser.py) and the WARC record id of the response it renders
    guard: object = None
    archive_id: str | None = None


def context_of(request) -> RequestContext | None:
    """The request's context; given a response, its request's (Scrapy's `response.meta` is the request's)."""
    return request.meta.get(META_KEY)
