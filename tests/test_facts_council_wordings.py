"""Passages in the way councils word their licensing pages (ours: invented places and dates, phrasing learned from
real council pages), each labelled with its facts from the text alone, by the corpus spec, before the reader had
read it: dates and status (`wordings/dates_and_status.json`), areas and places (`wordings/areas_and_places.json`),
which schemes are in force on pages that give no dates (`wordings/in_force_without_dates.json`).

Every passage is read on its own day. The few the reader still gets wrong are listed with why; a listed passage
that starts being read right fails its test, so the list only shrinks."""
from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from datestone.extract.facts import read_facts
from tests.test_facts import page

WORDINGS = Path(__file__).resolve().parent / "wordings"
PASSAGES = [p for name in ("dates_and_status.json", "areas_and_places.json")
            for p in json.loads((WORDINGS / name).read_text(encoding="utf-8"))]
PASSAGES += json.loads((WORDINGS / "in_force_without_dates.json").read_text(encoding="utf-8"))
# Whole pages (10-35 elements: intro, key dates, FAQ answers, fees, contact details, related links, news boxes):
# the facts spread over a page crowded with other dates and places, as real pages spread them.
PAGES = [p for name in ("whole_pages_dates.json", "whole_pages_areas.json", "whole_pages_in_force.json",
                         "whole_pages_areas_round2.json", "whole_pages_ends.json", "whole_pages_ends_round2.json",
                         "whole_pages_in_force_round2.json", "whole_pages_ends_round3.json",
                         "whole_pages_areas_round3.json", "whole_pages_ends_round4.json", "whole_pages_areas_round4.json",
                         "whole_pages_in_force_round3.json", "whole_pages_areas_round5.json", "whole_pages_ends_round5.json")
         for p in json.loads((WORDINGS / name).read_text(encoding="utf-8"))]
PASSAGES += PAGES

# Status, dates and area still misread: why, for a person reading the list.
STILL_MISREAD = {
    "heading-named-areas": "places named only in the heading above a dated sentence are not taken as its area",
    "enforcement-deadline": "the place named in the application-deadline sentence is not taken as the area",
    "additional-dropped-selective-on": "'The selective licensing scheme in Eastcliff North continues' gives no place",
    "additional-history-only": "'in the university quarter' (no capitals) is not read as a place",
    # whole pages
    "hadley-all-24-and-6-of-24": "'alongside national HMO licensing' is read as describing the national scheme",
    "quenby-postcode-only-crowded": "a postcode checker alone is read as named areas, not as an area not stated",
    # whole pages, second round on areas, read untuned (in force right for 105 of 105 (page, scheme); status, dates
    # and area right on 27 of 35 pages, places on 18); the whole pages on end dates, read untuned the same way (23 of
    # 35 right, places on 19), are all read right since the rules they led to
    "lindenford-selective-postcode-checker-only": "a postcode checker alone is read as named areas, not as an area not stated",
    "glenmarsh-selective-area-only-on-map": "an area shown only on a map is read as named areas",
    # whole pages on end dates, second round, read untuned (in force right for 103 of 105 (page, scheme); status,
    # dates and area right on 21 of 35 pages, places on 24)
    "aldermere-slash-date-range-table": "an undated extra selective designation beside a table of ranges in slash dates",
    "pemberlow-second-extension-table": "a table of two extensions: the extensions' days are read as designations of their own",
    "verrington-status-column-three-schemes": "a status table of three schemes: two selective designations merge and lose their dates",
    # whole pages on which schemes are in force, second round, read untuned (in force right for 96 of 105 (page,
    # scheme); status, dates and area right on 17 of 35 pages, places on 16)
    "gildermoor-start-postponed-judicial-review": "a designation made, then held back by a judicial review, gives no fact",
    "tamberwick-selective-renewed-month-range": "the renewed designation's predecessor loses its area",
    "harrowmead-student-shared-house-guide": "mandatory licensing in a students' shared-house guide is not read",
    "kelverton-gap-and-proposal-readdate": "a proposal after a gap is read as the ended one",
    "thrushcombe-three-generations": "the first of three designations, undated, gives no fact",
    # whole pages on end dates, third round, read untuned (in force right for 105 of 105 (page, scheme); status,
    # dates and area right on 20 of 35 pages, places on 18)
    "wrexlow-unless-revoked-sooner-news-proposal": "a proposed additional scheme in a news box gives no fact",
    # whole pages on areas, third round, read untuned (in force right for 102 of 105 (page, scheme); status, dates
    # and area right on 24 of 35 pages, places on 22)
    "corvenham-postcode-checker-only": "a postcode checker alone is read as the whole district, not as an area not stated",
    "wyvernholt-additional-map-ended-selective": "an area shown only on a map takes the ended scheme's named area",
    "saltmere-three-selective-areas-key-dates": "a proposed third area in a key-dates table gives no fact",
    # whole pages on end dates, fourth round, read untuned (in force right for 99 of 105 (page, scheme); status,
    # dates and area right on 11 of 35 pages, places on 13)
    "fallowmere-fees-page-scheme-dates-in-passing": "an HMO licence named only in a link is read as the national scheme described",
    "wickenbury-partial-revocation-one-ward": "one ward revoked early from a designation is not split off as a designation that ended",
    # whole pages on areas, fourth round, read untuned (in force right for 104 of 105; status, dates and area right on
    # 25 of 35 pages, places on 19)
    "pellingford-all-wards-except-two": "'Both schemes started on' before either scheme is named gives the dates to one of them",
    "tallowfield-map-legend-two-areas": "areas given only in a map legend, their dates in a table keyed by area number, are not joined",
    "farrowdale-consultation-proposed-wards-venues": "a proposed scheme and one in force sharing a ward name are mixed up",
    "stonebeck-city-wide-faq-and-neighbourhoods": "a scheme known by its approval month and 'lasts five years' is read as in force, not unclear",
    "chalkmere-boundary-review-renamed-ward": "the old ward's name after a boundary review and the new wards' names are mixed up",
    "orrinford-town-centre-vs-borough": "'Orrinford town centre' and 'the borough of Orrinford' are not told apart",
    # whole pages on which schemes are in force, third round, read untuned (in force right for 96 of 105; status,
    # dates and area right on 19 of 35 pages, places on 19)
    "hallowfield-additional-current-and-approved-successor": "the approved successor's length is not joined to its start, and an HMO licence link is read as described",
    "corvington-selective-quashed-by-court": "a designation quashed by the High Court splits in two and the running half is read as in force",
    "thistlecombe-renewal-refused-new-proposal": "the day the Secretary of State refused a renewal is read as a designation",
    "wyvernham-third-designation-in-same-ward": "a history table's 'Third (current)' row is read twice",
    "stallingmoor-additional-fee-page": "a link to the mandatory HMO fees page is read as the national scheme described",
    "hobbersley-two-schemes-approved-read-before-start": "the selective wards, named before the designation is, are not its area",
    "grimsworth-hmo-hub-renewed-additional-and-news-box": "a selective proposal told only in a news box gives no fact",
    "lowmarren-selective-fees-two-designations": "a fee section for the coming designation leaves a proposal behind",
    "sedgecombe-district-wide-selective-ends-day-before-read": "the day applications open for the successor is read as a designation",
    "harlingford-selective-renewal-consultation-beside-current": "a proposal's hoped-for start is read as its dates",
    "torrisham-selective-made-start-postponed-judicial-review": "a start withdrawn pending a judicial review is still read as the start",
    # whole pages on areas, fifth round, read untuned (in force right for 105 of 105; status, dates and area right on 27
    # of 35 pages, places on 20); then the whole pages on end dates, fifth round, read after the first three rules of
    # that round (in force right for 102 of 105; status, dates and area right on 20 of 35 pages, places on 18)
    "stourham-postcode-checker-only": "a postcode checker alone is read as named areas, not as an area not stated",
    "ashworth-map-only-area": "an area shown only on a map is read as named areas",
    "garsdale-area-on-another-page-not-stated": "'the designated area', with the area given on another page, is read as named areas",
    "kilverby-renewal-day-after-old-ended": "the renewal's last day, in a later sentence, is not joined to the renewal begun 'the next day'; wards 'considered during consultation' leave a proposal",
    "mossbarrow-ended-then-approved-successor": "the first designation's wards, told just after the successor's start, go to the successor, and the successor's 'whole city' to the first",
    "whitcarth-read-day-after-expiry": "the proposed replacement takes the ended scheme's named area",
    "fellowmarsh-made-in-force-last-five-years": "'Duration: 5 years' under 'In force from:' is not read as the end, and a fee table's 'Standard from' rows are read as designations",
}
# Places still misread (a place kept that is not one, one missed, or a name cut short); the area kind is
# right for most of them.
PLACES_STILL_MISREAD = {
    "selective-exempt-additional",
    "additional-history-only",
    "additional-dropped-selective-on",
    "selective-two-areas",
    "selective-pending-decision",
    "faq-selective-streets",
    "area-named-in-link",
    "dl-wards",
    "enforcement-deadline",
    "estate-plus-street",
    "heading-named-areas",
    "month-like-ward-names",
    "ordinal-list-areas",
    "proposed-parts-of-town",
    "renewed-two-designations",
    "street-list-with-ward-heading",
    "streets-house-numbers",
    "streets-numbers-five-years",
    "table-included-excluded",
    "two-additional-areas",
    "two-headings-two-areas",
    # whole pages
    "bramcote-three-schemes-map-captions",
    "brenchley-additional-street-list",
    "brindley-dl-dotted-prev-range",
    "corve-citywide-additional-nine-wards-selective",
    "eastfield-parts-then-whole-renewal",
    "ellerby-renewed-borough",
    "elsworth-two-additional-designations-read-between",
    "farrow-renewed-area-changed",
    "glenridge-hub-cards",
    "gorsey-five-years-from",
    "gorsley-closed-to-applications-readdate",
    "greyholm-per-ward-dates-read-early",
    "haddon-parishes-and-town",
    "hadley-all-24-and-6-of-24",
    "hallowmere-two-designations-table",
    "hatherley-fees-imply",
    "hexley-weekday-estates",
    "hollowell-street-list",
    "jessingham-history-and-current",
    "kilnworth-streets-in-ward",
    "lanthorn-selective-coming-readdate",
    "ormley-parts-postcode-earlier-scheme",
    "pelton-estates-town-centre",
    "ravensholt-renewal-two-designations",
    "saltmere-faq-accordion-spread",
    "sandall-all-wards-except-patches",
    # whole pages on end dates, read untuned
    "hessendon-selective-key-facts-dl",
    "fennick-bay-two-designations-table",
    "slatehurst-deadlines-near-dates",
    "wyvernham-phase-one-ended-phase-two-runs",
    "rookhampton-until-end-of-month",
    # whole pages, second round on areas, read untuned
    "ousemere-additional-whole-borough-except-two-wards",
    "greyholm-selective-map-legend",
    "hethermoor-selective-renewed-extended-five-wards",
    "aldercombe-selective-second-designation-added",
    "fallowmere-selective-street-list",
    "rookhaven-selective-area-bounded-by-roads",
    "dunmarsh-selective-places-only-in-headings",
    "scarrowfield-selective-all-but-one-ward-additional-whole",
    "haverlock-selective-three-estates",
    "fenby-vale-selective-parts-of-larchmoor-and-fenby",
    "dellbridge-selective-one-designation-two-zones",
    # whole pages on end dates, second round, read untuned
    "aldermere-slash-date-range-table",
    "pemberlow-second-extension-table",
    "verrington-status-column-three-schemes",
    # whole pages on which schemes are in force, second round, read untuned
    "gildermoor-start-postponed-judicial-review",
    "hobbswick-hub-three-summaries",
    "tamberwick-selective-renewed-month-range",
    "harrowmead-student-shared-house-guide",
    "thrushcombe-three-generations",
    "larksby-one-running-one-starting-readdate",
    # whole pages on end dates, third round, read untuned
    "brackenmoor-every-scheme-ended-renewal-history",
    "callerby-read-before-start-future",
    "stavenhurst-extended-is-new-designation",
    "lyndcaster-three-designations-own-dates",
    "corvell-mandatory-additional-two-selective",
    "wrexlow-unless-revoked-sooner-news-proposal",
    "ravensholm-year-range-then-exact-dates",
    # whole pages on areas, third round, read untuned
    "pellingworth-ward-table-in-and-out",
    "morrowbridge-selective-street-list",
    "stowmarsh-selective-parts-of-town-renewed",
    "saltmere-three-selective-areas-key-dates",
    "ullesmarsh-selective-estate-streets-additional-undated",
    # whole pages on end dates, fourth round, read untuned
    "fennimoor-dotted-dates-key-facts",
    "calvermoor-ordinal-range-old-and-new",
    "gransworth-two-keyfact-lists",
    "fallowmere-fees-page-scheme-dates-in-passing",
    "rendlesby-two-phases-own-dates",
    "wickenbury-partial-revocation-one-ward",
    # whole pages on areas, fourth round, read untuned
    "ashbeck-wards-in-prose-library-distractor",
    "fennick-street-table-house-numbers",
    "oxcombe-parts-of-town-ended-and-proposed",
    "tallowfield-map-legend-two-areas",
    "dunmallow-new-area-replaces-old",
    "kestleton-area-extended-second-designation",
    "hollinmere-former-district-in-unitary",
    "farrowdale-consultation-proposed-wards-venues",
    "wendlecombe-ended-scheme-only-mandatory-now",
    "chalkmere-boundary-review-renamed-ward",
    "ebbsmouth-seafront-streets-numbers-prose",
    "yarrowford-ward-list-partial-footnote",
    "orrinford-town-centre-vs-borough",
    # whole pages on which schemes are in force, third round, read untuned
    "hallowfield-additional-current-and-approved-successor",
    "corvington-selective-quashed-by-court",
    "thistlecombe-renewal-refused-new-proposal",
    "wyvernham-third-designation-in-same-ward",
    "stallingmoor-additional-fee-page",
    "hobbersley-two-schemes-approved-read-before-start",
    "grimsworth-hmo-hub-renewed-additional-and-news-box",
    "brenchwater-public-notice-selective",
    "lowmarren-selective-fees-two-designations",
    "sedgecombe-district-wide-selective-ends-day-before-read",
    "harlingford-selective-renewal-consultation-beside-current",
    "kingsmarren-tenants-citywide-additional-selective-nine-wards",
    # whole pages, fifth rounds on areas and end dates
    "pennygate-street-list-house-numbers",
    "quillhurst-neighbourhood-within-ward",
    "tennerby-does-this-affect-me-faq",
    "wymondsey-renewal-area-changed",
    "kelby-town-centre-and-station-area-lowercase",
    "rushwick-three-estates-named",
    "ferrington-street-table-numbers-sides",
    "lydgate-every-home-in-one-town-of-district",
    "marchbury-ward-table-two-schemes-columns",
    "hexmoor-numbered-wards-north-excluded",
    "cottesmere-slash-dates-selective",
    "jorrowdale-original-and-extension-designations",
    "kilverby-renewal-day-after-old-ended",
    "lambsholt-three-designations-own-ends",
    "quintonmere-consultation-closes-before-end",
    "whitcarth-read-day-after-expiry",
    "zellingham-corrected-end-date",
    "coldenby-three-months-after-made",
    "emberthorpe-read-just-after-renewal",
    "fellowmarsh-made-in-force-last-five-years",
}


def _facts(passage) -> list[dict]:
    html = page(passage["body"], passage["title"])
    return [f.as_dict() for f in read_facts(html, date.fromisoformat(passage["read_on"])).facts]


def _kinds(facts) -> list[tuple]:
    return sorted(((f["scheme"], f["status"], f["starts"], f["ends"], f["area"]) for f in facts),
                  key=lambda kind: tuple(part or "" for part in kind))  # a date or none


def _places(facts) -> list[tuple]:
    return sorted((f["scheme"], tuple(f["places"])) for f in facts)


def _read_as_labelled(passage, view, still_misread) -> None:
    got, want = view(_facts(passage)), view(passage["facts"])
    if passage["id"] in still_misread:
        assert got != want, f"now read right: take {passage['id']!r} off its list of passages still misread"
    else:
        assert got == want, passage["why"]


@pytest.mark.parametrize("passage", PASSAGES, ids=[p["id"] for p in PASSAGES])
def test_each_schemes_status_dates_and_area_as_councils_word_them(passage):
    _read_as_labelled(passage, _kinds, STILL_MISREAD)


@pytest.mark.parametrize("passage", PASSAGES, ids=[p["id"] for p in PASSAGES])
def test_the_places_each_scheme_covers_as_councils_name_them(passage):
    _read_as_labelled(passage, _places, PLACES_STILL_MISREAD)


def test_every_passage_is_labelled_the_way_the_corpus_is():
    assert len(PASSAGES) == len({p["id"] for p in PASSAGES}) >= 300
    for p in PASSAGES:
        for f in p["facts"]:
            assert f["scheme"] in ("selective", "additional", "mandatory_hmo")
            assert f["status"] in ("in_force", "ended", "future", "proposed", "unclear")
            assert f["area"] in ("whole district", "named areas", "not stated")
            assert all(place in p["body"] for place in f["places"]), (p["id"], f["places"])
    assert set(STILL_MISREAD) | PLACES_STILL_MISREAD <= {p["id"] for p in PASSAGES}
