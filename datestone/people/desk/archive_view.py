"""The archived page as the desk shows it (AF3): from the WARC files only, never the network (LD4 for the reviewer).

A copy is one `archive` index row (the rendered DOM, else the response as sent). Its HTML is made inert before
the reviewer's browser sees it: no scripts, frames, objects, <base>, meta refresh or the page's own CSP; links keep
their address in `title` but point nowhere; forms submit nowhere; every stylesheet, image, font and CSS url() is
rewritten to the desk's own route for that copy, `/-/desk/copy/<row>/sub?url=<absolute URL>`. That route answers
with the archived response for that URL if a WARC of the same visit holds one (searched by WARC-Target-URI), and
otherwise a 404 from the desk itself. Every answer carries COPY_CSP, which lets the frame load nothing but the
desk's own routes and run no script; the frame is sandboxed on top (templates/desk_frame.html).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urljoin, urlsplit

import lxml.html
from lxml import etree
from w3lib.encoding import html_to_unicode

from datestone.state.reads.archive_index import archived_page
from datestone.state.warc_reader import read_record
from datestone.people.desk.anchor import Selector, mark_selectors

# Nothing may leave for the network: only the desk's own origin, no script, no frame, no form, no <base>.
COPY_CSP = ("default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; "
            "script-src 'none'; connect-src 'none'; frame-src 'none'; child-src 'none'; object-src 'none'; "
            "media-src 'none'; form-action 'none'; base-uri 'none'; sandbox allow-same-origin")
_REMOVED = ("script", "noscript", "base", "iframe", "frame", "frameset", "embed", "object", "applet", "portal")
_LINKS_KEPT = {"stylesheet", "icon", "shortcut icon"}
# Attributes a browser fetches from (beside <link href>): img/video/audio/source/input src, poster, the old
# `background` of body and tables, SVG <image>/<use> href (plain and xlink).
_FETCHED = ("src", "poster", "background", "lowsrc", "href", "{http://www.w3.org/1999/xlink}href", "xlink:href")
_CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3""", re.I)


@dataclass(frozen=True)
class Copy:
    row: dict  # the archive index row
    html: str


def read_copy(store, archive_dir: Path, row_id: int) -> Copy | None:
    row = archived_page(store, row_id)
    if row is None:
        return None
    record = read_record(archive_dir, row)
    if record is None:
        return None
    content_type = "text/html; charset=utf-8" if record.kind == "rendered" else _header(record.head, "content-type")
    _, html = html_to_unicode(content_type, record.body)
    return Copy(row=row, html=html)


def _header(head: str, name: str) -> str | None:
    for line in head.splitlines()[1:]:
        key, _, value = line.partition(":")
        if key.strip().lower() == name:
            return value.strip()
    return None


def sub_route(prefix: str, base_url: str, url: str) -> str | None:
    """A page's reference to a subresource -> the desk's route for it; None for one that needs no request."""
    url = (url or "").strip()
    if not url or url.startswith(("data:", "#")):
        return url or None
    absolute = urljoin(base_url, url)
    if urlsplit(absolute).scheme not in ("http", "https"):
        return "about:blank"
    return f"{prefix}/sub?url={quote(absolute, safe='')}"


def rewrite_css(css: str, prefix: str, base_url: str) -> str:
    def swap(match: re.Match) -> str:
        if match.group(2) is not None:
            target = sub_route(prefix, base_url, match.group(2))
            return f'url("{target}")' if target else match.group(0)
        return f'@import "{sub_route(prefix, base_url, match.group(4))}"'
    return _CSS_URL.sub(swap, css)


def inert_page(html: str, page_url: str, prefix: str, selectors: list[Selector] = ()) -> tuple[str, dict[str, bool]]:
    """The copy made inert and pointed at the desk (module docstring), with the selectors marked."""
    root = lxml.html.document_fromstring(html or "<html><body></body></html>")
    for element in list(root.iter(*_REMOVED)):
        element.drop_tree()
    for element in list(root.iter("meta")):
        if element.get("http-equiv"):
            element.drop_tree()
    for element in list(root.iter("link")):
        if (element.get("rel") or "").strip().lower() not in _LINKS_KEPT:
            element.drop_tree()
        else:
            element.set("href", sub_route(prefix, page_url, element.get("href")) or "")
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        for name in list(element.attrib):
            if name.lower().startswith("on") or name.lower() in ("srcset", "ping", "formaction", "integrity"):
                del element.attrib[name]
        for name in _FETCHED:
            if element.get(name) and not (name == "href" and element.tag in ("a", "area", "link")):
                element.set(name, sub_route(prefix, page_url, element.get(name)) or "")
        element.attrib.pop("manifest", None)
        if element.tag in ("a", "area") and element.get("href") is not None:
            element.set("title", urljoin(page_url, element.get("href")))
            element.set("href", "#")
        if element.tag == "form":
            element.attrib.pop("action", None)
        if element.get("style"):
            element.set("style", rewrite_css(element.get("style"), prefix, page_url))
        if element.tag == "style" and element.text:
            element.text = rewrite_css(element.text, prefix, page_url)
    found = mark_selectors(root, list(selectors))
    head = root.find("head")
    if head is None:
        head = etree.Element("head")
        root.insert(0, head)
    style = etree.SubElement(head, "style")
    style.text = "mark.datestone-evidence{background:#ffe066;outline:2px solid #e8590c;color:inherit}"
    return "<!DOCTYPE html>\n" + lxml.html.tostring(root, encoding="unicode"), found
