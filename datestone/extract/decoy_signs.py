"""The signs that a page is not the council's licensing page for landlords, however much it says "licensing":
another licensing regime, a news release, committee papers, a consultation on a proposal, HMO planning, search
results, a soft 404, a privacy notice or an information request, a sign-in page. Word lists only; the classifier
weighs them.
"""
from __future__ import annotations

import re

_I = re.I
# Other licensing regimes a council runs: each is somebody else's page.
OTHER_REGIME = re.compile(
    r"\bpremises\s+licen|\balcohol\b|\blicensing\s+act\s+2003\b|\bpersonal\s+licen|\btemporary\s+event\s+notice"
    r"|\bentertainment\b|\bgambling\b|\bgaming\b|\blotter(?:y|ies)\b|\bbetting\b|\btaxis?\b|\bprivate\s+hire\b"
    r"|\bhackney\s+carriage|\bstreet\s+trading\b|\bpavement\s+licen|\bscrap\s+metal\b|\banimal\s+(?:licen|welfare"
    r"|boarding|activit)|\bdog\s+breeding\b|\bpet\s+shops?\b|\briding\s+establishment|\bsex\s+establishment"
    r"|\bcaravan\s+site|\bpark\s+homes?\s+sites?\b|\bsite\s+licen[cs]e|\bmobile\s+homes\s+act", _I)
# A page written for tenants, titled from their side ("Is my landlord licensed?", "Is your landlord's property
# licensed?", "Advice for private tenants"): it sends the tenant to the register or to us, and the landlord elsewhere.
TENANT_TITLE = re.compile(r"\b(?:my|your)\s+landlord(?:['’]s)?\b|\b(?:advice|help|information|support)\s+for\s+(?:private\s+)?(?:renters|tenants)\b", _I)
NEWS_URL = re.compile(r"/(?:news|newsroom|press|press-releases?|media-releases?|blog)(?:/|$|-)"
                      r"|[?&=](?:latest-)?news(?:[-&]|$)", _I)
NEWS_TEXT = re.compile(r"^(?:press|news|media)\s+release\b|^date\s+(?:issued|published)\s*:|\bnotes\s+to\s+editors\b|\bfor\s+immediate\s+release\b"
                       # ... and the press office's own line at its foot: "Media contact: ...", "Press office: ...".
                       r"|\b(?:media|press)\s+(?:enquiries|contacts?|office|team|desk)\b|(?-i:^ENDS\.?$)", _I | re.M)
# A quotation put in somebody's mouth ("'We want every tenant to be safe,' said the head of housing", "She said:
# 'This is a good day'"): reporting, never the council's own instructions to a landlord.
ATTRIBUTED_QUOTE = re.compile(
    r"[“\"‘][^”\"’\n]{15,}[,.!?]?[”\"’]\s*,?\s*(?:said|says|added|explained|commented|continued)\b"
    r"|\b(?:said|says|added|commented)\s*:?\s*[“\"]\s*[A-Z]"
    # ... or a named speaker and their post, in the release's shape: "Jo Bright, Head of Housing, said the scheme".
    r"|(?-i:\b[A-Z][a-z]+\s+[A-Z][\w'’-]+,\s+(?:the\s+)?(?:council'?s\s+)?[A-Z][^,.\n]{2,80},\s+(?:said|says|added"
    r"|explained|commented)\b)", _I)
# The loose furniture of a news page, each weak alone: a bare date as its first or second line ("Tuesday,
# September 11, 2018"), a lone "Published 6 September 2018" line, "Back to the list".
NEWS_DATE_HEAD = re.compile(r"\A(?:[^\n]*\n)?(?:\w+day,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2}"
                            r"(?:st|nd|rd|th)?),?\s+\d{4}\s*$", re.M)
# A dateline with its weekday, under the headline ("Monday 30 July", "Tuesday, September 11, 2018"): how a news item
# is dated, never a page of guidance.
WEEKDAY_DATELINE = re.compile(r"\A(?:[^\n]*\n){0,2}(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+"
                              r"[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?\s*$", _I | re.M)
PUBLISHED_LINE = re.compile(r"^(?:first\s+)?published\s*:?\s*(?:on\s+)?(?:\w+day,?\s+)?\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+,?"
                            r"\s+\d{4}\s*$", _I | re.M)
BACK_TO_NEWS = re.compile(r"\bback\s+to\s+(?:the\s+)?(?:list|news|all\s+news|latest\s+news)\b|^(?:more|latest|related|all)\s+news$",
                          _I | re.M)
# A release dated at its head: "Published: 13 January 2025", "Posted on 25 November 2022", "News release from
# 26/09/2018". (A page's "Last updated" line is no such thing; it is on licensing pages too.)
DATED_HEAD = re.compile(
    r"^(?:(?:first\s+)?published|posted|date\s+of\s+release|release\s+date|news\s+release)\b(?:\s+(?:on|from))?"
    r"\s*:?\s*(?:(?:\w+day|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+,?\s+\d{4}"
    r"|\d{1,2}/\d{1,2}/\d{2,4})", _I | re.M)
# A headline, not a page's name: "Landlords urged to prepare", "Council to introduce new scheme", "Cabinet approves
# ...". With the reporter's voice in the text ("landlords are being asked", "the council has warned", "said:") it is
# a news item; either alone is not enough.
HEADLINE = re.compile(
    r"\b(?:urged|urges|approves?|approved|launch(?:es|ed)?|agrees?|agreed|announces?|announced|welcomes?|warns?"
    r"|warned|reminds?|reminded|consults?|to\s+(?:vote|consider|introduce|explore|crack|clamp|bring|launch|tackle"
    r"|extend|decide)|acts?\s+to|gets?\s+tough|issued|fined|given|gives|expected|begins?|set\s+to|steps?\s+up"
    r"|cracks?\s+down|crackdown|green\s+light)\b", _I)
REPORTER = re.compile(
    r"\b(?:are|is)\s+being\s+(?:asked|urged|told|reminded|encouraged|warned|advised)\b|\b(?:has|have)\s+(?:warned|urged"
    r"|reminded|announced|welcomed)\b|\b(?:is|are)\s+(?:urging|reminding|warning|encouraging)\b"
    r"|\b(?:said|says)\s*:|\bsaid\s+that\b|\bspokes(?:person|man|woman)\s+(?:for\s+the\s+council\s+)?(?:said|says)\b"
    r"|\b(?:he|she|they|the\s+council)\s+said\b", _I)
# A councillor quoted by name ("Councillor Ann Smith, Cabinet Member for Housing, said"): the voice of a press
# release or of minutes, never of the page a landlord acts on.
QUOTED_MEMBER = re.compile(
    r"\b(?:[Cc]ouncillor|COUNCILLOR|C(?:llr|LLR)\.?)\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2},?[^.\n]{0,150}?"
    r"\b(?:said|says|added|commented|explained|welcomed|urged|stressed|emphasised|praised|warned)\b"
    r"|\b(?:said|says|added)\s+(?:[Cc]ouncillor|[Cc]llr)\b")
MEETING_URL = re.compile(r"moderngov|/(?:committees?|meetings?|democracy|minutes|agendas?)(?:/|$)"
                         r"|//(?:democracy|committees?|meetings|minutes)\.|ieListDocuments|ieIssueDetails|mgIssueHistory"
                         r"|mgAi\.aspx|/documents/s\d+|mgConvert2PDF", _I)
# Phrases of a committee report's template, not of a web page for landlords.
MEETING_TEXT = re.compile(r"\bagenda\s+item\b|\breport\s+author\b|\bwards?\s+affected\b|\bkey\s+decision\b"
                          r"|\bpurpose\s+of\s+(?:the\s+|this\s+)?report\b|\bbackground\s+papers\b"
                          r"|\b(?:financial|legal)\s+implications\b|\brecommendations?\s+to\s+(?:cabinet|committee)\b"
                          r"|\bminutes\s+of\s+(?:the\s+)?(?:meeting|cabinet|committee)\b|^minutes:|^meeting:\s*(?:\d|cabinet\b|council\b|full\b|executive\b)"
                          r"|\bissue\s+-\s+meetings\b"
                          # ... the decision record's: "RESOLVED that", "Report of the Director of Housing", "Decision
                          # maker", "Reasons for the decision", "Alternative options considered", "Portfolio Holder".
                          r"|(?-i:\bRESOLVED\b)|\bresolved\s+that\b|^resolved\s*:|\bit\s+was\s+resolved\b"
                          r"|\breport\s+(?:of|from|by)\s+the\s+(?:[\w&,-]+\s+){0,4}?(?:director|head|executive|manager"
                          r"|officer|member)\b|\b(?:cabinet|committee|members|the\s+board|the\s+executive)\s+(?:considered"
                          r"|received|noted)\s+(?:a|the)\s+report\b|\b(?:the\s+)?(?:cabinet|committee|members|board|executive)\s+gave\s+"
                          r"consideration\b|\bthe\s+chair(?:man)?\s+(?:moved|invited|thanked|asked)\b"
                          r"|\bmembers\s+(?:considered|noted|asked|discussed|debated|were\s+(?:informed|advised))\b|^item[ \t]+\d+\b"
                          r"|\bconsideration\s+(?:has\s+been|was)\s+given\s+to\b|\b(?:arrived|left)\s+(?:at\s+)?the\s+meeting\b"
                          r"|\bthe\s+report\s+(?:sought|seeks|asked|asks|recommends|recommended)\b"
                          r"|\bdecision\s+(?:maker|status|taker)\b|\bdate\s+of\s+decision\b|\bsubject\s+to\s+call[- ]in\b"
                          r"|\breasons?\s+for\s+(?:the\s+)?(?:decision|recommendations?)\b|\balternative\s+options\s+(?:considered|rejected)\b"
                          r"|\bportfolio\s+holder\b|\bdeclarations?\s+of\s+interests?\b|\bapologies\s+for\s+absence\b"
                          r"|\bdemocratic\s+services\b|^(?:\(?[a-z0-9]{1,4}[.)]\s*)?that\s+[^.\n]{0,200}?\bbe\s+(?:noted|approved|agreed|endorsed)\b"
                          r"|^(?:\(?[a-z0-9]{1,4}[.)]\s*)?the\s+[^.\n]{0,200}?\bbe\s+(?:noted|endorsed)\b|^decision\s*:|\bthat\s+(?:the\s+)?(?:cabinet|committee|council|executive)"
                          r"\s+(?:approves?|notes?|agrees?|endorses?|recommends?)\b"
                          # ... the committee system's own furniture, and a draft paper's placeholders ("[INSERT DATE]").
                          r"|\bmodern\.gov\b|\bcouncillors,\s+meetings\s+and\s+decisions\b|\[(?:insert|enter|add)\b[^\]\n]{0,40}\]",
                          _I | re.M)
# A title naming a meeting and its day ("Cabinet - Thursday, 17th March, 2011", "Selective licensing – Cabinet 12 March
# 2025"): one more phrase of the template.
MEETING_TITLE = re.compile(r"\b(?:cabinet|committee|full\s+council|council\s+meeting|executive|scrutiny|panel)\b[^|]{0,40}?"
                           r"\b\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4}\b", _I)
CONSULT_URL = re.compile(r"/(?:consultations?|have-your-say|haveyoursay|engagement)(?:/|$|-)|citizenspace|//consult\."
                         r"|[-_/]consultation\w*(?:[-_/.]|$)", _I)
# An application form's "proposed licence holder" (and "proposed manager") is the applicant, no proposal.
_THE_APPLICANT = r"(?!\s+(?:licen[cs]e[\s-]+holders?|manager|managing\s+agent)\b)"
CONSULT = re.compile(r"\bconsult\w*|\bhave\s+your\s+say\b|\bpropos(?:ed|al|als)\b" + _THE_APPLICANT, _I)
# A title that names the case made for a proposal ("Business case for designation of an area ..."): read as a title only,
# since a scheme page links to its business case.
PROPOSAL_TITLE = re.compile(r"\bbusiness\s+case\b", _I)
# A consultation platform's own furniture ("Status: Closed", "Opened 16 Dec 2019", "We asked, you said, we did",
# "Why your views matter", "complete the survey"): two different ones make the page the consultation's.
CONSULTATION_FURNITURE = re.compile(
    r"^status\s*:?\s*(?:open|closed)\b|^(?:opened|opens|closes|closed)\s*:?\s*(?:on\s+)?\d{1,2}\s+[A-Za-z]{3,}"
    r"|\bconsultation\s+(?:began|opened|closed|closes|opens|runs|ran)\s+(?:on|from|until)\b"
    r"|\bwe\s+asked,?\s+you\s+said\b"
    r"|\bwhy\s+(?:your|we\s+want\s+your)\s+views\s+matter\b|\bwho'?s\s+listening\b|\bgive\s+us\s+your\s+views\b"
    r"|\bshare\s+your\s+views\b|\brespond\s+online\b|\bcomplete\s+the\s+(?:online\s+)?(?:survey|questionnaire)\b"
    # ... and what any consultation says of itself: it asks for a response now and gives its own dates.
    r"|\bhave\s+(?:your|my)\s+say\b|\bhow\s+(?:can|do)\s+I\s+(?:respond|take\s+part|comment|give\s+my\s+views)\b"
    r"|\bwhen\s+does\s+the\s+consultation\s+(?:end|close)\b|\bfill\s+(?:in|out)\s+(?:the|our)\s+(?:online\s+)?(?:survey|questionnaire)\b"
    r"|\brespond\s+to\s+(?:the|this|our)\s+consultation\b|\bwhy\s+we\s+are\s+consulting\b"
    r"|\bwe\s+are\s+(?:now\s+)?consulting\s+(?:on|for|with|about)\b|\bconsultation\s+(?:will\s+)?(?:close|run|open)s?\s+"
    r"(?:on|from|until)\b|\bconsultation\s+period\s+(?:runs|ran|is|was|will)\b|\bhow\s+long\s+will\s+the\s+consultation\b"
    r"|\bwhat\s+happens\s+after\s+the\s+consultation\b|\bwe\s+(?:would\s+like|want)\s+(?:to\s+hear\s+)?your\s+views\b"
    r"|\bdrop[- ]in\s+(?:sessions?|events?)\b"
    r"|\btake\s+part\s+in\s+(?:the|our)\s+(?:consultation|survey)\b|\bthis\s+consultation\s+(?:is|has)\s+(?:now\s+)?"
    r"(?:closed|open)\b", _I | re.M)
# A scheme spoken of in the conditional ("landlords would need a licence", "if the scheme goes ahead", "we are
# proposing", "is thinking about bringing in"): a proposal, whatever the page is titled.
PROPOSAL_MOOD = re.compile(
    r"\bpropos(?:e|ed|es|ing|als?)\b" + _THE_APPLICANT + r"|\bput\s+forward\b|\bwould\s+(?:(?:also|only|still|then|normally|each|all|now|not)\s+)?"
    r"(?:need|have\s+to|be\s+(?:required|expected|asked|able)|require|apply|cover|run|last|cost|be\s+granted|carry"
    r"|be\s+introduced|come\s+into|begin|start|mean|affect|work|include|pay)\b"
    r"|\bif\s+(?:it|the\s+\w+|a\s+\w+|this|they)\s+(?:\w+\s+)?(?:goes|went|go)\s+ahead\b"
    r"|\bif\s+(?:it|th(?:e|is)\s+(?:\w+\s+)?scheme|a\s+(?:\w+\s+)?scheme|they)\s+(?:is|are|were)\s+(?:agreed|approved"
    r"|introduced|designated|confirmed)\b|\bif\s+(?:it\s+is\s+)?(?:agreed|approved)\b"
    r"|\b(?:thinking\s+about|considering|looking\s+at\s+whether|plans?\s+to\s+(?:introduce|bring|extend|license))\b",
    _I)
CONSULTING = re.compile(r"\bconsult(?:ation|ations|ing|ed|s)?\b|\bhave\s+(?:your|my|their)\s+say\b|\bquestionnaire\b"
                        r"|\bsurvey\b", _I)
# A heading for what comes next: "Renewal of the scheme", "Extending licensing", "A new scheme for 2026".
FUTURE_SCHEME = re.compile(r"\b(?:renew\w*|extension|extending|new\s+(?:\w+\s+)?scheme|future\s+(?:\w+\s+)?licensing"
                           r"|next\s+scheme)\b", _I)
# ... against what a page in force says: what a landlord must do now, and when it started.
LIVE_RULE = re.compile(
    r"\bmust\s+(?:(?:now|also|by\s+law|legally|already)\s+)?(?:apply|hold|have|obtain|get|be\s+licensed)\b"
    r"|\bneeds?\s+(?:a|an)\s+(?:\w+\s+){0,2}licen[cs]e\b|\b(?:came|comes?)\s+into\s+(?:force|effect)\b"
    r"|\btook\s+effect\b|\b(?:is|are)\s+(?:now\s+)?in\s+force\b|\boffence\b"
    r"|\bhave\s+to\s+(?:apply|hold|be\s+licensed|have\s+a)\b"
    r"|\brequired?\s+to\s+(?:hold|have|obtain|apply)\b|\b(?:still|now)\s+applies\b|\bstays?\s+valid\b", _I)
# A decision reported ("Cabinet approved the scheme", "the designation was made on"): past the proposal stage.
DECIDED = re.compile(
    r"\b(?:cabinet|council|committee|we)\s+(?:has\s+|have\s+)?(?:formally\s+)?(?:approved|agreed|decided|designated)\b"
    r"(?!\s+to\s+(?:consult|hold|launch|go\s+out))|\bdesignation\s+was\s+(?:made|approved)\b|\bformally\s+designated\b"
    r"|\bdecisions?\s+(?:has|have)\s+been\s+made\b"
    # ... or the council's own decision sent on for confirmation, or the scheme announced as coming: "The Council has
    # applied to the Secretary of State for approval", "The Council will be bringing in two licensing schemes".
    r"|\b(?:has|have)\s+(?:applied|submitted\s+\w+(?:\s+\w+)?)\s+to\s+the\s+secretary\s+of\s+state\b"
    r"|\b(?:will\s+be|is|are)\s+bringing\s+in\s+(?:a|an|the|two|both|its|our)\b", _I)
# HMO planning: Article 4 directions and C4 use — a planning matter, not a licence.
PLANNING = re.compile(r"\barticle\s*4\b|\bplanning\s+(?:permission|applications?|consent)|\buse\s+class(?:es)?\b"
                      r"|\bclass\s+c4\b|\bpermitted\s+development\b", _I)
PLANNING_PLACE = re.compile(r"/planning|article-?4|\bplanning\b|\barticle\s*4\b", _I)
SEARCH_URL = re.compile(r"/search(?:/|$|\?|\.)|[?&](?:q|query|keys|search|term)=", _I)
SEARCH_TEXT = re.compile(r"\bsearch\s+results\b|\bresults\s+for\b|\bshowing\s+\d+\s*(?:-|–|to)\s*\d+\s+of\b", _I)
NOT_FOUND = re.compile(r"\bpage\s+not\s+found\b|\b404\b|\b(?:can(?:no|')t|could\s*n[o']t|unable\s+to)\s+(?:be\s+)?"
                       r"find\b|\bcannot\s+be\s+found\b|\b(?:does\s+not|doesn't)\s+exist\b|\bno\s+longer\s+available\b", _I)
# ... said in a short body, of the page itself: a register's "if you cannot find an address" is no soft 404.
NOT_FOUND_TEXT = re.compile(r"\bpage\s+not\s+found\b|\b404\b|\b(?:can(?:no|')t|could\s*n[o']t|unable\s+to)\s+find\s+"
                            r"(?:the|this|that)\s+page\b|\b(?:page|it)\s+(?:cannot|could\s*n[o']t)\s+be\s+found\b"
                            r"|\bpage\s+(?:does\s+not|doesn't)\s+exist\b|\bno\s+longer\s+available\b", _I)
# A job advert for a licensing officer speaks of the scheme's work, not a landlord's: two of its own marks make it one.
JOB_ADVERT = re.compile(r"\bsalary\b|\bvacanc(?:y|ies)\b|\bapply\s+for\s+this\s+(?:job|role|post|vacancy)\b"
                        r"|\bjob\s+(?:description|profile|reference)\b|\bperson\s+specification\b|\bjobs?\s+and\s+careers\b", _I)
# A privacy notice or a freedom-of-information answer restates the HMO rules for its own purpose.
RECORDS = re.compile(r"\bprivacy\s+notices?\b|\bfreedom\s+of\s+information\b|\bfoi\b", _I)
RECORDS_URL = re.compile(r"privacy[-_]notices?|freedom[-_](?:of[-_])?information|/fois?(?:/|$)|\bfoi[-_]|disclosure[-_]log"
                         r"|/information[-_]requests?/", _I)
# ... or says so in its body, in a privacy notice's own words (two of them: one alone is a footer's).
PRIVACY_TEXT = re.compile(r"\bprivacy\s+notice\b|\blegal\s+basis\s+for\s+(?:the\s+|this\s+)?processing\b"
                          r"|\bspecial\s+category\s+data\b|\bdata\s+controller\b|\bretention\s+period\b"
                          r"|\bpersonal\s+(?:information|data)\b|\bfreedom\s+of\s+information\b"
                           # ... or in an information request's: "FOI date", "Request ID", "the requester asked".
                          r"|\bfoi\s+(?:date|ref\w*|request|number)\b|\brequest\s+(?:id|reference)\b|\bthe\s+requester\b"
                          r"|\bdisclosure\s+log\b|\bI\s+(?:am\s+writing\s+to\s+|would\s+like\s+to\s+)?(?:ask|request)\s+(?:for\s+)?the\s+following"
                          r"\s+information\b", _I)
# ... of which these belong to a privacy notice or an information request alone; "personal data", "privacy notice",
# "freedom of information" and "an FOI request" are also what an application page's own data-protection section says.
PRIVACY_OWN_WORDS = re.compile(r"\blegal\s+basis\s+for\s+(?:the\s+|this\s+)?processing\b|\bspecial\s+category\s+data\b"
                               r"|\bdata\s+controller\b|\bretention\s+period\b|\bfoi\s+(?:date|ref\w*|number)\b"
                               r"|\brequest\s+(?:id|reference)\b|\bthe\s+requester\b|\bdisclosure\s+log\b"
                               r"|\bI\s+(?:am\s+writing\s+to\s+|would\s+like\s+to\s+)?(?:ask|request)\s+(?:for\s+)?the\s+following\s+information\b", _I)
# A page titled for another service to landlords or residents, not for a licence: council tax, bins, fire safety in
# HMOs, amenity standards, damp, energy ratings, disrepair, empty homes, homelessness, accreditation, housing standards.
OTHER_SERVICE_TITLE = re.compile(r"\b(?:council\s+tax|business\s+rates|bins?|waste|recycling|fire\s+safety|amenit(?:y|ies)|space"
                                 r"\s+standards|hhsrs|housing\s+health\s+and\s+safety|damp|mould|energy\s+(?:efficiency|performance)"
                                 r"|epcs?|disrepair|empty\s+(?:homes?|propert\w+)|homeless\w*|accredit\w*|(?:housing\s+)?standards?)\b", _I)
LOGIN_URL = re.compile(r"/(?:log-?in|sign-?in|signin|account|my-?account|auth|user/login|sso)(?:/|$|\?)", _I)
LOGIN_TITLE = re.compile(r"\b(?:sign|log)\s*(?:in|on)\b", _I)
