"""datestone.extract.classify: what a page is *for*, read from how it speaks — pages written here, in our words,
for the general rules (a section on HMO licensing in a general housing page, the rule said the other way round,
a councillor quoted, a scheme spoken of as a proposal).
"""
import pytest

from datestone.extract.classify import classify_page

TOWN = "https://www.eastmoor.gov.uk"


def _page(title: str, body: str) -> str:
    return (f"<html><head><title>{title} | Eastmoor Council</title></head><body><header><a href='/'>Home</a></header>"
            f"<main><h1>{title}</h1>{body}</main><footer>Eastmoor Council</footer></body></html>")


GENERAL_HOUSING = (
    "<p>We make sure rented homes in Eastmoor are safe and in good repair, and we can inspect a home when a tenant "
    "asks us to.</p><h2>Repairs and disrepair</h2><p>Tell your landlord in writing first. If nothing happens, "
    "contact us and an officer may visit.</p>")
HMO_SECTION = (
    "<h2>Shared houses</h2><h3>Which HMOs need a licence?</h3><p>A shared house or flat is licensable when five or "
    "more people live there, they form two or more households, and they share a kitchen, bathroom or toilet.</p>"
    "<p>If your property fits that description, ask us for an application pack.</p>")


def test_a_general_housing_page_with_its_own_hmo_licensing_section_is_the_page():
    verdict = classify_page(_page("Renting and housing standards", GENERAL_HOUSING + HMO_SECTION),
                            f"{TOWN}/article/4411")
    assert verdict.is_licensing_page, verdict.reasons
    assert "its HMO licensing section says which HMOs need a licence" in verdict.reasons


def test_the_same_page_without_the_section_is_not():
    assert not classify_page(_page("Renting and housing standards", GENERAL_HOUSING), f"{TOWN}/article/4411")\
        .is_licensing_page


def test_an_hmo_section_heading_does_not_rescue_another_regimes_page():
    body = HMO_SECTION + "<h2>Premises licences</h2><p>Selling alcohol needs a premises licence.</p>"
    assert not classify_page(_page("Premises licence", body), f"{TOWN}/licensing/premises").is_licensing_page


def test_an_application_portal_for_houses_with_multiple_occupancies_is_the_page():
    body = ("<h2>Application form for rented property</h2><p>Any rented property where 5 or more people from 2 or "
            "more households share a kitchen or bathroom needs a mandatory licence.</p><h3>Fee</h3><p>£410 for a "
            "five year licence.</p><h2>Mandatory Licensing</h2><p>Start a new application or resume one.</p>")
    verdict = classify_page(_page("Houses with Multiple Occupancies Application", body),
                            "https://licensing-portal.eastmoor.gov.uk/apply/")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_councillor_quoted_by_name_marks_a_press_release_without_a_news_address():
    body = ("<p>Eastmoor is to license every shared house in the borough from next spring, if the plan is agreed."
            "</p><p>A mandatory HMO licence is already needed where five or more people from two or more households "
            "share facilities. Landlords would apply online and licence conditions would apply.</p>"
            "<p>Councillor Priya Nair, Cabinet Member for Homes, said the change would protect tenants.</p>")
    verdict = classify_page(_page("Eastmoor to act on shared houses", body), f"{TOWN}/-/eastmoor-to-act-on-shared")
    assert not verdict.is_licensing_page
    assert "decoy: a councillor quoted, as in a press release or minutes" in verdict.reasons


def test_a_licensing_page_naming_its_councillor_without_quoting_is_still_the_page():
    body = ("<p>Selective licensing came into force in Northgate ward on 1 April 2024. Landlords must apply for a "
            "licence for each rented home there; the fee is £620.</p><p>Questions about the scheme can go to "
            "Councillor Priya Nair, Cabinet Member for Homes, at her surgery.</p><h2>How to apply</h2>"
            "<p>Apply online.</p>")
    assert classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")\
        .is_licensing_page


PROPOSAL = (
    "<p>Eastmoor Council is thinking about bringing in selective licensing in two parts of the town. The "
    "consultation has closed and a report on what people told us will follow.</p><h2>Where would it apply?</h2>"
    "<p>The proposed areas are Northgate and Riverside.</p><h2>What would it mean?</h2><p>If the scheme goes "
    "ahead, every private landlord in those areas would need a licence for each home, and would have to meet "
    "licence conditions. A licence would cost about £500 and would last five years.</p><p>Landlords would apply "
    "online. The proposed conditions are in the consultation document.</p>")


def test_a_page_speaking_of_a_scheme_as_a_proposal_is_a_consultation_whatever_its_title():
    verdict = classify_page(_page("Selective licensing", PROPOSAL), f"{TOWN}/housing/selective-licensing")
    assert not verdict.is_licensing_page and "decoy: consultation" in verdict.reasons, verdict.reasons


def test_a_scheme_in_force_with_a_consultation_on_its_renewal_is_still_the_page():
    body = ("<p>Selective licensing came into force in Northgate on 1 June 2022 and runs until 31 May 2027. "
            "Landlords must hold a licence for every rented home in the area; letting one without a licence is an "
            "offence.</p><h2>Fees</h2><p>£575 per property.</p><h2>How to apply</h2><p>Apply online.</p>"
            "<h2>Renewal</h2><p>We are consulting on a proposed renewal; a renewed scheme would start in June "
            "2027 if it is approved. Have your say in our survey.</p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_an_approved_scheme_spoken_of_in_the_conditional_without_a_consultation_is_still_the_page():
    body = PROPOSAL.replace("The consultation has closed and a report on what people told us will follow.",
                            "Cabinet approved the scheme in March; it is on hold until staff are in post.")\
        .replace(" in the consultation document", " set out below").replace("is thinking about bringing in",
                                                                         "will bring in")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_consultation_page_that_reports_the_decision_is_past_the_proposal_stage():
    body = PROPOSAL.replace("The consultation has closed and a report on what people told us will follow.",
                            "The consultation has closed. Cabinet approved the scheme on 4 March; the designation "
                            "was made on 11 March and landlords must apply from 1 July.")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_the_rule_said_the_other_way_round_counts_as_licensing_wording():
    wording = classify_page(_page("Shared houses", "<p>An HMO has to be licensed where five or more people from "
                                                   "two or more households live there. An HMO licence is required "
                                                   "before the first tenant moves in.</p>"), f"{TOWN}/shared-houses")
    assert "text mentions licensing 2x" in wording.reasons, wording.reasons


def test_a_page_whose_text_never_speaks_of_licensing_is_not_the_page_whatever_its_address():
    body = ("<p>We are visiting every shared house in the district over the next two years to check fire safety, "
            "room sizes and repairs.</p><p>Tell us about a shared house in poor condition.</p>")
    verdict = classify_page(_page("HMO inspection programme", body),
                            f"{TOWN}/housing/houses-in-multiple-occupation/inspection-programme/")
    assert not verdict.is_licensing_page and "decoy: its text never speaks of licensing homes" in verdict.reasons


def test_a_release_dated_at_its_head_is_news_without_a_news_address():
    body = ("<p>Published: 4 March 2025</p><p>Landlords of shared houses must apply for an HMO licence by 1 June, "
            "when the additional licensing scheme starts across the borough. The fee is £640.</p>")
    verdict = classify_page(_page("Shared house landlords: apply now", body), f"{TOWN}/-/shared-house-landlords")
    assert not verdict.is_licensing_page and "decoy: news item or press release" in verdict.reasons


def test_a_licensing_page_updated_on_a_day_is_not_a_release():
    body = ("<p>Landlords of shared houses must apply for an HMO licence; the additional licensing scheme runs across "
            "the borough from 1 June 2025 to 31 May 2030. The fee is £640.</p><h2>How to apply</h2><p>Apply online."
            "</p><p>Last updated: 4 March 2025</p>")
    assert classify_page(_page("Additional licensing", body), f"{TOWN}/housing/additional-licensing")\
        .is_licensing_page


def test_an_information_request_in_a_disclosure_log_is_a_decoy():
    body = ("<p>FOI date: 14 May 2024</p><p>Does the council run a selective licensing scheme? The council runs one "
            "selective licensing scheme and no additional licensing scheme; mandatory HMO licensing applies.</p>")
    verdict = classify_page(_page("Licensing scheme", body), f"{TOWN}/opendata/foi-disclosure-log/licensing-scheme")
    assert not verdict.is_licensing_page
    assert "decoy: privacy notice or information request" in verdict.reasons


def test_a_headline_with_a_reporters_voice_is_a_news_item():
    body = ("<p>Landlords of shared houses are being asked to check whether they need a licence before new rules "
            "start in the spring. An HMO licence is required where five or more people share.</p><p>A spokesperson "
            "said: the change will protect tenants.</p>")
    verdict = classify_page(_page("Landlords urged to check HMO licence rules", body), f"{TOWN}/articles/8812")
    assert not verdict.is_licensing_page
    assert "decoy: a headline and a reporter's voice, as in a news item" in verdict.reasons


def test_a_licensing_page_that_begins_on_a_date_is_no_headline():
    body = ("<p>Additional licensing began on 1 May 2024 and runs to 30 April 2029. Landlords must hold a licence "
            "for every shared house in the borough.</p><h2>How to apply</h2><p>Apply online; the fee is £700.</p>")
    verdict = classify_page(_page("Additional licensing", body), f"{TOWN}/housing/additional-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_consultation_platforms_furniture_makes_the_page_the_consultations():
    body = ("<p>Status: Closed</p><p>Opened 3 February 2025</p><p>Overview</p><p>Our borough-wide additional "
            "licensing scheme for HMOs has run since 2021 and ends next year. We propose to renew it for five more "
            "years.</p><h2>Why your views matter</h2><p>Tell us what you think.</p>")
    verdict = classify_page(_page("Additional HMO licensing renewal", body),
                            "https://engage.eastmoor.gov.uk/housing/hmo-renewal/")
    assert not verdict.is_licensing_page and "decoy: consultation" in verdict.reasons


def test_the_duty_stated_in_a_sentence_about_homes_counts_and_a_taxi_drivers_does_not():
    homes = classify_page(_page("Shared houses", "<p>Properties with five or more occupants in two or more "
                                                 "households must be licensed.</p><p>Does my property need a "
                                                 "licence?</p>"), f"{TOWN}/shared-houses")
    assert "text mentions licensing 2x" in homes.reasons, homes.reasons
    taxi = classify_page(_page("Shared houses", "<p>Drivers must hold a licence.</p><p>You need a licence to drive "
                                                "for hire.</p>"), f"{TOWN}/shared-houses")
    assert not any(r.startswith("text mentions licensing") for r in taxi.reasons), taxi.reasons


def test_a_pages_own_published_and_updated_pair_is_not_a_release_date():
    body = ("<p>Published: 30 December 2020</p><p>Last updated: 12 October 2022</p><p>Landlords must hold an HMO "
            "licence for a house shared by five or more people from two or more households.</p><h2>How to apply</h2>"
            "<p>Apply online; the fee is £700.</p>")
    assert classify_page(_page("HMO licensing", body), f"{TOWN}/housing/hmo-licensing").is_licensing_page


def _in_section(title: str, body: str, section: str) -> str:
    return (f"<html><head><title>{title} | Eastmoor Council</title></head><body><nav class='breadcrumb'>"
            f"<a href='/'>Home</a> &gt; <a href='/housing'>Housing</a> &gt; <a href='/housing/s'>{section}</a> &gt; "
            f"{title}</nav><main><h1>{title}</h1>{body}</main></body></html>")


FEES = ("<p>Fees from 1 April 2025.</p><table><tr><th>Licence</th><th>Fee</th></tr><tr><td>Mandatory HMO licence"
        "</td><td>£980</td></tr><tr><td>Renewal</td><td>£760</td></tr></table><p>Pay when you apply.</p>")


def test_a_plain_titled_step_of_the_licensing_section_is_a_page_a_landlord_is_sent_to():
    verdict = classify_page(_in_section("Licence fees", FEES, "HMO licensing"), f"{TOWN}/housing/s/fees")
    assert verdict.is_licensing_page, verdict.reasons
    assert "its section is property licensing ('HMO licensing')" in verdict.reasons


def test_the_same_step_under_a_section_that_is_neither_licensing_nor_hmos_is_not():
    verdict = classify_page(_in_section("Licence fees", FEES, "Environmental health"), f"{TOWN}/housing/s/fees")
    assert not verdict.is_licensing_page, verdict.reasons


def test_under_an_hmo_section_a_page_titled_for_a_licence_speaks_of_the_hmo_licence():
    body = ("<p>Can the council refuse to license my property?</p><p>Yes. We can refuse a licence if the house is "
            "not up to standard or the manager is not a fit and proper person.</p><p>You can appeal against a "
            "refusal, or against the conditions of a licence, to the tribunal.</p>")
    verdict = classify_page(_in_section("Refusing licences", body, "Houses in multiple occupation"),
                            f"{TOWN}/housing/s/refusing-licences")
    assert verdict.is_licensing_page, verdict.reasons
    # Under housing, a page titled for a licence is a step of a home's licence too ("Housing > Housing standards >
    # Licence renewals"); under a business section that names no housing it is anybody's licence.
    assert classify_page(_in_section("Refusing licences", body, "Housing standards"),
                         f"{TOWN}/housing/s/refusing-licences").is_licensing_page
    elsewhere = _in_section("Refusing licences", body, "Environmental health").replace(
        "<a href='/housing'>Housing</a>", "<a href='/business'>Business</a>")
    assert not classify_page(elsewhere, f"{TOWN}/business/s/refusing-licences").is_licensing_page


@pytest.mark.parametrize("title,body", [
    ("Fees", "<p>The fee for a new licence is £1,050. Renewing an existing licence costs £850.</p><p>You pay in two "
             "parts: £450 when you apply and the rest when we grant the licence.</p>"),
    ("Fit and proper person test", "<p>Before we grant a licence, we must be satisfied that the proposed licence "
                                   "holder and manager are fit and proper persons.</p><p>You must give us a basic "
                                   "criminal record certificate with your application.</p>"),
    ("Tell us about a change", "<p>If you hold a licence you must tell us about changes, such as a new manager or "
                               "alterations to the house.</p><p>Some changes need a variation of the licence, which "
                               "costs £150.</p>"),
])
def test_a_chapter_of_the_licensing_section_speaking_only_of_the_licence_is_the_sections(title, body):
    verdict = classify_page(_in_section(title, body, "HMO licensing"), f"{TOWN}/housing/hmo-licensing/chapter")
    assert verdict.is_licensing_page, verdict.reasons


def test_the_licence_words_of_a_premises_page_under_a_licensing_crumb_are_not_property_licensings():
    body = ("<p>The fee for a new premises licence is £190.</p><p>The licence holder must display a summary of the "
            "licence.</p><p>Alcohol may be sold only at the hours the licence allows.</p>")
    verdict = classify_page(_in_section("Fees", body, "HMO licensing"), f"{TOWN}/housing/s/fees")
    assert not verdict.is_licensing_page, verdict.reasons


def test_the_licence_holders_duties_in_a_sentence_about_occupiers_count_as_licensing_wording():
    body = "<p>The licence holder must give each occupier a written statement of the terms of occupation.</p>"
    verdict = classify_page(_page("Conditions", body), f"{TOWN}/conditions")
    assert "text mentions licensing 1x" in verdict.reasons, verdict.reasons


IN_FORCE_PART = (
    "<p>Selective licensing came into force in Northgate and Riverside on 1 June 2021 and runs until 31 May 2026. "
    "Every landlord letting a home in those areas must hold a licence; letting without one is an offence.</p>"
    "<h2>Which homes need a licence</h2><p>Every privately rented home in the two areas needs a licence unless it is "
    "an HMO licensed under the mandatory scheme.</p><h2>Fees</h2><p>£620 per property.</p><h2>How to apply</h2>"
    "<p>Apply online.</p>")
RENEWAL_SECTION = (
    "<h2>Consultation on a new scheme</h2><p>The scheme ends next year, so we are consulting on a proposed new "
    "scheme. The proposed scheme would cover four more wards and would run for five years. Landlords in the new "
    "wards would need a licence and would have to meet the proposed conditions. The proposed fee would be £680. If "
    "it goes ahead, existing licences would carry on.</p><p>Have your say: complete the survey by 30 September. "
    "The consultation closes at midnight.</p>")


def test_a_scheme_page_with_a_section_on_its_renewal_consultation_is_judged_on_the_rest():
    verdict = classify_page(_page("Selective licensing", IN_FORCE_PART + RENEWAL_SECTION),
                            f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_the_same_sections_on_a_page_titled_for_the_renewal_are_the_consultations():
    verdict = classify_page(_page("Renewal of selective licensing", IN_FORCE_PART + RENEWAL_SECTION),
                            f"{TOWN}/housing/selective-licensing-renewal")
    assert not verdict.is_licensing_page and "decoy: consultation" in verdict.reasons


def test_compulsory_licensing_is_the_national_schemes_other_name():
    body = ("<p>Larger HMOs often have the worst conditions.</p><p>The council licenses only the properties that come "
            "under compulsory (mandatory) licensing.</p>")
    verdict = classify_page(_page("Why licences are needed", body), f"{TOWN}/housing/why-licences")
    assert "text mentions licensing 1x" in verdict.reasons, verdict.reasons


def test_a_bare_licensing_section_is_property_licensing_only_under_housing():
    body = ("<p>Every licence we issue carries conditions.</p><ul><li>keep smoke alarms in working order</li>"
            "<li>give each tenant a written statement of terms</li></ul>")
    under_housing = (f"<html><head><title>Licence conditions | Eastmoor Council</title></head><body><nav "
                     f"class='breadcrumb'><a href='/'>Home</a> &gt; <a href='/housing'>Housing</a> &gt; <a "
                     f"href='/housing/private-rented'>Private rented housing</a> &gt; <a href='/housing/l'>Licensing</a>"
                     f" &gt; Licence conditions</nav><main><h1>Licence conditions</h1>{body}</main></body></html>")
    verdict = classify_page(under_housing, f"{TOWN}/housing/private-rented/licensing/conditions")
    assert verdict.is_licensing_page, verdict.reasons
    under_business = under_housing.replace("Housing</a>", "Business</a>").replace("Private rented housing", "Trading")
    assert not classify_page(under_business, f"{TOWN}/business/licensing/conditions").is_licensing_page
