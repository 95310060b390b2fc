"""Which licensing schemes a page says are in force on the day it was read (the finding's `schemes`): the
schemes of the facts datestone/extract/facts/ reads whose status is in force on that day (2026-12-01 here)."""
from datetime import date
from html import escape

import pytest

from datestone.enums import Scheme
from datestone.extract.facts import read_facts

READ_ON = date(2026, 12, 1)


def detect_schemes(text: str) -> tuple[Scheme, ...]:
    """The text as a council page's content, one paragraph a line, read on READ_ON."""
    body = "".join(f"<p>{escape(line)}</p>" for line in text.splitlines())
    return read_facts(f"<html><body><main><h1>Private housing</h1>{body}</main></body></html>", READ_ON).schemes

S, A, M = Scheme.SELECTIVE, Scheme.ADDITIONAL, Scheme.MANDATORY_HMO


@pytest.mark.parametrize("text, expected", [
    ("Selective licensing applies to every privately rented home in Central ward.", (S,)),
    ("Selective Licensing Scheme 2022–2027 is in force.", (S,)),
    ("The additional licensing designation came into force on 1 June 2025.", (A,)),
    ("Our additional HMO licensing scheme covers HMOs with 3 or 4 tenants.", (A,)),
    ("Mandatory HMO licensing applies across the borough.", (M,)),
    ("Mandatory licensing of HMOs has applied since 2006.", (M,)),
    ("You need a licence if your HMO has 5 or more people forming 2 or more households.", (M,)),
    ("A licence is needed for a house in multiple occupation with five or more tenants.", (M,)),
    ("All large HMOs must be licensed.", (M,)),
    ("Selective, additional and mandatory HMO licensing apply in Anytown.", (S, A, M)),
    ("We run selective and additional licensing schemes.", (S, A)),
    ("Apply for a selective licence online.", (S,)),
    ("If you would like to apply for a selective licence, use our online form.", (S,)),
    ("We will send you a draft selective licence before we issue the final one.", (S,)),
])
def test_detect_schemes_finds_schemes_described_as_in_force(text, expected):
    assert detect_schemes(text) == expected


@pytest.mark.parametrize("text", [
    "Our selective licensing scheme ended on 31 March 2023.",
    "The selective licensing scheme expired in 2020.",
    "Our selective licensing scheme no longer operates.",
    "The selective licensing designation was revoked by the council.",
    "The selective licensing scheme ran from 2015 to 2020.",
    "We do not have a selective licensing scheme.",
    "The council does not currently operate selective licensing.",
    "There are no selective licensing schemes in Anytown.",
    "The council has no plans to introduce selective licensing.",
    "Selective licensing is not in force in this district.",
    "We are consulting on a proposed selective licensing scheme.",
    "The consultation on selective licensing closed on 5 May 2024.",
    "Have your say on selective licensing.",
    "Our selective licensing designation will come into force on 1 April 2027.",
    "The selective licensing designation comes into force on 1 April 2027.",
    "If approved, selective licensing would cover the town centre.",
    "A selective licensing scheme would start in 2026 and run for five years.",
    "The draft designation for additional licensing is published below.",
])
def test_detect_schemes_drops_ended_absent_proposed_or_future_schemes(text):
    assert detect_schemes(text) == ()


@pytest.mark.parametrize("text, expected", [
    ("Our selective licensing scheme ended on 31 March 2023. Our additional licensing scheme is in force.", (A,)),
    ("Our selective licensing scheme ended in 2023, but the additional licensing scheme is still in force.", (A,)),
    ("We do not have a selective licensing scheme. You need a licence if your HMO has 5 or more people "
     "forming 2 or more households.", (M,)),
    ("There is no additional licensing, so only mandatory HMO licensing applies.", (M,)),
    ("There is currently no additional licensing in the district; mandatory HMO licensing applies.", (M,)),
    ("Our previous selective licensing scheme ended in 2021.\nA new selective licensing scheme came into force "
     "on 1 May 2022.", (S,)),
    ("We are consulting on a proposed additional licensing scheme. Mandatory HMO licensing already applies.", (M,)),
])
def test_detect_schemes_separates_ended_and_current_schemes_on_one_page(text, expected):
    assert detect_schemes(text) == expected


@pytest.mark.parametrize("text, expected", [
    # The status sentence names no scheme: it speaks of the scheme the heading named.
    ("Selective licensing\nThe scheme ended in 2023.", ()),
    ("Additional licensing\nThe designation will come into force on 1 April 2027.", ()),
    ("Selective licensing\nThe scheme ended in 2023.\nAdditional licensing\nThe scheme is in force.", (A,)),
])
def test_detect_schemes_carries_the_named_scheme_into_the_next_sentence(text, expected):
    assert detect_schemes(text) == expected


@pytest.mark.parametrize("text, expected", [
    # "in force" outweighs an ended scheme elsewhere; "you must apply" does not.
    ("The previous selective licensing scheme ended in 2020. Landlords must apply for a selective licence.", ()),
    ("The previous selective licensing scheme ended in 2020. Selective licensing is in force again.", (S,)),
    # A scheme that came into force after consultation is in force.
    ("The additional licensing scheme came into force in 2024 following a public consultation.", (A,)),
])
def test_detect_schemes_only_explicit_in_force_outweighs_an_ending(text, expected):
    assert detect_schemes(text) == expected


@pytest.mark.parametrize("text", [
    "",
    "You need a premises licence to sell alcohol.",
    "Taxi and private hire licensing.",
    "Additional licence conditions apply to some premises.",
    "Your selective application needs additional information.",
    "HMOs with fewer than 5 occupants are not covered.",
])
def test_detect_schemes_ignores_text_naming_no_scheme(text):
    assert detect_schemes(text) == ()


def test_detect_schemes_licence_expiry_is_not_a_scheme_ending():
    assert detect_schemes("Your selective licence will expire five years after it was granted.") == (S,)


def test_detect_schemes_returns_enum_order_without_duplicates():
    text = ("Mandatory HMO licensing applies. Additional licensing applies. Selective licensing applies. "
            "Additional licensing covers small HMOs. Mandatory licensing covers large HMOs.")
    assert detect_schemes(text) == (S, A, M)


def test_a_new_scheme_with_a_dated_start_outweighs_the_ended_one_before_it():
    """Holdout (Bexley shape): the first additional scheme ran 2019-2024; a new one started in 2025."""
    text = ("Our first additional licensing scheme ran from 2019 to 2024. A new borough-wide additional "
            "licensing scheme started on 12 January 2025 and covers HMOs with 3 or 4 occupiers.")
    assert detect_schemes(text) == (Scheme.ADDITIONAL,)
