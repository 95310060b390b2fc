"""ID3: Web Bot Auth request signatures (RFC 9421 HTTP Message Signatures, Ed25519), made and checked.

Every request carries
    Signature-Agent: "https://www.datestone.io"
    Signature-Input: sig1=("@authority" "signature-agent");created=…;keyid="<JWK thumbprint>";alg="ed25519";
                     expires=…;tag="web-bot-auth"
    Signature: sig1=:…:
with `expires` = `created` + policy.SIGNATURE_LIFETIME_S. The canonicalisation is http-message-signatures'
(checked against the RFC 9421 B.2.6 Ed25519 vector in tests/test_signing.py); the per-request signer builds the
same signature base directly and is checked byte for byte against it.

Plain functions, no Scrapy: `sign_headers` signs one request at a given time, `RequestSigner` binds a key
store and the injected clock (used by middlewares/signing.py for plain and browser requests), `verify` is the
webmaster's side for tests and tools.
"""

from __future__ import annotations

import base64
import datetime
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import http_sf
from http_message_signatures import HTTPMessageSigner, HTTPMessageVerifier, MappingKeyResolver, algorithms
from http_message_signatures.exceptions import InvalidSignature

from datestone import policy
from datestone.politeness.keys import KeyStore, SigningKey, public_key_from_jwk, thumbprint

LABEL = "sig1"
TAG = "web-bot-auth"
COVERED_COMPONENTS = ("@authority", "signature-agent")
# The header as sent: Signature-Agent is a Structured Field string (quoted), not a bare URL.
SIGNATURE_AGENT_FIELD = http_sf.ser(policy.SIGNATURE_AGENT)
SIGNATURE_FIELDS = ("Signature-Agent", "Signature-Input", "Signature")

__all__ = ["InvalidSignature", "RequestSigner", "sign_headers", "signature_fields", "verify"]


@dataclass
class _Message:
    """All the library reads from a request: method, URL and a mutable header mapping."""

    method: str
    url: str
    headers: dict = field(default_factory=dict)


def _origin(url: str) -> str:
    """scheme://authority/ of a URL. Only @authority is covered, so the signature is the same; and the
    library's strict RFC 3986 parser never sees a path it might reject (a page must not go unsent for that)."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc.rpartition('@')[2]}/"


def _utc(ts: float) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ts, datetime.timezone.utc)


def library_signature_fields(key: SigningKey, method: str, url: str, now: float) -> dict[str, str]:
    """The three ID3 headers as http-message-signatures makes them: the reference `signature_fields` must equal
    (tests/test_signing.py compares them). Too slow for every request (~1 ms, Structured Field parsing)."""
    message = _Message(method.upper(), _origin(url), {"Signature-Agent": SIGNATURE_AGENT_FIELD})
    signer = HTTPMessageSigner(signature_algorithm=algorithms.ED25519,
                               key_resolver=MappingKeyResolver(private_keys={key.keyid: key.private_key},
                                                               public_keys={}))
    created = int(now)  # a Structured Field integer; expires is counted from the same whole second
    signer.sign(message, key_id=key.keyid, label=LABEL, tag=TAG, created=_utc(created),
                expires=_utc(created + policy.SIGNATURE_LIFETIME_S), covered_component_ids=COVERED_COMPONENTS)
    return {name: message.headers[name] for name in SIGNATURE_FIELDS}


def signature_fields(key: SigningKey, method: str, url: str, now: float) -> dict[str, str]:
    """The three ID3 headers for one request to `url`, created at `now` (seconds since the epoch).

    Our covered components are fixed (@authority, signature-agent), so the RFC 9421 signature base is built
    directly — byte for byte what `library_signature_fields` builds, at a twentieth of the cost."""
    created = int(now)
    params = (f'("@authority" "signature-agent");created={created};keyid="{key.keyid}";alg="ed25519";'
              f'expires={created + policy.SIGNATURE_LIFETIME_S};tag="{TAG}"')
    base = (f'"@authority": {_authority(url)}\n"signature-agent": {SIGNATURE_AGENT_FIELD}\n'
            f'"@signature-params": {params}')
    signature = base64.b64encode(key.private_key.sign(base.encode("ascii"))).decode("ascii")
    return {"Signature-Agent": SIGNATURE_AGENT_FIELD, "Signature-Input": f"{LABEL}={params}",
            "Signature": f"{LABEL}=:{signature}:"}


def _authority(url: str) -> str:
    """RFC 9421 2.2.3: the host, lowercased, with the port only when it is not the scheme's default."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    default = {"http": 80, "https": 443}.get(parts.scheme.lower())
    return host if parts.port in (None, default) else f"{host}:{parts.port}"


def without_signature_fields(headers: dict) -> dict:
    """A copy without any Signature-Agent, Signature-Input or Signature, whatever their case (a redirect hop
    or a browser request may carry a stale one, made for another host or time)."""
    stale = {name.lower() for name in SIGNATURE_FIELDS}
    return {name: value for name, value in headers.items() if name.lower() not in stale}


def sign_headers(key: SigningKey, method: str, url: str, headers: dict, now: float) -> dict:
    """`headers` with stale signature fields dropped and fresh ones for this request added (a new dict)."""
    return {**without_signature_fields(headers), **signature_fields(key, method, url, now)}


class RequestSigner:
    """Signs with the key store's current key at the clock's time: one per crawler (ID3)."""

    def __init__(self, keys: KeyStore, clock) -> None:
        self.keys = keys
        self._clock = clock

    def fields(self, method: str, url: str) -> dict[str, str]:
        return signature_fields(self.keys.current(), method, url, self._clock.now())

    def sign(self, method: str, url: str, headers: dict) -> dict:
        return sign_headers(self.keys.current(), method, url, headers, self._clock.now())


# verifying: what a webmaster does with the published directory ----------------------------------------
class _VerifierAt(HTTPMessageVerifier):
    """The library's verifier, judging created/expires at a given time instead of the wall clock."""

    def __init__(self, now: float, skew_s: float, **kwargs) -> None:
        super().__init__(**kwargs)
        self._now = now
        self.max_clock_skew = datetime.timedelta(seconds=skew_s)

    def validate_created_and_expires(self, sig_input, max_age=None):
        params = sig_input.params
        for name in ("created", "expires"):
            if type(params.get(name)) is not int:
                raise InvalidSignature(f'Signature has no integer "{name}" parameter (ID3)')
        skew = self.max_clock_skew.total_seconds()
        if params["created"] > self._now + skew:
            raise InvalidSignature('Signature "created" parameter is set to a time in the future')
        if params["expires"] < self._now - skew:
            raise InvalidSignature('Signature "expires" parameter is set to a time in the past')
        if not 0 < params["expires"] - params["created"] <= policy.SIGNATURE_LIFETIME_S:
            raise InvalidSignature(f"Signature lifetime is not within {policy.SIGNATURE_LIFETIME_S} s (ID3)")


def _header(headers: dict, name: str) -> str | None:
    values = [v for k, v in headers.items() if k.lower() == name.lower()]
    return values[0] if len(values) == 1 else None


def verify(method: str, url: str, headers: dict, directory: dict, now: float, skew_s: float = 0.0) -> dict:
    """Check one received request the way a webmaster would: tag web-bot-auth, covering @authority (of THIS
    request's URL) and signature-agent, ours, inside created..expires at `now`, made by a key in `directory`
    (a JWK set; keyids are thumbprints). Returns the signature's parameters; raises InvalidSignature."""
    agent = _header(headers, "Signature-Agent")
    if agent is None:
        raise InvalidSignature("no single Signature-Agent header")
    try:
        agent_value = http_sf.parse(agent.encode("ascii"), tltype="item")[0]
    except Exception:
        raise InvalidSignature(f"Signature-Agent is not a Structured Field string: {agent!r}") from None
    if agent_value != policy.SIGNATURE_AGENT:
        raise InvalidSignature(f"Signature-Agent is {agent_value!r}, not {policy.SIGNATURE_AGENT!r}")
    public_keys = {}
    for jwk in directory.get("keys", []):
        public_keys[thumbprint(jwk)] = public_key_from_jwk(jwk)
    verifier = _VerifierAt(now, skew_s, signature_algorithm=algorithms.ED25519,
                           key_resolver=MappingKeyResolver(public_keys=public_keys, private_keys={}))
    message = _Message(method.upper(), _origin(url), dict(headers))
    results = verifier.verify(message, expect_tag=TAG, require_components=COVERED_COMPONENTS, max_age=None)
    if len(results) != 1:
        raise InvalidSignature(f"expected one web-bot-auth signature, found {len(results)}")
    return dict(results[0].parameters)
