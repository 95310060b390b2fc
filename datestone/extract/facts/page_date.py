"""The page's own "last updated" date, when it states one: what tells a reviewer a page may be out of date.

Read from the words a reader sees ("Last updated: 18 March 2024", "Page last reviewed 3/4/2025", "Updated on
1 May 2023"), the footer included, else from the page's metadata (`dcterms.modified`, `article:modified_time`,
`last-modified` meta). Plain functions.
"""
from __future__ import annotations

import re
from datetime import date

from datestone.extract.facts.dates import find_dates
from datestone.extract.text import parse_html, visible_text

_CUE = re.compile(r"\b(?:last\s+)?(?:updated|modified|reviewed|edited|revised)(?:\s+(?:on|at))?\b\s*[:\-–]?\s*", re.I)
_META = ("dcterms.modified", "article:modified_time", "last-modified", "dc.date.modified", "modified",
         "og:updated_time")


def page_updated(html: str) -> str | None:
    """ISO date of the page's own last update, or None when it states none."""
    text = visible_text(html)
    for m in _CUE.finditer(text):
        window = text[m.end():m.end() + 40]
        dates = [d for d in find_dates(window) if d.value and d.start <= 12]
        if dates:
            return dates[0].value.isoformat()
    root = parse_html(html)
    if root is None:
        return None
    for meta in root.iter("meta"):
        name = (meta.get("name") or meta.get("property") or meta.get("itemprop") or "").lower()
        if name in _META:
            m = re.match(r"\s*(\d{4})-(\d\d)-(\d\d)", meta.get("content") or "")
            if m:
                try:
                    return date(int(m.group(1)), int(m.group(2)), int(m.group(3))).isoformat()
                except ValueError:
                    continue
    return None
