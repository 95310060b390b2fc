"""PC3: never two requests at once, across every Datestone process on the machine.

A request holds the gate from the moment it leaves (after its pacing wait) until its answer is in; a page
read in the browser holds it until the page and its subresources have loaded. The gate is an exclusive
`flock` on `DATESTONE_DATA_DIR/gate.lock`: the kernel lets go of it when a holder dies, so a crashed job
never wedges the others. Each hold opens its own file description, so holders inside one process exclude
each other too. Waiting happens in a thread, never on the reactor.
"""

from __future__ import annotations

import asyncio
import fcntl
import heapq
import itertools
import os
from pathlib import Path

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.threads import deferToThread


class GateHold:
    def __init__(self, fd: int, local=None) -> None:
        self._fd: int | None = fd
        self._local = local  # the in-process lock taken before the file lock, if any

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
            if self._local is not None:
                self._local.release()


def try_exclusive_lock(path: Path) -> int | None:
    """An open descriptor holding an exclusive `flock` on `path` (created if need be), or None if another holds
    it. Each call opens its own file description, so two holders in one process exclude each other too."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    return fd


class PriorityLock:
    """An asyncio lock whose waiters are served smallest priority first, first come first served on ties.

    The caller says what "first" means: the finder passes (when its wait ended, when the council fell due), so
    the council whose pacing wait ended first goes next (oldest-due on ties); the nightly check passes (pages
    its council has left, negated, then when its wait ended), so the longest chains of PC4 gaps start first
    and the rest fill the gaps between them."""

    def __init__(self) -> None:
        self._held = False
        self._waiters: list = []
        self._arrivals = itertools.count()

    async def acquire(self, priority: tuple = ()) -> None:
        if not self._held and not self._waiters:
            self._held = True
            return
        waiter = asyncio.get_running_loop().create_future()
        entry = (priority, next(self._arrivals), waiter)
        heapq.heappush(self._waiters, entry)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self.release()  # handed the lock just as we were cancelled: pass it on
            else:
                self._waiters.remove(entry)
                heapq.heapify(self._waiters)
            raise

    def release(self) -> None:
        while self._waiters:
            _, _, waiter = heapq.heappop(self._waiters)
            if not waiter.done():
                waiter.set_result(None)  # handed over: the lock stays held, by the waiter now
                return
        self._held = False


class MachineGate:
    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / "gate.lock"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = PriorityLock()

    def _take(self) -> GateHold:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            os.close(fd)
            raise
        return GateHold(fd)

    def try_take(self) -> GateHold | None:
        fd = try_exclusive_lock(self.path)
        return None if fd is None else GateHold(fd)

    async def take(self, priority: tuple = ()) -> GateHold:
        """Requests of this process queue on an in-process lock first (in `priority` order), so at most one
        of them waits in a thread for the file lock: the reactor's few threads are never all spent waiting."""
        await self._local.acquire(priority)
        try:
            hold = self.try_take()  # the usual case: no other process is sending, no thread needed
            if hold is None:
                hold = await maybe_deferred_to_future(deferToThread(self._take))
        except BaseException:
            self._local.release()
            raise
        hold._local = self._local
        return hold
