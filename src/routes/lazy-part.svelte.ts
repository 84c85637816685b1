import { tick } from 'svelte';
import { loadOnce } from '$lib/engine/load-once';

/**
 * A part of the page whose code loads when it is first used (a dialog), so the first view does
 * not carry it: `component` is null until then, and the page draws it from that moment on.
 */
export class LazyPart<C> {
	component: C | null = $state.raw(null);
	/** Loads the part once; resolves when it is drawn (its `bind:this` set). */
	readonly ready: () => Promise<void>;

	constructor(load: () => Promise<{ default: C }>) {
		this.ready = loadOnce(async () => {
			this.component = (await load()).default;
			await tick();
		});
	}
}
