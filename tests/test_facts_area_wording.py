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
    # Two places joined by a slash are one area the council names by both; a lower-case "town centre" is part of it.
    ("Selective licensing covers parts of Kelby, Oxmoor and Brantwell/Town centre.", ["Kelby", "Oxmoor", "Brantwell/Town centre"]),
    ("Selective licensing covers the Ferndyke/Holm Street area.", ["Ferndyke/Holm Street"]),
    ("Selective licensing applies in Wexley town centre.", ["Wexley town centre"]),
    # The other name a place goes by, in brackets, is part of it; a file's note is not.
    ("Selective licensing covers parts of Ashcombe and Wyvern Central (Old Quay).", ["Ashcombe", "Wyvern Central (Old Quay)"]),
    ("Selective licensing covers the Ashcombe area (PDF, 1MB).", ["Ashcombe"]),
    # A part of a town named by its side, as one item of the list.
    ("Selective licensing covers parts of Linthorpe, Redholme and central Marlow Bay.", ["Linthorpe", "Redholme", "central Marlow Bay"]),
    # The names after "parts of two electoral wards,".
    ("Selective licensing covers parts of two electoral wards, Carrow North and Pellham West.", ["Carrow North", "Pellham West"]),
    ("Selective licensing covers three areas, Tollby, Saxham and Mere End.", ["Tollby", "Saxham", "Mere End"]),
    # Guards: lower-case words that only describe a place name nothing.
    ("Selective licensing covers parts of the central area of the borough.", []),
    ("Selective licensing applies in two wards of the borough.", []),
]


# One ward a line under "would be affected in the:", each without its lower-case "ward".
LISTED_WARDS = ("<p>About 2,000 homes would be affected in the:</p><ul><li>Fellgate and Hollin ward</li>"
                "<li>Westmead ward</li><li>Nelson Ward</li></ul>")


def test_wards_listed_under_affected_in_the():
    html = page(f"<h2>Proposed selective licensing areas and streets</h2>{LISTED_WARDS}<p>{DATES.strip()}</p>",
                "Selective licensing")
    assert [list(f.places) for f in read_facts(html, TODAY).facts if f.scheme == "selective"] == [
        ["Fellgate and Hollin", "Westmead", "Nelson Ward"]]


@pytest.mark.parametrize("sentence,expected", PLACE_WORDINGS, ids=[w[0][:60] for w in PLACE_WORDINGS])
def test_the_places_a_scheme_covers_as_pages_name_them(sentence, expected):
    html = page(f"<p>{sentence}{DATES}</p>", "Selective licensing")
    assert [list(f.places) for f in read_facts(html, TODAY).facts if f.scheme == "selective"] == [expected]
