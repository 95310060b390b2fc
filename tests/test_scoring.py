"""datestone.extract.scoring: which links are worth a request on the way to the licensing page."""
import pytest

from datestone.extract.links import Link
from datestone.extract.scoring import DIRECT_MIN_SCORE, HUB_MIN_SCORE, rank_links, score_link

H = "https://www.anytown.gov.uk"


@pytest.mark.parametrize("url, text", [
    (f"{H}/selective-licensing", ""),
    (f"{H}/additional-licensing", ""),
    (f"{H}/hmo-licensing", ""),
    (f"{H}/property-licensing", ""),
    (f"{H}/landlord-licensing", ""),
    (f"{H}/houses-in-multiple-occupation", ""),
    (f"{H}/housing/property-licensing", ""),
    (f"{H}/housing/private-housing/property-licensing", "Property licensing"),
    (f"{H}/info/200128/private_housing/1235/houses_in_multiple_occupation", ""),
    (f"{H}/article/4521/Property-licensing", ""),
    (f"{H}/Housing/Landlords/Pages/Landlord-licensing.aspx", ""),
    (f"{H}/page/12345", "Selective licensing"),
    (f"{H}/node/77", "Licensing of houses in multiple occupation"),
    (f"{H}/housing/licensing-hmos", ""),
    (f"{H}/hmo", "HMOs"),
])
def test_score_link_direct_licensing_links_reach_direct_min(url, text):
    assert score_link(url, text) >= DIRECT_MIN_SCORE


@pytest.mark.parametrize("url, text", [
    (f"{H}/housing", ""),
    (f"{H}/housing/private-housing", "Private housing"),
    (f"{H}/private-rented-sector", ""),
    (f"{H}/info/200456/landlords", "Landlords"),
    (f"{H}/renting", ""),
    (f"{H}/housing-standards", "Housing standards"),
    (f"{H}/a-z", ""),
    (f"{H}/atoz", ""),
    (f"{H}/directory", "A to Z of services"),
    (f"{H}/services", "A–Z"),
    (f"{H}/licensing", "Licensing"),
])
def test_score_link_hubs_sit_between_hub_and_direct(url, text):
    assert HUB_MIN_SCORE <= score_link(url, text) < DIRECT_MIN_SCORE


@pytest.mark.parametrize("url, text", [
    (f"{H}/licensing/alcohol", "Alcohol licensing"),
    (f"{H}/licensing/premises-licence", ""),
    (f"{H}/licensing/taxi-and-private-hire", ""),
    (f"{H}/licensing/gambling", ""),
    (f"{H}/street-trading", ""),
    (f"{H}/news/selective-licensing-launches", ""),
    (f"{H}/press-releases/2024/hmo-licensing", ""),
    (f"{H}/events", "What's on"),
    (f"{H}/jobs", ""),
    (f"{H}/council-tax", ""),
    (f"{H}/bins-and-recycling", ""),
    (f"{H}/planning/applications", ""),
    (f"{H}/committee/report-44", "Selective licensing report"),
    (f"{H}/meetings/cabinet", ""),
    (f"{H}/consultations/additional-licensing", ""),
    (f"{H}/have-your-say/selective-licensing", ""),
    (f"{H}/downloads/selective-licensing-guide.pdf", "Selective licensing guide"),
    (f"{H}/media/map.PNG", "Selective licensing map"),
    (f"{H}/files/hmo-application.docx", ""),
    (f"{H}/account/login", "Sign in"),
    (f"{H}/sign-in", ""),
    (f"{H}/search?q=selective+licensing", ""),
    (f"{H}/search", "Search"),
    ("mailto:housing@anytown.gov.uk", "Email housing"),
    (f"{H}/parks", "Parks and open spaces"),
    (f"{H}/selective-licensing", "Page not found"),  # a soft 404 title found at a licensing path
])
def test_score_link_decoys_stay_below_hub_min(url, text):
    assert score_link(url, text) < HUB_MIN_SCORE


def test_score_link_direct_beats_hub_beats_unrelated():
    direct = score_link(f"{H}/selective-licensing")
    hub = score_link(f"{H}/housing/private-housing")
    assert direct > hub > score_link(f"{H}/parks") == 0


def test_score_link_naming_the_scheme_beats_a_bare_hmo_link():
    assert score_link(f"{H}/selective-licensing") > score_link(f"{H}/hmos")


def test_score_link_is_deterministic():
    assert len({score_link(f"{H}/housing/property-licensing", "Property licensing") for _ in range(20)}) == 1


def test_score_link_thresholds_are_ordered():
    assert 0 < HUB_MIN_SCORE < DIRECT_MIN_SCORE


def test_rank_links_orders_best_first_and_drops_worthless():
    links = [Link(f"{H}/council-tax", "Council tax"), Link(f"{H}/housing", "Housing"),
             Link(f"{H}/selective-licensing", "Selective licensing"), Link(f"{H}/news", "News")]
    ranked = rank_links(links)
    assert [link.url for _, link in ranked] == [f"{H}/selective-licensing", f"{H}/housing"]
    assert all(score > 0 for score, _ in ranked)
    assert ranked[0][0] == score_link(f"{H}/selective-licensing", "Selective licensing")


def test_rank_links_breaks_ties_by_shorter_url_then_page_order():
    links = [Link(f"{H}/housing/private/landlords", ""), Link(f"{H}/landlords-b", ""),
             Link(f"{H}/landlords", ""), Link(f"{H}/landlords-a", "")]
    assert len({score_link(link.url) for link in links}) == 1  # a true tie
    assert [link.url for _, link in rank_links(links)] == [
        f"{H}/landlords", f"{H}/landlords-b", f"{H}/landlords-a", f"{H}/housing/private/landlords"]


def test_rank_links_accepts_any_iterable_and_empty():
    assert rank_links(iter([])) == []
    assert len(rank_links(Link(f"{H}/hmo-licensing", "") for _ in range(2))) == 2


def test_among_links_naming_licensing_the_apply_step_and_the_dated_scheme_outrank_their_hub():
    """LD1 rung 2 reads the best two: the page a landlord acts on comes before the section above it."""
    hub = score_link(f"{H}/business/licences-and-permits/landlord-licensing/")
    assert score_link(f"{H}/business/licences-and-permits/landlord-licensing/selective/apply-for-a-licence/") > hub
    assert score_link(f"{H}/housing/landlords/houses-multiple-occupation/apply/") > score_link(
        f"{H}/housing/landlords/houses-multiple-occupation/")
    assert score_link(f"{H}/housing/landlord-licensing/selective-and-additional-licensing-schemes-2023-2028/") > score_link(
        f"{H}/housing/landlord-licensing-and-accreditation/")


@pytest.mark.parametrize("beside", [
    f"{H}/housing/private-renting/extension-of-property-licensing-frequently-asked-questions",
    f"{H}/housing/private-sector-housing/selective-licensing-schemes-faqs/",
    f"{H}/housing/private-housing/proposals-introduce-new-property-licensing-schemes",
    f"{H}/housing/selective-licensing-background-documents",
])
def test_pages_beside_a_scheme_are_still_direct_but_come_after_any_plain_licensing_page(beside):
    assert score_link(beside) == DIRECT_MIN_SCORE
    assert score_link(f"{H}/housing/private-renting/houses-in-multiple-occupation-hmos/") > score_link(beside)


def test_a_cms_file_download_without_an_extension_is_never_requested():
    assert score_link(f"{H}/downloads/file/8814/public_notice_additional_licensing") == 0  # PC5: not a page
    # the page that lists the files is a page
    assert score_link(f"{H}/downloads/download/312/hmo_licensing_documents") >= DIRECT_MIN_SCORE


def test_a_hub_is_scored_by_its_own_name_not_its_section():
    """Under Housing, homelessness leads nowhere near a landlord's licence; under Residents, libraries neither."""
    assert score_link(f"{H}/housing/homelessness/", "Homelessness") == 0
    assert score_link(f"{H}/residents/libraries", "Libraries") == 0
    assert HUB_MIN_SCORE <= score_link(f"{H}/housing/private-sector-housing/", "Private sector housing")
    assert HUB_MIN_SCORE <= score_link(f"{H}/housing/1234")  # an opaque name: its section is all there is


def test_a_directorate_holding_housing_is_a_hub():
    assert HUB_MIN_SCORE <= score_link(f"{H}/regeneration-economy-and-skills", "Regeneration, Economy and Skills")
    assert HUB_MIN_SCORE <= score_link(f"{H}/housing-and-neighbourhoods", "Neighbourhoods")


@pytest.mark.parametrize("url, text", [
    (f"{H}/article/14776/Council-to-explore-tightening-controls-on-HMO-landlords", ""),
    (f"{H}/article/15062/x", "Council calls for residents' views on stricter HMO restrictions"),
])
def test_a_news_headline_filed_like_a_page_is_never_requested(url, text):
    assert score_link(url, text) == 0


@pytest.mark.parametrize("url, text", [
    (f"{H}/housing/housing-register/", "Housing register"),
    (f"{H}/housing/homelessness-advice", "Homeless or at risk"),
    (f"{H}/housing/find-a-home", "Find a home"),
])
def test_housing_for_people_seeking_a_home_is_not_a_way_to_a_landlords_licence(url, text):
    assert score_link(url, text) == 0


def test_environmental_health_outranks_a_licensing_section():
    assert score_link(f"{H}/business/environmental-health/", "Environmental health") > score_link(
        f"{H}/business/licensing/", "Licensing")


def test_names_a_decoy_tells_a_news_sitemap_from_a_pages_one():
    from datestone.extract.scoring import names_a_decoy

    assert names_a_decoy(f"{H}/sitemaps/news.xml") and not names_a_decoy(f"{H}/sitemaps/pages.xml")
