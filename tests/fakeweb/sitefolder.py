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

Anything else answers 404 (with `<host>/_404.html` as body when present). A real visit becomes a case with
`python -m tests.fakeweb.warc2site`, which writes exactly this layout.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

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

    @classmethod
    def load(cls, root: Path) -> "Site":
        root = Path(root)
        case = json.loads((root / "case.json").read_text(encoding="utf-8"))
        site = cls(name=root.name, root=root, council=case["council"], expect=case.get("expect", {}),
                   notes=case.get("notes", ""))
        for host_dir in sorted(p for p in root.iterdir() if p.is_dir() and "." in p.name):
            host = host_dir.name.lower()
            site.hosts[host] = host_dir
            overrides = host_dir / "_responses.json"
            site.overrides[host] = json.loads(overrides.read_text(encoding="utf-8")) if overrides.exists() else {}
        return site

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
        spec = self.overrides.get(host, {}).get(target)
        if spec is None and "?" in target:
            spec = self.overrides.get(host, {}).get(target.split("?", 1)[0])
        if spec is not None:
            return self._from_spec(host, spec)
        found = self.file_for(host, target)
        if found is not None:
            return SavedResponse(200, [("Content-Type", content_type_for(found))], found.read_bytes())
        not_found = self.hosts[host] / "_404.html"
        body = not_found.read_bytes() if not_found.exists() else b"<html><title>Not found</title><h1>Not found</h1></html>"
        return SavedResponse(404, [("Content-Type", "text/html; charset=utf-8")], body)

    def _from_spec(self, host: str, spec: dict) -> SavedResponse:
        headers = spec.get("headers", {})
        headers = list(headers.items()) if isinstance(headers, dict) else [tuple(h) for h in headers]
        if "body_file" in spec:
            body_path = self.hosts[host] / spec["body_file"]
            body = body_path.read_bytes()
            if not any(k.lower() == "content-type" for k, _ in headers):
                headers.append(("Content-Type", content_type_for(body_path)))
        else:
            body = spec.get("body", "").encode("utf-8")
            if body and not any(k.lower() == "content-type" for k, _ in headers):
                headers.append(("Content-Type", "text/html; charset=utf-8"))
        return SavedResponse(int(spec.get("status", 200)), headers, body, float(spec.get("delay_s", 0)),
                             bool(spec.get("login")), bool(spec.get("drop")))


def load_cases(folder: Path) -> list[Site]:
    return [Site.load(p) for p in sorted(Path(folder).iterdir()) if (p / "case.json").exists()]
