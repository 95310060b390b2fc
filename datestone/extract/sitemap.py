"""Reading a council's sitemap safely: ladder rung 2 (LD1), inside the body limit (PC5).

`read_sitemap` turns whatever bytes a server sent as a sitemap into a `Sitemap`, and never
raises: a broken sitemap must cost the council nothing more than the one request it took.
Guards, each a promise with a test:
- gzip is detected by its magic bytes and inflated incrementally with a hard cap
  (`max_bytes`, PC5's body limit `policy.BODY_MAX_BYTES` by default), so a gzip bomb is cut off, never expanded in memory;
- the XML parser resolves no entities, loads no DTD and touches no network (no XXE,
  no billion laughs), and keeps libxml2's default depth/size limits (huge_tree off);
- malformed XML is recovered where libxml2 can, else the result is kind "invalid" with the
  reason in `problem`; an HTML page served as a sitemap is "invalid" too;
- only http(s) locations come out, whitespace stripped, relative ones resolved against the
  sitemap's URL, duplicates dropped, at most `max_entries` (sitemaps.org's 50,000).
Whether a location is on the council's own domain (LD4) is the caller's check (scope.in_scope).
"""
from __future__ import annotations

import codecs
import re
import zlib
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from lxml import etree

from datestone import policy

_GZIP_MAGIC = b"\x1f\x8b"
_GZIP_INPUT_CHUNK = 64 * 1024  # input fed in slices so a corrupt tail keeps what came before
_SNIFF_BYTES = 4096
# Extensions whose <title> we take as the page's title, besides a bare non-standard <title>.
_TITLE_NAMESPACES = ("google.com/schemas/sitemap-image", "google.com/schemas/sitemap-news",
                     "google.com/schemas/sitemap-video")
# The end of the last complete entry: a cut body is parsed only up to here, so a URL
# sliced in half by the cap never becomes an entry (and a request to a page that isn't there).
_LAST_ENTRY_END = re.compile(rb"</(?:[\w.-]+:)?(?:url|sitemap)\s*>")
_WHATWG_DROPPED = {ord("\t"): None, ord("\n"): None, ord("\r"): None}


@dataclass(frozen=True)
class SitemapEntry:
    loc: str
    title: str = ""


@dataclass(frozen=True)
class Sitemap:
    kind: str  # "urlset" | "index" | "invalid"
    entries: tuple[SitemapEntry, ...]
    truncated: bool
    problem: str = ""  # why it is invalid, or what was wrong with one we still read


def read_sitemap(body: bytes, url: str, *, max_bytes: int = policy.BODY_MAX_BYTES,
                 max_entries: int = 50_000) -> Sitemap:
    """Parse a sitemap, sitemap index or plain-text URL list; never raises (LD1 rung 2, PC5)."""
    try:
        return _read(bytes(body or b""), str(url or ""), max(0, max_bytes), max(0, max_entries))
    except Exception as exc:  # the promise is "never raises": a surprise is an invalid sitemap
        return Sitemap("invalid", (), False, f"unreadable: {type(exc).__name__}: {exc}")


def _read(body: bytes, url: str, max_bytes: int, max_entries: int) -> Sitemap:
    truncated, problem = False, ""
    if body.startswith(_GZIP_MAGIC):
        body, truncated, problem = _gunzip(body, max_bytes)
    elif len(body) > max_bytes:
        body, truncated = body[:max_bytes], True
    encoding = _sniff_encoding(body)
    head = body[:_SNIFF_BYTES].decode(encoding, errors="replace").lstrip("\ufeff \t\r\n")
    if not head:
        found = Sitemap("invalid", (), truncated, "empty body")
    elif not head.startswith("<"):
        found = _read_text(body, encoding, url, truncated, max_entries)
    elif re.match(r"<!doctype\s+html|<html[\s>]", head, re.I):
        found = Sitemap("invalid", (), truncated, "an HTML page, not a sitemap")
    else:
        found = _read_xml(body, encoding, url, truncated, max_entries)
    # What the gzip layer had to say comes first: it explains whatever followed.
    return Sitemap(found.kind, found.entries, found.truncated,
                   "; ".join(p for p in (problem, found.problem) if p))


def _read_xml(body: bytes, encoding: str, url: str, truncated: bool, max_entries: int) -> Sitemap:
    cut_entry_possible = False
    if truncated:
        ends = list(_LAST_ENTRY_END.finditer(body))
        if ends:
            body = body[: ends[-1].end()]
        else:
            cut_entry_possible = True  # no whole entry to cut at: the last one may be half
    # libxml2 refuses whitespace before "<?xml"; servers and templates often send some.
    if encoding.startswith("utf-8"):
        body = body[3:].lstrip() if encoding == "utf-8-sig" else body.lstrip()
    else:  # UTF-16 too, two bytes a character (found by tests/test_fuzz_sitemap.py: it lost entries)
        body = body.decode(encoding, errors="replace").lstrip("\ufeff \t\r\n").encode("utf-16")
    root, note = _parse_xml(body)
    name = _local(root.tag).lower() if root is not None else ""
    kinds = {"urlset": ("urlset", "url"), "sitemapindex": ("index", "sitemap")}
    if name not in kinds:
        why = note if root is None else (
            "an HTML page, not a sitemap" if name == "html" else f"root <{name}> is not a sitemap")
        return Sitemap("invalid", (), truncated, why)
    kind, child_name = kinds[name]
    entries, seen = [], set()
    for child in root:
        if _local(child.tag) != child_name:
            continue
        loc = _absolute(_child_text(child, "loc"), url)
        if loc is None or loc in seen:
            continue
        if len(entries) >= max_entries:
            truncated = True  # more entries than we read: the caller may want to know
            break
        seen.add(loc)
        entries.append(SitemapEntry(loc, _title(child) if kind == "urlset" else ""))
    if cut_entry_possible and entries:
        entries.pop()
    return Sitemap(kind, tuple(entries), truncated, note)


def _gunzip(data: bytes, cap: int) -> tuple[bytes, bool, str]:
    """Inflate at most `cap` bytes; (output, truncated, problem). Memory stays near `cap`."""
    inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    out = bytearray()
    try:
        for start in range(0, len(data), _GZIP_INPUT_CHUNK):
            pending = data[start:start + _GZIP_INPUT_CHUNK]
            while pending:
                # max_length >= 1 always (0 would mean "no limit"); one byte over tells us it's cut.
                out += inflater.decompress(pending, cap + 1 - len(out))
                if len(out) > cap:
                    return bytes(out[:cap]), True, f"gzip expands past {cap} bytes; cut there"
                pending = inflater.unconsumed_tail
            if inflater.eof:
                break
    except zlib.error as exc:
        return bytes(out), True, f"corrupt gzip after {len(out)} bytes: {exc}"
    if not inflater.eof:
        return bytes(out), True, "gzip stream ends early"
    return bytes(out), False, ""


def _sniff_encoding(body: bytes) -> str:
    if body.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if body.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    if body.startswith(b"<\x00"):
        return "utf-16-le"
    if body.startswith(b"\x00<"):
        return "utf-16-be"
    return "utf-8"


def _parser(recover: bool) -> etree.XMLParser:
    # No entity expansion, no DTD, no network, libxml2's size limits: no XXE, no billion laughs.
    return etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False,
                           load_dtd=False, recover=recover, remove_comments=True, remove_pis=True)


def _parse_xml(body: bytes):
    """(root, note): a strict parse, else libxml2's recover mode, else (None, why)."""
    try:
        return etree.fromstring(body, _parser(False)), ""
    except etree.XMLSyntaxError as exc:
        strict_error = str(exc)
    try:
        root = etree.fromstring(body, _parser(True))
    except etree.XMLSyntaxError:
        root = None
    if root is None:
        return None, f"not well-formed XML: {strict_error}"
    return root, f"malformed XML, recovered: {strict_error}"


def _read_text(body: bytes, encoding: str, url: str, truncated: bool, max_entries: int) -> Sitemap:
    """sitemaps.org's plain-text form: one absolute URL per line."""
    lines = [line.strip() for line in body.decode(encoding, errors="replace").splitlines()]
    if truncated and not body.endswith((b"\n", b"\r")) and lines:
        lines.pop()  # the cap cut the last line: it may be half a URL
    lines = [line for line in lines if line]
    urls = [line for line in lines if re.match(r"https?://\S+$", line, re.I)]
    # Mostly URLs or it is some other text file (a page, an error) that happens to hold a link.
    if not urls or len(urls) * 2 < len(lines):
        return Sitemap("invalid", (), truncated, "neither XML nor a list of URLs")
    entries: list[SitemapEntry] = []
    for loc in dict.fromkeys(filter(None, (_absolute(u, url) for u in urls))):
        if len(entries) >= max_entries:
            truncated = True
            break
        entries.append(SitemapEntry(loc))
    return Sitemap("urlset", tuple(entries), truncated)


def _local(tag) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _child_text(element, name: str) -> str:
    for child in element:
        if _local(child.tag) == name:
            return "".join(child.itertext())
    return ""


def _title(url_element) -> str:
    for node in url_element.iter():
        if not isinstance(node.tag, str) or _local(node.tag) != "title" or node is url_element:
            continue
        namespace = node.tag[1:].split("}", 1)[0] if node.tag.startswith("{") else ""
        if node.getparent() is url_element or any(n in namespace for n in _TITLE_NAMESPACES):
            text = " ".join("".join(node.itertext()).split())
            if text:
                return text
    return ""


def _absolute(loc: str, base: str) -> str | None:
    """An absolute http(s) URL from a <loc>, or None for anything we would never request."""
    loc = loc.strip().translate(_WHATWG_DROPPED)
    if not loc:
        return None
    try:
        absolute = urljoin(base, loc) if base else loc
        parts = urlsplit(absolute)
        parts.port  # a port that isn't a number in range: not a URL we could request
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    return absolute
