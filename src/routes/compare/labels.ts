import type { CompareRowKey, RowLabel } from '$lib/engine';
import { compareRows } from '$lib/engine/compare';
import { searchDetails } from '$lib/engine/search-catalog';

/** How a compare row looks: its search's name and what it does, and its colour (swatch, bars). */
export interface RowLook extends RowLabel {
	readonly colour: string;
}

/**
 * A row's look in `lang`, from its search module: a symmetric row has a name and colour of its
 * own; a language the module does not speak falls back to its first.
 */
export function rowLook(key: CompareRowKey, lang: string): RowLook {
	const row = compareRows().find((spec) => spec.key === key);
	if (row === undefined) throw new Error(`No compare row "${key}".`);
	const search = searchDetails(row.algorithm);
	const said = search.messages;
	const messages = said[lang] ?? Object.values(said)[0];
	const own = row.symmetry
		? messages?.symmetryRow
		: row.options !== undefined
			? messages?.variantRow
			: messages?.row;
	const label = own ?? { name: row.key, detail: '' };
	const colour = row.symmetry
		? search.symmetryColour
		: row.options !== undefined
			? search.variantColour
			: null;
	return { ...label, colour: colour ?? search.colour };
}
