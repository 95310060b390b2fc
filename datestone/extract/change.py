"""AF2 change monitor: did the page's own text change materially since the copy we hold?

Plain functions. The comparison reads the main text only (datestone.extract.text.main_text drops navigation, header,
footer, cookie banners, breadcrumbs) and further drops furniture that changes without the page changing:
"last updated" stamps, rotating promotions, print/share widgets. An outage — a maintenance or error page
served in place of the page — is never a change: the caller checks `looks_like_outage` first.
The diff is word-level (difflib, stdlib) and readable as text and as HTML with <del>/<ins>.
"""

from __future__ import annotations

import difflib
import html as html_lib
import re
from dataclasses import dataclass

from lxml import etree

from datestone.extract.text import main_text, parse_html

# Rotating or decorative blocks: their text changes on every visit, the page's meaning does not.
_ROTATING = re.compile(r"promo|carousel|slider|advert|spotlight|campaign|feedback|share|print|rating|survey", re.I)
# Lines that are stamps, not content.
_STAMP = re.compile(
    r"^(?:page\s+)?(?:last\s+)?(?:updated|reviewed|modified|edited|published|checked)\b.{0,40}$"
    r"|^(?:this\s+page\s+was\s+)?last\s+(?:updated|reviewed|modified)\b.{0,60}$"
    r"|^(?:©|copyright)\s.{0,80}$|^print\s+this\s+page$|^share\s+this\s+page$|^was\s+this\s+page\s+(?:useful|helpful)",
    re.I,
)
_OUTAGE = re.compile(
    r"\b(?:under\s+maintenance|scheduled\s+maintenance|maintenance\s+mode|temporarily\s+unavailable"
    r"|service\s+unavailable|we(?:'ll|\s+will)\s+be\s+back|site\s+is\s+down|bad\s+gateway|gateway\s+time-?out"
    r"|internal\s+server\s+error|too\s+many\s+requests|page\s+not\s+found|error\s+50[0-9]"
    r"|(?:essential|planned|scheduled|emergency)\s+maintenance|down\s+for\s+maintenance"
    r"|(?:website|site|service|services|system)\s+(?:is|are)\s+(?:currently\s+)?(?:unavailable|offline|down))\b",
    re.I,
)


def _without_rotating(html: str) -> str:
    root = parse_html(html)
    if root is None:
        return ""
    for element in list(root.iter(etree.Element)):
        words = f"{element.get('class', '')} {element.get('id', '')}"
        if _ROTATING.search(words) and element.getparent() is not None and element.tag not in ("main", "body"):
            element.drop_tree()
    return etree.tostring(root, encoding="unicode", method="html")


def comparable_text(html: str) -> str:
    """The page's own words, one line per block, without stamps or rotating furniture."""
    lines = (line.strip() for line in main_text(_without_rotating(html)).splitlines())
    return "\n".join(line for line in lines if line and not _STAMP.match(line))


def looks_like_outage(html: str, previous_text: str) -> bool:
    """A maintenance/error page in place of the page: short, and saying so. Never counted as a change."""
    text = comparable_text(html)
    if not text.strip():
        return True
    # Short: a maintenance notice is a few lines; a real page that merely mentions maintenance is not.
    shrunk = len(text) < max(600, len(previous_text) // 2)
    return shrunk and bool(_OUTAGE.search(text))


@dataclass(frozen=True)
class WordDiff:
    changed: bool
    removed: int
    added: int
    text: str  # "[-old words-] {+new words+}" with a little context, one hunk per line
    html: str  # the same with <del>/<ins>, escaped


def word_diff(old: str, new: str, context_words: int = 8) -> WordDiff:
    a, b = old.split(), new.split()
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    text_hunks, html_hunks, removed, added = [], [], 0, 0
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        removed += i2 - i1
        added += j2 - j1
        before = " ".join(a[max(0, i1 - context_words):i1])
        after = " ".join(a[i2:i2 + context_words])
        gone, came = " ".join(a[i1:i2]), " ".join(b[j1:j2])
        text_hunks.append(" ".join(p for p in (f"…{before}", gone and f"[-{gone}-]", came and f"{{+{came}+}}",
                                               f"{after}…") if p))
        esc = html_lib.escape
        html_hunks.append(f"<p>…{esc(before)} " + (f"<del>{esc(gone)}</del> " if gone else "")
                          + (f"<ins>{esc(came)}</ins> " if came else "") + f"{esc(after)}…</p>")
    return WordDiff(changed=bool(text_hunks), removed=removed, added=added, text="\n".join(text_hunks),
                    html="<div class=\"datestone-diff\">" + "".join(html_hunks) + "</div>")
