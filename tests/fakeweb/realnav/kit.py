"""Builds the real-navigation fixtures (`tests/fakeweb/sites/realnav-*`) from the specs in `cases_*.py`.

Each spec describes one council's web the way its real site is laid out: the CMS's page furniture (a
"skin"), its menus and hubs, its URL shapes, its robots.txt and sitemap (a few thousand URLs generated from
`vocab.py`, with the near-misses and the target placed among them by hand), and the pages a finder may
read, written for these fixtures in our own words. Deterministic: the same specs always give the same bytes
(seeded by the case name, gzip with mtime 0), so `python -m tests.fakeweb.realnav.build --check` can prove
the committed folders are what the specs say.
"""

from __future__ import annotations

import csv
import gzip
import html
import io
import random
from dataclasses import dataclass, field
from pathlib import Path

from tests.fakeweb.realnav.vocab import DOCUMENT_TITLES, NEWS_TEMPLATES, SECTIONS, slug, title_slug

REPO = Path(__file__).resolve().parents[3]
SITES = REPO / "tests" / "fakeweb" / "sites"
REGISTER = REPO / "datestone" / "data" / "english_housing_councils.csv"


def register_row(gss: str) -> dict:
    with REGISTER.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["gss_code"] == gss:
                return row
    raise KeyError(gss)


# ----------------------------------------------------------------------------------------- skins
# Page furniture per CMS family: where its assets live, what its header, breadcrumb and footer look like.

@dataclass(frozen=True)
class Skin:
    generator: str
    css: str
    js: str
    logo: str
    body_class: str
    crumb_class: str
    cookie: str
    footer_links: tuple[tuple[str, str], ...]
    updated: str = "Last updated: {date}"


SKINS: dict[str, Skin] = {
    "jadu": Skin("Jadu CMS", "/site/styles/generic/main.css", "/site/javascript/site.js", "/site/images/logo.svg",
                 "jadu-cms", "breadcrumb", "We use cookies to make this site work and to collect information about how you use it.",
                 (("Accessibility", "/site/scripts/documents.php?categoryID=1"), ("Privacy", "/privacy"), ("Cookies", "/cookies"),
                  ("Contact us", "/contact")), "Last updated: {date}"),
    "jadu_cxm": Skin("Jadu Continuum", "/site/dist/css/app.css", "/site/dist/js/app.js", "/site/dist/images/logo.svg",
                     "continuum", "breadcrumbs", "Our website uses essential cookies. With your permission we would also like to set analytics cookies.",
                     (("Accessibility statement", "/accessibility"), ("Privacy notice", "/privacy"), ("Cookie settings", "/cookies"),
                      ("Contact the council", "/contact-us"))),
    "goss": Skin("GOSS iCM", "/site/styles/main.css", "/site/scripts/app.js", "/site/images/logo.svg", "icm-site",
                 "icm-breadcrumb", "We use some essential cookies to make this website work. We would like to set analytics cookies too.",
                 (("Accessibility statement", "/article/1101/Accessibility-statement"), ("Privacy", "/article/1102/Privacy-notice"),
                  ("Cookies", "/article/1103/Cookies"), ("Contact us", "/article/1104/Contact-us")), "Page last updated: {date}"),
    "drupal": Skin("Drupal 10 (https://www.drupal.org)", "/themes/custom/council/css/styles.css", "/themes/custom/council/js/main.js",
                   "/themes/custom/council/logo.svg", "path-node page-node-type-localgov-services-page", "localgov-breadcrumb",
                   "Cookies on this website: we use necessary cookies to make the site work and optional ones to improve it.",
                   (("Accessibility", "/accessibility-statement"), ("Privacy", "/privacy-notice"), ("Cookies", "/cookies"),
                    ("Contact us", "/contact-us"))),
    "umbraco": Skin("Umbraco", "/css/site.min.css", "/scripts/site.min.js", "/images/logo.svg", "umb-page", "breadcrumb",
                    "We use cookies to give you the best experience on our website.",
                    (("Accessibility", "/accessibility/"), ("Privacy and cookies", "/privacy/"), ("Contact us", "/contact-us/"),
                     ("Site map", "/site-map/"))),
    "aspx": Skin("", "/SiteElements/css/main.css", "/SiteElements/js/site.js", "/SiteElements/images/logo.svg", "aspnet",
                 "breadcrumb", "This site uses cookies. Some are essential; others help us improve the site.",
                 (("Accessibility", "/Council/Accessibility.aspx"), ("Privacy", "/Council/Privacy.aspx"), ("Cookies", "/Council/Cookies.aspx"),
                  ("Contact us", "/Contact-Us.aspx")), "Page updated {date}"),
    "liferay": Skin("Liferay DXP", "/o/council-theme/css/main.css", "/o/council-theme/js/main.js", "/o/council-theme/images/logo.svg",
                    "liferay-site", "breadcrumb", "We use cookies to make this site work. Choose which optional cookies to allow.",
                    (("Accessibility", "/accessibility"), ("Privacy", "/privacy"), ("Cookies", "/cookies"), ("Contact us", "/contact-us"))),
    "granicus": Skin("Granicus", "/assets/css/site.css", "/assets/js/site.js", "/assets/images/logo.svg", "gov-site", "breadcrumb",
                     "We'd like to use cookies to understand how you use our site.",
                     (("Accessibility", "/accessibility"), ("Privacy", "/privacy-policy"), ("Cookies", "/cookies"), ("Contact us", "/contact-us"))),
    "static": Skin("", "/css/main.css", "/js/main.js", "/images/logo.gif", "oldsite", "youarehere",
                   "This website uses cookies.",
                   (("Home page", "/"), ("Site map", "/sitemap.htm"), ("A-Z of services", "/atoz.htm"), ("Feedback form", "/feedback.htm"))),
}

ASSET_BODIES = {
    ".css": "body{font-family:Arial,Helvetica,sans-serif;margin:0;color:#0b0c0c}header,footer{padding:1em}main{max-width:960px;margin:auto;padding:1em}"
            ".cookie-banner{background:#f3f2f1;padding:.5em 1em}nav ul{list-style:none;padding:0}nav li{display:inline;margin-right:1em}\n",
    ".js": "document.addEventListener('DOMContentLoaded',function(){var b=document.querySelector('.cookie-banner');"
           "if(b){b.addEventListener('click',function(e){if(e.target.tagName==='BUTTON'){b.hidden=true;}});}});\n",
    ".svg": '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" fill="#1d70b8"/>'
            '<text x="8" y="26" fill="#fff" font-family="Arial" font-size="14">{name}</text></svg>\n',
    ".gif": "GIF89a",
}


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def render_page(skin: Skin, council: str, title: str, body: str, nav: list[tuple[str, str]],
                crumbs: list[tuple[str, str]] | None = None, h1: str | None = None, updated: str = "14 October 2026",
                banner: str = "", head_extra: str = "", main_class: str = "content") -> str:
    nav_html = "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for t, h in nav)
    crumbs = crumbs if crumbs is not None else [("Home", "/")]
    crumb_html = "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for t, h in crumbs)
    foot = " | ".join(f'<a href="{esc(h)}">{esc(t)}</a>' for t, h in skin.footer_links)
    gen = f'<meta name="generator" content="{esc(skin.generator)}">' if skin.generator else ""
    banner_html = f'<div class="alert-banner" role="alert"><p>{banner}</p></div>' if banner else ""
    heading = h1 if h1 is not None else title
    updated_html = f'<p class="last-updated">{esc(skin.updated.format(date=updated))}</p>' if updated else ""
    return (
        '<!DOCTYPE html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)} | {esc(council)}</title>\n{gen}\n"
        f'<link rel="stylesheet" href="{skin.css}">{head_extra}\n</head>\n'
        f'<body class="{skin.body_class}">\n'
        f'<div class="cookie-banner" role="region" aria-label="Cookies"><p>{esc(skin.cookie)}</p>'
        '<button type="button">Accept all cookies</button> <button type="button">Reject optional cookies</button></div>\n'
        '<a class="skip-link" href="#main">Skip to main content</a>\n'
        f'<header class="site-header"><a class="logo" href="/"><img src="{skin.logo}" alt="{esc(council)} home"></a>\n'
        f'<nav class="main-nav" aria-label="Main"><ul>{nav_html}</ul></nav></header>\n{banner_html}\n'
        f'<nav class="{skin.crumb_class}" aria-label="Breadcrumb"><ol>{crumb_html}</ol></nav>\n'
        f'<main id="main" class="{main_class}">\n<h1>{esc(heading)}</h1>\n{body}\n{updated_html}\n</main>\n'
        f'<footer class="site-footer"><p>{foot}</p><p>&copy; {esc(council)}</p></footer>\n'
        f'<script src="{skin.js}"></script>\n</body>\n</html>\n'
    )


def links_list(items: list[tuple[str, str]], cls: str = "link-list") -> str:
    return f'<ul class="{cls}">' + "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for t, h in items) + "</ul>"


# ----------------------------------------------------------------------------------------- sitemaps

@dataclass
class SitemapSpec:
    """One sitemap file. `style` shapes the generated URLs; `extra` are hand-placed (url, lastmod) entries."""

    path: str
    style: str
    count: int
    extra: list[str] = field(default_factory=list)
    places: list[str] = field(default_factory=list)
    gzip_file: bool = False  # served as a .gz file
    content_encoding: bool = False  # served as XML with Content-Encoding: gzip (body stored gzipped)
    news_only: bool = False
    seed_extra: str = ""


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


def generate_urls(host: str, style: str, count: int, places: list[str], rnd: random.Random,
                  news_only: bool = False) -> list[str]:
    """About `count` URLs of a council's ordinary pages, news and documents in the CMS's URL shape."""
    places = places or ["Town Centre", "North Ward", "Riverside", "Park View"]
    pages: list[str] = []
    ids = iter(range(1000, 1_000_000, 7))
    cat_ids = {s: 20000 + 7 * i for i, s in enumerate(SECTIONS)}
    if not news_only:
        for section, titles in SECTIONS.items():
            sec_title = section.replace("-", " ").capitalize()
            if style == "jadu":
                pages.append(f"/info/{cat_ids[section]}/{slug(section, '_')}")
                pages += [f"/info/{cat_ids[section]}/{slug(section, '_')}/{next(ids)}/{slug(t, '_')}" for t in titles]
            elif style == "goss":
                pages.append(f"/article/{next(ids)}/{title_slug(sec_title)}")
                pages += [f"/article/{next(ids)}/{title_slug(t)}" for t in titles]
            elif style == "aspx":
                top = "Residents" if section not in ("business", "council-and-democracy", "jobs-and-careers") else "Council"
                pages.append(f"/{top}/{title_slug(sec_title)}.aspx")
                pages += [f"/{top}/{title_slug(sec_title)}/{title_slug(t)}.aspx" for t in titles]
            elif style == "static":
                pages.append(f"/{title_slug(sec_title).replace('-', '')}/")
                pages += [f"/{title_slug(sec_title).replace('-', '')}/{slug(t, '_')}.htm" for t in titles]
            elif style == "concat":
                pages.append(f"/{slug(section, '')}")
                pages += [f"/{slug(section, '')}/{slug(t, '')}" for t in titles]
            elif style in ("flat", "wordpress"):
                tail = "/" if style == "wordpress" else ""
                pages += [f"/{slug(t)}{tail}" for t in titles]
            elif style == "liferay":
                pages.append(f"/web/guest/{section}")
                pages += [f"/web/guest/{slug(t)}" for t in titles]
            else:  # drupal / umbraco / jadu_cxm / granicus: /section/page
                tail = "/" if style == "umbraco" else ""
                pages.append(f"/{section}{tail}")
                pages += [f"/{section}/{slug(t)}{tail}" for t in titles]
        for place in places:  # ward, park and library pages per place
            p = slug(place)
            if style == "goss":
                pages += [f"/article/{next(ids)}/{title_slug(place)}-ward", f"/article/{next(ids)}/{title_slug(place)}-library"]
            elif style == "jadu":
                pages += [f"/directory_record/{next(ids)}/{slug(place, '_')}_library",
                          f"/directory_record/{next(ids)}/{slug(place, '_')}_recreation_ground"]
            elif style == "aspx":
                pages += [f"/Residents/Libraries/{title_slug(place)}-Library.aspx", f"/Council/Wards/{title_slug(place)}.aspx"]
            else:
                pages += [f"/council-and-democracy/wards/{p}", f"/libraries/{p}-library", f"/parks/{p}-park"]
    news: list[str] = []
    years = [2021, 2022, 2023, 2024, 2025, 2026]
    while len(pages) + len(news) < count:
        template = rnd.choice(NEWS_TEMPLATES)
        headline = template.format(place=rnd.choice(places), year=rnd.choice(years))
        year = rnd.choice(years)
        kind = rnd.random()
        if kind < 0.78:
            if style == "jadu":
                news.append(f"/news/article/{next(ids)}/{slug(headline, '_')}")
            elif style == "goss":
                news.append(f"/news/article/{next(ids)}/{title_slug(headline)}")
            elif style == "aspx":
                news.append(f"/News/{year}/{title_slug(headline)}.aspx")
            elif style in ("wordpress",):
                news.append(f"/{year}/{rnd.randint(1, 12):02d}/{slug(headline)}/")
            elif style in ("umbraco",):
                news.append(f"/news/{slug(headline)}-{next(ids)}/")
            elif style == "jadu_cxm":
                news.append(f"/news/article/{next(ids)}/{slug(headline)}")
            elif style == "liferay":
                news.append(f"/news/-/article/{next(ids)}/{slug(headline)}")
            elif style in ("static", "concat"):
                news.append(f"/news/{year}/{slug(headline, '')}{'.htm' if style == 'static' else ''}")
            else:
                news.append(f"/news/{year}/{slug(headline)}-{next(ids)}")
        else:
            doc = f"{rnd.choice(DOCUMENT_TITLES)} {year}"
            if style == "jadu":
                news.append(f"/downloads/file/{next(ids)}/{slug(doc, '_')}")
            elif style == "goss":
                news.append(f"/downloads/file/{next(ids)}/{title_slug(doc)}")
            elif style == "aspx":
                news.append(f"/Council/Documents/{title_slug(doc)}.aspx")
            else:
                news.append(f"/downloads/download/{next(ids)}/{slug(doc)}")
    urls = list(dict.fromkeys(pages + news))
    return [_u(host, p) for p in urls]


def sitemap_xml(urls: list[str], rnd: random.Random, titles: dict[str, str] | None = None) -> bytes:
    titles = titles or {}
    ns_image = ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"' if titles else ""
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"{ns_image}>\n']
    for url in urls:
        month, day = rnd.randint(1, 10), rnd.randint(1, 28)
        image = ""
        if url in titles:
            image = f"<image:image><image:loc>{esc(url)}/banner.jpg</image:loc><image:title>{esc(titles[url])}</image:title></image:image>"
        out.append(f"<url><loc>{esc(url)}</loc><lastmod>2026-{month:02d}-{day:02d}</lastmod>{image}</url>\n")
    out.append("</urlset>\n")
    return "".join(out).encode("utf-8")


def sitemap_index_xml(locs: list[str]) -> bytes:
    body = "".join(f"<sitemap><loc>{esc(loc)}</loc><lastmod>2026-11-0{i % 9 + 1}</lastmod></sitemap>\n"
                   for i, loc in enumerate(locs))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
            f"{body}</sitemapindex>\n").encode("utf-8")


def gz(data: bytes) -> bytes:
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9, mtime=0, filename="") as fh:
        fh.write(data)
    return buf.getvalue()


def place_among(urls: list[str], extra: list[str], rnd: random.Random) -> list[str]:
    """Insert the hand-placed entries at seeded positions (never all at the start or end)."""
    out = list(urls)
    for url in extra:
        out.insert(rnd.randint(len(out) // 10, max(len(out) // 10, len(out) - len(out) // 10)), url)
    return list(dict.fromkeys(out))
