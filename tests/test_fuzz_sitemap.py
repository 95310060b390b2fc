"""Fuzzing the sitemap reader (LD1 rung 2, PC5): any bytes read without an internal error; the URL count and
the bytes read stay inside their caps; a body cut by the cap never yields half a URL; gzip, a BOM, UTF-16,
comments or a namespace change nothing about what is read.

Profiles and the long run: tests/fuzzing.py.
"""

from __future__ import annotations

import gzip
from urllib.parse import urljoin
from xml.sax.saxutils import escape

from hypothesis import assume, example, given
from hypothesis import strategies as st

import tests.fuzzing  # noqa: F401  (loads the hypothesis profile)
from datestone import policy
from datestone.extract.sitemap import read_sitemap

URL = "https://www.council.gov.uk/sitemap.xml"
NS = "http://www.sitemaps.org/schemas/sitemap/0.9"

_HOSTS = st.sampled_from(["www.council.gov.uk", "council.gov.uk", "a.b.council.gov.uk", "127.0.0.1:8080",
                          "[::1]", "xn--bcher-kva.example"])
_PATH = st.lists(st.sampled_from(list("abcxyz019-_.~/%&?=;:@+!$'()*,") + ["é", "£", "&amp;", "<", ">", "\"",
                                                                           "]]>", "%20"]), max_size=20).map("".join)
LOCS = st.builds(lambda scheme, host, path: f"{scheme}://{host}/{path}",
                 st.sampled_from(["http", "https", "HTTP", "Https"]), _HOSTS, _PATH)


@st.composite
def sitemap_documents(draw, locs=st.lists(LOCS, max_size=12)):
    """(body, locs, kind): a urlset or sitemap index as servers write them, with the usual variations."""
    locs = draw(locs)
    index = draw(st.booleans())
    root, child = ("sitemapindex", "sitemap") if index else ("urlset", "url")
    namespace = draw(st.sampled_from([f' xmlns="{NS}"', "", f' xmlns:s="{NS}"']))
    prefix = "s:" if namespace.startswith(" xmlns:s") else ""
    parts = []
    for loc in locs:
        text = f"<![CDATA[{loc}]]>" if draw(st.booleans()) and "]]>" not in loc else escape(loc)
        space = draw(st.sampled_from(["", " ", "\n  "]))
        extra = draw(st.sampled_from(["", "<lastmod>2024-01-01</lastmod>", "<!-- </url> a comment -->",
                                      "<title>Selective licensing &amp; HMOs</title>", "<priority>0.5</priority>"]))
        parts.append(f"<{prefix}{child}>{extra}<{prefix}loc>{space}{text}{space}</{prefix}loc></{prefix}{child}>")
    decl = draw(st.sampled_from(["", '<?xml version="1.0" encoding="UTF-8"?>\n']))
    doc = f"{decl}<{prefix}{root}{namespace}>\n" + "\n".join(parts) + f"\n</{prefix}{root}>\n"
    body = doc.encode("utf-8")
    if draw(st.booleans()):
        body = draw(st.sampled_from([b"\xef\xbb\xbf", b"\n  ", b""])) + body
    return body, locs, "index" if index else "urlset"


def _distinct(locs: list[str]) -> list[str]:
    """The locations as requested: resolved like a link (urljoin lower-cases the scheme, drops a bare "?"), each once."""
    return list(dict.fromkeys(urljoin(URL, loc) for loc in locs))


def _sound(result, max_entries: int) -> None:
    """What every answer promises, whatever came in."""
    assert result.kind in {"urlset", "index", "invalid"}
    assert not result.problem.startswith("unreadable")  # the catch-all never had to catch anything
    assert result.kind != "invalid" or result.entries == ()
    assert len(result.entries) <= max_entries
    locs = [e.loc for e in result.entries]
    assert len(set(locs)) == len(locs)
    for loc in locs:
        assert loc.lower().startswith(("http://", "https://")) and not any(c in loc for c in "\t\r\n")


@given(st.binary(max_size=4096) | sitemap_documents().map(lambda d: d[0]),
       st.sampled_from([URL, "", "not a url", "http://[::1", "https://x.gov.uk:99999/", "/relative"]),
       st.integers(0, 5000), st.integers(0, 60), st.booleans())
def test_any_body_reads_without_an_internal_error_inside_the_caps(body, url, max_bytes, max_entries, gzipped):
    body = gzip.compress(body) if gzipped else body
    _sound(read_sitemap(body, url, max_bytes=max_bytes, max_entries=max_entries), max_entries)


@given(sitemap_documents(), st.integers(1, 20), st.sampled_from(["plain", "gzip", "utf-16"]))
# Found by the fuzzer: whitespace before "<?xml" was stripped for UTF-8 only; a UTF-16 sitemap with it was
# only "recovered" by libxml2, which lost every entry after an "&amp;".
@example((b'\n  <?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>http://www.council.gov.uk/</loc></url>'
          b'<url><loc>http://www.council.gov.uk/&amp;</loc></url></urlset>\n',
          ["http://www.council.gov.uk/", "http://www.council.gov.uk/&"], "urlset"), 5, "utf-16")
def test_a_whole_sitemap_yields_exactly_its_urls_up_to_the_count_cap(document, max_entries, form):
    body, locs, kind = document
    if form == "gzip":
        body = gzip.compress(body)
    elif form == "utf-16":
        body = body.decode("utf-8-sig").replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16")
    result = read_sitemap(body, URL, max_entries=max_entries)
    _sound(result, max_entries)
    expected = _distinct(locs)
    assert result.kind == kind
    assert [e.loc for e in result.entries] == expected[:max_entries]
    assert result.truncated is (len(expected) > max_entries)


@given(sitemap_documents(st.lists(LOCS, min_size=1, max_size=12)), st.data(), st.booleans())
def test_a_body_cut_by_the_byte_cap_never_yields_half_a_url(document, data, gzipped):
    """PC5: a sitemap longer than the cap is read up to it; a URL the cut went through is never requested."""
    body, locs, _ = document
    cut = data.draw(st.integers(0, len(body)), label="cut")
    sent = gzip.compress(body) if gzipped else body
    result = read_sitemap(sent, URL, max_bytes=cut)
    _sound(result, 50_000)
    read = [e.loc for e in result.entries]
    assert read == _distinct(locs)[:len(read)]  # whole URLs, in order, none made up
    assert result.truncated is (cut < len(body))


@given(sitemap_documents().map(lambda d: d[0]) | st.binary(max_size=2048), st.integers(0, 4096))
def test_gzip_changes_nothing_about_what_is_read(body, max_bytes):
    assume(not body.startswith(b"\x1f\x8b"))  # that plain body is itself read as (broken) gzip
    plain = read_sitemap(body, URL, max_bytes=max_bytes)
    inflated = read_sitemap(gzip.compress(body), URL, max_bytes=max_bytes)
    assert (inflated.kind, inflated.entries, inflated.truncated) == (plain.kind, plain.entries, plain.truncated)


@given(st.lists(LOCS.filter(lambda u: " " not in u), min_size=1, max_size=20), st.integers(0, 3000),
       st.sampled_from(["\n", "\r\n"]))
def test_a_plain_text_sitemap_cut_by_the_cap_keeps_only_whole_lines(locs, cut, newline):
    body = newline.join(locs).encode("utf-8")
    result = read_sitemap(body, URL, max_bytes=cut)
    _sound(result, 50_000)
    read = [e.loc for e in result.entries]
    assert read == _distinct(locs)[:len(read)]


def test_the_default_byte_cap_is_the_policy_body_limit():
    body = b"https://www.council.gov.uk/a\n" * (policy.BODY_MAX_BYTES // 29 + 10)
    result = read_sitemap(body, URL)
    assert result.truncated and len(result.entries) == 1  # one distinct URL, read from the first 2 MB only
