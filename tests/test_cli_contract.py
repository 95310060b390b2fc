"""The `datestone` command's contract (DESIGN.md "Contract other tools rely on", README "People's tools"): every
command and option name, `--help` everywhere, a mistake as one line on stderr with exit 2 and nothing written,
and the console script an editable install makes.

Plain pytest, no crawl: the commands are run through `main([...])`, and the installed script as a process.
"""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
from pathlib import Path

import click
import pytest

from datestone.people.cli import cli, main

SETTINGS = ("--data-dir", "--councils")
# Every command a person or a script may call, with the options it must keep (besides --data-dir, --councils).
CONTRACT = {
    "status": ("--json", "--runs"),
    "optout": ("--reason", "--who"),
    "optin": ("--reason", "--who"),
    "prefer": ("--clear", "--reason", "--who"),
    "reenable": ("--reason", "--who"),
    "cite": ("--quote", "--who"),
    "review": ("--json",),
    "approve": ("--reason", "--by", "--who"),
    "reject": ("--reason", "--by", "--who"),
    "export": ("--format", "--json", "--out"),
    "desk": ("--port", "--host"),
    "show": ("--json",),
    "archive": ("--out", "--wacz"),
    "explain": ("--json", "--skew"),
    "audit": ("--since", "--json"),
    "schedule": ("--scrapyd", "--limit", "--gss"),
    "keys directory": (),
    "keys rotate": (),
}


def _commands(group: click.Group = cli, prefix: str = ""):
    """Every command that runs something, by its words after `datestone` ("keys rotate")."""
    for name, command in sorted(group.commands.items()):
        if isinstance(command, click.Group):
            yield from _commands(command, f"{prefix}{name} ")
        else:
            yield f"{prefix}{name}"


@pytest.fixture
def nowhere(tmp_path, monkeypatch):
    """A data folder that must never be made, and a register that is there."""
    monkeypatch.delenv("DATESTONE_DATA_DIR", raising=False)
    monkeypatch.delenv("DATESTONE_COUNCILS", raising=False)
    return tmp_path / "data"


def test_the_command_set_is_the_contract_and_nothing_is_missing():
    assert set(_commands()) == set(CONTRACT)


@pytest.mark.parametrize("command", sorted(CONTRACT))
def test_help_on_every_command_exits_0_and_names_its_options(command, capsys):
    assert main([*command.split(), "--help"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"usage: datestone {command} ") and err == ""
    for option in (*CONTRACT[command], *SETTINGS, "--help"):
        assert option in out, f"`datestone {command} --help` does not name {option}"


@pytest.mark.parametrize("args", [["--help"], ["-h"], ["keys", "--help"]])
def test_help_on_the_groups_lists_their_commands(args, capsys):
    assert main(args) == 0
    out = capsys.readouterr().out
    group = cli if args[0] != "keys" else cli.commands["keys"]
    assert out.startswith("usage: datestone")
    assert all(f"  {name} " in out for name in group.commands)


def _one_line_mistake(capsys, args, nowhere) -> str:
    capsys.readouterr()
    code = main(["--data-dir", str(nowhere), *args])  # the group's option: every command, and none, takes it
    out, err = capsys.readouterr()
    assert code == 2, (args, out, err)
    assert out == "" and err.count("\n") == 1 and err.startswith("datestone: "), err
    assert "Traceback" not in err and not nowhere.exists()
    return err


@pytest.mark.parametrize("command", sorted(CONTRACT))
def test_an_unknown_option_is_one_line_on_stderr_and_exit_2(command, capsys, nowhere):
    err = _one_line_mistake(capsys, [*command.split(), "--no-such-option"], nowhere)
    assert "--no-such-option" in err and f"datestone {command} --help" in err


@pytest.mark.parametrize("args, says", [
    ([], "Missing command"),
    (["no-such-command"], "no-such-command"),
    (["keys"], "Missing command"),
    (["optout"], "GSS"),                                     # a missing argument
    (["optout", "E07000223"], "--reason"),                   # a missing required option
    (["reject", "change", "1"], "--reason"),
    (["approve", "verdict", "1"], "KIND"),                   # not one of the kinds
    (["approve", "finding", "one"], "ID"),                   # not a number
    (["export", "--format", "xml"], "--format"),
    (["schedule", "everything"], "everything"),
    (["desk", "--port", "eighty"], "--port"),
    (["status", "extra"], "extra"),                          # an argument too many
])
def test_usage_mistakes_are_one_line_on_stderr_and_exit_2(args, says, capsys, nowhere):
    assert says in _one_line_mistake(capsys, args, nowhere)


def test_a_person_s_mistake_after_parsing_is_one_line_too(capsys, nowhere, tmp_path):
    register = tmp_path / "councils.csv"
    register.write_text("gss_code,official_name,homepage_url,site_domain\n"
                        "E07000223,Adur District Council,https://www.adur-worthing.gov.uk/,adur-worthing.gov.uk\n")
    err = _one_line_mistake(capsys, ["optout", "E07000232", "--reason", "x", "--councils", str(register)], nowhere)
    assert "E07000232" in err and "E07000223" in err


def test_python_m_datestone_is_the_same_command():
    done = subprocess.run([sys.executable, "-m", "datestone", "status", "--no-such-option"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1


def _installed():
    try:
        return importlib.metadata.distribution("datestone")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("the project is not installed in this venv (`make setup` installs it editable); the console "
                    "script cannot be checked")


def test_an_install_names_the_console_script_and_the_scrapy_settings():
    distribution = _installed()
    scripts = {ep.name: ep.value for ep in distribution.entry_points if ep.group == "console_scripts"}
    assert scripts == {"datestone": "datestone.people.cli:main"}
    scrapy = {ep.name: ep.value for ep in distribution.entry_points if ep.group == "scrapy"}
    assert scrapy == {"settings": "datestone.settings"}


def test_the_console_script_runs_help_and_gives_the_exit_codes(tmp_path):
    _installed()
    script = Path(sys.executable).parent / "datestone"
    assert script.is_file(), f"{script}: the install made no console script"
    done = subprocess.run([str(script), "--help"], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0 and done.stdout.startswith("usage: datestone"), done.stderr
    done = subprocess.run([str(script), "optout"], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and done.stderr.startswith("datestone: ")
