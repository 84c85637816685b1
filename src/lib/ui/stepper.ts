import type { Granularity } from '$lib/player';
import type { StepUnit } from '$lib/player/run';

/**
 * What the step controls and the step keys drive: the player (player.svelte.ts), whatever run it
 * steps. Steps run from 0 to `lastStep`, coarse (`call`: a call, an iteration) or fine
 * (`event`: an event, a phase).
 */
export interface Stepper {
	readonly step: number;
	readonly lastStep: number;
	/** The units the steps may be counted in (by call, by event, a search's own), the default first. */
	readonly units: readonly StepUnit[];
	/** The granularity the steps are shown at (the link name of one of `units`). */
	readonly shownGranularity: Granularity;
	/** Only the coarse steps are offered (side by side, the searches are paired call by call). */
	readonly coarseOnly: boolean;
	playing: boolean;
	speed: number;
	readonly atStart: boolean;
	readonly atEnd: boolean;
	goTo(step: number): void;
	first(): void;
	previous(): void;
	next(): void;
	last(): void;
	togglePlay(): void;
	setGranularity(granularity: Granularity): void;
	/** Starts loading what a step past the first needs, as stepping comes near (hover, focus). */
	prepare(): void;
}
