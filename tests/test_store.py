"""datestone.state.store — the shared state: PC1 visit budget, RB2 robots cache, AF4 review, atomic writes."""
from __future__ import annotations

import pytest

from datestone import policy
from datestone.clock import FakeClock
from datestone.register import Council
from datestone.state.store import Store

ADUR = Council(gss="E07000223", name="Adur", homepage="http://www.adur-worthing.gov.uk/",
               site_domain="adur-worthing.gov.uk")
ORIGIN = "http://www.adur-worthing.gov.uk"


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "datestone.db"


@pytest.fixture
def store(db_path):
    s = Store(db_path)
    yield s
    s.close()


def _open(store: Store, clock: FakeClock, job: str = "finder") -> dict:
    store.ensure_council(ADUR, clock.now())
    return store.open_visit(ADUR.gss, job, clock.now())


def _spend_all(store: Store, visit_id: int) -> int:
    spent = 0
    while store.try_spend(visit_id):
        spent += 1
        assert spent <= policy.VISIT_BUDGET_REQUESTS, "PC1: budget never refuses"
    return spent


# PC1 ------------------------------------------------------------------------------------------------
def test_pc1_try_spend_allows_exactly_the_visit_budget_then_refuses(store, clock):
    visit = _open(store, clock)
    granted = [store.try_spend(visit["id"]) for _ in range(policy.VISIT_BUDGET_REQUESTS + 3)]
    assert granted == [True] * policy.VISIT_BUDGET_REQUESTS + [False] * 3
    assert store.visit(visit["id"])["spent"] == policy.VISIT_BUDGET_REQUESTS


@pytest.mark.parametrize("spent_before_crash", [0, 1, 5, policy.VISIT_BUDGET_REQUESTS])
def test_pc1_crashed_visit_is_resumed_with_its_spent_budget(db_path, clock, spent_before_crash):
    """PC1: a visit a crash left open is the same visit after restart — no second budget of 18."""
    first = Store(db_path)
    visit = _open(first, clock)
    for n in range(spent_before_crash):
        assert first.try_spend(visit["id"])
        first.log_request({"visit_id": visit["id"], "gss": ADUR.gss, "at": clock.now(), "kind": "cheap",
                           "url": f"{ADUR.homepage}{n}", "outcome": "sent"})  # each one went out
    first.close()  # the job dies without close_visit

    clock.advance(3600)
    restarted = Store(db_path)
    resumed = restarted.open_visit(ADUR.gss, "finder", clock.now())
    assert resumed["id"] == visit["id"]
    assert resumed["spent"] == spent_before_crash
    assert _spend_all(restarted, resumed["id"]) == policy.VISIT_BUDGET_REQUESTS - spent_before_crash
    restarted.close()


def test_pc1_closed_visit_is_not_resumed_and_the_next_visit_has_a_fresh_budget(store, clock):
    visit = _open(store, clock)
    _spend_all(store, visit["id"])
    store.close_visit(visit["id"], "not_found", None, clock.now())
    clock.advance(policy.EMPTY_REST_S)
    nxt = store.open_visit(ADUR.gss, "finder", clock.now())
    assert nxt["id"] != visit["id"]
    assert nxt["spent"] == 0
    assert store.visit(visit["id"])["outcome"] == "not_found"
    assert store.council(ADUR.gss)["last_outcome"] == "not_found"


def test_pc1_two_jobs_on_one_database_share_one_budget(db_path, clock):
    """PC1 across jobs: two Store objects on the same file draw from the same visit budget."""
    a, b = Store(db_path), Store(db_path)
    visit = _open(a, clock)
    assert b.open_visit(ADUR.gss, "other", clock.now())["id"] == visit["id"]
    granted = [(a if i % 2 else b).try_spend(visit["id"]) for i in range(policy.VISIT_BUDGET_REQUESTS + 2)]
    assert granted.count(True) == policy.VISIT_BUDGET_REQUESTS
    assert granted[-2:] == [False, False]
    a.close(), b.close()


# RB2 ------------------------------------------------------------------------------------------------
def _robots_row(at: float) -> dict:
    return {"origin": ORIGIN, "fetched_at": at, "status": 200, "outcome": "parsed",
            "body": "User-agent: *\nDisallow: /private/\n", "final_url": ORIGIN + "/robots.txt"}


@pytest.mark.parametrize(
    "age_s, cached",
    [
        (0, True),
        (1, True),
        (policy.ROBOTS_CACHE_TTL_S - 1, True),
        (policy.ROBOTS_CACHE_TTL_S, False),  # at 24 h it is stale: fetched again
        (policy.ROBOTS_CACHE_TTL_S + 1, False),
        (7 * 24 * 3600, False),
    ],
)
def test_rb2_robots_row_is_reused_for_24_hours_only(store, clock, age_s, cached):
    store.save_robots(_robots_row(clock.now()))
    clock.advance(age_s)
    row = store.cached_robots(ORIGIN, clock.now())
    assert (row is not None) is cached
    if cached:
        assert row["body"].startswith("User-agent: *")


def test_rb2_robots_cache_is_per_origin(store, clock):
    store.save_robots(_robots_row(clock.now()))
    assert store.cached_robots("http://assets.adur-worthing.gov.uk", clock.now()) is None
    assert store.cached_robots("https://www.adur-worthing.gov.uk", clock.now()) is None


def test_rb2_a_refetched_robots_replaces_the_old_row_and_restarts_the_24_hours(store, clock):
    store.save_robots(_robots_row(clock.now()))
    clock.advance(policy.ROBOTS_CACHE_TTL_S)
    store.save_robots({**_robots_row(clock.now()), "body": "User-agent: *\nDisallow:\n"})
    clock.advance(policy.ROBOTS_CACHE_TTL_S - 1)
    assert store.cached_robots(ORIGIN, clock.now())["body"] == "User-agent: *\nDisallow:\n"


def test_rb2_jobs_sharing_the_database_see_each_others_robots_and_visits(db_path, clock):
    """RB2: a robots.txt one job fetched is reused by every job (one shared database file)."""
    a, b = Store(db_path), Store(db_path)
    assert b.cached_robots(ORIGIN, clock.now()) is None
    a.save_robots(_robots_row(clock.now()))
    assert b.cached_robots(ORIGIN, clock.now())["status"] == 200
    visit = _open(b, clock)
    b.note_request_end(visit["id"], ADUR.site_domain, clock.now() + 5)
    assert a.visit(visit["id"])["last_end_at"] == clock.now() + 5
    a.close(), b.close()


# AF4 ------------------------------------------------------------------------------------------------
def test_af4_findings_are_stored_pending_review(store, clock):
    visit = _open(store, clock)
    store.add_finding({"gss": ADUR.gss, "visit_id": visit["id"], "url": "http://www.adur-worthing.gov.uk/hmo",
                       "rung": "fixed_path", "depth": 0, "schemes": ["selective"], "title": "HMO licensing",
                       "score": 0.9, "fetched_at": clock.now(), "archive": "a.warc.gz"})
    (finding,) = store.findings(ADUR.gss)
    assert finding["review"] == "pending"
    assert finding["rung"] == "fixed_path"  # LD3: the rung is kept with the finding


# every write is one transaction ------------------------------------------------------------------
def test_a_write_that_fails_inside_a_transaction_leaves_nothing_behind(db_path, clock):
    """PC1/RB2 state integrity: a killed or failing write leaves the whole change or none of it."""
    store = Store(db_path)
    with pytest.raises(RuntimeError):
        with store.transaction() as db:
            db["robots"].insert(_robots_row(clock.now()))
            raise RuntimeError("killed half way")
    assert store.cached_robots(ORIGIN, clock.now()) is None
    store.close()
    assert Store(db_path).cached_robots(ORIGIN, clock.now()) is None


def test_pc1_a_resumed_visit_gets_back_budget_taken_for_requests_that_never_left(tmp_path):
    from datestone.register import Council

    store = Store(tmp_path / "datestone.db")
    store.ensure_council(Council("E07000223", "Adur", "http://www.adur-worthing.gov.uk/", "adur-worthing.gov.uk"), 0.0)
    visit = store.open_visit("E07000223", "job-1", 1.0)
    for n in range(3):  # three taken; only the first two were logged as sent before the job was killed
        assert store.try_spend(visit["id"])
    for n in range(2):
        store.log_request({"visit_id": visit["id"], "gss": "E07000223", "at": 2.0 + n, "kind": "cheap",
                           "url": f"http://www.adur-worthing.gov.uk/{n}", "outcome": "sent"})
    store.log_request({"visit_id": visit["id"], "gss": "E07000223", "at": 1.5, "kind": "robots",
                       "url": "http://www.adur-worthing.gov.uk/robots.txt", "outcome": "sent"})
    resumed = store.open_visit("E07000223", "job-2", 9.0)
    assert (resumed["id"], resumed["spent"]) == (visit["id"], 2)
    assert store.visit(visit["id"])["spent"] == 2


# the schema, declared once (datestone/state/schema.py) ------------------------------------------------
def test_a_database_from_an_older_version_gains_the_tables_and_columns_it_lacks_and_keeps_its_rows(db_path, clock):
    import sqlite3

    from datestone.state.schema import SCHEMA

    old = sqlite3.connect(db_path)
    old.execute("create table councils (gss text primary key, name text)")
    old.execute("insert into councils values (?, ?)", [ADUR.gss, ADUR.name])
    old.commit()
    old.close()
    store = Store(db_path)
    assert set(SCHEMA) <= set(store.db.table_names())
    for name, (columns, _) in SCHEMA.items():
        assert set(columns) <= set(store.db[name].columns_dict), name
    assert store.council(ADUR.gss)["name"] == ADUR.name
    store.ensure_council(ADUR, clock.now())  # the old row is the council's row: no second one
    assert [c["gss"] for c in store.councils()] == [ADUR.gss]
    store.close()


def test_a_read_only_store_reads_beside_a_writer_and_never_writes(store, db_path, clock):
    import sqlite3

    store.ensure_council(ADUR, clock.now())
    reader = Store.read_only(db_path)
    try:
        assert reader.council(ADUR.gss)["name"] == ADUR.name
        with pytest.raises(sqlite3.OperationalError):
            reader.db.execute("delete from councils")
    finally:
        reader.close()


RACE = """
import multiprocessing, sys
sys.path.insert(0, sys.argv[1])
from datestone.state.store import Store
def open_it(path):
    Store(path)
    return True
if __name__ == "__main__":
    with multiprocessing.get_context("fork").Pool(4) as pool:
        for n in range(30):
            assert all(pool.map(open_it, [f"{sys.argv[2]}/{n}.db"] * 4))
"""


def test_jobs_opening_a_new_database_at_the_same_moment_all_get_it(tmp_path):
    # Two scheduled jobs starting together on a fresh data folder: switching the file to WAL needs it to itself,
    # and that switch does not wait on SQLite's busy timeout (tests/test_jobs.py met "database is locked").
    # Forked in a child of its own, away from the test process's threads.
    import subprocess
    import sys
    from pathlib import Path

    script = tmp_path / "race.py"
    script.write_text(RACE)
    root = str(Path(__file__).resolve().parent.parent)
    done = subprocess.run([sys.executable, str(script), root, str(tmp_path)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-800:]
