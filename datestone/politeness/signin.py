"""LD5: nothing needing a login is read. Sign-in pages are recognised by their address.

A redirect to one of these (the usual answer of a page behind a login) is not followed.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

_SIGN_IN = re.compile(
    r"(^|/)(log[-_]?in|log[-_]?on|sign[-_]?in|wp-login|sso|oauth2?|auth(enticate)?|account/log-?in|user/log-?in|"
    r"my-?account/log-?in|saml2?|cas/login|adfs)(/|$|\.|\?)",
    re.IGNORECASE,
)
_SIGN_IN_QUERY = re.compile(r"(^|&)(returnurl|return_to|redirect_uri)=", re.IGNORECASE)


def looks_like_sign_in(url: str) -> bool:
    parts = urlsplit(url)
    return bool(_SIGN_IN.search(parts.path)) or (
        bool(_SIGN_IN_QUERY.search(parts.query)) and "login" in url.lower())
