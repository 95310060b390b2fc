"""AF3: every page read is archived as standard WARC (warcio): the request, the response bytes the server
sent, the subresources the browser loaded for it, and the page as the browser rendered it; each response and
rendering indexed in the store (file, offset, digest).

Records are laid out the way archivists' replay tools (pywb, ReplayWeb.page) read them:
- a fetch is a `response` record and its `request` record, `WARC-Concurrent-To` the response, both dated when it came;
- a page's subresources (stylesheets, scripts, fonts, images) are `response`/`request` pairs under their own URLs,
  dated with the page's rendering (they came while it rendered); one already archived in the visit with the same
  payload is listed, not stored again (a resumed visit, or the stylesheet every page of a site shares);
- the rendered DOM is a `resource` record under `urn:rendered:<url>`, concurrent to the page's response;
- what the browser loaded, kept or refused for the page is a `metadata` record of `application/warc-fields`, the
  one type pywb's and py-wacz's indexers leave out of the index: under the page's URL any other type is taken for
  the page's newest capture, and a page opened by its URL alone would replay as that list.

One gzip member per record, appended and flushed one at a time, so a crash loses at most the record being
written and every earlier one stays readable (`warcio check` passes).
"""

from __future__ import annotations

import base64
import fcntl
import hashlib
import logging
import os
import zlib
from datetime import datetime, timezone
from io import BytesIO
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from datestone.clock import iso

logger = logging.getLogger(__name__)

# Headers that describe the wire encoding of a body we store decoded (or re-framed): kept honest.
_REFRAMED = {"transfer-encoding"}
SUBRESOURCE = "subresource"  # the archive index's kind for a subresource's response record


def payload_digest(body: bytes) -> str:
    """The WARC-Payload-Digest warcio writes for this body (sha1, base32)."""
    return "sha1:" + base64.b32encode(hashlib.sha1(body).digest()).decode("ascii")


def warc_date(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _warc_fields(fields: list[tuple[str, str]]) -> bytes:
    """application/warc-fields: `name: value` lines (WARC 1.1, section 5.6); values on one line."""
    return "".join(f"{name}: {' '.join(str(value).split())}\r\n" for name, value in fields).encode("utf-8")


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

    def _index(self, visit_id, url, kind, record, placed, at: float) -> str:
        """`at` is the moment the record is dated with (its WARC-Date), so the index and the file agree."""
        record_id, offset, length = placed
        self._store.index_archive({"visit_id": visit_id, "url": url, "kind": kind, "warc_file": self.path.name,
                                   "offset": offset, "length": length, "record_id": record_id,
                                   "digest": record.rec_headers.get_header("WARC-Payload-Digest"), "at": at})
        return f"{self.path.name}#{record_id}"

    @staticmethod
    def _exchange_records(url: str, request_headers: list[tuple[str, str]], status: int, reason: str,
                          response_headers: list[tuple[str, str]], body: bytes, date: str) -> list:
        """[response, request]: one fetch, both dated when it came, the request concurrent to the response."""
        writer = WARCWriter(BytesIO(), gzip=True)
        headers = [(k, v) for k, v in response_headers if k.lower() not in _REFRAMED]
        headers = [(k, v) for k, v in headers if k.lower() != "content-length"] + [("Content-Length", str(len(body)))]
        response = writer.create_warc_record(
            url, "response", payload=BytesIO(body), warc_headers_dict={"WARC-Date": date},
            http_headers=StatusAndHeaders(f"{status} {reason}".strip(), headers, protocol="HTTP/1.1"))
        path = url.split("/", 3)[3] if url.count("/") >= 3 else ""
        request = writer.create_warc_record(
            url, "request", payload=BytesIO(b""),
            warc_headers_dict={"WARC-Date": date,
                               "WARC-Concurrent-To": response.rec_headers.get_header("WARC-Record-ID")},
            http_headers=StatusAndHeaders(f"GET /{path} HTTP/1.1", request_headers, is_http_request=True))
        return [response, request]

    def save_exchange(self, visit_id: int, url: str, request_headers: list[tuple[str, str]], status: int,
                      reason: str, response_headers: list[tuple[str, str]], body: bytes) -> str:
        """The request as sent and the response as received; returns the response record's reference."""
        now = self._clock.now()
        records = self._exchange_records(url, request_headers, status, reason, response_headers, body,
                                         warc_date(now))
        placed = self._append(records)
        return self._index(visit_id, url, "response", records[0], placed[0], now)

    def _already_kept(self, visit_id: int, url: str, digest: str) -> bool:
        return self._store.db.execute(
            "select 1 from archive where visit_id = ? and kind = ? and url = ? and digest = ? limit 1",
            [visit_id, SUBRESOURCE, url, digest]).fetchone() is not None

    def save_rendered(self, visit_id: int, url: str, html: str, concurrent_to: str | None, *,
                      loaded=(), subresources=(), skipped=(), refused=()) -> str:
        """The page as Chromium rendered it, the subresources it loaded (CapturedExchange), and a list of what the
        browser loaded, kept, skipped (url, why) or refused (url, why) for it. Written in that order, so a run
        killed before the rendering is indexed renders the page again on resume, and finds the subresources
        already kept (same URL, same payload) rather than storing them twice."""
        now = self._clock.now()
        date = warc_date(now)
        fields = [("page", url), ("rendered-at", iso(now))]
        fields += [("subresource-loaded", u) for u in loaded]
        for exchange in subresources:
            digest = payload_digest(exchange.body)
            if self._already_kept(visit_id, exchange.url, digest):
                fields.append(("subresource-already-archived", exchange.url))
                continue
            records = self._exchange_records(exchange.url, exchange.request_headers, exchange.status,
                                             exchange.reason, exchange.response_headers, exchange.body, date)
            placed = self._append(records)
            self._index(visit_id, exchange.url, SUBRESOURCE, records[0], placed[0], now)
            fields.append(("subresource-archived", exchange.url))
        fields += [("subresource-not-archived", f"{u} ({why})") for u, why in skipped]
        fields += [("subresource-refused", f"{u} ({why})") for u, why in refused]
        writer = WARCWriter(BytesIO(), gzip=True)
        extra = {"WARC-Concurrent-To": concurrent_to} if concurrent_to else {}
        rendered = writer.create_warc_record(f"urn:rendered:{url}", "resource", payload=BytesIO(html.encode("utf-8")),
                                             warc_content_type="text/html; charset=utf-8",
                                             warc_headers_dict={**extra, "WARC-Date": date, "WARC-Source-URI": url})
        meta = writer.create_warc_record(
            url, "metadata", payload=BytesIO(_warc_fields(fields)), warc_content_type="application/warc-fields",
            warc_headers_dict={"WARC-Date": date,
                               "WARC-Concurrent-To": rendered.rec_headers.get_header("WARC-Record-ID")})
        placed = self._append([rendered, meta])
        return self._index(visit_id, url, "rendered", rendered, placed[0], now)


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
