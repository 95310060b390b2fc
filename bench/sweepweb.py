"""The fake web of bench/sweep.py: one realistic site per council website of the register (296 councils,
293 websites: Adur and Worthing, Lewes and Eastbourne, South Norfolk and Broadland each share one), built
into a temporary folder at run time with tests/fakeweb/builder.make_site, nothing committed.

The mix, drawn with a seeded RNG over the websites (shares of the websites, the remainder to sitemaps):

- sitemap   ~60 %  robots.txt names a sitemap (a plain urlset, or now and then an index of two children) whose
                   best URL is the licensing page; decoys (premises, taxis, a consultation in the news) score 0
- fixed     ~15 %  one of LD1a's 7 paths is the page (sometimes a vanity path that 301s to it)
- a_z       ~8 %   only the A–Z finds it: /a-z (or /a-to-z) lists letters, L lists the page; or one long index
- homepage  ~7 %   only the homepage's links find it: one click in, or two via the housing hub
- nothing   ~7 %   no licensing page anywhere: the finder spends its budget on hubs
- refusing  ~3 %   robots.txt answers 429, or the licensing page 403, or the sitemap a Cloudflare-style challenge

Sites other than `sitemap` have no Sitemap: line; half of them still serve a /sitemap.xml that leaves the page out,
as real ones do. About 1 site in 20 asks `Crawl-delay: 20` (above PC2's 15 s cheap minimum). Every site has a
robots.txt, a homepage, a 404 page, a handful of ordinary pages and three page assets (stylesheet, script, logo).
Page wording is copied from fake-web cases the finder is known to find (sites/sitemap-plain-decoys, the builder).
"""

from __future__ import annotations

import csv
import html
import random
from dataclasses import dataclass
from pathlib import Path

from datestone import policy
from datestone.config import BUNDLED_REGISTER
from datestone.register import Council, load_register
from tests.fakeweb.builder import make_site
from tests.fakeweb.sitefolder import Site

MIX = (("fixed", 0.15), ("a_z", 0.08), ("homepage", 0.07), ("nothing", 0.07), ("refusing", 0.03))  # rest: sitemap
CRAWL_DELAY_SHARE = 0.05
CRAWL_DELAY_S = 20

# Licensing page addresses that are none of LD1a's fixed paths (so only the intended rung finds them).
LICENSING_PATHS = (
    "/housing/private-sector-housing/property-licensing",
    "/residents/housing/landlords-and-letting-agents/selective-licensing",
    "/housing-homes-homelessness/property-licensing",
    "/info/20013/private_housing/123/property_licensing",
    "/article/15823/property-licensing",
    "/services/housing/hmo-licensing",
)
GENERIC = {  # path: (title, a paragraph)
    "/council-tax": ("Council tax", "Pay your council tax, set up a Direct Debit, apply for a discount or tell us "
                     "you are moving."),
    "/bins-and-recycling": ("Bins and recycling", "Find your collection day, report a missed bin or order a new "
                            "recycling box."),
    "/planning": ("Planning", "Search planning applications, comment on a proposal or apply for planning permission."),
    "/contact-us": ("Contact us", "Our customer service centre is open Monday to Friday, 9am to 5pm."),
    "/housing/council-homes": ("Council homes", "Apply to join the housing register and bid for a council or housing "
                               "association home."),
    "/housing/homelessness": ("Homelessness", "If you are homeless or about to lose your home, contact our housing "
                              "options team today."),
    "/housing/private-renting": ("Private renting advice", "Advice for tenants in privately rented homes: repairs, "
                                 "deposits, eviction and your rights. Landlords can find guidance on repairs and "
                                 "safety."),
    "/business/licensing": ("Business licensing", "Alcohol and entertainment, taxis and private hire, street trading "
                            "and gambling."),
    "/business/licensing/premises-licence": ("Premises licence", "You need a premises licence under the Licensing Act "
                                             "2003 to sell alcohol or provide regulated entertainment."),
}
SITE_CSS = ("body{font-family:Arial,sans-serif;margin:0;color:#0b0c0c}header,footer{background:#005a8c;color:#fff;"
            "padding:12px 20px}\nheader a,footer a{color:#fff}main{max-width:960px;margin:0 auto;padding:20px}"
            ".breadcrumb{font-size:14px}\n.cookie-banner{background:#f3f2f1;padding:10px 20px}.nav a{margin-right:14px}"
            "table{border-collapse:collapse}td,th{border:1px solid #b1b4b6;padding:4px 8px}\n")
SITE_JS = ("(function(){var b=document.getElementById('cookie-banner');if(!b)return;\n"
           "if(document.cookie.indexOf('cookie_consent=')>=0){b.style.display='none';return;}\n"
           "var a=b.querySelector('button');if(a)a.addEventListener('click',function(){document.cookie="
           "'cookie_consent=essential;path=/';b.style.display='none';});})();\n")
LOGO = ('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40">'
        '<rect width="160" height="40" fill="#005a8c"/></svg>')

# Two wordings of the licensing page, after sites/sitemap-plain-decoys (Newham) and tests/fakeweb/builder.
LICENSING_BODIES = (
    """<p>{name} licenses privately rented homes in the borough. If you rent out a property here you may need a
property licence.</p>
<h2>Which licence do I need?</h2>
<ul><li><strong>Selective licence</strong> &ndash; for a house or flat let to one household. The selective licensing scheme
covers the designated area and runs until 31 May 2028.</li>
<li><strong>Additional licence</strong> &ndash; for a house in multiple occupation (HMO) with 3 or 4 tenants from 2 or more
households. The additional licensing scheme runs until 31 December 2027.</li>
<li><strong>Mandatory HMO licence</strong> &ndash; for an HMO with 5 or more tenants from 2 or more households. This is a
national requirement.</li></ul>
<h2>Fees</h2><table><thead><tr><th>Licence</th><th>Fee</th></tr></thead><tbody><tr><td>Selective licence (5 years)</td>
<td>£750</td></tr><tr><td>Additional HMO licence</td><td>£1,250</td></tr><tr><td>Mandatory HMO licence</td>
<td>£1,250 plus £50 per extra room</td></tr></tbody></table>
<h2>How to apply</h2><p>Apply online. You pay the fee in two parts: the first when you apply and the second before the
licence is granted.</p>
<h2>Penalties</h2><p>Landlords who rent out an unlicensed property can be prosecuted or given a civil penalty of up to
&pound;30,000. Tenants can apply for a rent repayment order.</p>""",
    """<p>Private landlords must apply for a licence. Our selective licensing scheme came into force on 1 April 2024
and covers all privately rented homes in the designated area. Mandatory HMO licensing applies to houses in
multiple occupation with five or more people from two or more households. Apply online; the fee is £600.</p>
<h2>Licence conditions</h2><p>Every licence comes with conditions on gas and electrical safety, smoke alarms, tenancy
management and waste. The licence holder must be a fit and proper person.</p>
<h2>Public register</h2><p>The public register of licensed properties is available on request from the private
sector housing team.</p>""",
)


@dataclass
class SweepWeb:
    sites: list[Site]
    register: Path
    kind: dict[str, str]  # website -> mix kind
    crawl_delay: dict[str, float]  # website -> Crawl-delay (0 when none)
    website_of_host: dict[str, str]


def page(name: str, title: str, body: str, crumbs: tuple[tuple[str, str], ...] = (), extra_links: str = "") -> str:
    """A council page of a few KB: cookie banner, header with search and menu, breadcrumb, main, footer."""
    name = html.escape(name)
    crumb = "".join(f'<li><a href="{href}">{html.escape(text)}</a></li>' for href, text in (("/", "Home"), *crumbs))
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)} | {name}</title>
<link rel="stylesheet" href="/assets/site.css">
<script src="/assets/site.js" defer></script>
</head>
<body class="page">
<div class="cookie-banner" id="cookie-banner" role="region" aria-label="Cookies"><p>We use some essential cookies to make this website work. We would also like to use analytics cookies to understand how you use the site. <a href="/cookies">Read our cookie policy</a>.</p><button type="button">Accept essential cookies only</button></div>
<a class="skip-link" href="#main">Skip to main content</a>
<header><a href="/" class="logo"><img src="/assets/logo.svg" alt="{name} logo" width="160" height="40"></a>
<form class="search" action="/search" method="get" role="search"><label for="q">Search</label><input id="q" name="q" type="search"><button type="submit">Search</button></form>
<nav class="nav" aria-label="Main menu"><a href="/bins-and-recycling">Bins and recycling</a><a href="/council-tax">Council tax</a><a href="/housing">Housing</a><a href="/planning">Planning</a><a href="/business/licensing">Business and licensing</a><a href="/contact-us">Contact us</a></nav></header>
<main id="main">
<nav class="breadcrumb" aria-label="Breadcrumb"><ol>{crumb}<li aria-current="page">{html.escape(title)}</li></ol></nav>
<h1>{html.escape(title)}</h1>
{body}{extra_links}
<p class="updated">Last updated: 14 October 2026</p>
</main>
<footer><ul><li><a href="/contact-us">Contact us</a></li><li><a href="/accessibility">Accessibility statement</a></li><li><a href="/privacy">Privacy notice</a></li><li><a href="/cookies">Cookies</a></li><li><a href="https://twitter.com/council">Follow us on X</a></li></ul>
<p>&copy; {name} 2026</p></footer>
</body>
</html>
"""


def _links(items) -> str:
    return "<ul>" + "".join(f'<li><a href="{href}">{html.escape(text)}</a></li>' for href, text in items) + "</ul>"


def urlset(host: str, paths) -> str:
    rows = "".join(f"<url><loc>http://{host}{p}</loc><lastmod>2026-10-01</lastmod></url>\n" for p in paths)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
            f"{rows}</urlset>\n")


def _sitemap_files(host: str, lic: str, generic: list[str], index: bool) -> tuple[dict, str]:
    """A sitemap listing the licensing page among the site's others: a plain urlset, or an index of two children."""
    listed = [*generic[:12], lic, *generic[12:]]
    if not index:
        return {"sitemap.xml": urlset(host, listed)}, f"Sitemap: http://{host}/sitemap.xml\n"
    children = "".join(f"<sitemap><loc>http://{host}/sitemaps/{c}.xml</loc></sitemap>" for c in ("pages", "news"))
    return {"sitemap_index.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns='
                                  f'"http://www.sitemaps.org/schemas/sitemap/0.9">{children}</sitemapindex>\n'),
            "sitemaps/pages.xml": urlset(host, listed),
            "sitemaps/news.xml": urlset(host, [f"/news/article/{n}/council-news-{n}" for n in range(1400, 1420)])}, \
        f"Sitemap: http://{host}/sitemap_index.xml\n"


def _a_z_files(name: str, lic: str, rng: random.Random) -> dict:
    """/a-z or /a-to-z: letter pages (the index links A..Z, L lists the page), or one long index listing it."""
    index = rng.choice(("a-z", "a-to-z"))
    entry = (lic, "Licensing of rented properties")
    if rng.random() < 0.5:
        letters = "".join(f'<li><a href="/{index}/{c}">{c.upper()}</a></li>' for c in "abcdefghijklmnopqrstuvwxyz")
        files = {f"{index}.html": page(name, "A to Z of services", "<p>Browse our services by letter.</p>"
                                       f'<ul class="az-letters">{letters}</ul>')}
        for letter, items in (("l", [("/business/licensing", "Licensing - alcohol and entertainment"), entry,
                                     ("/libraries", "Libraries")]),
                              ("h", [("/housing/homelessness", "Homelessness"),
                                     ("/housing/council-homes", "Housing")])):
            files[f"{index}/{letter}"] = page(name, f"A to Z: {letter.upper()}", _links(items),
                                              ((f"/{index}", "A to Z"),))
        return files
    services = [("/bins-and-recycling", "Bins and recycling"), ("/council-tax", "Council tax"),
                ("/housing/homelessness", "Homelessness"), ("/business/licensing", "Licensing - businesses"),
                ("/planning", "Planning applications"), entry]
    return {f"{index}.html": page(name, "A to Z of services", _links(sorted(services, key=lambda e: e[1])))}


REFUSALS = {  # the _responses.json override of each refusing variant, by target ("lic": the licensing page)
    "robots_429": ("/robots.txt", {"status": 429, "headers": {"Retry-After": "3600"}, "body": "Too many requests"}),
    "page_403": ("lic", {"status": 403, "body": "<html><title>403 Forbidden</title><h1>Forbidden</h1></html>"}),
    "sitemap_challenge": ("/sitemap.xml", {
        "status": 403, "challenge": True, "headers": {"cf-mitigated": "challenge"},
        "body": '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/'
                'challenge-platform/h/g/orchestrate/chl_page/v1"></script></body></html>'}),
}


def site_files(kind: str, name: str, host: str, rng: random.Random, refusal: str = "") -> tuple[dict, dict, float]:
    """(files, _responses.json overrides, Crawl-delay) for one website of the given kind (`refusal`: which of
    REFUSALS a refusing site makes)."""
    lic = rng.choice(LICENSING_PATHS)
    lic_page = page(name, "Property licensing", rng.choice(LICENSING_BODIES).format(name=html.escape(name)),
                    (("/housing", "Housing"), ("/housing/private-renting", "Private renting")))
    popular = [("/council-tax", "Pay council tax"), ("/bins-and-recycling", "Check your bin day"),
               ("/business/licensing", "Licensing")]
    housing_links = [("/housing/council-homes", "Council homes"), ("/housing/homelessness", "Homelessness"),
                     ("/housing/private-renting", "Private renting advice")]
    generic = ["/", *GENERIC, "/housing", "/news/article/1412/council-launches-selective-licensing-consultation",
               "/business/licensing/taxi-private-hire-licensing", "/accessibility", "/privacy", "/cookies"]
    files: dict[str, str] = {"assets/site.css": SITE_CSS, "assets/site.js": SITE_JS, "assets/logo.svg": LOGO,
                             "_404.html": page(name, "Page not found", "<p>Sorry, we cannot find that page. Try the "
                                               "search or go back to the homepage.</p>")}
    responses: dict[str, dict] = {}
    sitemap_line = ""
    variant = refusal if kind == "refusing" else kind
    if kind == "sitemap" or variant in ("page_403", "sitemap_challenge"):
        more, sitemap_line = _sitemap_files(host, lic, generic, index=kind == "sitemap" and rng.random() < 0.15)
        files.update(more)
        files[lic.lstrip("/")] = lic_page
    elif kind == "fixed":
        fixed = rng.choice(policy.FIXED_PATHS)
        if rng.random() < 0.25:  # a vanity path redirecting to the page
            responses[fixed] = {"status": 301, "headers": {"Location": lic}}
            files[lic.lstrip("/")] = lic_page
        else:
            files[fixed.lstrip("/")] = lic_page
    elif kind == "a_z":
        files.update(_a_z_files(name, lic, rng))
        files[lic.lstrip("/")] = lic_page
    elif kind == "homepage":
        files[lic.lstrip("/")] = lic_page
        if rng.random() < 0.5:
            popular.append((lic, "Property licensing for landlords"))  # one click in
        else:
            housing_links.append((lic, "Property licensing"))  # two clicks in, via the housing hub
    if variant in REFUSALS:
        target, spec = REFUSALS[variant]
        responses[lic if target == "lic" else target] = spec
    if not sitemap_line and rng.random() < 0.5:  # a sitemap that leaves the licensing page out
        files["sitemap.xml"] = urlset(host, generic)
    crawl_delay = CRAWL_DELAY_S if rng.random() < CRAWL_DELAY_SHARE else 0
    files["robots.txt"] = ("User-agent: *\nDisallow: /search\nDisallow: /admin/\n"
                           + (f"Crawl-delay: {crawl_delay}\n" if crawl_delay else "") + sitemap_line)
    files["index.html"] = page(name, f"Welcome to {name}", "<p>Services and information for residents.</p>"
                               "<h2>Popular tasks</h2>" + _links(popular))
    files["housing.html"] = page(name, "Housing", "<p>Council housing, homelessness and renting privately.</p>"
                                 + _links(housing_links))
    for path, (title, text) in GENERIC.items():
        files[path.lstrip("/") + ".html"] = page(name, title, f"<p>{text}</p>")
    return files, responses, float(crawl_delay)


def build_web(folder: Path, seed: int) -> SweepWeb:
    """One site per council website in the bundled register, and a register CSV of http:// homepages."""
    rng = random.Random(seed)
    councils = list(load_register(BUNDLED_REGISTER).values())
    by_website: dict[str, list[Council]] = {}
    for council in councils:
        by_website.setdefault(council.site_domain, []).append(council)
    websites = sorted(by_website)
    rng.shuffle(websites)
    kinds: list[str] = []
    for kind, share in MIX:
        kinds += [kind] * round(share * len(websites))
    kinds += ["sitemap"] * (len(websites) - len(kinds))
    kind_of = dict(zip(websites, kinds))
    sites, crawl_delay, host_map = [], {}, {}
    refusals = iter(sorted(REFUSALS) * len(websites))  # each way of refusing in turn
    for website in sorted(by_website):
        first = by_website[website][0]
        host = f"www.{website}"
        refusal = next(refusals) if kind_of[website] == "refusing" else ""
        files, responses, crawl_delay[website] = site_files(kind_of[website], first.name, host, rng, refusal)
        sites.append(make_site(folder / website, first.gss, website, files, responses))
        host_map[host] = website
    register = folder / "register.csv"
    with open(register, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["gss_code", "official_name", "homepage_url", "site_domain"])
        for council in councils:  # the register's own order: the sweep (and -a limit) takes them in it
            writer.writerow([council.gss, council.name, f"http://www.{council.site_domain}/", council.site_domain])
    return SweepWeb(sites, register, kind_of, crawl_delay, host_map)
