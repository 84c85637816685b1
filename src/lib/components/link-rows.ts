import { labelEms } from './geometry';

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

function partWidths(parts: RowParts, fonts: RowFonts): [keyof RowParts, number][] {
	const widths: [keyof RowParts, number | null][] = [
		['cut', parts.cut ? CUT_MARK_WIDTH : null],
		['label', parts.label === null ? null : labelEms(parts.label) * fonts.label],
		['probability', parts.probability === null ? null : labelEms(parts.probability) * fonts.chance],
		['probe', parts.probe === null ? null : probeMarkWidth(parts.probe, fonts.probe)],
		['saved', parts.saved === null ? null : labelEms(parts.saved) * fonts.saved]
	];
	return widths.filter((part): part is [keyof RowParts, number] => part[1] !== null);
}

/** How wide the row is, its parts and the gaps between them. */
export function rowWidth(parts: RowParts, fonts: RowFonts): number {
	const widths = partWidths(parts, fonts);
	return widths.reduce((sum, [, width]) => sum + width, 0) + ROW_GAP * (widths.length - 1);
}

/** Each part's middle, the row centred over the child's card. */
export function placeRow(parts: RowParts, fonts: RowFonts): RowPlaces {
	const places: RowPlaces = {};
	let left = -rowWidth(parts, fonts) / 2;
	for (const [part, width] of partWidths(parts, fonts)) {
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

/** Every link's row, fitted fan by fan (`fitFan`), and each part's place in it, by child. */
export function linkRows(
	links: readonly RowLink[],
	fonts: RowFonts,
	each: (probability: string) => string
): Map<number, { parts: RowParts; places: RowPlaces }> {
	const fans = new Map<number, RowLink[]>();
	for (const link of links) fans.set(link.parent, [...(fans.get(link.parent) ?? []), link]);
	const rows = new Map<number, { parts: RowParts; places: RowPlaces }>();
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
			rows.set(link.child, { parts, places: placeRow(parts, fonts) });
		});
	}
	return rows;
}
