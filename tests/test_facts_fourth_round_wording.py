"""Wordings from the fourth round (corpus pages modelled on more stored council pages, and whole pages in our own
words): each page body, read on its day, gives exactly these facts, and nothing from the lists, licences, fees and
consultations beside them."""
from __future__ import annotations

from datetime import date

from datestone.extract.facts import read_facts
from tests.test_facts import TODAY, page


def _read(body: str, day: date = TODAY, title: str = "Property licensing"):
    return [(f.scheme, f.status, f.starts, f.ends, f.area, f.places, f.fee)
            for f in read_facts(page(body, title), day).facts]


def test_a_list_of_documents_is_not_a_list_of_places():
    # "All of the following must be sent in" under an additional scheme's fee page names no part of the district
    body = ("<p>Use this page to pay additional licensing fees. The additional licensing scheme began on 18 January "
            "2024.</p><h2>What makes an application complete?</h2><p>All of the following must be sent in together:</p>"
            "<ul><li>the application form</li><li>floor plans</li><li>a gas safety certificate</li></ul>")
    assert _read(body, TODAY, "Additional licensing fees") == [
        ("additional", "in_force", "2024-01-18", None, "not stated", (), None)]


def test_the_following_areas_are_places():
    body = ("<p>Selective licensing started on 1 March 2024. Every privately rented home in the following areas needs "
            "a licence:</p><ul><li>Eastwold</li><li>Pollard Heath</li></ul>")
    assert [f[4] for f in _read(body, TODAY, "Selective licensing")] == ["named areas"]


def test_the_years_of_a_licence_are_not_the_schemes():
    body = ("<p>As of April 2023, additional licensing of HMOs comes into force in eight wards.</p><p>Every licensed "
            "property will be inspected by us at some point during the 5 years of its licence.</p>")
    got = _read(body, date(2023, 3, 1), "Additional HMO licensing")
    assert [(s, st, a, b) for s, st, a, b, *_ in got] == [("additional", "future", "2023-04-01", None)]


def test_a_consultation_told_of_as_over_with_nothing_after_it_is_a_proposal():
    body = ("<p>From 11 December 2017 to 5 March 2018 we consulted on a borough wide additional licensing scheme for "
            "houses in multiple occupation.</p><p>Under HMO licensing, owners of some kinds of HMO must license them "
            "with the council.</p>")
    got = {(s, st) for s, st, *_ in _read(body, date(2018, 11, 1), "HMO licensing")}
    assert ("additional", "proposed") in got and ("additional", "in_force") not in got


def test_a_consultation_over_that_led_to_a_scheme_is_not_a_proposal_too():
    body = ("<p>We consulted on a borough wide additional licensing scheme between 11 December 2017 and 5 March 2018."
            "</p><p>The additional licensing scheme came into force on 1 October 2018 and ends on 30 September 2023.</p>")
    got = [(s, st, a, b) for s, st, a, b, *_ in _read(body, date(2019, 6, 1), "HMO licensing")]
    assert got == [("additional", "in_force", "2018-10-01", "2023-09-30")]


def test_what_a_copy_of_the_register_costs_is_not_the_fee():
    body = ("<p>Every HMO with five or more occupants needs an HMO licence.</p><p>If you need details from the full "
            "public register, you can ask for them. There is a charge of £34.00: email us, and once you have paid we "
            "will send you an electronic copy of the register.</p>")
    assert _read(body, TODAY, "HMO licensing") == [("mandatory_hmo", "in_force", None, None, "whole district", (), None)]
