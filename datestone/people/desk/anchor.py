"""Mark a TextQuoteSelector's words in a page, as annotation tools anchor one (W3C Web Annotation).

The evidence of a fact, or the nearest passage of a quotation, is a selector `{exact, prefix, suffix}` on the page's
text. It is found in the page's own text nodes, compared as `quote_match.normalise` compares (whitespace runs,
quotes, dashes), and each piece of it is wrapped in `<mark class="datestone-evidence" data-mark="...">`, server-side:
the archived page is shown with no script of its own or ours. Where `exact` appears more than once, the occurrence
whose neighbours read most like `prefix` and `suffix` is taken. A selector that is not on the page marks nothing
(the caller says so beside the page).
"""

from __future__ import annotations

from dataclasses import dataclass

from lxml import etree
from lxml.html import HtmlElement

from datestone.extract.quote_match import normalise

# Text a reader does not see as the page's words.
_UNSEEN = {"script", "style", "noscript", "template", "head", "title", "svg", "math"}
# Elements that break words apart when laid out (so "Heading" + "Para" is not read as one word).
_INLINE = {"a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q", "s", "samp",
           "small", "span", "strong", "sub", "sup", "time", "u", "var", "font"}


@dataclass(frozen=True)
class Selector:
    exact: str
    prefix: str = ""
    suffix: str = ""
    label: str = ""  # what the mark stands for ("fact 3"), carried in data-mark


class _Text:
    """The page's visible text, normalised, with where each character came from (segment, offset)."""

    def __init__(self, root: HtmlElement) -> None:
        self.segments: list[tuple[etree._Element, str]] = []  # (element, "text" | "tail")
        self.chars: list[str] = []
        self.origin: list[tuple[int, int] | None] = []
        self._walk(root)
        self.text = "".join(self.chars)

    def _emit(self, raw: str | None, element, where: str) -> None:
        if not raw:
            return
        index = len(self.segments)
        self.segments.append((element, where))
        for offset, ch in enumerate(raw):
            if ch.isspace():
                self._space()
                continue
            for out in normalise(ch) or "":
                self.chars.append(out)
                self.origin.append((index, offset))

    def _space(self) -> None:
        if self.chars and self.chars[-1] != " ":
            self.chars.append(" ")
            self.origin.append(None)

    def _walk(self, element) -> None:
        if not isinstance(element.tag, str) or element.tag.lower() in _UNSEEN:
            return
        block = element.tag.lower() not in _INLINE
        if block:
            self._space()
        self._emit(element.text, element, "text")
        for child in element:
            self._walk(child)
            self._emit(child.tail, child, "tail")
        if block:
            self._space()


def _best_occurrence(text: str, exact: str, prefix: str, suffix: str) -> int | None:
    starts, at = [], text.find(exact)
    while at != -1:
        starts.append(at)
        at = text.find(exact, at + 1)
    if not starts:
        return None

    def agreement(start: int) -> int:
        before, after = text[:start].rstrip(), text[start + len(exact):].lstrip()
        tail = sum(1 for a, b in zip(reversed(before), reversed(prefix)) if a == b)
        head = sum(1 for a, b in zip(after, suffix) if a == b)
        return tail + head

    return max(starts, key=agreement)


def mark_selectors(root: HtmlElement, selectors: list[Selector]) -> dict[str, bool]:
    """Wrap each selector's words in <mark>; returns, per label, whether it was found on the page."""
    text = _Text(root)
    spans: dict[int, list[tuple[int, int, str]]] = {}  # segment -> [(start, end, label)]
    found: dict[str, bool] = {}
    for selector in selectors:
        exact = normalise(selector.exact)
        start = _best_occurrence(text.text, exact, normalise(selector.prefix), normalise(selector.suffix)) \
            if exact else None
        found[selector.label] = start is not None
        if start is None:
            continue
        pieces: dict[int, list[int]] = {}
        for origin in text.origin[start:start + len(exact)]:
            if origin is not None:
                pieces.setdefault(origin[0], []).append(origin[1])
        for segment, offsets in pieces.items():
            spans.setdefault(segment, []).append((min(offsets), max(offsets) + 1, selector.label))
    for segment, ranges in spans.items():
        _wrap(*text.segments[segment], ranges)
    return found


def _merged(ranges: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    for start, end, label in sorted(ranges):
        if out and start <= out[-1][1]:
            s, e, labels = out[-1]
            out[-1] = (s, max(e, end), labels if label in labels.split(" ") else f"{labels} {label}")
        else:
            out.append((start, end, label))
    return out


def _wrap(element, where: str, ranges: list[tuple[int, int, str]]) -> None:
    """Split one text node into plain text and <mark> pieces, in place."""
    raw = element.text if where == "text" else element.tail
    ranges = _merged(ranges)
    marks = []
    for n, (start, end, label) in enumerate(ranges):
        mark = etree.Element("mark", {"class": "datestone-evidence", "data-mark": label})
        mark.text = raw[start:end]
        following = ranges[n + 1][0] if n + 1 < len(ranges) else len(raw)
        mark.tail = raw[end:following]
        marks.append(mark)
    head = raw[:ranges[0][0]]
    if where == "text":
        element.text = head
        for n, mark in enumerate(marks):
            element.insert(n, mark)
    else:
        element.tail = head
        parent = element.getparent()
        at = parent.index(element) + 1
        for n, mark in enumerate(marks):
            parent.insert(at + n, mark)
