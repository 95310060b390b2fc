"""Is this the council's own page on property licensing for private landlords?

Guards the finder's stopping decision (LD1: the ladder stops at the first rung that finds the
page) and what a person is asked to approve (AF4). The page we want is the one a landlord needs:
which schemes exist, where, fees, how to apply. Evidence, strongest first: the heading and
<title>, the page's own main text (`text.main_text`, furniture removed), its sub-headings and the
section its breadcrumb puts it in, then the URL (the word lists are in `licensing_signs`, the
decoys' in `decoy_signs`).
Decoys subtract: other licensing regimes (alcohol, taxis, gambling, animals...), hub pages
that only link onward, news and press releases, committee papers and consultations, search
results, soft 404s, privacy notices and FOI answers, and sign-in pages; what a page is *for* (news, committee
papers, a consultation) is read from how it speaks, in `page_purpose`. Read on a day, the verdict
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
from datestone.extract import licensing_signs as signs
from datestone.extract import page_purpose as purpose
from datestone.extract.facts import read_facts
from datestone.extract.lexicon import LICENCE_WORD
from datestone.extract.page_shape import content_shape, licensing_only_in_links, reads_on_elsewhere, section_headings
from datestone.extract.facts.status import ENDED, IN_FORCE
from datestone.extract.facts.scheme_names import named_schemes
from datestone.extract.facts.date_tables import licensed_schemes
from datestone.extract.text import (breadcrumb_text, breadcrumb_trails, head_title, main_element, main_text,
                                    normalise_space, page_title)

LICENSING_PAGE_MIN_SCORE = 4.0
_FAR_PAST = date(1900, 1, 1)  # "described at all": read before anything started, nothing has ended


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


def _trail_link(html: str, wanted) -> str | None:
    """The first link of a breadcrumb trail whose label is `wanted` (a predicate of the label and the labels above
    it). Only the trail's links count: the page's own name, last in the trail, is its title."""
    for trail in breadcrumb_trails(html):
        above: list[str] = []
        for a in trail.iter("a"):
            label = normalise_space(a.text_content())
            if wanted(label, above):
                return label
            above.append(label)
    return None


def _licensing_section(html: str) -> str | None:
    """The section above the page, when its breadcrumb names property licensing ("Housing > Selective licensing >
    Fees"): a sub-page with a plain title (fees, applying, conditions) is still the licensing page's. A bare
    "Licensing" counts when a housing section stands above it ("Housing > Private rented housing > Licensing"):
    elsewhere it is the premises, taxi and gambling hub."""
    return _trail_link(html, lambda label, above: bool(
        signs.LICENSING.search(label) or signs.PLAIN_LICENSING.search(label)
        or (signs.HMO.search(label) and LICENCE_WORD.search(label))
        or (_BARE_LICENSING.fullmatch(label) and any(_HOUSING_SECTION.search(a) for a in above))))


_LICENCE_NOUN = re.compile(r"\blicen[cs](?:es?|ing)\b|\blicensable\b", re.I)
_BARE_LICENSING = re.compile(r"\s*(?:licensing|licences?|licenses?)\s*", re.I)
_HOUSING_SECTION = re.compile(r"\b(?:housing|landlords?|private(?:ly)?\s+rent\w*|rent(?:ed|ing|al)|tenants?|shared\s+houses?)\b",
                              re.I)
_SECTION_WORD = re.compile(r"licen[cs]|\bdesignat", re.I)  # also "unlicensed", "licensable", "both designations"


def _housing_section(html: str, title: str) -> str | None:
    """The section above the page when its breadcrumb names housing, renting or landlords (not the page's own name,
    which some trails end with as a link: "Jobs > Housing Licensing Officer")."""
    return _trail_link(html, lambda label, above: bool(_HOUSING_SECTION.search(label)) and label != title)


def _hmo_section(html: str) -> str | None:
    """The section above the page when its breadcrumb names HMOs alone ("Housing > Houses in multiple occupation")."""
    return _trail_link(html, lambda label, above: bool(signs.HMO.search(label)))


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
    if signs.LICENSING.search(titles) or signs.PLAIN_LICENSING.search(titles):
        fire(3.0, "title mentions property licensing")
    elif signs.LICENSING_STEP_TITLE.search(title):
        fire(3.0, "title names a step of property licensing (a temporary exemption notice)")
    elif signs.HMO.search(titles):
        fire(1.5, "title mentions HMOs")
    hits = len(signs.LICENSING.findall(body))
    rest = signs.PLAIN_LICENSING.sub(" ", signs.LICENSING.sub(" ", body))
    duties = sum(1 for sentence in signs.SENTENCE.split(rest)
                 if signs.LICENCE_DUTY.search(sentence) and signs.HOMES.search(sentence))
    mentions = hits + len(signs.PLAIN_LICENSING.findall(signs.LICENSING.sub(" ", body))) + duties
    hmo_section = _hmo_section(html)
    licence_titled_hmo_page = bool(LICENCE_WORD.search(title) and hmo_section)
    titled_property_licence = bool(signs.LICENSING.search(title))  # "Renew or change a property licence"
    # "Housing > Renting out a home > Renew your licence": a step of a licence, titled for it ("your licence", "licence
    # renewals", "homes that do not need a licence"), under a section on housing and nowhere naming another regime,
    # is a licence of a home, however rarely it says "licensing"
    other_regime = decoy.OTHER_REGIME.search(f"{titles}\n{body}")
    housing = _housing_section(html, title)
    licence_step = bool(LICENCE_WORD.search(title) and not other_regime and housing
                        and not signs.TO_TENANTS.search(body))  # "is your home licensed?" sends landlords on
    if (_licensing_section(html) or licence_titled_hmo_page or titled_property_licence or licence_step) and \
            not other_regime:
        # under a breadcrumb naming property licensing, "the fee for a new licence", "the licence holder", "letting
        # it unlicensed" and "both designations" are that section's: a chapter of an HMO licensing guide need not
        # name the scheme again; so is a page titled for a licence under an HMO section ("Houses in multiple
        # occupation > Refusing licences")
        mentions += sum(1 for sentence in signs.SENTENCE.split(rest) if _SECTION_WORD.search(sentence)
                        and not (signs.LICENCE_DUTY.search(sentence) and signs.HOMES.search(sentence)))
    if mentions:
        fire(min(0.6 * mentions, 3.0), f"text mentions licensing {mentions}x")
    if signs.HMO.search(body):
        fire(min(0.3 * len(signs.HMO.findall(body)), 1.0), "text mentions HMOs")
    actions = [name for name, rx in signs.ACTIONS.items() if rx.search(body)]
    described = read_facts(html, read_on or _FAR_PAST).facts
    hmo_page = False
    schemes = tuple(s for s in Scheme if s.value in {f.scheme for f in described})
    if not schemes and "public register" in actions:  # a register's rows are licences of the schemes they name
        schemes = tuple(s for s in Scheme if s in licensed_schemes(main_element(html), named_schemes))
    if actions and (mentions or schemes):
        fire(min(0.4 * len(actions), 2.0), "landlord actions: " + ", ".join(actions))
    # What the page says of each scheme, whatever the day: a page describing a designation is about licensing.
    if schemes:
        fire(0.5 * len(schemes), "schemes described: " + ", ".join(s.value for s in schemes))
    titled = bool(signs.LICENSING.search(titles) or signs.PLAIN_LICENSING.search(titles))
    # A general housing page ("Private sector housing", "Rented housing regulations") with a section of its own on
    # HMO licensing ("Which HMOs need a licence?", "HMO licence application") is where a landlord is sent, when that
    # section states the rule itself.
    headings = section_headings(html)
    section = next((h for h in headings if signs.LICENSING.search(h) or signs.PLAIN_LICENSING.search(h)
                    or (signs.HMO.search(h) and _LICENCE_NOUN.search(h))), None)  # not "Licensed HMOs": a kind of HMO
    links, about, density, password = content_shape(html)
    hub_shaped = links >= 6 and not titled and (density >= 0.4 or (about * 3 <= links and density >= 0.2))
    if section and (decoy.OTHER_REGIME.search(titles) or hub_shaped or reads_on_elsewhere(html)):
        # a premises-licence page is no general housing page; a hub's "Property licensing" heads links, and a
        # section closing on "Read more about HMO licensing and apply" is a teaser for the page it links to
        section = None
    if section and not titled:  # a heading of the page's own is evidence like its title, if less of it
        fire(1.5, f"a section heading names HMO licensing ({section!r})")
    parent = None if titled else _licensing_section(html)
    if parent:
        fire(1.5, f"its section is property licensing ({parent!r})")
        if LICENCE_WORD.search(title) or any(rx.search(title) for rx in signs.ACTIONS.values()):
            fire(1.5, "its title names a step of that section")
    elif not titled and licence_step and mentions:
        fire(1.5, f"its title names a licence under a housing section ({housing!r})")
    elif not titled and licence_titled_hmo_page:
        # "Houses in multiple occupation > What information will I need when I apply for a licence?": under an HMO
        # section, a page titled for a licence is the HMO licence's
        fire(1.5, f"its section is HMOs ({hmo_section!r}) and its title names a licence")
    if Scheme.MANDATORY_HMO in schemes and not titled and (signs.HMO.search(titles) or section):
        # "Houses in multiple occupation": a page that says which HMOs need a licence is where a landlord is sent
        fire(1.5, "an HMO page saying which HMOs need a licence" if signs.HMO.search(titles)
             else "its HMO licensing section says which HMOs need a licence")
        hmo_page = True
    if read_on is not None:
        schemes = tuple(s for s in Scheme if s.value in {f.scheme for f in described if f.status == IN_FORCE})
    if signs.URL_LICENSING.search(path):
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
    if decoy.OTHER_REGIME.search(titles) and not signs.LICENSING.search(titles):
        fire(-5.0, "decoy: title names another licensing regime")
    elif decoy.OTHER_SERVICE_TITLE.search(title) and not LICENCE_WORD.search(titles) and not _licensing_section(html) \
            and not (section and hmo_page):
        # (under a property licensing section "HMO amenity standards" are the licence's; a general page on renting and
        # standards with its own section stating the HMO licence rule is where a landlord is sent)
        fire(-3.0, "decoy: title names another service (" + decoy.OTHER_SERVICE_TITLE.search(title).group(0) + ")")
    elif others >= 2 and others > hits:
        fire(-4.0, f"decoy: other licensing regimes dominate ({others}x)")
    # A hub lists many topics, licensing one among them (as a bare link or a teaser with a
    # sentence under it); a licensing page with a guide menu says licensing in its title.
    if hub_shaped:
        fire(-3.0, f"decoy: hub page ({links} links, {about} about licensing, {density:.0%} link text)")
    elif about and not titled and not actions and not LICENCE_WORD.search(title) and licensing_only_in_links(html):
        fire(-5.0, "decoy: it names property licensing only in links onward ('HMOs may need a licence: see ...')")
    # The statutory notice is the notice wherever it is filed; a release about the scheme is not.
    notice = purpose.carries_designation_notice(body)
    news = None if notice else purpose.news_reason(path, title, body, breadcrumb_text(html))
    if news:
        fire(-10.0, news)
    if purpose.is_meeting_record(url or "", title, body, html):
        fire(-10.0, "decoy: council meeting or committee report")
    if purpose.is_policy_chapter(body):
        fire(-8.0, "decoy: a chapter of a policy document (numbered paragraphs, 'this policy')")
    if purpose.is_study(titles, body):
        fire(-8.0, "decoy: a study of a scheme that tells no landlord what to do")
    # A page in force with a section on the consultation about its renewal or extension is judged on the rest of
    # its text, when the rest is a fair part of the page and states what landlords must do now (and the page is not
    # titled for the extension or the proposal).
    judged = purpose.outside_consultation_sections(body, headings)
    if (len(judged) < len(body) / 3 or purpose.landlord_duties(judged) < 2 or decoy.FUTURE_SCHEME.search(titles)
            or decoy.PROPOSAL_MOOD.search(titles)):
        judged = body
    if purpose.is_consultation(url or "", titles, judged, len(signs.LICENSING.findall(judged)), described, hmo_page):
        fire(-8.0, "decoy: consultation")
    elif purpose.built_round_a_consultation(body, headings):
        fire(-8.0, "decoy: consultation (its headings are the consultation's; it tells no landlord what to do now)")
    planning = len(decoy.PLANNING.findall(body))
    if planning >= 2 and planning >= hits and (decoy.PLANNING_PLACE.search(path)
                                               or decoy.PLANNING_PLACE.search(titles)):
        fire(-6.0, f"decoy: HMO planning ({planning}x planning words)")
    if decoy.SEARCH_URL.search(path) or decoy.SEARCH_TEXT.search(titles):
        fire(-10.0, "decoy: search results")
    if decoy.NOT_FOUND.search(titles) or (len(body) < 600 and decoy.NOT_FOUND_TEXT.search(body)):
        fire(-10.0, "decoy: page not found")
    if decoy.TENANT_TITLE.search(title):
        fire(-4.0, "decoy: a page for tenants (its title asks from their side)")
    if len({m.lower() for m in decoy.JOB_ADVERT.findall(f"{breadcrumb_text(html)}\n{body}")}) >= 2:
        fire(-8.0, "decoy: a job advert")
    if decoy.RECORDS.search(titles) or decoy.RECORDS_URL.search(path) or (
            len({m.lower() for m in decoy.PRIVACY_TEXT.findall(body)}) >= 2 and decoy.PRIVACY_OWN_WORDS.search(body)):
        fire(-10.0, "decoy: privacy notice or information request")
    if decoy.LOGIN_URL.search(path) or decoy.LOGIN_TITLE.search(titles) or password:
        fire(-10.0, "decoy: sign-in page")

    is_page = score >= LICENSING_PAGE_MIN_SCORE
    # The schemes of a page that is not the licensing page mean nothing to the finding.
    return PageVerdict(is_page, round(score, 3), title, schemes if is_page else (), tuple(reasons),
                       only_ended_schemes=is_page and only_ended)
