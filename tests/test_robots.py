"""robots.txt as POLICY reads it: RB3 group choice and matching, RB6 status table, RB5 Crawl-delay, evidence."""

from __future__ import annotations

import pytest

from datestone import policy
from datestone.politeness.robots import (RobotsOutcome, RobotsRules, decode_robots, names_datestonebot, outcome_for_status,
                              robots_url)

BASE = "http://www.council.gov.uk"


def parsed(text: str) -> RobotsRules:
    return RobotsRules.from_answer(RobotsOutcome.PARSED, text.encode())


@pytest.mark.parametrize("status, outcome", [
    (200, RobotsOutcome.PARSED), (204, RobotsOutcome.PARSED),
    (404, RobotsOutcome.OPEN), (410, RobotsOutcome.OPEN), (400, RobotsOutcome.OPEN), (418, RobotsOutcome.OPEN),
    (401, RobotsOutcome.CLOSED), (403, RobotsOutcome.CLOSED), (451, RobotsOutcome.CLOSED),
    (429, RobotsOutcome.REFUSED),
    (500, RobotsOutcome.UNAVAILABLE), (503, RobotsOutcome.UNAVAILABLE), (599, RobotsOutcome.UNAVAILABLE),
])
def test_rb6_each_robots_answer_has_its_meaning(status, outcome):
    assert outcome_for_status(status) is outcome


@pytest.mark.parametrize("outcome, usable, allows_anything", [
    (RobotsOutcome.OPEN, True, True),  # RB6: 404 -> no restrictions
    (RobotsOutcome.CLOSED, False, False),  # RB6: 401/403/451 -> site closed
    (RobotsOutcome.REFUSED, False, False),  # RB6: 429
    (RobotsOutcome.UNAVAILABLE, False, False),  # RB6: 5xx -> nothing else from that host
])
def test_rb6_unparsed_answers_open_or_close_the_host(outcome, usable, allows_anything):
    rules = RobotsRules.from_answer(outcome, b"User-agent: *\nDisallow: /\n")
    assert rules.usable is usable
    assert rules.allows(f"{BASE}/anything") is allows_anything


ROBOTS = """\
User-agent: *
Disallow: /

User-agent: datestonebot
Allow: /housing/
Disallow: /housing/private
Allow: /housing/private/licensing$
Disallow: /*.pdf$
Disallow: /search*
Crawl-delay: 90
Sitemap: /sitemap.xml
Sitemap: http://www.council.gov.uk/other.xml
"""


@pytest.mark.parametrize("path, allowed", [
    ("/housing/", True),  # RB3: the DatestoneBot group (case-insensitive), not *
    ("/", True),  # no rule in our group matches -> allowed, even though * closes everything
    ("/housing/private/x", False),  # longest match wins
    ("/housing/private/licensing", True),  # $ honoured: the exact path
    ("/housing/private/licensing/more", False),  # ... and nothing under it
    ("/docs/report.pdf", False),  # * and $ honoured
    ("/docs/report.pdf?x=1", True),
    ("/searchresults", False),
])
def test_rb3_group_choice_and_longest_match(path, allowed):
    assert parsed(ROBOTS).allows(BASE + path) is allowed


def test_rb3_allow_wins_a_tie():
    rules = parsed("User-agent: *\nDisallow: /page\nAllow: /page\n")
    assert rules.allows(BASE + "/page")


def test_rb3_star_group_applies_when_no_group_names_us():
    rules = parsed("User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n")
    assert rules.allows(BASE + "/public") and not rules.allows(BASE + "/private/x")


@pytest.mark.parametrize("value, ours", [
    ("DatestoneBot", True),
    ("datestonebot", True), ("DATESTONEBOT", True), ("dAtEsToNeBoT", True),  # case-insensitive
    ("DatestoneBot/1.0", True),  # a version: the token ends at "/"
    ("DatestoneBot 1.0", True),  # ... or at a space
    ("DatestoneBot;", True), ("DatestoneBot(+https://www.datestone.io)", True), ("  DatestoneBot  ", True),
    ("DatestoneBotX", False),  # a token that merely starts with ours names another robot
    ("DatestoneBot-News", False), ("Datestone_Bot", False),  # "-" and "_" belong to the token
    ("Datestone", False), ("Datestone Bot", False),  # ours merely starts with it
    ("MyDatestoneBot", False), ("*", False), ("", False), ("/DatestoneBot", False),
])
def test_rb3_a_user_agent_line_names_us_by_its_token_up_to_the_first_other_character(value, ours):
    assert names_datestonebot(value) is ours


@pytest.mark.parametrize("agent", ["DatestoneBot/1.0", "DatestoneBot 1.0", "DatestoneBot;", "DATESTONEBOT/2",
                                   "datestonebot"])
def test_rb3_a_versioned_or_mixed_case_group_is_ours_and_beats_star(agent):
    rules = parsed(f"User-agent: *\nDisallow: /private/\n\nUser-agent: {agent}\nDisallow: /housing/\n"
                   "Crawl-delay: 30\n")
    assert not rules.allows(BASE + "/housing/licensing")
    assert rules.allows(BASE + "/private/x")  # only the group naming us applies, not * as well
    assert rules.crawl_delay_s() == 30.0  # RB5 from that group
    assert rules.evidence(BASE + "/housing/licensing") == f"Disallow: /housing/ (User-agent: {agent.lower()})"


def test_rb3_a_group_for_a_longer_token_is_not_ours():
    rules = parsed("User-agent: DatestoneBotX\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n")
    assert rules.allows(BASE + "/housing/licensing") and not rules.allows(BASE + "/private/x")
    assert rules.evidence(BASE + "/housing/licensing") == "no rule (User-agent: *)"
    assert parsed("User-agent: Datestone\nDisallow: /\n").allows(BASE + "/x")  # a shorter token neither


def test_rb3_every_group_naming_us_is_combined_as_rfc_9309_says():
    rules = parsed("User-agent: DatestoneBot\nDisallow: /housing/\nCrawl-delay: 20\n\n"
                   "User-agent: *\nDisallow: /\n\n"
                   "User-agent: DatestoneBot/1.0\nAllow: /housing/licensing\nDisallow: /search\nCrawl-delay: 60\n")
    assert not rules.allows(BASE + "/housing/other")  # from the exact group
    assert not rules.allows(BASE + "/search?q=hmo")  # from the versioned group
    assert rules.allows(BASE + "/housing/licensing")  # longest match across both groups wins
    assert rules.allows(BASE + "/")  # * is not combined with them
    assert rules.evidence(BASE + "/search") == "Disallow: /search (User-agent: datestonebot/1.0)"
    assert rules.evidence(BASE + "/housing/x") == "Disallow: /housing/ (User-agent: datestonebot)"
    assert rules.evidence(BASE + "/") == "no rule (User-agent: datestonebot, datestonebot/1.0)"
    assert rules.crawl_delay_s() == 60.0  # RB5: the longer delay, so both groups are honoured


def test_rb3_allow_wins_a_tie_across_combined_groups():
    rules = parsed("User-agent: DatestoneBot/1.0\nDisallow: /page\n\nUser-agent: DatestoneBot\nAllow: /page\n")
    assert rules.allows(BASE + "/page")


def test_rb3_only_the_first_500_kib_are_read():
    filler = "# padding line\n" * (policy.ROBOTS_MAX_BYTES // 15 + 10)
    body = ("User-agent: *\nDisallow: /early\n" + filler + "User-agent: DatestoneBot\nDisallow: /\n").encode()
    rules = RobotsRules.from_answer(RobotsOutcome.PARSED, body)
    assert not rules.allows(BASE + "/early")
    assert rules.allows(BASE + "/late-rule-never-read")
    assert len(decode_robots(body).encode()) <= policy.ROBOTS_MAX_BYTES


def test_rb3_a_bom_and_crlf_do_not_hide_rules():
    rules = RobotsRules.from_answer(RobotsOutcome.PARSED, b"\xef\xbb\xbfUser-agent: *\r\nDisallow: /x\r\n")
    assert not rules.allows(BASE + "/x/y")


def test_rb5_crawl_delay_of_our_group():
    assert parsed(ROBOTS).crawl_delay_s() == 90.0
    assert parsed("User-agent: *\nDisallow:\n").crawl_delay_s() is None


@pytest.mark.parametrize("path, evidence", [
    ("/housing/private/x", "Disallow: /housing/private (User-agent: datestonebot)"),
    ("/housing/a", "Allow: /housing/ (User-agent: datestonebot)"),
    ("/elsewhere", "no rule (User-agent: datestonebot)"),
])
def test_rb4_evidence_names_the_deciding_line(path, evidence):
    assert parsed(ROBOTS).evidence(BASE + path) == evidence


def test_rb4_evidence_without_robots_txt():
    assert RobotsRules.from_answer(RobotsOutcome.OPEN).evidence(BASE + "/x") == "no robots.txt"


def test_ld1_rung_one_reads_sitemaps_and_named_paths():
    rules = parsed(ROBOTS)
    assert rules.sitemaps(BASE + "/") == [BASE + "/sitemap.xml", BASE + "/other.xml"]
    assert rules.named_paths(BASE + "/") == [BASE + "/", BASE + "/housing/", BASE + "/housing/private"]


def test_robots_url_is_per_scheme_host_and_port():
    assert robots_url("http://a.council.gov.uk:8080/x/y?z") == "http://a.council.gov.uk:8080/robots.txt"
