"""LD4 / RB1 — datestone.scope: whose URL is it, and which robots.txt does it answer to."""
import pytest

from datestone.scope import host_of, in_scope, origin_of

SITE = "adur-worthing.gov.uk"


@pytest.mark.parametrize(
    "url, expected",
    [
        ("https://adur-worthing.gov.uk/", True),
        ("https://www.adur-worthing.gov.uk/housing", True),
        ("http://a.b.adur-worthing.gov.uk/x?y=1", True),
        ("HTTPS://WWW.Adur-Worthing.GOV.UK/x", True),
        ("https://www.adur-worthing.gov.uk./x", True),  # trailing dot is the same host
        ("https://www.adur-worthing.gov.uk:8443/x", True),  # the port does not change whose it is
        ("https://evil-adur-worthing.gov.uk/", False),  # not a label boundary
        ("https://adur-worthing.gov.uk.evil.example/", False),
        ("https://gov.uk/", False),
        ("https://adur-worthing.gov.uk@evil.example/", False),  # userinfo is not the host
        ("https://evil.example\\@adur-worthing.gov.uk/", False),  # browsers end the host at "\"
        ("https://evil.example\\.adur-worthing.gov.uk/", False),
        ("https://adur-worthing\t.gov.uk/", True),  # browsers drop tabs and newlines
        ("ftp://adur-worthing.gov.uk/file", False),
        ("mailto:housing@adur-worthing.gov.uk", False),
        ("javascript:location='https://adur-worthing.gov.uk'", False),
        ("//adur-worthing.gov.uk/x", False),  # scheme-relative: not resolved, so not requestable
        ("/housing", False),
        ("", False),
        ("https://adur-worthing.gov.uk:99999/", False),  # a port no client would accept
        ("https://adur-worthing.gov.uk:abc/", False),
        ("http://[::1/", False),
    ],
)
def test_in_scope_accepts_the_domain_and_its_subdomains_only(url, expected):
    assert in_scope(url, SITE) is expected


@pytest.mark.parametrize("domain", ["Adur-Worthing.GOV.uk", "adur-worthing.gov.uk.", " adur-worthing.gov.uk "])
def test_site_domain_is_compared_without_case_or_trailing_dot(domain):
    assert in_scope("https://www.adur-worthing.gov.uk/", domain)
    assert not in_scope("https://evil-adur-worthing.gov.uk/", domain)


@pytest.mark.parametrize(
    "url, domain, expected",
    [
        ("http://10.1.2.3/", "2.3", False),  # an address has no subdomains
        ("http://10.1.2.3/", "10.1.2.3", True),
        ("http://[::1]:8080/", "::1", True),
        ("https://x.gov.uk/", "", False),
    ],
)
def test_ip_addresses_and_empty_domains_match_only_exactly(url, domain, expected):
    assert in_scope(url, domain) is expected


@pytest.mark.parametrize(
    "url, host",
    [
        ("https://WWW.Leeds.GOV.uk:8443/a", "www.leeds.gov.uk"),
        ("http://user:pw@leeds.gov.uk/", "leeds.gov.uk"),
        ("https://leeds.gov.uk./", "leeds.gov.uk"),
        ("http://[::1]:8080/", "::1"),
        ("https://evil.example\\@leeds.gov.uk/", "evil.example"),
        ("/relative/path", ""),
        ("http://[::1/", ""),
        ("", ""),
    ],
)
def test_host_of_is_the_lowercased_host_without_port(url, host):
    assert host_of(url) == host


@pytest.mark.parametrize(
    "url, origin",
    [
        ("https://www.leeds.gov.uk/a/b?c#d", "https://www.leeds.gov.uk"),
        ("https://www.leeds.gov.uk:443/", "https://www.leeds.gov.uk"),
        ("http://www.leeds.gov.uk:80/", "http://www.leeds.gov.uk"),
        ("http://www.leeds.gov.uk:443/", "http://www.leeds.gov.uk:443"),
        ("https://www.leeds.gov.uk:8443/", "https://www.leeds.gov.uk:8443"),
        ("HTTPS://WWW.LEEDS.GOV.UK/", "https://www.leeds.gov.uk"),
        ("http://[::1]:8080/", "http://[::1]:8080"),
    ],
)
def test_origin_drops_default_ports_so_one_host_has_one_robots_key(url, origin):
    assert origin_of(url) == origin


@pytest.mark.parametrize(
    "url", ["/relative", "mailto:a@leeds.gov.uk", "ftp://leeds.gov.uk/", "https://leeds.gov.uk:99999/", ""]
)
def test_origin_of_refuses_urls_without_a_web_origin(url):
    with pytest.raises(ValueError):
        origin_of(url)
