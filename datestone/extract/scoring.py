"""How promising a link is for reaching the council's property licensing page.

Guards the order in which the ladder spends its small budget (PC1: 18 requests a visit) on
rungs 2, 4 and 5 (LD1): a sitemap URL, an A–Z entry or a homepage link that names licensing
is read first; hubs that lead towards it (housing, private renting, landlords, A–Z) next;
everything else never. Decoys score 0 so they are never requested: other licensing regimes,
news, events, jobs, council tax, bins, planning, committee papers, consultations, files
(PC5: non-HTML bodies are not pages), sign-in pages (LD5: nothing needing a login) and site
search (LD5: no site search is used), and a "page not found" title. Deterministic: same input, same score.
Plain functions: no Scrapy, no network, no clock.
"""
from __future__ import annotations

import re
from typing import Iterable
from urllib.parse import unquote, urlsplit

from datestone.extract.links import Link

DIRECT_MIN_SCORE = 1.0
HUB_MIN_SCORE = 0.3

# Names the licensing page itself (slug or anchor text, separators already turned into spaces).
_DIRECT = re.compile(
    r"\b(?:selective|additional|mandatory|hmo|property|landlord|landlords|rental|private rented(?: property)?)"
    r" licen[cs]|\blicen[cs]\w* (?:of |for )?(?:an? )?(?:hmos?|houses in multiple|landlords?|rented|private)"
    r"|\b(?:(?:houses?|homes?|flats?|dwellings?|buildings?) )?(?:in )?multiple occupa(?:tion|ncy)\b|\bhmos?\b"
    # slugs written without separators: "selectivelicensing", "Housesinmultipleoccupation"
    r"|(?:selective|additional|property|landlord|hmo)licen|housesinmultipleoccupation", re.I)
_BONUS = re.compile(r"\b(?:selective|additional|property|landlord|hmos?) licen|(?:selective|additional|property)licen"
                    r"|\blicen\w* (?:for|of) (?:\w+ )?(?:hmos?|houses in multiple)|\bapply(?:ing)? for an? (?:\w+ )?(?:hmo|licen)",
                    re.I)
# Leads towards it: (pattern, score), the best one counts.
_HUBS = (
    (re.compile(r"\bprivate (?:rented|sector|rent)\b|\bhousing standards\b|\blandlords?\b", re.I), 0.7),
    (re.compile(r"\bprivate housing\b|\brenting\b|\btenants?\b", re.I), 0.6),
    # the team that licenses HMOs in many councils, ahead of a Licensing section full of other regimes
    (re.compile(r"\benvironmental health\b", re.I), 0.5),
    # "A-Z", "A to Z", "A–Z", "/atoz": hyphens are already spaces here, so "a z" is the A-Z.
    (re.compile(r"\ba ?(?:–|to)? ?z\b|\batoz\b", re.I), 0.5),
    # Housing is often a directorate's: "Regeneration, Economy and Skills", "Housing and Neighbourhoods".
    (re.compile(r"\bhousing\b|\blicen[cs]\w*\b|\bregeneration\b|\bneighbourhoods?\b",
                re.I), 0.4),
    # Where councils file landlord pages outside housing: business, environment, a directorate's name.
    (re.compile(r"\bbusiness\b|\benvironment\w*\b|\bresidents?\b|\bcommunit(?:y|ies)\b|\bliving\b"
                r"|\bhomes?\b|\bproperty\b|\bregulat\w+\b|\bpermits?\b", re.I), 0.35),
)
# Housing for people seeking a home (the register, homelessness, council tenancies): never a landlord's way in.
_SEEKING_A_HOME = re.compile(r"\bhousing (?:register|options|allocations?|applications?)\b|\bhomeless\w*"
                             r"|\bfind(?:ing)? a home\b|\bchoice based lettings\b|\bcouncil (?:housing|homes)\b"
                             r"|\bhome ?(?:finder|choice)\b", re.I)
# A news headline in a CMS that files news like pages (GOSS /article/N/...): "Council to explore tighter HMO
# controls", "Council calls for residents' views on ...". A page's name is a noun phrase, not a sentence.
_HEADLINE = re.compile(r"^council (?:to|calls|agrees|approves|launches|reviews|seeks|asks|announces|consults|"
                       r"proposes|plans|considers|votes|welcomes)\b", re.I)
# Never worth a request for this purpose.
_DECOY = re.compile(
    r"\b(?:alcohol|premises|taxis?|private hire|hackney|gambling|gaming|lotter(?:y|ies)|street trading|scrap metal"
    r"|animals?|entertainment|news|newsroom|press|press releases?|events?|jobs?|careers|vacanc(?:y|ies)|council tax"
    r"|business rates|bins?|waste|recycling|planning|committees?|meetings?|minutes|agendas?|moderngov|democracy"
    r"|consultations?|have your say|log ?in|sign ?in|signin|register an account|my account|account|search"
    r"|privacy|privacy notices?|data protection|freedom of information|foi"
    r"|page not found|not found|404)\b",
    re.I)
_FILE = re.compile(r"\.(?:pdf|docx?|xlsx?|pptx?|odt|ods|csv|zip|rtf|jpe?g|png|gif|svg|webp|mp[34]|ics)$"
                   # a CMS's file download, named without an extension: Jadu's /downloads/file/8814/public_notice
                   # (its /downloads/download/N/... is the HTML page listing the files, and stays)
                   r"|/downloads/file/", re.I)
# Among the URLs that name licensing, the page a landlord is sent to comes first: the step of applying, the scheme
# itself (its years in its name), ahead of the hub above it; pages beside the scheme (its FAQ, a proposal, an
# extension under review, background papers) come after every such page. Read from the URL's last segment only,
# the page's own name, not its section's.
_STEP = re.compile(r"\bappl(?:y|ying|ication)\b", re.I)
_SCHEME_YEARS = re.compile(r"\b20\d\d (?:to )?(?:20)?\d\d\b")  # "...-schemes-2023-2028", "...-2026-to-2031"
_BESIDE = re.compile(r"\b(?:faqs?|frequently asked|questions|proposals?|proposed|extend\w*|extension|review"
                     r"|background|evidence)\b", re.I)
_QUERY_SEARCH = re.compile(r"(?:^|&)(?:q|query|keys|search|term)=", re.I)


def _words(url: str, text: str) -> str:
    """URL path and anchor text as one lower-case string of words."""
    parts = urlsplit(url)
    path = unquote(parts.path)
    return re.sub(r"[^a-z0-9–]+", " ", f"{path} {text}".lower()).strip()


def score_link(url: str, text: str = "") -> float:
    """A score for following this link: ≥ DIRECT_MIN_SCORE names licensing, hubs in between, 0 never."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return 0.0
    if parts.scheme.lower() not in ("http", "https") or _FILE.search(parts.path):
        return 0.0
    if _QUERY_SEARCH.search(parts.query):
        return 0.0
    words = _words(url, text)
    if _DECOY.search(words):
        return 0.0
    own_name = _words("/" + unquote(parts.path).rstrip("/").rsplit("/", 1)[-1], "")
    if _HEADLINE.search(_words("", text) or own_name):
        return 0.0
    if _DIRECT.search(words):
        if _BESIDE.search(own_name) or (text and _BESIDE.search(text)):
            return DIRECT_MIN_SCORE  # still read when nothing better is listed
        # Named in both the slug and the anchor text, or naming the scheme itself: read it first.
        score = DIRECT_MIN_SCORE + 0.05
        score += 0.3 if _BONUS.search(words) else 0.0
        score += 0.2 if text and _DIRECT.search(text) and _DIRECT.search(_words(url, "")) else 0.0
        score += 0.2 if _STEP.search(own_name) else 0.0
        score += 0.1 if _SCHEME_YEARS.search(own_name) else 0.0
        return round(score, 3)
    # A hub by its own name, not its section's: under /housing/, "homelessness" or "housing-register" lead nowhere
    # near a landlord's licence just because their parent is Housing. An opaque name ("/article/1234") says nothing.
    own = f"{own_name} {_words('', text)}" if re.search(r"[a-z]", own_name + text, re.I) else words
    if _SEEKING_A_HOME.search(own):
        return 0.0
    return max((points for rx, points in _HUBS if rx.search(own)), default=0.0)


def names_a_decoy(url: str, text: str = "") -> bool:
    """The URL or its text names something never worth a request here (news, events, jobs, ...)."""
    try:
        return bool(_DECOY.search(_words(url, text)))
    except ValueError:
        return False


def rank_links(links: Iterable[Link]) -> list[tuple[float, Link]]:
    """Links worth following, best first; ties: shorter URL first, then page order."""
    scored = [(score_link(link.url, link.text), i, link) for i, link in enumerate(links)]
    scored.sort(key=lambda t: (-t[0], len(t[2].url), t[1]))
    return [(score, link) for score, _, link in scored if score > 0]
