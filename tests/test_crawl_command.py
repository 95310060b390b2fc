"""`scrapy crawl council` refuses bad input before anything starts: clear message, non-zero exit, nothing
contacted, nothing written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


ROOT = Path(__file__).resolve().parent.parent


def crawl(tmp_path, *args, proxy="http://127.0.0.1:9"):
    data = tmp_path / "data"
    command = [sys.executable, "-m", "scrapy", "crawl", "council", *args, "-s", f"DATESTONE_DATA_DIR={data}",
               "-s", f"DATESTONE_PROXY={proxy}"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    return done, data


@pytest.mark.parametrize("code, fragment", [
    ("E99999999", "'E99999999' is not in the register; close matches:"),
    ("X123", "'X123' is not a GSS code like E07000223"),
])
def test_unknown_council_exits_non_zero_and_contacts_nothing(tmp_path, fake_web, code, fragment):
    mark = len(fake_web.log)
    done, data = crawl(tmp_path, "-a", f"gss={code}", proxy=fake_web.proxy_url)
    assert done.returncode != 0
    assert fragment in done.stderr
    assert "Traceback" not in done.stderr
    assert fake_web.lines_since(mark) == []
    assert not data.exists()


def test_broken_register_is_refused_with_line_and_column(tmp_path):
    register = tmp_path / "bad.csv"
    register.write_text("gss_code,official_name,homepage_url,site_domain\nE07000223,Adur,notaurl,adur.gov.uk\n")
    done, data = crawl(tmp_path, "-a", "gss=E07000223", "-s", f"DATESTONE_COUNCILS={register}")
    assert done.returncode != 0
    assert "line 2, column homepage_url (3)" in done.stderr
    assert not data.exists()


def test_bad_time_scale_names_the_setting(tmp_path):
    done, data = crawl(tmp_path, "-a", "gss=E07000223", "-s", "DATESTONE_TIME_SCALE=fast")
    assert done.returncode != 0 and "DATESTONE_TIME_SCALE" in done.stderr
    assert not data.exists()
