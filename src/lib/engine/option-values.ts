import { InputError, type InputErrorData } from './errors';
import { readMinus } from './format';
import {
	optionText,
	searchesTaking,
	searchOption,
	searchOptions,
	type OptionSettings,
	type SearchOption
} from './options';
import { quoteInput } from './quote';
import { runsBy, searchIds, type SearchId } from './search-catalog';

/**
 * Options' values read, checked and written (options.ts declares the options): what links, the
 * Options form, the command line and the checks of settings run. Apart from the declarations so
 * that the first view of `/`, which reads none of them, does not carry them (issue 45).
 */

/**
 * The options a link or the command line may give search `id`: its own, then those of the other
 * searches that run as it does (each key once, the first search's), which `checkSettings`
 * refuses with their own reason; the options of searches that run otherwise are not read.
 */
export function readableOptions(id: SearchId): readonly SearchOption[] {
	const options: SearchOption[] = [...searchOptions(id)];
	for (const other of searchIds(runsBy(id)))
		for (const option of searchOptions(other))
			if (!options.some((known) => known.key === option.key)) options.push(option);
	return options;
}

/** An option's value refused, and why. */
export interface RefusedOption {
	readonly option: SearchOption;
	readonly error: InputError;
}

/** A number as a link or the CLI writes it: digits, a sign, a decimal point; nothing else. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * The one reader of options (links, the CLI, the Options form): each of `among` (search `id`'s
 * own by default) through `get` (a link's parameter, a flag's text, a field), those given in
 * range kept, the rest left out; a value that is not a number in its option's range (a whole
 * one where it must be) is refused with the option's range code.
 */
export function readSearchOptions(
	id: SearchId,
	get: (option: SearchOption) => string | undefined,
	among: readonly SearchOption[] = searchOptions(id)
): { options: Record<string, number>; refused: RefusedOption[] } {
	const options: Record<string, number> = {};
	const refused: RefusedOption[] = [];
	for (const option of among) {
		const given = get(option)?.trim();
		// A value copied from the page may carry the minus sign (U+2212).
		const text = given === undefined ? undefined : readMinus(given);
		if (text === undefined || text === '') continue;
		const value = NUMBER.test(text) ? Number(text) : Number.NaN;
		if (fitsOption(option, value)) options[option.key] = value;
		else refused.push({ option, error: rangeError(id, option, quoteInput(text)) });
	}
	return { options, refused };
}

/**
 * The one check of options: throws for the first option of `settings` that its search does not
 * declare (the declaring option's `notTaken`, after its range) or that is out of its range.
 */
export function checkOptions(settings: OptionSettings): void {
	const { algorithm, options = {} } = settings;
	for (const [key, value] of Object.entries(options)) {
		const own = searchOption(algorithm, key);
		const option = own ?? declaredOption(key);
		if (!fitsOption(option, value)) throw rangeError(algorithm, option, quoteInput(String(value)));
		if (own === undefined) {
			// The readers read only options of searches that run alike, each with its refusal.
			if (option.refusals === undefined)
				throw new TypeError(`Search "${algorithm}" takes no option "${key}".`);
			throw new InputError(option.refusals.notTaken, { algorithm });
		}
	}
}

/** The first declaration of option `key` among the searches; throws when none declares it. */
function declaredOption(key: string): SearchOption {
	const taker = searchesTaking(key)[0];
	const option = taker === undefined ? undefined : searchOption(taker, key);
	if (option === undefined) throw new TypeError(`No search has an option "${key}".`);
	return option;
}

/** Whether `value` is in `option`'s range (a whole number where it must be). */
export function fitsOption(option: SearchOption, value: number): boolean {
	return (
		Number.isFinite(value) &&
		(option.minExclusive === true ? value > option.min : value >= option.min) &&
		value <= option.max &&
		(!option.integer || Number.isInteger(value))
	);
}

function rangeError(algorithm: SearchId, option: SearchOption, value: string): InputError {
	const { key, min, max, integer, refusals } = option;
	if (refusals !== undefined) return new InputError(refusals.range, { value });
	return new InputError('iterationOptionRange', {
		algorithm,
		option: key,
		value,
		min,
		max,
		integer
	});
}

/**
 * The one writer of options (links): each given that is not its fallback, in the declaration's
 * order, as `key=value`.
 */
export function writeOptions(settings: OptionSettings, params: URLSearchParams): void {
	for (const option of searchOptions(settings.algorithm)) {
		const value = settings.options?.[option.key];
		if (value !== undefined && value !== option.fallback) params.set(option.key, optionText(value));
	}
}

/** `options` without those at their fallback (one form for each state); undefined when none remain. */
export function givenOptions(
	algorithm: SearchId,
	options: Readonly<Record<string, number>> | undefined
): Readonly<Record<string, number>> | undefined {
	if (options === undefined) return undefined;
	const kept = Object.entries(options).filter(
		([key, value]) => searchOption(algorithm, key)?.fallback !== value
	);
	return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/** The key of the option `error` refuses (out of range, or not taken), or null: another refusal. */
export function refusedOption(error: InputErrorData): string | null {
	const [details] = error.params;
	if (error.code === 'iterationOptionRange')
		return typeof details === 'object' && details !== null && 'option' in details
			? String(details.option)
			: null;
	for (const id of searchIds())
		for (const option of searchOptions(id)) {
			const { refusals } = option;
			if (refusals?.range === error.code || refusals?.notTaken === error.code) return option.key;
		}
	return null;
}
