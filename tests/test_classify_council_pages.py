"""Small pages in the way councils build them (ours: invented councils, phrasing and layout learned from real
council pages), each labelled licensing or decoy from the page alone before the recogniser read it
(`wordings/recognition_pages.json`): the hard cases — decoys that speak of property licensing at length, licensing
sub-pages that barely say "licensing". The few still misjudged are listed with why; one read right fails its test."""
from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from datestone.extract.classify import classify_page

PAGES = json.loads((Path(__file__).resolve().parent / "wordings" / "recognition_pages.json").read_text(encoding="utf-8"))

STILL_MISJUDGED = {
    "pennock-renters-check": "a register under a tenants' breadcrumb that never says which scheme it lists",
    "pennock-additional-apply": "an apply page filed under a business hub that also names alcohol and taxi licences",
    "hollinsby-managing-agent": "an agents' sub-page with one licensing word under a 'Property licences' section",
}


def _html(p) -> str:
    h1 = p["title"].split(" | ")[0]
    trail = " &gt; ".join(f"<a href='/{i}'>{html.escape(c)}</a>" for i, c in enumerate(p["breadcrumb"]))
    return (f"<html><head><title>{html.escape(p['title'])}</title></head><body><nav class='breadcrumb'>{trail} &gt; "
            f"{html.escape(h1)}</nav><main><h1>{html.escape(h1)}</h1>{p['body']}</main>"
            "<footer>Contact us. Cookies. Accessibility.</footer></body></html>")


@pytest.mark.parametrize("page", PAGES, ids=[p["id"] for p in PAGES])
def test_each_page_is_judged_as_labelled(page):
    verdict = classify_page(_html(page), page["url"])
    right = verdict.is_licensing_page == (page["label"] == "licensing")
    if page["id"] in STILL_MISJUDGED:
        assert not right, f"now judged right: take {page['id']!r} off STILL_MISJUDGED"
    else:
        assert right, (page["why"], verdict.reasons)


def test_half_are_licensing_pages_and_every_decoy_is_turned_down():
    assert sum(p["label"] == "licensing" for p in PAGES) == sum(p["label"] == "decoy" for p in PAGES) == 30
    assert all(p["label"] == "licensing" for p in PAGES if p["id"] in STILL_MISJUDGED)  # no decoy is ever taken
