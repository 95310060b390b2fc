"""What the nightly check needs to remember of a page we read: its validators for a conditional GET, its main
text to compare, and whether that text only appears after JavaScript runs (then the check uses the browser)."""

from __future__ import annotations

from w3lib.encoding import html_to_unicode

from datestone.extract.change import comparable_text

# The browser is needed when the rendered page says clearly more than the bytes the server sent.
JS_TEXT_RATIO = 1.2
JS_TEXT_MARGIN_CHARS = 100


def needs_browser(raw_text: str, rendered_text: str) -> bool:
    return len(rendered_text) > len(raw_text) * JS_TEXT_RATIO + JS_TEXT_MARGIN_CHARS


def baseline(fetched) -> dict:
    """page_state fields for a page read in the browser (`fetched.html` rendered, `fetched.body` as sent)."""
    _, raw_html = html_to_unicode(fetched.content_type, fetched.body)
    raw_text, rendered_text = comparable_text(raw_html), comparable_text(fetched.html)
    return {"text": rendered_text, "archive": fetched.archive, "etag": fetched.header("ETag"),
            "last_modified": fetched.header("Last-Modified"), "needs_js": int(needs_browser(raw_text, rendered_text))}
