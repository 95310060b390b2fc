"""`datestone archive GSS --wacz FILE`: a council's archived pages as one WACZ (AF3), the file ReplayWeb.page opens.

Made with py-wacz (the `wacz` package, the format's reference tool) from the same WARC copy `datestone archive`
writes (datestone/people/archive_export.py: pages, their renderings and subresources), with a page list naming every page
read in the browser — its URL, its title and the timestamp of its capture — so ReplayWeb.page offers each one to
click. A page's timestamp is its response record's WARC-Date (the archive index's `at`, the same moment), which is
how py-wacz matches a listed page to its capture.
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from dataclasses import dataclass
from pathlib import Path

from wacz.main import main as wacz_main

from datestone.state.warc_writer import warc_date
from datestone.people.archive_export import export_copies
from datestone.state.reads.archive_index import council_pages, response_before
from datestone.state.warc_reader import read_record
from datestone.extract.text import head_title

PAGES_HEADER = {"format": "json-pages-1.0", "id": "pages", "title": "Pages read by DatestoneBot"}


@dataclass(frozen=True)
class ListedPage:
    url: str
    ts: str  # RFC 3339, the page's capture
    title: str


class WaczError(RuntimeError):
    """py-wacz refused to write the file; its own words are in the message."""


def pages_read(store, archive_dir: Path, gss: str, url: str | None = None) -> list[ListedPage]:
    """Every page of the council read in the browser (a rendering is archived), oldest first, one per capture."""
    listed: list[ListedPage] = []
    for rendered in reversed([r for r in council_pages(store, gss, url) if r["kind"] == "rendered"]):
        response = response_before(store, rendered)
        record = read_record(archive_dir, rendered)
        title = head_title(record.body.decode("utf-8", "replace")) if record is not None else ""
        at = response["at"] if response else rendered["at"]
        listed.append(ListedPage(url=rendered["url"], ts=warc_date(at), title=title or rendered["url"]))
    return listed


def write_wacz(store, archive_dir: Path, gss: str, out_file: Path, url: str | None = None) -> list[ListedPage]:
    """Write the WACZ; returns the pages it lists. Raises WaczError when py-wacz fails."""
    pages = pages_read(store, archive_dir, gss, url)
    with tempfile.TemporaryDirectory(prefix="datestone-wacz-") as work:
        folder = Path(work)
        export_copies(store, archive_dir, gss, folder / "copy", url)
        warc = folder / "copy" / f"{gss}.warc.gz"
        if not warc.exists():
            raise WaczError(f"no readable archived page of {gss} to put in a WACZ")
        pages_file = folder / "pages.jsonl"
        lines = [PAGES_HEADER] + [{"url": p.url, "ts": p.ts, "title": p.title} for p in pages]
        pages_file.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
        out_file.parent.mkdir(parents=True, exist_ok=True)
        said = io.StringIO()
        with contextlib.redirect_stdout(said):  # py-wacz narrates on stdout; kept for an error message
            status = wacz_main(["create", "-o", str(out_file), "--pages", str(pages_file), str(warc)])
        if status not in (0, None) or not out_file.exists():
            raise WaczError(f"wacz create failed ({status}): {said.getvalue().strip()[-2000:]}")
    return pages
