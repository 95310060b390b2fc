"""The pages that sit beside a landlord licensing page and are not it, in the kinds real councils publish.

Each function returns (title, body html) for one near-miss, with the council's own details filled in: the
other licences a council issues (taxis, alcohol and entertainment, gambling, street trading, animals, scrap
metal), the planning side of HMOs (Article 4 directions), consultations and news about licensing schemes,
committee items, landlord hubs that only link onward, housing standards, privacy notices and FOI answers.
Written for these fixtures; two wordings of the commonest kinds so that cases do not all read alike.
"""

from __future__ import annotations

from tests.fakeweb.realnav.kit import esc, links_list


def p(*paras: str) -> str:
    return "".join(f"<p>{x}</p>" for x in paras)


def ul(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul>"


def taxi(council: str, variant: int = 0, team: str = "Licensing Team") -> tuple[str, str]:
    if variant % 2:
        return ("Hackney carriage and private hire licences", p(
            f"Anyone who drives or operates a taxi or private hire vehicle in the area needs a licence from {esc(council)}.")
            + "<h2>Driver licences</h2>" + p("New drivers must pass a knowledge test, an enhanced DBS check and a medical. Licences last three years.")
            + "<h2>Vehicle licences</h2>" + p("Vehicles are tested twice a year at the council depot. Plates must be displayed at all times.")
            + "<h2>Operator licences</h2>" + p(f"Operators are licensed for five years. Contact the {esc(team)} before you apply."))
    return ("Taxi and private hire licensing", p(
        "We license hackney carriages, private hire vehicles, their drivers and private hire operators.",
        "You must hold the right licence before you carry passengers for hire or reward.")
        + "<h2>Apply or renew</h2>" + ul("Driver licence (3 years)", "Vehicle licence (1 year)", "Operator licence (5 years)")
        + p("Read our taxi and private hire licensing policy before you apply. Fees are reviewed every April.")
        + p(f"Questions: {esc(team)}."))


def premises(council: str, variant: int = 0) -> tuple[str, str]:
    if variant % 2:
        return ("Alcohol and entertainment licences", p(
            "To sell alcohol, provide regulated entertainment or serve hot food between 11pm and 5am you need a premises licence or a club premises certificate.")
            + "<h2>Personal licences</h2>" + p("Anyone who authorises the sale of alcohol needs a personal licence and an accredited qualification.")
            + "<h2>Temporary event notices</h2>" + p("Give us at least ten working days' notice of a one-off event.")
            + p(f"Applications are made to {esc(council)} as licensing authority under the Licensing Act 2003."))
    return ("Premises licences", p(
        "A premises licence lets a business sell alcohol, put on regulated entertainment or provide late night refreshment.",
        "We consult the police, fire service and other responsible authorities on every new application and every variation.")
        + "<h2>Comment on an application</h2>" + p("Representations must relate to the four licensing objectives and reach us within 28 days.")
        + "<h2>Fees</h2>" + p("The fee depends on the rateable value of the premises. An annual charge is also payable."))


def gambling(council: str) -> tuple[str, str]:
    return ("Gambling premises licences", p(
        "Betting shops, adult gaming centres, bingo halls and family entertainment centres need a premises licence from us under the Gambling Act 2005.",
        "Our statement of principles sets out how we deal with applications. It is reviewed every three years.")
        + ul("Premises licences", "Small society lotteries", "Gaming machine permits", "Occasional use notices"))


def street_trading(council: str) -> tuple[str, str]:
    return ("Street trading", p(
        "You need our consent to sell goods from a stall, van or barrow on the street.",
        "Consents can be granted for one day, up to six months or up to twelve months. Food traders must also be registered as a food business.")
        + "<h2>Prohibited and consent streets</h2>" + p("Trading is not allowed at all in some streets. The map shows where consent may be given."))


def animal_licences(council: str) -> tuple[str, str]:
    return ("Animal licences", p(
        "Dog breeding, boarding, pet shops, riding schools and animal exhibitions need a licence under the Animal Welfare regulations.",
        "An inspector visits before a licence is granted and gives the business a star rating.")
        + ul("Selling animals as pets", "Boarding for cats or dogs", "Hiring out horses", "Breeding dogs", "Keeping or training animals for exhibition"))


def licensing_policy(council: str, years: str = "2026 to 2031") -> tuple[str, str]:
    return (f"Statement of licensing policy {years}", p(
        f"As licensing authority we must review our statement of licensing policy every five years. The draft policy for {esc(years)} covers alcohol, entertainment and late night refreshment.",
        "The consultation has closed. Responses will be reported to the Licensing Committee before the policy is adopted."))


def article4(council: str, places: str, variant: int = 0) -> tuple[str, str]:
    if variant % 2:
        return ("Houses in multiple occupation and planning", p(
            "Turning a family house into a small HMO for three to six people usually does not need planning permission. "
            f"An Article 4 direction removes that right in {esc(places)}, so there you must apply.",
            "Planning permission and a licence from the housing team are separate. Having one does not mean you have the other.")
            + "<h2>Large HMOs</h2>" + p("A house shared by seven or more people is a sui generis use and always needs planning permission."))
    return ("HMO planning permission (Article 4 direction)", p(
        f"An Article 4 direction is in force in {esc(places)}. It means a change of use from a dwelling house (use class C3) to a small house in multiple occupation (use class C4) needs planning permission.",
        "We will consider the concentration of HMOs in the surrounding streets, parking, bin storage and the effect on neighbours.")
        + "<h2>Maps and the direction</h2>" + p("Check the map to see whether a property is inside the area covered by the direction."))


def consultation_closed(council: str, scheme: str, dates: str, areas: str = "") -> tuple[str, str]:
    where = f" in {esc(areas)}" if areas else ""
    return (f"{scheme} consultation", p(
        f"We asked residents, landlords, tenants and businesses for their views on a proposed {esc(scheme.lower())} scheme{where}.",
        f"The consultation ran {esc(dates)} and is now closed. Thank you to everyone who took part.",
        "The findings and the council's response will be published with the report to Cabinet.")
        + "<h2>What was proposed</h2>" + p("The proposal set out the areas, the licence fee and the conditions a licence would carry."))


def news_item(headline: str, lines: list[str], date: str) -> tuple[str, str]:
    return (headline, f'<p class="news-date">Published: {esc(date)}</p>' + p(*lines))


def committee(title: str, meeting: str, lines: list[str]) -> tuple[str, str]:
    return (title, f"<p><strong>Meeting:</strong> {esc(meeting)}</p>" + "<h2>Purpose of report</h2>" + p(*lines)
            + "<h2>Recommendations</h2>" + p("That the report be noted and the recommendations set out in section 2 be approved."))


def landlord_hub(title: str, intro: str, items: list[tuple[str, str]]) -> tuple[str, str]:
    return (title, p(intro) + links_list(items))


def housing_standards(council: str) -> tuple[str, str]:
    return ("Housing standards in private rented homes", p(
        "If your rented home is in poor condition, tell your landlord first and give them time to put things right.",
        "If they do not, our officers can inspect the property using the Housing Health and Safety Rating System and take action on serious hazards such as damp, mould, excess cold or fire risks.")
        + ul("Hazard awareness notices", "Improvement notices", "Prohibition orders", "Emergency remedial action"))


def privacy_notice(council: str, service: str) -> tuple[str, str]:
    return (service, p(
        f"This privacy notice explains how {esc(council)} uses personal information collected for {esc(service)}.",
        "We collect names, contact details, and details of relevant unspent convictions of applicants, licence holders and managers because the Housing Act 2004 requires it.",
        "We keep the information for six years after a licence ends. You can ask for a copy of the information we hold about you.")
        + "<h2>Who we share it with</h2>" + p("Other council services, the police and fire service, and the tribunal if there is an appeal."))


def fees_page(council: str, docs: list[str]) -> tuple[str, str]:
    return ("Fees and charges", p("Our fees and charges are reviewed every year and take effect on 1 April. Download the schedule for each service.")
            + ul(*[f'<a href="#">{esc(d)} (PDF)</a>' for d in docs]))


def tenancy_deposits() -> tuple[str, str]:
    return ("Tenancy deposits", p(
        "Landlords who take a deposit for an assured shorthold tenancy must protect it in a government-approved scheme within 30 days and give the tenant the prescribed information.",
        "If the deposit is not protected the tenant can take the landlord to court."))


def accreditation(council: str, scheme: str = "landlord accreditation scheme") -> tuple[str, str]:
    return ("Landlord accreditation", p(
        f"Our {esc(scheme)} recognises landlords who manage their homes well. Membership is voluntary and free.",
        "Accredited landlords get training, a newsletter, and discounts on some council fees.")
        + ul("Join the scheme", "Landlord forum dates", "Training courses"))


def empty_homes() -> tuple[str, str]:
    return ("Empty homes", p(
        "Empty homes attract crime and cost owners money. We can give advice, loans and sometimes grants to bring a property back into use.",
        "Report an empty property using our online form."))
