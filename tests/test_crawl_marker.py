"""Every test that runs Chromium or a Scrapy crawl carries the `crawl` marker, so `make test-fast`
(`-m "not crawl"`) is only the tests that need neither, and nothing slow hides in it.

Read from the source, not from a run: a test crawls when it reaches, through its own body, the fixtures it
asks for or the module's helpers it calls, one of the things that start a crawl or a browser (the fake web
fixture, `run_spider`, Playwright, Scrapy's crawler runners, a `scrapy crawl` command line). Fixtures imported
from another test module are followed into that module.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent

# Names whose use means a crawl or a browser: the fake council web (every crawl runs against it), the
# in-process spider runner, Playwright, Scrapy's runners.
STARTS_A_CRAWL = {"fake_web", "run_spider", "sync_playwright", "async_playwright", "CrawlerProcess", "CrawlerRunner",
                  "AsyncCrawlerRunner"}
SCRAPY_CRAWL = "scrapy crawl".split()


def _is_crawl_mark(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Attribute) and n.attr == "crawl"
               and isinstance(n.value, ast.Attribute) and n.value.attr == "mark" for n in ast.walk(node))


def _names_used(node: ast.AST) -> set[str]:
    """Every name a function reads, its parameters included (a parameter of a test is a fixture it asks for)."""
    names = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        args = node.args
        names |= {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}
    if any(_says_scrapy_crawl(n) for n in ast.walk(node)):
        names.add("run_spider")  # builds a `python -m scrapy crawl …` command line
    return names


def _says_scrapy_crawl(node: ast.AST) -> bool:
    """A command line written as a list: `[…, "scrapy", "crawl", …]`."""
    if not isinstance(node, (ast.List, ast.Tuple)):
        return False
    words = [e.value if isinstance(e, ast.Constant) else None for e in node.elts]
    return any(words[i:i + 2] == SCRAPY_CRAWL for i in range(len(words) - 1))


def _module_path(dotted: str) -> Path | None:
    path = ROOT.joinpath(*dotted.split(".")).with_suffix(".py")
    return path if path.is_file() and TESTS in path.parents else None


@cache
def _crawling_names(path: Path) -> frozenset[str]:
    """The names, defined in or imported into this module, whose use starts a crawl or a browser."""
    tree = ast.parse(path.read_text(), filename=str(path))
    crawling = set(STARTS_A_CRAWL)
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tests."):
            source = _module_path(node.module)
            if source is not None and source != path:
                crawling |= {alias.asname or alias.name for alias in node.names
                             if alias.name in _crawling_names(source)}
    defined = {node.name: _names_used(node) for node in tree.body
               if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    grew = True
    while grew:
        grew = False
        for name, used in defined.items():
            if name not in crawling and used & crawling:
                crawling.add(name)
                grew = True
    return frozenset(crawling)


def unmarked_crawling_tests(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    module_marked = any(isinstance(node, ast.Assign) and _is_crawl_mark(node.value)
                        and any(getattr(target, "id", None) == "pytestmark" for target in node.targets)
                        for node in tree.body)
    if module_marked:
        return []
    crawling = _crawling_names(path)
    return [node.name for node in tree.body
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test")
            and node.name in crawling and not any(_is_crawl_mark(d) for d in node.decorator_list)]


TEST_MODULES = sorted(TESTS.rglob("test_*.py"))


@pytest.mark.parametrize("path", TEST_MODULES, ids=lambda p: str(p.relative_to(TESTS)))
def test_every_test_that_crawls_or_starts_chromium_is_marked_crawl(path):
    assert unmarked_crawling_tests(path) == [], (
        f"{path.relative_to(ROOT)}: these tests crawl or start Chromium; mark them @pytest.mark.crawl "
        "(or the module, `pytestmark = pytest.mark.crawl`, if every test in it does)")


def test_the_guard_sees_a_crawl_through_a_fixture_a_helper_and_an_imported_fixture(tmp_path):
    """The guard itself can fail: an unmarked crawl reached three ways is caught, a marked one is not."""
    source = tmp_path / "test_unmarked.py"
    source.write_text(
        "import pytest\n"
        "from tests.test_cli_people import crawled\n"
        "@pytest.fixture\ndef site(fake_web):\n    return fake_web\n"
        "def helper():\n    return ['python', '-m', 'scrapy', 'crawl', 'council']\n"
        "def test_by_fixture(site): pass\n"
        "def test_by_helper(): helper()\n"
        "def test_by_imported_fixture(crawled): pass\n"
        "@pytest.mark.crawl\ndef test_marked(fake_web): pass\n"
        "def test_pure(tmp_path): pass\n")
    assert unmarked_crawling_tests(source) == ["test_by_fixture", "test_by_helper", "test_by_imported_fixture"]
    marked = tmp_path / "test_marked.py"
    marked.write_text("import pytest\npytestmark = pytest.mark.crawl\ndef test_by_fixture(fake_web): pass\n")
    assert unmarked_crawling_tests(marked) == []
