"""The name of one run of a job: `DATESTONE_JOB_ID`, else `<spider>-<start second>-<pid>`.

The same name the archive gives its WARC file (`var/archive/<job id>.warc.gz`, middlewares/archive.py), so a
request row and the archived copy of its answer name the same run. Worked out once per crawler and kept on it.
"""

from __future__ import annotations

import os

_ATTR = "_datestone_job_id"


_TAKEN: set[str] = set()  # job ids given out in this process


def job_id(crawler, clock) -> str:
    existing = getattr(crawler, _ATTR, None)
    if existing is None:
        existing = crawler.settings.get("DATESTONE_JOB_ID") or \
            f"{crawler.spidercls.name}-{int(clock.now())}-{os.getpid()}"
        # Two crawls of one process in the same second (tests, a script) must not share a WARC file: the first
        # holds its lock for the whole run, so the second would wait for ever.
        base, n = existing, 1
        while existing in _TAKEN:
            n += 1
            existing = f"{base}-{n}"
        _TAKEN.add(existing)
        setattr(crawler, _ATTR, existing)
    return existing
