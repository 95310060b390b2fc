"""Is this the council's own page on property licensing for private landlords?

Guards the finder's stopping decision (LD1: the ladder stops at the first rung that finds the
page) and what a person is asked to approve (AF4). The page we want is the one a landlord needs:
which schemes exist, where, fees, how to apply. Evidence, strongest first: the heading and
<title>, the page's own main text (`text.main_text`, furniture removed), then the URL.
Decoys subtract: other licensing regimes (alcohol, taxis, gambling, animals...), hub pages
that only link onward, news and press releases, committee papers and consultations, search
results, soft 404s, privacy notices and FOI answers, and sign-in pages. Read on a day, the verdict
also says whether every scheme the page describes has ended (the ladder then prefers a live page
beside it). Rendered HTML is read like any other (LD6 gives us the DOM).
Plain functions: no Scrapy, no network, no clock.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from urllib.parse import urlsplit

from datestone.enums import Scheme
from datestone.extract import decoy_signs as decoy
from datestone.extract.facts import read_facts
from datestone.extract.lexicon import LICENCE_WORD, PAGE_DATE_LINE
from datestone.extract.status import ENDED, IN_FORCE, PROPOSED
from datestone.extract.text import head_title, main_element, main_text, normalise_space, page_title, parse_html

LICENSING_PAGE_MIN_SCORE = 4.0
_FAR_PAST = date(1900, 1, 1)  # "described at all": read before anything started, nothing has ended

_I = re.I
# What the page is about, said in so many words.
_LICENSING = re.compile(
    r"\b(?:selective|additional|mandatory)(?:\s+hmo)?\s+licen[cs]|\blicen[cs]\w*\s+(?:of|for)\s+"
    r"(?:an?\s+)?(?:hmos?|houses\s+in\s+multiple|private(?:ly)?\s+rent\w*|landlords?)|\b(?:property|landlord|rental|"
    r"private\s+rented(?:\s+sector|\s+property)?)\s+licen[cs]|\bhmos?\)?\s+licen[cs]"
    r"|\bmultiple\s+occupa(?:tion|ncy)\)?\s*(?:-|–)?\s*licen[cs]|\blicensable\s+(?:hmos?|houses?)"
    r"|\blicen[cs]\w*\s+(?:some|all|certain)\s+(?:larger?\s+)?(?:hmos?|houses\s+in\s+multiple)", _I)
# Councils' plain wording for it: "license your HMO", "licensing for certain HMOs", "a licensable HMO", "a licensed
# house in multiple occupation". It adds to the evidence for the page; the decoy tests below weigh the named
# schemes (`_LICENSING`) only, since a consultation or a news item uses the plain words just as freely.
_PLAIN_LICENSING = re.compile(
    r"\blicen[cs]\w*\s+(?:(?:of|for)\s+)?(?:(?:an?|the|your|each|every|certain|all|some|larger|smaller|small|large"
    r"|shared)\s+){0,2}(?:hmos?\b|(?:houses?|homes?|flats?|propert(?:y|ies)|buildings?)\s+in\s+multiple)"
    # ... and the rule said the other way round: "which HMOs need a licence", "HMOs must be licensed".
    r"|\b(?:hmos?|multiple\s+occupa(?:tion|nc(?:y|ies)))\)?\s+(?:that\s+|which\s+)?(?:will\s+)?"
    r"(?:needs?|requires?|must\s+(?:have|hold|obtain))\s+(?:an?\s+)?(?:\w+\s+)?licen[cs]e"
    r"|\bhmos?\)?\s+(?:must|has\s+to|needs?\s+to)\s+be\s+licensed"
    r"|\b(?:an?\s+)?hmo\s+licen[cs]e\s+is\s+(?:required|needed)\b", _I)
# The rule as councils state it in a sentence about homes: "properties with five or more occupants must be
# licensed", "does my property need a licence?", "landlords who do not apply for a licence can be fined". Counted
# only in a sentence that speaks of homes, landlords or tenants (a taxi page says "you need a licence" too).
_LICENCE_DUTY = re.compile(
    r"\b(?:needs?|require[sd]?|must\s+(?:have|hold|get|obtain)|apply\s+for|get|hold|without)\s+"
    r"(?:an?|the|their|your)\s+(?:\w+\s+)?licen[cs]e\b|\bmust\s+(?:now\s+|also\s+)?be\s+licensed\b|\blicensable\b"
    r"|\bto\s+license\s+(?:it|them|your|the|these|a)\b|\bdo\s+not\s+license\b", _I)
_HOMES = re.compile(r"\b(?:hmos?|households?|multiple\s+occupa\w+|landlords?|tenants?|let(?:s|ting)?|rent\w*"
                    r"|propert(?:y|ies)|homes?|houses?|flats?|dwellings?|bedsits?|lodgers?|occupants?|occupiers?)\b",
                    _I)
_SENTENCE = re.compile(r"(?<=[.?!])\s+|\n")
# "Houses in multiple occupation" (also "of multiple occupation"), and the "multiple occupancy" some councils write.
_HMO = re.compile(r"\b(?:houses?|homes?|flats?|propert(?:y|ies)|buildings?)\s+(?:(?:in|of|with)\s+)?multiple\s+"
                  r"occupa(?:tion|ncy|ncies)\b|\bhmos?\b", _I)
# What a landlord does with the page.
_ACTIONS = {
    "how to apply": re.compile(r"\bhow\s+to\s+apply\b|\bapply\s+(?:online\s+)?for\s+(?:an?\s+|your\s+)?\w*\s*licen", _I),
    "fees": re.compile(r"\bfees?\b|£\s?\d", _I),
    "licence conditions": re.compile(r"\blicen[cs]e\s+conditions\b", _I),
    "public register": re.compile(r"\bpublic\s+register\b|\bregister\s+of\s+licen", _I),
    "designated area": re.compile(r"\bdesignat(?:ed|ion)\b", _I),
    "exemptions": re.compile(r"\bexempt\w*|temporary\s+exemption\s+notice", _I),
    "fit and proper": re.compile(r"\bfit\s+and\s+proper\b", _I),
}
_URL_LICENSING = re.compile(
    r"(?:selective|additional|hmo|property|landlord|rented)[-_ ]?licen|licen\w*[-_ /](?:of[-_ ])?(?:hmo|houses[-_]in)"
    r"|houses[-_ ]in[-_ ]multiple[-_ ]occupation", _I)
@dataclass(frozen=True)
class PageVerdict:
    """The classifier's answer: the verdict, its score, and the signals that fired."""

    is_licensing_page: bool
    score: float
    title: str
    schemes: tuple[Scheme, ...]
    reasons: tuple[str, ...]
    # Read on a day: every scheme the page describes had ended by then (or was never taken forward). Still the
    # council's page about licensing, but a landlord needs no licence it names; a live page beside it is better.
    only_ended_schemes: bool = False


def _content_shape(html: str) -> tuple[int, int, float, bool]:
    """Links in the content area, how many of them name licensing, the share of its text that
    is link text, and whether it holds a password box.

    Only the content area counts: a header sign-in box or a mega-menu is on every page.
    """
    el = main_element(html)
    if el is None:
        return 0, 0, 0.0, False
    password = bool(el.xpath(".//input[translate(@type,'PASWORD','pasword')='password']"))
    total = len(normalise_space(el.text_content()))
    labels = [normalise_space(a.text_content()) for a in el.iter("a")]
    about = sum(1 for label in labels if _LICENSING.search(label) or _HMO.search(label))
    linked = sum(len(label) for label in labels)
    return len(labels), about, (linked / total if total else 0.0), password


def _section_headings(html: str) -> list[str]:
    """The content area's sub-headings (h2-h4): a general housing page names its HMO licensing section there."""
    el = main_element(html)
    return [] if el is None else [normalise_space(h.text_content()) for h in el.iter("h2", "h3", "h4")]


def _breadcrumbs(html: str) -> str:
    """The breadcrumb trail's text ("Home > News > ..."), which main_text leaves out."""
    root = parse_html(html)
    if root is None:
        return ""
    crumbs = root.xpath("//*[contains(translate(@class,'B','b'),'breadcrumb') or contains(@id,'breadcrumb')"
                        " or contains(translate(@aria-label,'B','b'),'breadcrumb')]")
    texts = (normalise_space(c.text_content()) for c in crumbs)
    # A trail is short; a long "breadcrumb" match is a wrapper class around the whole page.
    return " ".join(t for t in texts if len(t) <= 300)


def _dated_like_a_release(body: str) -> bool:
    """A date of publication at the head of the text, as a release is dated; not a page's own "Published ...
    Last updated ..." pair, which some sites print on every page."""
    head = body[:400]
    return bool(decoy.DATED_HEAD.search(head)) and not PAGE_DATE_LINE.search(head)


def _is_consultation(url: str, titles: str, body: str, hits: int, described, hmo_page: bool) -> bool:
    """The page is about a consultation (or the proposal it consults on), whatever else it says.

    A consultation talks of a scheme that is only proposed; a licensing page may mention one beside its scheme
    (and an HMO page saying which HMOs need a licence may end on a paragraph about proposals for more)."""
    local = [f for f in described if f.scheme != Scheme.MANDATORY_HMO.value]
    proposal_only = bool(local) and all(f.status == PROPOSED for f in local) and not hmo_page
    consulting = len(decoy.CONSULT.findall(body))
    # Talk of a consultation beside a scheme spoken of mostly in the conditional, no decision reported.
    mood = len(decoy.PROPOSAL_MOOD.findall(body))
    proposing = (len(decoy.CONSULTING.findall(body)) >= 2 and mood >= 6
                 and mood >= 2 * len(decoy.LIVE_RULE.findall(body)) and not decoy.DECIDED.search(body))
    furniture = {" ".join(m.lower().split()) for m in decoy.CONSULTATION_FURNITURE.findall(body)}
    return bool(decoy.CONSULT_URL.search(url) or decoy.CONSULT.search(titles)
                or (consulting >= max(3, hits + 1) and proposal_only) or (not local and consulting >= max(5, hits + 2))
                or consulting >= max(5, hits) or proposing or len(furniture) >= 2)


def classify_page(html: str, url: str, read_on: date | None = None) -> PageVerdict:
    """Score the page; it is the licensing page when the score reaches LICENSING_PAGE_MIN_SCORE.

    `schemes` are the schemes in force on `read_on` when it is given, else the schemes the page describes."""
    title = page_title(html)
    titles = f"{title} | {head_title(html)}"
    body = main_text(html)
    try:
        parts = urlsplit(url or "")
    except ValueError:  # "http://[::1": no path to read signals from (found by tests/test_fuzz_classify.py)
        parts = urlsplit("")
    path = parts.path + ("?" + parts.query if parts.query else "")
    score, reasons = 0.0, []

    def fire(points: float, reason: str) -> None:
        nonlocal score
        score += points
        reasons.append(reason)

    # Positive evidence.
    if _LICENSING.search(titles) or _PLAIN_LICENSING.search(titles):
        fire(3.0, "title mentions property licensing")
    elif _HMO.search(titles):
        fire(1.5, "title mentions HMOs")
    hits = len(_LICENSING.findall(body))
    rest = _PLAIN_LICENSING.sub(" ", _LICENSING.sub(" ", body))
    duties = sum(1 for sentence in _SENTENCE.split(rest) if _LICENCE_DUTY.search(sentence) and _HOMES.search(sentence))
    mentions = hits + len(_PLAIN_LICENSING.findall(_LICENSING.sub(" ", body))) + duties
    if mentions:
        fire(min(0.6 * mentions, 3.0), f"text mentions licensing {mentions}x")
    if _HMO.search(body):
        fire(min(0.3 * len(_HMO.findall(body)), 1.0), "text mentions HMOs")
    actions = [name for name, rx in _ACTIONS.items() if rx.search(body)]
    described = read_facts(html, read_on or _FAR_PAST).facts
    hmo_page = False
    schemes = tuple(s for s in Scheme if s.value in {f.scheme for f in described})
    if actions and (mentions or schemes):
        fire(min(0.4 * len(actions), 2.0), "landlord actions: " + ", ".join(actions))
    # What the page says of each scheme, whatever the day: a page describing a designation is about licensing.
    if schemes:
        fire(0.5 * len(schemes), "schemes described: " + ", ".join(s.value for s in schemes))
    titled = bool(_LICENSING.search(titles) or _PLAIN_LICENSING.search(titles))
    # A general housing page ("Private sector housing", "Rented housing regulations") with a section of its own on
    # HMO licensing ("Which HMOs need a licence?", "HMO licence application") is where a landlord is sent, when that
    # section states the rule itself.
    section = next((h for h in _section_headings(html) if _LICENSING.search(h) or _PLAIN_LICENSING.search(h)
                    or (_HMO.search(h) and LICENCE_WORD.search(h))), None)
    if section and decoy.OTHER_REGIME.search(titles):  # a premises-licence page is no general housing page
        section = None
    if section and not titled:  # a heading of the page's own is evidence like its title, if less of it
        fire(1.5, f"a section heading names HMO licensing ({section!r})")
    if Scheme.MANDATORY_HMO in schemes and not titled and (_HMO.search(titles) or section):
        # "Houses in multiple occupation": a page that says which HMOs need a licence is where a landlord is sent
        fire(1.5, "an HMO page saying which HMOs need a licence" if _HMO.search(titles)
             else "its HMO licensing section says which HMOs need a licence")
        hmo_page = True
    if read_on is not None:
        schemes = tuple(s for s in Scheme if s.value in {f.scheme for f in described if f.status == IN_FORCE})
    if _URL_LICENSING.search(path):
        fire(1.0, "URL names licensing")
    only_ended = read_on is not None and bool(described) and all(f.status == ENDED for f in described)
    if only_ended:
        reasons.append("every scheme it describes has ended")

    if not mentions and not described:  # a title or an address alone does not make a page about licensing homes
        fire(-5.0, "decoy: its text never speaks of licensing homes")
    # Decoys: somebody else's page, or not a page of content at all. News, committee papers,
    # search results, soft 404s and sign-in pages outweigh any amount of licensing wording:
    # they talk about the scheme but are not the page a landlord acts on.
    others = len(decoy.OTHER_REGIME.findall(f"{titles}\n{body}"))
    if decoy.OTHER_REGIME.search(titles) and not _LICENSING.search(titles):
        fire(-5.0, "decoy: title names another licensing regime")
    elif others >= 2 and others > hits:
        fire(-4.0, f"decoy: other licensing regimes dominate ({others}x)")
    # A hub lists many topics, licensing one among them (as a bare link or a teaser with a
    # sentence under it); a licensing page with a guide menu says licensing in its title.
    links, about, density, password = _content_shape(html)
    if links >= 6 and not _LICENSING.search(titles) and (
        density >= 0.4 or (about * 3 <= links and density >= 0.2)
    ):
        fire(-3.0, f"decoy: hub page ({links} links, {about} about licensing, {density:.0%} link text)")
    if (decoy.NEWS_URL.search(path) or decoy.NEWS_TEXT.search(body) or _dated_like_a_release(body)
            or re.search(r"\b(?:news|press)\b", _breadcrumbs(html), _I)):
        fire(-10.0, "decoy: news item or press release")
    elif decoy.QUOTED_MEMBER.search(body):
        fire(-10.0, "decoy: a councillor quoted, as in a press release or minutes")
    elif bool(decoy.HEADLINE.search(title)) + len(decoy.REPORTER.findall(body)) >= 2:
        fire(-10.0, "decoy: a headline and a reporter's voice, as in a news item")
    if decoy.MEETING_URL.search(url or "") or len({m.lower() for m in decoy.MEETING_TEXT.findall(body)}) >= 2:
        fire(-10.0, "decoy: council meeting or committee report")
    if _is_consultation(url or "", titles, body, hits, described, hmo_page):
        fire(-8.0, "decoy: consultation")
    planning = len(decoy.PLANNING.findall(body))
    if planning >= 2 and planning >= hits and (decoy.PLANNING_PLACE.search(path)
                                               or decoy.PLANNING_PLACE.search(titles)):
        fire(-6.0, f"decoy: HMO planning ({planning}x planning words)")
    if decoy.SEARCH_URL.search(path) or decoy.SEARCH_TEXT.search(titles):
        fire(-10.0, "decoy: search results")
    if decoy.NOT_FOUND.search(titles) or (len(body) < 600 and decoy.NOT_FOUND.search(body)):
        fire(-10.0, "decoy: page not found")
    if decoy.RECORDS.search(titles) or decoy.RECORDS_URL.search(path) or len(
            {m.lower() for m in decoy.PRIVACY_TEXT.findall(body)}) >= 2:
        fire(-10.0, "decoy: privacy notice or information request")
    if decoy.LOGIN_URL.search(path) or decoy.LOGIN_TITLE.search(titles) or password:
        fire(-10.0, "decoy: sign-in page")

    is_page = score >= LICENSING_PAGE_MIN_SCORE
    # The schemes of a page that is not the licensing page mean nothing to the finding.
    return PageVerdict(is_page, round(score, 3), title, schemes if is_page else (), tuple(reasons),
                       only_ended_schemes=is_page and only_ended)
