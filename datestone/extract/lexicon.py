"""The words councils use about property licensing, written once for every reader in `extract/`.

The recogniser (is this the licensing page?), the fact reader (what does it say about each scheme?) and the
link scorer (which link leads there?) all lean on these. Learned from how English councils word their pages
(`tests/corpus/`), kept as regular expressions a person can read and extend.
"""
from __future__ import annotations

import re

from datestone.enums import Scheme

I = re.I

# Councils call the national scheme "compulsory" as often as "mandatory" ("compulsory (mandatory) licensing").
SCHEME_WORD = {"selective": Scheme.SELECTIVE, "additional": Scheme.ADDITIONAL, "mandatory": Scheme.MANDATORY_HMO,
               "compulsory": Scheme.MANDATORY_HMO}

# "selective licensing", "selective and additional HMO licensing", "mandatory licensing of HMOs",
# "selective, additional and mandatory licence schemes", "the additional designation".
NAMED_SCHEMES = re.compile(
    r"\b((?:selective|additional|mandatory|compulsory)(?:['’\"]?\s*(?:,|and|or|&|/)\s*(?:(?:its|the|our|an?)\s+)?"
    r"['‘\"]?(?:selective|additional|mandatory|compulsory))*)['’\"]?"
    r"(?:\s+(?:hmo|property|houses\s+in\s+multiple\s+occupation))?\s+(?:\([^)]{1,40}\)\s+)?"
    r"(?:licen[cs](?:ing|es?)\b(?!\s+conditions?)|schemes?|designations?|areas?|licensable\b)",  # "additional licensable HMOs"
    I,
)
# Mandatory HMO licensing described without being named.
FIVE_OR_MORE = re.compile(
    r"\b(?:(?:5|five)\s+or\s+more|at\s+least\s+(?:5|five))\s+(?:people|persons|occupants|occupiers|tenants|residents"
    r"|individuals|unrelated)\b",
    I)
# Additional licensing described without being named: smaller HMOs, which mandatory licensing leaves out.
THREE_OR_FOUR = re.compile(r"\bhmos?\b[^.]{0,60}\b(?:3|three)\s+(?:or|and)\s+(?:4|four)\s+(?:people|persons|occupants"
                           r"|occupiers|tenants|residents|unrelated)\b", I)
NEGATION = re.compile(r"\b(?:not|no|don't|doesn't|never|without)\b", I)
HMO_WORDS = re.compile(r"\b(?:households?|hmos?|multiple\s+occupation)\b", I)
LARGE_HMO = re.compile(r"\blarge(?:r)?\s+(?:hmos?|houses?\s+in\s+multiple\s+occupation)\b", I)
# "an HMO licence", "licensing of houses in multiple occupation": HMO licensing, named without its scheme.
HMO_LICENCE = re.compile(r"\b(?:hmos?|multiple\s+occupa\w+)\)?\s+licen[cs]|\blicen[cs]\w*\s+(?:for|of)\s+(?:an?\s+|your\s+)?"
                         r"(?:hmos?|houses?\s+in\s+multiple)|\b(?:hmos?|multiple\s+occupa\w+)\W.{0,60}\bneeds?\s+a\s+licen"
                         r"|\b(?:hmos?|multiple\s+occupa\w+)\W.{0,60}\b(?:must|needs?\s+to|have\s+to)\s+be\s+licensed"
                         r"|\blicense\s+(?:some|all|certain|larger)\s+(?:hmos?|houses?\s+in\s+multiple)", I)
LICENCE_WORD = re.compile(r"\blicen[cs]", I)
HMO = re.compile(r"\bhouses?\s+in\s+multiple\s+occupation\b|\bhmos?\b", I)
# "The scheme", "this designation", "it": a sentence about the scheme named just before.
ANAPHOR = re.compile(r"\b(?:the|this|our|that|each|both|these|a\s+new|new|current|second|first|previous|a\s+further"
                     r"|another)\s+"
                     r"(?:\w+\s+){0,2}?(?:schemes?|designations?)\b|\b(?:it|they)\b"
                     r"|\b(?:phase|designation)\s+(?:\d+|one|two|three|four|[a-d])\b", I)

# What a sentence says about a scheme's standing, whatever its dates.
ENDED = re.compile(
    r"\b(?:ended|has\s+ended|expired|(?:came|has\s+come|have\s+come)\s+to\s+an\s+end|closed|was\s+revoked|has\s+been\s+revoked|quashed"
    r"|withdrawn|lapsed|ceased|finished|discontinued|no\s+longer|ran\s+from|was\s+in\s+(?:force|operation|place)"
    r"|were\s+in\s+(?:force|operation))\b",
    I)
ABSENT = re.compile(
    r"\b(?:do|does|did)(?:\s+not|n't)\s+(?:currently\s+|presently\s+)?(?:have|operate|run|use(?!\s+(?:this|the|that)\s+form))\b"
    r"|\b(?:has|have)\s+no\s+(?:current\s+|plans\s+to\s+introduce\s+(?:a\s+|any\s+)?)?"
    r"(?:selective|additional|licen\w*|schemes?|designations?)\b"
    r"|\bthere\s+(?:is|are)\s+(?:currently\s+|presently\s+|at\s+present\s+)?no\s+"
    r"(?:\w+\s+){0,4}?(?:licen\w*|schemes?|designations?)\b"
    r"|\bno\s+(?:current\s+|active\s+)?(?:\w+\s+){0,4}?(?:licensing|schemes?|designations?)\s+(?:\w+\s+){0,3}?"
    r"(?:has|have)\s+been\s+(?:made|designated|introduced|declared)"
    r"|\bno\s+(?:current\s+|active\s+)?(?:selective|additional)\s+(?:(?:or|and)\s+(?:selective|additional)\s+)?"
    r"(?:hmo\s+)?(?:licensing|schemes?|designations?)\b"
    r"|\bnot\s+(?:currently\s+)?(?:been\s+)?designated\b"
    r"|\b(?:has|have)\s+not\s+(?:yet\s+)?(?:made|designated|introduced|adopted|brought\s+in)\b"
    r"|\b(?:is|are)(?:\s+not|n't)\s+(?:currently\s+)?(?:in\s+force|in\s+operation|operating|running|active)\b"
    r"|\b(?:does\s+not|doesn't)\s+apply\s+(?:in|across|within|anywhere)\b|\bnone\s+of\s+the\s+borough\b",
    I)
FUTURE = re.compile(
    r"\bwill\s+(?:come\s+into\s+(?:force|effect)|start|begin|commence|be\s+(?:introduced|brought\s+in|implemented"
    r"|launched|rolled\s+out)|take\s+effect|go\s+live|launch|apply\s+from|run\s+from)\b"
    r"|\b(?:comes|(?<!was\s)(?<!were\s)coming)\s+into\s+(?:force|effect)\b"  # not "when it was coming into force"
    r"|\b(?:is|are)\s+(?:due|set)\s+to\s+(?:start|begin|come\s+into|commence|be\s+(?:introduced|brought\s+in"
    r"|implemented|launched))\b",
    I)
PROPOSED = re.compile(
    r"\bpropos(?:ed|al|als|ing|e)\s+(?:\w+\s+){0,3}?(?:schemes?|designations?|licensing|areas?|to\s+(?:introduce|designate"
    r"|extend|renew))\b|\b(?:the|our|this|a|these)\s+proposals?\b|\bconsult\w*|\bconsidering\b|\bseeking\s+views\b|\bhave\s+your\s+say\b|\bif\s+(?:approved|agreed"
    r"|adopted)\b|\bsubject\s+to\s+(?:cabinet|council|approval|confirmation)\b"
    r"|\b(?:plan|plans|planning|intend|intends)\s+to\s+introduce\b|\bmay\s+introduce\b"
    r"|\bnot\s+yet\s+(?:been\s+)?(?:made|signed|designated|confirmed)\b|\bcannot\s+(?:start|begin)\s+until\b"
    r"|\bwould\s+(?:need|have\s+to|require)\b|\bif\s+(?:it|the\s+scheme|this|the\s+designation)\s+goes\s+ahead\b"
    r"|\bexpected\s+to\s+be\s+(?:signed|made|approved|confirmed|designated)\b"
    r"|\bdraft\s+(?:designation|scheme|proposals?)\b|\bwould\s+(?:come\s+into|start|begin|commence|be\s+introduced"
    r"|introduce|run\s+for|last\s+for|cover)\b|\bawaiting\s+(?:a\s+)?(?:decision|confirmation|approval)\b",
    I)
IN_FORCE = re.compile(
    r"\b(?:(?<!not\s)(?<!yet\s)in\s+force|(?<!would\s)(?<!will\s)(?<!to\s)(?<!may\s)(?<!could\s)(?<!cannot\s)(?<!not\s)(?:came|come|brought|went|put)\s+into\s+"
    r"(?:force|effect)|took\s+effect|takes\s+effect|in\s+operation|has\s+been\s+(?:introduced"
    r"|extended|renewed)|(?:have|has|is|was|were)\s+(?:been\s+)?brought\s+in|(?:was|were)\s+(?:re-?)?introduced|(?:started|began|commenced|went\s+live|launched)\b"
    r"|(?:is|are)\s+(?:now\s+)?(?:live|operating|running|active|in\s+place)|we\s+(?:currently\s+)?(?:run|operate)\b"
    r"|we\s+(?:currently\s+)?have\s+(?:a|an|one|two|three)\s+(?:\w+\s+){0,3}?(?:schemes?|designations?)\b"
    r"|\bdesignation\s+of\s+(?:the\s+)?(?:whole|most|part|parts|all)\b"
    r"|(?<!be\s)(?<!been\s)(?<!the\s)(?<!a\s)designated\s+(?:the\s+|\w+\s+)?(?:wards?|areas?|parts?|streets?|whole)\b"
    r"|currently\s+(?:\w+\s+)?(?:operates?|runs?|has|have)"
    r"|(?:has|have|operates?|runs?)\s+(?:its|our|an?)\s+(?:own\s+)?(?:\w+\s+){0,3}?(?:schemes?|designations?|licensing)\b)",
    I)
APPLIES = re.compile(
    r"\b(?:must|need|needs|needed|required?|requires|applies|apply|operates?|operating|runs|running|current(?:ly)?"
    r"|covers|covering|covered|remains?|licen[cs]es?|licensed)\b",
    I)
RENEWED = re.compile(r"\b(?:renew\w*|re-?designat\w*|second\s+designation|new\s+designation|replac\w*|extend\w*)\b", I)

# Words just before a date that say which end of a designation it is.
START_CUE = re.compile(
    r"(?:\bfrom|\bsince|\bcommenc\w*|\binto\s+(?:force|effect|operation)|\btook\s+effect|\btakes?\s+effect"
    r"|\bstart\w*|\bbeg[ia]n\w*|\blaunch\w*|\bwent\s+live|\bgo(?:es)?\s+live|\beffective|\b(?:re-?)?introduced"
    r"|\bin\s+force|\boperat\w*|\bbegins?|\brenewed|\brunning|\bbrought\s+in(?:to)?\b.{0,80}?|\bstart\s+date\s*:"
    r"|\bdate\s+(?:of\s+)?(?:commencement|designation\s+starts?)\s*:?)(?:\s+(?:on|in|from))?(?:\s+the)?\s*$",
    I)
END_CUE = re.compile(
    r"(?:\buntil|\btill|\bto|\bthrough|\bends?|\bended|\bending|\bceases?|\bceased|\bexpir\w*|\bfinish\w*"
    r"|\bclos\w*|\bup\s+to(?:\s+and\s+including)?|\b(?:end|expiry)\s+date(?:\s+of|\s*:)?|\bhave\s+effect|\blapse\w*"
    r"|\bruns?\s+(?:to|until)|\brevoked|\bstopped(?:\s+(?:applying|operating))?|\band)(?:\s+(?:on|in|at))?(?:\s+the)?(?:\s+end\s+of)?\s*$",
    I)
OTHER_CUE = re.compile(
    r"(?:\bapproved|\bagreed|\bdecided|\bdecision|\bconsult\w*|\bpublished|\bupdated|\breviewed|\bmodified|\bmade"
    r"|\bdeadline|\bapply\s+by|\bby|\bbefore|\bsubmitted|\bmeeting|\bcabinet|\bcommittee|\bnotice)"
    r"(?:\s+\w+){0,3}?(?:\s+(?:on|in|of|at))?(?:\s+the)?\s*$",
    I)

# Area a designation covers.
WHOLE_AREA = re.compile(
    r"\b(?:whole|entire|all)\s+(?:of\s+)?(?:the\s+|its\s+|our\s+)?(?:borough|district|city|county|town|council'?s?\s+area"
    r"|area\s+of\s+the\s+council|local\s+authority\s+area|administrative\s+area)\b"
    r"|\b(?:borough|district|city|county)[- ]?wide\b|\ball\s+(?:the\s+)?wards\b|\bevery\s+ward\b"
    r"|\bwhole\s+area\s+of\s+the\s+(?:London\s+|Royal\s+)?(?:Borough|District|City|County)\s+of\b"
    r"|\ball\s+(?:the\s+|of\s+the\s+)?\d{1,2}\s+wards\b(?!\s*:|\s+(?:listed|below|named|shown|covered|(?:in|of|within)\s+(?!the\s+(?:borough|district|city|county)\b)))"
    r"|\bwhole\s+(?:of\s+)?(?:the\s+)?(?-i:(?:[A-Z][\w'’-]+\s+){1,3})(?:Borough\s+|District\s+|City\s+)?Council(?:'s)?\s+area\b"
    r"|\banywhere\s+in\s+(?-i:[A-Z])\w+"
    r"|\b(?:every|all|any)\s[^.]{0,60}\bin\s+(?:the\s+)?(?-i:[A-Z]\w+)(?:\s+(?-i:[A-Z]\w+))?\s+(?-i:District|Borough)\b"
    r"|(?<!wards\s)(?<!areas\s)\b(?:across|throughout|covers|anywhere\s+in|everywhere\s+in)\s+(?:the\s+)?(?:whole\s+(?:of\s+)?(?:the\s+)?)?(?:borough|district|city)\b"
    r"|\b(?:all|every|each)\s+(?:\w+\s+){0,2}?(?:landlords?|homes?|propert(?:y|ies)|hmos?|houses?|dwellings?"
    r"|tenanc(?:y|ies))\s+(?:\w+\s+){0,3}?in\s+the\s+(?:borough|district|city)\b",
    I)
NAMED_AREA = re.compile(
    r"\b(?:(?<!councillor\s)(?<!political\s)wards?|streets?|roads?|estates?|areas?\s+(?:covered|included)"
    # "in the following areas", not "all of the following must be sent in" (a list of documents or tests)
    r"|the\s+following\s+(?:areas|neighbourhoods|localities|places|towns|villages|parishes|postcodes|parts)"
    # part of a place, not "not part of the same household" or "the common parts of a building"
    r"|(?<!common\s)parts?\s+of\s+(?:the\s+)?(?:borough|district|city|town|county|(?-i:[A-Z])[\w'’-]+))\b",
    I)
# Words just before a date that make it a day for applications, not for the scheme.
# ("landlords must apply for a licence from 1 May 2009" is the scheme's start: only "can apply" opens applications.)
APPLICATION_CUE = re.compile(r"\b(?:(?:can|may|able\s+to)\s+(?:now\s+)?apply|(?<=:\s)apply|applications?)\b(?:\s+[\w-]+){0,8}?"
                             r"\s+(?:from|on|by|before|after|until|open\w*)"
                             r"(?:\s+(?:on|from))?(?:\s+the)?\s*$", I)
# Mandatory licensing named only as what another scheme is not.
NOT_MANDATORY = re.compile(
    r"\b(?:not\s+(?:already\s+)?(?:covered|licensable|licensed|included)\s+(?:by|under)|outside(?:\s+of)?|other\s+than"
    r"|instead\s+of|rather\s+than|beyond|(?:are|is)\s+not)\s+(?:the\s+)?(?:national\s+)?mandatory\b"
    r"|\bmandatory\s+(?:\w+\s+){0,2}?(?:does|do)\s+not\s+(?:cover|apply)", I)
# What a sentence about a designation's dates is about, when it names no scheme: the scheme, or "it".
DESIGNATION_SUBJECT = re.compile(r"\b(?:schemes?|designations?|licensing|it|they|phase)\b"
                                 r"|\b(?:need(?:s|ed)?|required?|must\s+(?:hold|have|get|apply\s+for))\s+"
                                 r"(?:to\s+(?:hold|have)\s+)?an?\s+licen|\blicen[cs]es?\s+(?:are|is|will\s+be|have\s+been)"
                                 r"\s+(?:required|needed)|\blandlords?\b"
                                 r"|\bmust\s+be\s+licensed\b|\b(?:start|end|expiry|commencement)\s+date\b", I)
# What else a dated sentence under a scheme's heading may be about: an offer, a fee, applications, a consultation.
OTHER_SUBJECT = re.compile(r"\b(?:discounts?|offers?|early\s+bird|early\s+rate|fees?|charges?|applications?|apply|consultations?"
                           r"|reviews?|reports?|surveys?|deadlines?|payments?|events?|meetings?|polic(?:y|ies)|strateg(?:y|ies)|offices?|we\s+have\s+(?:issued|served|carried\s+out|prosecuted)"
                           r"|notices?)\b", I)  # "Notice effective from 13th April 2022 to 13th May 2022": the notice's run
# Words just before a date that make it the day a designation was made: "the council designated the scheme on".
MADE_CUE = re.compile(r"\b(?:designated|made\s+(?:the|a|its|this)\s+(?:\w+\s+){0,3}?designation)\b(?:\s+[\w-]+){0,6}?"
                      r"\s+(?:on|in)(?:\s+the)?\s*$", I)
# Words just after a date that make it a decision's or a meeting's date: "In December 2023 Cabinet approved".
OTHER_AFTER = re.compile(r"^\W{0,3}(?:the\s+)?(?:cabinet|council|committee|members|we)\s+(?:\w+\s+)?"
                         r"(?:approved|agreed|decided|voted|resolved|consulted|published)\b", I)
# Words just after a date that make it a start: "In July 2015 the council brought in a licensing scheme".
# ("the council designated" dates the making of a designation, which comes into force months later: not a start.)
START_AFTER = re.compile(r"^\W{0,3}(?:the\s+)?(?:council|we)\s+(?:\w+\s+)?(?:brought\s+in|introduced|launched"
                         r"|started|began)\b", I)
# A consultation's own dates are not a scheme's; a designation's verb after the word takes the date back.
CONSULTATION = re.compile(r"\bconsult(?:ation|ations|ed|ing|s)?\b", I)
DESIGNATION_VERB = re.compile(r"\b(?:into\s+(?:force|effect)|took\s+effect|takes?\s+effect|start\w*|beg[ia]n\w*"
                              r"|commenc\w*|(?:re-?)?introduced|designat\w*|went\s+live|launch\w*|renewed|runs?|running|ran|lasts?"
                              r"|in\s+(?:force|operation|place)"
                              r"|expir\w*|ends?|ended|ceas\w*)\b", I)
# Words that make "five years" the length of a designation: "for five years", "a 5 year scheme".
PERIOD_WORDS = re.compile(r"\b(?:for|of|last\w*|runs?|period|length)\b|-year\b|\b(?:cease\w*|end\w*|expir\w*)\b[^.;]{0,40}?"
                          r"\b(?:\d{1,2}|five|three)\s+years?\s+(?:from|after)\b|\b(?:\d|five|three)\s+years?\s+(?:\w+\s+)?"
                          r"(?:schemes?|designations?|selective|additional|licensing)\b"
                          # "will start on 1 June 2023 and end five years later", "finish five years from that date"
                          r"|\b(?:end\w*|finish\w*|expir\w*|clos\w*|stop\w*)\s+(?:\d{1,2}|five|three)\s+years?\s+(?:later|after"
                          r"\s+(?:it|that|this)|from\s+(?:that|this|the\s+start))\b", I)
# What the law lets any council do, not what this council has done.
GENERIC_POWER = re.compile(r"\b(?:lets|allows|enables|permits|gives)\s+(?:local\s+)?(?:councils|local\s+authorities"
                           r"|authorities)\b|\bcouncils\s+(?:can|may)\s+(?:introduce|designate|require|also)\b"
                           r"|\b(?:a|any)\s+(?:local\s+)?(?:council|(?:housing\s+)?authority)\s+(?:can|may|could)\s+(?:also\s+)?"
                           r"(?:decide\s+to\s+)?(?:introduce|designate|require|bring\s+in|license)\b", I)
PAGE_DATE_LINE = re.compile(r"\b(?:last\s+)?(?:updated|modified|reviewed|edited|revised)\s*(?:on|:)", I)
FEE = re.compile(r"£\s?\d[\d,]*(?:\.\d\d)?", I)
FEE_WORDS = re.compile(r"\b(?:fees?|costs?|charges?|payable|pay|price|how\s+much)\b", I)
PLACE_LIST_LEAD = re.compile(r"\b(?:wards?|areas?|streets?|roads?|estates?|neighbourhoods?|postcodes?|designations?)\b"
                             r"[^.]*:\s*$|\b(?:covers?|includes?|applies\s+(?:to|in))\s*:\s*$"
                             # "About 3,000 homes would be affected in the:" then one ward a line
                             r"|\b(?:affected|covered|included|licensable)(?:\s+(?:in|within|by))?(?:\s+the)?\s*:\s*$", I)

# Any character of a phrase that is not about applications, a consultation or a fee ("the end date for applications").
_NOT_OTHER = r"(?:(?!\b(?:appl\w+|consult\w+|fees?|payments?|discounts?)\b)[^.])"
# More ways councils write a designation's end or start just before its date ("the designation stops having effect
# on", "the scheme will conclude on", "was implemented on", "was rolled out on").
END_CUE_MORE = re.compile(r"(?:\bstops?\s+having\s+effect|\bstopped\s+having\s+effect|\bconclud\w*"
                          r"|\b(?:end|expiry|finish)\s+date\b" + _NOT_OTHER + r"{0,60}?\b(?:is|was|will\s+be)"
                          r"|\b(?:last|final|closing)\s+day\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:scheme|designation)s?\s+(?:is|was|will\s+be)"
                          r"|\bmidnight)(?:\s+(?:on|in))?(?:\s+the)?\s*$", I)
START_CUE_MORE = re.compile(r"(?:\binto\s+(?:force|effect)\s+(?:\w+\s+){0,3}?later,?|\b(?:start|commencement"
                            r"|go[- ]live|effective)\s+date\b" + _NOT_OTHER + r"{0,60}?\b(?:is|was|will\s+be)"
                            r"|\bwill\s+introduce\s+(?:[\w-]+\s+){0,6}?on|\b(?:commencement|start(?:ing)?|effective|go[- ]live|implementation|operative)\s+date|\bimplemented|\brolled\s+out|\bkicked\s+off|\bbecame\s+(?:effective|operational|live)"
                            r"|\bcame\s+into\s+being|\b(?:first\s+)?came\s+to(?:\s+(?-i:[A-Z])[\w'’-]*){1,4}?)(?:\s+(?:on|in|from))?(?:\s+the)?\s*$", I)
# Words just after a date that make it a designation's start: "On 1 June 2023 the selective licensing scheme came
# into force", "In April 2022 our additional licensing designation took effect".
START_AFTER_SUBJECT = re.compile(r"^\W{0,3}(?:the|our|this|its|a|an)\s+(?:[\w-]+\s+){0,4}?(?:schemes?|designations?"
                                 r"|licensing)\s+(?:[\w-]+\s+){0,3}?(?:came\s+into\s+(?:force|effect)|took\s+effect"
                                 r"|started|began|commenced|(?:was|were)\s+(?:introduced|launched|implemented)|went\s+live)\b",
                                 I)
# A clause whose subject is licensing itself, named by its place rather than by its scheme: "Licensing in Northfield
# will end on 31 May 2028" is about the scheme named just before.
LICENSING_SUBJECT = re.compile(r"^\W*(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?licensing\b(?!\s+(?:team|officers?|fees?"
                               r"|applications?|conditions?|register|committee))", I)
# Parts of a district given without their names: "in certain areas of the borough", "the designated area shown on
# the map", "the town centre".
NAMED_AREA_MORE = re.compile(r"\b(?:certain|specific|some|selected|designated|particular|defined|targeted|chosen)\s+"
                             r"(?:parts?|areas?|wards?|neighbourhoods?|localities|zones?)\b|\btown\s+centre\b"
                             r"|\barea\s+(?:shaded|shown|outlined|marked|edged|highlighted)\b|\b(?:shaded|outlined|edged)\s+"
                             r"(?:area|in\s+red)\b|\b(?:within|inside)\s+the\s+(?:\w+\s+)?(?:line|boundary)\b"
                             # "homes with a CV1 or CV2 postcode", "the postcodes NG7 1 and NG7 2"
                             r"|(?-i:\b[A-Z]{1,2}\d{1,2}[A-Z]?)\b(?:\s+\d[A-Z]{0,2})?\s+(?:postcodes?|postal\s+districts?)\b"
                             r"|\bpostcodes?\s+(?:areas?\s+|districts?\s+)?(?:of\s+)?(?-i:[A-Z]{1,2}\d)"
                             r"|\b(?:the\s+)?(?:central|inner)\s+(?:parts?|areas?)\s+of\b", I)
# A clause that says where a scheme applies, whatever else it says: "The selective licensing area is the ward of
# Castle", "Selective licensing covers Northfield and Southgate".
AREA_STATEMENT = re.compile(r"\b(?:covers?|covering|applies\s+(?:in|to)|(?:area|areas)\s+(?:is|are|includes?|comprises?)"
                            r"|wards?\s+of|takes?\s+in|operates?\s+in|in\s+(?:the\s+)?(?:following|these)\b)", I)
# A scheme's start given as a year only: "since 2011", "was introduced in 2015", "began in 2018".
START_YEAR = re.compile(r"(?:\bsince|\b(?:start\w*|beg[ia]n\w*|introduced|launched|commenc\w*|into\s+(?:force|effect)"
                        r"|took\s+effect|brought\s+in)\s+(?:in|during)|\bfrom)\s+"
                        r"(?P<year>(?:19|20)\d\d)\b(?!\s*(?:-|–|—|to|until)\s*(?:19|20)?\d\d)(?![/.-]\d)"
                        r"|^\W*in\s+(?P<lead_year>(?:19|20)\d\d)\b,?\s+(?:the\s+)?(?:council|we)\s+(?:\w+\s+)?"
                        r"(?:introduced|brought\s+in|launched|started|began)\b", I)
# More ways a page says a scheme applies now or has applied: "the council has run selective licensing in Northfield",
# "licensing has applied there since 2017", "in 2016 the council introduced selective licensing".
IN_FORCE_MORE = re.compile(r"\b(?:licensing|schemes?|designations?)\s+(?:has|have)\s+(?:applied|operated|run|been\s+"
                           r"(?:running|operating|in\s+place))\b|\b(?:has|have|had)\s+(?:run|operated)\s+(?:an?\s+|its\s+"
                           r"|our\s+)?(?:[\w-]+\s+){0,2}?(?:licensing|schemes?|designations?)\b|\b(?:introduced|launched)\s+"
                           r"(?:an?\s+|its\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:licensing|schemes?|designations?)\b"
                           r"|\b(?:has|have)\s+applied\s+(?:in|across|throughout)\b", I)
# Mandatory licensing named only in passing: as an exemption from another scheme, or to compare with it
# ("Properties with a mandatory HMO licence are exempt", "costs the same as a licence under the mandatory scheme").
MANDATORY_IN_PASSING = re.compile(r"\b(?:are|is|be)\s+(?:fully\s+|also\s+|automatically\s+|therefore\s+)?exempt\b|\bexempt(?:ed|ions?)?\s+from\b|\b(?:does|did|will)\s+not\s+"
                                  r"apply\s+to\b|\b(?:costs?|is|are)\s+the\s+same\s+as\b|\bsame\s+(?:fee|price|cost)\s+as\b", I)
# A length of time that is not this designation's: the law's ceiling ("can last up to five years", "a maximum of five
# years"), a licence's term ("the licence will be valid for 5 years"), a review's rhythm ("reviewed every year").
PERIOD_LIMIT_BEFORE = re.compile(r"\b(?:up\s+to|maximum\s+of|max(?:imum)?|no\s+(?:more|longer)\s+than|at\s+most"
                                 r"|not\s+(?:more|longer)\s+than|every|each)\s+(?:a\s+|of\s+)?$", I)
GENERIC_DURATION = re.compile(r"\b(?:can|may|could|must\s+not)\s+(?:only\s+)?(?:last|run|be\s+in\s+force|designate"
                              r"|be\s+designated|be\s+made)\b|\breview\w*\b"
                              # "schemes last up to five years" is the law; "both schemes last five years" is ours
                              r"|(?<!both\s)(?<!two\s)(?<!these\s)(?<!our\s)\b(?:schemes|designations)\s+(?:last|run)\b", I)
LICENCE_NOUN = re.compile(r"\blicen[cs]es?\b(?!\s+(?:scheme|designation))", I)
SCHEME_NOUN = re.compile(r"\b(?:schemes?|designations?)\b", I)
# What a dated clause that names a scheme may be about instead of its designation: "The selective licensing
# consultation runs until", "the discounted selective licence fee is available until", "the licensing team is
# closed until".
OTHER_SUBJECT_NAMED = re.compile(r"\blicen[cs](?:ing|es?)\s+(?:consultation|team|fees?|discounts?|applications?|reviews?"
                                 r"|surveys?|events?|officers?|offices?|helpline|portal|register|payments?)\b"
                                 r"|\b(?:discount\w*|early[\s-]bird|reduced\s+(?:fee|rate|price)|offer)\b", I)
# Words just after a date that make it a deadline: "Landlords had until 31 August 2023 to apply".
DEADLINE_AFTER = re.compile(r"^\W{0,3}to\s+(?:apply|register|submit|make\s+(?:an?\s+)?application|pay|respond|comment)\b", I)
# The designation itself as the subject of a verb of its dates: "the scheme came into force", "the designation ends".
DESIGNATION_NOUN_VERB = re.compile(r"\b(?:schemes?|designations?)\s+(?:\w+\s+){0,2}?(?:came|comes|took|takes|start\w*"
                                   r"|beg[ia]n\w*|commenc\w*|runs?|ran|lasts?|ends?|ended|expir\w*|ceas\w*)\b", I)
# Additional licensing described by what it covers beyond the national scheme: every HMO, whatever its size, or
# HMOs of three or more people ("Every HMO in the borough must be licensed", "any HMO let to 3 or more people").
ALL_HMOS = re.compile(r"\b(?:every|all|any)\s+(?!(?:\w+\s+)?(?:large|larger|bigger|mandatory|licensable|such)\b)"
                      r"(?:\w+\s+){0,2}?(?:hmos?|houses?\s+in\s+multiple\s+occupation)\b"
                      r"(?:\s+\([^)]{1,10}\))?(?![^.]{0,80}\b(?:5|five)\s+or\s+more)"
                      r"|\b(?:hmos?|houses?\s+in\s+multiple\s+occupation)\b[^.]{0,40}\b(?:regardless\s+of|whatever)\s+"
                      r"(?:their\s+|its\s+)?size\b"
                      r"|\b(?:hmos?|houses?\s+in\s+multiple\s+occupation)\b[^.]{0,60}\b(?:3|three)\s+or\s+more\s+"
                      r"(?:people|persons|occupants|occupiers|tenants|residents|unrelated)\b", I)
MUST_BE_LICENSED = re.compile(r"\b(?:must|needs?\s+to|has\s+to|have\s+to|shall)\s+(?:also\s+)?(?:be\s+licensed|have\s+a\s+"
                              r"licen[cs]e|hold\s+a\s+licen[cs]e)\b|\b(?:needs?|requires?)\s+(?:an?\s+)?(?:\w+\s+)?"
                              r"licen[cs]e\b", I)
# "Every House in Multiple Occupation (HMO) in the borough", "any rented home anywhere in the district".
WHOLE_AREA_MORE = re.compile(r"\b(?:every|all|any)\s(?:(?!\b(?:of|named|listed|following|these|designated|certain|some"
                             r"|parts?|streets?|wards?|areas?|roads?|estates?)\b)[^.;]){0,60}?\bin\s+the\s+(?:borough|district|city|county)\b(?!\s+(?:of|ward|centre))", I)
# More ways of saying a scheme is not made yet, or is made and still to come.
PROPOSED_MORE = re.compile(r"\b(?:want|wants|wish|wishes|hope|hopes|aim|aims|intend|intends)\s+to\s+(?:introduce|bring\s+in"
                           r"|designate|start|launch|extend|renew)\b|\bplanned\s+to\s+(?:start|begin|come|be\s+introduced)\b"
                           r"|\bif\s+(?:the\s+)?(?:cabinet|council|members|secretary\s+of\s+state)\s+(?:agrees?|approves?"
                           r"|decides?)\b|\bdecision\s+(?:is|will\s+be)\s+(?:expected|due|made|taken)\b"
                           r"|\b(?:schemes?|designations?|licensing)\s+(?:is|are)\s+being\s+(?:developed|prepared|drawn\s+up"
                           r"|designed|considered)\b|\bwill\s+(?:decide|consider)\s+(?:\w+\s+){0,3}?whether\s+(?:or\s+not\s+)?to\s+"
                           r"(?:introduce|bring\s+in|designate|adopt)\b", I)
FUTURE_MORE = re.compile(r"\b(?:we|the\s+council)\s+will\s+(?:introduce|bring\s+in|launch|start)\b", I)
