"""ID3 from the webmaster's side: every line of a whole finder visit's access log — robots.txt, path probes, each
redirect hop, pages, and every subresource Chromium loads — carries a Web Bot Auth signature that verifies
against the key directory published from the data folder, made for that line's own host, fresh when it
arrived. One unsigned or invalid line fails the test. The private key stays in its 0600 file: not in the
archive, not in the log."""

from __future__ import annotations

import base64
import gzip
import io
import json
import logging
import stat
import time

import pytest
import pytest_twisted

from datestone.people.cli import main
from datestone.clock import FakeClock
from datestone.politeness.keys import KeyStore, b64url
from datestone.politeness.signing import InvalidSignature, sign_headers, verify
from spiders.council import CouncilSpider
from tests.conftest import CASES, cases
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider
from tests.fakeweb.server import LogLine

SITES = {s.name: s for s in cases(CASES)}
# A redirect hop inside the domain · browser subresources (a menu script) · two hosts, each with its robots.txt.
VISITS = ["fixed-path-vanity-redirect", "homepage-js-menu-depth2", "subdomain-housing"]
SKEW_S = 1.0  # `created` is a whole second, and the log's monotonic times are mapped onto the wall clock
FRESH_S = 5.0  # signed as it leaves: well under a minute between `created` and arrival (test waits are ~1 s)


def _published_directory(data_dir, capsys) -> dict:
    """What the operator would publish: `datestone keys directory` for this data folder."""
    capsys.readouterr()
    assert main(["keys", "directory", "--data-dir", str(data_dir)]) == 0
    return json.loads(capsys.readouterr().out)


def signature_problems(lines: list[LogLine], directory: dict, wall_offset: float) -> list[str]:
    """One entry per line that a webmaster could not verify at the moment it arrived."""
    problems = []
    for line in lines:
        arrived = line.arrival + wall_offset
        where = f"{line.method} {line.url} (from {'browser' if line.from_browser else 'crawler'})"
        try:
            params = verify(line.method, line.url, line.headers, directory, arrived, skew_s=SKEW_S)
        except InvalidSignature as exc:
            problems.append(f"{where}: {exc or 'signature does not verify'}")
            continue
        if not 0 <= arrived - params["created"] + SKEW_S <= FRESH_S + SKEW_S:
            problems.append(f"{where}: created {params['created']} is not fresh at arrival {arrived:.1f}")
        try:  # the same headers replayed to any other host must not verify
            verify(line.method, f"http://other-host.invalid{line.target}", line.headers, directory, arrived,
                   skew_s=SKEW_S)
            problems.append(f"{where}: signature also verifies for another host")
        except InvalidSignature:
            pass
    return problems


def _archive_bytes(data_dir) -> bytes:
    chunks = []
    for path in sorted((data_dir / "archive").rglob("*")):
        if path.is_file():
            raw = path.read_bytes()
            try:  # WARC files are gzip members: look inside as well as at the raw bytes
                raw += gzip.GzipFile(fileobj=io.BytesIO(raw)).read()
            except (OSError, EOFError):
                pass
            chunks.append(raw)
    return b"".join(chunks)


@pytest.mark.crawl
@pytest.mark.parametrize("name", VISITS)
@pytest_twisted.ensureDeferred
async def test_every_request_of_a_finder_visit_carries_a_valid_signature_for_its_own_host(
        fake_web, tmp_path, capsys, caplog, name):
    caplog.set_level(logging.DEBUG)
    site = SITES[name]
    data_dir = tmp_path / "data"
    wall_offset = time.time() - time.monotonic()
    result = await run_spider(CouncilSpider, fake_web, [site], data_dir, gss=site.council["gss_code"])
    assert audit(result.lines, [site], TEST_TIME_SCALE, result.request_rows) == []
    lines = result.lines
    assert any(line.target == "/robots.txt" for line in lines)
    if name == "fixed-path-vanity-redirect":
        assert any(300 <= line.status < 400 for line in lines), "no redirect hop to check"
    if name == "homepage-js-menu-depth2":
        assert any(line.from_browser for line in lines), "no browser subresource to check"
    if name == "subdomain-housing":
        assert len({line.host for line in lines}) >= 2, "only one host to check"

    directory = _published_directory(data_dir, capsys)
    assert signature_problems(lines, directory, wall_offset) == []
    plain = sum(1 for line in lines if not line.from_browser)
    assert result.stats.get("datestone/politeness/signing/plain", 0) >= plain

    keys = KeyStore.for_data_dir(data_dir, FakeClock())
    assert stat.S_IMODE(keys.private_key_path.stat().st_mode) == 0o600
    assert stat.S_IMODE(keys.path.stat().st_mode) == 0o700
    private = keys.current().private_key.private_bytes_raw()
    secrets = [keys.private_key_path.read_bytes().split(b"\n")[1], private,
               b64url(private).encode(), base64.b64encode(private)]
    archived = _archive_bytes(data_dir)
    logged = caplog.text.encode()
    assert [s for s in secrets if s in archived or s in logged] == []


def test_the_checker_fails_on_a_single_unsigned_or_invalid_line(tmp_path):
    clock = FakeClock()
    keys = KeyStore.for_data_dir(tmp_path, clock)
    key = keys.current()
    offset = clock.now() - 100.0  # log times are monotonic; line i arrives at monotonic 100 + i

    def line(i, host, headers):
        return LogLine(arrival=100.0 + i, finish=100.5 + i, method="GET", host=host, target="/robots.txt",
                       status=200, bytes_sent=1, user_agent="x", referer="", headers=headers)

    good = [line(i, "www.a.gov.uk", sign_headers(key, "GET", "http://www.a.gov.uk/", {}, clock.now() + i))
            for i in range(3)]
    directory = keys.directory()
    assert signature_problems(good, directory, offset) == []
    unsigned = line(3, "www.a.gov.uk", {"Host": "www.a.gov.uk"})
    other_host = line(3, "www.b.gov.uk", good[0].headers)
    stale = line(90, "www.a.gov.uk", good[0].headers)  # replayed after expires
    lower_case = line(2, "www.a.gov.uk", {k.lower(): v for k, v in good[2].headers.items()})
    assert signature_problems([*good, lower_case], directory, offset) == []  # header names may be any case
    for bad in (unsigned, other_host, stale):
        assert len(signature_problems([*good, bad], directory, offset)) == 1


@pytest.mark.crawl
@pytest_twisted.ensureDeferred
async def test_every_request_of_a_liveness_run_carries_a_valid_signature(fake_web, tmp_path, capsys):
    """ID3 for the nightly check too: robots.txt, conditional GETs, and a page read in the browser."""
    from datestone.state.store import Store
    from spiders.liveness import LivenessSpider
    from tests.test_liveness_crawl import build, seed

    sites = [s for s in build(tmp_path) if s.name in ("same0", "etag304", "needsjs", "three")]
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    seed(Store(data_dir / "datestone.db"), sites)
    wall_offset = time.time() - time.monotonic()
    first = await run_spider(LivenessSpider, fake_web, sites, data_dir)
    second = await run_spider(LivenessSpider, fake_web, sites, data_dir)
    lines = first.lines + second.lines
    assert any(line.status == 304 for line in lines) and any(line.from_browser for line in lines)
    assert signature_problems(lines, _published_directory(data_dir, capsys), wall_offset) == []
