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


class MachineGate:
    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / "gate.lock"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local: asyncio.Lock | None = None

    def _take(self) -> GateHold:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            os.close(fd)
            raise
        return GateHold(fd)

    def try_take(self) -> GateHold | None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None
        return GateHold(fd)

    async def take(self) -> GateHold:
        """Requests of this process queue on an asyncio lock first (first come, first served), so at most one
        of them waits in a thread for the file lock: the reactor's few threads are never all spent waiting."""
        if self._local is None:
            self._local = asyncio.Lock()
        await self._local.acquire()
        try:
            hold = self.try_take()  # the usual case: no other process is sending, no thread needed
            if hold is None:
                hold = await maybe_deferred_to_future(deferToThread(self._take))
        except BaseException:
            self._local.release()
            raise
        hold._local = self._local
        return hold
