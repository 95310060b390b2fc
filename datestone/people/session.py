"""What every `datestone` command shares: the settings options, declared once, and the session they fill in.

`--data-dir` and `--councils` are accepted before the command (on the group) and after it (on each command); the
one given after wins, as the environment (DATESTONE_DATA_DIR, DATESTONE_COUNCILS) loses to both. The settings
and the register are read before a command does anything, so a bad setting or a broken register is one line and
nothing is written: not even the data folder is created.
"""

from __future__ import annotations

import functools
import getpass
import sqlite3

import click

from datestone.clock import SystemClock
from datestone.config import DatestoneConfig
from datestone.errors import UsageError
from datestone.register import load_register
from datestone.state.reads.request_log import has_crawled
from datestone.state.store import Store


class Session:
    """One run of the command: its clock, the settings the options named, and what they load."""

    def __init__(self, clock=None) -> None:
        self.clock = clock or SystemClock()
        self.command = ""
        self.overrides = {"DATESTONE_DATA_DIR": None, "DATESTONE_COUNCILS": None}
        self.config: DatestoneConfig | None = None
        self.register: dict = {}
        self.now = 0.0

    def override(self, data_dir: str | None, councils: str | None) -> None:
        if data_dir is not None:
            self.overrides["DATESTONE_DATA_DIR"] = data_dir
        if councils is not None:
            self.overrides["DATESTONE_COUNCILS"] = councils

    def load(self, *, register: bool) -> None:
        """Everything is checked before the store is opened, so a bad setting or code writes nothing."""
        self.config = DatestoneConfig.from_environ(self.overrides)
        if register:
            self.register = load_register(self.config.councils_csv)
            self.now = self.clock.now()

    def open_store(self) -> Store:
        try:
            return Store(self.config.db_path)
        except (OSError, sqlite3.Error) as exc:
            raise UsageError(f"cannot open the state store {self.config.db_path} (setting DATESTONE_DATA_DIR): "
                             f"{exc}") from None

    def crawled_store(self) -> Store:
        """The state store, or one line saying there is none yet: the people's tools never create it."""
        config = self.config
        if not config.db_path.exists():
            raise UsageError(f"no state store at {config.db_path} (setting DATESTONE_DATA_DIR): nothing has been "
                             "crawled yet; run `scrapy crawl council` first")
        store = self.open_store()
        if not has_crawled(store):
            store.close()
            raise UsageError(f"the state store {config.db_path} is empty: nothing has been crawled yet; "
                             "run `scrapy crawl council` first")
        return store


def acting_person(name: str | None) -> str:
    """The person acting: as named, else the login name."""
    if name:
        return name
    try:
        return getpass.getuser()
    except Exception:  # no login name to be had (some containers): still record that we could not tell
        return "unknown"


SETTINGS_OPTIONS = (
    click.option("--data-dir", metavar="DIR", help="data folder (db, archive); overrides DATESTONE_DATA_DIR"),
    click.option("--councils", metavar="CSV", help="council register CSV; overrides DATESTONE_COUNCILS"),
)


def with_settings_options(fn):
    """The settings options on a command or group, without loading anything (the group's own)."""
    for option in reversed(SETTINGS_OPTIONS):
        fn = option(fn)
    return fn


def settings_options(fn=None, *, register: bool = True):
    """The settings options on one command; the command gets the session, loaded, as its first argument.

    `register=False` for the commands that need no council register (the signing keys).
    """
    if fn is None:
        return functools.partial(settings_options, register=register)

    @functools.wraps(fn)
    def command(*args, data_dir, councils, **kwargs):
        ctx = click.get_current_context()
        session = ctx.find_object(Session)
        session.command = ctx.command_path.split(" ")[1] if " " in ctx.command_path else ctx.command_path
        session.override(data_dir, councils)
        session.load(register=register)
        return fn(session, *args, **kwargs)

    return with_settings_options(command)


def who_option(fn):
    return click.option("--who", metavar="NAME", help="the person acting (default: your login name)")(fn)


def reason_option(*, required: bool):
    """--reason, recorded with the action; where it is not required it is empty unless given."""
    if required:  # no default at all: click counts even a default of None as given
        return click.option("--reason", required=True, help="why (recorded)")
    return click.option("--reason", default="", help="why (recorded)")


def json_option(what: str):
    """`--json` for scripts: what it prints instead of the text for people."""
    return click.option("--json", "as_json", is_flag=True, help=f"print {what}")
