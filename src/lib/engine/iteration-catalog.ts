import { Catalogue } from './catalogue';
import { InputError, registerInputErrors, type InputErrorMessagesByLang } from './errors';
import { quoteInput } from './quote';
import type { Game, Position } from './game';
import type { IterationComparePlan, SettleReport } from './iteration-settle';
import type { SearchId, SearchMessages } from './search-catalog';

/**
 * What the core knows of a search that grows its tree by iterations, not by calls (Monte Carlo
 * tree search): its names, and the numeric options of its own it takes from links, the CLI and
 * the Options (iterations, a seed). Its trace is not a call trace, so it has a catalogue of its
 * own beside the call searches': the call searches' consumers (the compare rows, practice, trace
 * files, side by side) never meet it, and the pages that play it back ask the view registry for
 * its view.
 */

/** A numeric option of an iteration search, as links (`key=`), the CLI (`--flag`) and forms take it. */
export interface IterationOption {
	/** Its key in the settings and in links. */
	readonly key: string;
	/** Its CLI flag, without the dashes. */
	readonly flag: string;
	/** Its value when none is given. */
	readonly fallback: number;
	/** How forms show the fallback when its digits do not say it (C's √2); absent: its digits. */
	readonly fallbackText?: string;
	readonly min: number;
	readonly max: number;
	/** Whole numbers only (iterations, a seed). */
	readonly integer: boolean;
	/** Its label and a short hint, by language code. */
	readonly labels: Readonly<Record<string, { readonly label: string; readonly hint: string }>>;
}

export interface IterationSearchDescriptor {
	readonly id: SearchId;
	readonly messages: Readonly<Record<string, SearchMessages>>;
	readonly errors?: InputErrorMessagesByLang;
	/** Its colour in the compare view (a CSS colour). */
	readonly colour: string;
	readonly options: readonly IterationOption[];
	/**
	 * Its row in the compare view (iteration-settle.ts): the seeds and iterations of its runs,
	 * measured by its rule's `settle`; without it the compare view leaves the search out.
	 */
	readonly compare?: IterationComparePlan;
	/** Its rule, loaded on first need. */
	code(): Promise<IterationRule>;
}

/** An iteration search's options, every declared one present. */
export interface IterationSettings {
	readonly algorithm: SearchId;
	readonly options: Readonly<Record<string, number>>;
}

/** Told how many iterations are done, every so often (a worker's progress bar). */
export type IterationProgress = (done: number) => void;

/**
 * An iteration search's rule. `record` returns the search's own trace, opaque to the core: the
 * search's view (the view registry's) plays it, and its own columns cross a worker boundary.
 */
export interface IterationRule {
	record(
		game: Game,
		root: Position,
		settings: IterationSettings,
		progress?: IterationProgress
	): IterationRecord;
	/** A record as JSON (the CLI's output), in chunks; `summary` leaves out each iteration's record. */
	jsonChunks(record: IterationRecord, summary: boolean): Iterable<string>;
	/**
	 * Its compare row at `root` (given where the descriptor has a `compare` plan): the exact
	 * search's best moves, then one run of `iterations` per seed, its options otherwise at their
	 * defaults, each with the first iteration from which the move it would play stays one of them.
	 */
	settle?(game: Game, root: Position, seeds: readonly number[], iterations: number): SettleReport;
}

/** A recorded iteration search, opaque but for what every page needs. */
export interface IterationRecord {
	readonly iterations: number;
	/** Its typed-array columns, for the worker to transfer, and `revive` to read back. */
	columns(): IterationColumns;
}

/** A typed-array column of a record. */
export type IterationColumn = Int32Array | Uint16Array | Uint8Array | Float64Array;

/**
 * A record's columns by name (structured-cloneable, their buffers transferable): with the game,
 * the root and the settings, they are the whole record.
 */
export type IterationColumns = Readonly<Record<string, IterationColumn>>;

const catalogue = new Catalogue<IterationSearchDescriptor>((id) =>
	id === ''
		? 'No iteration search is registered: import $lib/registry first.'
		: `No iteration search is registered as "${id}".`
);

/** Fills the catalogue (the registry does, once, at start-up). */
export function registerIterationSearches(descriptors: readonly IterationSearchDescriptor[]): void {
	for (const descriptor of descriptors) {
		catalogue.set(descriptor.id, descriptor);
		if (descriptor.errors !== undefined) registerInputErrors(descriptor.errors);
	}
}

/** Every registered iteration search's id, in the registry's order. */
export function iterationSearchIds(): readonly SearchId[] {
	return catalogue.keys();
}

/** The iteration searches with a compare row (their descriptor's `compare` plan), in order. */
export function comparedIterationSearchIds(): readonly SearchId[] {
	return iterationSearchIds().filter((id) => catalogue.get(id).compare !== undefined);
}

export function isIterationSearchId(id: unknown): id is SearchId {
	return typeof id === 'string' && catalogue.has(id);
}

export function iterationDescriptor(id: SearchId): IterationSearchDescriptor {
	return catalogue.get(id);
}

const rules = new Map<SearchId, Promise<IterationRule>>();

/** Search `id`'s rule, loaded once. */
export function iterationRule(id: SearchId): Promise<IterationRule> {
	let rule = rules.get(id);
	if (rule === undefined) {
		rule = catalogue.get(id).code();
		rules.set(id, rule);
		rule.catch(() => rules.delete(id));
	}
	return rule;
}

/** How `lang`'s menus name iteration search `id` (its id when it has no names there). */
export function iterationMenuName(id: SearchId, lang: string): string {
	return catalogue.has(id) ? (catalogue.get(id).messages[lang]?.menu ?? id) : id;
}

/** Option `key` of `settings`, at its fallback where the settings leave it out. */
export function iterationOption(settings: IterationSettings, key: string): number {
	const value = settings.options[key];
	if (value !== undefined) return value;
	const option = catalogue.get(settings.algorithm).options.find((entry) => entry.key === key);
	if (option === undefined)
		throw new TypeError(`Search "${settings.algorithm}" has no option "${key}".`);
	return option.fallback;
}

/** Search `id`'s options, each at its fallback. */
export function defaultIterationSettings(id: SearchId): IterationSettings {
	const options: Record<string, number> = {};
	for (const option of catalogue.get(id).options) options[option.key] = option.fallback;
	return { algorithm: id, options };
}

/** A number as a link or the CLI writes it: digits, a sign, a decimal point; nothing else. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Reads search `id`'s options through `get` (a link's parameter, a CLI flag's text), each
 * missing one at its fallback; a value that is not a number in the option's range (a whole one
 * where it must be) is refused with `iterationOptionRange` and left at its fallback.
 */
export function readIterationOptions(
	id: SearchId,
	get: (option: IterationOption) => string | undefined
): { settings: IterationSettings; refused: InputError<'iterationOptionRange'>[] } {
	const options: Record<string, number> = {};
	const refused: InputError<'iterationOptionRange'>[] = [];
	for (const option of catalogue.get(id).options) {
		const text = get(option)?.trim();
		options[option.key] = option.fallback;
		if (text === undefined || text === '') continue;
		const value = NUMBER.test(text) ? Number(text) : Number.NaN;
		if (fitsOption(option, value)) options[option.key] = value;
		else refused.push(rangeError(id, option, quoteInput(text)));
	}
	return { settings: { algorithm: id, options }, refused };
}

/** Throws `iterationOptionRange` for the first option of `settings` out of its range. */
export function checkIterationSettings(settings: IterationSettings): void {
	for (const option of catalogue.get(settings.algorithm).options) {
		const value = settings.options[option.key];
		if (value === undefined || !fitsOption(option, value))
			throw rangeError(settings.algorithm, option, quoteInput(String(value)));
	}
}

function fitsOption(option: IterationOption, value: number): boolean {
	return (
		Number.isFinite(value) &&
		value >= option.min &&
		value <= option.max &&
		(!option.integer || Number.isInteger(value))
	);
}

function rangeError(
	algorithm: SearchId,
	option: IterationOption,
	value: string
): InputError<'iterationOptionRange'> {
	const { key, min, max, integer } = option;
	return new InputError('iterationOptionRange', {
		algorithm,
		option: key,
		value,
		min,
		max,
		integer
	});
}

/** How `lang` names option `key` of search `algorithm` (its key when it has no label there). */
export function iterationOptionLabel(algorithm: SearchId, key: string, lang: string): string {
	const option = catalogue.has(algorithm)
		? catalogue.get(algorithm).options.find((entry) => entry.key === key)
		: undefined;
	return option?.labels[lang]?.label ?? key;
}
