"""LD1–LD3: the ladder. Climb a council's site rung by rung; stop at the first rung that finds the page.

Plain async code over a `Fetcher` (the spider adapts Scrapy to it; tests can give a fake one). The ladder
decides what to read next; the middlewares decide whether and when it may be read (scope, robots.txt,
budget, pacing). Rungs: 1 robots.txt names the page · 2 sitemap · 3 the 7 fixed paths · 4 the A–Z index ·
5 the homepage and the council's own links, at most 3 clicks in.
"""

from __future__ import annotations

import heapq
import logging
from dataclasses import dataclass, field
from typing import Protocol
from urllib.parse import urljoin

from datestone import policy
from datestone.extract.az import AZ_INDEX_PATHS, LICENSING_LETTERS, letter_page_links
from datestone.clock import read_on_day
from datestone.extract.classify import PageVerdict, classify_page
from datestone.enums import Rung, VisitOutcome
from datestone.extract.links import Link, extract_links
from datestone.register import Council
from datestone.politeness.robots import RobotsOutcome, RobotsRules
from datestone.scope import in_scope
from datestone.extract.scoring import DIRECT_MIN_SCORE, HUB_MIN_SCORE, names_a_decoy, rank_links, score_link
from datestone.extract.sitemap import read_sitemap
from datestone.crawl.visit import VisitEnd

logger = logging.getLogger(__name__)

# How much of the 18-request budget each early rung may use, so later rungs still get a chance.
SITEMAP_FILES_MAX = 3  # sitemap documents read (an index and two children)
CANDIDATES_PER_RUNG = 2  # pages read in the browser on the strength of a URL alone
AZ_LETTER_PAGES_MAX = 4


@dataclass
class Fetched:
    url: str  # after redirects
    status: int
    content_type: str
    body: bytes
    html: str  # decoded body, or the rendered DOM for a browser read
    archive: str = ""
    fetched_at: str = ""
    headers: dict = field(default_factory=dict)  # response headers, names lower-case

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())

    @property
    def is_html(self) -> bool:
        return "html" in self.content_type or (not self.content_type and b"<html" in self.body[:2048].lower())


class Fetcher(Protocol):
    budget_left: int
    ended: VisitEnd | None

    async def robots(self, url: str) -> RobotsRules: ...

    async def cheap(self, url: str, rung: Rung) -> Fetched | None: ...

    async def page(self, url: str, rung: Rung) -> Fetched | None: ...


@dataclass
class Found:
    url: str
    rung: Rung
    depth: int | None
    verdict: PageVerdict
    page: Fetched


@dataclass
class Climb:
    """One visit's climb; `outcome` says how it ended."""

    council: Council
    fetcher: Fetcher
    found: Found | None = None
    # A page about licensing whose every scheme has ended: taken only if the rung that read it finds nothing live.
    past_scheme_page: Found | None = None
    outcome: VisitOutcome = VisitOutcome.NOT_FOUND
    tried: set[str] = field(default_factory=set)
    rungs_tried: list[str] = field(default_factory=list)

    @property
    def _stopped(self) -> bool:
        return self.found is not None or self.fetcher.ended is not None or self.fetcher.budget_left <= 0

    async def run(self) -> "Climb":
        rules = await self.fetcher.robots(self.council.homepage)
        if self.fetcher.ended:
            self.outcome = self.fetcher.ended.outcome
            return self
        if not rules.usable:
            # RB6: 401/403/451/429/challenge is a refusal (RF1); 5xx, timeout or no answer is not held against them.
            unavailable = rules.outcome is RobotsOutcome.UNAVAILABLE
            self.outcome = VisitOutcome.UNAVAILABLE if unavailable else VisitOutcome.REFUSED
            return self
        if closes_ladder(rules, self.council.homepage):
            self.outcome = VisitOutcome.BLOCKED  # RB7
            return self
        for rung, step in ((Rung.ROBOTS, self._robots_rung), (Rung.SITEMAP, self._sitemap_rung),
                           (Rung.FIXED_PATH, self._fixed_path_rung), (Rung.A_Z, self._a_z_rung),
                           (Rung.HOMEPAGE_LINKS, self._homepage_rung)):
            if self._stopped:
                break
            self.rungs_tried.append(rung.value)
            await step(rules)
            if self.found is None and self.past_scheme_page is not None:
                self.found = self.past_scheme_page  # LD1: this rung found the council's page, if only a past one
        if self.found:
            self.outcome = VisitOutcome.FOUND
        elif self.fetcher.ended:
            self.outcome = self.fetcher.ended.outcome
        return self

    # helpers --------------------------------------------------------------------------------------
    def _ours(self, url: str, rules: RobotsRules | None = None) -> bool:
        return in_scope(url, self.council.site_domain) and url not in self.tried

    async def _read(self, url: str, rung: Rung, depth: int | None = None) -> Fetched | None:
        """Read a page in the browser and judge it; records a finding when it is the page."""
        self.tried.add(url)
        page = await self.fetcher.page(url, rung)
        if page is None or page.status != 200 or not page.is_html:
            return page
        # Judged on the day it was read, so that a page whose schemes have all ended can be told from a live one.
        verdict = classify_page(page.html, page.url, read_on=read_on_day(page.fetched_at, None))
        logger.info("%s %s: score %.1f, licensing page: %s (%s)", rung.value, page.url, verdict.score,
                    verdict.is_licensing_page, "; ".join(verdict.reasons[:4]))
        if verdict.is_licensing_page and in_scope(page.url, self.council.site_domain):
            found = Found(url=page.url, rung=rung, depth=depth, verdict=verdict, page=page)
            if not verdict.only_ended_schemes:
                self.found = found
            elif self.past_scheme_page is None:
                self.past_scheme_page = found  # read on: a live page may sit beside it (the HMO page, a new scheme)
        return page

    async def _probe(self, url: str, rung: Rung) -> Fetched | None:
        """A cheap request for a URL not tried yet in this visit; the answer only when it is a 200 HTML page."""
        if self._stopped or url in self.tried:
            return None
        self.tried.add(url)
        answer = await self.fetcher.cheap(url, rung)
        if answer is None or answer.status != 200 or not answer.is_html:
            return None  # LD2: a 404 records nothing about the council
        return answer

    async def _read_direct_link(self, links: list[Link], rung: Rung) -> bool:
        """Read the best links that point straight at a licensing page, if the page has any."""
        candidates = [(score_link(l.url, l.text), l.url) for l in links]
        if not any(score >= DIRECT_MIN_SCORE for score, _ in candidates):
            return False
        await self._read_best(candidates, rung)
        return True

    async def _read_best(self, candidates: list[tuple[float, str]], rung: Rung) -> None:
        read = 0
        for score, url in sorted(candidates, key=lambda c: (-c[0], len(c[1]))):
            if self._stopped or read >= CANDIDATES_PER_RUNG:
                return
            if score < DIRECT_MIN_SCORE or not self._ours(url):
                continue
            read += 1
            await self._read(url, rung)

    # rungs ----------------------------------------------------------------------------------------
    async def _robots_rung(self, rules: RobotsRules) -> None:
        named = [(score_link(u), u) for u in rules.named_paths(self.council.homepage) if rules.allows(u)]
        await self._read_best(named, Rung.ROBOTS)

    async def _sitemap_rung(self, rules: RobotsRules) -> None:
        queue = [u for u in rules.sitemaps(self.council.homepage) if in_scope(u, self.council.site_domain)]
        if not queue:
            queue = [urljoin(self.council.homepage, "/sitemap.xml")]
        entries: dict[str, float] = {}
        files_read = 0
        while queue and files_read < SITEMAP_FILES_MAX and not self._stopped:
            url = queue.pop(0)
            if url in self.tried:
                continue
            self.tried.add(url)
            files_read += 1
            answer = await self.fetcher.cheap(url, Rung.SITEMAP)
            if answer is None or answer.status != 200:
                continue
            sitemap = read_sitemap(answer.body, answer.url)
            if sitemap.kind == "index":
                children = [e.loc for e in sitemap.entries if in_scope(e.loc, self.council.site_domain)]
                # A news or events sitemap lists releases, not the landlord's page: with other children beside it,
                # it is not worth one of the few sitemap reads (SITEMAP_FILES_MAX).
                children = [u for u in children if not names_a_decoy(u)] or children
                # Children whose names look like pages about housing first; then in the order listed.
                queue.extend(sorted(children, key=lambda u: -score_link(u)))
            for entry in sitemap.entries if sitemap.kind == "urlset" else ():
                entries[entry.loc] = max(entries.get(entry.loc, 0.0), score_link(entry.loc, entry.title))
        await self._read_best([(s, u) for u, s in entries.items()], Rung.SITEMAP)

    async def _fixed_path_rung(self, rules: RobotsRules) -> None:
        for path in policy.FIXED_PATHS:
            url = urljoin(self.council.homepage, path)
            probe = await self._probe(url, Rung.FIXED_PATH)
            if probe is None:
                continue
            verdict = classify_page(probe.html, probe.url)
            if verdict.is_licensing_page or score_link(probe.url, verdict.title) >= DIRECT_MIN_SCORE:
                if probe.url not in self.tried or probe.url == url:
                    self.tried.discard(probe.url)
                    await self._read(probe.url, Rung.FIXED_PATH)

    async def _a_z_rung(self, rules: RobotsRules) -> None:
        for path in AZ_INDEX_PATHS:
            index = await self._probe(urljoin(self.council.homepage, path), Rung.A_Z)
            if index is None:
                continue
            links = extract_links(index.html, index.url)
            if await self._read_direct_link(links, Rung.A_Z):
                return
            letters = letter_page_links([(l.url, l.text) for l in links], index.url)
            for letter in LICENSING_LETTERS[:AZ_LETTER_PAGES_MAX]:
                letter_url = letters.get(letter)
                if not letter_url or letter_url == index.url:
                    continue  # "#l" anchors: the index already lists everything
                page = await self._probe(letter_url, Rung.A_Z)
                if page is not None and await self._read_direct_link(extract_links(page.html, page.url), Rung.A_Z):
                    return
            return  # one A–Z index is enough

    async def _homepage_rung(self, rules: RobotsRules) -> None:
        """Best-first over the council's own links, read in the browser, at most 3 clicks from the homepage."""
        home = self.council.homepage
        self.tried.discard(home)  # an earlier rung may have probed it cheaply; rung 5 reads it in the browser
        frontier: list[tuple[float, int, int, str]] = [(0.0, 0, 0, home)]  # (-score, depth, order, url)
        order = 0
        while frontier and not self._stopped:
            _, depth, _, url = heapq.heappop(frontier)
            if url in self.tried:
                continue
            page = await self._read(url, Rung.HOMEPAGE_LINKS, depth=depth)
            if self.found or page is None or page.status != 200 or not page.is_html:
                continue
            if depth >= policy.MAX_CLICK_DEPTH:
                continue
            for score, link in rank_links(extract_links(page.html, page.url)):
                if score >= HUB_MIN_SCORE and self._ours(link.url) and rules.allows(link.url):
                    order += 1
                    heapq.heappush(frontier, (-score, depth + 1, order, link.url))


def closes_ladder(rules: RobotsRules, homepage: str) -> bool:
    """RB7: robots.txt refuses every path the ladder would use (homepage, sitemap, fixed paths, A–Z)."""
    paths = ["/", "/sitemap.xml", *policy.FIXED_PATHS, *AZ_INDEX_PATHS]
    return not any(rules.allows(urljoin(homepage, p)) for p in paths) and not rules.allows(homepage)


__all__ = ["Climb", "Fetched", "Fetcher", "Found", "Link", "closes_ladder"]
