"""`datestone archive GSS [URL]`: the stored copies of a council's pages as files a person opens in a browser (AF3).

For each page: `<n>-sent.html` (the body exactly as the server sent it, content encoding undone), `<n>-rendered.html`
(the DOM as Chromium rendered it), `<n>-headers.txt` (the response's status line and headers), and one WARC,
`<gss>.warc.gz`, holding exactly the records copied out of our archive (each record is its own gzip member, so
copying the bytes keeps them valid): the pages' responses and renderings, and the stylesheets, scripts, fonts and
images the browser loaded for them in the same visits, so the WARC replays the pages as they looked. A `<base href>` is added to the HTML files only, so relative links and
stylesheets in them point at the council's site rather than at the folder; the WARC copy is untouched.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from datestone.state.reads.archive_index import council_pages, visits_subresources
from datestone.state.warc_reader import read_record


def _with_base(body: bytes, url: str) -> bytes:
    """A browser opening the file from disk resolves the page's relative links against the council's site."""
    base = f'<base href="{html.escape(url, quote=True)}">'.encode()
    match = re.search(rb"<head[^>]*>", body, re.IGNORECASE)
    if match:
        return body[: match.end()] + base + body[match.end():]
    return base + body


def export_copies(store, archive_dir: Path, gss: str, out_dir: Path, url: str | None = None) -> list[dict]:
    """Write each stored copy to `out_dir`; returns one entry per file written (what, url, path, archived)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[dict] = []
    warc_path = out_dir / f"{gss}.warc.gz"
    rows = council_pages(store, gss, url)
    with open(warc_path, "wb") as warc:
        for row in visits_subresources(store, [r["visit_id"] for r in rows]):
            record = read_record(archive_dir, row)
            if record is not None:  # one that cannot be read is a missing style, not a missing page
                warc.write(record.raw)
        for n, row in enumerate(rows, start=1):
            record = read_record(archive_dir, row)
            if record is None:
                written.append({"what": "missing", "url": row["url"], "path": None, "archived": row["at"],
                                "reference": f"{row['warc_file']}#{row['record_id']}"})
                continue
            warc.write(record.raw)
            stem = out_dir / f"{n:03d}-{'rendered' if record.kind == 'rendered' else 'sent'}"
            looks_html = record.kind == "rendered" or b"<html" in record.body[:2048].lower()
            page = stem.with_suffix(".html" if looks_html else ".bin")
            page.write_bytes(_with_base(record.body, row["url"]) if looks_html else record.body)
            written.append({"what": "rendered" if record.kind == "rendered" else "as sent", "url": row["url"],
                            "path": str(page), "archived": row["at"], "status": record.status,
                            "reference": f"{row['warc_file']}#{row['record_id']}"})
            if record.kind == "response":
                headers = stem.parent / f"{stem.name}-headers.txt"
                headers.write_text(record.head, encoding="utf-8")
    if not any(w["path"] for w in written):
        warc_path.unlink()
    else:
        written.append({"what": "warc", "url": None, "path": str(warc_path), "archived": None})
    return written
