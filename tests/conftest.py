"""Shared fixtures: the fake web (one per test session), case folders, fake clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from datestone.clock import FakeClock
from tests.fakeweb.web import FakeWeb
from tests.fakeweb.sitefolder import load_cases

TESTS = Path(__file__).resolve().parent
CASES = TESTS / "fakeweb" / "sites"
HELD_OUT = TESTS / "fakeweb" / "finder_held_out"  # kept out of the finder's tuning
WRITTEN_BLIND = TESTS / "fakeweb" / "finder_written_blind"  # written without sight of the finder's code


@pytest.fixture(scope="session")
def fake_web():
    with FakeWeb() as web:
        yield web


@pytest.fixture
def clock():
    return FakeClock()


def cases(folder: Path = CASES):
    return load_cases(folder) if folder.exists() else []


# The hostile-web report, what each hostile case did to the crawler: tests/test_hostile_crawl.py fills one row
# per case it ran.
HOSTILE_REPORT: dict[str, dict] = {}


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if not HOSTILE_REPORT:
        return
    result_of = {}
    for outcome in ("passed", "failed", "xfailed", "xpassed", "error", "skipped"):
        for report in terminalreporter.stats.get(outcome, []):
            if getattr(report, "nodeid", None) in HOSTILE_REPORT and (report.when == "call" or outcome != "passed"):
                result_of[report.nodeid] = "known_failure" if outcome == "xfailed" else (
                    "FIXED? (xpass)" if outcome == "xpassed" or "XPASS" in str(getattr(report, "longrepr", "")) else outcome)
    rows = [{**row, "result": result_of.get(nodeid, "?")} for nodeid, row in HOSTILE_REPORT.items()]
    cols = ["case", "council", "expected", "got", "audit", "result"]
    width = {c: min(60, max(len(c), *(len(str(r[c])) for r in rows))) for c in cols}
    write = terminalreporter.write_line
    terminalreporter.section("hostile fake web: cases and outcomes")
    write("  ".join(c.ljust(width[c]) for c in cols))
    for row in sorted(rows, key=lambda r: r["case"]):
        write("  ".join(str(row[c])[:width[c]].ljust(width[c]) for c in cols))
        if row["result"] == "known_failure":
            write(f"    known failure: {row['known_failure']}")
        if row["result"] in ("failed", "known_failure") and config.getoption("verbose") > 0:
            for problem in row.get("violations", []):
                write(f"    audit: {problem}")
            for line in row.get("log", []):
                write(f"    log: {line}")
