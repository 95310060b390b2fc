"""The fake web's access log as a council webmaster would hand it over: Apache/nginx "combined" format.

The fake web keeps monotonic times; a real server stamps wall-clock seconds. `wall_offset()` (time.time() minus
time.monotonic(), read once) turns one into the other. `stamp="arrival"` is Apache's %t (request received),
`stamp="finish"` nginx's $time_local (response sent). `vhost=True` prefixes the host (Apache vhost_combined).
"""

from __future__ import annotations

import time
from datetime import datetime, timezone

from tests.fakeweb.server import LogLine


def wall_offset() -> float:
    return time.time() - time.monotonic()


def combined(line: LogLine, offset: float, stamp: str = "arrival", vhost: bool = False) -> str:
    moment = line.arrival if stamp == "arrival" else line.finish
    when = datetime.fromtimestamp(moment + offset, timezone.utc).strftime("%d/%b/%Y:%H:%M:%S +0000")
    ua = line.user_agent.replace('"', '\\"')
    referer = (line.referer or "-").replace('"', '\\"')
    text = (f'127.0.0.1 - - [{when}] "{line.method} {line.target} HTTP/1.1" {line.status} {line.bytes_sent} '
            f'"{referer}" "{ua}"')
    return f"{line.host}:80 {text}" if vhost else text
