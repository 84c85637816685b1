import type { Granularity } from '$lib/player';
import { snapshotAt } from '$lib/player/snapshot';
import { StepMap } from '$lib/player/steps';
import { CallRun } from '$lib/player/call-run';
import type { CallPairing, SideStep } from '$lib/player/pairing';
import { pairingCode } from '$lib/player/pairing-code';
import { StartsSteps, unitByLink, type Run, type StepUnit } from '$lib/player/run';
import type { Session } from '$lib/player/session';
import type { Timeline } from '$lib/player/steps';
import { loadNarration, narrationLoaded } from '$lib/player/narration-code';
import { Playback } from './playback.svelte';
import type { ViewedRun } from './run-views';
import type { Stepper } from './stepper';

/** Playback speeds offered, in steps per second. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32] as const;

/**
 * The one player: the playback state of the run shown, whatever its unit (see `Run`). That is a
 * session's call trace, alone or with a second search of the position side by side (`versus`),
 * or a run whose search draws its own view (`viewed`: MCTS's). Which step is shown, by which unit
 * (`granularity`, as a link's `by=` names it), and whether it plays. Everything shown is derived
 * from the step's index alone, so a jump anywhere costs the same as one step forward. Side by
 * side, the steps are the two searches' calls paired (`CallPairing`).
 */
export class Player extends Playback implements Stepper {
	session = $state.raw() as Session;
	/** The search stepped beside this one, on the same position; null when there is none. */
	versus = $state.raw<Session | null>(null);
	/** A run with a view of its own, shown instead of the session's trace; null: the session's. */
	viewed = $state.raw<ViewedRun | null>(null);
	granularity = $state<Granularity>('call');
	/** Article 004's A–G walkthrough letters on its example tree. */
	letters = $state(false);

	/** The session's call trace as a run. */
	readonly calls = $derived(new CallRun(this.session, this.letters));
	/** The run stepped: the search's own, or the session's call trace. */
	readonly run: Run = $derived(this.viewed ?? this.calls);
	/** The unit stepped by, as the run names it (`granularity` is how a link does). */
	readonly unit = $derived(unitByLink(this.run, this.granularity).id);

	/** The two searches' calls paired, side by side; null for one search. */
	readonly pairing: CallPairing | null = $derived(
		this.versus ? new (pairingCode().CallPairing)(this.session.trace, this.versus.trace) : null
	);
	/** The session's steps by the unit chosen (by call, by event, or by the search's own unit). */
	readonly #single: StepMap | StartsSteps = $derived(this.calls.steps(this.unit));
	/** The session's steps by event: a search's own unit is told as the event it stops at. */
	readonly #events = $derived(this.calls.steps('event') as StepMap);
	/** What the controls step through: the session's steps, or the pairing's (by call). */
	readonly steps: Timeline = $derived(
		this.pairing ? new (pairingCode().PairedSteps)(this.pairing) : this.#single
	);
	/** The last event done at this step (-1 before the start). */
	readonly index = $derived(this.steps.eventOf(this.step));
	readonly snapshot = $derived(snapshotAt(this.session.trace, this.index));
	/** The first search at this step by its own steps (side by side, it may wait a step). */
	readonly own: SideStep = $derived(
		this.pairing
			? pairingCode().sideStep(this.pairing, 'first', this.step)
			: this.#single instanceof StepMap
				? { steps: this.#single, step: this.step, index: this.index, moves: true }
				: {
						steps: this.#events,
						step: this.#events.stepOf(this.index),
						index: this.index,
						moves: true
					}
	);
	/** The second search at this step; null for one search. */
	readonly second: SideStep | null = $derived(
		this.pairing ? pairingCode().sideStep(this.pairing, 'second', this.step) : null
	);
	/** The units the run is stepped by, the default first (the step controls' buttons). */
	readonly units: readonly StepUnit[] = $derived(this.run.units);
	readonly lastStep = $derived(this.viewed ? this.viewed.lastStep(this.unit) : this.steps.last);
	readonly shownGranularity: Granularity = $derived(
		this.viewed ? this.granularity : this.steps.granularity
	);
	/** Side by side, the two searches are paired call by call: by event is not offered. */
	readonly coarseOnly = $derived(this.viewed === null && this.pairing !== null);

	constructor(session: Session, granularity: Granularity = 'call', step = 0) {
		super();
		// The first view tells step 0 alone; the narration of the others comes before they show.
		this.ready = narrationLoaded() ? null : loadNarration;
		this.session = session;
		this.granularity = granularity;
		this.step = this.clamp(step);
	}

	/**
	 * Shows a new session (another board, tree or algorithm) from the given step, with `versus`
	 * beside it (the same position under another search) or alone.
	 */
	load(
		session: Session,
		granularity: Granularity,
		step: number,
		versus: Session | null = null
	): void {
		this.playing = false;
		this.viewed = null;
		this.session = session;
		this.versus = versus;
		this.granularity = granularity;
		this.step = this.clamp(step);
	}

	/** Shows a run with a view of its own (MCTS's) from `step`, alone. */
	loadRun(run: ViewedRun, granularity: Granularity, step: number): void {
		this.playing = false;
		this.viewed = run;
		this.versus = null;
		this.granularity = granularity;
		this.step = this.clamp(step);
	}

	/** Switches the unit stepped by, staying at the same moment of the run. */
	setGranularity(granularity: Granularity): void {
		const { viewed } = this;
		if (viewed !== null) {
			if (granularity === this.granularity) return;
			const to = unitByLink(viewed, granularity).id;
			const step = viewed.convert(this.step, this.unit, to);
			this.granularity = granularity;
			this.step = this.clamp(step);
			return;
		}
		// Side by side, the two searches are stepped by call only.
		if (this.pairing) return;
		const index = this.index;
		this.granularity = granularity;
		this.step = this.steps.stepOf(index);
	}
}
