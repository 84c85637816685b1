import type { LessonTarget } from '$lib/state/lesson-stages';

// The parts of the page the first lesson's callout points at, and how they are found: shared by
// the callout's placing (lesson-place.ts, loaded with the callout) and its first part's stand-in
// (LessonStart, in the page), which must not bring the placing along.

/**
 * A spot for the callout: beside the target (for `below-end` with its right edge on the
 * target's), or apart from it with no arrow at the screen's foot, on the left (`foot`), the
 * right (`foot-end`) or in the middle (`foot-middle`).
 */
export type Spot =
	'below' | 'below-end' | 'above' | 'right' | 'left' | 'foot' | 'foot-end' | 'foot-middle';

/**
 * Where the first lesson's callout goes: the page's part each stage points at, found by these
 * selectors in order (the first one on screen wins: a panel shown, else on a phone the button
 * that opens it), and the spots beside it to try in order, chosen to leave the part of the page
 * that moves at that step in view (the tree's new node, the narration's words).
 */
export const LESSON_TARGETS: Readonly<
	Record<LessonTarget, { readonly selectors: readonly string[]; readonly spots: readonly Spot[] }>
> = {
	next: { selectors: ['[data-step-button="next"]'], spots: ['below', 'right'] },
	board: {
		selectors: [
			'#panel-board > *',
			'.panels > .left > .board-room > *',
			'[aria-controls="panel-board"]'
		],
		spots: ['right', 'below', 'above']
	},
	tree: { selectors: ['.centre .tree'], spots: ['right', 'left', 'above', 'below'] },
	stack: {
		selectors: ['#panel-stack > *', '[aria-controls="panel-stack"]'],
		spots: ['above', 'right', 'below']
	},
	code: {
		selectors: ['#panel-code .line[aria-current="step"]', '[aria-controls="panel-code"]'],
		spots: ['below', 'above', 'left']
	},
	narration: { selectors: ['.app > .narration'], spots: ['below-end', 'below'] },
	tally: { selectors: ['.status .tally'], spots: ['right', 'below-end', 'below'] }
};

/**
 * The first element of a target the page shows (on screen or scrolled away from), and whether
 * it is the button that opens the target's panel (a phone's) rather than the panel; null when
 * the page shows none (presenting hides the stack and the code).
 */
export function findTarget(target: LessonTarget): { box: DOMRect; opener: boolean } | null {
	for (const selector of LESSON_TARGETS[target].selectors)
		for (const element of document.querySelectorAll(selector)) {
			const box = element.getBoundingClientRect();
			if (box.width > 0 && box.height > 0)
				return { box, opener: element.hasAttribute('aria-controls') };
		}
	return null;
}

export interface Box {
	readonly left: number;
	readonly top: number;
	readonly width: number;
	readonly height: number;
}

/** Room kept between the callout, the target and the screen's edges. */
export const GAP = 14;
export const MARGIN = 8;

/** The page's phone layout (portrait) starts below this width. */
export const PHONE_WIDTH = 700;

/** How far the ring reaches out of its target's box, px: 4 px clear of it, then its 3 px border. */
export const RING = 7;

/** A length on the page, in whole px, as a style's value. */
export const px = (value: number): string => `${Math.round(value)}px`;

/**
 * Where a box is off screen: half of it or more below the screen's foot, or above its top; null
 * where it is on screen. A phone's Code or Stack button 13 px into the screen is "further down",
 * not "the marked button" under the callout at the foot (V22).
 */
export const offScreen = (box: DOMRect | null): 'up' | 'down' | null => {
	if (box === null) return null;
	const middle = box.top + box.height / 2;
	return middle >= innerHeight ? 'down' : middle <= 0 ? 'up' : null;
};

/**
 * Escape closes the lesson, as `close` does, unless it was meant for a dialog, a field or an open
 * menu (each closes itself first).
 */
export function escapeCloses(event: KeyboardEvent, close: () => void): void {
	if (event.key !== 'Escape' || event.defaultPrevented) return;
	const inside = event.target instanceof Element ? event.target : null;
	if (inside?.closest('dialog, input, select, textarea, details[open]')) return;
	event.preventDefault();
	close();
}
