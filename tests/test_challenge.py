"""datestone.politeness.refusal — RF1: a bot challenge ends the visit; a normal page that merely mentions CAPTCHA does not."""
from __future__ import annotations

import pytest

from datestone.politeness.refusal import is_challenge

COUNCIL_TEXT = (
    "Selective licensing applies to privately rented homes in the designated area. Landlords must apply for a "
    "licence before letting a property, pay the fee and meet the licence conditions. The scheme started on "
    "1 April and runs for five years. Houses in multiple occupation may also need an additional licence. "
    "Read the guidance on fees, exemptions, temporary exemption notices and how to appeal a decision, "
    "and contact the private sector housing team if you are unsure whether your property needs a licence. "
)


def _page(body: str, title: str = "Property licensing | Adur & Worthing Councils", head: str = "") -> bytes:
    return (f"<!DOCTYPE html><html><head><title>{title}</title>{head}</head>"
            f"<body><header><nav><a href='/'>Home</a></nav></header><main>{body}</main></body></html>").encode()


CLOUDFLARE_INTERSTITIAL = (
    b"<!DOCTYPE html><html lang=\"en-US\"><head><title>Just a moment...</title>"
    b"<meta http-equiv=\"refresh\" content=\"390\"></head><body><div class=\"main-wrapper\">"
    b"<noscript>Enable JavaScript and cookies to continue</noscript></div>"
    b"<script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'www.example.gov.uk'};"
    b"var a = document.createElement('script');a.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1';"
    b"})();</script></body></html>"
)
IMPERVA = (b"<html><head><META NAME=\"robots\" CONTENT=\"noindex,nofollow\">"
           b"<script src=\"/_Incapsula_Resource?SWJIYLWA=5074a744e2e3d891814e9a2dace20bd4,719d34d31c8e3a6e6fffd425f7e032f3\">"
           b"</script><body></body></html>")
IMPERVA_INCIDENT = _page("Request unsuccessful. Incapsula incident ID: 1234000560123456789-12345678901234567",
                         title="")
DATADOME = (b"<html><head><title>example.gov.uk</title></head><body style=\"margin:0\">"
            b"<script>var dd={'rt':'c','cid':'AHrlqAAA','hsh':'2211F5','t':'fe','host':'geo.captcha-delivery.com'}"
            b"</script><script src=\"https://ct.captcha-delivery.com/c.js\"></script></body></html>")
AKAMAI = _page("<script src='/_sec/cp_challenge/sec-cpt-if-4-5.js'></script>", title="Challenge Validation")
LONE_RECAPTCHA = _page("<h1>Security check</h1><p>Please confirm you are a person.</p>"
                       "<form method='post'><div class=\"g-recaptcha\" data-sitekey=\"6Lc\"></div>"
                       "<button>Continue</button></form>",
                       head="<script src='https://www.google.com/recaptcha/api.js' async defer></script>")
LONE_HCAPTCHA = _page("<div class=\"h-captcha\" data-sitekey=\"10000000-ffff\"></div>",
                      head="<script src='https://js.hcaptcha.com/1/api.js'></script>")
LONE_TURNSTILE = _page("<div class=\"cf-turnstile\" data-sitekey=\"0x4AAA\"></div>",
                       head="<script src='https://challenges.cloudflare.com/turnstile/v0/api.js'></script>")
# A lone widget page padded with inline CSS and JS: script and style bodies are not words a reader sees.
LONE_RECAPTCHA_WITH_INLINE_ASSETS = _page(
    "<div class=\"g-recaptcha\" data-sitekey=\"6Lc\"></div>",
    title="Security check",
    head="<style>" + " ".join(f".c{i} {{ color: #{i:03d}; margin: 0 auto; }}" for i in range(60)) + "</style>"
         "<script>" + " ".join(f"var v{i} = grecaptcha && {i};" for i in range(60)) + "</script>"
         "<script src='https://www.google.com/recaptcha/api.js'></script>",
)
CONTACT_FORM_PAGE = _page(
    "<h1>Property licensing</h1>" + f"<p>{COUNCIL_TEXT}</p>" * 2
    + "<h2>Contact us</h2><form method='post' action='/contact'><label>Your message</label><textarea></textarea>"
      "<div class=\"g-recaptcha\" data-sitekey=\"6Lc\"></div><button>Send</button></form>",
    head="<script src='https://www.google.com/recaptcha/api.js' async defer></script>",
)
MENTIONS_CAPTCHA = _page(f"<p>{COUNCIL_TEXT}</p><p>Our online forms use a captcha to stop spam; "
                         "if you cannot complete the CAPTCHA, phone us instead.</p>")
PLAIN_PAGE = _page(f"<p>{COUNCIL_TEXT}</p>")


@pytest.mark.parametrize(
    "status, headers, body",
    [
        pytest.param(403, {"cf-mitigated": "challenge"}, b"", id="cloudflare-header"),
        pytest.param(200, {"cf-mitigated": "Challenge"}, PLAIN_PAGE, id="cloudflare-header-any-case"),
        pytest.param(403, {"server": "cloudflare"}, CLOUDFLARE_INTERSTITIAL, id="cloudflare-just-a-moment"),
        pytest.param(200, {}, IMPERVA, id="imperva-incapsula-resource"),
        pytest.param(200, {}, IMPERVA_INCIDENT, id="imperva-incident-id"),
        pytest.param(403, {"x-datadome": "protected"}, DATADOME, id="datadome-captcha-delivery"),
        pytest.param(200, {}, AKAMAI, id="akamai-sec-cp-challenge"),
        pytest.param(200, {}, LONE_RECAPTCHA, id="lone-recaptcha"),
        pytest.param(200, {}, LONE_HCAPTCHA, id="lone-hcaptcha"),
        pytest.param(200, {}, LONE_TURNSTILE, id="lone-turnstile"),
        pytest.param(200, {}, LONE_RECAPTCHA_WITH_INLINE_ASSETS, id="lone-recaptcha-with-inline-css-js"),
    ],
)
def test_rf1_challenge_pages_are_recognised(status, headers, body):
    assert is_challenge(status, headers, body) is True


@pytest.mark.parametrize(
    "status, headers, body",
    [
        pytest.param(200, {}, PLAIN_PAGE, id="plain-council-page"),
        pytest.param(200, {}, CONTACT_FORM_PAGE, id="recaptcha-on-a-contact-form"),
        pytest.param(200, {}, MENTIONS_CAPTCHA, id="word-captcha-in-text"),
        pytest.param(200, {"cf-mitigated": ""}, PLAIN_PAGE, id="empty-cf-mitigated"),
        pytest.param(200, {"server": "cloudflare", "cf-ray": "8a1b2c3d4e5f-LHR"}, PLAIN_PAGE, id="cloudflare-served"),
        pytest.param(200, {"x-iinfo": "10-123-0 NNNN CT(0 0 0) RT(1 0) q(0 0 0 -1) r(0 0) U6", "x-cdn": "Imperva"},
                     PLAIN_PAGE, id="imperva-headers-only"),
        pytest.param(200, {"x-datadome": "protected", "x-datadome-cid": "AHrlqAAA"}, PLAIN_PAGE,
                     id="datadome-headers-only"),
        pytest.param(404, {}, _page("<h1>Page not found</h1>"), id="short-404-without-widget"),
        pytest.param(200, {}, b"", id="empty-body"),
    ],
)
def test_rf1_normal_pages_are_not_challenges(status, headers, body):
    assert is_challenge(status, headers, body) is False
