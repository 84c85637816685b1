import { defaultSearchId, quoteInput, type CompareRowKey } from '$lib/engine';
import { companionSearchId } from '$lib/engine/search-catalog';
import type { Localized } from '$lib/i18n';

/** How the chart's heights are drawn: in proportion (a 100× gap shows as one), or by decades. */
export type ChartScale = 'linear' | 'log';

/**
 * How the compare view shows its rows, kept in its link (the step-through page has no use for
 * them): `more=on` lists every search, not only minimax and alpha-beta (a first course's pair);
 * `scale=log` draws the chart by decades instead of in proportion.
 */
export interface CompareOptions {
	readonly more: boolean;
	readonly scale: ChartScale;
}

export const DEFAULT_COMPARE_OPTIONS: CompareOptions = { more: false, scale: 'linear' };

const MORE = ['on', 'off'] as const;
const SCALES = ['linear', 'log'] as const;

/**
 * The view's options from its link. Old links name none: the defaults. A value that is not one
 * allowed is reported as the shared codec reports one (`t.links.notOneOf`) and the default used.
 */
export function readCompareOptions(params: URLSearchParams): {
	options: CompareOptions;
	problems: Localized[];
} {
	const problems: Localized[] = [];
	const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
		const value = params.getAll(name).at(-1)?.trim() ?? '';
		if (value === '') return fallback;
		const match = allowed.find((option) => option === value.toLowerCase());
		if (match !== undefined) return match;
		const shown = quoteInput(value);
		problems.push((t) => t.links.notOneOf(name, shown, allowed, fallback));
		return fallback;
	};
	const more = pick('more', MORE, 'off') === 'on';
	const scale = pick('scale', SCALES, DEFAULT_COMPARE_OPTIONS.scale);
	return { options: { more, scale }, problems };
}

/** `query` (a query string, "" or "?…") with the options' parameters appended, defaults left out. */
export function withCompareOptions(query: string, { more, scale }: CompareOptions): string {
	const params = new URLSearchParams();
	if (more) params.set('more', 'on');
	if (scale !== DEFAULT_COMPARE_OPTIONS.scale) params.set('scale', scale);
	const extra = params.toString();
	if (extra === '') return query;
	return query === '' ? `?${extra}` : `${query}&${extra}`;
}

/**
 * The rows a first course starts with: the default search (plain minimax) against its companion
 * (plain alpha-beta, the search it saves on); every other row waits behind "More searches".
 */
export function isFirstCourseRow(key: CompareRowKey): boolean {
	return key === defaultSearchId() || key === companionSearchId();
}
