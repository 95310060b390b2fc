"""Turn a WARC written by the archive pipeline into a fake-web case folder, so a real visit becomes a
replayable test:

    python -m tests.fakeweb.warc2site VISIT.warc.gz OUT_FOLDER --gss E07000223 --name "Adur District Council" \
        --homepage https://www.adur-worthing.gov.uk/ --site-domain adur-worthing.gov.uk [--expect found.jsonl]

Every `response` record becomes a file served at its path (200s) or an entry in `_responses.json` (anything
else, or a URL with a query), with its status and the headers that matter for replay. Subresources the
browser loaded are not in the WARC and are served as 404 by the replay.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path
from urllib.parse import urlsplit

from warcio.archiveiterator import ArchiveIterator

REPLAYED_HEADERS = {"content-type", "location", "retry-after", "cf-mitigated", "last-modified", "etag"}


def _file_for(path: str) -> str | None:
    """Where a 200 response at `path` can live as a plain file, or None when a `_responses.json` entry is needed."""
    if path in ("", "/"):
        return "index.html"
    rel = path.lstrip("/")
    if rel.endswith("/") or any(part in ("", ".", "..") for part in rel.split("/")) or rel.startswith("_"):
        return None
    return rel


def convert(warc: Path, out: Path, council: dict, expect: dict | None = None) -> int:
    out.mkdir(parents=True, exist_ok=True)
    overrides: dict[str, dict[str, dict]] = {}
    count = 0
    with open(warc, "rb") as fh:
        for record in ArchiveIterator(fh):
            if record.rec_type != "response":
                continue
            url = record.rec_headers.get_header("WARC-Target-URI")
            parts = urlsplit(url)
            host, target = (parts.hostname or "").lower(), (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
            status = int(record.http_headers.get_statuscode())
            headers = {k: v for k, v in record.http_headers.headers if k.lower() in REPLAYED_HEADERS}
            body = record.content_stream().read()
            host_dir = out / host
            host_dir.mkdir(exist_ok=True)
            plain = _file_for(parts.path) if status == 200 and not parts.query else None
            if plain is not None:
                dest = host_dir / plain
                if dest.suffix == "" and "html" in headers.get("Content-Type", headers.get("content-type", "html")):
                    dest = dest.with_name(dest.name + ".html")
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.write_bytes(body)
            else:
                name = f"_body_{hashlib.sha1(target.encode()).hexdigest()[:12]}"
                (host_dir / name).write_bytes(body)
                overrides.setdefault(host, {})[target] = {"status": status, "headers": headers, "body_file": name}
            count += 1
    for host, entries in overrides.items():
        (out / host / "_responses.json").write_text(json.dumps(entries, indent=1, sort_keys=True))
    (out / "case.json").write_text(json.dumps({"council": council, "expect": expect or {"found": False},
                                               "notes": f"replayed from {warc.name}"}, indent=1))
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("warc", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--gss", required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--homepage", required=True)
    parser.add_argument("--site-domain", required=True)
    parser.add_argument("--expect", type=Path, help="a -O found.jsonl of the visit: its finding becomes the expectation")
    args = parser.parse_args()
    expect = None
    if args.expect:
        lines = [json.loads(l) for l in args.expect.read_text().splitlines() if l.strip()]
        expect = ({"found": True, "url": lines[0]["url"], "rung": lines[0]["rung"], "depth": lines[0]["depth"],
                   "schemes": lines[0]["schemes"]} if lines else {"found": False})
    council = {"gss_code": args.gss, "official_name": args.name, "homepage_url": args.homepage,
               "site_domain": args.site_domain}
    print(f"{convert(args.warc, args.out, council, expect)} responses written to {args.out}")


if __name__ == "__main__":
    main()
