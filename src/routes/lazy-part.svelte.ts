import { tick } from 'svelte';

/**
 * A part of the page whose code loads when it is first used (a dialog), so the first view does
 * not carry it: `component` is null until then, and the page draws it from that moment on.
 */
export class LazyPart<C> {
	component: C | null = $state.raw(null);
	#loading: Promise<void> | null = null;
	readonly #load: () => Promise<{ default: C }>;

	constructor(load: () => Promise<{ default: C }>) {
		this.#load = load;
	}

	/** Loads the part once; resolves when it is drawn (its `bind:this` set). */
	ready(): Promise<void> {
		this.#loading ??= this.#load().then(
			async (module) => {
				this.component = module.default;
				await tick();
			},
			(error: unknown) => {
				// Offline before the service worker kept it: the next use tries again.
				this.#loading = null;
				throw error;
			}
		);
		return this.#loading;
	}
}
