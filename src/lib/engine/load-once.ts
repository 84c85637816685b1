/**
 * `load` run on first use and its promise kept for every later one, for code loaded when first
 * needed (a language, a view's messages, a dialog): a failed load (offline before the service
 * worker kept it) is forgotten, so the next use tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
	let loading: Promise<T> | null = null;
	return () =>
		(loading ??= load().catch((error: unknown) => {
			loading = null;
			throw error;
		}));
}

/**
 * A module loaded on first need and read synchronously once it is in: `load` brings it (once, as
 * `loadOnce`), and `get` returns it, or throws `missing` (a caller's mistake) before it is in
 * (`loaded` says whether it is).
 */
export function loadedOnUse<T>(
	load: () => Promise<T>,
	missing: string
): { readonly load: () => Promise<void>; readonly get: () => T; readonly loaded: () => boolean } {
	let loaded: T | null = null;
	return {
		loaded: () => loaded !== null,
		load: loadOnce(async () => {
			loaded = await load();
		}),
		get: () => {
			if (loaded === null) throw new Error(missing);
			return loaded;
		}
	};
}
