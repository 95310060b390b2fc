"""ID3: the crawler's Ed25519 signing key and the public key directory a webmaster checks signatures against.

Kept in DATESTONE_DATA_DIR/keys/ (mode 0700), created on first use:
    current.pem     the private key in use, PKCS#8 PEM, mode 0600. Never logged, printed or archived: nothing
                    here puts it in a message, and `SigningKey`'s repr leaves it out.
    retired.json    public keys rotated out, each with when; they stay in the directory for
                    policy.SIGNATURE_KEY_GRACE_S so a signature made just before a rotation still verifies.
    .lock           serialises creation and rotation between jobs sharing the data folder.

The keyid of a signature is the key's JWK thumbprint (RFC 7638); `directory()` is the JWK set served at
/.well-known/http-message-signatures-directory. Time comes from the injected clock (house style 4).
"""

from __future__ import annotations

import base64
import fcntl
import hashlib
import json
import os
import stat
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import (Encoding, NoEncryption, PrivateFormat, PublicFormat,
                                                          load_pem_private_key)

from datestone import policy

PRIVATE_KEY_FILE = "current.pem"
RETIRED_FILE = "retired.json"
LOCK_FILE = ".lock"


class KeyFileError(RuntimeError):
    """The key folder or the private key cannot be used safely; the message names the file."""


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def jwk_for(public_key: Ed25519PublicKey) -> dict:
    """The public key as a JWK (RFC 8037): only the members RFC 7638 hashes, nothing private."""
    return {"kty": "OKP", "crv": "Ed25519", "x": b64url(public_key.public_bytes(Encoding.Raw, PublicFormat.Raw))}


def thumbprint(jwk: dict) -> str:
    """RFC 7638: SHA-256 over the required members in lexicographic order, no whitespace; base64url."""
    canonical = json.dumps({k: jwk[k] for k in ("crv", "kty", "x")}, separators=(",", ":"), sort_keys=True)
    return b64url(hashlib.sha256(canonical.encode("utf-8")).digest())


def public_key_from_jwk(jwk: dict) -> Ed25519PublicKey:
    if jwk.get("kty") != "OKP" or jwk.get("crv") != "Ed25519" or not isinstance(jwk.get("x"), str):
        raise ValueError(f"not an Ed25519 JWK: {sorted(jwk)}")
    return Ed25519PublicKey.from_public_bytes(_b64url_decode(jwk["x"]))


@dataclass(frozen=True)
class SigningKey:
    """A private key and its keyid. The repr shows the keyid only, so a log line cannot carry the key."""

    keyid: str
    private_key: Ed25519PrivateKey = field(repr=False, compare=False)

    @classmethod
    def from_private_key(cls, private_key: Ed25519PrivateKey) -> "SigningKey":
        return cls(thumbprint(jwk_for(private_key.public_key())), private_key)

    @property
    def jwk(self) -> dict:
        return jwk_for(self.private_key.public_key())


class KeyStore:
    """The key folder of one data folder: the current key (made on first use), rotation, the directory."""

    def __init__(self, keys_dir: Path, clock) -> None:
        self._dir = Path(keys_dir)
        self._clock = clock
        self._cached: tuple[tuple[int, int], SigningKey] | None = None

    @classmethod
    def for_data_dir(cls, data_dir: Path, clock) -> "KeyStore":
        return cls(Path(data_dir) / "keys", clock)

    @property
    def path(self) -> Path:
        return self._dir

    @property
    def private_key_path(self) -> Path:
        return self._dir / PRIVATE_KEY_FILE

    def current(self) -> SigningKey:
        """The key to sign with now; created on first use. Re-read when the file changes (a rotation by
        the operator while a job runs is picked up at its next request)."""
        try:
            return self._load()
        except FileNotFoundError:
            pass
        with self._locked():
            if not self.private_key_path.exists():  # another job may have made it while we waited
                self._write_private_key(Ed25519PrivateKey.generate())
        return self._load()

    def rotate(self) -> SigningKey:
        """A new current key; the old public key stays published for SIGNATURE_KEY_GRACE_S (ID3, ours)."""
        with self._locked():
            now = self._clock.now()
            retired = [e for e in self._read_retired() if self._still_published(e, now)]
            try:
                old = self._load()
            except FileNotFoundError:
                old = None
            except KeyFileError:
                old = None  # a key others could read is not one to keep vouching for
            if old is not None:
                retired.append({"jwk": old.jwk, "keyid": old.keyid, "retired_at": now})
            self._write_retired(retired)  # first, so the old key is never missing from the directory
            self._write_private_key(Ed25519PrivateKey.generate())
        return self._load()

    def directory(self) -> dict:
        """The JWK set to publish: the current key, then every rotated-out key still in its grace period."""
        current = self.current()
        now = self._clock.now()
        keys = [current.jwk]
        for entry in self._read_retired():
            if self._still_published(entry, now) and entry["jwk"] not in keys:
                keys.append(jwk_for(public_key_from_jwk(entry["jwk"])))
        return {"keys": keys}

    # files --------------------------------------------------------------------------------------------
    @staticmethod
    def _still_published(entry: dict, now: float) -> bool:
        return now < float(entry["retired_at"]) + policy.SIGNATURE_KEY_GRACE_S

    def _ensure_dir(self) -> None:
        self._dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        if stat.S_IMODE(self._dir.stat().st_mode) != 0o700:
            os.chmod(self._dir, 0o700)

    @contextmanager
    def _locked(self):
        self._ensure_dir()
        fd = os.open(self._dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)  # closing releases the lock

    def _write_private_key(self, private_key: Ed25519PrivateKey) -> None:
        pem = private_key.private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption())
        self._replace(self.private_key_path, pem, 0o600)

    def _replace(self, path: Path, data: bytes, mode: int) -> None:
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
        try:
            os.fchmod(fd, mode)  # whatever the umask
            os.write(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)  # readers see the old file or the new one, never half of one

    def _load(self) -> SigningKey:
        path = self.private_key_path
        st = path.stat()
        version = (st.st_ino, st.st_mtime_ns)
        if self._cached is not None and self._cached[0] == version:
            return self._cached[1]
        if stat.S_IMODE(st.st_mode) & 0o077:
            # Like ssh: a private key others can read is not used (it may already be someone else's).
            raise KeyFileError(f"{path} is readable by others (mode {stat.S_IMODE(st.st_mode):o}); "
                               f"it must be 0600 — rotate the key (`datestone keys rotate`)")
        try:
            private_key = load_pem_private_key(path.read_bytes(), password=None)
        except ValueError:
            raise KeyFileError(f"{path} is not a PEM private key") from None
        if not isinstance(private_key, Ed25519PrivateKey):
            raise KeyFileError(f"{path} is not an Ed25519 key (ID3)")
        key = SigningKey.from_private_key(private_key)
        self._cached = (version, key)
        return key

    def _read_retired(self) -> list[dict]:
        try:
            return json.loads((self._dir / RETIRED_FILE).read_text(encoding="utf-8"))["retired"]
        except FileNotFoundError:
            return []

    def _write_retired(self, entries: list[dict]) -> None:
        data = json.dumps({"retired": entries}, indent=2, sort_keys=True).encode("utf-8")
        self._replace(self._dir / RETIRED_FILE, data, 0o600)
