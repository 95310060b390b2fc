"""More of the ways councils word a designation's dates, area and fee, read as the fact reader's grammar: probes in
our own words, each read on 2026-12-01 unless it says otherwise."""
from __future__ import annotations

from datetime import date

import pytest

from datestone.extract.facts import read_facts
from tests.test_facts import TODAY, facts, page

IN_FORCE = ("selective", "in_force", "2023-06-01", "2028-05-31")


def selective(body: str, day: date = TODAY, title: str = "Private housing"):
    return [(f.status, f.starts, f.ends, f.area, f.places, f.fee)
            for f in read_facts(page(body, title), day).facts if f.scheme == "selective"]


@pytest.mark.parametrize("verb", ["went live in Northfield on", "was introduced across Northfield on",
                                  "came into force across the whole borough on", "started in Castle and Abbey wards on"])
def test_a_place_between_the_verb_and_its_date_does_not_hide_the_start(verb):
    body = f"<p>Selective licensing {verb} 1 June 2023 and ends on 31 May 2028.</p>"
    assert facts(body, title="Private housing") == [IN_FORCE]


def test_a_place_named_between_the_verb_and_its_date_is_the_area():
    assert selective("<p>Selective licensing went live in Northfield on 1 June 2023.</p>")[0][3:5] == (
        "named areas", ("Northfield",))


def test_as_of_a_date_is_a_start():
    body = "<p>As of 1 June 2023, every privately rented home in Northfield must be licensed under selective licensing.</p>"
    assert selective(body)[0][:2] == ("in_force", "2023-06-01")


def test_no_longer_in_force_as_of_a_date_ended_the_day_before():
    body = ("<p>Selective licensing came into force in Castle ward on 7 January 2019.</p>"
            "<p>The selective licensing scheme is no longer in force as of 7 January 2024.</p>")
    assert selective(body)[0][:3] == ("ended", "2019-01-07", "2024-01-06")


def test_an_end_a_length_after_the_start():
    body = "<p>Selective licensing came into force on 1 June 2023 and ends five years later, on 31 May 2028.</p>"
    assert facts(body, title="Private housing") == [IN_FORCE]


def test_the_schemes_end_inside_a_sentence_about_a_licences_term():
    body = ("<p>Selective licensing started on 1 April 2020.</p><p>Each licence can last up to five years or until "
            "the scheme expires on 31 March 2025.</p>")
    assert selective(body)[0][:3] == ("ended", "2020-04-01", "2025-03-31")
    body = "<p>Selective licensing started on 1 June 2023.</p><p>Your licence will last until 30 April 2025.</p>"
    assert selective(body)[0][2] is None  # the licence's own term is still not the scheme's


def test_schemes_told_apart_by_their_place_in_a_list():
    body = ("<p>We have two selective licensing schemes. The first covers Northfield and runs from 1 June 2023 to 31 May "
            "2028. The second covers Southgate and runs from 1 March 2024 to 28 February 2029.</p>")
    assert [(s, st, e, p) for s, st, e, _, p, _ in selective(body)] == [
        ("in_force", "2023-06-01", "2028-05-31", ("Northfield",)),
        ("in_force", "2024-03-01", "2029-02-28", ("Southgate",))]


@pytest.mark.parametrize("body", [
    "<h2>Selective licensing</h2><dl><dt>Start date</dt><dd>1 June 2023</dd><dt>End date</dt><dd>31 May 2028</dd></dl>",
    "<h2>Selective licensing</h2><p>When does the scheme start?</p><p>1 June 2023</p><p>When does it end?</p>"
    "<p>31 May 2028</p>",
    "<h2>Selective licensing</h2><p>Scheme starts</p><p>1 June 2023</p><p>Scheme ends</p><p>31 May 2028</p>"])
def test_a_date_under_its_label_takes_its_role_from_the_label(body):
    assert facts(body, title="Private housing") == [IN_FORCE]


def area(body: str, scheme: str = "selective"):
    return [(f.area, f.places) for f in read_facts(page(body, "Private housing"), TODAY).facts if f.scheme == scheme]


STARTS = "<p>Selective licensing came into force on 1 June 2023.</p>"


@pytest.mark.parametrize("sentence", ["Additional licensing applies to all HMOs within the Borough.",
                                      "Every HMO across the district needs an additional licence.",
                                      "Additional licensing applies in all areas of the borough.",
                                      "The additional licensing scheme applies to the entire borough.",
                                      "The additional licensing scheme covers all 21 wards of the borough.",
                                      "Additional licensing applies in all of the wards in the district."])
def test_more_ways_of_saying_the_whole_district(sentence):
    body = f"<p>Additional licensing came into force on 1 June 2023.</p><p>{sentence}</p>"
    assert area(body, "additional") == [("whole district", ())]


@pytest.mark.parametrize("sentence", ["All landlords renting out homes in Anytown need a selective licence.",
                                      "Every privately rented home within Anytown needs a selective licence."])
def test_the_councils_own_name_capitalised_or_not(sentence):
    assert area(STARTS + f"<p>{sentence}</p>") == [("whole district", ())]


def test_a_list_under_an_area_heading_naming_no_scheme_is_the_scheme_just_named():
    body = STARTS + "<h2>Which areas are covered?</h2><p>Northfield</p><p>Southgate</p>"
    assert area(body) == [("named areas", ("Northfield", "Southgate"))]


def test_words_of_a_heading_are_not_places():
    body = STARTS + "<h2>Designated area</h2><p>The selective licensing area is the wards of Northfield and Southgate.</p>"
    assert area(body) == [("named areas", ("Northfield", "Southgate"))]


def fee(body: str, scheme: str = "selective"):
    html = page("<h2>Selective licensing</h2><p>Selective licensing came into force on 1 June 2023.</p>" + body,
                "Private housing")
    return [f.fee for f in read_facts(html, TODAY).facts if f.scheme == scheme]


@pytest.mark.parametrize("body, main", [
    ("<p>The early bird fee is £400. After 30 November 2023 the standard fee of £480 applies.</p>", "£480"),
    ("<p>The fee is £480, or £400 if you apply in the first three months.</p>", "£480"),
    ("<p>Accredited landlords get a £100 discount on the £750 licence fee.</p>", "£750"),
    ("<p>The fee for a selective licence is £642, paid in two parts: Part A is £374.50 and Part B is £267.50.</p>",
     "£642"),
    ("<p>You can pay in two instalments, a first payment of £300 and a second of £450, or the full fee of £750 at "
     "once.</p>", "£750"),
    ("<p>A licence costs £750 for a single home and £400 for each further flat in the same building.</p>", "£750"),
    ("<p>You will need to pay £750 for each property.</p>", "£750"),
    ("<p>Fee: £750 per property</p>", "£750"),
    ("<p>A civil penalty of up to £30,000 can be given for an unlicensed home.</p>", None),
    ("<p>Only members of an accreditation scheme qualify for the reduced fee of £200 per property.</p>", None),
])
def test_the_main_fee_among_the_amounts_a_page_gives(body, main):
    assert fee(body) == [main]


def test_a_sanction_is_not_the_main_fee():
    body = ("<p>The first part is a £500 processing fee.</p><p>If no application is made you will have to pay the full "
            "fee of £1,500.</p>")
    assert fee(body) == ["£500"]


@pytest.mark.parametrize("rows, main", [
    ("<tr><td>Early bird</td><td>£178</td><td>£222</td><td>£400</td></tr>"
     "<tr><td>Standard fee</td><td>£178</td><td>£302</td><td>£480</td></tr>", "£480"),
    ("<tr><td>Accredited landlord</td><td>£150</td><td>£300</td><td>£450</td></tr>"
     "<tr><td>Landlord not accredited</td><td>£150</td><td>£450</td><td>£600</td></tr>", "£600"),
])
def test_a_fee_tables_discount_rows_are_not_the_main_fee(rows, main):
    table = ("<h2>Fees</h2><table><tr><th>Fee type</th><th>Stage one</th><th>Stage two</th><th>Total</th></tr>"
             f"{rows}</table>")
    assert fee(table) == [main]


def test_a_total_without_the_discount_is_the_main_fee():
    table = ("<table><tr><th>Selective licence</th><th>Payment</th></tr><tr><td>Part A</td><td>£450</td></tr>"
             "<tr><td>Part B</td><td>£450</td></tr><tr><td>Total with accreditation</td><td>£865</td></tr>"
             "<tr><td>Total without accreditation</td><td>£900</td></tr></table>")
    assert fee("<h2>Licence fees</h2>" + table) == ["£900"]


def test_a_laws_title_names_no_scheme_and_this_designation_is_the_local_one():
    body = ("<p>1. The council designates Castle ward for additional licensing of houses in multiple occupation. It "
            "covers every HMO that is not subject to mandatory licensing.</p><p>2. It is a designation for which the "
            "Secretary of State has given the Housing Act 2004: Licensing of Houses in Multiple Occupation and Selective "
            "Licensing of Other Residential Accommodation (England) General Approval 2015.</p><p>3. This Designation comes "
            "into force on 1st February 2025 and ceases to have effect on 31st January 2030.</p>")
    assert facts(body, title="Notice of designation") == [("additional", "in_force", "2025-02-01", "2030-01-31")]


def test_schemes_named_as_what_may_apply_instead_are_not_described():
    body = ("<p>Selective licensing applies to homes let to one household in the designated areas.</p><p>If your home "
            "is shared by three or more people, a different licensing scheme may apply instead, such as additional or "
            "mandatory HMO licensing.</p><p>The licence covers the property until the scheme ends in September 2030.</p>")
    assert facts(body, title="What is selective licensing?") == [("selective", "in_force", None, "2030-09-30")]


def test_the_day_applications_open_is_not_the_start():
    body = ("<p>From 12 June 2025 the council will invite landlords to apply for a licence.</p><p>The selective "
            "licensing schemes become enforceable on 13 September 2025 and remain in effect until 12 September 2030.</p>")
    assert facts(body, title="Private housing") == [("selective", "in_force", "2025-09-13", "2030-09-12")]


@pytest.mark.parametrize("body", [
    "<p>If you cannot pay online, an extra £50 may be charged on top of your licence fee.</p>",
    "<p>Landlords who send a paper form pay an extra charge of £120.</p>",
    "<p>A £200 administration fee may be charged for a paper application.</p>"])
def test_a_charge_on_top_of_the_fee_is_not_the_fee(body):
    assert fee(body) == [None]


def test_a_fee_table_without_a_header_row_and_its_other_charges():
    table = ("<h2>HMO licence fees</h2><table><tr><td>New application: HMO licence fee</td><td>£800</td></tr>"
             "<tr><td>New application: accredited landlord HMO licence fee</td><td>£600</td></tr>"
             "<tr><td>Renewal fee: HMO licence</td><td>£584</td></tr></table>")
    body = "<p>A licence is needed for an HMO let to five or more people forming two or more households.</p>" + table
    assert [f.fee for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["£800"]


def test_this_years_column_of_a_fee_table():
    table = ("<h2>HMO licence fees</h2><table><tr><th>Item</th><th>2022/2023 charge</th><th>Charge from 1 April</th>"
             "</tr><tr><td>Licence for 5 persons</td><td>£729</td><td>£802</td></tr><tr><td>HMO licence variations</td>"
             "<td>£0</td><td>£0</td></tr></table>")
    body = "<p>A licence is needed for an HMO let to five or more people forming two or more households.</p>" + table
    assert [f.fee for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["£802"]


def test_a_licence_holder_addressed_is_no_scheme():
    body = ("<p>Mandatory HMO licensing applies to HMOs with five or more people forming two or more households.</p>"
            "<p>If you hold an additional licence that is ending and now need a mandatory licence, apply online.</p>")
    assert [f.scheme for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["mandatory_hmo"]


def test_two_designations_told_apart_by_the_day_each_was_made():
    body = ("<p>On 6 June 2023 the council designated the wards of Northfield and Southgate as subject to additional "
            "licensing. The designation comes into force on 6 September 2023 and will last until 31 August 2028.</p>"
            "<p>On 26 May 2020 the council designated five wards as subject to additional licensing. These wards were "
            "Castle, Abbey, Priory, Mill and Bridge. The designation came into force on 1 September 2020 and will last "
            "for 5 years, until 31 August 2025.</p>")
    read = [(f.starts, f.ends, f.places) for f in read_facts(page(body, "Additional licensing"), TODAY).facts
            if f.scheme == "additional"]
    assert read == [("2023-09-06", "2028-08-31", ("Northfield", "Southgate")),
                    ("2020-09-01", "2025-08-31", ("Castle", "Abbey", "Priory", "Mill", "Bridge"))]


@pytest.mark.parametrize("sentence", ["We have applied selective licensing to Stanton Hill and Sutton.",
                                      "Landlords who own property in Stanton Hill or Sutton must apply for a selective "
                                      "licence."])
def test_more_ways_of_naming_where_a_scheme_applies(sentence):
    body = f"<p>Selective licensing is in force.</p><p>{sentence}</p><p>A selective licence cannot be transferred.</p>"
    assert area(body) == [("named areas", ("Stanton Hill", "Sutton"))]


def test_a_length_answering_a_question_about_it():
    body = ("<h2>Selective licensing</h2><p>The scheme started on 1 June 2023.</p><h3>How long will the scheme last?</h3>"
            "<p>Five years.</p>")
    assert facts(body, title="Private housing") == [IN_FORCE]


def test_an_ended_scheme_and_its_renewal_in_one_sentence():
    body = ("<p>The previous selective licensing scheme ended on 31 May 2023 and a new scheme began on 1 June 2023 for a "
            "further five years.</p>")
    assert sorted(facts(body, title="Private housing")) == [("selective", "ended", None, "2023-05-31"), IN_FORCE]


def test_it_will_stop_on_a_date():
    body = "<p>The selective licensing scheme started on 1 June 2023. It will stop on 31 May 2028.</p>"
    assert facts(body, title="Private housing") == [IN_FORCE]


def test_the_second_schemes_verb_left_out():
    body = ("<p>Our additional licensing scheme started on 1 June 2022 and selective licensing on 1 March 2023; both run "
            "for five years.</p>")
    assert sorted(facts(body, title="Private housing")) == [("additional", "in_force", "2022-06-01", "2027-05-31"),
                                                            ("selective", "in_force", "2023-03-01", "2028-02-29")]


def test_all_of_which_operate_in_the_district_is_not_the_whole_district():
    body = ("<p>This page sets out the fees for the borough-wide additional licensing scheme and the selective licensing "
            "scheme in Northfield, all of which currently operate in Anytown.</p>")
    assert area(body) == [("named areas", ("Northfield",))]


def test_hmos_of_three_or_four_needing_a_licence_are_additional_only():
    body = "<p>Any HMO with 3 or 4 tenants in the borough needs an additional licence.</p>"
    assert [f.scheme for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["additional"]


def test_present_tense_launch_and_an_early_registration_day():
    body = ("<p>Agents can register a month earlier, from 11 February 2024.</p><p>On 11 March 2024 a Selective Licensing "
            "Scheme launches in Anytown.</p><p>A temporary exemption application costs £150 per property.</p>")
    read = read_facts(page(body, "Private housing"), date(2024, 2, 20)).facts
    assert [(f.scheme, f.status, f.starts, f.fee) for f in read] == [("selective", "future", "2024-03-11", None)]


def test_amounts_under_a_pound_sign_header():
    table = ("<h2>Fees from 1 April 2023</h2><table><tr><th></th><th>£</th><th>£ Annual equivalent</th></tr>"
             "<tr><td>Full fee</td><td>950</td><td>190</td></tr><tr><td>Accreditation</td><td>800</td><td>160</td></tr>"
             "</table><p>On top of the fee, a charge of £30 applies for each additional unit.</p>")
    body = "<p>Mandatory HMO licensing applies to HMOs with five or more people from two or more households.</p>" + table
    assert [f.fee for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["£950"]


@pytest.mark.parametrize("body", [
    "<p>Every HMO that meets all of the following conditions needs a licence:</p><ul><li>it has five or more "
    "occupants</li><li>they form two or more households</li></ul>",
    "<p>HMOs with five or more people need a mandatory licence. HMOs of 3 or 4 people may come under an additional "
    "licensing scheme if one is brought in for the district in future.</p>",
    "<p>HMOs with five or more people need a mandatory licence.</p><h2>Non-licensable HMOs</h2><p>A non-licensable HMO "
    "has 3 or 4 tenants from more than one household. It does not need a licence but must meet the standards.</p>"])
def test_only_the_national_scheme_when_the_others_are_conditions_possibilities_or_not_needed(body):
    assert [f.scheme for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["mandatory_hmo"]


def test_the_act_requires_some_hmos_to_hold_a_licence():
    body = ("<p>The Housing Act requires some HMOs to hold a licence. Since 1 April 2017 we charge £130 for each let.</p>"
            "<p>The owner or the manager should apply for the HMO licence.</p>")
    assert [(f.scheme, f.fee) for f in read_facts(page(body, "HMOs"), TODAY).facts] == [("mandatory_hmo", "£130")]


@pytest.mark.parametrize("second", [
    "This second designation came into force on 21 April 2021, straight after the first one expired on 20 April 2021, "
    "and it expires on 20 April 2026.",
    "The further designation took effect on 21 April 2021, the day after the first designation expired, and will expire "
    "on 20 April 2026."])
def test_a_renewal_sentence_gives_the_first_designation_its_end(second):
    body = ("<h2>Selective licensing designation 2016 – 2021</h2><p>In 2016 the council designated parts of the Castle "
            f"and Abbey electoral wards for selective licensing.</p><h2>Further designation 2021-2026</h2><p>{second}</p>")
    read = read_facts(page(body, "Selective licensing"), date(2023, 1, 1)).facts
    assert [(f.status, f.starts, f.ends) for f in read] == [("ended", None, "2021-04-20"),
                                                            ("in_force", "2021-04-21", "2026-04-20")]
    assert read[0].places == ("Castle", "Abbey")


def test_a_site_visits_charge_is_not_a_licence_fee():
    body = ("<p>HMOs with five or more people need a mandatory licence.</p><p>If you would like an officer to advise "
            "you, you can ask for a site visit, for which we charge £150.</p>")
    assert [f.fee for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == [None]


def test_licensing_extended_in_reach_since_a_year_has_ended_under_the_cap():
    body = ("<h2>What is additional licensing?</h2><p>Since 2011 the council has extended licensing to smaller HMOs in the "
            "south-east of Anytown that did not need a licence before.</p>")
    read = [(f.scheme, f.status, f.area) for f in read_facts(page(body, "HMO licensing"), TODAY).facts]
    assert read == [("additional", "ended", "named areas")]


def test_a_part_of_the_district_by_its_bearing_is_a_named_area():
    body = "<p>Additional licensing came into force on 1 June 2023.</p><p>It covers HMOs in the south of the borough.</p>"
    assert area(body, "additional") == [("named areas", ())]


@pytest.mark.parametrize("body", ["<p>Selective licensing started on 01-06-2023 and ends on 31-05-2028.</p>",
                                  "<p>The selective licensing scheme: live 1 June 2023, closes 31 May 2028.</p>"])
def test_more_date_forms_and_labels(body):
    assert facts(body, title="Private housing") == [IN_FORCE]


@pytest.mark.parametrize("body", [
    "<h2>Selective licensing</h2><p>Our selective licensing scheme covers Castle ward. The scheme came into effect in "
    "2017 and will last for 5 years.</p>",
    "<p>Selective licensing was introduced in Castle ward in 2019 for a period of 5 years.</p>"])
def test_a_year_alone_with_a_place_or_a_pointer_still_dates_the_scheme(body):
    assert [(f.status, f.places) for f in read_facts(page(body, "Private housing"), TODAY).facts] == [
        ("ended", ("Castle",))]


@pytest.mark.parametrize("sentence, places", [
    ("Selective licensing covers London Road, Abbeydale Road and Chesterfield Road.",
     ("London Road", "Abbeydale Road", "Chesterfield Road")),
    ("Selective licensing applies in Nelson Ward.", ("Nelson Ward",)),
    ("Selective licensing applies in Castle and Abbey Wards.", ("Castle", "Abbey")),
    ("Selective licensing applies in Castle and Abbey wards.", ("Castle", "Abbey"))])
def test_places_as_the_page_writes_them(sentence, places):
    assert area(STARTS + f"<p>{sentence}</p>") == [("named areas", places)]


@pytest.mark.parametrize("body, places", [
    ("<p>Selective licensing applies in: Castle, Abbey, Priory.</p>", ("Castle", "Abbey", "Priory")),
    ("<p>The scheme covers 5 wards - Castle, Abbey, Priory, Mill and Bridge.</p>",
     ("Castle", "Abbey", "Priory", "Mill", "Bridge")),
    ("<p>The scheme applies in Castle and St. John's wards.</p>", ("Castle", "St. John's")),
    ("<h3>Which wards are included?</h3><ul><li>Castle map and street list (PDF)</li><li>Abbey (Abbey and Mill wards)"
     "</li><li>Mill Road (1-99)</li></ul>", ("Castle", "Abbey", "Mill Road (1-99)")),
])
def test_more_ways_of_listing_the_places(body, places):
    html = "<h2>Selective licensing</h2><p>Selective licensing came into force on 1 June 2023.</p>" + body
    assert [f.places for f in read_facts(page(html, "Private housing"), TODAY).facts] == [places]


def test_a_list_under_an_area_lead_that_is_not_of_places():
    body = ("<p>Selective licensing came into force on 1 June 2023 in Castle ward.</p><p>Councils may designate areas "
            "with these problems:</p><ul><li>low housing demand</li><li>high crime</li></ul>")
    assert [f.places for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == [("Castle",)]


def test_a_consultation_that_is_over_beside_the_decision_is_no_proposal():
    body = ("<p>After a review and a consultation, the council decided that selective licensing should carry on in "
            "Castle ward.</p><p>Every privately rented home in these areas must be licensed.</p>")
    assert [f.status for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == ["in_force"]
    body = "<p>We are consulting on a proposal to bring selective licensing to Castle ward.</p>"
    assert [f.status for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == ["proposed"]


def test_a_table_with_a_ward_column_lists_the_places():
    table = ("<table><tr><th>Ward</th><th>Homes</th></tr><tr><td>Castle</td><td>900</td></tr><tr><td>Abbey</td>"
             "<td>400</td></tr></table>")
    html = "<h2>Selective licensing</h2><p>Selective licensing came into force on 1 June 2023.</p>" + table
    assert [f.places for f in read_facts(page(html, "Private housing"), TODAY).facts] == [("Castle", "Abbey")]


def test_a_table_of_a_fees_parts_gives_way_to_the_total_a_sentence_gives():
    table = ("<p>The fee is paid in two parts:</p><table><tr><td>Paid when the application is submitted</td>"
             "<td>£340</td></tr><tr><td>Paid if the licence is granted</td><td>£242</td></tr></table>")
    assert fee("<p>Each licence costs £582 in total.</p>" + table) == ["£582"]
    assert fee(table) == ["£340"]  # the part alone, when nothing else is given


@pytest.mark.parametrize("sentence", ["Duplicate licence, or copies of documents we hold on file: £11.18.",
                                      "Applications we have to chase are charged an administration fee of £50 an hour."])
def test_charges_for_copies_and_chasing_are_not_the_fee(sentence):
    assert fee(f"<p>{sentence}</p>") == [None]


@pytest.mark.parametrize("sentence", ["The selective licence fee is £600 and the additional licence fee is £900.",
                                      "Fees: selective licence £600; additional licence £900.",
                                      "Additional HMO licences cost £900 and selective licences cost £600."])
def test_each_schemes_fee_in_a_sentence_naming_both(sentence):
    body = f"<p>Selective and additional licensing came into force on 1 June 2023.</p><p>{sentence}</p>"
    read = {f.scheme: f.fee for f in read_facts(page(body, "Property licensing"), TODAY).facts}
    assert (read["selective"], read["additional"]) == ("£600", "£900")


def test_one_fee_for_both_schemes():
    body = ("<p>Selective and additional licensing came into force on 1 June 2023.</p><p>The fee for both selective "
            "and additional licences is £750.</p>")
    assert {f.fee for f in read_facts(page(body, "Property licensing"), TODAY).facts} == {"£750"}


def test_a_place_goes_to_the_scheme_named_just_before_it():
    body = ("<p>Our borough-wide additional licensing scheme and the selective licensing scheme in Castle ward both "
            "started on 1 June 2023.</p>")
    read = {f.scheme: (f.area, f.places) for f in read_facts(page(body, "Property licensing"), TODAY).facts}
    assert read == {"additional": ("whole district", ()), "selective": ("named areas", ("Castle",))}


def test_a_new_scheme_proposed_beside_the_ended_one():
    body = ("<p>Our previous additional licensing scheme ran from 1 January 2016 to 31 December 2020 and has ended.</p>"
            "<p>We are proposing to introduce a new borough-wide additional licensing scheme.</p>")
    read = [(f.status, f.starts) for f in read_facts(page(body, "Property licensing"), date(2021, 5, 20)).facts]
    assert read == [("ended", "2016-01-01"), ("proposed", None)]


def test_a_new_designation_after_the_ended_one_is_its_own():
    body = ("<p>Our first selective licensing scheme in Castle ward ended on 30 April 2021.</p><p>Following a "
            "consultation, cabinet agreed a new designation covering Castle and Abbey wards. The new scheme came into "
            "force on 1 November 2021 and will run for five years.</p>")
    read = [(f.status, f.starts, f.ends, f.places) for f in read_facts(page(body, "Selective licensing"),
                                                                         date(2024, 1, 1)).facts]
    assert read == [("ended", None, "2021-04-30", ("Castle",)),
                    ("in_force", "2021-11-01", "2026-10-31", ("Castle", "Abbey"))]


def test_a_consultations_dates_are_not_the_proposed_schemes():
    body = ("<h2>Proposed selective licensing scheme</h2><p>We are consulting on a proposal to introduce selective "
            "licensing in Castle ward. The consultation runs from 1 February 2027 to 30 April 2027.</p>")
    read = [(f.status, f.starts, f.ends) for f in read_facts(page(body, "Consultation"), date(2027, 3, 1)).facts]
    assert read == [("proposed", None, None)]


@pytest.mark.parametrize("sentence, places", [
    ("The council agreed to designate South Wigston Ward for selective licensing.", ("South Wigston Ward",)),
    ("The council brought in a selective licensing scheme for the most challenged parts of the Nelson Ward.",
     ("Nelson Ward",))])
def test_designate_a_ward_and_parts_of_a_ward(sentence, places):
    body = f"<p>{sentence}</p><p>The designation takes effect on 5 May 2020 and lasts for 5 years.</p>"
    assert [f.places for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == [places]


def test_schemes_named_as_what_this_one_does_not_cover_are_not_described():
    body = ("<p>Selective licensing came into force in Castle ward on 1 June 2023.</p><p>Selective licensing does not "
            "cover HMOs, which are licensed under the mandatory or additional schemes.</p>")
    assert [f.scheme for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == ["selective"]


def test_a_renewal_by_its_year_alone_is_in_force_within_five_years():
    body = "<p>Selective licensing in Castle ward was renewed in 2023.</p>"
    assert [f.status for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == ["in_force"]
    assert [f.status for f in read_facts(page(body, "Selective licensing"), date(2029, 6, 1)).facts] == ["ended"]


def test_the_scheme_a_renewal_replaced_is_a_fact_of_its_own():
    body = ("<p>Our selective licensing scheme was renewed on 1 June 2023, replacing the scheme that ended on 31 May "
            "2023.</p>")
    assert sorted(facts(body, title="Selective licensing")) == [("selective", "ended", None, "2023-05-31"),
                                                                ("selective", "in_force", "2023-06-01", None)]


def test_a_key_value_table_of_a_designations_days():
    table = ("<h2>Selective licensing</h2><table><tr><th>Designation made</th><td>14 March 2023</td></tr><tr><th>In force "
             "from</th><td>1 July 2023</td></tr><tr><th>Expires</th><td>30 June 2028</td></tr></table>")
    assert facts(table, title="Private housing") == [("selective", "in_force", "2023-07-01", "2028-06-30")]


def test_a_table_with_scheme_and_area_columns():
    table = ("<table><tr><th>Scheme</th><th>Area</th><th>Start</th><th>End</th></tr><tr><td>Selective</td><td>Castle</td>"
             "<td>1 July 2023</td><td>30 June 2028</td></tr><tr><td>Additional</td><td>Whole borough</td><td>1 March 2022"
             "</td><td>28 February 2027</td></tr></table>")
    read = sorted((f.scheme, f.starts, f.ends, f.area, f.places) for f in read_facts(page(table, "Licensing"), TODAY).facts)
    assert read == [("additional", "2022-03-01", "2027-02-28", "whole district", ()),
                    ("selective", "2023-07-01", "2028-06-30", "named areas", ("Castle",))]


def test_a_heading_naming_a_ward_gives_the_designation_under_it_its_place():
    body = ("<h3>Castle ward designation</h3><p>Started 1 June 2023, ends 31 May 2028.</p><h3>Abbey ward designation</h3>"
            "<p>Started 1 March 2024, ends 28 February 2029.</p>")
    read = [(f.starts, f.places) for f in read_facts(page(body, "Selective licensing"), TODAY).facts]
    assert read == [("2023-06-01", ("Castle",)), ("2024-03-01", ("Abbey",))]


@pytest.mark.parametrize("body", [
    "<p>From 1 June 2023 landlords must apply for a selective licence.</p>",
    "<p>From 1 June 2023 landlords will need to apply for a selective licence for each home.</p>",
    "<p>On 1 June 2023 we began licensing the areas we designated in March under selective licensing.</p>",
    "<p>Selective licensing started on 1 June 2023.</p><p>The fees as of 1 April 2024 are:</p><ul><li>£600</li></ul>"])
def test_a_start_is_still_a_start_beside_words_of_applying_designating_or_fees(body):
    assert [f.starts for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == ["2023-06-01"]


@pytest.mark.parametrize("body, main", [
    ("<p>The cost is £500 for the full 5 years.</p>", "£500"),
    ("<p>Landlords who apply in the first three months pay £500 instead of £750.</p>", "£750"),
    ("<p>Licence fee: £750 (£650 for accredited landlords)</p>", "£750")])
def test_more_fee_sentences(body, main):
    assert fee(body) == [main]


def test_a_fees_term_is_not_the_schemes_length():
    body = "<p>Selective licensing came into force on 1 June 2023.</p><p>The cost is £500 for the full 5 years.</p>"
    assert facts(body, title="Private housing") == [("selective", "in_force", "2023-06-01", None)]


def test_schemes_named_as_what_the_homes_do_not_fall_under_are_not_described():
    body = ("<p>Selective licensing came into force in Castle ward on 1 June 2023.</p><p>It applies to privately rented "
            "homes that do not already fall under mandatory or additional licensing.</p>")
    assert [f.scheme for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == ["selective"]


def test_a_selective_pages_fee_table_is_not_the_national_schemes():
    body = ("<p>Selective licensing came into force in Castle ward on 1 June 2023.</p><table><tr><th>Licence</th>"
            "<th>Fee</th></tr><tr><td>Standard</td><td>£772</td></tr></table><p>Any property let to five or more people "
            "forming two or more households needs a mandatory HMO licence.</p>")
    read = {f.scheme: f.fee for f in read_facts(page(body, "Selective licensing"), TODAY).facts}
    assert read == {"selective": "£772", "mandatory_hmo": None}


def test_a_decisions_day_before_the_start_is_not_the_start():
    body = "<p>Following approval on 3 March 2026, the selective licensing scheme started on 1 July 2026.</p>"
    assert facts(body, title="Selective licensing") == [("selective", "in_force", "2026-07-01", None)]


@pytest.mark.parametrize("sentence", [
    "Selective licensing applies to all privately rented homes in an area designated by a council.",
    "Additional licensing lets a council license smaller HMOs.",
    "Some councils also require smaller HMOs to be licensed under an additional licensing scheme.",
    "Selective licensing can apply to any privately rented home in a designated area."])
def test_a_scheme_described_as_any_councils_is_not_this_councils(sentence):
    body = ("<p>Mandatory HMO licensing applies to houses with five or more people forming two or more households.</p>"
            f"<p>{sentence}</p>")
    assert [f.scheme for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["mandatory_hmo"]


@pytest.mark.parametrize("sentence", [
    "We are not currently planning to introduce additional licensing.",
    "Landlords in Anytown do not need a selective licence.",
    "Neither additional nor selective licensing operates in the borough.",
    "No other licensing schemes (such as selective or additional licensing) operate in Anytown.",
    "If your property is in a selective licensing area, you may also need a selective licence."])
def test_more_ways_of_saying_there_is_no_such_scheme_here(sentence):
    body = ("<p>Mandatory HMO licensing applies to houses with five or more people forming two or more households.</p>"
            f"<p>{sentence}</p>")
    assert [f.scheme for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["mandatory_hmo"]


def test_a_selective_licence_not_needed_under_a_condition_is_no_absence():
    body = ("<p>Selective licensing applies in Castle ward.</p><p>You do not need a selective licence if the home is let "
            "by a housing association.</p><p>If your property is a large HMO it will not need a selective licence.</p>")
    read = [(f.scheme, f.status) for f in read_facts(page(body, "Selective licensing"), TODAY).facts]
    assert ("selective", "in_force") in read


@pytest.mark.parametrize("sentence", [
    "HMOs with 5+ occupants from two or more households must be licensed.",
    "An HMO lived in by five people or more, forming more than one household, needs a licence.",
    "You need a licence if your HMO has more than four tenants from two or more households.",
    "HMOs occupied by 5 persons or more must be licensed by the council."])
def test_more_ways_of_writing_the_national_threshold(sentence):
    assert [f.scheme for f in read_facts(page(f"<p>{sentence}</p>", "HMOs"), TODAY).facts] == ["mandatory_hmo"]


@pytest.mark.parametrize("sentence, status", [
    ("Our selective licensing scheme is now operational.", "in_force"),
    ("The selective licensing scheme was quashed following a judicial review.", "ended"),
    ("The selective licensing scheme is suspended while the legal challenge is heard.", "unclear")])
def test_words_of_standing_where_no_date_is_given(sentence, status):
    assert [f.status for f in read_facts(page(f"<p>{sentence}</p>", "Private housing"), TODAY).facts] == [status]


@pytest.mark.parametrize("sentence", [
    "This selective licensing scheme covers homes in parts of the Castle, Mill and Bridge, and Abbey divisions.",
    "Selective licensing takes in parts of three divisions: Castle, Mill and Bridge, and Abbey."])
def test_a_list_with_a_comma_before_its_last_and_keeps_a_two_part_name_whole(sentence):
    assert area(STARTS + f"<p>{sentence}</p>") == [("named areas", ("Castle", "Mill and Bridge", "Abbey"))]


def test_across_most_of_two_wards():
    body = STARTS + "<p>Selective licensing covers all rented homes across most of Castle and Abbey wards.</p>"
    assert area(body) == [("named areas", ("Castle", "Abbey"))]


@pytest.mark.parametrize("items", [
    "<li>Castle – 1 June 2022 to 31 May 2027</li><li>Abbey – 1 March 2023 to 28 February 2028</li>",
    "<li>Area 1: Castle ward – from 1 June 2022 to 31 May 2027</li><li>Area 2: Abbey ward – from 1 March 2023 to 28 "
    "February 2028</li>"])
def test_dated_items_under_a_lead_naming_the_designations(items):
    body = f"<p>Our selective licensing designations:</p><ul>{items}</ul>"
    read = [(f.starts, f.ends, f.places) for f in read_facts(page(body, "Private housing"), TODAY).facts]
    assert read == [("2022-06-01", "2027-05-31", ("Castle",)), ("2023-03-01", "2028-02-28", ("Abbey",))]


@pytest.mark.parametrize("sentence, ends", [
    ("All licences will expire when the scheme ends on 31 May 2028.", "2028-05-31"),
    ("Licences granted late in the scheme will expire on 31 May 2028.", None),
    ("A licence normally lasts five years, but no licence can run beyond the end of the scheme on 31 May 2028.",
     "2028-05-31")])
def test_the_schemes_end_and_a_licences_in_one_sentence(sentence, ends):
    body = f"<p>Selective licensing started on 1 June 2023.</p><p>{sentence}</p>"
    assert [f.ends for f in read_facts(page(body, "Selective licensing"), TODAY).facts] == [ends]


@pytest.mark.parametrize("links", [
    "<h2>Related pages</h2><ul><li><a href='/s'>Selective licensing: what landlords need to know</a></li></ul>",
    "<ul><li><a href='/s'>Apply for a selective licence</a></li><li><a href='/a'>Apply for an additional licence</a></li>"
    "</ul>"])
def test_a_local_scheme_named_only_in_a_link_is_not_described(links):
    body = ("<p>Mandatory HMO licensing applies to houses with five or more people forming two or more households.</p>"
            + links)
    assert [f.scheme for f in read_facts(page(body, "HMO licensing"), TODAY).facts] == ["mandatory_hmo"]


@pytest.mark.parametrize("table", [
    "<table><tr><th>Fee</th><th>Selective licence</th><th>Additional HMO licence</th></tr><tr><td>Licence fee</td>"
    "<td>£750</td><td>£1,000</td></tr></table>",
    "<table><tr><th>Fee</th><th>Selective</th><th>Additional</th></tr><tr><td>Part A</td><td>£300</td><td>£400</td></tr>"
    "<tr><td>Part B</td><td>£450</td><td>£600</td></tr><tr><td>Total</td><td>£750</td><td>£1,000</td></tr></table>"])
def test_a_fee_table_with_a_column_for_each_scheme(table):
    body = "<p>Selective and additional licensing both came into force on 1 June 2023.</p>" + table
    read = {f.scheme: f.fee for f in read_facts(page(body, "Licence fees"), TODAY).facts}
    assert (read["selective"], read["additional"]) == ("£750", "£1,000")


def test_homes_with_another_licence_not_needing_this_one_is_no_absence():
    body = ("<p>Selective licensing applies in Castle ward.</p><p>Properties that already need a mandatory HMO licence "
            "do not need a selective licence.</p>")
    assert "selective" in [f.scheme for f in read_facts(page(body, "Selective licensing"), TODAY).facts]


def test_not_licensed_under_this_scheme_from_a_date_is_no_end():
    body = ("<p>Selective licensing came into force on 1 June 2023.</p><p>Homes let by housing associations are not "
            "licensed under this scheme from 1 June 2023.</p>")
    assert facts(body, title="Selective licensing") == [("selective", "in_force", "2023-06-01", None)]


def test_a_date_table_naming_no_scheme_is_the_scheme_the_page_is_about():
    body = ("<table><tr><th>Area</th><th>Start</th><th>End</th></tr>"
            "<tr><td>Northfield</td><td>1 June 2023</td><td>31 May 2028</td></tr>"
            "<tr><td>Southgate</td><td>1 June 2020</td><td>31 May 2025</td></tr></table>")
    got = selective(body, title="Selective licensing")
    assert [(g[0], g[1], g[2], g[4]) for g in got] == [("in_force", "2023-06-01", "2028-05-31", ("Northfield",)),
                                                       ("ended", "2020-06-01", "2025-05-31", ("Southgate",))]
    # On a page about two schemes the table could be either: no guess.
    assert selective(body, title="Selective and additional licensing") == []


def test_a_table_of_drop_in_sessions_dates_no_designation():
    body = ("<p>Additional licensing covers every ward from 1 April 2024 to 31 March 2029.</p>"
            "<h2>Come and talk to us</h2><table><tr><th>Date</th><th>Venue</th></tr>"
            "<tr><td>20 February 2024</td><td>Millbeck Library</td></tr>"
            "<tr><td>5 March 2024</td><td>Hollins Lane Hall</td></tr></table>")
    got = [(f.scheme, f.starts, f.ends) for f in read_facts(page(body, "Additional licensing"), date(2024, 1, 10)).facts]
    assert got == [("additional", "2024-04-01", "2029-03-31")]


def test_the_days_a_set_of_fees_applies_are_not_the_schemes():
    body = ("<p>You can apply online for a new mandatory or additional HMO licence.</p><ul>"
            "<li><a href='/a'>costs for mandatory HMO licences until 4 January 2026</a></li>"
            "<li><a href='/b'>costs for mandatory and additional HMO licences from 5 January 2026</a></li></ul>")
    got = [(f.scheme, f.status, f.starts, f.ends) for f in read_facts(page(body, "Apply for an HMO licence"), TODAY).facts]
    assert ("additional", "in_force", None, None) in got
    # A scheme's own verb between the fees and the date: the date is the scheme's.
    body = "<p>The fee of £500 applies to every licence; the additional licensing scheme runs from 5 January 2026.</p>"
    assert facts(body, title="Additional licensing") == [("additional", "in_force", "2026-01-05", None)]


def test_the_wards_licensed_at_present_beside_the_wards_added_later_are_two_designations():
    """A landlord in Newington must not be told the scheme is still to come: what is needed "at present" is in force."""
    body = ("<h2>Selective licensing</h2><p>At present a selective licence is needed only in these wards: Newington, "
            "Champion Hill and Faraday.</p><p>From 1 November 2023, a selective licence will also be needed in these "
            "wards: Peckham, Rotherhithe and Surrey Docks.</p>")
    got = [(g[0], g[1], g[4]) for g in selective(body, date(2023, 7, 15))]
    assert got == [("in_force", None, ("Newington", "Champion Hill", "Faraday")),
                   ("future", "2023-11-01", ("Peckham", "Rotherhithe", "Surrey Docks"))]


def test_a_scheme_if_it_goes_ahead_is_a_proposal():
    assert [g[0] for g in selective("<p>If it goes ahead, a selective licence would be needed in Newington.</p>")] == [
        "proposed"]


@pytest.mark.parametrize("sentence", [
    "The council has not chosen to adopt additional or selective licensing, so only HMOs of five or more people need "
    "a licence.",
    "The council has not decided to introduce selective or additional licensing.",
])
def test_a_council_that_has_not_chosen_a_scheme_has_none(sentence):
    body = (f"<p>The council also has powers to bring in an additional licensing scheme for other HMOs and a selective "
            f"licensing scheme for other rented homes.</p><p>{sentence}</p>")
    got = {f.scheme for f in read_facts(page(body, "HMO licence fees"), TODAY).facts}
    assert not got & {"selective", "additional"}


# The wording of a public notice and of a scheme's data box.
def test_a_notices_nth_day_of_a_month_is_a_date():
    body = ("<p>The designation comes into force on the 1st day of June 2023 and ends on the 31st day of May "
            "2028.</p>")
    assert facts(body) == [IN_FORCE]


def test_five_years_beginning_with_a_day():
    body = ("<p>The selective licensing designation has effect for a period of five years beginning with 1 June "
            "2023.</p><p>It applies to Northfield.</p>")
    assert selective(body, title="Property licensing")[0][:3] == IN_FORCE[1:]


def test_a_revocation_by_the_council_ends_the_designation():
    body = ("<p>The selective licensing scheme came into force on 1 June 2023. The council revoked the designation on "
            "1 January 2025.</p>")
    assert selective(body, title="Property licensing")[0][:3] == ("ended", "2023-06-01", "2025-01-01")


def test_a_place_between_the_verb_and_a_month_does_not_hide_the_start():
    """Started in April 2019 with no end stated: ended under the five-year cap, not in force."""
    got = selective("<p>Selective licensing was introduced in Northfield in April 2019.</p>", title="Property licensing")
    assert got[0][:2] == ("ended", "2019-04-01")


def test_citywide_is_the_whole_district():
    assert selective("<p>Selective licensing applies citywide.</p>")[0][3] == "whole district"


def test_start_and_end_listed_under_a_scheme_are_its_dates_not_places():
    body = "<p>Selective licensing scheme in Northfield:</p><ul><li>Start: 1 June 2023</li><li>End: 31 May 2028</li></ul>"
    assert [g[:3] for g in selective(body, title="Property licensing")] == [IN_FORCE[1:]]


def test_a_list_of_labels_and_dates_goes_on_about_the_scheme_just_named():
    body = ("<p>Selective licensing applies in Northfield.</p><dl><dt>Designation date</dt><dd>5 March 2023</dd>"
            "<dt>Implementation date</dt><dd>1 June 2023</dd><dt>Expiry date</dt><dd>31 May 2028</dd></dl>")
    assert [g[:3] for g in selective(body, title="Property licensing")] == [IN_FORCE[1:]]
    assert [g[:3] for g in selective(body, date(2023, 4, 1), title="Property licensing")] == [
        ("future", "2023-06-01", "2028-05-31")]


def test_an_end_a_length_after_the_day_it_comes_into_force():
    body = ("<p>The selective licensing designation comes into force on 1 June 2023.</p><p>The designation will cease "
            "to have effect 5 years from the date it comes into force.</p>")
    assert facts(body, title="Property licensing") == [IN_FORCE]


def test_an_answer_opening_with_on_under_a_question_about_the_end():
    body = ("<h2>Selective licensing</h2><p>The scheme came into force on 1 June 2023.</p><h3>When will the scheme "
            "end?</h3><p>On 31 May 2028, unless the council ends it earlier.</p>")
    assert facts(body, title="Property licensing") == [IN_FORCE]


def test_a_further_scheme_approved_beside_the_current_one_is_a_designation_still_to_come():
    """A landlord in Castle ward must hear that a licence will be needed from 1 March 2027."""
    body = ("<p>Selective licensing has applied in Northfield since 1 June 2023 and ends on 31 May 2028.</p><p>The "
            "council has approved a further scheme for Castle ward, which will start on 1 March 2027.</p>")
    assert facts(body, title="Property licensing") == [IN_FORCE, ("selective", "future", "2027-03-01", None)]


def test_a_second_area_with_its_own_dates_in_one_sentence_is_a_second_designation():
    body = ("<p>Selective licensing applies in Northfield from 1 June 2023 to 31 May 2028 and in Castle from 1 March "
            "2024 to 28 February 2029.</p>")
    assert [(g[0], g[1], g[2], g[4]) for g in selective(body, title="Property licensing")] == [
        ("in_force", "2023-06-01", "2028-05-31", ("Northfield",)),
        ("in_force", "2024-03-01", "2029-02-28", ("Castle",))]


def test_a_data_boxs_scheme_start_and_scheme_end():
    body = "<p>Selective licensing: scheme start 1 June 2023; scheme end 31 May 2028.</p>"
    assert facts(body, title="Property licensing") == [IN_FORCE]


@pytest.mark.parametrize("sentence", [
    "A selective licensing scheme is being developed for parts of the borough.",
    "Cabinet will decide in March whether to introduce selective licensing.",
])
def test_a_scheme_still_being_worked_out_is_a_proposal(sentence):
    assert [g[0] for g in selective(f"<p>{sentence}</p>", title="Property licensing")] == ["proposed"]


def test_the_kinds_of_licensing_explained_are_not_the_councils_schemes():
    """A page explaining the three kinds of licensing in general terms describes only the national one."""
    body = ("<h2>Kinds of licence</h2><p>Mandatory licensing covers HMOs with 5 or more people forming 2 or more "
            "households.</p><p>Additional licensing is a discretionary scheme for HMOs that mandatory licensing leaves "
            "out.</p><p>Selective licensing is a discretionary scheme as well. It covers rented homes that are not "
            "caught by mandatory or additional licensing.</p><p>A council may decide to bring in selective licensing "
            "where an area has low housing demand.</p>")
    assert facts(body, title="Housing licences") == [("mandatory_hmo", "in_force", None, None)]
    # the council's own scheme, named after the explanation, is still read
    own = body + "<p>Our selective licensing scheme covers Northfield ward.</p>"
    assert [f[:2] for f in facts(own, title="Housing licences")] == [("mandatory_hmo", "in_force"), ("selective", "in_force")]


def test_the_days_of_an_offer_named_after_them_are_not_the_schemes():
    body = ("<p>Additional and selective licensing apply across the borough.</p><p>From 1 March 2022 to 31 May 2022, "
            "additional and selective licence applications get an early bird discount of 30% off the fee.</p>")
    assert facts(body, date(2022, 4, 15), title="Licence fees") == [
        ("additional", "in_force", None, None), ("selective", "in_force", None, None)]


@pytest.mark.parametrize("sentence, expected", [
    ("Selective licensing applies in Northfield from 1 June 2023 to 31 May 2028, and licence fees are set out below.",
     ("in_force", "2023-06-01", "2028-05-31")),
    ("From 1 April 2027 every privately rented home in Castle ward must have a selective licence, and the licensing "
     "team can offer help with applications.", ("future", "2027-04-01", None)),
    ("Selective licensing applies in Northfield from 1 June 2023, with a discount for accredited landlords.",
     ("in_force", "2023-06-01", None)),
])
def test_a_schemes_own_dates_stay_its_own_beside_fees_help_or_a_discount(sentence, expected):
    assert [g[:3] for g in selective(f"<p>{sentence}</p>", title="Property licensing")] == [expected]


def test_no_need_for_a_licence_since_a_day_is_no_scheme_in_force():
    """After a designation ended, "since September 2024 there has been no need for a licence" must not read as a
    scheme that started then."""
    body = ("<h2>Selective licensing</h2><p>Our selective licensing designation came to an end on 31 August 2024.</p>"
            "<p>Since September 2024 there has been no need for a licence to rent out a family home here.</p>")
    assert facts(body, date(2024, 12, 10), title="Property licensing") == [("selective", "ended", None, "2024-08-31")]


def test_of_two_year_ranges_the_one_naming_a_scheme_is_its_own():
    body = ("<p>If your home lies outside the 2020 to 2025 area and needs an additional licence under the 2025 to 2030 "
            "scheme, apply on paper for now.</p>")
    assert [f[1] for f in facts(body, title="Apply for an HMO licence")] == ["in_force"]


def test_the_new_schemes_in_place_after_one_that_ended_are_in_force():
    body = ("<p>Selective licensing was first brought in for a five-year period from February 2017, covering parts of "
            "Castle ward.</p><p>A review recommended that selective licensing be renewed.</p><p>With the new schemes "
            "in place, we expect selective licensing to help the designated areas.</p>")
    assert [f[:2] for f in facts(body, title="What is selective licensing?")] == [
        ("selective", "ended"), ("selective", "in_force")]


def test_every_hmo_that_has_to_be_licensed_is_not_every_hmo():
    """A fee rule for the HMOs the law already licenses does not describe an additional scheme."""
    body = ("<p>An HMO needs a licence if five or more people living in it form two or more households.</p><p>Every "
            "HMO that has to be licensed under the Housing Act 2004 is charged its own fee.</p>")
    assert facts(body, title="Apply for an HMO licence") == [("mandatory_hmo", "in_force", None, None)]


def test_two_areas_designated_on_other_days_are_two_designations_in_force_within_their_five_years():
    body = ("<p>Selective licensing covers three parts of the town. The first, Northgate, was designated in July 2017 "
            "and takes in parts of Castle and Abbey wards. The second, Riverside, was designated in June 2019 and takes "
            "in parts of Castle, Abbey and Central wards.</p><p>Landlords in these areas must get a licence.</p>")
    got = [(g[0], g[4]) for g in selective(body, date(2022, 6, 1), title="Property licensing")]
    assert got == [("in_force", ("Castle", "Abbey")), ("in_force", ("Castle", "Abbey", "Central"))]
    assert [g[0] for g in selective(body, title="Property licensing")] == ["ended", "ended"]  # five years and more


def test_a_step_of_a_schemes_guide_takes_the_scheme_its_breadcrumb_names():
    html = ("<html><head><title>Applying for a licence | Anytown Council</title></head><body><nav class='breadcrumbs'>"
            "<ul><li><a href='/'>Home</a></li><li><a href='/housing'>Housing</a></li><li><a href='/sl'>Selective "
            "licensing</a></li><li>Applying for a licence</li></ul></nav><main><h1>Applying for a licence</h1><p>Your "
            "licence will cover the rest of the scheme, which runs until 24 July 2027.</p></main></body></html>")
    got = [(f.scheme, f.status, f.ends) for f in read_facts(html, TODAY).facts]
    assert got == [("selective", "in_force", "2027-07-24")]
    # a trail naming two local schemes gives neither
    both = html.replace("Selective licensing</a>", "Selective and additional licensing</a>")
    assert [f.scheme for f in read_facts(both, TODAY).facts] == []


@pytest.mark.parametrize("sentence", [
    "It applies to homes shared by three or more people who are not part of the same household.",
    "It also covers the common parts of buildings converted into flats.",
    "The areas do not follow councillor wards.",
])
def test_a_part_of_a_household_or_a_building_is_no_named_area(sentence):
    body = f"<p>Additional licensing came into force on 1 June 2023.</p><p>{sentence}</p>"
    assert [f.area for f in read_facts(page(body, "Additional licensing"), TODAY).facts
            if f.scheme == "additional"] == ["not stated"]


def test_a_fee_tables_scheme_with_its_day_in_brackets_is_dated():
    body = ("<table><tr><th>Type of licence</th><th>Part A</th><th>Part B</th></tr><tr><td>Selective (effective from 6 "
            "April 2025)</td><td>£650</td><td>£300</td></tr></table>")
    assert facts(body, title="Licence fees") == [("selective", "in_force", "2025-04-06", None)]
    assert facts(body, date(2025, 2, 1), title="Licence fees") == [("selective", "future", "2025-04-06", None)]



# Guards: the council's own scheme, worded like the rules above, is still read.
@pytest.mark.parametrize("body", [
    "<p>Additional licensing is a discretionary scheme that the council introduced for all HMOs in Castle ward.</p>"
    "<p>It requires every HMO there to be licensed.</p>",
    "<h2>Additional licensing</h2><p>The Housing Act 2004 lets councils bring in additional licensing where many HMOs "
    "are badly managed.</p><p>Every HMO in Castle ward must be licensed.</p>",
])
def test_the_councils_own_scheme_described_beside_the_law_is_read(body):
    assert [f.status for f in read_facts(page(body, "HMO licensing"), TODAY).facts if f.scheme == "additional"] == [
        "in_force"]


@pytest.mark.parametrize("exemption", [
    "Homes let by a housing association have no need to get a selective licence.",
    "Tenants have no need for a selective licence of their own.",
])
def test_an_exemption_worded_as_no_need_leaves_the_scheme_in_force(exemption):
    body = f"<p>Our selective licensing scheme covers Northfield ward.</p><p>{exemption}</p>"
    assert [g[0] for g in selective(body, title="Property licensing")] == ["in_force"]


def test_the_new_scheme_in_place_said_of_a_proposal_is_still_a_proposal():
    body = ("<p>Selective licensing ran in Castle ward from 1 June 2017 to 31 May 2022.</p><p>We propose a new selective "
            "licensing scheme for Castle ward.</p><p>With the new scheme in place, we would expect standards to "
            "improve.</p>")
    assert [g[0] for g in selective(body, title="Property licensing")] == ["ended", "proposed"]


@pytest.mark.parametrize("sentence", [
    "Every HMO that is privately rented in the borough must be licensed, whatever its size.",
    "All HMOs which are rented out in Northfield ward must be licensed.",
])
def test_every_hmo_that_is_rented_must_be_licensed_is_additional_licensing(sentence):
    assert "additional" in {f[0] for f in facts(f"<p>{sentence}</p>", title="HMO licensing")}


def test_a_past_consideration_of_whether_to_designate_is_no_proposal():
    body = ("<p>Our additional licensing scheme covers Northfield ward and began on 1 June 2023. When it considered "
            "whether to designate the area, the council looked at the evidence.</p>")
    assert [f[1] for f in facts(body, title="Additional licensing")] == ["in_force"]


def test_fee_years_of_one_scheme_in_brackets_date_the_fees_not_the_scheme():
    body = ("<p>Selective licensing runs from 1 June 2022 to 31 May 2027.</p><table><tr><th>Type of licence</th>"
            "<th>Fee</th></tr><tr><td>Selective (effective from 1 April 2025)</td><td>£700</td></tr><tr><td>Selective "
            "(until 31 March 2025)</td><td>£650</td></tr></table>")
    assert facts(body, title="Licence fees") == [("selective", "in_force", "2022-06-01", "2027-05-31")]


def test_a_fee_change_for_a_second_place_is_no_second_designation():
    body = ("<p>Selective licensing applies in Northfield from 1 June 2023 to 31 May 2028 and in Castle from 1 March "
            "2024 the fee rises to £700.</p>")
    assert [g[:3] for g in selective(body, title="Property licensing")] == [("in_force", "2023-06-01", "2028-05-31")]
