"""One designation as the fact reader gathers it from a page's clauses: its scheme, days, area and the words said of
it. Plain data.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from datestone.enums import Scheme

WHOLE, NAMED, NOT_STATED = "whole district", "named areas", "not stated"


@dataclass
class Designation:
    scheme: Scheme
    starts: date | None = None
    ends: date | None = None
    years: tuple[int, int] | None = None
    places: list = field(default_factory=list)
    words: set = field(default_factory=set)
    area: str = NOT_STATED
    fee: str | None = None
    evidence: str = ""
    evidence_rank: int = 0
    months: int | None = None
    texts: list = field(default_factory=list)  # the clauses read into it
    made: date | None = None  # the day the council made (designated) it, when that is all the page says
    began: int | None = None  # the year it started, when the page gives no day ("since 2011")
    until: int | None = None  # the year it ends, when the page gives no day ("runs until 2028")
    phase: str | None = None  # "Phase 2": the label a page gives each of a scheme's designations
    renews_places: bool = False  # its places are the ones of the designation it renews, until it says its own
