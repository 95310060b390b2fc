"""The status of each scheme on the day read (2026-12-01), as pages word decisions, absences, pauses, revocations and
possibilities: from the dates and the law's five-year ceiling, never from the tense."""
from __future__ import annotations

import pytest

from datestone.extract.facts import read_facts
from tests.test_facts import TODAY, page

# (page body, title, the set of (scheme, status) it gives)
STATUS_WORDINGS = [
    ("<p>Cabinet agreed on 10 September 2026 to designate Northfield ward for selective licensing. The scheme will start on 1 March 2027.</p>", "Selective licensing",{("selective", "future")}),
    ("<p>The council is considering whether to introduce selective licensing in parts of the town. No decision has been made.</p>", "Selective licensing",{("selective", "proposed")}),
    ("<p>There is currently no selective licensing in Anytown.</p><p>All HMOs with five or more tenants need a licence.</p>", "HMO licensing",{("mandatory_hmo", "in_force")}),
    ("<p>The borough does not have an additional licensing scheme, so smaller HMOs do not need a licence.</p><p>Larger HMOs need a mandatory licence.</p>", "HMO licensing",{("mandatory_hmo", "in_force")}),
    ("<p>Our selective licensing scheme ended on 30 April 2025 and has not been renewed.</p>", "Selective licensing",{("selective", "ended")}),
    ("<p>Selective licensing in Castle ward was revoked on 1 August 2024.</p>", "Selective licensing",{("selective", "ended")}),
    ("<p>Selective licensing has been in place in Castle ward since 2022.</p>", "Selective licensing",{("selective", "in_force")}),
    ("<p>Selective licensing was introduced in Castle ward in 2016.</p>", "Selective licensing",{("selective", "ended")}),
    ("<p>The council has approved a new additional licensing scheme, which comes into force on 1 February 2027 and covers the whole district.</p>", "Additional licensing",{("additional", "future")}),
    ("<p>The additional licensing scheme has been paused while a judicial review is heard. Landlords do not need to apply for now.</p>", "Additional licensing",{("additional", "unclear")}),
    ("<p>The selective licensing scheme ran from 2015 to 2020. A new scheme for the same area started on 1 June 2021.</p>", "Selective licensing",{("selective", "ended")}),
    ("<p>Landlords in Northfield must have a selective licence. Applications opened on 1 May 2023.</p>", "Selective licensing",{("selective", "in_force")}),
    ("<p>If the council decides to introduce additional licensing, smaller HMOs would need a licence.</p><p>Mandatory HMO licensing applies to HMOs of five or more people.</p>", "HMO licensing",{("mandatory_hmo", "in_force")}),
    ("<p>Selective licensing: consultation closed on 5 October 2026. We will publish the results soon.</p>", "Selective licensing",{("selective", "proposed")}),
    ("<p>The Council's Executive designated the Westside area for selective licensing on 2 October 2026. The designation comes into force on 2 January 2027.</p>", "Selective licensing",{("selective", "future")}),
    ("<p>The second additional licensing scheme started on 1 October 2022 and ends on 30 September 2027. The first ran from 2017 to 2022.</p>", "Additional licensing",{("additional", "in_force"), ("additional", "ended")}),
    # a year that has come, or not yet, whatever the tense
    ("<p>Selective licensing will be introduced in Castle ward in 2023.</p>", "Selective licensing", {("selective", "in_force")}),
    ("<p>Selective licensing will start in Castle ward in 2027.</p>", "Selective licensing", {("selective", "future")}),
    # a condition on the scheme running is not a statement that it runs
    ("<p>Selective licensing will be brought in for Castle ward.</p><p>When the scheme is up and running, a list of all "
     "licensed homes will be published.</p>", "Selective licensing", {("selective", "future")}),
    # one licence's consultation is a step of granting it, not a scheme proposed
    ("<p>Every privately rented home in the designated area now has to be licensed.</p><p>A home is not licensed until "
     "consultation with interested parties on the licence has finished.</p>", "Selective licensing", {("selective", "in_force")}),
    # "was coming into force": a past time a rule refers to, not a start to come
    ("<p>Some tenancies do not need a selective licence.</p><p>We only accept late applications made when a new "
     "designation was coming into force.</p>", "Selective licensing", {("selective", "in_force")}),
    # councils call the national scheme "compulsory"
    ("<p>The council licenses only those properties that come under compulsory (mandatory) licensing.</p>", "HMO licensing",
     {("mandatory_hmo", "in_force")}),
    ("<p>Compulsory HMO licensing applies to larger shared houses.</p>", "HMO licensing", {("mandatory_hmo", "in_force")}),
    # an exemption list that names another licence does not describe that scheme
    ("<p>Selective licensing runs from 1 May 2023 to 30 April 2028.</p><p>Your property is fully exempt if any of these "
     "apply:</p><ul><li>it is used as business premises</li><li>it needs a different kind of licence, such as an HMO "
     "licence</li></ul>", "Selective licensing", {("selective", "in_force")}),
    ("<p>Selective licensing runs from 1 May 2023 to 30 April 2028.</p><h2>Exemptions</h2><p>The common exemptions "
     "are:</p><ul><li>houses in multiple occupation that need a mandatory licence under Part 2 of the Housing Act "
     "2004</li><li>homes let by a registered social landlord</li></ul>", "Selective licensing", {("selective", "in_force")}),
    # a proposal paused, no designation made, is still a proposal
    ("<p>We consulted on additional licensing across the whole district in 2025. In July 2025 Cabinet paused the "
     "proposal while it waits for new guidance. No designation has been made.</p>", "Additional licensing",
     {("additional", "proposed")}),
    # what the council would have to do first, beside "we do not run one", is no proposal
    ("<p>Anytown Council does not run a selective licensing scheme.</p><h2>Could selective licensing be introduced?</h2>"
     "<p>The law allows it, but we would first have to gather evidence and consult for ten weeks. No such work is "
     "planned.</p>", "Selective licensing", set()),
    # told to tenants: a heading that opens the sentence its list items end
    ("<h2>Your landlord must have a licence if</h2><ul><li>four or more other people who are not your family share "
     "your home and a kitchen with you; or</li><li>three or four people from two or more households share your home "
     "in Castle ward.</li></ul>", "Does my landlord need a licence?", {("mandatory_hmo", "in_force"), ("additional", "in_force")}),
    # another council's scheme on our page: the council the page names most is ours
    ("<p>Anytown Council licenses shared houses. Several agents let homes in both Anytown and Westby. Westby City "
     "Council runs selective licensing in parts of its area from 1 May 2024 to 30 April 2029; if your home is in Westby, "
     "contact that council.</p>"
     "<p>Anytown's additional licensing scheme covers Castle ward from 1 March 2025 for five years.</p>",
     "Property licensing", {("additional", "in_force")}),
]


@pytest.mark.parametrize("body,title,expected", STATUS_WORDINGS, ids=[s[0][3:60] for s in STATUS_WORDINGS])
def test_the_status_of_each_scheme_on_the_day_read(body, title, expected):
    assert {(f.scheme, f.status) for f in read_facts(page(body, title), TODAY).facts} == expected
