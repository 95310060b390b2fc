"""The shape of a page's content area, as the classifier weighs it: its links and how many name licensing, the share
of its text that is link text, its sub-headings, and whether it speaks of licensing only to send the reader on.
Only the content area counts: a header sign-in box or a mega-menu is on every page. Plain functions.
"""
from __future__ import annotations

import re

from datestone.extract import licensing_signs as signs
from datestone.extract.text import main_element, normalise_space


def content_shape(html: str) -> tuple[int, int, float, bool]:
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
    about = sum(1 for label in labels if signs.LICENSING.search(label) or signs.HMO.search(label))
    linked = sum(len(label) for label in labels)
    return len(labels), about, (linked / total if total else 0.0), password


_READ_MORE = re.compile(r"^\W*(?:read|find\s+out|learn)\s+more\b.*\blicen[cs]", re.I)


def reads_on_elsewhere(html: str) -> bool:
    """A link in the content area sends the reader on for licensing: "Read more about HMO licensing and apply"."""
    el = main_element(html)
    return el is not None and any(_READ_MORE.search(normalise_space(a.text_content())) for a in el.iter("a"))


_MAYBE = re.compile(r"\b(?:may|might|could)\b", re.I)


def licensing_only_in_links(html: str) -> bool:
    """Outside its links, the content area never speaks of licensing homes but in the conditional ("HMOs may need a
    licence: see mandatory HMO licensing"): the page sends the landlord on."""
    el = main_element(html)
    if el is None:
        return False
    text = normalise_space(el.text_content())
    for label in filter(None, (normalise_space(a.text_content()) for a in el.iter("a"))):
        text = text.replace(label, " ")
    if signs.LICENSING.search(text) or signs.PLAIN_LICENSING.search(text):
        return False
    return not any(signs.LICENCE_DUTY.search(sentence) and signs.HOMES.search(sentence) and not _MAYBE.search(sentence)
                   for sentence in signs.SENTENCE.split(text))


def section_headings(html: str) -> list[str]:
    """The content area's sub-headings (h2-h4): a general housing page names its HMO licensing section there."""
    el = main_element(html)
    return [] if el is None else [normalise_space(h.text_content()) for h in el.iter("h2", "h3", "h4")]
