"""Own domain, GET only, no sign-in pages, no private addresses; nothing after the visit has ended.

Guards LD4 (the council's registrable domain and its subdomains only, redirect hops included),
LD5 (GET only; a sign-in page, or a redirect to one, is not requested), PC6 (targets that resolve to
private, loopback, link-local or multicast addresses are refused unless DATESTONE_ALLOW_PRIVATE_ADDRESSES),
RF1 (a visit that has ended requests nothing more).
Meta: datestone (RequestContext). Stats: datestone/scope/<refused reason>.
"""

from __future__ import annotations

import ipaddress
import socket

from scrapy.exceptions import IgnoreRequest
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.threads import deferToThread

from datestone.runtime import runtime
from datestone.scope import host_of, in_scope
from datestone.politeness.signin import looks_like_sign_in
from datestone.crawl.visit import context_of


def _is_private(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%")[0])
    return ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_multicast or ip.is_reserved \
        or ip.is_unspecified


def resolves_to_private(host: str) -> bool:
    try:
        infos = socket.getaddrinfo(host, None)
    except OSError:
        return False  # unresolvable: the download fails on its own, nothing private is reached
    return any(_is_private(info[4][0]) for info in infos)


class ScopeMiddleware:
    def __init__(self, allow_private: bool, stats) -> None:
        self._allow_private = allow_private
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        return cls(runtime(crawler).config.allow_private_addresses, crawler.stats)

    def _refuse(self, visit, url: str, why: str, stat: str):
        self._stats.inc_value(f"datestone/scope/{stat}")
        visit.decline(url, why)
        raise IgnoreRequest(f"{why}: {url}")

    async def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None or context.render:
            return None
        visit = context.visit
        if visit.ended:
            self._refuse(visit, request.url, f"visit ended ({visit.ended})", "visit_ended")
        if request.method != "GET":
            self._refuse(visit, request.url, f"{request.method} is not GET (LD5)", "not_get")
        if not in_scope(request.url, visit.council.site_domain):
            self._refuse(visit, request.url, f"off the council's domain {visit.council.site_domain} (LD4)",
                         "off_domain")
        if looks_like_sign_in(request.url):
            self._refuse(visit, request.url, "a sign-in page (LD5)", "sign_in")
        if not self._allow_private:
            host = host_of(request.url)
            if await maybe_deferred_to_future(deferToThread(resolves_to_private, host)):
                self._refuse(visit, request.url, "resolves to a private address (PC6)", "private_address")
        return None

    def process_response(self, request, response, spider=None):
        context = context_of(request)
        if context is not None and not context.render and response.status == 401:
            # LD5: a page that wants a login is skipped, and never asked again this visit.
            context.visit.decline(request.url, "asks for a login (401, LD5)")
            self._stats.inc_value("datestone/scope/needs_login")
        return response
