import type { NodeSize } from '$lib/games/presenter';
import type { CardReach } from '$lib/ui/camera.svelte';
import { FOLLOW_ZOOM } from '$lib/ui/framing';
import { EDGE } from '$lib/ui/panel-room';

/**
 * Drawing constants common to every game (a card's size is its presenter's, `games/`), and the
 * arithmetic that keeps the tree's labels apart.
 */

/** Below this zoom, nodes drop their boards and labels (they would be unreadable anyway). */
export const DETAIL_ZOOM = 0.55;

/**
 * A fold badge: one line per fact ("+54,720", "calls", "value 0"), this tall at its 14 px type,
 * plus padding; presenting alone its type and lines grow with the card's floor (`foldLine`).
 */
const FOLD_LINE = 18;
export const FOLD_FONT = 14;
export const FOLD_PADDING = 6;
const FOLD_MOST_LINES = 3;

/**
 * A call's card's corner radius: max square-cornered; min and chance round, as on paper (chance
 * with a second ring), a tree's chance node a circle on a square card (a board's card rounds as
 * min's: a circle would cut its heading's FC number and marker); a card wider than tall
 * (presenting) rounds its corners alone, so the line across its top stays inside at 14 px.
 */
export function cardRadius(size: NodeSize, kind: { maximizing: boolean; chance: boolean }): number {
	if (kind.maximizing && !kind.chance) return 4;
	const circle = kind.chance && size.header === 0;
	const round = circle ? Math.min(size.width, size.height) / 2 : size.minRadius;
	return size.width > size.height ? Math.min(round, size.height / 4) : round;
}

/** A card's rectangle, centred on its node, grown by `grow` on every side (a ring round it). */
export function cardBox(size: NodeSize, grow = 0) {
	const [width, height] = [size.width + 2 * grow, size.height + 2 * grow];
	return { x: -width / 2, y: -height / 2, width, height };
}

/** A label's type size: its own, or presenting alone the card's floor if larger (`presentingCard`). */
export function labelSize(size: NodeSize, own: number): number {
	return Math.max(own, size.labelFloor ?? 0);
}

/** `labelSize` as a style value, set only presenting alone (else the label's own style holds). */
export function grownLabel(size: NodeSize, own: number): string | undefined {
	return size.labelFloor ? `${labelSize(size, own)}px` : undefined;
}

/** A fold badge's line height, for its type at `labelSize`. */
export function foldLine(size: NodeSize): number {
	return (FOLD_LINE * labelSize(size, FOLD_FONT)) / FOLD_FONT;
}

/** A move label sits this far above its child's card (its centre), clear of the parent's labels. */
export const LINK_LABEL_ABOVE = 16;
/** Half a move label's height, and the air kept around it. */
const LINK_LABEL_HALF = 9;
const AIR = 2;
/** A move label's own type size (LinkRows), grown presenting alone (`labelSize`). */
const LINK_LABEL_FONT = 16;

/**
 * How far above a card's top the row of labels over it reaches (its move "X→1", a probe's tag,
 * an iteration's "depth 2"): a card below the root is framed with it, or the panel's top cuts it.
 */
export function labelRowReach(size: NodeSize): number {
	return (
		LINK_LABEL_ABOVE +
		LINK_LABEL_HALF +
		((labelSize(size, LINK_LABEL_FONT) - LINK_LABEL_FONT) * 3) / 5
	);
}

/**
 * The distance between levels of a folded window: a folded call's badge (three lines under its
 * score) must end above the move labels over the next row, which sit just above its cards.
 */
export function windowLevelHeight(size: NodeSize, levelHeight: number): number {
	const badgeEnd = size.badgeBelow + FOLD_PADDING + foldLine(size) * FOLD_MOST_LINES;
	const labelRoom = LINK_LABEL_ABOVE + LINK_LABEL_HALF + AIR;
	return Math.max(levelHeight, Math.ceil(badgeEnd + labelRoom + size.height / 2));
}

/** A card without a header inside carries its number above it, reaching this far over its top. */
const HEADING_ROOM = 24;
/** A score under a card reaches this far below its bottom. */
const SCORE_ROOM = 30;

/**
 * Under a search that draws windows, how far below a card's bottom its links leave it: past the
 * window written under it, so no link runs through an [α, β].
 */
export function windowLinkBelow(size: NodeSize): number {
	return size.windowBelow + windowDrop(size) + size.windowFont / 2 + AIR - size.height / 2;
}

/** A wrapped window's second line sits this many ems under its first. */
export const WINDOW_LEADING = 1.05;

/** How far a wrapped window's second line sits under its first (`wrapWindow`); else 0. */
function windowDrop(size: NodeSize): number {
	return size.wrapWindow ? labelSize(size, size.windowFont) * WINDOW_LEADING : 0;
}

/**
 * A window's lines: itself, or where the card wraps windows (`wrapWindow`) and it does not fit
 * `room` at its floor, split after its comma ("[−∞," over "+∞]"); none for no window.
 */
export function windowRows(text: string | null, size: NodeSize, room: number): string[] {
	if (text === null) return [];
	const comma = text.indexOf(', ');
	const fits = labelEms(text) * labelSize(size, size.windowFont) <= room + FLOAT_SLACK;
	if (!size.wrapWindow || fits || comma < 0) return [text];
	// The space stays on the first line: the text still reads "[−∞, +∞]" whole.
	return [text.slice(0, comma + 2), text.slice(comma + 2)];
}

/**
 * How far a card's drawing reaches from its centre (what the camera keeps in view at the top and
 * bottom of the tree, and around the running call), under a search that draws windows or not,
 * and the zoom presentation mode may fit its tree down to.
 */
export function cardReach(size: NodeSize, windowed: boolean): CardReach {
	const scored = size.height / 2 + SCORE_ROOM;
	// A name grown past its 15 px (`presentingCard`) reaches higher by as much.
	const heading = HEADING_ROOM + labelSize(size, 15) - 15;
	const above = size.height / 2 + (size.header > 0 ? AIR * 2 : heading);
	return {
		above,
		row: Math.max(above, size.height / 2 + labelRowReach(size)),
		below: windowed ? Math.max(size.windowBelow + windowDrop(size) + AIR * 3, scored) : scored,
		presentingFloor: size.presentingFloor ?? 1
	};
}

/**
 * The height (px) a tree's panel needs to frame a told call with its value under its parent's
 * card (`wayReach`: `keepWay` frames it so), the label row over that card included, rows
 * `levelHeight` apart, at the zoom it is followed at (the follow zoom; presenting, a board's floor
 * if higher), with the camera's air above and below: what a table under the tree leaves it at
 * least (CallPanels).
 */
export function treeRoomNeeded(
	levelHeight: number,
	way: { head: number; row?: number; foot: number },
	presentingFloor: number | null
): number {
	const k = Math.max(FOLLOW_ZOOM, presentingFloor ?? 0);
	return Math.ceil(((way.row ?? way.head) + levelHeight + way.foot) * k + 2 * EDGE);
}

/**
 * A told call's way up framed tight (`keepWay`): from a card's top (its name above it, where it
 * carries none inside; `row`, below the root, the row of labels over it) down to a call's value,
 * its window left out.
 */
export function wayReach(size: NodeSize): { head: number; row: number; foot: number } {
	const heading = HEADING_ROOM + labelSize(size, 15) - 15;
	const head = size.height / 2 + (size.header > 0 ? 0 : heading);
	return {
		head,
		row: Math.max(head, size.height / 2 + labelRowReach(size)),
		foot: size.height / 2 + SCORE_ROOM
	};
}

/**
 * About how wide `text` is, in ems, in the page's bold sans serif: digits 0.7, spaces 0.35,
 * narrow punctuation 0.45, Chinese 1, anything else 0.85: the widths of DejaVu Sans Bold (Debian's sans
 * serif, the widest of the fonts the page asks for) rounded up, so a label sized by it fits in
 * any of them.
 */
export function labelEms(text: string): number {
	let ems = 0;
	for (const char of text) {
		if (/\d/.test(char)) ems += 0.7;
		else if (char === ' ') ems += 0.35;
		else if ('[](),.:;·-'.includes(char)) ems += 0.45;
		// Chinese characters are square.
		else ems += char >= '\u2e80' ? 1 : 0.85;
	}
	return ems;
}

/** The air a window label keeps to its neighbours' inside its layout's node width. */
export const LABEL_AIR = 4;

/** The room (tree units) a card's labels have across: its layout's node width, less the air. */
export function labelRoomIn(nodeWidth: number): number {
	return nodeWidth - LABEL_AIR;
}

/**
 * How far over a measure a product of widths may land and still count as it: floats put 5.1 em
 * × 20 at 102.00000000000001, which is 102 units (a label that fits its room, a whole width).
 */
export const FLOAT_SLACK = 1e-6;

/** The node width a layout needs for `text` to fit its label room at `font` tree units. */
export function nodeWidthFor(text: string, font: number): number {
	return Math.ceil(labelEms(text) * font - FLOAT_SLACK) + LABEL_AIR;
}

/** The type size that keeps `text` within `room` pixels: `size`, or smaller for a long label. */
export function sizeToFit(text: string, size: number, room: number): number {
	const ems = labelEms(text);
	return ems * size <= room + FLOAT_SLACK ? size : Math.floor((room / ems) * 10) / 10;
}

/**
 * The least zoom a game's cards are sized for presenting alone (the camera goes no lower): its
 * floor, or the follow zoom a board's big tree is framed at.
 */
export function presentingZoom(size: NodeSize): number {
	return Math.min(size.presentingFloor ?? 1, FOLLOW_ZOOM);
}

/** Presenting, the least size (px on screen) of a tree's labels; not presenting, off a phone. */
export const PRESENTING_LABEL = 14;
export const DESK_LABEL = 12;
/**
 * On a phone, the least size of a tree's labels where a step takes the zoom below the camera's own
 * to show the calls it names (`namedFrame`): the cards' own below it grow to it.
 */
export const PHONE_LABEL = 11;

/**
 * The least zoom a game's cards are sized for with labels of `px` on screen: presenting's
 * (`presentingZoom`) for 14 px, lower for smaller type, so the cards' labels are as many tree
 * units there as presenting's at its own (issue 43 N10: 12 px at 1280×720 not presenting).
 */
export function labelZoom(size: NodeSize, px: number): number {
	const zoom = presentingZoom(size);
	return px === PRESENTING_LABEL ? zoom : (zoom * px) / PRESENTING_LABEL;
}

/**
 * A card presenting alone at zoom `k`: the game's wider card (`NodeSize.presenting`) where it has
 * one, its labels grown to read `px` on screen (14 presenting; no larger than at `labelZoom`).
 */
export function presentingCard(size: NodeSize, k: number, px = PRESENTING_LABEL): NodeSize {
	if (!size.presenting) return size;
	// At and below the floor, presenting's own units (not px over a floor rounded in floats).
	const least = k <= labelZoom(size, px);
	const labelFloor = least ? PRESENTING_LABEL / presentingZoom(size) : px / k;
	const desk = px === DESK_LABEL ? size.desk : undefined;
	if (desk) {
		const { width, height, windowBelow } = desk;
		return { ...size, width, height, windowBelow, labelFloor, wrapWindow: true };
	}
	const { width, glyph = size.glyph } = size.presenting;
	return { ...size, width, glyph, labelFloor };
}

/**
 * On a phone, a game's own card at zoom `k`, a step having taken the zoom below the camera's own:
 * its labels grown to read `PHONE_LABEL` px on screen, no larger than at `labelZoom` (its place,
 * width and board as they are).
 */
export function phoneCard(size: NodeSize, k: number): NodeSize {
	return { ...size, labelFloor: PHONE_LABEL / Math.max(k, labelZoom(size, PHONE_LABEL)) };
}

/** A cut's figure of what it saved: this far off its scissors (LinkMarks' `FIGURE_OFF`). */
const SAVED_OFF = 17;
/** The ems of the longest figure ("123,456 saved", in either language). */
const SAVED_EMS = 9;

/**
 * How far past its link's ends across the marks on a link reach (`TreeModel.linkReach`): a cut's
 * figure of what it saved beside its last scissors, or led left of its first and moved clear of
 * the zoom buttons (`figureClearOf`: by the figure again); a chance's probability, centred on its
 * link, half its width at the smallest zoom it is drawn at. Tree units.
 */
export function linkMarksReach(size: NodeSize, cut: boolean, probability: string | null): number {
	const saved = cut ? SAVED_OFF + 2 * SAVED_EMS * labelSize(size, 14) : 0;
	const chance =
		probability === null ? 0 : (labelEms(probability) * Math.max(15, 14 / DETAIL_ZOOM)) / 2;
	return Math.max(saved, chance);
}
