// Mahai's service worker: the site plays offline after one visit, and a new version replaces
// the old one cleanly.
//
// Strategy: network first for every same-origin GET, with the cache as the fallback when the
// network fails. Every successful response is stored under its URL, so after one visit
// everything the site loaded is available offline, and each new build's files (which keep their
// names) overwrite the old ones as soon as they are fetched: old and new never mix in the cache.
// A change of CACHE (when this file's caching rules change) drops the old cache on activation.
const CACHE = 'mahai-v1';
// Every file of the build (both apps, the computer player, the rules texts of every game in
// every language, the example and embed pages, icons): `.ci/dist-hook.mjs` writes the list into
// the built sw.js. All of it is fetched at install, so after one visit the whole site works
// offline, including pages that visit never opened.
const PRECACHE = [];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(['./', './index.html'])
        // One file that fails to come does not stop the others (nor the install): the site still
        // works online, and the file is stored the first time it is fetched.
        .then(() => Promise.allSettled(PRECACHE.map((url) => cache.add(url)))))
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
