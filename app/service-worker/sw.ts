/**
 * The service worker (decision 0071), hand-written and bundled by React Router's `buildEnd`
 * (react-router.config.ts) to build/client/sw.js with the build's version and precache list:
 * - the app shell (entry, shell, every member/public route chunk and their lazy chunks) precached
 *   per build version; other `/assets/*` kept when first fetched;
 * - the plan page (`/{lang}/dashboard…` and its `.data`) network first, kept per signed-in user
 *   (the server names the user in `X-Watts-User`); offline the kept copy answers;
 * - a user change deletes the previous user's copies before the new one is kept; sign-out deletes
 *   them all (the POST itself, and a message from the page);
 * - a new version waits until the page asks it to take over ("Neue Version – neu laden").
 */
import {
  FROM_CACHE_HEADER,
  USER_CACHE_PREFIX,
  USER_KEY_HEADER,
  CACHE_PREFIX,
  offlineDataMatch,
  offlineStandIn,
  requestKind,
  sharedCacheName,
  shellCacheName,
  userCacheName,
  userKeyOfCache,
  validUserKey,
  type ToWorker,
} from "./rules";

declare const __WATTS_SW_VERSION__: string;
declare const __WATTS_SW_PRECACHE__: string[];

interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Response | Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", fn: (e: FetchEvent) => void): void;
  addEventListener(type: "message", fn: (e: MessageEventLike) => void): void;
}

const sw = self as unknown as WorkerScope;
const VERSION = __WATTS_SW_VERSION__;
const SHELL = shellCacheName(VERSION);
const SHARED = sharedCacheName(VERSION);
const ORIGIN = sw.location.origin;

/** When the last sign-out began or was answered: a personal answer requested before it is never kept. */
let signedOutAt = 0;

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // One by one: a file that fails (a deploy in between) must not fail the whole install.
      await Promise.all(__WATTS_SW_PRECACHE__.map((url) => cache.add(new Request(url, { cache: "reload" })).catch(() => undefined)));
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Another version's shell and personal copies go: their pages name chunks this version lacks.
      for (const name of await caches.keys()) {
        if (!name.startsWith(CACHE_PREFIX) || name === SHELL || name === SHARED || userKeyOfCache(name, VERSION)) continue;
        await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const message = event.data as ToWorker | null;
  if (!message || typeof message !== "object") return;
  if (message.type === "skip-waiting") event.waitUntil(sw.skipWaiting());
  else if (message.type === "sign-out") event.waitUntil(forgetUsers());
  else if (message.type === "keep" && Array.isArray(message.urls)) event.waitUntil(keepUrls(message.urls, true));
  else if (message.type === "refresh") event.waitUntil(refreshKept());
});

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  switch (requestKind(url, request.method, ORIGIN)) {
    case "asset":
      return event.respondWith(assetFirst(request));
    case "member-page":
    case "member-data":
      return event.respondWith(personal(request, url));
    case "shared":
      return event.respondWith(sharedNetworkFirst(request));
    case "sign-out":
      // Before and again after the answer: anything fetched with the old cookies meanwhile is not kept.
      return event.respondWith(
        (async () => {
          await forgetUsers();
          try {
            return await fetch(request);
          } finally {
            await forgetUsers();
          }
        })(),
      );
    default:
      return;
  }
});

async function assetFirst(request: Request): Promise<Response> {
  const hit = await caches.match(request, { cacheName: SHELL });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(SHELL).then((c) => c.put(request, copy));
  }
  return response;
}

async function sharedNetworkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(SHARED).then((c) => c.put(request, copy));
    }
    return response;
  } catch (error) {
    const hit = await caches.match(request, { cacheName: SHARED, ignoreVary: true });
    if (hit) return hit;
    throw error;
  }
}

/** The name of the one personal cache of this version, if any. */
async function currentUserCache(): Promise<string | null> {
  return (await caches.keys()).find((name) => userKeyOfCache(name, VERSION) !== null) ?? null;
}

async function forgetUsers(): Promise<void> {
  signedOutAt = Date.now();
  for (const name of await caches.keys()) if (name.startsWith(USER_CACHE_PREFIX)) await caches.delete(name);
}

/**
 * Keeps a personal answer under its user. A different user than the kept one: the old copies go
 * first. No user (signed out meanwhile, the login-required page): every copy goes.
 */
async function keepPersonal(request: Request, response: Response, startedAt: number): Promise<void> {
  const outdated = () => signedOutAt > 0 && startedAt <= signedOutAt;
  if (outdated()) return;
  const user = validUserKey(response.headers.get(USER_KEY_HEADER));
  const name = user ? userCacheName(VERSION, user) : null;
  for (const existing of await caches.keys()) {
    if (existing.startsWith(USER_CACHE_PREFIX) && existing !== name) await caches.delete(existing);
  }
  if (!name || response.status !== 200 || response.redirected) return;
  const cache = await caches.open(name);
  // A sign-out may have begun while the old copies were being deleted.
  if (!outdated()) await cache.put(request.url, response);
}

async function personal(request: Request, url: URL): Promise<Response> {
  const startedAt = Date.now();
  try {
    const response = await fetch(request);
    // A redirect (session gone → login) says nothing about the kept copies' owner: leave them.
    if (response.type !== "opaqueredirect" && response.status < 300) await keepPersonal(request, response.clone(), startedAt);
    else if (response.status === 401 || response.status === 403) await forgetUsers();
    return response;
  } catch (error) {
    const kept = await fromUserCache(request, url);
    if (kept) return kept;
    throw error;
  }
}

async function fromUserCache(request: Request, url: URL): Promise<Response | null> {
  const name = await currentUserCache();
  if (!name) return null;
  const cache = await caches.open(name);
  const keys = (await cache.keys()).map((r) => r.url);
  if (url.pathname.endsWith(".data")) {
    const match = offlineDataMatch(url, keys);
    return match ? marked(await cache.match(match, { ignoreVary: true })) : null;
  }
  const exact = await cache.match(url.href, { ignoreVary: true });
  if (exact) return marked(exact);
  if (request.mode !== "navigate") return null;
  const standIn = offlineStandIn(url, keys.filter((k) => !new URL(k).pathname.endsWith(".data")));
  return standIn ? Response.redirect(standIn, 302) : null;
}

/** A kept answer, marked as coming from the worker's cache. */
function marked(response: Response | undefined): Response | null {
  if (!response) return null;
  const headers = new Headers(response.headers);
  headers.set(FROM_CACHE_HEADER, "1");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Fetches plan URLs with the browser's cookies and keeps them: the page asked (`onlyMissing`: what a
 * navigation through the worker kept already stays), or a save changed them.
 */
async function keepUrls(urls: readonly string[], onlyMissing = false): Promise<void> {
  const current = await currentUserCache();
  const kept = current ? new Set((await (await caches.open(current)).keys()).map((r) => r.url)) : new Set<string>();
  // One start for the whole batch: a sign-out while it runs stops every later answer from being kept.
  const startedAt = Date.now();
  for (const href of urls) {
    const url = new URL(href, ORIGIN);
    const kind = requestKind(url, "GET", ORIGIN);
    if ((kind !== "member-page" && kind !== "member-data") || (onlyMissing && kept.has(url.href))) continue;
    try {
      const response = await fetch(url.href, { credentials: "same-origin", redirect: "manual" });
      if (response.type === "opaqueredirect") continue;
      await keepPersonal(new Request(url.href), response, startedAt);
    } catch {
      // Offline: what is kept stays.
    }
  }
}

/** After set saves (the page says so, once per burst): the kept plan page and data again from the server. */
async function refreshKept(): Promise<void> {
  const name = await currentUserCache();
  if (!name) return;
  await keepUrls((await (await caches.open(name)).keys()).map((r) => r.url));
}
