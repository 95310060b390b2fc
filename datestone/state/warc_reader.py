"""Read back what a page said when we read it (AF3): the latest archived copy of a URL, from the WARC files.

Used where a person's claim must be checked against the archive rather than the live page — `datestone cite`
(AF2a: a citation is taken from, and points at, an archived copy). Plain functions: no Scrapy, no network.

`VisitArchive(archive_dir).response(warc_files, url)` answers any URL a visit archived — a page or one of its
subresources (a stylesheet, an image) — from the WARC files themselves, for a tool that shows the page as it looked
(the reviewer's desk); each file's index of response records is kept until the file changes.

Which copy: the most recent read of the URL (archive index: `at`, then id). Within that read the rendered DOM
(`kind = "rendered"`, a `resource` record `urn:rendered:<url>`) is preferred over the raw response, because it is
the text a reader saw. A response that is not 2xx (a 304 "unchanged", a redirect, an error page) is not a copy of
the page and is passed over, as is a record whose file cannot be read (logged): the next older copy is used.
Each record is its own gzip member, so seeking to the indexed offset reads exactly that record.

`read_record(archive_dir, row)` reads the one record an archive index row points at (the resume replay,
`datestone audit` for robots.txt as it was, `datestone archive`, the desk).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed
from w3lib.encoding import html_to_unicode

logger = logging.getLogger(__name__)

KINDS = ("rendered", "response")


@dataclass(frozen=True)
class ArchivedCopy:
    url: str
    kind: str  # "rendered" | "response"
    html: str  # decoded text of the page
    reference: str  # "<warc file>#<record id>", as findings and citations cite it
    archived_at: float | None = None


def _in_preference_order(rows: list[dict]) -> list[dict]:
    """Newest read first; inside one read (one visit) the rendered DOM before the raw response."""
    reads: dict[object, list[dict]] = {}
    for row in rows:  # already newest first
        key = row["visit_id"] if row["visit_id"] is not None else ("row", row["id"])
        reads.setdefault(key, []).append(row)
    ordered = []
    for group in reads.values():
        ordered += sorted(group, key=lambda r: KINDS.index(r["kind"]))  # stable: newest first within a kind
    return ordered


def _read(archive_dir: Path, row: dict) -> ArchivedCopy | None:
    path = Path(archive_dir) / row["warc_file"]
    try:
        with open(path, "rb") as fh:
            fh.seek(row["offset"])
            record = next(iter(ArchiveIterator(fh)), None)
            if record is None or record.rec_headers.get_header("WARC-Record-ID") != row["record_id"]:
                logger.warning("archive index points at the wrong record: %s offset %s", path, row["offset"])
                return None
            if record.rec_type == "response":
                status = record.http_headers.get_statuscode() if record.http_headers else ""
                if not str(status).startswith("2"):
                    return None
                content_type = record.http_headers.get_header("Content-Type")
            else:
                content_type = record.rec_headers.get_header("Content-Type")
            body = record.content_stream().read()  # undoes a Content-Encoding the server applied
    except (OSError, ArchiveLoadFailed, ValueError) as exc:
        logger.warning("cannot read archived record %s#%s: %s", path, row["record_id"], exc)
        return None
    _, html = html_to_unicode(content_type, body)
    return ArchivedCopy(url=row["url"], kind=row["kind"], html=html,
                        reference=f"{row['warc_file']}#{row['record_id']}", archived_at=row["at"])


def latest_copy(store, archive_dir: Path, url: str) -> ArchivedCopy | None:
    """The most recent readable archived copy of `url` (rendered DOM preferred), or None if there is none."""
    rows = list(store.db["archive"].rows_where(
        "url = ? and kind in (?, ?)", [url, *KINDS], order_by="at desc, id desc"))
    for row in _in_preference_order(rows):
        copy = _read(archive_dir, row)
        if copy is not None:
            return copy
    return None


class VisitArchive:
    """The response records of one visit's WARC files, by WARC-Target-URI (the page's subresources among them)."""

    def __init__(self, archive_dir: Path) -> None:
        self._dir = Path(archive_dir)
        self._indexes: dict[str, tuple[tuple[float, int], dict[str, int]]] = {}

    def _index(self, warc_file: str) -> dict[str, int]:
        path = self._dir / warc_file
        try:
            stat = path.stat()
        except OSError:
            return {}
        stamp = (stat.st_mtime, stat.st_size)
        cached = self._indexes.get(warc_file)
        if cached and cached[0] == stamp:
            return cached[1]
        offsets: dict[str, int] = {}
        try:
            with open(path, "rb") as fh:
                iterator = ArchiveIterator(fh)
                for record in iterator:
                    if record.rec_type == "response" and record.http_headers is not None:
                        if str(record.http_headers.get_statuscode()).startswith("2"):
                            offsets[record.rec_headers.get_header("WARC-Target-URI")] = iterator.get_record_offset()
        except (OSError, ArchiveLoadFailed, ValueError):
            pass  # a torn tail being written: what came before it is still served
        self._indexes[warc_file] = (stamp, offsets)
        return offsets

    def response(self, warc_files: list[str], url: str) -> tuple[str, bytes] | None:
        """(content type, body) of the archived answer for `url`, newest file first; None if none holds one."""
        for warc_file in reversed(warc_files):
            offset = self._index(warc_file).get(url)
            if offset is None:
                continue
            with open(self._dir / warc_file, "rb") as fh:
                fh.seek(offset)
                record = next(iter(ArchiveIterator(fh)))
                return (record.http_headers.get_header("Content-Type") or "application/octet-stream",
                        record.content_stream().read())
        return None


@dataclass(frozen=True)
class StoredRecord:
    kind: str  # "response" | "rendered"
    url: str
    status: int | None  # HTTP status of a response record
    head: str  # status line and headers (responses) or the WARC headers (rendered)
    body: bytes
    raw: bytes  # the record's bytes in the WARC file (one gzip member)


def read_record(archive_dir: Path, row: dict) -> StoredRecord | None:
    """The record an `archive` index row points at, or None when its file is gone or does not match."""
    path = Path(archive_dir) / row["warc_file"]
    try:
        with open(path, "rb") as fh:
            fh.seek(row["offset"])
            raw = fh.read(row["length"])
            fh.seek(row["offset"])
            record = next(iter(ArchiveIterator(fh)), None)
            if record is None or record.rec_headers.get_header("WARC-Record-ID") != row["record_id"]:
                return None
            if record.http_headers is not None and record.rec_type == "response":
                status = int(record.http_headers.get_statuscode() or 0) or None
                head = record.http_headers.to_str()
            else:
                status, head = None, record.rec_headers.to_str()
            body = record.content_stream().read()
    except (OSError, ArchiveLoadFailed, ValueError):
        return None
    return StoredRecord(kind=row["kind"], url=row["url"], status=status, head=head, body=body, raw=raw)
