"""Writes hostile cases 15-62 (from POLICY.md alone, like 1-14) into tests/fakeweb/hostile/. Run from the repo root:

    .venv/bin/python -m tests.fakeweb.hostile._make_cases_15_62

Kept so the cases can be regenerated and read in one place; the folders it writes are committed as they are.
Big bodies (gzip bombs, 50,000-URL sitemaps, 10,000 links, huge DOMs) are NOT written: `_responses.json` asks the
fake web to make them at serve time (`"generate"`, see sitefolder.py).
"""

from __future__ import annotations

import csv
import io
import json
import random
import shutil
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REGISTER = HERE.parents[2] / "datestone" / "data" / "english_housing_councils.csv"
ROWS = {r["gss_code"]: r for r in csv.DictReader(REGISTER.open(encoding="utf-8"))}
NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
FIXED = ["/selective-licensing", "/property-licensing", "/hmo-licensing", "/additional-licensing",
         "/landlord-licensing", "/houses-in-multiple-occupation", "/housing/property-licensing"]

NAV = """<header class="site-header">
  <a href="/" class="logo"><img src="/assets/img/logo.svg" alt="{name} home"></a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/bins-and-recycling">Bins and recycling</a></li>
      <li><a href="/council-tax">Council tax</a></li>
      <li><a href="/housing">Housing</a></li>
      <li><a href="/planning">Planning and building control</a></li>
      <li><a href="/contact-us">Contact us</a></li>
    </ul>
  </nav>
</header>"""
FOOT = """<footer class="site-footer">
  <ul>
    <li><a href="/accessibility">Accessibility statement</a></li>
    <li><a href="/privacy">Privacy notice</a></li>
    <li><a href="/cookies">Cookies</a></li>
  </ul>
  <p>&copy; {name} 2025</p>
</footer>"""


def page(name: str, title: str, main: str, head: str = "", charset: str = "utf-8", before: str = "") -> str:
    return f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="{charset}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} | {name}</title>
<link rel="stylesheet" href="/assets/css/site.css">
{head}</head>
<body>
{before}<a class="skip-link" href="#main">Skip to main content</a>
{NAV.format(name=name)}
<main id="main">
{main}
</main>
{FOOT.format(name=name)}
</body>
</html>
"""


def licensing_main(name: str, h1: str = "Property licensing", fee: str = "&pound;600") -> str:
    short = name.replace(" Council", "")
    return f"""<nav class="breadcrumb" aria-label="Breadcrumb"><ol>
  <li><a href="/">Home</a></li><li><a href="/housing">Housing</a></li><li>{h1}</li></ol></nav>
<h1>{h1}</h1>
<p>Private landlords in {short} may need a licence from the council to rent out their property.
Licensing helps us make sure privately rented homes are safe, well managed and free from serious hazards.</p>
<h2>Houses in multiple occupation (HMO) licensing</h2>
<p>You need a mandatory HMO licence if your property is rented to five or more people who form more than one
household and share facilities such as a kitchen, bathroom or toilet. It is a criminal offence to operate a
licensable HMO without a licence.</p>
<h2>Additional licensing</h2>
<p>Our additional licensing scheme covers smaller HMOs with three or four tenants from two or more households.
The scheme runs for five years.</p>
<h2>Selective licensing</h2>
<p>A selective licensing scheme applies to all privately rented homes in the designated areas shown on the map below,
whatever the number of occupiers.</p>
<h2>How to apply</h2>
<p>Apply online for a property licence. You will need details of the property, the proposed licence holder,
the manager, gas safety and electrical installation condition reports, and the energy performance certificate.</p>
<h2>Licence fees</h2>
<table>
  <tr><th>Licence type</th><th>Fee (5 years)</th></tr>
  <tr><td>Mandatory HMO licence</td><td>&pound;1,100</td></tr>
  <tr><td>Additional HMO licence</td><td>&pound;950</td></tr>
  <tr><td>Selective licence</td><td>{fee}</td></tr>
</table>
<h2>Contact the private sector housing team</h2>
<p>Contact the private sector housing team using our <a href="/contact-us">online form</a>.</p>"""


def licensing(name: str, h1: str = "Property licensing", **kw) -> str:
    return page(name, h1, licensing_main(name, h1), **kw)


def home_main(name: str, top: list[tuple[str, str]] = (), extra: str = "") -> str:
    items = "".join(f'\n    <li><a href="{h}">{t}</a></li>' for h, t in top)
    return f"""<h1>Welcome to {name}</h1>
<section class="top-tasks">
  <h2>Popular services</h2>
  <ul>
    <li><a href="/bins-and-recycling/check-your-bin-day">Check your bin day</a></li>
    <li><a href="/council-tax/pay-your-council-tax">Pay your council tax</a></li>
    <li><a href="/planning/view-planning-applications">View planning applications</a></li>{items}
    <li><a href="/report-it">Report a problem</a></li>
  </ul>
</section>
{extra}<section class="news">
  <h2>Latest news</h2>
  <article><h3><a href="/news/garden-waste-subscriptions-open">Garden waste subscriptions now open</a></h3>
  <p>Residents can now renew their garden waste collection for the coming year.</p></article>
</section>"""


def simple(name: str, title: str, text: str) -> str:
    return page(name, title, f"<h1>{title}</h1>\n<p>{text}</p>")


def robots(domain: str, *groups: str, sitemap: str | None = "/sitemap.xml") -> str:
    body = "".join(g.strip("\n") + "\n\n" for g in groups) or "User-agent: *\nDisallow: /search\nDisallow: /admin/\n\n"
    return f"# robots.txt for {domain}\n" + body + (f"Sitemap: http://www.{domain}{sitemap}\n" if sitemap else "")


def urlset(host: str, paths: list[str]) -> str:
    urls = "".join(f"  <url><loc>http://{host}{p}</loc><lastmod>2025-03-14</lastmod></url>\n" for p in paths)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{NS}">\n{urls}</urlset>\n'


def sitemapindex(locs: list[str]) -> str:
    maps = "".join(f"  <sitemap><loc>{loc}</loc></sitemap>\n" for loc in locs)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="{NS}">\n{maps}</sitemapindex>\n'


ORDINARY = ["/", "/bins-and-recycling", "/council-tax", "/planning", "/contact-us", "/accessibility", "/privacy",
            "/cookies"]


class Case:
    def __init__(self, num: int, slug: str, gss: str, notes: str, expect: dict, known_failure: str = ""):
        row = ROWS[gss]
        self.num, self.slug, self.gss = num, slug, gss
        self.name, self.domain = row["official_name"], row["site_domain"]
        self.host = f"www.{self.domain}"
        self.notes, self.expect, self.known_failure = notes, expect, known_failure
        self.files: dict[str, dict[str, str | bytes]] = {self.host: {}}
        self.responses: dict[str, dict[str, dict]] = {}
        n = self.name
        self.put("index.html", page(n, "Home", home_main(n)))
        self.put("_404.html", page(n, "Page not found", '<h1>Page not found</h1>\n<p>Sorry, we cannot find the page '
                                   'you are looking for. Try our <a href="/">homepage</a>.</p>'))
        self.put("contact-us.html", simple(n, "Contact us", "Use our online forms to get in touch with the council."))
        self.put("bins-and-recycling.html", simple(n, "Bins and recycling", "Find your collection day."))
        self.put("council-tax.html", simple(n, "Council tax", "Pay, check your band or apply for a discount."))
        self.put("assets/css/site.css", "body{font-family:Arial,sans-serif;margin:0}header,footer{background:#00594f;"
                 "color:#fff;padding:1em}main{padding:1em;max-width:60em}\n")
        self.put("assets/img/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">'
                 '<rect width="120" height="40" fill="#00594f"/></svg>\n')
        self.put("robots.txt", robots(self.domain))
        self.put("sitemap.xml", urlset(self.host, ORDINARY))

    @property
    def url(self) -> str:
        return f"http://{self.host}"

    def put(self, path: str, body: str | bytes, host: str | None = None) -> None:
        self.files.setdefault(host or self.host, {})[path] = body

    def drop(self, path: str, host: str | None = None) -> None:
        self.files[host or self.host].pop(path, None)

    def respond(self, target: str, spec: dict, host: str | None = None) -> None:
        self.responses.setdefault(host or self.host, {})[target] = spec

    def home(self, top=(), extra: str = "", head: str = "", before: str = "") -> None:
        self.put("index.html", page(self.name, "Home", home_main(self.name, top, extra), head=head, before=before))

    def write(self) -> Path:
        root = HERE / f"{self.num:02d}-{self.slug}"
        if root.exists():
            shutil.rmtree(root)
        for host, files in self.files.items():
            for path, body in files.items():
                target = root / host / path
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(body if isinstance(body, bytes) else body.encode("utf-8"))
        for host, spec in self.responses.items():
            (root / host).mkdir(parents=True, exist_ok=True)
            (root / host / "_responses.json").write_text(json.dumps(spec, indent=2, ensure_ascii=False) + "\n",
                                                         encoding="utf-8")
        case = {"council": {"gss_code": self.gss, "official_name": self.name, "homepage_url": f"http://{self.host}/",
                            "site_domain": self.domain},
                "expect": self.expect, "notes": self.notes}
        if self.known_failure:
            case["known_failure"] = self.known_failure
        (root / "case.json").write_text(json.dumps(case, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return root


def found(c: Case, path: str, rung: str, depth: int | None = None, **more) -> dict:
    e = {"outcome": "found", "found": True, "url": c.url + path, "rung": rung}
    if depth:
        e["depth"] = depth
    return {**e, **more}


def no_rungs_before_homepage(c: Case) -> None:
    """robots.txt without a Sitemap line, no /sitemap.xml: fixed paths and any A-Z path 404 by default."""
    c.put("robots.txt", robots(c.domain, sitemap=None))
    c.drop("sitemap.xml")


KNOWN: dict[str, str] = {  # slug -> one line: what the crawler did wrong (from running the cases)
    "homepage-meta-refresh-loop": "homepage with <meta refresh 0; url=/home>: the crawler neither follows the "
                                  "same-domain refresh nor reads the homepage's own links (only / and its CSS/logo "
                                  "are requested) -> not_found",
    "huge-dom-deep-nesting": "1.3 MB homepage with 50,000 nested <div>s: the link after the nest is never seen (only "
                             "the nav link /housing is followed) -> not_found",
    "iframes-to-other-domains": "the browser opens a CONNECT tunnel to www.youtube.com:443 for the homepage's https "
                                "iframe (an off-domain frame leaves the machine; LD4/LD7)",
}


def cases() -> list[Case]:
    out: list[Case] = []
    G = iter(["E07000062", "E07000063", "E07000064", "E07000065", "E07000117", "E07000068", "E07000069",
              "E07000118", "E07000071", "E07000072", "E07000073", "E07000074", "E07000075", "E07000076",
              "E07000077", "E07000078", "E07000079", "E07000080", "E07000082", "E07000083", "E07000084",
              "E07000085", "E07000086", "E07000087", "E07000088", "E07000089", "E07000090", "E07000091",
              "E07000092", "E07000093", "E07000094", "E07000095", "E07000096", "E07000098", "E07000099",
              "E07000102", "E07000103", "E07000105", "E07000106", "E07000107", "E07000108", "E07000109",
              "E07000110", "E07000111", "E07000112", "E07000113", "E07000114", "E07000115"])

    def new(num: int, slug: str) -> Case:
        c = Case(num, slug, next(G), "", {})
        out.append(c)
        return c

    # ------------------------------------------------------------------ robots.txt
    c = new(15, "robots-utf8-bom")
    c.put("robots.txt", b"\xef\xbb\xbf" + ("User-agent: DatestoneBot\nDisallow: /selective-licensing\n"
                                             "Disallow: /property-licensing\n\nUser-agent: *\nDisallow: /admin/\n\n"
                                             f"Sitemap: {c.url}/sitemap.xml\n").encode())
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.put("property-licensing.html", licensing(c.name))
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.expect = found(c, "/hmo-licensing", "fixed_path",
                     never_requested=[c.url + "/selective-licensing", c.url + "/property-licensing"])
    c.notes = ("RB3/RB4: robots.txt starts with a UTF-8 byte order mark (EF BB BF) right before 'User-agent: "
               "DatestoneBot', whose group disallows /selective-licensing and /property-licensing. RFC 9309 parsers "
               "must ignore the BOM; one that reads the first field as '\\ufeffuser-agent' loses the DatestoneBot "
               "group and falls back to '*' (allow). Both disallowed paths hold licensing pages as bait and must "
               "never be requested; the page is at /hmo-licensing -> found by fixed_path.")

    c = new(16, "robots-crlf-and-lone-cr")
    body = robots(c.domain, "User-agent: DatestoneBot\nDisallow: /selective-licensing \nDisallow: /hmo-licensing",
                  "User-agent: *\nDisallow: /admin/")
    body = body.replace("\n", "\r\n").replace("Disallow: /selective-licensing \r\n", "Disallow: /selective-licensing \r")
    c.put("robots.txt", body.encode())
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.put("additional-licensing.html", licensing(c.name, "Additional licensing"))
    c.expect = found(c, "/additional-licensing", "fixed_path",
                     never_requested=[c.url + "/selective-licensing", c.url + "/hmo-licensing"])
    c.notes = ("RB3/RB4: robots.txt uses CRLF line ends, a trailing space after a path, and one lone CR (old Mac "
               "style) between the two Disallow lines of the DatestoneBot group; RFC 9309 allows CR, LF and CRLF as "
               "line ends. A parser that splits on LF only keeps '\\r' in the path (or glues two rules into one) "
               "and would request /selective-licensing or /hmo-licensing, both bait licensing pages that must never "
               "be requested. /property-licensing 404s; the page is at /additional-licensing -> fixed_path.")

    c = new(17, "robots-missing-colons")
    c.put("robots.txt", robots(c.domain, "User-agent DatestoneBot\nDisallow /selective-licensing\n"
                                         "Disallow:/property-licensing", "User-agent: *\nDisallow: /admin/"))
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.put("property-licensing.html", licensing(c.name))
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.expect = found(c, "/hmo-licensing", "fixed_path",
                     never_requested=[c.url + "/selective-licensing", c.url + "/property-licensing"])
    c.notes = ("RB3/RB4: the DatestoneBot group is written without colons ('User-agent DatestoneBot', 'Disallow "
               "/selective-licensing') and with no space after one ('Disallow:/property-licensing'). The webmaster's "
               "intent is plain; Google's reference robots.txt parser (the RFC 9309 authors') accepts a missing "
               "colon, and POLICY says 'stricter where noted' and promises webmasters their robots.txt is honoured: "
               "where a line can be read two ways, the reading that requests less is the one that keeps the promise. "
               "Both paths hold bait licensing pages and must never be requested; the page is at /hmo-licensing.")

    c = new(18, "robots-field-name-typos")
    c.put("robots.txt", robots(c.domain, "User agent: DatestoneBot\nDissallow: /selective-licensing\n"
                                         "Disalow: /property-licensing", "User-agent: *\nDisallow: /admin/"))
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.put("property-licensing.html", licensing(c.name))
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.expect = found(c, "/hmo-licensing", "fixed_path",
                     never_requested=[c.url + "/selective-licensing", c.url + "/property-licensing"])
    c.notes = ("RB3/RB4: typos in field names: 'User agent: DatestoneBot', 'Dissallow: /selective-licensing', "
               "'Disalow: /property-licensing'. Google's reference parser accepts exactly these misspellings; a "
               "polite crawler honours the evident intent (POLICY: stricter than RFC 9309 where it matters, the "
               "robots.txt promise to webmasters). Bait licensing pages at both paths, never to be requested; the "
               "page is at /hmo-licensing -> fixed_path.")

    c = new(19, "robots-conflicting-datestonebot-groups")
    c.put("robots.txt", robots(c.domain, "User-agent: DatestoneBot\nDisallow: /selective-licensing",
                               "User-agent: *\nDisallow: /admin/",
                               "User-agent: datestonebot\nDisallow: /property-licensing"))
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.put("property-licensing.html", licensing(c.name))
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.expect = found(c, "/hmo-licensing", "fixed_path",
                     never_requested=[c.url + "/selective-licensing", c.url + "/property-licensing"])
    c.notes = ("RB3: two groups name DatestoneBot ('DatestoneBot' first, 'datestonebot' last, a '*' group between). "
               "RFC 9309 2.2.1: groups for the same product token are merged, so DatestoneBot may not fetch "
               "/selective-licensing (group 1) nor /property-licensing (group 3). A first-group-only reader requests "
               "/property-licensing, a last-group-only or '*' reader /selective-licensing: bait licensing pages at "
               "both, never to be requested. Found at /hmo-licensing by fixed_path.")

    c = new(20, "robots-binary-junk")
    rnd = random.Random(20)
    junk = bytes(rnd.randrange(256) for _ in range(1500))
    c.put("robots.txt", b"\x00\x01\xfe\xff" + junk + b"\nUser-agent: DatestoneBot\nDisallow: /selective-licensing\n"
          + bytes(rnd.randrange(256) for _ in range(1500)).replace(b"\n", b" ") + b"\n")
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path", never_requested=[c.url + "/selective-licensing"])
    c.notes = ("RB6/RB3: robots.txt answers 200 text/plain but is mostly binary junk (NULs, invalid UTF-8) with one "
               "readable DatestoneBot group in the middle ('Disallow: /selective-licensing'). RB6: 2xx -> parse it; "
               "RFC 9309: use the parseable lines. A crawler must not crash on the undecodable bytes, must not treat "
               "the file as an error, and must honour the readable rule: /selective-licensing (bait) is never "
               "requested. No Sitemap line; the page is at /property-licensing -> fixed_path.")

    c = new(21, "robots-redirect-loop")
    c.drop("robots.txt")
    c.respond("/robots.txt", {"status": 301, "headers": {"Location": "/robots.txt?loop=1"}})
    c.respond("/robots.txt?loop=1", {"status": 302, "headers": {"Location": f"http://{c.host}/robots.txt"}})
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.expect = {"outcome": "unavailable", "found": False, "max_requests": {c.url + "/robots.txt*": 6},
                "never_requested": [c.url + "/selective-licensing", c.url + "/sitemap.xml"]}
    c.notes = ("RB6/RB1/CD5: /robots.txt 301s to /robots.txt?loop=1, which 302s back to /robots.txt: a loop. RB6 "
               "follows at most 5 hops (so at most 6 requests to /robots.txt*), then there is still no robots.txt. "
               "POLICY does not say 'no restrictions' for this (RFC 9309 only says MAY); RB1 promises robots.txt is "
               "read before anything else, so a visit that could not read it must fetch nothing else, like a 5xx or "
               "connection error: unavailable, not held against the council. Bait: a licensing page at "
               "/selective-licensing and a sitemap.")

    c = new(22, "robots-html-soft-404")
    c.drop("robots.txt")
    c.respond("/robots.txt", {"status": 200, "headers": {"Content-Type": "text/html; charset=utf-8"},
                              "body_file": "_404.html"})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path")
    c.notes = ("RB6: /robots.txt answers 200 text/html with the CMS's 'Page not found' page (a soft 404) instead of "
               "a text file. POLICY RB6 maps 2xx -> parse it, and only 401/403/451/429 or a *challenge page* close "
               "the site; this page is no challenge (no challenge header, script or marker), so it parses to no "
               "rules = no restrictions (as RFC 9309 and Google do). Refusing or treating it as unavailable would be "
               "wrong. Sitemap lists ordinary pages only; the page is at /property-licensing -> fixed_path.")

    # ------------------------------------------------------------------ sitemaps
    bomb_head = f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{NS}">\n'
    c = new(23, "sitemap-gz-bomb")
    c.put("robots.txt", robots(c.domain, sitemap="/sitemap.xml.gz"))
    c.drop("sitemap.xml")
    c.respond("/sitemap.xml.gz", {"status": 200, "headers": {"Content-Type": "application/x-gzip"}, "generate": {
        "gzip": True, "parts": [bomb_head + f"  <url><loc>http://{c.host}/</loc></url>\n",
                                {"repeat": " " * 1024, "count": 204800},
                                f"  <url><loc>http://{c.host}/housing/landlord-licensing-scheme</loc></url>\n</urlset>\n"]}})
    c.put("housing/landlord-licensing-scheme.html", licensing(c.name, "Landlord licensing scheme"))
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path",
                     never_requested=[c.url + "/housing/landlord-licensing-scheme"])
    c.notes = ("PC5/LD1: robots.txt names /sitemap.xml.gz, a ~200 KB gzip file that inflates to ~200 MB (an XML "
               "header, 200 MB of spaces, then one <url> for /housing/landlord-licensing-scheme). PC5's 2 MB body "
               "limit applies to what is read: the crawler must stop inflating at the limit (not run out of memory, "
               "not hang), skip the sitemap and go on. The <url> after the padding is bait (a licensing page that a "
               "crawler which inflated everything would read by the sitemap rung). Found at /property-licensing by "
               "fixed_path.")

    c = new(24, "sitemap-content-encoding-bomb")
    c.drop("sitemap.xml")
    c.respond("/sitemap.xml", {"status": 200, "headers": {"Content-Type": "application/xml", "Content-Encoding": "gzip"},
                               "generate": {"gzip": True, "parts": [
                                   bomb_head, {"repeat": "<!-- -->" * 128, "count": 204800},
                                   f"  <url><loc>http://{c.host}/private-housing/hmo-licensing-scheme</loc></url>\n"
                                   "</urlset>\n"]}})
    c.put("private-housing/hmo-licensing-scheme.html", licensing(c.name, "HMO licensing scheme"))
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.expect = found(c, "/hmo-licensing", "fixed_path",
                     never_requested=[c.url + "/private-housing/hmo-licensing-scheme"])
    c.notes = ("PC5: /sitemap.xml is sent with Content-Encoding: gzip and inflates from ~200 KB on the wire to ~200 MB "
               "(XML comments). The 2 MB body limit must hold for the decoded body too (HTTP decompression bomb): stop "
               "at the limit, skip the sitemap, go on. The only <url>, after the padding, is bait "
               "(/private-housing/hmo-licensing-scheme, never to be requested). /selective- and /property-licensing "
               "404; found at /hmo-licensing by fixed_path.")

    c = new(25, "sitemap-index-50000-urls")
    c.put("robots.txt", robots(c.domain, sitemap="/sitemap_index.xml"))
    c.drop("sitemap.xml")
    c.put("sitemap_index.xml", sitemapindex([f"{c.url}/sitemaps/pages-{k}.xml" for k in range(2)]))
    unit = f"<url><loc>http://{c.host}/n/{{i}}</loc></url>\n"
    for k in range(2):
        parts = [f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{NS}">\n']
        if k == 1:
            parts += [{"repeat": unit, "count": 18000, "start": 25000},
                      f"<url><loc>http://{c.host}/housing/private-sector/licensing-for-landlords</loc></url>\n",
                      {"repeat": unit, "count": 6999, "start": 43000}]
        else:
            parts += [{"repeat": unit, "count": 25000}]
        c.respond(f"/sitemaps/pages-{k}.xml", {"status": 200, "headers": {"Content-Type": "application/xml"},
                                                "generate": {"parts": parts + ["</urlset>\n"]}})
    c.put("housing/private-sector/licensing-for-landlords.html", licensing(c.name, "Licensing for landlords"))
    c.expect = found(c, "/housing/private-sector/licensing-for-landlords", "sitemap")
    c.notes = ("LD1/PC1: robots.txt names a sitemap index of 2 sitemaps x 25,000 URLs = 50,000 URLs (each file "
               "~1.2 MB, under the 2 MB limit; generated at serve time). One URL, 18,000 entries into the 2nd file, "
               "is the licensing page (linked from nowhere else, not a fixed path). The crawler must read the index "
               "and both children (3 cheap requests) and pick the licensing URL out of 50,000 without requesting the "
               "others: PC1 (<= 18 requests) and PC2 gaps are audited. Found by the sitemap rung.")

    c = new(26, "sitemap-index-points-at-itself")
    c.put("sitemap.xml", sitemapindex([f"{c.url}/sitemap.xml", f"{c.url}/sitemap-nested.xml"]))
    c.put("sitemap-nested.xml", sitemapindex([f"{c.url}/sitemap.xml", f"{c.url}/sitemap-nested.xml",
                                              f"{c.url}/sitemap-pages.xml"]))
    c.put("sitemap-pages.xml", urlset(c.host, ORDINARY + ["/housing/renting/property-licensing-schemes"]))
    c.put("housing/renting/property-licensing-schemes.html", licensing(c.name, "Property licensing schemes"))
    c.expect = found(c, "/housing/renting/property-licensing-schemes", "sitemap",
                     max_requests={c.url + "/sitemap.xml": 2, c.url + "/sitemap-nested.xml": 2,
                                   c.url + "/sitemap-pages.xml": 2})
    c.notes = ("LD1/PC1: /sitemap.xml is a sitemap index listing itself and /sitemap-nested.xml, which lists "
               "/sitemap.xml, itself and /sitemap-pages.xml (a urlset with the licensing page). A crawler without a "
               "seen-set loops until its budget is gone. Each sitemap must be read once (at most twice is tolerated "
               "here; PC1 <= 18 audited); the page /housing/renting/property-licensing-schemes is found by the "
               "sitemap rung.")

    c = new(27, "sitemap-invalid-xml")
    c.put("sitemap.xml", (f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{NS}">\n'
                          f"  <url><loc>http://{c.host}/</loc><lastmod>2025-03-14</lastmod>\n"
                          f"  <url><loc>http://{c.host}/bins & recycling</loc></lastmod></url>\n"
                          f"  <url><loc>http://{c.host}/council-tax</lo\x00c></url>\n"
                          "  </urlset></urlset>\n  <url><loc>http://").encode() + b"\xff\xfe\xfa\n<url")
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.expect = found(c, "/hmo-licensing", "fixed_path")
    c.notes = ("LD1: /sitemap.xml (named in robots.txt) is malformed XML: unclosed <url>, a bare '&', a NUL byte "
               "inside a tag, a closing tag twice, and it ends mid-tag with invalid UTF-8. The crawler must not crash "
               "or end the visit: a broken sitemap is skipped (or read leniently - it lists no licensing page either "
               "way) and the ladder goes on. /selective- and /property-licensing 404; found at /hmo-licensing by "
               "fixed_path.")

    c = new(28, "sitemap-billion-laughs")
    ents = '<!ENTITY lol "lol">\n' + "".join(
        f'<!ENTITY lol{k} "{("&lol%s;" % (k - 1 if k > 1 else "")) * 10}">\n' for k in range(1, 10))
    c.put("sitemap.xml", f'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE urlset [\n{ents}'
                         '<!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n'
                         f'<urlset xmlns="{NS}">\n  <url><loc>http://{c.host}/&lol9;</loc></url>\n'
                         f"  <url><loc>http://{c.host}/&xxe;</loc></url>\n</urlset>\n")
    c.put("additional-licensing.html", licensing(c.name, "Additional licensing"))
    c.expect = found(c, "/additional-licensing", "fixed_path")
    c.notes = ("LD1/PC5: /sitemap.xml declares the 'billion laughs' entity chain (lol9 expands to 10^9 'lol's, "
               "~3 GB) and an external entity to file:///etc/passwd, and uses both in <loc>. Entities must not be "
               "expanded or resolved (no hang, no memory blow-up, no local file read); the sitemap yields nothing "
               "and the ladder goes on. The first three fixed paths 404; found at /additional-licensing by "
               "fixed_path.")

    c = new(29, "sitemap-served-as-text-html")
    c.drop("sitemap.xml")
    c.put("_sitemap.xml", urlset(c.host, ORDINARY + ["/housing/landlords/licensing-schemes"]))
    c.respond("/sitemap.xml", {"status": 200, "headers": {"Content-Type": "text/html; charset=utf-8"},
                               "body_file": "_sitemap.xml"})
    c.put("housing/landlords/licensing-schemes.html", licensing(c.name, "Licensing schemes for landlords"))
    c.expect = found(c, "/housing/landlords/licensing-schemes", "sitemap")
    c.notes = ("LD1: /sitemap.xml (named in robots.txt) is a valid urlset but is served as 'text/html; "
               "charset=utf-8' (a misconfigured CMS). The Sitemaps protocol fixes no content type and POLICY's "
               "rung 2 reads the sitemap wherever robots.txt points: the body must be read as XML by its content, "
               "not rejected for its header. The licensing page /housing/landlords/licensing-schemes is listed only "
               "there (not a fixed path, not linked from any page) -> found by the sitemap rung.")

    # ------------------------------------------------------------------ HTML traps
    c = new(30, "infinite-calendar")
    no_rungs_before_homepage(c)
    months = [("/events/calendar?month=2025-%02d" % m, "What's on: events in 2025-%02d" % m) for m in range(1, 13)]
    cal = "<section class=\"whats-on\"><h2>What's on</h2><ul>" + "".join(
        f'<li><a href="{h}">{t}</a></li>' for h, t in months) + "</ul></section>\n"
    c.home(before=cal.replace("<section", "<aside").replace("</section>", "</aside>"))
    c.respond("/events/calendar", {"status": 200, "generate": {"kind": "calendar", "path": "/events/calendar"}})
    c.put("housing.html", page(c.name, "Housing", '<h1>Housing</h1>\n<ul><li><a href="/events/calendar?month=2025-06">'
                               'Housing events</a></li><li><a href="/housing/landlord-licensing">Landlord licensing'
                               '</a></li><li><a href="/housing/apply-for-housing">Apply for housing</a></li></ul>'))
    c.put("housing/landlord-licensing.html", licensing(c.name, "Landlord licensing"))
    c.expect = found(c, "/housing/landlord-licensing", "homepage_links", 2)
    c.notes = ("LD1 rung 5/PC1: the homepage opens with 12 'What's on' month links into /events/calendar?month=..., "
               "an endless calendar generated at serve time (every month links the next and previous month and 28 "
               "day pages). No sitemap, no fixed path, no A-Z. The crawler must not spend its 18-request budget "
               "walking months: Housing (nav, depth 1) links to /housing/landlord-licensing -> found by "
               "homepage_links at depth 2. PC1 and PC2 audited.")

    c = new(31, "probe-meta-refresh-loop")
    c.respond("/selective-licensing", {"status": 200, "body": page(
        c.name, "Redirecting", '<h1>Redirecting</h1><p><a href="/selective-licensing?refresh=1">Continue</a></p>',
        head='<meta http-equiv="refresh" content="0; url=/selective-licensing?refresh=1">\n')})
    c.respond("/selective-licensing?refresh=1", {"status": 200, "body": page(
        c.name, "Redirecting", '<h1>Redirecting</h1><p><a href="/selective-licensing">Continue</a></p>',
        head='<meta http-equiv="refresh" content="0; url=/selective-licensing">\n')})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path", max_requests={c.url + "/selective-licensing*": 4})
    c.notes = ("PC5/PC2: the first fixed path /selective-licensing answers 200 with <meta http-equiv=refresh "
               "content='0; url=/selective-licensing?refresh=1'>, which refreshes straight back: an endless "
               "meta-refresh loop. A zero-delay refresh is a redirect in all but name: at most 3 hops (PC5), so at "
               "most 4 requests to /selective-licensing*, then the ladder goes on. Found at /property-licensing by "
               "fixed_path.")

    c = new(32, "homepage-meta-refresh-loop")
    no_rungs_before_homepage(c)
    top = [("/housing/licensing-of-private-rented-homes", "Licensing of private rented homes")]
    c.home(top, head='<meta http-equiv="refresh" content="0; url=/home">\n')
    c.put("home.html", page(c.name, "Home", home_main(c.name, top), head='<meta http-equiv="refresh" content="0; url=/">\n'))
    c.put("housing/licensing-of-private-rented-homes.html", licensing(c.name, "Licensing of private rented homes"))
    c.expect = found(c, "/housing/licensing-of-private-rented-homes", "homepage_links", 1,
                     max_requests={c.url + "/": 4, c.url + "/home": 4})
    c.notes = ("PC5/PC3/LD7: no sitemap, fixed paths and A-Z 404. The homepage '/' has <meta refresh 0; url=/home> and "
               "/home refreshes back to '/': in Chromium the page keeps reloading itself for as long as it is open. "
               "The crawler must read the homepage's links without letting the browser loop (at most 3 hops, PC5; "
               "at most 4 requests each to / and /home here) and nothing may keep loading after the page is done "
               "(PC3 audited). Both pages link /housing/licensing-of-private-rented-homes -> homepage_links depth 1.")

    c = new(33, "js-redirect-off-domain")
    no_rungs_before_homepage(c)
    portal = "www.landlord-portal.co.uk"
    c.home([("/housing/selective-licensing-scheme", "Selective licensing scheme")],
           head=f'<script>setTimeout(function () {{ window.location.href = "http://{portal}/licensing"; }}, 0);</script>\n')
    c.put("housing/selective-licensing-scheme.html", licensing(c.name, "Selective licensing scheme"))
    c.put("robots.txt", "User-agent: *\nDisallow:\n", host=portal)
    c.put("licensing.html", licensing("Landlord Portal Ltd", "Property licensing"), host=portal)
    c.put("index.html", licensing("Landlord Portal Ltd", "Property licensing"), host=portal)
    c.expect = {**found(c, "/housing/selective-licensing-scheme", "homepage_links", 1, never_requested=[portal]),
                "outcome_any": ["found", "not_found"]}
    c.notes = ("LD4/LD7: no sitemap, fixed paths and A-Z 404. The homepage runs setTimeout(0) -> "
               f"window.location = http://{portal}/licensing (a licensing page, served by the fake web as bait). "
               "The browser's navigation off the council's domain must be aborted: that host must never see a "
               "request (the point of the case). The homepage's own link /housing/selective-licensing-scheme is the "
               "page -> found by homepage_links depth 1; not_found is tolerated, since a homepage that sends the "
               "browser off the domain may be read as an off-domain redirect (LD4: recorded, not followed).")

    c = new(34, "huge-dom-deep-nesting")
    no_rungs_before_homepage(c)
    home = page(c.name, "Home", home_main(c.name) + "\nSPLIT")
    head_html, tail_html = home.split("SPLIT")
    c.respond("/", {"status": 200, "generate": {"parts": [
        head_html, {"repeat": "<div>", "count": 50000}, {"repeat": "<i></i>", "count": 100000},
        {"repeat": "</div>", "count": 50000},
        '<p class="landlords"><a href="/housing/hmo-licensing-scheme">HMO licensing scheme for landlords</a></p>\n',
        tail_html]}})
    c.put("housing/hmo-licensing-scheme.html", licensing(c.name, "HMO licensing scheme"))
    c.expect = found(c, "/housing/hmo-licensing-scheme", "homepage_links", 1)
    c.notes = ("PC5/LD1 rung 5: the homepage (generated at serve time, ~1.3 MB, under the 2 MB limit) holds 50,000 "
               "nested <div>s around 100,000 empty elements (~200,000 nodes; libxml2 stops at depth 256 unless told "
               "otherwise, Chromium flattens past 512). The one link that matters, /housing/hmo-licensing-scheme, "
               "comes after the nest. No sitemap, fixed paths, A-Z. The crawler must survive the DOM and still see "
               "that link -> homepage_links depth 1.")

    c = new(35, "probe-over-2mb-chunked")
    bait = licensing(c.name, "Selective licensing")
    top_html, main_html = bait.split('<main id="main">', 1)
    c.respond("/selective-licensing", {"status": 200, "chunked": True, "generate": {"parts": [
        top_html + '<main id="main">\n<h1>Committee papers archive</h1>\n',
        {"repeat": "<p>Minutes of the planning committee, item {i}: no declarations of interest were made.</p>\n",
         "count": 40000},
        main_html]}})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path")
    c.notes = ("PC5: /selective-licensing answers 200 text/html with chunked transfer encoding (no Content-Length) "
               "and a ~3.5 MB body: committee minutes first, the selective-licensing text only after 3 MB. With no "
               "Content-Length the 2 MB limit must be counted while reading and the body abandoned. A crawler that "
               "reads past 2 MB finds the licensing text and reports /selective-licensing (bait); the right answer "
               "is the next probe, /property-licensing -> fixed_path.")

    c = new(36, "homepage-10000-links")
    no_rungs_before_homepage(c)
    home = page(c.name, "Home", home_main(c.name) + "\nSPLIT")
    head_html, tail_html = home.split("SPLIT")
    item = '<li><a href="/news/2024/item-{i}">Council news item {i}</a></li>\n'
    c.respond("/", {"status": 200, "generate": {"parts": [
        head_html + '<section class="all-news"><h2>All news</h2><ul>\n', {"repeat": item, "count": 6000},
        '<li><a href="/housing/landlord-licensing">Landlord licensing</a></li>\n',
        {"repeat": item, "count": 3999, "start": 6000}, "</ul></section>\n", tail_html]}})
    c.put("housing/landlord-licensing.html", licensing(c.name, "Landlord licensing"))
    c.expect = found(c, "/housing/landlord-licensing", "homepage_links", 1)
    c.notes = ("PC1/LD1 rung 5: no sitemap, fixed paths, A-Z. The homepage (generated, ~0.6 MB) has 10,000 links: "
               "9,999 news items and, at position 6,001, /housing/landlord-licensing. The crawler must choose by "
               "link text, not follow links in order: PC1 (<= 18 requests) audited. Found by homepage_links at "
               "depth 1.")

    c = new(37, "iframes-to-other-domains")
    no_rungs_before_homepage(c)
    other = "www.licensing-portal.co.uk"
    frames = ('<section class="media"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video"></iframe>\n'
              '<iframe src="http://maps.google.com/maps?q=town+hall&amp;output=embed" title="Map"></iframe>\n'
              f'<iframe src="http://{other}/{c.domain}/licensing" title="Landlord licensing"></iframe></section>\n')
    c.home([("/private-housing/licensing", "Private housing licensing")], extra=frames)
    c.put("private-housing/licensing.html", licensing(c.name, "Private housing licensing"))
    c.put("robots.txt", "User-agent: *\nDisallow:\n", host=other)
    c.put(f"{c.domain}/licensing.html", licensing("Licensing Portal Ltd", "Property licensing"), host=other)
    c.expect = found(c, "/private-housing/licensing", "homepage_links", 1,
                     never_requested=[other, "www.youtube.com", "maps.google.com"])
    c.notes = ("LD4/LD7: no sitemap, fixed paths, A-Z. The homepage embeds three iframes on other domains: an https "
               "YouTube embed (a CONNECT tunnel if tried), a Google map over http and a licensing page on "
               f"{other} (bait, served by the fake web). Frames are subresources: off-domain ones are aborted, no "
               "request or tunnel to any of these hosts, and the framed licensing page is never a finding. The "
               "homepage link /private-housing/licensing -> homepage_links depth 1.")

    c = new(38, "probe-pdf-instead-of-page")
    pdf_text = "Selective licensing designation. Private landlords must apply for a property licence."
    stream = f"BT /F1 12 Tf 72 720 Td ({pdf_text}) Tj ET".encode()
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    pdf, offsets = b"%PDF-1.4\n", []
    for k, o in enumerate(objs, 1):
        offsets.append(len(pdf))
        pdf += b"%d 0 obj\n" % k + o + b"\nendobj\n"
    xref = len(pdf)
    pdf += b"xref\n0 6\n0000000000 65535 f \n" + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    pdf += b"trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % xref
    c.put("_designation.pdf", pdf)
    c.respond("/selective-licensing", {"status": 200, "headers": {"Content-Type": "application/pdf"},
                                       "body_file": "_designation.pdf"})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path")
    c.notes = ("PC5: the first fixed path /selective-licensing answers 200 application/pdf (a selective licensing "
               "designation notice whose text says 'property licence'). Non-HTML bodies are not pages: the PDF must "
               "not become the finding. The next probe /property-licensing is the HTML page -> fixed_path.")

    c = new(39, "homepage-link-to-zip-download")
    no_rungs_before_homepage(c)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("landlord-licensing.html", licensing(c.name, "Landlord licensing"))
        z.writestr("application-form.txt", "Property licence application form\n" * 20)
    c.put("_pack.zip", buf.getvalue())
    c.respond("/documents/landlord-licensing-pack", {"status": 200, "headers": {
        "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="landlord-licensing-pack.zip"'},
        "body_file": "_pack.zip"})
    c.home([("/documents/landlord-licensing-pack", "Landlord licensing application pack"),
            ("/private-sector-housing", "Private sector housing")])
    c.put("private-sector-housing.html", page(c.name, "Private sector housing", "<h1>Private sector housing</h1>\n"
                                              '<ul><li><a href="/private-sector-housing/licensing">Property licensing'
                                              "</a></li></ul>"))
    c.put("private-sector-housing/licensing.html", licensing(c.name))
    c.expect = found(c, "/private-sector-housing/licensing", "homepage_links", 2)
    c.notes = ("PC5/LD1 rung 5: no sitemap, fixed paths, A-Z. The homepage's most licensing-like link, "
               "'Landlord licensing application pack' -> /documents/landlord-licensing-pack, is a ZIP "
               "(application/zip, Content-Disposition: attachment: a download in Chromium) holding a licensing "
               "HTML file. It is not a page: no finding from it, and the visit must carry on (a browser download "
               "must not crash the page read). Private sector housing -> /private-sector-housing/licensing is the "
               "page -> homepage_links depth 2.")

    c = new(40, "page-windows-1252")
    title = "Landlord licensing \u2013 fees from \u00a3600"
    body = page(c.name, title, licensing_main(c.name, title).replace("&pound;", "\u00a3")
                .replace("landlords in", "landlords\u2019 homes in"), charset="windows-1252")
    c.put("_page-1252.html", body.replace(" | " + c.name, " | " + c.name).encode("cp1252"))
    c.respond("/property-licensing", {"status": 200, "headers": {"Content-Type": "text/html; charset=windows-1252"},
                                      "body_file": "_page-1252.html"})
    c.expect = found(c, "/property-licensing", "fixed_path", title_contains=["\u00a3600"])
    c.notes = ("/property-licensing is served 'text/html; charset=windows-1252' (header and meta agree): the bytes "
               "hold 0xA3 (pound), 0x96 (en dash), 0x92 (right quote). Read as UTF-8 they become U+FFFD. The page "
               "must be decoded as windows-1252: found by fixed_path and the stored title contains '\u00a3600'.")

    c = new(41, "page-latin1-declared-in-meta-only")
    title = "Licensing for landlords: fees from \u00a3550"
    body = page(c.name, title, licensing_main(c.name, title).replace("&pound;", "\u00a3"),
                head="", charset="ISO-8859-1")
    body = body.replace('<meta charset="ISO-8859-1">', '<meta http-equiv="Content-Type" content="text/html; '
                        'charset=ISO-8859-1">')
    c.put("_page-latin1.html", body.encode("latin-1"))
    c.respond("/hmo-licensing", {"status": 200, "headers": {"Content-Type": "text/html"},
                                 "body_file": "_page-latin1.html"})
    c.expect = found(c, "/hmo-licensing", "fixed_path", title_contains=["\u00a3550"])
    c.notes = ("/hmo-licensing is served as plain 'text/html' (no charset in the header); the charset is declared "
               "only in <meta http-equiv=Content-Type ... charset=ISO-8859-1>. The body is Latin-1 (0xA3 for the "
               "pound sign). The HTML sniffing rules must pick the meta charset: found by fixed_path with '\u00a3550' "
               "in the title. /selective- and /property-licensing 404.")

    c = new(42, "page-utf16-with-bom")
    title = "Selective licensing \u2013 \u00a3700 per licence"
    body = page(c.name, title, licensing_main(c.name, title).replace("&pound;", "\u00a3"), charset="utf-16")
    c.put("_page-utf16.html", b"\xff\xfe" + body.encode("utf-16-le"))
    c.respond("/selective-licensing", {"status": 200, "headers": {"Content-Type": "text/html"},
                                       "body_file": "_page-utf16.html"})
    c.expect = found(c, "/selective-licensing", "fixed_path", title_contains=["\u00a3700"])
    c.notes = ("/selective-licensing is UTF-16LE with a byte order mark (FF FE), served as 'text/html' without a "
               "charset. Every other byte is NUL: a crawler that decodes as UTF-8/Latin-1 sees no text and no "
               "licensing words. The BOM decides (HTML encoding sniffing): found by fixed_path with '\u00a3700' in "
               "the title.")

    # ------------------------------------------------------------------ network faults
    c = new(43, "homepage-slow-drip")
    no_rungs_before_homepage(c)
    home = page(c.name, "Home", home_main(c.name) + "\n<!-- " + "more news to follow " * 100 + "-->\n"
                '<p><a href="/housing/landlord-licensing">Landlord licensing</a></p>')
    c.put("_home_drip.html", home)
    c.respond("/", {"status": 200, "fault": "drip", "drip_bytes_per_s": 80, "body_file": "_home_drip.html"})
    c.put("housing/landlord-licensing.html", licensing(c.name, "Landlord licensing"))
    c.expect = {"outcome": "not_found", "outcome_any": ["not_found", "unavailable"], "found": False,
                "never_requested": [c.url + "/housing/landlord-licensing"]}
    c.notes = ("PC5: a slow-drip homepage: headers at once, then the ~%d-byte body at 80 bytes/s (~%d s), so no "
               "single read ever idles long enough to trip an idle timeout. The 30 s limit is for the whole request: "
               "the read must be abandoned at 30 s. The link to /housing/landlord-licensing (bait) only arrives "
               "after ~%d s and must never be requested. No sitemap, fixed paths, A-Z. Outcome not_found or "
               "unavailable. Costs ~30 real seconds." % (len(home), len(home) // 80, len(home) // 80 - 5))

    c = new(44, "probe-reset-mid-body")
    bait = licensing(c.name, "Selective licensing")
    c.put("_selective.html", bait)
    c.respond("/selective-licensing", {"status": 200, "fault": "reset_mid_body", "body_file": "_selective.html",
                                       "fault_after_bytes": bait.index("<h2>How to apply")})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = {**found(c, "/property-licensing", "fixed_path"), "outcome_any": ["found", "unavailable"]}
    c.notes = ("PC5/CD5/AF3: /selective-licensing sends 200 with the full Content-Length, then the first ~%d bytes "
               "(which already hold the licensing text) and a TCP reset. That is a connection error, not a page: "
               "the half page must not become the finding (AF3 would archive something the council never fully "
               "said). Either the visit ends without blame (CD5: unavailable) or the probe is dropped and the "
               "ladder goes on to /property-licensing (found, fixed_path). Found at /selective-licensing fails."
               % bait.index("<h2>How to apply"))

    c = new(45, "probe-short-content-length-smuggle")
    first = page(c.name, "Housing", "<h1>Housing</h1>\n<p>Information about council housing.</p>")
    smuggled = licensing(c.name, "Property licensing").encode()
    raw = first.encode() + (b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: %d\r\n\r\n"
                            % len(smuggled)) + smuggled
    c.put("_short.bin", raw)
    c.respond("/selective-licensing", {"status": 200, "headers": {"Content-Type": "text/html; charset=utf-8"},
                                       "fault": "short_content_length", "content_length": len(first.encode()),
                                       "body_file": "_short.bin"})
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.expect = found(c, "/hmo-licensing", "fixed_path")
    c.notes = ("Network fault (Content-Length shorter than the body): /selective-licensing declares Content-Length "
               "for a short 'Housing' page but keeps writing a complete second HTTP response (200, a licensing page) "
               "on the same keep-alive connection. A client that reuses the connection would take those bytes as "
               "the answer to its next request, /property-licensing (which really 404s). Right: read exactly "
               "Content-Length bytes, do not trust leftovers; /property-licensing 404; found at /hmo-licensing by "
               "fixed_path.")

    c = new(46, "probe-long-content-length")
    c.put("_selective.html", licensing(c.name, "Selective licensing"))
    c.respond("/selective-licensing", {"status": 200, "fault": "long_content_length", "body_file": "_selective.html"})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = {**found(c, "/property-licensing", "fixed_path"), "outcome_any": ["found", "unavailable"]}
    c.notes = ("PC5/CD5/AF3: /selective-licensing declares Content-Length = body + 4096, sends the body (a licensing "
               "page) and hangs up owing 4,096 bytes. The transfer failed (data loss): it is a connection error, "
               "not a page, and must not become the finding or the archived copy (AF3). The crawler must not wait "
               "for the missing bytes either. Either the visit ends without blame (unavailable) or it goes on to "
               "/property-licensing (found, fixed_path).")

    c = new(47, "probe-broken-chunked")
    bait = licensing(c.name, "Selective licensing")
    c.put("_selective.html", bait)
    c.respond("/selective-licensing", {"status": 200, "fault": "broken_chunked", "body_file": "_selective.html",
                                       "fault_after_bytes": bait.index("<h2>Licence fees")})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = {**found(c, "/property-licensing", "fixed_path"), "outcome_any": ["found", "unavailable"]}
    c.notes = ("PC5/CD5/AF3: /selective-licensing uses chunked transfer encoding; after a few good chunks (holding "
               "the licensing text) comes a chunk-size line 'zz-not-a-chunk-size' and the server hangs up. A broken "
               "transfer is an error, not a page: no finding from it. Unavailable (visit ends, CD5) or found at "
               "/property-licensing (fixed_path) are both right.")

    # ------------------------------------------------------------------ challenge families
    c = new(48, "probe-akamai-challenge-200")
    c.put("_akamai.html", '<!DOCTYPE html><html><head><title>Access check</title>'
          '<script src="/_sec/cp_challenge/ak-challenge-4-3.js"></script></head><body>'
          '<div id="sec-if-cpt-container" class="sec-if-cpt"><div id="sec-text-container">'
          "<h1>Please wait while we verify your browser</h1><p>This process is automatic.</p></div>"
          '<div id="sec-cpt-if"><iframe id="sec-cpt-if" src="/_sec/cp_challenge/verify"></iframe></div></div>'
          '<script>var chlgeId = "d4f1c0a2b3"; window.addEventListener("load", function () { '
          'sec_cpt.init("ak-challenge-4-3"); });</script></body></html>\n')
    c.respond("/selective-licensing", {"status": 200, "challenge": True, "body_file": "_akamai.html", "headers": {
        "Content-Type": "text/html", "Server": "AkamaiGHost", "Cache-Control": "no-store",
        "Set-Cookie": "sec_cpt=3B5C2E7A~3~; Path=/; Max-Age=120", "Akamai-GRN": "0.1a2b3c4d.1736942400.5e6f7a8b"}})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = {"outcome": "refused", "found": False,
                "never_requested": [c.url + "/_sec/", c.url + "/property-licensing"]}
    c.notes = ("RF1/RF2: the first fixed path /selective-licensing answers 200 (not 403) with an Akamai Bot Manager "
               "crypto challenge (sec-if-cpt-container, /_sec/cp_challenge/ak-challenge script, sec_cpt cookie, "
               "Server: AkamaiGHost). A challenge page is a refusal: the visit ends at once, no /_sec/ fetch, rest "
               ">= 30 days. Bait: the real page at /property-licensing (the next probe).")

    c = new(49, "sitemap-datadome-403")
    c.put("_datadome.html", '<html><head><title>example</title><style>#cmsg{animation: A 1.5s;}</style></head>'
          '<body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p>'
          "<script data-cfasync=\"false\">var dd={'rt':'c','cid':'AHrlqAAAAAMAx9','hsh':'0D5C3A6D2B','t':'bv',"
          "'s':47891,'e':'f3b1','host':'geo.captcha-delivery.com'}</script>"
          '<script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script>'
          '<iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=AHrlqAAAAAMAx9" width="100%" '
          'height="100%"></iframe></body></html>\n')
    c.respond("/sitemap.xml", {"status": 403, "challenge": True, "body_file": "_datadome.html", "headers": {
        "Content-Type": "text/html;charset=utf-8", "X-DataDome": "protected", "X-DD-B": "1",
        "Set-Cookie": "datadome=3Fq~aZ8w; Max-Age=31536000; Domain=.%s; Path=/; Secure; SameSite=Lax" % c.domain}})
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.expect = {"outcome": "refused", "found": False,
                "never_requested": [c.url + "/selective-licensing", "geo.captcha-delivery.com", "ct.captcha-delivery.com"]}
    c.notes = ("RF1/RF2: the sitemap (a cheap request, named in robots.txt) answers 403 with a DataDome captcha "
               "page (X-DataDome: protected, geo.captcha-delivery.com iframe). A refusal: nothing more is requested "
               "- no captcha host, no fixed path - and the council rests >= 30 days. Bait: licensing page at "
               "/selective-licensing.")

    c = new(50, "probe-recaptcha-200")
    c.put("_recaptcha.html", page(c.name, "Security check", "<h1>Security check</h1>\n<p>Please confirm you are not a "
          "robot to continue to the page you asked for.</p>\n<form method=\"post\" action=\"/verify\">"
          '<div class="g-recaptcha" data-sitekey="6LcXXXXAAAAAAJhvRyAtestkey0000000000000"></div>'
          '<button type="submit">Continue</button></form>',
          head='<script src="https://www.google.com/recaptcha/api.js" async defer></script>\n'))
    c.respond("/selective-licensing", {"status": 200, "challenge": True, "body_file": "_recaptcha.html"})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = {"outcome": "refused", "found": False,
                "never_requested": [c.url + "/property-licensing", c.url + "/verify", "www.google.com"]}
    c.notes = ("RF1/RF2/LD5: /selective-licensing answers 200 with a reCAPTCHA 'confirm you are not a robot' gate "
               "(g-recaptcha widget, www.google.com/recaptcha/api.js, a POST form) in the council's own page "
               "template. It is a challenge page: the visit ends at once (refused, rest >= 30 days), the form is "
               "never submitted, Google is never contacted. Bait: the real page at /property-licensing.")

    c = new(51, "depth1-hcaptcha-200")
    no_rungs_before_homepage(c)
    c.home([("/residents", "Residents"), ("/housing", "Housing and landlords")])
    c.put("_hcaptcha.html", page(c.name, "One more step", "<h1>One more step</h1>\n<p>Please complete the security "
          'check to access this part of the site.</p>\n<form method="post" action="/housing?challenge=1">'
          '<div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div>'
          '<button type="submit">Continue</button></form>',
          head='<script src="https://js.hcaptcha.com/1/api.js" async defer></script>\n'))
    c.respond("/housing", {"status": 200, "challenge": True, "body_file": "_hcaptcha.html"})
    c.put("residents.html", page(c.name, "Residents", '<h1>Residents</h1>\n<ul><li><a href="/residents/landlord-'
                                 'licensing">Private landlords: property licensing</a></li></ul>'))
    c.put("residents/landlord-licensing.html", licensing(c.name, "Private landlords: property licensing"))
    c.expect = {"outcome": "refused", "found": False,
                "never_requested": [c.url + "/residents/landlord-licensing", "js.hcaptcha.com", "hcaptcha.com"]}
    c.notes = ("RF1/RF2: no sitemap, fixed paths, A-Z. Homepage -> 'Housing and landlords' (/housing, the likeliest "
               "link) answers 200 with an hCaptcha gate (h-captcha widget, js.hcaptcha.com script) in the council's "
               "template, read in the browser. A challenge: refused, nothing after it (no hcaptcha host, no other "
               "page), rest >= 30 days. Bait at depth 2: /residents -> /residents/landlord-licensing.")

    c = new(52, "homepage-turnstile-200")
    no_rungs_before_homepage(c)
    c.put("_turnstile.html", page(c.name, "Checking your browser", "<h1>Checking your browser</h1>\n<p>We are "
          "checking that you are a person and not an automated program.</p>\n"
          '<form method="post" action="/"><div class="cf-turnstile" data-sitekey="0x4AAAAAAABkMYinukE8nzY"></div>'
          '</form>\n<noscript><p>Looking for <a href="/housing/property-licensing-schemes">property licensing</a>?'
          "</p></noscript>",
          head='<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>\n'))
    c.respond("/", {"status": 200, "challenge": True, "body_file": "_turnstile.html"})
    c.put("housing/property-licensing-schemes.html", licensing(c.name, "Property licensing schemes"))
    c.expect = {"outcome": "refused", "found": False,
                "never_requested": [c.url + "/housing/property-licensing-schemes", "challenges.cloudflare.com"]}
    c.notes = ("RF1/RF2/LD4: no sitemap, fixed paths, A-Z. The homepage (a browser read) answers 200 with a "
               "Cloudflare Turnstile gate (cf-turnstile widget, challenges.cloudflare.com script; no cf-mitigated "
               "header, no 'Just a moment'). A challenge: refused, rest >= 30 days; the Turnstile script is never "
               "fetched (no CONNECT to challenges.cloudflare.com). Bait: a <noscript> link on the gate to "
               "/housing/property-licensing-schemes, a licensing page.")

    c = new(53, "homepage-cloudflare-challenge-browser")
    no_rungs_before_homepage(c)
    c.put("_cf.html", '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>'
          '<meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper" role="main">'
          f'<div class="main-content"><h1 class="zone-name-title h1">{c.host}</h1>'
          "<h2 class=\"h2\" id=\"challenge-running\">Checking if the site connection is secure</h2>"
          '<noscript><a href="/housing/hmo-licensing-scheme">HMO licensing</a></noscript></div></div>'
          '<script>(function(){window._cf_chl_opt={cvId:"3",cZone:"%s",cType:"managed",cRay:"8f1e2d3c4b5a6978"};'
          "var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1"
          "?ray=8f1e2d3c4b5a6978';document.getElementsByTagName('head')[0].appendChild(a);}());</script>"
          '<img src="/cdn-cgi/images/trace/managed/js/transparent.gif?ray=8f1e2d3c4b5a6978" alt=""></body></html>\n'
          % c.host)
    c.respond("/", {"status": 403, "body_file": "_cf.html", "headers": {
        "Content-Type": "text/html; charset=UTF-8", "cf-mitigated": "challenge", "Server": "cloudflare",
        "CF-RAY": "8f1e2d3c4b5a6978-LHR", "Cache-Control": "private, max-age=0, no-store"}})
    c.put("housing/hmo-licensing-scheme.html", licensing(c.name, "HMO licensing scheme"))
    c.expect = {"outcome": "refused", "found": False,
                "never_requested": [c.url + "/cdn-cgi/", c.url + "/housing/hmo-licensing-scheme"]}
    c.notes = ("RF1/RF2: no sitemap, fixed paths, A-Z. The homepage, read in Chromium, answers 403 with a "
               "Cloudflare managed challenge (cf-mitigated: challenge, 'Just a moment...'). In a real browser its "
               "inline script loads /cdn-cgi/challenge-platform/... and solves itself - that is attempting the "
               "challenge (RF2). The crawler must see the 403/challenge on the document and load none of its "
               "subresources: no /cdn-cgi/ request (same domain, so only RF1/RF2 stop it). Refused, rest >= 30 "
               "days. Bait: a <noscript> link to /housing/hmo-licensing-scheme.")

    # ------------------------------------------------------------------ login walls
    c = new(54, "probe-302-to-login")
    login_page = page(c.name, "Sign in", "<h1>Sign in to the landlord licensing portal</h1>\n<form method=\"post\" "
                      'action="/account/login"><label>Email <input name="email"></label><label>Password <input '
                      'type="password" name="password"></label><button>Sign in</button></form>')
    c.put("_login.html", login_page)
    c.respond("/selective-licensing", {"status": 302, "headers": {
        "Location": "/account/login?ReturnUrl=%2Fselective-licensing"}})
    c.respond("/account/login?ReturnUrl=%2Fselective-licensing", {"status": 200, "login": True, "body_file": "_login.html"})
    c.respond("/account/login", {"status": 200, "login": True, "body_file": "_login.html"})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path", never_requested=[c.url + "/account/login"])
    c.notes = ("LD5/PC2: the first fixed path /selective-licensing 302s to /account/login?ReturnUrl=... (a sign-in "
               "form for the 'landlord licensing portal'). A redirect to a sign-in page skips that page: the hop is "
               "checked before it is followed and /account/login is never requested (the auditor flags it as LD5). "
               "Not a refusal: the ladder goes on to /property-licensing -> fixed_path.")

    c = new(55, "homepage-links-into-login-wall")
    no_rungs_before_homepage(c)
    c.home([("/landlord-portal/sign-in?returnUrl=%2Flandlord-portal%2Flicences", "Apply for a property licence"),
            ("/housing/landlord-licensing", "Landlord licensing"),
            ("/private-sector-housing", "Private sector housing")])
    c.put("_login.html", page(c.name, "Sign in", '<h1>Sign in</h1>\n<form method="post" action="/sso/login">'
                              '<label>Username <input name="u"></label><label>Password <input type="password" '
                              'name="p"></label></form>'))
    for t in ["/landlord-portal/sign-in?returnUrl=%2Flandlord-portal%2Flicences", "/landlord-portal/sign-in",
              "/sso/login?next=%2Fhousing%2Flandlord-licensing", "/sso/login"]:
        c.respond(t, {"status": 200, "login": True, "body_file": "_login.html"})
    c.respond("/housing/landlord-licensing", {"status": 302, "headers": {
        "Location": "/sso/login?next=%2Fhousing%2Flandlord-licensing"}})
    c.put("private-sector-housing.html", page(c.name, "Private sector housing", "<h1>Private sector housing</h1>\n"
                                              '<ul><li><a href="/private-sector-housing/property-licensing">Property '
                                              "licensing</a></li></ul>"))
    c.put("private-sector-housing/property-licensing.html", licensing(c.name))
    c.expect = found(c, "/private-sector-housing/property-licensing", "homepage_links", 2,
                     never_requested=[c.url + "/landlord-portal/", c.url + "/sso/"])
    c.notes = ("LD5: no sitemap, fixed paths, A-Z. The homepage's two most licensing-like links lead to sign-in: "
               "'Apply for a property licence' -> /landlord-portal/sign-in?returnUrl=... (the URL says so), and "
               "'Landlord licensing' -> /housing/landlord-licensing, which 302s to /sso/login?next=... Neither "
               "sign-in page may be requested (checked before the hop is followed, also inside the browser). "
               "Private sector housing -> /private-sector-housing/property-licensing -> homepage_links depth 2.")

    c = new(56, "probe-401-skips-page")
    c.put("_401.html", page(c.name, "Authorisation required", "<h1>Authorisation required</h1>\n<p>Selective "
                            "licensing applications: sign in with your landlord account.</p>"))
    c.respond("/selective-licensing", {"status": 401, "body_file": "_401.html", "headers": {
        "WWW-Authenticate": 'Basic realm="Landlord licensing portal"'}})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path", max_requests={c.url + "/selective-licensing": 1})
    c.notes = ("LD5 vs RB6: a 401 on robots.txt closes the site, but a 401 on a page only skips that page (LD5: "
               "'a 401 ... skips that page'). /selective-licensing answers 401 with WWW-Authenticate: Basic: no "
               "credentials, no retry (exactly 1 request), and the visit goes on - it is not a refusal. Found at "
               "/property-licensing by fixed_path.")

    # ------------------------------------------------------------------ private addresses
    c = new(57, "redirects-to-private-addresses")
    c.respond("/selective-licensing", {"status": 301, "headers": {"Location": "http://10.0.0.5/selective-licensing"}})
    c.respond("/property-licensing", {"status": 302, "headers": {"Location": "http://127.0.0.1:9/property-licensing"}})
    c.respond("/hmo-licensing", {"status": 307, "headers": {"Location": "http://169.254.169.254/latest/meta-data/"}})
    c.put("additional-licensing.html", licensing(c.name, "Additional licensing"))
    c.expect = found(c, "/additional-licensing", "fixed_path",
                     never_requested=["10.0.0.5", "127.0.0.1", "169.254.169.254"])
    c.notes = ("PC6/LD4: the first three fixed paths redirect to private, loopback and link-local literals: 301 "
               "http://10.0.0.5/..., 302 http://127.0.0.1:9/... (not the fake web's port), 307 "
               "http://169.254.169.254/latest/meta-data/ (cloud metadata). Tests run with private addresses allowed "
               "so the fake web itself is reachable; these targets are off the council's domain anyway (LD4), so "
               "none is followed - the fake web would log them as hosts 10.0.0.5 / 127.0.0.1 / 169.254.169.254 if "
               "they were. Found at /additional-licensing by fixed_path.")

    c = new(58, "redirects-userinfo-and-numeric-hosts")
    c.respond("/selective-licensing", {"status": 302, "headers": {
        "Location": f"http://{c.host}@10.0.0.5/selective-licensing"}})
    c.respond("/property-licensing", {"status": 301, "headers": {"Location": "http://167772165/property-licensing"}})
    c.respond("/hmo-licensing", {"status": 302, "headers": {"Location": f"http://{c.host}.10.0.0.5.nip.io/hmo-licensing"}})
    c.respond("/additional-licensing", {"status": 302, "headers": {"Location": "http://0x7f.1/additional-licensing"}})
    c.put("landlord-licensing.html", licensing(c.name, "Landlord licensing"))
    c.expect = found(c, "/landlord-licensing", "fixed_path",
                     never_requested=["10.0.0.5", "167772165", f"{c.host}.10.0.0.5.nip.io", "0x7f.1", "127.0.0.1"])
    c.notes = ("PC6/LD4: redirects whose Location only looks like the council: "
               f"http://{c.host}@10.0.0.5/... (userinfo - the host is 10.0.0.5), http://167772165/... (10.0.0.5 as "
               f"one decimal number), http://{c.host}.10.0.0.5.nip.io/... (council name as a prefix of a foreign "
               "name), http://0x7f.1/... (127.0.0.1 in hex shorthand). Scope must be judged on the parsed, "
               "normalised host, not on the string: none is followed. Found at /landlord-licensing (5th path).")

    # ------------------------------------------------------------------ more
    c = new(59, "robots-sitemaps-off-domain-and-private")
    vendor = "sitemaps.cms-vendor.net"
    c.put("robots.txt", robots(c.domain, sitemap=None) + f"Sitemap: http://{vendor}/{c.domain}/sitemap.xml\n"
          "Sitemap: http://10.0.0.7/sitemap.xml\n" + f"Sitemap: http://www.{c.domain}/sitemap-main.xml\n")
    c.drop("sitemap.xml")
    c.put("sitemap-main.xml", urlset(c.host, ORDINARY + ["/housing/licensing-private-landlords"]))
    c.put("housing/licensing-private-landlords.html", licensing(c.name, "Licensing for private landlords"))
    c.put("robots.txt", "User-agent: *\nDisallow:\n", host=vendor)
    c.put(f"{c.domain}/sitemap.xml", urlset(c.host, ["/bait/licensing"]), host=vendor)
    c.put("bait/licensing.html", licensing(c.name, "Licensing"))
    c.expect = found(c, "/housing/licensing-private-landlords", "sitemap",
                     never_requested=[vendor, "10.0.0.7", c.url + "/bait/"])
    c.notes = ("LD4/PC6/RB1: robots.txt names three sitemaps: one on a CMS vendor's host (off-domain; the fake web "
               "serves it with a bait URL), one on a private address (http://10.0.0.7/), and the council's own "
               "/sitemap-main.xml. Only the council's own is read; the other two hosts never see a request (not "
               "even for their robots.txt). Found via /sitemap-main.xml -> /housing/licensing-private-landlords by "
               "the sitemap rung; /bait/licensing (only in the vendor's sitemap) is never requested.")

    c = new(60, "probe-http-redirect-loop")
    c.respond("/selective-licensing", {"status": 302, "headers": {"Location": "/selective-licensing/"}})
    c.respond("/selective-licensing/", {"status": 302, "headers": {"Location": "/selective-licensing"}})
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path", max_requests={c.url + "/selective-licensing*": 4})
    c.notes = ("PC5/PC1: /selective-licensing 302s to /selective-licensing/, which 302s back (a trailing-slash "
               "loop). At most 3 redirects in a row (so at most 4 requests to /selective-licensing*), every hop "
               "counts toward PC1; then the probe is dropped and the ladder goes on. Found at /property-licensing "
               "by fixed_path.")

    c = new(61, "probe-500-ends-visit")
    c.respond("/property-licensing", {"status": 500, "body": page(c.name, "Server error",
                                                                  "<h1>Sorry, something went wrong</h1>")})
    c.put("hmo-licensing.html", licensing(c.name, "HMO licensing"))
    c.expect = {"outcome": "unavailable", "found": False, "never_requested": [c.url + "/hmo-licensing"]}
    c.notes = ("CD5: the second fixed path /property-licensing answers 500. CD5: '5xx or unreachable host ends the "
               "visit without blame; retried no sooner than 6 hours': nothing more is requested, outcome "
               "unavailable (not refused, not not_found). Bait: the page at /hmo-licensing (the next probe).")

    c = new(62, "robots-gzip-content-encoding")
    c.drop("robots.txt")
    c.respond("/robots.txt", {"status": 200, "headers": {"Content-Type": "text/plain; charset=utf-8",
                                                         "Content-Encoding": "gzip"},
                              "generate": {"gzip": True, "parts": [robots(
                                  c.domain, "User-agent: DatestoneBot\nDisallow: /selective-licensing",
                                  "User-agent: *\nDisallow: /admin/")]}})
    c.put("selective-licensing.html", licensing(c.name, "Selective licensing"))
    c.put("property-licensing.html", licensing(c.name))
    c.expect = found(c, "/property-licensing", "fixed_path", never_requested=[c.url + "/selective-licensing"])
    c.notes = ("RB3/RB4: robots.txt is sent gzip-compressed (Content-Encoding: gzip). It must be decoded before "
               "parsing; parsing the compressed bytes yields no rules (= allow all) and the crawler would request "
               "/selective-licensing, which the DatestoneBot group disallows (bait licensing page there). Found at "
               "/property-licensing by fixed_path.")
    return out


def main() -> None:
    for c in cases():
        if c.slug in KNOWN:
            c.known_failure = KNOWN[c.slug]
        print(c.write().name)


if __name__ == "__main__":
    main()
