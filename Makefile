# QueueProof. `make run` serves the app on the embedded database; `make test` runs every test.
GO      ?= go
BIN     := bin/queueproof
VERSION ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)

.PHONY: run build test generate frontend bench lint check-generated check-frontend ci

## run: build and serve on 127.0.0.1:8080 with ./data/queueproof.db, signed in as the local owner
run: build
	QUEUEPROOF_LOCAL_ACTOR=$${QUEUEPROOF_LOCAL_ACTOR:-1} ./$(BIN) serve

## build: the single binary, with the committed SPA build embedded
build:
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/queueproof

## test: vet and every Go test against real SQLite files and loopback servers
test:
	$(GO) vet ./...
	$(GO) test -count=1 ./...

## generate: regenerate gqlgen's executor, models and resolver stubs from graph/*.graphqls
generate:
	$(GO) tool gqlgen generate

## frontend: rebuild frontend/dist from frontend/src (needs Node 20.19+ and npm)
frontend:
	cd frontend && npm ci --no-audit --no-fund && npm run build

## bench: ingest rate and per-lane latency beside raw baselines, and Cranfield quality, at 10k
## chunks; BENCH_FULL=1 adds 100k, and 1M for the text lane (long: see BENCHMARKS.md)
bench:
	$(GO) run ./bench

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
