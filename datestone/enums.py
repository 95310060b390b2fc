"""The fixed vocabularies other tools rely on (DESIGN.md contract): rungs, schemes, outcomes."""
from enum import Enum


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
