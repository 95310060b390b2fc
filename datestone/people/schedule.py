"""`datestone schedule`: ask a running scrapyd to start the crawler's jobs (README "Scheduled jobs (scrapyd)").

    datestone schedule [finder|liveness|quotes|all] [--scrapyd URL] [--limit N] [--gss GSS]

Each job is one POST to scrapyd's `schedule.json`. The job runs in scrapyd's working directory, not ours, so the
data folder and the register always go with it as absolute `setting=` values (DATESTONE_DATA_DIR,
DATESTONE_COUNCILS); the other settings of the contract go only when they differ from production (a time
scale below 1, a proxy, private addresses allowed), so a cron line never carries test settings by accident.
Prints one line per job queued. Exit 3 (one line on stderr) when scrapyd cannot be reached or refuses a job.
"""

from __future__ import annotations

import json
import sys
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlencode, urljoin

import click

from datestone.config import DatestoneConfig
from datestone.errors import UsageError
from datestone.people.session import settings_options
from datestone.register import find_council

# The names a person uses, and the spider each one runs (DESIGN.md "Contract other tools rely on").
SPIDERS = {"finder": "council", "liveness": "liveness", "quotes": "quotes"}
# `all` in the order they are usually due at night: the cited pages first, then new councils.
ALL = ("liveness", "quotes", "finder")
PROJECT = "datestone"  # scrapy.cfg [deploy] project
DEFAULT_SCRAPYD = "http://127.0.0.1:6800/"  # scrapy.cfg [deploy] url, scrapyd.conf bind_address/http_port
EXIT_SCRAPYD = 3
HTTP_TIMEOUT_S = 10
START_HINT = "start it with `bin/scrapyd` (README \"Scheduled jobs (scrapyd)\")"
DEPLOY_HINT = "deploy the project first: `.venv/bin/scrapyd-deploy` from the checkout"


class SchedulerUnavailable(Exception):
    """scrapyd could not be reached or refused a job; the message says what to do."""


def job_settings(config: DatestoneConfig) -> list[str]:
    """The `setting=` values every job gets: KEY=VALUE strings, paths made absolute for scrapyd's cwd."""
    councils = config.councils_csv
    # The bundled register is a real file in a checkout; name it anyway so a job never falls back on its own.
    values = [f"DATESTONE_DATA_DIR={Path(config.data_dir).resolve()}",
              f"DATESTONE_COUNCILS={Path(str(councils)).resolve()}"]
    if config.time_scale != 1:
        values.append(f"DATESTONE_TIME_SCALE={config.time_scale}")
    if config.proxy:
        values.append(f"DATESTONE_PROXY={config.proxy}")
    if config.allow_private_addresses:
        values.append("DATESTONE_ALLOW_PRIVATE_ADDRESSES=1")
    return values


def spider_arguments(job: str, gss: str | None, limit: int | None) -> dict[str, str]:
    if job != "finder":
        return {}
    arguments = {}
    if gss:
        arguments["gss"] = gss.strip().upper()
    if limit is not None:
        arguments["limit"] = str(limit)
    return arguments


def post_schedule(base_url: str, spider: str, arguments: dict[str, str], settings: list[str]) -> str:
    """Queue one job on the scrapyd at `base_url` (ending in /); its scrapyd job id.

    Plain urllib rather than scrapyd-client's `ScrapydClient.schedule()`: that posts with no timeout, and a hung
    scrapyd would hang the cron line that runs us.
    """
    url = urljoin(base_url, "schedule.json")
    fields = [("project", PROJECT), ("spider", spider), *arguments.items(), *(("setting", s) for s in settings)]
    request = urllib.request.Request(url, data=urlencode(fields).encode(), method="POST")
    try:
        with urllib.request.urlopen(request, timeout=HTTP_TIMEOUT_S) as response:
            answer = json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:  # scrapyd answers its own errors with 200; anything else is odd
        answer = _json_or_none(exc.read()) or {"status": "error", "message": f"HTTP {exc.code} {exc.reason}"}
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise SchedulerUnavailable(f"scrapyd is not reachable at {base_url} ({reason}): {START_HINT}") from None
    except ValueError:
        raise SchedulerUnavailable(f"{url} did not answer JSON: is that scrapyd?") from None
    if answer.get("status") != "ok" or not answer.get("jobid"):
        message = answer.get("message") or answer
        hint = f": {DEPLOY_HINT}" if "not found" in str(message) else ""
        raise SchedulerUnavailable(f"scrapyd at {base_url} refused {spider}: {message}{hint}")
    return answer["jobid"]


def _json_or_none(body: bytes):
    try:
        return json.loads(body.decode("utf-8"))
    except ValueError:
        return None


@click.command(help="Queue jobs on a running scrapyd (schedule.json): finder = `council` spider, liveness = nightly "
                    "check and change monitor, quotes = quote verifier, all = the three. Prints each job id.",
               short_help="queue the finder, the nightly check or the quote verifier on scrapyd")
@click.argument("job", metavar="[finder|liveness|quotes|all]", type=click.Choice((*SPIDERS, "all")), default="all",
                required=False)
@click.option("--scrapyd", "scrapyd_url", metavar="URL", default=DEFAULT_SCRAPYD,
              help=f"scrapyd's address (default {DEFAULT_SCRAPYD})")
@click.option("--limit", metavar="N", type=int, help="finder: visit at most N due councils")
@click.option("--gss", metavar="GSS", help="finder: visit this one council")
@settings_options
def schedule(session, job: str, scrapyd_url: str, limit: int | None, gss: str | None) -> int:
    jobs = ALL if job == "all" else (job,)
    if (gss or limit is not None) and "finder" not in jobs:
        raise UsageError(f"schedule: --gss and --limit are for the finder, not {job}")
    if limit is not None and limit < 1:
        raise UsageError("schedule: --limit must be at least 1")
    if gss:
        find_council(session.register, gss)  # an unknown council is refused here, not in the job's log at night
    settings = job_settings(session.config)
    base = scrapyd_url.rstrip("/") + "/"
    for name in jobs:
        spider = SPIDERS[name]
        try:
            jobid = post_schedule(base, spider, spider_arguments(name, gss, limit), settings)
        except SchedulerUnavailable as exc:
            print(f"datestone: schedule {name}: {exc}", file=sys.stderr)
            return EXIT_SCRAPYD
        print(f"{name}: {spider} job {jobid} (log: {urljoin(base, f'logs/{PROJECT}/{spider}/{jobid}.log')})")
    return 0
