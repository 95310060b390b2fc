"""AF3 archives survive a kill -9: a torn last record is cut away, every whole record is kept."""

from __future__ import annotations

import os

from warcio.archiveiterator import ArchiveIterator

from datestone.state.warc_writer import WarcArchive, repair_torn_tails
from datestone.clock import FakeClock
from datestone.state.store import Store


def _job_that_died(tmp_path, exchanges: int) -> tuple[WarcArchive, Store]:
    store = Store(tmp_path / "datestone.db")
    archive = WarcArchive(tmp_path / "archive", "council-1-1", store, FakeClock())
    for n in range(exchanges):
        archive.save_exchange(1, f"http://www.council.gov.uk/{n}", [("User-Agent", "DatestoneBot")], 200, "OK",
                              [("Content-Type", "text/html")], b"<p>page %d</p>" % n)
    os.close(archive._lock_fd)  # the job is gone: its lock with it
    return archive, store


def _record_types(path) -> list[str]:
    with open(path, "rb") as fh:
        return [record.rec_type for record in ArchiveIterator(fh) if record.content_stream().read() is not None]


def test_a_torn_last_record_is_cut_and_every_whole_record_kept(tmp_path):
    archive, store = _job_that_died(tmp_path, 2)
    whole = archive.path.stat().st_size
    with open(archive.path, "ab") as fh:
        fh.write(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03half a record")  # killed mid-write
    assert repair_torn_tails(tmp_path / "archive", store) == [archive.path.name]
    assert archive.path.stat().st_size == whole
    assert _record_types(archive.path) == ["response", "request", "response", "request"]


def test_a_finished_jobs_last_request_record_is_not_cut(tmp_path):
    """Only responses are indexed; the request record after the last one is whole and stays (bench/kill9.py)."""
    archive, store = _job_that_died(tmp_path, 2)
    size = archive.path.stat().st_size
    assert repair_torn_tails(tmp_path / "archive", store) == []
    assert archive.path.stat().st_size == size
    assert _record_types(archive.path)[-1] == "request"
