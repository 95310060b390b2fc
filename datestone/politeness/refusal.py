"""RF1 and RF3: is this answer a bot challenge rather than the page, and how long did the server ask us to wait?

A challenge is decided by the real markers, not by keywords:
Header markers (Cloudflare's `cf-mitigated: challenge`) and the known interstitials' page markers
(Cloudflare, Akamai, Imperva/Incapsula, DataDome), or a CAPTCHA widget on a page that has nothing else.
"""

from __future__ import annotations

import re
from email.utils import parsedate_to_datetime

_INTERSTITIALS = (
    re.compile(rb"<title>\s*Just a moment\.\.\.\s*</title>", re.I),  # Cloudflare
    re.compile(rb"/cdn-cgi/challenge-platform/", re.I),  # Cloudflare
    re.compile(rb"cf-browser-verification|cf_chl_opt", re.I),  # Cloudflare
    re.compile(rb"_Incapsula_Resource|Incapsula incident ID", re.I),  # Imperva
    re.compile(rb"captcha-delivery\.com|geo\.captcha-delivery", re.I),  # DataDome
    re.compile(rb"/_sec/cp_challenge/|ak_bmsc.*challenge|Access Denied</title>.*edgesuite", re.I | re.S),  # Akamai
)
_WIDGETS = re.compile(rb"class=\"(g-recaptcha|h-captcha|cf-turnstile)\"|recaptcha/api\.js|hcaptcha\.com/1/api\.js|"
                      rb"challenges\.cloudflare\.com/turnstile", re.I)
# Script and style bodies first: they are not words a reader sees, and a lone CAPTCHA page often carries plenty.
_TAGS = re.compile(rb"<script.*?</script>|<style.*?</style>|<[^>]*>", re.I | re.S)


def is_challenge(status: int, headers: dict[str, str], body: bytes) -> bool:
    if headers.get("cf-mitigated", "").lower() == "challenge":
        return True
    head = body[:200_000]
    if any(p.search(head) for p in _INTERSTITIALS):
        return True
    if _WIDGETS.search(head):
        # A CAPTCHA widget alone on a page is a challenge; a widget on a normal form page is not.
        words = _TAGS.sub(b" ", head).split()
        return len(words) < 80
    return False


def lower_headers(response) -> dict[str, str]:
    return {k.decode("latin-1").lower(): b",".join(v).decode("latin-1") for k, v in response.headers.items()}

def retry_after_s(value: str | None, now: float) -> float | None:
    """RF3: `Retry-After` in seconds or as an HTTP date, read against the injected clock. Seconds the server asked us to wait, or None when the header is absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None or when.tzinfo is None:
        return None
    return max(0.0, when.timestamp() - now)
