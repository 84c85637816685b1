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

	get atStart(): boolean {
		return this.step === 0;
	}

	get atEnd(): boolean {
		return this.step === this.lastStep;
	}

	goTo(step: number): void {
		this.step = this.clamp(step);
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
