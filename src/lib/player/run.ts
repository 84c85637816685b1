import type { CodeLanguage } from '$lib/games';
import type { Lang } from '$lib/i18n/lang';
import type { Narration } from './narration';
import type { MomentKind } from './stops';
import { clampStep, type Granularity, type Timeline } from './steps';

/**
 * One run protocol: whatever a search grows by (calls, iterations, passes), what it made is a
 * run that the one player steps, by any of the units the run declares. A run reads any step by
 * its index alone, never by replaying the steps before it, so a jump costs what one step does.
 */

/** A unit a run is stepped by: a call, an event, an iteration, a phase, a pass. */
export interface StepUnit {
	/** Its own name in the code: `call`, `event`, `iteration`, `phase`, `pass`. */
	readonly id: string;
	/**
	 * How a link names it (`by=`). The first two units of every run are written `call` and
	 * `event`, whatever they are (an iteration and a phase are), so links from before keep opening.
	 */
	readonly link: string;
	/** How the step controls name it, in each language ("By iteration"). */
	readonly names: Readonly<Record<Lang, string>>;
}

/** What the player steps: a call trace (`CallRun`) or a search's own run (MCTS's). */
export interface Run {
	/** Its units, the default first. */
	readonly units: readonly StepUnit[];
	/** The last step by `unit` (an id of `units`); steps run from 0. */
	lastStep(unit: string): number;
	/** The step by `to` that shows the moment step `step` by `from` shows. */
	convert(step: number, from: string, to: string): number;
	/** What the step is, beside the step counter ("FC5", "iteration 3 · expand"). */
	detail(step: number, unit: string, lang: Lang): string;
	/**
	 * The widest forms `detail` takes by `unit` (the last call's or iteration's, with each event
	 * or phase): the counter is as wide as the widest, so stepping never changes its width.
	 */
	widestDetails(unit: string, lang: Lang): readonly string[];
	narrate(step: number, unit: string, lang: Lang): Narration;
	/** The listing's line running at the step (0-based); null where none runs. */
	line(step: number, unit: string, language: CodeLanguage): number | null;
	/** A line saying what was searched ("500 iterations grew 312 nodes"), beside the menus. */
	summary(lang: Lang): string;
	/** The kinds of moment predict mode may stop before; absent: it offers no predict mode. */
	readonly momentKinds?: readonly MomentKind[];
}

/** The unit a link's `by=` names, or the run's default when it names none of them. */
export function unitByLink(run: Run, link: string): StepUnit {
	const found = run.units.find((unit) => unit.link === link) ?? run.units[0];
	if (found === undefined) throw new Error('A run declares at least one step unit.');
	return found;
}

/**
 * Steps that start at given events: step 0 is the start, step k (1 … n) shows the k-th part done
 * (up to the event before the next part starts; the last part, up to the trace's last event).
 */
export class StartsSteps implements Timeline {
	/** The unit, as links name it. */
	readonly granularity: Granularity;
	readonly #starts: readonly number[];
	readonly #events: number;
	readonly last: number;

	/**
	 * `granularity`: the unit's link name; `starts`: ascending event indices, each part's first;
	 * `events`: the trace's event count.
	 */
	constructor(granularity: Granularity, starts: readonly number[], events: number) {
		this.granularity = granularity;
		this.#starts = starts;
		this.#events = events;
		this.last = starts.length;
	}

	/** No step is named after a call. */
	callOf(): null {
		return null;
	}

	clamp(step: number): number {
		return clampStep(step, this.last);
	}

	eventOf(step: number): number {
		const at = this.clamp(step);
		if (at === 0) return -1;
		return at < this.last ? (this.#starts[at] ?? this.#events) - 1 : this.#events - 1;
	}

	/** The last step whose event is at or before `index` (0 for "nothing yet"). */
	stepOf(index: number): number {
		let step = 0;
		while (step < this.last && this.eventOf(step + 1) <= index) step++;
		return step;
	}
}
