"""datestone.extract.classify: a page about a scheme that is not the page a landlord acts on, told by how it speaks
rather than by its address — a release (quotes, the press office, a dateline), committee papers (the decision
record's template), a consultation (it asks for views and is built round the proposal). Pages written here, in our
words, on plain addresses; beside each, a licensing page using the same words in passing stays the page.
"""
from datestone.extract.classify import classify_page

TOWN = "https://www.eastmoor.gov.uk"
PLAIN = f"{TOWN}/article/5120"


def _page(title: str, body: str) -> str:
    return (f"<html><head><title>{title} | Eastmoor Council</title></head><body><header><a href='/'>Home</a></header>"
            f"<main><h1>{title}</h1>{body}</main><footer>Eastmoor Council</footer></body></html>")


SCHEME = ("<p>Selective licensing has applied in Northgate and Riverside wards since 1 April 2024. Landlords must "
          "apply for a licence for each rented home there; the fee is £620.</p><h2>How to apply</h2>"
          "<p>Apply online with your gas safety certificate.</p>")


def _rejected(verdict, reason: str) -> None:
    assert not verdict.is_licensing_page, verdict.reasons
    assert reason in verdict.reasons, verdict.reasons


# News and press releases.

def test_the_press_offices_line_at_its_foot_makes_a_release():
    body = ("<p>Landlords of shared houses in Eastmoor now need an HMO licence when five or more people from two or "
            "more households live there.</p><p>The fee is £540 and applications are taken online.</p>"
            "<p>Media contact: Communications Unit, 01632 960 118</p>")
    _rejected(classify_page(_page("New HMO licence rules", body), PLAIN), "decoy: news item or press release")


def test_a_quotation_put_in_a_spokespersons_mouth_makes_a_release():
    body = ("<p>Selective licensing will cover Northgate ward from 1 June. Landlords there must apply for a licence "
            "for each rented home.</p><p>“Most landlords here already do the right thing, and this helps us find "
            "the few who do not,” said the council's head of private housing.</p>")
    _rejected(classify_page(_page("Selective licensing for Northgate", body), PLAIN),
              "decoy: a quotation put in somebody's mouth, as in a press release")


def test_a_named_speaker_with_their_post_in_the_releases_shape_is_reporting():
    body = ("<p>Additional licensing of shared houses starts across the borough on 1 May. Landlords must apply for "
            "a licence for each HMO; the fee is £700.</p><p>Jo Bright, Head of Housing Standards, said the scheme "
            "would give every sharer the same protection.</p>")
    _rejected(classify_page(_page("Additional licensing starts in May", body), PLAIN),
              "decoy: a quotation put in somebody's mouth, as in a press release")


def test_a_councillor_who_welcomed_or_urged_is_quoted_as_in_a_release():
    body = ("<p>From 1 October every HMO shared by five or more people must be licensed. Missing the deadline is an "
            "offence.</p><p>Cllr Dana Whitlow, Cabinet Member for Housing, welcomed the change as a way to stop "
            "overcrowding.</p>")
    _rejected(classify_page(_page("HMO licence deadline", body), PLAIN),
              "decoy: a councillor quoted, as in a press release or minutes")


def test_a_release_dated_with_a_short_weekday_is_dated_at_its_head():
    body = ("<p>Published: Thu 4th March, 2021</p><p>Two licensing schemes for private landlords are now expected "
            "to start in the autumn. Selective licensing would cover Northgate ward.</p>")
    _rejected(classify_page(_page("Licensing schemes expected later this year", body), PLAIN),
              "decoy: news item or press release")


def test_a_bare_dateline_and_a_more_news_link_make_a_news_item():
    body = ("<p>9 September 2024</p><p>Landlords of shared houses must apply for an HMO licence when five "
            "or more people live there. The fee is £540.</p><p>More news</p>")
    _rejected(classify_page(_page("Shared house licences", body), PLAIN),
              "decoy: a headline and a reporter's voice, as in a news item")


def test_a_licensing_page_with_words_in_quotation_marks_is_still_the_page():
    body = (SCHEME + "<p>The law calls a shared house a “house in multiple occupation”, and a licence holder must be "
            "“fit and proper”.</p><p>Last updated: 9 September 2024</p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


# Committee papers and decision records.

def test_a_decision_record_on_a_plain_address_is_committee_papers():
    body = ("<p>Decision maker: Cabinet</p><p>The report sought approval to designate Northgate ward for selective "
            "licensing for five years.</p><p>RESOLVED that the designation be made and the fee of £620 be "
            "approved.</p><p>Reasons for the decision: the ward meets the legal tests.</p>")
    _rejected(classify_page(_page("Selective licensing designation", body), PLAIN),
              "decoy: council meeting or committee report")


def test_an_issue_page_with_its_meeting_and_decision_lines_is_committee_papers():
    body = ("<p>Meeting: Cabinet (Item 7)</p><p>The report asks for approval to consult on additional licensing of "
            "HMOs across the borough.</p><p>Decision: That Cabinet approves a public consultation on the proposed "
            "designation.</p>")
    _rejected(classify_page(_page("Additional licensing", body), PLAIN), "decoy: council meeting or committee report")


def test_a_draft_notice_with_its_placeholders_left_in_is_a_committee_paper():
    body = ("<p>Eastmoor Council gives notice that it has designated Northgate ward for selective licensing. The "
            "designation was made on [INSERT DATE] and comes into force on 1 April 2026.</p><p>A map is at "
            "[Insert web link].</p>")
    _rejected(classify_page(_page("Appendix 2 Public notice of designation", body), PLAIN),
              "decoy: council meeting or committee report")


def test_a_licensing_page_that_links_its_cabinet_report_is_still_the_page():
    body = (SCHEME + "<p>Most complaints are resolved without a visit.</p><h2>Documents</h2><p><a href='/r.pdf'>"
            "Report to Cabinet, January 2024 (pdf)</a></p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


# Consultations.

def test_a_page_that_asks_for_views_and_gives_its_closing_day_is_a_consultation():
    body = ("<p>Selective licensing could help us raise standards in Northgate ward, where a licence would cost "
            "about £600.</p><p>Have your say before the consultation closes on 3 March 2025: the survey is "
            "online.</p>")
    _rejected(classify_page(_page("Selective licensing in Northgate", body), PLAIN), "decoy: consultation")


def test_a_page_built_round_its_consultation_that_states_no_rule_is_the_consultations():
    body = ("<h2>Renewed schemes approved</h2><p>In December 2024 Cabinet agreed to renew additional and selective "
            "licensing; the renewed schemes take effect on 1 June 2025.</p><h2>Consultation 2024</h2><p>Between "
            "May and August 2024 we asked residents and landlords how licensing should work from 2025.</p>"
            "<h2>What we proposed</h2><p>Additional licensing for smaller HMOs and selective licensing in 20 "
            "streets, each for five more years.</p>")
    _rejected(classify_page(_page("Improving private renting through licensing", body), PLAIN),
              "decoy: consultation (its headings are the consultation's; it tells no landlord what to do now)")


def test_a_consultation_faq_with_the_laws_wording_and_the_proposals_exemptions_is_the_consultations():
    """Its headings are the consultation's; the law's "must be licensed by a local housing authority", the
    conditional "would need" and, under "Which homes would not need a licence?", an HMO "that must be licensed under
    the mandatory scheme" are no rule of the council's to follow now."""
    body = ("<h2>Questions about the selective licensing consultation</h2><h2>What is selective licensing?</h2>"
            "<p>The Housing Act 2004 lets a local housing authority designate an area for selective licensing, where "
            "every privately rented home must be licensed by the local housing authority.</p><h2>Which homes would "
            "need a licence?</h2><p>Every privately rented home in the proposed Northgate area.</p><h2>Which homes "
            "would not need a licence?</h2><ul><li>homes let by housing associations</li><li>HMOs that must be licensed under the "
            "mandatory HMO licensing scheme</li></ul><h2>How can I have my say?</h2><p>Fill in the questionnaire "
            "before the closing date.</p>")
    verdict = classify_page(_page("Selective licensing FAQs", body), f"{TOWN}/housing/selective-licensing-faqs")
    assert not verdict.is_licensing_page and any(r.startswith("decoy: consultation") for r in verdict.reasons), verdict


def test_a_scheme_page_with_consultation_headings_that_states_the_rule_is_still_the_page():
    body = (SCHEME + "<h2>Consultation on renewal</h2><p>We will ask for views on renewing the scheme next year."
            "</p><h2>What we proposed last time</h2><p>The 2023 proposals are in the consultation report.</p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_business_case_for_a_designation_is_the_consultations():
    body = ("<h2>Background</h2><p>Northgate's first selective licensing designation ran from July 2017 to June "
            "2022. We are making the case for a combined designation to start in June 2026.</p>")
    _rejected(classify_page(_page("Business case for a selective licensing designation", body), PLAIN),
              "decoy: consultation")


def test_a_meeting_titled_with_its_day_and_an_item_number_is_committee_papers():
    body = ("<p>Item 7</p><p>Cabinet weighed the responses to the consultation on selective licensing in Northgate "
            "ward.</p><p>Cabinet agreed to designate Northgate for five years from 1 July 2025 and set the licence fee "
            "at £620.</p>")
    _rejected(classify_page(_page("Selective licensing – Cabinet 12 March 2025", body), PLAIN),
              "decoy: council meeting or committee report")


def test_a_renewal_faq_that_asks_more_than_it_tells_is_the_consultations():
    body = ("<p>Our selective licensing scheme in Northgate came into force on 1 June 2021 and ends on 31 May 2026. "
            "Landlords in the area must hold a licence for each rented home.</p><h2>What are we proposing?</h2><p>We "
            "propose to renew the scheme for five more years and add Riverside ward.</p><h2>How long will it run?</h2>"
            "<p>From 1 February to 12 April 2026.</p><h2>How can I respond?</h2><p>Complete the online survey.</p>")
    _rejected(classify_page(_page("Selective licensing renewal – questions and answers", body),
                            f"{TOWN}/housing/selective-licensing/renewal-questions"), "decoy: consultation")


def test_a_scheme_page_asking_for_views_on_its_renewal_in_a_paragraph_is_still_the_page():
    body = ("<p>Selective licensing has applied in Northgate since 1 June 2021. Landlords must hold a licence for each "
            "rented home; the fee is £600.</p><p>We are consulting on renewing the scheme; have your say before the "
            "consultation closes on 12 April 2026.</p><h2>How to apply</h2><p>Apply online.</p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_scheme_page_with_a_have_your_say_section_on_its_renewal_is_still_the_page():
    body = ("<p>Selective licensing has applied in Northgate since 1 June 2021. Landlords must hold a licence for each "
            "rented home; the fee is £600.</p><h2>How to apply</h2><p>Apply online.</p><h2>Have your say on renewing "
            "the scheme</h2><p>The scheme ends on 31 May 2026. We are consulting on renewing it; the consultation "
            "closes on 12 April 2026. Complete the survey.</p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_scheme_page_listing_its_cabinet_papers_as_links_is_still_the_page():
    body = (SCHEME + "<p>It should be noted that a licence cannot be transferred.</p><h2>Background papers</h2><ul>"
            "<li><a href='/r.pdf'>Report of the Director of Housing to Cabinet (pdf)</a></li><li><a href='/d.pdf'>"
            "Decision: designation of Northgate (pdf)</a></li></ul>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_scheme_table_with_an_ends_column_is_no_release():
    body = (SCHEME + "<table><tr><th>Scheme</th><th>Starts</th><th>Ends</th></tr><tr><td>Selective</td>"
            "<td>1 April 2024</td><td>31 March 2029</td></tr></table><p>Complaints resolved: 120</p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


# Pages a landlord is sent to, whatever their address says.

def test_a_designation_notice_printed_among_the_news_is_the_notice():
    body = ("<p>This week's public notices.</p><h2>Eastmoor Designation of an Area for Selective Licensing</h2><p>Eastmoor "
            "Council, using its powers under section 80 of the Housing Act 2004, designates the area described below "
            "for selective licensing. The designation may be cited as the Eastmoor Selective Licensing Designation "
            "2025.</p><p>It shall come into force on 1 March 2026 and shall cease to have effect on 28 February 2031."
            "</p><p>Every house let in Northgate ward that is not exempt must be licensed.</p>")
    verdict = classify_page(_page("Public notices 4 December 2025", body), f"{TOWN}/news/public-notices-4-december-2025")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_release_about_a_designation_is_still_news():
    body = ("<p>Selective licensing will start in Northgate ward on 1 March 2026, under section 80 of the Housing Act "
            "2004. Landlords there must apply for a licence for each rented home.</p>")
    _rejected(classify_page(_page("Selective licensing for Northgate", body), f"{TOWN}/news/northgate-licensing"),
              "decoy: news item or press release")


def test_an_application_page_with_its_own_data_protection_section_is_still_the_page():
    body = ("<p>Since 1 October 2018 every HMO lived in by five or more people in two or more households must be "
            "licensed. Apply for a licence online.</p><h2>Privacy notice</h2><p>We use your personal information to "
            "process your application, and your name and address go on the public register.</p><p>For more on how we "
            "use personal data, see our privacy policy. You can also make a freedom of information request.</p>")
    verdict = classify_page(_page("Houses in multiple occupation", body), f"{TOWN}/housing/houses-in-multiple-occupation")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_privacy_notice_in_its_own_words_is_still_a_decoy():
    body = ("<p>Eastmoor Council is the data controller for the personal data you give us when you apply for an HMO "
            "licence.</p><p>The legal basis for this processing is our duty under the Housing Act 2004. The retention "
            "period is six years after the licence ends.</p>")
    _rejected(classify_page(_page("How we use your information: HMO licensing", body), PLAIN),
              "decoy: privacy notice or information request")


def test_a_scheme_announced_and_sent_for_confirmation_is_past_the_proposal_stage():
    body = ("<p>Eastmoor Council will be bringing in two licensing schemes: an additional licensing scheme and a "
            "selective licensing scheme.</p><p>We recently consulted on the proposed conditions for these licences, "
            "and the consultation has closed. The Council has applied to the Secretary of State for approval of the "
            "selective licensing scheme.</p><h2>What is additional licensing?</h2><p>Additional licensing will cover "
            "every HMO in the borough let to three or four people. The proposed conditions for additional licensing "
            "are on our website.</p><h2>What is selective licensing?</h2><p>The Council is proposing selective "
            "licensing in Northgate ward. Under selective licensing, landlords would need a licence for each home and "
            "would apply online. The proposed conditions for selective licensing are on our website.</p>")
    verdict = classify_page(_page("Private sector housing licensing schemes", body), f"{TOWN}/pages/pslc")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_page_titled_multiple_occupancy_homes_is_an_hmo_page():
    body = ("<p>Some HMOs need to be licensed under the Housing Act 2004.</p><h2>Which properties need licensing?</h2>"
            "<p>Buildings of three or more storeys lived in by five or more people in two or more households. A "
            "three-storey house let to five students would need a licence.</p><p>The proposed licence holder must be "
            "a fit and proper person.</p>")
    verdict = classify_page(_page("Multiple Occupancy Homes", body), f"{TOWN}/Housing/Multiple-Occupancy-Homes.aspx")
    assert "title mentions HMOs" in verdict.reasons and verdict.is_licensing_page, verdict.reasons


def test_each_hmo_needing_its_own_licence_is_the_duty_stated():
    verdict = classify_page(_page("Shared houses", "<p>Each HMO you run needs its own licence.</p>"), PLAIN)
    assert "text mentions licensing 1x" in verdict.reasons, verdict.reasons


def test_a_weekday_dateline_under_the_headline_dates_a_news_item():
    body = ("<p>Monday 30 July</p><p>HMO licensing changes from 1 October. From that day you will need an HMO licence "
            "if five or more people in two or more households share the property.</p>")
    _rejected(classify_page(_page("HMO licensing changes", body), PLAIN),
              "decoy: a weekday dateline under its headline, as a news item is dated")


def test_an_information_request_in_the_requesters_words_is_a_decoy():
    body = ("<h2>Request</h2><p>I am writing to ask for the following information about your property licensing "
            "schemes: the scheme type, its area and its fee.</p><h2>Response</h2><p>Mandatory HMO licensing only, "
            "across the whole district. The fee is on the council's website.</p><p>Back to the disclosure log</p>")
    _rejected(classify_page(_page("FI20417", body), PLAIN), "decoy: privacy notice or information request")


# An application form's words are not a consultation's, and its place under an HMO section tells what it is.

def test_the_proposed_licence_holder_of_an_application_form_is_no_proposal():
    body = ("<p>The proposed licence holder fills in this part of every HMO licence application.</p>"
            "<p>The council grants the licence to the most appropriate person, usually the owner. The proposed "
            "manager's details go in the next part.</p><p>The application fee is set out in part 2.</p>")
    verdict = classify_page(_page("Part 3: Proposed licence holder - HMO licensing application guidance", body),
                            f"{TOWN}/hmo-licensing/guidance/proposed-licence-holder")
    assert verdict.is_licensing_page, verdict.reasons
    assert not any("consultation" in r for r in verdict.reasons)
    proposal = ("<p>We propose to bring in additional licensing of HMOs across the district. Tell us what you think "
                "before 30 June: fill in our online survey.</p>")
    _rejected(classify_page(_page("Proposed additional HMO licensing", proposal), PLAIN), "decoy: consultation")


def _under_hmo_section(title: str, body: str) -> str:
    return (f"<html><head><title>{title} | Eastmoor Council</title></head><body><nav class='breadcrumb'><ol>"
            "<li><a href='/'>Home</a></li><li><a href='/housing'>Housing</a></li>"
            "<li><a href='/housing/hmos'>Houses in multiple occupation</a></li></ol></nav>"
            f"<main><h1>{title}</h1>{body}</main><footer>Eastmoor Council</footer></body></html>")


def test_a_page_titled_for_a_licence_under_the_hmo_section_is_the_hmo_licences():
    body = ("<p>You will need to tell us about the proposed licence holder and manager, the rooms and amenities, and "
            "send a gas safety record.</p><p>A licence renewal costs the same as a first HMO licence application, and the "
            "fee is paid when you apply.</p>")
    title = "What will I need when I apply for a licence?"
    verdict = classify_page(_under_hmo_section(title, body), f"{TOWN}/info/20176/houses_in_multiple_occupation/1286/what_you_need_to_apply_for_a_licence")
    assert verdict.is_licensing_page, verdict.reasons
    # The same section with a title naming no licence is judged on its text alone.
    standards = "<p>Every HMO needs enough kitchens and bathrooms for the people living there.</p>"
    assert not classify_page(_under_hmo_section("Amenity standards", standards), PLAIN).is_licensing_page


# Documents that speak of a scheme without sending a landlord to it.

def test_a_chapter_of_an_enforcement_policy_is_not_the_page():
    body = ("<p>12.1 An HMO is a house shared by three or more people in two or more households.</p><p>12.2 Some HMOs "
            "must hold a mandatory HMO licence.</p><p>12.3 Besides the options set out elsewhere in this document, the "
            "council may make management orders.</p><h2>12.4 HMO licensing</h2><p>12.4.1 An HMO needs a mandatory "
            "licence when five or more people in two or more households share amenities.</p><p>12.4.2 Letting a "
            "licensable HMO without a licence is an offence, and the council will act in line with this Policy.</p>"
            "<p>12.4.3 A breach of a licence condition is dealt with like any other offence covered by this Policy.</p>")
    _rejected(classify_page(_page("12.0 Houses in multiple occupation", body), f"{TOWN}/article/801/12-0-HMOs"),
              "decoy: a chapter of a policy document (numbered paragraphs, 'this policy')")


def test_numbered_licence_conditions_are_still_the_page():
    """Numbered like a policy, and calling itself "this document", but conditions a licence holder must keep."""
    body = ("<p>This document sets out the conditions of every selective licence.</p><p>1.1 The licence holder must give the tenant a "
            "copy of the licence.</p><p>1.2 The licence holder must keep a current gas safety certificate.</p><p>1.3 "
            "Smoke alarms must be fitted on every storey.</p><p>1.4 The licence holder must deal with anti-social "
            "behaviour by tenants.</p><p>Breaking a condition in this document is an offence.</p>")
    verdict = classify_page(_page("Selective licence conditions", body), f"{TOWN}/housing/selective-licence-conditions")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_study_of_a_scheme_that_tells_no_landlord_what_to_do_is_not_the_page():
    body = ("<p>The council asked for an analysis of the selective licensing schemes brought in during 2018 in four "
            "designated areas.</p><p>Category 1 hazards fell in every tenure in the designated areas, though not by "
            "enough to change the overall picture.</p><p>The findings will inform whether further selective licensing "
            "is justified.</p>")
    _rejected(classify_page(_page("Analysis of the selective licensing scheme", body),
                            f"{TOWN}/analysis-selective-licensing-scheme/conclusion"),
              "decoy: a study of a scheme that tells no landlord what to do")


def test_an_annual_review_of_a_scheme_is_a_study_not_the_page():
    body = ("<p>This review looks at the second year of the Northgate selective licensing scheme.</p><h2>Key figures"
            "</h2><ul><li>2,310 licence applications received</li><li>412 inspections carried out</li></ul>"
            "<h2>Enforcement</h2><p>We issued 14 civil penalties for failing to license.</p>")
    _rejected(classify_page(_page("Selective licensing: annual review 2025", body),
                            f"{TOWN}/housing/selective-licensing-annual-review-2025"),
              "decoy: a study of a scheme that tells no landlord what to do")


def test_a_scheme_page_with_its_annual_report_section_that_states_the_rule_is_still_the_page():
    body = SCHEME + "<h2>Annual report</h2><p>In its first year we granted 1,980 licences.</p>"
    verdict = classify_page(_page("Selective licensing: progress update", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_scheme_page_with_three_consultation_headings_that_states_the_rule_is_still_the_page():
    body = (SCHEME + "<h2>Consultation on a second scheme</h2><p>We are asking for views on a scheme for Castle ward."
            "</p><h2>Proposed new area</h2><p>Castle ward.</p><h2>Have your say</h2><p>Fill in the survey.</p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_council_calling_itself_the_local_housing_authority_still_states_a_rule():
    body = ("<p>Landlords in Northgate ward must apply to the local housing authority for a selective licence.</p>"
            "<p>Letting without one is an offence reported to the local housing authority.</p>"
            "<h2>Consultation on renewal</h2><p>We will ask for views next year.</p><h2>Have your say</h2>"
            "<p>The survey opens in May.</p>")
    verdict = classify_page(_page("Selective licensing", body), f"{TOWN}/housing/selective-licensing")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_temporary_exemption_notice_page_is_a_step_of_property_licensing():
    body = ("<p>If you are taking steps to stop your house being a licensable HMO or needing a selective licence, you "
            "can ask us for a temporary exemption notice.</p><p>A notice lasts up to three months.</p><h2>How to ask"
            "</h2><p>Write to us explaining what you are doing and by when.</p>")
    verdict = classify_page(_page("Temporary exemption notices", body), f"{TOWN}/housing/temporary-exemption-notice")
    assert verdict.is_licensing_page, verdict.reasons


def test_a_temporary_event_notice_is_the_premises_regimes_not_a_step_of_property_licensing():
    body = ("<p>A temporary event notice (TEN) lets you sell alcohol at an event for up to 499 people.</p><p>Give us "
            "the notice at least ten working days before the event. The fee is £21.</p>")
    _rejected(classify_page(_page("Temporary event notices (TENs)", body), f"{TOWN}/business/temporary-event-notice"),
              "decoy: its text never speaks of licensing homes")
