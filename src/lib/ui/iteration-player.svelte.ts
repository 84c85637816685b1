import type { Granularity } from '$lib/player';
import { Playback } from './playback.svelte';
import type { Stepper } from './stepper';

/** What the player needs of a run: its steps, by iteration or by phase. */
export interface SteppedRun {
	lastStep(granularity: Granularity): number;
	/** The step under `to` that shows the moment step `step` shows under `from`. */
	convert(step: number, from: Granularity, to: Granularity): number;
}

/**
 * The playback state of a search that goes by iterations: which step of its run is shown, by
 * iteration or by phase, and whether it plays. The run reads any step by its index alone, so a
 * jump costs what one step does. Before a run is loaded there is one step, the start.
 */
export class IterationPlayer<Run extends SteppedRun> extends Playback implements Stepper {
	run = $state.raw<Run | null>(null);
	granularity = $state<Granularity>('call');
	readonly lastStep = $derived(this.run?.lastStep(this.granularity) ?? 0);
	readonly shownGranularity = $derived(this.granularity);
	readonly coarseOnly = false;

	/** Shows a new run from `step` (clamped to it). */
	load(run: Run, granularity: Granularity, step: number): void {
		this.playing = false;
		this.run = run;
		this.granularity = granularity;
		this.step = this.clamp(step);
	}

	/** By iteration or by phase, staying at the same moment of the run. */
	setGranularity(granularity: Granularity): void {
		const { run } = this;
		if (run === null || granularity === this.granularity) return;
		const step = run.convert(this.step, this.granularity, granularity);
		this.granularity = granularity;
		this.step = this.clamp(step);
	}
}
