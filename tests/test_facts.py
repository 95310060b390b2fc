"""The fact reader (datestone/extract/facts/): each designation's status on the day the page was read, its
dates, area, places and fee, with the sentence that says so — dates against the day read, never tense."""
from __future__ import annotations

from datetime import date

import pytest

from datestone.extract.facts.dates import end_of_period, find_dates, find_periods, find_year_ranges
from datestone.extract.facts.changes import fact_changes
from datestone.extract.facts import read_facts
from datestone.extract.facts.status import stale_on, status_on
from datestone.extract.quote_match import normalise
from datestone.extract.text import main_text

TODAY = date(2026, 12, 1)


def page(body: str, title: str = "Selective licensing") -> str:
    return (f"<html><head><title>{title} | Anytown Council</title></head><body><nav><a href='/'>Home</a>"
            f"<a href='/housing'>Housing</a></nav><main><h1>{title}</h1>{body}</main>"
            "<footer>Contact us. Cookies. Accessibility.</footer></body></html>")


def facts(body: str, day: date = TODAY, title: str = "Selective licensing"):
    return [(f.scheme, f.status, f.starts, f.ends) for f in read_facts(page(body, title), day).facts]


# The five ways the old reader got it wrong, each read on 2026-12-01 and on a day before its start.
def test_revoked_sooner_is_not_an_ending():
    body = "<p>The designation took effect on 1 June 2023 and runs to 31 May 2028 unless it is revoked sooner.</p>"
    assert facts(body) == [("selective", "in_force", "2023-06-01", "2028-05-31")]
    assert facts(body, date(2023, 5, 1)) == [("selective", "future", "2023-06-01", "2028-05-31")]


def test_no_designation_made_is_no_scheme():
    body = ("<p>No selective or additional designation has been made by the council.</p><p>Mandatory HMO licensing "
            "applies to houses with five or more people forming two or more households.</p>")
    for day in (TODAY, date(2020, 1, 1)):
        assert facts(body, day, "Property licensing") == [("mandatory_hmo", "in_force", None, None)]


def test_one_ended_designation_does_not_cancel_the_current_one():
    body = ("<p>We run one selective licensing scheme at present, in Northfield.</p>"
            "<p>The Southgate scheme finished on 3 March 2022.</p>")
    read = read_facts(page(body), TODAY).facts
    assert [(f.status, f.places) for f in read] == [("in_force", ("Northfield",)), ("ended", ("Southgate",))]
    assert read[1].ends == "2022-03-03" and read[0].area == "named areas"
    assert read_facts(page(body), date(2022, 1, 1)).schemes == ("selective",)


def test_comes_into_force_is_judged_by_the_date_not_the_tense():
    body = ("<p>The council has designated Eastbrook ward to be subject to selective licensing from 1st October "
            "2023. The designation comes into force on 1st October 2023 and ceases to have effect on 30th September "
            "2028.</p>")
    assert facts(body) == [("selective", "in_force", "2023-10-01", "2028-09-30")]
    assert facts(body, date(2023, 9, 1)) == [("selective", "future", "2023-10-01", "2028-09-30")]


def test_a_scheme_whose_end_has_passed_has_ended_and_the_page_is_stale():
    body = "<p>Our selective licensing scheme runs until 31 March 2025.</p><p>Last updated: 4 May 2022</p>"
    said = read_facts(page(body), TODAY)
    assert [(f.status, f.ends) for f in said.facts] == [("ended", "2025-03-31")]
    assert said.stale and said.schemes == () and said.page_updated == "2022-05-04"
    before = read_facts(page(body), date(2024, 6, 1))
    assert not before.stale and before.schemes == ("selective",)


# The law's ceiling and the ways councils write dates.
def test_a_designation_started_over_five_years_ago_with_no_end_has_ended():
    body = "<p>Selective licensing came into force on 1 April 2019 across the whole borough.</p>"
    assert facts(body) == [("selective", "ended", "2019-04-01", None)]
    assert facts(body, date(2024, 3, 31)) == [("selective", "in_force", "2019-04-01", None)]


def test_for_five_years_from_a_date_ends_the_day_before_the_anniversary():
    body = "<p>The additional licensing scheme runs for five years from 14 October 2021.</p>"
    assert facts(body, title="Additional licensing") == [("additional", "ended", "2021-10-14", "2026-10-13")]
    assert end_of_period(date(2024, 2, 29), 60) == date(2029, 2, 27)


@pytest.mark.parametrize("written, iso", [
    ("1st March 2022", "2022-03-01"), ("1 April 2019", "2019-04-01"), ("31/03/2029", "2029-03-31"),
    ("31.03.2029", "2029-03-31"), ("Monday 3 June 2024", "2024-06-03"), ("March 1, 2022", "2022-03-01"),
    ("2029-03-31", "2029-03-31"), ("April 2025", "2025-04-01"),
])
def test_dates_as_councils_write_them(written, iso):
    assert [d.value.isoformat() for d in find_dates(f"from {written} onwards")] == [iso]


def test_a_day_that_does_not_exist_is_not_a_date():
    assert find_dates("on 31 February 2025") == []


def test_year_ranges_and_periods():
    assert [(r.first, r.last) for r in find_year_ranges("Northfield 2022 – 2027")] == [(2022, 2027)]
    assert [p.months for p in find_periods("for a period of 5 years")] == [60]
    assert facts("<p>Northfield selective licensing 2022 – 2027.</p>") == [("selective", "in_force", None, None)]
    assert facts("<p>Northfield selective licensing 2016 – 2021.</p>") == [("selective", "ended", None, None)]


def test_a_month_alone_ends_on_its_last_day():
    body = "<p>The selective licensing scheme started in April 2022 and runs until March 2027.</p>"
    assert facts(body) == [("selective", "in_force", "2022-04-01", "2027-03-31")]


def test_a_day_and_month_take_the_year_the_sentence_gives():
    body = "<p>Selective licensing in 2024: the scheme starts from 1 July and will end on 30 June 2029.</p>"
    assert facts(body) == [("selective", "in_force", "2024-07-01", "2029-06-30")]


def test_a_decision_date_is_not_a_start():
    body = ("<p>Cabinet approved the designation on 14 March 2023. The selective licensing scheme came into force "
            "on 1 June 2023 and ends on 31 May 2028.</p>")
    assert facts(body) == [("selective", "in_force", "2023-06-01", "2028-05-31")]


def test_a_renewal_is_a_new_designation():
    body = ("<p>The first selective licensing designation ran from 1 April 2016 to 31 March 2021.</p>"
            "<p>A second designation was renewed from 1 April 2021 and ends on 31 March 2026.</p>"
            "<p>A further renewal of the scheme came into force on 1 April 2026 and ends on 31 March 2031.</p>")
    assert [f[1:] for f in facts(body)] == [("ended", "2016-04-01", "2021-03-31"), ("ended", "2021-04-01", "2026-03-31"),
                                            ("in_force", "2026-04-01", "2031-03-31")]


def test_a_proposed_scheme_is_proposed_not_in_force():
    body = ("<p>We are consulting on a proposed selective licensing scheme that would cover Castle ward.</p>"
            "<p>Mandatory HMO licensing applies to HMOs with five or more people forming two or more households.</p>")
    assert [(s, st) for s, st, *_ in facts(body, title="Property licensing")] == [
        ("selective", "proposed"), ("mandatory_hmo", "in_force")]


def test_area_whole_district_and_fee():
    body = ("<p>Additional licensing covers the whole borough and came into force on 1 January 2025 for five "
            "years.</p><p>The additional licence fee is £1,100 per property.</p>")
    (fact,) = read_facts(page(body, "Additional HMO licensing"), TODAY).facts
    assert (fact.area, fact.fee, fact.ends) == ("whole district", "£1,100", "2029-12-31")


def test_every_fact_has_evidence_that_is_on_the_page():
    body = ("<p>The designation took effect on 1 June 2023 and runs to 31 May 2028.</p><p>Houses with five or more "
            "people forming two or more households need a mandatory HMO licence.</p>")
    html = page(body)
    text = normalise(main_text(html))
    read = read_facts(html, TODAY).facts
    assert len(read) == 2 and all(f.evidence["exact"] and f.evidence["exact"] in text for f in read)
    assert read[0].evidence["exact"].startswith("The designation took effect on 1 June 2023")


def test_menu_and_footer_dates_are_not_facts():
    html = ("<html><body><nav>Selective licensing ended 1 May 2020</nav><main><h1>HMO licence</h1><p>Houses with "
            "five or more people from two or more households need a licence.</p><p>Last modified on 10 December "
            "2024</p></main></body></html>")
    assert [(f.scheme, f.status) for f in read_facts(html, TODAY).facts] == [("mandatory_hmo", "in_force")]


def test_status_moves_on_with_the_days_without_reading_again():
    fact = {"scheme": "selective", "status": "in_force", "starts": "2023-06-01", "ends": "2028-05-31"}
    assert status_on(fact, date(2028, 6, 1)) == "ended"
    assert status_on({**fact, "status": "future"}, date(2023, 6, 1)) == "in_force"
    assert status_on({"scheme": "mandatory_hmo", "status": "in_force", "starts": None, "ends": None},
                     date(2040, 1, 1)) == "in_force"
    assert stale_on([fact], date(2028, 6, 1)) and not stale_on([fact], TODAY)


def test_a_changed_fact_is_told_old_to_new():
    old = [{"scheme": "selective", "status": "in_force", "starts": "2023-06-01", "ends": "2028-05-31",
            "area": "named areas", "places": ["Northfield"], "fee": "£750"}]
    new = [{**old[0], "ends": "2029-05-31", "fee": "£800"},
           {"scheme": "additional", "status": "future", "starts": "2027-01-01", "ends": None, "area": "whole district",
            "places": [], "fee": None}]
    assert fact_changes(old, new) == ["selective (Northfield): ends 2028-05-31 → 2029-05-31",
                                      "selective (Northfield): fee £750 → £800", "new: additional future"]
    assert fact_changes(new, []) == ["gone: selective (Northfield) in_force", "gone: additional future"]


def full(body: str, day: date = TODAY, title: str = "Property licensing"):
    return read_facts(page(body, title), day).facts


def test_a_consultation_s_dates_are_not_the_scheme_s():
    body = ("<h2>Our decision</h2><p>We consulted for ten weeks, ending on 30 June 2022.</p><p>The council has "
            "renewed its selective licensing scheme from 1 March 2023 until 28 February 2028.</p>")
    assert facts(body, title="Selective licensing 2023-2028") == [("selective", "in_force", "2023-03-01", "2028-02-28")]
    after = "<p>After a public consultation, the selective licensing scheme came into force on 1 May 2024.</p>"
    assert facts(after) == [("selective", "in_force", "2024-05-01", None)]


def test_an_end_before_the_start_belongs_to_the_designation_before():
    body = ("<p>This second selective designation came into force on 21 April 2016, the day after the first one "
            "expired on 20 April 2016, and it expired on 20 April 2021.</p>")
    assert facts(body) == [("selective", "ended", "2016-04-21", "2021-04-20")]


def test_its_selective_and_its_additional_schemes_are_both_named():
    body = "<p>The council has renewed both its Selective and its Additional Licensing schemes from 1 March 2023.</p>"
    assert sorted(f[0] for f in facts(body)) == ["additional", "selective"]


def test_a_heading_that_dates_a_designation_opens_one():
    body = ("<h2>Selective licensing designation 2012 – 2017</h2><p>The first scheme covered parts of Eastmoor "
            "ward.</p><h2>Further selective licensing designation 2017-2022</h2><p>The further designation took "
            "effect on 2 May 2017 and lasted five years.</p>")
    got = full(body)
    assert [(f.scheme, f.status, f.starts) for f in got] == [("selective", "ended", None),
                                                            ("selective", "ended", "2017-05-02")]
    assert got[0].places == ("Eastmoor",) and got[1].ends == "2022-05-01"


def test_a_renewal_covers_the_places_it_renews_unless_it_says():
    body = ("<p>Landlords in the Harbourside area have needed a selective licence since 1 April 2018.</p>"
            "<p>That designation ended on 31 March 2023.</p><p>The council has renewed the selective licensing "
            "scheme from 1 April 2023 until 31 March 2028.</p>")
    got = full(body)
    assert [(f.status, f.places) for f in got] == [("ended", ("Harbourside",)), ("in_force", ("Harbourside",))]


def test_area_comes_from_the_clause_that_names_that_scheme_alone():
    body = ("<p>Our additional licensing scheme covers the whole borough and came into force on 1 March 2022.</p>"
            "<p>The selective licensing designation took effect on 1 March 2022 in the wards of Copperfield and "
            "Lowgate.</p>")
    areas = {f.scheme: (f.area, f.places) for f in full(body)}
    assert areas == {"additional": ("whole district", ()), "selective": ("named areas", ("Copperfield", "Lowgate"))}
    fees = "<p>This page gives the fees under the borough-wide additional HMO licensing scheme and the selective " \
           "licensing scheme in Eastmoor.</p><p>The additional licensing scheme started on 1 June 2024.</p>"
    assert {f.scheme: f.area for f in full(fees)}["additional"] == "whole district"


def test_the_council_s_own_name_is_not_a_named_area():
    body = ("<p>The selective licensing scheme started on 1 July 2024.</p><p>If you let a home in the London Borough "
            "of Ashcombe and Vale you must check whether it needs a selective licence.</p>")
    assert [(f.area, f.places) for f in full(body)] == [("not stated", ())]
    whole = "<p>From 1 July 2024 every rented home in the Ashcombe District needs a selective licence.</p>"
    assert [(f.area, f.places) for f in full(whole)] == [("whole district", ())]


def test_a_passing_mention_of_an_hmo_licence_is_not_mandatory_licensing_described():
    exemptions = ("<p>The selective licensing scheme ended on 30 November 2013. It did not apply to:</p><ul>"
                  "<li>homes let by housing associations</li><li>houses in multiple occupation that need an HMO "
                  "licence</li></ul><p>See HMO licensing.</p>")
    assert [f[0] for f in facts(exemptions)] == ["selective"]
    described = "<p>Houses with five or more people from two or more households need a mandatory HMO licence.</p>"
    assert [f[0] for f in facts(described)] == ["mandatory_hmo"]


def test_a_dated_lead_line_gives_its_date_to_the_schemes_listed_after_it():
    body = ("<p>From March 3rd 2025 every house in multiple occupation in the borough needs a licence, under one "
            "of two schemes:</p><ul><li>Mandatory Licensing - the national scheme for five or more people</li>"
            "<li>Additional Licensing - a local designation for three or four people</li></ul>")
    got = {f.scheme: (f.status, f.starts) for f in full(body)}
    assert got == {"mandatory_hmo": ("in_force", None), "additional": ("in_force", "2025-03-03")}
    assert {f.scheme: f.status for f in full(body, date(2025, 1, 10))}["additional"] == "future"


def test_a_list_of_wards_runs_on_past_designation_subheadings():
    body = ("<p>The selective licensing scheme came into force on 1 September 2021 and covers these wards:</p>"
            "<h3>Designation one</h3><p>Millbrook</p><p>Oakhurst</p><h3>Designation two</h3><p>Thornfield</p>"
            "<p>A separate licence is needed for each home.</p>")
    assert [f.places for f in full(body)] == [("Millbrook", "Oakhurst", "Thornfield")]


def test_fees_only_from_sentences_about_a_licence():
    body = ("<p>Our selective licensing scheme came into force on 1 May 2024.</p><h2>Advice visits</h2><p>An "
            "officer can visit to give advice, for which we charge £150.</p>")
    assert [f.fee for f in full(body, title="HMO Licensing")] == [None]


def _table(*rows, before="<h2>Licence fees</h2>") -> str:
    cells = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f"{before}<table>{cells}</table>"


MANDATORY = "<p>An HMO with five or more people from two or more households needs a mandatory licence.</p>"


@pytest.mark.parametrize("table, fee", [
    (_table(("Occupants", "First part", "Second part", "Total"), ("Up to 10", "£700.50", "£600.25", "£1,300.75"),
            ("More than 10", "£800.00", "£700.00", "£1,500.00")), "£1,300.75"),  # the Total column, first row
    (_table(("Part A (application)", "£400"), ("Part B (licensing)", "£400"), ("Total with discount", "£770"),
            ("Total without discount", "£800")), "£800"),  # a fee in parts: the standard total
    (_table(("Fee", "Amount"), ("Basic fee per licence", "£640"), ("Total fee where we help you apply", "£790"),
            ("Reduction for each further licence", "£70")), "£640"),  # a surcharge's total is not the fee
    (_table(("New licence", "£410"), ("Renewal", "£310")), "£410"),  # no header row
    (_table(("Charge", "Fee"), ("Late application", "£140"), before="<h2>Other charges</h2>")
     + _table(("Occupiers", "Fee"), ("5 occupiers", "£960")), "£140"),  # first fee table on the page wins
])
def test_the_main_fee_from_a_fee_table(table, fee):
    assert [f.fee for f in full(MANDATORY + table, title="HMO licensing")] == [fee]


def test_a_fee_row_that_names_schemes_gives_them_its_amount():
    body = ("<p>Our additional licensing scheme came into force on 1 March 2022 across the whole borough.</p>"
            "<p>Our selective licensing scheme came into force on 1 March 2022 in Brookside ward.</p>" + MANDATORY
            + _table(("Licence", "Fee per property"), ("Mandatory or additional HMO licence", "£1,250"),
                     ("Selective licence", "£880"), ("Charge for letting an HMO that needed a licence", "£2,000")))
    assert {f.scheme: f.fee for f in full(body)} == {"additional": "£1,250", "selective": "£880",
                                                     "mandatory_hmo": "£1,250"}


def test_a_table_of_penalties_is_not_a_fee_table():
    body = MANDATORY + _table(("Offence", "Penalty"), ("Letting without a licence", "£30,000"), before="<p>Fines</p>")
    assert [f.fee for f in full(body, title="HMO licensing")] == [None]


def test_would_come_into_force_subject_to_approval_is_a_proposal():
    body = ("<p>Subject to Cabinet approval, the new selective licensing designation would come into force on "
            "1 May 2027 and run until 30 April 2032.</p>")
    assert facts(body) == [("selective", "proposed", "2027-05-01", "2032-04-30")]
    made = "<p>The new selective licensing designation will come into force on 1 May 2027.</p>"
    assert facts(made) == [("selective", "future", "2027-05-01", None)]


def test_an_approved_scheme_not_yet_made_is_proposed():
    body = ("<p>We have approved a Phase 1 selective licensing scheme covering Northgate and Riverside. The "
            "designation has not yet been made and is expected to be signed next year.</p>")
    assert [(f.scheme, f.status) for f in full(body)] == [("selective", "proposed")]


def test_a_previous_scheme_named_in_passing_does_not_end_the_current_one():
    body = ("<p>Every landlord letting a home in the borough must hold a selective licence.</p><p>A landlord who "
            "held a licence under the previous selective licensing scheme may pay a lower fee.</p>")
    assert [(f.scheme, f.status) for f in full(body)] == [("selective", "in_force")]


def test_the_fee_belongs_to_the_designation_in_force_or_to_come():
    body = ("<p>The previous selective licensing scheme ran from 1 May 2019 to 30 April 2024.</p><p>The new "
            "selective licensing scheme will start on 1 May 2027.</p><p>The licence fee is £950 per property.</p>")
    assert [(f.status, f.fee) for f in full(body)] == [("ended", None), ("future", "£950")]


def test_what_the_law_lets_councils_do_is_not_this_council_s_scheme():
    body = ("<p>Houses with five or more people from two or more households need a mandatory HMO licence.</p><p>The "
            "Housing Act also lets councils require additional or selective licensing of other homes, but the "
            "council has not adopted either kind of scheme.</p>")
    assert [f[0] for f in facts(body, title="HMO licensing")] == ["mandatory_hmo"]


def test_a_pointer_to_the_register_is_no_designation_of_its_own():
    body = ("<p>The selective licensing scheme comes into force on 1 June 2024 and runs until 31 May 2029 in parts "
            "of Northgate.</p><p>See the register of homes holding a selective licence in the Harbour area.</p>")
    assert facts(body) == [("selective", "in_force", "2024-06-01", "2029-05-31")]


@pytest.mark.parametrize("sentence", [
    "An HMO needs a licence when at least 5 people from two or more households live there.",
    "We run the national scheme under which certain HMOs must be licensed.",
])
def test_mandatory_licensing_in_the_words_councils_use_for_it(sentence):
    assert [f[0] for f in facts(f"<p>{sentence}</p>", title="Houses in multiple occupation")] == ["mandatory_hmo"]


def test_an_hmo_must_be_licensed_under_a_local_scheme_s_heading_is_that_scheme():
    body = ("<h2>Additional licensing scheme</h2><p>We have brought in a scheme for part of the town centre under "
            "which every house in multiple occupation must be licensed.</p>")
    assert [(f.scheme, f.status) for f in full(body)] == [("additional", "in_force")]


def _summary(body: str, day: date = TODAY):
    return [(f.scheme, f.status, f.starts, f.ends, f.area, f.places) for f in full(body, day)]


def test_designations_set_out_in_a_table_one_row_each():
    body = ("<p>Our selective licensing schemes:</p><table><tr><th>Area</th><th>Start</th><th>End</th></tr>"
            "<tr><td>Northgate</td><td>1 April 2022</td><td>31 March 2027</td></tr><tr><td>Southfield</td>"
            "<td>1 June 2020</td><td>31 May 2025</td></tr></table>")
    assert _summary(body) == [
        ("selective", "in_force", "2022-04-01", "2027-03-31", "named areas", ("Northgate",)),
        ("selective", "ended", "2020-06-01", "2025-05-31", "named areas", ("Southfield",))]
    html = page(body, "Property licensing")
    text = normalise(main_text(html))
    assert all(normalise(f.evidence["exact"]) in text for f in read_facts(html, TODAY).facts)


def test_designations_listed_one_line_each_after_a_lead_naming_the_scheme():
    body = ("<p>Our selective licensing schemes:</p><ul><li>Northgate: 1 April 2022 to 31 March 2027</li>"
            "<li>Southfield: 1 June 2020 to 31 May 2025</li></ul>")
    assert [(f[1], f[5]) for f in _summary(body)] == [("in_force", ("Northgate",)), ("ended", ("Southfield",))]


def test_phase_two_is_a_designation_of_its_own():
    body = ("<p>Selective licensing Phase 1 (Northgate and Eastfield wards) began on 1 April 2022. Phase 2 "
            "(Southfield ward) began on 1 October 2022.</p>")
    assert [(f[2], f[5]) for f in _summary(body)] == [("2022-04-01", ("Northgate", "Eastfield")),
                                                     ("2022-10-01", ("Southfield",))]


@pytest.mark.parametrize("body, places", [
    ("<p>Additional licensing came into force on 1 April 2022 and applies to HMOs in the following wards: "
     "Northgate, Eastfield and Southfield.</p>", ("Northgate", "Eastfield", "Southfield")),
    ("<p>The additional licensing scheme, which came into force on 1 April 2022, covers:</p><ul><li>Northgate</li>"
     "<li>Eastfield</li></ul>", ("Northgate", "Eastfield")),
    ("<p>On 26 May 2020 the council designated five wards of the City of Ashford for additional licensing: "
     "St John, Bedwardine and Arboretum.</p><p>This designation came into force on 1 September 2020.</p>",
     ("St John", "Bedwardine", "Arboretum")),
    ("<p>The additional licensing scheme in Northgate ended on 31 March 2022.</p>", ("Northgate",)),
    ("<p>We brought in additional licensing in Ashford's private rented sector on 1 April 2022.</p>", ()),
])
def test_the_places_a_designation_names(body, places):
    assert [f[5] for f in _summary(body)] == [places]


def test_all_wards_is_the_whole_district():
    body = "<p>The additional licensing scheme covers all wards in the borough. It came into force on 1 April 2022.</p>"
    assert [f[4] for f in _summary(body)] == ["whole district"]


def test_a_list_of_wards_belongs_to_the_scheme_the_sentence_is_about():
    body = ("<p>Our additional licensing scheme covers the whole borough. It came into force on 1 March 2022.</p>"
            "<p>Selective licensing applies to every rented home not licensable under the mandatory or additional "
            "schemes, in these two wards:</p><p>Faraday</p><p>Newington</p><p>The selective licensing designation "
            "took effect on 1 March 2022.</p>")
    assert {f[0]: (f[4], f[5]) for f in _summary(body) if f[0] != "mandatory_hmo"} == {
        "additional": ("whole district", ()), "selective": ("named areas", ("Faraday", "Newington"))}


@pytest.mark.parametrize("body", [
    "<p>Selective licensing</p><p>Start date: 1 April 2022</p><p>End date: 31 March 2027</p>",
    "<p>The selective licensing scheme took effect from 1 April 2022 and will remain in force until 31 March 2027.</p>",
    "<p>Selective licensing designation period: 01/04/2022 to 31/03/2027</p>",
])
def test_start_and_end_as_councils_write_them(body):
    assert facts(body) == [("selective", "in_force", "2022-04-01", "2027-03-31")]


def test_made_in_2018_with_no_dates_has_run_its_five_years():
    body = ("<p>After cabinet approval on 10 April 2018, the council designated a selective licensing scheme on "
            "16 April 2018. It applies to all private rented homes in four areas.</p>")
    assert [f[1] for f in facts(body)] == ["ended"]
    assert [f[1] for f in facts(body, date(2019, 6, 1))] == ["in_force"]


def test_applications_open_is_not_the_scheme_s_start():
    body = ("<p>From 1 June 2023 an additional HMO licence is needed when three or more people share facilities.</p>"
            "<p>You can apply for an additional HMO licence from 1 May 2023.</p>")
    assert facts(body, date(2023, 5, 15)) == [("additional", "future", "2023-06-01", None)]
    must = "<p>Landlords in the designated area must apply for a selective licence from 1 May 2024.</p>"
    assert facts(must) == [("selective", "in_force", "2024-05-01", None)]


def test_mandatory_licensing_named_only_as_what_the_other_scheme_is_not():
    body = "<p>Use this form to apply for an additional licence for an HMO that is not covered by mandatory licensing.</p>"
    assert [f[0] for f in facts(body, title="Additional licence application")] == ["additional"]


def test_a_scheme_by_another_name_takes_the_date_of_the_line_before():
    body = ("<p>Under our Landlord Licensing Scheme every private landlord in the city must hold a licence for each "
            "rented home from 1st April 2015.</p><p>The scheme is brought in under the selective licensing laws.</p>")
    assert [(f.scheme, f.status, f.starts, f.area) for f in full(body, title="Landlord Licensing Scheme")] == [
        ("selective", "ended", "2015-04-01", "whole district")]


def test_a_scheme_that_cannot_start_until_approved_is_proposed():
    body = ("<p>We have approved a selective licensing scheme for homes in 14 wards across the borough. Landlords in "
            "those wards would need a licence. The scheme cannot start until the government has approved it.</p>")
    assert [(f.status, f.area) for f in full(body)] == [("proposed", "named areas")]


def test_a_designation_notice_of_the_whole_borough():
    body = ("<p>Designation of the whole of the borough for Additional HMO (Houses in Multiple Occupation) "
            "licensing.</p>")
    assert [(f.scheme, f.status, f.area) for f in full(body, date(2020, 6, 1))] == [
        ("additional", "in_force", "whole district")]


@pytest.mark.parametrize("second", [
    "An early bird discount was available until 31 July 2020.",
    "Your licence will last until 30 April 2025 unless it is revoked.",
    "The fees below apply until 31 March 2021.",
    "Each licence lasts up to five years.",
    "Licences issued under the previous scheme expire on 30 April 2020.",
    "Apply before 31 July 2020 to get the discount.",
])
def test_a_licence_s_or_an_offer_s_dates_are_not_the_designation_s(second):
    body = f"<p>The selective licensing scheme came into force on 1 May 2020. {second}</p>"
    assert facts(body) == [("selective", "ended", "2020-05-01", None)]


def test_a_requirement_dated_under_the_scheme_s_heading_is_its_start():
    body = "<p>Every privately rented home inside these areas needs a licence to operate from 4 July 2022.</p>"
    assert facts(body) == [("selective", "in_force", "2022-07-04", None)]


def test_smaller_hmos_needing_a_licence_is_additional_licensing_and_a_list_completes_its_lead():
    body = ("<p>Not every house in multiple occupation needs a licence. A licence is needed for any property that:</p>"
            "<ul><li>is occupied by 5 or more people, and</li><li>has 2 or more households</li></ul><p>Since 7 "
            "September 2025 a licence is also needed anywhere in Ashcombe for an HMO occupied by 3 or 4 people in 2 "
            "or more households, for five years.</p>")
    assert [(f.scheme, f.status, f.starts, f.area) for f in full(body, title="Licensing for certain HMOs")] == [
        ("mandatory_hmo", "in_force", None, "whole district"), ("additional", "in_force", "2025-09-07", "whole district")]
    negated = "<p>An HMO with 3 or 4 people does not need a licence here; one with five or more people does.</p>"
    assert [f.scheme for f in full(negated, title="HMO licensing")] == ["mandatory_hmo"]


def test_a_dated_line_under_a_scheme_s_heading_is_that_scheme_s_unless_it_is_about_something_else():
    body = ("<h2>Additional HMO licensing</h2><p>Borough-wide since 1 June 2022 for HMOs with 3 or 4 occupiers from 2 "
            "or more households, until 31 May 2027.</p>")
    assert [(f.scheme, f.status, f.starts, f.ends) for f in full(body)] == [
        ("additional", "in_force", "2022-06-01", "2027-05-31")]
