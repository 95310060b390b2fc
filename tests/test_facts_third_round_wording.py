"""Wordings from the third rounds of whole pages (end dates, areas): each page body, read on its day, gives exactly
these facts — (scheme, status, starts, ends, area, places) — and nothing from the other days and places beside them."""
from __future__ import annotations

from datetime import date

import pytest

from datestone.extract.facts import read_facts
from tests.test_facts import TODAY, page

CASES = [
    # the end given in so many words in an FAQ answer; a new designation the council may make one day is no new one
    ("final-day", "<h2>Selective licensing: your questions</h2><h3>When did it start?</h3><p>The selective licensing "
     "designation came into force on 1 February 2023.</p><h3>When does it end?</h3><p>The final day of the designation is 31 January 2028. After that you will not need a selective "
     "licence unless the council makes a new designation.</p><h3>Which areas does it cover?</h3><p>Ostby Central and Quay Lane.</p>",
     TODAY, [("selective", "in_force", "2023-02-01", "2028-01-31", "named areas", ("Ostby Central", "Quay Lane"))]),
    # the day named twice, first by its place in time; its length ends it
    ("following-day", "<p>Selective licensing has had two designations. Designation 1 started on 7 January 2019 and finished on 6 January 2024. Designation 1 covered "
     "Beckvale.</p><p>Designation 2 began on the following day, 7 January 2024, and lasts for five years. Designation 2 covers Beckvale and Lintmoor.</p>",
     TODAY,
     [("selective", "ended", "2019-01-07", "2024-01-06", "named areas", ("Beckvale",)),
      ("selective", "in_force", "2024-01-07", "2029-01-06", "named areas", ("Beckvale", "Lintmoor"))]),
    # "came to <place> on" starts it; a decision not to make a new designation is no designation
    ("came-to", "<p>Selective licensing first came to Oldhithe on 1 May 2015 and ended on 30 April 2020.</p><p>On 11 "
     "February 2020 Cabinet decided not to make a new designation.</p>", TODAY,
     [("selective", "ended", "2015-05-01", "2020-04-30", "named areas", ("Oldhithe",))]),
    # the day applications open is not the new designation's start
    ("applications-from", "<p>The council made a new selective licensing designation on 2 July 2025. It comes into "
     "force on 1 November 2025 for a period of five years.</p><p>Applications under the new designation can be made "
     "from 1 September 2025.</p>", date(2025, 8, 20),
     [("selective", "future", "2025-11-01", "2030-10-31", "not stated", ())]),
    # the current designation's end beside a proposal to replace it is the current one's
    ("current-end-beside-proposal", "<p>The selective licensing designation for Greyfrith came into force on 1 October "
     "2018 for a period of five years.</p><p>The council is consulting on a new designation for Greyfrith and Kilnyard "
     "Green. We aim to have a replacement in place when the current designation ends on 30 September 2023.</p>",
     date(2023, 3, 15), [("selective", "in_force", "2018-10-01", "2023-09-30", "named areas", ("Greyfrith",)),
                         ("selective", "proposed", None, None, "named areas", ("Greyfrith", "Kilnyard Green"))]),
    # what a renewal would need is no proposal
    ("would-need", "<h2>Selective licensing</h2><p>Selective licensing began on 15 July 2022 in Parksedge and runs until 14 "
     "July 2027.</p><h3>What happens when the scheme ends?</h3><p>Any renewal would need a new consultation.</p>", TODAY,
     [("selective", "in_force", "2022-07-15", "2027-07-14", "named areas", ("Parksedge",))]),
    # a proposed scheme consulted on with no decision yet is still proposed; "cannot come into force until" is not in force
    ("consulted-on-a-proposed", "<h2>Selective licensing proposal</h2><p>We consulted on a proposed selective licensing "
     "scheme for Trevallan between 3 June and 26 August 2024. No decision has been taken yet. A designation cannot come "
     "into force until three months after it is made.</p>", date(2024, 11, 5),
     [("selective", "proposed", None, None, "named areas", ("Trevallan",))]),
    # a proposal for an ended designation's places is a designation of its own
    ("proposal-for-ended-places", "<p>The Basin Quarter selective licensing designation ended on 30 September 2026. "
     "The designation began on 1 October 2021.</p><p>We are consulting on a proposal to designate Basin Quarter and "
     "Hallowbank for selective licensing.</p>", TODAY,
     [("selective", "ended", "2021-10-01", "2026-09-30", "named areas", ("Basin Quarter",)),
      ("selective", "proposed", None, None, "named areas", ("Basin Quarter", "Hallowbank"))]),
    # a schemes table with "Where", "Start date" and "Length" columns
    ("where-start-length", "<table><tr><th>Scheme</th><th>Where</th><th>Start date</th><th>Length</th></tr><tr><td>"
     "Selective licensing</td><td>Millreach and Strand View</td><td>1st July 2024</td><td>five years</td></tr><tr><td>"
     "Additional HMO licensing</td><td>The whole borough</td><td>1st July 2024</td><td>five years</td></tr></table>",
     TODAY, [("additional", "in_force", "2024-07-01", "2029-06-30", "whole district", ()),
             ("selective", "in_force", "2024-07-01", "2029-06-30", "named areas", ("Millreach", "Strand View"))]),
    # "Area (ward)" is the place column; "Area 1: Old Saltmere" is the place Old Saltmere
    ("area-ward-column", "<table><tr><th>Designation</th><th>Type</th><th>Area (ward)</th><th>From</th><th>To</th></tr>"
     "<tr><td>Area 1: Old Saltmere</td><td>Selective</td><td>Area 1: Old Saltmere</td><td>01/08/2022</td><td>31/07/2027"
     "</td></tr></table>", TODAY, [("selective", "in_force", "2022-08-01", "2027-07-31", "named areas", ("Old Saltmere",))]),
    # a register of licences dates licences, not designations
    ("register", "<p>Selective licensing in Quarrymoor was in force from 1 December 2021 until 30 November 2026.</p>"
     "<table><tr><th>Licence number</th><th>Address</th><th>Type</th><th>Granted</th><th>Expires</th></tr><tr><td>SL/0412"
     "</td><td>14 Delph Road</td><td>Selective</td><td>03/02/2022</td><td>30/11/2026</td></tr></table>", TODAY,
     [("selective", "ended", "2021-12-01", "2026-11-30", "named areas", ("Quarrymoor",))]),
    # "It covers five wards:" after a new designation is that one's list
    ("it-covers", "<p>The current selective licensing scheme covers Ashby and Clew wards. It started on 1 December 2020 "
     "and ends on 30 November 2025.</p><p>A new selective licensing designation starts the next day, 1 December 2025, "
     "and lasts until 30 November 2030. It covers three wards:</p><ul><li>Ashby</li><li>Clew</li><li>Hobkettle</li></ul>",
     date(2025, 11, 20), [("selective", "future", "2025-12-01", "2030-11-30", "named areas", ("Ashby", "Clew", "Hobkettle")),
                          ("selective", "in_force", "2020-12-01", "2025-11-30", "named areas", ("Ashby", "Clew"))]),
    # a notice's numbered paragraph naming the area under a heading that names no scheme
    ("notice-paragraph", "<p>The council designates the area described in paragraph 2 as subject to additional "
     "licensing.</p><p>1. The designation shall come into force on 5 January 2026 and cease to have effect on 4 January "
     "2031.</p><h2>Area to which the designation applies</h2><p>2. The designation applies to the Morrisfield and "
     "Copsley wards.</p>", TODAY,
     [("additional", "in_force", "2026-01-05", "2031-01-04", "named areas", ("Morrisfield", "Copsley"))]),
    # a renewal that says it covers the whole borough drops the places it took from the one it renews
    ("renewal-whole-borough", "<p>From 4 January 2019 until 3 January 2024, smaller HMOs in Abbotsmere and Kettlefield "
     "wards needed an additional licence.</p><p>A new additional licensing designation replaced the first scheme the day "
     "after it ended. It began on 4 January 2024, applies to the whole borough and ends on 3 January 2029.</p>",
     date(2024, 5, 10), [("additional", "ended", "2019-01-04", "2024-01-03", "named areas", ("Abbotsmere", "Kettlefield")),
                         ("additional", "in_force", "2024-01-04", "2029-01-03", "whole district", ())]),
]


@pytest.mark.parametrize("body,read_on,expected", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_the_third_rounds_wordings(body, read_on, expected):
    got = sorted((f.scheme, f.status, f.starts, f.ends, f.area, f.places)
                 for f in read_facts(page(body, "Property licensing"), read_on).facts)
    assert got == sorted(expected, key=lambda f: tuple(str(x) for x in f))


def test_the_national_scheme_named_only_in_a_tables_last_cell():
    body = ("<p>Selective licensing started in Canal Basin on 1 April 2023 for five years.</p><table><tr><th>Property"
            "</th><th>Licence</th></tr><tr><td>Family home in Canal Basin</td><td>Selective</td></tr><tr><td>5 or more "
            "sharers anywhere in Drellingham</td><td>Mandatory HMO</td></tr></table>")
    got = sorted((f.scheme, f.status) for f in read_facts(page(body, "Property licensing"), TODAY).facts)
    assert got == [("mandatory_hmo", "in_force"), ("selective", "in_force")]


# Beside a scheme's own sentence, a sentence whose days or places are something else's.
NOT_THE_SCHEMES = [
    ("an enforcement record", "Since April 2025 we have issued 61 civil penalties."),
    ("an office's closing days", "Our offices are closed from 25 December 2026 to 1 January 2027."),
    ("a policy's dates", "Our policy for grants and loans was renewed in April 2026 and runs to March 2029."),
]


@pytest.mark.parametrize("sentence", [s for _, s in NOT_THE_SCHEMES], ids=[i for i, _ in NOT_THE_SCHEMES])
def test_days_and_places_that_are_not_the_schemes(sentence):
    body = (f"<h2>Selective licensing</h2><p>Selective licensing started in Castle ward on 1 December 2024 and ends on "
            f"30 November 2029.</p><p>{sentence}</p>")
    got = [(f.scheme, f.status, f.starts, f.ends, f.places) for f in read_facts(page(body, "Property licensing"), TODAY).facts]
    assert got == [("selective", "in_force", "2024-12-01", "2029-11-30", ("Castle",))]


def test_a_scheme_another_council_is_said_to_run_is_not_ours():
    body = ("<p>Fennick Vale District Council has designated Fennick Central ward for additional licensing from 1 May "
            "2024 until 30 April 2029.</p><h2>Landlords next door</h2><p>We are often asked about the selective "
            "licensing scheme in Tamberley. That scheme is run by Tamberley Borough Council and covers parts of its "
            "town; it is nothing to do with Fennick Vale.</p><p>Fennick Vale District Council, Riverside House.</p>")
    got = [(f.scheme, f.status) for f in read_facts(page(body, "Additional licensing"), TODAY).facts]
    assert got == [("additional", "in_force")]


def test_a_phase_that_extends_licensing_to_named_wards_covers_them():
    body = ("<p>Additional licensing started in two phases. Phase 1 covers Brendle Central ward. It came into force on 3 "
            "April 2023 and ends on 2 April 2028.</p><p>Phase 2 extended additional licensing to Copperfield and Cygnet "
            "Vale from 1 October 2024. This second designation lasts until 30 September 2029.</p>")
    got = sorted((f.starts, f.places) for f in read_facts(page(body, "Additional licensing"), TODAY).facts)
    assert got == [("2023-04-03", ("Brendle Central",)), ("2024-10-01", ("Copperfield", "Cygnet Vale"))]


def test_a_designation_named_for_its_places():
    body = ("<table><tr><th>Scheme</th><th>Status</th><th>In force</th><th>Ends</th></tr><tr><td>Selective Licensing – "
            "Chancel Moor and Lowmere Designation</td><td>Operating</td><td>01/10/2024</td><td>30/09/2029</td></tr></table>")
    got = [(f.scheme, f.places) for f in read_facts(page(body, "Property licensing"), TODAY).facts]
    assert got == [("selective", ("Chancel Moor", "Lowmere"))]
