import type { InputErrorCode, InputErrorParams } from './errors';
import { searchDescriptor, searchDetails, searchIds, type SearchId } from './search-catalog';

/**
 * A search's own numeric options (iterative deepening's aspiration width, MCTS's iterations,
 * seed and C), declared on its descriptor: links (`key=`), the command line (`--flag`) and the
 * Options form read them with one reader, `checkSettings` checks them with one check, and links
 * write them with one writer (those three in option-values.ts). The core names none of them.
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

/** The searches that declare option `key`, in the registry's order. */
export function searchesTaking(key: string): readonly SearchId[] {
	return searchIds().filter((id) => searchOption(id, key) !== undefined);
}

/** A search and the options given to it (absent: each at its fallback). */
export interface OptionSettings {
	readonly algorithm: SearchId;
	readonly options?: Readonly<Record<string, number>>;
}

/**
 * An option's value as links, the Options form and the CLI write it, in `NUMBER`'s form
 * (option-values.ts) so the reader takes it back: JavaScript's shortest digits, with its
 * exponent (1e-7, 1e+21) written out.
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

/** Option `key` of `settings`, at its fallback where they leave it out; throws when it has none. */
export function optionValue(settings: OptionSettings, key: string): number {
	const value = settings.options?.[key] ?? searchOption(settings.algorithm, key)?.fallback;
	if (value === undefined || value === null)
		throw new TypeError(`Search "${settings.algorithm}" has no option "${key}".`);
	return value;
}

/** How `lang` names option `key` of search `algorithm` (its key when it has no label there). */
export function optionLabel(algorithm: SearchId, key: string, lang: string): string {
	if (searchOption(algorithm, key) === undefined) return key;
	return optionWords(algorithm, key).labels[lang]?.label ?? key;
}
