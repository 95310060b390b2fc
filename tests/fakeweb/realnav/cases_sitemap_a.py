"""Sitemap cases, part A: the page is listed in the council's sitemap among thousands of URLs and near-misses."""

from __future__ import annotations

from tests.fakeweb.realnav import decoys as d
from tests.fakeweb.realnav.build import Case, Page
from tests.fakeweb.realnav.decoys import p, ul
from tests.fakeweb.realnav.helpers import (ROBOTS_ASPX, ROBOTS_DRUPAL, ROBOTS_JADU, ROBOTS_UMBRACO, decoy, home, hub,
                                           not_found, redirect)
from tests.fakeweb.realnav.kit import SitemapSpec, links_list

CASES: list[Case] = []

# ---------------------------------------------------------------------------------------------- Rotherham
H = "www.rotherham.gov.uk"
NAV = [("About the Council", "/about-the-council"), ("Business and Economy", "/business-and-economy"),
       ("Children and Families", "/children-and-families"), ("Community and Living", "/community-and-living"),
       ("Council Tax and Benefits", "/council-tax-and-benefits"), ("Education and Learning", "/education-and-learning"),
       ("Environment and Waste", "/environment-and-waste"), ("Health and Social Care", "/health-and-social-care"),
       ("Housing", "/housing"), ("Jobs and Careers", "/jobs-and-careers"), ("Leisure and Culture", "/leisure-and-culture"),
       ("Planning and Development", "/planning-and-development"), ("Transport and Streets", "/transport-and-streets")]
HOUSING = [("Home", "/"), ("Housing", "/housing")]
CHAPTERS = ["Public Notice of Declaration of Selective Licensing Areas", "What is Selective Licensing",
            "Areas Subject to Selective Licensing", "Licence Applications and Licence Fees", "Benefits of Selective Licensing",
            "Stakeholder Steering Group", "Selective Licensing Exemptions", "Enforcement", "Typical Licensing Conditions",
            "Selective Licensing Progress Reports", "Register of Licences"]


def _chapters(base: str, here: int) -> str:
    items = []
    for i, name in enumerate(CHAPTERS, 1):
        href = base if i == 1 else f"{base}/{i}"
        items.append(f"<li>You are here: {name}</li>" if i == here else f'<li><a href="{href}">{name}</a></li>')
    return '<nav class="guide-nav"><h2>In this section</h2><ol>' + "".join(items) + "</ol></nav>"


CASES.append(Case(
    name="realnav-rotherham-jadu-guide-sitemap",
    gss="E08000018", host=H, skin="jadu_cxm", nav=NAV, council_short="Rotherham Metropolitan Borough Council",
    robots=ROBOTS_JADU + "Disallow: /xfp/form/\n\nSitemap: http://www.rotherham.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "jadu_cxm", 4200, content_encoding=True,
                          places=["Eastwood", "Clifton", "Masbrough", "Kimberworth", "Thurcroft", "Dinnington", "Brinsworth",
                                  "Parkgate", "Maltby", "Wath", "Swinton", "Rawmarsh"],
                          extra=[f"http://{H}/housing/selective-licensing-2026-2031",
                                 f"http://{H}/private-housing/landlord-licensing-1st-may-2020",
                                 f"http://{H}/licensing-regulation/selective-licensing-1st-may-2026-april-2031",
                                 f"http://{H}/consultation-feedback/selective-licencing-consultation-2025-2030",
                                 f"http://{H}/news/article/1768/public_consultation_on_selective_licensing",
                                 f"http://{H}/licensing-regulation/taxi-and-private-hire-licensing",
                                 f"http://{H}/licensing-regulation/premises-licences",
                                 f"http://{H}/licensing-regulation/gambling-licences",
                                 f"http://{H}/private-housing/private-landlords",
                                 f"http://{H}/private-housing/disrepair-in-private-rented-homes"])],
    pages={
        "/": home("Rotherham", [("Pay your council tax", "/council-tax-and-benefits/pay-your-council-tax"),
                                ("Bin collection days", "/environment-and-waste/bin-collection-days"),
                                ("Report a pothole", "/transport-and-streets/report-a-pothole"), ("Housing", "/housing")]),
        "/housing": hub("Housing", "Council housing, private housing, homelessness and help to adapt your home.",
                        [("Selective Licensing 2026 to 2031", "/housing/selective-licensing-2026-2031"),
                         ("Private housing", "/private-housing"), ("Council housing", "/housing/council-housing"),
                         ("Homelessness", "/housing/homelessness")], [("Home", "/")]),
        "/private-housing": hub("Private housing", "Information for private tenants, landlords and home owners.",
                                [("Private landlords", "/private-housing/private-landlords"),
                                 ("Disrepair in private rented homes", "/private-housing/disrepair-in-private-rented-homes"),
                                 ("Selective Licensing 1 May 2020 to April 2025", "/private-housing/landlord-licensing-1st-may-2020")],
                                HOUSING),
        "/housing/selective-licensing-2026-2031": Page(
            title="Selective Licensing 2026 to 2031", crumbs=HOUSING,
            body=_chapters("/housing/selective-licensing-2026-2031", 1)
            + "<h2>Public Notice of Declaration of Selective Licensing Areas</h2>"
            + p("Rotherham Metropolitan Borough Council has declared six areas of the borough subject to selective licensing under section 80 of the Housing Act 2004. Cabinet approved the declarations on 20 October 2025.",
                "The declarations came into force on 1 May 2026 and shall cease to have effect on 30 April 2031 unless revoked sooner.")
            + "<h3>The designated areas</h3>"
            + ul("Town Centre, Eastwood, East Dene, Clifton and Boston Castle", "Masbrough and Kimberworth", "Thurcroft",
                 "Dinnington", "Brinsworth", "Parkgate")
            + p("Every privately rented house in these areas must be licensed by the council, unless an exemption applies. A house that already needs a licence as a house in multiple occupation under mandatory HMO licensing is not covered by the declaration.",
                "The full notice, maps and street lists can be inspected at Riverside House, Main Street, Rotherham S60 1AE during office hours.")
            + '<p><a href="/housing/selective-licensing-2026-2031/4">Next: Licence Applications and Licence Fees</a></p>'),
        "/private-housing/landlord-licensing-1st-may-2020": Page(
            title="Selective Licensing 1 May 2020 to April 2025", crumbs=[("Home", "/"), ("Housing", "/housing"), ("Private housing", "/private-housing")],
            body=p("This scheme has ended. The designations covered parts of Parkgate, Thurcroft, Maltby, Dinnington, Eastwood and the town centre, and Masbrough from 1 May 2020 until 30 April 2025. Licences granted under it have expired.",
                   'For the areas declared from 1 May 2026 see <a href="/housing/selective-licensing-2026-2031">Selective Licensing 2026 to 2031</a>.')
            + "<h2>What the scheme achieved</h2>" + ul("Over 2,300 properties inspected", "More than 8,000 hazards addressed by landlords",
                                                       "155 emergency prohibition notices", "15 successful prosecutions"),
            updated="3 May 2025"),
        "/licensing-regulation/selective-licensing-1st-may-2026-april-2031": Page(
            title="Selective Licensing: what it could mean for your area", crumbs=[("Home", "/"), ("Licensing and regulation", "/licensing-regulation")],
            body=p("Selective licensing is a scheme where landlords in certain areas need a licence with conditions for each home they rent out. It gives the council more powers to make sure homes are safe and well maintained.")
            + "<h2>What areas would be affected?</h2>" + p("If approved, the scheme would cover ten areas including the town centre, Eastwood, Clifton, Boston Castle, Masbrough, Kimberworth, Thurcroft, Dinnington, Brinsworth and Parkgate.")
            + "<h2>Have your say</h2>" + p("Tell us what you think before the consultation closes. Cabinet will consider the responses in the autumn."),
            updated="12 March 2025"),
        "/consultation-feedback/selective-licencing-consultation-2025-2030": decoy(d.consultation_closed(
            "Rotherham Council", "Selective Licensing", "from March to June 2025", "ten proposed areas of the borough"),
            [("Home", "/"), ("Consultation feedback", "/consultation-feedback")]),
        "/news/article/1768/public_consultation_on_selective_licensing": decoy(d.news_item(
            "Public Consultation on Selective Licensing",
            ["A public consultation is taking place on proposals to renew selective licensing in parts of the existing areas and to designate a new area in Little London, Maltby.",
             "Cabinet has also approved two new schemes for Thurcroft and Parkgate, which now need confirmation from the Secretary of State."], "23 July 2019"),
            [("Home", "/"), ("News", "/news")], "23 July 2019"),
        "/licensing-regulation/taxi-and-private-hire-licensing": decoy(d.taxi("Rotherham Council"), [("Home", "/"), ("Licensing and regulation", "/licensing-regulation")]),
        "/licensing-regulation/premises-licences": decoy(d.premises("Rotherham Council"), [("Home", "/"), ("Licensing and regulation", "/licensing-regulation")]),
        "/licensing-regulation/gambling-licences": decoy(d.gambling("Rotherham Council"), [("Home", "/"), ("Licensing and regulation", "/licensing-regulation")]),
        "/private-housing/private-landlords": decoy(d.landlord_hub("Private landlords", "Advice for landlords on letting safely and legally in Rotherham.",
                                                                   [("Selective Licensing 2026 to 2031", "/housing/selective-licensing-2026-2031"),
                                                                    ("Tenancy deposits", "/private-housing/tenancy-deposits"),
                                                                    ("Landlord newsletter", "/private-housing/landlord-newsletter")]),
                                                    [("Home", "/"), ("Housing", "/housing"), ("Private housing", "/private-housing")]),
        "/private-housing/disrepair-in-private-rented-homes": decoy(d.housing_standards("Rotherham Council"),
                                                                    [("Home", "/"), ("Housing", "/housing"), ("Private housing", "/private-housing")]),
        "_404": not_found("Rotherham"),
    },
    expect={"found": True, "url": f"http://{H}/housing/selective-licensing-2026-2031", "rung": "sitemap", "depth": None,
            "schemes": ["selective"]},
    notes=("Modelled on Rotherham's Jadu Continuum guide 'Selective Licensing 2026 to 2031' (11 chapters; chapter 1 is the public "
           "notice of declaration, in force 1 May 2026 to 30 April 2031). Trap: the same sitemap (4,200 URLs, gzip-encoded) lists the "
           "ENDED 2020-2025 guide, the proposal-era page under licensing-regulation ('if approved'), the closed consultation and a "
           "2019 news item, all with 'selective licensing' in the URL; taxi, premises and gambling licensing beside them. The notice "
           "names mandatory HMO licensing only as what the declaration leaves out: by the labelling spec an exemption describes no "
           "scheme, so the page's schemes are selective alone."),
    modelled_on=["https://www.rotherham.gov.uk/housing/selective-licensing-2026-2031/2",
                 "https://www.rotherham.gov.uk/private-housing/landlord-licensing-1st-may-2020/2",
                 "https://www.rotherham.gov.uk/licensing-regulation/selective-licensing-1st-may-2026-april-2031"],
    why="current scheme page listed in the sitemap beside the ended 2020-25 guide and the proposal page; only dates tell them apart",
))

# ---------------------------------------------------------------------------------------------- Sefton
H = "www.sefton.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling/"), ("Council tax", "/council-tax/"), ("Housing", "/housing/"),
       ("Planning and building control", "/planning-and-building-control/"), ("Business", "/business/"),
       ("Your council", "/your-council/")]
PSH = [("Home", "/"), ("Housing", "/housing/"), ("Private sector housing", "/housing/private-sector-housing/")]
LLA = PSH + [("Landlord licensing and accreditation", "/housing/private-sector-housing/landlord-licensing-and-accreditation/")]
TARGET = "/housing/private-sector-housing/landlord-licensing-and-accreditation/selective-and-additional-hmo-licensing-schemes-2023-2028/"
CASES.append(Case(
    name="realnav-sefton-umbraco-sitemap-scheme-years",
    gss="E08000014", host=H, skin="umbraco", nav=NAV, council_short="Sefton Council",
    banner="Stay up to date with news in Sefton by signing up to the My Sefton e-news bulletin.",
    robots=ROBOTS_UMBRACO + "\nSitemap: http://www.sefton.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "umbraco", 3800, content_encoding=True,
                          places=["Bootle", "Seaforth", "Waterloo", "Crosby", "Formby", "Southport", "Maghull", "Litherland",
                                  "Netherton", "Ainsdale", "Birkdale", "Churchtown"],
                          extra=[f"http://{H}{TARGET}",
                                 f"http://{H}/housing/private-sector-housing/landlord-licensing-and-accreditation/",
                                 f"http://{H}/housing/private-sector-housing/licensing-background-documents/",
                                 f"http://{H}/housing/private-sector-housing/selective-licensing-schemes-faqs/",
                                 f"http://{H}/32519",
                                 f"http://{H}/business/licensing/taxi-and-private-hire/",
                                 f"http://{H}/business/licensing/alcohol-entertainment-and-late-night-refreshment/",
                                 f"http://{H}/business/licensing/street-trading/",
                                 f"http://{H}/housing/private-sector-housing/landlord-licensing-and-accreditation/sefton-landlord-accreditation/",
                                 f"http://{H}/news/council-consults-on-extending-licensing-schemes-for-private-landlords/"])],
    pages={
        "/": home("Sefton", [("Bin collections", "/bins-and-recycling/"), ("Pay council tax", "/council-tax/"),
                             ("Housing", "/housing/"), ("Jobs", "/your-council/jobs/")]),
        "/housing/": hub("Housing", "Housing advice, the housing register and private sector housing.",
                         [("Private sector housing", "/housing/private-sector-housing/"), ("Homelessness", "/housing/homelessness/"),
                          ("Property Pool Plus", "/housing/property-pool-plus/")], [("Home", "/")]),
        "/housing/private-sector-housing/": hub("Private sector housing", "For private tenants, landlords and home owners.",
                                                [("Landlord licensing and accreditation", "/housing/private-sector-housing/landlord-licensing-and-accreditation/"),
                                                 ("Licensing background documents", "/housing/private-sector-housing/licensing-background-documents/"),
                                                 ("Disabled facilities grants", "/housing/private-sector-housing/disabled-facilities-grants/")],
                                                [("Home", "/"), ("Housing", "/housing/")]),
        "/housing/private-sector-housing/landlord-licensing-and-accreditation/": hub(
            "Landlord licensing and accreditation", "Licensing schemes for private rented homes and Sefton's landlord accreditation.",
            [("Selective and Additional (HMO) Licensing Schemes 2023-2028", TARGET),
             ("Sefton landlord accreditation", "/housing/private-sector-housing/landlord-licensing-and-accreditation/sefton-landlord-accreditation/")], PSH),
        TARGET: Page(
            title="Selective and Additional (HMO) Licensing Schemes 2023-2028", crumbs=LLA,
            body=p("Since March 2018 Sefton has required private landlords in parts of the borough to hold a licence. After a three-month consultation that ended on 31 July 2022, the Council renewed both schemes for a further five years.")
            + "<h2>Selective licensing: Bootle</h2>"
            + p("All privately rented homes in the designated parts of Bootle need a licence. The designation came into force on 1 March 2023 and ends on 28 February 2028.")
            + "<h2>Additional (HMO) licensing</h2>"
            + p("Houses in multiple occupation let to three or more people who are not one family need a licence if they are in the designated parts of Seaforth, Waterloo, Brighton-le-Sands or central Southport. This designation runs for the same five years.")
            + p("Larger HMOs with five or more occupiers anywhere in Sefton still need a mandatory HMO licence.")
            + "<h2>How to apply</h2>"
            + p("Check the street lists for each area, then apply online. Discounts are available for accredited landlords and managing agents. Fees cover the full five years.")
            + links_list([("Street lists and maps", "#streets"), ("Fees and discounts", "#fees"), ("Licence conditions", "#conditions")]),
            updated="9 January 2026"),
        "/housing/private-sector-housing/licensing-background-documents/": decoy(("Licensing background documents",
            p("The designations were supported by a business case and extensive consultation. The documents are listed below.")
            + ul("Sefton Licensing Business Case (pdf 2.44MB)", "Appendix 1 SL Designation (pdf 385KB)", "Appendix 3 AL Designation (pdf 431KB)",
                 "Consultation Feedback Report (pdf 3.95MB)", "You Said We Did poster (pdf 122KB)")), PSH, "18 January 2023"),
        "/housing/private-sector-housing/selective-licensing-schemes-faqs/": decoy(("Selective Licensing Schemes FAQs",
            "<h2>Frequently asked questions on the licensing consultation</h2>"
            + p("Under section 80 of the Housing Act 2004 a council can designate all or part of its area for selective licensing. The questions below were asked during the 2022 consultation on re-designating the schemes.",
                "The consultation closed on 31 July 2022.")), PSH, "1 August 2022"),
        "/32519": decoy(("Additional (HMO) Licensing",
            p("On 21 September 2017 the Council approved the designation of an additional licensing scheme for houses in multiple occupation in parts of Seaforth, Waterloo, Brighton-le-Sands and Southport.",
              "The designation came into effect on 1 March 2018 and lasted five years until 28 February 2023. It has been replaced.")), PSH, "2 March 2023"),
        "/business/licensing/taxi-and-private-hire/": decoy(d.taxi("Sefton Council", 1), [("Home", "/"), ("Business", "/business/"), ("Licensing", "/business/licensing/")]),
        "/business/licensing/alcohol-entertainment-and-late-night-refreshment/": decoy(d.premises("Sefton Council", 1), [("Home", "/"), ("Business", "/business/"), ("Licensing", "/business/licensing/")]),
        "/business/licensing/street-trading/": decoy(d.street_trading("Sefton Council"), [("Home", "/"), ("Business", "/business/"), ("Licensing", "/business/licensing/")]),
        "/housing/private-sector-housing/landlord-licensing-and-accreditation/sefton-landlord-accreditation/": decoy(d.accreditation("Sefton Council"), LLA),
        "/news/council-consults-on-extending-licensing-schemes-for-private-landlords/": decoy(d.news_item(
            "Council consults on extending licensing schemes for private landlords",
            ["Sefton Council will ask residents, landlords and businesses for their views on extending its selective and additional licensing schemes for another five years.",
             "The 12-week consultation starts in May."], "25 March 2022"), [("Home", "/"), ("News", "/news/")], "25 March 2022"),
        "_404": not_found("Sefton"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None,
            "schemes": ["selective", "additional", "mandatory_hmo"]},
    notes=("Modelled on Sefton's page 'Selective and Additional (HMO) Licensing Schemes 2023-2028' under Housing > Private sector "
           "housing > Landlord licensing and accreditation (renewed 1 March 2023 to 28 February 2028). Traps in the 3,800-URL "
           "sitemap: the replaced 2018-2023 additional licensing page at a bare numeric URL (/32519), the consultation FAQ, the "
           "background-documents page, the landlord licensing hub, accreditation, and taxi/alcohol/street-trading licensing."),
    modelled_on=["https://www.sefton.gov.uk/housing/private-sector-housing/landlord-licensing-and-accreditation/selective-and-additional-hmo-licensing-schemes-2023-2028/",
                 "https://sefton.gov.uk/housing/private-sector-housing/licensing-background-documents/", "https://www.sefton.gov.uk/32519"],
    why="long descriptive URL with years; decoys include a numeric short URL of the ended scheme and a consultation FAQ",
))

# ---------------------------------------------------------------------------------------------- Liverpool
H = "liverpool.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling/"), ("Council tax", "/council-tax/"), ("Housing", "/housing/"),
       ("Business", "/business/"), ("Parking, roads and travel", "/parking-roads-and-travel/"), ("Council", "/council/")]
LL = [("Home", "/"), ("Business", "/business/"), ("Licences and permits", "/business/licences-and-permits/"),
      ("Landlord licensing", "/business/licences-and-permits/landlord-licensing/")]
TARGET = "/business/licences-and-permits/landlord-licensing/selective-licensing-scheme/apply-for-a-selective-licence/"
CASES.append(Case(
    name="realnav-liverpool-business-path-sitemap",
    gss="E08000012", host=H, skin="umbraco", nav=NAV, council_short="Liverpool City Council",
    robots=ROBOTS_UMBRACO + "Disallow: /my-account/\n\nSitemap: http://liverpool.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "umbraco", 5200, content_encoding=True,
                          places=["Anfield", "Everton", "Kensington", "Picton", "Riverside", "Toxteth", "Wavertree", "Walton",
                                  "Kirkdale", "Garston", "Speke", "Old Swan", "Tuebrook", "Fazakerley"],
                          extra=[f"http://{H}{TARGET}",
                                 f"http://{H}/business/licences-and-permits/landlord-licensing/how-we-monitor-conditions/",
                                 f"http://{H}/business/landlord-licensing/houses-in-multiple-occupancy/",
                                 f"http://{H}/business/private-landlords/licences-and-standards/landlord-licensing/",
                                 f"http://{H}/business/licences-and-permits/taxi-and-private-hire/",
                                 f"http://{H}/business/licences-and-permits/premises-licences/",
                                 f"http://{H}/business/licences-and-permits/street-trading/",
                                 f"http://{H}/business/licences-and-permits/scrap-metal-dealers/",
                                 f"http://{H}/council/consultations/proposed-selective-licensing-scheme-2021/",
                                 f"http://{H}/business/licences-and-permits/landlord-licensing/"])],
    responses={"/business/landlord-licensing/houses-in-multiple-occupancy/": redirect(f"http://{H}{TARGET}"),
               "/business/private-landlords/licences-and-standards/landlord-licensing/": {"status": 410}},
    pages={
        "/": home("Liverpool", [("Report it", "/report-it/"), ("Pay council tax", "/council-tax/"),
                                ("Bin collection day", "/bins-and-recycling/"), ("Business", "/business/")]),
        "/business/": hub("Business", "Business rates, licences and permits, and support for business.",
                          [("Licences and permits", "/business/licences-and-permits/"), ("Business rates", "/business/business-rates/")], [("Home", "/")]),
        "/business/licences-and-permits/": hub("Licences and permits", "Apply for and renew licences issued by the council.",
                                               [("Landlord licensing", "/business/licences-and-permits/landlord-licensing/"),
                                                ("Taxi and private hire", "/business/licences-and-permits/taxi-and-private-hire/"),
                                                ("Premises licences", "/business/licences-and-permits/premises-licences/"),
                                                ("Street trading", "/business/licences-and-permits/street-trading/"),
                                                ("Scrap metal dealers", "/business/licences-and-permits/scrap-metal-dealers/")],
                                               [("Home", "/"), ("Business", "/business/")]),
        "/business/licences-and-permits/landlord-licensing/": hub("Landlord licensing", "Licences for private rented homes in Liverpool.",
                                                                  [("Apply for a selective licence", TARGET),
                                                                   ("How we monitor private sector housing conditions", "/business/licences-and-permits/landlord-licensing/how-we-monitor-conditions/")],
                                                                  LL[:-1]),
        TARGET: Page(
            title="Apply for a selective licence", crumbs=LL + [("Selective licensing scheme", "/business/licences-and-permits/landlord-licensing/")],
            body=p("Anyone who rents out a home to tenants in the 16 designated wards of the city must have a licence for it. The owner or managing agent is responsible for keeping the licence valid.")
            + p("If five or more people from two or more households live in the property, you need an HMO licence under the national mandatory HMO scheme instead. We deal with those through the same system.")
            + "<h2>Check if you need a licence</h2>" + p("Use the postcode look-up to see whether the property is in one of the designated wards.")
            + "<h2>Who should hold the licence</h2>" + ul("the person who collects the rent", "the person who issues and ends tenancies",
                                                           "the person tenants call about repairs")
            + "<h2>Before you start</h2>" + ul("proof of address", "gas safety certificate", "property and tenancy details",
                                                "names and addresses of everyone with an interest in the property", "'fit and proper' information")
            + "<h2>How to apply</h2>" + p("Create an account on our Licensing and Regulations (LAR) system, complete the form and pay the first part of the fee. See fees, discounts and exemptions for the cost."),
            updated="22 April 2026"),
        "/business/licences-and-permits/landlord-licensing/how-we-monitor-conditions/": decoy(("How we monitor private sector housing conditions",
            p("The council has a duty to keep the condition of private housing under review. The first citywide landlord licensing scheme ended on 1 April 2020.",
              "We continue to visit homes, collect information about works carried out and run large-scale housing condition surveys.",
              "Where a landlord fails to deal with a serious hazard we can serve notices, issue civil penalties or prosecute.")), LL),
        "/business/licences-and-permits/taxi-and-private-hire/": decoy(d.taxi("Liverpool City Council"), LL[:3]),
        "/business/licences-and-permits/premises-licences/": decoy(d.premises("Liverpool City Council"), LL[:3]),
        "/business/licences-and-permits/street-trading/": decoy(d.street_trading("Liverpool City Council"), LL[:3]),
        "/business/licences-and-permits/scrap-metal-dealers/": decoy(("Scrap metal dealers", p(
            "Anyone who buys or sells scrap metal needs a site licence or a collector's licence under the Scrap Metal Dealers Act 2013. Licences last three years.")), LL[:3]),
        "/council/consultations/proposed-selective-licensing-scheme-2021/": decoy(d.consultation_closed(
            "Liverpool City Council", "Selective licensing", "from 3 August to 26 October 2020", "up to 16 of the city's 30 wards"),
            [("Home", "/"), ("Council", "/council/"), ("Consultations", "/council/consultations/")], "27 October 2020"),
        "_404": not_found("Liverpool"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None,
            "schemes": ["selective", "mandatory_hmo"]},
    notes=("Modelled on Liverpool's 'Apply for a selective licence', which sits under Business > Licences and permits > Landlord "
           "licensing. The real designation runs 1 April 2022 to 31 March 2027 (inside the 2026-12/2027-12 window), so the page here "
           "gives no dates, as the real apply page does not. Traps in the 5,200-URL sitemap: a 'monitor conditions' page about the "
           "ended 2015-2020 citywide scheme, a closed 2020 consultation, the old landlord-licensing URL now gone (410), the old HMO "
           "URL redirecting to the page, and taxi, premises, street trading and scrap metal licences in the same folder."),
    modelled_on=["https://liverpool.gov.uk/business/licences-and-permits/landlord-licensing/selective-licensing-scheme/apply-for-a-selective-licence/",
                 "https://www.liverpool.gov.uk/business/licences-and-permits/landlord-licensing/how-we-monitor-conditions/",
                 "http://liverpool.gov.uk/business/landlord-licensing/houses-in-multiple-occupancy/"],
    why="landlord licensing filed under Business > Licences and permits next to taxi and premises licences",
))

# ---------------------------------------------------------------------------------------------- Bedford
H = "www.bedford.gov.uk"
NAV = [("Bins, waste and recycling", "/bins-waste-and-recycling/"), ("Council tax", "/council-tax/"), ("Housing", "/housing/"),
       ("Planning and building", "/planning-and-building/"), ("Business", "/business/"), ("Your council", "/your-council/")]
HMO = [("Home", "/"), ("Housing", "/housing/"), ("Houses in multiple occupation", "/housing/houses-in-multiple-occupation/")]
TARGET = "/housing/houses-in-multiple-occupation/additional-licensing-of-hmos/"
CASES.append(Case(
    name="realnav-bedford-sitemap-index-hmo-folder",
    gss="E06000055", host=H, skin="granicus", nav=NAV, council_short="Bedford Borough Council",
    robots="User-agent: *\nDisallow: /search/\nDisallow: /forms/\n\nSitemap: http://www.bedford.gov.uk/sitemap_index.xml\n",
    sitemap_index=("/sitemap_index.xml", ["/sitemaps/news.xml", "/sitemaps/pages.xml"]),
    sitemaps=[SitemapSpec("/sitemaps/news.xml", "granicus", 2100, news_only=True, content_encoding=True,
                          places=["Bedford", "Kempston", "Cardington", "Wootton", "Sharnbrook", "Bromham"],
                          extra=[f"http://{H}/news/2026/landlords-urged-to-renew-hmo-licences"]),
              SitemapSpec("/sitemaps/pages.xml", "granicus", 1300, content_encoding=True,
                          places=["Bedford", "Kempston", "Cardington", "Wootton", "Sharnbrook", "Bromham", "Clapham", "Biddenham"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/housing/houses-in-multiple-occupation/",
                                 f"http://{H}/housing/houses-in-multiple-occupation/hmo-amenity-standards/",
                                 f"http://{H}/planning-and-building/planning-policy/article-4-direction-hmos/",
                                 f"http://{H}/business/licensing/taxi-licensing/", f"http://{H}/business/licensing/premises-licences/",
                                 f"http://{H}/housing/private-landlords/", f"http://{H}/housing/private-landlords/tenancy-deposits/"])],
    pages={
        "/": home("Bedford Borough", [("Bin days", "/bins-waste-and-recycling/"), ("Council tax", "/council-tax/"),
                                      ("Housing", "/housing/"), ("Planning", "/planning-and-building/")]),
        "/housing/": hub("Housing", "Housing options, private renting and help with your home.",
                         [("Houses in multiple occupation", "/housing/houses-in-multiple-occupation/"), ("Private landlords", "/housing/private-landlords/")],
                         [("Home", "/")]),
        "/housing/houses-in-multiple-occupation/": hub("Houses in multiple occupation (HMOs)", "What an HMO is, the standards it must meet, and licences.",
                                                       [("Additional licensing of HMOs", TARGET),
                                                        ("HMO amenity standards", "/housing/houses-in-multiple-occupation/hmo-amenity-standards/"),
                                                        ("Article 4 direction and HMOs", "/planning-and-building/planning-policy/article-4-direction-hmos/")],
                                                       [("Home", "/"), ("Housing", "/housing/")]),
        TARGET: Page(
            title="Additional licensing of HMOs", crumbs=HMO,
            body=p("The Council's additional licensing scheme has been renewed for a further five years. If you own or manage a house in multiple occupation that the scheme covers you need a new licence to keep operating it.",
                   "Larger HMOs with five or more people forming two or more households need a mandatory licence wherever they are in the borough, and the same application form is used for both.")
            + "<h2>Apply for an HMO licence</h2>" + p("Have digital copies of these current certificates ready to upload:")
            + "<ol><li>Gas safety certificate</li><li>Electrical safety inspection certificate</li><li>Fire alarm installation and commissioning certificate</li>"
              "<li>Emergency lighting certificate</li><li>Tenancy agreement if the property is occupied</li><li>Energy Performance Certificate</li></ol>"
            + "<h2>Renew an HMO licence</h2>" + p("As long as you have made a valid application with in-date certificates and paid, your HMO can keep operating while we process it.")
            + "<h2>Approval of the scheme</h2>" + p("The documents below include our formal reply to the issues raised in the public consultation."),
            updated="6 February 2026"),
        "/housing/houses-in-multiple-occupation/hmo-amenity-standards/": decoy(("HMO amenity standards", p(
            "These standards set the minimum kitchen, bathroom and room sizes we expect in shared houses, whether or not they need a licence.")
            + ul("Bedroom sizes", "Kitchen facilities per number of sharers", "Bathrooms and toilets", "Fire precautions")), HMO),
        "/planning-and-building/planning-policy/article-4-direction-hmos/": decoy(d.article4("Bedford Borough Council", "parts of Castle, Harpur and Kingsbrook wards"),
                                                                                    [("Home", "/"), ("Planning and building", "/planning-and-building/"), ("Planning policy", "/planning-and-building/planning-policy/")]),
        "/business/licensing/taxi-licensing/": decoy(d.taxi("Bedford Borough Council"), [("Home", "/"), ("Business", "/business/"), ("Licensing", "/business/licensing/")]),
        "/business/licensing/premises-licences/": decoy(d.premises("Bedford Borough Council"), [("Home", "/"), ("Business", "/business/"), ("Licensing", "/business/licensing/")]),
        "/housing/private-landlords/": decoy(d.landlord_hub("Private landlords", "Help and advice for landlords letting homes in the borough.",
                                                            [("Houses in multiple occupation", "/housing/houses-in-multiple-occupation/"),
                                                             ("Tenancy deposits", "/housing/private-landlords/tenancy-deposits/")]), [("Home", "/"), ("Housing", "/housing/")]),
        "/housing/private-landlords/tenancy-deposits/": decoy(d.tenancy_deposits(), [("Home", "/"), ("Housing", "/housing/"), ("Private landlords", "/housing/private-landlords/")]),
        "/news/2026/landlords-urged-to-renew-hmo-licences": decoy(d.news_item(
            "Landlords urged to renew HMO licences", ["Hundreds of HMO licences issued five years ago expire this spring. Landlords should apply early to avoid a gap.",
                                                      "Applications are made online."], "3 February 2026"), [("Home", "/"), ("News", "/news/")], "3 February 2026"),
        "_404": not_found("Bedford Borough"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None,
            "schemes": ["additional", "mandatory_hmo"]},
    notes=("Modelled on Bedford's 'Additional licensing of HMOs' (scheme renewed for a further five years; no dates on the page). "
           "robots.txt names a sitemap index with a news child listed first (2,100 URLs) and a pages child (1,300); the page is in the "
           "second. Traps: the HMO hub, HMO amenity standards, the Article 4 planning page, a news item about renewing HMO licences, "
           "taxi and premises licensing."),
    modelled_on=["https://www.bedford.gov.uk/housing/houses-in-multiple-occupation/additional-licensing-of-hmos/"],
    why="sitemap index whose first child is news; the page is in the second child among HMO hub, standards and Article 4 pages",
))

# ---------------------------------------------------------------------------------------------- Croydon
H = "www.croydon.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning and regeneration", "/planning-and-regeneration"), ("Parking", "/parking"), ("Council and elections", "/council-and-elections")]
LLS = [("Home", "/"), ("Housing", "/housing"), ("Landlords", "/housing/landlords")]
TARGET = "/housing/landlords/croydon-private-rented-property-licence"
CASES.append(Case(
    name="realnav-croydon-drupal-sitemap-no-current-scheme",
    gss="E09000008", host=H, skin="drupal", nav=NAV, council_short="Croydon Council",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.croydon.gov.uk/sitemap.xml\n",
    sitemap_index=("/sitemap.xml", ["/sitemap.xml?page=1", "/sitemap.xml?page=2"]),
    sitemaps=[SitemapSpec("/sitemap.xml?page=1", "drupal", 2000, content_encoding=True,
                          places=["Addiscombe", "Thornton Heath", "Norbury", "South Norwood", "Selhurst", "Purley", "Coulsdon",
                                  "New Addington", "Shirley", "Waddon", "Broad Green", "Kenley"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/housing/landlords",
                                 f"http://{H}/housing/privatehousing/croydon-private-rented-property-licence/selective-licensing",
                                 f"http://{H}/housing/landlords/houses-multiple-occupation-planning",
                                 f"http://{H}/business/licensing/taxi-and-private-hire-licensing",
                                 f"http://{H}/business/licensing/premises-licences",
                                 f"http://{H}/housing/landlords/report-a-rogue-landlord"]),
              SitemapSpec("/sitemap.xml?page=2", "drupal", 1600, news_only=True, content_encoding=True, seed_extra="2",
                          places=["Addiscombe", "Thornton Heath", "Norbury", "Purley", "Coulsdon"],
                          extra=[f"http://{H}/news/2021/government-refuses-croydon-landlord-licensing-scheme"])],
    pages={
        "/": home("Croydon", [("Pay council tax", "/council-tax"), ("Bin collection days", "/bins-and-recycling"),
                              ("Housing", "/housing"), ("Parking permits", "/parking")]),
        "/housing": hub("Housing", "Housing help and information.", [("Landlords", "/housing/landlords"),
                                                                       ("Homelessness", "/housing/homelessness")], [("Home", "/")]),
        "/housing/landlords": hub("Landlords", "Information for private landlords and letting agents.",
                                  [("Croydon private rented property licence", TARGET),
                                   ("Houses in multiple occupation and planning", "/housing/landlords/houses-multiple-occupation-planning"),
                                   ("Report a rogue landlord", "/housing/landlords/report-a-rogue-landlord")], [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Croydon private rented property licence", crumbs=LLS,
            body="<h2>Overview</h2>"
            + p("Croydon does not currently have a selective licensing designation. The borough-wide scheme that started in October 2015 ended on 30 September 2020.",
                "We applied to the government in July 2020 for a new borough-wide scheme. On 8 June 2021 the government refused it, so there is no requirement to license an ordinary private rented home in Croydon.")
            + "<h2>Houses in multiple occupation</h2>"
            + p("You must still have a mandatory HMO licence if you let a property to five or more people who form two or more households and share a kitchen, bathroom or toilet. Apply to us before anyone moves in.",
                "We do not run an additional licensing scheme for smaller HMOs.")
            + "<h2>Apply for an HMO licence</h2>"
            + p("Apply online with a floor plan, a current gas safety certificate, an electrical installation condition report and the fire alarm test certificate. We will inspect the property before we decide.")
            + "<h2>Background</h2>" + p("The consultation on a new scheme ran from 16 December 2019 to 9 March 2020. The consultation report is still available."),
            updated="30 June 2026"),
        "/housing/privatehousing/croydon-private-rented-property-licence/selective-licensing": Page(
            title="Have your say on Croydon's landlord licensing scheme", crumbs=[("Home", "/"), ("Housing", "/housing")],
            body=p("This consultation is now closed. You can read the consultation report using the link on the right.")
            + "<h2>A better place to rent</h2>" + p("Under the proposed scheme every private landlord with a home let in the borough would need a licence for it, and the council would check that the licence holder is a fit and proper person."),
            updated="10 March 2020"),
        "/housing/landlords/houses-multiple-occupation-planning": decoy(d.article4("Croydon Council", "the whole borough", 1), LLS),
        "/business/licensing/taxi-and-private-hire-licensing": decoy(d.taxi("Croydon Council"), [("Home", "/"), ("Business", "/business"), ("Licensing", "/business/licensing")]),
        "/business/licensing/premises-licences": decoy(d.premises("Croydon Council"), [("Home", "/"), ("Business", "/business"), ("Licensing", "/business/licensing")]),
        "/housing/landlords/report-a-rogue-landlord": decoy(("Report a rogue landlord", p(
            "Tell us about a landlord or letting agent who harasses tenants, carries out an illegal eviction or lets an unsafe home. You can report anonymously.")), LLS),
        "/news/2021/government-refuses-croydon-landlord-licensing-scheme": decoy(d.news_item(
            "Government refuses Croydon landlord licensing scheme", ["The government has refused the council's application for a new borough-wide selective licensing scheme.",
                                                                     "The council will consider its response in the coming months."], "9 June 2021"),
            [("Home", "/"), ("News", "/news")], "9 June 2021"),
        "_404": not_found("Croydon"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Croydon's 'Croydon private rented property licence' page, which says there is no selective designation "
           "(scheme ended 30 September 2020; the new one was refused on 8 June 2021) and that only mandatory HMO licensing applies. "
           "Drupal-style sitemap index (/sitemap.xml with ?page=1 and ?page=2 children, 3,600 URLs). Traps: the old closed "
           "consultation at a URL that names 'selective-licensing', the refusal news item, the HMO planning page, taxi and premises."),
    modelled_on=["https://www.croydon.gov.uk/housing/landlords/croydon-private-rented-property-licence?src=D7",
                 "https://www.croydon.gov.uk/housing/privatehousing/croydon-private-rented-property-licence/selective-licensing"],
    why="the right page says there is NO selective scheme (only mandatory HMO); a closed consultation's URL names selective licensing",
))

# ---------------------------------------------------------------------------------------------- Wandsworth
H = "www.wandsworth.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning and building control", "/planning-and-building-control"), ("Business", "/business"), ("The council", "/the-council")]
PH = [("Home", "/"), ("Housing", "/housing"), ("Private housing", "/housing/private-housing")]
TARGET = "/housing/private-housing/property-licences"
CASES.append(Case(
    name="realnav-wandsworth-drupal-sitemap-legacy-redirect",
    gss="E09000032", host=H, skin="drupal", nav=NAV, council_short="Wandsworth Council",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.wandsworth.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "drupal", 4400, content_encoding=True,
                          places=["Battersea", "Balham", "Tooting", "Furzedown", "Putney", "Roehampton", "Earlsfield", "Southfields",
                                  "Nine Elms", "Wandsworth Town", "Clapham Junction", "Queenstown"],
                          extra=[f"http://{H}{TARGET}",
                                 f"http://{H}/info/200295/premises_related_licensing/874/house_in_multiple_occupation_hmo_licence",
                                 f"http://{H}/housing/private-housing/landlords",
                                 f"http://{H}/business/licensing/alcohol-and-entertainment",
                                 f"http://{H}/business/licensing/street-trading-and-markets",
                                 f"http://{H}/business/licensing/special-treatment-licences",
                                 f"http://{H}/planning-and-building-control/hmo-planning-permission",
                                 f"http://{H}/news/2025/june/landlord-licensing-starts-on-1-july",
                                 f"http://{H}/the-council/consultations/private-rented-sector-licensing-consultation"])],
    responses={"/info/200295/premises_related_licensing/874/house_in_multiple_occupation_hmo_licence": redirect(f"http://{H}{TARGET}")},
    pages={
        "/": home("Wandsworth", [("Pay council tax", "/council-tax"), ("Bin collections", "/bins-and-recycling"),
                                 ("Housing", "/housing"), ("Parking", "/parking")]),
        "/housing": hub("Housing", "Council homes, private housing and housing advice.", [("Private housing", "/housing/private-housing")], [("Home", "/")]),
        "/housing/private-housing": hub("Private housing", "Renting privately and letting property in Wandsworth.",
                                        [("Private rented property licences", TARGET), ("Landlords", "/housing/private-housing/landlords")],
                                        [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Private rented property licences", crumbs=PH,
            body=p("Since 1 July 2025 we have run selective and additional licensing schemes to help make private renting in Wandsworth fairer. Both designations last five years, to 30 June 2030.")
            + "<h2>Types of property licence</h2>"
            + "<h3>Mandatory licence</h3>" + p("Needed for a large HMO: at least five tenants from two or more households sharing a toilet, bathroom or kitchen.")
            + "<h3>Additional licence</h3>" + p("Needed across the whole borough for other HMOs, for example three or four sharers, or a flat share in a purpose-built block.")
            + "<h3>Selective licence</h3>" + p("Needed for any other privately rented home in Furzedown, Tooting Bec, Tooting Broadway or South Balham. Use the interactive map to check a postcode.")
            + "<h2>Planning permission</h2>" + p("A licence is not planning permission. Letting to seven or more people needs planning permission as well.")
            + "<h2>How long a licence lasts</h2>" + p("Usually five years. We may grant one year if there are planning, management or safety concerns.")
            + p('<a href="/housing/private-housing/property-licences/apply">Apply for a property licence</a>'),
            updated="2 July 2025"),
        "/housing/private-housing/landlords": decoy(d.landlord_hub("Landlords", "Advice for landlords on letting safely in Wandsworth.",
                                                                   [("Private rented property licences", TARGET), ("Tenancy deposits", "/housing/private-housing/landlords/tenancy-deposits"),
                                                                    ("Energy efficiency rules", "/housing/private-housing/landlords/energy-efficiency")]), PH),
        "/business/licensing/alcohol-and-entertainment": decoy(d.premises("Wandsworth Council", 1), [("Home", "/"), ("Business", "/business"), ("Licensing", "/business/licensing")]),
        "/business/licensing/street-trading-and-markets": decoy(d.street_trading("Wandsworth Council"), [("Home", "/"), ("Business", "/business"), ("Licensing", "/business/licensing")]),
        "/business/licensing/special-treatment-licences": decoy(("Special treatment licences", p(
            "Massage, manicure, tattooing, piercing and similar treatments in London need a special treatment licence from the borough. Licences are renewed every year.")),
            [("Home", "/"), ("Business", "/business"), ("Licensing", "/business/licensing")]),
        "/planning-and-building-control/hmo-planning-permission": decoy(d.article4("Wandsworth Council", "parts of Tooting and Earlsfield"),
                                                                         [("Home", "/"), ("Planning and building control", "/planning-and-building-control")]),
        "/news/2025/june/landlord-licensing-starts-on-1-july": decoy(d.news_item(
            "Landlord licensing starts on 1 July", ["New licensing schemes for private landlords start next week.",
                                                    "Landlords who apply early will avoid enforcement action once the schemes are in force."], "24 June 2025"),
            [("Home", "/"), ("News", "/news")], "24 June 2025"),
        "/the-council/consultations/private-rented-sector-licensing-consultation": decoy(d.consultation_closed(
            "Wandsworth Council", "Private rented sector licensing", "for 12 weeks from November 2023", "Tooting, Furzedown and South Balham"),
            [("Home", "/"), ("The council", "/the-council"), ("Consultations", "/the-council/consultations")], "20 February 2024"),
        "_404": not_found("Wandsworth"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None,
            "schemes": ["selective", "additional", "mandatory_hmo"]},
    notes=("Modelled on Wandsworth's 'Private rented property licences' (selective in Furzedown, Tooting Bec, Tooting Broadway and "
           "South Balham, additional borough-wide, both from 1 July 2025). The old Jadu URL of the HMO licence page, filed under "
           "'premises related licensing', is still in the 4,400-URL sitemap and 301s to the new page. Traps: alcohol, street trading "
           "and special treatment licensing, HMO planning, a news item and the closed consultation."),
    modelled_on=["https://wandsworth.gov.uk/housing/private-housing/property-licences",
                 "http://www.wandsworth.gov.uk/info/200295/premises_related_licensing/874/house_in_multiple_occupation_hmo_licence"],
    why="page title says 'licences' not 'licensing'; a legacy Jadu URL under 'premises related licensing' redirects to it",
))

# ---------------------------------------------------------------------------------------------- Southampton
H = "www.southampton.gov.uk"
NAV = [("Bins and recycling", "/bins-recycling/"), ("Council tax", "/council-tax/"), ("Housing", "/housing/"),
       ("Planning", "/planning/"), ("Business and licensing", "/business-licensing/"), ("Council and democracy", "/council-democracy/")]
HMO = [("Home", "/"), ("Housing", "/housing/"), ("Landlords", "/housing/landlords/"),
       ("Houses in multiple occupation", "/housing/landlords/houses-multiple-occupation/")]
TARGET = "/housing/landlords/houses-multiple-occupation/apply/"
CASES.append(Case(
    name="realnav-southampton-umbraco-sitemap-hmo-segment",
    gss="E06000045", host=H, skin="umbraco", nav=NAV, council_short="Southampton City Council",
    robots=ROBOTS_UMBRACO + "Disallow: /modernGov/\n\nSitemap: http://www.southampton.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "umbraco", 3100, content_encoding=True,
                          places=["Bevois", "Bargate", "Portswood", "Swaythling", "Shirley", "Freemantle", "Millbrook", "Bassett",
                                  "Woolston", "Bitterne", "Sholing", "Redbridge"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/housing/landlords/houses-multiple-occupation/",
                                 f"http://{H}/media/4120/hmo-licence-fees-2026-27.pdf",
                                 f"http://{H}/council-democracy/have-your-say/licensing-scheme-for-houses-in-multiple-occupation-hmos-consultation",
                                 f"http://{H}/news/article/scc-consults-new-hmo-scheme/",
                                 f"http://{H}/planning/planning-policy/hmo-supplementary-planning-document/",
                                 f"http://{H}/business-licensing/licensing/taxi-licensing/",
                                 f"http://{H}/business-licensing/licensing/premises-licences/",
                                 f"http://{H}/housing/landlords/"])],
    pages={
        "/": home("Southampton", [("Bin collection days", "/bins-recycling/"), ("Pay council tax", "/council-tax/"),
                                  ("Housing", "/housing/"), ("Parking", "/parking/")]),
        "/housing/": hub("Housing", "Council housing, homelessness and private renting.", [("Landlords", "/housing/landlords/")], [("Home", "/")]),
        "/housing/landlords/": hub("Landlords", "Information for private landlords.", [("Houses in multiple occupation", "/housing/landlords/houses-multiple-occupation/"),
                                                                                      ("Landlord accreditation", "/housing/landlords/accreditation/")],
                                   [("Home", "/"), ("Housing", "/housing/")]),
        "/housing/landlords/houses-multiple-occupation/": hub("Houses in multiple occupation (HMOs)", "Licences, fees and standards for shared houses.",
                                                              [("Apply for an HMO licence", TARGET), ("HMO licence fees 2026-27 (PDF)", "/media/4120/hmo-licence-fees-2026-27.pdf")],
                                                              HMO[:-1]),
        TARGET: Page(
            title="Apply for an HMO licence", crumbs=HMO,
            body=p("Landlords have a legal duty to apply for a licence for certain houses in multiple occupation. It is a criminal offence to operate a licensable HMO without one.")
            + "<h2>Which HMOs need a licence</h2>"
            + p("Every HMO with five or more occupiers in two or more households needs a mandatory licence, wherever it is in the city.",
                "The additional scheme came into force in September 2025 and lasts five years, to 31 August 2030. In the wards of Banister and Polygon, Bevois, Bargate, Portswood, Swaythling, Bassett, Freemantle, Shirley and Millbrook it covers smaller HMOs with three or four occupiers as well.")
            + "<h2>Before you fill in the form</h2>"
            + ul("a MySouthampton account", "a landlord's gas safety record from the last 12 months",
                 "a satisfactory electrical installation condition report from the last five years", "a debit or credit card (3D Secure)")
            + p("Licences normally last five years. We may give a shorter licence where there are management problems, late paperwork, works needed or doubts about whether someone is fit and proper."),
            updated="11 September 2025"),
        "/council-democracy/have-your-say/licensing-scheme-for-houses-in-multiple-occupation-hmos-consultation": decoy(d.consultation_closed(
            "Southampton City Council", "Licensing scheme for HMOs", "from 3 December 2024 to 26 February 2025", "nine wards"),
            [("Home", "/"), ("Council and democracy", "/council-democracy/"), ("Have your say", "/council-democracy/have-your-say/")], "27 February 2025"),
        "/news/article/scc-consults-new-hmo-scheme/": decoy(d.news_item(
            "Southampton City Council launches consultation on new HMO licensing scheme",
            ["Cabinet has approved a twelve-week consultation on an additional licensing scheme for smaller HMOs in nine wards.",
             "Previous schemes operated between 2013 and 2023."], "3 December 2024"), [("Home", "/"), ("News", "/news/")], "3 December 2024"),
        "/planning/planning-policy/hmo-supplementary-planning-document/": decoy(d.article4("Southampton City Council", "the whole city"),
                                                                               [("Home", "/"), ("Planning", "/planning/"), ("Planning policy", "/planning/planning-policy/")]),
        "/business-licensing/licensing/taxi-licensing/": decoy(d.taxi("Southampton City Council", 1), [("Home", "/"), ("Business and licensing", "/business-licensing/")]),
        "/business-licensing/licensing/premises-licences/": decoy(d.premises("Southampton City Council"), [("Home", "/"), ("Business and licensing", "/business-licensing/")]),
        "_404": not_found("Southampton"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["additional", "mandatory_hmo"]},
    notes=("Modelled on Southampton's 'Apply for an HMO licence' at /housing/landlords/houses-multiple-occupation/apply/ — the URL "
           "names HMOs in a path segment but not licensing. Additional scheme in nine wards from September 2025 for five years. "
           "Traps in the 3,100-URL sitemap: the closed consultation whose URL says 'licensing-scheme-for-houses-in-multiple-occupation', "
           "the consultation news, the fees PDF, the HMO planning SPD, taxi and premises licensing."),
    modelled_on=["https://www.southampton.gov.uk/housing/landlords/houses-multiple-occupation/apply/",
                 "https://southampton.gov.uk/council-democracy/have-your-say/licensing-scheme-for-houses-in-multiple-occupation-hmos-consultation",
                 "https://www.southampton.gov.uk/news/article/scc-consults-new-hmo-scheme/"],
    why="target URL names HMOs ('houses-multiple-occupation/apply') but not licensing; the consultation's URL names licensing",
))

# ---------------------------------------------------------------------------------------------- Thurrock
H = "www.thurrock.gov.uk"
NAV = [("Bins, waste and recycling", "/bins-waste-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning and building", "/planning-and-building"), ("Business", "/business"), ("Your council", "/your-council")]
G = [("Home", "/"), ("Houses in multiple occupation", "/houses-in-multiple-occupation/overview")]
TARGET = "/houses-in-multiple-occupation/licensing-for-certain-hmos"
GUIDE = [("Overview", "/houses-in-multiple-occupation/overview"), ("Licensing for certain HMOs", TARGET),
         ("Report a problem with an HMO", "/houses-in-multiple-occupation/report-a-problem"), ("Standards for HMOs", "/houses-in-multiple-occupation/standards-for-hmos")]
CASES.append(Case(
    name="realnav-thurrock-drupal-sitemap-guide-chapter",
    gss="E06000034", host=H, skin="drupal", nav=NAV, council_short="Thurrock Council",
    robots=ROBOTS_DRUPAL,  # no Sitemap line: /sitemap.xml is found by the fallback
    sitemaps=[SitemapSpec("/sitemap.xml", "drupal", 2600, content_encoding=True,
                          places=["Grays", "Tilbury", "Stanford-le-Hope", "Corringham", "Purfleet", "South Ockendon", "Aveley",
                                  "Chadwell St Mary", "East Tilbury", "Orsett"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/houses-in-multiple-occupation/overview",
                                 f"http://{H}/houses-in-multiple-occupation/additional-licensing-for-hmos",
                                 f"http://{H}/houses-in-multiple-occupation/report-a-problem",
                                 f"http://{H}/houses-in-multiple-occupation/standards-for-hmos",
                                 f"http://{H}/news/house-in-multiple-occupation-licensing/new-licence-scheme-gives-greater-protection-for-tenants",
                                 f"http://{H}/private-landlords/overview", f"http://{H}/licensing/taxi-and-private-hire",
                                 f"http://{H}/licensing/premises-licences", f"http://{H}/licensing/gambling"])],
    responses={"/houses-in-multiple-occupation/additional-licensing-for-hmos": redirect(f"http://{H}{TARGET}")},
    pages={
        "/": home("Thurrock", [("Pay council tax", "/council-tax"), ("Bin collections", "/bins-waste-and-recycling"),
                               ("Private landlords", "/private-landlords/overview"), ("Planning", "/planning-and-building")]),
        "/houses-in-multiple-occupation/overview": Page(title="Houses in multiple occupation", h1="Houses in multiple occupation: overview", crumbs=[("Home", "/")],
            body=links_list(GUIDE, "guide-nav") + p("A house in multiple occupation (HMO) is a home shared by three or more people who are not all one family and who share a kitchen, bathroom or toilet.",
                                                   "This guide explains which HMOs need a licence, what it costs and the standards they must meet."), updated="8 September 2025"),
        TARGET: Page(
            title="Licensing for certain HMOs", crumbs=G,
            body=links_list(GUIDE, "guide-nav")
            + p("Not every house in multiple occupation needs a licence. A licence is needed for any property that:")
            + ul("is occupied by 5 or more people, and", "has 2 or more households")
            + p("Since 7 September 2025 a licence is also needed anywhere in Thurrock for an HMO occupied by 3 or 4 people in 2 or more households. Cabinet decided in May 2025 to extend the earlier scheme, which covered 11 wards, to the whole borough; the designation lasts five years, until 6 September 2030.")
            + "<h2>About the licence</h2>"
            + p("The licence is issued to a person or organisation, for one property, and cannot be transferred. Licences last 5 years unless circumstances change.",
                "We can refuse a licence if we do not consider the applicant a fit and proper person. Operating a licensable HMO without one can lead to an unlimited fine or a civil penalty of up to £30,000."),
            updated="8 September 2025"),
        "/houses-in-multiple-occupation/report-a-problem": decoy(("Report a problem with an HMO", links_list(GUIDE, "guide-nav") + p(
            "Tell us about overcrowding, disrepair, rubbish or noise at a shared house. Tenants can report anonymously.")), G),
        "/houses-in-multiple-occupation/standards-for-hmos": decoy(("Standards for HMOs", links_list(GUIDE, "guide-nav") + p(
            "All HMOs must meet the management regulations and our amenity and space standards, whether or not they need a licence.")), G),
        "/news/house-in-multiple-occupation-licensing/new-licence-scheme-gives-greater-protection-for-tenants": decoy(d.news_item(
            "New licence scheme gives greater protection for tenants",
            ["A new licensing scheme for smaller houses in multiple occupation comes into force across Thurrock on Sunday 7 September.",
             "Landlords of homes shared by three or four unrelated people must now apply for a licence."], "4 September 2025"),
            [("Home", "/"), ("News", "/news")], "4 September 2025"),
        "/private-landlords/overview": decoy(d.landlord_hub("Private landlords", "Letting a property in Thurrock.",
                                                            [("Houses in multiple occupation", "/houses-in-multiple-occupation/overview"),
                                                             ("Tenancy deposits", "/private-landlords/tenancy-deposits")]), [("Home", "/")]),
        "/licensing/taxi-and-private-hire": decoy(d.taxi("Thurrock Council"), [("Home", "/"), ("Licensing", "/licensing")]),
        "/licensing/premises-licences": decoy(d.premises("Thurrock Council", 1), [("Home", "/"), ("Licensing", "/licensing")]),
        "/licensing/gambling": decoy(d.gambling("Thurrock Council"), [("Home", "/"), ("Licensing", "/licensing")]),
        "_404": not_found("Thurrock"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["additional", "mandatory_hmo"]},
    notes=("Modelled on Thurrock's LocalGov guide 'Houses in multiple occupation' (chapters overview, licensing for certain HMOs, "
           "report a problem, standards); boroughwide additional licensing from 7 September 2025. robots.txt has no Sitemap line, so /sitemap.xml "
           "(2,600 URLs) is found by the fallback. The old 'additional-licensing-for-hmos' chapter (2019-2024 scheme) 301s to the "
           "page. Traps: the guide's other chapters, the launch news, the landlords hub, and taxi/premises/gambling under /licensing/."),
    modelled_on=["https://www.thurrock.gov.uk/houses-in-multiple-occupation/licensing-for-certain-hmos",
                 "https://www.thurrock.gov.uk/houses-in-multiple-occupation/additional-licensing-for-hmos",
                 "https://www.thurrock.gov.uk/news/house-in-multiple-occupation-licensing/new-licence-scheme-gives-greater-protection-for-tenants"],
    why="guide chapter among sibling chapters; no Sitemap line (fallback); old chapter URL redirects in",
))

# ---------------------------------------------------------------------------------------------- Barnsley
H = "www.barnsley.gov.uk"
NAV = [("Bins, waste and recycling", "/services/bins-waste-and-recycling/"), ("Council tax", "/services/council-tax/"),
       ("Housing", "/services/housing/"), ("Licensing", "/services/licensing/"), ("Planning and buildings", "/services/planning-and-buildings/"),
       ("Our council", "/services/our-council/")]
PL = [("Home", "/"), ("Housing", "/services/housing/"), ("Private landlords", "/services/housing/private-landlords/")]
TARGET = "/services/housing/private-landlords/houses-in-multiple-occupation/"
CASES.append(Case(
    name="realnav-barnsley-sitemap-scheme-not-taken-forward",
    gss="E08000016", host=H, skin="umbraco", nav=NAV, council_short="Barnsley Council",
    robots=ROBOTS_UMBRACO + "\nSitemap: http://www.barnsley.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "umbraco", 2400, content_encoding=True,
                          places=["Goldthorpe", "Wombwell", "Elsecar", "Hoyland", "Penistone", "Cudworth", "Royston", "Darton",
                                  "Mapplewell", "Dodworth", "Worsbrough"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/services/housing/selective-licensing-scheme/",
                                 f"http://{H}/services/housing/private-landlords/", f"http://{H}/services/licensing/premises-licences/apply-for-a-premises-licence/",
                                 f"http://{H}/services/licensing/taxi-and-private-hire-licences/", f"http://{H}/services/licensing/scrap-metal-licences/",
                                 f"http://{H}/news/landlord-licensing-scheme-consultation-put-forward-to-cabinet/",
                                 f"http://{H}/services/housing/private-landlords/landlord-accreditation/"])],
    pages={
        "/": home("Barnsley", [("Pay your council tax", "/services/council-tax/"), ("Bin collections", "/services/bins-waste-and-recycling/"),
                               ("Housing", "/services/housing/"), ("Licensing", "/services/licensing/")]),
        "/services/housing/": hub("Housing", "Housing services in Barnsley.", [("Private landlords", "/services/housing/private-landlords/"),
                                                                               ("Selective licensing scheme", "/services/housing/selective-licensing-scheme/")], [("Home", "/")]),
        "/services/housing/private-landlords/": hub("Private landlords", "Letting a home in Barnsley.",
                                                    [("Houses in multiple occupation (HMOs)", TARGET), ("Landlord accreditation", "/services/housing/private-landlords/landlord-accreditation/")],
                                                    [("Home", "/"), ("Housing", "/services/housing/")]),
        TARGET: Page(
            title="Houses in multiple occupation (HMOs)", crumbs=PL,
            body=p("A house in multiple occupation is a property rented by three or more people who are not from one household but share a kitchen, bathroom or toilet.")
            + "<h2>Do you need an HMO licence?</h2>"
            + p("You must apply to us for a mandatory HMO licence if five or more people from two or more households live in the property. This applies to houses and flats of any number of storeys.",
                "There is no additional or selective scheme in Barnsley, so smaller HMOs and single lets do not need one.")
            + "<h2>How to apply</h2>" + p("Complete the application form and send it with the fee, a floor plan, a gas safety certificate, an electrical installation condition report and the fire alarm and emergency lighting certificates.",
                                         "A licence normally lasts five years. We inspect every licensed HMO during that time.")
            + "<h2>Public register</h2>" + p("We keep a public register of licensed HMOs. Ask the Private Sector Housing team for a copy."),
            updated="19 May 2026"),
        "/services/housing/selective-licensing-scheme/": Page(title="Selective licensing scheme", crumbs=[("Home", "/"), ("Housing", "/services/housing/")],
            body=p("A selective licensing scheme for parts of Elsecar, Goldthorpe, Measbrough Dike and Wombwell was approved in February 2018 after a period of statutory consultation.",
                   "One of the landlord groups challenged the decision, the process and the evidence. Further challenges and Freedom of Information requests caused delays, and the original evidence could now be seen as out of date.",
                   "For these reasons the scheme is no longer being taken forward. We are looking at more up-to-date data."), updated="4 March 2019"),
        "/services/licensing/premises-licences/apply-for-a-premises-licence/": decoy(d.premises("Barnsley Council"), [("Home", "/"), ("Licensing", "/services/licensing/")]),
        "/services/licensing/taxi-and-private-hire-licences/": decoy(d.taxi("Barnsley Council", 1), [("Home", "/"), ("Licensing", "/services/licensing/")]),
        "/services/licensing/scrap-metal-licences/": decoy(("Scrap metal licences", p(
            "Scrap metal dealers and collectors need a licence under the Scrap Metal Dealers Act 2013. A site licence covers each site you trade from.")),
            [("Home", "/"), ("Licensing", "/services/licensing/")]),
        "/news/landlord-licensing-scheme-consultation-put-forward-to-cabinet/": decoy(d.news_item(
            "Landlord Licensing Scheme Consultation put forward to Cabinet",
            ["Proposals to consult on a selective licensing scheme in four areas of Barnsley will go to Cabinet next week.",
             "The areas are Elsecar, Goldthorpe, Measbrough Dyke and Wombwell."], "12 July 2017"), [("Home", "/"), ("News", "/news/")], "12 July 2017"),
        "/services/housing/private-landlords/landlord-accreditation/": decoy(d.accreditation("Barnsley Council"), PL),
        "_404": not_found("Barnsley"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Barnsley's site, where the 'Selective licensing scheme' page explains that the 2018 scheme for Elsecar, "
           "Goldthorpe, Measbrough Dike and Wombwell was challenged and is no longer being taken forward; HMO licensing is the only "
           "property licensing that applies. Traps in the 2,400-URL sitemap: that selective-licensing page (URL and title name the "
           "scheme), the 2017 consultation news, premises/taxi/scrap metal under /services/licensing/, and accreditation."),
    modelled_on=["https://www.barnsley.gov.uk/services/housing/private-landlords/selective-licensing-scheme/",
                 "https://barnsley.gov.uk/services/housing/selective-licensing-scheme",
                 "https://www.barnsley.gov.uk/services/licensing/premises-licences/apply-for-a-premises-licence/"],
    why="a page titled 'Selective licensing scheme' describes a scheme that never started; the HMO page is the licensing page",
))

# ---------------------------------------------------------------------------------------------- Kensington and Chelsea
H = "www.rbkc.gov.uk"
NAV = [("Bins and recycling", "/bins-and-recycling"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning and building control", "/planning-and-building-control"), ("Business and licensing", "/business-and-licensing"),
       ("Council and democracy", "/council-and-democracy")]
PRH = [("Home", "/"), ("Housing", "/housing"), ("Private rented housing", "/housing/private-rented-housing")]
TARGET = "/housing/private-rented-housing/licensing-houses-multiple-occupation"
CASES.append(Case(
    name="realnav-kensington-chelsea-drupal-sitemap-additional",
    gss="E09000020", host=H, skin="drupal", nav=NAV, council_short="Royal Borough of Kensington and Chelsea",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.rbkc.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "drupal", 3300, content_encoding=True,
                          places=["Notting Dale", "Golborne", "Colville", "Earl's Court", "Chelsea Riverside", "Holland", "Brompton",
                                  "Stanley", "Abingdon", "Campden", "Norland", "Dalgarno"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/housing/private-rented-housing",
                                 f"http://{H}/housing/private-rented-housing/private-tenants-rights",
                                 f"http://{H}/business-and-licensing/licensing/premises-licences",
                                 f"http://{H}/business-and-licensing/licensing/street-trading", f"http://{H}/business-and-licensing/licensing/special-treatment-licence",
                                 f"http://{H}/newsroom/additional-licensing-scheme-house-shares-starts",
                                 f"http://{H}/council-and-democracy/consultations/additional-hmo-licensing-consultation"])],
    pages={
        "/": home("Kensington and Chelsea", [("Pay council tax", "/council-tax"), ("Parking", "/parking"), ("Housing", "/housing"),
                                             ("Council and democracy", "/council-and-democracy")]),
        "/council-and-democracy": hub("Council and democracy", "How the Council works, councillors and committees, and how the Council manages money.",
                                      [("How the Council works", "/council-and-democracy/how-council-works"), ("Councillors and committees", "/council-and-democracy/councillors"),
                                       ("Consultations", "/council-and-democracy/consultations")], [("Home", "/")]),
        "/housing": hub("Housing", "Housing services in the Royal Borough.", [("Private rented housing", "/housing/private-rented-housing")], [("Home", "/")]),
        "/housing/private-rented-housing": hub("Private rented housing", "For private tenants and landlords.",
                                               [("Licensing houses in multiple occupation", TARGET), ("Private tenants' rights", "/housing/private-rented-housing/private-tenants-rights")],
                                               [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Licensing houses in multiple occupation", h1="Houses in multiple occupation: licences", crumbs=PRH,
            body=p("Most shared houses and flats in the borough need a licence from the Council.")
            + "<h2>Additional licence</h2>"
            + p("Our borough-wide additional scheme started on 1 June 2023 and continues for five years, until 31 May 2028. It covers homes shared by three or more people who are not all related and who share facilities, including bedsits and owner-occupied homes with three or more lodgers. Section 257 converted blocks are not included.")
            + "<h2>Mandatory licence</h2>" + p("An HMO with five or more occupiers from two or more households needs a mandatory licence, whatever its size.")
            + "<h2>Fees</h2>" + p("£1,450 for up to five units (£974 on application and £476 when the licence is granted), plus £70 for each further room. Accredited landlords and approved agents get a £200 discount.")
            + "<h2>Single households</h2>" + p("We do not operate selective licensing, so a home let to one family or two sharers does not need a licence."),
            updated="12 June 2026"),
        "/housing/private-rented-housing/private-tenants-rights": decoy(("Private tenants' rights", p(
            "Your landlord must keep the home in repair, protect your deposit and give proper notice before asking you to leave. We can help if they do not.")), PRH),
        "/business-and-licensing/licensing/premises-licences": decoy(d.premises("Kensington and Chelsea", 1), [("Home", "/"), ("Business and licensing", "/business-and-licensing")]),
        "/business-and-licensing/licensing/street-trading": decoy(d.street_trading("Kensington and Chelsea"), [("Home", "/"), ("Business and licensing", "/business-and-licensing")]),
        "/business-and-licensing/licensing/special-treatment-licence": decoy(("Special treatment licence", p(
            "Massage, acupuncture, tattooing, cosmetic piercing and nail treatments need a special treatment licence. Premises are inspected before a licence is issued.")),
            [("Home", "/"), ("Business and licensing", "/business-and-licensing")]),
        "/newsroom/additional-licensing-scheme-house-shares-starts": decoy(d.news_item(
            "Additional licensing scheme for house shares starts today",
            ["Landlords of house and flat shares with three or more occupiers now need a licence.",
             "Council analysis predicts 2,372 shared HMOs in the borough have serious hazards."], "1 June 2023"),
            [("Home", "/"), ("Newsroom", "/newsroom")], "1 June 2023"),
        "/council-and-democracy/consultations/additional-hmo-licensing-consultation": decoy(d.consultation_closed(
            "Kensington and Chelsea", "Additional HMO licensing", "from September to December 2022"),
            [("Home", "/"), ("Council and democracy", "/council-and-democracy"), ("Consultations", "/council-and-democracy/consultations")], "5 January 2023"),
        "_404": not_found("Kensington and Chelsea"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["additional", "mandatory_hmo"]},
    notes=("Modelled on RBKC's private rented housing pages: borough-wide additional HMO licensing 1 June 2023 to 31 May 2028, no "
           "selective scheme. Top menu uses 'Business and licensing' and 'Council and democracy'. Traps in the 3,300-URL sitemap: the "
           "launch news and the closed consultation (both name additional licensing in the URL), premises, street trading and special "
           "treatment licences under business-and-licensing."),
    modelled_on=["https://www.rbkc.gov.uk/housing/private-rented-housing/why-are-licences-needed", "https://www.rbkc.gov.uk/council-and-democracy"],
    why="'Business and licensing' top section full of other licences; news and consultation URLs name the scheme",
))

# ---------------------------------------------------------------------------------------------- Rossendale (Jadu)
H = "www.rossendale.gov.uk"
NAV = [("Bins, waste and recycling", "/info/210140/bins_waste_and_recycling"), ("Council tax", "/info/210150/council_tax"),
       ("Housing and homelessness", "/info/210172/housing_and_homelessness"), ("Licensing", "/info/210156/licensing"),
       ("Planning", "/info/210145/planning"), ("Your council", "/info/210162/your_council")]
HH = [("Home", "/"), ("Housing and homelessness", "/info/210172/housing_and_homelessness")]
TARGET = "/info/210172/housing_and_homelessness/10681/shared_houses_and_flats_in_multiple_occupation"
CASES.append(Case(
    name="realnav-rossendale-jadu-sitemap-shared-houses",
    gss="E07000125", host=H, skin="jadu", nav=NAV, council_short="Rossendale Borough Council",
    banner="Information about Coronavirus (COVID-19): the latest guidance for the North West of England.",
    robots=ROBOTS_JADU + "\nSitemap: http://www.rossendale.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "jadu", 1500, content_encoding=True,
                          places=["Rawtenstall", "Bacup", "Haslingden", "Whitworth", "Helmshore", "Waterfoot", "Stacksteads", "Edenfield"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/info/210172/housing_and_homelessness/10642/private_sector_housing",
                                 f"http://{H}/info/210156/licensing/10301/taxi_and_private_hire_licensing",
                                 f"http://{H}/info/210156/licensing/10303/alcohol_and_entertainment_licensing",
                                 f"http://{H}/info/210156/licensing/10307/gambling_act_licensing",
                                 f"http://{H}/downloads/file/16020/public_register_of_licensed_hmos",
                                 f"http://{H}/info/210172/housing_and_homelessness/10650/disabled_facilities_grants",
                                 f"http://{H}/news/article/2411/landlords_reminded_about_new_hmo_rules"])],
    pages={
        "/": home("Rossendale", [("Pay your council tax", "/info/210150/council_tax"), ("Bin collection days", "/info/210140/bins_waste_and_recycling"),
                                 ("Housing and homelessness", "/info/210172/housing_and_homelessness"), ("Licensing", "/info/210156/licensing")]),
        "/info/210172/housing_and_homelessness": hub("Housing and homelessness", "Housing advice, homelessness and private housing.",
                                                     [("Private sector housing", "/info/210172/housing_and_homelessness/10642/private_sector_housing"),
                                                      ("Shared houses and flats in multiple occupation", TARGET),
                                                      ("Disabled facilities grants", "/info/210172/housing_and_homelessness/10650/disabled_facilities_grants")], [("Home", "/")]),
        TARGET: Page(
            title="Shared houses and flats in multiple occupation", crumbs=HH,
            body="<h2>Shared houses</h2>"
            + p('If you are worried about a house or flat shared by people who do not know each other, report it to us by email or ring 01706 217777 and choose option 5.',
                'Detailed information about houses in multiple occupation is on GOV.UK.')
            + "<h2>HMO licence</h2>"
            + p('If five or more people forming two or more households share your property, you need a mandatory licence. <a href="/info/210172/housing_and_homelessness/10681/shared_houses_and_flats_in_multiple_occupation/2">Apply for an HMO licence</a>.')
            + "<h2>Cost</h2>" + p("A new application costs £719.70 (Part A), paid when you apply. If we issue the licence, Part B of £279.50 is then payable.",
                                 "Renewing after five years costs £700.70 for Part A and £279.50 for Part B.")
            + p('See the <a href="/downloads/file/16020/public_register_of_licensed_hmos">public register of licensed HMOs</a>. Contact Environmental Health on 01706 217777 with any questions or to pay.'),
            updated="3 August 2026"),
        "/info/210172/housing_and_homelessness/10642/private_sector_housing": decoy(d.housing_standards("Rossendale Borough Council"), HH),
        "/info/210156/licensing/10301/taxi_and_private_hire_licensing": decoy(d.taxi("Rossendale Borough Council"), [("Home", "/"), ("Licensing", "/info/210156/licensing")]),
        "/info/210156/licensing/10303/alcohol_and_entertainment_licensing": decoy(d.premises("Rossendale Borough Council", 1), [("Home", "/"), ("Licensing", "/info/210156/licensing")]),
        "/info/210156/licensing/10307/gambling_act_licensing": decoy(d.gambling("Rossendale Borough Council"), [("Home", "/"), ("Licensing", "/info/210156/licensing")]),
        "/info/210172/housing_and_homelessness/10650/disabled_facilities_grants": decoy(("Disabled facilities grants", p(
            "A disabled facilities grant can pay for adaptations such as stairlifts, level-access showers and ramps. Ask for an assessment first.")), HH),
        "/news/article/2411/landlords_reminded_about_new_hmo_rules": decoy(d.news_item(
            "Landlords reminded about new HMO rules", ["From 1 October 2018 more shared houses need a licence because the three-storey rule has gone.",
                                                       "Landlords who are unsure should contact Environmental Health."], "20 September 2018"),
            [("Home", "/"), ("News", "/news")], "20 September 2018"),
        "_404": not_found("Rossendale"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Rossendale's Jadu page 'Shared houses and flats in multiple occupation' under Housing and homelessness "
           "(/info/210172/...), which never says 'licensing' in its title or URL: report concerns, apply for an HMO licence, Part A "
           "£719.70 / Part B £279.50, Environmental Health contact. Traps in the 1,500-URL Jadu sitemap: taxi, alcohol and gambling "
           "pages under the 'licensing' category, the HMO register download, a 2018 news item and private sector housing."),
    modelled_on=["https://www.rossendale.gov.uk/info/210172/housing_and_homelessness/10681/shared_houses_and_flats_in_multiple_occupation"],
    why="Jadu /info/ URL and title say 'shared houses', not licensing; the category named 'licensing' holds only decoys",
))

# ---------------------------------------------------------------------------------------------- Brighton and Hove
H = "www.brighton-hove.gov.uk"
NAV = [("Rubbish, recycling and streets", "/rubbish-recycling-and-streets"), ("Council tax", "/council-tax"), ("Housing", "/housing"),
       ("Planning", "/planning"), ("Business and licensing", "/business-and-licensing"), ("Council and democracy", "/council-and-democracy")]
PH = [("Home", "/"), ("Housing", "/housing"), ("Private housing", "/housing/private-housing")]
TARGET = "/housing/private-housing/licensing-private-rented-homes"
CASES.append(Case(
    name="realnav-brighton-hove-drupal-sitemap-designations",
    gss="E06000043", host=H, skin="drupal", nav=NAV, council_short="Brighton & Hove City Council",
    banner="Bulky waste: due to resource issues we cannot take bulky waste phone calls today. The line reopens tomorrow at 9:30am.",
    robots=ROBOTS_DRUPAL + "\nSitemap: http://www.brighton-hove.gov.uk/sitemap.xml\n",
    sitemap_index=("/sitemap.xml", ["/sitemap.xml?page=1", "/sitemap.xml?page=2", "/sitemap.xml?page=3"]),
    sitemaps=[SitemapSpec("/sitemap.xml?page=1", "drupal", 2000, content_encoding=True,
                          places=["Kemp Town", "Moulsecoomb", "Bevendean", "Queens Park", "Whitehawk", "Hanover", "Preston Park", "Hove",
                                  "Portslade", "Hollingdean", "Patcham", "Rottingdean", "Woodingdean", "Westbourne"],
                          extra=[f"http://{H}{TARGET}", f"http://{H}/housing/private-housing/proposals-introduce-new-property-licensing-schemes",
                                 f"http://{H}/housing/private-housing/standards-shared-houses",
                                 f"http://{H}/business-and-licensing/licences-and-permits/taxi-licensing",
                                 f"http://{H}/business-and-licensing/licences-and-permits/premises-licence",
                                 f"http://{H}/business-and-licensing/licences-and-permits/tables-and-chairs-licence",
                                 f"http://{H}/planning/planning-policy/article-4-directions-hmos"]),
              SitemapSpec("/sitemap.xml?page=2", "drupal", 2000, news_only=True, content_encoding=True, seed_extra="2",
                          places=["Kemp Town", "Hove", "Portslade", "Whitehawk", "Patcham"],
                          extra=[f"http://{H}/news/2024/city-wide-hmo-additional-licensing-being-introduced-july"]),
              SitemapSpec("/sitemap.xml?page=3", "drupal", 900, news_only=True, content_encoding=True, seed_extra="3",
                          places=["Brighton", "Hove"])],
    pages={
        "/": home("Brighton & Hove", [("Bin collection days", "/rubbish-recycling-and-streets"), ("Council tax", "/council-tax"),
                                      ("Housing", "/housing"), ("Parking", "/parking")]),
        "/housing": hub("Housing", "Housing services in the city.", [("Private housing", "/housing/private-housing")], [("Home", "/")]),
        "/housing/private-housing": hub("Private housing", "For private renters, landlords and agents.",
                                        [("Licensing private rented homes", TARGET), ("Standards for shared houses", "/housing/private-housing/standards-shared-houses")],
                                        [("Home", "/"), ("Housing", "/housing")]),
        TARGET: Page(
            title="Licensing private rented homes", crumbs=PH,
            body=p("Over a third of households in the city rent privately. Three schemes decide whether your rented home needs a licence from us.")
            + "<h2>Mandatory HMO licence</h2>" + p("For a house or flat with five or more people from two or more households who share a kitchen, bathroom or toilet, anywhere in the city.")
            + "<h2>Additional HMO licence</h2>" + p("For an HMO of two or more storeys with three or four occupants, anywhere in the city. The designation came into force on 1 July 2024 and will cease to have effect on 30 June 2029.")
            + "<h2>Selective licence</h2>" + p("For other private rented homes let to a family, a couple or two sharers in the Kemp Town, Moulsecoomb &amp; Bevendean, Queens Park and Whitehawk &amp; Marina wards. The designation came into force on 2 September 2024 and will cease to have effect on 1 September 2029.")
            + p("The formal notices of designation are available as PDF documents below. Housing &amp; New Homes Committee agreed both schemes on 13 March 2024.")
            + "<h2>Apply</h2>" + p("Apply online. Fees are worked out as you complete the form. You must meet our standards for shared houses."),
            updated="28 August 2026"),
        "/housing/private-housing/proposals-introduce-new-property-licensing-schemes": decoy(d.consultation_closed(
            "Brighton & Hove City Council", "Property licensing", "between 4 October 2023 and 3 January 2024", "the city"), PH, "5 January 2024"),
        "/housing/private-housing/standards-shared-houses": decoy(("Standards for shared houses", p(
            "The room sizes, kitchens, bathrooms and fire precautions we expect in every shared house in the city, whether it is let to three people or thirteen.")), PH),
        "/business-and-licensing/licences-and-permits/taxi-licensing": decoy(d.taxi("Brighton & Hove City Council"), [("Home", "/"), ("Business and licensing", "/business-and-licensing")]),
        "/business-and-licensing/licences-and-permits/premises-licence": decoy(d.premises("Brighton & Hove City Council"), [("Home", "/"), ("Business and licensing", "/business-and-licensing")]),
        "/business-and-licensing/licences-and-permits/tables-and-chairs-licence": decoy(("Tables and chairs licence", p(
            "A pavement licence lets a café, pub or restaurant put removable tables and chairs on the highway outside. Licences last up to two years.")),
            [("Home", "/"), ("Business and licensing", "/business-and-licensing")]),
        "/planning/planning-policy/article-4-directions-hmos": decoy(d.article4("Brighton & Hove City Council", "eighteen wards of the city"), [("Home", "/"), ("Planning", "/planning")]),
        "/news/2024/city-wide-hmo-additional-licensing-being-introduced-july": decoy(d.news_item(
            "City-wide HMO Additional Licensing being introduced in July",
            ["A new additional licensing scheme for smaller HMOs is introduced across the city from 1 July.",
             "A selective licensing scheme for four wards follows in September."], "4 June 2024"), [("Home", "/"), ("News", "/news")], "4 June 2024"),
        "_404": not_found("Brighton & Hove"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None,
            "schemes": ["selective", "additional", "mandatory_hmo"]},
    notes=("Modelled on Brighton & Hove's private housing pages and its 2024 designation notices (additional city-wide 1 July 2024 "
           "to 30 June 2029; selective in Kemp Town, Moulsecoomb & Bevendean, Queens Park, Whitehawk & Marina 2 September 2024 to "
           "1 September 2029). Drupal sitemap index with three ?page= children (4,900 URLs); the page is in the first. Traps: the "
           "closed consultation ('proposals-introduce-new-property-licensing-schemes'), the launch news, standards for shared houses, "
           "Article 4 directions, taxi/premises/tables-and-chairs licences."),
    modelled_on=["https://www.brighton-hove.gov.uk/housing/private-housing/notice-designation-area-additional-licensing",
                 "https://www.brighton-hove.gov.uk/housing/private-housing/notice-designation-areas-selective-licensing",
                 "https://www.brighton-hove.gov.uk/housing/private-housing/proposals-introduce-new-property-licensing-schemes"],
    why="three schemes with 'cease to have effect' dates; consultation URL 'new-property-licensing-schemes' outranks by words",
))

# ---------------------------------------------------------------------------------------------- Trafford (.aspx)
H = "www.trafford.gov.uk"
NAV = [("Residents", "/residents/residents.aspx"), ("Business", "/business/business.aspx"), ("About your council", "/about-your-council/about-your-council.aspx")]
HMO = [("Home", "/"), ("Residents", "/residents/residents.aspx"), ("Housing", "/residents/housing/housing.aspx"),
       ("Houses in Multiple Occupation (HMO)", "/residents/housing/Houses-in-Multiple-Occupation-HMO/Houses-in-Multiple-Occupation-HMO.aspx")]
TARGET = "/residents/housing/Houses-in-Multiple-Occupation-HMO/Apply-for-a-HMO-licence.aspx"
CASES.append(Case(
    name="realnav-trafford-aspx-sitemap-apply-step",
    gss="E08000009", host=H, skin="aspx", nav=NAV, council_short="Trafford Council",
    robots=ROBOTS_ASPX + "\nSitemap: http://www.trafford.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "aspx", 2200, content_encoding=True,
                          places=["Altrincham", "Sale", "Stretford", "Urmston", "Partington", "Timperley", "Hale", "Old Trafford", "Flixton"],
                          extra=[f"http://{H}{TARGET}",
                                 f"http://{H}/residents/housing/Houses-in-Multiple-Occupation-HMO/Houses-in-Multiple-Occupation-HMO.aspx",
                                 f"http://{H}/residents/housing/Houses-in-Multiple-Occupation-HMO/HMO-public-register.aspx",
                                 f"http://{H}/residents/housing/private-sector-housing/Landlords.aspx",
                                 f"http://{H}/business/licensing/taxi-licensing/Taxi-and-private-hire-licensing.aspx",
                                 f"http://{H}/business/licensing/alcohol-and-entertainment/Premises-licence.aspx",
                                 f"http://{H}/business/licensing/Gambling.aspx",
                                 f"http://{H}/residents/housing/private-sector-housing/Housing-standards.aspx"])],
    pages={
        "/": home("Trafford", [("Bins and recycling", "/residents/bins-and-recycling/bins-and-recycling.aspx"),
                               ("Council tax", "/residents/council-tax/council-tax.aspx"), ("Housing", "/residents/housing/housing.aspx")]),
        "/residents/housing/housing.aspx": hub("Housing", "Housing advice and services.", [
            ("Houses in Multiple Occupation (HMO)", "/residents/housing/Houses-in-Multiple-Occupation-HMO/Houses-in-Multiple-Occupation-HMO.aspx"),
            ("Landlords", "/residents/housing/private-sector-housing/Landlords.aspx")], [("Home", "/"), ("Residents", "/residents/residents.aspx")]),
        "/residents/housing/Houses-in-Multiple-Occupation-HMO/Houses-in-Multiple-Occupation-HMO.aspx": hub(
            "Houses in Multiple Occupation (HMO)", "What counts as an HMO and what landlords must do.",
            [("Apply for a HMO licence", TARGET), ("HMO public register", "/residents/housing/Houses-in-Multiple-Occupation-HMO/HMO-public-register.aspx")], HMO[:-1]),
        TARGET: Page(
            title="Apply for a HMO licence", crumbs=HMO,
            body=p("To apply for a new house in multiple occupation (HMO) licence, complete the application form and send it to us with the supporting documents. Use the guidance notes if you need help.",
                   "A licence is needed for a property let to five or more people from two or more households who share facilities. This is the national mandatory scheme; Trafford has no additional or selective scheme.")
            + "<h2>Enclose all supporting documents</h2>"
            + ul("a plan of the property with every room measured", "fire alarm and emergency lighting test certificates",
                 "landlord gas safety certificate", "electrical installation condition report", "the tenancy agreement you use",
                 "a basic criminal record (DBS) certificate less than six months old")
            + "<h2>Licence fees</h2>" + p("We charge in two stages: a fee when you apply, which covers checks and the inspection, and a fee when the licence is granted. Both must be paid in full.")
            + "<h2>Renewing</h2>" + p("Apply at least two months before your licence expires. If nothing has changed you can use the shorter renewal form."),
            updated="17 March 2026"),
        "/residents/housing/Houses-in-Multiple-Occupation-HMO/HMO-public-register.aspx": decoy(("HMO public register", p(
            "We publish a register of licensed HMOs in Trafford, updated monthly. The full register can be inspected at Trafford Town Hall by appointment.")), HMO),
        "/residents/housing/private-sector-housing/Landlords.aspx": decoy(d.landlord_hub("Landlords", "Information for private landlords in Trafford.",
                                                                                         [("Apply for a HMO licence", TARGET), ("Housing standards", "/residents/housing/private-sector-housing/Housing-standards.aspx")]),
                                                                           [("Home", "/"), ("Residents", "/residents/residents.aspx"), ("Housing", "/residents/housing/housing.aspx")]),
        "/residents/housing/private-sector-housing/Housing-standards.aspx": decoy(d.housing_standards("Trafford Council"),
                                                                                  [("Home", "/"), ("Residents", "/residents/residents.aspx"), ("Housing", "/residents/housing/housing.aspx")]),
        "/business/licensing/taxi-licensing/Taxi-and-private-hire-licensing.aspx": decoy(d.taxi("Trafford Council"), [("Home", "/"), ("Business", "/business/business.aspx")]),
        "/business/licensing/alcohol-and-entertainment/Premises-licence.aspx": decoy(d.premises("Trafford Council"), [("Home", "/"), ("Business", "/business/business.aspx")]),
        "/business/licensing/Gambling.aspx": decoy(d.gambling("Trafford Council"), [("Home", "/"), ("Business", "/business/business.aspx")]),
        "_404": not_found("Trafford"),
    },
    expect={"found": True, "url": f"http://{H}{TARGET}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Trafford's .aspx page 'Apply for a HMO licence' (two-stage fee, DBS within six months, renew two months "
           "before expiry) under residents/housing/Houses-in-Multiple-Occupation-HMO. Title is the name of one step. Traps in the "
           "2,200-URL sitemap: the HMO section page, the HMO public register, the landlords page, housing standards, and taxi/"
           "premises/gambling under business/licensing."),
    modelled_on=["https://www.trafford.gov.uk/residents/housing/Houses-in-Multiple-Occupation-HMO/Apply-for-a-HMO-licence.aspx"],
    why="plain step title 'Apply for a HMO licence' in an .aspx CamelCase path; only mandatory HMO licensing",
))

# ---------------------------------------------------------------------------------------------- Hinckley and Bosworth (Jadu)
H = "www.hinckley-bosworth.gov.uk"
NAV = [("Bins and recycling", "/info/200003/bins_and_recycling"), ("Council tax", "/info/200005/council_tax"),
       ("Housing", "/info/200007/housing"), ("Licensing", "/info/200011/licensing"), ("Planning", "/info/200013/planning"),
       ("Council and democracy", "/info/200015/council_and_democracy")]
DOC = "/info/898/house_in_multiple_occupation_hmo/244/house_in_multiple_occupation_hmo_-_licence_fees_and_further_information"
HH = [("Home", "/"), ("Housing", "/info/200007/housing"), ("House in multiple occupation (HMO)", "/info/898/house_in_multiple_occupation_hmo")]
CASES.append(Case(
    name="realnav-hinckley-bosworth-jadu-sitemap-licence-fees-document",
    gss="E07000132", host=H, skin="jadu", nav=NAV, council_short="Hinckley & Bosworth Borough Council",
    robots=ROBOTS_JADU + "\nSitemap: http://www.hinckley-bosworth.gov.uk/sitemap.xml\n",
    sitemaps=[SitemapSpec("/sitemap.xml", "jadu", 1700, content_encoding=True,
                          places=["Hinckley", "Burbage", "Barwell", "Earl Shilton", "Market Bosworth", "Groby", "Markfield", "Desford", "Newbold Verdon"],
                          extra=[f"http://{H}{DOC}", f"http://{H}/info/898/house_in_multiple_occupation_hmo",
                                 f"http://{H}/info/898/house_in_multiple_occupation_hmo/243/is_your_property_an_hmo",
                                 f"http://{H}/info/200011/licensing/212/taxi_and_private_hire",
                                 f"http://{H}/info/200011/licensing/214/alcohol_entertainment_and_late_night_refreshment",
                                 f"http://{H}/info/200011/licensing/219/animal_licensing",
                                 f"http://{H}/downloads/file/5120/private_sector_housing_fees_and_charges",
                                 f"http://{H}/info/200007/housing/260/private_sector_housing_enforcement_policy"])],
    pages={
        "/": home("Hinckley & Bosworth", [("Bin collection days", "/info/200003/bins_and_recycling"), ("Council tax", "/info/200005/council_tax"),
                                          ("Housing", "/info/200007/housing"), ("Licensing", "/info/200011/licensing")]),
        "/info/200007/housing": hub("Housing", "Housing options, private housing and grants.",
                                    [("House in multiple occupation (HMO)", "/info/898/house_in_multiple_occupation_hmo")], [("Home", "/")]),
        "/info/898/house_in_multiple_occupation_hmo": hub("House in multiple occupation (HMO)", "Information for landlords of shared houses.",
                                                          [("Is your property an HMO?", "/info/898/house_in_multiple_occupation_hmo/243/is_your_property_an_hmo"),
                                                           ("House in multiple occupation (HMO) - licence, fees and rules", DOC)],
                                                          [("Home", "/"), ("Housing", "/info/200007/housing")]),
        DOC: Page(
            title="House in multiple occupation (HMO) - licence, fees and rules", crumbs=HH,
            body='<nav class="document-nav"><ol><li>Apply for a licence</li><li><a href="' + DOC + '/2">Licence conditions</a></li>'
                 '<li><a href="' + DOC + '/3">Fees</a></li></ol></nav>'
            + "<h2>Apply for a house in multiple occupation (HMO) licence</h2>"
            + p("First check whether you need a licence. If you are the landlord or manager of a licensable HMO that is not licensed, or its licence ends within two months, you must apply to the council now.",
                "Under the national mandatory scheme an HMO needs a licence when five or more people from two or more households live there and share facilities. The borough has no additional scheme.",
                "Applying online saves £75: paper or emailed Word and PDF forms carry that extra charge.")
            + "<h2>Supporting information</h2>"
            + ul("photo ID of the proposed licence holder and manager", "the latest fire alarm test certificate",
                 "an electrical installation condition report from the last five years", "the current gas safety certificate",
                 "a sample tenancy agreement", "PAT certificate", "the fire risk assessment", "floor plans of every floor")
            + p("Without this information your application is not valid. The standard licence lasts five years; ask the Private Sector Housing team if you need a shorter one."),
            updated="7 May 2026"),
        "/info/898/house_in_multiple_occupation_hmo/243/is_your_property_an_hmo": decoy(("Is your property an HMO?", p(
            "A building is a house in multiple occupation if three or more tenants who are not one household share a kitchen, bathroom or toilet. Some converted blocks of flats count too.")), HH),
        "/info/200011/licensing/212/taxi_and_private_hire": decoy(d.taxi("Hinckley & Bosworth Borough Council", 1), [("Home", "/"), ("Licensing", "/info/200011/licensing")]),
        "/info/200011/licensing/214/alcohol_entertainment_and_late_night_refreshment": decoy(d.premises("Hinckley & Bosworth Borough Council", 1), [("Home", "/"), ("Licensing", "/info/200011/licensing")]),
        "/info/200011/licensing/219/animal_licensing": decoy(d.animal_licences("Hinckley & Bosworth Borough Council"), [("Home", "/"), ("Licensing", "/info/200011/licensing")]),
        "/info/200007/housing/260/private_sector_housing_enforcement_policy": decoy(("Private sector housing enforcement policy", p(
            "This policy explains how we enforce housing standards, when we serve notices, issue civil penalties or prosecute, and how we decide.")),
            [("Home", "/"), ("Housing", "/info/200007/housing")]),
        "_404": not_found("Hinckley & Bosworth"),
    },
    expect={"found": True, "url": f"http://{H}{DOC}", "rung": "sitemap", "depth": None, "schemes": ["mandatory_hmo"]},
    notes=("Modelled on Hinckley & Bosworth's Jadu document 'House in multiple occupation (HMO) - licence, fees and rules' "
           "(/info/898/house_in_multiple_occupation_hmo/244/..._licence_fees_and_further_information): apply online to save £75, "
           "supporting documents list, Private Sector Housing. The sitemap (1,700 URLs) lists the document's first page. Traps: "
           "the HMO category page, 'Is your property an HMO?', taxi/alcohol/animal pages under the licensing category, the fees "
           "PDF and the enforcement policy."),
    modelled_on=["http://www.hinckley-bosworth.gov.uk/info/898/house_in_multiple_occupation_hmo/244/house_in_multiple_occupation_hmo_-_licence_fees_and_further_information/3"],
    why="long Jadu document URL with underscores; the page says licensing only once; sibling 'Is your property an HMO?'",
))
