"""datestone/policy.py holds every POLICY number with its rule ID, and nothing else hard-codes one."""

from __future__ import annotations

import re
import tokenize
from pathlib import Path

import pytest

from datestone import policy

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("name, value", [
    ("USER_AGENT", "Mozilla/5.0 (compatible; DatestoneBot/1.0; +https://www.datestone.io/crawler)"),  # ID1
    ("ROBOTS_PRODUCT_TOKEN", "DatestoneBot"),  # ID2
    ("ROBOTS_CACHE_TTL_S", 24 * 3600),  # RB2
    ("ROBOTS_MAX_BYTES", 500 * 1024),  # RB3
    ("ROBOTS_MAX_REDIRECTS", 5),  # RB6
    ("ROBOTS_BLOCKED_RECHECK_S", 30 * 86400),  # RB7
    ("MAX_CLICK_DEPTH", 3),  # LD1
    ("VISIT_BUDGET_REQUESTS", 18),  # PC1
    ("PAGE_GAP_MIN_S", 45), ("PAGE_GAP_MAX_S", 120), ("CHEAP_GAP_MIN_S", 15), ("CHEAP_GAP_MAX_S", 35),  # PC2
    ("CHECK_GAP_MIN_S", 1.5),  # PC4
    ("REQUEST_TIMEOUT_S", 30), ("BODY_MAX_BYTES", 2 * 1024 * 1024), ("PAGE_MAX_REDIRECTS", 3),  # PC5
    ("REFUSAL_REST_S", 30 * 86400), ("REFUSALS_TO_RETIRE", 3),  # RF3
    ("FOUND_REST_S", 14 * 86400), ("EMPTY_REST_S", 6 * 3600), ("EMPTY_VISITS_TO_PARK", 3),  # CD1, CD2
    ("EMPTY_PARK_S", 30 * 86400), ("UNREACHABLE_REST_S", 6 * 3600),  # CD2, CD5
])
def test_policy_number_matches_the_published_rule(name, value):
    assert getattr(policy, name) == value


def test_ld1a_fixed_paths_are_exactly_the_seven_in_order():
    assert policy.FIXED_PATHS == ("/selective-licensing", "/property-licensing", "/hmo-licensing",
                                  "/additional-licensing", "/landlord-licensing", "/houses-in-multiple-occupation",
                                  "/housing/property-licensing")


def test_policy_module_cites_a_rule_id_for_every_number():
    text = (ROOT / "datestone" / "policy.py").read_text()
    for block in text.split("\n\n")[1:]:
        if "=" in block:
            assert re.search(r"\b(ID|RB|LD|PC|RF|CD|AF)\d", block), block


POLICY_NUMBERS = {"45", "120", "18", "15", "35", "1.5", "14", "30", "86400", "3600"}


@pytest.mark.parametrize("folder", ["spiders", "middlewares", "pipelines"])
def test_no_policy_number_outside_policy_module(folder):
    offenders = []
    for path in (ROOT / folder).rglob("*.py"):
        with open(path, "rb") as fh:
            for token in tokenize.tokenize(fh.readline):
                if token.type == tokenize.NUMBER and token.string in POLICY_NUMBERS:
                    offenders.append(f"{path.name}:{token.start[0]}: {token.line.strip()}")
    assert offenders == []
