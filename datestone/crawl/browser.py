"""Reading a page in Chromium without letting the browser make traffic of its own (LD4, LD6, LD7, RB4, PC3).

The page's bytes are fetched first by a plain request that went through every middleware (scope, robots,
budget, pacing, each redirect hop checked). Chromium then renders exactly those bytes: its navigation is
fulfilled locally, so the only requests it sends to the council are the page's own subresources, and each
one is checked here (own domain, robots.txt, GET, visit not ended) before it leaves. Anything this module
has not approved is aborted — if the guard is missing, everything is (fail closed). What an approved request
brought back is kept as it arrives, for the archive (datestone/crawl/subresources.py, AF3).
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from datestone import policy
from datestone.enums import VisitOutcome
from datestone.scope import in_scope, origin_of
from datestone.crawl.script_requests import SCRIPT_REQUESTS_COUNTER, script_requests_waiting
from datestone.crawl.subresources import ChromiumBodies, NoBodies, SubresourceCapture
from datestone.crawl.visit import context_of

if TYPE_CHECKING:
    from datestone.crawl.visit import VisitState

logger = logging.getLogger(__name__)

CHROMIUM_BINARY = "/usr/lib/chromium/chromium"  # the real binary: Debian's wrapper adds flags of its own
# LD7: every switch that stops Chromium's own traffic (update checks, time sync, autofill, https-upgrade
# probes, safe browsing, metrics). Found by watching a proxy log; see notes/feasibility.md.
CHROMIUM_ARGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-breakpad",
    "--metrics-recording-only",
    "--safebrowsing-disable-auto-update",
    "--component-updater=url-source=http://127.0.0.1:9/update",
    # Sign-in (ListAccounts) and Google API endpoints pointed at a closed loopback port.
    "--gaia-url=http://127.0.0.1:9",
    "--google-apis-url=http://127.0.0.1:9",
    "--lso-url=http://127.0.0.1:9",
    "--google-base-url=http://127.0.0.1:9",
    "--disable-features=NetworkTimeServiceQuerying,AutofillServerCommunication,HttpsUpgrades,"
    "OptimizationHints,MediaRouter,Translate,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater",
    f"--user-agent={policy.USER_AGENT}",  # ID1: navigator.userAgent and anything a route cannot see
)
# Resource types a page we read may load; beacons, pings, websockets, media and prefetches are not the page.
SUBRESOURCE_TYPES = frozenset({"stylesheet", "script", "image", "font", "fetch", "xhr"})


def launch_options(proxy: str | None, allow_private: bool) -> dict:
    args = list(CHROMIUM_ARGS)
    if proxy:
        # Tests and the demo: every name is resolved by the proxy, never by real DNS.
        args.append("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1")
    options = {"executable_path": CHROMIUM_BINARY, "headless": True, "args": args}
    if proxy:
        options["proxy"] = {"server": proxy, "bypass": "<-loopback>"}
    return options


def context_options() -> dict:
    # LD6: a fresh context per visit; no service workers (their requests bypass routing).
    return {"service_workers": "block", "user_agent": None, "accept_downloads": False}


# What Chromium is given to render is the page we fetched with two things made inert (LD4, LD5, LD7):
# - <iframe src>, <frame src>, <embed src>, <object data>: the attribute is renamed, so the element stays but
#   loads nothing. Chromium opens a connection for an https frame (even one the page's CSP forbids) before any
#   route can see the request; a frame is never part of reading a page.
# - <meta http-equiv="refresh">: a page is read once, as fetched; a refresh would navigate away (and a refresh
#   loop would leave nothing but an error page to read — tests/fakeweb/hostile/32-…).
_FRAME_SOURCE = re.compile(rb"(<(?:iframe|frame|embed)\b[^>]*?\s)(src\s*=)|(<object\b[^>]*?\s)(data\s*=)", re.I)
_META_REFRESH = re.compile(rb"(<meta\b[^>]*?\s)(http-equiv\s*=\s*[\"']?\s*refresh)", re.I)


def inert_for_rendering(body: bytes) -> bytes:
    """The page as Chromium renders it: frames, embeds and objects without a source, no meta refresh."""
    body = _FRAME_SOURCE.sub(lambda m: (m.group(1) or m.group(3)) + b"data-datestone-blocked-"
                             + (m.group(2) or m.group(4)), body)
    return _META_REFRESH.sub(lambda m: m.group(1) + b"data-datestone-blocked-" + m.group(2), body)


def own_domain_only_policy(site_domain: str) -> str:
    """A Content-Security-Policy for the page as Chromium sees it (never as archived): the renderer itself refuses
    anything off the council's domain before it becomes a request (LD4, LD7). Defence in depth: the route below
    still decides each request, and frames are made inert in the bytes (a CSP alone does not stop Chromium opening
    a tunnel for an https frame)."""
    own = f"{site_domain} *.{site_domain}"
    return (f"default-src 'self' {own} 'unsafe-inline' 'unsafe-eval' data: blob:; frame-src 'none'; "
            f"child-src 'none'; object-src 'none'; worker-src 'none'; manifest-src 'none'; form-action 'none'")


@dataclass
class PageGuard:
    """Decides, request by request, what the browser may load while it shows one page of a visit."""

    visit: "VisitState"
    page_url: str
    status: int
    headers: list[tuple[str, str]]
    body: bytes
    navigated: bool = False
    allowed: list[str] = field(default_factory=list)
    aborted: list[tuple[str, str]] = field(default_factory=list)
    context: object = None
    in_flight: set = field(default_factory=set)  # requests of the page still loading (for settle)
    read: bool = False  # settled: nothing more loads; the gate is let go (on_read) before the DOM is taken
    read_at: float | None = None  # when (the page row's end: PC3 in our own record)
    on_read: object = None  # called once the page is read (the fetcher lets go of the gate there)
    last_activity: float = field(default_factory=time.monotonic)
    capture: SubresourceCapture = field(default_factory=SubresourceCapture)  # what was let through, as it came
    let_through: set = field(default_factory=set)  # the Playwright requests the route let go
    keeping: int = 0  # finished requests whose exchange is still being handed over by Chromium (AF3)
    # ID3: the crawler's request signer and stats, for the browser's own requests (middlewares/signing.py reaches
    # them through the page, the only thing scrapy-playwright hands its header callback)
    signer: object = field(default=None, repr=False)
    stats: object = field(default=None, repr=False)

    def request_started(self, pw_request) -> None:
        self.in_flight.add(pw_request)
        self.last_activity = time.monotonic()

    def _was_let_through(self, pw_request) -> bool:
        # A redirect hop is a new request the route never sees; it belongs to the request that began the chain.
        while pw_request.redirected_from is not None:
            pw_request = pw_request.redirected_from
        return pw_request in self.let_through

    async def request_finished(self, pw_request) -> None:
        """A finished request is off the wire: it stops counting as in flight at once (PC3), and the guard keeps what
        it let through (AF3) from Chromium's memory after that, while `keeping` counts it: settle waits for the
        keeping before the DOM is taken and the page closed (a closed page's bodies are gone)."""
        let_through = self._was_let_through(pw_request)
        self.request_ended(pw_request)
        if let_through:
            self.keeping += 1
            try:
                await self.capture.take(pw_request)
            finally:
                self.keeping -= 1

    def request_ended(self, pw_request) -> None:
        self.in_flight.discard(pw_request)
        self.last_activity = time.monotonic()

    def verdict(self, url: str, method: str, resource_type: str, is_navigation: bool) -> str | None:
        """None to let the request go, else why it is aborted."""
        if self.visit.ended:
            return f"visit ended: {self.visit.ended}"
        if self.read:
            return "the page was already read (PC3: its hold on the gate is over)"
        if is_navigation:
            return "navigation away from the page we read (LD5: a page is read once, as fetched)"
        if method.upper() != "GET":
            return f"{method} is not GET (LD5)"
        if resource_type not in SUBRESOURCE_TYPES:
            return f"{resource_type} is not part of reading the page (LD7)"
        if not in_scope(url, self.visit.council.site_domain):
            return "off the council's domain (LD4)"
        try:
            rules = self.visit.robots.get(origin_of(url))
        except ValueError:
            return "not an http(s) URL"
        if rules is None:
            return "host's robots.txt not read in this visit (RB1)"
        if not rules.allows(url):
            return f"disallowed by robots.txt: {rules.evidence(url)} (RB4)"
        return None

    async def route(self, route, pw_request) -> None:
        url = pw_request.url
        if (not self.navigated and pw_request.is_navigation_request()
                and pw_request.frame.parent_frame is None and url.split("#")[0] == self.page_url.split("#")[0]):
            self.navigated = True
            headers = {**dict(self.headers),
                       "Content-Security-Policy": own_domain_only_policy(self.visit.council.site_domain)}
            await route.fulfill(status=self.status, headers=headers, body=inert_for_rendering(self.body))
            return
        why = self.verdict(url, pw_request.method, pw_request.resource_type, pw_request.is_navigation_request())
        if why:
            self.aborted.append((url, why))
            await route.abort("blockedbyclient")
            return
        self.allowed.append(url)
        self.let_through.add(pw_request)
        # In flight from the moment we let it go: Chromium's own report of the request may reach us later, and the
        # page must not be taken as settled (the gate let go) while it is on the wire (PC3).
        self.request_started(pw_request)
        await route.fallback()  # scrapy-playwright's handler then sets our headers (ID1) and sends it

    def on_response(self, pw_response) -> None:
        """RF1 on subresources too: a 403, 429 or challenge ends the visit; what has not started is aborted."""
        status = pw_response.status
        headers = {k.lower(): v for k, v in pw_response.headers.items()}
        if status in (403, 429) or headers.get("cf-mitigated", "").lower() == "challenge":
            self.visit.end(VisitOutcome.REFUSED, f"{status} on {pw_response.url}")


# After `load`, menus built from a late fetch() still count as the page (PC2: a page ends when it and its
# subresources have finished). The page is done when nothing it asked for is still loading and nothing new has
# started for SETTLE_QUIET_S (a script's fetch() follows the request that triggered it within milliseconds), and
# after SETTLE_TIMEOUT_MS whatever happens. Playwright's own "networkidle" waits a fixed 500 ms, and every page
# read holds the machine gate (PC3) for all of that. A fetch() a script starts on DOMContentLoaded or `load` is
# already in flight when `load` reaches us (Chromium reports the request before the event), so the quiet time only
# has to cover one fetch's `then` starting the next — and the odd request whose event reaches us just after `load`:
# waiting for quiet only after a fetch() lost a DOMContentLoaded menu fetch in one crawl of three. The checks are
# frequent: every millisecond here is a millisecond the gate is held with nothing on the wire.
SETTLE_TIMEOUT_MS = 10_000
SETTLE_QUIET_S = 0.02
SETTLE_CHECK_S = 0.005
KEEPING_TIMEOUT_S = 5.0  # a body still being handed over from Chromium's memory: nothing on the wire

async def settle(page) -> None:
    """playwright_page_methods step: wait until the page's own requests have gone quiet, at most 10 s."""
    guard = _GUARDS.get(id(page))
    deadline = time.monotonic() + SETTLE_TIMEOUT_MS / 1000
    while guard is not None and time.monotonic() < deadline:
        if not guard.in_flight and time.monotonic() - guard.last_activity >= SETTLE_QUIET_S:
            if await script_requests_waiting(page) == 0:  # asked only when our own count says quiet
                break
        await asyncio.sleep(SETTLE_CHECK_S)
    if guard is not None:
        guard.read = True  # the page is read: anything it asks for from now on is refused
        if guard.on_read is not None and not guard.in_flight:
            # PC3: taking the DOM and closing the page send nothing, so the gate can go now. A page still loading
            # something at the deadline keeps it until the page is closed (the fetcher lets go then).
            guard.on_read()
        keep_until = time.monotonic() + KEEPING_TIMEOUT_S
        while guard.keeping and time.monotonic() < keep_until:
            await asyncio.sleep(SETTLE_CHECK_S)  # the bodies Chromium is still handing over, before the page closes


# The pages Chromium has open, each with its guard. scrapy-playwright calls PLAYWRIGHT_ABORT_REQUEST and
# PLAYWRIGHT_PROCESS_REQUEST_HEADERS by dotted path with the Playwright request alone (no crawler, no Scrapy
# request), so the request's page is all they can start from: this map is the one module-level registry, and the
# only way from a page to its crawler's objects. Per-crawler safe: an entry is one open page of one visit, put
# here by `install_guard` and taken out when the page closes, and its guard carries its own crawler's signer and
# stats, so two crawlers of one process never reach each other's.
_GUARDS: dict[int, PageGuard] = {}


def guard_of(pw_request) -> PageGuard | None:
    """The guard of the page a browser request belongs to; None for an unguarded page or a detached frame."""
    try:
        return _GUARDS.get(id(pw_request.frame.page))
    except Exception:  # a detached frame: nothing to load for it
        return None


async def install_guard(page, request) -> None:
    """scrapy-playwright page init callback: runs after its own route is installed, so ours runs first."""
    guard: PageGuard = context_of(request).guard
    guard.context = page.context
    _GUARDS[id(page)] = guard
    page.on("close", lambda _page: _GUARDS.pop(id(page), None))
    page.on("response", guard.on_response)
    page.on("request", guard.request_started)
    page.on("requestfinished", guard.request_finished)
    page.on("requestfailed", guard.request_ended)
    if page not in _COUNTING:
        await prepare_page(page)
    guard.capture.bodies = _BODIES.get(page) or NoBodies()
    await page.route("**/*", guard.route)


# Pages whose scripts' requests are counted already (made ahead of the gate, spiders/fetcher.py BrowserPage), and
# each page's own way to its response bodies (AF3, never a second request: datestone/crawl/subresources.py).
_COUNTING: "weakref.WeakSet" = weakref.WeakSet()
_BODIES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


async def prepare_page(page) -> None:
    """What a page needs before it is shown anything, sent to Chromium before the read takes the gate (PC3 holds the
    wire, not Chromium's housekeeping): the counter of its scripts' requests. The route cannot go ahead too:
    scrapy-playwright's own route, put on when the read starts, would then run before it (the last one put on runs
    first) and send every request unchecked. Also its DevTools session for the bodies of what it loads."""
    await page.add_init_script(script=SCRIPT_REQUESTS_COUNTER)
    _BODIES[page] = await ChromiumBodies.attach(page)
    _COUNTING.add(page)


def abort_unguarded(pw_request) -> bool:
    """PLAYWRIGHT_ABORT_REQUEST: anything on a page without our guard is aborted (fail closed)."""
    return guard_of(pw_request) is None
