"""The council register: which councils exist, their homepage and the domain that is their crawl scope (LD4).

Bundled from the shared register (see `datestone/data/SOURCE.md` for its sources, licences and attribution);
DATESTONE_COUNCILS points at another CSV with at least `gss_code,official_name,homepage_url,site_domain`.
A broken file is refused whole, naming the line and column at fault: nothing is contacted or written.
"""

from __future__ import annotations

import csv
import difflib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from rapidfuzz.distance import OSA

from datestone.scope import in_scope

REQUIRED_COLUMNS = ("gss_code", "official_name", "homepage_url", "site_domain")
GSS_PATTERN = re.compile(r"^E0[6-9]\d{6}$|^E\d{8}$")
DOMAIN_PATTERN = re.compile(r"^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$")


class RegisterError(ValueError):
    """The register file cannot be used; the message names the file, line and column."""


class UnknownCouncil(LookupError):
    """A GSS code that is not in the register; the message names close matches."""


@dataclass(frozen=True)
class Council:
    gss: str
    name: str
    homepage: str
    site_domain: str


def load_register(path: Path) -> dict[str, Council]:
    # A str or Path names a file; anything else with read_text is the bundled register read out of an egg.
    path = Path(path) if isinstance(path, (str, os.PathLike)) else path
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise RegisterError(f"{path}: no such register file (setting DATESTONE_COUNCILS)") from None
    except UnicodeDecodeError as exc:
        raise RegisterError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    rows = csv.reader(text.splitlines())
    header = next(rows, None)
    if not header:
        raise RegisterError(f"{path}: line 1: empty file, expected a header with {', '.join(REQUIRED_COLUMNS)}")
    header = [h.strip() for h in header]
    missing = [c for c in REQUIRED_COLUMNS if c not in header]
    if missing:
        raise RegisterError(f"{path}: line 1: header lacks column(s) {', '.join(missing)}")
    index = {name: header.index(name) for name in REQUIRED_COLUMNS}
    councils: dict[str, Council] = {}
    for line_no, row in enumerate(rows, start=2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            raise RegisterError(f"{path}: line {line_no}: {len(row)} fields, the header has {len(header)}")
        council = _council_from_row(path, line_no, row, index)
        if council.gss in councils:
            raise RegisterError(f"{path}: line {line_no}, column gss_code: {council.gss} appears twice")
        councils[council.gss] = council
    if not councils:
        raise RegisterError(f"{path}: no councils listed")
    return councils


def _council_from_row(path: Path, line_no: int, row: list[str], index: dict[str, int]) -> Council:
    def cell(column: str) -> str:
        return row[index[column]].strip()

    def fault(column: str, why: str) -> RegisterError:
        return RegisterError(f"{path}: line {line_no}, column {column} ({index[column] + 1}): {why}")

    gss = cell("gss_code")
    if not GSS_PATTERN.match(gss):
        raise fault("gss_code", f"{gss!r} is not a GSS code like E07000223")
    name = cell("official_name")
    if not name:
        raise fault("official_name", "empty")
    homepage = cell("homepage_url")
    parts = urlsplit(homepage)
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise fault("homepage_url", f"{homepage!r} is not an http(s) URL")
    domain = cell("site_domain").lower().rstrip(".")
    if not DOMAIN_PATTERN.match(domain):
        raise fault("site_domain", f"{domain!r} is not a domain name")
    if not in_scope(homepage, domain):
        raise fault("homepage_url", f"{homepage!r} is outside its site_domain {domain!r}")
    return Council(gss=gss, name=name, homepage=homepage, site_domain=domain)


def find_council(councils: dict[str, Council], gss: str) -> Council:
    code = (gss or "").strip().upper()
    if code in councils:
        return councils[code]
    why = "is not a GSS code like E07000223" if not GSS_PATTERN.match(code) else "is not in the register"
    by_name = {c.name.lower(): c.gss for c in councils.values()}
    # A mistyped code is usually one or two digits off or swapped: rank by edit distance (OSA counts a swap as 1).
    by_distance = sorted((OSA.distance(code, c), sorted(c) != sorted(code), c) for c in councils)
    close = [c for distance, _, c in by_distance if distance <= 2][:3]
    close += [by_name[n] for n in difflib.get_close_matches(gss.lower(), list(by_name), n=3, cutoff=0.6)]
    hint = ", ".join(f"{c} ({councils[c].name})" for c in dict.fromkeys(close)) or "none"
    raise UnknownCouncil(f"council {gss!r} {why}; close matches: {hint}")
