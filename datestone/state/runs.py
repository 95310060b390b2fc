"""The runs a `datestone status --runs` shows: those not ended whose process is still alive."""

from __future__ import annotations

import os


def runs_in_progress(store) -> list[dict]:
    """Runs not ended whose process is still alive (a killed run's row stays unfinished, and is not shown)."""
    alive = []
    for run in store.unfinished_runs():
        try:
            os.kill(run["pid"], 0)
        except ProcessLookupError:
            continue
        except PermissionError:
            pass  # alive, another user's
        alive.append(run)
    return alive
