"""datestone.clock: the day a page was read, which the finder judges scheme dates against."""
from datetime import date

from datestone.clock import read_on_day


def test_read_on_day_is_the_uk_day_of_the_moment_read():
    assert read_on_day("2026-06-30T23:30:00+00:00", None) == date(2026, 7, 1)  # BST: already the next day
    assert read_on_day("2026-12-02T23:30:00+00:00", None) == date(2026, 12, 2)


def test_read_on_day_without_a_fallback_is_none_when_the_page_says_no_moment():
    assert read_on_day("", None) is None and read_on_day("not a moment", None) is None
    assert read_on_day("", 1_800_000_000.0) == date(2027, 1, 15)  # with a fallback moment, that moment's day
