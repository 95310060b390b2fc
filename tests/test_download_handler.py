"""The download handler tries each request once (CD5, PC1): a kept-alive connection that the server drops
without an answer is not quietly resent by the connection pool, which no middleware (pacing, budget, request
log) would ever see. The server here counts what reached it, as a webmaster's access log would."""

from __future__ import annotations

import socket
import threading

import pytest
import pytest_twisted
from scrapy import Request
from scrapy.utils.defer import deferred_from_coro
from scrapy.utils.test import get_crawler
from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler

from datestone import settings as project_settings
from datestone.crawl.download_handler import OneTryDownloadHandler


class DroppingServer:
    """Loopback HTTP/1.1: `/kept` answers and keeps the connection open; `/dropped` hangs up without a word.
    `seen` is every request line that arrived, in order."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.seen: list[str] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        buffer = b""
        with conn:
            while True:
                while b"\r\n\r\n" not in buffer:
                    chunk = conn.recv(65536)
                    if not chunk:
                        return
                    buffer += chunk
                head, buffer = buffer.split(b"\r\n\r\n", 1)
                request_line = head.split(b"\r\n", 1)[0].decode()
                self.seen.append(request_line)
                if " /dropped " in request_line:
                    conn.shutdown(socket.SHUT_RDWR)
                    return
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok")

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def close(self) -> None:
        self.listener.close()


async def _requests_seen_for_a_dropped_answer(handler_class) -> list[str]:
    server = DroppingServer()
    crawler = get_crawler(settings_dict={"TWISTED_REACTOR": project_settings.TWISTED_REACTOR,
                                         "PLAYWRIGHT_BROWSER_TYPE": "chromium"})
    handler = handler_class.from_crawler(crawler)
    try:
        kept = await deferred_from_coro(handler.download_request(Request(server.url("/kept"))))
        assert kept.status == 200
        with pytest.raises(Exception):  # a dropped connection is the answer: an error for the visit to record
            await deferred_from_coro(handler.download_request(Request(server.url("/dropped"))))
    finally:
        await handler._pool.closeCachedConnections()
        server.close()
    return server.seen


@pytest_twisted.ensureDeferred
async def test_cd5_a_dropped_kept_alive_connection_is_not_resent():
    seen = await _requests_seen_for_a_dropped_answer(OneTryDownloadHandler)
    assert seen == ["GET /kept HTTP/1.1", "GET /dropped HTTP/1.1"]


@pytest_twisted.ensureDeferred
async def test_the_stock_handler_would_resend_it_which_is_why_ours_exists():
    """If this ever fails, the pool stopped resending on its own and OneTryDownloadHandler may go."""
    seen = await _requests_seen_for_a_dropped_answer(ScrapyPlaywrightDownloadHandler)
    assert seen.count("GET /dropped HTTP/1.1") == 2


def test_every_job_downloads_through_it():
    assert set(project_settings.DOWNLOAD_HANDLERS.values()) == {
        "datestone.crawl.download_handler.OneTryDownloadHandler"}
