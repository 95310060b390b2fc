"""AF2 change monitor: furniture and outages are never a change; a changed rule is, with a readable diff."""

from __future__ import annotations

import pytest

from datestone.extract.change import comparable_text, looks_like_outage, word_diff

PAGE = """<html><head><title>Property licensing</title></head><body>
<header><nav><a href="/">Home</a> <a href="/bins">Bins</a></nav></header>
<div id="cookie-banner">We use cookies. <button>Accept</button></div>
<main><h1>Property licensing</h1>
<div class="promo-carousel"><p>{promo}</p></div>
<p>Our selective licensing scheme came into force on {start} and covers the Central ward.</p>
<p>The licence fee is {fee}.</p>
<p class="meta">Last updated: {stamp}</p>
<div class="share-print"><a href="#">Print this page</a></div>
</main><footer><p>© {year} Example Council</p><p>Page last reviewed {stamp}</p></footer></body></html>"""


def page(start="1 June 2025", fee="£750", stamp="14 October 2026", year="2026", promo="Pay your council tax"):
    return PAGE.format(start=start, fee=fee, stamp=stamp, year=year, promo=promo)


def changed(old: str, new: str) -> bool:
    return word_diff(comparable_text(old), comparable_text(new)).changed


@pytest.mark.parametrize("new", [
    page(stamp="1 December 2026"),  # a "last updated" stamp
    page(year="2027"),  # the footer year
    page(promo="Register to vote by Friday"),  # a rotating promotion
    page().replace("We use cookies.", "We use cookies and analytics."),  # the cookie banner
    page().replace('<a href="/bins">Bins</a>', '<a href="/bins">Bins and recycling</a>'),  # navigation
])
def test_af2_page_furniture_changing_is_never_a_change(new):
    assert not changed(page(), new)


@pytest.mark.parametrize("new, removed, added", [
    (page(start="1 June 2026"), "2025", "2026"),  # a new scheme start date
    (page(fee="£950"), "£750.", "£950."),
])
def test_af2_a_changed_rule_is_a_change_with_a_word_diff(new, removed, added):
    diff = word_diff(comparable_text(page()), comparable_text(new))
    assert diff.changed and diff.removed == 1 and diff.added == 1
    assert f"[-{removed}-]" in diff.text and f"{{+{added}+}}" in diff.text
    assert f"<del>{removed}</del>" in diff.html and f"<ins>{added}</ins>" in diff.html


def test_af2_diff_html_is_escaped():
    diff = word_diff("a <b> c", "a <i> c")
    assert "<del>&lt;b&gt;</del>" in diff.html and "<ins>&lt;i&gt;</ins>" in diff.html


@pytest.mark.parametrize("outage", [
    "<html><body><h1>Site under maintenance</h1><p>We'll be back soon.</p></body></html>",
    "<html><body><main><h1>Service Unavailable</h1></main></body></html>",
    "",
])
def test_af2_an_outage_page_is_never_a_change(outage):
    assert looks_like_outage(outage, comparable_text(page()))


def test_af2_a_real_page_is_not_an_outage_even_if_it_mentions_maintenance():
    real = page().replace("covers the Central ward.", "covers the Central ward. Landlords must carry out maintenance.")
    assert not looks_like_outage(real, comparable_text(page()))


def test_af2_a_maintenance_notice_in_other_words_is_an_outage_not_a_change():
    # tests/fakeweb/liveness/unreachable_maintenance_200: no "under maintenance", and a short page before it.
    before = "HMO licensing\nYou need a licence to rent out a house in multiple occupation.\nApply online."
    notice = ("<html><body><main><h1>Sorry, our website is unavailable</h1><p>We are currently carrying out "
              "essential maintenance to our website. Please try again later.</p></main></body></html>")
    assert looks_like_outage(notice, before)
    page = ("<html><body><main><h1>HMO licensing</h1><p>Landlords must carry out repairs and keep the property "
            "in good order.</p></main></body></html>")
    assert not looks_like_outage(page, before)
