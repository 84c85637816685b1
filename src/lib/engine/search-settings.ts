import { InputError } from './errors';
import type { Game } from './game';
import { checkOptions, givenOptions } from './option-values';
import { searchOption } from './options';
import { cutRuleOf, orderingOf, type SearchSettings } from './search';
import { gameRefusal, takesSetting, type SearchId, type SharedSetting } from './search-catalog';

/**
 * Settings made plain, moved to another search and checked: what links, forms, the command line
 * and the workers run on settings given. Apart from search.ts so that the first view of `/`,
 * which checks none, does not carry them (issue 45).
 */

/**
 * `settings` without an order, cut rule or option when those are the defaults (one form for
 * each).
 */
export function plainOptions(
	settings: Omit<SearchSettings, 'options'> & {
		readonly options?: Readonly<Record<string, number>> | undefined;
	}
): SearchSettings {
	const { order, cut, options, ...rest } = settings;
	const given = givenOptions(rest.algorithm, options);
	return {
		...rest,
		...(order === undefined || order === 'given' ? {} : { order }),
		...(cut === undefined || cut === 'ge' ? {} : { cut }),
		...(given === undefined ? {} : { options: given })
	};
}

/**
 * `settings` for search `algorithm` instead, keeping the shared settings it takes (symmetry, an
 * order, the cut rule) and the options it declares (another search offered in its place).
 */
export function settingsAs(settings: SearchSettings, algorithm: SearchId): SearchSettings {
	const takes = (setting: SharedSetting) => takesSetting(algorithm, setting);
	return plainOptions({
		...settings,
		algorithm,
		symmetry: settings.symmetry && takes('symmetry'),
		order: takes('order') ? orderingOf(settings) : 'given',
		cut: takes('cut') ? cutRuleOf(settings) : 'ge',
		options: takenOptions(settings.options, algorithm)
	});
}

/** `options` without those search `algorithm` does not declare. */
export function takenOptions(
	options: Readonly<Record<string, number>> | undefined,
	algorithm: SearchId
): Readonly<Record<string, number>> | undefined {
	if (options === undefined) return undefined;
	return Object.fromEntries(
		Object.entries(options).filter(([key]) => searchOption(algorithm, key) !== undefined)
	);
}

/**
 * Each shared setting's refusal when `settings` give it (not its default) to a search that does
 * not take it; null when they leave it at its default. An order is refused by a search with an
 * order of its own (the ordered alpha-beta: the oracle would replace the guess it shows).
 */
const SHARED_REFUSALS: Readonly<
	Record<SharedSetting, (settings: SearchSettings) => InputError | null>
> = {
	symmetry: ({ symmetry, algorithm }) =>
		symmetry ? new InputError('symmetryNoTable', { algorithm }) : null,
	order: (settings) => {
		const order = orderingOf(settings);
		return order === 'given'
			? null
			: new InputError('orderOwnOrder', { algorithm: settings.algorithm, order });
	},
	cut: (settings) =>
		cutRuleOf(settings) === 'ge'
			? null
			: new InputError('cutNoWindow', { algorithm: settings.algorithm })
};

/**
 * Throws `InputError` when `settings` cannot run on `game`: a depth limit that is not a whole
 * number from 1 to `maxDepth` (the board's 9 cells, the tree's height), symmetry on a game
 * without symmetries (a tree), a shared setting its search does not take (its descriptor's
 * `takes`), a game its search refuses (`gameRefusal`: chance nodes, unstated value bounds), or
 * an option out of its range or given to a search that does not declare it (options.ts: the one
 * check of options).
 */
export function checkSettings(game: Game, settings: SearchSettings, maxDepth: number): void {
	const { depthLimit, symmetry, algorithm } = settings;
	if (depthLimit !== null) {
		if (!Number.isInteger(depthLimit) || depthLimit < 1 || depthLimit > maxDepth)
			throw new InputError('depthRange', { value: String(depthLimit), max: maxDepth });
	}
	if (symmetry && (game.symmetries === undefined || game.transform === undefined))
		throw new InputError('symmetryNoBoard');
	for (const setting of Object.keys(SHARED_REFUSALS) as SharedSetting[]) {
		const refused = takesSetting(algorithm, setting) ? null : SHARED_REFUSALS[setting](settings);
		if (refused !== null) throw refused;
	}
	const refused = gameRefusal(game, algorithm, depthLimit !== null);
	if (refused !== null) throw refused;
	checkOptions(settings);
}
