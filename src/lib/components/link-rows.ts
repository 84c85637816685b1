import { labelEms } from './geometry';
import type { TreeBox } from './tree-canvas';

/**
 * The row of labels over a child's card on a game's tree (one whose links carry moves): what a
 * link says, side by side, centred over the card it leads to, so siblings' rows stay within their
 * own cards' columns and never run into each other however wide the fan (Connect Four's seven).
 * In order: a cut's scissors, the move ("O→4"), its probability ("1/7"), a probing search's tag
 * ("probe", "again"), and what the cut saved ("2 saved").
 */
export interface RowParts {
	readonly cut: boolean;
	readonly label: string | null;
	readonly probability: string | null;
	readonly probe: string | null;
	readonly saved: string | null;
}

/** Each part's type size, in tree units. */
export interface RowFonts {
	readonly label: number;
	readonly chance: number;
	readonly probe: number;
	readonly saved: number;
}

/** Where each part's middle sits, right of the child's centre (negative: left), in tree units. */
export type RowPlaces = { -readonly [Part in keyof RowParts]?: number };

/** A cut mark's width: its two 26-unit strokes and their 4-unit round caps. */
export const CUT_MARK_WIDTH = 30;
/** The room kept between two parts of a row, and between two rows. */
export const ROW_GAP = 4;

/**
 * A probe's tag: its word at `font` (Latin bold lowercase some 0.62 em a letter, Chinese 1 em)
 * in a pill with 4 units of padding at each end.
 */
export function probeMarkWidth(mark: string, font: number): number {
	let ems = 0;
	for (const char of mark) ems += char >= '\u2e80' ? 1 : 0.62;
	return ems * font + 8;
}

function partWidths(
	parts: RowParts,
	fonts: RowFonts,
	savedFirst = false
): [keyof RowParts, number][] {
	const widths: [keyof RowParts, number | null][] = [
		['cut', parts.cut ? CUT_MARK_WIDTH : null],
		['label', parts.label === null ? null : labelEms(parts.label) * fonts.label],
		['probability', parts.probability === null ? null : labelEms(parts.probability) * fonts.chance],
		['probe', parts.probe === null ? null : probeMarkWidth(parts.probe, fonts.probe)],
		['saved', parts.saved === null ? null : labelEms(parts.saved) * fonts.saved]
	];
	if (savedFirst) widths.unshift(...widths.splice(-1));
	return widths.filter((part): part is [keyof RowParts, number] => part[1] !== null);
}

/** How wide the row is, its parts and the gaps between them. */
export function rowWidth(parts: RowParts, fonts: RowFonts): number {
	const widths = partWidths(parts, fonts);
	return widths.reduce((sum, [, width]) => sum + width, 0) + ROW_GAP * (widths.length - 1);
}

/**
 * Each part's middle, the row centred over the child's card; `savedFirst`: what the cut saved
 * leads, left of the scissors (the row as wide, so it fits its fan the same).
 */
export function placeRow(parts: RowParts, fonts: RowFonts, savedFirst = false): RowPlaces {
	const places: RowPlaces = {};
	let left = -rowWidth(parts, fonts) / 2;
	for (const [part, width] of partWidths(parts, fonts, savedFirst)) {
		places[part] = left + width / 2;
		left += width + ROW_GAP;
	}
	return places;
}

/** No two neighbouring rows of a fan (in order, `slot` apart) run into each other. */
function fits(rows: readonly RowParts[], fonts: RowFonts, slot: number): boolean {
	const widths = rows.map((row) => rowWidth(row, fonts));
	return widths.every(
		(width, at) => at === 0 || (width + (widths[at - 1] ?? 0)) / 2 + ROW_GAP <= slot
	);
}

/**
 * A fan's rows (the children of one parent, left to right, `slot` tree units apart) made to fit
 * side by side. Where two neighbours would run into each other, by these rules in turn: (1)
 * probabilities all alike are written once, on the first row, as `each` words it ("each 1/7");
 * (2) a cut's figure of what it saved is left out (the tally over the tree adds it up).
 */
export function fitFan(
	rows: readonly RowParts[],
	fonts: RowFonts,
	slot: number,
	each: (probability: string) => string
): RowParts[] {
	let fitted = [...rows];
	if (fits(fitted, fonts, slot)) return fitted;
	const first = fitted[0]?.probability ?? null;
	if (first !== null && fitted.every((row) => row.probability === first))
		fitted = fitted.map((row, at) => ({ ...row, probability: at === 0 ? each(first) : null }));
	if (fits(fitted, fonts, slot)) return fitted;
	return fitted.map((row) => ({ ...row, saved: null }));
}

/** A link on screen: its child, the child's place across, its parent, and what its row says. */
export interface RowLink {
	readonly child: number;
	readonly x: number;
	readonly parent: number;
	readonly parts: RowParts;
}

/** A link's row: what it says, each part's place, and how far left of its card's middle it may reach. */
export interface FittedRow {
	readonly parts: RowParts;
	readonly places: RowPlaces;
	/** Its left neighbour's row's right end and a gap (-Infinity for a fan's first). */
	readonly reach: number;
}

/** Every link's row, fitted fan by fan (`fitFan`), and each part's place in it, by child. */
export function linkRows(
	links: readonly RowLink[],
	fonts: RowFonts,
	each: (probability: string) => string
): Map<number, FittedRow> {
	const fans = new Map<number, RowLink[]>();
	for (const link of links) fans.set(link.parent, [...(fans.get(link.parent) ?? []), link]);
	const rows = new Map<number, FittedRow>();
	for (const fan of fans.values()) {
		const ordered = [...fan].sort((a, b) => a.x - b.x);
		const slot = Math.min(
			Infinity,
			...ordered.slice(1).map((link, at) => link.x - (ordered[at]?.x ?? 0))
		);
		const fitted = fitFan(
			ordered.map((link) => link.parts),
			fonts,
			slot,
			each
		);
		ordered.forEach((link, at) => {
			const parts = fitted[at] ?? link.parts;
			const before = ordered[at - 1];
			const neighbour = fitted[at - 1];
			const reach =
				before && neighbour
					? before.x - link.x + rowWidth(neighbour, fonts) / 2 + ROW_GAP
					: -Infinity;
			rows.set(link.child, { parts, places: placeRow(parts, fonts), reach });
		});
	}
	return rows;
}

/** The room kept around the zoom buttons: the text's halo, and air. */
const BUTTON_AIR = 4;

/**
 * Where the figure of what a cut saved (`width` wide in type `font`) has its middle, right of
 * `at` (the mark's place), clear of `box`, the zoom buttons floating over the tree's right side
 * (issue 43: "2 saved" under ◎ at Connect Four's step 56, and on a plain tree's link): `middle`
 * where it is clear of them; else it leads the cut's marks (`led`, its middle left of them) and
 * moves left as far as it must to clear them, its left end never past `reach`. Where that cannot
 * clear them, `middle` as it was.
 */
export function figureClearOf(
	width: number,
	font: number,
	at: { x: number; y: number },
	middle: number,
	led: number,
	box: TreeBox | null,
	reach = -Infinity
): number {
	if (box === null) return middle;
	const half = width / 2 + BUTTON_AIR;
	const high = font / 2 + BUTTON_AIR;
	if (at.y - high >= box.bottom || box.top >= at.y + high) return middle;
	const under = (place: number) =>
		at.x + place - half < box.right && box.left < at.x + place + half;
	if (!under(middle)) return middle;
	const moved = led - Math.max(0, at.x + led + half - box.left);
	return moved - width / 2 < reach ? middle : moved;
}

/**
 * A row's places (its middle at `at`) with what the cut saved clear of `box` (`figureClearOf`):
 * where the figure would lie under the buttons, it leads the row, left of the scissors, and the
 * row moves left with it, never past `reach` (how far left of the card's middle it may go: its
 * left neighbour's row, `linkRows`). Where that cannot clear them, the places stay as they are.
 */
export function savedClearOf(
	parts: RowParts,
	places: RowPlaces,
	fonts: RowFonts,
	at: { x: number; y: number },
	box: TreeBox | null,
	reach = -Infinity
): RowPlaces {
	if (parts.saved === null || !parts.cut || box === null) return places;
	const width = labelEms(parts.saved) * fonts.saved;
	const led = placeRow(parts, fonts, true);
	const middle = places.saved ?? 0;
	const clear = figureClearOf(width, fonts.saved, at, middle, led.saved ?? 0, box, reach);
	if (clear === middle) return places;
	const shift = (led.saved ?? 0) - clear;
	const moved: RowPlaces = {};
	for (const [part, place] of Object.entries(led) as [keyof RowParts, number][])
		moved[part] = place - shift;
	return moved;
}
