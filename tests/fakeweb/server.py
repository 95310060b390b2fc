"""The fake council web: one loopback server that serves many councils by host name.

It is also an HTTP forward proxy: the crawler (plain Scrapy requests via DATESTONE_PROXY) and Chromium
(launched with the same proxy) send absolute-form targets (`GET http://www.x.gov.uk/a HTTP/1.1`), so no
fake host name is ever resolved in DNS. Every request is written to the access log with its arrival and
finish time — the log the auditor (`audit.py`) checks against POLICY, as a council webmaster would. It runs in a
process of its own (`web.py` starts it and is what tests hold), so those times are the server's own.

Sites are folders of saved responses (see `sitefolder.py`).
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

from tests.fakeweb.sitefolder import SavedResponse, Site


@dataclass
class LogLine:
    """One access-log line, as a webmaster's server would record it (plus exact times)."""

    arrival: float
    finish: float
    method: str
    host: str
    target: str  # path + query
    status: int
    bytes_sent: int
    user_agent: str
    referer: str
    headers: dict = field(default_factory=dict)
    challenge: bool = False  # we answered with a bot challenge (a header or an interstitial page)
    client_gone: bool = False  # the client hung up before we answered (it gave up: a timeout)
    gone_at: float | None = None  # when it hung up, if that happened while we held a slow answer back

    @property
    def url(self) -> str:
        return f"http://{self.host}{self.target}"

    @property
    def from_browser(self) -> bool:
        """A browser subresource. Our own plain requests never send Referer; Chromium sends it on
        every subresource of a page, and adds Proxy-Connection when it talks to a proxy."""
        return bool(self.referer) or "proxy-connection" in {k.lower() for k in self.headers}


CHALLENGE_MARKERS = (b"/cdn-cgi/challenge-platform/", b"Just a moment...", b"_Incapsula_Resource",
                     b"captcha-delivery.com")


def _is_challenge(saved: SavedResponse) -> bool:
    """The auditor's own, simple reading: a challenge header or a known interstitial in what we served."""
    if saved.challenge:  # the case says so ("challenge": true in _responses.json)
        return True
    if any(k.lower() == "cf-mitigated" and v.lower() == "challenge" for k, v in saved.headers):
        return True
    return any(marker in saved.body[:100_000] for marker in CHALLENGE_MARKERS)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body are two writes: with Nagle on, the body waits for the client's delayed ACK (~40 ms a
    # response) after the access log has written the line's finish. Real servers answer at once (nginx's
    # tcp_nodelay is on by default), so the log's finish is when the answer really left.
    disable_nagle_algorithm = True
    server: "_Server"

    def log_message(self, *args) -> None:  # the access log is ours, not stderr's
        pass

    def _serve(self) -> None:
        arrival = time.monotonic()
        target = self.path
        if target.startswith(("http://", "https://")):
            parts = urlsplit(target)
            host = parts.hostname or ""
            path = parts.path or "/"
            query = parts.query
        else:
            host = (self.headers.get("Host") or "").split(":")[0]
            parts = urlsplit(target)
            path, query = parts.path or "/", parts.query
        host = host.lower().rstrip(".")
        full_target = path + (f"?{query}" if query else "")
        site = self.server.web.sites.get(host)
        saved = site.response_for(host, full_target) if site else SavedResponse.unknown_host(host)
        client_gone, gone_at = False, None
        if saved.delay_s:
            with self.server.web.holding():
                gone_at = self._hold(saved.delay_s)
            client_gone = gone_at is not None or self._client_hung_up()
        if saved.drop:  # a connection error: the server hangs up without a word
            self.close_connection = True
            self.server.web.record(LogLine(arrival, time.monotonic(), self.command, host, full_target, 0, 0,
                                           self.headers.get("User-Agent", ""), self.headers.get("Referer", ""),
                                           dict(self.headers.items())))
            self.connection.shutdown(2)
            return
        etag = next((v for k, v in saved.headers if k.lower() == "etag"), None)
        modified = next((v for k, v in saved.headers if k.lower() == "last-modified"), None)
        if saved.status == 200 and (
            (etag and self.headers.get("If-None-Match") == etag)
            or (not etag and modified and self.headers.get("If-Modified-Since") == modified)
        ):  # conditional GET: unchanged, nothing to send
            saved = SavedResponse(304, [(k, v) for k, v in saved.headers if k.lower() in ("etag", "last-modified")], b"")
        body = b"" if self.command == "HEAD" else saved.body
        sent = 0
        try:
            if saved.fault or saved.chunked:  # a broken or unusual transfer (hostile cases)
                sent, gone = self._send_unusual(saved, body)
                client_gone = client_gone or gone
                return
            self.send_response(saved.status)
            for name, value in saved.headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(saved.body)))
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
            sent = len(body)
        except OSError:  # the client went away; the line is still logged
            pass
        finally:
            self.server.web.record(
                LogLine(
                    arrival=arrival,
                    finish=time.monotonic(),
                    method=self.command,
                    host=host,
                    target=full_target,
                    status=saved.status,
                    bytes_sent=sent,
                    user_agent=self.headers.get("User-Agent", ""),
                    referer=self.headers.get("Referer", ""),
                    headers=dict(self.headers.items()),
                    challenge=_is_challenge(saved),
                    client_gone=client_gone,
                    gone_at=gone_at,
                )
            )

    def _send_unusual(self, saved: SavedResponse, body: bytes) -> tuple[int, bool]:
        """Send `body` the way `saved.fault` says (see sitefolder.py). Returns (bytes sent, client gone)."""
        import socket
        import struct

        fault, size = saved.fault, len(body)
        cut = saved.fault_after_bytes if saved.fault_after_bytes is not None else size // 2
        self.send_response(saved.status)
        for name, value in saved.headers:
            self.send_header(name, value)
        if saved.chunked or fault == "broken_chunked":
            self.send_header("Transfer-Encoding", "chunked")
        elif fault == "short_content_length":
            self.send_header("Content-Length", str(saved.content_length if saved.content_length is not None else size // 2))
        elif fault == "long_content_length":
            self.send_header("Content-Length", str(saved.content_length if saved.content_length is not None else size + 4096))
        else:
            self.send_header("Content-Length", str(size))
        self.end_headers()
        sent = 0
        try:
            if fault == "drip":
                step = max(1, int(saved.drip_bytes_per_s / 10))
                with self.server.web.holding():  # a slow answer: a log sync does not wait for it
                    while sent < size:
                        self.wfile.write(body[sent:sent + step])
                        self.wfile.flush()
                        sent += len(body[sent:sent + step])
                        if sent < size:
                            time.sleep(0.1)
                            if self._client_hung_up():
                                self.close_connection = True
                                return sent, True
            elif fault == "reset_mid_body":
                self.wfile.write(body[:cut])
                self.wfile.flush()
                sent = len(body[:cut])
                time.sleep(0.05)  # let the partial body reach the client before the reset
                self.close_connection = True
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.rfile.close()
                self.wfile.close()
                self.connection.close()  # linger 0: the kernel answers with RST, not FIN
            elif saved.chunked or fault == "broken_chunked":
                end = cut if fault == "broken_chunked" else size
                for start in range(0, end, 4096):
                    chunk = body[start:min(start + 4096, end)]
                    self.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                    sent += len(chunk)
                if fault == "broken_chunked":
                    self.wfile.write(b"zz-not-a-chunk-size\r\n" + body[end:end + 200])
                    self.close_connection = True
                else:
                    self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()
            else:  # short / long Content-Length: the whole body, whatever the header said
                self.wfile.write(body)
                self.wfile.flush()
                sent = size
                if fault == "long_content_length":
                    self.close_connection = True  # hang up owing the rest
                    self.connection.shutdown(socket.SHUT_WR)
        except OSError:
            self.close_connection = True
            return sent, True
        return sent, False

    def _hold(self, delay_s: float) -> float | None:
        """A slow server: answer only after `delay_s`. Returns when the client hung up meanwhile (None if it did
        not), seen the moment its end of the connection closes — the auditor needs that moment, not a guess, to
        tell whether the crawler's next request really started after it gave up on this one (PC3)."""
        import select
        import socket

        end, gone_at = time.monotonic() + delay_s, None
        while (left := end - time.monotonic()) > 0:
            if gone_at is not None:
                time.sleep(min(left, 0.05))
                continue
            try:
                readable, _, _ = select.select([self.connection], [], [], min(left, 0.05))
                if readable and self.connection.recv(1, socket.MSG_PEEK) == b"":
                    gone_at = time.monotonic()
                elif readable:
                    time.sleep(min(left, 0.05))  # bytes of a next request: not a hang-up; keep holding
            except OSError:
                gone_at = time.monotonic()
        return gone_at

    def _client_hung_up(self) -> bool:
        """After a slow answer: did the client close its end meanwhile (readable, and nothing to read)?"""
        import select
        import socket

        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            return bool(readable) and self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def _serve_counted(self) -> None:
        with self.server.web.serving():  # until its line is recorded (a log sync waits for it)
            self._serve()

    do_GET = do_HEAD = do_POST = do_PUT = do_DELETE = do_OPTIONS = _serve_counted

    def do_CONNECT(self) -> None:
        # An https tunnel: we never serve one, but a webmaster would see it, so it is logged (LD7).
        arrival = time.monotonic()
        host = self.path.split(":")[0].lower()
        self.send_response(405)
        self.send_header("Content-Length", "0")
        self.end_headers()
        self.server.web.record(
            LogLine(arrival, time.monotonic(), "CONNECT", host, self.path, 405, 0,
                    self.headers.get("User-Agent", ""), "", dict(self.headers.items()))
        )


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    web: "FakeWeb"

    def handle_error(self, request, client_address) -> None:
        # Chromium resets keep-alive sockets when a page closes; that is not an error here.
        pass


class WebServer:
    """Serve `sites` on 127.0.0.1 (port 0 = any free port) and hand each access-log line to `record`.

    It runs in a process of its own (`tests/fakeweb/web.py`): its clock readings are then the server's, as a
    council's would be, not held up behind the crawler's Python (one GIL would let a reply leave the socket and
    its finish be read only once the crawler's thread let go, a few milliseconds late, under PC2 and PC3)."""

    def __init__(self, record, port: int = 0) -> None:
        self.sites: dict[str, Site] = {}
        self.record = record
        self._serving = 0  # requests whose line is not recorded yet
        self._holding = 0  # of those, slow answers still held back (a log sync does not wait for them)
        self._lock = threading.Lock()
        self._httpd = _Server(("127.0.0.1", port), _Handler)
        self._httpd.web = self
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    def add(self, site: Site) -> None:
        for host in site.hosts:
            self.sites[host] = site

    def serving(self):
        return self._counted("_serving")

    def holding(self):
        return self._counted("_holding")

    @contextmanager
    def _counted(self, counter: str):
        with self._lock:
            setattr(self, counter, getattr(self, counter) + 1)
        try:
            yield
        finally:
            with self._lock:
                setattr(self, counter, getattr(self, counter) - 1)

    def settled(self, timeout_s: float = 0.5) -> None:
        """Wait until every request that has been answered has its line recorded (slow answers still held back
        are not waited for: their lines come when they end)."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            with self._lock:
                if self._serving <= self._holding:
                    return
            time.sleep(0.002)

    def start(self) -> "WebServer":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
