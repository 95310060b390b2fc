"""LD1 rung 4 / PC1 — datestone.extract.az: find the A–Z index and the few letter pages worth a request."""
import pytest

from datestone import policy
from datestone.extract.az import AZ_INDEX_PATHS, LICENSING_LETTERS, find_az_index_link, letter_page_links

B = "https://www.leeds.gov.uk"


def test_az_index_paths_are_few_distinct_absolute_paths_within_the_budget():
    assert 1 <= len(AZ_INDEX_PATHS) <= 3
    assert len(set(AZ_INDEX_PATHS)) == len(AZ_INDEX_PATHS)
    assert all(p.startswith("/") and p == p.lower() for p in AZ_INDEX_PATHS)
    # Index guesses plus every licensing letter page still leave most of the visit budget (PC1).
    assert len(AZ_INDEX_PATHS) + len(LICENSING_LETTERS) < policy.VISIT_BUDGET_REQUESTS // 2


def test_the_guessed_index_paths_are_recognised_as_az_links():
    for path in AZ_INDEX_PATHS:
        assert find_az_index_link([(B + path, "")]) == B + path


def test_licensing_letters_are_the_four_a_licensing_page_is_filed_under():
    assert LICENSING_LETTERS == ("L", "H", "P", "S")


@pytest.mark.parametrize(
    "links, expected",
    [
        ([(B + "/", "Home"), (B + "/a-z", "A-Z")], B + "/a-z"),
        ([(B + "/services", "Services"), (B + "/x", "A to Z")], B + "/x"),
        ([(B + "/x", "A\u2013Z of services")], B + "/x"),  # en dash
        ([(B + "/x", "Council services  A - Z")], B + "/x"),
        ([(B + "/x", "a\u00a0to\u00a0z")], B + "/x"),  # non-breaking spaces
        ([(B + "/atoz", "Find a service")], B + "/atoz"),
        ([(B + "/a-to-z", "")], B + "/a-to-z"),
        ([(B + "/a_to_z", "")], B + "/a_to_z"),
        ([(B + "/services/a-z", "")], B + "/services/a-z"),
        ([(B + "/a-z-of-services", "")], B + "/a-z-of-services"),
        # text and URL together beat either alone; a tie goes to the first
        ([(B + "/x", "A-Z"), (B + "/a-z", "A-Z of services")], B + "/a-z"),
        ([(B + "/x", "A-Z"), (B + "/y", "A to Z")], B + "/x"),
        # the index beats one of its letter pages; a letter link alone is not the index
        ([(B + "/a-z/a", "A-Z"), (B + "/a-z", "A-Z")], B + "/a-z"),
        ([(B + "/a-z/l", "L")], None),
        ([(B + "/a-z?letter=L", "L")], None),
        # look-alikes that are not an A–Z
        ([(B + "/azure", "Azure"), (B + "/plaza", "Plaza"), (B + "/sofa-zone", "sofa-zone")], None),
        ([(B + "/a-zone", "Pizza to Zebra")], None),
        ([("mailto:a-z@leeds.gov.uk", "A-Z"), ("javascript:az()", "A-Z")], None),
        ([], None),
    ],
)
def test_find_az_index_link_picks_the_services_a_to_z(links, expected):
    assert find_az_index_link(links) == expected


def test_find_az_index_link_skips_other_sites_when_given_the_domain():
    links = [("https://www.westyorks.gov.uk/a-z", "A-Z"), (B + "/atoz", "Services")]
    assert find_az_index_link(links) == "https://www.westyorks.gov.uk/a-z"
    assert find_az_index_link(links, site_domain="leeds.gov.uk") == B + "/atoz"


@pytest.mark.parametrize(
    "index_url, link, letter, expected",
    [
        (B + "/a-z", B + "/a-z/l", "L", B + "/a-z/l"),
        (B + "/a-z", B + "/a-z/L/", "L", B + "/a-z/L/"),
        (B + "/a-z", B + "/a-z?letter=L", "L", B + "/a-z?letter=L"),
        (B + "/a-z", B + "/a-z?page=1&az=h", "H", B + "/a-z?page=1&az=h"),
        (B + "/a-to-z", B + "/a-to-z/P", "P", B + "/a-to-z/P"),
        (B + "/az", B + "/az/services/s", "S", B + "/az/services/s"),
        (B + "/a_to_z", B + "/a_to_z/letter-h", "H", B + "/a_to_z/letter-h"),
        (B + "/services/a-z", B + "/services/a-z/l", "L", B + "/services/a-z/l"),
        (B + "/directory/all", B + "/directory/all/l", "L", B + "/directory/all/l"),  # under the index
        (B + "/a-z/a", B + "/a-z/l", "L", B + "/a-z/l"),  # the index was itself letter A
        (B + "/directory/all/a", B + "/directory/all/l", "L", B + "/directory/all/l"),
        (B + "/a-z", B + "/a-z#l", "L", B + "/a-z"),  # same-page anchor: this page lists it all
        (B + "/a-z", B + "/a-z#L", "L", B + "/a-z"),
    ],
)
def test_letter_page_links_reads_each_site_shape(index_url, link, letter, expected):
    assert letter_page_links([(link, letter)], index_url) == {letter: expected}


@pytest.mark.parametrize(
    "index_url, link",
    [
        (B + "/a-z", "https://www.westyorks.gov.uk/a-z/l"),  # another site's A–Z
        (B + "/a-z", B + "/housing/l"),  # a one-letter path that has nothing to do with the A–Z
        (B + "/a-z", B + "/a-z/licensing"),
        (B + "/a-z", B + "/a-z/1"),
        (B + "/a-z", B + "/a-z/\u017f"),  # long s upper-cases to "S" but is not A–Z
        (B + "/a-z", B + "/a-z/\u212a"),  # Kelvin sign
        (B + "/a-z", B + "/a-z/\u00e9"),
        (B + "/a-z", B + "/other#l"),  # an anchor on another page
        (B + "/a-z", B + "/a-z#main-content"),
        (B + "/a-z", B + "/a-z?page=2"),
        (B + "/a-z", B + "/search?letter=l"),
        (B + "/a-z", "mailto:l@leeds.gov.uk"),
        (B + "/a-z", "http://[::1/a-z/l"),
        ("", B + "/a-z/l"),
    ],
)
def test_letter_page_links_ignores_links_that_are_not_letter_pages(index_url, link):
    assert letter_page_links([(link, "L")], index_url) == {}


def test_letter_page_links_maps_a_whole_index_in_letter_order_first_link_winning():
    links = [(B + "/", "Home")] + [(f"{B}/a-z/{c}", c.upper()) for c in "zyxlhpsa"]
    links += [(B + "/a-z/L-again", "L"), (B + "/a-z?letter=L", "L")]
    found = letter_page_links(links, B + "/a-z")
    assert list(found) == sorted("ZYXLHPSA")
    assert found["L"] == B + "/a-z/l"
    assert {k: found[k] for k in LICENSING_LETTERS} == {k: f"{B}/a-z/{k.lower()}" for k in LICENSING_LETTERS}
