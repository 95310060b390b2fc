"""More of the words councils put around a designation's dates and area, kept beside `extract/lexicon.py` (which
the recogniser shares) so the fact reader's grammar can grow without touching it. Each pattern says, in its
comment, the kind of sentence it reads; the sentences are our own, modelled on how council pages word these things.
"""
from __future__ import annotations

import re

I = re.I

# A place or a stretch of district between a verb of a designation's dates and its date: "went live in Northfield
# on", "was introduced across the whole borough on", "came into force within the town centre from". Taken out of
# the words before the date, the verb is read as if it stood next to it.
_PLACE_WORD = (r"(?:(?-i:[A-Z])[\w'’&/.-]*|whole|entire|of|and|the|borough|district|city|county|town|centre|central"
               r"|areas?|wards?|parts?|designated|selected|following|these|five|four|three|two|six|\d+)")
LOCATIVE_BEFORE_DATE = re.compile(r"\s+(?:in|across|throughout|within)\s+(?:" + _PLACE_WORD + r"\s+){1,6}?"
                                  r"(?=(?:on|from|in)(?:\s+the)?\s*$)", I)
# "As of 1 June 2023, every rented home ... must be licensed", "the scheme ended as of 7 January 2024".
AS_OF = re.compile(r"\bas\s+(?:of|from)(?:\s+the)?\s*$", I)
# An end written a length after the start: "ends five years later, on 31 May 2028".
END_LATER = re.compile(r"\b(?:end\w*|expir\w*|ceas\w*|finish\w*|clos\w*|conclud\w*)\s+(?:[\w-]+\s+){0,3}?later,?"
                       r"(?:\s+on)?(?:\s+the)?\s*$", I)
# The scheme itself the subject of an end verb just before a date, even in a sentence about a licence's term:
# "each licence lasts up to five years or until the scheme expires on 31 March 2025".
# (Not "licences granted late in the scheme will expire on": the scheme must be the clause's subject.)
SCHEME_ENDS_BEFORE = re.compile(r"(?:^|[,;:(]\s*|\b(?:until|when|once|as|or|and|before|after|but)\s+)(?:the|this|our)\s+"
                                r"(?:[\w-]+\s+){0,3}?(?:scheme|designation)\s+(?:itself\s+)?"
                                r"(?:ends|expires|ceases(?:\s+to\s+have\s+effect)?|finishes|closes|concludes"
                                r"|will\s+(?:end|expire|cease(?:\s+to\s+have\s+effect)?|finish|close|conclude)"
                                r"|is\s+due\s+to\s+(?:end|expire|finish|close))(?:\s+on)?(?:\s+the)?\s*$", I)
# A data box's bare label for the scheme's own day: "Selective licensing: scheme start 1 June 2023; scheme end 31 May
# 2028" (the second clause names no scheme, yet is about the one just named).
SCHEME_DAY_LABEL = re.compile(r"^\W*(?:scheme|designation)\s+(?:start|end|expiry|commencement|finish)\w*(?:\s+date)?\b", I)
# A clause about one of several schemes named just before, by its place in the list: "We have two selective
# licensing schemes. The first covers Northfield ... The second, Southgate, covers ...".
ORDINAL_SUBJECT = re.compile(r"^\W*(?:the\s+)?(?:both|first|second|third|fourth|other|latter|former|new|newer|older"
                             r"|previous|original|earlier|later|current)(?:\s+one)?(?:,\s+[^,.;]{1,40},)?\s+(?:covers?|covered|runs?|ran"
                             r"|start\w*|beg[ia]n\w*|came|comes|ends?|ended|expir\w*|appl(?:y|ies|ied)|is|was|will"
                             r"|took|takes|lasts?|lasted|includes?|included)\b", I)
# A short label a date stands under, on its own line or in a definition list: "Start date", "End date:",
# "When does the scheme end?", "Scheme ends", "Expiry".
DATE_LABEL = re.compile(r"\b(?:start\w*|end\w*|expir\w*|commenc\w*|ceas\w*|finish\w*|began|begins?|in(?:to)?\s+force"
                        r"|effect\w*|live|dates?|duration|length|period|runs?|until|last|lasts|how\s+long)\b", I)
# A length standing alone as an answer: "Five years.", "5 years from the start date".
PERIOD_ANSWER = re.compile(r"\W*(?:(?:it|the\s+scheme|the\s+designation)\s+(?:lasts|runs|will\s+(?:last|run))\s+(?:for\s+)?)?"
                           r"(?:\d{1,2}|one|two|three|four|five)[\s-]+years?\b", I)
# More end verbs just before a date: "It will stop on 31 May 2028", "the council revoked the designation on
# 1 January 2025" (a revocation is the designation's end, whoever is the subject).
END_MORE = re.compile(r"\b(?:stop|stops|stopped)(?:\s+(?:on|at))?(?:\s+the)?\s*$|\blast\s+day\s+(?:in\s+force|of\s+(?:the\s+)?"
                     r"(?:scheme|designation))\s+(?:was|is|will\s+be)\s*$|\brevoked\s+(?:the|its|this|our)\s+"
                     r"(?:[\w-]+\s+){0,3}?(?:designations?|schemes?)(?:\s+(?:on|in))?(?:\s+the)?\s*$", I)
# The first day a scheme no longer applies: its end is the day before. "The scheme is no longer in force as of
# 7 January 2024", "homes in the ward will no longer need a licence from 1 June 2028".
# (Only "no longer": "HMOs are not licensed under this scheme from ..." says what it covers, not that it ended.)
NO_LONGER_FROM = re.compile(r"\bno\s+longer\s+(?:be\s+|have\s+to\s+be\s+)?(?:\w+\s+){0,2}?(?:in\s+force"
                            r"|in\s+operation|in\s+place|appl(?:y|ies)|required|needed|licensable|licensed"
                            r"|need\s+(?:a|to\s+hold\s+a)\s+licen[cs]e)\b[^.;]{0,30}?\b(?:as\s+(?:of|from)|from|after)"
                            r"(?:\s+the)?\s*$", I)

# The whole district, in more of the ways councils say it: "all HMOs within the Borough", "every rented home across
# the district", "in all areas of the borough", "the borough as a whole".
WHOLE_DISTRICT = re.compile(
    r"\b(?:all|every|each|any)\s+(?:[\w-]+\s+){0,3}?(?:landlords?|homes?|propert(?:y|ies)|hmos?|houses?|dwellings?"
    r"|tenanc(?:y|ies)|flats?)\b(?:\s+[\w-]+){0,4}?\s+(?:in|within|across|throughout)\s+the\s+(?:whole\s+(?:of\s+)?"
    r"(?:the\s+)?)?(?:borough|district|city|county)\b(?!\s+(?:ward|centre)|'s\s+(?:\w+\s+)?wards)"
    r"|\b(?:all|every)\s+(?:of\s+the\s+)?(?:\d+\s+)?(?:areas?|parts?|wards?|neighbourhoods?)\s+(?:of|in|across)\s+the\s+"
    r"(?:borough|district|city"
    r"|county)\b"
    r"|\bthe\s+(?:borough|district|city)\s+as\s+a\s+whole\b|\bthe\s+entire\s+(?:borough|district|city|county)\b"
    # "HMOs with three or four tenants in the city need an additional licence": a kind of home, wherever it is
    r"|\b(?:hmos|homes|properties|houses|dwellings|flats)\b(?:\s+[\w-]+){0,5}?\s+(?:in|within|across|throughout)\s+the\s+"
    r"(?:borough|district|city|county)\b(?!\s+(?:ward|centre)|'s)(?=\s+(?:now\s+|also\s+)?(?:needs?|must|require))", I)
# A pointer to a designation, which only a local scheme has: "This Designation comes into force on", "the scheme".
DESIGNATION_ANAPHOR = re.compile(r"\b(?:the|this|that|our|a\s+new|new|current)\s+(?:[\w-]+\s+){0,2}?(?:designation|scheme)\b",
                                 I)
# The title of a law or a general approval, which names schemes without being one: "the Housing Act 2004: Licensing
# of Houses in Multiple Occupation and Selective Licensing of Other Residential Accommodation (England) General
# Approval 2015", "The Selective Licensing of Houses (Specified Exemptions) (England) Order 2006".
STATUTE_TITLE = re.compile(r"(?-i:(?:The\s+)?(?:(?:[A-Z][\w'’-]*|of|and|in|for|the|to|on)\s+|\([A-Z][^)]{1,40}\)\s+){1,20}?"
                           r"\(England\)\s+(?:(?:[A-Z][\w'’-]*)\s+){0,3}?(?:Order|Regulations|General\s+Approval|Approval)"
                           r"(?:\s+(?:19|20)\d\d)?)")
# Mandatory licensing named only as what another scheme is not, in more words than the lexicon's: "every HMO that is
# not subject to mandatory licensing", "HMOs outside the scope of mandatory licensing", "non-mandatory HMOs".
NOT_MANDATORY_MORE = re.compile(r"\bnot\s+(?:already\s+)?(?:subject\s+to|within|part\s+of|caught\s+by|in\s+scope\s+of"
                                r"|required\s+to\s+be\s+licensed\s+under)\s+(?:the\s+)?(?:national\s+)?mandatory\b"
                                r"|\boutside\s+(?:of\s+)?the\s+scope\s+of\s+(?:the\s+)?mandatory\b|\bnon-?mandatory\b", I)
# Schemes named only as the ones that may apply instead: "a different licensing scheme may apply instead, such as
# Additional or Mandatory HMO Licensing", "another type of licence might be needed, for example". Not described,
# and not what "the scheme" in the next sentence points back to.
ALTERNATIVE_SCHEMES = re.compile(r"\b(?:a\s+different|another|other|a\s+separate)\s+(?:[\w-]+\s+){0,2}?(?:schemes?|licen[cs]es?"
                                 r"|licensing|types?\s+of\s+licen[cs]e)\b[^.]{0,40}?\b(?:may|might|could|would|will)\s+"
                                 r"(?:apply|be\s+needed|be\s+required|cover)\b[^.]{0,20}?\b(?:such\s+as|for\s+example|e\.g\.|like"
                                 r"|including)\b", I)
# Words just after a date that make it the day applications open, not the scheme's start: "From 12 June 2025 the
# council will invite landlords to apply", "From 1 March landlords can apply online".
# ("From 1 June 2023 landlords must apply for a licence" is the scheme's start: only being able to apply opens
# applications.)
APPLY_AFTER = re.compile(r"^\W{0,3}(?:the\s+council|we|landlords?|you|owners?)\s+(?:will\s+|can\s+|may\s+|are\s+)?(?:now\s+)?"
                         r"(?:(?!must\b|need\w*\b|have\b|has\b|required\b|obliged\b)\w+\s+){0,2}?(?:invit\w*|accept\w*|open\w*"
                         r"|be\s+able\s+to\s+apply|able\s+to\s+apply|(?<=can\s)apply\b|(?<=may\s)apply\b"
                         r"|start\s+(?:accepting|taking|receiving))", I)
# More verbs of a start just before its date: "the schemes become enforceable on 13 September 2025".
START_MORE = re.compile(r"\b(?:become|becomes|became)\s+(?:legally\s+)?(?:enforceable|binding|mandatory|compulsory)"
                        r"(?:\s+(?:on|from))?(?:\s+the)?\s*$|\benforced\s+from(?:\s+the)?\s*$"
                        r"|(?:^|[:,;]\s*|\bscheme\s+)live(?:\s+(?:on|from))?\s*$"  # "Scheme live: 1 June 2023"
                        r"|\b(?:beginning|commencing|starting)\s+with(?:\s+the)?\s*$|\b(?:took|takes|will\s+take)\s+over\s+(?:on|from)"
                        r"(?:\s+the)?\s*$", I)  # the notice's "beginning with"; a successor that "took over on 1 April"
# A licence holder addressed, not a scheme: "If you hold an additional licence that is ending", "if you already have one".
IF_YOU_HOLD = re.compile(r"\bif\s+(?:you|your\s+(?:property|home|house|flat))\s+(?:already\s+|currently\s+|still\s+)?(?:hold|holds"
                         r"|have|has|own|held|had)\s+(?:an?|the|your)\s+(?:[\w-]+\s+){0,3}?licen[cs]e\b", I)
# A sentence about the places of the scheme just named: "These wards were St John, St Clement and Arboretum", "The
# streets included are:".
PLACE_SUBJECT = re.compile(r"^\W*(?:these|the|those|its|both|all)\s+(?:\w+\s+)?(?:wards?|areas?|streets?|roads?|neighbourhoods?"
                           r"|estates?)\s+(?:(?:covered|included|affected|designated)\s+)?(?:are|were|is|was|includes?"
                           r"|included|comprises?|comprised)\b", I)
# Words that say where a scheme applies, beyond the lexicon's: "We have applied selective licensing to Stanton Hill",
# "landlords who own property in Sutton must apply", "agreed to designate South Wigston Ward", "the most challenged
# parts of the Nelson Ward", "landlords in the Bootle area".
AREA_STATEMENT_MORE = re.compile(r"\bappl(?:ied|y)\s+(?:[\w-]+\s+){0,3}?(?:to|in)\s+(?-i:[A-Z])|\bdesignat\w*\s+(?:the\s+)?"
                                 r"(?-i:[A-Z])|\bparts?\s+of\s+(?:the\s+)?(?-i:[A-Z])|\bin\s+the\s+(?-i:[A-Z])[\w'’-]+(?:\s+"
                                 r"(?-i:[A-Z])[\w'’-]+)?\s+area\b|\bintroduced\s+(?:[\w-]+\s+)"
                                 r"{0,3}?(?:in|into)\s+(?-i:[A-Z])|\b(?:own|let|rent)\w*\s+(?:out\s+)?(?:a\s+)?(?:property|properties"
                                 r"|homes?|houses?)\s+in\s+(?-i:[A-Z])", I)
# Words just after a date that make it the day a designation was made: "On 26 May 2020 Worcester City Council, using
# its powers under section 56, designated five wards" (it comes into force months later).
# (Not "On 1 June 2023 we began licensing the areas we designated in March": a start verb comes first.)
MADE_AFTER = re.compile(r"^\W{0,3}(?:the\s+)?(?:[\w'’-]+\s+){0,4}?(?:council|we|cabinet|executive)\b(?:(?!\b(?:began|begun|started|starts"
                        r"|introduced|launched|brought\s+in|into\s+force|into\s+effect|took\s+effect)\b)[^.;]){0,90}?\b(?:designated|"
                        r"(?:made|approved|agreed|confirmed)\s+(?:a|the|its)\s+(?:\w+\s+){0,3}?designation)\b", I)
# Words just after a date that make it a designation's start, in the present or future tense as well: "On 11 March
# 2024 a Selective Licensing Scheme launches in Peterborough", "From 1 May the scheme will begin".
START_AFTER_MORE = re.compile(r"^\W{0,3}(?:the|our|this|its|a|an)\s+(?:[\w-]+\s+){0,4}?(?:schemes?|designations?|licensing)"
                              r"\s+(?:[\w-]+\s+){0,2}?(?:launch(?:es)?|starts|begins|commences|comes\s+into\s+(?:force|effect)"
                              r"|takes\s+effect|goes\s+live|will\s+(?:launch|start|begin|commence|come\s+into\s+(?:force|effect)"
                              r"|take\s+effect|go\s+live))\b", I)
# Words just before a date that make it a day for registering or applying early, not the scheme's start: "Agents can
# register a month earlier, from 11 February 2024".
REGISTER_BEFORE = re.compile(r"\b(?:can|may|able\s+to|will\s+be\s+able\s+to)\s+(?:pre-?)?regist\w*\b[^.;]{0,40}$"
                             r"|\bregistration\s+(?:opens?|starts?|begins?)\b[^.;]{0,20}$", I)
# The days a set of fees applies, not a scheme's start or end: "costs for mandatory HMO licences until 4 January 2026",
# "costs for mandatory and additional HMO licences from 5 January 2026" — the costs are the subject, and no
# designation's own verb comes between.
FEES_DATED_BEFORE = re.compile(r"\b(?:costs?|fees?|charges?|prices?)\s+(?:for|of)\b(?:(?!\b(?:runs?|starts?|started|came|comes|began"
                              r"|begins?|appl(?:y|ies)|force|effect|designat\w*|introduced)\b)[^.;:£]){0,60}\b(?:from|until|till|up\s+to)\s*$",
                              I)
# A scheme spoken of as a mere possibility: "they may come under an additional scheme if one is brought in", "if such
# a scheme were ever introduced".
HYPOTHETICAL = re.compile(r"\bif\s+(?:one|a\s+scheme|such\s+a\s+scheme|a\s+designation|it|they|any)\s+(?:is|are|were|was)\s+"
                          r"(?:ever\s+|later\s+)?(?:brought\s+in|introduced|made|designated|adopted)\b", I)
# "If the council decides to introduce additional licensing, smaller HMOs would need a licence": a possibility,
# unless it names where (then it tells the area of a scheme being proposed).
IF_DECIDED = re.compile(r"\bif\s+(?:the\s+council|we|cabinet|members)\s+(?:(?:decides?|chooses?|agrees?|votes?)\s+to\s+)?"
                        r"(?:introduces?|designates?|brings?\s+in|adopts?|approves?)\b", I)
# "Every HMO that meets all of the following conditions needs a licence": every HMO of a kind the list then gives,
# not every HMO whatever its size.
RESTRICTED_HMOS = re.compile(r"\b(?:every|all|any)\s+(?:\w+\s+){0,2}?hmos?\s+(?:that|which|who)\s+(?:meets?|satisf\w+|fulfils?"
                             r"|match(?:es)?|compl\w+)\b", I)
# HMO licensing named without its scheme, in more words: "The Housing Act requires some HMOs to hold a licence".
HMO_LICENCE_MORE = re.compile(r"\brequires?\s+(?:some|certain|larger|most|all)?\s*(?:hmos?|houses\s+in\s+multiple\s+occupation)"
                              r"\s+to\s+(?:hold|have|be|obtain)\s+(?:a\s+)?licen", I)
# An HMO that needs no licence: "A non-licensable HMO has 3 or 4 tenants", "it does not need a licence".
NO_LICENCE_NEEDED = re.compile(r"\bnon-?licen[cs]able\b|\bun-?licen[cs]able\b|\b(?:does|do|will)\s+not\s+(?:currently\s+)?"
                               r"(?:need|require)\s+(?:a|an)\s+(?:\w+\s+)?licen", I)
# Words just before a date that make it the end of the designation before this one: "came into force on 21 April
# 2016, straight after the first one expired on 20 April 2016", "replacing the scheme that ended on 31 May 2023".
PREVIOUS_ENDED = re.compile(r"(?:\b(?:the\s+|a\s+|our\s+)?(?:first|previous|earlier|old|original|last|former|one)\s+(?:one|scheme"
                            r"|designation)|\b(?:replac\w*|succeed\w*|following|took\s+over\s+from|takes\s+over\s+from)\s+"
                            r"(?:the|a|our)\s+(?:[\w-]+\s+){0,3}?(?:scheme|designation))\s+(?:(?:which|that|had)\s+)?"
                            r"(?:[\w-]+\s+){0,1}?(?:expired|ended|finished|ceased|closed|lapsed|ran\s+out|came\s+to\s+an\s+end)"
                            r"(?:\s+(?:on|in))?(?:\s+the)?\s*$", I)
# The designation before ended the day before this one began: "took effect on 21 April 2016, the day after the first
# designation expired".
DAY_AFTER_PREVIOUS = re.compile(r"\b(?:the\s+)?day\s+after\s+(?:the\s+)?(?:first|previous|earlier|old|original|last|former)\s+"
                                r"(?:one|scheme|designation)\s+(?:had\s+)?(?:expired|ended|finished|ceased|closed|lapsed)\b", I)
# Licensing extended in reach, not in time: "the council has extended licensing to smaller HMOs" is no renewal.
EXTENDED_IN_REACH = re.compile(r"\bextend\w*\s+(?:[\w-]+\s+){0,2}?to\s+(?:cover\s+|include\s+)?(?:smaller|more|other|all|some"
                               r"|certain|hmos?|houses|propert(?:y|ies)|homes|flats|buildings)\b", I)
RENEWAL_WORDS = re.compile(r"\b(?:renew\w*|re-?designat\w*|second\s+designation|new\s+designation|replac\w*)\b", I)
# A part of the district given by its bearing: "smaller HMOs in the south-east of Goole", "the south of the borough".
COMPASS_PART = re.compile(r"\b(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west)(?:ern)?\s+(?:parts?\s+"
                          r"|areas?\s+)?of\s+(?:the\s+)?(?:borough|district|city|town|county|(?-i:[A-Z])[\w'’-]+)", I)
# The same place between a verb and a year alone: "was introduced in Castle ward in 2019".
LOCATIVE_BEFORE_YEAR = re.compile(r"\s+(?:in|across|throughout|within)\s+(?:" + _PLACE_WORD + r"\s+){1,6}?"
                                  r"(?=(?:in|during)\s+(?:19|20)\d\d\b)", I)
# A consultation that is over, beside what was decided: "After a review and a consultation, the Council decided that
# selective licensing should carry on", "Following consultation, the council renewed the scheme".
CONSULTATION_DONE = re.compile(r"\b(?:after|following)\s+(?:an?\s+|the\s+|its\s+|our\s+)?(?:[\w-]+\s+){0,3}?consultations?\b"
                               r"[^.]{0,80}\b(?:decided|agreed|approved|renewed|made|designated|confirmed|introduced)\b", I)
# A designation spoken of as the next one: "cabinet agreed a new designation covering Castle and Abbey wards", "the
# replacement scheme", "a further five-year designation".
NEW_DESIGNATION = re.compile(r"\b(?:a|the|our)\s+(?:new|further|second|replacement|renewed|next)\s+(?:[\w-]+\s+){0,3}?"
                             r"(?:schemes?|designations?)\b", I)
# A scheme said not to cover what other schemes license: "Selective licensing does not cover HMOs, which are licensed
# under the mandatory or additional schemes" describes selective licensing only.
EXCLUDES_OTHERS = re.compile(r"\b(?:does|do|will)\s+not\s+(?:cover|apply\s+to|include|extend\s+to)\b[^.;]{0,80}\b(?:licensed"
                             r"|covered|dealt\s+with)\s+(?:under|by)\b", I)
# Schemes named only as what a home is outside of: "It covers privately rented homes that are not caught by
# mandatory or additional licensing" describes the scheme "it" points to, not those two.
OTHERS_OUTSIDE = re.compile(r"\b(?:not|n't)\s+(?:already\s+)?(?:caught|covered|licensable|licensed|included)\s+(?:by|under|in)\s+"
                            r"(?:the\s+)?(?:(?:mandatory|additional|selective|hmo|or|and)[\s,]+)+(?:hmo\s+)?licen[cs]\w*(?:\s+schemes?)?", I)
# An offer named after its days: "From 1 March to 31 May 2022, applications get an early bird discount".
OFFER_AFTER = re.compile(r"^[^.;]{0,80}?\b(?:discount\w*|early[\s-]bird|reduced\s+(?:fee|rate|price))\b|^\W*(?:the|our|all)\s+(?:[\w-]+\s+){0,5}?"
                         r"(?:fees?|charges?)\b[^.;£]{0,50}?\b(?:rose|rise|increased?|went\s+up|go(?:es)?\s+up|changed?)\b", I)
# What a scheme makes a landlord do or where it applies, beside a date: the date is the scheme's, whatever follows.
SCHEME_DUTY = re.compile(r"\b(?:appl(?:y|ies)\s+(?:in|to|across)|covers?|must\s+(?:have|hold|be\s+licensed)|needs?\s+an?\s+"
                         r"(?:\w+\s+)?licen[cs]e)\b", I)
# A start given by its year alone, by the verbs of a renewal: "Selective licensing in Castle ward was renewed in 2023".
START_YEAR_MORE = re.compile(r"\b(?:renewed|re-?designated|re-?introduced|relaunched)\s+(?:in|during)\s+(?:(?:early|late|mid|spring"
                             r"|summer|autumn|winter)[\s-]+)?(?P<year>(?:19|20)\d\d)\b(?![/.-]\d)", I)
# The designation a new one takes the place of, a designation of its own: "replacing the scheme that ended on".
REPLACING = re.compile(r"\b(?:replac\w*|succeed\w*|took\s+over\s+from|takes\s+over\s+from)\s+(?:the|a|our)\s+", I)
# Words before a scheme's name that name it only as what the clause's subject is not: "homes that do not already fall
# under mandatory or additional licensing", "HMOs not covered by the mandatory scheme", "other than".
NOT_UNDER_BEFORE = re.compile(r"(?:\b(?:do|does|did|will)\s+not\s+(?:already\s+)?(?:fall|come|sit)\s+(?:under|within)|\bnot\s+"
                              r"(?:already\s+)?(?:covered|licensed|licensable|included|subject)\s+(?:by|under|to|within)|\boutside"
                              r"(?:\s+of)?|\bother\s+than|\bexcept(?:\s+for)?|\binstead\s+of|\brather\s+than)\s+(?:the\s+)?"
                              r"(?:national\s+|existing\s+)?(?:(?:selective|additional|mandatory)\s+(?:or|and|,)\s+)*$", I)
# More words just before a date that make it a decision's: "Following approval on 3 March 2026, the scheme started".
DECISION_BEFORE = re.compile(r"\b(?:approval|confirmation|agreement|resolution|vote|sign-?off)\s+(?:[\w-]+\s+){0,3}?(?:on|in)"
                             r"(?:\s+the)?\s*$", I)
# A scheme described as the law's, any council's, not this council's: "in an area designated by a council", "lets a
# council license smaller HMOs", "some councils also require ...", "can apply to any rented home in a designated area".
GENERIC_SCHEME = re.compile(r"\bdesignated\s+by\s+(?:a|any|the\s+local)\s+(?:local\s+)?(?:council|authority)\b|\b(?:a|any)\s+"
                            r"(?:local\s+)?(?:council|authority)\s+(?:has\s+|may\s+|can\s+|chooses\s+to\s+)?designat\w*\b"
                            r"|\b(?:lets|allows|enables)\s+(?:a|any)\s+(?:local\s+)?(?:council|authority)\b|\bsome\s+(?:other\s+)?"
                            r"(?:councils|local\s+authorities)\b|\bcan\s+apply\s+to\b[^.]{0,60}\bin\s+an?\s+(?:designated|selected)"
                            r"\s+area\b", I)
# What kind of scheme it is, said of the kind and not of the council's own: "Additional licensing is a discretionary
# scheme for other HMOs", "Selective licensing is a discretionary scheme too." (not "... that the council introduced
# in Castle ward", which describes the council's own).
KIND_OF_SCHEME = re.compile(r"^\W*(?:additional|selective)\s+(?:hmo\s+)?licensing\s+is\s+(?:also\s+)?an?\s+(?:\w+\s+)?"
                            r"(?:discretionary|optional)\s+(?:scheme|power|type|form)\b(?![^.;]*(?:\b(?:we|our|council|introduced"
                            r"|wards?)\b|\bin\s+(?-i:[A-Z])))", I)
# More ways of saying the council has no such scheme: "we are not currently planning to introduce additional
# licensing", "landlords in Anytown do not need a selective licence" (but not "... if the home is exempt", nor
# "properties that already need an HMO licence do not need a selective licence"), "neither
# additional nor selective licensing operates here", "no other licensing schemes operate".
ABSENT_MORE = re.compile(r"\bnot\s+(?:currently\s+|presently\s+)?(?:planning|proposing|intending|looking)\s+to\s+(?:introduce"
                         r"|bring\s+in|designate)\b"
                         # "has never introduced selective licensing", "there are currently no plans to introduce a
                         # scheme", "No scheme is in place now"
                         r"|\bnever\s+(?:introduced|designated|had|run|operated|adopted|made)\b"
                         r"|\bno\s+(?:current\s+)?plans\s+to\s+(?:introduce|bring\s+in|designate)\b"
                         r"|^\W*no\s+(?:[\w-]+\s+){0,2}?(?:scheme|designation|licensing)\s+is\s+(?:now\s+|currently\s+)?(?:in\s+"
                         r"(?:place|force|operation)|running|operating)\b"
                         # "The council has not chosen to adopt additional or selective licensing"
                         r"|\b(?:has|have)\s+not\s+(?:yet\s+)?(?:chosen|decided|opted|elected|resolved)\s+to\s+(?:adopt|introduce"
                         r"|bring\s+in|designate|implement|make|run)\b|^\W*(?:private\s+)?(?:landlords?|you|owners?|homes?|propert(?:y|ies))"
                         r"(?:\s+(?:in|across)\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+)?)?\s+(?:do|does|will)\s+not\s+(?:currently\s+)?"
                         r"(?:need|require)\s+(?:an?\s+)?"
                         r"(?:selective|additional)\s+(?:hmo\s+)?licen[cs]e\b(?![^.;]*\b(?:if|unless|where|when|for|because"
                         r"|provided|as\s+long\s+as)\b)|\bneither\s+(?:selective|additional)\b[^.;]{0,60}\bnor\b"
                         r"|\bno\s+(?:other|further|local|discretionary)\s+(?:property\s+)?(?:licensing\s+)?(?:schemes?|designations?)\b"
                         # "Since September 2024 there has been no need for a licence to rent out a family home": no
                         # need from a day on (not "homes let by a housing association have no need to get one")
                         r"|\b(?:since|from|as\s+of)\b[^.;]{0,60}\bno\s+(?:longer\s+(?:any\s+)?)?need\s+(?:for\s+an?\s+"
                         r"(?:[\w-]+\s+)?licen[cs]e|to\s+(?:be\s+licensed|(?:have|hold|get)\s+an?\s+(?:[\w-]+\s+)?licen[cs]e))\b"
                         r"(?![^.;]*\b(?:if|unless|where|when|for|because|provided|exempt\w*)\b)",
                         I)
# A scheme named only as a condition of the reader's own: "If your property is in a selective licensing area, you may
# also need a selective licence" (any council's area, not one this page describes).
IF_IN_AREA = re.compile(r"\bif\s+(?:your|the|a)\s+(?:property|home|house|flat)\s+is\s+(?:in|within)\s+an?\s+(?:selective|additional)"
                        r"\s+licensing\s+area\b", I)
# Mandatory HMO licensing's threshold in more of the ways councils write it than the lexicon's FIVE_OR_MORE: "5+
# occupants", "five people or more", "more than four tenants", "5 persons or more", "four or more other people" (a tenant told).
_PEOPLE = r"(?:people|persons|occupants|occupiers|tenants|residents|individuals|unrelated)"
FIVE_OR_MORE = re.compile(r"\b(?:(?:5|five)\s+or\s+more|at\s+least\s+(?:5|five)|(?:4|four)\s+or\s+more\s+other)\s+" + _PEOPLE
                          + r"\b|\b(?:5|five)\s*\+\s*" + _PEOPLE + r"\b|\b(?:5|five)\s+" + _PEOPLE + r"\s+or\s+more\b"
                          r"|\bmore\s+than\s+(?:4|four)\s+" + _PEOPLE + r"\b", I)
# More ways of saying a scheme applies now: "our selective licensing scheme is now operational", "is up and running".
IN_FORCE_MORE = re.compile(r"\b(?:is|are)\s+(?:now\s+|currently\s+)?(?:operational|in\s+effect|up\s+and\s+running|underway)\b"
                           # "At present a selective licence is needed only in these wards": the rule as it stands today
                           r"|\b(?:at\s+present|currently|at\s+the\s+moment|for\s+now)\b,?\s+(?:(?!\b(?:will|would|may|could|if)\b)"
                           r"[^.;:]){0,60}\b(?:is|are)\s+(?:only\s+)?(?:needed|required)\b"
                           # "With the new schemes in place, we expect ...": the renewed schemes run now (not "... we
                           # would expect", said of a proposal)
                           r"|\bwith\s+(?:the|our)\s+(?:new\s+|renewed\s+)?(?:schemes?|designations?)\s+(?:now\s+)?in\s+place\b"
                           r"(?![^.;]*\b(?:would|could|might|if|once|when)\b)", I)
# "no licence can run beyond the end of the scheme on 31 May 2028": the scheme's end, named as a noun.
END_OF_SCHEME = re.compile(r"\bend\s+of\s+the\s+(?:[\w-]+\s+){0,2}?(?:scheme|designation)(?:\s+(?:on|is|was|will\s+be))?"
                           r"(?:\s+the)?\s*$", I)
# A line that counts the schemes, areas or designations in the list below it: "We have two selective licensing
# schemes." then "Northfield: 1 June 2022 to 31 May 2027", one dated line a place.
COUNTED_DESIGNATIONS = re.compile(r"\b(?:two|three|four|five|six|\d+)\s+(?:[\w-]+\s+){0,3}?(?:schemes|designations"
                                  r"|areas)\W*$", I)
# A lead whose list gives what a scheme leaves out: "The designation applies to every HMO ..., unless:" then "a. the
# house is an HMO that must be licensed as a 'mandatory HMO'". A scheme named in those items is named as outside.
# So is a list of exemptions: "The common exemptions are:", "Your property is exempt if any of these apply:".
EXCEPTION_LEAD = re.compile(r"\b(?:unless|except(?:\s+(?:where|if|for|when|that))?|(?:does|do|will)\s+not\s+apply\s+(?:to|where"
                            r"|if|when)(?:\s+[\w-]+){0,4}?)\s*:\s*$"
                            r"|\bexempt(?:ions?|ed)?\b[^:.]{0,60}:\s*$"
                            r"|\b(?:does|do)\s+not\s+need\s+(?:an?\s+)?(?:[\w-]+\s+)?licen[cs]e\s+(?:if|when|where)\b[^:.]{0,40}:\s*$", I)
# An item of such a list: marked "a." or "(ii)", or going on in lower case.
EXCEPTION_ITEM = re.compile(r"^\s*(?:\(?(?:[a-h]|[ivx]{1,4})[.)]\s|[a-z])")

# A scheme still waiting on a decision: "asked the Secretary of State to confirm", "we expect a decision in 2027",
# "the decision ... has been deferred", "we have paused our consultation" (not a decided scheme put on hold).
AWAITING_DECISION = re.compile(r"\basked\s+the\s+secretary\s+of\s+state\s+to\s+(?:confirm|approve)\b|\bexpects?\s+a\s+decision"
                               r"\b|\bdecision\s+is\s+expected\b|\b(?:is|are)\s+due\s+to\s+(?:make\s+a\s+decision|decide)\b|\bdecision\b[^.]{0,100}\b(?:deferred|postponed|delayed)\b|\b(?:paused|postponed|suspended)\s+(?:our|the|its)\s+consultation\b"
                               r"|\bno\s+decision\s+has\s+(?:yet\s+)?been\s+(?:taken|made)\b", I)
