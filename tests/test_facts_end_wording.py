"""The ways pages word a selective scheme's start and end, and the ways they write the dates: each sentence, read
on 2026-12-01 on a page titled "Selective licensing", gives one selective fact with its status from the dates."""
from __future__ import annotations

import pytest

from datestone.extract.facts import read_facts
from tests.test_facts import TODAY, page

# (the sentence or the page body, (status, starts, ends))
WORDINGS = [
("The current selective licensing scheme began on 1 June 2023 and expires in May 2028.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing scheme duration: five years (June 2023 – May 2028).", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing has been renewed for a further 5 years from 1 December 2022.", ("in_force", "2022-12-01", "2027-11-30")),
("<h2>Selective licensing ends on 31 March 2025</h2><p>Landlords in Eastfield no longer need a selective licence.</p>", ("ended", None, "2025-03-31")),
("Please note: the selective licensing scheme ended on 31 March 2025.", ("ended", None, "2025-03-31")),
("Selective licensing applies from 1 October 2022 to 30 September 2027 inclusive.", ("in_force", "2022-10-01", "2027-09-30")),
("Selective licensing started on 1.6.2023 and ends on 31.5.2028.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing started on the 1st of June 2023 and ends on the 31st of May 2028.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing started on June 1, 2023 and ends on May 31, 2028.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing started on 1 Jun 2023 and ends on 31 May 2028.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing started on Thursday 1 June 2023 and ends on Wednesday 31 May 2028.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing started on 01 June 2023 and ends on 31 May 2028.", ("in_force", "2023-06-01", "2028-05-31")),
("The selective licensing scheme was in force between 1 June 2018 and 31 May 2023.", ("ended", "2018-06-01", "2023-05-31")),
("The selective licensing scheme closed on 31 May 2023 after five years.", ("ended", None, "2023-05-31")),
("The selective licensing scheme finished at midnight on 31 May 2023.", ("ended", None, "2023-05-31")),
("The selective licensing scheme lapsed on 31 May 2023.", ("ended", None, "2023-05-31")),
("The selective licensing scheme is due to expire on 31 May 2028.", ("in_force", None, "2028-05-31")),
("The selective licensing scheme will be in place until 31 May 2028.", ("in_force", None, "2028-05-31")),
("The selective licensing scheme remains in force until 31 May 2028.", ("in_force", None, "2028-05-31")),
("Selective licensing is in operation from 1 June 2023 for five years.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing: designation in force 1 June 2023; designation ends 31 May 2028.", ("in_force", "2023-06-01", "2028-05-31")),
("The selective licensing scheme commenced 1st June 2023, for a five-year period.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing was reintroduced on 1 June 2023 and will be in force for five years.", ("in_force", "2023-06-01", "2028-05-31")),
("The selective licensing designation has effect for 5 years beginning on 1 June 2023.", ("in_force", "2023-06-01", "2028-05-31")),
("The selective licensing scheme, which ends on 31 May 2028, began on 1 June 2023.", ("in_force", "2023-06-01", "2028-05-31")),
("Until 31 May 2028, every privately rented home in Northfield needs a selective licence.", ("in_force", None, "2028-05-31")),
("From 1 June 2023 until 31 May 2028, every privately rented home in Northfield needs a selective licence.", ("in_force", "2023-06-01", "2028-05-31")),
("Selective licensing (started 1 June 2023, ends 31 May 2028) covers Northfield.", ("in_force", "2023-06-01", "2028-05-31")),
("The selective licensing scheme's end date is 31 May 2028.", ("in_force", None, "2028-05-31")),
("The selective licensing scheme ran for five years from 1 June 2018.", ("ended", "2018-06-01", "2023-05-31")),
("The selective licensing scheme ran until May 2023.", ("ended", None, "2023-05-31")),
("The selective licensing scheme ends at the end of May 2028.", ("in_force", None, "2028-05-31")),
("The selective licensing scheme will stop on 31 May 2028.", ("in_force", None, "2028-05-31")),
("The selective licensing scheme has been extended until 31 May 2028.", ("in_force", None, "2028-05-31")),
# a consultation before the scheme's own verb is over; the consultation's topic is not the subject of its verb
("After extensive consultation, a selective licensing scheme is running in Page Hall until 21 April 2019.", ("ended", None, "2019-04-21")),
("Following consultation, selective licensing is in force in Page Hall until 31 May 2028.", ("in_force", None, "2028-05-31")),
("The consultation on a proposed selective licensing scheme runs until 30 June 2026.", ("proposed", None, None)),
("The consultation on selective licensing runs until 30 June 2026.", ("proposed", None, None)),
# every licence to one day is the scheme's end; a licence's own term beside the scheme's dates is not
("<p>The selective licensing scheme started on 1 May 2015.</p><p>Licences will run until April 2020.</p>", ("ended", "2015-05-01", "2020-04-30")),
("<p>The selective licensing scheme started on 1 February 2024 for five years.</p><p>Many licences granted for two "
 "years in 2024 expire on 31 January 2027.</p>", ("in_force", "2024-02-01", "2029-01-31")),
# an end it was due to have gives way to the one given after it; a renewal from the next day is another designation
("<p>The selective licensing scheme started on 1 September 2023 and was due to end on 31 August 2026.</p><p>It "
 "will now run for five years and end on 31 August 2028.</p>", ("in_force", "2023-09-01", "2028-08-31")),
# a revocation "with effect from" a day ended it the day before; revoked on one day and ceasing on a later one: the later
("The selective licensing scheme began on 1 June 2022 and was revoked with effect from 1 March 2025.", ("ended", "2022-06-01", "2025-02-28")),
("The selective licensing scheme began on 1 June 2022. It was revoked on 3 February 2025 and ceased to have effect on "
 "31 March 2025.", ("ended", "2022-06-01", "2025-03-31")),
# a licence granted on a day and expiring five years on is that licence's, not the scheme's
("<p>The selective licensing designation began on 1 June 2024 and ceases on 31 May 2029.</p><p>A licence granted on 3 "
 "August 2024, say, expires on 2 August 2029.</p>", ("in_force", "2024-06-01", "2029-05-31")),
# under a question about something else, the answer's "It" is that thing
("<h2>Selective licensing</h2><p>The scheme starts on 1 February 2027 and ends on 31 January 2032.</p><h3>Was there a "
 "consultation?</h3><p>Yes. It closed on 14 October 2026.</p>", ("future", "2027-02-01", "2032-01-31")),
]


@pytest.mark.parametrize("text,expected", WORDINGS, ids=[w[0][:60] for w in WORDINGS])
def test_a_schemes_start_and_end_as_pages_word_them(text, expected):
    body = text if text.startswith("<") else f"<p>{text}</p>"
    got = [(f.status, f.starts, f.ends) for f in read_facts(page(body, "Selective licensing"), TODAY).facts
           if f.scheme == "selective"]
    assert got == [expected]


# A length the page gives the scheme ends it; a licence's length, or what the law allows, does not.
LENGTH_WORDINGS = [
    ("<p>The selective licensing scheme started on 1 June 2023.</p><p>A licence normally lasts for five years.</p>", ("in_force", "2023-06-01", None)),
    ("<p>The selective licensing scheme, which lasts five years, started on 1 June 2023.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>The selective licensing scheme started on 1 June 2023. Licences will run until the scheme ends on 31 May 2028.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>Selective licensing covers Castle ward.</p><dl><dt>Start date</dt><dd>1 June 2023</dd><dt>Length of scheme</dt><dd>5 years</dd></dl>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>The selective licensing scheme has a lifespan of five years from 1 June 2023.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>A 5-year selective licensing scheme began on 1 June 2023.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>Selective licensing started on 1 June 2023. Each licence costs £600 and lasts up to five years.</p>", ("in_force", "2023-06-01", None)),
    ("<p>Selective licensing started on 1 June 2023. Licences granted part way through the scheme will end when the scheme ends.</p>", ("in_force", "2023-06-01", None)),
    ("<p>Selective licensing started on 1 June 2023 and runs for 60 months.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>The selective licensing designation took effect on 1 June 2023 for a maximum period of five years.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>Selective licensing started on 1 June 2023. The council can run a scheme for up to five years.</p>", ("in_force", "2023-06-01", None)),
    ("<p>Selective licensing started on 1 June 2023. We must review the scheme regularly, and it can last no more than five years.</p>", ("in_force", "2023-06-01", None)),
    ("<p>Selective licensing will start on 1 June 2023 and end five years later.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>Selective licensing started on 1 June 2023. The scheme will be in place for 5 years.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>Selective licensing started on 1 June 2023 and will finish five years from that date.</p>", ("in_force", "2023-06-01", "2028-05-31")),
    ("<p>Selective licensing covers Castle ward and started on 1 June 2023.</p><dl><dt>Fee</dt><dd>£600</dd><dt>Length "
     "of licence</dt><dd>5 years</dd></dl>", ("in_force", "2023-06-01", None)),
]


@pytest.mark.parametrize("body,expected", LENGTH_WORDINGS, ids=[w[0][3:60] for w in LENGTH_WORDINGS])
def test_a_length_ends_the_scheme_only_when_it_is_the_schemes(body, expected):
    got = [(f.status, f.starts, f.ends) for f in read_facts(page(body, "Selective licensing"), TODAY).facts
           if f.scheme == "selective"]
    assert got == [expected]


# Two schemes on one page, one of them given its days by the other ("Both schemes end on", "at the same time as",
# "from the same date"); a status table's "Not operating" beside years is a scheme that ended, not one never run.
SHARED_DATES = [
    ("<p>Selective licensing started on 1 June 2023 in Castle ward. Additional licensing of smaller shared houses starts "
     "on 1 December 2023. Both schemes end on 31 May 2028.</p>",
     [("additional", "in_force", "2023-12-01", "2028-05-31"), ("selective", "in_force", "2023-06-01", "2028-05-31")]),
    ("<h2>Selective licensing</h2><p>Selective licensing began on 1 March 2022 and ends on 28 February 2027.</p>"
     "<h2>Additional licensing</h2><p>Additional licensing began on 1 September 2022 in the same wards. The additional "
     "scheme ends at the same time as the selective scheme.</p>",
     [("additional", "in_force", "2022-09-01", "2027-02-28"), ("selective", "in_force", "2022-03-01", "2027-02-28")]),
    ("<h2>Additional licensing</h2><p>Applies to shared houses across the whole borough from 1 June 2024 to 31 May "
     "2029.</p><h2>Selective licensing</h2><p>Applies from the same date in Castle and Abbey wards.</p>",
     [("additional", "in_force", "2024-06-01", "2029-05-31"), ("selective", "in_force", "2024-06-01", None)]),
]


@pytest.mark.parametrize("body,expected", SHARED_DATES, ids=[w[0][3:60] for w in SHARED_DATES])
def test_a_scheme_takes_the_days_the_page_says_it_shares(body, expected):
    got = sorted((f.scheme, f.status, f.starts, f.ends) for f in read_facts(page(body, "Property licensing"), TODAY).facts)
    assert got == expected


def test_a_scheme_marked_not_operating_beside_its_years_ended_and_a_neighbours_scheme_is_not_ours():
    body = ("<table><tr><th>Scheme</th><th>Area</th><th>Start</th><th>End</th><th>Status</th></tr><tr><td>Selective "
            "licensing</td><td>Castle ward</td><td>2018</td><td>2023</td><td>Not operating</td></tr></table>"
            "<p>Our selective scheme in Castle ward finished when its designation expired.</p>"
            "<h2>Across the boundary</h2><p>Westmoor City Council operates selective licensing in its Beck Street area "
            "from 1 May 2024 to 30 April 2029.</p><p>Eastby Borough Council, our neighbour to the south, runs an "
            "additional scheme in Eastby town.</p>")
    got = [(f.scheme, f.status, f.places) for f in read_facts(page(body, "Property licensing"), TODAY).facts]
    assert got == [("selective", "ended", ("Castle",))]
