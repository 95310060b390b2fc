"""Every fake-web case is well formed and its expectation is reachable the way it says.

Plain pytest: no Chromium, no reactor. Cases live in `tests/fakeweb/sites`, `tests/fakeweb/finder_held_out` and
`demo/web` (see `sitefolder.py` for the layout). Besides shape checks, a tiny model of the ladder (LD1) is run
over each case's own files to check that the stated rung is the FIRST rung that reaches the expected URL and
that robots.txt (RB3/RB4) allows it. The model is deliberately simple (exact URL matches, not scoring): it
proves consistency of the fixtures, not the finder.
"""

from __future__ import annotations

import csv
import gzip
import json
import re
import xml.etree.ElementTree as ET
from html import unescape
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from datestone.politeness.robots import RobotsOutcome, RobotsRules
from tests.fakeweb.sitefolder import Site, load_cases

REPO = Path(__file__).resolve().parents[2]
FOLDERS = [REPO / "tests/fakeweb/sites", REPO / "tests/fakeweb/finder_held_out", REPO / "demo/web"]
REGISTER = Path(__file__).resolve().parents[2] / "datestone" / "data" / "english_housing_councils.csv"  # bundled
RUNGS = ["robots", "sitemap", "fixed_path", "a_z", "homepage_links"]
SCHEMES = {"selective", "additional", "mandatory_hmo"}
FIXED_PATHS = ["/selective-licensing", "/property-licensing", "/hmo-licensing", "/additional-licensing",
               "/landlord-licensing", "/houses-in-multiple-occupation", "/housing/property-licensing"]
AZ_PATHS = ["/a-z", "/a-to-z", "/az"]
SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
REDIRECTS = {301, 302, 303, 307, 308}

CASES = [(folder.relative_to(REPO).as_posix(), site) for folder in FOLDERS if folder.is_dir() for site in load_cases(folder)]
IDS = [f"{folder}/{site.name}" for folder, site in CASES]
FOUND = [(f, s) for f, s in CASES if s.expect.get("found")]
FOUND_IDS = [f"{f}/{s.name}" for f, s in FOUND]


# ----------------------------------------------------------------------------------------- helpers

def _case_json(site: Site) -> dict:
    return json.loads((site.root / "case.json").read_text(encoding="utf-8"))


def _in_domain(host: str, domain: str) -> bool:
    return host == domain or host.endswith("." + domain)


def _target(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    return (parts.hostname or "").lower(), (parts.path or "/") + (f"?{parts.query}" if parts.query else "")


def _header(resp, name: str) -> str | None:
    return next((v for k, v in resp.headers if k.lower() == name.lower()), None)


def _robots(site: Site, host: str):
    """The rules as the crawler reads them (its RB3 group choice), True (no restrictions: missing / 4xx) or False
    (closed, 5xx, 401/403/429)."""
    if host not in site.hosts:
        return False
    resp = site.response_for(host, "/robots.txt")
    if resp.status == 200:
        return RobotsRules.from_answer(RobotsOutcome.PARSED, resp.body)
    if resp.status in (401, 403, 429) or resp.status >= 500:
        return False
    return True


def _allowed(site: Site, url: str) -> bool:
    rp = _robots(site, _target(url)[0])
    return rp if isinstance(rp, bool) else rp.allows(url)


def _fetch(site: Site, url: str, max_hops: int = 3):
    """Follow redirects the way the policy allows: inside the council's domain, robots-allowed, never to a
    sign-in page. Returns (final_url, response) or (None, reason)."""
    domain = site.council["site_domain"]
    for _ in range(max_hops + 1):
        host, target = _target(url)
        if not _in_domain(host, domain) or host not in site.hosts:
            return None, "off-domain"
        if not _allowed(site, url):
            return None, "disallowed"
        if target in site.login_targets(host) or target.split("?")[0] in site.login_targets(host):
            return None, "login"
        resp = site.response_for(host, target)
        if resp.status in REDIRECTS:
            url = urljoin(url, _header(resp, "Location") or "")
            continue
        return url, resp
    return None, "too many redirects"


def _is_html(resp) -> bool:
    return resp.status == 200 and (_header(resp, "Content-Type") or "").startswith("text/html")


def _anchors(html: str) -> list[tuple[str, str]]:
    return [(unescape(h), re.sub(r"<[^>]+>", "", t).strip())
            for h, t in re.findall(r'<a\b[^>]*\bhref="([^"]+)"[^>]*>(.*?)</a>', html, flags=re.S | re.I)]


def _links(site: Site, page_url: str, html: str) -> set[str]:
    """Links a browser would see: <a href> plus paths inside same-host scripts and the JSON they load."""
    out = {urljoin(page_url, h) for h, _ in _anchors(html)}
    host = _target(page_url)[0]
    for src in re.findall(r'<script\b[^>]*\bsrc="([^"]+)"', html, flags=re.I):
        script_url = urljoin(page_url, src)
        if _target(script_url)[0] != host:
            continue
        texts = [site.response_for(host, _target(script_url)[1]).body.decode("utf-8", "replace")]
        for path in re.findall(r"""['"](/[^'"\s]*\.json)['"]""", texts[0]):
            texts.append(site.response_for(host, path).body.decode("utf-8", "replace"))
        for text in texts:
            out |= {urljoin(page_url, p) for p in re.findall(r"""['"](/[^'"\s]*)['"]""", text) if not p.endswith((".json", ".js"))}
    return {u.split("#")[0] for u in out if u.startswith("http")}


def _sitemap_locs(site: Site, home: str) -> set[str]:
    rp = _robots(site, _target(home)[0])
    maps = rp.sitemaps(home) if not isinstance(rp, bool) else []
    maps = [m for m in maps if _target(m)[0] in site.hosts] or ([urljoin(home, "/sitemap.xml")] if rp is not False else [])
    locs, seen = set(), set()
    while maps:
        url = maps.pop(0)
        if url in seen:
            continue
        seen.add(url)
        final, resp = _fetch(site, url)
        if final is None or resp.status != 200:
            continue
        body = resp.body
        if body[:2] == b"\x1f\x8b":
            body = gzip.decompress(body)
        try:
            root = ET.fromstring(body)
        except ET.ParseError:
            continue  # a soft-404 HTML page where a sitemap should be
        found = [e.text.strip() for e in root.iter(f"{{{SITEMAP_NS}}}loc") if e.text]  # not image:loc
        if root.tag == f"{{{SITEMAP_NS}}}sitemapindex":
            maps.extend(found)
        else:
            locs.update(found)
    return locs


def _lands_on(site: Site, url: str, expected: str) -> bool:
    final, resp = _fetch(site, url)
    return final == expected and _is_html(resp)


def _first_rung(site: Site) -> tuple[str | None, int | None]:
    """Which rung of a simplified ladder first reaches the expected URL (and the click depth for rung 5)."""
    expected = site.expect["url"]
    home = site.council["homepage_url"]
    home_host = _target(home)[0]
    rp = _robots(site, home_host)
    if rp is False:
        return None, None
    root = f"http://{home_host}"
    # 1 robots: a path named in an Allow line
    if not isinstance(rp, bool):
        text = site.response_for(home_host, "/robots.txt").body.decode("utf-8", "replace")
        for path in re.findall(r"(?im)^\s*allow:\s*(/\S*)", text):
            if "*" not in path and _lands_on(site, root + path.rstrip("$"), expected):
                return "robots", None
    # 2 sitemap
    if any(_lands_on(site, loc, expected) for loc in _sitemap_locs(site, home)):
        return "sitemap", None
    # 3 fixed paths
    if any(_lands_on(site, root + p, expected) for p in FIXED_PATHS):
        return "fixed_path", None
    # 4 A-Z index and its letter pages
    for path in AZ_PATHS:
        final, resp = _fetch(site, root + path)
        if final is None or not _is_html(resp):
            continue
        html = resp.body.decode("utf-8", "replace")
        pages = [(final, html)]
        for href, text in _anchors(html):
            if len(text) == 1 and text.upper() in "LHPS":
                f2, r2 = _fetch(site, urljoin(final, href))
                if f2 and _is_html(r2):
                    pages.append((f2, r2.body.decode("utf-8", "replace")))
        if any(_lands_on(site, u, expected) for page_url, h in pages for u in _anchors_abs(page_url, h)):
            return "a_z", None
        break
    # 5 homepage links, breadth first, at most 3 clicks
    final, resp = _fetch(site, home)
    if final is None:
        return None, None
    frontier, seen = [(final, resp)], {final}
    for depth in (1, 2, 3):
        nxt = []
        for page_url, page in frontier:
            if not _is_html(page):
                continue
            for link in sorted(_links(site, page_url, page.body.decode("utf-8", "replace"))):
                got, r = _fetch(site, link)
                if got is None or got in seen:
                    continue
                if got == expected and _is_html(r):
                    return "homepage_links", depth
                seen.add(got)
                nxt.append((got, r))
        frontier = nxt
    return None, None


def _anchors_abs(page_url: str, html: str) -> list[str]:
    return [urljoin(page_url, h) for h, _ in _anchors(html)]


# ----------------------------------------------------------------------------------------- tests

@pytest.mark.parametrize("folder,site", CASES, ids=IDS)
def test_case_json_has_the_fields(folder, site):
    council, expect = site.council, site.expect
    assert set(council) >= {"gss_code", "official_name", "homepage_url", "site_domain"}
    assert re.fullmatch(r"E0[6-9]\d{6}", council["gss_code"])
    assert council["homepage_url"].startswith("http://"), "the fake web has no TLS"
    home_host = _target(council["homepage_url"])[0]
    assert _in_domain(home_host, council["site_domain"]) and home_host in site.hosts
    assert site.notes, "say in one sentence what the case exercises"
    assert isinstance(expect.get("found"), bool)
    if expect["found"]:
        assert set(expect) >= {"url", "rung", "depth", "schemes"}
        assert expect["url"].startswith("http://")
        assert _in_domain(_target(expect["url"])[0], council["site_domain"])
        assert expect["rung"] in RUNGS
        if expect["rung"] == "homepage_links":
            assert isinstance(expect["depth"], int) and 1 <= expect["depth"] <= 3
        else:
            assert expect["depth"] is None
        assert expect["schemes"] and set(expect["schemes"]) <= SCHEMES
        assert len(set(expect["schemes"])) == len(expect["schemes"])


@pytest.mark.parametrize("folder,site", FOUND, ids=FOUND_IDS)
def test_expected_url_is_served_as_html(folder, site):
    final, resp = _fetch(site, site.expect["url"])
    assert final == site.expect["url"], f"expected URL does not resolve to itself: {resp}"
    assert _is_html(resp) and b"<html" in resp.body.lower()


@pytest.mark.parametrize("folder,site", FOUND, ids=FOUND_IDS)
def test_expected_url_is_allowed_by_its_robots_txt(folder, site):
    url = site.expect["url"]
    host = _target(url)[0]
    resp = site.response_for(host, "/robots.txt")
    if resp.status == 200:
        assert RobotsRules.from_answer(RobotsOutcome.PARSED, resp.body).allows(url)
    else:
        assert resp.status == 404, "only a 2xx or missing robots.txt leaves a page fetchable"


@pytest.mark.parametrize("folder,site", CASES, ids=IDS)
def test_every_host_folder_has_robots_txt(folder, site):
    special = _case_json(site).get("robots_txt")
    for host, base in site.hosts.items():
        has = (base / "robots.txt").is_file() or "/robots.txt" in site.overrides.get(host, {})
        if special == "missing" and host == _target(site.council["homepage_url"])[0]:
            assert not has and site.response_for(host, "/robots.txt").status == 404
        else:
            assert has, f"{host} has no robots.txt"


@pytest.mark.parametrize("folder,site", FOUND, ids=FOUND_IDS)
def test_stated_rung_is_the_first_rung_that_reaches_the_page(folder, site):
    rung, depth = _first_rung(site)
    assert (rung, depth) == (site.expect["rung"], site.expect["depth"])


@pytest.mark.parametrize("folder,site", CASES, ids=IDS)
def test_login_targets_are_sign_in_pages(folder, site):
    for host in site.hosts:
        for target in site.login_targets(host):
            assert site.response_for(host, target).status == 200


@pytest.mark.parametrize("folder,site", CASES, ids=IDS)
def test_pages_stay_small(folder, site):
    for path in site.root.rglob("*"):
        if path.is_file():
            limit = 300_000 if path.suffix == ".gz" else 8_000 if path.suffix in {".html", ".aspx", ".htm"} or "." not in path.name else 40_000
            assert path.stat().st_size <= limit, path


def test_gss_codes_are_unique_across_all_folders():
    codes = [site.council["gss_code"] for _, site in CASES]
    assert len(codes) == len(set(codes)), sorted(c for c in codes if codes.count(c) > 1)


def test_there_are_enough_cases():
    by_folder = {f: sum(1 for g, _ in CASES if g == f) for f, _ in CASES}
    assert by_folder.get("tests/fakeweb/sites", 0) >= 14
    assert by_folder.get("tests/fakeweb/finder_held_out", 0) >= 8
    assert by_folder.get("demo/web", 0) == 3


@pytest.mark.parametrize("folder,site", CASES, ids=IDS)
def test_council_is_a_real_register_row(folder, site):
    with REGISTER.open(encoding="utf-8") as f:
        rows = {r["gss_code"]: r for r in csv.DictReader(f)}
    row = rows[site.council["gss_code"]]
    assert row["official_name"] == site.council["official_name"]
    assert row["site_domain"] == site.council["site_domain"]


def test_demo_register_matches_demo_cases():
    with (REPO / "demo/register.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == ["gss_code", "official_name", "homepage_url", "site_domain"]
    demo = {s.council["gss_code"]: s.council for f, s in CASES if f == "demo/web"}
    assert {r["gss_code"]: r for r in rows} == demo
