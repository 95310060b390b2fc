"""The fake council web as tests, the demo and the benchmarks use it: a handle on a server process of its own.

The server (`server.py`) runs in a child process, as a council's server runs on a machine of its own, so the times
in its access log are read by its own threads: in the crawler's process they queued behind the crawler's Python
for the one interpreter lock, and a reply that had left the socket could be logged as finished milliseconds
later, after the crawler had let go of the gate and sent its next request (a PC3 overlap that never was, and
gaps that seemed shorter than they were, PC2). Both processes read the same monotonic clock (CLOCK_MONOTONIC is
system-wide), so the lines' times compare with the crawler's.

The child is told which sites to serve (`add`) over a socket pair and sends each access-log line back as it is
recorded; reading the log (`log`, `lines_since`) first asks the child to send every line of a request already
answered, so a test never reads the log a line short.
"""

from __future__ import annotations

import itertools
import os
import socket
import subprocess
import sys
import threading
from multiprocessing.connection import Connection
from pathlib import Path

from tests.fakeweb.server import LogLine, WebServer
from tests.fakeweb.sitefolder import Site

PROJECT = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 30.0
SYNC_TIMEOUT_S = 10.0
_SITE_IDS = itertools.count(1)


class FakeWeb:
    """Serve sites on 127.0.0.1 (port 0 = any free port) from a child process and keep its access log here."""

    def __init__(self, sites: dict[str, Site] | None = None, port: int = 0) -> None:
        self._lines: list[LogLine] = []
        self._lines_lock = threading.Lock()
        self._send_lock = threading.Lock()
        self._synced: dict[int, threading.Event] = {}
        self._syncs = itertools.count(1)
        self._stopped = False
        ours, theirs = socket.socketpair()
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(PROJECT), os.environ.get("PYTHONPATH")]))}
        self._process = subprocess.Popen([sys.executable, "-m", "tests.fakeweb.web", str(theirs.fileno()), str(port)],
                                         pass_fds=[theirs.fileno()], env=env, cwd=PROJECT)
        theirs.close()
        self._conn = Connection(ours.detach())
        if not self._conn.poll(START_TIMEOUT_S):
            self._process.kill()
            raise RuntimeError("the fake web's server process did not start")
        kind, self.port = self._conn.recv()
        assert kind == "port", kind
        self._reader = threading.Thread(target=self._read, daemon=True, name="fake-web-log")
        self._reader.start()
        for site in {id(s): s for s in (sites or {}).values()}.values():
            self.add(site)

    @property
    def proxy_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def add(self, site: Site) -> None:
        """Serve `site`'s hosts (again). The same Site object added twice is served by one object in the child, so
        its "times" counters run on as they did in one process."""
        if getattr(site, "_fake_web_id", None) is None:
            site._fake_web_id = next(_SITE_IDS)
        self._send(("add", site._fake_web_id, site))

    @property
    def log(self) -> list[LogLine]:
        """Every line so far (a copy), including those of requests answered a moment ago."""
        return self.lines_since(0)

    def lines_since(self, mark: int) -> list[LogLine]:
        self._sync()
        with self._lines_lock:
            return list(self._lines[mark:])

    def _sync(self) -> None:
        if self._stopped:
            return  # the log is complete: read what it holds
        token = next(self._syncs)
        done = self._synced[token] = threading.Event()
        self._send(("sync", token))
        if not done.wait(SYNC_TIMEOUT_S):
            raise RuntimeError("the fake web's server process did not answer a log sync")

    def _send(self, message) -> None:
        with self._send_lock:
            self._conn.send(message)

    def _read(self) -> None:
        while True:
            try:
                kind, value = self._conn.recv()
            except (EOFError, OSError):
                for event in self._synced.values():
                    event.set()  # the child is gone: nobody waits for it
                return
            if kind == "line":
                with self._lines_lock:
                    self._lines.append(value)
            elif kind == "synced":
                self._synced.pop(value).set()

    def start(self) -> "FakeWeb":
        return self  # serving since it was made; kept so `with FakeWeb() as web` reads as it always did

    def stop(self) -> None:
        """Stop serving; the log stays readable (every line of a request answered before the stop)."""
        if self._stopped:
            return
        if self._process.poll() is None:
            try:
                self._sync()
                self._send(("stop", None))
                self._process.wait(10)
            except (OSError, subprocess.TimeoutExpired):
                self._process.kill()
                self._process.wait()
        self._stopped = True
        self._reader.join(5)
        self._conn.close()

    def __enter__(self) -> "FakeWeb":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def _serve(fd: int, port: int) -> None:
    """The child: serve until told to stop, or until the parent goes (its end of the socket pair closes)."""
    conn = Connection(fd)
    send_lock = threading.Lock()

    def send(message) -> None:
        with send_lock:
            conn.send(message)

    server = WebServer(record=lambda line: send(("line", line)), port=port).start()
    sites: dict[int, Site] = {}
    send(("port", server.port))
    try:
        while True:
            try:
                kind, value, *rest = conn.recv()
            except (EOFError, OSError):
                return
            if kind == "add":
                site = sites.setdefault(value, rest[0])
                server.add(site)
            elif kind == "sync":
                server.settled()
                send(("synced", value))
            elif kind == "stop":
                return
    finally:
        server.stop()


if __name__ == "__main__":
    _serve(int(sys.argv[1]), int(sys.argv[2]))
