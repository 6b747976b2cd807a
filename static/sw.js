// Mahai's service worker: the site plays offline after one visit, and a new version replaces
// the old one cleanly.
//
// Strategy: network first for every same-origin GET, with the cache as the fallback when the
// network fails. Every successful response is stored, so after one visit everything the site
// loaded is available offline. When a fresh index.html arrives, cached build files (names with a
// content hash) that the new page no longer references are deleted, so old versions do not pile
// up and never mix with the new one.
const CACHE = 'mahai-v1';
const HASHED = /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(['./', './index.html'])).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mahai-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function pruneOldBuilds(cache, html) {
  const keep = new Set();
  for (const m of html.matchAll(/['"]\.\/([^'"]+)['"]/g)) keep.add(m[1]);
  for (const request of await cache.keys()) {
    const name = new URL(request.url).pathname.split('/').pop();
    if (HASHED.test(name) && !keep.has(name)) await cache.delete(request);
  }
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      const isPage = request.mode === 'navigate' || request.url.endsWith('.html') || request.url.endsWith('/');
      if (isPage) await pruneOldBuilds(cache, await response.clone().text());
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
