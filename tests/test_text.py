"""datestone.extract.text: what a reader sees, the page's own content, and its title."""
import pytest

from datestone.extract.text import main_text, page_title, visible_text

PAGE = """<html><head><title>Selective licensing | Anytown Council</title></head><body>
<div id="cookie-banner" class="cookie-banner"><p>We use cookies</p></div>
<header><a href="/"><h1>Anytown Council</h1></a><nav><a href="/taxis">Taxi licensing</a></nav></header>
<nav class="breadcrumb"><a href="/">Home</a> &gt; <a href="/housing">Housing</a></nav>
<main><h1>Selective licensing</h1><p>The scheme is in force.</p></main>
<aside><p>Related: premises licences</p></aside>
<footer><p>Copyright 2025</p></footer></body></html>"""


@pytest.mark.parametrize("tag", ["script", "style", "noscript", "template", "svg"])
def test_visible_text_drops_invisible_elements(tag):
    html = f"<body><p>shown</p><{tag}>secret</{tag}></body>"
    assert visible_text(html) == "shown"


@pytest.mark.parametrize("html", [
    "<body><p>shown</p><!-- secret --></body>",
    "<body><p>shown</p><p hidden>secret</p></body>",
    "<body><p>shown</p><div style='display: none'>secret</div></body>",
    "<body><p>shown</p><span aria-hidden='true'>secret</span></body>",
])
def test_visible_text_drops_comments_and_hidden_elements(html):
    assert visible_text(html) == "shown"


@pytest.mark.parametrize("html, expected", [
    ("<p>one</p><p>two</p>", "one\ntwo"),
    ("<ul><li>a</li><li>b</li></ul>", "a\nb"),
    ("<p>line<br>break</p>", "line\nbreak"),
    ("<h2>Fees</h2><div>£750</div>", "Fees\n£750"),
    ("<p>one <b>bold</b> <a href='#'>link</a> word</p>", "one bold link word"),
    ("<p>  lots \n\t of   space  </p>", "lots of space"),
    ("<p>non&nbsp;breaking\u00a0space</p>", "non breaking space"),
    ("<p>zero\u200bwidth</p>", "zerowidth"),
])
def test_visible_text_breaks_blocks_and_normalises_space(html, expected):
    assert visible_text(html) == expected


@pytest.mark.parametrize("html, expected", [
    ("", ""),
    ("   \n ", ""),
    ("<div><p>unclosed <b>tags", "unclosed tags"),
    ("plain text, no markup", "plain text, no markup"),
    ('<?xml version="1.0" encoding="iso-8859-1"?><html><body><p>declared</p></body></html>', "declared"),
    ("</p></div><p>stray closers</p></span>", "stray closers"),
    ("<p>lone surrogate \ud800 here</p>", "lone surrogate ? here"),
])
def test_visible_text_survives_broken_or_empty_input(html, expected):
    assert visible_text(html) == expected


def test_visible_text_keeps_furniture_a_reader_sees():
    text = visible_text(PAGE)
    assert "We use cookies" in text and "Copyright 2025" in text and "The scheme is in force." in text


def test_main_text_drops_page_furniture():
    assert main_text(PAGE) == "Selective licensing\nThe scheme is in force."


@pytest.mark.parametrize("container", [
    "<main>{}</main>",
    "<div role='main'>{}</div>",
    "<article>{}</article>",
    "<div id='content'>{}</div>",
    "<div id='main-content'>{}</div>",
])
def test_main_text_prefers_the_content_container(container):
    html = "<body><div class='promo'>Latest offers</div>" + container.format("<p>own content</p>") + "<div>More</div></body>"
    assert main_text(html) == "own content"


def test_main_text_without_container_uses_body_minus_furniture():
    html = ("<body><header>Council</header><nav>Menu</nav><div class='cookie-notice'>Cookies?</div>"
            "<div class='breadcrumbs'>Home</div><p>Body text</p><footer>Foot</footer></body>")
    assert main_text(html) == "Body text"


def test_main_text_skips_an_empty_main_for_the_next_container():
    # JS sites sometimes leave an empty <main> shell and render into #content.
    assert main_text("<body><main></main><div id='content'><p>rendered</p></div></body>") == "rendered"


def test_main_text_ignores_a_listing_of_several_articles():
    html = "<body><div id='content'><p>intro</p><article>one</article><article>two</article></div></body>"
    assert main_text(html) == "intro\none\ntwo"


def test_main_text_cookie_class_on_body_does_not_wipe_page():
    html = "<body class='cookies-accepted'><div class='cookie-consent-wrapper'><h1>Title</h1><p>text</p></div></body>"
    assert main_text(html) == "Title\ntext"


def test_main_text_keeps_header_inside_article():
    html = "<body><header>Site</header><article><header><h1>HMO licensing</h1></header><p>x</p></article></body>"
    assert main_text(html) == "HMO licensing\nx"


@pytest.mark.parametrize("html, expected", [
    (PAGE, "Selective licensing"),
    ("<title>Only a title</title><p>x</p>", "Only a title"),
    ("<title>T</title><h1>  Spaced\n   heading </h1>", "Spaced heading"),
    ("<title>Fallback</title><h1> </h1>", "Fallback"),
    ("<title>T</title><body><h1>Site name</h1><main><h1>Page heading</h1></main></body>", "Page heading"),
    ("<h1>HMO&nbsp;<span>licensing</span></h1>", "HMO licensing"),
    ("", ""),
    ("<p>no title at all</p>", ""),
])
def test_page_title_prefers_content_h1_then_title(html, expected):
    assert page_title(html) == expected


def test_a_callout_box_inside_the_content_is_content_and_a_related_links_aside_is_not():
    html = ("<body><main><h1>HMO licensing</h1><aside class='callout'><h2>Consultation open</h2><p>We propose "
            "additional licensing in Dale ward.</p></aside><p>Mandatory licensing applies.</p>"
            "<aside class='related'><p>Related: premises licences</p></aside></main>"
            "<aside class='alert'><p>Site-wide: our phone lines are closed on Friday.</p></aside></body>")
    text = main_text(html)
    assert "We propose additional licensing in Dale ward." in text and "Mandatory licensing applies." in text
    assert "Related" not in text and "phone lines" not in text
