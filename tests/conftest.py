"""Shared fixtures: the fake web (one per test session), case folders, fake clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from datestone.clock import FakeClock
from tests.fakeweb.server import FakeWeb
from tests.fakeweb.sitefolder import load_cases

TESTS = Path(__file__).resolve().parent
CASES = TESTS / "fakeweb" / "sites"
HOLDOUT = TESTS / "fakeweb" / "holdout"
HOLDOUT2 = TESTS / "fakeweb" / "holdout2"  # written without sight of the finder's code


@pytest.fixture(scope="session")
def fake_web():
    with FakeWeb() as web:
        yield web


@pytest.fixture
def clock():
    return FakeClock()


def cases(folder: Path = CASES):
    return load_cases(folder) if folder.exists() else []
