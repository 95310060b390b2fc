"""Small fake-web cases built inside a test (tmp_path), for behaviours one saved site cannot show alone."""

from __future__ import annotations

import json
from pathlib import Path

from tests.fakeweb.sitefolder import Site

LICENSING_PAGE = """<!doctype html><html><head><title>Property licensing</title>
<link rel="stylesheet" href="/assets/site.css">
<script>document.addEventListener('DOMContentLoaded', function () {
  document.getElementById('ua').textContent = navigator.userAgent; });</script></head>
<body><main><h1>Property licensing</h1><p id="ua"></p>
<p>Private landlords must apply for a licence. Our selective licensing scheme came into force on 1 April 2024
and covers all privately rented homes in the designated area. Mandatory HMO licensing applies to houses in
multiple occupation with five or more people from two or more households. Apply online; the fee is £600.</p>
<img src="/assets/logo.png" alt=""></main></body></html>"""
OPEN_ROBOTS = "User-agent: *\nDisallow:\n"


def make_site(root: Path, gss: str, domain: str, files: dict[str, str | bytes],
              responses: dict | None = None, expect: dict | None = None) -> Site:
    """A one-host council `www.<domain>` with `files` (path -> body) and `_responses.json` overrides."""
    host = f"www.{domain}"
    (root / host).mkdir(parents=True)
    (root / "case.json").write_text(json.dumps({"council": {
        "gss_code": gss, "official_name": f"Council {gss}", "homepage_url": f"http://{host}/",
        "site_domain": domain}, "expect": expect or {}}))
    for path, body in {"assets/site.css": "body{}", "assets/logo.png": b"\x89PNG\r\n", **files}.items():
        target = root / host / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(body if isinstance(body, bytes) else body.encode())
    if responses:
        (root / host / "_responses.json").write_text(json.dumps(responses))
    return Site.load(root)
