# Two commands run everything: `make run` plays the game, `make test` runs
# every test. Both install missing system packages on Debian/Ubuntu first.

GO ?= go
BIN := bin

.PHONY: run test test-short lint sim bench build clean

## run: build and start the game (installs build packages if missing)
run:
	@.ci/deps.sh build
	@if [ -d cmd/rummy ]; then \
		$(GO) build -o $(BIN)/rummy ./cmd/rummy && ./$(BIN)/rummy $(ARGS); \
	else \
		$(GO) run ./cmd/rummy-sim help; \
	fi

## test: every test (Go tests under Xvfb, wasm build of engine/bots)
test:
	.ci/test.sh

## test-short: the quick subset of the tests
test-short:
	.ci/test.sh -short

## lint: gofmt, go vet and staticcheck, as CI runs them
lint:
	@bad=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$bad" ]; then echo "gofmt: $$bad"; exit 1; fi
	$(GO) vet ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

## sim: build the headless tool
sim:
	$(GO) build -o $(BIN)/rummy-sim ./cmd/rummy-sim

## build: both programs
build: sim
	$(GO) build -o $(BIN)/rummy ./cmd/rummy

## bench: the engine and bot benchmarks
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./engine/... ./bots/...

clean:
	rm -rf $(BIN)
