"""Words a council sitemap is made of: service sections and page titles, news headlines, document names.

The titles are the everyday pages every English council publishes (bins, council tax, planning, parking ...),
listed here so a generated sitemap of a few thousand URLs reads like a real one and the licensing pages
have to be found among them. Nothing here is about property licensing: the near-misses and the target of
each case are written by hand in that case's spec.
"""

from __future__ import annotations

# section slug -> page titles in that section
SECTIONS: dict[str, list[str]] = {
    "bins-and-recycling": [
        "Bin collection days", "Report a missed bin", "Garden waste collection", "Bulky waste collection",
        "Order a new or replacement bin", "Assisted bin collections", "Clinical waste collection",
        "Recycling centres", "What goes in each bin", "Christmas bin collections", "Commercial waste",
        "Bin collection calendar", "Food waste caddies", "Recycling for flats", "Fly-tipping",
        "Report fly-tipping", "Abandoned shopping trolleys", "Litter and street cleaning", "Dog fouling",
        "Graffiti removal", "Needle and syringe removal", "Public toilets", "Street cleansing schedule",
    ],
    "council-tax": [
        "Pay your council tax", "Council tax bands and charges", "Council tax discounts and exemptions",
        "Single person discount", "Council tax reduction scheme", "Moving home and council tax",
        "Set up a direct debit", "Council tax for empty properties", "Second homes premium",
        "Appeal your council tax band", "Council tax arrears", "Students and council tax",
        "Council tax for care leavers", "Where your council tax goes", "Council tax e-billing",
    ],
    "benefits": [
        "Housing benefit", "Discretionary housing payments", "Universal Credit", "Free school meals",
        "Report a change of circumstances", "Benefits calculator", "Cost of living support",
        "Household support fund", "Benefit overpayments", "Pension credit",
    ],
    "planning-and-building-control": [
        "Apply for planning permission", "Search planning applications", "Comment on a planning application",
        "Pre-application advice", "Planning enforcement", "Report a breach of planning control",
        "Permitted development rights", "Listed buildings", "Conservation areas", "Tree preservation orders",
        "Local plan", "Neighbourhood planning", "Supplementary planning documents", "Planning appeals",
        "Building regulations", "Dangerous structures", "Community infrastructure levy",
        "Self-build and custom housebuilding register", "Brownfield land register", "Five year housing land supply",
        "Local development scheme", "Statement of community involvement", "Street naming and numbering",
        "Biodiversity net gain", "Planning fees", "Lawful development certificates", "Demolition notices",
    ],
    "parking-and-roads": [
        "Parking permits", "Pay a parking fine", "Challenge a penalty charge notice", "Car parks",
        "Blue badges", "Residents parking zones", "Report a pothole", "Street lighting faults",
        "Road closures", "Dropped kerbs", "Gritting and winter maintenance", "Electric vehicle charging points",
        "Season tickets for car parks", "Parking suspensions", "Skip permits", "Scaffolding licences",
        "Report a blocked drain", "Highway trees", "Bus passes", "Concessionary travel",
    ],
    "libraries": [
        "Find a library", "Join the library", "Library opening times", "eBooks and eAudiobooks",
        "Reserve and renew books", "Home library service", "Local studies and archives", "Room hire at libraries",
        "Summer reading challenge", "Computers and wifi in libraries",
    ],
    "leisure-and-culture": [
        "Leisure centres", "Swimming pools", "Parks and open spaces", "Allotments", "Play areas",
        "Museums and galleries", "Theatres and venues", "Sports pitches booking", "Events in parks",
        "Country parks", "Cycling routes", "Walking trails", "Tennis courts", "Outdoor gyms",
        "Bandstand bookings", "Arts grants", "Heritage open days",
    ],
    "schools-and-education": [
        "Apply for a school place", "School term dates", "School transport", "In-year admissions",
        "Special educational needs and disabilities", "Free early education for 2 year olds", "School appeals",
        "Home education", "School meals", "Adult learning courses", "Apprenticeships", "Childcare directory",
    ],
    "adult-social-care": [
        "Get help with care and support", "Care assessments", "Paying for care", "Carers support",
        "Equipment and adaptations", "Telecare and alarms", "Day services", "Care homes",
        "Safeguarding adults", "Direct payments", "Hospital discharge support",
    ],
    "children-and-families": [
        "Children's centres", "Family hubs", "Fostering", "Adoption", "Report a concern about a child",
        "Early help", "Youth services", "Holiday activities and food programme", "Local offer", "Young carers",
    ],
    "business": [
        "Business rates", "Pay your business rates", "Small business rate relief", "Business grants",
        "Food hygiene ratings", "Register a food business", "Health and safety at work", "Trading standards",
        "Commercial property to let", "Markets", "Selling to the council", "Invoices and payments",
        "Business support", "Town centre regeneration", "Inward investment", "Procurement opportunities",
    ],
    "environment": [
        "Air quality", "Noise complaints", "Pest control", "Contaminated land", "Flooding",
        "Sandbags", "Climate emergency", "Energy efficiency grants", "Bonfires and smoke", "Light pollution",
        "Private water supplies", "Stray dogs", "Dog warden service", "Pollution permits", "Odour complaints",
        "Japanese knotweed", "Wasps and bees",
    ],
    "community-and-living": [
        "Community safety", "Anti-social behaviour", "Community grants", "Volunteering", "Armed forces covenant",
        "Equality and diversity", "Community centres", "Domestic abuse support", "Hate crime reporting",
        "CCTV", "Emergency planning", "Warm spaces", "Food banks", "Refugee resettlement",
    ],
    "births-deaths-marriages": [
        "Register a birth", "Register a death", "Book a wedding or civil partnership", "Citizenship ceremonies",
        "Copy certificates", "Approved wedding venues", "Tell Us Once", "Bereavement services", "Cemeteries",
        "Crematorium", "Book a burial", "Memorials and headstones",
    ],
    "council-and-democracy": [
        "Councillors", "Committee meetings", "Elections and voting", "Register to vote", "Polling stations",
        "Council budget", "Statement of accounts", "Constitution", "Freedom of information", "Data protection",
        "Transparency data", "Complaints", "Corporate plan", "Consultations", "Petitions", "Mayor",
        "Members allowances", "Pay policy statement", "Modern slavery statement", "Open data",
        "Ward boundaries", "Parish councils", "Senior management structure", "Council strategies and plans",
    ],
    "jobs-and-careers": [
        "Current vacancies", "Working for the council", "Graduate scheme", "Work experience",
        "Staff benefits", "Recruitment privacy notice",
    ],
    "health-and-wellbeing": [
        "Public health", "Stop smoking service", "Healthy weight", "Mental health support", "Sexual health",
        "Drug and alcohol services", "Health checks", "Falls prevention", "Physical activity",
    ],
    "housing": [
        "Housing register", "Apply for social housing", "Homelessness advice", "Rough sleeping",
        "Temporary accommodation", "Council homes", "Report a repair", "Affordable housing",
        "Shared ownership", "Disabled facilities grants", "Home improvement loans", "Empty homes",
        "Mutual exchange", "Right to buy", "Tenancy sustainment", "Housing strategy", "Sheltered housing",
        "Gypsy and traveller sites", "Domestic abuse and housing", "Housing allocations policy",
        "Pay your rent", "Leaseholders", "Garage rents", "Tenant involvement",
    ],
}

NEWS_TEMPLATES = [
    "{place} park improvements get under way", "New play area opens in {place}", "Have your say on {place} town centre plans",
    "Council confirms budget for {year}", "Road resurfacing programme starts in {place}", "Library in {place} to extend opening hours",
    "Winter gritting routes published", "Free bulky waste amnesty in {place}", "Council tax support scheme for {year}",
    "Work starts on new homes in {place}", "{place} leisure centre reopens after refurbishment", "Remembrance events across the borough",
    "Christmas lights switch-on in {place}", "Garden waste subscriptions open for {year}", "Consultation on parking charges in {place}",
    "Award for {place} in bloom volunteers", "Flood defences completed at {place}", "New recycling service for flats",
    "Council wins national award for customer service", "Fly-tipper fined after {place} clean-up", "Summer reading challenge returns",
    "Heritage open days in {place}", "Electric vehicle chargers installed in {place}", "Youth council elections announced",
    "Community grants open for applications", "Mayor welcomes visitors to {place}", "Market traders return to {place}",
    "Cost of living help available this winter", "Bus service changes in {place}", "Tree planting season begins",
    "Cycle lane consultation for {place}", "Council adopts climate action plan", "Polling stations confirmed for by-election",
    "Food hygiene ratings improve across {place}", "Local plan examination hearings scheduled", "Free swimming for under 16s",
    "Holiday activity programme for families", "Councillors approve regeneration scheme for {place}",
    "Warm spaces open across the district", "Armed forces day celebrations in {place}",
]

DOCUMENT_TITLES = [
    "Statement of accounts", "Annual governance statement", "Capital strategy", "Medium term financial plan",
    "Local plan policies map", "Strategic housing market assessment", "Infrastructure funding statement",
    "Air quality annual status report", "Contaminated land strategy", "Tree strategy", "Open space assessment",
    "Playing pitch strategy", "Parking strategy", "Waste strategy", "Homelessness strategy",
    "Tenancy strategy", "Allocations policy", "Equality objectives", "Corporate plan", "Pay policy statement",
    "Gender pay gap report", "Transparency report", "Procurement strategy", "Customer access strategy",
    "Economic development strategy", "Town centre masterplan", "Conservation area appraisal",
    "Design guide supplementary planning document", "Affordable housing supplementary planning document",
    "Five year housing land supply statement", "Authority monitoring report", "Brownfield land register data",
    "Council tax leaflet", "Business rates guide", "Emergency plan", "Flood risk assessment",
]


def slug(text: str, sep: str = "-", lower: bool = True) -> str:
    out = []
    for ch in text:
        if ch.isalnum():
            out.append(ch.lower() if lower else ch)
        elif out and out[-1] != sep:
            out.append(sep)
    return "".join(out).strip(sep)


def title_slug(text: str) -> str:
    """GOSS-style: words keep their capitals, joined by hyphens."""
    return slug(text, "-", lower=False)
