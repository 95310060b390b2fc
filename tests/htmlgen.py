"""Hypothesis strategies for near-valid council HTML, shared by the fuzz modules (tests/test_fuzz_*.py).

Pages are built from the pieces real council pages are made of — headings, paragraphs, menus, cookie
banners, breadcrumbs, hidden blocks, scripts, links of every scheme, `<base href>` — with licensing wording,
typography (curly quotes, dashes, NBSP, ligatures, zero-width marks) and the odd broken tag.
"""

from __future__ import annotations

from html import escape

from hypothesis import strategies as st

WORDS = st.sampled_from([
    "selective", "additional", "mandatory", "HMO", "licensing", "licence", "license", "scheme", "in force",
    "came into force", "ended", "will come into force", "proposed", "consultation", "you must apply", "fees",
    "£750", "landlords", "houses in multiple occupation", "5 or more people", "2 or more households", "large HMOs",
    "designation", "alcohol", "taxi", "news", "press release", "page not found", "sign in", "search results",
    "the scheme", "it", "however", "but", ";", ".", ",", "!", "?", "2025", "1 April 2027", "Council",
    "\u2018quoted\u2019", "\u201cquoted\u201d", "\u2013", "\u2014", "\u00a0", "\ufb01", "\u200b", "\u00ad", "\n", "  ",
    "&amp;", "&nbsp;", "&lt;", "&#8217;", "&bogus;",
])
TEXT = st.lists(WORDS, max_size=12).map(" ".join) | st.text(max_size=40)

_HREFS = st.sampled_from([
    "/selective-licensing", "/housing/private-renting", "https://www.council.gov.uk/hmo-licensing", "#top", "",
    "mailto:x@y.z", "tel:123", "javascript:void(0)", "//other.example/x", "http://[::1", "http://[", "?q=licensing",
    "/a-z", "../up", " /spaced \n", "HTTP://WWW.COUNCIL.GOV.UK/X#frag", "data:text/html,hi", "/news/licensing",
    "/files/licensing.pdf", "http://a:99999/", "http://x.gov.uk:notaport/",
]) | st.text(max_size=15)
_ATTRS = st.sampled_from([
    "", ' class="cookie-banner"', ' id="breadcrumb"', ' class="promo"', ' role="navigation"', ' role="main"',
    " hidden", ' aria-hidden="true"', ' style="display:none"', ' id="main-content"', ' class="breadcrumbs"',
    ' aria-label="Breadcrumb"', ' type="hidden"', ' class="share print"',
])
_CONTAINERS = ["div", "main", "article", "section", "nav", "header", "footer", "aside", "p", "ul", "li", "span",
               "h1", "h2", "title", "table", "td", "pre", "form", "script", "style", "noscript", "template", "svg"]


def _leaf(text: str, raw: bool) -> str:
    return text if raw else escape(text, quote=False)


@st.composite
def _node(draw, depth: int) -> str:
    kind = draw(st.sampled_from(["text", "link", "element", "element", "junk", "input", "comment"]
                                if depth < 4 else ["text", "link", "junk"]))
    if kind == "text":
        return _leaf(draw(TEXT), draw(st.booleans()))
    if kind == "link":
        tag = draw(st.sampled_from(["a", "a", "area"]))
        return f'<{tag} href="{escape(draw(_HREFS))}"{draw(_ATTRS)}>{escape(draw(TEXT))}</{tag}>'
    if kind == "junk":
        return draw(st.sampled_from(["<", "</div>", "<p", "<![CDATA[x]]>", "<?php ?>", "<!DOCTYPE html>", "&",
                                     "<br/>", "<img alt='licensing'>", "</html>", "<html>", "\x00", "<body>"]))
    if kind == "input":
        return draw(st.sampled_from(['<input type="password">', '<input type="PASSWORD">', "<input>"]))
    if kind == "comment":
        return f"<!-- {draw(TEXT).replace('--', '')} -->"
    tag = draw(st.sampled_from(_CONTAINERS))
    children = "".join(draw(st.lists(_node(depth + 1), max_size=4)))
    close = draw(st.sampled_from([f"</{tag}>", f"</{tag}>", ""]))  # browsers meet unclosed tags every day
    return f"<{tag}{draw(_ATTRS)}>{children}{close}"


@st.composite
def pages(draw) -> str:
    """A whole page: sometimes a proper document with head and <base href>, sometimes a fragment."""
    body = "".join(draw(st.lists(_node(0), max_size=8)))
    if not draw(st.booleans()):
        return body
    title = escape(draw(TEXT))
    base = draw(st.sampled_from(["", '<base href="/housing/">', '<base href="http://[">', '<base href="">']))
    decl = draw(st.sampled_from(["", '<?xml version="1.0" encoding="iso-8859-1"?>', "<!DOCTYPE html>"]))
    return f"{decl}<html><head><title>{title}</title>{base}</head><body>{body}</body></html>"


ANY_HTML = pages() | st.text(max_size=500)
PAGE_URLS = st.sampled_from([
    "https://www.council.gov.uk/housing/selective-licensing", "https://www.council.gov.uk/", "",
    "https://www.council.gov.uk/news/2024/licensing", "https://www.council.gov.uk/search?q=hmo", "not a url",
    "http://[::1", "https://www.council.gov.uk/login", "http://x.gov.uk:99999/",
]) | st.text(max_size=30)
