"""Hand-made requests and responses for the middleware tests, as a spider and the downloader would make them."""

from __future__ import annotations

from scrapy import Request
from scrapy.http import HtmlResponse, Response

from datestone.crawl.visit import META_KEY, RequestContext, VisitState
from datestone.enums import RequestKind
from datestone.register import Council

COUNCIL = Council(gss="E07000223", name="Adur", homepage="http://www.adur-worthing.gov.uk/",
                  site_domain="adur-worthing.gov.uk")
SITE = "http://www.adur-worthing.gov.uk"


def council_request(visit: VisitState, path_or_url: str = "/", kind: RequestKind = RequestKind.CHEAP, *,
                    rung: str | None = None, render: bool = False, method: str = "GET", headers=None,
                    meta: dict | None = None, **context_fields) -> Request:
    """A request of the visit, carrying its RequestContext in meta as the fetcher sends it (`context_fields` are
    the context's own fields, `meta` Scrapy's and scrapy-playwright's keys)."""
    url = path_or_url if "://" in path_or_url else SITE + path_or_url
    context = RequestContext(visit=visit, kind=kind, rung=rung, render=render, **context_fields)
    return Request(url, method=method, headers=headers, dont_filter=True, meta={META_KEY: context, **(meta or {})})


def answer(request: Request, status: int = 200, body: bytes = b"<html><body>ok</body></html>", *,
           headers: dict | None = None, url: str | None = None) -> Response:
    """The downloader's answer to `request`: an HtmlResponse for HTML, a plain Response for anything else."""
    headers = {"Content-Type": "text/html; charset=utf-8", **(headers or {})}
    kind = HtmlResponse if headers["Content-Type"].startswith("text/html") else Response
    return kind(url or request.url, status=status, headers=headers, body=body, request=request)


def redirect_hop(request: Request, url: str) -> Request:
    """As Scrapy's redirect middleware builds a hop: the request copied (headers and meta) to the new URL."""
    hop = request.replace(url=url)
    hop.meta["redirect_times"] = request.meta.get("redirect_times", 0) + 1
    hop.meta["redirect_urls"] = [*request.meta.get("redirect_urls", []), request.url]
    return hop


def finished(coroutine):
    """The result of an async `process_request` that must complete without waiting on anything: run with no
    reactor and no event loop, so a middleware that would block the crawl on a test fails here instead."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    coroutine.close()
    raise AssertionError("the middleware waited on something the test did not provide")
