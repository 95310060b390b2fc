"""`datestone keys directory` and `datestone keys rotate`: the request-signing keys (ID3), made on first use.

The keys themselves are datestone/politeness/keys.py's; this is only their face on the command line. They need
no council register.
"""

from __future__ import annotations

import json

import click

from datestone.errors import UsageError
from datestone.people.session import settings_options
from datestone.politeness.keys import KeyFileError, KeyStore


@click.group(help="ID3: the Ed25519 keys that sign every request (in DATA_DIR/keys/).",
             short_help="ID3: the request-signing keys (created on first use)", no_args_is_help=False)
def keys() -> None:
    pass


def _print(session, what) -> int:
    """Print what(the key store); a key file that cannot be read or written is one line."""
    try:
        print(what(KeyStore.for_data_dir(session.config.data_dir, session.clock)))
    except (OSError, KeyFileError) as exc:
        raise UsageError(f"keys: {exc} (setting DATESTONE_DATA_DIR)") from None
    return 0


@keys.command(help="Print the JSON key directory (JWK set) to serve at "
                   "https://www.datestone.io/.well-known/http-message-signatures-directory.",
              short_help="print the JWK set to publish")
@settings_options(register=False)
def directory(session) -> int:
    return _print(session, lambda store: json.dumps(store.directory(), indent=2))


@keys.command(help="Make a new current signing key and print its keyid; the old public key stays in the directory "
                   "for the grace period (ID3).",
              short_help="make a new signing key; the old one stays published for a while")
@settings_options(register=False)
def rotate(session) -> int:
    return _print(session, lambda store: store.rotate().keyid)
