"""Small pages in the way councils build them (ours: invented councils, phrasing and layout learned from real
council pages), each labelled licensing or decoy from the page alone before the recogniser read it: the hard cases —
decoys that speak of property licensing at length, licensing sub-pages that barely say "licensing"
(`wordings/recognition_pages.json`, half each), and landlord hubs, HMO guides and standards pages that say a good
deal about licensing but send the landlord on, beside licensing pages shaped like hubs
(`wordings/recognition_hubs.json`, two thirds decoys), and plain-titled steps of a licence (renewals, changes of
details, fees, registers, temporary exemption notices) beside decoys that use the scheme's words (evaluations,
decision notices, job adverts, other regimes' look-alike pages) (`wordings/recognition_round3.json`, half each). The
ones still misjudged are listed with why; one read right fails its test."""
from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from datestone.extract.classify import classify_page

WORDINGS = Path(__file__).resolve().parent / "wordings"
PAGES = json.loads((WORDINGS / "recognition_pages.json").read_text(encoding="utf-8"))
HUBS = json.loads((WORDINGS / "recognition_hubs.json").read_text(encoding="utf-8"))
ROUND3 = json.loads((WORDINGS / "recognition_round3.json").read_text(encoding="utf-8"))
# Round 4, written after round 3's rules and read untuned: thin steps of a licence under any section (Business,
# Environmental health, Neighbourhoods) and decoys in the same words (park-home site licences, a tenant's "is my
# landlord licensed?"). Read untuned: 18 of 30 licensing pages missed, 2 decoys taken; the rules for its two decoys
# (a site licence is another regime; a title asking from a tenant's side) came from it.
ROUND4 = json.loads((WORDINGS / "recognition_round4.json").read_text(encoding="utf-8"))
# Round 5, written after round 4's rules and read untuned: 36 decoys that speak most like a licensing page (a scheme
# review, a councillors' briefing, an officer's fee decision, a moved-page stub) and 24 thin licensing steps (transfer,
# draft licence, instalments, telling your lender). 11 of 24 licensing pages missed, 4 decoys taken.
ROUND5 = json.loads((WORDINGS / "recognition_round5.json").read_text(encoding="utf-8"))
# Round 6, written after round 5's rules and read untuned: 30 thin steps of a licence with plain titles under
# business, environmental-health and housing sections (renewals, changes, fit and proper persons, registers, notices)
# and 30 decoys in the same sections and words (a cabinet decision, scrutiny minutes, caravan-site and event
# licences, council tax for shared houses). Read untuned: all 60 judged as labelled.
ROUND6 = json.loads((WORDINGS / "recognition_round6.json").read_text(encoding="utf-8"))
# Round 7, written after round 6 and read untuned: 40 decoys of kinds the rounds before had not shown (highway
# licences for skips and scaffolds, temporary event notices, collections and scrap metal, rent repayment and civil
# penalty policies, the national landlord database, holiday lets, a privacy notice, a tenant's "is your landlord's
# property licensed?") and 20 thin licensing steps. Read untuned: all 20 licensing pages taken, 1 decoy taken (the
# tenant page; a title in "your landlord's" is now a tenants' page like one in "my landlord").
ROUND7 = json.loads((WORDINGS / "recognition_round7.json").read_text(encoding="utf-8"))

STILL_MISJUDGED = {
    "pennock-additional-apply": "an apply page filed under a business hub that also names alcohol and taxi licences",
    "hollinsby-managing-agent": "an agents' sub-page with one licensing word under a 'Property licences' section",
    # round 3, read first untuned: steps of a licence that say "licence" and never "licensing", under breadcrumbs
    # that name no licensing section; a title for a licence under a housing section now carries most of them
    "dalesby-fee-discounts": "a table of fee discounts for 'your licence': read as never speaking of licensing homes",
    "jessington-what-licence-covers": "licence conditions titled 'What your licence requires' say 'licence' once more only (2.7)",
    "mossford-apply-shared-house": "'shared house licence' in the title alone; the body never says 'licence' (2.5)",
    # round 4 (untuned): the score it got and what makes the page hard, as its writer saw it
    "fenbyvale-pay-for-your-licence": "missed (-5.0): Part-two HMO licence fee step under Business > Environmental health; 'shared house' instead of HMO, licence words only in passing.",
    "fenbyvale-smaller-shared-houses": "missed (2.7): Additional licensing scheme's own page with a plain-English title; neither 'HMO' nor 'licensing' in the title or breadcrumb.",
    "ashwick-new-managing-agent": "missed (1.0): Licence variation framed as a change notification; reads like general landlord admin, and mirrors the DPS-change alcohol decoy.",
    "corrimoor-licence-holder-duties": "missed (3.5): Licence-conditions page titled as 'duties', under a Housing standards breadcrumb that usually means enforcement.",
    "brindlecombe-licensing-a-flat-above-a-shop": "missed (3.9): Selective-licensing scope page under Business > Your premises, so it reads like shop or premises licensing.",
    "kestleford-renting-out-a-home": "missed (1.6): Selective scheme's own page under a Neighbourhoods breadcrumb; never uses the word 'selective' or 'licensing' in title.",
    "kestleford-early-application-discount": "missed (-5.0): Fee-discount page of a selective scheme that talks about accreditation; the mirror image of the accreditation decoy.",
    "oxlade-pell-street-and-goldacre": "missed (3.4): Scheme page carrying consultation, Cabinet and licence-count wording that normally marks a decoy.",
    "marrowby-if-you-disagree": "missed (-5.0): Representations-and-appeals step of property licensing with a title that could fit any council decision.",
    "tullingham-stopping-letting-to-sharers": "missed (1.5): Temporary exemption notice page that never says 'temporary exemption notice' or 'TEN'.",
    "tullingham-send-us-your-certificates": "missed (0.9): Document step of an HMO licence application; reads like a generic safety-certificates page.",
    "quenbridge-check-your-street": "missed (0.6): Area checker of an additional scheme: mostly a form, one sentence of scheme content.",
    "dunstowe-charges-for-shared-houses": "missed (1.3): Fee list under a generic Environmental health > Charges breadcrumb with an /info/ URL; looks like a council-wide charges list.",
    "halvermoor-homes-that-dont-need-a-licence": "missed (4.0): Exemptions page phrased in the negative; could be misread as a page about not needing licensing.",
    "pennickvale-questions-from-landlords": "missed (2.7): Scheme FAQ in accordions under a Housing standards breadcrumb; the scheme is named once.",
    "pennickvale-licence-about-to-expire": "missed (3.7): HMO licence renewal with a reminder-style title under Housing standards; no 'HMO' in the title.",
    "stourmere-what-your-licence-requires": "missed (3.5): Licence conditions with a plain title; bins and room sizes read like housing-standards advice.",
    "greywater-before-you-start": "missed (0.9): Apply step with no 'licence' in the title or breadcrumb.",
    # round 5 (untuned): the score it got and what makes the page hard, as its writer saw it
    "blenmarsh-transferring-a-licence": "missed (1.0): Change-of-owner step of HMO licensing under Business > Environmental health; the title says 'transfer' though the page explains a licence cannot move with the house.",
    "orravale-your-proposed-licence": "missed (-3.5): The council's own pre-grant draft-licence step; 'representations' and '14 days' make it sound like a public consultation.",
    "gaddesmoor-book-your-licence-inspection": "missed (-5.0): One-step licensing page under Environment > Environmental health; reads like any inspection booking.",
    "gaddesmoor-tenterfield-holme-carr-key-dates": "missed (3.5): Scheme page laid out as a dates table with a Cabinet date first; could pass for a decision notice.",
    "pindlecombe-pay-in-instalments": "missed (2.1): Licence fee step with a bare title under 'Renting'; 'direct debit' and 'instalments' read like council tax.",
    "cawstowe-more-time-after-an-exemption": "missed (1.0): Second temporary exemption notice step in plain words; 'exemption' on its own reads like council tax.",
    "ferrisholm-refunds-and-withdrawn-applications": "missed (1.6): Refund rules for licence applications under a generic Private sector housing > Refunds breadcrumb.",
    "mardlebury-conditions-for-family-homes": "missed (-5.0): Selective licence conditions titled without the word 'licence'; reads like general landlord safety advice.",
    "mardlebury-page-has-moved": "taken (4.1): Redirect stub at an old licensing URL with the scheme's name in the breadcrumb; it holds only links.",
    "quillbridge-documents-to-have-ready": "missed (0.6): Application checklist under 'Private renting' that names no scheme and uses 'licence' once.",
    "quillbridge-property-licensing-review-2025": "taken (7.8): Midpoint scheme review with start date, coverage and licence counts.",
    "skerrowby-landlords-in-brackside": "missed (3.3): Scheme page that lives under Regeneration, among renewal-project content.",
    "skerrowby-councillor-briefing-brackside": "taken (6.3): Internal councillor briefing with scheme figures and talking points; not for landlords.",
    "vantham-telling-your-lender-and-freeholder": "missed (-5.0): Application step on notifying interested parties; reads like mortgage or leasehold advice.",
    "vantham-officer-decision-licence-fees-2026-27": "taken (6.1): Delegated decision record that sets licence fees; the figures match the licensing pages.",
}


def _html(p) -> str:
    h1 = p["title"].split(" | ")[0]
    trail = " &gt; ".join(f"<a href='/{i}'>{html.escape(c)}</a>" for i, c in enumerate(p["breadcrumb"]))
    return (f"<html><head><title>{html.escape(p['title'])}</title></head><body><nav class='breadcrumb'>{trail} &gt; "
            f"{html.escape(h1)}</nav><main><h1>{html.escape(h1)}</h1>{p['body']}</main>"
            "<footer>Contact us. Cookies. Accessibility.</footer></body></html>")


@pytest.mark.parametrize("page", PAGES + HUBS + ROUND3 + ROUND4 + ROUND5 + ROUND6 + ROUND7,
                         ids=[p["id"] for p in PAGES + HUBS + ROUND3 + ROUND4 + ROUND5 + ROUND6 + ROUND7])
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


def test_two_thirds_of_the_hub_shaped_pages_are_decoys_and_every_one_is_turned_down():
    assert (sum(p["label"] == "decoy" for p in HUBS), sum(p["label"] == "licensing" for p in HUBS)) == (41, 19)
    every = PAGES + HUBS + ROUND3 + ROUND4 + ROUND5 + ROUND6 + ROUND7
    assert len({p["id"] for p in every}) == len(every)
    assert not any(p["label"] == "decoy" for p in HUBS if p["id"] in STILL_MISJUDGED)


def test_rounds_three_and_four_are_half_licensing_and_every_decoy_is_turned_down():
    for round_ in (ROUND3, ROUND4):
        assert sum(p["label"] == "licensing" for p in round_) == sum(p["label"] == "decoy" for p in round_) == 30
        assert not any(p["label"] == "decoy" for p in round_ if p["id"] in STILL_MISJUDGED)


def test_round_five_is_mostly_decoys_and_four_are_still_taken():
    assert (sum(p["label"] == "decoy" for p in ROUND5), sum(p["label"] == "licensing" for p in ROUND5)) == (36, 24)
    assert sum(p["label"] == "decoy" for p in ROUND5 if p["id"] in STILL_MISJUDGED) == 4


def test_round_six_is_half_licensing_and_was_read_right_untuned():
    assert sum(p["label"] == "licensing" for p in ROUND6) == sum(p["label"] == "decoy" for p in ROUND6) == 30
    assert not {p["id"] for p in ROUND6} & set(STILL_MISJUDGED)


def test_round_seven_is_two_thirds_decoys_and_every_one_is_turned_down():
    assert (sum(p["label"] == "decoy" for p in ROUND7), sum(p["label"] == "licensing" for p in ROUND7)) == (40, 20)
    assert not {p["id"] for p in ROUND7} & set(STILL_MISJUDGED)
