"""The house's folders show its architecture (DESIGN.md "Layout"), and these tests keep it so.

Levels, bottom up: vocabulary (policy, enums, clock, scope, config, register, items, errors) → `extract/` and
`politeness/` → `state/` → `crawl/` → `runtime` → the Scrapy components (spiders, middlewares, pipelines,
extensions, and datestone's settings and commands) → `people/`. Nothing imports upward, nothing imports in a
circle, `extract/` is pure (bytes or HTML in, facts out) and the core is Scrapy-free outside the few places where
a visit meets Scrapy. Read from the source with `ast`, so a lazy import inside a function counts as well.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("datestone", "spiders", "middlewares", "pipelines", "extensions")
SCRAPY_WORLD = ("scrapy", "twisted", "scrapy_playwright", "playwright")
MAX_LINES = 300

_VOCABULARY, _PURE, _STATE, _CRAWL, _RUNTIME, _COMPONENTS, _PEOPLE = range(7)
_DATESTONE_LEVELS = {"extract": _PURE, "politeness": _PURE, "state": _STATE, "crawl": _CRAWL,
                     "runtime": _RUNTIME, "settings": _COMPONENTS, "commands": _COMPONENTS, "people": _PEOPLE,
                     "__main__": _PEOPLE}


def _modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
            found[name] = path
    return found


MODULES = _modules()


def level_of(module: str) -> int:
    parts = module.split(".")
    if parts[0] != "datestone":
        return _COMPONENTS
    return _DATESTONE_LEVELS.get(parts[1], _VOCABULARY) if len(parts) > 1 else _VOCABULARY


def imports_of(path: Path) -> list[tuple[str, int]]:
    """Every module an import statement names, top-level or inside a function, with its line."""
    named = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            named += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            named.append((node.module, node.lineno))
            named += [(f"{node.module}.{alias.name}", node.lineno) for alias in node.names]
    return named


def project_imports(module: str) -> set[str]:
    """The project modules `module` imports (a `from package import name` counts when name is a module)."""
    return {name for name, _ in imports_of(MODULES[module]) if name in MODULES and name != module}


def test_every_package_is_found():
    assert {"datestone.extract.classify", "datestone.politeness.pacing", "datestone.state.store",
            "datestone.crawl.ladder", "datestone.runtime", "spiders.fetcher", "extensions.progress",
            "datestone.people.cli"} <= set(MODULES)


def test_nothing_imports_upward():
    upward = [f"{module} ({level_of(module)}) imports {target} ({level_of(target)})"
              for module in MODULES for target in project_imports(module) if level_of(target) > level_of(module)]
    assert upward == []


@pytest.mark.parametrize("forbidden", ["datestone.politeness", "datestone.state", "datestone.crawl",
                                       "datestone.people", "datestone.runtime", *SCRAPY_WORLD])
def test_extract_is_pure(forbidden):
    """Text reading is plain functions tested from saved files (house style 8): no guard, store, visit or Scrapy."""
    offending = [f"{path.relative_to(ROOT)}:{line} imports {name}"
                 for module, path in MODULES.items() if module.startswith("datestone.extract")
                 for name, line in imports_of(path) if name == forbidden or name.startswith(forbidden + ".")]
    assert offending == []


def test_extract_and_politeness_do_not_lean_on_each_other():
    """Both sit just above the vocabulary: a guard never needs the text reader, nor the reader a guard."""
    crossing = [f"{module} imports {target}" for module in MODULES for target in project_imports(module)
                if {module.split(".")[1:2][0] if module.startswith("datestone.") else "",
                    target.split(".")[1:2][0] if target.startswith("datestone.") else ""} == {"extract", "politeness"}]
    assert crossing == []


def test_spiders_import_no_middleware():
    """Spiders find the crawler's shared objects through datestone.runtime, never through a middleware module."""
    reaching = [f"{module} imports {target}" for module in MODULES if module.startswith("spiders")
                for target in project_imports(module) if target.startswith("middlewares")]
    assert reaching == []


def test_no_import_cycle():
    graph = {module: project_imports(module) for module in MODULES}
    # A package's __init__ importing its own submodules is not a cycle a reader trips over.
    graph = {m: {t for t in targets if not (m in PACKAGES or t.startswith(m + "."))} for m, targets in graph.items()}
    seen, on_path, cycles = set(), [], []

    def visit(module):
        if module in on_path:
            cycles.append(" -> ".join(on_path[on_path.index(module):] + [module]))
            return
        if module in seen:
            return
        seen.add(module)
        on_path.append(module)
        for target in sorted(graph[module]):
            visit(target)
        on_path.pop()

    for module in sorted(graph):
        visit(module)
    assert cycles == []


def test_no_module_is_over_300_lines():
    """A module a reader takes in at one sitting; past that it holds more than one concern (house style 1)."""
    long = {str(path.relative_to(ROOT)): n for path in MODULES.values()
            if (n := len(path.read_text().splitlines())) > MAX_LINES}
    assert long == {}


# Where the core meets Scrapy or Twisted, and why; anywhere else it is plain Python, tested without a reactor.
MEETS_SCRAPY = {
    "datestone.settings",  # the Scrapy settings module itself (it names components by dotted path only)
    "datestone.commands.crawl",  # `scrapy crawl` with our exit codes
    "datestone.crawl.download_handler",  # scrapy-playwright's handler, whose pool must not resend a request
    "datestone.crawl.robots_cache",  # builds the robots.txt Request it sends through the downloader chain
    "datestone.politeness.gate",  # waits for the machine-wide lock off the reactor thread
}


def test_the_core_meets_scrapy_only_where_it_must():
    meeting = {module for module, path in MODULES.items() if module.startswith("datestone")
               for name, _ in imports_of(path) if name.split(".")[0] in SCRAPY_WORLD}
    assert meeting <= MEETS_SCRAPY, sorted(meeting - MEETS_SCRAPY)
