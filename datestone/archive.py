"""AF3: every page read is archived as standard WARC (warcio): the request, the response bytes the server
sent, and the page as the browser rendered it; each record indexed in the store (file, offset, digest).

One gzip member per record, appended and flushed one at a time, so a crash loses at most the record being
written and every earlier one stays readable (`warcio check` passes).
"""

from __future__ import annotations

import json
import fcntl
import logging
import os
import zlib
from io import BytesIO
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from datestone.clock import iso

logger = logging.getLogger(__name__)

# Headers that describe the wire encoding of a body we store decoded (or re-framed): kept honest.
_REFRAMED = {"transfer-encoding"}


class WarcArchive:
    def __init__(self, folder: Path, job: str, store, clock) -> None:
        self._folder = Path(folder)
        self._folder.mkdir(parents=True, exist_ok=True)
        self._job = job
        self._store = store
        self._clock = clock
        self.path = self._folder / f"{job}.warc.gz"
        # Held for the job's life: tells a later job this file is being written, so not to repair it.
        self._lock_fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        fcntl.flock(self._lock_fd, fcntl.LOCK_EX)
        repair_torn_tails(self._folder, store)

    def _append(self, records) -> list[tuple[str, int, int]]:
        written = []
        with open(self.path, "ab") as fh:
            writer = WARCWriter(fh, gzip=True)
            for record in records:
                offset = fh.tell()
                writer.write_record(record)
                fh.flush()
                written.append((record.rec_headers.get_header("WARC-Record-ID"), offset, fh.tell() - offset))
        return written

    def _index(self, visit_id, url, kind, record, placed) -> str:
        record_id, offset, length = placed
        self._store.index_archive({"visit_id": visit_id, "url": url, "kind": kind, "warc_file": self.path.name,
                                   "offset": offset, "length": length, "record_id": record_id,
                                   "digest": record.rec_headers.get_header("WARC-Payload-Digest"),
                                   "at": self._clock.now()})
        return f"{self.path.name}#{record_id}"

    def save_exchange(self, visit_id: int, url: str, request_headers: list[tuple[str, str]], status: int,
                      reason: str, response_headers: list[tuple[str, str]], body: bytes) -> str:
        """The request as sent and the response as received; returns the response record's reference."""
        writer = WARCWriter(BytesIO(), gzip=True)
        headers = [(k, v) for k, v in response_headers if k.lower() not in _REFRAMED]
        headers = [(k, v) for k, v in headers if k.lower() != "content-length"] + [("Content-Length", str(len(body)))]
        response = writer.create_warc_record(
            url, "response", payload=BytesIO(body),
            http_headers=StatusAndHeaders(f"{status} {reason}".strip(), headers, protocol="HTTP/1.1"))
        path = url.split("/", 3)[3] if url.count("/") >= 3 else ""
        request = writer.create_warc_record(
            url, "request", payload=BytesIO(b""),
            http_headers=StatusAndHeaders(f"GET /{path} HTTP/1.1", request_headers, is_http_request=True))
        request.rec_headers.add_header("WARC-Concurrent-To", response.rec_headers.get_header("WARC-Record-ID"))
        placed = self._append([response, request])
        return self._index(visit_id, url, "response", response, placed[0])

    def save_rendered(self, visit_id: int, url: str, html: str, concurrent_to: str | None, details: dict) -> str:
        """The page as Chromium rendered it, and what the browser loaded or refused for it."""
        writer = WARCWriter(BytesIO(), gzip=True)
        extra = {"WARC-Concurrent-To": concurrent_to} if concurrent_to else {}
        rendered = writer.create_warc_record(f"urn:rendered:{url}", "resource", payload=BytesIO(html.encode("utf-8")),
                                             warc_content_type="text/html; charset=utf-8",
                                             warc_headers_dict={**extra, "WARC-Source-URI": url})
        meta = writer.create_warc_record(
            url, "metadata", payload=BytesIO(json.dumps({**details, "rendered_at": iso(self._clock.now())},
                                                        indent=1).encode()),
            warc_content_type="application/json",
            warc_headers_dict={"WARC-Concurrent-To": rendered.rec_headers.get_header("WARC-Record-ID")})
        placed = self._append([rendered, meta])
        return self._index(visit_id, url, "rendered", rendered, placed[0])


def _end_of_whole_records(path: Path, start: int) -> int:
    """Where the whole records after byte `start` end. Each record is one gzip member, so a member that inflates
    to its end (its CRC checked) is a whole record, and the first one that does not is the torn one."""
    with open(path, "rb") as fh:
        fh.seek(start)
        rest = fh.read()
    end = start
    while rest:
        inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
        try:
            inflater.decompress(rest)
        except zlib.error:
            break
        if not inflater.eof:
            break
        end += len(rest) - len(inflater.unused_data)
        rest = inflater.unused_data
    return end


def repair_torn_tails(folder: Path, store) -> list[str]:
    """A job killed mid-record leaves a torn last record. Each WARC of a job that is no longer running is cut
    back to the end of its last whole record, so every file stays readable; returns the files repaired.

    Whole records after the last indexed one are kept: only a response or rendered page is indexed, so the
    request (or metadata) record written just after it is never indexed, and cutting at the index lost it from
    every finished job's file (found by bench/kill9.py)."""
    repaired = []
    for path in sorted(Path(folder).glob("*.warc.gz")):
        fd = os.open(path, os.O_WRONLY)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue  # a live job is writing it
            row = store.db.execute("select max(offset + length) from archive where warc_file = ?",
                                   [path.name]).fetchone()
            whole_end = _end_of_whole_records(path, row[0] or 0)
            if os.fstat(fd).st_size > whole_end:
                logger.warning("repairing %s: cutting a torn tail after byte %d", path, whole_end)
                os.ftruncate(fd, whole_end)
                repaired.append(path.name)
        finally:
            os.close(fd)
    return repaired
