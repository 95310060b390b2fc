"""The places a sentence names as the area of a designation: wards, estates, parts of town.

"in Northfield", "the Southgate scheme", "Castle, Abbey and Priory wards", "covering the wards of Arbury and
Kings Hedges". Only names beside such a cue count, and never the council's own words for itself, months,
days or the words of the schemes ("Selective Licensing" is not a place). Plain functions.
"""
from __future__ import annotations

import re

from datestone.extract.facts.dates import MONTHS

# A name, also of two places joined by a slash ("Belk/Cameron/Furness", "Eastwood/Town centre": one area the
# council names by both), and with a lower-case "town centre" or "city centre" after it (a part of a town).
_WORD = r"[A-Z][A-Za-z'’.-]+(?:/[A-Z][A-Za-z'’.-]+)*"
_NAME = (_WORD + r"(?:\s+(?:upon|on|in|under|le|de|by|the|St\.?|of)?\s*" + _WORD + r"){0,3}"
         r"(?:\s+(?:town|city)\s+centre\b|(?<=/Town)\s+centre\b)?"
         # and the other name it goes by, in brackets: "Sutton Central (New Cross)" (never a file's note)
         r"(?:\s+\((?!PDF|Word|Excel|opens)[A-Z][a-z][A-Za-z'’ -]{1,40}\))?")
# An item of a list may be a part of a town named by its side: "Waterloo and central Southport".
_ITEM_NAME = r"(?:(?:central|north|south|east|west|inner)\s+(?=[A-Z]))?" + _NAME
_LIST = _ITEM_NAME + r"(?:\s*,\s*" + _ITEM_NAME + r"|\s*,?\s+(?:and|&|or)\s+" + _ITEM_NAME + r")*"
_PLURAL_CUES = ("Wards", "Areas", "Estates", "Divisions", "Neighbourhoods", "Designation")  # also "the Chancel
# Moor and Lowmere Designation"
# Capitalised and plural, the cue word still follows the names: "the Lemyngton and Hastings Wards in Loughborough"
# (singular, it is part of the name: "Nelson Ward").
_BEFORE_CUE = re.compile(r"(?P<names>" + _LIST + r")\s+(?:(?:electoral|council|local\s+authority)\s+)?(?:wards?|areas?|divisions?|estates?|neighbourhoods?|schemes?|designations?"
                         r"|" + "|".join(_PLURAL_CUES) + r"|selective\s+licensing|additional\s+licensing)\b")
# "... Wards in Loughborough": the town the wards are in is not one more part of it.
_AFTER_CUE = re.compile(r"(?:(?<!anywhere\s)(?<![Ww]ards\s)\b(?:in|covering|covers|cover|covered|within|wards?\s+of|areas?\s+of|(?<!two\s)(?<!three\s)(?<!four\s)(?<!five\s)(?<!several\s)(?<!some\s)parts?\s+of|neighbourhoods?\s+of|estates?\s+of|including|includes"
                        r"|across\s+(?:most|much|parts?)\s+of"
                        # "parts of two electoral wards, Margate Central and Cliftonville West"
                        r"|(?:parts?\s+of\s+)?(?:two|three|four|five|six|\d+)\s+(?:electoral\s+)?(?:wards|areas|estates),"
                        r"|(?:scheme|designation),?\s+for|(?:coming|comes|came)\s+to"
                        r"|appl(?:ied|y|ies)\s+(?:[\w-]+\s+){0,3}?to|extend(?:ed|s|ing)?\s+(?:[\w-]+\s+){0,3}?to"
                        r"|designate|designated|designates"
                        r"|(?:wards?|areas?|streets?|estates?)\s+(?:(?:covered|included|affected|designated)\s+)?(?:are|were"
                        r"|include|included|comprise|comprised))(?:\s*:)?\s+"
                        r"|\b(?:following|these|listed)\s+(?:\w+\s+)?(?:wards?|areas?|streets?|estates?)\s*:\s*)"
                        r"(?:the\s+|both\s+)?(?P<names>" + _LIST + r")(?=\s+(?:wards?|areas?|estates?|divisions?|neighbourhoods?)\b"
                        r"|\s*[.;:,)]|\s*$"
                        r"|\s+(?:from|until|since|and|which|where|is|are|was|has|will|to|ended|ends|began|begins|started"
                        r"|starts|came|comes|runs|ran|expired|expires|covers|applies|for|on|during|between|in|as|must|need|needs|only|with|after|before|no)\b)")
_NOT_PLACES = frozenset(
    """the this that these our a an we you your it council borough district city county town selective additional
    mandatory licensing licence license licences scheme schemes designation designations hmo hmos housing act
    england uk britain landlord landlords tenant tenants property properties private rented sector part section
    government secretary state cabinet committee area areas ward wards all any each every january february march
    april may june july august september october november december monday tuesday wednesday thursday friday
    saturday sunday new current previous first second third local authority planning environmental health
    regulations order notice public register fees fee apply application online houses multiple occupation
    further information more details contact us see below above map street streets road roads under if when where
    for from what why how who which while whilst since until before after during within across throughout also
    only both either neither some most many other others there here they them their its his her designated proposed
    affected covered licensable relevant named listed selected existing former homes home flats buildings dwellings
    residents lettings citywide boroughwide districtwide city-wide borough-wide district-wide yes no original
    renewed extended replacement revised""".split())
_NOT_PLACES |= {m.lower() for m in MONTHS}


_COUNCIL_WORDS = ("council", "borough", "district", "licensing", "scheme")
_NAME_TAILS = frozenset("Road Street Ward Town Area Lane Avenue Estate Centre".split())  # singular: "Castle and Abbey Wards" names two


def _clean(name: str) -> str | None:
    words = name.split()
    plural_cue = next((i for i, w in enumerate(words) if i and w in _PLURAL_CUES), None)
    if plural_cue is not None:
        words = words[:plural_cue]  # "Hastings Wards in Loughborough": the ward, not the town it is in
    if any(w.lower() in _COUNCIL_WORDS for w in words):
        return None  # "Warwick District", "the London Borough of Barking": the council itself, not a part of it
    while words and (words[0].lower().strip(".") in _NOT_PLACES or words[0] in ("of", "on", "in", "upon", "by")):
        words.pop(0)
    while words and words[-1].lower().strip(".,") in _NOT_PLACES and not (
            len(words) > 1 and words[-1].strip(".,") in _NAME_TAILS):
        words.pop()  # but "London Road", "Nelson Ward", "Romford Town": a capitalised tail is part of the name
    if not words or all(w.lower().strip(".") in _NOT_PLACES for w in words):
        return None
    if re.search(r"['’]s$", words[-1]) and words[0] not in ("St", "St.", "Saint"):
        return None  # "in Southwark's private rented sector": the council's own, not a part of it
    return " ".join(words).strip(" .,'’")


# "designated five wards of the city for Additional Licensing: St John, St Clement and Arboretum."
_COLON_CUE = re.compile(r"\b(?:wards?|areas?|streets?|estates?|divisions?|neighbourhoods?|parishes)\b[^.:;]{0,60}(?::|\s[-–—])\s*(?P<names>" + _LIST + r")(?=\s*[.;]|\s*$)")
# A labelled line of a list of designations: "Phase 2 - Ivy Bank and Longmoor: 1 February 2023 to ...",
# "Selective licensing, Hanley Brook: in force 2024-02-01".
_LABEL_CUE = re.compile(r"(?:\b(?:Phase|Zone|Designation)\s+(?:\d+|[A-D]|one|two|three|four)\s*[-–—]\s*"
                        r"|\b(?i:selective|additional)\s+(?i:licensing|scheme),\s+)(?P<names>" + _LIST + r")\s*:")
_CAPITAL_CUE = re.compile(r"(?P<names>" + _NAME + r")(?<=\s(?:Ward|Area))\b")


def places_in(text: str) -> list[str]:
    """The place names the text gives as where a scheme applies, in order, each once."""
    found: list[str] = []
    for rx in (_BEFORE_CUE, _AFTER_CUE, _COLON_CUE, _LABEL_CUE, _CAPITAL_CUE):
        for m in rx.finditer(text):
            if re.search(r"\b(?:Council|Borough|District|City\s+of)\b", m.group("names")):
                continue  # "the Borough of Barking and Dagenham": no part of that list is a local area
            if _NOT_COVERED_AFTER.match(text, m.end()) or _EXCLUDED_BEFORE.search(text, 0, m.start("names")):
                continue  # "Neighbouring streets in Scarth Moor are not covered", "the whole borough except X ward"
            found += [name for name in _names_of(m.group("names")) if name not in found]
    order = {name: text.find(name) for name in found}
    return sorted(found, key=lambda n: order[n])


_NOT_COVERED_AFTER = re.compile(r"\s+(?:is|are|was|were)\s+(?:not\s+(?:covered|included|part\s+of|in\b)|outside|excluded)", re.I)
# The words that take a part out of an area: "the whole borough except Harrowgate Moor ward".
EXCEPT_WORDS = r"except|excepting|apart\s+from|other\s+than|excluding|save\s+for|with\s+the\s+exception\s+of"
_EXCLUDED_BEFORE = re.compile(r"\b(?:" + EXCEPT_WORDS + r")\s+(?:for\s+)?(?:the\s+)?$", re.I)


def _names_of(names: str) -> list[str]:
    """The places of a list of names. "Castle, Falsgrave and Stepney, and Northstead": with a comma before the last
    "and", the items are the parts between commas, and "Falsgrave and Stepney" is one ward."""
    oxford = re.search(r",\s+(?:and|&|or)\s+", names)
    found = []
    for part in re.split(r"\s*,\s*(?:(?:and|&|or)\s+)?" if oxford else r"\s*,\s*|\s+(?:and|&|or)\s+", names):
        name = _clean(part)
        if name and name not in found:
            found.append(name)
    return found


# A trailing note in brackets that is not part of the name: "(PDF, 1MB)", "(Central ward)"; "(174-278)" is.
_HOUSES = r"\b(?:numbers?|nos?\.?|odd|even|all\s+properties|inclusive)\b"  # "(1-87 odd numbers)": which houses
_NUMBERS_NOTE = re.compile(r"\s*\([^)]*" + _HOUSES + r"[^)]*\)\s*$", re.I)
_FILE_NOTE = re.compile(r"\s*\((?![\d\s,–-]+\))(?![^)]*" + _HOUSES + r")[^)]*\)\s*$", re.I)
_CONNECTORS = frozenset("and & of the upon on in le de by under".split())
_LINK_WORDS = frozenset("map maps street streets list lists boundary boundaries plan plans designation".split())
_PLACE_TAILS = frozenset("town city centre village estate area ward wards".split())  # "Rotherham town centre"


# A heading that is a scheme and its places: "Selective licensing – Brightwater Lane and Sowerby Croft".
_SCHEME_DASH = re.compile(r"^\W*(?:selective|additional)\s+(?:licensing|scheme|designation)\s*[–—:-]\s*", re.I)
_NUMBERED_AREA = re.compile(r"(?:Area|Zone|Phase|Designation)\s+(?:\d+|[A-D])\s*\((?P<names>[^)]+)\)")


def has_place_tail(name: str) -> bool:
    """The name ends in a word that makes it a place: "Merrowdale town centre", "Nelson Ward", "Mill Lane"."""
    return name.split()[-1].lower() in _PLACE_TAILS | {t.lower() for t in _NAME_TAILS} | {"park"}


def heading_places(heading: str) -> tuple[list[str], bool]:
    """The places a heading consists of ("Ashgrove and Coalpit Heath", "Selective licensing – Castle and Abbey"),
    and whether a scheme's name comes before them; ([], False) for a heading that is anything more than names."""
    lead = _SCHEME_DASH.match(heading)
    rest = heading[lead.end():] if lead else heading
    numbered = _NUMBERED_AREA.fullmatch(rest.strip()) if lead else None
    rest = numbered.group("names") if numbered else rest  # "Selective licensing – Area 1 (Dyers Green)"
    if not re.fullmatch(_LIST, rest.strip()):
        return [], False
    return _names_of(rest.strip()), bool(lead)


def list_place(line: str) -> str | None:
    """A list item as a place, the way a page lists its wards or streets: "Castle", "Doncaster Road (174-278)",
    "Central Stockton map and street list (PDF)" -> "Central Stockton"; an item that reads as a phrase ("homes
    lived in by their owners", "high crime") is not a place."""
    text = _FILE_NOTE.sub("", line.strip(" ,;.")).strip()
    numbers = _NUMBERS_NOTE.search(text)  # "Albion Street (1-87 odd numbers)": which houses, part of the entry
    if numbers:
        text = text[:numbers.start()].strip()
    words = text.split()
    if not words or not re.match(r"[A-Z0-9]", words[0]) or len(words) > 8:
        return None
    kept = []
    for w in words:
        if re.match(r"[A-Z0-9(]|St\b", w) or w.lower() in _CONNECTORS | _PLACE_TAILS or re.match(r"[(\d]", w):
            kept.append(w)
        else:
            break  # "Central Stockton map and street list": the name ends where the words turn plain
    rest = words[len(kept):]
    if rest and rest[0].lower() not in _LINK_WORDS:
        return None  # "Homes lived in by their owners": a phrase, not a name with a link's words after it
    while kept and kept[-1].lower() in _CONNECTORS:
        kept.pop()
    if len(kept) > 1 and kept[-1] in ("ward", "wards"):
        kept.pop()  # "Westoe ward": the ward is Westoe (a capital "Nelson Ward" is the name itself)
    name = " ".join(kept)
    if name and numbers:
        name = f"{name} {numbers.group(0).strip()}"
    return name if name and name.lower() not in _NOT_PLACES else None


_ITEM = re.compile(r"^\s*(?P<name>" + _LIST + r")\s*(?::|–|—|\s-\s|\()")


def item_places(line: str) -> list[str]:
    """The places a list item opens with: "Northgate: 1 April 2022 to 31 March 2027" -> ["Northgate"]; "Castle and
    Abbey: 1 January 2024 to ..." -> ["Castle", "Abbey"]."""
    m = _ITEM.match(line)
    return _names_of(m.group("name")) if m else []


def cell_places(cell: str) -> list[str]:
    """The places a table cell lists: "Kilnworth, Orrin Vale" and "Priory and Hatchmere" are two; "Moulsecoomb &
    Bevendean" is one ward's name; a cell that reads as no list is one."""
    cell = re.sub(r"\s+(?:wards?|areas?|estates?)\s*\.?\s*$", "", cell)  # "Chapelry ward": Chapelry
    return _names_of(cell) if "&" not in cell and _BARE_LIST.match(cell) else [cell]


_BARE_LIST = re.compile(r"^\s*(?P<names>" + _LIST + r")\s*\.?\s*$")


def answer_places(text: str) -> list[str]:
    """The places of an answer that is nothing but their names, under a question asking where ("Which areas are in
    phase 1?" then "Abbeyfield and Tollgate.")."""
    m = _BARE_LIST.match(text)
    return _names_of(m.group("names")) if m else []


_NAME_WORDS = r"[A-Z][\w'’-]+(?:[ ]+(?:(?:and|&|upon|on|le|under)[ ]+)?[A-Z][\w'’-]+){0,3}"  # on one line
_COUNCIL_NAME = re.compile(r"\b(?:London\s+|Royal\s+)?(?:Borough|City)\s+of\s+(?P<after>" + _NAME_WORDS + r")"
                           r"|(?P<before>" + _NAME_WORDS + r")\s+(?:Metropolitan\s+)?(?:Borough\s+|District\s+|City\s+"
                           r"|County\s+)?Council\b")
_NOT_NAMES = frozenset("the our your contact county city district borough town parish local council".split())


def council_names(text: str) -> set[str]:
    """The names the council gives itself on the page ("Anytown Borough Council", "London Borough of Barnet"):
    the district as a whole, never one of its parts."""
    names = set()
    for m in _COUNCIL_NAME.finditer(text):
        words = (m.group("after") or m.group("before")).split()
        while words and words[0].lower() in _NOT_NAMES:
            words.pop(0)
        while words and words[-1].lower() in _NOT_NAMES | {"metropolitan"}:
            words.pop()  # "Hartlepool Borough Council": Hartlepool
        if words and not all(w.lower() in _NOT_PLACES for w in words):
            names.add(" ".join(words))
    return names


def whole_council(text: str, names: set[str]) -> bool:
    """"covers the whole of Anytown", "every privately rented home in Anytown", "anywhere in Anytown": the text
    gives the council's own district as the area ("the Anytown Council ward of Castle" is a part of it)."""
    if not re.search(r"\blicen[cs]|\bappl(?:y|ies)\b|\bcover(?:s|ing)?\b|\bmust\b|\bneeds?\b", text, re.I):
        return False  # "we studied antisocial behaviour across Anytown": not where a scheme applies
    for name in names:
        if re.search(r"(?i:\bwhole\s+of|\ball\s+of|\bacross|\bthroughout|\banywhere\s+in|\beverywhere\s+in"
                     r"|\b(?:every|all|any)\s(?!of\s+(?:which|them|these|those|our)\b)[^.;]{0,60}?\b(?:in|within))\s+(?:the\s+)?"
                     r"(?:(?:London\s+|Royal\s+)?Borough\s+of\s+|City\s+of\s+)?" + re.escape(name) +
                     r"\b(?!\s+(?:Council\s+)?(?:wards?|(?:town|city)\s+centre|Central|area\s+of|[A-Z]))", text):
            return True
    return False
