"""Which property licensing schemes a council page says apply NOW.

Guards the `schemes` field of a finding (DESIGN contract: `selective`, `additional`,
`mandatory_hmo`). A person approves every finding (AF4), so when the text is unclear we say
less, not more. Plain functions: no Scrapy, no network, and deliberately no clock.

How a page is read: the text is cut into sentences (lines, then `. ! ?`), sentences into
clauses (`;`, "but", "however", "whereas", "while", "although", ", and"). Each clause names
schemes and carries a status:

* ended / absent — "ended on 31 March 2023", "expired", "revoked", "no longer operates",
  "we do not have a selective licensing scheme", "there is currently no additional licensing";
* future — "will come into force on 1 April 2027", "comes into force", "would start", "if approved".
  Without a clock we cannot tell whether a start date has passed, so a designation described
  as starting later does NOT apply now, even when it has already been made (conservative);
* proposed — "consulting on a proposed scheme", "consultation closed", "have your say";
* strongly in force — "is in force", "came into force on 1 June 2025", "in operation";
* weakly in force — "you must apply", "you need a licence", "applies", "current".

Within a clause: ended/absent > future > strongly in force > proposed > weakly in force
(a current scheme "came into force following consultation"; a consultation that is "running"
is not a scheme in force). A clause that names no scheme but speaks of "the scheme",
"the designation" or "it" inherits the schemes named last ("Selective licensing" heading,
then "The scheme ended in 2023."). Over the page: a scheme applies if any clause says it is in
force ("is in force", "came into force"); else not if any clause says it ended, is absent,
future or only proposed; else it applies if the page describes it ("you must apply", or just
names it). Mandatory HMO licensing counts when named
("mandatory (HMO) licensing") or described ("an HMO with 5 or more people forming 2 or more
households", "large HMOs").
"""
from __future__ import annotations

import re

from datestone.enums import Scheme

_WORD = {"selective": Scheme.SELECTIVE, "additional": Scheme.ADDITIONAL, "mandatory": Scheme.MANDATORY_HMO}

# "selective licensing", "selective and additional HMO licensing", "mandatory licensing of HMOs",
# "selective, additional and mandatory licence schemes", "the additional designation".
_NAMED = re.compile(
    r"\b((?:selective|additional|mandatory)(?:\s*(?:,|and|or|&|/)\s*(?:selective|additional|mandatory))*)"
    r"(?:\s+hmo)?\s+(?:licen[cs](?:ing|es?)\b(?!\s+conditions?)|scheme|designation)",
    re.I,
)
# "an HMO with 5 or more people forming 2 or more households", "licensing of large HMOs".
_FIVE_OR_MORE = re.compile(
    r"\b(?:5|five)\s+or\s+more\s+(?:people|persons|occupants|occupiers|tenants|residents|individuals)\b", re.I
)
_HMO_WORDS = re.compile(r"\b(?:households?|hmos?|multiple\s+occupation)\b", re.I)
_LARGE_HMO = re.compile(r"\blarge(?:r)?\s+hmos?\b", re.I)
_LICENCE_WORD = re.compile(r"\blicen[cs]", re.I)
_ANAPHOR = re.compile(r"\b(?:the|this|our|that|a new|new)\s+(?:\w+\s+)?(?:scheme|designation)s?\b|\bit\b", re.I)

_ENDED = re.compile(
    r"\b(?:ended|has\s+ended|expired|came\s+to\s+an\s+end|closed|revoked|quashed|withdrawn|lapsed|ceased"
    r"|finished|discontinued|no\s+longer|ran\s+from|was\s+in\s+(?:force|operation|place)"
    r"|were\s+in\s+(?:force|operation)|previous|former)\b"
    r"|\b(?:do|does|did)(?:\s+not|n't)\s+(?:currently\s+|presently\s+)?(?:have|operate|run|use)\b"
    r"|\b(?:has|have)\s+no\s+(?:current\s+|plans\s+to\s+introduce\s+(?:a\s+|any\s+)?)?"
    r"(?:selective|additional|licen\w*|schemes?|designations?)\b"
    r"|\bthere\s+(?:is|are)\s+(?:currently\s+|presently\s+|at\s+present\s+)?no\s+"
    r"(?:\w+\s+){0,3}?(?:licen\w*|schemes?|designations?)\b"
    r"|\bno\s+(?:current\s+|active\s+)?(?:selective|additional)\s+(?:hmo\s+)?licensing\b"
    r"|\b(?:is|are)(?:\s+not|n't)\s+(?:currently\s+)?(?:in\s+force|in\s+operation|operating|running|active)\b"
    r"|\b(?:does\s+not|doesn't)\s+apply\s+(?:in|across|within|anywhere)\b",
    re.I,
)
_FUTURE = re.compile(
    r"\bwill\s+(?:come\s+into\s+(?:force|effect)|start|begin|commence|be\s+introduced|take\s+effect"
    r"|go\s+live|launch|apply\s+from)\b|\b(?:comes|coming)\s+into\s+(?:force|effect)\b"
    r"|\bis\s+due\s+to\s+(?:start|begin|come\s+into|commence)\b|\bif\s+(?:approved|agreed|adopted)\b"
    # Only a proposal's "would": "if you would like to apply" is on every current scheme's page.
    r"|\bwould\s+(?:come\s+into|start|begin|commence|be\s+introduced|introduce|run\s+for|last\s+for)\b",
    re.I,
)
_PROPOSED = re.compile(
    r"\bpropos\w*|\bconsult\w*|\bconsidering\b|\bseeking\s+views\b|\bhave\s+your\s+say\b"
    r"|\b(?:plan|plans|planning|intend|intends)\s+to\s+introduce\b|\bmay\s+introduce\b|\bdraft\s+(?:designation|scheme|proposals?)\b",
    re.I,
)
_STRONG = re.compile(
    r"\b(?:in\s+force|into\s+(?:force|effect)|took\s+effect|in\s+operation|has\s+been\s+(?:introduced|extended|renewed)"
    r"|(?:was|were)\s+introduced"
    # A dated start in the past tense is as explicit as "came into force": "started on 1 January 2025".
    r"|(?:started|began|commenced|went\s+live)\s+(?:on\s+|in\s+)?(?:\d+|january|february|march|april|may|june|july"
    r"|august|september|october|november|december))\b",
    re.I,
)
_WEAK = re.compile(
    r"\b(?:must|need|needs|required?|requires|applies|apply|operates?|operating|runs|running|current(?:ly)?"
    r"|covers|remains?|began|started|commenced)\b",
    re.I,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“(])")
_CLAUSE = re.compile(r";|,\s+(?:and|so)\b|\b(?:but|however|whereas|while|although|so\s+only)\b", re.I)

_STRONG_POS, _NEG, _WEAK_POS, _NEUTRAL = "strong", "neg", "weak", "neutral"


def _named(clause: str) -> set[Scheme]:
    found = {_WORD[w.lower()] for m in _NAMED.finditer(clause) for w in re.findall(r"[a-z]+", m.group(1), re.I)
             if w.lower() in _WORD}
    if (_FIVE_OR_MORE.search(clause) and _HMO_WORDS.search(clause)) or (
        _LARGE_HMO.search(clause) and _LICENCE_WORD.search(clause)
    ):
        found.add(Scheme.MANDATORY_HMO)
    return found


def _status(clause: str) -> str:
    if _ENDED.search(clause) or _FUTURE.search(clause):
        return _NEG
    if _STRONG.search(clause):
        return _STRONG_POS
    if _PROPOSED.search(clause):
        return _NEG
    return _WEAK_POS if _WEAK.search(clause) else _NEUTRAL


def _clauses(text: str):
    for line in text.splitlines():
        for sentence in _SENTENCE.split(line):
            yield from (c for c in _CLAUSE.split(sentence) if c.strip())


def detect_schemes(text: str) -> tuple[Scheme, ...]:
    """The schemes the text says apply now, in Scheme order, each once (see module docstring)."""
    seen: dict[Scheme, set[str]] = {}
    last: set[Scheme] = set()
    for clause in _clauses(text or ""):
        schemes = _named(clause)
        status = _status(clause)
        if not schemes and status != _NEUTRAL and _ANAPHOR.search(clause):
            schemes = last  # "The scheme ended in 2023." after a "Selective licensing" heading
        if schemes:
            last = schemes
        for scheme in schemes:
            seen.setdefault(scheme, set()).add(status)
    # A plain "you must apply" does not outweigh "the scheme ended": only an explicit
    # "in force" / "came into force" does (a page may describe an old scheme and a new one).
    return tuple(s for s in Scheme if s in seen and (_STRONG_POS in seen[s] or _NEG not in seen[s]))
