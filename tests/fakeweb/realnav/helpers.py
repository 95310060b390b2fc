"""Small builders shared by the case specs: a homepage, hubs, decoy pages, robots.txt lines."""

from __future__ import annotations

from tests.fakeweb.realnav.build import Page
from tests.fakeweb.realnav.decoys import p
from tests.fakeweb.realnav.kit import esc, links_list


def home(council: str, promos: list[tuple[str, str]], news: list[tuple[str, str]] | None = None,
         intro: str = "Find information and services from the council.") -> Page:
    body = p(esc(intro)) + "<h2>Popular services</h2>" + links_list(promos, "promo-list")
    if news:
        body += "<h2>Latest news</h2>" + links_list(news, "news-list")
    return Page(title="Home", body=body, crumbs=[], h1=f"Welcome to {council}", updated="")


def hub(title: str, intro: str, items: list[tuple[str, str]], crumbs: list[tuple[str, str]]) -> Page:
    return Page(title=title, body=p(esc(intro)) + links_list(items), crumbs=crumbs, updated="")


def decoy(pair: tuple[str, str], crumbs: list[tuple[str, str]], updated: str = "2 September 2026") -> Page:
    title, body = pair
    return Page(title=title, body=body, crumbs=crumbs, updated=updated)


def not_found(council: str) -> Page:
    return Page(title="Page not found", body=p("Sorry, we cannot find the page you asked for. It may have moved or been removed.")
                + p('Try the <a href="/">home page</a> or use the search box.'), crumbs=[("Home", "/")], updated="")


def redirect(to: str, status: int = 301) -> dict:
    return {"status": status, "headers": {"Location": to}}


ROBOTS_JADU = "User-agent: *\nDisallow: /site/scripts/\nDisallow: /site/custom_scripts/\nDisallow: /search\n"
ROBOTS_GOSS = "User-agent: *\nDisallow: /search\nDisallow: /icm/\nDisallow: /apiserver/\nDisallow: /form/\n"
ROBOTS_DRUPAL = ("User-agent: *\nDisallow: /core/\nDisallow: /profiles/\nDisallow: /admin/\nDisallow: /user/\n"
                 "Disallow: /search\nDisallow: /node/add/\n")
ROBOTS_UMBRACO = "User-agent: *\nDisallow: /umbraco/\nDisallow: /search/\n"
ROBOTS_ASPX = "User-agent: *\nDisallow: /Search/\nDisallow: /MyAccount/\nDisallow: /WebResource.axd\n"
