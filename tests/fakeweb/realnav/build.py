"""Write (or check) the real-navigation fixture folders and REALNAV.md from the specs.

    .venv/bin/python -m tests.fakeweb.realnav.build          # rewrite tests/fakeweb/sites/realnav-*
    .venv/bin/python -m tests.fakeweb.realnav.build --check  # exit 1 if a committed file differs

See kit.py for what a spec turns into; the specs themselves are in cases_*.py.
"""

from __future__ import annotations

import json
import random
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

from tests.fakeweb.realnav.kit import (ASSET_BODIES, SITES, SKINS, SitemapSpec, generate_urls, gz, place_among,
                                       register_row, render_page, sitemap_index_xml, sitemap_xml)


CASE_MAX_BYTES = 100 * 1024  # what one case may add to the repository


@dataclass
class Page:
    title: str
    body: str
    crumbs: list[tuple[str, str]] | None = None
    h1: str | None = None
    banner: str = ""
    updated: str = "14 October 2026"
    head_extra: str = ""


@dataclass
class Case:
    name: str
    gss: str
    host: str
    skin: str
    nav: list[tuple[str, str]]
    pages: dict[str, Page]
    robots: str
    expect: dict
    notes: str
    modelled_on: list[str]
    why: str
    council_short: str = ""
    sitemaps: list[SitemapSpec] = field(default_factory=list)
    sitemap_index: tuple[str, list[str]] | None = None  # (path, child paths)
    sitemap_titles: dict[str, str] = field(default_factory=dict)  # url -> <image:title>
    responses: dict[str, dict] = field(default_factory=dict)
    raw: dict[str, str] = field(default_factory=dict)  # other files by path (served as-is)
    extra_hosts: dict[str, dict] = field(default_factory=dict)  # host -> {"robots": str, "pages": {path: Page}, "skin": str}
    robots_missing: bool = False
    homepage_path: str = "/"
    banner: str = ""


def page_file(path: str) -> str:
    """Where sitefolder.Site.file_for looks first for a page at `path`."""
    rel = path.split("?", 1)[0].lstrip("/")
    if not rel:
        return "index.html"
    if rel.endswith("/") or "." not in rel.rsplit("/", 1)[-1]:
        return rel.rstrip("/") + "/index.html"
    return rel


def _write(files: dict[str, bytes], rel: str, data: bytes | str) -> None:
    assert not any(part.startswith("_") for part in rel.split("/")[:-1]), rel
    if rel in files:
        raise ValueError(f"two things want {rel}")
    files[rel] = data.encode("utf-8") if isinstance(data, str) else data


def _host_files(case: Case, host: str, skin_name: str, pages: dict[str, Page], robots: str | None,
                council: str, query_pages: dict[str, dict] | None = None) -> dict[str, bytes]:
    query_pages = {} if query_pages is None else query_pages
    skin = SKINS[skin_name]
    files: dict[str, bytes] = {}
    if robots is not None:
        _write(files, "robots.txt", robots)
    for asset in (skin.css, skin.js, skin.logo):
        body = ASSET_BODIES[Path(asset).suffix].replace("{name}", council[:22])
        _write(files, asset.lstrip("/"), body)
    for path, page in pages.items():
        banner = page.banner or (case.banner if host == case.host else "")
        html_text = render_page(skin, council, page.title, page.body, case.nav if host == case.host else [],
                                page.crumbs, page.h1, page.updated, banner, page.head_extra)
        if len(html_text.encode("utf-8")) > 8000:
            raise ValueError(f"{case.name}{path}: page over 8,000 bytes ({len(html_text.encode())})")
        if "?" in path:  # a query page (A-Z letters): served from _responses.json by its exact target
            stored = "_q_" + "".join(ch if ch.isalnum() else "_" for ch in path.strip("/")) + ".html"
            _write(files, stored, html_text)
            query_pages[path] = {"status": 200, "headers": {"Content-Type": "text/html; charset=utf-8"}, "body_file": stored}
            continue
        target = "_404.html" if path == "_404" else page_file(path)
        _write(files, target, html_text)
    return files


def build_case(case: Case) -> dict[str, bytes]:
    """Every file of the case folder, by path relative to it."""
    row = register_row(case.gss)
    council = case.council_short or row["official_name"]
    files: dict[str, bytes] = {}
    query_pages: dict[str, dict] = {}
    host_files = _host_files(case, case.host, case.skin, case.pages, None if case.robots_missing else case.robots, council,
                             query_pages)
    responses = {**query_pages, **case.responses}
    for spec in case.sitemaps:
        srnd = random.Random(case.name + spec.path + spec.seed_extra)
        urls = generate_urls(case.host, spec.style, spec.count, spec.places, srnd, spec.news_only)
        urls = place_among(urls, spec.extra, srnd)
        xml = sitemap_xml(urls, srnd, case.sitemap_titles)
        if spec.content_encoding:
            stored = "_" + "".join(ch if ch.isalnum() or ch == "." else "_" for ch in spec.path.strip("/")) + ".gz"
            _write(host_files, stored, gz(xml))
            responses[spec.path] = {"status": 200, "headers": {"Content-Type": "application/xml", "Content-Encoding": "gzip"},
                                    "body_file": stored}
        elif spec.gzip_file:
            _write(host_files, spec.path.lstrip("/"), gz(xml))
        else:
            if len(xml) > 40_000:
                raise ValueError(f"{case.name}{spec.path}: plain sitemap over 40 KB; gzip it")
            _write(host_files, spec.path.lstrip("/"), xml)
    if case.sitemap_index:
        path, children = case.sitemap_index
        _write(host_files, path.lstrip("/"), sitemap_index_xml([f"http://{case.host}{c}" for c in children]))
    for path, text in case.raw.items():
        _write(host_files, path.lstrip("/"), text)
    if responses:
        _write(host_files, "_responses.json", json.dumps(responses, indent=1, sort_keys=True) + "\n")
    for rel, data in host_files.items():
        files[f"{case.host}/{rel}"] = data
    for host, spec in case.extra_hosts.items():
        extra = _host_files(case, host, spec.get("skin", case.skin), spec.get("pages", {}), spec.get("robots"), council)
        if spec.get("responses"):
            _write(extra, "_responses.json", json.dumps(spec["responses"], indent=1, sort_keys=True) + "\n")
        for rel, data in extra.items():
            files[f"{host}/{rel}"] = data
    council_row = {"gss_code": row["gss_code"], "official_name": row["official_name"],
                   "homepage_url": f"http://{case.host}{case.homepage_path}", "site_domain": row["site_domain"]}
    case_json = {"council": council_row, "expect": case.expect, "notes": case.notes,
                 "modelled_on": case.modelled_on}
    if case.robots_missing:
        case_json["robots_txt"] = "missing"
    if case.sitemaps:
        case_json["sitemap_url_count"] = sum(
            len(generate_urls(case.host, s.style, s.count, s.places, random.Random(case.name + s.path + s.seed_extra), s.news_only))
            + len(s.extra) for s in case.sitemaps)
    _write(files, "case.json", json.dumps(case_json, indent=1, ensure_ascii=False) + "\n")
    total = sum(len(data) for data in files.values())
    if total > CASE_MAX_BYTES:
        raise ValueError(f"{case.name}: {total} bytes committed, over {CASE_MAX_BYTES}")
    return files


def all_cases() -> list[Case]:
    from tests.fakeweb.realnav import cases_sitemap_a, cases_sitemap_b, cases_other

    cases = cases_sitemap_a.CASES + cases_sitemap_b.CASES + cases_other.CASES
    names = [c.name for c in cases]
    assert len(names) == len(set(names)), "duplicate case names"
    return sorted(cases, key=lambda c: c.name)


RUNG_ORDER = {"sitemap": 1, "fixed_path": 2, "a_z": 3, "homepage_links": 4, None: 5}


def realnav_md(cases: list[Case]) -> str:
    lines = [
        "# realnav — fixtures built from real council navigation",
        "",
        "Each `realnav-<council>-<shape>` case is one real English council's web as its site is laid out — its CMS's",
        "URL shapes, its menu labels and hubs, where its landlord licensing page sits, its robots.txt, a sitemap of",
        "the real size with the real kinds of near-misses — built by `tests/fakeweb/realnav` (`python -m",
        "tests.fakeweb.realnav.build`; `--check` proves the committed folders match the specs). Page text is written",
        "for these fixtures from the real pages' facts, headings and kind of wording, never copied. The reserved",
        "councils kept for an independent check are not used. Scheme dates keep their status the same on every day from 2026-12-01 to",
        "2027-12-31; where a real date fell inside that window the case says so and what it was done about it.",
        "The facts come from stored copies of the councils' public pages (licensing pages and the decoys beside them,",
        "breadcrumbs, menus, A-Z and URL shapes of about sixty councils); each case's `notes` and `modelled_on` in",
        "case.json say which, and what its trap is.",
        "",
        "The expected rung is the FIRST rung at which a correct finder reaches the page (sitemap before fixed path",
        "before A–Z before homepage links); `tests/fakeweb/test_cases_wellformed.py` checks that with its model of",
        "the ladder. `tests/test_realnav_crawl.py` runs them all in one side-by-side sweep.",
        "",
        "| case | modelled on (real URLs) | expected rung | why |",
        "|---|---|---|---|",
    ]
    for case in sorted(cases, key=lambda c: (RUNG_ORDER[c.expect.get("rung")], c.name)):
        rung = case.expect.get("rung") or "— (not found)"
        if case.expect.get("depth"):
            rung += f" ({case.expect['depth']})"
        urls = "<br>".join(case.modelled_on)
        lines.append(f"| {case.name} | {urls} | {rung} | {case.why} |")
    lines.append("")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    check = "--check" in argv
    cases = all_cases()
    wanted: dict[Path, bytes] = {}
    for case in cases:
        for rel, data in build_case(case).items():
            wanted[SITES / case.name / rel] = data
    wanted[SITES / "REALNAV.md"] = realnav_md(cases).encode("utf-8")
    existing = {p for p in SITES.glob("realnav-*/**/*") if p.is_file()} | {SITES / "REALNAV.md"}
    if check:
        bad = sorted(str(p) for p in existing | set(wanted)
                     if not p.exists() or p not in wanted or p.read_bytes() != wanted[p])
        for p in bad:
            print("differs:", p)
        return 1 if bad else 0
    for folder in SITES.glob("realnav-*"):
        if folder.name not in {c.name for c in cases}:
            shutil.rmtree(folder)
    for p in existing - set(wanted):
        p.unlink()
    for p, data in wanted.items():
        p.parent.mkdir(parents=True, exist_ok=True)
        if not p.exists() or p.read_bytes() != data:
            p.write_bytes(data)
    for case in cases:
        size = sum(len(d) for r, d in build_case(case).items())
        print(f"{case.name}: {size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
