/** What of the browser `registerWhenIdle` uses: the window's, or a test's stand-in. */
export interface IdleHost {
	readonly document: { readonly readyState: DocumentReadyState };
	addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
	removeEventListener(type: 'load', listener: () => void): void;
	requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
	cancelIdleCallback?: (handle: number) => void;
	setTimeout(callback: () => void, ms: number): number;
	clearTimeout(handle: number): void;
}

/**
 * The longest an idle moment is waited for: a page busy past it (a phone running a big search
 * the moment it opens) still registers, then.
 */
export const IDLE_WAIT_MS = 5_000;

/**
 * Calls `register` once the page has loaded and then the main thread is idle (or `IDLE_WAIT_MS`
 * passed), never before; returns what cancels it if it has not run yet (the layout's cleanup).
 *
 * The service worker keeps the whole site for a visit offline: its install downloads every file
 * of the build, and registering it starts the worker. SvelteKit's own registration ran at the
 * load event, which at 4x CPU comes before the page has hydrated (about 0.6 s before it): the
 * call took some 12 ms of the main thread, and the worker's start and its downloads shared the
 * two cores and the connection with the hydrating page. The first view needs none of it.
 */
export function registerWhenIdle(register: () => void, host: IdleHost): () => void {
	let idle: number | null = null;
	let timer: number | null = null;
	const whenIdle = () => {
		if (host.requestIdleCallback)
			idle = host.requestIdleCallback(register, { timeout: IDLE_WAIT_MS });
		else timer = host.setTimeout(register, 0);
	};
	const loaded = host.document.readyState === 'complete';
	if (loaded) whenIdle();
	else host.addEventListener('load', whenIdle, { once: true });
	return () => {
		host.removeEventListener('load', whenIdle);
		if (idle !== null) host.cancelIdleCallback?.(idle);
		if (timer !== null) host.clearTimeout(timer);
	};
}
