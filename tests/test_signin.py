"""datestone.politeness.signin — LD5: nothing needing a login is read; a redirect to a sign-in page is not followed."""
from __future__ import annotations

import pytest

from datestone.politeness.signin import looks_like_sign_in

BASE = "https://www.adur-worthing.gov.uk"


@pytest.mark.parametrize(
    "path",
    [
        "/login",
        "/login/",
        "/Login",
        "/log-in",
        "/logon.aspx",
        "/user/login",
        "/user/login?destination=/node/12",
        "/sign-in",
        "/signin",
        "/users/sign_in",  # Rails / Devise
        "/wp-login.php?redirect_to=https%3A%2F%2Fwww.adur-worthing.gov.uk%2Fmembers%2F",  # WordPress
        "/account/login?returnUrl=%2Fhousing%2Fmy-licence",
        "/Account/LogOn?ReturnUrl=%2F",
        "/my-account/login",
        "/myaccount/login",
        "/saml/SSO",
        "/saml2/idp/SSOService.php",
        "/sso/redirect",
        "/oauth2/authorize?client_id=x",
        "/auth/realms/council/protocol/openid-connect/auth",
        "/authenticate",
        "/cas/login?service=https%3A%2F%2Fwww.adur-worthing.gov.uk%2F",
        "/adfs/ls/?wa=wsignin1.0",
        "/portal/page?returnUrl=%2Fx&login=1",
    ],
)
def test_ld5_sign_in_pages_are_recognised(path):
    assert looks_like_sign_in(BASE + path) is True


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/housing/landlords",
        "/housing/private-sector-housing/selective-licensing",
        "/blog/logistics",
        "/authority-housing",
        "/signage",
        "/signing-up-to-the-landlord-forum",
        "/designs/login-page-accessibility-statement",  # a page about login, not a sign-in page
        "/housing/hmo-licensing?returnUrl=%2Fhousing",  # a return URL alone is not a login
        "/author/housing-team",
        "/catalogue?q=ssoap",
        "/licensing/taxi/driver-auth.pdf",  # only a whole path segment names a sign-in page
        "/events/blog-in/",
    ],
)
def test_ld5_ordinary_council_pages_are_not_sign_in_pages(path):
    assert looks_like_sign_in(BASE + path) is False
