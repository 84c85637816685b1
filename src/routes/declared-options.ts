import {
	cutRuleOf,
	orderingOf,
	searchMenuName,
	searchOptions,
	type SearchOption,
	type SearchSettings
} from '$lib/engine';
import type { Messages } from '$lib/i18n';
import type { VersusChoice } from '$lib/player/query';
import { optionText, optionWords } from '$lib/engine/options';

/**
 * A search's declared options as the Options form shows them: a value in digits (C's default
 * rounded: √2 would not read back), and the summary beside "Options" ("aspiration ±2",
 * "Iterations 1000, Seed 1, Exploration C √2").
 */

/** Option `option`'s value in `search`: given, else its fallback (null: off). */
export function optionIn(search: SearchSettings, option: SearchOption): number | null {
	return search.options?.[option.key] ?? option.fallback;
}

/** A value as the fields show it: rounded to six decimals, unless that leaves 0 or overflows. */
export function shownValue(value: number | null): string {
	if (value === null) return '';
	const rounded = Math.round(value * 1e6) / 1e6;
	return optionText(rounded === 0 || !Number.isFinite(rounded) ? value : rounded);
}

/** The summary of each declared option that is on, in `lang`. */
export function optionSummaries(search: SearchSettings, lang: string): string[] {
	return searchOptions(search.algorithm).flatMap((option) => {
		const value = optionIn(search, option);
		if (value === null) return [];
		const { labels: all } = optionWords(search.algorithm, option.key);
		const labels = all[lang] ?? all['en'];
		const text =
			value === option.fallback && option.fallbackText !== undefined
				? option.fallbackText
				: shownValue(value);
		return [labels?.summary?.(text) ?? `${labels?.label ?? option.key} ${text}`];
	});
}

/** What is chosen, said after "Options" ("depth 2, best first"): the search's, then beside it. */
export function optionsState(
	search: SearchSettings,
	versus: VersusChoice | null,
	t: Messages,
	lang: string
): string {
	const { depthLimit, symmetry } = search;
	const declared = optionSummaries(search, lang);
	return [
		t.depth.optionsState(depthLimit, symmetry, orderingOf(search), cutRuleOf(search), declared),
		versus === null ? '' : t.versus.optionsState(searchMenuName(versus.algorithm, lang))
	]
		.filter((part) => part !== '')
		.join(', ');
}
