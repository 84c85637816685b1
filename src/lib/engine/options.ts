import {
	InputError,
	type InputErrorCode,
	type InputErrorData,
	type InputErrorParams
} from './errors';
import { quoteInput } from './quote';
import { readMinus } from './format';
import {
	runsBy,
	searchDescriptor,
	searchDetails,
	searchIds,
	type SearchId
} from './search-catalog';

/**
 * A search's own numeric options (iterative deepening's aspiration width, MCTS's iterations,
 * seed and C), declared on its descriptor: links (`key=`), the command line (`--flag`) and the
 * Options form read them with one reader, `checkSettings` checks them with one check, and links
 * write them with one writer. The core names none of them.
 */

/** How one language names an option. */
export interface OptionLabels {
	readonly label: string;
	readonly hint: string;
	/** How the Options' summary says a value given ("aspiration ±2"); absent: the label, then it. */
	readonly summary?: (value: string) => string;
	/** What a link's refused value gives way to; absent: the page's "Its default is used instead." */
	readonly instead?: string;
}

/** The codes whose details are exactly `[P]`. */
type CodeGiven<P> = {
	[C in InputErrorCode]: InputErrorParams<C> extends [P]
		? [P] extends InputErrorParams<C>
			? C
			: never
		: never;
}[InputErrorCode];

/**
 * An option's refusals of its own: a value out of range (in place of the generic
 * `iterationOptionRange`), and the option given to another search that runs as it does (links
 * and the CLI read such options, `readableOptions`: an option of a search by calls needs it).
 */
interface OptionRefusals {
	/** A value out of range, given as typed (quoted). */
	readonly range: CodeGiven<{ value: string }>;
	/** The option given to a search that does not declare it. */
	readonly notTaken: CodeGiven<{ algorithm: string }>;
}

/** A numeric option of a search, as links (`key=`), the CLI (`--flag`) and forms take it. */
export interface SearchOption {
	/** Its key in the settings and in links. */
	readonly key: string;
	/** Its CLI flag, without the dashes. */
	readonly flag: string;
	/** Its value when none is given; null: off unless given (iterative deepening's aspiration). */
	readonly fallback: number | null;
	/** How forms show the fallback when its digits do not say it (C's √2); absent: its digits. */
	readonly fallbackText?: string;
	readonly min: number;
	/** The least value itself is refused (a width must be more than 0). */
	readonly minExclusive?: boolean;
	readonly max: number;
	/** Whole numbers only (iterations, a seed). */
	readonly integer: boolean;
	readonly refusals?: OptionRefusals;
}

/** What the product says of an option: in its search's details (`SearchDetails.options`). */
export interface OptionWords {
	/** Its label and a short hint, by language code. */
	readonly labels: Readonly<Record<string, OptionLabels>>;
	/**
	 * The command line's help (in English, as `--help` is): the value's name and what the option
	 * does, its range and default said; absent: the first letter of its key, and its hint.
	 */
	readonly cli?: { readonly value: string; readonly help: string };
}

/** Search `id`'s declared options (none for most). */
export function searchOptions(id: SearchId): readonly SearchOption[] {
	return searchDescriptor(id).options ?? [];
}

/** The words of option `key` of search `id`; throws when its details are not loaded. */
export function optionWords(id: SearchId, key: string): OptionWords {
	const words = searchDetails(id).options?.[key];
	if (words === undefined) throw new TypeError(`Search "${id}" has no option "${key}".`);
	return words;
}

/** The declaration of option `key` of search `id`, or undefined when it declares none. */
export function searchOption(id: SearchId, key: string): SearchOption | undefined {
	return searchOptions(id).find((option) => option.key === key);
}

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

/** The searches that declare option `key`, in the registry's order. */
export function searchesTaking(key: string): readonly SearchId[] {
	return searchIds().filter((id) => searchOption(id, key) !== undefined);
}

/** A search and the options given to it (absent: each at its fallback). */
interface OptionSettings {
	readonly algorithm: SearchId;
	readonly options?: Readonly<Record<string, number>>;
}

/** An option's value refused, and why. */
export interface RefusedOption {
	readonly option: SearchOption;
	readonly error: InputError;
}

/** A number as a link or the CLI writes it: digits, a sign, a decimal point; nothing else. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * An option's value as links, the Options form and the CLI write it, in `NUMBER`'s form so the
 * reader takes it back: JavaScript's shortest digits, with its exponent (1e-7, 1e+21) written out.
 */
export function optionText(value: number): string {
	const text = String(value);
	const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
	if (exponent === null) return text;
	const [, sign, lead, rest = '', power] = exponent;
	const digits = `${lead}${rest}`;
	// Below 1e-6 the point goes before zeros; from 1e21 on, zeros follow all the digits.
	const point = 1 + Number(power);
	return sign + (point > 0 ? digits.padEnd(point, '0') : `0.${'0'.repeat(-point)}${digits}`);
}

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

/** Option `key` of `settings`, at its fallback where they leave it out; throws when it has none. */
export function optionValue(settings: OptionSettings, key: string): number {
	const value = settings.options?.[key] ?? searchOption(settings.algorithm, key)?.fallback;
	if (value === undefined || value === null)
		throw new TypeError(`Search "${settings.algorithm}" has no option "${key}".`);
	return value;
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

/** How `lang` names option `key` of search `algorithm` (its key when it has no label there). */
export function optionLabel(algorithm: SearchId, key: string, lang: string): string {
	if (searchOption(algorithm, key) === undefined) return key;
	return optionWords(algorithm, key).labels[lang]?.label ?? key;
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
