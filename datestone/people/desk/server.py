"""`datestone desk`: Datasette over the state store, with the desk plugin and the project's read-only metadata.

The password comes from DATESTONE_DESK_PASSWORD; without one, a fresh one is made for this run and printed (only
to the terminal that started the desk). The cookie-signing secret is DATESTONE_DESK_SECRET, else fresh per run
(a restart logs everyone out). Loopback by default.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

import yaml
from datasette.app import Datasette
from datasette.plugins import pm

from datestone.people.desk import plugin

DESK = Path(__file__).resolve().parent
METADATA = DESK.parents[1] / "datasette" / "metadata.yml"  # datestone/datasette/, also for plain `datasette`
PASSWORD_ENV = "DATESTONE_DESK_PASSWORD"
SECRET_ENV = "DATESTONE_DESK_SECRET"


def desk_password(environ=os.environ) -> tuple[str, bool]:
    """(password, made for this run)."""
    if environ.get(PASSWORD_ENV):
        return environ[PASSWORD_ENV], False
    return secrets.token_urlsafe(12), True


def build(db_path: Path, archive_dir: Path, councils: Path | None, password: str, secret: str | None = None) \
        -> Datasette:
    if not pm.has_plugin(plugin.PLUGIN):
        pm.register(plugin, name=plugin.PLUGIN)
    metadata = yaml.safe_load(METADATA.read_text(encoding="utf-8"))
    datasette = Datasette([str(db_path)], metadata=metadata, template_dir=str(DESK / "templates"),
                          secret=secret or os.environ.get(SECRET_ENV) or secrets.token_hex(32))
    # The desk's settings ride on the Datasette object, not in the metadata, which Datasette publishes (/-/metadata).
    datasette._datestone_desk = plugin.Desk(db_path, archive_dir, councils, password)
    return datasette


def serve(db_path: Path, archive_dir: Path, councils: Path | None, host: str, port: int) -> None:
    import uvicorn

    password, made = desk_password()
    datasette = build(db_path, archive_dir, councils, password)
    print(f"the reviewer's desk: http://{host}:{port}/-/desk/  (store {db_path})", flush=True)
    if made:
        print(f"desk password for this run: {password}  (set {PASSWORD_ENV} to choose one)", flush=True)
    uvicorn.run(datasette.app(), host=host, port=port, log_level="warning")
