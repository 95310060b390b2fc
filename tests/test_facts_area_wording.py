"""The ways pages say where a scheme applies: the whole district, named parts of it, or not said. Each sentence is
followed by the scheme's dates and read on 2026-12-01 on a page titled "Selective licensing"."""
from __future__ import annotations

import pytest

from datestone.extract.facts import read_facts
from tests.test_facts import TODAY, page

WHOLE, NAMED, NOT_STATED = "whole district", "named areas", "not stated"
DATES = " The scheme started on 1 June 2023 and ends on 31 May 2028."

AREA_WORDINGS = [
    ("Selective licensing applies to every privately rented home in Anytown.", WHOLE),
    ("Selective licensing applies across Anytown.", WHOLE),
    ("Selective licensing covers the whole Anytown Borough Council area.", WHOLE),
    ("Selective licensing covers all of the council's area.", WHOLE),
    ("Selective licensing applies borough-wide.", WHOLE),
    ("The selective licensing scheme is borough wide.", WHOLE),
    ("All private landlords in the borough must license their properties under selective licensing.", WHOLE),
    ("Selective licensing applies to all 17 wards.", WHOLE),
    ("Selective licensing applies to private rented homes throughout the district.", WHOLE),
    ("Selective licensing covers the town centre.", NAMED),
    ("Selective licensing covers parts of the borough.", NAMED),
    ("Selective licensing covers 11 of the borough's 21 wards.", NAMED),
    ("Selective licensing covers the wards of Abbey, Castle and Priory.", NAMED),
    ("Selective licensing covers part of Northfield and all of Castle ward.", NAMED),
    ("Selective licensing covers the Northfield area.", NAMED),
    ("Selective licensing covers some streets in Eastbrook.", NAMED),
    ("Selective licensing covers the area within the red line on the map.", NAMED),
    ("Selective licensing applies to homes with a CV1 or CV2 postcode.", NAMED),
    ("Selective licensing applies in the designated area.", NAMED),
    ("Selective licensing applies to private rented homes in the selected streets listed below.", NAMED),
    ("Selective licensing applies in four wards in the east of the borough.", NAMED),
    ("Selective licensing covers the central area of the city.", NAMED),
    ("Landlords must license their properties under selective licensing.", NOT_STATED),
    ("Selective licensing applies to privately rented houses.", NOT_STATED),
    ("Selective licensing applies to all 3 wards: Abbey, Castle and Priory.", NAMED),
    ("Selective licensing applies to all 4 wards in Northfield.", NAMED),
    ("Selective licensing applies to all 21 wards of the borough.", WHOLE),
]


@pytest.mark.parametrize("sentence,expected", AREA_WORDINGS, ids=[w[0][:60] for w in AREA_WORDINGS])
def test_where_a_scheme_applies_as_pages_word_it(sentence, expected):
    html = page(f"<p>{sentence}{DATES}</p>", "Selective licensing")
    assert [f.area for f in read_facts(html, TODAY).facts if f.scheme == "selective"] == [expected]


# The places themselves: a capitalised plural cue still follows the names; the town the wards are in is not a place
# of its own; a singular one is part of the name.
PLACE_WORDINGS = [
    ("Selective licensing will cover the Lemyngton and Hastings Wards in Loughborough.", ["Lemyngton", "Hastings"]),
    ("Selective licensing covers the Castle and Abbey Areas.", ["Castle", "Abbey"]),
    ("Selective licensing applies in Nelson Ward.", ["Nelson Ward"]),
    ("Selective licensing covers further areas in Northampton and Daventry.", ["Northampton", "Daventry"]),
]


@pytest.mark.parametrize("sentence,expected", PLACE_WORDINGS, ids=[w[0][:60] for w in PLACE_WORDINGS])
def test_the_places_a_scheme_covers_as_pages_name_them(sentence, expected):
    html = page(f"<p>{sentence}{DATES}</p>", "Selective licensing")
    assert [list(f.places) for f in read_facts(html, TODAY).facts if f.scheme == "selective"] == [expected]
