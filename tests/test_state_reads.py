"""datestone.state.reads — the store's read-only SQL behind named functions, and the rule that keeps it there:
nothing outside datestone/state/ runs SQL on the store."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from datestone.clock import FakeClock
from datestone.register import Council
from datestone.state.reads import archive_index, request_log, review_queue
from datestone.state.store import Store

ROOT = Path(__file__).resolve().parent.parent
# The project's own code (tests, bench/ and demo/ read the database to check what it holds, and may).
PACKAGES = ("datestone", "spiders", "middlewares", "pipelines", "extensions")
STATE = ROOT / "datestone" / "state"
# A database opened behind the store's back.
OPENERS = {("sqlite3", "connect"), ("sqlite_utils", "Database")}

# What may stay, each with why. Keyed by file and the whole source line, so an entry goes stale (and this test
# says so) once the line is switched to the named function.
ALLOWED: set[tuple[str, str]] = set()  # nothing outside datestone/state/ needs SQL of its own


def _offences(path: Path) -> list[tuple[int, str]]:
    """(line number, line) of every reach into a database in the module: the store's `.db` (or any `.conn`), a
    `.execute(` on anything (a cursor, a connection), or a database opened directly. Read from the syntax tree, so
    a docstring that names `store.db` is no offence."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found = set()
    for node in ast.walk(ast.parse(source, filename=str(path))):
        call = node.func if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) else None
        if ((isinstance(node, ast.Attribute) and node.attr in ("db", "conn"))
                or (call is not None and call.attr in ("execute", "executemany", "executescript"))
                or (call is not None and isinstance(call.value, ast.Name) and (call.value.id, call.attr) in OPENERS)):
            found.add(node.lineno)
    return [(n, lines[n - 1].strip()) for n in sorted(found)]


def _module_files() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py") if STATE not in p.parents)


def test_no_module_outside_state_runs_sql_on_the_store():
    offending, used = [], set()
    for path in _module_files():
        rel = path.relative_to(ROOT).as_posix()
        for line, text in _offences(path):
            if (rel, text) in ALLOWED:
                used.add((rel, text))
            else:
                offending.append(f"{rel}:{line}: {text}")
    assert not offending, ("SQL on the store outside datestone/state/: add a named function in "
                           "datestone/state/reads/ (or a writer on Store) and call it\n" + "\n".join(offending))
    assert not ALLOWED - used, f"allow-list entries no longer needed: {sorted(ALLOWED - used)}"


def test_the_rule_catches_every_way_into_the_database(tmp_path):
    module = tmp_path / "reader.py"
    module.write_text("import sqlite3\n"
                      "rows = store.db.query('select 1')\n"
                      "table = self._store.db['archive']\n"
                      "cursor.execute('select 1')\n"
                      "sqlite3.connect('x.db')\n"
                      "text = store.findings(gss)  # a Store method is fine\n", encoding="utf-8")
    assert [line for line, _ in _offences(module)] == [2, 3, 4, 5]


# the named reads ---------------------------------------------------------------------------------------------
ADUR = Council(gss="E07000223", name="Adur", homepage="http://www.adur-worthing.gov.uk/",
               site_domain="adur-worthing.gov.uk")
WORTHING = Council(gss="E07000229", name="Worthing", homepage="http://www.worthing.gov.uk/",
                   site_domain="worthing.gov.uk")


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "datestone.db")
    yield s
    s.close()


def _finding(store: Store, council: Council, url: str, clock: FakeClock) -> int:
    store.ensure_council(council, clock.now())
    visit = store.open_visit(council.gss, "finder", clock.now())
    return store.add_finding({"gss": council.gss, "visit_id": visit["id"], "url": url, "rung": "a_z", "depth": 1,
                              "schemes": ["selective"], "title": "t", "score": 1.0, "fetched_at": clock.now(),
                              "archive": "a.warc.gz#<urn:uuid:1>"})


def test_findings_awaiting_review_are_oldest_first_and_one_council_when_asked(store):
    clock = FakeClock()
    first = _finding(store, ADUR, "http://www.adur-worthing.gov.uk/a", clock)
    other = _finding(store, WORTHING, "http://www.worthing.gov.uk/b", clock)
    decided = _finding(store, ADUR, "http://www.adur-worthing.gov.uk/c", clock)
    store.record_review("finding", decided, ADUR.gss, "rejected", "alice", "not the page", clock.now())
    assert [f["id"] for f in review_queue.findings_awaiting_review(store)] == [first, other]
    assert [f["id"] for f in review_queue.findings_awaiting_review(store, ADUR.gss)] == [first]
    assert review_queue.latest_page_not_rejected(store, ADUR.gss) == "http://www.adur-worthing.gov.uk/a"
    assert review_queue.latest_review(store, "finding", decided)["who"] == "alice"
    assert review_queue.latest_review(store, "finding", first) is None
    assert review_queue.review_item(store, "findings", 999) is None
    assert review_queue.council_names(store) == {ADUR.gss: "Adur", WORTHING.gss: "Worthing"}


def test_a_copy_is_found_by_its_reference_and_a_visit_lists_its_warc_files_oldest_first(store):
    clock = FakeClock()
    store.ensure_council(ADUR, clock.now())
    visit = store.open_visit(ADUR.gss, "finder", clock.now())["id"]
    for n, (warc, kind) in enumerate([("b.warc.gz", "response"), ("a.warc.gz", "rendered"),
                                      ("b.warc.gz", "subresource")]):
        store.index_archive({"visit_id": visit, "url": "http://www.adur-worthing.gov.uk/", "kind": kind,
                             "warc_file": warc, "offset": 0, "length": 1, "record_id": f"<urn:uuid:{n}>",
                             "digest": "d", "at": clock.now() + n})
    assert archive_index.copy_by_reference(store, "a.warc.gz#<urn:uuid:1>")["kind"] == "rendered"
    assert archive_index.copy_by_reference(store, "a.warc.gz#<urn:uuid:9>") is None
    assert archive_index.copy_by_reference(store, None) is None
    assert archive_index.visit_warc_files(store, visit) == ["b.warc.gz", "a.warc.gz"]
    assert [r["kind"] for r in archive_index.visit_pages(store, visit)] == ["response", "rendered"]
    assert [r["kind"] for r in archive_index.visits_subresources(store, [visit, None])] == ["subresource"]
    assert archive_index.visits_subresources(store, [None]) == []
    rendered = archive_index.copy_by_reference(store, "a.warc.gz#<urn:uuid:1>")
    assert archive_index.response_before(store, rendered)["at"] == clock.now()  # the capture's time: its response
    assert archive_index.archived_page(store, rendered["id"]) == rendered
    assert archive_index.archived_page(store, rendered["id"] + 1) is None  # a subresource is no page copy


def test_has_crawled_only_once_a_visit_was_made(store):
    assert not request_log.has_crawled(store)
    store.ensure_council(ADUR, 0.0)
    store.open_visit(ADUR.gss, "finder", 0.0)
    assert request_log.has_crawled(store)
