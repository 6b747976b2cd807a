# Mahai. The two commands for a fresh machine:
#   make serve   install what is missing, build the site, serve it on http://127.0.0.1:8080/
#   make test    install what is missing, then run every test (native, wasm in Chromium, end to end)
# Also: make dist (deployable build in dist/), make bench, make lint.

SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
PORT ?= 8080

.PHONY: serve test dist lint test-native test-wasm test-e2e bench fuzz setup setup-serve size

setup:
	@.ci/setup test

setup-serve:
	@.ci/setup serve

# The release build also writes the service worker's precache list and .gz/.br copies of every
# text and wasm file (.ci/dist-hook.mjs, a Trunk hook); the report shows raw, .gz and .br sizes.
dist: setup-serve
	trunk build --release
	@e2e/size-report.sh dist

serve: dist
	@echo "Mahai is served at http://127.0.0.1:$(PORT)/  (Ctrl+C stops)"
	@python3 e2e/server.py dist $(PORT) >/dev/null

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings

test-native:
	cargo test --release

test-wasm:
	cargo test --target wasm32-unknown-unknown --test web

test-e2e:
	trunk build --release
	@e2e/size-report.sh dist
	node --test e2e/

test: setup
	$(MAKE) lint
	$(MAKE) test-native
	$(MAKE) test-wasm
	$(MAKE) test-e2e

# One table: random playouts/s (and search iterations/s) per game, native and wasm in headless
# Chromium, with the wasm/native ratio. SECONDS_PER_GAME=S (default 3).
bench:
	@.ci/bench.sh

# Fuzzes every target in turn (outside CI; needs `cargo install cargo-fuzz` and the nightly
# toolchain). SECONDS_EACH=S (default 600). `cargo test` replays the kept corpora.
fuzz:
	fuzz/run-all.sh
