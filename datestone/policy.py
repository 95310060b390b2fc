"""Every number of the public crawler policy, each beside the POLICY.md rule it comes from.

Nothing else in the project hard-codes one of these. Tests shrink waits with
DATESTONE_TIME_SCALE; they never change a number here.
"""

# ID1 — the one User-Agent of every request of every job, browser subresources included.
USER_AGENT = "Mozilla/5.0 (compatible; DatestoneBot/1.0; +https://www.datestone.io/crawler)"
# ID2 — the robots.txt product token.
ROBOTS_PRODUCT_TOKEN = "DatestoneBot"
# ID3 — Web Bot Auth signature profile.
SIGNATURE_AGENT = "https://www.datestone.io"
SIGNATURE_LIFETIME_S = 60
# ID3 (ours) — a rotated-out public key stays in the published directory this long, so signatures made just
# before a rotation still verify and verifiers that cache the directory catch up.
SIGNATURE_KEY_GRACE_S = 7 * 24 * 3600

# RB2 — a fetched robots.txt is reused by every job for this long.
ROBOTS_CACHE_TTL_S = 24 * 3600
# RB3 / PC5 — only this much of a robots.txt is read and parsed.
ROBOTS_MAX_BYTES = 500 * 1024
# RB6 — redirects followed for robots.txt, inside the council's domain.
ROBOTS_MAX_REDIRECTS = 5
# RB7 — a robots-blocked council's robots.txt is read again no sooner than this.
ROBOTS_BLOCKED_RECHECK_S = 30 * 24 * 3600

# LD1a — the fixed list of exactly 7 common paths, in this order.
FIXED_PATHS = (
    "/selective-licensing",
    "/property-licensing",
    "/hmo-licensing",
    "/additional-licensing",
    "/landlord-licensing",
    "/houses-in-multiple-occupation",
    "/housing/property-licensing",
)
# LD1 — rung 5 follows the council's own links at most this many clicks in.
MAX_CLICK_DEPTH = 3

# PC1 — requests to a council per visit, robots.txt not counted.
VISIT_BUDGET_REQUESTS = 18
# PC2 — waits before a request, from the end of the previous request to that council.
PAGE_GAP_MIN_S = 45.0
PAGE_GAP_MAX_S = 120.0
CHEAP_GAP_MIN_S = 15.0
CHEAP_GAP_MAX_S = 35.0
# PC4 — nightly check and quote verifier, per host.
CHECK_GAP_MIN_S = 1.5
# PC5 — per-request limits.
REQUEST_TIMEOUT_S = 30
BODY_MAX_BYTES = 2 * 1024 * 1024
PAGE_MAX_REDIRECTS = 3

# RF3 — rest after a refusal; refusals in a row that retire a council.
REFUSAL_REST_S = 30 * 24 * 3600
REFUSALS_TO_RETIRE = 3

# CD1 — found: the finder leaves the council alone this long.
FOUND_REST_S = 14 * 24 * 3600
# CD2 — nothing found: no new visit within this; so many empty visits in a row take it out this long.
EMPTY_REST_S = 6 * 3600
EMPTY_VISITS_TO_PARK = 3
EMPTY_PARK_S = 30 * 24 * 3600
# CD5 — 5xx or unreachable: retried no sooner than this.
UNREACHABLE_REST_S = 6 * 3600

# AF2 (ours, the nightly check): an unreachable host rests this long, doubling each time, up to the maximum.
HOST_BACKOFF_START_S = 15 * 60
HOST_BACKOFF_MAX_S = 24 * 3600
