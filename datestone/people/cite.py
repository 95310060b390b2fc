"""`datestone cite GSS URL --quote TEXT [--who NAME]`: a person cites a quotation from a council page (AF2a).

The quotation is stored in W3C TextQuoteSelector shape, its prefix and suffix taken from the latest archived copy
of the page (AF3), and the citation points at that copy; a quote the copy does not hold is refused, with the
copy's closest passage, and nothing is written.
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import click

from datestone.errors import UsageError
from datestone.extract.quote_match import QuoteSelector, match_quote, normalise, selector_from_text
from datestone.extract.text import main_text, visible_text
from datestone.people.session import acting_person, settings_options, who_option
from datestone.register import find_council
from datestone.scope import in_scope
from datestone.state.warc_reader import latest_copy


@click.command(help="AF2a: store a quotation in W3C TextQuoteSelector shape, with prefix and suffix taken from the "
                    "latest archived copy of the page; refused when that copy does not contain the quotation.",
               short_help="AF2a: cite a quotation from a council page (its latest archived copy)")
@click.argument("gss", metavar="GSS")
@click.argument("url", metavar="URL")
@click.option("--quote", required=True, help="the words quoted, as the page has them")
@who_option
@settings_options
def cite(session, gss: str, url: str, quote: str, who: str | None) -> int:
    config = session.config
    council = find_council(session.register, gss)
    url = url.strip()
    if urlsplit(url).scheme.lower() not in ("http", "https") or not in_scope(url, council.site_domain):
        raise UsageError(f"cite: {url!r} is not an http(s) URL inside {council.gss} {council.name}'s site "
                         f"{council.site_domain!r} (LD4)")
    if not normalise(quote):
        raise UsageError("cite: --quote is empty")
    read_first = f"read the page first (scrapy crawl council -a gss={council.gss})"
    if not config.db_path.exists():  # nothing was ever archived; and a refusal creates nothing
        raise UsageError(f"cite: there is no archived copy of {url}: {read_first}")
    store = session.open_store()
    try:
        copy = latest_copy(store, config.archive_dir, url)
        if copy is None:
            raise UsageError(f"cite: there is no archived copy of {url}: {read_first}")
        # The page's own content first; the whole visible page when the quote sits outside the main container.
        selector = selector_from_text(main_text(copy.html), quote) or selector_from_text(visible_text(copy.html), quote)
        if selector is None:
            near = match_quote(visible_text(copy.html), QuoteSelector(quote))
            hint = f"; its closest passage ({near.similarity:.0f}% alike) reads {near.nearest[:200]!r}" \
                if near.nearest else ""
            raise UsageError(f"cite: the archived copy of {url} ({copy.reference}) does not contain the quote"
                             f"{hint}; quote the page word for word, or {read_first} if it has changed")
        person = acting_person(who)
        citation_id = store.add_citation({"gss": council.gss, "url": url, "exact": selector.exact,
                                          "prefix": selector.prefix, "suffix": selector.suffix,
                                          "archive": copy.reference, "added_by": person, "added_at": session.now})
    finally:
        store.close()
    print(f"citation {citation_id}: {council.gss} {council.name} {url}; by {person}")
    print(f"  exact:  {json.dumps(selector.exact, ensure_ascii=False)}")
    print(f"  prefix: {json.dumps(selector.prefix, ensure_ascii=False)}")
    print(f"  suffix: {json.dumps(selector.suffix, ensure_ascii=False)}")
    print(f"  from:   {copy.reference} ({copy.kind} copy)")
    return 0
