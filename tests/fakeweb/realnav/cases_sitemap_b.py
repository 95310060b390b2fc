"""Sitemap cases, part B."""

from __future__ import annotations

from tests.fakeweb.realnav import decoys as d
from tests.fakeweb.realnav.build import Case, Page
from tests.fakeweb.realnav.decoys import p, ul
from tests.fakeweb.realnav.helpers import (ROBOTS_ASPX, ROBOTS_DRUPAL, ROBOTS_GOSS, ROBOTS_JADU, ROBOTS_UMBRACO, decoy, home,
                                           hub, not_found, redirect)
from tests.fakeweb.realnav.kit import SitemapSpec, links_list

CASES: list[Case] = []

# ---------------------------------------------------------------------------------------------- Runnymede (GOSS)
H = "www.runnymede.gov.uk"
NAV = [("Bins and recycling", "/article/1201/Bins-and-recycling"), ("Council tax", "/article/1202/Council-tax"),
       ("Housing", "/article/1203/Housing"), ("Planning", "/article/1204/Planning"), ("Licensing", "/article/1205/Licensing"),
       ("Your council", "/article/1206/Your-council")]
HL = [("Home", "/"), ("Housing", "/article/1203/Housing"), ("Landlords' information", "/article/13681/Landlords-information")]
TARGET = "/article/13694/Houses-in-multiple-occupation-HMOs"
CASES.append(Case(
    name="realnav-runnymede-goss-sitemap-landlords-hub",
    gss="E07000212", host=H, skin="goss", nav=NAV, council_short="Runnymede Borough Council",
    robots=ROBOTS_GOSS + "\nSitemap: http://www.runnymede.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "goss", 1400, content_encoding=True,
                          places=["Addlestone", "Chertsey", "Egham", "Englefield Green", "Virginia Water", "New Haw", "Thorpe", "Woodham"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/article/13681/Landlords-information",
                                 f"http://{H}/article/13702/Taxi-and-private-hire-licensing", f"http://{H}/article/13705/Premises-licences",
                                 f"http://{H}/article/13709/Street-trading", f"http://{H}/article/13690/Private-sector-housing-standards",
                                 f"http://{H}/article/13698/Tenancy-deposit-protection", f"http://{H}/article/13711/Licensing-policy-and-fees"])],
    pages={
        "/": home("Runnymede", [("Bin collection days", "/article/1201/Bins-and-recycling"), ("Pay council tax", "/article/1202/Council-tax"),
                                ("Housing", "/article/1203/Housing"), ("Licensing", "/article/1205/Licensing")]),
        "/article/1203/Housing": hub("Housing", "Housing services in Runnymede.", [("Landlords' information", "/article/13681/Landlords-information")], [("Home", "/")]),
        "/article/13681/Landlords-information": hub("Landlords' information",
            "As a landlord you are responsible for keeping your properties safe. Larger shared properties may need a licence.",
            [("Houses in multiple occupation (HMOs)", TARGET), ("Private sector housing standards", "/article/13690/Private-sector-housing-standards"),
             ("Tenancy deposit protection", "/article/13698/Tenancy-deposit-protection")], [("Home", "/"), ("Housing", "/article/1203/Housing")]),
        TARGET: Page(
            title="Houses in multiple occupation (HMOs)", crumbs=HL,
            body=p("If three or more unrelated tenants share a bathroom or kitchen in your property, it is a house in multiple occupation. HMOs must meet extra standards for fire safety, amenities and management.")
            + "<h2>Do you need an HMO licence?</h2>"
            + p("You need a mandatory HMO licence from us if five or more people forming two or more households live in the property, however many storeys it has. The three-storey rule was removed on 1 October 2018.",
                "We do not operate additional or selective schemes.")
            + "<h2>Apply or renew</h2>" + p("Apply online. Renew at least two months before your current licence expires so there is no gap. A licence normally lasts five years.")
            + "<h2>What we check</h2>" + ul("that the licence holder is a fit and proper person", "the number of occupants and room sizes",
                                            "fire precautions, gas and electrical safety"),
            updated="21 January 2026"),
        "/article/13702/Taxi-and-private-hire-licensing": decoy(d.taxi("Runnymede Borough Council"), [("Home", "/"), ("Licensing", "/article/1205/Licensing")]),
        "/article/13705/Premises-licences": decoy(d.premises("Runnymede Borough Council", 1), [("Home", "/"), ("Licensing", "/article/1205/Licensing")]),
        "/article/13709/Street-trading": decoy(d.street_trading("Runnymede Borough Council"), [("Home", "/"), ("Licensing", "/article/1205/Licensing")]),
        "/article/13690/Private-sector-housing-standards": decoy(d.housing_standards("Runnymede Borough Council"), HL),
        "/article/13698/Tenancy-deposit-protection": decoy(d.tenancy_deposits(), HL),
        "/article/13711/Licensing-policy-and-fees": decoy(d.licensing_policy("Runnymede Borough Council"), [("Home", "/"), ("Licensing", "/article/1205/Licensing")]),
        "_404": not_found("Runnymede"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Runnymede's GOSS site (/article/<n>/<Slug>): the 'Landlords' information' hub (/article/13681) mentions "
           "licences but only links onward; the HMO page is beside it. Traps in the 1,400-URL sitemap: the hub, taxi/premises/street "
           "trading and 'Licensing policy and fees' articles, housing standards, deposits."),
    modelled_on=["https://runnymede.gov.uk/article/13681/Landlords-information"],
    why="GOSS /article/N/Slug with no 'licensing' in the target URL; the landlords hub talks about licences but only links on",
))

# ---------------------------------------------------------------------------------------------- Lincoln
H = "www.lincoln.gov.uk"
NAV = [("Bins and recycling", "/bins-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning", "/resident/planning"), ("Business", "/business"), ("Your council", "/your-council")]
HH = [("Home", "/"), ("Housing", "/housing"), ("Landlords", "/housing/landlords"),
      ("Houses in multiple occupation (HMOs)", "/housing/landlords/houses-in-multiple-occupation-hmos/")]
TARGET = "/housing/landlords/houses-in-multiple-occupation-hmos/applying-for-an-hmo/"
CASES.append(Case(
    name="realnav-lincoln-sitemap-planning-twin-path",
    gss="E07000138", host=H, skin="granicus", nav=NAV, council_short="City of Lincoln Council",
    robots="User-agent: *\nDisallow: /search/\nDisallow: /forms/\n\nSitemap: http://www.lincoln.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "granicus", 1900, content_encoding=True,
                          places=["Abbey", "Birchwood", "Boultham", "Carholme", "Castle", "Glebe", "Hartsholme", "Minster", "Moorland", "Park", "Witham"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/housing/landlords/houses-in-multiple-occupation-hmos/",
                                 f"http://{H}/resident/planning/houses-in-multiple-occupation-hmos/",
                                 f"http://{H}/housing/landlords/houses-in-multiple-occupation-hmos/hmo-amenity-and-space-standards/",
                                 f"http://{H}/your-council/news-and-media/news/new-government-legislation-for-lincoln-landlords/",
                                 f"http://{H}/business/licensing/premises-licences/", f"http://{H}/business/licensing/taxi-licensing/",
                                 f"http://{H}/housing/landlords/trusted-landlord-scheme/"])],
    pages={
        "/": home("Lincoln", [("Bin collections", "/bins-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
                              ("Planning", "/resident/planning")]),
        "/housing": hub("Housing", "Council housing, private renting and landlords.", [("Landlords", "/housing/landlords")], [("Home", "/")]),
        "/housing/landlords": hub("Landlords", "Information for landlords in the city.", [
            ("Houses in multiple occupation (HMOs)", "/housing/landlords/houses-in-multiple-occupation-hmos/"),
            ("Trusted Landlord Scheme", "/housing/landlords/trusted-landlord-scheme/")], [("Home", "/"), ("Housing", "/housing")]),
        "/housing/landlords/houses-in-multiple-occupation-hmos/": hub("Houses in multiple occupation (HMOs)", "Shared houses in Lincoln.",
            [("Applying for an HMO licence", TARGET), ("HMO amenity and space standards", "/housing/landlords/houses-in-multiple-occupation-hmos/hmo-amenity-and-space-standards/")],
            HH[:-1]),
        TARGET: Page(
            title="Applying for an HMO licence", h1="Applying for an HMO License", crumbs=HH,
            body=p('<span class="listen">A Listen to this page</span>')
            + p("Government regulations in force since October 2018 require every HMO with five or more tenants to be licensed by the council. If five or more occupants in two or more households share amenities, you need a licence even if the property is only one storey. Purpose-built blocks of flats are excluded, but a single flat with five or more occupiers may still need one.",
                "A licence sets basic management and safety requirements. You may also need planning permission.")
            + p('Apply through our <a href="http://housinglicensing.lincoln.gov.uk/">online HMO portal</a>.')
            + "<h2>Fee</h2>" + ul("Basic fee up to 5 persons: £850", "6 to 10 persons: basic fee + 10%", "11 to 15 persons: basic fee + 20%",
                                  "16 to 20 persons: basic fee + 30%", "each further 5 persons: an additional 10% of the basic fee")
            + p("Second and later applications within 12 months get 5% off. Landlords accredited under the Trusted Landlord Scheme when they apply get 35% off the basic fee."),
            updated="9 February 2026"),
        "/resident/planning/houses-in-multiple-occupation-hmos/": decoy(d.article4("City of Lincoln Council", "the whole city"), [("Home", "/"), ("Planning", "/resident/planning")]),
        "/housing/landlords/houses-in-multiple-occupation-hmos/hmo-amenity-and-space-standards/": decoy(("HMO amenity and space standards", p(
            "Our adopted standards set minimum bedroom sizes (6.51 square metres for one person over 10, 10.22 for two), kitchen and bathroom provision, and fire safety.")), HH),
        "/your-council/news-and-media/news/new-government-legislation-for-lincoln-landlords/": decoy(d.news_item(
            "New government legislation for Lincoln landlords",
            ["New rules come into force on Monday 1 October requiring landlords of HMOs of any number of storeys with five or more occupiers to hold a licence.",
             "Failing to apply could lead to a significant fine."], "28 September 2018"),
            [("Home", "/"), ("Your council", "/your-council"), ("News", "/your-council/news-and-media/news/")], "28 September 2018"),
        "/business/licensing/premises-licences/": decoy(d.premises("City of Lincoln Council"), [("Home", "/"), ("Business", "/business"), ("Licensing", "/business/licensing/")]),
        "/business/licensing/taxi-licensing/": decoy(d.taxi("City of Lincoln Council", 1), [("Home", "/"), ("Business", "/business"), ("Licensing", "/business/licensing/")]),
        "/housing/landlords/trusted-landlord-scheme/": decoy(d.accreditation("City of Lincoln Council", "Trusted Landlord Scheme"), [("Home", "/"), ("Housing", "/housing"), ("Landlords", "/housing/landlords")]),
        "_404": not_found("Lincoln"),
    },
    extra_hosts={"housinglicensing.lincoln.gov.uk": {"robots": "User-agent: *\nDisallow: /\n", "pages": {}}},
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Lincoln's 'Applying for an HMO License' (fees £850 basic up to 5 persons, Trusted Landlord Scheme 35% off, "
           "portal on housinglicensing.lincoln.gov.uk which robots.txt closes). Trap: the planning page "
           "/resident/planning/houses-in-multiple-occupation-hmos/ has the same HMO path segment (city-wide Article 4); also the HMO "
           "hub, amenity standards, the 2018 news item, premises and taxi licensing. 1,900-URL sitemap."),
    modelled_on=["https://www.lincoln.gov.uk/housing/landlords/houses-in-multiple-occupation-hmos/applying-for-an-hmo/",
                 "https://www.lincoln.gov.uk/resident/planning/houses-in-multiple-occupation-hmos/"],
    why="the HMO planning page shares the 'houses-in-multiple-occupation-hmos' segment; the licensing page's URL says 'applying'",
))

# ---------------------------------------------------------------------------------------------- Reading
H = "www.reading.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling/"), ("Council tax", "/council-tax/"), ("Housing", "/housing/"),
       ("Planning", "/planning-and-building-control/"), ("Business", "/business/"), ("Your council", "/your-council/")]
PR = [("Home", "/"), ("Housing", "/housing/"), ("Private renting", "/housing/private-renting/")]
TARGET = "/housing/private-renting/houses-in-multiple-occupation-hmos/"
CASES.append(Case(
    name="realnav-reading-sitemap-hmo-hub-page",
    gss="E06000038", host=H, skin="umbraco", nav=NAV, council_short="Reading Borough Council",
    robots=ROBOTS_UMBRACO + "\nSitemap: http://www.reading.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "umbraco", 2700, content_encoding=True,
                          places=["Battle", "Redlands", "Park", "Abbey", "Caversham", "Whitley", "Southcote", "Tilehurst", "Katesgrove", "Coley"],
                          extra=[f"http://{H}{TARGET}",
                                 f"http://{H}/housing/private-renting/houses-in-multiple-occupation-hmos/finding-a-house-in-multiple-occupation-hmo/",
                                 f"http://{H}/housing/private-renting/extension-of-property-licensing-frequently-asked-questions",
                                 f"http://{H}/planning-and-building-control/planning-policy/article-4-directions/",
                                 f"http://{H}/business/licensing/taxi-licensing/", f"http://{H}/business/licensing/premises-licences/",
                                 f"http://{H}/housing/private-renting/"])],
    responses={"/hmo": redirect(f"http://{H}{TARGET}")},
    pages={
        "/": home("Reading", [("Bin collection days", "/bins-and-recycling/"), ("Council tax", "/council-tax/"),
                              ("Private renting", "/housing/private-renting/"), ("Planning", "/planning-and-building-control/")]),
        "/housing/": hub("Housing", "Housing services in Reading.", [("Private renting", "/housing/private-renting/")], [("Home", "/")]),
        "/housing/private-renting/": hub("Private renting", "For private tenants and landlords.",
                                         [("Houses in multiple occupation (HMOs)", TARGET),
                                          ("Extension of property licensing: FAQs", "/housing/private-renting/extension-of-property-licensing-frequently-asked-questions")],
                                         [("Home", "/"), ("Housing", "/housing/")]),
        TARGET: Page(
            title="Houses in multiple occupation (HMOs)", crumbs=PR,
            body=p("An HMO is a house or flat occupied by three or more people who form two or more households and share amenities such as a bathroom or kitchen. Some converted buildings count too.")
            + "<h2>Licences</h2>"
            + p("Since 1 October 2018 every HMO with five or more occupants needs an HMO licence under the national mandatory scheme. The Council does not currently run additional or selective schemes in the borough.",
                "Complete our online licence application. If you are the landlord you can nominate someone else to hold the licence. Licences usually last five years.")
            + "<h2>Register</h2>"
            + p("Check our register of HMO licences before reporting an unlicensed HMO. Details from the full public register cost £36.55; email the HMO team.")
            + "<h2>Managing an HMO</h2>" + p("Read the management pack for the regulations that apply to every HMO, licensed or not."),
            updated="15 May 2026"),
        "/housing/private-renting/houses-in-multiple-occupation-hmos/finding-a-house-in-multiple-occupation-hmo/": decoy(("Finding a house in multiple occupation (HMO)", p(
            "Looking for a room in a shared house? Check the landlord has the right licence and that the home is safe before you sign.",
            "HMO licensing is separate from planning: Article 4 directions restrict new HMOs in parts of Reading.")), PR + [("HMOs", TARGET)]),
        "/housing/private-renting/extension-of-property-licensing-frequently-asked-questions": decoy(("Extension of property licensing – frequently asked questions", p(
            "The council is proposing an additional licensing scheme across the whole borough and selective licensing, initially in Battle ward and possibly later in Redlands and Park.",
            "These are proposals: no decision has been made.")), PR),
        "/planning-and-building-control/planning-policy/article-4-directions/": decoy(d.article4("Reading Borough Council", "the areas around the University", 1),
                                                                                    [("Home", "/"), ("Planning", "/planning-and-building-control/")]),
        "/business/licensing/taxi-licensing/": decoy(d.taxi("Reading Borough Council"), [("Home", "/"), ("Business", "/business/")]),
        "/business/licensing/premises-licences/": decoy(d.premises("Reading Borough Council", 1), [("Home", "/"), ("Business", "/business/")]),
        "_404": not_found("Reading"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Reading's 'Houses in multiple occupation (HMOs)' under Housing > Private renting (vanity /hmo redirects to "
           "it): mandatory HMO licensing, 'does not currently run additional or selective', register £36.55. Traps in the 2,700-URL "
           "sitemap: the 'Extension of property licensing' FAQ about proposed schemes (URL names property licensing), the tenant-facing "
           "'Finding an HMO' child page, Article 4, taxi and premises licensing."),
    modelled_on=["https://www.reading.gov.uk/housing/private-renting/houses-in-multiple-occupation-hmos/",
                 "https://reading.gov.uk/housing/private-renting/extension-of-property-licensing-frequently-asked-questions", "http://www.reading.gov.uk/hmo"],
    why="target URL/title say 'HMOs' only; the proposal FAQ's URL says 'property-licensing'",
))

# ---------------------------------------------------------------------------------------------- Swindon (Jadu)
H = "www.swindon.gov.uk"
NAV = [("Bins and recycling", "/info/20012/bins_and_recycling"), ("Council tax", "/info/20014/council_tax"),
       ("Homes and property", "/info/20025/homes_and_property"), ("Licensing", "/info/20037/licensing"),
       ("Planning", "/info/20030/planning"), ("Your council", "/info/20041/your_council")]
DOC = "/info/20025/homes_and_property/236/houses_in_multiple_occupation"
HP = [("Home", "/"), ("Homes and property", "/info/20025/homes_and_property")]
CASES.append(Case(
    name="realnav-swindon-jadu-sitemap-multipage-document",
    gss="E06000030", host=H, skin="jadu", nav=NAV, council_short="Swindon Borough Council",
    robots=ROBOTS_JADU + "\nSitemap: http://www.swindon.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "jadu", 3500, content_encoding=True,
                          places=["Broadgreen", "Eastcott", "Old Town", "Gorse Hill", "Penhill", "Rodbourne", "Highworth", "Wroughton",
                                  "Stratton", "Covingham", "Walcot", "Park North"],
                          extra=[f"http://{H}{DOC}", f"http://{H}/directory_record/23157/houses_in_multiple_occupation_privacy_notice",
                                 f"http://{H}/info/20037/licensing/241/taxi_and_private_hire_licences",
                                 f"http://{H}/info/20037/licensing/243/alcohol_and_entertainment_licences",
                                 f"http://{H}/info/20037/licensing/247/gambling_premises",
                                 f"http://{H}/info/20025/homes_and_property/239/private_landlords",
                                 f"http://{H}/info/20025/homes_and_property/240/housing_standards_in_rented_homes",
                                 f"http://{H}/downloads/file/9801/list_of_houses_in_multiple_occupation"])],
    pages={
        "/": home("Swindon", [("Bin collection days", "/info/20012/bins_and_recycling"), ("Council tax", "/info/20014/council_tax"),
                              ("Homes and property", "/info/20025/homes_and_property"), ("Licensing", "/info/20037/licensing")]),
        "/info/20025/homes_and_property": hub("Homes and property", "Housing, landlords and property services.",
                                              [("Houses in multiple occupation", DOC), ("Private landlords", "/info/20025/homes_and_property/239/private_landlords")], [("Home", "/")]),
        DOC: Page(
            title="Houses in multiple occupation", crumbs=HP,
            body='<nav class="document-nav"><ol><li>Apply for an HMO licence</li><li><a href="' + DOC + '/2">Does your property need a licence?</a></li>'
                 '<li><a href="' + DOC + '/3">Who should be the licence holder?</a></li></ol></nav>'
            + "<h2>Apply for an HMO licence</h2>"
            + p("We usually issue an HMO licence for five years, and in exceptional cases for less. Large HMOs with five or more occupiers from two or more households must be licensed under the national mandatory scheme.")
            + "<h3>Supporting documents</h3>"
            + ul("valid annual gas safety certificate", "valid annual fire detection service or commissioning certificate",
                 "periodic electrical installation condition report with no C1 or C2 observations",
                 "title document or lease showing you are the person in control", "fire safety risk assessment, if you have one")
            + "<h3>Fees</h3>"
            + '<table><tr><th>Occupants</th><th>How you apply</th><th>Total</th></tr><tr><td>Up to 10</td><td>Online</td><td>£1,337.06</td></tr>'
              '<tr><td>Up to 10</td><td>Paper</td><td>£1,592.00</td></tr><tr><td>More than 10</td><td>Online</td><td>£1,528.07</td></tr>'
              '<tr><td>More than 10</td><td>Paper</td><td>£1,782.75</td></tr></table>'
            + p("The first part is paid when you apply and is not refundable; the rest is paid when the licence is approved. Online applications cost less because they take less processing."),
            updated="1 April 2026"),
        "/directory_record/23157/houses_in_multiple_occupation_privacy_notice": decoy(d.privacy_notice("Swindon Borough Council", "Houses in Multiple Occupation Privacy Notice"),
                                                                                      [("Home", "/"), ("Privacy notices", "/directory/12/privacy_notices")]),
        "/info/20037/licensing/241/taxi_and_private_hire_licences": decoy(d.taxi("Swindon Borough Council", 1), [("Home", "/"), ("Licensing", "/info/20037/licensing")]),
        "/info/20037/licensing/243/alcohol_and_entertainment_licences": decoy(d.premises("Swindon Borough Council", 1), [("Home", "/"), ("Licensing", "/info/20037/licensing")]),
        "/info/20037/licensing/247/gambling_premises": decoy(d.gambling("Swindon Borough Council"), [("Home", "/"), ("Licensing", "/info/20037/licensing")]),
        "/info/20025/homes_and_property/239/private_landlords": decoy(d.landlord_hub("Private landlords", "Letting a home in Swindon.",
                                                                                     [("Houses in multiple occupation", DOC), ("Housing standards in rented homes", "/info/20025/homes_and_property/240/housing_standards_in_rented_homes")]), HP),
        "/info/20025/homes_and_property/240/housing_standards_in_rented_homes": decoy(d.housing_standards("Swindon Borough Council"), HP),
        "_404": not_found("Swindon"),
    },
    expect={"found": True, "url": f"http://{H}{DOC}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Swindon's Jadu document 'Houses in multiple occupation' (/info/20025/homes_and_property/236/..., pages /2 "
           "and /3), fees £1,337.06 online / £1,592 paper. The URL names HMOs but not licensing. Traps in the 3,500-URL sitemap: the "
           "HMO privacy notice directory record (title names HMOs), the list-of-HMOs download, taxi/alcohol/gambling under the "
           "'licensing' category, private landlords and housing standards."),
    modelled_on=["https://swindon.gov.uk/info/20025/homes_and_property/236/houses_in_multiple_occupation",
                 "https://www.swindon.gov.uk/directory_record/23157/houses_in_multiple_occupation_privacy_notice"],
    why="Jadu document URL names HMOs only; an HMO privacy-notice directory record is the strongest decoy by URL",
))

# ---------------------------------------------------------------------------------------------- Milton Keynes
H = "www.milton-keynes.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning and building", "/planning-and-building"), ("Business", "/business"), ("Your council", "/your-council")]
TARGET = "/housing/private-housing-and-landlords/hmo-licensing"
SISTER = "/housing/private-sector-housing/houses-multiple-occupation-hmo"
CASES.append(Case(
    name="realnav-milton-keynes-drupal-sitemap-sister-pages",
    gss="E06000042", host=H, skin="drupal", nav=NAV, council_short="Milton Keynes City Council",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.milton-keynes.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "drupal", 4600, content_encoding=True,
                          places=["Fishermead", "Netherfield", "Tinkers Bridge", "Bletchley", "Wolverton", "Newport Pagnell", "Olney",
                                  "Stony Stratford", "Kents Hill", "Oakgrove", "Shenley", "Bradwell"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}{SISTER}", f"http://{H}/housing/private-sector-housing/private-landlord-fire-safety",
                                 f"http://{H}/planning-and-building/planning-policy/hmo-planning-requirements",
                                 f"http://{H}/business/licensing/taxi-licensing", f"http://{H}/business/licensing/premises-licences",
                                 f"http://{H}/business/licensing/gambling-licences", f"http://{H}/housing/private-housing-and-landlords"])],
    pages={
        "/": home("Milton Keynes", [("Bin collection days", "/bins-and-recycling"), ("Council tax", "/council-tax"),
                                    ("Housing", "/housing"), ("Planning", "/planning-and-building")]),
        "/housing": hub("Housing", "Housing services in Milton Keynes.", [("Private housing and landlords", "/housing/private-housing-and-landlords"),
                                                                          ("Private sector housing", "/housing/private-sector-housing")], [("Home", "/")]),
        "/housing/private-housing-and-landlords": hub("Private housing and landlords", "For private landlords and tenants.",
                                                      [("Houses in Multiple Occupation (HMO) Licensing", TARGET)], [("Home", "/"), ("Housing", "/housing")]),
        "/housing/private-sector-housing": hub("Private sector housing", "Standards in private homes.",
                                               [("What is a House in Multiple Occupation?", SISTER), ("Fire safety for private landlords", "/housing/private-sector-housing/private-landlord-fire-safety")],
                                               [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Houses in Multiple Occupation (HMO) Licensing", crumbs=[("Home", "/"), ("Housing", "/housing"), ("Private housing and landlords", "/housing/private-housing-and-landlords")],
            body=p("If you rent out a house in multiple occupation you may need a licence from us. You will also need planning permission to change the use of the property to an HMO.")
            + links_list([("Online application for an HMO licence", "#apply"), ("Online application to vary a licence", "#vary")])
            + "<h2>Who needs an HMO licence</h2>"
            + p("Since 1 October 2018 the mandatory rules cover every HMO occupied by five or more people who are not all related and who share some facilities, however many storeys it has.")
            + "<h2>Who must hold the licence</h2>"
            + p("The landlord, or someone they nominate such as an agent who agrees. We must be satisfied the licence holder and any manager are fit and proper, that management standards are satisfactory, and that the HMO is suitable for the number of tenants.")
            + "<h2>Renewing and changes</h2>" + p("Renew before your licence ends. Tell us about a change of manager or layout.")
            + p("Questions: HMO Licensing Team, 01908 253271."),
            updated="5 March 2026"),
        SISTER: decoy(("What is a House in Multiple Occupation (HMO)?", p(
            "A property is an HMO if it is an entire house or flat let to three or more tenants who form two or more households and share a kitchen, bathroom or toilet.",
            "All HMOs must meet our amenity standards and fire safety standards. The Private Sector Housing team can inspect and advise.")),
            [("Home", "/"), ("Housing", "/housing"), ("Private sector housing", "/housing/private-sector-housing")]),
        "/housing/private-sector-housing/private-landlord-fire-safety": decoy(("Fire safety for private landlords", p(
            "Landlords must fit smoke alarms on every storey and carbon monoxide alarms where there is a fixed combustion appliance. Larger shared houses need more.")),
            [("Home", "/"), ("Housing", "/housing"), ("Private sector housing", "/housing/private-sector-housing")]),
        "/planning-and-building/planning-policy/hmo-planning-requirements": decoy(d.article4("Milton Keynes City Council", "the whole city", 1), [("Home", "/"), ("Planning and building", "/planning-and-building")]),
        "/business/licensing/taxi-licensing": decoy(d.taxi("Milton Keynes City Council"), [("Home", "/"), ("Business", "/business")]),
        "/business/licensing/premises-licences": decoy(d.premises("Milton Keynes City Council"), [("Home", "/"), ("Business", "/business")]),
        "/business/licensing/gambling-licences": decoy(d.gambling("Milton Keynes City Council"), [("Home", "/"), ("Business", "/business")]),
        "_404": not_found("Milton Keynes"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Milton Keynes's 'Houses in Multiple Occupation (HMO) Licensing' under Housing > Private housing and landlords, "
           "and its sister page 'What is a House in Multiple Occupation (HMO)?' under Private sector housing (standards, not licences). "
           "4,600-URL sitemap with the HMO planning page, fire safety, and taxi/premises/gambling licensing as near-misses."),
    modelled_on=["https://www.milton-keynes.gov.uk/housing/private-housing-and-landlords/hmo-licensing",
                 "https://milton-keynes.gov.uk/housing/private-sector-housing/houses-multiple-occupation-hmo"],
    why="two HMO pages in two housing folders; only one is about licences",
))

# ---------------------------------------------------------------------------------------------- Mansfield
H = "www.mansfield.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Licensing", "/licensing"), ("Planning", "/planning"), ("Your council", "/your-council")]
LIC = [("Home", "/"), ("Licensing", "/licensing")]
BASE = "/licensing/selective-licensing"
GUIDE = [("Selective licensing", BASE), ("What is selective licensing?", BASE + "/2"), ("Designated areas and maps", BASE + "/3"),
         ("Fees", BASE + "/4"), ("Licence conditions", BASE + "/5"), ("Exemptions", BASE + "/6"), ("Selective Licensing Policy", BASE + "/7")]
CASES.append(Case(
    name="realnav-mansfield-jadu-sitemap-under-licensing",
    gss="E07000174", host=H, skin="jadu_cxm", nav=NAV, council_short="Mansfield District Council",
    robots=ROBOTS_JADU + "\nSitemap: http://www.mansfield.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "jadu_cxm", 1800, content_encoding=True,
                          places=["Mansfield Woodhouse", "Market Warsop", "Forest Town", "Rainworth", "Clipstone", "Pleasley", "Ladybrook", "Oak Tree"],
                          extra=[f"http://{H}{BASE}", f"http://{H}/licensing/taxi-and-private-hire", f"http://{H}/licensing/alcohol-and-entertainment",
                                 f"http://{H}/licensing/gambling", f"http://{H}/licensing/street-trading", f"http://{H}/licensing/animal-licensing",
                                 f"http://{H}/licensing/licensing-policies", f"http://{H}/housing/private-sector-housing",
                                 f"http://{H}/news/article/512/landlords-invited-to-apply-for-selective-licences"])],
    pages={
        "/": home("Mansfield", [("Bin collection days", "/bins-and-recycling"), ("Council tax", "/council-tax"),
                                ("Housing", "/housing"), ("Licensing", "/licensing")]),
        "/licensing": hub("Licensing", "Licences, permits and registrations issued by the council.",
                          [("Alcohol and entertainment", "/licensing/alcohol-and-entertainment"), ("Animal licensing", "/licensing/animal-licensing"),
                           ("Gambling", "/licensing/gambling"), ("Selective licensing", BASE), ("Street trading", "/licensing/street-trading"),
                           ("Taxi and private hire", "/licensing/taxi-and-private-hire"), ("Licensing policies", "/licensing/licensing-policies")], [("Home", "/")]),
        BASE: Page(
            title="Selective licensing", crumbs=LIC,
            body='<nav class="guide-nav"><h2>In this guide</h2>' + links_list(GUIDE) + "</nav>"
            + p("Landlords of most privately rented homes in five designated areas of the district must have a licence for each home. The designations became enforceable on 13 September 2025 and run for five years, until September 2030.")
            + "<h2>The five areas</h2>" + ul("Victoria Street area (Central ward)", "Howard Road area (West Bank and Wainwright wards)",
                                             "Market Warsop", "Newgate Lane (Rock Hill and Eakring wards)", "Rosemary Street area (Central and Bancroft wards)")
            + "<h2>Which homes are covered</h2>"
            + p("A home let to a single tenant, to one household such as a family, or to two unrelated people. Homes let to three or more unrelated people are houses in multiple occupation; those with five or more occupiers need a mandatory HMO licence instead.")
            + "<h2>Apply</h2>" + p("Apply online. The fee is paid once and covers the home until the scheme ends. About 1,200 homes are affected."),
            updated="15 September 2025"),
        "/licensing/taxi-and-private-hire": decoy(d.taxi("Mansfield District Council"), LIC),
        "/licensing/alcohol-and-entertainment": decoy(d.premises("Mansfield District Council", 1), LIC),
        "/licensing/gambling": decoy(d.gambling("Mansfield District Council"), LIC),
        "/licensing/street-trading": decoy(d.street_trading("Mansfield District Council"), LIC),
        "/licensing/animal-licensing": decoy(d.animal_licences("Mansfield District Council"), LIC),
        "/licensing/licensing-policies": decoy(d.licensing_policy("Mansfield District Council"), LIC),
        "/housing/private-sector-housing": decoy(d.housing_standards("Mansfield District Council"), [("Home", "/"), ("Housing", "/housing")]),
        "/news/article/512/landlords-invited-to-apply-for-selective-licences": decoy(d.news_item(
            "Landlords invited to apply for selective licences", ["Landlords in the designated areas can apply for a licence from 12 June.",
                                                                  "Drop-in sessions will be held for landlords and tenants."], "23 May 2025"),
            [("Home", "/"), ("News", "/news")], "23 May 2025"),
        "_404": not_found("Mansfield"),
    },
    expect={"found": True, "url": f"http://{H}{BASE}", "rung": "sitemap", "depth": None, "schemes": ["selective", "mandatory_hmo"]},
    notes=("Modelled on Mansfield's guide 'Selective licensing' filed under the LICENSING section (/licensing/selective-licensing/2 "
           "'What is selective licensing?', /7 policy): five areas, enforceable 13 September 2025 until September 2030. Its siblings "
           "in the same folder are taxi, alcohol, gambling, street trading, animal licensing and licensing policies — all decoys. "
           "1,800-URL sitemap lists the guide's first page."),
    modelled_on=["https://www.mansfield.gov.uk/licensing/selective-licensing/2", "https://www.mansfield.gov.uk/licensing/selective-licensing/7"],
    why="landlord licensing filed under the council's Licensing section beside taxi, alcohol and gambling",
))

# ---------------------------------------------------------------------------------------------- Bromsgrove
H = "www.bromsgrove.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling/"), ("Council tax", "/council-tax/"), ("Housing", "/housing/"),
       ("Planning and regeneration", "/planning-and-regeneration/"), ("Business", "/business/"), ("Council", "/council/")]
LIC = [("Home", "/"), ("Business", "/business/"), ("Starting a business", "/business/starting-a-business/"),
       ("Licensing", "/business/starting-a-business/licensing/")]
TARGET = "/business/starting-a-business/licensing/houses-in-multiple-occupation/"
PRIV = "/council/corporate/your-access-to-information/data-protection-and-information-management/privacy-notices/private-sector-housing/house-in-multiple-occupation-hmo-licensing/"
CASES.append(Case(
    name="realnav-bromsgrove-sitemap-privacy-notice-trap",
    gss="E07000234", host=H, skin="granicus", nav=NAV, council_short="Bromsgrove District Council",
    robots="User-agent: *\nDisallow: /search/\n\nSitemap: http://www.bromsgrove.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "granicus", 2300, content_encoding=True,
                          places=["Bromsgrove", "Alvechurch", "Barnt Green", "Hagley", "Rubery", "Wythall", "Catshill", "Aston Fields"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}{PRIV}",
                                 f"http://{H}/business/starting-a-business/licensing/taxi-and-private-hire/",
                                 f"http://{H}/business/starting-a-business/licensing/alcohol-and-entertainment/",
                                 f"http://{H}/business/starting-a-business/licensing/animal-licensing/",
                                 f"http://{H}/housing/private-sector-housing/", f"http://{H}/housing/private-sector-housing/housing-standards/",
                                 f"http://{H}/business/starting-a-business/licensing/"])],
    responses={"/hmo": redirect(f"http://{H}{TARGET}")},
    pages={
        "/": home("Bromsgrove", [("Bin collection days", "/bins-and-recycling/"), ("Council tax", "/council-tax/"),
                                 ("Housing", "/housing/"), ("Business", "/business/")]),
        "/business/starting-a-business/licensing/": hub("Licensing", "Licences for businesses and activities in the district. Most are handled for us by Worcestershire Regulatory Services.",
                                                        [("Animal licensing", "/business/starting-a-business/licensing/animal-licensing/"),
                                                         ("Alcohol and entertainment", "/business/starting-a-business/licensing/alcohol-and-entertainment/"),
                                                         ("Houses in multiple occupation", TARGET), ("Taxi and private hire", "/business/starting-a-business/licensing/taxi-and-private-hire/")],
                                                        LIC[:-1]),
        TARGET: Page(
            title="Landlords and House in Multiple Occupation (HMOs)", crumbs=LIC,
            body=p("An HMO is any property occupied by at least three people who are not members of the same household.")
            + "<h2>To license your HMO</h2>"
            + p("A property is a licensable HMO if at least five people forming two or more households live there and share at least one basic amenity such as a bathroom or kitchen. See sections 254 to 259 of the Housing Act 2004.")
            + "<h2>Typical HMOs</h2>" + ul("a house let as bedsits", "rooms let to students or single working people", "hostels and some guest houses",
                                           "lodgings and shared houses", "houses converted into self-contained flats")
            + "<h2>License your HMO</h2>" + p("Download the application form and post or email it to the Private Sector Housing team. A licence usually lasts up to five years and the fee is £133.35 per person.",
                                             "Pay online: choose 'Licensing' and then 'HMOs', and enter the first line of the HMO address as the reference.")
            + "<h2>Inspections</h2>" + p("We inspect every licensed HMO using the Housing Health and Safety Rating System."),
            updated="26 June 2026"),
        PRIV: decoy(d.privacy_notice("Bromsgrove District Council", "House in Multiple Occupation (HMO) Licensing"),
                    [("Home", "/"), ("Council", "/council/"), ("Privacy notices", "/council/corporate/your-access-to-information/data-protection-and-information-management/privacy-notices/")]),
        "/business/starting-a-business/licensing/taxi-and-private-hire/": decoy(d.taxi("Bromsgrove District Council", 0, "Worcestershire Regulatory Services"), LIC),
        "/business/starting-a-business/licensing/alcohol-and-entertainment/": decoy(d.premises("Bromsgrove District Council", 1), LIC),
        "/business/starting-a-business/licensing/animal-licensing/": decoy(d.animal_licences("Bromsgrove District Council"), LIC),
        "/housing/private-sector-housing/": hub("Private sector housing", "Help with housing conditions, adaptations and empty homes.",
                                                [("Housing standards", "/housing/private-sector-housing/housing-standards/")], [("Home", "/"), ("Housing", "/housing/")]),
        "/housing/private-sector-housing/housing-standards/": decoy(d.housing_standards("Bromsgrove District Council"), [("Home", "/"), ("Housing", "/housing/"), ("Private sector housing", "/housing/private-sector-housing/")]),
        "_404": not_found("Bromsgrove"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on the Bromsgrove and Redditch shared site structure, where the HMO page sits under Business > Starting a "
           "business > Licensing (£133.35 per person, pay via 'Licensing' > 'HMOs'; vanity /hmo redirects to it). Trap: a privacy "
           "notice whose TITLE is 'House in Multiple Occupation (HMO) Licensing' (real Bromsgrove URL under privacy-notices/private-"
           "sector-housing). Also taxi, alcohol and animal licensing in the same folder. 2,300-URL sitemap."),
    modelled_on=["https://www.bromsgrove.gov.uk/council/corporate/your-access-to-information/data-protection-and-information-management/privacy-notices/private-sector-housing/house-in-multiple-occupation-hmo-licensing/",
                 "https://www.redditchbc.gov.uk/business/starting-a-business/licensing/houses-in-multiple-occupation/"],
    why="the page is filed under Business; a privacy notice has the better-sounding title 'HMO Licensing'",
))

# ---------------------------------------------------------------------------------------------- Lichfield
H = "www.lichfielddc.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning", "/planning"), ("Licensing", "/licensing"), ("Council", "/council")]
PSH = [("Home", "/"), ("Housing", "/housing"), ("Private sector housing", "/housing/private-sector-housing")]
TARGET = "/housing/private-sector-housing/houses-in-multiple-occupation"
CASES.append(Case(
    name="realnav-lichfield-sitemap-foi-register-trap",
    gss="E07000194", host=H, skin="granicus", nav=NAV, council_short="Lichfield District Council",
    robots="User-agent: *\nDisallow: /search\n",  # no Sitemap line
    sitemaps=[SitemapSpec("/sitemap.xml", "granicus", 1200, content_encoding=True,
                          places=["Lichfield", "Burntwood", "Armitage", "Fazeley", "Shenstone", "Whittington", "Alrewas", "Boley Park"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/freedom-information/frequently-asked-fois/13",
                                 f"http://{H}/freedom-information/frequently-asked-fois", f"http://{H}/licensing/taxis-and-private-hire",
                                 f"http://{H}/licensing/premises-licences", f"http://{H}/licensing/lotteries", f"http://{H}/housing/private-sector-housing"])],
    pages={
        "/": home("Lichfield District", [("Bin collections", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
                                         ("Licensing", "/licensing")]),
        "/housing/private-sector-housing": hub("Private sector housing", "Housing conditions, adaptations and shared houses.",
                                               [("Houses in multiple occupation", TARGET)], [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Houses in multiple occupation", crumbs=PSH,
            body=p("If you own or manage a house in multiple occupation (HMO) rented to five or more people who form two or more households and share facilities such as a bathroom, kitchen or toilet, you must have a valid HMO licence from us.")
            + "<h2>Apply for an HMO licence</h2>" + p("Complete the online form and upload your gas safety certificate, electrical report, fire alarm and emergency lighting certificates and a floor plan. We will contact you to arrange an inspection.")
            + "<h2>About the licence</h2>" + p("A licence lasts up to five years. It cannot be transferred to another property or another person; if circumstances change, a new licence is needed.",
                                              "Lichfield has no additional or selective scheme.")
            + "<h2>Register</h2>" + p("We publish a register of licensed HMOs in the district."),
            updated="10 July 2026"),
        "/freedom-information/frequently-asked-fois/13": decoy(("Frequently asked FOIs", "<h2>Register of HMOs in the district</h2>" + p(
            "Owners and managers of an HMO rented to five or more people from two or more families who share a bathroom, kitchen, sink or toilet must have a valid HMO licence.",
            "Licences cannot be transferred. We publish the register of HMOs; download it below.")),
            [("Home", "/"), ("Council", "/council"), ("Freedom of information", "/freedom-information")]),
        "/freedom-information/frequently-asked-fois": hub("Frequently asked FOIs", "Answers to the questions we are asked most often.",
                                                          [("Register of HMOs in the district", "/freedom-information/frequently-asked-fois/13"),
                                                           ("Business rates accounts", "/freedom-information/frequently-asked-fois/2")],
                                                          [("Home", "/"), ("Council", "/council")]),
        "/licensing/taxis-and-private-hire": decoy(d.taxi("Lichfield District Council", 1), [("Home", "/"), ("Licensing", "/licensing")]),
        "/licensing/premises-licences": decoy(d.premises("Lichfield District Council"), [("Home", "/"), ("Licensing", "/licensing")]),
        "/licensing/lotteries": decoy(("Small society lotteries", p("Charities and clubs running a lottery with tickets on sale to the public must register with us as a small society lottery.")),
                                      [("Home", "/"), ("Licensing", "/licensing")]),
        "_404": not_found("Lichfield"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Lichfield's 'Frequently asked FOIs' page 13 'Register of HMOs in the district', which repeats the HMO "
           "licence rule and links the register: a decoy that reads like a licensing page. No Sitemap line: /sitemap.xml (1,200 URLs) "
           "by fallback. Also taxi, premises and lotteries under /licensing."),
    modelled_on=["https://www.lichfielddc.gov.uk/freedom-information/frequently-asked-fois/13"],
    why="an FOI answer page restates the HMO licence rule; the real page is the plain HMO page",
))

# ---------------------------------------------------------------------------------------------- Greenwich (sub-page only)
H = "www.royalgreenwich.gov.uk"
NAV = [("Bins and recycling", "/info/200171/bins_and_recycling"), ("Council tax", "/info/200182/council_tax"),
       ("Housing", "/info/200172/housing"), ("Planning", "/info/200187/planning"), ("Business", "/info/200180/business"),
       ("Council and democracy", "/info/200183/council_and_democracy")]
DOC = "/info/200290/private_rented_property_licensing/937/apply_for_a_private_rented_property_licence"
PAGE4 = DOC + "/4"
CASES.append(Case(
    name="realnav-greenwich-jadu-sitemap-subpage-only",
    gss="E09000011", host=H, skin="jadu", nav=NAV, council_short="Royal Borough of Greenwich",
    robots=ROBOTS_JADU + "\nSitemap: http://www.royalgreenwich.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "jadu", 3900, content_encoding=True,
                          places=["Woolwich", "Plumstead", "Shooters Hill", "Eltham", "Greenwich Peninsula", "Charlton", "Abbey Wood",
                                  "Thamesmead", "Kidbrooke", "Blackheath", "Deptford"],
                          extra=[f"http://{H}{PAGE4}", f"http://{H}/info/200172/housing/2397/selective_licensing_faqs_consultation_2021",
                                 f"http://{H}/info/200180/business/1201/street_trading_licences", f"http://{H}/info/200180/business/1205/premises_licences",
                                 f"http://{H}/info/200180/business/1209/taxi_and_minicab_licences", f"http://{H}/downloads/file/8814/public_notice_additional_licensing",
                                 f"http://{H}/info/200172/housing/2401/hmo_guide_for_landlords", f"http://{H}/info/200172/housing/2403/landlords_forum"])],
    responses={"/hmolicence": redirect(f"http://{H}{PAGE4}", 302)},
    pages={
        "/": home("Royal Greenwich", [("Pay council tax", "/info/200182/council_tax"), ("Bin collections", "/info/200171/bins_and_recycling"),
                                      ("Housing", "/info/200172/housing"), ("Business", "/info/200180/business")]),
        PAGE4: Page(
            title="Apply for a private rented property licence", crumbs=[("Home", "/"), ("Housing", "/info/200172/housing")],
            body='<nav class="document-nav"><ol><li><a href="' + DOC + '">Check if you need a licence</a></li><li><a href="' + DOC + '/2">Fees</a></li>'
                 '<li><a href="' + DOC + '/3">Licence conditions</a></li><li>Make an application</li></ol></nav>'
            + "<h2>Make an application</h2>"
            + p("It is the applicant's responsibility to apply for the right licence: a mandatory HMO licence for five or more sharers, an additional HMO licence for three or four sharers anywhere in the borough, or a selective licence for a single household in Woolwich Riverside, Woolwich Common, Shooters Hill, Plumstead Common or Plumstead Glyndon.")
            + "<h3>Licence holders and managers must</h3>" + ul("be over 18", "pass the fit and proper person test", "not live abroad", "not be in prison")
            + "<h3>Before you apply</h3>"
            + ul("a credit or debit card", "company or charity registration number, if any", "landlord organisation membership number, if any",
                 "references of any other HMO or selective licence you hold with us", "contact details of the manager, the mortgage lender and other interested parties")
            + p("The licence holder's address appears on the public register, so you may prefer a business address. We tell interested parties about your application."),
            updated="2 October 2026"),
        "/info/200172/housing/2397/selective_licensing_faqs_consultation_2021": decoy(d.consultation_closed(
            "Royal Borough of Greenwich", "Selective licensing", "in 2021", "five wards in Woolwich, Plumstead and Shooters Hill"),
            [("Home", "/"), ("Housing", "/info/200172/housing")], "30 September 2021"),
        "/info/200180/business/1201/street_trading_licences": decoy(d.street_trading("Royal Borough of Greenwich"), [("Home", "/"), ("Business", "/info/200180/business")]),
        "/info/200180/business/1205/premises_licences": decoy(d.premises("Royal Borough of Greenwich", 1), [("Home", "/"), ("Business", "/info/200180/business")]),
        "/info/200180/business/1209/taxi_and_minicab_licences": decoy(d.taxi("Royal Borough of Greenwich"), [("Home", "/"), ("Business", "/info/200180/business")]),
        "/info/200172/housing/2401/hmo_guide_for_landlords": decoy(("HMO guide for landlords", p(
            "What counts as a house in multiple occupation, the management regulations, and how to keep tenants safe. A guide, not an application.")),
            [("Home", "/"), ("Housing", "/info/200172/housing")]),
        "/info/200172/housing/2403/landlords_forum": decoy(("Landlords forum", p("Our landlords forum meets three times a year. Dates and presentations are below.")),
                                                           [("Home", "/"), ("Housing", "/info/200172/housing")]),
        "_404": not_found("Royal Greenwich"),
    },
    expect={"found": True, "url": f"http://{H}{PAGE4}", "rung": "sitemap", "depth": None,
            "schemes": ["selective", "additional", "mandatory_hmo"]},
    notes=("Modelled on Royal Greenwich's Jadu document 'Apply for a private rented property licence' (/info/200290/...937/.../4, "
           "the 'Make an application' page). Only that sub-page is findable: the sitemap (3,900 URLs) lists page 4 alone and the "
           "document's other pages are gone (404), as happens when a Jadu document is restructured; the vanity /hmolicence 302s "
           "to page 4. The finder should record the sub-page. The page names the schemes without dates (the real selective "
           "designation runs 1 October 2022 to 30 September 2027, inside the window; additional from 1 January 2024). Traps: the "
           "2021 consultation FAQ, a PDF public notice, HMO guide, street trading/premises/taxi licences."),
    modelled_on=["https://www.royalgreenwich.gov.uk/info/200290/private_rented_property_licensing/937/apply_for_a_private_rented_property_licence/4",
                 "https://www.royalgreenwich.gov.uk/hmolicence", "https://royalgreenwich.gov.uk/info/200172/housing/2397/selective_licensing_faqs"],
    why="only the 'Make an application' sub-page is findable; the finder should record it",
))

# ---------------------------------------------------------------------------------------------- Great Yarmouth (GOSS)
H = "www.great-yarmouth.gov.uk"
NAV = [("Bins and recycling", "/article/2001/Bins-and-recycling"), ("Council tax", "/article/2002/Council-tax"),
       ("Housing", "/article/2003/Housing"), ("Planning", "/article/2004/Planning"), ("Licensing", "/article/2005/Licensing"),
       ("Council and democracy", "/article/2006/Council-and-democracy")]
TARGET = "/article/4531/Selective-Licensing-Scheme"
CASES.append(Case(
    name="realnav-great-yarmouth-goss-sitemap-ended-and-challenged",
    gss="E07000145", host=H, skin="goss", nav=NAV, council_short="Great Yarmouth Borough Council",
    robots=ROBOTS_GOSS + "\nSitemap: http://www.great-yarmouth.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "goss", 2000, content_encoding=True,
                          places=["Nelson", "Central and Northgate", "Southtown", "Cobholm", "Gorleston", "Caister", "Bradwell", "Hemsby", "Martham"],
                          extra=[f"http://{H}{TARGET}",
                                 f"http://{H}/article/4489/Full-council-to-consider-report-about-project-to-improve-housing-and-social-conditions-in-part-of-Great-Yarmouth",
                                 f"http://{H}/article/2510/Taxi-and-private-hire-licensing", f"http://{H}/article/2514/Premises-licences",
                                 f"http://{H}/article/2518/Gambling-and-lotteries", f"http://{H}/article/3320/Private-sector-housing",
                                 f"http://{H}/article/3325/Report-a-concern-about-a-rented-home"])],
    pages={
        "/": home("Great Yarmouth", [("Bin collections", "/article/2001/Bins-and-recycling"), ("Council tax", "/article/2002/Council-tax"),
                                     ("Housing", "/article/2003/Housing"), ("Licensing", "/article/2005/Licensing")]),
        "/article/2003/Housing": hub("Housing", "Housing services.", [("Private sector housing", "/article/3320/Private-sector-housing")], [("Home", "/")]),
        "/article/3320/Private-sector-housing": hub("Private sector housing", "Private renting in the borough.",
                                                    [("Selective Licensing Scheme", TARGET), ("Report a concern about a rented home", "/article/3325/Report-a-concern-about-a-rented-home")],
                                                    [("Home", "/"), ("Housing", "/article/2003/Housing")]),
        TARGET: Page(
            title="Selective Licensing Scheme", crumbs=[("Home", "/"), ("Housing", "/article/2003/Housing"), ("Private sector housing", "/article/3320/Private-sector-housing")],
            body="<h2>Introduction</h2>"
            + p("People can report concerns about a landlord or a rented home to the Selective Licensing Team on 01493 846636, by email, or anonymously with our form.")
            + "<h2>The Nelson Ward scheme</h2>"
            + p("Following consultation in 2018, Full Council agreed a scheme for the most challenged parts of Nelson Ward. It came into effect on 7 January 2019, ran for five years and ended on 6 January 2024. Licences issued under it have expired.")
            + "<h2>A new designation</h2>"
            + p("Cabinet approved a new designation on 2 December 2025 covering Nelson, Central and Northgate, Southtown and Cobholm wards and eight streets in Yarmouth North. It is the subject of a legal challenge by a landlords' association and will not start until that is resolved. Do not apply yet: we will write to landlords before applications open.")
            + "<h2>Shared houses</h2>"
            + p("Houses in multiple occupation with five or more people from two or more households must still hold a mandatory HMO licence from us, wherever they are in the borough."),
            updated="20 January 2026"),
        "/article/4489/Full-council-to-consider-report-about-project-to-improve-housing-and-social-conditions-in-part-of-Great-Yarmouth": decoy(d.news_item(
            "Full council to consider report about project to improve housing and social conditions in part of Great Yarmouth",
            ["Full council will consider whether to approve a selective licensing scheme for the most challenged parts of Nelson Ward.",
             "If agreed, the scheme would come into effect on 7 January 2019 and run for five years."], "7 September 2018"),
            [("Home", "/"), ("News", "/article/2100/News")], "7 September 2018"),
        "/article/2510/Taxi-and-private-hire-licensing": decoy(d.taxi("Great Yarmouth Borough Council"), [("Home", "/"), ("Licensing", "/article/2005/Licensing")]),
        "/article/2514/Premises-licences": decoy(d.premises("Great Yarmouth Borough Council"), [("Home", "/"), ("Licensing", "/article/2005/Licensing")]),
        "/article/2518/Gambling-and-lotteries": decoy(d.gambling("Great Yarmouth Borough Council"), [("Home", "/"), ("Licensing", "/article/2005/Licensing")]),
        "/article/3325/Report-a-concern-about-a-rented-home": decoy(d.housing_standards("Great Yarmouth Borough Council"),
                                                                    [("Home", "/"), ("Housing", "/article/2003/Housing"), ("Private sector housing", "/article/3320/Private-sector-housing")]),
        "_404": not_found("Great Yarmouth"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Great Yarmouth's GOSS article 'Selective Licensing Scheme' (/article/4531): the Nelson Ward scheme of "
           "7 January 2019 for five years has ended; a new designation approved on 2 December 2025 is under legal challenge and not "
           "in force, so only mandatory HMO licensing applies. Traps in the 2,000-URL sitemap: the 2018 Full Council news article "
           "(long slug), taxi/premises/gambling articles, private sector housing."),
    modelled_on=["https://www.great-yarmouth.gov.uk/article/4531/Selective-Licensing-Scheme",
                 "https://www.great-yarmouth.gov.uk/article/4489/Full-council-to-consider-report-about-project-to-improve-housing-and-social-conditions-in-part-of-Great-Yarmouth"],
    why="the licensing page's named scheme has ended and its successor is not in force: schemes = mandatory HMO only",
))

# ---------------------------------------------------------------------------------------------- Surrey Heath
H = "www.surreyheath.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning", "/planning"), ("Business", "/business"), ("Council", "/council")]
HL = [("Home", "/"), ("Housing", "/housing"), ("Help for landlords", "/housing/help-landlords")]
TARGET = "/housing/help-landlords/houses-multiple-occupancy"
CASES.append(Case(
    name="realnav-surrey-heath-drupal-sitemap-occupancy-wording",
    gss="E07000214", host=H, skin="drupal", nav=NAV, council_short="Surrey Heath Borough Council",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.surreyheath.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "drupal", 1100, content_encoding=True,
                          places=["Camberley", "Frimley", "Bagshot", "Lightwater", "Windlesham", "Chobham", "Deepcut", "Mytchett"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/housing/help-landlords", f"http://{H}/housing/help-landlords/landlord-responsibilities",
                                 f"http://{H}/housing/help-landlords/letting-your-property-council", f"http://{H}/business/licences/taxi-and-private-hire",
                                 f"http://{H}/business/licences/alcohol-and-entertainment", f"http://{H}/business/licences/scrap-metal"])],
    pages={
        "/": home("Surrey Heath", [("Bin collection days", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"), ("Planning", "/planning")]),
        "/housing": hub("Housing", "Housing advice and services.", [("Help for landlords", "/housing/help-landlords")], [("Home", "/")]),
        "/housing/help-landlords": hub("Help for landlords", "Information for landlords.", [
            ("Houses in multiple occupancy", TARGET), ("Landlord responsibilities", "/housing/help-landlords/landlord-responsibilities"),
            ("Letting your property to the council", "/housing/help-landlords/letting-your-property-council")], [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Houses in multiple occupancy", crumbs=HL,
            body=p("Information for landlords about houses in multiple occupancy.")
            + "<h2>Licence for a house in multiple occupancy</h2>"
            + p("A house in multiple occupation (HMO) is a property rented to three or more people who form two or more households and share facilities such as a kitchen, bathroom or living room. You must register it with the Council and it will be inspected regularly.",
                "Every property let to five or more people from two or more households must have an HMO licence. It lasts five years and must be renewed before it runs out; each HMO needs its own licence.")
            + "<h2>Fee</h2>" + ul("£808.83", "£698.27 if you belong to a nationally recognised landlord accreditation scheme or association")
            + "<h2>Before you apply</h2>" + ul("a fire safety risk assessment reviewed in the last year", "the annual gas safety certificate",
                                                "a five-yearly electrical installation inspection certificate", "fire alarm, extinguisher and emergency lighting test certificates",
                                                "evidence of portable appliance testing, if electrical items are provided")
            + p("Email us for an application form."),
            updated="4 April 2026"),
        "/housing/help-landlords/landlord-responsibilities": decoy(("Landlord responsibilities", p(
            "As a landlord you must keep the property safe and in repair, check the right to rent, protect deposits and give tenants the required documents.")), HL),
        "/housing/help-landlords/letting-your-property-council": decoy(("Letting your property to the council", p(
            "We can find tenants for your property and guarantee the rent through our private sector leasing scheme.")), HL),
        "/business/licences/taxi-and-private-hire": decoy(d.taxi("Surrey Heath Borough Council"), [("Home", "/"), ("Business", "/business"), ("Licences", "/business/licences")]),
        "/business/licences/alcohol-and-entertainment": decoy(d.premises("Surrey Heath Borough Council", 1), [("Home", "/"), ("Business", "/business"), ("Licences", "/business/licences")]),
        "/business/licences/scrap-metal": decoy(("Scrap metal licences", p("Scrap metal dealers need a site or collector's licence. Licences last three years.")),
                                                [("Home", "/"), ("Business", "/business"), ("Licences", "/business/licences")]),
        "_404": not_found("Surrey Heath"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Surrey Heath's 'Houses in multiple occupancy' under Housing > Help for landlords (fee £808.83, £698.27 "
           "accredited; checklist of certificates). Says 'occupancy' not 'occupation' and never 'licensing'. 1,100-URL sitemap with "
           "landlord pages and taxi/alcohol/scrap metal licences."),
    modelled_on=["https://www.surreyheath.gov.uk/housing/help-landlords/houses-multiple-occupancy"],
    why="'multiple occupancy' wording and no 'licensing' anywhere in URL or title",
))

# ---------------------------------------------------------------------------------------------- Tandridge (old .htm site)
H = "www.tandridge.gov.uk"
NAV = [("Housing", "/Housing/"), ("Planning", "/Planning/"), ("Business", "/business/"), ("Council tax", "/CouncilTax/"),
       ("Waste and recycling", "/WasteRecycling/")]
TARGET = "/Housing/PrivateSectorHousing/houses_in_multiple_occupation.htm"
CASES.append(Case(
    name="realnav-tandridge-static-htm-sitemap",
    gss="E07000215", host=H, skin="static", nav=NAV, council_short="Tandridge District Council",
    robots="User-agent: *\nDisallow: /cgi-bin/\nDisallow: /search/\n\nSitemap: http://www.tandridge.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "static", 900, content_encoding=True,
                          places=["Oxted", "Caterham", "Warlingham", "Lingfield", "Godstone", "Whyteleafe", "Hurst Green", "Limpsfield"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/Housing/StrategiesPolicies/", f"http://{H}/Housing/PrivateSectorHousing/",
                                 f"http://{H}/business/healthandsafety/environmental_health_business_charter.htm",
                                 f"http://{H}/business/licensing/taxi_licensing.htm", f"http://{H}/business/licensing/premises_licences.htm",
                                 f"http://{H}/business/licensing/licensing_fees.htm", f"http://{H}/Housing/PrivateSectorHousing/disabled_facilities_grants.htm"])],
    pages={
        "/": home("Tandridge", [("Housing", "/Housing/"), ("Planning applications", "/Planning/"), ("Council tax", "/CouncilTax/")]),
        "/Housing/": hub("Housing", "Housing services.", [("Private sector housing", "/Housing/PrivateSectorHousing/"), ("Strategies and policies", "/Housing/StrategiesPolicies/")], [("Home", "/")]),
        "/Housing/PrivateSectorHousing/": hub("Private sector housing", "Standards, grants and shared houses.", [
            ("Licensing houses in multiple occupation", TARGET), ("Disabled facilities grants", "/Housing/PrivateSectorHousing/disabled_facilities_grants.htm")],
            [("Home", "/"), ("Housing", "/Housing/")]),
        TARGET: Page(
            title="Licensing houses in multiple occupation", crumbs=[("Home", "/"), ("Housing", "/Housing/"), ("Private sector housing", "/Housing/PrivateSectorHousing/")],
            body=p("Tandridge District Council does not plan to license every rented home in the district, but we do license larger houses in multiple occupation (HMOs).",
                   "A house in multiple occupation occupied by five or more people who form at least two households and share a kitchen, bathroom or toilet must be licensed. This is the mandatory national scheme and has applied regardless of the number of storeys since October 2018.")
            + "<h2>What the licence checks</h2>" + p("Whether the property has adequate fire precautions, amenities and management for the number of people living there.")
            + "<h2>Counting occupiers</h2>" + p("Count everyone living in the property as their only or main home. Children count from birth.")
            + "<h2>Apply</h2>" + p("You can apply electronically. Financial penalties can be imposed on owners of licensable properties that are not notified to the Council.",
                                  "Our environmental health and licensing service is shared with Mole Valley District Council."),
            updated="12 November 2025"),
        "/Housing/StrategiesPolicies/": hub("Strategies and policies", "Our housing strategies and policies.", [
            ("Tenancy Strategy", "/Housing/StrategiesPolicies/tenancy_strategy.htm"), ("Preventing Homelessness Strategy", "/Housing/StrategiesPolicies/homelessness.htm"),
            ("Housing Allocation Policy", "/Housing/StrategiesPolicies/allocations.htm")], [("Home", "/"), ("Housing", "/Housing/")]),
        "/business/healthandsafety/environmental_health_business_charter.htm": decoy(("Environmental Health Business Charter", p(
            "The Environmental Health Team aims to protect the health, safety and welfare of everyone who lives or works in the district, by advice and persuasion where possible.")),
            [("Home", "/"), ("Business", "/business/")]),
        "/business/licensing/taxi_licensing.htm": decoy(d.taxi("Tandridge District Council"), [("Home", "/"), ("Business", "/business/")]),
        "/business/licensing/premises_licences.htm": decoy(d.premises("Tandridge District Council"), [("Home", "/"), ("Business", "/business/")]),
        "/business/licensing/licensing_fees.htm": decoy(d.fees_page("Tandridge District Council", ["Licensing Act fees", "Taxi fees", "Animal licence fees"]), [("Home", "/"), ("Business", "/business/")]),
        "/Housing/PrivateSectorHousing/disabled_facilities_grants.htm": decoy(("Disabled facilities grants", p("Grants for adaptations to help a disabled person live independently at home.")),
                                                                              [("Home", "/"), ("Housing", "/Housing/")]),
        "_404": not_found("Tandridge"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Tandridge's older static site (/Housing/PrivateSectorHousing/houses_in_multiple_occupation.htm, header "
           "'Home page / Site map / A-Z of services / Feedback form'): 'not currently planning to licence all properties', HMO "
           "licensing explained; environmental health shared with Mole Valley. .htm URLs in CamelCase folders; 900-URL sitemap with "
           "taxi/premises/fees .htm decoys and the environmental health business charter."),
    modelled_on=["http://www.tandridge.gov.uk/Housing/PrivateSectorHousing/houses_in_multiple_occupation.htm",
                 "http://www.tandridge.gov.uk/Housing/StrategiesPolicies/"],
    why="an old static site: .htm files, CamelCase folders, 'does not plan to license all rented homes' next to the HMO rule",
))

# ---------------------------------------------------------------------------------------------- Bolton (SharePoint .aspx)
H = "www.bolton.gov.uk"
NAV = [("Bins and recycling", "/website/Pages/Binsandrecycling.aspx"), ("Council tax", "/website/Pages/Counciltax.aspx"),
       ("Housing", "/website/Pages/Housing.aspx"), ("Business", "/website/Pages/Business.aspx"), ("Council", "/website/Pages/Council.aspx")]
TARGET = "/website/Pages/Housesinmultipleoccupation.aspx"
CASES.append(Case(
    name="realnav-bolton-sharepoint-sitemap-ended-selective",
    gss="E08000001", host=H, skin="aspx", nav=NAV, council_short="Bolton Council",
    robots=ROBOTS_ASPX + "Disallow: /_layouts/\nDisallow: /_vti_bin/\n\nSitemap: http://www.bolton.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "aspx", 2900, content_encoding=True,
                          places=["Farnworth", "Little Lever", "Halliwell", "Horwich", "Westhoughton", "Kearsley", "Breightmet", "Astley Bridge",
                                  "Great Lever", "Deane"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/website/Pages/Selectivelicensing.aspx",
                                 f"http://{H}/news/article/1992/bolton-council-launches-consultation-on-proposals-to-improve-standards-in-shared-rented-housing",
                                 f"http://{H}/website/Pages/Taxilicensing.aspx", f"http://{H}/website/Pages/Premiseslicences.aspx",
                                 f"http://{H}/website/Pages/HMOplanningArticle4direction.aspx", f"http://{H}/website/Pages/Privatelandlords.aspx"])],
    pages={
        "/": home("Bolton", [("Bins and recycling", "/website/Pages/Binsandrecycling.aspx"), ("Council tax", "/website/Pages/Counciltax.aspx"),
                             ("Housing", "/website/Pages/Housing.aspx")]),
        "/website/Pages/Housing.aspx": hub("Housing", "Housing in Bolton.", [("Private landlords", "/website/Pages/Privatelandlords.aspx")], [("Home", "/")]),
        "/website/Pages/Privatelandlords.aspx": hub("Private landlords", "For private landlords.", [
            ("Houses in multiple occupation", TARGET), ("HMO planning: Article 4 direction", "/website/Pages/HMOplanningArticle4direction.aspx")],
            [("Home", "/"), ("Housing", "/website/Pages/Housing.aspx")]),
        TARGET: Page(
            title="Houses in multiple occupation", crumbs=[("Home", "/"), ("Housing", "/website/Pages/Housing.aspx"), ("Private landlords", "/website/Pages/Privatelandlords.aspx")],
            body=p("If you own or manage a house in multiple occupation (HMO) in Bolton you may need a licence.")
            + "<h2>Mandatory HMO licence</h2>"
            + p("Any HMO with five or more people in two or more households who share amenities such as a bathroom, toilet or kitchen must be licensed by the council, whatever its size.",
                "We are consulting on an additional scheme for smaller HMOs. Until a decision is made, HMOs with three or four occupants do not need a licence.")
            + "<h2>How to apply</h2>" + p("Contact the Housing Standards team for an application pack. Send the completed form with the fee, a floor plan and your gas, electrical and fire alarm certificates.")
            + p("Housing Standards, The Castle Hill Centre, Castleton Street, Bolton BL2 2JW."),
            updated="6 February 2026"),
        "/website/Pages/Selectivelicensing.aspx": Page(title="Selective licensing", crumbs=[("Home", "/"), ("Housing", "/website/Pages/Housing.aspx")],
            body=p("Selective licensing in the Union Road area ended in November 2013. Landlords who rent out properties in this area no longer need a licence.")
            + "<h2>What is selective licensing?</h2>" + p("The Housing Act 2004 lets councils require landlords in a designated area to license their private rented homes, to improve management and tackle anti-social behaviour."),
            updated="2 December 2013"),
        "/news/article/1992/bolton-council-launches-consultation-on-proposals-to-improve-standards-in-shared-rented-housing": decoy(d.news_item(
            "Bolton Council launches consultation on proposals to improve standards in shared rented housing",
            ["The council is consulting on a boroughwide additional licensing scheme for HMOs with three or four occupants.",
             "Under the proposals a licence would cost £1,211 and last five years."], "2 February 2026"), [("Home", "/"), ("News", "/news")], "2 February 2026"),
        "/website/Pages/Taxilicensing.aspx": decoy(d.taxi("Bolton Council"), [("Home", "/"), ("Business", "/website/Pages/Business.aspx")]),
        "/website/Pages/Premiseslicences.aspx": decoy(d.premises("Bolton Council", 1), [("Home", "/"), ("Business", "/website/Pages/Business.aspx")]),
        "/website/Pages/HMOplanningArticle4direction.aspx": decoy(d.article4("Bolton Council", "the whole borough"), [("Home", "/"), ("Housing", "/website/Pages/Housing.aspx")]),
        "_404": not_found("Bolton"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Bolton's SharePoint-era pages (/website/Pages/<Name>.aspx): 'Selective licensing' says the Union Road "
           "scheme ended in November 2013; a 2026 news article consults on boroughwide additional licensing; the Article 4 HMO "
           "direction. The HMO page is the licensing page (mandatory only; additional only proposed). 2,900-URL sitemap."),
    modelled_on=["http://www.bolton.gov.uk/website/Pages/Selectivelicensing.aspx",
                 "https://www.bolton.gov.uk/news/article/1992/bolton-council-launches-consultation-on-proposals-to-improve-standards-in-shared-rented-housing"],
    why="an old 'Selective licensing' page about a scheme that ended in 2013 is still live beside the HMO page",
))

# ---------------------------------------------------------------------------------------------- Gedling
H = "www.gedling.gov.uk"
NAV = [("Resident", "/resident/"), ("Business", "/business/"), ("Council", "/council/")]
TARGET = "/resident/housing/selectivelicensing/"
CASES.append(Case(
    name="realnav-gedling-sitemap-scheme-ended-page-kept",
    gss="E07000173", host=H, skin="granicus", nav=NAV, council_short="Gedling Borough Council",
    banner="Want to win a 12 month Gedling Leisure membership? Take our survey for your chance to win.",
    robots="User-agent: *\nDisallow: /search/\n\nSitemap: http://www.gedling.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "concat", 1300, content_encoding=True,
                          places=["Netherfield", "Arnold", "Carlton", "Mapperley", "Burton Joyce", "Calverton", "Ravenshead", "Gedling"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/resident/housing/", f"http://{H}/resident/housing/privatesectorhousing/",
                                 f"http://{H}/business/licensing/taxilicensing/", f"http://{H}/business/licensing/premiseslicences/",
                                 f"http://{H}/business/licensing/gamblinglicences/", f"http://{H}/resident/housing/landlordaccreditation/"])],
    pages={
        "/": home("Gedling", [("Bins", "/resident/bins/"), ("Council tax", "/resident/counciltax/"), ("Housing", "/resident/housing/")]),
        "/resident/housing/": hub("Housing", "Housing services in Gedling.", [("Selective Licensing", TARGET), ("Private sector housing", "/resident/housing/privatesectorhousing/"),
                                                                             ("Landlord accreditation", "/resident/housing/landlordaccreditation/")], [("Home", "/"), ("Resident", "/resident/")]),
        TARGET: Page(
            title="Selective Licensing", crumbs=[("Home", "/"), ("Resident", "/resident/"), ("Housing", "/resident/housing/")],
            body=p("The Netherfield Selective Licensing scheme came into operation on 1 October 2018 and ran for five years. It ended on 30 September 2023. Landlords in Netherfield no longer need a selective licence, and no other area of the borough is designated.")
            + "<h2>Houses in multiple occupation</h2>"
            + p("Landlords anywhere in Gedling must still apply for a mandatory HMO licence for a property let to five or more people from two or more households who share facilities.",
                "Apply through the online portal provided by Idox; a paper application costs an extra £60. Read the application guide first.")
            + "<h2>Questions</h2>" + p("Email us or call Customer Services on 0115 901 3971. Our Public Protection privacy notice explains how we use your information."),
            updated="2 October 2023"),
        "/resident/housing/privatesectorhousing/": decoy(d.housing_standards("Gedling Borough Council"), [("Home", "/"), ("Resident", "/resident/"), ("Housing", "/resident/housing/")]),
        "/business/licensing/taxilicensing/": decoy(d.taxi("Gedling Borough Council"), [("Home", "/"), ("Business", "/business/")]),
        "/business/licensing/premiseslicences/": decoy(d.premises("Gedling Borough Council"), [("Home", "/"), ("Business", "/business/")]),
        "/business/licensing/gamblinglicences/": decoy(d.gambling("Gedling Borough Council"), [("Home", "/"), ("Business", "/business/")]),
        "/resident/housing/landlordaccreditation/": decoy(d.accreditation("Gedling Borough Council", "DASH landlord accreditation"), [("Home", "/"), ("Resident", "/resident/"), ("Housing", "/resident/housing/")]),
        "_404": not_found("Gedling"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Gedling's /resident/housing/selectivelicensing/ (Netherfield scheme from 1 October 2018 for five years, Idox "
           "portal, paper +£60, 0115 901 3971): the page is kept after the scheme ended and now tells landlords only HMO licensing "
           "applies. Concatenated lowercase URLs (privatesectorhousing, taxilicensing). 1,300-URL sitemap with taxi/premises/gambling."),
    modelled_on=["http://gedling.gov.uk/resident/housing/selectivelicensing/"],
    why="the page keeps its 'Selective Licensing' name after the scheme ended; schemes = mandatory HMO only",
))
