"""Cases found by a fixed path, by the A–Z only, by homepage links only, and honest not-found sites."""

from __future__ import annotations

from tests.fakeweb.realnav import decoys as d
from tests.fakeweb.realnav.build import Case, Page
from tests.fakeweb.realnav.decoys import p, ul
from tests.fakeweb.realnav.helpers import (ROBOTS_ASPX, ROBOTS_DRUPAL, ROBOTS_GOSS, ROBOTS_JADU, ROBOTS_UMBRACO, decoy, home,
                                           hub, not_found, redirect)
from tests.fakeweb.realnav.kit import SitemapSpec, links_list

CASES: list[Case] = []
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
EMPTY = "JQUXYZ"  # letters with no services: shown, not linked, as council A-Zs do


def az_letters(href_for) -> str:
    return '<ul class="az-letters">' + "".join(
        f"<li>{ch}</li>" if ch in EMPTY else f'<li><a href="{href_for(ch)}">{ch}</a></li>' for ch in LETTERS) + "</ul>"


# ================================================================================ fixed paths

# ---------------------------------------------------------------------------------------------- Stafford: alias change
H = "www.staffordbc.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning", "/planning"), ("Business", "/business"), ("Council and democracy", "/council-and-democracy")]
TARGET = "/houses-in-multiple-occupation-hmo"
CASES.append(Case(
    name="realnav-stafford-fixed-path-alias-redirect",
    gss="E07000197", host=H, skin="drupal", nav=NAV, council_short="Stafford Borough Council",
    robots=ROBOTS_DRUPAL,
    responses={"/houses-in-multiple-occupation": redirect(f"http://{H}{TARGET}")},
    pages={
        "/": home("Stafford Borough", [("Bin collection days", "/bins-and-recycling"), ("Pay council tax", "/council-tax"),
                                       ("Housing", "/housing"), ("Planning applications", "/planning")]),
        "/housing": hub("Housing", "Housing advice, grants and private renting.", [("Private sector housing", "/private-sector-housing")], [("Home", "/")]),
        "/private-sector-housing": hub("Private sector housing", "Standards in private homes.", [("Houses in Multiple Occupation (HMO)", TARGET),
                                                                                                 ("Housing standards", "/housing-standards")], [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Houses in Multiple Occupation (HMO)", crumbs=[("Home", "/"), ("Housing", "/housing"), ("Private sector housing", "/private-sector-housing")],
            body=p("You need to apply for a licence if you are the landlord of a licensable House in Multiple Occupation. It shows the property is safe and suitable for the number of people living there.")
            + "<h2>Is your property licensable?</h2>" + p("It is, if all of these apply:")
            + ul("five or more people from two or more households live there", "they share facilities such as a kitchen, bathroom or laundry room")
            + p("A household is a family, a couple or a single person: four friends sharing are four households, even on one tenancy. A maisonette or a flat above a shop can need a licence too.")
            + "<h2>Apply for an HMO licence</h2>" + p("Apply for a new licence or renew online. A five-year licence costs the amount in our fees and charges.")
            + "<h2>If you do not licence</h2>" + p("It is an offence. The penalty can be an unlimited fine, a civil penalty of up to £30,000, and a rent repayment order for up to a year's rent.")
            + "<h2>Inspections</h2>" + p("Our Housing Standards Team inspects HMOs at regular intervals."),
            updated="19 August 2026"),
        "/housing-standards": decoy(d.housing_standards("Stafford Borough Council"), [("Home", "/"), ("Housing", "/housing")]),
        "_404": not_found("Stafford Borough"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "fixed_path", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Stafford's flat-slug page /houses-in-multiple-occupation-hmo (Housing Standards Team, unlimited fine, "
           "£30,000, rent repayment order). No sitemap (robots has no Sitemap line; /sitemap.xml is 404). The sixth fixed path "
           "/houses-in-multiple-occupation 301s to it, as a CMS does when a page's alias is changed."),
    modelled_on=["https://staffordbc.gov.uk/houses-in-multiple-occupation-hmo"],
    why="no sitemap; the old alias /houses-in-multiple-occupation redirects to the renamed page",
))

# ---------------------------------------------------------------------------------------------- Brent: vanity URL
H = "www.brent.gov.uk"
NAV = [("Bins and recycling", "/bins-rubbish-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning and building control", "/planning-and-building-control"), ("Business", "/business"), ("Your council", "/your-council")]
TARGET = "/housing/landlords/property-licensing"
CASES.append(Case(
    name="realnav-brent-fixed-path-vanity-redirect",
    gss="E09000005", host=H, skin="drupal", nav=NAV, council_short="Brent Council",
    banner="Wembley High Road: major road reconstruction work is under way on all sides of Wembley Triangle.",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.brent.gov.uk/news-sitemap.xml\n",
    sitemaps=[SitemapSpec("/news-sitemap.xml", "drupal", 1500, news_only=True, content_encoding=True,
                          places=["Wembley", "Harlesden", "Kilburn", "Willesden", "Neasden", "Kingsbury", "Kensal Green", "Queen's Park"],
                          extra=[f"http://{H}/news/2024/april/selective-licensing-extended-to-more-wards",
                                 f"http://{H}/services-for-residents/housing/private-landlord-advice/property-licensing-for-landlords/"])],
    responses={"/property-licensing": redirect(f"http://{H}{TARGET}"), "/prslicensing": redirect(f"http://{H}{TARGET}"),
               "/services-for-residents/housing/private-landlord-advice/property-licensing-for-landlords/": {"status": 410}},
    pages={
        "/": home("Brent", [("Pay council tax", "/council-tax"), ("Bin collection day", "/bins-rubbish-and-recycling"), ("Housing", "/housing"),
                            ("Parking", "/parking")]),
        "/housing": hub("Housing", "Housing help and advice.", [("Landlords", "/housing/landlords")], [("Home", "/")]),
        "/housing/landlords": hub("Landlords", "Information for private landlords and agents.", [("Property licensing", TARGET)], [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Property licensing", crumbs=[("Home", "/"), ("Housing", "/housing"), ("Landlords", "/housing/landlords")],
            body="<h2>Find out if you need a licence</h2>"
            + p("People in Brent have a right to expect well-managed, decent and safe private rented homes. There are three types of licence for privately rented accommodation here.")
            + "<h3>Mandatory HMO licence</h3>" + p("For a property with five or more people in two or more households who share a kitchen, bathroom or toilet.")
            + "<h3>Additional HMO licence</h3>" + p("For every other HMO in the borough, such as three or four people from two or more households. The current designation came into force on 1 February 2025 and lasts five years.")
            + "<h3>Selective licence</h3>" + p("For all other privately rented homes in every ward except Wembley Park. Designation 1 started on 1 August 2023 and Designation 2 on 1 April 2024; each lasts five years.")
            + p("Use the questions below to see which licence you need. Without the right licence you could face an unlimited fine and a criminal record, or a civil penalty of up to £30,000 per offence.")
            + '<p><a href="/housing/landlords/property-licensing/apply">Apply for a licence now</a></p>',
            updated="13 January 2026"),
        "/news/2024/april/selective-licensing-extended-to-more-wards": decoy(d.news_item(
            "Selective licensing extended to more wards", ["From 1 April private rented homes in every ward except Wembley Park need a licence.",
                                                           "Landlords should check the licence they need and apply."], "1 April 2024"),
            [("Home", "/"), ("News", "/news")], "1 April 2024"),
        "_404": not_found("Brent"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "fixed_path", "depth": None,
            "schemes": ["selective", "additional", "mandatory_hmo"]},
    notes=("Modelled on Brent's 'Property licensing' (/housing/landlords/property-licensing; selective designations from 1 August 2023 "
           "and 1 April 2024, all wards but Wembley Park; additional and mandatory HMO). Brent advertises vanity URLs (/prslicensing); "
           "here /property-licensing redirects in-domain to the page. The Sitemap line names a news-only sitemap (1,500 URLs) with a "
           "licensing news item and the old 2018 page URL, now 410. The additional dates are ours: Brent's 2020 designation ended in "
           "January 2025 and a renewal from 1 February 2025 is assumed."),
    modelled_on=["https://www-prod.brent.gov.uk/housing/landlords/property-licensing",
                 "https://www.brent.gov.uk/services-for-residents/housing/private-landlord-advice/property-licensing-for-landlords/"],
    why="the sitemap is news-only; /property-licensing is a vanity redirect to the page",
))

# ---------------------------------------------------------------------------------------------- Peterborough: soft-404 sitemap
H = "www.peterborough.gov.uk"
NAV = [("Residents", "/residents"), ("Business", "/business"), ("Council", "/council")]
TARGET = "/residents/housing/selective-licensing/selective-licensing-overview"
CASES.append(Case(
    name="realnav-peterborough-fixed-path-soft404-sitemap",
    gss="E06000031", host=H, skin="drupal", nav=NAV, council_short="Peterborough City Council",
    robots="User-agent: *\nDisallow: /search\n",
    responses={"/selective-licensing": redirect(f"http://{H}{TARGET}"),
               "/sitemap.xml": {"status": 200, "body": "<!DOCTYPE html><html lang=\"en-GB\"><head><title>Page not found | Peterborough City Council</title></head>"
                                "<body><h1>Page not found</h1><p>Sorry, we cannot find that page.</p></body></html>"}},
    pages={
        "/": home("Peterborough", [("Bins", "/residents/bins"), ("Council tax", "/residents/council-tax"), ("Housing", "/residents/housing")]),
        "/residents/housing": hub("Housing", "Housing services in Peterborough.", [("Selective licensing", TARGET)], [("Home", "/"), ("Residents", "/residents")]),
        TARGET: Page(
            title="Selective licensing overview", crumbs=[("Home", "/"), ("Residents", "/residents"), ("Housing", "/residents/housing")],
            body="<h2>How to apply</h2>"
            + p("The Peterborough Selective Licensing Scheme launched on 11 March 2024 and runs for five years. Owners who privately rent homes in the designated areas of the city need a licence.",
                "Home Safe runs the scheme for us as our delivery partner: you apply directly on the Home Safe website, where officers can guide you.")
            + "<h2>About selective licensing</h2>"
            + p("The designated area has a high level of private renting: above 23.5%. There, the council may require licences where there is low demand, anti-social behaviour, poor conditions, high migration, deprivation or crime.",
                "It covers homes let to one or two tenants or to a family. Shared houses with five or more people from two or more households need a mandatory HMO licence from the council instead.")
            + "<h2>Additional licensing</h2>" + p("Since 26 January 2026 HMOs with three or four unrelated occupants also need a licence, until 25 January 2031."),
            updated="30 January 2026"),
        "_404": not_found("Peterborough"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "fixed_path", "depth": None,
            "schemes": ["selective", "additional", "mandatory_hmo"]},
    notes=("Modelled on Peterborough's 'Selective licensing overview' (scheme launched 11 March 2024, delivered by Home Safe; "
           "additional HMO licensing from 26 January 2026 until 25 January 2031). /sitemap.xml answers 200 with an HTML soft-404 "
           "page (nothing to read); /selective-licensing, the first fixed path, redirects in-domain to the page."),
    modelled_on=["https://peterborough.gov.uk/residents/housing/selective-licensing/selective-licensing-overview",
                 "https://www.peterborough.gov.uk/engagement-hub/additional-licensing-scheme-launches"],
    why="sitemap.xml is a soft 404 (HTML 200); the first fixed path redirects to the overview",
))

# ---------------------------------------------------------------------------------------------- Dorset: Liferay /w/ page
H = "www.dorsetcouncil.gov.uk"
NAV = [("Bins, recycling and litter", "/web/guest/bins-recycling-and-litter"), ("Council tax", "/web/guest/council-tax"),
       ("Housing", "/web/guest/housing"), ("Planning", "/web/guest/planning"), ("Business", "/web/guest/business"), ("Your council", "/web/guest/your-council")]
TARGET = "/w/mandatory-hmo-licensing"
CASES.append(Case(
    name="realnav-dorset-liferay-fixed-path-web-content",
    gss="E06000059", host=H, skin="liferay", nav=NAV, council_short="Dorset Council",
    robots="User-agent: *\nDisallow: /c/\nDisallow: /group/\nDisallow: /api/\n\nSitemap: http://www.dorsetcouncil.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "liferay", 950, content_encoding=True,
                          places=["Dorchester", "Weymouth", "Bridport", "Blandford", "Sherborne", "Wimborne", "Gillingham", "Swanage"],
                          extra=[f"http://{H}/web/guest/private-housing", f"http://{H}/web/guest/licensing"])],
    responses={"/hmo-licensing": redirect(f"http://{H}{TARGET}")},
    pages={
        "/": home("Dorset", [("Bin days", "/web/guest/bins-recycling-and-litter"), ("Council tax", "/web/guest/council-tax"), ("Housing", "/web/guest/housing")]),
        "/web/guest/private-housing": hub("Private housing", "Renting and letting privately in Dorset.", [("Mandatory HMO licensing", TARGET)],
                                          [("Home", "/"), ("Housing", "/web/guest/housing")]),
        "/web/guest/licensing": hub("Licensing", "Alcohol, gambling, taxis and street trading.", [("Taxi licensing", "/w/taxi-licensing")], [("Home", "/")]),
        TARGET: Page(
            title="Mandatory HMO licensing", crumbs=[("Home", "/"), ("Housing", "/web/guest/housing"), ("Private housing", "/web/guest/private-housing")],
            body=p("Every house in multiple occupation with five or more residents, however many storeys it has, must have an HMO licence from the council.")
            + "<h2>Fees</h2>" + p("A first five-year licence costs £735 and renewing for a further five years costs £609. Members of the Dorset landlord forum or a national landlord association get 10% off: £661.50 new, £546 renewal.")
            + "<h2>Apply</h2>" + p("Download the guide, then complete the HMO licence application form. Your application is not complete until the fee is paid. You must be a fit and proper person.")
            + "<h2>Will the licence be granted automatically?</h2>" + p("No. We must assess the application first. If you disagree with a decision you can appeal to the First-tier Tribunal (Property Chamber).")
            + p("Dorset has no additional or selective scheme."),
            updated="2 April 2026"),
        "/w/taxi-licensing": decoy(d.taxi("Dorset Council"), [("Home", "/"), ("Licensing", "/web/guest/licensing")]),
        "_404": not_found("Dorset"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "fixed_path", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Dorset Council's Liferay page /w/mandatory-hmo-licensing (£735 new, £609 renewal, 10% off for the landlord "
           "forum). The sitemap lists the site's 950 layout pages (/web/guest/...) but not /w/ web-content display pages, as Liferay "
           "sitemaps do; /hmo-licensing, the third fixed path, redirects to the page."),
    modelled_on=["https://dorsetcouncil.gov.uk/w/mandatory-hmo-licensing"],
    why="Liferay sitemap lists only layouts, not /w/ content pages; /hmo-licensing is a friendly-URL redirect",
))

# ---------------------------------------------------------------------------------------------- Boston: flat slug, direct
H = "www.boston.gov.uk"
NAV = [("Bins", "/bins"), ("Council tax", "/counciltax"), ("Housing", "/housing"), ("Planning", "/planning"), ("Business", "/business"), ("Council", "/council")]
TARGET = "/hmo-licensing"
CASES.append(Case(
    name="realnav-boston-fixed-path-direct-flat-slug",
    gss="E07000136", host=H, skin="granicus", nav=NAV, council_short="Boston Borough Council",
    banner="Garden waste collections are on their winter break and restart in February.",
    robots="User-agent: *\nDisallow: /search\n",
    pages={
        "/": home("Boston Borough", [("Bin collections", "/bins"), ("Council tax", "/counciltax"), ("Houses in Multiple Occupation", "/hmo")]),
        "/hmo": hub("Houses in Multiple Occupation (HMOs)", "Information, reporting and licensing of Houses in Multiple Occupation.", [
            ("What is a HMO?", "/what-is-a-hmo"), ("Landlord HMO responsibilities", "/hmo-landlord-responsibilities"),
            ("Licensing of HMOs", TARGET), ("HMO fire, space and amenity standards", "/hmo-standards")], [("Home", "/")]),
        TARGET: Page(
            title="Licensing of HMOs", crumbs=[("Home", "/"), ("Houses in Multiple Occupation", "/hmo")],
            body=p("An HMO licence must be obtained for properties that meet the mandatory criteria: five or more people from two or more households sharing a kitchen, bathroom or toilet.")
            + "<h2>HMO licence applications</h2>" + p("How to apply for a licence, report a change, or renew. Send the application with your certificates and the fee.")
            + "<h2>Standards</h2>" + p("The licence holder must make sure fire alarms and fire precautions meet the LACORS guidance, Housing – Fire Safety (2008), and that rooms meet the space standards.")
            + p("Boston has no additional or selective scheme, so only larger HMOs need a licence."),
            updated="16 January 2026"),
        "/what-is-a-hmo": decoy(("What is a HMO?", p("A house or flat where three or more people who are not one household share facilities.")), [("Home", "/"), ("HMOs", "/hmo")]),
        "/hmo-standards": decoy(("HMO fire, space and amenity standards", p("Minimum standards for shared houses in the borough.")), [("Home", "/"), ("HMOs", "/hmo")]),
        "_404": not_found("Boston Borough"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "fixed_path", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Boston's flat root slugs (/hmo hub with 'What is a HMO?', 'Landlord HMO responsibilities', 'Licensing of "
           "HMOs', 'HMO License Applications', 'Fire, Space and Amenity Standards'). No sitemap; the page sits at /hmo-licensing, "
           "the third fixed path, with no redirect."),
    modelled_on=["https://www.boston.gov.uk/hmo"],
    why="no sitemap; the page lives at a fixed path itself",
))

# ================================================================================ A–Z only

# ---------------------------------------------------------------------------------------------- Plymouth
H = "www.plymouth.gov.uk"
NAV = [("Home", "/"), ("Sitemap", "/sitemap"), ("Contact us", "/contactus"), ("A-Z of Services", "/a-z")]
TARGET = "/homesandproperty/privaterentedaccommodation/housesmultipleoccupationhmo/applyhmolicence"
AZ = {"H": [("Highways", "/roadsandpavements"), ("Homelessness", "/homesandproperty/homelessness"),
            ("Houses in multiple occupation (HMO): apply for a licence", TARGET), ("Housing benefit", "/benefitsandsupport/housingbenefit"),
            ("Housing register", "/homesandproperty/housingregister")],
      "L": [("Landlords: private rented accommodation", "/homesandproperty/privaterentedaccommodation"), ("Libraries", "/libraries"),
            ("Licensing: alcohol and entertainment", "/licensing/alcoholandentertainment"), ("Licensing: taxis", "/licensing/taxis")],
      "P": [("Parking", "/parkingandtravel"), ("Planning applications", "/planningandbuildingcontrol"), ("Private sector housing", "/homesandproperty/privaterentedaccommodation")],
      "S": [("Schools", "/schoolsandeducation"), ("Street trading", "/licensing/streettrading")]}
pages = {
    "/": home("Plymouth", [("A-Z of Services", "/a-z"), ("Council tax", "/counciltax"), ("Bins", "/binsandrecycling")]),
    "/a-z": Page(title="A-Z of Services", crumbs=[("Home", "/")], updated="", body=p("Choose a letter.") + az_letters(lambda ch: f"/a-z/{ch.lower()}")),
    "/sitemap": Page(title="Sitemap", crumbs=[("Home", "/")], updated="", body=links_list([("Homes and property", "/homesandproperty"), ("Council tax", "/counciltax"),
                                                                                            ("Licensing", "/licensing")])),
    "/homesandproperty/privaterentedaccommodation": hub("Private rented accommodation", "For private tenants and landlords.",
                                                        [("Houses in multiple occupation (HMOs)", "/homesandproperty/privaterentedaccommodation/housesmultipleoccupationhmo")],
                                                        [("Home", "/"), ("Homes and property", "/homesandproperty")]),
    TARGET: Page(
        title="Apply for a House in Multiple Occupation licence",
        crumbs=[("Home", "/"), ("Homes and property", "/homesandproperty"), ("Private rented accommodation", "/homesandproperty/privaterentedaccommodation"),
                ("Houses in multiple occupation", "/homesandproperty/privaterentedaccommodation/housesmultipleoccupationhmo")],
        body=p("To reduce problems with sharing and to make sure shared homes are of a decent standard, landlords need a licence for a large House in Multiple Occupation: five or more people from two or more households.",
               "Apply online, or download the form and return it to Private Sector Housing, Housing Services, Plymouth City Council, Ballard House, West Hoe Road, Plymouth PL1 3BJ.")
        + "<h2>Attach with your application</h2>"
        + ul("an electrical installation report less than five years old", "a test report for electrical appliances you provide",
             "a gas safety certificate no older than 12 months", "the fire alarm inspection certificate", "the emergency lighting certificate",
             "a plan of the property showing the layout")
        + p("Certificates must be current and from competent people. Scanned originals are accepted as PDFs.")
        + "<h2>Cost</h2>" + p("The standard fee for a property not licensed before is £800. It is lower if the full application arrives within six weeks of the property becoming licensable."),
        updated="27 February 2026"),
    "/licensing/taxis": decoy(d.taxi("Plymouth City Council"), [("Home", "/"), ("Licensing", "/licensing")]),
    "/licensing/alcoholandentertainment": decoy(d.premises("Plymouth City Council"), [("Home", "/"), ("Licensing", "/licensing")]),
    "_404": not_found("Plymouth"),
}
for ch in (c for c in LETTERS if c not in EMPTY):
    items = AZ.get(ch, [(f"{ch} services", f"/a-z/{ch.lower()}#none")])
    pages[f"/a-z/{ch.lower()}"] = Page(title=f"A-Z of Services: {ch}", crumbs=[("Home", "/"), ("A-Z of Services", "/a-z")], updated="",
                                       body=az_letters(lambda c: f"/a-z/{c.lower()}") + links_list(items))
CASES.append(Case(
    name="realnav-plymouth-a-z-letter-pages",
    gss="E06000026", host=H, skin="static", nav=NAV, council_short="Plymouth City Council",
    robots="User-agent: *\nDisallow: /search\nDisallow: /text/\n",
    pages=pages,
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "a_z", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Plymouth's 'Apply for a House in Multiple Occupation licence' at the concatenated path "
           "/homesandproperty/privaterentedaccommodation/housesmultipleoccupationhmo/applyhmolicence (fee £800; Ballard House), "
           "with the header 'Home | Sitemap | Contact us | A-Z of Services'. The 'Sitemap' is an HTML page; /sitemap.xml is 404. No "
           "fixed path answers. The A-Z at /a-z has one page per letter; H lists the HMO licence; L lists landlords and licensing."),
    modelled_on=["http://plymouth.gov.uk/homesandproperty/privaterentedaccommodation/housesmultipleoccupationhmo/applyhmolicence",
                 "http://www.plymouth.gov.uk/text/hmoproperties"],
    why="no XML sitemap (the 'Sitemap' is HTML), no fixed path: the A-Z letter H lists the page",
))

# ---------------------------------------------------------------------------------------------- Medway (Jadu /a_to_z)
H = "www.medway.gov.uk"
NAV = [("Bins and recycling", "/info/200134/bins_and_recycling"), ("Council tax", "/info/200135/council_tax"),
       ("Housing", "/info/200152/housing"), ("Licensing", "/info/200150/licences_and_permits"), ("Planning", "/info/200149/planning"),
       ("Council and democracy", "/info/200147/council_and_democracy")]
TARGET = "/info/200153/private_housing/739/houses_in_multiple_occupation"
AZ = {"H": [("Homelessness", "/info/200152/housing/1401/homelessness"), ("Houses in multiple occupation", TARGET),
            ("Housing register", "/info/200152/housing/1403/housing_register")],
      "L": [("Landlords", "/info/200153/private_housing"), ("Libraries", "/info/200140/libraries"), ("Licences and permits", "/info/200150/licences_and_permits")],
      "P": [("Parking", "/info/200133/parking"), ("Private housing", "/info/200153/private_housing")],
      "S": [("Street trading", "/info/200150/licences_and_permits/520/street_trading")]}
pages = {
    "/": home("Medway", [("Pay council tax", "/info/200135/council_tax"), ("Bin collections", "/info/200134/bins_and_recycling"), ("A to Z", "/a_to_z")]),
    "/a_to_z": Page(title="A to Z of services: A", crumbs=[("Home", "/")], updated="",
                    body=az_letters(lambda ch: "/a_to_z" if ch == "A" else f"/a_to_z/{ch}") + links_list([("Adoption", "/info/200138/adoption"), ("Allotments", "/info/200141/allotments")])),
    "/info/200153/private_housing": hub("Private housing", "Information for tenants and landlords of private homes.", [
        ("Repairs in rented homes", "/info/200153/private_housing/735/repairs_in_rented_homes"), ("Empty homes", "/info/200153/private_housing/741/empty_homes")],
        [("Home", "/"), ("Housing", "/info/200152/housing")]),
    TARGET: Page(
        title="Houses in multiple occupation", crumbs=[("Home", "/"), ("Housing", "/info/200152/housing"), ("Private housing", "/info/200153/private_housing")],
        body=p("An HMO is a property rented out by at least three people who are not from one household, such as a family, but share facilities like a bathroom and kitchen.",
               "The Housing Act 2004 requires large HMOs to be licensed so that they meet minimum standards of safety and maintenance.")
        + "<h2>When you need an HMO licence</h2>" + p("When the HMO has five or more tenants forming two or more households and using shared facilities. A five-year licence costs £1,305.30.")
        + "<h2>Public HMO register</h2>" + p("View a redacted version of the register online. The full register can be seen at Gun Wharf, Chatham, by appointment; a viewing costs £51.77. Contact hmo@medway.gov.uk.")
        + "<h2>Proposals for more licensing</h2>" + p("We have consulted on additional and selective schemes for nine wards. No decision has been made; the report on the consultation will be published when it is ready."),
        updated="8 April 2026"),
    "/info/200150/licences_and_permits/520/street_trading": decoy(d.street_trading("Medway Council"), [("Home", "/"), ("Licences and permits", "/info/200150/licences_and_permits")]),
    "/info/200150/licences_and_permits": hub("Licences and permits", "Licences issued by the council.", [
        ("Street trading", "/info/200150/licences_and_permits/520/street_trading"), ("Taxi licensing", "/info/200150/licences_and_permits/512/taxi_licensing")], [("Home", "/")]),
    "_404": not_found("Medway"),
}
for ch in (c for c in LETTERS[1:] if c not in EMPTY):
    items = AZ.get(ch, [(f"Services beginning with {ch}", f"/a_to_z/{ch}#list")])
    pages[f"/a_to_z/{ch}"] = Page(title=f"A to Z of services: {ch}", crumbs=[("Home", "/"), ("A to Z", "/a_to_z")], updated="",
                                  body=az_letters(lambda c: "/a_to_z" if c == "A" else f"/a_to_z/{c}") + links_list(items))
CASES.append(Case(
    name="realnav-medway-jadu-a-z-redirect",
    gss="E06000035", host=H, skin="jadu", nav=NAV, council_short="Medway Council",
    robots=ROBOTS_JADU + "\nSitemap: http://www.medway.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "jadu", 800, news_only=True, content_encoding=True,
                          places=["Chatham", "Gillingham", "Rochester", "Strood", "Rainham", "Hoo", "Brompton", "Luton"],
                          extra=[f"http://{H}/news/article/1890/have_your_say_on_private_rented_housing_licensing"])],
    responses={"/a-z": redirect(f"http://{H}/a_to_z")},
    pages=pages,
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "a_z", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Medway's Jadu page 'Houses in multiple occupation' (/info/200153/private_housing/739/..., £1,305.30 for five "
           "years, register at Gun Wharf £51.77; additional and selective only consulted on). The sitemap is news-only (800 URLs, "
           "one item about the licensing consultation). /a-z 301s to Jadu's /a_to_z, which shows letter A; H lists the page."),
    modelled_on=["https://www.medway.gov.uk/info/200153/private_housing/739/houses_in_multiple_occupation"],
    why="news-only sitemap; /a-z redirects to Jadu /a_to_z and the HMO page is under H",
))

# ---------------------------------------------------------------------------------------------- South Tyneside (GOSS, query letters)
H = "www.southtyneside.gov.uk"
NAV = [("Bins and recycling", "/article/1001/Bins-and-recycling"), ("Council tax", "/article/1002/Council-tax"), ("Housing", "/article/1003/Housing"),
       ("Planning", "/article/1004/Planning"), ("Business", "/article/1005/Business"), ("Your council", "/article/1006/Your-council")]
TARGET = "/article/1784/Selective-licensing-scheme"
AZ = {"S": [("Schools", "/article/1300/Schools"), ("Selective licensing scheme", TARGET), ("Street lighting", "/article/1310/Street-lighting")],
      "H": [("Homelessness", "/article/1400/Homelessness"), ("Houses in multiple occupation", TARGET), ("Housing benefit", "/article/1402/Housing-benefit")],
      "L": [("Libraries", "/article/1500/Libraries"), ("Licensing", "/article/1510/Licensing")],
      "P": [("Parking", "/article/1600/Parking"), ("Planning applications", "/article/1601/Planning-applications")]}
pages = {
    "/": home("South Tyneside", [("Bin collection days", "/article/1001/Bins-and-recycling"), ("Council tax", "/article/1002/Council-tax"), ("A to Z", "/a-to-z")]),
    "/a-to-z": Page(title="A to Z", crumbs=[("Home", "/")], updated="", body=p("Find a service by its first letter.") + az_letters(lambda ch: f"/a-to-z?letter={ch}")),
    TARGET: Page(
        title="Selective licensing scheme", crumbs=[("Home", "/"), ("Housing", "/article/1003/Housing")],
        body='<nav class="article-tabs"><ol><li>Overview</li><li>Why introduce selective licensing</li><li>Areas and streets</li><li>Licence fees</li><li>Licence conditions</li><li>More information</li></ol></nav>'
        + "<h2>Overview</h2>"
        + p("A selective licence means every landlord with a privately rented home in a selected area needs a licence for it.",
            "Our scheme covered about 3,000 homes in the Beach Road area and the Long Streets of South Shields, in the Beacon and Bents, Simonside and Rekendyke and Westoe wards. It came into force on 1 April 2021 and ended on 31 March 2026. Those homes no longer need a selective licence.")
        + "<h2>Houses in multiple occupation</h2>"
        + p("Shared houses with five or more people from two or more households need a mandatory HMO licence from us wherever they are in the borough. Contact the Private Sector Housing team to apply."),
        updated="1 April 2026"),
    "/article/1510/Licensing": decoy(d.premises("South Tyneside Council"), [("Home", "/"), ("Business", "/article/1005/Business")]),
    "_404": not_found("South Tyneside"),
}
for ch in (c for c in LETTERS if c not in EMPTY):
    items = AZ.get(ch, [(f"Services beginning with {ch}", f"/a-to-z?letter={ch}#none")])
    pages[f"/a-to-z?letter={ch}"] = Page(title=f"A to Z: {ch}", crumbs=[("Home", "/"), ("A to Z", "/a-to-z")], updated="",
                                         body=az_letters(lambda c: f"/a-to-z?letter={c}") + links_list(items))
CASES.append(Case(
    name="realnav-south-tyneside-goss-a-to-z-query-letters",
    gss="E08000023", host=H, skin="goss", nav=NAV, council_short="South Tyneside Council",
    robots=ROBOTS_GOSS + "\nSitemap: http://www.southtyneside.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "goss", 900, news_only=True, content_encoding=True,
                          places=["South Shields", "Jarrow", "Hebburn", "Boldon", "Whitburn", "Cleadon", "Westoe", "Simonside"],
                          extra=[f"http://{H}/news/article/7367/Local-People-to-be-Consulted-About-Proposed-Scheme"])],
    pages=pages,
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "a_z", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on South Tyneside's GOSS article 'Selective licensing scheme' (/article/1784; tabs Overview, Why, Areas and "
           "streets, Fees, Conditions; Beach Road and Long Streets, about 3,000 homes, 1 April 2021 for five years — ended before "
           "the window). The sitemap lists only news (900 URLs, one about the consultation). /a-z is 404; /a-to-z works, letters "
           "are ?letter= queries; S and H list the page."),
    modelled_on=["https://www.southtyneside.gov.uk/article/1784/Selective-licensing-scheme",
                 "https://citizen.stc3-prd.gosshosted.com/article/7367/Local-People-to-be-Consulted-About-Proposed-Scheme"],
    why="news-only sitemap; /a-to-z with ?letter= pages; the scheme named on the page has ended",
))

# ================================================================================ homepage links only

# ---------------------------------------------------------------------------------------------- Wigan: landlord page under Business (3 clicks)
H = "www.wigan.gov.uk"
NAV = [("Residents", "/Resident/Resident.aspx"), ("Business", "/Business/Business.aspx"), ("Council", "/Council/Council.aspx")]
LPR = "/Business/Licensing-Permits-Registrations/Licensing-Permits-Registrations.aspx"
TARGET = "/Business/Licensing-Permits-Registrations/Houses-in-Multiple-Occupation-Licence.aspx"
BIZ = [("Home", "/"), ("Business", "/Business/Business.aspx")]
CASES.append(Case(
    name="realnav-wigan-aspx-homepage-business-licensing-depth3",
    gss="E08000010", host=H, skin="aspx", nav=NAV, council_short="Wigan Council",
    robots=ROBOTS_ASPX,
    pages={
        "/": home("Wigan", [("Bin collections", "/Resident/Bins-and-recycling/Bins-and-recycling.aspx"), ("Council tax", "/Resident/Council-Tax/Council-Tax.aspx"),
                            ("Jobs", "/Council/Jobs.aspx")],
                  [("Council reviews options for private rented homes", "/News/2025/Council-reviews-options-for-private-rented-homes.aspx")]),
        "/Resident/Resident.aspx": hub("Residents", "Services for Wigan Borough residents.", [
            ("Bins and recycling", "/Resident/Bins-and-recycling/Bins-and-recycling.aspx"), ("Council tax", "/Resident/Council-Tax/Council-Tax.aspx"),
            ("Housing", "/Resident/Housing/Housing.aspx")], [("Home", "/")]),
        "/Resident/Housing/Housing.aspx": hub("Housing", "Find a home, homelessness and help in your home.", [
            ("Homelessness", "/Resident/Housing/Homelessness.aspx"), ("Find a council home", "/Resident/Housing/Find-a-home.aspx")],
            [("Home", "/"), ("Residents", "/Resident/Resident.aspx")]),
        "/Business/Business.aspx": hub("Business", "Support, rates, licences and property for businesses.", [
            ("Business rates", "/Business/Business-rates/Business-rates.aspx"), ("Licensing, permits and registrations", LPR),
            ("Property and land", "/Business/Property-and-Land/Property-and-Land.aspx"), ("Markets and town centres", "/Business/Markets-and-Town-Centres/Markets.aspx")], [("Home", "/")]),
        LPR: hub("Licensing, permits and registrations", "Licences, permits and registrations issued by Wigan Council.", [
            ("Premises licences", "/Business/Licensing-Permits-Registrations/Entertainment-Alcohol-Late-Night-Refreshments/Premises-licences.aspx"),
            ("Pending premises applications", "/Business/Licensing-Permits-Registrations/Entertainment-Alcohol-Late-Night-Refreshments/Premises-Pending-Apps.aspx"),
            ("Taxi and private hire", "/Business/Licensing-Permits-Registrations/Taxi-and-Private-Hire/Taxi-and-private-hire.aspx"),
            ("House in multiple occupation (HMO) licence", TARGET), ("Street trading", "/Business/Licensing-Permits-Registrations/Street-Trading.aspx")], BIZ),
        "/Business/Property-and-Land/Property-and-Land.aspx": hub("Property and land", "Commercial property and private landlords.", [
            ("Private landlords", "/Business/Property-and-Land/Private-Landlords/Private-Landlords.aspx")], BIZ),
        "/Business/Property-and-Land/Private-Landlords/Private-Landlords.aspx": hub("Private landlords", "Becoming a landlord: do you know the rules?", [
            ("Do I need to apply for a landlord licence?", TARGET)], BIZ + [("Property and land", "/Business/Property-and-Land/Property-and-Land.aspx")]),
        TARGET: Page(
            title="House in multiple occupation (HMO) licence", crumbs=BIZ + [("Licensing, permits and registrations", LPR)],
            body="<h2>Do I need a licence?</h2>"
            + p("Every property occupied by five or more people from two or more households who share an amenity is subject to mandatory licensing, however many storeys it has. If your current HMO licence has expired or is about to, you must re-apply. Licences are issued for five years.",
                "You do not need a landlord licence for a property that is not an HMO: Wigan Council does not operate a selective scheme in any part of the borough.")
            + "<h2>Apply</h2>" + p("Complete the application form correctly, pay in full and include every supporting document, including a basic criminal record certificate obtained within six months of applying.")
            + "<h2>Fees and charges</h2>" + ul("New application: £743.00", "Renewal application: £479.00", "Over 10 occupiers: add £29.00", "Over 20 occupiers: add £57.00")
            + "<h2>Standards</h2>" + p("HMOs must meet the management regulations and be free of significant hazards under the Housing Health and Safety Rating System. You may also need planning permission to convert a property to an HMO."),
            updated="11 March 2026"),
        "/Business/Licensing-Permits-Registrations/Entertainment-Alcohol-Late-Night-Refreshments/Premises-licences.aspx": decoy(d.premises("Wigan Council", 1), BIZ + [("Licensing, permits and registrations", LPR)]),
        "/Business/Licensing-Permits-Registrations/Entertainment-Alcohol-Late-Night-Refreshments/Premises-Pending-Apps.aspx": decoy(("Premises licences: pending applications", p(
            "Pending applications for new premises licences, variations and reviews. Representations must relate to the licensing objectives and reach the Licensing Section by the closing date.")),
            BIZ + [("Licensing, permits and registrations", LPR)]),
        "/Business/Licensing-Permits-Registrations/Taxi-and-Private-Hire/Taxi-and-private-hire.aspx": decoy(d.taxi("Wigan Council"), BIZ + [("Licensing, permits and registrations", LPR)]),
        "/Business/Licensing-Permits-Registrations/Street-Trading.aspx": decoy(d.street_trading("Wigan Council"), BIZ + [("Licensing, permits and registrations", LPR)]),
        "/News/2025/Council-reviews-options-for-private-rented-homes.aspx": decoy(d.news_item(
            "Council reviews options for private rented homes", ["Cabinet will consider an options appraisal on whether selective licensing would help in parts of the borough.",
                                                                 "There are no selective licensing schemes in Wigan at present."], "12 December 2024"),
            [("Home", "/"), ("News", "/News/News.aspx")], "12 December 2024"),
        "_404": not_found("Wigan"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "homepage_links", "depth": 3, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Wigan's .aspx site, where the HMO licence page is filed under Business > Licensing, permits and "
           "registrations (/Business/Licensing-Permits-Registrations/Houses-in-Multiple-Occupation-Licence.aspx; £743 new, £479 "
           "renewal; 'DO NOT currently operate a selective licensing scheme'), and the landlord hub under Business > Property and "
           "land. No sitemap, no fixed path, no A-Z. Residents > Housing does not lead there. Home > Business > Licensing, permits "
           "and registrations > the page: 3 clicks, beside premises, pending applications, taxi and street trading."),
    modelled_on=["https://www.wigan.gov.uk/Business/Licensing-Permits-Registrations/Houses-in-Multiple-Occupation-Licence.aspx",
                 "https://wigan.gov.uk/Business/Property-and-Land/Private-Landlords/Do-I-need-to-apply-for-a-licence.aspx",
                 "https://www.wigan.gov.uk/Business/Licensing-Permits-Registrations/Entertainment-Alcohol-Late-Night-Refreshments/Premises-licences.aspx"],
    why="landlord licensing is only reachable through Business, not Housing",
))

# ---------------------------------------------------------------------------------------------- Redditch: Business > Licensing (3 clicks)
H = "www.redditchbc.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling/"), ("Council tax", "/council-tax/"), ("Housing", "/housing/"), ("Business", "/business/"),
       ("Council", "/council/")]
LIC = "/business/starting-a-business/licensing/"
TARGET = "/business/starting-a-business/licensing/houses-in-multiple-occupation/"
CRUMBS = [("Home", "/"), ("Business", "/business/"), ("Starting a business", "/business/starting-a-business/"), ("Licensing", LIC)]
CASES.append(Case(
    name="realnav-redditch-homepage-business-licensing-depth3",
    gss="E07000236", host=H, skin="granicus", nav=NAV, council_short="Redditch Borough Council",
    robots="User-agent: *\nDisallow: /search/\n",
    responses={"/hmo": redirect(f"http://{H}{TARGET}")},
    pages={
        "/": home("Redditch", [("Bin collection days", "/bins-and-recycling/"), ("Pay council tax", "/council-tax/"), ("Report it", "/report-it/")]),
        "/housing/": hub("Housing", "Council housing, homelessness and adaptations.", [("Homelessness", "/housing/homelessness/"), ("Housing register", "/housing/housing-register/")], [("Home", "/")]),
        "/business/": hub("Business", "Business rates, licensing and support.", [("Business rates", "/business/business-rates/"), ("Licensing", LIC),
                                                                                 ("Starting a business", "/business/starting-a-business/")], [("Home", "/")]),
        "/business/starting-a-business/": hub("Starting a business", "What you need to start trading.", [("Licensing", LIC), ("Food businesses", "/business/starting-a-business/food-businesses/")],
                                              [("Home", "/"), ("Business", "/business/")]),
        LIC: hub("Licensing", "Most licences are processed for us by Worcestershire Regulatory Services.", [
            ("Alcohol and entertainment", LIC + "alcohol-and-entertainment/"), ("Animal licensing", LIC + "animal-licensing/"),
            ("Gambling", LIC + "gambling/"), ("Landlords and houses in multiple occupation", TARGET), ("Taxi and private hire", LIC + "taxi-and-private-hire/")], CRUMBS[:-1]),
        TARGET: Page(
            title="Landlords and House in Multiple Occupation (HMOs)", crumbs=CRUMBS,
            body=p("An HMO is any property occupied by at least three people who are not members of the same household.")
            + "<h2>To license your HMO</h2>" + p("A licensable HMO is occupied by at least five people forming two or more households who share at least one basic amenity such as a bathroom or kitchen. For details see sections 254 to 259 of the Housing Act 2004.")
            + "<h2>License your HMO</h2>" + p("Download the application, then post or email it to us. A licence usually lasts up to five years and the fee is £133.35 per person.",
                                             "To pay online choose 'Licensing' in the first list and 'HMOs' in the second, and enter the first line of the HMO address as the reference.")
            + "<h2>Amenity standards and inspections</h2>" + p("Read the HMO amenity standards. We routinely inspect every licensed HMO using the Housing Health and Safety Rating System."),
            updated="29 May 2026"),
        LIC + "alcohol-and-entertainment/": decoy(d.premises("Redditch Borough Council", 1), CRUMBS),
        LIC + "animal-licensing/": decoy(d.animal_licences("Redditch Borough Council"), CRUMBS),
        LIC + "gambling/": decoy(d.gambling("Redditch Borough Council"), CRUMBS),
        LIC + "taxi-and-private-hire/": decoy(d.taxi("Redditch Borough Council", 0, "Worcestershire Regulatory Services"), CRUMBS),
        "_404": not_found("Redditch"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "homepage_links", "depth": 3, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Redditch's 'Landlords and House in Multiple Occupation (HMOs)' at /business/starting-a-business/licensing/"
           "houses-in-multiple-occupation/ (£133.35 per person; pay via 'Licensing' > 'HMOs'). No sitemap, no fixed path, no A-Z; "
           "the Housing section does not link it. Home > Business > Licensing > the page (3 clicks), beside alcohol, animal, "
           "gambling and taxi licensing run by Worcestershire Regulatory Services. The vanity /hmo is not a fixed path."),
    modelled_on=["https://www.redditchbc.gov.uk/business/starting-a-business/licensing/houses-in-multiple-occupation/"],
    why="the landlord page sits under Business > Starting a business > Licensing among WRS licences",
))

# ---------------------------------------------------------------------------------------------- Knowsley: directorate-named section (3 clicks)
H = "www.knowsley.gov.uk"
NAV = [("Residents", "/residents"), ("Regeneration, Economy and Skills", "/regeneration-economy-and-skills"), ("Your council", "/your-council")]
RES = "/regeneration-economy-and-skills"
SH = RES + "/strategic-housing"
TARGET = "/housing/houses-multiple-occupation-hmo"
CASES.append(Case(
    name="realnav-knowsley-homepage-directorate-section-depth3",
    gss="E08000011", host=H, skin="drupal", nav=NAV, council_short="Knowsley Council",
    banner="Essential maintenance: some online services are unavailable while we carry out essential maintenance.",
    robots=ROBOTS_DRUPAL,
    pages={
        "/": home("Knowsley", [("Bin collection day", "/residents/bins-and-recycling"), ("Pay council tax", "/residents/council-tax"),
                               ("Report it", "/residents/report-it")]),
        "/residents": hub("Residents", "Everyday council services.", [("Bins and recycling", "/residents/bins-and-recycling"), ("Council tax", "/residents/council-tax"),
                                                                      ("Libraries", "/residents/libraries")], [("Home", "/")]),
        RES: hub("Regeneration, Economy and Skills", "The directorate's services: housing strategy, planning, business growth and employment.", [
            ("Strategic Housing", SH), ("Planning and development", RES + "/planning-and-development"), ("Business support", RES + "/business-support"),
            ("Employment and skills", RES + "/employment-and-skills")], [("Home", "/")]),
        SH: hub("Strategic Housing", "Housing strategy, private sector housing and the enforcement of housing standards.", [
            ("Houses in Multiple Occupation (HMO)", TARGET), ("Private Sector Housing Enforcement Policy consultation", "/your-council/consultations/private-sector-housing-enforcement-policy-consulta"),
            ("Housing strategy", SH + "/housing-strategy")], [("Home", "/"), ("Regeneration, Economy and Skills", RES)]),
        TARGET: Page(
            title="Houses in Multiple Occupation (HMO)", crumbs=[("Home", "/"), ("Regeneration, Economy and Skills", RES), ("Strategic Housing", SH)],
            body=p("Find out about licences for Houses in Multiple Occupation.")
            + "<h2>What is an HMO?</h2>" + p("A building, or part of one such as a flat, that more than one household lives in as their only or main home and where they share an amenity such as a bathroom, toilet or cooking facilities. Some converted blocks of flats (section 257 HMOs) count too.")
            + "<h2>Apply for an HMO licence</h2>" + p("You need a licence to rent out certain HMOs: those with five or more people from two or more households. Download and complete the form, then submit it with the button below. You will receive a receipt as proof that we have it.")
            + "<h2>Fees and charges 2025-2026</h2>" + ul("Five-year licence, 5 persons: £843", "6 to 10 persons: £1,162", "11 to 15 persons: £1,492", "16 or more: £1,810",
                                                          "One-year licence, 5 persons: £403")
            + p("Tell Local Taxation about tenancy changes on 0151 443 4476. Ask Planning and Building Control whether the use is lawful."),
            updated="14 April 2026"),
        "/your-council/consultations/private-sector-housing-enforcement-policy-consulta": decoy(("Private Sector Housing Enforcement Policy Consultation", p(
            "We are seeking views on a new Private Sector Housing Enforcement Policy, which sets out how we enforce housing health and safety law.",
            "Send your views to the Environmental Health Service, Municipal Building, Archway Road, Huyton L36 9YU. The consultation ran until 15 April 2022.")),
            [("Home", "/"), ("Your council", "/your-council")]),
        "_404": not_found("Knowsley"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "homepage_links", "depth": 3, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Knowsley's 'Houses in Multiple Occupation (HMO)' (/housing/houses-multiple-occupation-hmo; fees 2025-26 £843 to "
           "£1,810) and on Knowsley naming its housing service by directorate ('Strategic Housing, Directorate of Regeneration, "
           "Economy and Skills'). Here the homepage menu has no 'Housing': Home > Regeneration, Economy and Skills > Strategic "
           "Housing > the page (3 clicks). No sitemap, fixed path or A-Z; the enforcement-policy consultation is the decoy."),
    modelled_on=["https://www.knowsley.gov.uk/housing/houses-multiple-occupation-hmo",
                 "https://www.knowsley.gov.uk/your-council/consultations/private-sector-housing-enforcement-policy-consulta",
                 "https://www.yumpu.com/en/document/view/23898280/selective-licensing-consultation-knowsley-council"],
    why="the housing section is named after a directorate, not 'Housing'",
))

# ---------------------------------------------------------------------------------------------- Dudley: environmental health under Business
H = "www.dudley.gov.uk"
NAV = [("Residents", "/residents/"), ("Business", "/business/"), ("Council and democracy", "/council-and-democracy/")]
EH = "/business/environmental-health/"
TARGET = EH + "private-sector-housing/hmo-licensing/"
CASES.append(Case(
    name="realnav-dudley-homepage-environmental-health-depth3",
    gss="E08000027", host=H, skin="umbraco", nav=NAV, council_short="Dudley Council",
    robots=ROBOTS_UMBRACO,
    pages={
        "/": home("Dudley", [("Bin collections", "/residents/bins-and-recycling/"), ("Council tax", "/residents/council-tax/"), ("Parking", "/residents/parking/")]),
        "/residents/": hub("Residents", "Services for residents.", [("Housing", "/residents/housing/"), ("Bins and recycling", "/residents/bins-and-recycling/")], [("Home", "/")]),
        "/residents/housing/": hub("Housing", "Council housing and homelessness.", [("Find a home", "/residents/housing/find-a-home/"), ("Homelessness", "/residents/housing/homelessness/")],
                                   [("Home", "/"), ("Residents", "/residents/")]),
        "/business/": hub("Business", "Services for businesses in the borough.", [("Environmental Health", EH), ("Business rates", "/business/business-rates/"),
                                                                                  ("Licensing", "/business/licensing/")], [("Home", "/")]),
        EH: hub("Environmental Health", "Food safety, environmental protection, health and safety, public health and private sector housing.", [
            ("Food safety", EH + "food-safety/"), ("Environmental protection", EH + "environmental-protection/"), ("Health and safety", EH + "health-and-safety/"),
            ("HMO licensing", TARGET)], [("Home", "/"), ("Business", "/business/")]),
        "/business/licensing/": hub("Licensing", "Alcohol, taxis, gambling and street trading.", [("Premises licences", "/business/licensing/premises-licences/"),
                                                                                                 ("Taxi licensing", "/business/licensing/taxi-licensing/")], [("Home", "/"), ("Business", "/business/")]),
        TARGET: Page(
            title="HMO licensing", crumbs=[("Home", "/"), ("Business", "/business/"), ("Environmental Health", EH)],
            body=p("Our Private Sector Housing officers, part of Environmental Health, license larger houses in multiple occupation in the borough.")
            + "<h2>Which HMOs need a licence</h2>" + p("An HMO where five or more people from two or more households share a kitchen, bathroom or toilet must be licensed under the national mandatory scheme. Dudley has no additional or selective scheme.")
            + "<h2>Apply</h2>" + p("Send the application form with the fee, a floor plan, and current gas, electrical, fire alarm and emergency lighting certificates. A licence lasts up to five years.")
            + "<h2>Standards</h2>" + p("We inspect during the licence and can attach conditions about the number of occupiers, amenities and fire safety."),
            updated="3 June 2026"),
        EH + "food-safety/": decoy(("Food safety", p("The food team inspects over 2,400 food premises and investigates food complaints and infectious disease.")), [("Home", "/"), ("Business", "/business/"), ("Environmental Health", EH)]),
        EH + "environmental-protection/": decoy(("Environmental protection", p("Smoke and noise complaints, air quality and contaminated land.")), [("Home", "/"), ("Business", "/business/"), ("Environmental Health", EH)]),
        "/business/licensing/premises-licences/": decoy(d.premises("Dudley Council"), [("Home", "/"), ("Business", "/business/"), ("Licensing", "/business/licensing/")]),
        "/business/licensing/taxi-licensing/": decoy(d.taxi("Dudley Council"), [("Home", "/"), ("Business", "/business/"), ("Licensing", "/business/licensing/")]),
        "_404": not_found("Dudley"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "homepage_links", "depth": 3, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Dudley's Business > Environmental Health section (/business/environmental-health/: food safety, environmental "
           "protection, health and safety, public health), with HMO licensing filed there rather than under Housing. Residents > "
           "Housing does not link it; Business > Licensing holds only premises and taxi decoys. Home > Business > Environmental "
           "Health > HMO licensing: 3 clicks. No sitemap, fixed path or A-Z."),
    modelled_on=["http://www.dudley.gov.uk/business/environmental-health/"],
    why="HMO licensing filed under Business > Environmental Health; the Licensing section is a decoy",
))

# ---------------------------------------------------------------------------------------------- Hillingdon: sub-page only (3 clicks)
H = "www.hillingdon.gov.uk"
NAV = [("Bins and recycling", "/article/1001/Bins-and-recycling"), ("Council tax", "/article/1002/Council-tax"), ("Housing", "/article/1003/Housing"),
       ("Planning", "/article/1004/Planning"), ("Your council", "/article/1006/Your-council")]
TARGET = "/article/18906/HMO-Licensing---What-does-it-mean"
PH = "/article/18900/Private-housing"
CASES.append(Case(
    name="realnav-hillingdon-goss-homepage-subpage-only",
    gss="E09000017", host=H, skin="goss", nav=NAV, council_short="Hillingdon Council",
    robots=ROBOTS_GOSS,
    pages={
        "/": home("Hillingdon", [("Bin collections", "/article/1001/Bins-and-recycling"), ("Pay council tax", "/article/1002/Council-tax")],
                  [("Council calls for residents' views on stricter HMO restrictions", "/article/15062/Council-calls-for-residents-views-on-stricter-HMO-restrictions"),
                   ("Council to explore tightening controls on HMO landlords", "/article/14776/Council-to-explore-tightening-controls-on-HMO-landlords")],
                  intro="Putting our residents first."),
        "/article/1003/Housing": hub("Housing", "Housing services in Hillingdon.", [("Private housing", PH), ("Homelessness", "/article/1010/Homelessness")], [("Home", "/")]),
        PH: hub("Private housing", "For private tenants and landlords.", [("HMO Licensing - What does it mean?", TARGET),
                                                                          ("HMO planning: Article 4 direction", "/article/18910/HMO-planning-Article-4-direction")],
                [("Home", "/"), ("Housing", "/article/1003/Housing")]),
        TARGET: Page(
            title="HMO Licensing - What does it mean?", crumbs=[("Home", "/"), ("Housing", "/article/1003/Housing"), ("Private housing", PH)],
            body=p("Useful information on licensing an HMO property.")
            + p("A licence holder must comply with the Hillingdon HMO Amenity Standards and the management regulations; a short checklist summarises them. Officers have little time for informal advice, so please read the documents first. A site visit for advice costs £150.")
            + "<h2>Why are HMO licences needed?</h2>" + p("Shared houses tend to have poorer conditions and management than other rented homes, and the people living in them are often among the most vulnerable.")
            + "<h2>Which HMOs need a licence</h2>"
            + ul("Mandatory: five or more occupiers from two or more households sharing amenities, anywhere in the borough.",
                 "Additional: since 20 May 2026, smaller HMOs with three or four occupiers from two or more households, across the whole borough. The designation lasts five years; every licensable HMO had to be licensed by 23 August 2026.")
            + p("A five-year additional licence costs £1,401, with 10% off for accredited landlords."),
            updated="25 August 2026"),
        "/article/15062/Council-calls-for-residents-views-on-stricter-HMO-restrictions": decoy(d.news_item(
            "Council calls for residents' views on stricter HMO restrictions",
            ["Residents, landlords and letting agents are encouraged to give their views on a boroughwide additional HMO licensing scheme.",
             "A housing tenure survey predicted more than 1,800 hidden HMOs."], "3 November 2025"), [("Home", "/"), ("News", "/article/1100/News")], "3 November 2025"),
        "/article/14776/Council-to-explore-tightening-controls-on-HMO-landlords": decoy(d.news_item(
            "Council to explore tightening controls on HMO landlords",
            ["Cabinet agreed to gather evidence on whether additional licensing of HMOs is justified.",
             "A full public consultation will follow if the evidence supports it."], "25 July 2025"), [("Home", "/"), ("News", "/article/1100/News")], "25 July 2025"),
        "/article/18910/HMO-planning-Article-4-direction": decoy(d.article4("Hillingdon Council", "the whole borough"), [("Home", "/"), ("Housing", "/article/1003/Housing"), ("Private housing", PH)]),
        "_404": not_found("Hillingdon"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "homepage_links", "depth": 3, "schemes": ["additional", "mandatory_hmo"]},
    notes=("Modelled on Hillingdon's GOSS article 'HMO Licensing - What does it mean?' (/article/18906; amenity standards, £150 "
           "advice visit) and the 2026 boroughwide additional scheme (approved 19 February 2026, applications from 20 May, "
           "compliance by 23 August, £1,401). Only this explanatory sub-page is linked (Home > Housing > Private housing > it); the "
           "apply page is not reachable, so the finder should record the sub-page. Two HMO news articles on the homepage (1 click) "
           "are decoys. No sitemap (no Sitemap line, /sitemap.xml 404), no fixed path, no A-Z."),
    modelled_on=["https://www.hillingdon.gov.uk/article/18906/HMO-Licensing---What-does-it-mean",
                 "https://www.hillingdon.gov.uk/article/15062/Council-calls-for-residents-views-on-stricter-HMO-restrictions",
                 "https://www.hillingdon.gov.uk/article/14776/Council-to-explore-tightening-controls-on-HMO-landlords"],
    why="only an explanatory sub-page is reachable (3 clicks); licensing news sits one click from home",
))

# ================================================================================ honest not-found

# ---------------------------------------------------------------------------------------------- Isles of Scilly
H = "www.scilly.gov.uk"
NAV = [("Business and licensing", "/business-licensing"), ("Housing", "/housing"), ("Environment", "/environment"), ("Council", "/council"), ("News", "/news")]
CASES.append(Case(
    name="realnav-scilly-not-found-licensing-everywhere",
    gss="E06000053", host=H, skin="drupal", nav=NAV, council_short="Council of the Isles of Scilly",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.scilly.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "drupal", 820, content_encoding=True,
                          places=["St Mary's", "Tresco", "St Martin's", "St Agnes", "Bryher", "Hugh Town"],
                          extra=[f"http://{H}/business-licensing/licensing/licensing-act-2003-alcohol-and-entertainment",
                                 f"http://{H}/business-licensing/licensing/street-trading", f"http://{H}/business-licensing/licensing/taxi-and-boat-licensing",
                                 f"http://{H}/news/changes-law-likely-affect-owners-staff-accommodation-and-other-property-scilly",
                                 f"http://{H}/news/consultations-launched-our-licensing-and-street-trading-policies-deadline-27-february-2026",
                                 f"http://{H}/news/licensing-policy-consultation", f"http://{H}/housing/housing-register",
                                 f"http://{H}/environment/environmental-health", f"http://{H}/council/licensing-committee"])],
    pages={
        "/": home("the Isles of Scilly", [("Business and licensing", "/business-licensing"), ("Housing", "/housing"), ("Environmental health", "/environment/environmental-health")],
                  [("Consultations launched on our Licensing and Street Trading Policies", "/news/consultations-launched-our-licensing-and-street-trading-policies-deadline-27-february-2026")]),
        "/business-licensing": hub("Business and licensing", "Licences and support for island businesses.", [
            ("Licensing Act 2003: alcohol and entertainment", "/business-licensing/licensing/licensing-act-2003-alcohol-and-entertainment"),
            ("Street trading", "/business-licensing/licensing/street-trading"), ("Taxi and boat licensing", "/business-licensing/licensing/taxi-and-boat-licensing")], [("Home", "/")]),
        "/housing": hub("Housing", "Housing on the islands.", [("Housing register", "/housing/housing-register"), ("Key worker housing", "/housing/key-worker-housing")], [("Home", "/")]),
        "/business-licensing/licensing/licensing-act-2003-alcohol-and-entertainment": decoy(("Licensing Act 2003", p(
            "The Council is the licensing authority for the islands under the Licensing Act 2003 and publishes a Statement of Licensing Policy.",
            "Some applications take several weeks. Fees are non-refundable. Contact the Licensing Officer, Wesleyan Chapel, St Mary's, TR21 0JD.")
            + "<h2>Statement of licensing policy consultation 2026</h2>" + p("We are updating the 2020 to 2025 policy; have your say on the draft for 2026 to 2031.")),
            [("Home", "/"), ("Business and licensing", "/business-licensing")]),
        "/business-licensing/licensing/street-trading": decoy(d.street_trading("Council of the Isles of Scilly"), [("Home", "/"), ("Business and licensing", "/business-licensing")]),
        "/business-licensing/licensing/taxi-and-boat-licensing": decoy(("Taxi and boat licensing", p(
            "Taxis on St Mary's and passenger boats between the islands are licensed by the Council. Drivers and boatmen need a licence before carrying passengers.")),
            [("Home", "/"), ("Business and licensing", "/business-licensing")]),
        "/news/changes-law-likely-affect-owners-staff-accommodation-and-other-property-scilly": decoy(d.news_item(
            "Changes to law likely to affect owners of staff accommodation and other property on Scilly",
            ["The Government has changed the licensing of Houses in Multiple Occupation. From 1 October 2018 the three-storey rule is removed, so more properties, including staff accommodation, will need a licence.",
             "If you think your premises are affected, or are not sure, contact the Environmental Health Team for advice."], "11 May 2018"),
            [("Home", "/"), ("News", "/news")], "11 May 2018"),
        "/news/consultations-launched-our-licensing-and-street-trading-policies-deadline-27-february-2026": decoy(d.news_item(
            "Consultations launched on our Licensing and Street Trading Policies",
            ["We have launched two consultations: one on our Statement of Licensing Policy and one on our Street Trading Policy.",
             "Responses must reach us by 4.30pm on 27 February 2026."], "9 January 2026"), [("Home", "/"), ("News", "/news")], "9 January 2026"),
        "/news/licensing-policy-consultation": decoy(d.news_item("Licensing Policy Consultation", [
            "The Council must review its Statement of Licensing Act Policy at least every five years. The consultation runs until 14 November 2014."], "16 October 2014"),
            [("Home", "/"), ("News", "/news")], "16 October 2014"),
        "/housing/housing-register": decoy(("Housing register", p("Apply to join the housing register for rented homes on the islands. Priority goes to people with a local connection.")),
                                           [("Home", "/"), ("Housing", "/housing")]),
        "/environment/environmental-health": decoy(("Environmental health", p("Food hygiene, private water supplies, pest control and noise. Contact the Environmental Health Team on 0300 1234 105.")),
                                                   [("Home", "/"), ("Environment", "/environment")]),
        "/council/licensing-committee": decoy(d.committee("Licensing Committee", "Tuesday 20 January 2026, 10am", [
            "To consider the draft Statement of Licensing Policy 2026 to 2031 and the Street Trading Policy 2026, and the cumulative impact assessment for Hugh Town."]),
            [("Home", "/"), ("Council", "/council")]),
        "_404": not_found("the Isles of Scilly"),
    },
    expect={"found": False},
    notes=("Modelled on the Council of the Isles of Scilly's site: licensing is everywhere (Licensing Act 2003 page, street trading, "
           "taxi and boat licensing, the 2026 and 2014 policy consultations, the Licensing Committee) and a 2018 news item tells "
           "owners of staff accommodation that HMO licensing changed; but there is no landlord licensing page. The finder must end "
           "not_found without claiming a decoy. 820-URL sitemap."),
    modelled_on=["http://www.scilly.gov.uk/business-licensing/licensing/licensing-act-2003-alcohol-and-entertainment",
                 "https://scilly.gov.uk/news/changes-law-likely-affect-owners-staff-accommodation-and-other-property-scilly",
                 "https://scilly.gov.uk/news/consultations-launched-our-licensing-and-street-trading-policies-%E2%80%93-deadline-27-february-2026"],
    why="licensing words on every page but no landlord licensing page: not found",
))

# ---------------------------------------------------------------------------------------------- Westmorland and Furness
H = "www.westmorlandandfurness.gov.uk"
HH = "healthyhomes.westmorlandandfurness.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"), ("Licensing", "/licensing"),
       ("Planning", "/planning"), ("Your council", "/your-council")]
LEGACY = "/housing/private-housing-legacy-council-websites"
CASES.append(Case(
    name="realnav-westmorland-furness-not-found-legacy-sites",
    gss="E06000064", host=H, skin="drupal", nav=NAV, council_short="Westmorland and Furness Council",
    banner="Council opening hours throughout Christmas: some offices are closed over the bank holidays.",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.westmorlandandfurness.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "drupal", 2500, content_encoding=True,
                          places=["Kendal", "Barrow-in-Furness", "Penrith", "Ulverston", "Windermere", "Appleby", "Dalton", "Grange-over-Sands", "Sedbergh", "Kirkby Stephen"],
                          extra=[f"http://{H}{LEGACY}", f"http://{H}/housing/homeless-and-sleeping-rough-0/support-if-you-are-homeless-or-risk-becoming-homeless",
                                 f"http://{H}/licensing/taxi-and-private-hire-licensing", f"http://{H}/licensing/premises-licences",
                                 f"http://{H}/licensing/caravan-site-licences", f"http://{H}/news/healthy-homes-pilot-launches-eden-wards"])],
    pages={
        "/": home("Westmorland and Furness", [("Bin collections", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
                                              ("Healthy Homes project", f"http://{HH}/")]),
        "/housing": hub("Housing", "Homelessness, housing advice and private housing.", [
            ("Support if you are homeless", "/housing/homeless-and-sleeping-rough-0/support-if-you-are-homeless-or-risk-becoming-homeless"),
            ("Private housing", LEGACY)], [("Home", "/")]),
        LEGACY: Page(title="Private housing", crumbs=[("Home", "/"), ("Housing", "/housing")], updated="4 April 2023",
                     body=p("Some services for private landlords and tenants are still on the websites of the former councils while we bring them together. Choose the area where the property is:")
                     + links_list([("Barrow area", "http://www.barrowbc.gov.uk/residents/housing/private-housing/"),
                                   ("Eden area", "http://www.eden.gov.uk/housing-services/private-landlords/houses-in-multiple-occupation-hmo"),
                                   ("South Lakeland area", "http://www.southlakeland.gov.uk/housing/private-housing/")])),
        "/housing/homeless-and-sleeping-rough-0/support-if-you-are-homeless-or-risk-becoming-homeless": decoy(("Support if you are homeless or at risk of becoming homeless", p(
            "If you are homeless or threatened with homelessness within 56 days we will assess your situation and agree a Personalised Housing Plan with you.")),
            [("Home", "/"), ("Housing", "/housing")]),
        "/licensing/taxi-and-private-hire-licensing": decoy(d.taxi("Westmorland and Furness Council"), [("Home", "/"), ("Licensing", "/licensing")]),
        "/licensing/premises-licences": decoy(d.premises("Westmorland and Furness Council", 1), [("Home", "/"), ("Licensing", "/licensing")]),
        "/licensing/caravan-site-licences": decoy(("Caravan site licences", p("Holiday and residential caravan sites need a site licence with conditions on spacing, fire safety and facilities.")),
                                                  [("Home", "/"), ("Licensing", "/licensing")]),
        "/news/healthy-homes-pilot-launches-eden-wards": decoy(d.news_item("Healthy Homes pilot launches in six Eden wards", [
            "A government-funded pilot will work with landlords and tenants to improve privately rented homes in Crosby Ravensworth, Hartside, Skelton, Orton with Tebay, Ravenstonedale and Ullswater."], "15 March 2025"),
            [("Home", "/"), ("News", "/news")], "15 March 2025"),
        "_404": not_found("Westmorland and Furness"),
    },
    extra_hosts={
        HH: {"robots": "User-agent: *\nDisallow:\n", "pages": {
            "/": Page(title="Healthy Homes", h1="Healthy Homes: a Westmorland and Furness Council project", crumbs=[], updated="",
                      body=p("Having healthy and safe rented homes keeps people well. The Healthy Homes pilot helps landlords, tenants and property managers in six legacy Eden wards put problems right before they need enforcement.")
                      + links_list([("About the project", "/about-us"), ("Your guide to HHSRS", "/hhsrs-guide")])),
            "/about-us": Page(title="About us", crumbs=[("Home", "/")], updated="",
                              body=p("The target areas are the Crosby Ravensworth, Hartside, Skelton, Orton with Tebay, Ravenstonedale and Ullswater wards. Outside them we will point you to other council services.")),
            "/hhsrs-guide": Page(title="Your guide to HHSRS", crumbs=[("Home", "/")], updated="",
                                 body=p("The Housing Health and Safety Rating System is how officers rate hazards such as damp, cold and falls in a home.")),
        }},
        "www.eden.gov.uk": {"robots": "User-agent: *\nDisallow:\n", "pages": {
            "/housing-services/private-landlords/houses-in-multiple-occupation-hmo": Page(
                title="Houses in multiple occupation (HMO)", crumbs=[("Home", "/")],
                body=p("HMO licensing: larger shared houses with five or more occupiers need a licence from the council. Apply using the form below."))}},
    },
    expect={"found": False},
    notes=("Modelled on Westmorland and Furness Council's site after the 2023 reorganisation: homelessness and housing pages on "
           "westmorlandandfurness.gov.uk, but private-housing and HMO licensing pages still on the legacy district sites (the Eden "
           "HMO page at eden.gov.uk/housing-services/private-landlords/houses-in-multiple-occupation-hmo), which are off the "
           "council's domain (LD4). The in-domain Healthy Homes subdomain (HHSRS guide) and taxi, premises and caravan site "
           "licensing are decoys. Nothing findable on the council's own domain: not found."),
    modelled_on=["https://www.westmorlandandfurness.gov.uk/housing/homeless-and-sleeping-rough-0/support-if-you-are-homeless-or-risk-becoming-homeless",
                 "https://healthyhomes.westmorlandandfurness.gov.uk/about-us",
                 "https://eden.gov.uk/housing-services/private-landlords/houses-in-multiple-occupation-hmo"],
    why="the only HMO licensing page is on a legacy council's domain (off-domain); in-domain pages are decoys",
))
