"""LD1–LD3: the ladder's decisions, with a fake fetcher (no Scrapy, no browser): first rung that finds it
wins, rungs in order, the budget respected, RB7 blocked, RB6 refusals end the climb."""

from __future__ import annotations

import pytest
import pytest_twisted

from datestone import policy
from datestone.enums import Rung, VisitOutcome
from datestone.crawl.ladder import Climb, Fetched
from datestone.crawl.visit import VisitEnd
from datestone.register import Council
from datestone.politeness.robots import RobotsOutcome, RobotsRules

HOME = "http://www.council.gov.uk/"
COUNCIL = Council(gss="E07000223", name="Test", homepage=HOME, site_domain="council.gov.uk")
LICENSING = """<html><head><title>Property licensing</title></head><body><main><h1>Property licensing</h1>
<p>Private landlords must apply for a licence. Our selective licensing scheme came into force on 1 April 2024
and covers all privately rented homes in the designated area. Mandatory HMO licensing applies to houses in
multiple occupation with five or more people from two or more households. Apply online; the fee is £600.</p>
</main></body></html>"""
DECOY = "<html><head><title>Premises licence</title></head><body><h1>Alcohol premises licence</h1></body></html>"


class FakeFetcher:
    def __init__(self, pages: dict[str, str], robots: str | None = "User-agent: *\nDisallow:\n",
                 outcome=RobotsOutcome.PARSED) -> None:
        self.pages = pages
        self.rules = RobotsRules.from_answer(outcome, (robots or "").encode())
        self.calls: list[tuple[str, str, Rung]] = []
        self.budget_left = policy.VISIT_BUDGET_REQUESTS
        self.ended = None

    async def robots(self, url):
        return self.rules

    async def _get(self, kind, url, rung):
        if self.budget_left <= 0:
            return None
        self.budget_left -= 1
        self.calls.append((kind, url, rung))
        if url in self.pages:
            body = self.pages[url]
            kind_type = "application/xml" if url.endswith(".xml") else "text/html"
            return Fetched(url=url, status=200, content_type=kind_type, body=body.encode(), html=body)
        return Fetched(url=url, status=404, content_type="text/html", body=b"", html="")

    async def cheap(self, url, rung):
        return await self._get("cheap", url, rung)

    async def page(self, url, rung):
        return await self._get("page", url, rung)


async def climb(fetcher):
    return await Climb(COUNCIL, fetcher).run()


def sitemap(*urls, index=False):
    outer, inner = ("sitemapindex", "sitemap") if index else ("urlset", "url")
    return f"<{outer} xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>" + "".join(
        f"<{inner}><loc>{u}</loc></{inner}>" for u in urls) + f"</{outer}>"


@pytest_twisted.ensureDeferred
async def test_ld1_sitemap_finds_it_before_fixed_paths_are_probed():
    target = HOME + "housing/private-housing/property-licensing"
    fetcher = FakeFetcher({HOME + "sitemap.xml": sitemap(HOME + "news", target), target: LICENSING})
    result = (await climb(fetcher))
    assert (result.outcome, result.found.url, result.found.rung) == ("found", target, Rung.SITEMAP)
    assert [c[2] for c in fetcher.calls] == [Rung.SITEMAP, Rung.SITEMAP]  # nothing after the rung that found it


@pytest_twisted.ensureDeferred
async def test_ld1_robots_named_path_is_rung_one():
    target = HOME + "housing/hmo-licensing"
    fetcher = FakeFetcher({target: LICENSING}, robots="User-agent: *\nAllow: /housing/hmo-licensing\n")
    result = (await climb(fetcher))
    assert result.found.rung is Rung.ROBOTS and fetcher.calls == [("page", target, Rung.ROBOTS)]


@pytest_twisted.ensureDeferred
async def test_ld1a_fixed_paths_probed_cheaply_in_order_then_hit_read_in_browser():
    target = HOME.rstrip("/") + "/hmo-licensing"
    fetcher = FakeFetcher({target: LICENSING})
    result = (await climb(fetcher))
    probes = [c[1] for c in fetcher.calls if c[2] is Rung.FIXED_PATH]
    assert probes == [HOME.rstrip("/") + p for p in policy.FIXED_PATHS[:3]] + [target]
    assert fetcher.calls[-1] == ("page", target, Rung.FIXED_PATH)
    assert result.found.rung is Rung.FIXED_PATH


@pytest_twisted.ensureDeferred
async def test_ld2_decoy_on_a_fixed_path_is_not_taken():
    fetcher = FakeFetcher({HOME.rstrip("/") + "/property-licensing": DECOY})
    result = (await climb(fetcher))
    assert result.found is None


@pytest_twisted.ensureDeferred
async def test_ld1_homepage_links_records_click_depth():
    hub = HOME + "housing"
    target = HOME + "housing/landlord-licensing-schemes"
    fetcher = FakeFetcher({HOME: "<a href='/housing'>Housing</a><a href='/bins'>Bins</a>",
                           hub: f"<a href='{target}'>Landlord licensing</a>", target: LICENSING})
    result = (await climb(fetcher))
    assert (result.found.rung, result.found.depth, result.found.url) == (Rung.HOMEPAGE_LINKS, 2, target)
    assert HOME + "bins" not in [c[1] for c in fetcher.calls]


@pytest_twisted.ensureDeferred
async def test_pc1_the_climb_never_asks_beyond_the_budget():
    links = "".join(f"<a href='/housing/area-{n}'>Housing area {n}</a>" for n in range(40))
    pages = {HOME: links, **{f"{HOME}housing/area-{n}": links for n in range(40)}}
    fetcher = FakeFetcher(pages)
    result = (await climb(fetcher))
    assert len(fetcher.calls) == policy.VISIT_BUDGET_REQUESTS and result.found is None


@pytest_twisted.ensureDeferred
async def test_ld1_click_depth_never_exceeds_three():
    chain = {HOME: "<a href='/housing/a'>Housing</a>", HOME + "housing/a": "<a href='/housing/b'>Housing</a>",
             HOME + "housing/b": "<a href='/housing/c'>Housing</a>",
             HOME + "housing/c": "<a href='/housing/licensing-d'>Property licensing</a>",
             HOME + "housing/licensing-d": LICENSING}
    fetcher = FakeFetcher(chain)
    assert (await climb(fetcher)).found is None
    assert HOME + "housing/licensing-d" not in [c[1] for c in fetcher.calls]


@pytest_twisted.ensureDeferred
async def test_rb7_robots_closing_the_whole_ladder_blocks_the_council():
    fetcher = FakeFetcher({}, robots="User-agent: DatestoneBot\nDisallow: /\n")
    assert (await climb(fetcher)).outcome == "blocked" and fetcher.calls == []


@pytest.mark.parametrize("outcome, expected", [
    (RobotsOutcome.UNAVAILABLE, "unavailable"), (RobotsOutcome.CLOSED, "refused"),
    (RobotsOutcome.REFUSED, "refused"),
])
@pytest_twisted.ensureDeferred
async def test_rb6_unusable_robots_ends_the_climb_before_any_request(outcome, expected):
    fetcher = FakeFetcher({}, robots=None, outcome=outcome)
    assert (await climb(fetcher)).outcome == expected and fetcher.calls == []


@pytest_twisted.ensureDeferred
async def test_rf1_a_refusal_stops_the_climb():
    fetcher = FakeFetcher({})
    original = fetcher.cheap

    async def refusing(url, rung):
        fetcher.ended = VisitEnd(VisitOutcome.REFUSED, "403")
        return await original(url, rung)

    fetcher.cheap = refusing
    result = (await climb(fetcher))
    assert result.outcome == "refused" and len(fetcher.calls) == 1


ENDED_SCHEME = """<html><head><title>Selective licensing</title></head><body><main><h1>Selective licensing</h1>
<p>Selective licensing in the Union Road area ended in November 2013. Landlords who rent out properties in this
area no longer need a selective licence.</p><p>The Housing Act 2004 lets councils require landlords in a designated
area to license their private rented homes, and selective licensing helps to improve management.</p>
</main></body></html>"""


class DatedFetcher(FakeFetcher):
    """Answers carry the moment they were read, as the spider's do: the ladder judges pages on that day."""

    async def _get(self, kind, url, rung):
        answer = await super()._get(kind, url, rung)
        if answer is not None:
            answer.fetched_at = "2026-12-02T10:00:00+00:00"
        return answer


@pytest_twisted.ensureDeferred
async def test_ld1_a_live_page_beside_an_ended_schemes_page_is_taken_on_the_same_rung():
    ended, live = HOME + "website/Pages/Selectivelicensing.aspx", HOME + "housing/houses-in-multiple-occupation"
    fetcher = DatedFetcher({HOME + "sitemap.xml": sitemap(ended, live), ended: ENDED_SCHEME, live: LICENSING})
    result = await climb(fetcher)
    assert (result.found.url, result.found.rung) == (live, Rung.SITEMAP)
    assert [c[1] for c in fetcher.calls] == [HOME + "sitemap.xml", ended, live]


@pytest_twisted.ensureDeferred
async def test_ld1_an_ended_schemes_page_alone_is_still_found_at_its_rung():
    """No live page beside it: the rung that read it found the council's page (a reviewer can name a better one)."""
    ended = HOME + "housing/selective-licensing"
    fetcher = DatedFetcher({HOME + "sitemap.xml": sitemap(ended), ended: ENDED_SCHEME})
    result = await climb(fetcher)
    assert (result.outcome, result.found.url, result.found.rung) == ("found", ended, Rung.SITEMAP)
    assert result.found.verdict.only_ended_schemes
    assert all(c[2] is Rung.SITEMAP for c in fetcher.calls)  # no fixed path probed after the rung found it


@pytest_twisted.ensureDeferred
async def test_pc1_a_news_sitemap_beside_a_pages_one_is_not_read():
    target = HOME + "housing/houses-in-multiple-occupation/additional-licensing-of-hmos/"
    news, pages = HOME + "sitemaps/news.xml", HOME + "sitemaps/pages.xml"
    fetcher = FakeFetcher({HOME + "sitemap.xml": sitemap(news, pages, index=True), news: sitemap(HOME + "news/a"),
                           pages: sitemap(HOME + "housing", target), target: LICENSING})
    result = await climb(fetcher)
    assert result.found.url == target
    assert [c[1] for c in fetcher.calls] == [HOME + "sitemap.xml", pages, target]


@pytest_twisted.ensureDeferred
async def test_a_news_only_sitemap_index_is_still_read():
    target = HOME + "housing/property-licensing"
    news = HOME + "sitemaps/news.xml"
    fetcher = FakeFetcher({HOME + "sitemap.xml": sitemap(news, index=True), news: sitemap(target), target: LICENSING})
    result = await climb(fetcher)
    assert (result.found.url, result.found.rung) == (target, Rung.SITEMAP)
