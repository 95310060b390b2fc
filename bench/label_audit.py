"""Do the corpus's fact labels agree with their own pages? (A check of the labels, never of the reader.)

`.venv/bin/python -m bench.label_audit`: for every labelled fact of tests/corpus, on every fold — it reads only
page.html and meta.json, never what the fact reader makes of them, so it teaches the reader nothing:
- a `starts` or `ends` date is written on the page in one of the ways councils write dates ("1 April 2019",
  "1st April 2019", "01/04/2019", "April 2019", "April 1, 2019"), or an end is a start plus a period the page
  states ("for five years from ...": start + period - 1 day);
- a start with a period the page states and no end labelled (the end is stated, as a period); a local fact with no
  dates whose own evidence sentence gives a day;
- each place is on the page; the fee amount is on the page; the evidence sentence is on the page;
- the status follows from the dates and the day read (Housing Act 2004 ss. 60 and 84: at most five years);
- `schemes` is exactly the schemes with a fact in force, and `stale` agrees with the dated facts.
Prints one line per doubt; a doubt is for a person to settle against the page, not a verdict.
"""
from __future__ import annotations

import calendar
import re
import sys
from datetime import date, timedelta

from bench.corpus import load_corpus
from datestone.extract.text import normalise_space, visible_text

_PERIOD = re.compile(r"\b(five|5|four|4|three|3|two|2|one|1)(?:\s|-)years?\b", re.I)
_DAY_DATE = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}"
                       r"|\b\d{1,2}/\d{1,2}/\d{2,4}")
_NUMBERS = {"five": 5, "four": 4, "three": 3, "two": 2, "one": 1}


def _ordinal(day: int) -> str:
    return {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}.get(day, "th")


def written_forms(day: date, role: str) -> list[str]:
    """The ways a council may write `day` (lower case), a month alone for the first or last of a month."""
    months = [calendar.month_name[day.month].lower(), calendar.month_abbr[day.month].lower()]
    if day.month == 9:
        months.append("sept")
    forms = []
    for month in months:
        for d in (str(day.day), f"{day.day}{_ordinal(day.day)}", f"{day.day:02d}"):
            forms += [f"{d} {month} {day.year}", f"{d} of {month} {day.year}", f"{d} {month}, {day.year}",
                      f"{month} {d}, {day.year}", f"{month} {d} {day.year}", f"{d} {month}. {day.year}"]
        last = calendar.monthrange(day.year, day.month)[1]
        if (role == "starts" and day.day == 1) or (role == "ends" and day.day == last):
            forms += [f"{month} {day.year}"]
    for sep in "/.-":
        for d in (str(day.day), f"{day.day:02d}"):
            for m in (str(day.month), f"{day.month:02d}"):
                forms += [f"{d}{sep}{m}{sep}{day.year}", f"{d}{sep}{m}{sep}{day.year % 100:02d}"]
    forms.append(day.isoformat())
    return forms


def written(text: str, day: date, role: str) -> bool:
    return any(re.search(r"(?<![\w/.])" + re.escape(f) + r"(?![\d/])", text) for f in written_forms(day, role))


def periods(text: str) -> set[int]:
    return {_NUMBERS.get(m.group(1).lower(), None) or int(m.group(1)) for m in _PERIOD.finditer(text)}


def plus_years(start: date, years: int) -> date:
    try:
        return start.replace(year=start.year + years) - timedelta(days=1)
    except ValueError:
        return date(start.year + years, 3, 1) - timedelta(days=1)


def expected_status(fact: dict, read_on: date) -> str | None:
    starts = date.fromisoformat(fact["starts"]) if fact.get("starts") else None
    ends = date.fromisoformat(fact["ends"]) if fact.get("ends") else None
    if fact["scheme"] == "mandatory_hmo" or fact["status"] in ("proposed", "unclear"):
        return None
    if ends and ends < read_on:
        return "ended"
    if starts and starts > read_on:
        return "future"
    if starts and not ends and plus_years(starts, 5) < read_on:
        return "ended"
    if starts or ends:
        return "in_force"
    return None


def audit(page) -> list[str]:
    meta, doubts = page.meta, []
    text = normalise_space(visible_text(page.html)).lower()
    flat = text.replace(",", "")
    read_on = date.fromisoformat(meta["fetched_at"])
    stated = periods(text)
    for i, fact in enumerate(meta["facts"]):
        name = f"{fact['scheme']}#{i}"
        starts = date.fromisoformat(fact["starts"]) if fact.get("starts") else None
        for role in ("starts", "ends"):
            if not fact.get(role):
                continue
            day = date.fromisoformat(fact[role])
            if written(text, day, role):
                continue
            if role == "ends" and starts and any(plus_years(starts, n) == day for n in stated):
                if "--derived" in sys.argv:
                    doubts.append(f"{name} ends {day} only as start + a stated period")
                continue
            doubts.append(f"{name} {role} {day} not written on the page")
        if starts and not fact.get("ends"):
            for n in sorted(stated):
                if written(text, plus_years(starts, n), "ends"):
                    doubts.append(f"{name} ends null but {plus_years(starts, n)} (start + {n} years) is on the page")
        for place in fact.get("places") or []:
            if normalise_space(place).lower() not in text:
                doubts.append(f"{name} place {place!r} not on the page")
        amount = re.search(r"£\s?([\d,]+(?:\.\d\d)?)", fact.get("fee") or "")
        if fact.get("fee") and (not amount or amount.group(1).replace(",", "") not in flat):
            doubts.append(f"{name} fee {fact['fee']!r} not on the page")
        evidence = normalise_space(fact.get("evidence") or "").lower()
        if not evidence or evidence not in text:
            doubts.append(f"{name} evidence not on the page")
        if fact["scheme"] != "mandatory_hmo" and not fact.get("starts") and not fact.get("ends") and \
                _DAY_DATE.search(evidence):  # (mandatory licensing is national: its 2018 changes date no fact)
            doubts.append(f"{name} no dates labelled, its evidence has {_DAY_DATE.search(evidence).group(0)!r}")
        want = expected_status(fact, read_on)
        if want and want != fact["status"]:
            doubts.append(f"{name} status {fact['status']} but its dates on {read_on} say {want}")
        if fact["area"] == "named areas" and not fact.get("places"):
            doubts.append(f"{name} named areas without places")
    live = sorted({f["scheme"] for f in meta["facts"] if f["status"] == "in_force"})
    if live != sorted(meta["schemes"]):
        doubts.append(f"schemes {meta['schemes']} but facts in force {live}")
    dated = [f for f in meta["facts"] if f["scheme"] != "mandatory_hmo" and (f.get("starts") or f.get("ends"))]
    stale = bool(dated) and all(f["status"] == "ended" for f in dated) and not any(
        f["status"] in ("in_force", "future") for f in meta["facts"] if f["scheme"] != "mandatory_hmo")
    if stale != bool(meta.get("stale")):
        doubts.append(f"stale {meta.get('stale')} but the dated facts say {stale}")
    return doubts


def main() -> int:
    count = 0
    for page in load_corpus():
        for doubt in audit(page):
            count += 1
            print(f"fold {page.fold} {page.folder}: {doubt}")
    print(f"{count} doubts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
