"""One SQLite file shared by every job and the people's tools: how it is opened, written and read beside a crawl.

The store's writers (datestone/state/store.py and the records it is made of) stand on this: `transaction()` makes
every write all or nothing, so a killed crawl leaves either the whole change or none of it.
"""

from __future__ import annotations

import json
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import sqlite_utils

from datestone.state.schema import create_or_upgrade


class Connection:
    def __init__(self, path: Path) -> None:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite_utils.Database(path)
        self.db.execute("PRAGMA busy_timeout=30000")  # several jobs share one file
        self._use_wal()
        # WAL + NORMAL: a commit is not synced to disk, yet a killed process loses nothing (the WAL is in the OS's
        # hands); only a power cut may roll back the last moments, and the file stays consistent either way.
        self.db.execute("PRAGMA synchronous=NORMAL")
        with self.transaction():
            create_or_upgrade(self.db)

    @classmethod
    def read_only(cls, path: Path):
        """The store for a reader beside a running crawl (the reviewer's desk): no schema work and never a write
        lock, so it cannot hold up the crawl's gate or its writes; in WAL mode it reads while the crawl writes."""
        store = cls.__new__(cls)
        store.db = sqlite_utils.Database(sqlite3.connect(f"file:{Path(path)}?mode=ro", uri=True,
                                                         check_same_thread=False))
        store.db.execute("PRAGMA busy_timeout=5000")
        return store

    def _use_wal(self) -> None:
        """Two jobs opening a new database at the same moment both switch it to WAL; that switch needs the file to
        itself and does not wait on the busy timeout, so the one that finds it taken tries again."""
        for attempt in range(300):
            try:
                self.db.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or attempt == 299:
                    raise
                time.sleep(0.1)

    # The per-request writes (request log, archive index, pacing, checks) in plain SQL: sqlite-utils reads the
    # table's schema on every call, which costs more than the write itself at a thousand requests a night.
    def _insert(self, table: str, row: dict) -> int:
        columns = ", ".join(f"[{name}]" for name in row)
        marks = ", ".join("?" for _ in row)
        cursor = self.db.execute(f"insert into [{table}] ({columns}) values ({marks})", _sql_values(row.values()))
        return cursor.lastrowid

    def _update(self, table: str, pk: int, fields: dict) -> None:
        if fields:
            assignments = ", ".join(f"[{name}] = ?" for name in fields)
            self.db.execute(f"update [{table}] set {assignments} where id = ?", [*_sql_values(fields.values()), pk])

    @contextmanager
    def transaction(self) -> Iterator[sqlite_utils.Database]:
        """All or nothing. BEGIN IMMEDIATE takes the write lock up front: a deferred transaction that reads and
        then writes while another job writes fails at once with "database is locked" instead of waiting."""
        if self.db.conn.in_transaction:
            with self.db.atomic():  # nested: a savepoint
                yield self.db
            return
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.conn.rollback()
            raise
        self.db.conn.commit()

    def close(self) -> None:
        self.db.close()


def _sql_values(values) -> list:
    """As sqlite-utils stores them: lists and dicts as JSON text, everything else as it is."""
    return [json.dumps(v) if isinstance(v, (list, dict, tuple)) else v for v in values]
