"""How councils state a designation's period, read as a grammar: the words around a date give it its role, whatever
the verb, the subject or the order. Probes in our own words; each read on 2026-12-01 (and before its start)."""
from __future__ import annotations

from datetime import date

import pytest

from datestone.extract.facts import read_facts
from tests.test_facts import TODAY, facts, page

IN_FORCE = [("selective", "in_force", "2023-06-01", "2028-05-31")]


def read_page(body: str, title: str):
    return read_facts(page(body, title), TODAY).facts


def area(body: str):
    return [(f.area, f.places) for f in read_page(body, "Selective licensing") if f.scheme == "selective"]


def read_facts_of(html: str):
    return [f for f in read_facts(html, TODAY).facts if f.scheme == "selective"]


@pytest.mark.parametrize("end", ["stops having effect on", "will conclude on", "concludes on"])
def test_less_common_end_verbs_still_end_the_designation(end):
    body = f"<p>The selective licensing designation came into force on 1 June 2023.</p><p>It {end} 31 May 2028.</p>"
    assert facts(body, title="Private housing") == IN_FORCE


@pytest.mark.parametrize("start", ["was implemented on", "was rolled out on", "became effective on"])
def test_less_common_start_verbs_still_start_it(start):
    body = f"<p>Selective licensing {start} 1 June 2023 and ends on 31 May 2028.</p>"
    assert facts(body, title="Private housing") == IN_FORCE
    assert facts(body, date(2023, 1, 1), "Private housing") == [("selective", "future", "2023-06-01", "2028-05-31")]


@pytest.mark.parametrize("sentence", ["On 1 June 2023 the selective licensing scheme came into force.",
                                      "In June 2023 our selective licensing designation took effect."])
def test_a_date_before_the_scheme_and_its_verb_is_its_start(sentence):
    assert facts(f"<p>{sentence}</p>", title="Private housing") == [("selective", "in_force", "2023-06-01", None)]


def test_a_date_before_a_decision_is_still_no_start():
    body = "<p>On 3 March 2023 the cabinet agreed that selective licensing would be introduced in Northfield.</p>"
    assert all(starts is None for _, _, starts, _ in facts(body, title="Private housing"))


def test_licensing_named_by_its_place_is_the_scheme_named_before():
    body = ("<p>We run a selective licensing scheme in Northfield, which came into force on 1 June 2023.</p>"
            "<p>Landlords need a licence for each home.</p><p>Licensing in Northfield will end on 31 May 2028.</p>")
    assert facts(body, title="Private housing") == IN_FORCE
    assert facts(body, date(2029, 1, 1), "Private housing") == [("selective", "ended", "2023-06-01", "2028-05-31")]


def test_the_licensing_team_is_not_the_scheme():
    body = ("<p>We run a selective licensing scheme in Northfield, which came into force on 1 June 2023.</p>"
            "<p>Licensing team offices close on 24 December 2026.</p>")
    assert facts(body, title="Private housing") == [("selective", "in_force", "2023-06-01", None)]




@pytest.mark.parametrize("sentence", ["The selective licensing scheme covers the whole of Anytown.",
                                      "Selective licensing covers every privately rented home in Anytown.",
                                      "You need a selective licence for a rented home anywhere in Anytown."])
def test_the_councils_own_name_is_the_whole_district(sentence):
    assert area(f"<p>Selective licensing came into force on 1 June 2023.</p><p>{sentence}</p>") == [
        ("whole district", ())]


def test_a_ward_of_the_council_is_a_named_area():
    body = ("<p>Selective licensing came into force on 1 June 2023.</p><p>The selective licensing area is the whole "
            "of the Anytown Council ward of Castle.</p>")
    assert area(body) == [("named areas", ("Castle",))]


@pytest.mark.parametrize("sentence", ["Selective licensing applies in certain areas of the borough.",
                                      "The selective licensing scheme covers specific parts of the town.",
                                      "Selective licensing covers the town centre."])
def test_parts_of_a_district_without_their_names_are_named_areas(sentence):
    assert area(f"<p>Selective licensing came into force on 1 June 2023.</p><p>{sentence}</p>") == [
        ("named areas", ())]


@pytest.mark.parametrize("sentence", ["Since 2011 the council has run selective licensing in Northfield.",
                                      "Our selective licensing scheme was introduced in 2015 in Northfield.",
                                      "In 2016 the council introduced selective licensing in Northfield.",
                                      "Selective licensing has applied in Northfield since 2017."])
def test_a_scheme_begun_in_a_year_more_than_five_years_ago_has_ended(sentence):
    """Housing Act 2004 ss. 60 and 84: begun by the end of that year at the latest, over by five years later."""
    assert facts(f"<p>{sentence}</p>", title="Private housing") == [("selective", "ended", None, None)]
    year = int(next(w for w in sentence.strip(".").split() if w.isdigit()))
    assert facts(f"<p>{sentence}</p>", date(year + 1, 6, 1), "Private housing") == [
        ("selective", "in_force", None, None)]


def test_a_year_start_within_five_years_is_in_force_and_a_renewal_is_not_capped():
    assert facts("<p>The selective licensing scheme in Northfield began in 2024.</p>", title="Private housing") == [
        ("selective", "in_force", None, None)]
    body = "<p>Selective licensing has been renewed and has applied in Northfield since 2019.</p>"
    assert facts(body, title="Private housing") == [("selective", "in_force", None, None)]


def test_a_year_range_is_not_a_year_start():
    body = "<p>The selective licensing scheme ran from 2015 to 2020 in Northfield.</p>"
    assert facts(body, title="Private housing")[0][1] == "ended"


@pytest.mark.parametrize("sentence", ["Properties with a mandatory HMO licence are exempt from selective licensing.",
                                      "The selective scheme does not apply to HMOs that need a mandatory licence."])
def test_mandatory_licensing_named_as_an_exemption_is_not_described(sentence):
    body = f"<p>Selective licensing came into force on 1 June 2023 in Northfield.</p><p>{sentence}</p>"
    assert [s for s, *_ in facts(body)] == ["selective"]


def test_an_hmo_licence_beside_an_additional_scheme_is_not_mandatory_licensing():
    body = ("<p>Our additional licensing scheme came into force on 1 June 2023.</p><p>Fill in the HMO licence "
            "application form.</p><p>Send your HMO licence application to the housing team.</p>")
    assert [s for s, *_ in facts(body, title="HMO licensing")] == ["additional"]


def test_mandatory_licensing_described_beside_an_exemption_still_counts():
    body = ("<p>Selective licensing came into force on 1 June 2023 in Northfield.</p><p>Homes with a mandatory HMO "
            "licence are exempt.</p><p>Mandatory HMO licensing applies to any HMO with five or more people forming "
            "two or more households.</p>")
    assert sorted(s for s, *_ in facts(body)) == ["mandatory_hmo", "selective"]


@pytest.mark.parametrize("heading", ["Selective licensing 1 June 2023 to 31 May 2028",
                                     "Selective licensing (1 June 2023 - 31 May 2028)"])
def test_a_heading_with_a_designations_days_opens_it(heading):
    body = f"<h2>{heading}</h2><p>Every private landlord in Northfield needs a licence.</p>"
    assert facts(body, title="Private housing") == IN_FORCE


@pytest.mark.parametrize("lines", ["<li>Came into force: 1 June 2023</li><li>Ends: 31 May 2028</li>",
                                   "<li>Commencement date: 1 June 2023</li><li>Expiry date: 31 May 2028</li>"])
def test_a_label_and_a_colon_before_a_date_keep_its_role(lines):
    body = f"<h2>Selective licensing</h2><p>The scheme is in force.</p><h3>Key dates</h3><ul>{lines}</ul>"
    assert facts(body, title="Private housing") == IN_FORCE


def test_a_proposal_dated_in_its_heading_stays_one_proposal_beside_the_scheme_before_it():
    body = ("<h2>Selective licensing 1 May 2026 - April 2031</h2><p>The previous scheme ran from 2020 to April 2025."
            "</p><p>Subject to cabinet approval, the new designation would come into force on 1 May 2026 and run until"
            " 30 April 2031.</p><p>If approved, the scheme will take in these areas:</p><ul><li>Eastwood</li>"
            "<li>Clifton</li></ul>")
    read = sorted(facts(body, date(2026, 1, 10), "Private housing"))
    assert read == [("selective", "ended", None, "2025-04-30"), ("selective", "proposed", "2026-05-01", "2031-04-30")]


def test_the_scheme_a_new_one_takes_over_from_is_a_designation_of_its_own():
    body = ("<h2>Additional licensing</h2><p>Additional licensing came into force on 8 December 2020. It takes over "
            "from the additional licensing scheme brought in during 2015.</p>")
    assert sorted(facts(body, date(2024, 1, 1), "HMO licences"), key=str) == [("additional", "ended", None, None),
                                                                   ("additional", "in_force", "2020-12-08", None)]


def test_a_year_in_a_sentence_that_does_not_name_the_scheme_is_not_its_start():
    body = ("<h2>Selective licensing</h2><p>Selective licensing came into force on 1 May 2022 in Northfield.</p>"
            "<p>Private renting has grown threefold since 2002.</p>")
    assert facts(body, title="Private housing") == [("selective", "in_force", "2022-05-01", None)]


STARTED = "<p>The selective licensing scheme came into force on 1 June 2023 in Northfield.</p>"


@pytest.mark.parametrize("sentence", ["Selective licensing schemes can last for up to five years.",
                                      "A designation can last a maximum of five years.",
                                      "Once granted, the licence will be valid for 5 years.",
                                      "We may grant a licence for a period of 1 year if we have concerns.",
                                      "The scheme will be reviewed every year for five years."])
def test_a_length_that_is_not_the_designations_gives_it_no_end(sentence):
    assert facts(f"{STARTED}<p>{sentence}</p>") == [("selective", "in_force", "2023-06-01", None)]


def test_the_designations_own_length_still_gives_its_end():
    body = "<p>From 1 June 2023, for five years, every privately rented home in Northfield needs a selective licence.</p>"
    assert facts(body, title="Private housing") == IN_FORCE


@pytest.mark.parametrize("sentence", ["The selective licensing consultation runs until 30 June 2023.",
                                      "The discounted selective licence fee is available until 30 September 2023.",
                                      "Landlords had until 31 August 2023 to apply for a selective licence.",
                                      "The selective licensing team is closed until 2 January 2024."])
def test_a_day_of_something_else_the_scheme_has_does_not_end_it(sentence):
    """The most harmful mistake: a scheme in force read as ended, and a landlord told no licence is needed."""
    assert facts(f"{STARTED}<p>{sentence}</p>") == [("selective", "in_force", "2023-06-01", None)]


def test_every_home_under_the_councils_full_name_is_the_whole_district():
    body = ("<p>The selective licensing scheme came into force on 1 June 2023.</p><p>Every privately rented home in "
            "the London Borough of Anytown needs a selective licence.</p>")
    assert area(body) == [("whole district", ())]


def test_the_councils_name_in_a_sentence_not_about_where_a_scheme_applies_says_nothing():
    body = ("<p>Selective licensing came into force on 1 June 2023 in Northfield ward.</p><p>We studied antisocial "
            "behaviour across Anytown and how it relates to private renting.</p>")
    assert area(body) == [("named areas", ("Northfield",))]


def test_a_designation_given_a_few_months_after_it_was_made():
    body = ("<p>The selective licensing designation was made on 12 January 2021 and came into force three months "
            "later, on 12 April 2021. It lasts five years.</p>")
    assert facts(body, date(2024, 6, 1)) == [("selective", "in_force", "2021-04-12", "2026-04-11")]


@pytest.mark.parametrize("sentence", ["Every house in multiple occupation (HMO) in the borough must be licensed.",
                                      "All HMOs in the city need a licence, whatever their size.",
                                      "Any HMO let to three or more people forming two or more households needs a "
                                      "licence."])
def test_every_hmo_needing_a_licence_is_additional_licensing_beside_the_national_scheme(sentence):
    read = read_page(f"<p>{sentence}</p>", "HMO licensing")
    assert sorted((f.scheme, f.status) for f in read) == [("additional", "in_force"), ("mandatory_hmo", "in_force")]


@pytest.mark.parametrize("sentence", ["Every HMO with five or more people forming two or more households must be "
                                      "licensed.", "All HMOs may need a licence: check with us."])
def test_large_hmos_only_or_a_maybe_is_not_additional_licensing(sentence):
    assert "additional" not in [f.scheme for f in read_page(f"<p>{sentence}</p>", "HMO licensing")]


def test_every_home_in_named_streets_of_the_borough_is_not_the_whole_district():
    body = ("<p>If you let a house to one or more tenants in any of 24 named streets in the borough, you need a "
            "selective licence.</p><p>Selective licensing came into force on 1 June 2023.</p>")
    assert [a for a, _ in area(body)] == ["named areas"]



@pytest.mark.parametrize("sentence,status", [("The selective licensing scheme runs until 2025.", "ended"),
                                             ("The selective licensing scheme expires in 2025.", "ended"),
                                             ("The selective licensing scheme will end in 2028.", "in_force"),
                                             ("Selective licensing is due to end in spring 2029.", "in_force")])
def test_an_end_given_as_a_year_decides_by_the_year(sentence, status):
    assert facts(f"<p>{sentence}</p>", title="Private housing") == [("selective", status, None, None)]
    assert facts(f"<p>{sentence}</p>", date(2024, 6, 1), "Private housing") == [("selective", "in_force", None, None)]


@pytest.mark.parametrize("sentence", ["Cabinet approved a selective licensing scheme for Northfield, but the scheme "
                                      "is on hold until it can be run safely.",
                                      "The council has received a legal challenge to its decision to take forward "
                                      "selective licensing in Northfield."])
def test_a_scheme_decided_then_held_back_with_no_date_is_unclear(sentence):
    assert facts(f"<p>{sentence}</p>", title="Private housing") == [("selective", "unclear", None, None)]


@pytest.mark.parametrize("sentence", ["The end date of the selective licensing scheme is 31 May 2028.",
                                      "The last day of the selective licensing scheme is 31 May 2028.",
                                      "The expiry date for the selective licensing designation is 31 May 2028."])
def test_an_end_date_that_is_a_day_keeps_its_role(sentence):
    body = f"<p>The selective licensing scheme came into force on 1 June 2023.</p><p>{sentence}</p>"
    assert facts(body, title="Private housing") == IN_FORCE


@pytest.mark.parametrize("sentence", ["The end date for selective licence applications is 31 August 2023.",
                                      "The last day to apply for a selective licence is 31 August 2023."])
def test_an_end_date_of_applications_is_not_the_schemes(sentence):
    body = f"<p>The selective licensing scheme came into force on 1 June 2023.</p><p>{sentence}</p>"
    assert facts(body, title="Private housing") == [("selective", "in_force", "2023-06-01", None)]


@pytest.mark.parametrize("sentence,status", [
    ("The selective licensing consultation closed on 1 October 2026 and a decision is expected in early 2027.",
     "proposed"),
    ("We want to introduce selective licensing in Northfield from 1 May 2027.", "proposed"),
    ("Selective licensing is planned to start on 1 May 2027, if cabinet agrees.", "proposed"),
    ("The council will introduce selective licensing in Northfield on 1 May 2027.", "future")])
def test_made_or_not_yet_made_is_read_from_what_the_council_has_done(sentence, status):
    assert [f[1] for f in facts(f"<p>{sentence}</p>", title="Private housing")] == [status]


@pytest.mark.parametrize("heading,place", [("Selective licensing in Castle ward", "Castle"),
                                           ("Northfield selective licensing scheme", "Northfield")])
def test_a_heading_naming_the_schemes_place_gives_a_lone_designation_its_area(heading, place):
    html = page("<p>The scheme came into force on 1 June 2023.</p>", heading)
    assert [(f.area, f.places) for f in read_facts_of(html)] == [("named areas", (place,))]


def test_the_councils_own_name_in_a_heading_is_not_a_place():
    html = page("<p>The scheme came into force on 1 June 2023.</p>", "Selective licensing in Anytown")
    assert [f.places for f in read_facts_of(html)] == [()]


@pytest.mark.parametrize("sentence,fee", [("Pay the £600 application fee.", "£600"),
                                          ("There is a fee of £560 per application.", "£560"),
                                          ("The fee for this registration is currently £442.50.", "£442.50"),
                                          ("A 5 year licence costs £550.", "£550")])
def test_the_fee_of_the_one_scheme_a_page_describes(sentence, fee):
    body = ("<p>An HMO with five or more people forming two or more households must be licensed.</p><p>The law lets "
            f"councils bring in additional or selective licensing as well.</p><h2>Apply</h2><p>{sentence}</p>")
    assert [(f.scheme, f.fee) for f in read_page(body, "HMO licensing")] == [("mandatory_hmo", fee)]


def test_a_check_that_costs_money_is_not_the_licence_fee():
    body = ("<p>An HMO with five or more people forming two or more households must be licensed.</p>"
            "<p>First apply for a fit and proper person check, which costs £50.</p>")
    assert [(f.scheme, f.fee) for f in read_page(body, "HMO licensing")] == [("mandatory_hmo", None)]


def test_places_listed_under_a_heading_about_the_areas_covered():
    body = ("<p>The selective licensing scheme came into force on 1 June 2023.</p><h2>Which areas are covered?</h2>"
            "<ul><li>Castle</li><li>Abbey</li></ul><h2>How to apply</h2><p>Apply online.</p>")
    assert area(body) == [("named areas", ("Castle", "Abbey"))]
