import type { LessonTarget } from '$lib/state/lesson-stages';
import {
	findTarget,
	GAP,
	LESSON_TARGETS,
	MARGIN,
	offScreen,
	PHONE_WIDTH,
	RING,
	type Box,
	type Spot
} from './lesson-targets';

export {
	GAP,
	LESSON_TARGETS,
	MARGIN,
	PHONE_WIDTH,
	px,
	RING,
	type Box,
	type Spot
} from './lesson-targets';

/** The side of the target the callout sits on (its arrow's); `free` when none fits (the screen's foot). */
type Side = 'below' | 'above' | 'right' | 'left' | 'free';

export interface Placement {
	readonly left: number;
	readonly top: number;
	readonly side: Side;
	/** Along the callout's edge, where its arrow points at the target (px from its corner). */
	readonly arrow: number;
	/** Whether it covers none of what is kept in view. */
	readonly clear: boolean;
}

const clamp = (value: number, low: number, high: number): number =>
	Math.max(low, Math.min(value, high));

/** How much of `b` lies under `a`, in px². */
const overlap = (a: Box, b: Box): number =>
	Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
	Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));

/**
 * Places a callout of `size` for `target` inside `screen`: at the first of `spots` that fits on
 * screen without covering any of `keep` (the step buttons, which the student presses, and what
 * the lesson speaks of: the board, the narration, the running code line, a phone's step counter);
 * else at the one of them (or the screen's foot) covering least of it. A spot beside a target needs one (null: nothing on
 * screen to point at).
 */
export function placeCallout(
	target: Box | null,
	size: { width: number; height: number },
	screen: { width: number; height: number },
	keep: readonly Box[],
	spots: readonly Spot[]
): Placement {
	const across = (left: number) => clamp(left, MARGIN, screen.width - size.width - MARGIN);
	const down = (top: number) => clamp(top, MARGIN, screen.height - size.height - MARGIN);
	const foot = { side: 'free', left: MARGIN, top: down(Infinity) } as const;
	const apart: Partial<Record<Spot, { side: Side; left: number; top: number }>> = {
		foot,
		'foot-end': { ...foot, left: across(Infinity) },
		'foot-middle': { ...foot, left: across((screen.width - size.width) / 2) }
	};
	const beside: Partial<Record<Spot, { side: Side; left: number; top: number }>> = target
		? {
				below: {
					side: 'below',
					left: across(target.left + target.width / 2 - size.width / 2),
					top: target.top + target.height + GAP
				},
				'below-end': {
					side: 'below',
					left: across(target.left + target.width - size.width),
					top: target.top + target.height + GAP
				},
				above: {
					side: 'above',
					left: across(target.left + target.width / 2 - size.width / 2),
					top: target.top - GAP - size.height
				},
				right: {
					side: 'right',
					left: target.left + target.width + GAP,
					top: down(target.top + target.height / 2 - size.height / 2)
				},
				left: {
					side: 'left',
					left: target.left - GAP - size.width,
					top: down(target.top + target.height / 2 - size.height / 2)
				}
			}
		: {};
	const covered = (spot: { left: number; top: number }) =>
		keep.reduce((sum, box) => sum + overlap({ ...spot, ...size }, box), 0);
	const inside = spots
		.map((spot) => apart[spot] ?? beside[spot])
		.filter((spot) => spot !== undefined)
		.filter(
			(spot) =>
				spot.left >= MARGIN &&
				spot.top >= MARGIN &&
				spot.left + size.width <= screen.width - MARGIN &&
				spot.top + size.height <= screen.height - MARGIN
		);
	const fits =
		inside.find((spot) => covered(spot) === 0) ??
		[...inside, foot].reduce((best, spot) => (covered(spot) < covered(best) ? spot : best));
	const clear = covered(fits) === 0;
	if (target === null || fits.side === 'free') return { ...fits, arrow: 0, clear };
	const vertical = fits.side === 'below' || fits.side === 'above';
	const arrow = vertical
		? clamp(target.left + target.width / 2 - fits.left, 18, size.width - 18)
		: clamp(target.top + target.height / 2 - fits.top, 18, size.height - 18);
	return { ...fits, arrow, clear };
}

/** The page's wide layout (the tree between the board and the code) starts at this width. */
export const TABLET_WIDTH = 1100;

/** A callout measured against the page as it is now. */
export interface CalloutMeasure {
	/** The target's box, for the ring round it; null when the page shows no such part. */
	readonly ring: Box | null;
	readonly place: Placement;
	/** Where the target is when it is scrolled out of view; null when on screen. */
	readonly away: 'up' | 'down' | null;
	/** How the target was found: its part of the page, the button opening it, or not at all. */
	readonly found: 'part' | 'opener' | 'none';
	/** A width of its own (px) when its usual one covered what it must not; null for the usual. */
	readonly width: number | null;
	/** Where the part its words also point at (`mentions`) is scrolled out of view; null when on screen. */
	readonly mentionAway: 'up' | 'down' | null;
	/**
	 * Whether the tree's camera must keep the cards of the calls it reads above it: from a phone's
	 * width to `TABLET_WIDTH` (the tree reaches under every spot: a 1024×768 screen), or where it
	 * lies over one of them.
	 */
	readonly keepsCards: boolean;
}

/** The step buttons, which the student presses to go on: never covered, never scrolled away. */
const STEP_BUTTONS = '.controls .buttons';

/**
 * How far a phone's page is to be scrolled down, from where it stands unscrolled by the lesson
 * (`shifted` px up to now), so the part a callout `height` px tall rings stands whole at the
 * screen's foot with the callout above it: at 390×844 the Code and Stack buttons under the tree,
 * whose foot is 45 px below the screen's (V22). 0 where the ring is on screen unscrolled, is the
 * tree's (its camera keeps the cards instead), does not fit with the callout, or would take the
 * step buttons off screen (the board under those buttons, 1,186 px down: the student goes on by
 * Next): then its words say where it is.
 */
export function ringShift(target: LessonTarget, height: number, shifted: number): number {
	const box = target === 'tree' ? null : findTarget(target)?.box;
	const steps = document.querySelector(STEP_BUTTONS)?.getBoundingClientRect();
	if (!box || !steps) return 0;
	const need = Math.ceil(box.bottom + shifted + RING + MARGIN - innerHeight);
	const fits = box.height + 2 * RING + GAP + height + 2 * MARGIN <= innerHeight;
	return need > 0 && fits && need <= steps.top + shifted - MARGIN ? need : 0;
}

/**
 * Other widths tried in turn where the usual one covers what it must not: wider, they are shorter
 * and fit lower (at 480 px the stack's first part, a line shorter, fits under the board at
 * 1280×720, left of its call's card); narrower, they leave the tree's first cards beside the board
 * in sight (at 400 px, parts 5 and 9 under the board end left of FC3's card; presenting, at
 * 800 px backing up FC6's minimum fits under the board, left of FC6's children). Only those other
 * than the usual width (presenting's is 540 px) and inside the screen are tried.
 */
const WIDTHS = [400, 480, 600, 640, 800, 860];

/**
 * Places a callout trying, in turn, each of `sizes` (the usual first, then the others' heights as
 * laid out at their widths) clear of each set of `tiers` in turn (first all that it should leave in
 * sight, then only what it must): the first clear placing wins, with its size's index. Clear of the
 * last tier only (it lies over cards it reads, which the tree's camera then moves up above it), the
 * shortest wins, the first of those as short: it leaves the camera the most room (at 1024×768
 * presenting, FC6 and its children fit above the callout at 640 px, not at 540). Where none is
 * clear, the usual size where it covers least of the last tier.
 */
export function placeInTiers(
	target: Box | null,
	sizes: readonly { width: number; height: number }[],
	screen: { width: number; height: number },
	tiers: readonly (readonly Box[])[],
	spots: readonly Spot[]
): { place: Placement; size: number } {
	for (const keep of tiers.slice(0, -1))
		for (const [size, each] of sizes.entries()) {
			const place = placeCallout(target, each, screen, keep, spots);
			if (place.clear) return { place, size };
		}
	const last = tiers.at(-1) ?? [];
	const placings = sizes.map((each, size) => ({
		place: placeCallout(target, each, screen, last, spots),
		size
	}));
	const height = ({ size }: { size: number }) => sizes[size]!.height;
	const clear = placings.filter(({ place }) => place.clear);
	if (clear.length > 0)
		return clear.reduce((best, each) => (height(each) < height(best) ? each : best));
	return placings[0]!;
}

/**
 * Places a callout at the foot of the room it may take, the shortest of `sizes` clear of `keep`:
 * the screen's foot, else just above the lowest of `keep` it would cover, and so on up (a tablet
 * held upright: the board and the narration fill the screen's foot, the tree's lower part above
 * them is free). Null where no floor leaves it clear.
 */
export function placeAboveFloor(
	target: Box | null,
	sizes: readonly { width: number; height: number }[],
	screen: { width: number; height: number },
	keep: readonly Box[],
	spots: readonly Spot[]
): { place: Placement; size: number } | null {
	const floors = [
		screen.height,
		...keep.map((box) => box.top - GAP + MARGIN).filter((floor) => floor < screen.height)
	].sort((a, b) => b - a);
	for (const floor of floors) {
		const placing = placeInTiers(target, sizes, { ...screen, height: floor }, [keep], spots);
		if (placing.place.clear) return placing;
	}
	return null;
}

/** The tree's drawn cards (the calls made so far), as much of each as its panel shows. */
function treeCards(): Box[] {
	const tree = document.querySelector('.centre .tree')?.getBoundingClientRect();
	if (!tree) return [];
	return [...document.querySelectorAll('.centre .tree .node:not([data-state="pending"]) .card')]
		.map((card) => card.getBoundingClientRect())
		.map((box) => {
			const [left, top] = [Math.max(box.left, tree.left), Math.max(box.top, tree.top)];
			const width = Math.min(box.right, tree.right) - left;
			const height = Math.min(box.bottom, tree.bottom) - top;
			return { left, top, width, height };
		})
		.filter((box) => box.width > 0 && box.height > 0);
}

/**
 * Measures the page for a callout pointing at `target`: beside it on a wide screen; presenting
 * (`large`), at the screen's foot, left (under the board), right or in the middle; on a phone, at
 * its foot. The first spot clear of the step buttons, the board, the narration, the running code
 * line, the cards of the `calls` it speaks of and the part its words read out (`aboutPart`; on a
 * phone the step counter too) wins, clear of every card the tree has drawn if there is one; where
 * none is, another width (wider: shorter) is tried, kept only where it is clear.
 */
export function measureCallout(
	target: LessonTarget,
	callout: HTMLElement,
	large: boolean,
	calls: readonly number[] = [],
	mentions: LessonTarget | null = null,
	aboutPart: LessonTarget | null = null
): CalloutMeasure {
	const shown = findTarget(target);
	const box = shown?.box ?? null;
	const phone = innerWidth < PHONE_WIDTH;
	// Narrower than a wide screen: a phone's width to a tablet's.
	const narrow = !phone && innerWidth < TABLET_WIDTH;
	const kept = [STEP_BUTTONS];
	// What the student reads at the step: the narration (and the running code line, below).
	kept.push(...LESSON_TARGETS.narration.selectors);
	if (phone) kept.push('.controls .counter');
	// From a phone's width to a wide screen's, the tree reaches under every spot (at 1024×768 it
	// fills the screen's left under the board and the narration): the callout goes where it leaves
	// what it must, the shortest there, and the tree's camera keeps the cards it reads above it
	// (where it was placed clear of them, the camera moved them under it, and the callout again).
	const tablet = narrow && calls.length > 0;
	const nodes = calls.map((each) => `.centre .tree .node[data-call="${each}"]`);
	const [call, ...read] = nodes;
	const boxesOf = (selectors: readonly string[]) =>
		selectors.flatMap((selector) =>
			[...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect())
		);
	const essential = boxesOf(kept);
	const callCard = call === undefined ? [] : boxesOf([call]);
	// The cards of the children whose values it reads, and the running code line: where no spot
	// leaves both in sight (backing up FC6's minimum at 1280×720, the whole tree drawn, the lit line
	// FC1's return), the cards come first, unless the part is about the code; where none leaves
	// the cards, the code line.
	const readCards = boxesOf(read);
	const codeLine = boxesOf([LESSON_TARGETS.code.selectors[0]!]);
	// The board as the lesson finds it, not every slot of the left column: at 1280×720 the call
	// stack's slot sits under the code, and keeping it pushed the callout over the board.
	const board = findTarget('board');
	if (board !== null && !board.opener) essential.push(board.box);
	// The part its words read out (the call stack's frames), where shown (not a phone's button).
	const readOut = aboutPart === null ? null : findTarget(aboutPart);
	if (readOut !== null && !readOut.opener) essential.push(readOut.box);
	const screen = { width: innerWidth, height: innerHeight };
	const foot: readonly Spot[] = ['foot', 'foot-end', 'foot-middle'];
	const away = offScreen(box);
	// A phone's ring on screen (a button or the board the page was scrolled to, `ringShift`) is
	// left in sight too: the callout goes above it where it stands at the screen's foot.
	const phoneRing = phone && box !== null && !away && target !== 'tree' ? [box] : [];
	const spots: readonly Spot[] = large
		? foot
		: phone
			? phoneRing.length > 0
				? ['foot', 'above']
				: ['foot']
			: [...LESSON_TARGETS[target].spots, 'foot-end', 'foot'];
	// Laid out at each width, for its height: the usual first.
	const sizeAt = (width: number | null) => {
		callout.style.width = width === null ? '' : `${width}px`;
		return { width: callout.offsetWidth, height: callout.offsetHeight };
	};
	const usual = sizeAt(null);
	const others = phone
		? []
		: WIDTHS.filter((each) => each !== usual.width && each <= innerWidth - 16);
	const sizes = [usual, ...others.map(sizeAt)];
	// Narrower than a wide screen, a callout at the foot may also take the screen's width: a strip,
	// the shortest.
	const strip = innerWidth - 2 * MARGIN;
	const stripped = narrow && !others.includes(strip) && strip > usual.width;
	const footSizes = stripped ? [...sizes, sizeAt(strip)] : sizes;
	// Clear of the tree's cards too where it can be (a call the part does not name is still
	// what the class looks at), else of what it must leave in sight, else as said above.
	// A tablet's part that reads cards goes at the screen's foot, the shortest clear of what it
	// must leave in sight: the camera keeps those cards above it, which it cannot do under a
	// callout higher up. Where the foot lies over what it must leave or the part it rings (a tablet
	// held upright: the narration, the board and the call stack's tab fill the screen's foot), it
	// goes at the foot of the room above them, over the tree's lower part (`placeAboveFloor`); where
	// none is clear, as on a laptop. The tree's ring is not kept: the camera moves its cards above
	// the callout.
	const ring = box === null || away || target === 'tree' ? [] : [box];
	const mustSee = [...essential, ...callCard];
	const asOnLaptop = () =>
		placeInTiers(
			away ? null : box,
			sizes,
			screen,
			[
				[...mustSee, ...readCards, ...codeLine, ...treeCards()],
				[...mustSee, ...readCards, ...codeLine],
				...(target === 'code' ? [] : [[...mustSee, ...readCards]]),
				[...mustSee, ...codeLine]
			],
			spots
		);
	const boxOf = ({ place, size }: { place: Placement; size: number }) => ({
		left: place.left,
		top: place.top,
		...footSizes[size]!
	});
	const covers = (placing: { place: Placement; size: number }, boxes: readonly Box[]) =>
		boxes.some((each) => overlap(boxOf(placing), each) > 0);
	const footKeep = [...essential, ...codeLine, ...ring];
	const footed = tablet
		? placeInTiers(away ? null : box, sizes, screen, [[...essential, ...codeLine]], foot)
		: null;
	const aboveFloor = () =>
		narrow ? placeAboveFloor(away ? null : box, footSizes, screen, footKeep, foot) : null;
	// A phone's callout goes at the foot, or above the ring standing there: the tree's camera keeps
	// the cards it reads above it.
	const onPhone = () =>
		placeInTiers(away ? null : box, sizes, screen, [[...essential, ...phoneRing]], spots);
	// A part that reads no card (the first) goes as on a laptop where that is clear.
	const laptop = tablet ? null : phone ? onPhone() : asOnLaptop();
	const floored =
		footed?.place.clear && !covers(footed, ring)
			? footed
			: laptop?.place.clear
				? laptop
				: aboveFloor();
	const chosen =
		floored ?? laptop ?? (footed !== null && !covers(footed, ring) ? footed : asOnLaptop());
	const onFoot = tablet && (chosen === floored || chosen === footed);
	const { place, size } = chosen;
	const width = size === 0 ? null : size > others.length ? strip : others[size - 1]!;
	callout.style.width = width === null ? '' : `${width}px`;
	return {
		ring: box,
		place,
		away,
		found: shown === null ? 'none' : shown.opener ? 'opener' : 'part',
		width,
		mentionAway: mentions === null ? null : offScreen(findTarget(mentions)?.box ?? null),
		keepsCards: onFoot || covers(chosen, boxesOf(nodes))
	};
}
