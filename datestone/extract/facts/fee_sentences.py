"""The main fee for one licence of a scheme, read from the page's sentences when no fee table gives it.

A landlord reading "The early bird fee is £400; after that the standard fee of £480 applies" or "Accredited landlords
get £100 off the £750 licence fee" knows the fee is £480, £750: an amount is weighed by the words around it.
- a discount, a reduced or early-bird rate, a refund, a penalty or a per-extra-room charge is not the main fee;
- one part of a fee paid in parts ("Part A of £470 when you apply") is the fee only when the page gives no other;
- an amount called the standard, full, normal or total fee is the main fee, wherever it stands;
- else the first other amount a fee sentence gives.
Plain functions.
"""
from __future__ import annotations

import re

from datestone.extract import lexicon as lx
from datestone.extract.facts.scheme_owner import owners_at, sole_owner

I = re.I

# "£1,100", "£642.50", never the comma of "£642, paid in two parts".
AMOUNT = re.compile(r"£\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d\d)?")

# An amount tied to a fee by the sentence itself: "pay the £600 application fee", "a fee of £560 per application",
# "the fee for this registration is currently £442.50", "a 5 year licence costs £550", "Fee: £750", "£750 per
# property", "pay £750 for each home".
FEE_PHRASE = re.compile(r"£\s?\d[\d,]*(?:\.\d\d)?\s+(?:[\w-]+\s+)?fee\b|\bfee\b[^.£]{0,40}?\b(?:is|of|will\s+be)\b"
                        r"[^.£]{0,15}£|\blicen[cs]e\b[^.£]{0,40}?\bcosts?\s+£|\bfees?\s*:\s*£"
                        r"|£\s?\d[\d,]*(?:\.\d\d)?\s+(?:for\s+)?(?:each|every|per|a)\s+(?:licen[cs]e|property|home|dwelling"
                        r"|house|flat|unit|letting|let)\b|\bpay\s+£|\bwe\s+(?:now\s+)?charge\s+£"
                        r"|\b(?:cost|price|charge)\s+(?:is|will\s+be|of)\s+£", I)

_DISCOUNT = re.compile(r"\b(?:discount\w*|reduc\w*|early[\s-]?bird|accredit\w*|co-?regulat\w*|concession\w*|savings?"
                       r"|refund\w*|rebate\w*|lower\s+rate|cheaper|half)\b", I)
_BASE_OF_DISCOUNT = re.compile(r"\b(?:on|from|off)\s+(?:the|your|a|our)?\s*$", I)  # "£100 off the £750 fee"
_DISCOUNT_AFTER = re.compile(r"^\s*(?:discount|off\b|reduction|saving|refund|rebate|less\b|cheaper)|\bif\s+you\s+(?:apply"
                             r"|are|have|join|sign)|\bfor\s+(?:accredited|members|early)|\bearly[\s-]?bird", I)
# A sanction or a sum that is not a licence's fee: "a civil penalty of up to £30,000", "if no application is made you
# will have to pay the full fee of £1,500", grants and loans, "a temporary exemption application costs £150".
_PENALTY = re.compile(r"\b(?:penalt\w*|fines?|fined|prosecut\w*|compensation|grants?|loans?|unlicensed|exemptions?|site\s+visits?|advice"
                      r"|duplicates?|copies|copy|variations?|chase|chasing)\b|\bif\s+(?:no"
                      r"\s+application|you\s+(?:do\s+not|don't|fail\s+to)\s+apply|we\s+(?:find|have\s+to\s+find))\b", I)
# "There is a charge of £34.00 ... we will send you an electronic copy of the register": what a copy costs.
_REGISTER_COPY = re.compile(r"\bcop(?:y|ies)\s+of\s+(?:the|our|a)\s+(?:full\s+|public\s+)*register\b", I)
_PART = re.compile(r"\b(?:part|stage|payment|instal?ment)\s+(?:a|b|1|2|one|two)\b|\b(?:first|second)\s+(?:part|payment|stage"
                   r"|instal?ment)\b", I)
_PART_AFTER = re.compile(r"^\s*(?:\(part\s+[ab12]\)|for\s+(?:part|stage|payment)\s|(?:is\s+)?(?:payable|due|paid)\s+"
                         r"(?:when|on|once|upon|with)\b|when\s+you\s+apply\b)", I)
# A charge on top of the fee: "an extra £50 may be charged on top of your licence fee", "a surcharge of £120".
# "A £200 administration fee may be charged" for a paper form: a charge that may be added is not the licence's fee.
_SURCHARGE_BEFORE = re.compile(r"\b(?:an?\s+)?(?:extra|surcharge\s+of|(?:additional|extra)\s+(?:charge|fee|cost)\s+of)\s*$", I)
_SURCHARGE_AFTER = re.compile(r"^\s*(?:extra|surcharge|(?:[\w-]+\s+){0,4}?on\s+top\s+of|(?:[\w-]+\s+){0,4}?in\s+addition\s+to"
                              r"|(?:[\w-]+\s+){0,2}?(?:may|might|could)\s+(?:also\s+)?be\s+(?:charged|added))\b", I)
_FULL_BEFORE = re.compile(r"\b(?:instead\s+of|rather\s+than|(?:down|reduced)\s+from|normally|usually|compared\s+(?:with|to))"
                          r"\s*(?:the\s+)?(?:(?:standard|full|usual)\s+)?(?:fee\s+of\s+)?$", I)
_EARLY_BEFORE = re.compile(r"\b(?:who|that)\s+appl(?:y|ied)\s+(?:early|within|in\s+the\s+first|before|by|during)\b", I)
_MAIN = re.compile(r"\b(?:total|full|standard|normal|usual|overall)\s+(?:[\w-]+\s+){0,2}?(?:fees?|costs?|charges?|price"
                   r"|amount|rate)?\s*(?:is|of|:|=|will\s+be)?\s*(?:currently\s+)?$", I)
_MAIN_AFTER = re.compile(r"^\s*(?:in\s+total|in\s+full|altogether|overall)\b", I)
_EXTRA_AFTER = re.compile(r"^\s*(?:for\s+)?(?:each|every|per|a|an)\s+(?:additional|further|extra|subsequent|other|hour)\b"
                          r"|^\s*(?:\(\s*)?(?:\+\s*)?(?:for\s+)?(?:each|every|per)\s+(?:bedroom|room|habitable\s+room"
                          r"|letting\s+room|storey)\s+(?:above|over|after|beyond|more\s+than)\b", I)


def _kind(text: str, m: re.Match, previous_end: int) -> str:
    """What the amount at `m` is: `main` (called the standard or total fee), `fee`, `part`, or `other`."""
    before = text[max(previous_end, m.start() - 90):m.start()]
    after = re.split(r"[,;.(]|\bor\b|\band\b|£", text[m.end():m.end() + 60], maxsplit=1)[0]
    if _PENALTY.search(before) or _EXTRA_AFTER.search(after) or _SURCHARGE_BEFORE.search(before) or \
            _SURCHARGE_AFTER.search(after) or _REGISTER_COPY.search(text[m.end():m.end() + 160]):
        return "other"
    if _FULL_BEFORE.search(before):
        return "main"  # "pay £500 instead of £750": the amount compared with is the full fee
    if (_DISCOUNT.search(before) and not _BASE_OF_DISCOUNT.search(before)) or _DISCOUNT_AFTER.search(after) or \
            _EARLY_BEFORE.search(before):
        return "other"
    if _PART.search(before) or _PART_AFTER.search(after) or _PART.search(after):
        return "part"
    return "main" if _MAIN.search(before) or _MAIN_AFTER.search(after) else "fee"


def sentence_fee(clauses, scheme, only_one: bool, kinds=("main", "fee", "part")) -> str | None:
    """The scheme's main fee from the page's sentences (`only_one`: the page describes no other local scheme, so a
    fee sentence that names none is this scheme's), of the first of `kinds` found."""
    found: list[tuple[str, str]] = []
    for c in clauses:
        if c.heading or not (scheme in c.schemes or (only_one and not c.schemes)):
            continue
        if not AMOUNT.search(c.text) or not (c.fee_context or FEE_PHRASE.search(c.text) or lx.FEE_WORDS.search(
                c.sentence) and (c.named or lx.LICENCE_WORD.search(c.text))):
            continue
        previous_end = 0
        for m in AMOUNT.finditer(c.text):
            if sole_owner(c.text, m.start()) in (None, scheme) or scheme in owners_at(c.text, m.start()):
                found.append((_kind(c.text, m, previous_end), m.group(0).replace(" ", "")))
            previous_end = m.end()
    for kind in kinds:  # a part alone last: councils' own pages often call it "the fee"
        amount = next((a for k, a in found if k == kind), None)
        if amount:
            return amount
    return None
