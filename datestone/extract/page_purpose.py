"""What a page that talks about a licensing scheme is *for*: telling a landlord what to do, or reporting news,
recording a council meeting, or asking for views on a proposal. The recogniser (`classify`) weighs the answers.

A careful reader tells them apart by how the page speaks, not by its address: a release quotes people and gives
the press office's number; committee papers follow their template ("RESOLVED that", "Report of the Director");
a consultation asks for views and gives its own dates, and is built around the proposal rather than the rule a
landlord must follow now. Word lists are in `decoy_signs`; plain functions, no state.
"""
from __future__ import annotations

import re

from datestone.enums import Scheme
from datestone.extract import decoy_signs as decoy
from datestone.extract import licensing_signs as signs
from datestone.extract.facts.status import PROPOSED
from datestone.extract.lexicon import PAGE_DATE_LINE
from datestone.extract.text import main_text

_I = re.I
_LINKS = re.compile(r"<a\b[^>]*>.*?</a>", re.S | re.I)


def dated_like_a_release(body: str) -> bool:
    """A date of publication at the head of the text, as a release is dated; not a page's own "Published ...
    Last updated ..." pair, which some sites print on every page."""
    head = body[:400]
    return bool(decoy.DATED_HEAD.search(head)) and not PAGE_DATE_LINE.search(head)


def carries_designation_notice(body: str) -> bool:
    """The statutory notice of a designation, in two of its own phrases ("using its powers under section 80 of the
    Housing Act 2004", "may be cited as", "shall cease to have effect"): the notice is a page a landlord is sent to,
    even where the site prints its public notices among the news."""
    return len({re.sub(r"\d+", "#", " ".join(m.lower().split())) for m in signs.DESIGNATION_NOTICE.findall(body)}) >= 2


def news_reason(path: str, title: str, body: str, breadcrumbs: str) -> str | None:
    """Why the page reads as a news item or a press release, or None.

    Its address, furniture or dateline; a councillor quoted by name; a quotation put in somebody's mouth; or, two
    of them together, a headline, a reporter's voice and the loose furniture of a news page (a bare date or a
    lone "Published" line, "Back to the list")."""
    if (decoy.NEWS_URL.search(path) or decoy.NEWS_TEXT.search(body) or dated_like_a_release(body)
            or re.search(r"\b(?:news|press)\b", breadcrumbs, _I)):
        return "decoy: news item or press release"
    if decoy.WEEKDAY_DATELINE.search(body):
        return "decoy: a weekday dateline under its headline, as a news item is dated"
    if decoy.QUOTED_MEMBER.search(body):
        return "decoy: a councillor quoted, as in a press release or minutes"
    if decoy.ATTRIBUTED_QUOTE.search(body):
        return "decoy: a quotation put in somebody's mouth, as in a press release"
    loose = (bool(decoy.NEWS_DATE_HEAD.search(body[:200]))
             + bool(decoy.PUBLISHED_LINE.search(body) and not PAGE_DATE_LINE.search(body))
             + bool(decoy.BACK_TO_NEWS.search(body)))
    if bool(decoy.HEADLINE.search(title)) + len(decoy.REPORTER.findall(body)) + loose >= 2:
        return "decoy: a headline and a reporter's voice, as in a news item"
    return None


def prose_of(html: str) -> str:
    """The content's text without the text of its links: a scheme page lists "Report of the Director of Housing to
    Cabinet (pdf)" among its documents, while committee papers write their template in prose."""
    return main_text(_LINKS.sub(" ", html))


def is_meeting_record(url: str, title: str, body: str, html: str) -> bool:
    """Committee papers or a decision record: the democracy site's address, or two phrases of the template in the
    page's prose, link text left out (a title naming the meeting and its day counts as one)."""
    if decoy.MEETING_URL.search(url):
        return True
    titled = bool(decoy.MEETING_TITLE.search(title))

    def phrases(text: str) -> int:
        return len({" ".join(m.lower().split()) for m in decoy.MEETING_TEXT.findall(text)}) + titled

    # The prose is read again only when the whole text already holds enough of the template.
    return phrases(body) >= 2 and phrases(prose_of(html)) >= 2


def outside_consultation_sections(body: str, headings: list[str]) -> str:
    """The text without the sections headed as a consultation or a proposal ("Consultation on a new scheme",
    "Have your say", "Proposed renewal"): what the page says apart from them."""
    consult_headings = {h for h in headings if decoy.CONSULTING.search(h) or decoy.PROPOSAL_MOOD.search(h)
                        or decoy.FUTURE_SCHEME.search(h)}
    if not consult_headings:
        return body
    kept, skipping = [], False
    for line in body.split("\n"):
        if line.strip() in headings:
            skipping = line.strip() in consult_headings
        if not skipping:
            kept.append(line)
    return "\n".join(kept)


def landlord_duties(body: str) -> int:
    """How often the text states what a landlord must do now: "landlords must apply", "came into force", and the
    duty sentences about homes ("properties with five or more occupants must be licensed"). Not a question, not a
    duty in the conditional ("Which properties would need a licence?"), not the law's own wording of what any
    authority may require ("a local housing authority may require every rented home to be licensed")."""
    duties = 0
    for sentence in signs.SENTENCE.split(body):
        if sentence.rstrip().endswith("?") or decoy.PROPOSAL_MOOD.search(sentence) or _LAW_VOICE.search(sentence):
            continue
        rest = signs.PLAIN_LICENSING.sub(" ", signs.LICENSING.sub(" ", sentence))
        duties += len(decoy.LIVE_RULE.findall(sentence)) + bool(signs.LICENCE_DUTY.search(rest) and signs.HOMES.search(rest))
    return duties


# The law's own wording: "a local housing authority may ..."; "the local housing authority" beside the statute it
# paraphrases ("... Part 2 of the Act", "... (England) Order 2006"), not a council naming itself so.
_LAW_VOICE = re.compile(r"\b(?:a|any)\s+local\s+housing\s+authority\b|\bthe\s+local\s+housing\s+authority\b(?=.*\b(?:Part\s+\d"
                        r"\s+of\s+the\s+(?:Housing\s+)?Act|\(England\)\s+Order\s+\d{4}|section\s+\d+\s+of\s+the))", re.I | re.S)


def consultation_and_rule_sentences(body: str) -> tuple[int, int]:
    """How many sentences speak of the consultation or the proposal, and how many of the rest tell a landlord what to
    do now (a duty, a scheme in force, how to apply)."""
    asking = telling = 0
    for sentence in signs.SENTENCE.split(body):
        if (decoy.CONSULTING.search(sentence) or decoy.PROPOSAL_MOOD.search(sentence)
                or decoy.CONSULTATION_FURNITURE.search(sentence)):
            asking += 1
        elif (decoy.LIVE_RULE.search(sentence) or (signs.LICENCE_DUTY.search(sentence) and signs.HOMES.search(sentence))
              or signs.ACTIONS["how to apply"].search(sentence)):
            telling += 1
    return asking, telling


def _asks_more_than_it_tells(body: str) -> bool:
    asking, telling = consultation_and_rule_sentences(body)
    return asking > telling


def built_round_a_consultation(body: str, headings: list[str]) -> bool:
    """Two or more of the page's own headings name the consultation or the proposal ("Consultation 2021", "What
    we proposed", "How can I have my say?"), and nothing in it tells a landlord what to do now: the page reports
    on the consultation, whatever decision it then mentions. A licensing page with a section on a consultation
    still states the rule."""
    about = set(h for h in headings if decoy.CONSULTING.search(h) or decoy.PROPOSAL_MOOD.search(h))
    # (what its consultation sections say — "Which homes would not need a licence?" — is the proposal's)
    return len(about) >= 2 and landlord_duties(outside_consultation_sections(body, headings)) == 0


def is_consultation(url: str, titles: str, body: str, hits: int, described, hmo_page: bool) -> bool:
    """The page is about a consultation (or the proposal it consults on), whatever else it says.

    A consultation talks of a scheme that is only proposed; a licensing page may mention one beside its scheme
    (and an HMO page saying which HMOs need a licence may end on a paragraph about proposals for more)."""
    local = [f for f in described if f.scheme != Scheme.MANDATORY_HMO.value]
    # A decision reported ("Cabinet approved the scheme") puts the page past the proposal stage, whatever tense
    # the fact reader heard in the rest of it.
    decided = bool(decoy.DECIDED.search(body))
    proposal_only = bool(local) and all(f.status == PROPOSED for f in local) and not hmo_page and not decided
    consulting = len(decoy.CONSULT.findall(body))
    # Talk of a consultation beside a scheme spoken of mostly in the conditional, no decision reported.
    mood = len(decoy.PROPOSAL_MOOD.findall(body))
    proposing = (len(decoy.CONSULTING.findall(body)) >= 2 and mood >= 6
                 and mood >= 2 * len(decoy.LIVE_RULE.findall(body)) and not decided)
    furniture = {" ".join(m.lower().split()) for m in decoy.CONSULTATION_FURNITURE.findall(body)}
    # The consultation's own furniture makes the page the consultation's when its talk of the consultation outweighs
    # what it tells a landlord to do: a scheme page may ask for views on its renewal in a paragraph.
    return bool(decoy.CONSULT_URL.search(url) or decoy.CONSULT.search(titles) or decoy.PROPOSAL_TITLE.search(titles)
                or (consulting >= max(3, hits + 1) and proposal_only) or (not local and consulting >= max(5, hits + 2))
                or consulting >= max(5, hits) or proposing
                or (len(furniture) >= 2 and _asks_more_than_it_tells(body)))


# A chapter of a policy document shown as web pages: paragraphs numbered "16.5.1", and the text speaking of itself as
# the policy ("in line with this Policy", "covered by this Policy"); licence conditions are numbered too, but are
# conditions, not a policy.
_NUMBERED_PARAGRAPH = re.compile(r"(?m)^\s*\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\s+\S")
_ITSELF_A_POLICY = re.compile(r"\bthis\s+(?:enforcement\s+)?policy\b", _I)
# A study of a scheme ("Analysis of current selective licensing scheme", "Evaluation of the additional scheme").
_STUDY_TITLE = re.compile(r"^\W*(?:(?:an?\s+)?(?:analysis|evaluation|assessment|review)\s+of\b|evidence\s+(?:base|review|report)\b"
                          r"|research\s+(?:into|on)\b|findings\s+of\b)"
                          # "Selective licensing: annual review 2025": a report on how the scheme went
                          # "Selective licensing: five-year evaluation"
                          r"|(?:^|:\s*)(?:the\s+)?(?:annual|interim|mid-?(?:term|point)|final|year\s+\w+|progress|monitoring"
                          r"|(?:one|two|three|four|five|\d)[- ]years?"
                          r"|performance)\s+(?:review|report|update|evaluation)\b", _I)


def is_policy_chapter(body: str) -> bool:
    """Numbered paragraphs that twice call the text "this policy"."""
    return len(_NUMBERED_PARAGRAPH.findall(body)) >= 4 and len(_ITSELF_A_POLICY.findall(body)) >= 2


def is_study(titles: str, body: str) -> bool:
    """A report on a scheme, titled as a study, that tells no landlord what to do."""
    parts = re.split(r"\s[|–—-]\s", titles)  # "Conclusion - Analysis of ... | Council": each part of a title
    return any(_STUDY_TITLE.search(part) for part in parts) and landlord_duties(body) == 0
