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
