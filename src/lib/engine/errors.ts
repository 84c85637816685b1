/**
 * Input a person typed or pasted (a board, a tree, a trace file, a CLI option) is refused with
 * an `InputError`: a code naming the problem and its details (plain data, so it crosses a worker
 * boundary). The core keeps no sentences: each module words its own codes in every language it
 * speaks, the registry registers those messages here (`registerInputErrors`), and the page, the
 * CLI and logs read them back by language, once loaded (`loadInputErrors`).
 *
 * A code and its details are declared where the error is raised: the core's own below, a game's
 * or the command line's by declaration merging (`declare module '…/engine/errors' { interface
 * InputErrorDetails { … } }`), so the core names none of them. Quoted input is already cut short
 * where the error is raised, so every language clips alike.
 */

/**
 * A value from the input as a message shows it: its text (JSON or a number, already short), or,
 * for what is too big or has no text, what kind of thing it is.
 */
export type ShownValue =
	| { readonly kind: 'text'; readonly text: string }
	| { readonly kind: 'missing' }
	| { readonly kind: 'object' }
	| { readonly kind: 'list'; readonly items: number }
	/** Any other JavaScript type, by its `typeof` name (`boolean`, `bigint`, …). */
	| { readonly kind: 'type'; readonly type: string };

/**
 * What a call record's field should have held. A game's place (a board, a path) is not among
 * them: its module words that error itself (`FilePlaces.wrongType`).
 */
export type RecordValueKind =
	| 'null'
	| 'id'
	| 'count'
	| 'number'
	| 'bound'
	| 'text'
	| 'move'
	| 'moves'
	| 'idOrNull'
	| 'boundType'
	| 'fraction';

/** A call record's field holding the wrong kind of value. */
export interface FieldTypeDetails {
	readonly call: number;
	readonly field: string;
	readonly value: ShownValue;
}

/** A smaller search a refusal offers (ceiling.ts). */
export interface SmallerSearchShown {
	readonly algorithm: string;
	readonly depth: number | null;
	readonly calls: number;
	/** The calls counted (true) or estimated. */
	readonly exact: boolean;
}

/** Summary figures a trace file gives. */
export type FigureField = 'score' | 'move' | 'prunedBranches' | 'exact';

/**
 * Each code's details, as the constructor's arguments after the code: `[]` for none, else one
 * object. The core's own codes are those below; games and the command line add theirs.
 */
export interface InputErrorDetails extends TraceFileErrorDetails, SearchErrorDetails {}

/**
 * A trace file's problems (import.ts, shape.ts, rebuild.ts, verify.ts, file-game.ts). `field`
 * names are the file's keys, already cut short. A problem inside the records names its call.
 */
export interface TraceFileErrorDetails {
	fileTooLong: [{ length: number; limit: number }];
	/** Nesting past `limit` at character `at` (from 1): refused before parsing (shape.ts). */
	fileTooDeep: [{ limit: number; at: number }];
	/** `reason` is the JSON parser's own words, cut short. */
	fileNotJson: [{ reason: string }];
	fileNotObject: [{ value: ShownValue }];
	/** No "format" field: another kind of JSON, or a trace saved before format version 1. */
	fileNoFormat: [];
	fileFormat: [{ value: ShownValue }];
	fileVersion: [{ value: ShownValue }];
	fileNoField: [{ field: string }];
	fileNoAlgorithm: [];
	fileBadAlgorithm: [{ value: ShownValue }];
	fileBadSettings: [{ field: string; value: ShownValue; want: string }];
	fileBadCalls: [{ value: ShownValue }];
	/** A summary figure of the wrong type. */
	fileFigureType: [{ field: FigureField; value: ShownValue }];
	fileTooManyCalls: [{ calls: number; limit: number }];
	fileNoRecords: [];
	fileTraceNotList: [{ value: ShownValue }];
	fileTooManyRecords: [{ records: number; limit: number }];
	fileRecordCount: [{ records: number; calls: number }];
	/** The summary disagrees with the file's own records. */
	fileFigureRecords: [{ field: string; value: ShownValue; expected: ShownValue }];
	/** The summary disagrees with a fresh search (a file without records). */
	fileFigureDiffers: [{ field: string; value: ShownValue; expected: ShownValue }];
	fileGameNotObject: [{ value: ShownValue }];
	fileGameKind: [{ value: ShownValue }];
	fileGameNoField: [{ field: string }];
	fileGameChoice: [{ field: string; value: ShownValue; allowed: readonly string[] }];
	/** The game's own error (`cause`), after saying where. */
	fileGameInvalid: [{ cause: InputErrorData }];
	fileRecordNotCall: [{ call: number; value: ShownValue }];
	fileRecordId: [{ call: number; value: ShownValue }];
	fileCallNoField: [{ call: number; field: string }];
	fileCallType: [FieldTypeDetails & { want: RecordValueKind }];
	fileCallParent: [{ call: number; parent: number }];
	/** A field that follows from the rest of the file (depth, player, pruned, the root's place). */
	fileCallDisagrees: [{ call: number; field: string; value: ShownValue; expected: ShownValue }];
	/** `from` is the caller's place, as JSON. */
	fileCallUnreachable: [{ call: number; field: string; value: ShownValue; from: string }];
	/** A call one move on from a caller whose game was already over. */
	fileCallAfterEnd: [{ call: number; field: string; value: ShownValue; from: string }];
	/** A place whose last move was into a full column of the caller's position. */
	fileCallFullColumn: [{ call: number; value: ShownValue; column: number; from: string }];
	fileCallValue: [{ call: number; field: string; value: number }];
	fileCallMove: [{ call: number; move: number }];
	fileCallRepeat: [{ call: number; earlier: number }];
	/** Differences from a fresh search, the first in file order. */
	fileCallDiffers: [{ call: number; field: string; value: ShownValue; expected: ShownValue }];
	fileCallExtra: [{ call: number; calls: number }];
	fileCallMissing: [{ call: number; calls: number }];
	/** A summary-only file says `calls`; searching its game again passed them and was stopped. */
	fileMoreCalls: [{ calls: number }];
	/**
	 * Checking the file means searching its game again, estimated (`exact` when counted) at
	 * `calls`, past the checker's `ceiling`; the file holds `fileCalls`. Refused unsearched.
	 */
	fileSearchTooBig: [
		{
			algorithm: string;
			depth: number | null;
			calls: number;
			exact: boolean;
			ceiling: number;
			fileCalls: number;
		}
	];
	/** An object in the file names `key` twice (JSON.parse would keep the last silently). */
	fileDuplicateKey: [{ key: string; at: number }];
}

/** Search settings refused before a search starts (search.ts, ceiling.ts). */
export interface SearchErrorDetails {
	/** `value` is the limit as given, already quoted; `max` the game's most moves from here. */
	depthRange: [{ value: string; max: number }];
	/**
	 * A search too big for a trace, refused before it starts: its estimated calls and smaller
	 * searches that fit (their algorithm, depth limit and estimated calls).
	 */
	searchTooBig: [
		{
			calls: number;
			exact: boolean;
			/** Stopped after `calls`, as its estimate was low: it makes more. */
			atLeast: boolean;
			ceiling: number;
			lowerDepth: SmallerSearchShown | null;
			otherSearch: SmallerSearchShown | null;
		}
	];
	symmetryNoBoard: [];
	symmetryNoTable: [{ algorithm: string }];
	/** An order (`best`, `worst`) asked of a search that tries moves in an order of its own. */
	orderOwnOrder: [{ algorithm: string; order: string }];
	/** The strict cut rule asked of a search without a window (nothing to cut). */
	cutNoWindow: [{ algorithm: string }];
	/** A game that states chance nodes, and a search that does not average; `averaging`: those that do. */
	chanceNeedsAverages: [{ algorithm: string; averaging: readonly string[] }];
	/**
	 * A search that prunes with the game's value bounds, on a game that states none (a tree
	 * without `"bounds"`); `unbounded`: the searches that need none and take the game.
	 */
	boundsUnstated: [{ algorithm: string; unbounded: readonly string[] }];
	/** A search's option (`option`: its link key) out of its range; `value` quoted. */
	iterationOptionRange: [
		{
			algorithm: string;
			option: string;
			value: string;
			min: number;
			max: number;
			integer: boolean;
		}
	];
}

export type InputErrorCode = keyof InputErrorDetails;
export type InputErrorParams<C extends InputErrorCode> = InputErrorDetails[C];

/** The sentences of codes `C` in one language, one function of its details each. */
export type InputErrorMessages<C extends InputErrorCode = InputErrorCode> = {
	readonly [K in C]: (...params: InputErrorParams<K>) => string;
};

/** Some codes' sentences in one language: a module's own, or all registered so far. */
export type SomeInputErrorMessages = Partial<InputErrorMessages>;

/** A module's error sentences, by language code. */
export type InputErrorMessagesByLang = Readonly<Record<string, SomeInputErrorMessages>>;

/** An input error as plain data, e.g. as posted by a worker, or nested in another error. */
export interface InputErrorData {
	readonly code: string;
	readonly params: readonly unknown[];
}

/** Every registered sentence, by language code; each language's object is filled in place. */
const registered = new Map<string, SomeInputErrorMessages>();

/** The language of an `InputError`'s own `message` (logs, the CLI): set by the registry. */
let messageLanguage: string | null = null;

/** Adds a module's sentences (the registry does, for each module, at start-up). */
export function registerInputErrors(messages: InputErrorMessagesByLang): void {
	for (const [lang, sentences] of Object.entries(messages)) {
		Object.assign(inputErrorMessages(lang), sentences);
	}
}

/** Modules' sentences loaded on first need: each loads when an error is about to be said. */
const later = new Set<() => Promise<InputErrorMessagesByLang>>();

/** Whether a view has asked for the sentences (`loadInputErrors`), so later ones load at once. */
let asked = false;

/** Adds a module's sentences to load on first need (`loadInputErrors`): a game's, the settings'. */
export function registerLaterInputErrors(load: () => Promise<InputErrorMessagesByLang>): void {
	later.add(load);
}

/**
 * Loads every module's sentences registered to load on first need, what a view awaits before it
 * says an error (a failed fetch is tried again next time).
 */
export async function loadInputErrors(): Promise<void> {
	asked = true;
	const loads = [...later];
	const loaded = await Promise.all(loads.map((load) => load()));
	loads.forEach((load, at) => {
		if (later.delete(load)) registerInputErrors(loaded[at]);
	});
}

/** Whether `loadInputErrors` was called: sentences registered after it should load at once. */
export function inputErrorsAsked(): boolean {
	return asked;
}

/** The language an error's `message` is worded in; until set, a message is its code. */
export function wordInputErrorsIn(lang: string): void {
	messageLanguage = lang;
}

/**
 * Every sentence registered in `lang`: one object per language, filled as modules register, so
 * a catalogue built before the registry ran still reads every sentence once it has.
 */
export function inputErrorMessages(lang: string): SomeInputErrorMessages {
	let sentences = registered.get(lang);
	if (sentences === undefined) {
		sentences = {};
		registered.set(lang, sentences);
	}
	return sentences;
}

/** The sentence for `data` from `messages`; a code without one (a stale worker) reads as the code. */
export function describeInputError(messages: SomeInputErrorMessages, data: InputErrorData): string {
	if (!Object.hasOwn(messages, data.code)) return data.code;
	// The code was checked above, and the params were built for it by the InputError constructor.
	const format = messages[data.code as InputErrorCode] as (...params: readonly unknown[]) => string;
	return format(...data.params);
}

export class InputError<C extends InputErrorCode = InputErrorCode> extends Error {
	override readonly name = 'InputError';
	readonly code: C;
	readonly params: InputErrorParams<C>;

	constructor(code: C, ...params: InputErrorParams<C>) {
		super(
			messageLanguage === null
				? code
				: describeInputError(inputErrorMessages(messageLanguage), { code, params })
		);
		this.code = code;
		this.params = params;
	}

	/** The error as plain data (for postMessage). */
	get data(): InputErrorData {
		return { code: this.code, params: this.params };
	}

	/** Rebuilds an error posted as data; its message worded as when it was thrown. */
	static from(data: InputErrorData): InputError {
		// Posted data lost its static type; the constructor copes with any code it is given.
		const build = InputError as unknown as new (
			code: string,
			...params: readonly unknown[]
		) => InputError;
		return new build(data.code, ...data.params);
	}
}
