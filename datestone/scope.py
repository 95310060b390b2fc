"""Whose URL is it: the council's own domain and its subdomains, nothing else (LD4; RB1 keys).

Plain functions, no Scrapy. `in_scope` is the one test every component uses before a request,
a redirect hop or a link is followed (LD4); `origin_of` is the key robots.txt is kept under,
since each scheme + host + port has its own robots.txt (RB1).

URLs are read the way a browser reads them, not the way `urlsplit` alone would: a backslash
ends the host and tabs/newlines vanish (WHATWG URL), so `https://evil.example\\@council.gov.uk/`
is evil.example here too. Anything unparsable is out of scope rather than an exception.
"""
from __future__ import annotations

import ipaddress
from urllib.parse import SplitResult, urlsplit

_WEB_SCHEMES = ("http", "https")
_DEFAULT_PORTS = {"http": 80, "https": 443}
# WHATWG URL parsing drops ASCII tab and newline anywhere in the string.
_DROPPED = {ord("\t"): None, ord("\n"): None, ord("\r"): None}


def _split(url: str) -> SplitResult:
    text = str(url).strip().translate(_DROPPED)
    scheme = text.split(":", 1)[0].lower()
    if scheme in _WEB_SCHEMES:
        # For http(s) a browser treats "\" as "/": the host ends there, whatever follows.
        text = text.replace("\\", "/")
    return urlsplit(text)


def _clean_host(host: str) -> str:
    return host.strip().lower().rstrip(".")


def host_of(url: str) -> str:
    """The lower-cased host of `url`, without port, userinfo or trailing dot; "" if it has none."""
    try:
        return _clean_host(_split(url).hostname or "")
    except ValueError:
        return ""


def origin_of(url: str) -> str:
    """"scheme://host[:port]" with the scheme's default port dropped (the RB1 robots.txt key).

    Raises ValueError for a URL with no host, a non-http(s) scheme or a bad port, because a
    caller keying robots.txt on a wrong origin would be worse than one that stops.
    """
    parts = _split(url)
    scheme = parts.scheme.lower()
    host = host_of(url)
    if scheme not in _WEB_SCHEMES or not host:
        raise ValueError(f"no http(s) origin in {url!r}")
    port = parts.port  # raises ValueError itself for a port that is not a number in range
    if ":" in host:
        host = f"[{host}]"  # IPv6 literal keeps its brackets in an origin
    if port is None or port == _DEFAULT_PORTS[scheme]:
        return f"{scheme}://{host}"
    return f"{scheme}://{host}:{port}"


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def in_scope(url: str, site_domain: str) -> bool:
    """True when `url` is http(s) and its host is `site_domain` or a subdomain of it (LD4).

    Case, a trailing dot and the port are ignored (an unparsable port is out). The match is on whole labels, so
    "evil-adur-worthing.gov.uk" is not inside "adur-worthing.gov.uk". An IP address only
    matches itself: "10.1.2.3" is not a "subdomain" of "2.3". Never raises.
    """
    domain = _clean_host(str(site_domain or ""))
    try:
        parts = _split(url)
        parts.port  # a port no browser would accept makes the URL unrequestable, so out
    except ValueError:
        return False
    if parts.scheme.lower() not in _WEB_SCHEMES:
        return False  # mailto:, javascript:, ftp: … are never requested
    host = host_of(url)
    if not host or not domain:
        return False
    if host == domain:
        return True
    if _is_ip(host) or _is_ip(domain):
        return False
    return host.endswith("." + domain)
