"""Typed items (house style 9). Field names are the DESIGN.md contract: other tools read `-O found.jsonl`."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Finding:
    """The council's licensing page, found by the finder (LD3: with its rung and click depth)."""

    gss: str
    council: str
    url: str
    rung: str
    depth: int | None
    schemes: list[str] = field(default_factory=list)
    title: str = ""
    score: float = 0.0
    fetched_at: str = ""
    archive: str = ""  # "<warc file>#<record id>" of the response that was read
    # One per scheme designation the page describes, status on the day read (datestone/extract/facts/);
    # `schemes` is exactly the schemes with a fact in force that day.
    facts: list[dict] = field(default_factory=list)
    page_updated: str | None = None  # the page's own "last updated" date, when it states one
    stale: bool = False  # every dated scheme the page describes has ended
    visit_id: int | None = None


@dataclass
class LivenessCheck:
    """One cited page, checked one night (AF2). outcome: live, moved, gone, blocked, unreachable.

    A move: `new_url` where it led; `followed` false when that is outside the council's domain (not requested,
    LD4); `new_status` what the new URL answered when followed (200, 304, 404, ...). Both null otherwise."""

    gss: str
    url: str
    outcome: str
    new_url: str | None
    changed: bool
    checked_at: str
    archive: str = ""
    followed: bool | None = None
    new_status: int | None = None


@dataclass
class QuoteCheckItem:
    """One citation, verified one night (AF2a). outcome: verified, modified, missing, unavailable."""

    gss: str
    url: str
    exact: str
    outcome: str
    similarity: float
    nearest: str
    checked_at: str
    archive: str = ""
