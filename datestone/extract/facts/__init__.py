"""The fact reader: what a licensing page says about each scheme, on the day it was read (reader.py).

The page cut into clauses (clauses), dates found (dates) and given roles (date_roles), designations made of them
(designations) with their status on the day read (designation_status, status), their area and fee (areas, places,
fee_tables, fee_sentences, scheme_owner), dates and places from tables (tables, date_tables, place_tables), the
page's own "last updated" (page_date), and what changed between two reads (changes). The grammar's words beyond the
shared lexicon: cues. Callers need only `read_facts`.
"""

from datestone.extract.facts.reader import Fact, PageFacts, read_facts

__all__ = ["Fact", "PageFacts", "read_facts"]
