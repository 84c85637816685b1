import type { NodeSize } from '$lib/games/presenter';
import { FLOAT_SLACK, labelEms, labelSize, sizeToFit } from './geometry';

/**
 * The card geometry the first view does not draw (issue 45): a board card's top row, a tree
 * card's FC line and name, a cut branch's card. Apart from geometry.ts, which the first view
 * runs, so the components that draw them (loaded past step 0 or with another game) bring them.
 */

/** How far in from a card's edge a line inside keeps: half a path card's 5 px outline. */
const OUTLINE_INSIDE = 2.5;

/** Half a capital's height, in ems (DejaVu Sans Bold's capitals are 0.73 em tall). */
const HALF_CAPITAL = 0.365;

/**
 * A tree card's FC line ("FC29Σ") across its top and its value's middle: the line at 13 px
 * (presenting, the card's floor) within the card's width; in a circle (min and chance on a square
 * card) lower, within the circle's width at its capitals' top (`labelEms`'s generous widths keep
 * it clear of the running call's 7 px outline too), the value a little lower under it.
 */
export function treeCardLine(size: NodeSize, radius: number, text: string) {
	const [own, top] = [labelSize(size, 13), -size.height / 2];
	if (2 * radius < Math.min(size.width, size.height)) {
		const font = sizeToFit(text, own, size.width - 4);
		return { y: top + (font > 13 ? 12 : 14), font, value: 7 };
	}
	const y = top + 17;
	const reach = Math.abs(y) + own * HALF_CAPITAL;
	const room = 2 * Math.sqrt(Math.max(0, (radius - OUTLINE_INSIDE) ** 2 - reach ** 2));
	return { y, font: sizeToFit(text, own, room), value: 9 };
}

/**
 * The widest a node's name from the tree form is drawn above it, in pixels: a tree's siblings
 * sit 72 px apart (tree/traits.ts), so two long names side by side still clear each other.
 */
export const NAME_ROOM = 68;

/** A board card's top row: the padding at its ends, and between the FC number and the marker. */
export const HEADING_PADDING = 5;
const HEADING_GAP = 3;

/**
 * A board card's top row: the FC number at the left, the side's marker ("X▲") at the right. A
 * long number gets smaller type; presenting alone, where it does not fit at the card's floor, the
 * marker gives way first (its triangle alone, then nothing: the level column names the side),
 * then the number its "FC", so every label still reads 14 px on screen.
 */
export function cardHeading(size: NodeSize, call: number, marker: string) {
	const [font, markerSize] = [labelSize(size, 15), labelSize(size, 13)];
	const room = (side: string) =>
		size.width - 2 * HEADING_PADDING - HEADING_GAP - labelEms(side) * markerSize;
	const full: [string, string] = [`FC${call}`, marker];
	const rows: [string, string][] = size.labelFloor
		? [full, [full[0], marker.slice(-1)], [full[0], ''], [`${call}`, '']]
		: [full];
	// The first row that fits; else the last, its number's type shrunk.
	const [fc, side] =
		rows.find(([fc, side]) => labelEms(fc) * font <= room(side)) ?? rows[rows.length - 1] ?? full;
	return { fc, fcSize: sizeToFit(fc, font, room(side)), marker: side, markerSize };
}

/**
 * Whether a cut branch's faded board is drawn: presenting, only where its marks (`mark` units tall
 * at full size, drawn at `scale`) read as large as the card's labels (14 px on screen); at a lower
 * zoom (side by side, iterative deepening) the board would read 12.5 px under its two-line tag, and
 * the tag alone says the branch was cut. On the page it is always drawn.
 */
export function prunedBoardShown(size: NodeSize, scale: number, mark: number): boolean {
	return size.labelFloor === undefined || mark * scale >= size.labelFloor - FLOAT_SLACK;
}

/**
 * A cut branch's card (PrunedFrame): where its "not searched" tag's `lines` sit (their middles,
 * from the card's centre) and where its faded board goes, centred `glyphY` from the card's centre,
 * `glyphHalf` its half height: in its place, or under the tag's last line, shrunk to fit.
 * Presenting alone (labels grown to 14 px on screen) the padding and the gap under the tag are
 * thinner, so the board's marks stay at 14 px too (V13: 13.1 px under two lines); the lines stay
 * 1.18 em apart, as a line of SVG text is 1.16 em tall (at 1.1 "not" and "searched" overlapped).
 */
export function prunedPlace(size: NodeSize, lines: number, glyphY: number, glyphHalf: number) {
	const font = labelSize(size, 12);
	const grown = size.labelFloor !== undefined;
	const [top, gap, foot, spacing] = grown ? [3, 1, 2, 1.18] : [4, 2, 4, 1.2];
	const lineAt = (line: number) => -size.height / 2 + top + (line + 0.5) * font * spacing;
	const below = lineAt(lines - 0.5) + gap;
	if (glyphY - glyphHalf >= below) return { lineAt, glyph: { y: glyphY, scale: 1 } };
	const room = size.height / 2 - foot - below;
	return { lineAt, glyph: { y: below + room / 2, scale: Math.min(1, room / (2 * glyphHalf)) } };
}

/** The air a cut card's tag keeps from a panel's edge it is moved clear of, px. */
const TAG_AIR = 3;

/**
 * How far across (tree units) a cut card's tag (its widest line `tag` units wide), drawn across
 * its card's middle `x` (the card `width` wide), moves so that no panel edge (`edges`, tree units
 * at zoom `k`; side by side the buttons stand beside the panel and its edges cut what lies
 * across them, issue 43: "not searched" read "not searche" at the right edge) lies across it:
 * within the card's part in the panel where it fits there, else past the edge whole within the
 * card's part out of it; null where neither part holds it (not drawn then, all its lines: "not"
 * alone would say the opposite). 0 where no edge crosses it, or with no edges (a phone, the
 * buttons over the panel).
 */
export function tagAcross(
	x: number,
	width: number,
	tag: number,
	edges: { readonly left: number; readonly right: number } | null,
	k: number
): number | null {
	if (!edges) return 0;
	const [half, air] = [tag / 2, TAG_AIR / k];
	const [left, right] = [x - width / 2 + HEADING_PADDING, x + width / 2 - HEADING_PADDING];
	const within = (at: number) => (at - half >= left && at + half <= right ? at - x : null);
	if (x + half > edges.right - air && x - half < edges.right + air)
		return within(edges.right - air - half) ?? within(edges.right + air + half);
	if (x - half < edges.left + air && x + half > edges.left - air)
		return within(edges.left + air + half) ?? within(edges.left - air - half);
	return 0;
}
