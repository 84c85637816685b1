/**
 * Playing through the steps 0 … `lastStep` of something the page steps through: which step is
 * shown, whether it plays and how fast. The player (player.svelte.ts) says what its steps are;
 * moving among them is this.
 */
export abstract class Playback {
	step = $state(0);
	playing = $state(false);
	speed = $state(1);
	abstract readonly lastStep: number;
	/** Asked before a move forward: a step to stop before (a question waits there), or null. */
	hold: ((from: number, to: number) => number | null) | null = null;

	get atStart(): boolean {
		return this.step === 0;
	}

	get atEnd(): boolean {
		return this.step === this.lastStep;
	}

	goTo(step: number): void {
		const to = this.clamp(step);
		const held = to > this.step ? (this.hold?.(this.step, to) ?? null) : null;
		if (held !== null) this.playing = false;
		this.step = held === null ? to : held - 1;
	}

	first(): void {
		this.playing = false;
		this.goTo(0);
	}

	previous(): void {
		this.playing = false;
		this.goTo(this.step - 1);
	}

	next(): void {
		this.goTo(this.step + 1);
		if (this.atEnd) this.playing = false;
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
