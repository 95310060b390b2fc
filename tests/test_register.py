"""The council register: all 296 bundled councils; DATESTONE_COUNCILS; clear errors naming line and column."""

from __future__ import annotations

import pytest

from datestone.config import BUNDLED_REGISTER
from datestone.register import RegisterError, UnknownCouncil, find_council, load_register

HEADER = "gss_code,official_name,homepage_url,site_domain\n"
ADUR = "E07000223,Adur District Council,https://www.adur-worthing.gov.uk/,adur-worthing.gov.uk\n"


def test_bundled_register_has_all_296_english_housing_councils():
    councils = load_register(BUNDLED_REGISTER)
    assert len(councils) == 296
    adur = councils["E07000223"]
    assert (adur.name, adur.site_domain) == ("Adur District Council", "adur-worthing.gov.uk")
    assert all(c.homepage.startswith(("http://", "https://")) for c in councils.values())


def test_bundled_register_keeps_its_attribution():
    source = (BUNDLED_REGISTER.parent / "SOURCE.md").read_text()
    assert "mySociety" in source and "Crown Copyright" in source and "CC-BY-4.0" in source


def test_another_register_is_read_with_extra_columns(tmp_path):
    path = tmp_path / "r.csv"
    path.write_text("extra," + HEADER.replace("\n", ",more\n") + "x," + ADUR.replace("\n", ",y\n"))
    assert list(load_register(path)) == ["E07000223"]


@pytest.mark.parametrize("content, fragment", [
    ("", "line 1: empty file"),
    ("gss_code,official_name,homepage_url\n" + "E07000223,Adur,http://x.gov.uk/\n", "lacks column(s) site_domain"),
    (HEADER + "E0700022,Adur,http://www.a.gov.uk/,a.gov.uk\n", "line 2, column gss_code (1)"),
    (HEADER + ADUR + "E07000224,,http://www.arun.gov.uk/,arun.gov.uk\n", "line 3, column official_name (2)"),
    (HEADER + "E07000224,Arun,ftp://www.arun.gov.uk/,arun.gov.uk\n", "line 2, column homepage_url (3)"),
    (HEADER + "E07000224,Arun,http://www.arun.gov.uk/,not a domain\n", "line 2, column site_domain (4)"),
    (HEADER + "E07000224,Arun,http://www.other.gov.uk/,arun.gov.uk\n", "outside its site_domain"),
    (HEADER + ADUR + ADUR, "line 3, column gss_code: E07000223 appears twice"),
    (HEADER + "E07000224,Arun,http://www.arun.gov.uk/\n", "line 2: 3 fields, the header has 4"),
])
def test_broken_register_is_refused_naming_line_and_column(tmp_path, content, fragment):
    path = tmp_path / "broken.csv"
    path.write_text(content)
    with pytest.raises(RegisterError) as error:
        load_register(path)
    assert fragment in str(error.value)
    assert str(path) in str(error.value)


def test_missing_register_file_names_the_setting(tmp_path):
    with pytest.raises(RegisterError, match="DATESTONE_COUNCILS"):
        load_register(tmp_path / "nope.csv")


@pytest.mark.parametrize("code, fragment", [
    ("E99999999", "is not in the register"),
    ("E0700022", "is not a GSS code"),
    ("adur", "is not a GSS code"),
])
def test_unknown_council_names_close_matches(code, fragment):
    councils = load_register(BUNDLED_REGISTER)
    with pytest.raises(UnknownCouncil) as error:
        find_council(councils, code)
    assert fragment in str(error.value) and "close matches:" in str(error.value)


def test_close_matches_are_offered_for_a_mistyped_code():
    councils = load_register(BUNDLED_REGISTER)
    with pytest.raises(UnknownCouncil, match=r"E07000223 \(Adur District Council\)"):
        find_council(councils, "E07000232")


def test_code_is_matched_without_regard_to_case_or_spaces():
    councils = load_register(BUNDLED_REGISTER)
    assert find_council(councils, " e07000223 ").gss == "E07000223"
