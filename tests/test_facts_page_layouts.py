"""Whole pages laid out the ways council pages are: sections per scheme, key-date lists, FAQs, tables, a public
notice under the scheme's own text, a renewal after an ended scheme, phases of one scheme. Each is read on
2026-12-01 and gives one fact per designation, with its status from the dates, never from the tense."""
from __future__ import annotations

from datetime import date

import pytest

from datestone.extract.facts import read_facts
from tests.test_facts import TODAY, page

# (name, body, title, the day read, the facts as (scheme, status, starts, ends, area))
PAGES = [
("two-sections",
 "<h2>Selective licensing</h2><p>Privately rented homes in Castle and Abbey wards need a selective licence.</p>"
 "<p>The scheme started on 1 April 2024.</p><p>It will last for five years.</p>"
 "<h2>Additional licensing</h2><p>Smaller HMOs anywhere in the borough need an additional licence.</p>"
 "<p>This designation came into force on 1 October 2022 and ends on 30 September 2027.</p>",
 "Property licensing", TODAY,
 {("selective", "in_force", "2024-04-01", "2029-03-31", "named areas"), ("additional", "in_force", "2022-10-01", "2027-09-30", "whole district")}),
("key-dates-list",
 "<p>Every privately rented house in the Northfield area must be licensed.</p><h2>Key dates</h2><ul><li>Designation made: 12 January 2023</li><li>Scheme start: 1 May 2023</li><li>Scheme end: 30 April 2028</li></ul>",
 "Selective licensing", TODAY,
 {("selective", "in_force", "2023-05-01", "2028-04-30", "named areas")}),
("renewal",
 "<p>Our first selective licensing scheme in Eastfield ran from 1 March 2017 to 28 February 2022.</p><p>Cabinet approved a new scheme for Eastfield, which began on 1 March 2022 and will run until 28 February 2027.</p>",
 "Selective licensing", TODAY,
 {("selective", "ended", "2017-03-01", "2022-02-28", "named areas"), ("selective", "in_force", "2022-03-01", "2027-02-28", "named areas")}),
("faq-dates",
 "<p>Selective licensing covers the wards of Hillside and Parkway.</p><h2>When did the scheme start?</h2><p>1 August 2022.</p><h2>How long will it last?</h2><p>Five years, until 31 July 2027, unless we end it earlier.</p>",
 "Selective licensing FAQs", TODAY,
 {("selective", "in_force", "2022-08-01", "2027-07-31", "named areas")}),
("table-two",
 "<table><tr><th>Scheme</th><th>Area</th><th>Start</th><th>End</th></tr>"
 "<tr><td>Selective licensing</td><td>Central ward</td><td>1 July 2023</td><td>30 June 2028</td></tr>"
 "<tr><td>Additional licensing</td><td>Whole borough</td><td>1 January 2025</td><td>31 December 2029</td></tr></table>",
 "Property licensing schemes", TODAY,
 {("selective", "in_force", "2023-07-01", "2028-06-30", "named areas"), ("additional", "in_force", "2025-01-01", "2029-12-31", "whole district")}),
("notice-section",
 "<p>Landlords of houses in the area shown on the map must apply for a licence.</p><h2>Public notice</h2><p>Notice is given that the council, on 9 November 2023, designated the Southview area as subject to selective licensing under section 80 of the Housing Act 2004.</p><p>The designation comes into force on 1 March 2024 and will cease to have effect on 28 February 2029.</p>",
 "Selective licensing", TODAY,
 {("selective", "in_force", "2024-03-01", "2029-02-28", "named areas")}),
("expired-then-none",
 "<p>The selective licensing scheme for Riverside expired on 31 October 2024. Landlords there no longer need a selective licence.</p><p>Large HMOs still need a mandatory licence.</p>",
 "Selective licensing", TODAY,
 {("selective", "ended", None, "2024-10-31", "named areas"), ("mandatory_hmo", "in_force", None, None, "whole district")}),
("end-only",
 "<p>All private rented homes in the Westgate ward need a licence. The scheme ends on 14 February 2027.</p>",
 "Selective licensing", TODAY,
 {("selective", "in_force", None, "2027-02-14", "named areas")}),
("valid-dl",
 "<p>Additional licensing applies to HMOs of three or four people across the whole district.</p><dl><dt>Came into force</dt><dd>6 June 2022</dd><dt>Ends</dt><dd>5 June 2027</dd></dl>",
 "Additional HMO licensing", TODAY,
 {("additional", "in_force", "2022-06-06", "2027-06-05", "whole district")}),
("ended-renewal-proposed",
 "<p>The additional licensing scheme ran from 1 April 2020 to 31 March 2025.</p><p>We are consulting on a new additional scheme, which could start in 2026.</p>",
 "Additional licensing", TODAY,
 {("additional", "ended", "2020-04-01", "2025-03-31", "not stated"), ("additional", "proposed", None, None, "not stated")}),
("para-far",
 "<p>Selective licensing was introduced in Mill Lane and Fairfield on 1 September 2022.</p><p>Landlords must apply for a licence for each property they let. A licence usually lasts for five years.</p><h2>Fees</h2><p>The fee is £650 per property.</p><h2>When the scheme ends</h2><p>The scheme will come to an end on 31 August 2027.</p>",
 "Selective licensing", TODAY,
 {("selective", "in_force", "2022-09-01", "2027-08-31", "named areas")}),
("period-heading",
 "<h2>Scheme period</h2><p>1 December 2021 to 30 November 2026</p><h2>Area</h2><p>The whole of the borough.</p><p>Every privately rented home needs a selective licence.</p>",
 "Selective licensing", TODAY,
 {("selective", "ended", "2021-12-01", "2026-11-30", "whole district")}),
("until-further",
 "<p>From 1 November 2024, landlords letting a home in Abbey ward must hold a selective licence. The scheme lasts 5 years.</p>",
 "Selective licensing", TODAY,
 {("selective", "in_force", "2024-11-01", "2029-10-31", "named areas")}),
("phase",
 "<p>Phase one of selective licensing covered Broad Street ward from 1 May 2019 to 30 April 2024.</p><p>Phase two covers Broad Street and Kingsway wards from 1 May 2024 until 30 April 2029.</p>",
 "Selective licensing", TODAY,
 {("selective", "ended", "2019-05-01", "2024-04-30", "named areas"), ("selective", "in_force", "2024-05-01", "2029-04-30", "named areas")}),
("licence-until-not-scheme",
 "<p>The additional licensing scheme came into force on 1 February 2023 and ends on 31 January 2028. It covers the whole city.</p><p>A licence granted in 2023 will be valid until 31 January 2028.</p>",
 "Additional licensing", TODAY,
 {("additional", "in_force", "2023-02-01", "2028-01-31", "whole district")}),
("approved-date-not-start",
 "<p>On 15 March 2023 the cabinet approved a selective licensing scheme for Greenbank. The scheme started on 1 July 2023 and will last five years.</p>",
 "Selective licensing", TODAY,
 {("selective", "in_force", "2023-07-01", "2028-06-30", "named areas")}),
("future-read-early",
 "<p>A borough-wide additional licensing scheme starts on 1 April 2027 and will run until 31 March 2032.</p>",
 "Additional licensing", TODAY,
 {("additional", "future", "2027-04-01", "2032-03-31", "whole district")}),
("bracket-dates",
 "<p>Selective licensing (1 October 2022 – 30 September 2027) applies in Old Town.</p>",
 "Selective licensing", TODAY,
 {("selective", "in_force", "2022-10-01", "2027-09-30", "named areas")}),
("to-and-including",
 "<p>The Oakfield selective licensing designation has effect from 3 January 2023 up to and including 2 January 2028.</p>",
 "Selective licensing", TODAY,
 {("selective", "in_force", "2023-01-03", "2028-01-02", "named areas")}),
("extended",
 "<p>The selective licensing scheme in Harbour ward began on 1 June 2021 and was due to end on 31 May 2026. The council has since designated the area again from 1 June 2026 for a further five years.</p>",
 "Selective licensing", TODAY,
 {("selective", "ended", "2021-06-01", "2026-05-31", "named areas"), ("selective", "in_force", "2026-06-01", "2031-05-31", "named areas")}),
("map-area",
 "<p>Selective licensing applies to privately rented homes in the area shown on the map below. It began on 1 March 2023 and lasts five years.</p>",
 "Selective licensing", TODAY, {("selective", "in_force", "2023-03-01", "2028-02-29", "named areas")}),
("certain-streets",
 "<p>Since 1 October 2022, landlords of rented homes on certain streets in the town centre must hold a selective licence. The designation ends on 30 September 2027.</p>",
 "Selective licensing", TODAY, {("selective", "in_force", "2022-10-01", "2027-09-30", "named areas")}),
("slash-dates",
 "<p>Additional licensing scheme dates: 01/04/2024 to 31/03/2029. The scheme covers all HMOs in the district.</p>",
 "Additional licensing", TODAY, {("additional", "in_force", "2024-04-01", "2029-03-31", "whole district")}),
("month-only",
 "<p>Our borough-wide selective licensing scheme started in April 2025 and will end in March 2030.</p>",
 "Selective licensing", TODAY, {("selective", "in_force", "2025-04-01", "2030-03-31", "whole district")}),
("read-before-start",
 "<p>The council has designated the whole borough for additional licensing. The designation comes into force on 1 March 2027 and will cease to have effect on 28 February 2032.</p>",
 "Additional licensing", TODAY, {("additional", "future", "2027-03-01", "2032-02-28", "whole district")}),
("proposal-consult",
 "<p>We are proposing a selective licensing scheme for Hillside and Parkway wards. The consultation runs until 15 January 2027. If approved, the scheme could start in autumn 2027.</p>",
 "Selective licensing consultation", TODAY, {("selective", "proposed", None, None, "named areas")}),
("old-only-no-end",
 "<p>Selective licensing was introduced in Eastbrook ward on 1 May 2019.</p><p>Landlords must apply for a licence for each house.</p>",
 "Selective licensing", TODAY, {("selective", "ended", "2019-05-01", None, "named areas")}),
("mand-described",
 "<p>You need a licence if your property is rented to five or more people who form two or more households and share a kitchen, bathroom or toilet.</p><p>The council does not operate any additional or selective licensing schemes.</p>",
 "HMO licensing", TODAY, {("mandatory_hmo", "in_force", None, None, "whole district")}),
("two-selective-areas",
 "<p>We have two selective licensing schemes.</p><ul><li>Northfield: 1 June 2022 to 31 May 2027</li><li>Castle and Abbey: 1 January 2024 to 31 December 2028</li></ul>",
 "Selective licensing", TODAY, {("selective", "in_force", "2022-06-01", "2027-05-31", "named areas"), ("selective", "in_force", "2024-01-01", "2028-12-31", "named areas")}),
("ended-then-new-whole",
 "<p>The first additional licensing scheme, in the Cathays and Plasnewydd wards, ended on 31 December 2023.</p><p>A new additional licensing scheme covering the whole city started on 1 January 2024. It will end on 31 December 2028.</p>",
 "Additional licensing", TODAY, {("additional", "ended", None, "2023-12-31", "named areas"), ("additional", "in_force", "2024-01-01", "2028-12-31", "whole district")}),
("expiry-heading",
 "<p>Selective licensing covers the Trinity and St Mark's wards.</p><h2>Designation dates</h2><p>Start: 15 July 2022</p><p>Expiry: 14 July 2027</p>",
 "Selective licensing", TODAY, {("selective", "in_force", "2022-07-15", "2027-07-14", "named areas")}),
("lasts-until-revoked",
 "<p>From 5 April 2023, all privately rented houses in the borough need a licence under the selective licensing scheme. The scheme will last for five years unless revoked earlier.</p>",
 "Selective licensing", TODAY, {("selective", "in_force", "2023-04-05", "2028-04-04", "whole district")}),
("ended-recent",
 "<p>The selective licensing scheme in Newtown came to an end on 31 August 2026. Licences issued under it are no longer valid, and landlords do not need to renew them.</p>",
 "Selective licensing", TODAY, {("selective", "ended", None, "2026-08-31", "named areas")}),
("the-day-read-is-start",
 "<p>The Westside selective licensing scheme starts on 1 December 2026 and ends on 30 November 2031.</p>",
 "Selective licensing", TODAY, {("selective", "in_force", "2026-12-01", "2031-11-30", "named areas")}),
("read-in-2024",
 "<p>The selective licensing scheme for Oakwood ward will start on 1 September 2024 and run until 31 August 2029.</p>",
 "Selective licensing", date(2024, 5, 10), {("selective", "future", "2024-09-01", "2029-08-31", "named areas")}),
("wards-table",
 "<p>Selective licensing has applied in these wards since 1 February 2023, until 31 January 2028:</p><table><tr><th>Ward</th><th>Homes</th></tr><tr><td>Central</td><td>2,100</td></tr><tr><td>Harbour</td><td>1,450</td></tr></table>",
 "Selective licensing", TODAY, {("selective", "in_force", "2023-02-01", "2028-01-31", "named areas")}),
("decision-date",
 "<p>On 20 September 2023 the council's executive agreed to designate the whole borough for additional licensing. The scheme took effect on 1 January 2024.</p>",
 "Additional licensing", TODAY, {("additional", "in_force", "2024-01-01", None, "whole district")}),
("five-years-from-ordinal",
 "<p>The additional licensing designation is in force for five years from 1st October 2022.</p><p>It applies across the district.</p>",
 "Additional licensing", TODAY, {("additional", "in_force", "2022-10-01", "2027-09-30", "whole district")}),
("range-in-heading",
 "<h2>Selective licensing scheme 2023 to 2028</h2><p>The scheme began on 1 July 2023 and covers Broadwater ward.</p>",
 "Property licensing", TODAY, {("selective", "in_force", "2023-07-01", None, "named areas")}),
("mand-and-additional-faq",
 "<h2>Do I need an HMO licence?</h2><p>Yes, if five or more people from two or more households live there.</p><h2>What about smaller HMOs?</h2><p>Since 1 April 2022, HMOs with three or four tenants in the city need an additional licence. The additional scheme ends on 31 March 2027.</p>",
 "HMO licensing FAQs", TODAY, {("mandatory_hmo", "in_force", None, None, "whole district"), ("additional", "in_force", "2022-04-01", "2027-03-31", "whole district")}),
]



@pytest.mark.parametrize("body,title,day,expected", [p[1:] for p in PAGES], ids=[p[0] for p in PAGES])
def test_each_designation_of_a_laid_out_page_is_one_fact(body, title, day, expected):
    got = {(f.scheme, f.status, f.starts, f.ends, f.area) for f in read_facts(page(body, title), day).facts}
    assert got == expected


def test_the_councils_own_name_in_a_scheme_heading_is_no_place():
    body = ("<h2>Rent Right - a licensing scheme for Anytown</h2><p>The council designated a selective licensing "
            "scheme on 16 April 2018.</p><p>It applies in four areas: Northfield, Castle, Abbey and Priory.</p>")
    places = [f.places for f in read_facts(page(body, "Selective licensing"), TODAY).facts if f.scheme == "selective"]
    assert places == [("Northfield", "Castle", "Abbey", "Priory")]


def test_a_start_and_a_length_is_no_part_of_an_earlier_year_range():
    body = ("<p>A new additional licensing scheme started on 24 February 2025 and will run for 5 years.</p><p>Its "
            "area takes in all of the 2020 to 2025 additional licensing scheme and more streets in Northfield.</p>")
    got = [(f.status, f.starts) for f in read_facts(page(body, "Additional licensing"), TODAY).facts
           if f.scheme == "additional"]
    assert ("in_force", "2025-02-24") in got and len(got) == 2


def _row(*cells: str, head: bool = False) -> str:
    tag = "th" if head else "td"
    return "<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</tr>"


TABLES = [
    ("vertical", "<table>" + _row("Scheme", "Selective licensing") + _row("Area", "Castle ward")
     + _row("Start date", "1 June 2023") + _row("End date", "31 May 2028") + "</table>", "Selective licensing",
     {("selective", "in_force", "2023-06-01", "2028-05-31")}),
    ("came-into-force-column", "<table>" + _row("Designation", "Came into force", "Expires", head=True)
     + _row("Selective licensing – Castle", "1 June 2023", "31 May 2028")
     + _row("Additional licensing – borough-wide", "1 October 2024", "30 September 2029") + "</table>",
     "Property licensing", {("selective", "in_force", "2023-06-01", "2028-05-31"),
                            ("additional", "in_force", "2024-10-01", "2029-09-30")}),
    ("period-column", "<table>" + _row("Area", "Scheme period", head=True)
     + _row("Northfield", "1 April 2022 to 31 March 2027") + _row("Southgate", "1 April 2024 to 31 March 2029")
     + "</table>", "Selective licensing", {("selective", "in_force", "2022-04-01", "2027-03-31"),
                                           ("selective", "in_force", "2024-04-01", "2029-03-31")}),
    ("status-column", "<table>" + _row("Scheme", "Dates", "Status", head=True)
     + _row("Selective licensing (first)", "2016 – 2021", "Ended")
     + _row("Selective licensing (second)", "1 May 2022 – 30 April 2027", "Live") + "</table>", "Selective licensing",
     {("selective", "ended", None, None), ("selective", "in_force", "2022-05-01", "2027-04-30")}),
    ("dl-pairs", "<dl><dt>Scheme</dt><dd>Additional HMO licensing</dd><dt>Covers</dt><dd>The whole borough</dd><dt>Runs"
     "</dt><dd>1 March 2023 to 28 February 2028</dd></dl>", "Additional licensing",
     {("additional", "in_force", "2023-03-01", "2028-02-28")}),
    ("slash-dates", "<table>" + _row("Scheme", "Start", "End", head=True) + _row("Selective", "01/06/2023", "31/05/2028")
     + "</table>", "Property licensing", {("selective", "in_force", "2023-06-01", "2028-05-31")}),
]


@pytest.mark.parametrize("body,title,expected", [t[1:] for t in TABLES], ids=[t[0] for t in TABLES])
def test_each_row_or_pair_of_a_table_of_dates_is_one_fact(body, title, expected):
    assert {(f.scheme, f.status, f.starts, f.ends) for f in read_facts(page(body, title), TODAY).facts} == expected


# Two schemes in one sentence, or "Both schemes ..." after the sentence that named them.
TWO_SCHEMES = [
    ("<p>Selective and additional licensing both started on 1 June 2023 and end on 31 May 2028.</p>",
     {("selective", "in_force", "2023-06-01", "2028-05-31"), ("additional", "in_force", "2023-06-01", "2028-05-31")}),
    ("<p>Additional licensing started on 1 April 2022, and selective licensing followed on 1 October 2022. Both "
     "schemes last five years.</p>",
     {("selective", "in_force", "2022-10-01", "2027-09-30"), ("additional", "in_force", "2022-04-01", "2027-03-31")}),
    ("<p>Additional licensing started on 1 April 2022, and selective licensing followed on 1 October 2022.</p><p>Both "
     "schemes last five years.</p>",
     {("selective", "in_force", "2022-10-01", "2027-09-30"), ("additional", "in_force", "2022-04-01", "2027-03-31")}),
    ("<p>Our selective licensing scheme ended on 31 March 2025, but additional licensing continues until 31 March "
     "2027.</p>", {("selective", "ended", None, "2025-03-31"), ("additional", "in_force", None, "2027-03-31")}),
    ("<p>Both the selective and the additional licensing schemes came into force on 6 April 2022 and will run for "
     "five years.</p>",
     {("selective", "in_force", "2022-04-06", "2027-04-05"), ("additional", "in_force", "2022-04-06", "2027-04-05")}),
    ("<p>Selective licensing started on 1 June 2023. Licensing schemes last up to five years under the law.</p>",
     {("selective", "in_force", "2023-06-01", None)}),
]


@pytest.mark.parametrize("body,expected", TWO_SCHEMES, ids=[b[3:60] for b, _ in TWO_SCHEMES])
def test_two_local_schemes_in_one_sentence_or_both_after_it(body, expected):
    got = {(f.scheme, f.status, f.starts, f.ends) for f in read_facts(page(body, "Property licensing"), TODAY).facts
           if f.scheme != "mandatory_hmo"}
    assert got == expected


def test_a_public_notices_own_run_is_not_the_designations():
    body = ("<h2>Anytown, Selective Licensing</h2><p>Notice effective from 13th April 2022 to 13th May 2022</p><p>The council "
            "gives notice that it has designated Castle and Abbey wards for selective licensing.</p><p>The "
            "designation will come into force on 4 July 2022 and will last for five years.</p>")
    got = [(f.status, f.starts, f.ends) for f in read_facts(page(body, "Public notices"), date(2022, 4, 20)).facts
           if f.scheme == "selective"]
    assert got == [("future", "2022-07-04", "2027-07-03")]


def test_a_scheme_named_in_the_list_of_what_a_designation_leaves_out_is_not_described():
    body = ("<p>The designation covers the whole of its district and comes into force on 1 September 2025.</p><p>It "
            "applies to every HMO occupied by three or more people forming two or more households, unless:</p>"
            "<p>a. the house is an HMO that must be licensed as a 'mandatory HMO' under section 55(2)(a);</p><p>b. the "
            "house is subject to a management order.</p>")
    got = {(f.scheme, f.status, f.area) for f in read_facts(page(body, "Additional licensing"), date(2025, 4, 20)).facts}
    assert got == {("additional", "future", "whole district")}


def test_a_list_of_who_needs_a_licence_still_describes_the_scheme():
    body = ("<p>A licence is needed for any house that:</p><ul><li>is occupied by five or more people, and</li><li>has "
            "two or more households sharing a kitchen</li></ul>")
    assert {f.scheme for f in read_facts(page(body, "HMO licensing"), TODAY).facts} == {"mandatory_hmo"}


def test_a_fee_tables_rows_are_read_as_sentences_and_a_denied_scheme_leaves_the_hmo_licence_national():
    # the HMO licence row says who it is for only in its next cell; the additional row gives its ward the same way
    body = ("<table><tr><th>Licence</th><th>Who needs it</th><th>Fee</th></tr><tr><td>HMO licence</td><td>Shared "
            "houses with five or more occupiers, anywhere in the district</td><td>£1,150</td></tr><tr><td>Additional "
            "HMO licence</td><td>Shared houses with three or four occupiers in Castle ward</td><td>£830</td></tr></table>")
    got = {(f.scheme, f.status, f.area, f.places) for f in read_facts(page(body, "Licence fees"), TODAY).facts}
    assert got == {("mandatory_hmo", "in_force", "whole district", ()), ("additional", "in_force", "named areas", ("Castle",))}
    # "we do not operate additional or selective licensing": an "HMO licence" beside it is the national scheme's
    body = ("<table><tr><th>Item</th><th>Charge</th></tr><tr><td>HMO licence – new application</td><td>£985</td></tr>"
            "<tr><td>HMO licence – renewal</td><td>£790</td></tr></table><p>We do not operate additional or selective "
            "licensing, so these are the only licence fees we charge.</p>")
    assert [f.scheme for f in read_facts(page(body, "Fees and charges"), TODAY).facts] == ["mandatory_hmo"]


def test_a_key_dates_table_that_opens_each_row_with_its_day():
    # the end told after its day, "unless renewed" no renewal; an offer's row and a document's title are not the scheme
    body = ("<p>From 6 April 2027 shared houses in Castle ward need an additional licence.</p><table><tr><th>Date</th>"
            "<th>What happens</th></tr><tr><td>22 September 2026</td><td>Cabinet made the designation</td></tr><tr><td>6 "
            "April 2027</td><td>Designation comes into force</td></tr><tr><td>5 April 2032</td><td>Designation ends unless "
            "renewed</td></tr></table><ul><li><a href='/r.pdf'>Consultation report 2026 (PDF)</a></li></ul>")
    got = [(f.scheme, f.status, f.starts, f.ends) for f in read_facts(page(body, "Additional licensing"), TODAY).facts]
    assert got == [("additional", "future", "2027-04-06", "2032-04-05")]
    body = ("<p>Selective licensing covers Castle ward.</p><table><tr><th>Item</th><th>Date</th></tr><tr><td>Scheme dates"
            "</td><td>2 Oct 2023 – 1 Oct 2028</td></tr><tr><td>Early rate</td><td>until 31 Jan 2024</td></tr></table>")
    got = [(f.status, f.starts, f.ends, f.places) for f in read_facts(page(body, "Selective licensing"), TODAY).facts]
    assert got == [("in_force", "2023-10-02", "2028-10-01", ("Castle",))]


def test_the_gap_between_two_designations_and_a_withdrawn_or_supposed_proposal_are_no_schemes():
    body = ("<p>The first selective licensing designation for Castle ward ran from 1 June 2019 to 31 May 2024. A second "
            "was made on 15 October 2024; it comes into force on 1 February 2025 and lasts until 31 January 2030.</p>"
            "<p>From 1 June 2024 to 31 January 2025 no selective licence is needed in Castle ward.</p><p>Landlords in "
            "Castle ward: apply from 2 December 2024.</p><p>We withdrew a proposal for additional licensing in 2022. We "
            "would have to consult before making any new additional designation.</p>")
    got = [(f.scheme, f.status, f.starts, f.ends) for f in read_facts(page(body, "Selective licensing"), date(2024, 11, 1)).facts]
    assert got == [("selective", "ended", "2019-06-01", "2024-05-31"), ("selective", "future", "2025-02-01", "2030-01-31")]
