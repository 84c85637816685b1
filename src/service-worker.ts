/// <reference lib="webworker" />
import { base, build, files, prerendered, version } from '$service-worker';

// Keeps the built site on this device, so a classroom with bad Wi-Fi keeps the page after one
// visit: both pages, the app, its Web Workers (under _app/immutable/workers, listed in `build`)
// and the static files. `build` lists every chunk, so what a page loads on first need (the
// Chinese messages, d3-zoom, …) is kept too, and works offline before it was ever asked for.
const scope = self as unknown as ServiceWorkerGlobalScope;

// Named by the site's place (two deployments on one origin keep apart) and by the build.
const PREFIX = `minimax-lab ${scope.registration.scope} `;
const CACHE = `${PREFIX}${version}`;

/** Hashed names (`_app/immutable/…`): what is under a name never changes, so the cache answers. */
const IMMUTABLE = new Set(build);
/**
 * Where every build's hashed files live (`appDir` is SvelteKit's default): a page of a newer build,
 * served while this worker still runs (it waits for the old build's tabs to close), asks for
 * files of its own there.
 */
const HASHED_DIR = `${base}/_app/immutable/`;
/** The pages (`/`, `/compare`) and the static files, whose names stay from build to build. */
const NAMED = new Set([...files, ...prerendered]);

scope.addEventListener('install', (event) => {
	event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...IMMUTABLE, ...NAMED])));
});

// A new build's worker takes over once no tab runs the old build (no skipWaiting), so an open
// page never loses the files it was built with; then the older caches go.
scope.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((names) =>
				Promise.all(
					names
						.filter((name) => name.startsWith(PREFIX) && name !== CACHE)
						.map((name) => caches.delete(name))
				)
			)
	);
});

scope.addEventListener('fetch', (event) => {
	const { request } = event;
	if (request.method !== 'GET') return;
	const url = new URL(request.url);
	if (url.origin !== scope.location.origin) return;
	if (IMMUTABLE.has(url.pathname)) event.respondWith(cacheFirst(request));
	else if (url.pathname.startsWith(HASHED_DIR)) event.respondWith(fromAnyBuild(request));
	else if (request.mode === 'navigate' || NAMED.has(url.pathname))
		event.respondWith(networkFirst(request));
});

async function cacheFirst(request: Request): Promise<Response> {
	const cache = await caches.open(CACHE);
	return (await cache.match(request)) ?? fetch(request);
}

/**
 * Another build's hashed file: the network, else whichever build kept it (the newer build's worker
 * filled its cache when it installed, before it may take over), so a page of that build works
 * offline with this worker still in charge. A hashed name's content never changes.
 */
async function fromAnyBuild(request: Request): Promise<Response> {
	try {
		return await fetch(request);
	} catch (error) {
		for (const name of await caches.keys()) {
			if (!name.startsWith(PREFIX)) continue;
			const found = await (await caches.open(name)).match(request);
			if (found) return found;
		}
		throw error;
	}
}

/** How long a page waits for a slow network (a classroom's weak Wi-Fi) before the cache answers. */
const NETWORK_WAIT_MS = 4_000;

/**
 * Pages and static files: the network first, so a new build is seen as soon as it is served
 * (a cache-first page would show the old build until this worker is replaced, and an old page
 * must not meet a new build's files); the cache when the network fails or is slow. A page is
 * found whatever its query (`/?board=…` is `/`), and also when the server refuses the address (a
 * link longer than its limit: 414, 431): the page reads its whole address itself.
 */
function networkFirst(request: Request): Promise<Response> {
	const navigation = request.mode === 'navigate';
	const fromNetwork = fetch(request).then(
		async (response) =>
			response.ok || !navigation ? response : ((await cached(request)) ?? response),
		async (error: unknown) => (await cached(request)) ?? Promise.reject(error)
	);
	let timer: ReturnType<typeof setTimeout> | undefined;
	const afterWait = new Promise<Response | undefined>((resolve) => {
		timer = setTimeout(() => resolve(cached(request)), NETWORK_WAIT_MS);
	});
	const answer = Promise.race([fromNetwork, afterWait.then((found) => found ?? fromNetwork)]);
	return answer.finally(() => clearTimeout(timer));
}

/**
 * The build's one name for a page asked for under another: a static host serves `/compare` as
 * `/compare/` and `/compare.html` too (`/` as `/index.html`). Null when the name is the build's,
 * or no page's.
 */
function keptName(pathname: string): string | null {
	if (NAMED.has(pathname)) return null;
	const names = [pathname.replace(/\/$/, ''), pathname.replace(/(index)?\.html$/, '')];
	return names.find((name) => NAMED.has(name)) ?? null;
}

async function cached(request: Request): Promise<Response | undefined> {
	const navigation = request.mode === 'navigate';
	const url = new URL(request.url);
	const kept = navigation ? keptName(url.pathname) : null;
	// Offline, the page is sent to its own name: its files are addressed relative to it.
	if (kept !== null) return Response.redirect(new URL(kept + url.search, url).href, 302);
	const cache = await caches.open(CACHE);
	const found = await cache.match(request, { ignoreSearch: navigation, ignoreVary: true });
	// A host that redirected `/compare` to `/compare/` when it was cached: a navigation may not
	// be answered with a redirected response, so the page is handed over as a fresh one.
	if (!found?.redirected) return found;
	const { status, statusText, headers } = found;
	return new Response(await found.blob(), { status, statusText, headers });
}
