"""The fixed vocabularies other tools rely on (DESIGN.md contract): rungs, schemes, request kinds, outcomes.

The outcomes are `StrEnum`s: the store, the exports, the CLI's JSON and the tests read their values as plain
strings, and a StrEnum is that string everywhere — written to SQLite, dumped as JSON, put in an f-string or a
stat name — so a stored outcome is byte for byte what it was when these were bare strings.
"""
from enum import Enum, StrEnum


class Rung(str, Enum):
    """LD1 — the ladder's rungs, in the order they are climbed."""

    ROBOTS = "robots"
    SITEMAP = "sitemap"
    FIXED_PATH = "fixed_path"
    A_Z = "a_z"
    HOMEPAGE_LINKS = "homepage_links"


class Scheme(str, Enum):
    """The property licensing schemes a council page can say apply now."""

    SELECTIVE = "selective"
    ADDITIONAL = "additional"
    MANDATORY_HMO = "mandatory_hmo"


class RequestKind(str, Enum):
    """PC2 — what a request is, which sets the wait before it."""

    ROBOTS = "robots"
    CHEAP = "cheap"  # sitemap, path probe, A-Z index: read as plain HTTP
    PAGE = "page"  # read in the browser
    CHECK = "check"  # the nightly check and quote verifier (PC4: 1.5 s per host, no PC1 budget)
    # A page read whose HTML was already in hand (a cheap request brought it, or a killed run's archive holds it):
    # only its subresources reach the council, after a page's wait (PC2). A row of the request log, not a request:
    # no PC1 budget, no line of its own in the council's log.
    RENDER = "render"


class VisitOutcome(StrEnum):
    """How a finder visit ended; the queue's state machine (datestone/politeness/cooldown.py) acts on it."""

    FOUND = "found"  # CD1
    NOT_FOUND = "not_found"  # CD2
    UNAVAILABLE = "unavailable"  # 5xx, unreachable: no blame (CD5, RB6)
    REFUSED = "refused"  # 403, 429, a challenge, a closed robots.txt (RF1, RF3)
    BLOCKED = "blocked"  # robots.txt closes every path the ladder would use (RB7)


class CheckOutcome(StrEnum):
    """AF2: what the nightly check found of a cited page (datestone/crawl/verdict.py)."""

    LIVE = "live"
    MOVED = "moved"
    GONE = "gone"
    BLOCKED = "blocked"
    UNREACHABLE = "unreachable"


class QuoteOutcome(StrEnum):
    """AF2a: whether a quotation still appears on its page (datestone/extract/quote_match.py)."""

    VERIFIED = "verified"  # the exact quotation, after normalising whitespace, quotes and dashes
    MODIFIED = "modified"  # only a close match: never counted as verified
    MISSING = "missing"
    UNAVAILABLE = "unavailable"  # the page could not be read: blocked, gone, unreachable, moved off the domain
