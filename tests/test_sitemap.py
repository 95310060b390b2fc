"""LD1 rung 2 / PC5 — datestone.extract.sitemap: read any sitemap bytes safely, never raise."""
import codecs
import gzip
import random
import time
import tracemalloc
import zlib

import pytest

from datestone import policy

from datestone.extract import sitemap
from datestone.extract.sitemap import Sitemap, SitemapEntry, read_sitemap

URL = "https://www.adur-worthing.gov.uk/sitemap.xml"
NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'


def urlset(*urls: str, ns: str = NS, extra_ns: str = "") -> bytes:
    body = "".join(f"<url>{u}</url>" if u.startswith("<") else f"<url><loc>{u}</loc></url>" for u in urls)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset {ns} {extra_ns}>{body}</urlset>'.encode()


def locs(result: Sitemap) -> list[str]:
    return [e.loc for e in result.entries]


VALID = urlset("https://www.adur-worthing.gov.uk/housing", "https://www.adur-worthing.gov.uk/hmo")
INDEX = (
    f'<?xml version="1.0"?><sitemapindex {NS}>'
    "<sitemap><loc>https://www.adur-worthing.gov.uk/sitemap-1.xml</loc><lastmod>2024-01-01</lastmod></sitemap>"
    "<sitemap><loc>/sitemap-2.xml.gz</loc></sitemap></sitemapindex>"
).encode()


# --- shapes -----------------------------------------------------------------------------------

@pytest.mark.parametrize("ns", [NS, "", 'xmlns="http://www.google.com/schemas/sitemap/0.84"'])
def test_urlset_is_read_with_or_without_a_namespace(ns):
    result = read_sitemap(urlset("https://www.adur-worthing.gov.uk/a", ns=ns), URL)
    assert result == Sitemap("urlset", (SitemapEntry("https://www.adur-worthing.gov.uk/a"),), False)


def test_sitemap_index_lists_child_sitemaps_resolved_against_its_url():
    result = read_sitemap(INDEX, URL)
    assert result.kind == "index"
    assert locs(result) == [
        "https://www.adur-worthing.gov.uk/sitemap-1.xml",
        "https://www.adur-worthing.gov.uk/sitemap-2.xml.gz",
    ]
    assert not result.truncated and result.problem == ""


@pytest.mark.parametrize(
    "extra_ns, inner",
    [
        ("", "<title>  Property\n licensing </title>"),
        ('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"',
         "<image:image><image:loc>https://x.gov.uk/i.png</image:loc><image:title>Property licensing</image:title></image:image>"),
        ('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"',
         "<news:news><news:title>Property licensing</news:title></news:news>"),
        ('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"',
         "<video:video><video:title>Property licensing</video:title></video:video>"),
    ],
)
def test_a_title_child_or_extension_title_becomes_the_entry_title(extra_ns, inner):
    body = urlset(f"<loc>https://www.adur-worthing.gov.uk/pl</loc>{inner}", extra_ns=extra_ns)
    assert read_sitemap(body, URL).entries == (SitemapEntry("https://www.adur-worthing.gov.uk/pl", "Property licensing"),)


def test_a_title_in_an_unknown_nested_extension_is_not_taken():
    body = urlset('<loc>https://www.adur-worthing.gov.uk/pl</loc><x:thing xmlns:x="urn:x"><x:title>No</x:title></x:thing>')
    assert read_sitemap(body, URL).entries[0].title == ""


@pytest.mark.parametrize(
    "loc, expected",
    [
        ("  \n https://www.adur-worthing.gov.uk/a \t", "https://www.adur-worthing.gov.uk/a"),
        ("https://www.adur-worthing.gov.uk/b\n/c", "https://www.adur-worthing.gov.uk/b/c"),
        ("/housing/licensing", "https://www.adur-worthing.gov.uk/housing/licensing"),
        ("licensing", "https://www.adur-worthing.gov.uk/licensing"),
        ("HTTP://www.adur-worthing.gov.uk/x", "HTTP://www.adur-worthing.gov.uk/x"),
        ("https://other.example/off-site", "https://other.example/off-site"),  # scope is the caller's (LD4)
        ("ftp://www.adur-worthing.gov.uk/file", None),
        ("mailto:housing@adur-worthing.gov.uk", None),
        ("javascript:alert(1)", None),
        ("data:text/html,hi", None),
        ("", None),
        ("   ", None),
        ("http://[::1/", None),
        ("https://www.adur-worthing.gov.uk:99999/", None),
    ],
)
def test_locs_are_stripped_resolved_and_only_http_kept(loc, expected):
    result = read_sitemap(urlset(f"<loc>{loc}</loc>"), URL)
    assert locs(result) == ([expected] if expected else [])


def test_duplicate_locs_are_listed_once_in_first_seen_order():
    a, b = "https://www.adur-worthing.gov.uk/a", "https://www.adur-worthing.gov.uk/b"
    assert locs(read_sitemap(urlset(a, b, a, f" {b} "), URL)) == [a, b]


def test_entries_beyond_max_entries_are_dropped_and_marked_truncated():
    body = urlset(*(f"https://www.adur-worthing.gov.uk/p{i}" for i in range(10)))
    result = read_sitemap(body, URL, max_entries=4)
    assert locs(result) == [f"https://www.adur-worthing.gov.uk/p{i}" for i in range(4)]
    assert result.truncated
    assert not read_sitemap(body, URL, max_entries=10).truncated


# --- gzip and size caps (PC5) ----------------------------------------------------------------

@pytest.mark.parametrize("url", [URL, "https://www.adur-worthing.gov.uk/sitemap", URL + ".gz"])
def test_gzip_is_detected_by_magic_bytes_not_by_extension(url):
    assert locs(read_sitemap(gzip.compress(VALID), url)) == locs(read_sitemap(VALID, url))
    assert read_sitemap(gzip.compress(VALID), url).kind == "urlset"


def test_a_dot_gz_url_with_a_plain_body_is_read_as_plain():
    assert read_sitemap(VALID, URL + ".gz").kind == "urlset"


def test_gzip_bomb_is_cut_at_the_body_cap_and_marked_truncated():
    head = urlset(*(f"https://www.adur-worthing.gov.uk/p{i}" for i in range(50)))[: -len(b"</urlset>")]
    bomb = gzip.compress(head + b" " * (64 * 1024 * 1024), compresslevel=9)
    cap = 256 * 1024
    tracemalloc.start()
    try:
        result = read_sitemap(bomb, URL, max_bytes=cap)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert result.truncated and result.kind == "urlset"
    assert len(result.entries) == 50  # what came before the cut is still read
    assert "gzip" in result.problem
    assert peak < 8 * cap + len(bomb)  # never expanded in memory (64 MiB if it were)


def test_gzip_bomb_of_zeros_is_invalid_truncated_and_fast():
    bomb = gzip.compress(b"\0" * (100 * 1024 * 1024))
    started = time.perf_counter()
    result = read_sitemap(bomb, URL)
    assert time.perf_counter() - started < 5
    assert result.kind == "invalid" and result.truncated
    assert str(policy.BODY_MAX_BYTES) in result.problem


def test_a_gzip_stream_cut_short_keeps_whole_entries_and_is_truncated():
    body = urlset(*(f"https://www.adur-worthing.gov.uk/page-{i}" for i in range(2000)))
    packed = gzip.compress(body)
    result = read_sitemap(packed[: len(packed) // 2], URL)
    assert result.kind == "urlset" and result.truncated
    assert 0 < len(result.entries) < 2000
    assert all(e.loc.startswith("https://www.adur-worthing.gov.uk/page-") for e in result.entries)
    assert set(locs(result)) <= set(locs(read_sitemap(body, URL)))  # no half URL sneaks in


@pytest.mark.parametrize("body", [b"\x1f\x8b", b"\x1f\x8b\x08\x00garbage-not-deflate", gzip.compress(b"")])
def test_corrupt_or_empty_gzip_is_invalid_with_a_reason(body):
    result = read_sitemap(body, URL)
    assert result.kind == "invalid" and result.problem


def test_a_plain_body_over_the_default_policy_cap_is_cut_without_half_urls():
    line = b"https://www.adur-worthing.gov.uk/a-rather-long-page-name-0123456789\n"
    body = line * (policy.BODY_MAX_BYTES // len(line) + 10)
    result = read_sitemap(body, URL)
    assert result.truncated and result.kind == "urlset"
    assert len(result.entries) == 1  # all the same URL, but the cut one must not appear
    assert locs(result) == [line.strip().decode()]
    assert not read_sitemap(body[: policy.BODY_MAX_BYTES], URL).truncated


def test_a_cut_xml_body_never_yields_the_url_it_was_cut_through():
    body = urlset(*(f"https://www.adur-worthing.gov.uk/page-{i:04d}" for i in range(100)))
    for cap in range(100, len(body), 7):
        result = read_sitemap(body, URL, max_bytes=cap)
        assert result.truncated
        assert all(len(loc) == len("https://www.adur-worthing.gov.uk/page-0000") for loc in locs(result)), cap


# --- text, broken XML, wrong documents -------------------------------------------------------

def test_plain_text_sitemap_is_one_url_per_line():
    body = b"https://www.adur-worthing.gov.uk/a\r\n\n  https://www.adur-worthing.gov.uk/b  \nhttps://www.adur-worthing.gov.uk/a\n"
    result = read_sitemap(body, URL)
    assert result == Sitemap("urlset", (SitemapEntry("https://www.adur-worthing.gov.uk/a"),
                                        SitemapEntry("https://www.adur-worthing.gov.uk/b")), False)


def test_text_that_is_not_a_url_list_is_invalid():
    body = b"Sorry, this page is not available.\nPlease try again later.\nhttps://www.adur-worthing.gov.uk/\n"
    result = read_sitemap(body, URL)
    assert result.kind == "invalid" and "URL" in result.problem


def test_malformed_xml_is_recovered_and_says_so():
    body = VALID.replace(b"</url><url>", b"</url><url><loc>https://www.adur-worthing.gov.uk/&bad</loc></url><url>")
    result = read_sitemap(body, URL)
    assert result.kind == "urlset"
    assert "https://www.adur-worthing.gov.uk/housing" in locs(result)
    assert "recovered" in result.problem


def test_xml_libxml2_cannot_recover_is_invalid_with_a_reason():
    result = read_sitemap(b"<?xml version='1.0'?><\x01", URL)
    assert result.kind == "invalid" and "XML" in result.problem


@pytest.mark.parametrize(
    "body",
    [
        b"<!DOCTYPE html><html><head><title>Sitemap</title></head><body><a href='/a'>a</a></body></html>",
        b"\n  <html lang='en'><body>https://www.adur-worthing.gov.uk/a</body></html>",
        b'<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
    ],
)
def test_an_html_page_served_as_a_sitemap_is_invalid(body):
    result = read_sitemap(body, URL)
    assert result.kind == "invalid" and "HTML" in result.problem


def test_a_feed_or_other_xml_is_invalid_naming_its_root():
    result = read_sitemap(b"<rss><channel><link>https://x.gov.uk/</link></channel></rss>", URL)
    assert result.kind == "invalid" and "<rss>" in result.problem


@pytest.mark.parametrize(
    "encode",
    [
        lambda b: codecs.BOM_UTF8 + b,
        lambda b: b"\r\n  \t" + b,
        lambda b: codecs.BOM_UTF8 + b"\n " + b,
        lambda b: b.decode().replace("UTF-8", "UTF-16").encode("utf-16"),  # with BOM
        lambda b: b.decode().replace("UTF-8", "UTF-16").encode("utf-16-le"),  # without
        lambda b: b.decode().replace("UTF-8", "UTF-16").encode("utf-16-be"),
        lambda b: gzip.compress(codecs.BOM_UTF8 + b),
    ],
    ids=["utf8-bom", "leading-space", "bom-then-space", "utf16-bom", "utf16le", "utf16be", "gzip-bom"],
)
def test_boms_utf16_and_leading_whitespace_read_the_same(encode):
    result = read_sitemap(encode(VALID), URL)
    assert locs(result) == locs(read_sitemap(VALID, URL)) != []
    assert result.problem == ""  # read cleanly, not merely recovered


# --- hostile XML -----------------------------------------------------------------------------

def test_external_entities_are_never_read(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-MARKER")
    body = (f'<?xml version="1.0"?><!DOCTYPE u [<!ENTITY x SYSTEM "file://{secret}">]>'
            f"<urlset {NS}><url><loc>https://www.adur-worthing.gov.uk/&x;</loc><title>&x;</title></url></urlset>").encode()
    result = read_sitemap(body, URL)
    assert "TOP-SECRET-MARKER" not in repr(result)


def test_billion_laughs_is_not_expanded():
    ents = '<!ENTITY l0 "lol">' + "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, 10))
    body = (f'<?xml version="1.0"?><!DOCTYPE u [{ents}]><urlset {NS}>'
            f"<url><loc>https://www.adur-worthing.gov.uk/&l9;</loc><title>&l9;</title></url></urlset>").encode()
    started = time.perf_counter()
    result = read_sitemap(body, URL)
    assert time.perf_counter() - started < 2
    assert "lollol" not in repr(result)


def test_nesting_past_libxml2s_safe_depth_is_not_followed():
    deep = b"<x>" * 1000 + b"</x>" * 1000  # huge_tree would allow this; the default stops at 256
    body = urlset("https://www.adur-worthing.gov.uk/1", f"<loc>https://www.adur-worthing.gov.uk/2</loc>{deep.decode()}",
                  "https://www.adur-worthing.gov.uk/3")
    result = read_sitemap(body, URL)
    assert "https://www.adur-worthing.gov.uk/1" in locs(result)
    assert "https://www.adur-worthing.gov.uk/3" not in locs(result)
    assert "depth" in result.problem


def test_deep_nesting_does_not_raise():
    body = b"<urlset>" + b"<a>" * 100_000 + b"</urlset>"
    assert read_sitemap(body, URL).kind in {"urlset", "invalid"}


def test_an_unexpected_internal_error_becomes_an_invalid_sitemap(monkeypatch):
    def boom(_body):
        raise RuntimeError("kaboom")
    monkeypatch.setattr(sitemap, "_parse_xml", boom)
    result = read_sitemap(VALID, URL)
    assert result.kind == "invalid" and "kaboom" in result.problem


# --- never raises ----------------------------------------------------------------------------

JUNK = [
    b"", b" ", b"\n\n", b"\x00", b"\x00" * 64, b"\xff\xfe", b"\xfe\xff", codecs.BOM_UTF8,
    b"\xff\xfe" + "<urlset><url><loc>x".encode("utf-16-le") + b"\xd8", b"<", b"<<<>>>", b"<?xml",
    b"</urlset>", b"<urlset", b"\x1f", b"\x1f\x8b\x08", b"\x89PNG\r\n\x1a\n" + bytes(range(256)),
    b"%PDF-1.7\n%\xe2\xe3\xcf\xd3", bytes(range(256)) * 4, b"a" * (3 * 1024 * 1024),
    b"https://" + b"a" * 100_000, "https://www.adur-worthing.gov.uk/\u00e9t\u00e9".encode("latin-1"),
    b"<urlset><url><loc>\xff\xfe\x00</loc></url></urlset>", zlib.compress(VALID),
]


@pytest.mark.parametrize("body", JUNK, ids=range(len(JUNK)))
def test_junk_bytes_never_raise(body):
    result = read_sitemap(body, URL)
    assert result.kind in {"urlset", "index", "invalid"}
    assert all(e.loc.lower().startswith(("http://", "https://")) for e in result.entries)


def _mutate(rng: random.Random, data: bytes) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        op = rng.randrange(4)
        at = rng.randrange(len(data) + 1)
        if op == 0 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif op == 1:
            data[at:at] = rng.randbytes(rng.randint(1, 16))
        elif op == 2:
            del data[at:at + rng.randint(1, 32)]
        else:
            data = data[:at]
    return bytes(data)


def test_fuzz_seeded_random_and_mutated_sitemaps_never_raise():
    rng = random.Random(20240611)
    seeds = [VALID, INDEX, gzip.compress(VALID), gzip.compress(INDEX),
             b"https://www.adur-worthing.gov.uk/a\nhttps://www.adur-worthing.gov.uk/b\n"]
    bodies = [rng.randbytes(rng.randint(0, 2048)) for _ in range(300)]
    bodies += [_mutate(rng, rng.choice(seeds)) for _ in range(400)]
    kinds = set()
    for body in bodies:
        result = read_sitemap(body, rng.choice([URL, "", "not a url", "http://[::1"]), max_bytes=4096)
        assert isinstance(result, Sitemap)
        assert all(e.loc.lower().startswith(("http://", "https://")) for e in result.entries)
        kinds.add(result.kind)
    assert kinds == {"urlset", "index", "invalid"}  # the mutations did reach every branch
