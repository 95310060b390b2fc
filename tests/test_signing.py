"""ID3: Web Bot Auth signatures — the signer against the RFC 9421 vector, the profile's headers, what a verifier
rejects (another host, after expires, unknown key), the key folder (0600/0700, never in a log), rotation with
a grace period, `datestone keys`, and the Scrapy/browser adapters. Plain pytest, FakeClock, no reactor."""

from __future__ import annotations

import base64
import datetime
import json
import logging
import stat
from types import SimpleNamespace

import http_sf
import pytest
from http_message_signatures import HTTPMessageSigner, MappingKeyResolver, algorithms
from scrapy import Request
from scrapy.http import Headers

from datestone import policy
from datestone.people.cli import main
from datestone.politeness.keys import KeyFileError, KeyStore, b64url, public_key_from_jwk, thumbprint
from datestone.politeness.signing import (SIGNATURE_FIELDS, InvalidSignature, RequestSigner, _Message, sign_headers,
                               signature_fields, verify)
from datestone.settings import DOWNLOADER_MIDDLEWARES
from datestone.crawl import browser
from middlewares import signing as signing_mw

# RFC 9421 Appendix B.1.4 "test-key-ed25519" (a published testing-only key) and B.2.6's expected signature.
RFC_ED25519_PRIVATE_PEM = b"""-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIJ+DYvh6SEqVTm50DFtMDoQikTmiCqirVv9mWG9qfSnF
-----END PRIVATE KEY-----
"""
RFC_ED25519_X = "JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"
RFC_B26_SIGNATURE_INPUT = ('sig-b26=("date" "@method" "@path" "@authority" "content-type" "content-length")'
                           ';created=1618884473;keyid="test-key-ed25519"')
RFC_B26_SIGNATURE = ("sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw"
                     "==:")
# RFC 8037 Appendix A.3: the RFC 7638 thumbprint of an Ed25519 JWK.
RFC8037_JWK = {"kty": "OKP", "crv": "Ed25519", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}
RFC8037_THUMBPRINT = "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"

PAGE = "https://www.council-b.gov.uk/planning?page=2"


@pytest.fixture
def keys(tmp_path, clock):
    return KeyStore.for_data_dir(tmp_path / "data", clock)


def _signature_input(headers: dict):
    (label, (components, params)), = http_sf.parse(headers["Signature-Input"].encode(), tltype="dictionary").items()
    return label, [c for c, _ in components], params


def _install_rfc_key(keys: KeyStore) -> None:
    keys.path.mkdir(mode=0o700, parents=True)
    keys.private_key_path.write_bytes(RFC_ED25519_PRIVATE_PEM)
    keys.private_key_path.chmod(0o600)


# the library against the RFC -------------------------------------------------------------------------
def test_rfc9421_b26_ed25519_vector_is_reproduced_with_the_key_loaded_from_the_key_folder(keys):
    _install_rfc_key(keys)
    key = keys.current()
    assert key.jwk == {"kty": "OKP", "crv": "Ed25519", "x": RFC_ED25519_X}
    message = _Message("POST", "https://example.com/foo?param=Value&Pet=dog", {
        "Host": "example.com", "Date": "Tue, 20 Apr 2021 02:07:55 GMT", "Content-Type": "application/json",
        "Content-Digest": "sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmT"
                          "HWXvJwew==:",
        "Content-Length": "18"})
    signer = HTTPMessageSigner(signature_algorithm=algorithms.ED25519,
                               key_resolver=MappingKeyResolver(private_keys={"test-key-ed25519": key.private_key},
                                                               public_keys={}))
    signer.sign(message, key_id="test-key-ed25519", label="sig-b26", include_alg=False, use_existing_digest=True,
                created=datetime.datetime.fromtimestamp(1618884473, datetime.timezone.utc),
                covered_component_ids=("date", "@method", "@path", "@authority", "content-type", "content-length"))
    assert message.headers["Signature-Input"] == RFC_B26_SIGNATURE_INPUT
    assert message.headers["Signature"] == RFC_B26_SIGNATURE


def test_keyid_is_the_rfc7638_jwk_thumbprint():
    assert thumbprint(RFC8037_JWK) == RFC8037_THUMBPRINT
    assert thumbprint(dict(reversed(list(RFC8037_JWK.items())))) == RFC8037_THUMBPRINT  # member order is irrelevant


# the profile --------------------------------------------------------------------------------------------
def test_signature_headers_follow_the_web_bot_auth_profile(keys, clock):
    key = keys.current()
    headers = sign_headers(key, "GET", PAGE, {"Accept": "text/html"}, clock.now())
    assert headers["Accept"] == "text/html"
    assert headers["Signature-Agent"] == '"https://www.datestone.io"'
    label, components, params = _signature_input(headers)
    assert label == "sig1"
    assert components == ["@authority", "signature-agent"]
    assert params == {"created": int(clock.now()), "keyid": key.keyid, "alg": "ed25519",
                      "expires": int(clock.now()) + 60, "tag": "web-bot-auth"}
    assert params["expires"] - params["created"] == policy.SIGNATURE_LIFETIME_S == 60
    assert params["keyid"] == thumbprint(keys.directory()["keys"][0])
    assert headers["Signature"].startswith("sig1=:")


@pytest.mark.parametrize("url", [PAGE, "http://www.Council-B.gov.uk/", "http://www.council-b.gov.uk:80/a",
                                 "https://www.council-b.gov.uk:443/", "http://www.council-b.gov.uk:8080/x?y=1",
                                 "http://user:pw@www.council-b.gov.uk/", "http://[::1]:8000/", "http://127.0.0.1/"])
def test_fast_signature_is_byte_for_byte_the_library_signature(keys, clock, url):
    # ID3: the per-request signer builds the RFC 9421 signature base itself; the library is the reference.
    from datestone.politeness.signing import library_signature_fields, signature_fields

    for second in (0, 0.4, 59.9, 3600.2):
        now = clock.now() + second
        assert signature_fields(keys.current(), "GET", url, now) == library_signature_fields(keys.current(), "GET",
                                                                                              url, now)


def test_signature_verifies_for_the_same_host_until_it_expires(keys, clock):
    headers = sign_headers(keys.current(), "GET", PAGE, {}, clock.now())
    directory = keys.directory()
    for later in (0, 30, 60):
        assert verify("GET", PAGE, headers, directory, clock.now() + later)["tag"] == "web-bot-auth"
    # Only @authority is covered: another path or method on the same host is the same signature.
    assert verify("HEAD", "https://www.council-b.gov.uk/other/page", headers, directory, clock.now())


def test_signature_after_expires_fails_verification(keys, clock):
    headers = sign_headers(keys.current(), "GET", PAGE, {}, clock.now())
    with pytest.raises(InvalidSignature, match="expires"):
        verify("GET", PAGE, headers, keys.directory(), clock.now() + policy.SIGNATURE_LIFETIME_S + 1)


def test_signature_created_in_the_future_fails_verification(keys, clock):
    headers = sign_headers(keys.current(), "GET", PAGE, {}, clock.now() + 10)
    with pytest.raises(InvalidSignature, match="future"):
        verify("GET", PAGE, headers, keys.directory(), clock.now())


@pytest.mark.parametrize("replayed_to", [
    "https://council-b.gov.uk/planning?page=2",  # the parent domain
    "https://www.other-council.gov.uk/planning?page=2",
    "https://www.council-b.gov.uk:8443/planning?page=2",  # another port is another authority
])
def test_signature_replayed_to_another_host_fails_verification(keys, clock, replayed_to):
    headers = sign_headers(keys.current(), "GET", PAGE, {}, clock.now())
    with pytest.raises(InvalidSignature):
        verify("GET", replayed_to, headers, keys.directory(), clock.now())


def test_signature_from_a_key_not_in_the_directory_fails_verification(keys, clock, tmp_path):
    stranger = KeyStore.for_data_dir(tmp_path / "stranger", clock)
    headers = sign_headers(stranger.current(), "GET", PAGE, {}, clock.now())
    with pytest.raises(InvalidSignature):
        verify("GET", PAGE, headers, keys.directory(), clock.now())


def test_changed_signature_agent_fails_verification(keys, clock):
    headers = sign_headers(keys.current(), "GET", PAGE, {}, clock.now())
    with pytest.raises(InvalidSignature):
        verify("GET", PAGE, {**headers, "Signature-Agent": '"https://evil.example"'}, keys.directory(), clock.now())


@pytest.mark.parametrize("missing", SIGNATURE_FIELDS)
def test_request_missing_a_signature_header_fails_verification(keys, clock, missing):
    headers = sign_headers(keys.current(), "GET", PAGE, {}, clock.now())
    del headers[missing]
    with pytest.raises(InvalidSignature):
        verify("GET", PAGE, headers, keys.directory(), clock.now())


def test_stale_signature_headers_of_any_case_are_replaced(keys, clock):
    old = sign_headers(keys.current(), "GET", "https://www.elsewhere.gov.uk/", {}, clock.now() - 600)
    stale = {"accept": "*/*", "signature-input": old["Signature-Input"], "SIGNATURE": old["Signature"],
             "signature-agent": '"https://someone-else.example"'}
    clock.advance(600)
    headers = sign_headers(keys.current(), "GET", PAGE, stale, clock.now())
    names = [name.lower() for name in headers]
    assert sorted(names) == sorted(["accept", "signature-agent", "signature-input", "signature"])
    assert verify("GET", PAGE, headers, keys.directory(), clock.now())["created"] == int(clock.now())


# the key folder --------------------------------------------------------------------------------------------
def test_key_is_made_once_with_private_file_0600_in_a_0700_folder(keys, clock, tmp_path):
    key = keys.current()
    assert stat.S_IMODE(keys.path.stat().st_mode) == 0o700
    assert stat.S_IMODE(keys.private_key_path.stat().st_mode) == 0o600
    again = KeyStore.for_data_dir(tmp_path / "data", clock).current()
    assert again.keyid == key.keyid


def test_private_key_readable_by_others_is_refused(keys):
    keys.current()
    keys.private_key_path.chmod(0o644)
    with pytest.raises(KeyFileError, match="0600"):
        KeyStore(keys.path, None).current()


def test_private_key_never_reaches_a_log_a_repr_or_the_directory(keys, clock, caplog, capsys, tmp_path):
    caplog.set_level(logging.DEBUG)
    key = keys.current()
    sign_headers(key, "GET", PAGE, {}, clock.now())
    main(["keys", "directory", "--data-dir", str(tmp_path / "data")], clock=clock)
    printed = capsys.readouterr()
    pem = keys.private_key_path.read_bytes()
    secrets = {pem.decode().split("\n")[1], b64url(key.private_key.private_bytes_raw()),
               base64.b64encode(key.private_key.private_bytes_raw()).decode()}
    seen = caplog.text + printed.out + printed.err + repr(key) + str(key) + json.dumps(keys.directory())
    assert not [s for s in secrets if s in seen]
    assert all("d" not in jwk for jwk in keys.directory()["keys"])


# rotation ----------------------------------------------------------------------------------------------------
def test_rotate_keeps_the_old_public_key_published_for_the_grace_period_then_drops_it(keys, clock):
    old = keys.current()
    old_signature = sign_headers(old, "GET", PAGE, {}, clock.now())
    new = keys.rotate()
    assert new.keyid != old.keyid and keys.current().keyid == new.keyid
    directory = keys.directory()
    assert [thumbprint(j) for j in directory["keys"]] == [new.keyid, old.keyid]
    assert verify("GET", PAGE, old_signature, directory, clock.now())  # made just before the rotation
    clock.advance(policy.SIGNATURE_KEY_GRACE_S - 1)
    assert [thumbprint(j) for j in keys.directory()["keys"]] == [new.keyid, old.keyid]
    clock.advance(1)
    assert [thumbprint(j) for j in keys.directory()["keys"]] == [new.keyid]
    assert stat.S_IMODE(keys.private_key_path.stat().st_mode) == 0o600


def test_grace_period_is_seven_days():
    assert policy.SIGNATURE_KEY_GRACE_S == 7 * 24 * 3600


def test_a_rotation_is_picked_up_by_a_running_signer(keys, clock):
    signer = RequestSigner(keys, clock)
    before = _signature_input(signer.sign("GET", PAGE, {}))[2]["keyid"]
    fresh = KeyStore(keys.path, clock).rotate()  # the operator, from another process
    after = _signature_input(signer.sign("GET", PAGE, {}))[2]["keyid"]
    assert before != after == fresh.keyid


# datestone keys ----------------------------------------------------------------------------------------------
def _valid_jwk_set(document: dict) -> list[str]:
    """RFC 7517 section 5 / RFC 8037: a "keys" array of public OKP Ed25519 JWKs; returns their thumbprints."""
    assert set(document) == {"keys"} and isinstance(document["keys"], list) and document["keys"]
    prints = []
    for jwk in document["keys"]:
        assert set(jwk) == {"kty", "crv", "x"} and (jwk["kty"], jwk["crv"]) == ("OKP", "Ed25519")
        assert "=" not in jwk["x"] and len(base64.urlsafe_b64decode(jwk["x"] + "=")) == 32
        public_key_from_jwk(jwk)
        prints.append(thumbprint(jwk))
    assert len(set(prints)) == len(prints)
    return prints


def test_keys_directory_prints_a_valid_jwk_set_and_rotate_prints_the_new_keyid(tmp_path, clock, capsys,
                                                                               monkeypatch):
    monkeypatch.setenv("DATESTONE_COUNCILS", str(tmp_path / "no-register-needed.csv"))
    data = str(tmp_path / "data")
    assert main(["keys", "directory", "--data-dir", data], clock=clock) == 0
    first = _valid_jwk_set(json.loads(capsys.readouterr().out))
    assert main(["--data-dir", data, "keys", "rotate"], clock=clock) == 0
    new_keyid = capsys.readouterr().out.strip()
    assert main(["keys", "directory", "--data-dir", data], clock=clock) == 0
    assert _valid_jwk_set(json.loads(capsys.readouterr().out)) == [new_keyid, *first]
    assert stat.S_IMODE((tmp_path / "data" / "keys" / "current.pem").stat().st_mode) == 0o600


def test_keys_without_an_action_is_a_usage_error(tmp_path, clock, capsys):
    assert main(["keys", "--data-dir", str(tmp_path)], clock=clock) == 2


# the adapters -------------------------------------------------------------------------------------------------
def test_signing_middleware_runs_after_the_pacing_wait_and_before_the_request_log():
    order = {path.rsplit(".", 1)[1]: n for path, n in DOWNLOADER_MIDDLEWARES.items() if n is not None}
    assert order["PacingMiddleware"] < order["SigningMiddleware"] < order["RequestLogMiddleware"]
    assert order["NoRefererRedirectMiddleware"] < order["SigningMiddleware"]  # each hop comes back to be signed


class _Stats:
    def __init__(self):
        self.values = {}

    def inc_value(self, key, count=1):
        self.values[key] = self.values.get(key, 0) + count


def test_middleware_signs_a_plain_request_for_its_own_host_replacing_a_stale_signature(keys, clock):
    stats = _Stats()
    middleware = signing_mw.SigningMiddleware(RequestSigner(keys, clock), stats)
    stale = signature_fields(keys.current(), "GET", "https://www.before-redirect.gov.uk/", clock.now() - 300)
    request = Request(PAGE, headers={k.lower(): v for k, v in stale.items()})
    assert middleware.process_request(request) is None
    headers = {k.decode(): v[0].decode() for k, v in request.headers.items()}
    assert sorted(headers) == sorted(SIGNATURE_FIELDS)
    assert verify("GET", PAGE, headers, keys.directory(), clock.now())["created"] == int(clock.now())
    assert stats.values == {"datestone/politeness/signing/plain": 1}


def test_middleware_leaves_browser_requests_to_the_browser_signer(keys, clock):
    middleware = signing_mw.SigningMiddleware(RequestSigner(keys, clock), _Stats())
    request = Request(PAGE, meta={"playwright": True})
    middleware.process_request(request)
    assert not any(request.headers.get(name) for name in SIGNATURE_FIELDS)


class _PlaywrightRequest:
    def __init__(self, url, method="GET", navigation=False, page=None):
        self.url, self.method, self._navigation = url, method, navigation
        self.frame = SimpleNamespace(page=page)

    async def all_headers(self):
        return {"user-agent": "Chromium", "accept": "text/css", "referer": "https://www.council-b.gov.uk/",
                "signature": "sig1=:c3RhbGU=:"}

    def is_navigation_request(self):
        return self._navigation


def _run(coroutine):
    """Drive a coroutine that never really waits (no event loop: the crawl tests own the reactor's)."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    raise AssertionError("the coroutine waited")


def _browser_headers(url, page=None):
    return signing_mw.browser_headers(
        browser_type_name="chromium", playwright_request=_PlaywrightRequest(url, page=page),
        scrapy_request_data={"method": "GET", "url": PAGE, "headers": Headers({"User-Agent": policy.USER_AGENT}),
                             "body": None, "encoding": "utf-8"})


def _open_page(monkeypatch, signer):
    """A page Chromium has open, guarded for a crawler whose signer its guard carries."""
    page = SimpleNamespace()
    monkeypatch.setitem(browser._GUARDS, id(page), SimpleNamespace(signer=signer, stats=None))
    return page


def test_browser_subresource_is_signed_for_its_own_host(keys, clock, monkeypatch):
    page = _open_page(monkeypatch, RequestSigner(keys, clock))
    css = "https://assets.council-b.gov.uk/site.css"
    headers = _run(_browser_headers(css, page))
    assert headers["user-agent"] == policy.USER_AGENT  # ID1 still set by scrapy-playwright's own choice
    assert [k for k in headers if k.lower() == "signature"] == ["Signature"]  # the page's stale one is gone
    assert verify("GET", css, headers, keys.directory(), clock.now())
    with pytest.raises(InvalidSignature):
        verify("GET", PAGE, headers, keys.directory(), clock.now())  # not the page's host


def test_browser_request_of_a_page_without_a_signer_is_not_sent(monkeypatch):
    with pytest.raises(signing_mw.NoSignerError):
        _run(_browser_headers("https://www.council-b.gov.uk/site.css"))  # a page with no guard
    with pytest.raises(signing_mw.NoSignerError):
        _run(_browser_headers("https://www.council-b.gov.uk/site.css", _open_page(monkeypatch, None)))


def test_browser_requests_of_two_crawlers_in_one_process_are_signed_with_their_own_keys(tmp_path, clock,
                                                                                        monkeypatch):
    first = KeyStore.for_data_dir(tmp_path / "one", clock)
    second = KeyStore.for_data_dir(tmp_path / "two", clock)
    css = "https://www.council-b.gov.uk/site.css"
    a = _run(_browser_headers(css, _open_page(monkeypatch, RequestSigner(first, clock))))
    b = _run(_browser_headers(css, _open_page(monkeypatch, RequestSigner(second, clock))))
    assert verify("GET", css, a, first.directory(), clock.now())
    assert verify("GET", css, b, second.directory(), clock.now())
    with pytest.raises(InvalidSignature):
        verify("GET", css, a, second.directory(), clock.now())
