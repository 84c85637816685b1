/**
 * Calls `set` with whether the screen matches the media query, now and at each change; returns
 * what stops it (an effect's cleanup).
 */
export function followMedia(query: string, set: (matches: boolean) => void): () => void {
	const list = matchMedia(query);
	const update = () => set(list.matches);
	update();
	list.addEventListener('change', update);
	return () => list.removeEventListener('change', update);
}
