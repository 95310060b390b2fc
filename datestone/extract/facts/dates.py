"""Dates as councils write them, found in running text: what a fact's `starts` and `ends` are made of.

"1st March 2022", "1 April 2019", "Monday 3 June 2024", "March 1, 2022", "31/03/2029", "31.03.2029", "31-03-2029",
"2029-03-31", "April 2025", "from 1 July" (a day and month whose year the sentence gives elsewhere),
year ranges ("Northfield 2022 – 2027") and periods ("for five years", "a 5-year scheme").

Each mention keeps where it sits in the text (so the fact reader can tell which words lead up to it) and how
precise it is: a month alone is the first of the month as a start and the last as an end. UK order only for
numeric dates (day first), as every English council writes them. A written date that does not exist
("31 February 2025") is not a date. Plain functions: no clock; the day a page was read is the caller's.
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta

MONTHS = {name: i for i, name in enumerate(calendar.month_name) if name} | {
    name: i for i, name in enumerate(calendar.month_abbr) if name} | {"Sept": 9}
_MONTH = r"(?P<month>" + "|".join(sorted((m for m in MONTHS), key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_WEEKDAY = r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?"
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10}

# Tried in this order at each position; the first that matches wins.
_FORMS = (
    ("day", re.compile(_WEEKDAY + _DAY + r"(?:\s+day)?(?:\s+of)?\s+" + _MONTH + r",?\s+" + _YEAR + r"\b", re.I)),
    ("day", re.compile(r"\b" + _MONTH + r"\s+" + _DAY + r"(?:,\s*|\s+)" + _YEAR + r"\b", re.I)),
    ("day", re.compile(r"\b(?P<day>[0-3]?\d)[/.](?P<mnum>[01]?\d)[/.](?P<year>(?:19|20)?\d\d)\b")),
    ("day", re.compile(r"\b(?P<year>(?:19|20)\d\d)-(?P<mnum>[01]\d)-(?P<day>[0-3]\d)\b")),
    ("day", re.compile(r"\b(?P<day>[0-3]?\d)-(?P<mnum>[01]?\d)-(?P<year>(?:19|20)\d\d)\b")),
    ("noyear", re.compile(_WEEKDAY + _DAY + r"(?:\s+day)?(?:\s+of)?\s+" + _MONTH + r"(?![\s,]*(?:19|20)\d\d)\b", re.I)),
    ("month", re.compile(r"\b" + _MONTH + r",?\s+" + _YEAR + r"\b", re.I)),
)
_DAY_BEFORE = re.compile(r"\b[0-3]?\d(?:st|nd|rd|th)?\s+(?:day\s+)?(?:of\s+)?$", re.I)
_YEAR_RANGE = re.compile(r"\b(?P<a>(?:19|20)\d\d)\s*(?:-|–|—|to|until)\s*(?P<b>(?:19|20)\d\d)\b(?![/.-]\d)"
                         # "Between 2013 and 2018 we ran a scheme", not "Inspections between 2021 and 2023 found"
                         r"|\b(?i:between)\s+(?P<a2>(?:19|20)\d\d)\s+and\s+(?P<b2>(?:19|20)\d\d)\b(?![/.-]\d)(?=[^.;]{0,60}"
                         r"\b(?i:ran|run|operated|had|in\s+force|covered|applied|licensed|required)\b)")
_PERIOD = re.compile(
    r"\b(?P<n>\d{1,2}|one|two|three|four|five|six|seven|ten)(?:\s*|-)(?P<unit>years?|months?)\b", re.I)


class MonthOnly(date):
    """A day that stands for a month the page gives without its day ("From April 2023"): the same designation as
    an exact day in that month ("comes into force on 3 April 2023"), which is the more exact of the two."""


class DueEnd(date):
    """An end the page gives as the one a designation "was due to" have: another end given later replaces it."""

    @classmethod
    def of(cls, day: date) -> "DueEnd":
        return cls(day.year, day.month, day.day)


def same_day(a: date | None, b: date | None) -> bool:
    """Two days of a designation agree: equal, or one a month alone and the other in that month."""
    if a is None or b is None:
        return False
    if isinstance(a, MonthOnly) or isinstance(b, MonthOnly):
        return (a.year, a.month) == (b.year, b.month)
    return a == b


def more_exact(kept: date | None, new: date | None) -> date | None:
    """The day to keep of two that agree: an exact day over a month alone, a day given over one it was due to be."""
    if kept is None or isinstance(kept, MonthOnly) and new is not None and not isinstance(new, MonthOnly) \
            and same_day(kept, new):
        return new or kept
    if isinstance(kept, DueEnd) and new is not None and not isinstance(new, DueEnd):
        return new  # "was due to end on 31 August 2026 ... will now end on 31 August 2028"
    return kept


@dataclass(frozen=True)
class DateMention:
    """A date in the text: `start`/`end` are character offsets; `precision` is day, month or noyear."""

    start: int
    end: int
    text: str
    value: date | None  # None for a day and month whose year is not given ("from 1 July")
    precision: str
    day: int = 1
    month: int = 1

    def as_start(self) -> date | None:
        if self.value is None or self.precision != "month":
            return self.value
        return MonthOnly(self.value.year, self.value.month, 1)

    def as_end(self) -> date | None:
        """The last day a mention covers: the month's last day for "April 2025"."""
        if self.value is None or self.precision != "month":
            return self.value
        return MonthOnly(self.value.year, self.value.month, calendar.monthrange(self.value.year, self.value.month)[1])

    def with_year(self, year: int) -> "DateMention":
        """A "1 July" given the year the sentence speaks of."""
        try:
            value = date(year, self.month, self.day)
        except ValueError:
            return self
        return DateMention(self.start, self.end, self.text, value, "day", self.day, self.month)


@dataclass(frozen=True)
class YearRange:
    start: int
    end: int
    first: int
    last: int


@dataclass(frozen=True)
class Period:
    """"five years", "a 5-year scheme": a length of time, in months."""

    start: int
    end: int
    months: int


def _month_number(name: str) -> int:
    return MONTHS.get(name.rstrip(".").capitalize(), MONTHS.get(name.rstrip(".")[:3].capitalize(), 0))


def _mention(kind: str, m: re.Match) -> DateMention | None:
    groups = m.groupdict()
    month = int(groups["mnum"]) if groups.get("mnum") else _month_number(groups["month"])
    day = int(groups.get("day") or 1)
    if kind == "noyear":
        if not 1 <= month <= 12 or not 1 <= day <= 31:
            return None
        return DateMention(m.start(), m.end(), m.group(0), None, "noyear", day, month)
    year = int(groups["year"])
    if year < 100:
        year += 2000
    try:
        value = date(year, month, day)
    except ValueError:
        return None  # "31 February", "13/13/2024": not a date
    return DateMention(m.start(), m.end(), m.group(0), value, "month" if kind == "month" else "day", day, month)


def find_dates(text: str) -> list[DateMention]:
    """Every date mention in the text, left to right, none overlapping another."""
    found: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _FORMS:
        for m in pattern.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            if kind == "month" and _DAY_BEFORE.search(text, max(0, m.start() - 12), m.start()):
                continue  # "31 February 2025": a day that does not exist, not "February 2025"
            mention = _mention(kind, m)
            if mention is not None:
                found.append(mention)
                taken.append((m.start(), m.end()))
    return sorted(found, key=lambda d: d.start)


def has_dates(text: str) -> bool:
    """The text holds at least one whole date (not "1 July" without its year)."""
    return any(d.value for d in find_dates(text))


def find_year_ranges(text: str, dates: list[DateMention] | None = None) -> list[YearRange]:
    """"2022 – 2027", "2019 to 2024" that are not parts of full dates."""
    dates = find_dates(text) if dates is None else dates
    ranges = []
    for m in _YEAR_RANGE.finditer(text):
        first, last = int(m.group("a") or m.group("a2")), int(m.group("b") or m.group("b2"))
        if not 0 < last - first <= 10 or any(d.start <= m.start() < d.end or d.start < m.end() <= d.end
                                             for d in dates):
            continue
        ranges.append(YearRange(m.start(), m.end(), first, last))
    return ranges


def find_periods(text: str) -> list[Period]:
    """Lengths of time: "five years", "a period of 5 years", "a five-year designation", "18 months"."""
    periods = []
    for m in _PERIOD.finditer(text):
        n = m.group("n").lower()
        count = _NUMBER_WORDS.get(n) or int(n)
        months = count * (12 if m.group("unit").lower().startswith("year") else 1)
        periods.append(Period(m.start(), m.end(), months))
    return periods


def add_months(day: date, months: int) -> date:
    """The same day `months` later (the month's last day when it has fewer days)."""
    year, month = divmod(day.month - 1 + months, 12)
    year += day.year
    return date(year, month + 1, min(day.day, calendar.monthrange(year, month + 1)[1]))


def end_of_period(starts: date, months: int) -> date:
    """The last day of a period that begins on `starts`: five years from 14 October 2021 ends 13 October 2026."""
    return add_months(starts, months) - timedelta(days=1)


def iso(day: date | None) -> str | None:
    return day.isoformat() if day else None
