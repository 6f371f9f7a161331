# Two commands run everything: `make run` plays the game, `make test` runs
# every test. Both install missing system packages on Debian/Ubuntu first.

GO ?= go
BIN := bin

.PHONY: run test test-long lint sim bench build clean dist

## run: build and start the game (installs build packages if missing)
run:
	@.ci/deps.sh build
	@if [ -d cmd/rummy ]; then \
		$(GO) build -o $(BIN)/rummy ./cmd/rummy && ./$(BIN)/rummy $(ARGS); \
	else \
		$(GO) run ./cmd/rummy-sim help; \
	fi

## test: every test (Go tests under Xvfb, the store under node, wasm builds)
test:
	.ci/test.sh

## test-long: the same with the random-play simulations in full (slow)
test-long:
	.ci/test.sh -long

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

## web: the browser build in web/: rummy.wasm, wasm_exec.js, index.html
.PHONY: web serve
web:
	@[ -d cmd/rummy ] || { echo "web: cmd/rummy does not exist yet: the browser build needs the game" >&2; exit 1; }
	packaging/web/build.sh web dev "$$(git rev-parse --short=12 HEAD 2>/dev/null)"
	@raw=$$(wc -c < web/rummy.wasm); gz=$$(gzip -9c web/rummy.wasm | wc -c); br=$$(cat web/rummy.*.wasm.br | wc -c); \
	  awk -v r=$$raw -v g=$$gz -v b=$$br 'BEGIN { printf "web/rummy.wasm: %.1f MB raw, %.1f MB gzipped, %.1f MB brotli (%d, %d and %d bytes)\n", r/1048576, g/1048576, b/1048576, r, g, b }'

## serve: build web/ and serve it at http://127.0.0.1:8080/ (Ctrl-C stops)
serve: web
	$(GO) build -o $(BIN)/rummy-sim ./cmd/rummy-sim
	./$(BIN)/rummy-sim serve --addr 127.0.0.1:8080 web

## server: build and start rummy-server at http://127.0.0.1:8787/ (builds web/ first if missing)
.PHONY: server
server:
	@[ -d web ] || $(MAKE) web
	$(GO) build -o $(BIN)/rummy-server ./cmd/rummy-server
	./$(BIN)/rummy-server -web web $(ARGS)

## dist: every release archive into dist/ (make dist VERSION=1.2.3): the
## Windows zip, the Linux .deb and .tar.gz, the server's .deb, the web
## build's .tar.gz and SHA256SUMS, byte-identical from the same commit
## (DIST=folder writes elsewhere). See packaging/dist.sh.
DIST ?= dist
dist:
	@[ -n "$(VERSION)" ] || { echo "dist: give the release: make dist VERSION=1.2.3" >&2; exit 2; }
	@.ci/deps.sh build
	packaging/dist.sh "$(VERSION)" "$(DIST)"
