import type { TraceLayout } from '$lib/player';
import type { CardGroup, CardReach } from '$lib/ui/camera.svelte';
import { LESSON_CALLS, READABLE_ZOOM } from '$lib/ui/framing';
import type { StepSpan } from '$lib/ui/kept-way';

/** The call tree's cards as drawn: where they sit, how wide, how far each reaches up and down. */
export interface DrawnCards {
	readonly layout: TraceLayout;
	readonly width: number;
	/** The model's card (`cardReach`). */
	readonly card: CardReach;
	/** How far a value reaches under its card's centre (`wayReach`'s foot). */
	readonly foot: number;
}

/** What a step tells, and how its tree is drawn, as the step's span reads them. */
export interface SpanAsk {
	readonly large: boolean;
	/** The first lesson's callout shows. */
	readonly lesson: boolean;
	/** The cards' least zoom (their labels' floor; 0 for none). */
	readonly least: number;
	readonly active: number | null;
	readonly done: boolean;
	readonly told: number | null;
	/** The calls the narration names. */
	readonly named: readonly number[];
	/** The trace's calls. */
	readonly calls: number;
	readonly drawn: { parent(call: number): number | null };
}

/** The box round the cards of `calls` the drawing holds, their labels and values; null under two. */
export function cardGroup(cards: DrawnCards, calls: readonly number[]): CardGroup | null {
	const { layout, width, card } = cards;
	const drawnCalls = calls.filter((call) => layout.x[call] !== undefined);
	if (drawnCalls.length < 2) return null;
	const xs = drawnCalls.map((call) => layout.x[call] ?? 0);
	const ys = drawnCalls.map((call) => layout.y[call] ?? 0);
	return {
		left: Math.min(...xs) - width / 2,
		right: Math.max(...xs) + width / 2,
		top: Math.min(...ys) - card.above,
		bottom: Math.max(...ys) + card.below
	};
}

/** The rows and the width of the cards of `calls` the drawing holds; none for none. */
function spanOf(cards: DrawnCards, calls: readonly number[]): StepSpan | undefined {
	const { layout, width, card } = cards;
	const drawnCalls = calls.filter((call) => layout.x[call] !== undefined);
	if (drawnCalls.length === 0) return undefined;
	const xs = drawnCalls.map((call) => layout.x[call] ?? 0);
	const ys = drawnCalls.map((call) => layout.y[call] ?? 0);
	const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
	return {
		top: top - (top > 0 ? (card.row ?? card.above) : card.above),
		bottom: bottom + card.below,
		scores: bottom + cards.foot,
		left: Math.min(...xs) - width / 2,
		right: Math.max(...xs) + width / 2
	};
}

/**
 * Presenting (and with labels at a floor), by call: the rows the step speaks of
 * (`FollowedWay.span`), from the call that makes the told one (FC6, making FC9) and the call
 * marked current to the calls the narration names (FC8's +10, through FC7); on a lesson's tree
 * (`LESSON_CALLS`), lower than the camera's zoom for that step where they need it, down to the
 * readable zoom. At the result, the root and the calls its narration names, at the
 * camera's zoom (issue 43: Figure 5.2's FC23 under iterative deepening with aspiration lay past
 * the panel's right); not presenting, kept with the root's children where they fit together
 * (`keepFamily`: the weighted tree's FC25). Asked for only with labels at a floor, and not side
 * by side.
 */
export function stepSpan(cards: DrawnCards, ask: SpanAsk): StepSpan | undefined {
	const { large, active, told, named } = ask;
	if (active === null) return undefined;
	const { layout } = cards;
	if (ask.done) return spanOf(cards, [layout.levels[0]?.[0] ?? 1, ...named]);
	if (told === null) return undefined;
	const maker = ask.drawn.parent(told);
	if (maker === null) return undefined;
	const way = [maker, active];
	if (way.some((call) => layout.x[call] === undefined)) return undefined;
	// And every call the narration names that the step has made (FC1, two rows up, as an
	// iteration's value goes back to the driver; iterative deepening, issue 43): the last call
	// where its value going up is told, not where the step before told it (FC11 at step 12).
	const made = named.filter((call) => call <= Math.max(told, active));
	const span = spanOf(cards, [...way, ...made]);
	// A big tree is followed at its own zoom (FC291 to FC300, five rows, issue 43).
	// Not presenting, no lower than the labels' 12 px floor. The first lesson's callout keeps
	// what its part reads in sight by the camera alone, at the projector's 14 px (tour.spec).
	const least = large ? READABLE_ZOOM : Math.max(READABLE_ZOOM, ask.least);
	return span && ask.calls <= LESSON_CALLS && !ask.lesson ? { ...span, least } : span;
}
