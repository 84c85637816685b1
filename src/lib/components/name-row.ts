import { labelEms } from './geometry';
import { probeMarkWidth, ROW_GAP } from './link-rows';

/**
 * A plain tree's name row: the node's name over its card and, under a probing search (PVS), its
 * tag beside it ("probe", "again"), side by side and centred on the card so neither is drawn
 * over the other (issue 43's verifier: the tags sat on the names n6, C, D). The row keeps within
 * the card's own column, `room` wide, so neighbours' rows never meet; where the tag's word does
 * not fit beside the name it is written as its sign, as the tally over the tree writes it ("↻"
 * re-searches; "?" a probe, which asks whether the move beats the best so far).
 */

/** The signs a tag is written as where its word does not fit. */
export const TAG_SIGNS = { probe: '?', 're-search': '↻' } as const;

/** The row's parts: the name's middle and the tag's, right of the card's centre, and the tag. */
export interface NameRow {
	readonly name: number;
	readonly tag: number;
	/** What the tag says: its word, or its sign. */
	readonly mark: string;
}

/**
 * Where the name (`name` at `nameFont`) and the tag (`mark`, for `role`, at `tagFont`) sit in a
 * row `room` wide at most: the word where it fits, else the sign.
 */
export function nameRow(
	name: string,
	nameFont: number,
	tag: { readonly role: keyof typeof TAG_SIGNS; readonly mark: string },
	tagFont: number,
	room: number
): NameRow {
	const nameWidth = name === '' ? 0 : labelEms(name) * nameFont;
	const gap = name === '' ? 0 : ROW_GAP;
	const fits = nameWidth + gap + probeMarkWidth(tag.mark, tagFont) <= room;
	const mark = fits ? tag.mark : TAG_SIGNS[tag.role];
	const tagWidth = probeMarkWidth(mark, tagFont);
	const left = -(nameWidth + gap + tagWidth) / 2;
	return { name: left + nameWidth / 2, tag: left + nameWidth + gap + tagWidth / 2, mark };
}
