"""The memory a process and everything it started (the Playwright driver, Chromium's processes) holds, sampled
from /proc while a benchmark runs: proportional set size (PSS), so pages shared between processes count once."""

from __future__ import annotations

import os
import statistics
import threading
import time
from collections import defaultdict

MIB = 1024 * 1024


def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = defaultdict(list)
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as fh:
                ppid = int(fh.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children[ppid].append(int(entry))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, ()))
    return found


def _pss_bytes(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup") as fh:
            for line in fh:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


class MemorySampler(threading.Thread):
    """PSS of a process and all its descendants (the Playwright driver, Chromium's processes), every `period` s."""

    def __init__(self, pid: int, period: float = 0.5) -> None:
        super().__init__(daemon=True)
        self.pid, self.period = pid, period
        self.samples: list[tuple[float, int, int]] = []  # (monotonic time, bytes, processes)
        self._halt = threading.Event()

    def run(self) -> None:
        while not self._halt.is_set():
            pids = _descendants(self.pid)
            self.samples.append((time.monotonic(), sum(_pss_bytes(p) for p in pids), len(pids)))
            self._halt.wait(self.period)

    def stop(self) -> None:
        self._halt.set()
        self.join()


def growth(samples: list[tuple[float, int, int]], start: float, end: float) -> tuple[float, float, float, int]:
    """Over the samples taken between the first and the last request: mean of the first and of the last quarter
    (MiB), the least-squares slope (MiB per minute), and how many samples."""
    inside = [(t, b / MIB) for t, b, _ in samples if start <= t <= end]
    if len(inside) < 8:
        return float("nan"), float("nan"), float("nan"), len(inside)
    quarter = len(inside) // 4
    first = statistics.mean(m for _, m in inside[:quarter])
    last = statistics.mean(m for _, m in inside[-quarter:])
    ts, ms = [t for t, _ in inside], [m for _, m in inside]
    t_mean, m_mean = statistics.mean(ts), statistics.mean(ms)
    slope = sum((t - t_mean) * (m - m_mean) for t, m in zip(ts, ms)) / sum((t - t_mean) ** 2 for t in ts)
    return first, last, slope * 60, len(inside)
