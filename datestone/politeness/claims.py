"""One job at a time per council: a visit is claimed with an exclusive `flock` on
`DATESTONE_DATA_DIR/claims/<GSS>.lock` for as long as it runs.

Two finder jobs (a cron line firing while the last sweep still runs, an operator's `-a gss=` beside a sweep)
must never drive the same council's visit at once: each would pace it on its own and resume the same open visit
(PC1, PC2). The kernel drops the lock with its process, so a job killed with `kill -9` leaves the visit to be
resumed by the next run, never stuck.
"""

from __future__ import annotations

import fcntl
import os
import re
from pathlib import Path

from datestone.politeness.gate import try_exclusive_lock

_GSS = re.compile(r"^[A-Z][0-9]{8}$")


class VisitClaim:
    def __init__(self, fd: int) -> None:
        self._fd: int | None = fd

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)


class VisitClaims:
    def __init__(self, data_dir: Path) -> None:
        self.folder = Path(data_dir) / "claims"
        self.folder.mkdir(parents=True, exist_ok=True)

    def try_claim(self, gss: str) -> VisitClaim | None:
        """The council's claim, or None when another job (or another visit of this one) holds it."""
        if not _GSS.match(gss):  # the code names a file: nothing but a well-formed code gets that far
            raise ValueError(f"not a GSS code: {gss!r}")
        fd = try_exclusive_lock(self.folder / f"{gss}.lock")
        return None if fd is None else VisitClaim(fd)
