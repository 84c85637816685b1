import type { CameraHand, CardGroup, FollowRule } from './camera.svelte';
import type { Transform } from './camera-zoom';
import { EDGE, phoneScreen, shownHeight } from './panel-room';
import { highestFitting, keepWay, type Way, type WayCard, type WayPlacing } from './way-frame';
import {
	frameTold,
	leavesCardOut,
	placedAboveMark,
	placedEdgeMark,
	type FollowedWay,
	type StepSpan
} from './kept-way';
import { READABLE_ZOOM } from './framing';
import { clearOfRows } from './row-clear';
import { namedFrame } from './named-frame';

// The camera's moves as the search goes (`TreeCamera.keepInView`, `keepBy`): the first view of a
// tree, at step 0, follows no call, so they load with the steps past it (camera-moves-code).

export { placedAboveMark, placedEdgeMark };
export { clearOfDrawnEdges, clearOfDrawnTopAndFoot, markPastEdges, PAST_EDGE } from './edge-clear';
// Rules that read the drawing once the camera has moved: a tree at step 0 has not.
export { clearOfRows } from './row-clear';
export { hidePastEdges, runOnPaths } from './past-edges';
// Its glides, "Whole tree" and the texts it keeps clear: none runs before the camera first moves.
export { glide, showWhole, toWhole, treeTexts } from './camera-whole';

/**
 * Glides to bring a node (given its centre and size in tree units) into view when any part of
 * it is off screen, along the axis it left by, with the root's row at the top whenever the node
 * fits below it: a node in full view moves the camera only to bring the root back above it, so
 * a tree that fits stays still while stepping, and one that fits the panel's width only moves
 * up and down. `callerX`: at a receive, where the call receiving the node's value (the one
 * marked current) sits across, one row up: its card must show too, judged on its own, beside the
 * node's, or alone across when both do not fit the panel's width; its row goes at the top when
 * the camera moves down. `above`: a line of the screen the node is kept above (`Spotlight`).
 * `way`: the cards the node's value went up through, highest first: the first whose span down
 * to the node's window, else its value, fits is kept in view with it (`keepWay`); none
 * fitting (or, a way to `keep`, not both across), the way's first card (the call marked
 * current) alone.
 */
export function keepInView(
	hand: CameraHand,
	x: number,
	y: number,
	width: number,
	height: number,
	glide = true,
	callerX?: number,
	above?: number,
	way?: FollowedWay
): void {
	// On a phone, the step's named cards whole where they fit, lower for this step if they must.
	if (way?.named) {
		// The follow's own way: none where it held only the named cards (`callFollowBox`).
		const own = way.cards.length > 0 || way.span ? { ...way, named: undefined } : undefined;
		const box = { x, y, width, height, callerX, above };
		if (!keepNamed(hand, way.named, box, own, glide))
			keepInView(hand, x, y, width, height, glide, callerX, above, own);
		return;
	}
	// Judged from where a glide under way ends, not from its frame now: a node still on screen
	// as the camera glides away from it (a jump back before the glide ends) is followed again.
	const from = hand.from();
	if (way?.caller && !callerLeftOut(hand, way, { x, y, width, height, callerX, above })) {
		keepInView(hand, x, y, width, height, glide, callerX, above);
		return;
	}
	hand.keepDown(null);
	const levelHeight = hand.layout()?.options.levelHeight ?? 0;
	// A card clear of the gutters (the level labels, the toolbar), where the camera is now.
	const gutters = { left: hand.left(), right: hand.left() + hand.across() };
	const inside = (centre: number) => wholeAcross(from, centre, width, gutters);
	// Whether the camera at `to` shows `card` (a way's: the call marked current) whole across the
	// panel's room, a pixel of rounding allowed: on a phone, where it is asked, that room keeps no
	// toolbar's column on the right (the toolbar is a row under the tree), the gutters do.
	const frames = (to: Transform, card: { x: number }) =>
		wholeAcross(to, card.x, width, hand.camera.room(), 1);
	// With labels at a floor (`readable`), every call the step names across the panel where they
	// fit (`FollowedWay.span`).
	const named = namedAcross(hand, way, from.k);
	const across =
		named === null ? inside(x) && (callerX === undefined || inside(callerX)) : named === from.x;
	// The panel's part above what floats over its foot and the screen's, and above the spotlight's line.
	const panel = hand.panel();
	const clear = shownHeight(panel, innerHeight, hand.overlays());
	const shown = above === undefined ? clear : Math.min(clear, above - panel.top);
	const fitting = way && highestFitting(way, from.k, shown);
	const apart = !fitting || leavesCardOut(way, fitting.card, from.k, width, hand.across());
	// Side by side, the pair apart: the told call framed, the current call at the edge.
	if (way?.told && way.keep && apart) {
		const [current] = way.cards;
		const card = fitting?.card ?? (current && { x: current.x, y: current.y });
		if (card) {
			const to = frameTold(from, way, card, { shown, width }, placing(hand, shown, way.foot));
			if (to) hand.moveTo(to, glide);
			return;
		}
	}
	// With labels at a floor, the step's rows where they reach past the way and fit (a call two
	// rows up the narration names, FC6 as FC9's −10 comes back to FC8): kept below, not the way
	// alone.
	const wider =
		fitting && tallerThan(hand, shown) && spanPastWay(way?.span, fitting, from.k, shown);
	if (fitting && !apart && !wider) {
		// A tree taller than the panel with labels at a floor: the way kept in view down as texts
		// come (`clearOfRows`).
		const { card, way: kept } = fitting;
		const head = card.head ?? kept.head;
		const keep = { top: card.y - head, bottom: kept.node.y + kept.foot };
		if (tallerThan(hand, shown)) hand.keepDown(keep);
		const placed = placing(hand, shown, fitting.way.foot);
		const framed = keepWay(from, fitting.way, fitting.card, { inside, shown, width }, placed);
		// And every call the step names across, where they fit, the way framed or not (issue 43:
		// Connect Four's FC1 and its first child, three columns apart, at the 12 px floor; Figure
		// 5.2's MTD(f), step 9: FC9 took its value from the table FC4 stored, pass 1's n5).
		const at = framed ?? from;
		const pan = namedAcross(hand, way, at.k, at.x) ?? at.x;
		const to = pan === at.x ? framed : { ...at, x: pan };
		// On a phone, a frame leaving the call marked current past the panel's side is not
		// taken: it is kept alone below, as where the rows do not fit down (issue 43: a phone's
		// panel tall enough for Connect Four's FC1 and its first child, three columns apart,
		// centred the child and left FC1 out). A wider panel frames the told call whole, its
		// caller at the edge (Connect Four's FC58 returning to FC57, overlaps.spec).
		if (!to || hand.camera.large || !phoneScreen() || frames(to, fitting.card)) {
			if (to) hand.moveTo(to, glide);
			return;
		}
	}
	// No card of the way fits with the call: the call marked current (the way's first card)
	// is the one kept in view, as the tree, the code line and the tally tell it.
	const [current] = way?.cards ?? [];
	if (current && !wider) {
		const { above: head, below: foot } = hand.camera.card;
		const box = current.y + (foot - head) / 2;
		// On a phone, a tried call's caller kept alone: across, the tried call whole beside it
		// where both fit (a column or two apart).
		const along = way?.caller ? towards(hand, x, current.x, width) : undefined;
		keepInView(along ?? hand, current.x, box, width, head + foot, glide, undefined, above);
		// The caller in view already: the pan across alone.
		if (along && !along.moved) along.moveTo(from, glide);
		return;
	}
	const fitsUnder = (row: number) => {
		const under = hand.centred(from.k, x, row, 'top').y;
		return (y + height / 2) * from.k + under <= shown ? under : null;
	};
	// The card's centre: y is its box's, below it by half the reaches' difference (`#centred`
	// takes a card's). Its parent's row, for context; the caller's own row.
	const row = y - (hand.camera.card.below - hand.camera.card.above) / 2;
	const parentRow = Math.max(0, row - levelHeight);
	const callerRow = row - levelHeight;
	// From the caller's card, one row up, to the node's foot; the caller's card alone when the
	// two rows do not fit.
	const rise = callerX === undefined ? 0 : levelHeight;
	const twoRows = callerX === undefined || fitsUnder(callerRow) !== null;
	// Below the root, the row of labels over the card (or over the caller's) shows too.
	const lift = row - rise > 0 ? hand.rowReach() - hand.camera.card.above : 0;
	// With labels at a floor, the rows the step speaks of, where they fit (`FollowedWay.span`):
	// kept in view.
	const large = tallerThan(hand, shown);
	const span = large ? spanRows(way?.span, from.k, shown) : null;
	const spanTop = span ? span.top : y - rise - height / 2 - lift;
	const spanBottom = span
		? Math.max(span.bottom, y + height / 2 - span.under)
		: spanTop + (twoRows ? height + rise + lift : height + lift);
	const top = spanTop * from.k + from.y;
	const bottom = spanBottom * from.k + from.y;
	const underRoot = (row: number) => {
		const under = hand.centred(from.k, x, row, 'top').y;
		return spanBottom * from.k + under <= shown ? under : null;
	};
	const rootFits = span ? underRoot(0) : fitsUnder(0);
	// The root's row at the top while the node fits below it: its path to the root in view.
	const rootHidden = from.y - hand.camera.card.above * from.k < 0;
	const down = top >= 0 && bottom <= shown && !(rootHidden && rootFits !== null);
	// With labels at a floor, no row across the panel's top or foot: whole in it or out of it.
	const texts = large ? hand.texts() : [];
	const keep = { top: spanTop, bottom: spanBottom };
	if (large) hand.keepDown(keep);
	const clearRows = (ty: number) => clearOfRows(ty, from.k, shown, texts, keep);
	if (across && down) {
		const ty = clearRows(from.y);
		if (ty !== from.y) hand.moveTo({ ...from, y: ty }, glide);
		return;
	}
	// Across, between the node and its caller while both fit, else on the caller.
	const spread = callerX === undefined ? 0 : (Math.abs(x - callerX) + width) * from.k;
	const fitsBoth = spread <= hand.across();
	const middle = fitsBoth ? (x + (callerX ?? x)) / 2 : (callerX ?? x);
	const centre = hand.centred(from.k, middle, row, 'middle', shown);
	let ty = down ? from.y : centre.y;
	const layout = hand.layout();
	if (!down && layout) {
		// Else the parent's row at the top, or at a receive the caller's, the node's foot cut if
		// both do not fit; with labels at a floor, the step's rows' top where they fit.
		ty = span
			? (rootFits ?? EDGE - spanTop * from.k)
			: (fitsUnder(0) ??
				(callerX === undefined
					? (fitsUnder(parentRow) ?? ty)
					: hand.centred(from.k, x, callerRow, 'top').y));
		// Never past the last row's scores, nor above the root.
		const last = shown - (layout.height + hand.camera.card.below + EDGE) * from.k;
		ty = clearRows(Math.min(Math.max(ty, last), hand.centred(from.k, x, 0, 'top').y));
	}
	hand.moveTo({ k: from.k, x: across ? from.x : (named ?? centre.x), y: ty }, glide);
}

/**
 * A hand whose moves pan across, as little as they must, to show both the card `width` wide at
 * tree x `card` and the one at `node` whole in the room, where both fit (`keepInView`'s fallback,
 * a tried call's caller kept alone).
 */
function towards(
	hand: CameraHand,
	node: number,
	card: number,
	width: number
): CameraHand & { moved: boolean } {
	// A phone's room: its toolbar under the tree keeps none on the right.
	const { left: low, right: high } = hand.camera.room();
	const moveTo = (to: Transform, glide: boolean) => {
		// The pans that show both whole, the nearest to `to` taken; none: `to` as it is.
		const most = high - (Math.max(card, node) + width / 2) * to.k;
		const least = low - (Math.min(card, node) - width / 2) * to.k;
		const x = least > most ? to.x : Math.min(most, Math.max(least, to.x));
		along.moved = true;
		if (x !== from.x || to.y !== from.y || to.k !== from.k) hand.moveTo({ ...to, x }, glide);
	};
	const from = hand.from();
	const along = { ...hand, moveTo, moved: false };
	return along;
}

/**
 * On a phone, where the frame the follow takes (`keepInView` on a trial hand, the box `at`) leaves a
 * card the step names out and they fit, the frame that shows them (`namedFrame`), taken instead:
 * true; lower than the camera's own zoom, for this step only (`TreeCamera.spanFrom`).
 */
function keepNamed(
	hand: CameraHand,
	named: NonNullable<FollowedWay['named']>,
	at: { x: number; y: number; width: number; height: number; callerX?: number; above?: number },
	way: FollowedWay | undefined,
	glide: boolean
): boolean {
	const from = hand.from();
	let to = from;
	const trial: CameraHand = { ...hand, moveTo: (target) => (to = target), keepDown: () => {} };
	keepInView(trial, at.x, at.y, at.width, at.height, false, at.callerX, at.above, way);
	const framed = namedFrame(to, named, hand.camera.room());
	if (!framed) return false;
	hand.keepDown(null);
	if (framed.k < from.k) hand.camera.spanFrom = from.k;
	hand.moveTo(framed, glide);
	return true;
}

/**
 * On a phone, whether following a tried call alone (the box `at`, as `keepInView` takes it) leaves
 * its caller (`FollowedWay.caller`: the way's card) not whole in the panel's room: the caller is
 * then kept first (issue 43: Connect Four's FC10 trying FC17, three columns away, lay 121 px past
 * the pane's left; tic-tac-toe's callers stay in view, its steps as they were).
 */
function callerLeftOut(
	hand: CameraHand,
	way: FollowedWay,
	at: { x: number; y: number; width: number; height: number; callerX?: number; above?: number }
): boolean {
	const [caller] = way.cards;
	if (!caller || !phoneScreen()) return false;
	let to = hand.from();
	const trial: CameraHand = { ...hand, moveTo: (target) => (to = target), keepDown: () => {} };
	keepInView(trial, at.x, at.y, at.width, at.height, false, at.callerX, at.above);
	const room = hand.camera.room();
	const top = (caller.y - (caller.head ?? way.head)) * to.k + to.y;
	const bottom = (caller.y + way.head) * to.k + to.y;
	const whole = wholeAcross(to, caller.x, way.cardWidth ?? 0, room, 1);
	return !whole || top < -1 || bottom > room.shown + 1;
}

/**
 * With labels at a floor (`readable`: presenting, or not presenting off a phone and alone), the
 * step's zoom: where the calls its narration names stand on more rows than the panel holds at the
 * camera's own zoom and the span allows lower (`StepSpan.least`), as low as they need, for this
 * step only (issue 43: iterative deepening's step 12 names FC1 and FC11, four rows, 583 px at the
 * 14 px floor in a 474 px pane); else back to the zoom the camera had before a step took it lower
 * (`TreeCamera.spanFrom`). About the panel's middle: the follow then pans.
 */
export function zoomForSpan(hand: CameraHand, span: StepSpan | undefined, glide = true): void {
	const { camera } = hand;
	const from = hand.from();
	const own = camera.spanFrom ?? from.k;
	const shown = shownHeight(hand.panel(), innerHeight, hand.overlays());
	// Not presenting, with labels at their 12 px floor, across too (issue 43: Connect Four's FC1
	// and a child three columns away, followed at 0.85, fit a 420 px pane at the floor).
	const across = camera.large ? undefined : hand.across();
	// A tree shown whole stays still (`tallerThan`, `widerThan`).
	const followed = tallerThan(hand, shown, own) || (across !== undefined && widerThan(hand, own));
	const k = span && followed ? spanZoom(span, own, shown, across) : own;
	camera.spanFrom = k < own ? own : null;
	if (k === from.k) return;
	const [middleX, middleY] = [camera.width / 2, shown / 2];
	hand.moveTo(
		{
			k,
			x: middleX - ((middleX - from.x) / from.k) * k,
			y: middleY - ((middleY - from.y) / from.k) * k
		},
		glide
	);
}

/**
 * Back to the camera's own zoom where the last step took it lower (`TreeCamera.spanFrom`): a step
 * framed another way than the follow (a spotlight's group, the result's cards, a search's rule)
 * starts from it too, not from the lower zoom that step alone needed.
 */
function ownZoom(hand: CameraHand, glide: boolean): void {
	if (hand.camera.spanFrom !== null) zoomForSpan(hand, undefined, glide);
}

/**
 * The zoom at which `span`'s rows, to the lowest's value, fill the panel's `shown` px, and where
 * `across` (px) is given, its cards its width: where they do not fit at the camera's own zoom
 * (`own`) and it is not below `StepSpan.least`; else `own`.
 */
export function spanZoom(span: StepSpan, own: number, shown: number, across?: number): number {
	if (span.least === undefined) return own;
	const wide =
		across === undefined || span.left === undefined || span.right === undefined
			? 0
			: span.right - span.left;
	const down = spanRows(span, own, shown) !== null;
	if (down && wide * own <= (across ?? 0)) return own;
	// Half a pixel short of the room: what fits at it is whole in it; across, the floor itself
	// where they fit at it (issue 43: Figure 5.2's MTD(f) at step 8 names FC3, pass 1's B, and
	// FC8: 1,028 units in 617 px, 616.8 at 0.6).
	const fit = wide === 0 ? own : ((across ?? 0) - 0.5) / wide;
	const least = (across ?? 0) >= wide * span.least ? span.least : fit;
	const k = Math.min(
		down ? own : (shown - EDGE - 0.5) / ((span.scores ?? span.bottom) - span.top),
		Math.max(fit, least)
	);
	return k >= span.least && k < own ? k : own;
}

/**
 * Whether the camera at `to` shows a card `width` wide (tree units), centred across at tree x
 * `centre`, whole between screen sides `room.left` and `room.right` (px), `slack` px past them.
 */
function wholeAcross(
	to: Transform,
	centre: number,
	width: number,
	room: { readonly left: number; readonly right: number },
	slack = 0
): boolean {
	const left = (centre - width / 2) * to.k + to.x;
	return left >= room.left - slack && left + width * to.k <= room.right + slack;
}

/**
 * The step's rows kept down (`FollowedWay.span`) where they fit the panel's `shown` px at zoom
 * `k`: to the lowest's window, else to its value (`under`: how much of the followed box's foot,
 * its window, may then lie below); null where neither fits.
 */
function spanRows(
	span: StepSpan | undefined,
	k: number,
	shown: number
): { top: number; bottom: number; under: number } | null {
	if (!span) return null;
	const fits = (bottom: number) => (bottom - span.top) * k <= shown - EDGE;
	if (fits(span.bottom)) return { top: span.top, bottom: span.bottom, under: 0 };
	if (span.scores === undefined || !fits(span.scores)) return null;
	return { top: span.top, bottom: span.scores, under: span.bottom - span.scores };
}

/** Whether the step's rows (`span`) fit the panel and reach above or below the way `fitting` frames. */
function spanPastWay(
	span: StepSpan | undefined,
	fitting: { card: WayCard; way: Way },
	k: number,
	shown: number
): boolean {
	if (!span || spanRows(span, k, shown) === null) return false;
	const { card, way } = fitting;
	const top = card.y - (card.head ?? way.head);
	return span.top < top - 1 || (span.scores ?? span.bottom) > way.node.y + way.foot + 1;
}

/**
 * With labels at a floor (`readable`), the camera's pan across that keeps every call the step
 * names in view (`FollowedWay.span`'s `left` to `right`), moved no further than it must from `x`;
 * null where they do not fit the panel's width (or labels keep no floor).
 */
function namedAcross(
	hand: CameraHand,
	way: FollowedWay | undefined,
	k: number,
	x = hand.from().x
): number | null {
	const span = way?.span;
	if (!hand.camera.readable || span?.left === undefined || span.right === undefined) return null;
	if ((span.right - span.left) * k > hand.across()) return null;
	const [left, right] = [span.left * k + x, span.right * k + x];
	const [low, high] = [hand.left(), hand.left() + hand.across()];
	return left < low ? x + low - left : right > high ? x - (right - high) : x;
}

/**
 * Presenting (or with labels at a floor: `readable`), whether the tree at zoom `k` (the camera's)
 * is taller than the panel's `shown` px.
 */
function tallerThan(hand: CameraHand, shown: number, k = hand.from().k): boolean {
	const { above, below } = hand.camera.card;
	const layout = hand.layout();
	return hand.camera.readable && layout !== null && (layout.height + above + below) * k > shown;
}

/** With labels at a floor, whether the tree at zoom `k` is wider than the panel's room across. */
function widerThan(hand: CameraHand, k: number): boolean {
	const layout = hand.layout();
	if (!hand.camera.readable || layout === null) return false;
	return (layout.right - layout.left + layout.options.nodeWidth) * k > hand.across();
}

/**
 * What `keepWay` needs of the panel: its room across and where a tree point goes in it; the
 * pans that put the last row's values (`foot` below their centre) at its foot (`shown` px
 * down, with air as `keepInView` keeps) and the root's row at its top.
 */
function placing(hand: CameraHand, shown: number, foot: number): WayPlacing {
	const height = hand.layout()?.height ?? 0;
	return {
		across: hand.across(),
		centreX: (k, x) => hand.centred(k, x, 0).x,
		downRange: (k) => ({
			lowest: shown - (height + foot + EDGE) * k,
			highest: hand.centred(k, 0, 0, 'top').y
		})
	};
}

/**
 * Brings a group of cards (the call the lesson speaks of and the children whose values it reads)
 * whole into view above the screen line `above`: where they are not, their top row goes at the
 * panel's top, centred across. Where the panel's part above the line is too short for them, the
 * camera zooms out as far as they need, down to the readable zoom (presenting, the presenting
 * floor: the back row reads 14 px), and `raise` is asked for the px they still lack: a phone's
 * callout covers the tree's foot, and at a readable zoom two rows of cards do not fit over it
 * (the lesson's FC6 and its children, issue 43).
 */
export function keepGroup(
	hand: CameraHand,
	group: CardGroup,
	above: number,
	raise?: (px: number) => void,
	glide = true
): void {
	ownZoom(hand, glide);
	const from = hand.from();
	hand.keepDown(null);
	const tall = group.bottom - group.top;
	const shown = () => {
		const panel = hand.panel();
		return Math.min(shownHeight(panel, innerHeight, hand.overlays()), above - panel.top);
	};
	const fitting = (shown() - EDGE) / tall;
	// Presenting, never below the zoom its labels are read at from the back of the room.
	const { large, card } = hand.camera;
	const floor = large ? Math.max(READABLE_ZOOM, card.presentingFloor) : READABLE_ZOOM;
	const k = fitting >= from.k ? from.k : Math.max(fitting, Math.min(from.k, floor));
	const short = tall * k + EDGE - shown();
	if (short > 0) raise?.(Math.ceil(short));
	const room = shown();
	const [left, right] = [group.left * k + from.x, group.right * k + from.x];
	const across = k === from.k && left >= hand.left() && right <= hand.left() + hand.across();
	const top = group.top * k + from.y;
	const down = k === from.k && top >= 0 && top + tall * k <= room;
	if (across && down) return;
	const x = across ? from.x : hand.centred(k, (group.left + group.right) / 2, 0).x;
	hand.moveTo({ k, x, y: down ? from.y : EDGE - group.top * k }, glide);
}

/**
 * The result's cards kept whole together (`FollowBox.family`: the root and its children, which the
 * last step's narration names), zoomed out as far as they need down to the readable zoom, across
 * the panel's room (a phone's toolbar under it keeps none on the right); false where they do not
 * fit at it, the root then followed as any call. A tree showing them already stays still. With
 * them first the calls the narration names (`named`, the step's span: issue 43, the weighted
 * tree's FC25 on the way back up from its last leaf), where all fit at that zoom.
 */
export function keepFamily(
	hand: CameraHand,
	family: CardGroup,
	glide = true,
	named?: StepSpan
): boolean {
	const { left, right } = named ?? {};
	const widened =
		named && left !== undefined && right !== undefined
			? {
					left: Math.min(family.left, left),
					right: Math.max(family.right, right),
					top: Math.min(family.top, named.top),
					bottom: Math.max(family.bottom, named.bottom)
				}
			: null;
	return (widened !== null && keepCards(hand, widened, glide)) || keepCards(hand, family, glide);
}

/** `keepFamily`'s cards (`group`) kept whole together where they fit at the readable zoom. */
function keepCards(hand: CameraHand, family: CardGroup, glide: boolean): boolean {
	ownZoom(hand, glide);
	const from = hand.from();
	const room = hand.camera.room();
	const [wide, tall] = [family.right - family.left, family.bottom - family.top];
	const k = Math.min(from.k, (room.right - room.left) / wide, (room.shown - EDGE) / tall);
	if (k < Math.max(READABLE_ZOOM, hand.camera.least)) return false;
	hand.keepDown(null);
	const [left, top] = [family.left * from.k + from.x, family.top * from.k + from.y];
	const across = left >= room.left && left + wide * from.k <= room.right;
	if (across && top >= 0 && top + tall * from.k <= room.shown) return true;
	const x = (room.left + room.right) / 2 - ((family.left + family.right) / 2) * k;
	hand.moveTo({ k, x, y: EDGE - family.top * k }, glide);
	return true;
}

/** Moves where a search's own rule says (`FollowBox.frame`), judged from where a glide ends. */
export function keepBy(hand: CameraHand, rule: FollowRule, glide = true): void {
	ownZoom(hand, glide);
	hand.keepDown(null);
	hand.moveTo(rule(hand.from(), hand.camera.room()), glide);
}
