"""Hypothesis settings shared by the fuzz modules (tests/test_fuzz_*.py).

Two profiles, chosen by the environment variable DATESTONE_FUZZ:
- "ci" (default): few examples and a fixed seed, so the whole fuzz set runs in well under a minute on a
  2-core machine and a failure in the shared test suite always reproduces;
- "long": thousands of random examples per property, for a search on demand
  (`DATESTONE_FUZZ=long .venv/bin/python -m pytest tests/test_fuzz_*.py`).

No example database, and Hypothesis's own caches (Unicode tables, constants) go to the system temp folder:
nothing is written into the repository (no `.hypothesis/` folder). An input the fuzzer once broke stays in its
module as an explicit `@example`, which is what keeps it fixed.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis.configuration import set_hypothesis_home_dir

set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "datestone-hypothesis")

_COMMON = dict(
    database=None,  # no .hypothesis/ in the tree
    deadline=None,  # lxml and rapidfuzz timings vary on a shared machine; a slow input is not a failure
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
    print_blob=True,
)
settings.register_profile("ci", max_examples=100, derandomize=True, **_COMMON)
settings.register_profile("long", max_examples=3000, **_COMMON)
settings.load_profile(os.environ.get("DATESTONE_FUZZ", "ci"))
