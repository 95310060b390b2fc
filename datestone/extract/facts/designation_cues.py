"""The words designations_of (designations.py) reads a clause by: a heading that asks where a scheme applies, a
clause about the designation before the latest one, another council named, a document's title, "It covers" after a
designation. Plain regular expressions.
"""
from __future__ import annotations

import re

# A heading asking or labelling where: "Which areas are in phase 1?", "What wards does it cover?", "Area" (a key
# facts table's row).
ASKS_WHERE = re.compile(r"\b(?:which|what)\s+(?:areas?|wards?|streets?|parts?|estates?|neighbourhoods?)\b[^?]*\?|\bwhere\s+(?:does|"
                        r"is|will)\s+(?:it|the\s+scheme|the\s+designation|(?:selective|additional)\s+licensing)\s+(?:\w+\s+)?apply\b[^?]*\?"
                        r"|^\W*(?:(?:the|designated)\s+)?(?:areas?|wards?)(?:\s+(?:covered|included|designated))?\W*$", re.I)


# A clause about the designation before the latest one: "the old scheme", "our previous designation".
THE_EARLIER_ONE = re.compile(r"\b(?:the|our|that)\s+(?:old|previous|former|earlier|first|original)\s+(?:[\w-]+\s+){0,2}?"
                             r"(?:scheme|designation)\b", re.I)


OVER_THE_BOUNDARY = re.compile(r"\b(?:across|beyond|over|outside|other\s+side\s+of)\s+the\s+(?:[\w-]+\s+)?(?:boundary|border)\b", re.I)
A_COUNCIL = re.compile(r"\b[A-Z][\w'’-]+(?:\s+(?:City|Borough|District|County|Metropolitan))*\s+Council\b")
DOCUMENT_TITLE = re.compile(r"\((?:pdf|docx?|xlsx?|odt|csv)\b[^)]*\)\W*$", re.I)
SCHEME_WORD = re.compile(r"\b(?:schemes?|designations?|licensing)\b", re.I)
IT_COVERS = re.compile(r"\W*(?:it|this\s+(?:scheme|designation))\s+(?:covers|applies\s+to|includes|will\s+cover)\b", re.I)
IT_GOES_ON = re.compile(r"\W*(?:it|they)\s+(?:covers?|applies|apply|deals?|is|are)\b", re.I)
# A clause that opens by pointing back at the designation the clause before it told of: "It ran from ...".
IT_OPENS = re.compile(r"\W*(?:it|this\s+(?:scheme|designation))\s+(?!(?:is|was)\s+(?:an?|the)\s)", re.I)
# A pointer to another page, no description: "Fees for mandatory HMO licences are listed on a separate page".
POINTER = re.compile(r"\b(?:are|is)\s+(?:listed|set\s+out|given|shown|explained)\s+on\s+(?:a|another|our|the)\s+"
                     r"(?:separate\s+|other\s+|different\s+)?page\b", re.I)
