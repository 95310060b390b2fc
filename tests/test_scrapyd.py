"""The crawler as scrapyd runs it: built into an egg by scrapyd-deploy (`setup.py bdist_egg`, the shim that reads
pyproject.toml), uploaded, scheduled with `datestone schedule`, each job a scrapyd process with its own Chromium,
against the fake web.

Shown here: the egg carries everything a job needs (every runtime package and data file of the checkout, and
nothing of the tests, demo or benchmarks; the bundled register is read out of the zip; the default data folder
is refused with one line), a scheduled `council` job leaves its finding in the store, and two jobs
queued together never overlap on the wire (PC3) — one after the other with the shipped scrapyd.conf
(max_proc 1), and side by side with max_proc 2, where only the machine-wide gate keeps them apart.
"""

from __future__ import annotations

import configparser
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import zipfile
from datetime import datetime
from pathlib import Path

import pytest

from datestone.state.store import Store
from tests.conftest import CASES
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import write_register
from tests.fakeweb.sitefolder import Site

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent
SCALE = 0.01
JOB_TIMEOUT_S = 120
RUNTIME_PACKAGES = ("datestone", "spiders", "middlewares", "pipelines", "extensions")
# What the egg is built from; copied so that building it leaves nothing (build/, *.egg-info) in the checkout.
PROJECT_FILES = ("pyproject.toml", "setup.py", "scrapy.cfg", *RUNTIME_PACKAGES)
# The files a job reads besides the code (pyproject.toml [tool.setuptools.package-data]).
PACKAGE_DATA = ("datestone/data/*.csv", "datestone/data/*.md", "datestone/datasette/*.yml",
                "datestone/people/desk/templates/*.html")


@pytest.fixture(scope="module")
def project_copy(tmp_path_factory) -> Path:
    copy = tmp_path_factory.mktemp("project")
    for name in PROJECT_FILES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, copy / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, copy / name)
    return copy


@pytest.fixture(scope="module")
def egg(project_copy) -> Path:
    path = project_copy.parent / "datestone.egg"
    built = subprocess.run([str(VENV_BIN / "scrapyd-deploy"), "--build-egg", str(path)], cwd=project_copy,
                           capture_output=True, text=True, timeout=120)
    assert built.returncode == 0 and path.is_file(), built.stderr[-3000:]
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read())


def _when(text: str) -> float:
    return datetime.fromisoformat(text).timestamp()


class Scrapyd:
    """One scrapyd on loopback, configured from the shipped scrapyd.conf with its folders under `home`."""

    def __init__(self, home: Path, max_proc: int | None = None) -> None:
        self.home = home
        self.port = _free_port()
        conf = configparser.ConfigParser()
        conf.read(ROOT / "scrapyd.conf")
        section = conf["scrapyd"]
        section["http_port"] = str(self.port)
        for key in ("eggs_dir", "logs_dir", "items_dir", "dbs_dir"):
            section[key] = str(home / key.removesuffix("_dir"))
        if max_proc is not None:
            section["max_proc"] = str(max_proc)
        self.max_proc = int(section["max_proc"])
        with open(home / "scrapyd.conf", "w") as fh:
            conf.write(fh)
        self.url = f"http://127.0.0.1:{self.port}/"
        self.out = open(home / "scrapyd.out", "w")
        # Started from `home`, not the checkout: its jobs must import the egg, not the source tree beside them.
        self.process = subprocess.Popen([sys.executable, "-m", "scrapyd"], cwd=home, stdout=self.out,
                                        stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while True:
            try:
                assert _get_json(self.url + "daemonstatus.json")["status"] == "ok"
                return
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise AssertionError(f"scrapyd did not start:\n{self.output()}") from None
                time.sleep(0.2)

    def output(self) -> str:
        return (self.home / "scrapyd.out").read_text()[-4000:]

    def deploy(self, project_copy: Path, egg: Path) -> None:
        """What an operator runs: scrapyd-deploy with the scrapy.cfg [deploy] target, here pointed at us."""
        cfg = configparser.ConfigParser()
        cfg.read(project_copy / "scrapy.cfg")
        cfg["deploy"]["url"] = self.url
        with open(project_copy / "scrapy.cfg", "w") as fh:
            cfg.write(fh)
        done = subprocess.run([str(VENV_BIN / "scrapyd-deploy", ), "--egg", str(egg), "-v", "1"], cwd=project_copy,
                              capture_output=True, text=True, timeout=120)
        answer = json.loads(done.stdout or "{}")
        assert done.returncode == 0 and answer.get("status") == "ok", done.stdout + done.stderr + self.output()
        assert answer["spiders"] == 3  # council, liveness, quotes

    def schedule(self, data: Path, register: Path, web, *args: str) -> list[str]:
        """`datestone schedule …` against this scrapyd; the job ids it printed."""
        env = {**os.environ, "DATESTONE_PROXY": web.proxy_url, "DATESTONE_ALLOW_PRIVATE_ADDRESSES": "1",
               "DATESTONE_TIME_SCALE": str(SCALE)}
        done = subprocess.run([sys.executable, "-m", "datestone", "schedule", *args, "--scrapyd", self.url,
                               "--data-dir", str(data), "--councils", str(register)],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return [line.split(" job ")[1].split()[0] for line in done.stdout.splitlines()]

    def wait_finished(self, jobids: list[str]) -> dict[str, dict]:
        deadline = time.monotonic() + JOB_TIMEOUT_S
        while time.monotonic() < deadline:
            jobs = _get_json(self.url + "listjobs.json?project=datestone")
            finished = {job["id"]: job for job in jobs["finished"] if job["id"] in jobids}
            if len(finished) == len(jobids):
                return finished
            time.sleep(0.5)
        raise AssertionError(f"jobs {jobids} did not finish in {JOB_TIMEOUT_S} s: {jobs}\n{self.output()}\n"
                             + "\n".join(self.job_log(j)[-3000:] for j in jobids))

    def job_log(self, jobid: str, spider: str = "council") -> str:
        path = self.home / "logs" / "datestone" / spider / f"{jobid}.log"
        return path.read_text() if path.exists() else f"(no log {path})"

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.out.close()


@pytest.fixture
def start_scrapyd(tmp_path):
    started: list[Scrapyd] = []

    def start(max_proc: int | None = None) -> Scrapyd:
        home = tmp_path / f"scrapyd-{len(started)}"
        home.mkdir()
        started.append(Scrapyd(home, max_proc))
        return started[-1]

    yield start
    for daemon in started:
        daemon.stop()


def test_the_egg_holds_every_runtime_package_and_data_file_and_nothing_else(egg):
    """A job imports the egg, but a venv with the project installed editable would quietly fill a gap in it from
    the checkout: so the egg's own list is checked against the checkout's."""
    names = set(zipfile.ZipFile(egg).namelist())
    modules = {str(p.relative_to(ROOT)) for package in RUNTIME_PACKAGES for p in (ROOT / package).rglob("*.py")
               if "__pycache__" not in p.parts}
    data = {str(p.relative_to(ROOT)) for pattern in PACKAGE_DATA for p in ROOT.glob(pattern)}
    assert modules and data
    assert modules | data <= names, sorted((modules | data) - names)
    assert {name.split("/")[0] for name in names} == {*RUNTIME_PACKAGES, "EGG-INFO"}
    entry_points = zipfile.ZipFile(egg).read("EGG-INFO/entry_points.txt").decode()
    assert "settings = datestone.settings" in entry_points  # how scrapyd's runner finds the settings


def test_the_egg_reads_the_bundled_register_and_refuses_the_default_data_folder(egg, tmp_path):
    # As scrapyd's runner imports it: from the zip, with nothing of the checkout on sys.path.
    probe = ("import sys; sys.path.insert(0, sys.argv[1]);"
             "from datestone.config import DatestoneConfig, ConfigError;"
             "from datestone.register import load_register;"
             "c = DatestoneConfig.from_mapping({'DATESTONE_DATA_DIR': sys.argv[2]}.get);"
             "assert c.councils_csv.__module__ == 'zipfile', type(c.councils_csv);"
             "print(len(load_register(c.councils_csv)));"
             "\ntry: DatestoneConfig.from_mapping({}.get)\nexcept ConfigError as e: print(e)")
    done = subprocess.run([sys.executable, "-c", probe, str(egg), str(tmp_path)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    count, error = done.stdout.splitlines()
    assert int(count) > 290  # every English housing authority
    assert error.startswith("DATESTONE_DATA_DIR must be set: running from ") and ".egg" in error


@pytest.mark.crawl
def test_deploy_schedule_council_and_find_its_result_in_the_store(fake_web, start_scrapyd, project_copy, egg,
                                                                   tmp_path):
    site = Site.load(CASES / "robots-allow-line")
    fake_web.add(site)
    register = write_register([site], tmp_path / "register.csv")
    data = tmp_path / "data"
    scrapyd = start_scrapyd()
    assert scrapyd.max_proc == 1  # the shipped configuration: one browser at a time
    scrapyd.deploy(project_copy, egg)
    mark = len(fake_web.log)
    [jobid] = scrapyd.schedule(data, register, fake_web, "finder", "--gss", site.council["gss_code"])
    scrapyd.wait_finished([jobid])
    log = scrapyd.job_log(jobid)
    findings = Store(data / "datestone.db").findings(site.council["gss_code"])
    assert [(f["url"], f["rung"]) for f in findings] == [(site.expect["url"], site.expect["rung"])], log[-4000:]
    items = scrapyd.home / "items" / "datestone" / "council" / f"{jobid}.jl"
    assert json.loads(items.read_text().splitlines()[0])["url"] == site.expect["url"]  # scrapyd's item feed too
    lines = fake_web.lines_since(mark)
    assert lines and audit(lines, [site], SCALE, _rows(data)) == []


def _rows(data: Path) -> list[dict]:
    return list(Store(data / "datestone.db").db["requests"].rows_where(order_by="id"))


@pytest.mark.crawl
@pytest.mark.parametrize("max_proc", [None, 2], ids=["shipped-max_proc-1", "max_proc-2"])
def test_pc3_two_jobs_scheduled_together_never_overlap(fake_web, start_scrapyd, project_copy, egg, tmp_path,
                                                        max_proc):
    sites = [Site.load(CASES / "fixed-path-direct-no-robots"), Site.load(CASES / "sitemap-fallback-no-line")]
    for site in sites:
        fake_web.add(site)
    register = write_register(sites, tmp_path / "register.csv")
    data = tmp_path / "data"  # one data folder, so one gate lock: the machine-wide PC3 gate
    scrapyd = start_scrapyd(max_proc)
    scrapyd.deploy(project_copy, egg)
    mark = len(fake_web.log)
    jobids = [jobid for site in sites
              for jobid in scrapyd.schedule(data, register, fake_web, "finder", "--gss", site.council["gss_code"])]
    finished = scrapyd.wait_finished(jobids)
    logs = "\n".join(scrapyd.job_log(j)[-3000:] for j in jobids)
    first, second = sorted(finished.values(), key=lambda job: job["start_time"])
    ran_together = _when(second["start_time"]) < _when(first["end_time"])
    # max_proc 1 runs them one after the other; with 2 they really run at once and only the gate separates them.
    assert ran_together == (scrapyd.max_proc > 1), (first, second)
    lines = fake_web.lines_since(mark)
    assert {line.host for line in lines} >= {"www.middlesbrough.gov.uk", "www.southwark.gov.uk"}, logs
    found = {f["gss"]: f["url"] for f in Store(data / "datestone.db").findings()}
    assert found == {s.council["gss_code"]: s.expect["url"] for s in sites}, logs
    assert audit(lines, sites, SCALE, _rows(data)) == []  # includes PC3 across both jobs


def test_schedule_says_when_scrapyd_is_down_and_how_to_start_it(tmp_path, capsys):
    from datestone.people.cli import main

    code = main(["schedule", "liveness", "--scrapyd", f"http://127.0.0.1:{_free_port()}/", "--data-dir",
                 str(tmp_path)])
    err = capsys.readouterr().err.strip()
    assert code == 3 and len(err.splitlines()) == 1
    assert "scrapyd is not reachable" in err and "bin/scrapyd" in err


def test_schedule_refuses_finder_options_for_other_jobs_and_unknown_councils(tmp_path, capsys):
    from datestone.people.cli import main

    assert main(["schedule", "quotes", "--gss", "E07000223", "--data-dir", str(tmp_path)]) == 2
    assert "--gss and --limit are for the finder" in capsys.readouterr().err
    assert main(["schedule", "finder", "--gss", "E0700022", "--data-dir", str(tmp_path)]) == 2
    assert "close matches" in capsys.readouterr().err


def test_jobs_get_absolute_paths_and_only_non_production_settings(tmp_path, monkeypatch):
    from datestone.config import DatestoneConfig
    from datestone.people.schedule import job_settings

    monkeypatch.chdir(tmp_path)
    production = job_settings(DatestoneConfig.from_mapping({"DATESTONE_DATA_DIR": "state"}.get))
    assert production == [f"DATESTONE_DATA_DIR={tmp_path / 'state'}",
                          f"DATESTONE_COUNCILS={ROOT / 'datestone' / 'data' / 'english_housing_councils.csv'}"]
    test = job_settings(DatestoneConfig.from_mapping({"DATESTONE_DATA_DIR": "state", "DATESTONE_TIME_SCALE": "0.5",
                                                      "DATESTONE_PROXY": "http://127.0.0.1:9",
                                                      "DATESTONE_ALLOW_PRIVATE_ADDRESSES": "1"}.get))
    assert test[2:] == ["DATESTONE_TIME_SCALE=0.5", "DATESTONE_PROXY=http://127.0.0.1:9",
                        "DATESTONE_ALLOW_PRIVATE_ADDRESSES=1"]
