import { StepMap, snapshotAt, type Granularity } from '$lib/player';
import type { Session } from '$lib/player/session';

/** Playback speeds offered, in steps per second. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32] as const;

/**
 * The playback state of one session: which step is shown, at which granularity, and whether
 * it plays. Everything shown is derived from the step's event index, so a jump anywhere costs
 * the same as one step forward.
 */
export class Player {
	session = $state.raw() as Session;
	granularity = $state<Granularity>('call');
	step = $state(0);
	playing = $state(false);
	speed = $state(1);
	/** Article 004's A–G walkthrough letters on its example tree. */
	letters = $state(false);

	readonly steps = $derived(new StepMap(this.session.trace, this.granularity));
	/** The last event done at this step (-1 before the start). */
	readonly index = $derived(this.steps.eventOf(this.step));
	readonly snapshot = $derived(snapshotAt(this.session.trace, this.index));
	readonly atStart = $derived(this.step === 0);
	readonly atEnd = $derived(this.step === this.steps.last);

	constructor(session: Session, granularity: Granularity = 'call', step = 0) {
		this.session = session;
		this.granularity = granularity;
		this.step = this.steps.clamp(step);
	}

	/** Shows a new session (another board, tree or algorithm) from the given step. */
	load(session: Session, granularity: Granularity, step: number): void {
		this.playing = false;
		this.session = session;
		this.granularity = granularity;
		this.step = this.steps.clamp(step);
	}

	goTo(step: number): void {
		this.step = this.steps.clamp(step);
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
		this.goTo(this.steps.last);
	}

	/** Plays from the start again when already at the end. */
	togglePlay(): void {
		if (!this.playing && this.atEnd) this.goTo(0);
		this.playing = !this.playing;
	}

	/** Switches between stepping by call and by event, staying at the same moment of the search. */
	setGranularity(granularity: Granularity): void {
		const index = this.index;
		this.granularity = granularity;
		this.step = this.steps.stepOf(index);
	}
}
