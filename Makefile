# Handrail: the two commands of the README are `make demo` and `make test`.
# Both install what is missing first: Debian packages (apt) and a Python venv; the tests
# also the web component libraries their pages load (npm, pinned by a lock file).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
WEBLIBS := tests/browser/weblibs

.PHONY: deps system-deps venv weblibs demo test lint bench clean

deps: system-deps venv

system-deps:
	@scripts/install-system-deps.sh

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

venv: $(STAMP)

$(WEBLIBS)/node_modules/.installed: $(WEBLIBS)/package-lock.json
	cd $(WEBLIBS) && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

weblibs: $(WEBLIBS)/node_modules/.installed

demo: deps
	$(BIN)/python examples/demo.py

test: deps weblibs
	$(BIN)/python -m pytest -q -p no:cacheprovider

lint: venv
	$(BIN)/ruff check --no-cache src tests bench examples
	$(BIN)/ruff format --no-cache --check src tests bench examples
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache

bench: deps
	$(BIN)/python bench/observe_atspi.py
	$(BIN)/python bench/observe_browser.py
	$(BIN)/python bench/loop_overhead.py
	$(BIN)/python bench/desktop_x11.py
	$(BIN)/python bench/mcp_overhead.py
	$(BIN)/python bench/gate_overhead.py
	$(BIN)/python bench/safety_suite.py

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
