# Two commands set everything up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: setup demo test test-fast bench chromium clean

# The pinned requirements first; then the project itself, editable (`.venv/bin/datestone` is its console script).
# That second step downloads nothing: it builds with the setuptools and wheel the venv already has.
$(STAMP): requirements.txt pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-index --no-deps --no-build-isolation -e .
	touch $(STAMP)

chromium:
	@bash scripts/ensure-chromium.sh

setup: $(STAMP) chromium

demo: setup
	$(PY) -m demo.run

test: setup
	bash scripts/run-tests.sh $(PY)

# Everything but the tests marked `crawl` (Chromium, Scrapy crawls against the fake web). The marker expression
# goes through PYTEST_ADDOPTS because run-tests.sh hands its arguments to `bash -c` as one string.
test-fast: setup
	bash scripts/run-tests.sh $(PY) -m "not crawl"

bench: setup
	$(PY) -m bench.finder
	$(PY) -m bench.liveness
	$(PY) -m bench.sweep
	$(PY) -m bench.kill9

clean:
	rm -rf $(VENV) var
