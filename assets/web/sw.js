// The service worker of the browser build: it keeps one build of the game
// (the page, Go's loader, the game, the manifest and its icons) so that
// the game starts without a network, and replaces it whole by the next.
//
// packaging/web/build.sh fills in BUILD (the hash in rummy.HASH.wasm) and
// writes this file beside index.html as sw.js; the page registers it once
// the game has drawn its first frame. Everything is named relative to
// this file, so the build works under any path of a server.
//
// - install: every file of this build is fetched again from the server
//   into a cache named by the build; the page fetched must be this
//   build's (it names rummy.BUILD.wasm), else the install fails and the
//   cache is dropped: a cache holds one whole build or nothing.
// - activate: the caches of other builds are deleted.
// - fetch: the page (a navigation) comes from the network when it can,
//   so a new build starts at once, and from the cache when it cannot;
//   every other file from the cache first. The page asks for its own
//   build's files only (rummy.BUILD.wasm, wasm_exec.js?v=BUILD), so an
//   old page never meets a new game or the other way round.
"use strict";

const BUILD = "dev";
const PREFIX = "rummy " + self.registration.scope + " ";
const CACHE = PREFIX + BUILD;
const FILES = ["./", "wasm_exec.js?v=" + BUILD, "rummy." + BUILD + ".wasm", "manifest.webmanifest",
  "rummy-192.png", "rummy-512.png", "rummy-maskable-192.png", "rummy-maskable-512.png"];

// stored is a response as the cache keeps it: its bytes as the browser
// decoded them, with its type but none of the transfer's headers (a
// Content-Encoding or Content-Length of the compressed form would lie).
async function stored(file) {
  const resp = await fetch(new Request(file, { cache: "no-cache" }));
  if (!resp.ok) throw new Error(`rummy sw: ${file}: the server answered ${resp.status}`);
  const headers = { "Content-Type": resp.headers.get("Content-Type") || "application/octet-stream" };
  return new Response(await resp.blob(), { status: 200, headers });
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    await caches.delete(CACHE); // what an interrupted install left
    try {
      const answers = await Promise.all(FILES.map(stored));
      const page = await answers[0].clone().text();
      if (!page.includes(`rummy.${BUILD}.wasm`)) throw new Error("rummy sw: the server has another build now");
      const cache = await caches.open(CACHE);
      await Promise.all(FILES.map((f, i) => cache.put(f, answers[i])));
    } catch (err) {
      await caches.delete(CACHE);
      throw err;
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(self.registration.scope)) return;
  if (req.mode === "navigate") {
    event.respondWith(fetch(req).catch(async (err) => {
      const page = await (await caches.open(CACHE)).match("./");
      if (!page) throw err;
      return page;
    }));
    return;
  }
  event.respondWith((async () => {
    const kept = await (await caches.open(CACHE)).match(req, { ignoreVary: true });
    return kept || fetch(req);
  })());
});
