"""The `datestone` operator CLI: the queue as a person sees it and changes it (CD1–CD4, RF3, RB7).

Plain pytest: `main([...], clock=FakeClock())` against a small register in tmp_path; the store is driven with
`close_visit` exactly as the finder does, then `status` must tell the operator the truth about it.
"""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

from datestone import policy
from datestone.people.cli import main
from datestone.clock import iso
from datestone.register import load_register
from datestone.state.store import Store

PROJECT = Path(__file__).resolve().parent.parent
ADUR, ARUN, CHICHESTER, CRAWLEY, HORSHAM = "E07000223", "E07000224", "E07000225", "E07000226", "E07000227"
REGISTER = """gss_code,official_name,homepage_url,site_domain
E07000223,Adur District Council,https://www.adur-worthing.gov.uk/,adur-worthing.gov.uk
E07000224,Arun District Council,https://www.arun.gov.uk/,arun.gov.uk
E07000225,Chichester District Council,https://www.chichester.gov.uk/,chichester.gov.uk
E07000226,Crawley Borough Council,https://crawley.gov.uk/,crawley.gov.uk
E07000227,Horsham District Council,https://www.horsham.gov.uk/,horsham.gov.uk
"""
EXPECTED_KEYS = {"gss", "name", "state", "last_outcome", "last_visit_at", "next_due_at", "due", "empty_in_row",
                 "refusals_in_row", "opted_out", "retired", "preferred_url"}
DAY = 24 * 3600


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.delenv("DATESTONE_DATA_DIR", raising=False)
    monkeypatch.delenv("DATESTONE_COUNCILS", raising=False)
    monkeypatch.delenv("DATESTONE_TIME_SCALE", raising=False)
    csv = tmp_path / "councils.csv"
    csv.write_text(REGISTER, encoding="utf-8")
    return {"data": tmp_path / "data", "csv": csv}


@pytest.fixture
def run(env, clock, capsys):
    def _run(*args: str) -> tuple[int, str, str]:
        capsys.readouterr()
        rc = main([*args, "--data-dir", str(env["data"]), "--councils", str(env["csv"])], clock=clock)
        out, err = capsys.readouterr()
        return rc, out, err
    return _run


@pytest.fixture
def status(run):
    def _status() -> dict[str, dict]:
        rc, out, err = run("status", "--json")
        assert rc == 0, err
        return {item["gss"]: item for item in json.loads(out)}
    return _status


def _visits(env, clock, gss: str, *outcomes: str, gap_s: float = 0.0, retry_after_s=None) -> None:
    """Drive the store as the finder does: one visit per outcome, closed with close_visit."""
    council = load_register(env["csv"])[gss]
    store = Store(env["data"] / "datestone.db")
    try:
        for outcome in outcomes:
            store.ensure_council(council, clock.now())
            visit = store.open_visit(gss, "finder", clock.now())
            store.close_visit(visit["id"], outcome, None, clock.now(), retry_after_s=retry_after_s)
            clock.advance(gap_s)
    finally:
        store.close()


def _events(env, gss: str | None = None) -> list[dict]:
    db = env["data"] / "datestone.db"
    if not db.exists():
        return []
    with sqlite3.connect(db) as conn:
        conn.row_factory = sqlite3.Row
        rows = conn.execute("select * from council_events order by id").fetchall()
    return [dict(r) for r in rows if gss is None or r["gss"] == gss]


def _council_row(env, gss: str) -> dict | None:
    with sqlite3.connect(env["data"] / "datestone.db") as conn:
        conn.row_factory = sqlite3.Row
        row = conn.execute("select * from councils where gss = ?", [gss]).fetchone()
    return dict(row) if row else None


# status -------------------------------------------------------------------------------------------------
def test_status_lists_every_register_council_even_those_never_visited(run, env):
    rc, out, _ = run("status")
    assert rc == 0
    lines = out.strip().splitlines()
    body = lines[1:-1]
    assert [line.split()[0] for line in body] == [ADUR, ARUN, CHICHESTER, CRAWLEY, HORSHAM]
    assert all(" new " in line and " now " in line for line in body)
    assert lines[-1].startswith("5 councils: 5 due now")
    assert not env["data"].exists(), "status only reads: it must not create the data folder"


def test_status_json_is_a_list_with_the_stable_keys_for_every_council(status, env, clock):
    _visits(env, clock, ADUR, "found")
    items = status()
    assert list(items) == [ADUR, ARUN, CHICHESTER, CRAWLEY, HORSHAM]
    for item in items.values():
        assert set(item) == EXPECTED_KEYS
    assert items[ARUN] == {"gss": ARUN, "name": "Arun District Council", "state": "new", "last_outcome": None,
                           "last_visit_at": None, "next_due_at": None, "due": True, "empty_in_row": 0,
                           "refusals_in_row": 0, "opted_out": False, "retired": False, "preferred_url": None}
    assert items[ADUR]["last_outcome"] == "found" and items[ADUR]["due"] is False


def test_cd1_found_council_shows_next_due_14_days_later_and_is_due_then(status, env, clock, run):
    found_at = clock.now()
    _visits(env, clock, ADUR, "found")
    clock.advance(policy.FOUND_REST_S - 1)
    adur = status()[ADUR]
    assert (adur["state"], adur["due"], adur["last_visit_at"]) == ("found", False, iso(found_at))
    assert adur["next_due_at"] == iso(found_at + 14 * DAY)
    _, out, _ = run("status")
    assert iso(found_at + 14 * DAY) in next(line for line in out.splitlines() if line.startswith(ADUR))
    clock.advance(1)
    assert status()[ADUR]["due"] is True


def test_cd2_an_empty_visit_rests_6_hours_and_three_in_a_row_park_the_council_30_days(status, env, clock):
    _visits(env, clock, ADUR, "not_found")
    adur = status()[ADUR]
    assert (adur["state"], adur["empty_in_row"], adur["due"]) == ("not_found", 1, False)
    assert adur["next_due_at"] == iso(clock.now() + policy.EMPTY_REST_S)

    clock.advance(policy.EMPTY_REST_S)
    _visits(env, clock, ADUR, "not_found", gap_s=policy.EMPTY_REST_S)
    parked_at = clock.now()
    _visits(env, clock, ADUR, "not_found")
    adur = status()[ADUR]
    assert adur["state"] == "parked" and adur["due"] is False
    assert adur["next_due_at"] == iso(parked_at + 30 * DAY)
    clock.advance(30 * DAY - 1)
    assert status()[ADUR]["due"] is False
    clock.advance(1)
    assert status()[ADUR]["due"] is True


def test_rf3_three_refusals_retire_the_council_and_it_is_never_due_until_reenabled(status, env, clock, run):
    _visits(env, clock, ADUR, "refused", "refused", "refused", gap_s=policy.REFUSAL_REST_S)
    clock.advance(365 * DAY)  # long after every rest: retirement does not wear off
    adur = status()[ADUR]
    assert (adur["state"], adur["retired"], adur["refusals_in_row"], adur["due"]) == ("retired", True, 3, False)
    assert adur["next_due_at"] is None
    _, out, _ = run("status")
    assert "never (retired" in next(line for line in out.splitlines() if line.startswith(ADUR))

    rc, out, _ = run("reenable", ADUR, "--reason", "webmaster asked us back", "--who", "alice")
    assert rc == 0 and out.count("\n") == 1 and "re-enabled" in out
    adur = status()[ADUR]
    assert (adur["retired"], adur["refusals_in_row"], adur["due"]) == (False, 0, True)
    assert adur["state"] != "retired"


def test_rf3_a_single_refusal_rests_30_days_or_longer_when_retry_after_asks(status, env, clock):
    _visits(env, clock, ADUR, "refused")
    _visits(env, clock, ARUN, "refused", retry_after_s=45 * DAY)
    items = status()
    assert items[ADUR]["state"] == "refused" and items[ADUR]["next_due_at"] == iso(clock.now() + 30 * DAY)
    assert items[ARUN]["next_due_at"] == iso(clock.now() + 45 * DAY)


def test_rb7_blocked_council_rests_30_days(status, env, clock):
    _visits(env, clock, ADUR, "blocked")
    adur = status()[ADUR]
    assert (adur["state"], adur["due"], adur["next_due_at"]) == ("blocked", False, iso(clock.now() + 30 * DAY))


def test_reenable_clears_a_rest_and_is_the_only_way_to(status, env, clock, run):
    """RF3/CD2: optin and prefer --clear leave a rest alone; reenable makes the council due now."""
    _visits(env, clock, ADUR, "not_found", "not_found", "not_found")  # parked 30 days
    assert run("optin", ADUR)[0] == 0
    assert run("prefer", ADUR, "--clear")[0] == 0
    assert status()[ADUR]["due"] is False
    assert run("reenable", ADUR, "--reason", "site rebuilt")[0] == 0
    adur = status()[ADUR]
    assert adur["due"] is True and adur["next_due_at"] == iso(clock.now())


def test_cd3_opted_out_council_is_never_due_and_optin_lets_it_back(status, run, clock):
    rc, out, _ = run("optout", CRAWLEY, "--reason", "contact form 2027-01-03", "--who", "bob")
    assert rc == 0 and out.count("\n") == 1 and "opted out" in out
    clock.advance(10 * 365 * DAY)
    crawley = status()[CRAWLEY]
    assert (crawley["state"], crawley["opted_out"], crawley["due"], crawley["next_due_at"]) == \
        ("opted out", True, False, None)
    _, out, _ = run("status")
    assert "never (opted out)" in next(line for line in out.splitlines() if line.startswith(CRAWLEY))
    assert run("optin", CRAWLEY, "--reason", "they asked again")[0] == 0
    assert status()[CRAWLEY]["due"] is True


def test_cd3_opt_out_wins_over_every_other_state(status, env, clock, run):
    _visits(env, clock, ADUR, "refused", "refused", "refused")
    run("prefer", ADUR, "https://www.adur-worthing.gov.uk/hmo")
    run("optout", ADUR, "--reason", "asked")
    assert status()[ADUR]["state"] == "opted out"
    run("reenable", ADUR, "--reason", "mistake")
    adur = status()[ADUR]
    assert adur["state"] == "opted out" and adur["due"] is False


def test_cd4_prefer_sets_the_page_and_the_finder_leaves_the_council_alone(status, run):
    rc, out, _ = run("prefer", HORSHAM, "https://www.horsham.gov.uk/housing/hmo-licensing", "--reason", "better")
    assert rc == 0 and "https://www.horsham.gov.uk/housing/hmo-licensing" in out
    horsham = status()[HORSHAM]
    assert (horsham["state"], horsham["due"]) == ("preferred", False)
    assert horsham["preferred_url"] == "https://www.horsham.gov.uk/housing/hmo-licensing"
    assert run("prefer", HORSHAM, "--clear")[0] == 0
    horsham = status()[HORSHAM]
    assert (horsham["preferred_url"], horsham["due"]) == (None, True)


def test_cd4_prefer_accepts_a_subdomain_of_the_councils_site(run, status):
    assert run("prefer", ADUR, "http://licensing.adur-worthing.gov.uk/page")[0] == 0
    assert status()[ADUR]["preferred_url"] == "http://licensing.adur-worthing.gov.uk/page"


@pytest.mark.parametrize("url", ["https://www.arun.gov.uk/hmo",                  # another council
                                 "https://evil-adur-worthing.gov.uk/hmo",        # lookalike, not a subdomain
                                 "https://adur-worthing.gov.uk.example.com/",    # suffix trick
                                 "ftp://www.adur-worthing.gov.uk/hmo",           # not http(s)
                                 "www.adur-worthing.gov.uk/hmo"])                # no scheme
def test_cd4_prefer_refuses_a_url_outside_the_councils_site_and_writes_nothing(run, env, url):
    rc, out, err = run("prefer", ADUR, url)
    assert rc == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and url in err
    assert not env["data"].exists()


def test_prefer_needs_exactly_one_of_url_or_clear(run, env):
    assert run("prefer", ADUR)[0] == 2
    assert run("prefer", ADUR, "https://www.adur-worthing.gov.uk/x", "--clear")[0] == 2
    assert not env["data"].exists()


# every action is recorded: who, when, why -------------------------------------------------------------
@pytest.mark.parametrize("args, action, why, changed", [
    (["optout", CHICHESTER, "--reason", "contact form"], "optout", "contact form", {"opted_out": 1}),
    (["optin", CHICHESTER, "--reason", "they asked"], "optin", "they asked", {"opted_out": 0}),
    (["prefer", CHICHESTER, "https://www.chichester.gov.uk/hmo", "--reason", "named by council"], "prefer",
     "named by council", {"preferred_url": "https://www.chichester.gov.uk/hmo"}),
    (["prefer", CHICHESTER, "--clear", "--reason", "page gone"], "prefer_clear", "page gone",
     {"preferred_url": None}),
    (["reenable", CHICHESTER, "--reason", "robots fixed"], "reenable", "robots fixed",
     {"retired": 0, "refusals_in_row": 0}),
])
def test_each_action_records_who_when_and_why_even_for_a_council_never_visited(run, env, clock, args, action,
                                                                               why, changed):
    """CD3/CD4/RF3: a person's word is recorded in council_events; the council need not have been visited."""
    rc, out, err = run(*args, "--who", "carol")
    assert rc == 0, err
    assert out.count("\n") == 1 and out.startswith(f"{CHICHESTER} Chichester District Council: ")
    events = _events(env, CHICHESTER)
    assert len(events) == 1
    assert (events[0]["action"], events[0]["who"], events[0]["why"], events[0]["at"]) == \
        (action, "carol", why, clock.now())
    row = _council_row(env, CHICHESTER)
    assert {k: row[k] for k in changed} == changed


def test_who_defaults_to_the_login_name(run, env, monkeypatch):
    monkeypatch.setattr("getpass.getuser", lambda: "dave")
    assert run("optout", ARUN, "--reason", "asked")[0] == 0
    assert _events(env, ARUN)[0]["who"] == "dave"


@pytest.mark.parametrize("args", [["optout", ADUR], ["reenable", ADUR]])
def test_reason_is_required_for_optout_and_reenable(run, env, args):
    rc, _, err = run(*args)
    assert rc == 2 and "--reason" in err
    assert not env["data"].exists()


# errors: exit 2, one line, nothing written ---------------------------------------------------------------
@pytest.mark.parametrize("command", [["optout", "{}", "--reason", "x"], ["optin", "{}"],
                                     ["prefer", "{}", "https://www.adur-worthing.gov.uk/"],
                                     ["reenable", "{}", "--reason", "x"]])
def test_unknown_gss_exits_2_naming_close_matches_and_writes_nothing(run, env, command):
    rc, out, err = run(*[a.format("E07000232") for a in command])  # 2 and 3 swapped: Adur's code
    assert rc == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    assert "E07000232" in err and "E07000223" in err and "Adur" in err
    assert not env["data"].exists()


def test_malformed_gss_exits_2_and_writes_nothing(run, env):
    rc, _, err = run("optout", "adur", "--reason", "x")
    assert rc == 2 and "not a GSS code" in err and "E07000223" in err  # close match by name
    assert not env["data"].exists()


def test_unknown_gss_leaves_an_existing_store_untouched(run, env, clock):
    _visits(env, clock, ADUR, "found")
    before = _council_row(env, ADUR)
    assert run("reenable", "E07000299", "--reason", "x")[0] == 2
    assert _events(env) == [] and _council_row(env, ADUR) == before


def test_broken_register_exits_2_in_one_line_and_creates_no_data_folder(run, env):
    env["csv"].write_text(REGISTER.replace("https://www.arun.gov.uk/", "not a url"), encoding="utf-8")
    for args in (["status"], ["optout", ADUR, "--reason", "x"]):
        rc, out, err = run(*args)
        assert rc == 2 and out == ""
        assert len(err.strip().splitlines()) == 1 and "line 3" in err and "homepage_url" in err
    assert not env["data"].exists()


def test_missing_register_file_exits_2(run, env):
    env["csv"].unlink()
    rc, _, err = run("status")
    assert rc == 2 and "DATESTONE_COUNCILS" in err
    assert not env["data"].exists()


def test_bad_setting_exits_2_and_writes_nothing(run, env, monkeypatch):
    monkeypatch.setenv("DATESTONE_TIME_SCALE", "fast")
    rc, _, err = run("optout", ADUR, "--reason", "x")
    assert rc == 2 and "DATESTONE_TIME_SCALE" in err and len(err.strip().splitlines()) == 1
    assert not env["data"].exists()


# settings and help ------------------------------------------------------------------------------------------
def test_settings_come_from_the_environment_and_options_override_them(env, clock, capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("DATESTONE_DATA_DIR", str(env["data"]))
    monkeypatch.setenv("DATESTONE_COUNCILS", str(env["csv"]))
    assert main(["optout", ADUR, "--reason", "env"], clock=clock) == 0
    assert _events(env, ADUR)[0]["why"] == "env"
    other = tmp_path / "other"
    # the global options work before the subcommand as well as after it
    assert main(["--data-dir", str(other), "optout", ARUN, "--reason", "opt"], clock=clock) == 0
    assert (other / "datestone.db").exists() and _events(env, ARUN) == []


@pytest.mark.parametrize("args", [["--help"], ["status", "--help"], ["optout", "--help"], ["optin", "--help"],
                                  ["prefer", "--help"], ["reenable", "--help"]])
def test_help_everywhere_exits_0(args, capsys, clock):
    assert main(args, clock=clock) == 0
    assert "usage: datestone" in capsys.readouterr().out


def test_no_command_is_a_usage_error(capsys, clock):
    assert main([], clock=clock) == 2


def test_summary_line_counts_each_council_once(run, env, clock):
    _visits(env, clock, ADUR, "found")
    _visits(env, clock, ARUN, "not_found")
    run("optout", CHICHESTER, "--reason", "asked")
    _visits(env, clock, CRAWLEY, "refused", "refused", "refused")
    _, out, _ = run("status")
    assert out.strip().splitlines()[-1] == ("5 councils: 1 due now, 1 resting, 1 found, 1 opted out, 1 retired, "
                                            "0 preferred")


def test_bin_datestone_status_json_runs(env, clock):
    _visits(env, clock, ADUR, "found")
    environ = {k: v for k, v in os.environ.items() if not k.startswith("DATESTONE_")}
    done = subprocess.run([str(PROJECT / "bin" / "datestone"), "status", "--json", "--data-dir", str(env["data"]),
                           "--councils", str(env["csv"])], capture_output=True, text=True, timeout=60,
                          env=environ)
    assert done.returncode == 0, done.stderr
    items = json.loads(done.stdout)
    assert [i["gss"] for i in items] == [ADUR, ARUN, CHICHESTER, CRAWLEY, HORSHAM]
    assert (items[0]["state"], items[0]["last_outcome"]) == ("found", "found")
    assert items[1]["state"] == "new"
