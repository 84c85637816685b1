/**
 * Playing through the steps 0 … `lastStep` of something the page steps through: which step is
 * shown, whether it plays and how fast. The player (player.svelte.ts) says what its steps are;
 * moving among them is this.
 */
export abstract class Playback {
	#step = $state(0);
	/** A step past 0 asked for while `ready` loads: shown once it is done. */
	#waiting: number | null = null;
	/** `ready` loading for the step waiting, settled once that step is shown (or given up). */
	#loading: Promise<void> | null = null;
	/**
	 * What a step past the first needs loaded before it shows (the narration past step 0), null
	 * once it is in: a step asked for waits for it, so no step is ever shown without its words.
	 */
	protected ready: (() => Promise<void>) | null = null;
	/** Starts loading what the page needs once a step moves (the lab's link codec); null for none. */
	preparing: (() => void) | null = null;
	playing = $state(false);
	speed = $state(1);
	abstract readonly lastStep: number;
	/** Asked before a move forward: a step to stop before (a question waits there), or null. */
	hold: ((from: number, to: number) => number | null) | null = null;

	/** Adds `load` to what a step past the first waits for (a page's parts drawn past step 0). */
	waitFor(load: () => Promise<void>): void {
		const before = this.ready;
		this.ready = before ? () => Promise.all([before(), load()]).then(() => {}) : load;
	}

	/** The step shown. */
	get step(): number {
		return this.#step;
	}

	set step(to: number) {
		const ready = this.ready;
		if (to === 0 || ready === null) {
			this.#waiting = null;
			this.#step = to;
			return;
		}
		const loading = this.#waiting === null;
		this.#waiting = to;
		if (!loading) return;
		this.#loading = ready().then(
			() => {
				this.ready = null;
				const waiting = this.#waiting;
				this.#waiting = null;
				this.#loading = null;
				if (waiting !== null) this.step = waiting;
			},
			// Not loaded (offline before the service worker kept it): the step stays; the next tries again.
			() => {
				this.#waiting = null;
				this.#loading = null;
			}
		);
	}

	/**
	 * Settles once the step asked for is shown: at once, unless it waits for `ready` (a link's step
	 * past 0, opened before the page's parts past step 0 are in); also where they fail to load.
	 */
	shown(): Promise<void> {
		return this.#loading ?? Promise.resolve();
	}

	/** The step asked for last: the one shown, or one waiting for `ready` (a move counts from it). */
	protected get target(): number {
		return this.#waiting ?? this.#step;
	}

	/** Starts loading what a step past the first needs (the step controls hovered or focused). */
	prepare(): void {
		void this.ready?.().catch(() => {});
		this.preparing?.();
	}

	get atStart(): boolean {
		return this.step === 0;
	}

	get atEnd(): boolean {
		return this.step === this.lastStep;
	}

	goTo(step: number): void {
		const [from, to] = [this.target, this.clamp(step)];
		const held = to > from ? (this.hold?.(from, to) ?? null) : null;
		if (held !== null) this.playing = false;
		this.step = held === null ? to : held - 1;
	}

	first(): void {
		this.playing = false;
		this.goTo(0);
	}

	previous(): void {
		this.playing = false;
		this.goTo(this.target - 1);
	}

	next(): void {
		this.goTo(this.target + 1);
		if (this.target === this.lastStep) this.playing = false;
	}

	last(): void {
		this.playing = false;
		this.goTo(this.lastStep);
	}

	/** Plays from the start again when already at the end. */
	togglePlay(): void {
		if (!this.playing && this.atEnd) this.goTo(0);
		this.playing = !this.playing;
	}

	/** Any number as a step there is: whole, from 0 to the last. */
	protected clamp(step: number): number {
		if (!Number.isFinite(step)) return 0;
		return Math.min(this.lastStep, Math.max(0, Math.trunc(step)));
	}
}
