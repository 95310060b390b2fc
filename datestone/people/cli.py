"""`datestone` — the operator's command (DESIGN.md "Contract other tools rely on"): a click group, one module
per family of commands.

    queue.py         status, optout, optin, prefer, reenable     the queue (CD3, CD4, RF3)
    cite.py          cite                                        a quotation from a page's archived copy (AF2a)
    keys_cmd.py      keys directory, keys rotate                 the request-signing keys (ID3)
    review_cmd.py    review, approve, reject, export, desk       a person's review of what was found (AF4)
    evidence_cmd.py  show, archive, explain, audit               the evidence a webmaster asks for
    schedule.py      schedule                                    jobs queued on scrapyd

The settings options (`--data-dir`, `--councils`, before or after the command) and the session they fill are in
session.py. `main(argv, clock=...)` runs one command and returns its exit status:

    0 done · 1 `audit` found a broken rule · 3 `schedule`: scrapyd is down or refused a job ·
    2 a person's mistake — a bad setting, a broken register, an unknown council, a URL outside the council's site,
      an unknown review item, no state store yet (every command that reads one), a log file that cannot be read,
      or bad usage: one line on stderr, `datestone: <what>`, and nothing is written (not even the data folder).
"""

from __future__ import annotations

import sqlite3
import sys

import click

from datestone.config import ConfigError
from datestone.errors import UsageError
from datestone.people import cite, evidence_cmd, keys_cmd, queue, review_cmd, schedule
from datestone.people.session import Session, with_settings_options
from datestone.register import RegisterError, UnknownCouncil

PROG = "datestone"


class _HelpFormatter(click.HelpFormatter):
    """Help that opens `usage: datestone ...`, as it always has (scripts and tests look for it)."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, "usage: " if prefix is None else prefix)


class _Context(click.Context):
    formatter_class = _HelpFormatter


class _Group(click.Group):
    """The `datestone` group: every command in it formats its help the same way, and a closed pipe is no error."""

    context_class = _Context

    def add_command(self, cmd: click.Command, name: str | None = None) -> None:
        commands = [cmd]
        while commands:  # `keys` is a group of its own: its commands too
            command = commands.pop()
            command.context_class = _Context
            commands.extend(getattr(command, "commands", {}).values())
        super().add_command(cmd, name)

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except BrokenPipeError:  # `datestone status | head`
            return 0


@click.group(PROG, cls=_Group, no_args_is_help=False, context_settings={"help_option_names": ["-h", "--help"]},
             help="Datestone for people: the queue (CD3, CD4, RF3), citations (AF2a), reviews and export (AF4), "
                  "and the evidence a webmaster asks for (show, archive, explain, audit).")
@with_settings_options
@click.pass_context
def cli(ctx: click.Context, data_dir: str | None, councils: str | None) -> None:
    ctx.ensure_object(Session).override(data_dir, councils)  # main() hands one in with its clock


for _command in (*queue.COMMANDS, cite.cite, *review_cmd.COMMANDS, *evidence_cmd.COMMANDS, schedule.schedule,
                 keys_cmd.keys):
    cli.add_command(_command)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def main(argv=None, *, clock=None) -> int:
    """Run one `datestone` command; its exit status (see the module's docstring)."""
    session = Session(clock)
    try:
        code = cli.main(args=argv, prog_name=PROG, obj=session, standalone_mode=False)
    except click.UsageError as exc:  # click's own: an unknown option, a missing argument, a bad value
        where = exc.ctx.command_path if exc.ctx else PROG
        print(f"{PROG}: {_one_line(exc.format_message())} (`{where} --help` says how)", file=sys.stderr)
        return 2
    except click.ClickException as exc:
        print(f"{PROG}: {_one_line(exc.format_message())}", file=sys.stderr)
        return exc.exit_code
    except click.Abort:  # Ctrl-C
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except (ConfigError, RegisterError, UnknownCouncil, UsageError) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except (sqlite3.Error, OSError) as exc:  # a damaged store or an unwritable file: still one line, no traceback
        print(f"{PROG}: {session.command}: {exc}", file=sys.stderr)
        return 2
    return code if isinstance(code, int) else 0
