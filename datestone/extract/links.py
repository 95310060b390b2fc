"""The links a page offers, as absolute http(s) URLs with a readable label.

Guards what the ladder may follow (LD1 rungs 4–5): only web links, resolved the way a browser
resolves them (a `<base href>` wins over the page URL), each URL once. Filtering to the
council's own domain (LD4) and robots.txt (RB4) happen later, in the middlewares; this module
only reads markup. Plain functions: no Scrapy, no network, no clock.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urldefrag, urljoin, urlsplit

from datestone.extract.text import normalise_space, parse_html

# Browsers strip these from hrefs before resolving (WHATWG URL parser), so must we.
_URL_NOISE = re.compile(r"[\t\n\r]")
_WEB_SCHEMES = ("http", "https")


@dataclass(frozen=True)
class Link:
    """One followable link: absolute URL without fragment, and its label (may be "")."""

    url: str
    text: str


def _resolve(base: str, href: str) -> str | None:
    """Absolute http(s) URL without fragment, or None for anything we must not follow."""
    href = _URL_NOISE.sub("", href).strip()
    # An empty or fragment-only href points back at this very page: nothing new to read.
    if not href or href.startswith("#"):
        return None
    try:
        url = urldefrag(urljoin(base, href)).url
        parts = urlsplit(url)
    except ValueError:  # e.g. an unbalanced IPv6 bracket in a hand-written href
        return None
    # mailto:, tel:, javascript:, data:, ftp: ... all fall out here.
    if parts.scheme.lower() not in _WEB_SCHEMES or not parts.netloc:
        return None
    # Scheme and host are case-insensitive: one spelling, so duplicates collapse.
    return parts._replace(scheme=parts.scheme.lower(), netloc=parts.netloc.lower()).geturl()


def _label(a) -> str:
    """Anchor text, else title / aria-label (or an <area>'s alt), else an inner image's alt."""
    text = normalise_space(" ".join(t for t in a.itertext()))
    if text:
        return text
    for attr in ("title", "aria-label", "alt"):
        value = normalise_space(a.get(attr, ""))
        if value:
            return value
    for img in a.iter("img"):
        alt = normalise_space(img.get("alt", ""))
        if alt:
            return alt
    return ""


def extract_links(html: str, base_url: str) -> list[Link]:
    """Every `<a href>` and `<area href>` on the page, in document order, each URL once.

    The first occurrence fixes a URL's position; its label is the first non-empty one seen
    (an icon link before a text link to the same page still gets the text label).
    """
    root = parse_html(html)
    if root is None:
        return []
    base = base_url
    for el in root.iter("base"):
        if el.get("href", "").strip():
            try:
                base = urljoin(base_url, _URL_NOISE.sub("", el.get("href")).strip())
            except ValueError:  # "http://[": a base no browser can use; links resolve against the page URL
                pass  # (urljoin's ValueError escaped; found by tests/test_fuzz_classify.py)
            break  # only the first <base href> counts, as in browsers
    found: dict[str, str] = {}
    for a in root.iter("a", "area"):
        href = a.get("href")
        url = None if href is None else _resolve(base, href)
        if url is None:
            continue
        if not found.get(url):
            found[url] = _label(a)
    return [Link(url, text) for url, text in found.items()]
