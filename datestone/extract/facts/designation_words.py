"""What a clause says of a designation's standing, in words: in force, ended, future, proposed, absent, renewed, on
hold, given up. Words decide a status only where no date does (designation_status.py). Plain functions.
"""
from __future__ import annotations

import re

from datestone.extract import lexicon as lx
from datestone.extract.facts import cues
from datestone.extract.facts.conditions import without_conditions
from datestone.extract.facts.proposal_outcomes import A_NEW_ONE_PROPOSED, gives_up, without_proposing


def words_of(clause: str) -> set[str]:
    words = set()
    ended = lx.ENDED.search(clause)
    if ended and (lx.CONSULTATION.search(clause[:ended.start()]) or lx.OTHER_SUBJECT_NAMED.search(
            clause[:ended.start()])):
        clause = clause[:ended.start()] + clause[ended.end():]  # "the consultation closed": not the scheme's end
    absent_more = cues.ABSENT_MORE.search(clause)
    if absent_more and not re.search(r"\b(?:if|where|when|unless|once)\b", clause[:absent_more.start()], re.I):
        words.add("absent")  # not "If your property is a large HMO ... it will not need a selective licence"
    # "When the scheme is up and running, a list ...": not running yet; "We have looked at whether additional
    # licensing is needed": a question, not an answer
    running = without_conditions(clause)
    proposing = without_proposing(clause)  # "we consulted on the proposal in 2024": over, no proposal now
    for name, rx in (("ended", lx.ENDED), ("absent", lx.ABSENT), ("future", lx.FUTURE), ("future", lx.FUTURE_MORE),
                     ("proposed", lx.PROPOSED), ("proposed", lx.PROPOSED_MORE), ("proposed", cues.AWAITING_DECISION),
                     ("proposed", A_NEW_ONE_PROPOSED),
                     ("in_force", lx.IN_FORCE), ("in_force", lx.IN_FORCE_MORE), ("in_force", cues.IN_FORCE_MORE),
                     ("applies", lx.APPLIES),
                     ("renewed", lx.RENEWED), ("on_hold", _ON_HOLD)):
        if rx.search(running if name in ("in_force", "applies") else proposing if name == "proposed" else
                     _WHEN_IT_HAS_ENDED.sub(" ", clause) if name == "ended" else clause):  # "once the scheme has ended"
            words.add(name)
    if gives_up(clause):
        words.add("dropped")  # "After considering the responses, the Cabinet decided not to go ahead"
    if "proposed" in words and cues.CONSULTATION_DONE.search(clause) and not lx.PROPOSED.search(
            lx.CONSULTATION.sub(" ", clause)) and not lx.PROPOSED_MORE.search(clause):
        words.discard("proposed")  # "After a consultation, the Council decided that licensing should carry on"
    if "proposed" in words and _CONSULTED_ON_A_LICENCE.search(clause) and not lx.PROPOSED.search(
            _CONSULTED_ON_A_LICENCE.sub(" ", clause)) and not lx.PROPOSED_MORE.search(clause):
        words.discard("proposed")  # "consultation with interested parties on the licence": one licence's step
    if "on_hold" in words and cues.AWAITING_DECISION.search(clause):
        words.discard("on_hold")  # the decision is what waits: nothing was decided to hold
    if "renewed" in words and not lx.RENEWED.search(_UNLESS_RENEWED.sub(" ", clause)):
        words.discard("renewed")  # "Designation ends unless renewed": a condition on its end, no renewal
    if "renewed" in words and cues.EXTENDED_IN_REACH.search(clause) and not cues.RENEWAL_WORDS.search(clause):
        words.discard("renewed")  # "has extended licensing to smaller HMOs": a wider reach, not a new designation
    return words


_UNLESS_RENEWED = re.compile(r"\bunless\s+(?:it\s+is\s+)?(?:renewed|extended)\b", re.I)


# A consultation on one licence (the draft sent to interested parties before it is granted), not on a scheme.
_CONSULTED_ON_A_LICENCE = re.compile(r"\bconsult\w*\s+(?:[\w-]+\s+){0,5}?(?:on|about)\s+(?:the|a|each|your|any)\s+"
                                     r"(?:draft\s+|proposed\s+)?licen[cs]es?\b(?!\s*(?:schemes?|designations?))", re.I)


# An end supposed, not told: "once the scheme has ended", "when the designation has expired".
_WHEN_IT_HAS_ENDED = re.compile(r"\b(?:once|when|after|until)\s+(?:the|this|our|its)\s+(?:[\w-]+\s+){0,2}?(?:scheme|designation)"
                                r"\s+(?:has|have)\s+(?:ended|expired|finished|closed)\b", re.I)
# A scheme decided but held back: "the scheme is on hold", "implementation has been postponed", "a legal challenge".
_ON_HOLD = re.compile(r"\bon\s+hold\b|\b(?:paused|postponed|suspended|deferred)\b|\blegal(?:ly)?\s+challenge|"
                      r"\bjudicial\s+review\b|\b(?:court|high\s+court)\s+(?:stay|order)\b", re.I)
