"""datestone.extract.classify: the council's own property licensing page, told apart from decoys.

Saved pages live in tests/classifier_pages/<name>.html; tests/classifier_pages/expected.json says, for each, the URL it
was served at, whether it is the licensing page and which schemes it says apply now.
"""
import json
from datetime import date
from pathlib import Path

import pytest

from datestone.extract.classify import LICENSING_PAGE_MIN_SCORE, PageVerdict, classify_page
from datestone.enums import Scheme

PAGES = Path(__file__).parent / "classifier_pages"
EXPECTED = json.loads((PAGES / "expected.json").read_text())
# The day these pages' expected schemes hold: their dates are judged against it ("remains in force until
# 30 September 2026" is in force then, ended by December 2026).
WRITTEN_ON = date(2025, 6, 1)


def page(name):
    return (PAGES / name).read_text(encoding="utf-8"), EXPECTED[name]["url"]


def test_fixture_table_matches_saved_pages():
    assert len(EXPECTED) >= 25
    assert sorted(p.name for p in PAGES.glob("*.html")) == sorted(EXPECTED)
    assert {e["is_licensing_page"] for e in EXPECTED.values()} == {True, False}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_classify_page_matches_saved_page_verdict(name):
    verdict = classify_page(*page(name))
    assert verdict.is_licensing_page is EXPECTED[name]["is_licensing_page"], verdict.reasons
    assert verdict.is_licensing_page is (verdict.score >= LICENSING_PAGE_MIN_SCORE)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_classify_page_reports_schemes_in_force(name):
    verdict = classify_page(*page(name), read_on=WRITTEN_ON)
    assert [s.value for s in verdict.schemes] == EXPECTED[name]["schemes"], verdict.reasons


@pytest.mark.parametrize("name, reason", [
    ("decoy_premises_licence.html", "decoy: title names another licensing regime"),
    ("decoy_taxi_private_hire.html", "decoy: title names another licensing regime"),
    ("decoy_general_licensing_hub.html", "decoy: other licensing regimes dominate"),
    ("decoy_landlords_hub.html", "decoy: hub page"),
    ("decoy_private_housing_hub_drupal.html", "decoy: hub page"),
    ("decoy_landlords_hub_with_teasers.html", "decoy: hub page"),
    ("decoy_news_selective_launch.html", "decoy: news item or press release"),
    ("decoy_press_release_dated.html", "decoy: news item or press release"),
    ("decoy_committee_report.html", "decoy: council meeting or committee report"),
    ("decoy_consultation_additional.html", "decoy: consultation"),
    ("decoy_search_results.html", "decoy: search results"),
    ("decoy_soft_404.html", "decoy: page not found"),
    ("decoy_login.html", "decoy: sign-in page"),
    ("drupal_property_licensing_all_three.html", "title mentions property licensing"),
    ("jadu_hmo_licensing_only.html", "title mentions property licensing"),
    ("aspx_hmo_five_or_more.html", "title mentions HMOs"),
    ("spa_rendered_selective.html", "URL names licensing"),
])
def test_classify_page_says_which_signal_fired(name, reason):
    reasons = classify_page(*page(name)).reasons
    assert any(r.startswith(reason) for r in reasons), reasons


@pytest.mark.parametrize("name, title", [
    ("drupal_property_licensing_all_three.html", "Property licensing"),
    ("jadu_hmo_licensing_only.html", "Houses in multiple occupation (HMO) licensing"),
    ("aspx_no_selective_mandatory_only.html", "Landlord licensing"),
    ("decoy_soft_404.html", "Page not found"),
])
def test_classify_page_title_is_the_page_heading(name, title):
    assert classify_page(*page(name)).title == title


def test_classify_page_scores_every_licensing_page_above_every_decoy():
    scores = {n: classify_page(*page(n)).score for n in EXPECTED}
    worst_page = min(s for n, s in scores.items() if EXPECTED[n]["is_licensing_page"])
    best_decoy = max(s for n, s in scores.items() if not EXPECTED[n]["is_licensing_page"])
    assert best_decoy < LICENSING_PAGE_MIN_SCORE <= worst_page


@pytest.mark.parametrize("url", [
    "https://www.anytown.gov.uk/article/7/Renting-out-your-home",
    "https://www.anytown.gov.uk/node/123",
])
def test_classify_page_content_wins_without_a_licensing_url(url):
    html, _ = page("drupal_property_licensing_all_three.html")
    with_url = classify_page(html, EXPECTED["drupal_property_licensing_all_three.html"]["url"])
    without = classify_page(html, url)
    assert without.is_licensing_page and without.score < with_url.score


def test_classify_page_a_licensing_url_does_not_rescue_a_decoy():
    html, _ = page("decoy_premises_licence.html")
    assert not classify_page(html, "https://www.anytown.gov.uk/selective-licensing").is_licensing_page


@pytest.mark.parametrize("name", sorted(n for n, e in EXPECTED.items() if e["is_licensing_page"]))
def test_classify_page_reads_only_the_content_not_the_menu(name):
    # Every fixture's menu, sidebar and footer name alcohol, taxis, gambling and news;
    # only the content area counts, so no decoy signal fires on a real licensing page.
    reasons = classify_page(*page(name)).reasons
    assert not [r for r in reasons if r.startswith("decoy:")], reasons


def test_classify_page_a_breadcrumb_class_wrapping_the_page_is_not_a_news_trail():
    html, url = page("drupal_property_licensing_all_three.html")
    html = html.replace("<body ", '<body><div class="has-breadcrumb"><span ').replace("</body>", "</span></div></body>")
    assert "News" in html and classify_page(html, url).is_licensing_page


def test_classify_page_a_sign_in_box_in_the_header_is_not_a_login_page():
    html, url = page("jadu_selective_and_additional.html")
    box = '<form action="/login"><input name="user"><input type="password" name="pw"></form>'
    html = html.replace('<div id="header" role="banner">', '<div id="header" role="banner">' + box)
    assert classify_page(html, url).is_licensing_page


def test_classify_page_password_box_in_content_is_a_login_page():
    html, url = page("jadu_selective_and_additional.html")
    html = html.replace('<div class="editor">', '<div class="editor"><input type="password" name="pw">')
    assert not classify_page(html, url).is_licensing_page


NB = "https://www.northbrook.gov.uk"


@pytest.mark.parametrize("url, heading", [
    (f"{NB}/news/property-licensing", None),
    (f"{NB}/press-releases/property-licensing", None),
    (f"{NB}/search?s=property+licensing", None),
    (f"{NB}/account/login?next=/property-licensing", None),
    ("https://democracy.northbrook.gov.uk/mgIssueHistory.aspx?IId=1234", None),
    ("https://democracy.northbrook.gov.uk/ieIssueDetails.aspx?IId=19465&Opt=3", None),
    (f"{NB}/info/article/?catid=latest-news&id=KA-0123", None),
    (f"{NB}/have-your-say/property-licensing", None),
    (None, "Page not found"),
    (None, "Search results"),
    (None, "Sign in"),
    (None, "Property licensing: consultation"),
    (None, "Premises licence"),
])
def test_classify_page_a_decoy_url_or_heading_vetoes_licensing_content(url, heading):
    # The richest licensing page we have, served somewhere or titled as something it is not.
    name = "drupal_property_licensing_all_three.html"
    html, own_url = page(name)
    assert classify_page(html, own_url).is_licensing_page  # unmodified, it passes
    if heading:
        html = html.replace(">Property licensing</h1>", f">{heading}</h1>").replace(
            "<title>Property licensing |", f"<title>{heading} |")
    assert not classify_page(html, url or own_url).is_licensing_page


def test_classify_page_schemes_are_empty_for_a_decoy_naming_schemes():
    verdict = classify_page(*page("decoy_news_selective_launch.html"))
    assert verdict.schemes == () and not verdict.is_licensing_page


@pytest.mark.parametrize("html", ["", "   ", "<html></html>", "<<<broken", "<p>Hello</p>"])
def test_classify_page_empty_or_broken_html_is_not_a_licensing_page(html):
    verdict = classify_page(html, "https://www.anytown.gov.uk/")
    assert verdict == PageVerdict(False, verdict.score, verdict.title, (), verdict.reasons)
    assert isinstance(verdict.score, float) and verdict.score < LICENSING_PAGE_MIN_SCORE


def test_page_verdict_is_frozen_and_typed():
    verdict = classify_page(*page("jadu_hmo_licensing_only.html"))
    assert isinstance(verdict.score, float) and isinstance(verdict.reasons, tuple)
    assert all(isinstance(s, Scheme) for s in verdict.schemes)
    with pytest.raises(AttributeError):
        verdict.score = 0.0


def _plain(title: str, body: str, url: str = f"{NB}/housing/private-housing/houses-in-multiple-occupation"):
    return classify_page(f"<html><head><title>{title} | Northbrook Council</title></head><body><nav>"
                         f"<a href='/'>Home</a></nav><main><h1>{title}</h1>{body}</main></body></html>", url)


HMO_PAGE = ("<p>A house in multiple occupation is a home shared by three or more people who are not one household."
            "</p><p>If you let out a large house in multiple occupation you need a licence from us. A licence is "
            "needed where 5 or more people from 2 or more households share a kitchen or bathroom.</p><h2>Apply for "
            "a licence</h2><p>Send the application form with the fee and your gas safety certificate.</p>")


@pytest.mark.parametrize("title", ["Houses in multiple occupation", "Homes in Multiple Occupancy",
                                   "Licensable Houses of Multiple Occupation"])
def test_classify_page_an_hmo_page_saying_which_hmos_need_a_licence_is_the_page(title):
    verdict = _plain(title, HMO_PAGE)
    assert verdict.is_licensing_page and Scheme.MANDATORY_HMO in verdict.schemes, verdict.reasons


def test_classify_page_a_site_banner_about_a_consultation_does_not_make_an_hmo_page_a_decoy():
    banner = ("<p>Public consultation: tell us what you think of the proposal for local government in the county. "
              "The consultation closes on 1 March.</p>")
    assert _plain("Houses in multiple occupation", banner + HMO_PAGE).is_licensing_page


@pytest.mark.parametrize("body", [
    "<p>Date issued: 31 August 2018</p><p>Landlords are asked to get ready for the HMO licensing changes.</p>" + HMO_PAGE,
    "<p>This privacy notice explains what personal information we hold for HMO licensing and the legal basis for "
    "this processing.</p>" + HMO_PAGE,
    "<p>Issue - meetings: Additional Licensing Scheme</p><p>Meeting: 31/07/2012 - Cabinet</p><p>Minutes:</p>" + HMO_PAGE,
])
def test_classify_page_news_privacy_notices_and_meeting_pages_about_hmo_licensing_are_decoys(body):
    verdict = _plain("HMO licensing", body, url=f"{NB}/info/page/?id=KA-1")
    assert not verdict.is_licensing_page, verdict.reasons


def _plain_page(title: str, *paragraphs: str) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f"<html><head><title>{title} | Anytown Council</title></head><body><header><a href='/'>Home</a></header>"
            f"<main><h1>{title}</h1>{body}<p>Last updated: 3 March 2026</p></main></body></html>")


def test_a_plain_hmo_page_in_councils_own_words_is_the_licensing_page():
    """Real pages say "license your HMO", "a licensable HMO", "licensing for certain HMOs" — no scheme named."""
    html = _plain_page(
        "Licensing for certain HMOs",
        "A property is a licensable HMO if five or more people forming two or more households live there.",
        "To license your HMO, download the application form. The fee is £650 for five years.",
        "We inspect every licensed HMO before the licence is granted.")
    url = "https://www.anytown.gov.uk/houses-in-multiple-occupation/licensing-for-certain-hmos"
    verdict = classify_page(html, url)
    assert verdict.is_licensing_page, verdict.reasons
    assert "title mentions property licensing" in verdict.reasons


def test_multiple_occupancy_wording_counts_as_hmo_wording():
    html = _plain_page("Houses in multiple occupancy", "Landlords of houses in multiple occupancy may need a licence.")
    assert "text mentions HMOs" in classify_page(html, "https://www.anytown.gov.uk/housing/hmo-page").reasons
    assert "title mentions HMOs" in classify_page(html, "https://www.anytown.gov.uk/housing/hmo-page").reasons


def test_plain_licence_wording_does_not_outweigh_a_consultation():
    """The decoy tests weigh named schemes only: a consultation saying "license your HMO" stays a consultation."""
    html = _plain_page(
        "Have your say on HMO licensing",
        "We propose to license every HMO in the borough. We are consulting on the proposal until 1 May 2026.",
        "Tell us what you think of the proposal: the consultation survey is open. A licensable HMO would need a "
        "licence, and we propose to license your HMO for five years.")
    assert not classify_page(html, "https://www.anytown.gov.uk/housing/hmo-proposal").is_licensing_page


def test_a_page_whose_every_scheme_has_ended_says_so_when_read_on_a_day():
    """Still the council's page about licensing (as the corpus labels such pages), but read on a day (as the
    ladder reads) it says that every scheme it names has ended, so that a live page beside it can win."""
    html = _plain_page(
        "Selective licensing",
        "Selective licensing in the Union Road area ended in November 2013. Landlords who rent out properties in "
        "this area no longer need a selective licence.",
        "The Housing Act 2004 lets councils require landlords in a designated area to license their private rented "
        "homes, and selective licensing helps to improve management.")
    url = "https://www.anytown.gov.uk/housing/selective-licensing"
    on_the_day = classify_page(html, url, read_on=date(2026, 12, 2))
    assert on_the_day.is_licensing_page and on_the_day.only_ended_schemes and on_the_day.schemes == ()
    assert not classify_page(html, url).only_ended_schemes  # no day: no dates to judge by


def test_an_ended_scheme_beside_mandatory_hmo_licensing_is_still_the_page():
    html = _plain_page(
        "Selective licensing",
        "The Netherfield selective licensing scheme came into operation on 1 October 2018 and ran for five years. "
        "It ended on 30 September 2023.",
        "Landlords anywhere in the borough must still apply for a mandatory HMO licence for a property let to five "
        "or more people from two or more households who share facilities. How to apply: use the online portal.")
    verdict = classify_page(html, "https://www.anytown.gov.uk/housing/selectivelicensing", read_on=date(2026, 12, 2))
    assert verdict.is_licensing_page and not verdict.only_ended_schemes, verdict.reasons


@pytest.mark.parametrize("title, url", [
    ("House in multiple occupation (HMO) licensing privacy notice",
     "https://www.anytown.gov.uk/council/privacy-notices/private-sector-housing/hmo-licensing/"),
    ("FOI 13: HMO licences", "https://www.anytown.gov.uk/freedom-information/frequently-asked-fois/13"),
])
def test_a_privacy_notice_or_foi_answer_about_hmo_licensing_is_a_decoy(title, url):
    html = _plain_page(title, "We process your data to administer HMO licensing. A mandatory HMO licence is needed "
                              "for a property let to five or more people from two or more households.",
                       "HMO licence applications and the public register of licensed HMOs are kept for six years.")
    verdict = classify_page(html, url)
    assert not verdict.is_licensing_page and "decoy: privacy notice or information request" in verdict.reasons


def test_a_licensing_page_pointing_to_its_privacy_notice_is_still_the_page():
    html = _plain_page("HMO licensing", "Landlords must apply for a mandatory HMO licence for a property let to five or "
                                        "more people. Apply online; the fee is £600.",
                       "Our Public Protection privacy notice explains how we use your information.")
    assert classify_page(html, "https://www.anytown.gov.uk/housing/hmo-licensing").is_licensing_page


def test_classify_page_an_hmo_page_ending_on_proposals_for_more_licensing_is_still_the_page():
    body = HMO_PAGE + ("<h2>Proposals for more licensing</h2><p>We have consulted on additional and selective schemes "
                       "for nine wards. No decision has been made; the report on the consultation will follow.</p>")
    verdict = _plain("Houses in multiple occupation", body)
    assert verdict.is_licensing_page, verdict.reasons
