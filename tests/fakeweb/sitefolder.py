"""Fake council sites as folders of saved responses.

A case folder holds one council's web (and any other hosts its pages point at):

    <case>/case.json             the council's register row and what the finder should find
    <case>/<host>/...            one folder per host name; files are served by path:
                                   /            -> index.html
                                   /a/b         -> a/b, a/b.html, a/b/index.html (first that exists)
                                   /a/b/        -> a/b/index.html
    <case>/<host>/_responses.json  optional overrides by exact target ("/path" or "/path?query"):
                                   {"status": 301, "headers": {"Location": "/x"}, "body_file": "f.html",
                                    "body": "...", "delay_s": 0, "login": true, "drop": false}
                                   an "ETag" or "Last-Modified" header makes a matching conditional GET a 304.
                                   "drop": true hangs up without answering (a connection error).
                                   "login": true marks a sign-in page (the auditor checks LD5 against it).
                                 additive keys for hostile cases (tests/fakeweb/hostile):
                                   "challenge": true   the auditor reads this answer as a bot challenge (RF1)
                                   "fault": "reset_mid_body"       headers + part of the body, then a TCP reset
                                            "short_content_length" Content-Length smaller than the body sent
                                            "long_content_length"  Content-Length larger; the server then hangs up
                                            "broken_chunked"       chunked, then a bad chunk-size line, hang up
                                            "drip"                 the body trickles at "drip_bytes_per_s"
                                   "content_length": N  the Content-Length a short/long fault claims
                                                        (default half the body / body + 4096)
                                   "fault_after_bytes": N  where reset_mid_body / broken_chunked break
                                                           (default half the body)
                                   "drip_bytes_per_s": N   (default 100) for "drip"
                                   "chunked": true      a correct chunked body with no Content-Length
                                   "times": N           the override answers only the first N requests for its
                                                        target while this Site is served (a server that sends a
                                                        first visitor round a redirect and back); after that the
                                                        "then" spec answers, or, without one, the target is served
                                                        as if it had no override
                                   "generate": {...}    a body made at serve time, cached (big bodies are not
                                                        committed): {"parts": [str | {"repeat": "<a>{i}</a>",
                                                        "count": N, "start": 0}], "gzip": false} concatenates
                                                        the parts ({i} numbered from start), gzip-compressed
                                                        when "gzip" is true (a .gz file or Content-Encoding);
                                                        {"kind": "calendar", "path": "/events"} is an endless
                                                        month calendar driven by the ?month=YYYY-MM query.

Anything else answers 404 (with `<host>/_404.html` as body when present). A real visit becomes a case with
`python -m tests.fakeweb.warc2site`, which writes exactly this layout.
"""

from __future__ import annotations

import json
import threading
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".htm": "text/html; charset=utf-8",
    ".aspx": "text/html; charset=utf-8",
    ".xml": "application/xml",
    ".gz": "application/gzip",
    ".txt": "text/plain; charset=utf-8",
    ".css": "text/css",
    ".js": "application/javascript",
    ".json": "application/json",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".pdf": "application/pdf",
    ".zip": "application/zip",
}


def content_type_for(path: Path) -> str:
    if path.name == "robots.txt":
        return "text/plain; charset=utf-8"
    return CONTENT_TYPES.get(path.suffix.lower(), "text/html; charset=utf-8")


@dataclass
class SavedResponse:
    status: int
    headers: list[tuple[str, str]]
    body: bytes
    delay_s: float = 0.0
    login: bool = False
    drop: bool = False
    challenge: bool = False
    fault: str = ""  # see the module docstring; "" = an honest answer
    content_length: int | None = None
    fault_after_bytes: int | None = None
    drip_bytes_per_s: float = 100.0
    chunked: bool = False

    @classmethod
    def unknown_host(cls, host: str) -> "SavedResponse":
        return cls(502, [("Content-Type", "text/plain")], f"no such host in the fake web: {host}".encode())


@dataclass
class Site:
    """One case: a council's register row, its expectation, and the hosts it serves."""

    name: str
    root: Path
    council: dict
    expect: dict
    notes: str = ""
    hosts: dict[str, Path] = field(default_factory=dict)
    overrides: dict[str, dict[str, dict]] = field(default_factory=dict)
    served: dict[tuple[str, str], int] = field(default_factory=dict)  # "times": answers given per (host, target)
    _served_lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    @classmethod
    def load(cls, root: Path, case: dict | None = None) -> "Site":
        """`root`'s hosts; the case from `root/case.json`, or given (the liveness web keeps one case.json for
        its two nights' folders)."""
        root = Path(root)
        case = case if case is not None else json.loads((root / "case.json").read_text(encoding="utf-8"))
        site = cls(name=root.name, root=root, council=case["council"], expect=case.get("expect", {}),
                   notes=case.get("notes", ""))
        for host_dir in sorted(p for p in root.iterdir() if p.is_dir() and "." in p.name):
            host = host_dir.name.lower()
            site.hosts[host] = host_dir
            overrides = host_dir / "_responses.json"
            site.overrides[host] = json.loads(overrides.read_text(encoding="utf-8")) if overrides.exists() else {}
        return site

    def __getstate__(self) -> dict:  # sent to the fake web's server process (tests/fakeweb/web.py); a lock is not
        return {k: v for k, v in self.__dict__.items() if k != "_served_lock"}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._served_lock = threading.Lock()

    def login_targets(self, host: str) -> set[str]:
        return {t for t, spec in self.overrides.get(host, {}).items() if spec.get("login")}

    def file_for(self, host: str, target: str) -> Path | None:
        base = self.hosts.get(host)
        if base is None:
            return None
        path = target.split("?", 1)[0].split("#", 1)[0]
        rel = path.lstrip("/")
        if ".." in Path(rel).parts:
            return None
        candidates = [base / "index.html"] if not rel else (
            [base / rel / "index.html"] if rel.endswith("/")
            else [base / rel, base / f"{rel}.html", base / rel / "index.html"])
        return next((c for c in candidates if c.is_file() and not c.name.startswith("_")), None)

    def response_for(self, host: str, target: str) -> SavedResponse:
        key = target
        spec = self.overrides.get(host, {}).get(target)
        if spec is None and "?" in target:
            key = target.split("?", 1)[0]
            spec = self.overrides.get(host, {}).get(key)
        if spec is not None and "times" in spec:
            with self._served_lock:
                count = self.served.get((host, key), 0)
                self.served[(host, key)] = count + 1
            if count >= int(spec["times"]):
                spec = spec.get("then")
        if spec is not None:
            return self._from_spec(host, spec, target)
        found = self.file_for(host, target)
        if found is not None:
            return SavedResponse(200, [("Content-Type", content_type_for(found))], found.read_bytes())
        not_found = self.hosts[host] / "_404.html"
        body = not_found.read_bytes() if not_found.exists() else b"<html><title>Not found</title><h1>Not found</h1></html>"
        return SavedResponse(404, [("Content-Type", "text/html; charset=utf-8")], body)

    def _from_spec(self, host: str, spec: dict, target: str = "/") -> SavedResponse:
        headers = spec.get("headers", {})
        headers = list(headers.items()) if isinstance(headers, dict) else [tuple(h) for h in headers]
        if "generate" in spec:
            body = generated_body(spec["generate"], target)
            if not any(k.lower() == "content-type" for k, _ in headers):
                headers.append(("Content-Type", "text/html; charset=utf-8"))
        elif "body_file" in spec:
            body_path = self.hosts[host] / spec["body_file"]
            body = body_path.read_bytes()
            if not any(k.lower() == "content-type" for k, _ in headers):
                headers.append(("Content-Type", content_type_for(body_path)))
        else:
            body = spec.get("body", "").encode("utf-8")
            if body and not any(k.lower() == "content-type" for k, _ in headers):
                headers.append(("Content-Type", "text/html; charset=utf-8"))
        return SavedResponse(int(spec.get("status", 200)), headers, body, float(spec.get("delay_s", 0)),
                             bool(spec.get("login")), bool(spec.get("drop")), bool(spec.get("challenge")),
                             str(spec.get("fault", "")), spec.get("content_length"), spec.get("fault_after_bytes"),
                             float(spec.get("drip_bytes_per_s", 100.0)), bool(spec.get("chunked")))


_GENERATED: dict[str, bytes] = {}
_GENERATED_LOCK = threading.Lock()


def _parts(gen: dict):
    for part in gen.get("parts", []):
        if isinstance(part, str):
            yield part.encode("utf-8")
            continue
        unit, start, count = part["repeat"], int(part.get("start", 0)), int(part["count"])
        if "{i}" not in unit:  # a plain repeat: big blocks of bytes, fast enough for a 200 MB bomb
            per_block = max(1, (4 << 20) // max(1, len(unit.encode("utf-8"))))
            for done in range(0, count, per_block):
                yield unit.encode("utf-8") * min(per_block, count - done)
            continue
        numbered = True
        block: list[str] = []
        for i in range(start, start + count):
            block.append(unit.replace("{i}", str(i)) if numbered else unit)
            if len(block) >= 4096:
                yield "".join(block).encode("utf-8")
                block = []
        if block:
            yield "".join(block).encode("utf-8")


def _calendar(gen: dict, target: str) -> bytes:
    """An endless events calendar: every month links the month before and after, and every day of it."""
    path = gen.get("path", "/events/calendar")
    month = parse_qs(urlsplit(target).query).get("month", ["2025-04"])[0]
    try:
        year, mon = (int(x) for x in month.split("-", 1))
    except ValueError:
        year, mon = 2025, 4
    prev_m = f"{year - 1 if mon == 1 else year:04d}-{12 if mon == 1 else mon - 1:02d}"
    next_m = f"{year + 1 if mon == 12 else year:04d}-{1 if mon == 12 else mon + 1:02d}"
    days = "".join(f'<li><a href="{path}?month={year:04d}-{mon:02d}&amp;day={d}">{d} {year:04d}-{mon:02d}: '
                   f"no events</a></li>" for d in range(1, 29))
    return (f'<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Events calendar {year:04d}-{mon:02d}'
            f'</title></head><body><main><h1>What\'s on: {year:04d}-{mon:02d}</h1>'
            f'<p><a href="{path}?month={prev_m}">Previous month</a> | <a href="{path}?month={next_m}">Next month</a></p>'
            f"<ul>{days}</ul></main></body></html>").encode("utf-8")


def generated_body(gen: dict, target: str = "/") -> bytes:
    """A body made at serve time (see the module docstring), cached so a big one is built once per run."""
    if gen.get("kind") == "calendar":
        return _calendar(gen, target)
    key = json.dumps(gen, sort_keys=True)
    with _GENERATED_LOCK:
        if key not in _GENERATED:
            if gen.get("gzip"):
                packer = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: a gzip wrapper
                _GENERATED[key] = b"".join([*(packer.compress(c) for c in _parts(gen)), packer.flush()])
            else:
                _GENERATED[key] = b"".join(_parts(gen))
        return _GENERATED[key]


def load_cases(folder: Path) -> list[Site]:
    return [Site.load(p) for p in sorted(Path(folder).iterdir()) if (p / "case.json").exists()]
