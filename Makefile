# QueueProof. `make run` serves the app on the embedded database; `make test` runs every test.
GO      ?= go
BIN     := bin/queueproof
VERSION ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)

.PHONY: run build test go-test e2e e2e-deps generate frontend bench fuzz lint check-generated check-frontend ci

## run: build and serve on 127.0.0.1:8080 with ./data/queueproof.db, signed in as the local owner
## (a development encryption key is made once in ./data/dev-secret.key unless QUEUEPROOF_SECRET_KEY is set)
run: build
	@mkdir -p data && test -s data/dev-secret.key || (umask 077 && head -c 32 /dev/urandom | base64 > data/dev-secret.key)
	QUEUEPROOF_LOCAL_ACTOR=$${QUEUEPROOF_LOCAL_ACTOR:-1} QUEUEPROOF_SECRET_KEY=$${QUEUEPROOF_SECRET_KEY:-$$(cat data/dev-secret.key)} ./$(BIN) serve

## build: the single binary, with the committed SPA build embedded
build:
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/queueproof

## test: vet, every Go test (real SQLite files, loopback servers), then the browser tests
test: go-test e2e

go-test:
	$(GO) vet ./...
	$(GO) test -count=1 ./...

## e2e: the real binary in Debian's chromium, driven by playwright-core (installs both if
## missing), and the official MCP conformance suite against the MCP test mode
e2e: build e2e-deps
	$(GO) build -o bin/mcpserver ./e2e/mcpserver
	$(GO) build -o bin/oidcprovider ./e2e/oidcprovider
	cd e2e && npm test

e2e-deps:
	@command -v chromium >/dev/null 2>&1 || { echo "installing Debian's chromium (needs root)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }
	@test -d e2e/node_modules/playwright-core || (cd e2e && npm ci --no-audit --no-fund)

## generate: regenerate gqlgen's executor, models and resolver stubs from graph/*.graphqls
generate:
	$(GO) tool gqlgen generate

## frontend: rebuild frontend/dist from frontend/src (needs Node 20.19+ and npm)
frontend:
	cd frontend && npm ci --no-audit --no-fund && npm run build

## bench: every benchmark beside its baseline; figures go to BENCHMARKS.md. `go run ./bench/index`:
## ingest and per-lane latency beside raw baselines and Cranfield quality at 10k chunks
## (BENCH_FULL=1 adds 100k and 1M); the Go benchmarks: cold start, provider fan-out, queue
## compile, Ask latency at 10k chunks (BENCH_ASK_FULL=1 adds 100k; BENCH_ASK_DIR=DIR keeps the
## built corpora for later runs); then the mixed-traffic load run against the real binary at
## 1 to 64 clients (exits non-zero on any error)
bench:
	$(GO) run ./bench/index
	$(GO) test -count=1 -run '^$$' -bench . -benchtime 20x ./bench/...
	$(GO) run ./bench/load

## fuzz: every native Go fuzz target (each `func FuzzX` in a _test.go file) in turn, FUZZTIME each
## (default 30s); a crasher is written to the package's testdata/fuzz/FuzzX/ and then runs in
## every plain `go test` (`make fuzz FUZZTIME=60s`)
FUZZTIME ?= 30s
fuzz:
	@set -e; for f in $$(grep -rl --include='*_test.go' --exclude-dir=node_modules --exclude-dir=.git '^func Fuzz' . | sort); do \
		dir=$$(dirname $$f); \
		for name in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$f); do \
			echo "== $$name ($$dir, $(FUZZTIME))"; \
			before=$$(ls $$dir/testdata/fuzz/$$name 2>/dev/null | wc -l); \
			if ! $(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) $$dir > $$dir/.fuzz.log 2>&1; then \
				cat $$dir/.fuzz.log; \
				after=$$(ls $$dir/testdata/fuzz/$$name 2>/dev/null | wc -l); \
				if [ "$$after" = "$$before" ] && grep -q 'context deadline exceeded' $$dir/.fuzz.log; then \
					echo "== $$name: stopped by Go's fuzz-coordinator deadline race (go.dev/issue/75804), no failing input written: not a finding"; \
				else rm -f $$dir/.fuzz.log; exit 1; fi; \
			else tail -n 2 $$dir/.fuzz.log; fi; \
			rm -f $$dir/.fuzz.log; \
		done; \
	done

## lint: go vet and gofmt
lint:
	$(GO) vet ./...
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt wants to change:"; echo "$$out"; exit 1; fi

## check-generated: fail when committed gqlgen output differs from a fresh `make generate`
check-generated: generate
	@git diff --exit-code --stat -- graph resolvers || { echo "generated code is stale: run 'make generate' and commit"; exit 1; }
	@test -z "$$(git status --porcelain -- graph resolvers)" || { git status --porcelain -- graph resolvers; echo "generated code is stale: run 'make generate' and commit"; exit 1; }

## check-frontend: fail when the committed frontend/dist differs from a fresh `make frontend`
check-frontend: frontend
	@git diff --exit-code --stat -- frontend/dist || { echo "frontend/dist is stale: run 'make frontend' and commit"; exit 1; }
	@test -z "$$(git status --porcelain -- frontend/dist)" || { git status --porcelain -- frontend/dist; echo "frontend/dist is stale: run 'make frontend' and commit"; exit 1; }

## ci: what .ci/run runs after installing tools
ci: lint check-generated check-frontend test
