// Mahai's service worker: the site plays offline after one visit, and a new version replaces
// the old one cleanly.
//
// Strategy: network first for every same-origin GET, with the cache as the fallback when the
// network fails. Every successful response is stored under its URL, so after one visit
// everything the site loaded is available offline, and each new build's files (which keep their
// names) overwrite the old ones as soon as they are fetched: old and new never mix in the cache.
// A change of CACHE (when this file's caching rules change) drops the old cache on activation.
const CACHE = 'mahai-v1';
// Loaded after the start page (the full app when a game opens, the computer player's worker):
// fetched at install so they are there offline too.
const LATER_FILES = [
  './mahai.js', './mahai_bg.wasm',
  './mahai-worker-start.js', './mahai-worker.js', './mahai-worker_bg.wasm',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(['./', './index.html'])
        // Not fatal if one is missing: the site still works online.
        .then(() => cache.addAll(LATER_FILES).catch(() => {})))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mahai-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (err) {
    const cached = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (cached) return cached;
    if (request.mode === 'navigate') {
      const page = await cache.match('./index.html');
      if (page) return page;
    }
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(networkFirst(request));
});
