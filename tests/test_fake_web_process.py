"""The fake web's access log is the auditor's evidence for PC2 and PC3, so its times must be the server's own: the
server runs in a process of its own (tests/fakeweb/web.py), and what the crawler's Python does cannot hold up a
line's arrival or finish. Also: reading the log never misses a line of a request already answered, and a site
added twice keeps its "times" counters, as it did when the server shared the tests' process."""

from __future__ import annotations

import json
import os
import re
import socket
import time

import pytest

from tests.fakeweb.sitefolder import Site
from tests.fakeweb.web import FakeWeb

HOST = "www.council.gov.uk"
HOLD_S = 0.3  # how long the tests' process holds the interpreter lock while the server answers


@pytest.fixture
def site(tmp_path):
    root = tmp_path / "case"
    (root / HOST).mkdir(parents=True)
    (root / HOST / "page.html").write_text("<html><title>A page</title></html>")
    (root / HOST / "_responses.json").write_text(json.dumps({"/once": {"status": 301, "headers": {"Location": "/page"},
                                                                       "times": 1}}))
    return Site.load(root, case={"council": {"gss_code": "E07000223", "official_name": "X",
                                             "homepage_url": f"http://{HOST}/", "site_domain": "council.gov.uk"}})


def _get(port: int, target: str) -> bytes:
    with socket.create_connection(("127.0.0.1", port)) as client:
        client.sendall(f"GET http://{HOST}{target} HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n".encode())
        answer = b""
        while chunk := client.recv(65536):
            answer += chunk
    return answer


def _status(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


def _lock_holder(at_least_s: float):
    """One call into the regex engine that keeps the interpreter lock for at least `at_least_s` (it never lets go
    mid-match): the crawler's reading code does the same on a big page."""
    n = 16
    while True:
        pattern, text = re.compile(r"(x+x+)+y"), "x" * n
        started = time.monotonic()
        pattern.match(text)
        if time.monotonic() - started >= at_least_s:
            return lambda: pattern.match(text)
        n += 1


def test_the_server_runs_in_a_process_of_its_own(site):
    with FakeWeb() as web:
        assert web._process.pid != os.getpid()
        web.add(site)
        assert _status(_get(web.port, "/page")) == 200


def test_the_logs_times_are_the_servers_even_while_the_tests_process_holds_the_interpreter_lock(site):
    hold = _lock_holder(HOLD_S)
    with FakeWeb() as web:
        web.add(site)
        mark = len(web.log)
        with socket.create_connection(("127.0.0.1", web.port)) as client:
            sent_at = time.monotonic()
            client.sendall(f"GET http://{HOST}/page HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n".encode())
            hold()  # the server answers meanwhile, in its own process
            held_until = time.monotonic()
            while client.recv(65536):
                pass
        [line] = web.lines_since(mark)
    assert held_until - sent_at >= HOLD_S
    # Answered while we held the lock: logged with the server's own times, long before we let go.
    assert line.arrival - sent_at < HOLD_S / 2
    assert line.finish - sent_at < HOLD_S / 2


def test_a_request_answered_is_in_the_log_at_once(site):
    with FakeWeb() as web:
        web.add(site)
        for n in range(20):
            mark = len(web.log)
            _get(web.port, f"/page?n={n}")
            assert [line.target for line in web.lines_since(mark)] == [f"/page?n={n}"]


def test_a_site_added_again_keeps_its_times_counters_and_a_new_one_starts_afresh(site, tmp_path):
    with FakeWeb() as web:
        web.add(site)
        assert _status(_get(web.port, "/once")) == 301
        web.add(site)  # the same object, served again (as a later test does)
        assert _status(_get(web.port, "/once")) == 404
        web.add(Site.load(site.root, case={"council": site.council}))  # loaded anew: a first visitor again
        assert _status(_get(web.port, "/once")) == 301


def test_the_log_stays_readable_after_the_web_stops(site):
    with FakeWeb() as web:
        web.add(site)
        _get(web.port, "/page")
    assert [line.target for line in web.log] == ["/page"]
