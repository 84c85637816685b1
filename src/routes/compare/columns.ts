import { searchDescriptor, type SearchId } from '$lib/engine';
import type { CompareMessages } from '$lib/i18n/compare';

/** A figure a search's counts carry, one column each. */
type Metric = 'calls' | 'leaves' | 'cutoffs' | 'hits' | 'positions' | 'estimates' | 'depth';

/** A column of the compare table after the search's name: a figure, the saving, value or time. */
export type Column = Metric | 'saving' | 'score' | 'ms';

/**
 * The table's columns, in order: calls and the saving first (the headline, in sight on a phone),
 * then cut-offs and leaves; table hits and positions stored only where a listed row keeps a
 * table; estimates only under a depth limit; then depth, value and time.
 */
export function tableColumns(shown: { tables: boolean; estimates: boolean }): readonly Column[] {
	return [
		'calls',
		'saving',
		'cutoffs',
		'leaves',
		...(shown.tables ? (['hits', 'positions'] as const) : []),
		...(shown.estimates ? (['estimates'] as const) : []),
		'depth',
		'score',
		'ms'
	];
}

/** A column's header. */
export function columnName(t: CompareMessages, column: Column): string {
	if (column === 'saving') return t.saving;
	if (column === 'score') return t.value;
	if (column === 'ms') return t.time;
	return t.metrics[column];
}

/**
 * A column's heading in the table: its name, a hyphen in it not a place to break ("Game‑over"
 * whole), so the head keeps two lines whatever the columns (a Connect Four position's extra
 * column broke "Game-over leaves" into three lines, and all below moved 19 px as the page opened).
 */
export function columnHeading(t: CompareMessages, column: Column): string {
	return columnName(t, column).replaceAll('-', '\u2011');
}

/**
 * The seeds' columns of the searches by iterations: the first one's runs (each row reads its own
 * in its own order); none when no such search is compared.
 */
export function settleSeeds(searches: readonly SearchId[]): readonly number[] {
	const first = searches[0];
	return first === undefined ? [] : (searchDescriptor(first).compare?.seeds ?? []);
}
