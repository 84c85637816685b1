import { formatCount as count } from './format';
import { searchIds, searchName, usesTable } from './search-catalog';
import type { Mark } from './game';

/**
 * Input a person typed or pasted (a board, a tree, a trace file, a CLI option) is refused with
 * an `InputError`: a code naming the problem, the details (plain data, so it crosses a worker
 * boundary), and the English sentence for the CLI and for logs. The page says the same thing in
 * the reader's language from its own catalog of the same shape (`$lib/i18n`).
 *
 * Each entry below is one problem: its details in the parameter type, its sentence in the body.
 * Quoted input is already cut short where the error is raised, so every language clips alike.
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

function shown(value: ShownValue): string {
	switch (value.kind) {
		case 'text':
			return value.text;
		case 'missing':
			return 'missing';
		case 'object':
			return 'an object';
		case 'list':
			return `a list of ${count(value.items)} ${value.items === 1 ? 'item' : 'items'}`;
		case 'type':
			return `a ${value.type}`;
	}
}

/** What to try instead of a search too big to record: a lower depth, another search, or both. */
function suggestion(depth: number | null, algorithm: string | null): string {
	const tries = [
		depth === null ? '' : `--depth ${depth}`,
		algorithm === null ? '' : `--algorithm ${algorithm}`
	].filter((option) => option !== '');
	return tries.length === 0 ? 'Try a lower --depth.' : `Try ${tries.join(', or ')}.`;
}

/** A place in a tree: the root, or a path of child indexes such as `0.1`. */
const where = (path: string): string => (path === '' ? 'the root' : `path ${path}`);

const quoted = (names: readonly string[]): string =>
	names.map((name) => JSON.stringify(name)).join(' or ');

/** The searches that keep a table (the only ones symmetry applies to). */
export const tableSearches = (): readonly string[] => searchIds().filter(usesTable);

/** `"a", "b" or "c"`. */
const choices = (names: readonly string[]): string =>
	names.length < 2
		? quoted(names)
		: `${names
				.slice(0, -1)
				.map((name) => JSON.stringify(name))
				.join(', ')} or ${JSON.stringify(names.at(-1))}`;

/** What a trace file's summary figures must be. */
const FIGURE_TYPES = {
	score: 'a number',
	move: 'a whole number, 0 or more, or null',
	prunedBranches: 'a whole number, 0 or more'
} as const;

/** The kinds of value a call record's fields hold, as a message names them. */
const RECORD_VALUE_KINDS = {
	null: 'null',
	id: "an earlier call's id",
	count: 'a whole number, 0 or more',
	number: 'a number',
	bound: 'a number, "-inf" or "inf"',
	text: 'a string',
	board: '9 cells of X, O and .',
	path: 'child indexes joined by "." ("" at the root)',
	moveString: 'columns 1 to 7 played from the empty board, such as "4453"',
	move: 'a whole number, 0 or more, or null',
	moves: 'a list of whole numbers',
	idOrNull: "an earlier call's id, or null",
	boundType: '"exact", "lower" or "upper"'
} as const;

/** What a call record's field should have held (see `RECORD_VALUE_KINDS`). */
export type RecordValueKind = keyof typeof RECORD_VALUE_KINDS;

/** A smaller search a refusal offers (ceiling.ts). */
export interface SmallerSearchShown {
	readonly algorithm: string;
	readonly depth: number | null;
	readonly calls: number;
	/** The calls counted (true) or estimated. */
	readonly exact: boolean;
}

const about = (search: SmallerSearchShown): string => (search.exact ? '' : 'about ');

function smallerSearches(
	lower: SmallerSearchShown | null,
	other: SmallerSearchShown | null
): string {
	const offers = [
		lower && `a depth limit of ${lower.depth} (${about(lower)}${count(lower.calls)} calls)`,
		other && `${searchName(other.algorithm, 'en')} (${about(other)}${count(other.calls)} calls)`
	].filter((offer) => offer !== null);
	return offers.length === 0 ? 'Try a smaller search.' : `Try ${offers.join(', or ')}.`;
}

export const INPUT_ERRORS = {
	// Boards (tictactoe.ts). `board` is the text as typed, already cut short.
	boardCellCount: (p: { board: string; cells: number }) =>
		`A board needs exactly 9 cells (X, O or . for empty), but "${p.board}" has ${p.cells}.`,
	boardBadCell: (p: { cell: number; char: string }) =>
		`Cell ${p.cell} holds "${p.char}"; a board may only use X, O and . (for an empty cell).`,
	boardArrayJson: (p: { board: string }) =>
		`The board "${p.board}" looks like an array but is not valid JSON.`,
	boardArrayLength: (p: { items: number }) =>
		`A board array needs exactly 9 items, but this one has ${p.items}.`,
	/** `item` is the item as JSON. */
	boardArrayItem: (p: { index: number; item: string }) =>
		`Item ${p.index} of the board array is ${p.item}; use "X", "O", or ${p.index} (its own index) for an empty cell.`,
	boardMarkCounts: (p: { xs: number; os: number }) =>
		`X has ${p.xs} marks and O has ${p.os}; players take turns, so the counts can differ by at most one.`,
	boardBothLines: () =>
		'Both X and O have three in a row; a game ends at the first line, so both cannot.',
	boardWrongMover: (p: { more: Mark; fewer: Mark; toMove: Mark }) =>
		`${p.more} has one mark more than ${p.fewer}, so ${p.fewer} is to move, not ${p.toMove}.`,
	boardPlayedOn: (p: { winner: Mark; loser: Mark }) =>
		`${p.winner} has three in a row but fewer marks than ${p.loser}, so ${p.loser} played on after the game was over.`,
	boardWinnerToMove: (p: { winner: Mark; loser: Mark }) =>
		`${p.winner} has three in a row, so the game ended on ${p.winner}'s move: ${p.loser} is to move, not ${p.winner}.`,

	// Connect Four move strings (connect4.ts). `move` counts from 1; columns are 1-7.
	/** `char` is the character as typed, already cut short. */
	connect4BadColumn: (p: { move: number; char: string }) =>
		`Move ${p.move} is "${p.char}"; each move is a column from 1 to 7 (1 is the leftmost).`,
	connect4FullColumn: (p: { move: number; column: number; rows: number }) =>
		`Move ${p.move} drops a disc in column ${p.column}, which is already full (${p.rows} discs).`,
	connect4AfterWin: (p: { move: number; winner: Mark; wonAt: number }) =>
		`Move ${p.move} comes after the game is over: ${p.winner} made four in a row with move ${p.wonAt}.`,
	/** `length` counts characters, whatever they are. */
	connect4TooLong: (p: { length: number; limit: number }) =>
		`The move string is ${count(p.length)} characters long, but a game has at most ${p.limit} moves (one per cell).`,

	// Trees (tree.ts). `path` is a path of child indexes, '' for the root.
	treeNotArray: () => 'A tree must be a nested array such as [[3, 17], [2, 12]].',
	/** `reason` is the JSON parser's own words. */
	treeNotJson: (p: { reason: string }) => `The tree is not a valid nested array: ${p.reason}.`,
	treeTooManyNodes: (p: { limit: number }) =>
		`The tree has more than the limit of ${count(p.limit)} nodes.`,
	treeBadLeaf: (p: { path: string; value: ShownValue }) =>
		`The leaf at path ${p.path} is ${shown(p.value)}; leaves must be finite numbers.`,
	treeEmptyList: (p: { path: string }) =>
		`The list at ${where(p.path)} is empty; every inner node needs a child.`,
	treeTooDeep: (p: { limit: number; path: string }) =>
		`The tree goes deeper than the limit of ${p.limit} levels (at ${where(p.path)}).`,

	// Random trees (randomtree.ts).
	randomBranching: (p: { min: number; max: number }) =>
		`The branching must be a whole number from ${p.min} to ${p.max} (or a range of them, smaller first).`,
	randomDepth: (p: { min: number; max: number }) =>
		`The depth must be a whole number from ${p.min} to ${p.max}.`,
	randomLeafRange: (p: { which: 'smallest' | 'largest'; limit: number }) =>
		`The ${p.which} leaf value must be a finite number from -${count(p.limit)} to ${count(p.limit)}.`,
	randomLeafWhole: (p: { which: 'smallest' | 'largest' }) =>
		`The ${p.which} leaf value must be a whole number when leaves are whole numbers.`,
	randomMinAboveMax: (p: { min: number; max: number }) =>
		`The smallest leaf value (${p.min}) is above the largest (${p.max}); swap them.`,
	randomSeed: (p: { max: number }) => `The seed must be a whole number from 0 to ${count(p.max)}.`,
	/** `low` equals `high` for a fixed branching. */
	randomTooBig: (p: { low: number; high: number; depth: number; nodes: number; limit: number }) =>
		`A tree with ${
			p.low === p.high
				? `branching ${p.high} and depth ${p.depth} has`
				: `branching ${p.low} to ${p.high} and depth ${p.depth} can have up to`
		} ${count(p.nodes)} nodes; the limit is ${count(p.limit)}.`,

	// Trace files (import.ts, verify.ts). `field` names are the file's keys, already cut short.
	// A problem inside the records starts with the call it is in: "call 17: …".
	fileTooLong: (p: { length: number; limit: number }) =>
		`The file is ${count(p.length)} characters long; the limit is ${count(p.limit)}.`,
	/** Nesting past `limit` at character `at` (from 1): refused before parsing (shape.ts). */
	fileTooDeep: (p: { limit: number; at: number }) =>
		`The file nests lists and objects more than ${p.limit} deep (at character ${count(p.at)}); a trace needs far fewer.`,
	/** `reason` is the JSON parser's own words, cut short. */
	fileNotJson: (p: { reason: string }) => `The file is not valid JSON: ${p.reason}.`,
	fileNotObject: (p: { value: ShownValue }) =>
		`The file holds ${shown(p.value)}, not a trace object with "format", "algorithm", "game" and "trace".`,
	/** No "format" field: another kind of JSON, or a trace saved before format version 1. */
	fileNoFormat: () =>
		`The file has no "format" field: it is not a Minimax Lab trace, or it was saved before trace format version 1 (save it again).`,
	fileFormat: (p: { value: ShownValue }) =>
		`The file's format is ${shown(p.value)}; a Minimax Lab trace says "minimax-lab-trace".`,
	fileVersion: (p: { value: ShownValue }) =>
		`The file's format version is ${shown(p.value)}; this program reads version 1.`,
	fileNoField: (p: { field: string }) => `The file has no "${p.field}" field.`,
	fileNoAlgorithm: () => `The file has no "algorithm"; it must be ${choices(searchIds())}.`,
	fileBadAlgorithm: (p: { value: ShownValue }) =>
		`The file's algorithm is ${shown(p.value)}; it must be ${choices(searchIds())}.`,
	fileBadSettings: (p: { field: string; value: ShownValue; want: string }) =>
		`The file's ${p.field} is ${shown(p.value)}; it must be ${p.want}.`,
	fileBadCalls: (p: { value: ShownValue }) =>
		`The file's calls is ${shown(p.value)}; it must be a whole number, 1 or more.`,
	/** A summary figure of the wrong type. */
	fileFigureType: (p: { field: 'score' | 'move' | 'prunedBranches'; value: ShownValue }) =>
		`The file's ${p.field} is ${shown(p.value)}; it must be ${FIGURE_TYPES[p.field]}.`,
	fileTooManyCalls: (p: { calls: number; limit: number }) =>
		`The file says ${count(p.calls)} calls; the limit is ${count(p.limit)}.`,
	fileNoRecords: () =>
		'The file holds no call records, only a summary (as the CLI writes with --summary); save the trace again without --summary.',
	fileTraceNotList: (p: { value: ShownValue }) =>
		`The file's "trace" is ${shown(p.value)}; it must be an array of calls.`,
	fileTooManyRecords: (p: { records: number; limit: number }) =>
		`The file's trace holds ${count(p.records)} records; the limit is ${count(p.limit)}.`,
	fileRecordCount: (p: { records: number; calls: number }) =>
		`The file's trace holds ${count(p.records)} records, but it says ${count(p.calls)} calls.`,
	/** The summary disagrees with the file's own records. */
	fileFigureRecords: (p: { field: string; value: ShownValue; expected: ShownValue }) =>
		`The file says ${p.field} ${shown(p.value)}, but its records give ${shown(p.expected)}.`,
	/** The summary disagrees with a fresh search (a file without records). */
	fileFigureDiffers: (p: { field: string; value: ShownValue; expected: ShownValue }) =>
		`The file says ${p.field} ${shown(p.value)}, but searching this game gives ${shown(p.expected)}.`,
	fileGameNotObject: (p: { value: ShownValue }) =>
		`The file's "game" is ${shown(p.value)}; it must describe a board, a Connect Four position or a tree (an object).`,
	fileGameKind: (p: { value: ShownValue }) =>
		`The game's kind is ${shown(p.value)}; it must be "board", "connect4" or "tree".`,
	fileGameNoField: (p: { field: string }) => `The game has no "${p.field}" field.`,
	fileGameBoard: (p: { value: ShownValue }) =>
		`The game's board is ${shown(p.value)}; it must be 9 cells of X, O and . such as "O.XX.X.OO".`,
	fileGameMoves: (p: { value: ShownValue }) =>
		`The game's moves is ${shown(p.value)}; it must be the columns played from the empty board, 1 to 7, such as "4453" ("" for the empty board).`,
	fileGameChoice: (p: { field: string; value: ShownValue; allowed: readonly string[] }) =>
		`The game's ${p.field} is ${shown(p.value)}; it must be ${quoted(p.allowed)}.`,
	/** The board or tree validator's own error, after saying where. */
	fileGameInvalid: (p: { cause: InputErrorData }): string =>
		`The file's game is not valid: ${describeInputError(INPUT_ERRORS, p.cause)}`,
	fileRecordNotCall: (p: { call: number; value: ShownValue }) =>
		`call ${count(p.call)}: the record is ${shown(p.value)}, not an object.`,
	fileRecordId: (p: { call: number; value: ShownValue }) =>
		`call ${count(p.call)}: the record has id ${shown(p.value)}; records must run 1, 2, 3, … in order.`,
	fileCallNoField: (p: { call: number; field: string }) =>
		`call ${count(p.call)}: the record has no "${p.field}" field.`,
	fileCallType: (p: { call: number; field: string; value: ShownValue; want: RecordValueKind }) =>
		`call ${count(p.call)}: ${p.field} is ${shown(p.value)}; it must be ${RECORD_VALUE_KINDS[p.want]}.`,
	fileCallParent: (p: { call: number; parent: number }) =>
		`call ${count(p.call)}: parent ${count(p.parent)} is not open here; calls are listed depth first, so the parent is the call before or one of its callers.`,
	/** A field that follows from the rest of the file (depth, player, pruned, the root's place). */
	fileCallDisagrees: (p: {
		call: number;
		field: string;
		value: ShownValue;
		expected: ShownValue;
	}) =>
		`call ${count(p.call)}: the file says ${p.field} ${shown(p.value)}, but the rest of the file gives ${shown(p.expected)}.`,
	/** `from` is the caller's board or path, as JSON. */
	fileCallUnreachable: (p: { call: number; field: string; value: ShownValue; from: string }) =>
		`call ${count(p.call)}: ${p.field} ${shown(p.value)} is not one move on from its caller's ${p.from}.`,
	/** A call one move on from a caller whose game was already over. */
	fileCallAfterEnd: (p: { call: number; field: string; value: ShownValue; from: string }) =>
		`call ${count(p.call)}: ${p.field} ${shown(p.value)} plays on from its caller's ${p.from}, where the game is already over.`,
	/** Connect Four: a move string whose last column was full in the caller's position. */
	fileCallFullColumn: (p: { call: number; value: ShownValue; column: number; from: string }) =>
		`call ${count(p.call)}: moves ${shown(p.value)} drops a disc in column ${p.column}, which is already full in its caller's ${p.from}.`,
	fileCallValue: (p: { call: number; field: string; value: number }) =>
		`call ${count(p.call)}: ${p.field} ${p.value} is not a value this game can give.`,
	fileCallMove: (p: { call: number; move: number }) =>
		`call ${count(p.call)}: move ${p.move} is not a legal move in its position.`,
	fileCallRepeat: (p: { call: number; earlier: number }) =>
		`call ${count(p.call)}: its caller already searched this move, in call ${count(p.earlier)}.`,
	/** Differences from a fresh search, the first in file order. */
	fileCallDiffers: (p: { call: number; field: string; value: ShownValue; expected: ShownValue }) =>
		`call ${count(p.call)}: the file says ${p.field} ${shown(p.value)}, but the search gives ${shown(p.expected)}.`,
	fileCallExtra: (p: { call: number; calls: number }) =>
		`call ${count(p.call)}: the search makes only ${count(p.calls)} calls.`,
	fileCallMissing: (p: { call: number; calls: number }) =>
		`call ${count(p.call)}: the search makes this call, but the file stops at ${count(p.calls)} calls.`,

	// The command line (src/cli). Options are named with their dashes, e.g. `--ai`.
	/**
	 * Node's argument parser refused the command line: `reason` is its own first line; `problem`
	 * and `argument` (the option or word it names, '' when unknown) say the same for other
	 * languages.
	 */
	cliArguments: (p: {
		reason: string;
		problem: 'unknownOption' | 'positional' | 'missingValue' | 'unexpectedValue' | 'other';
		argument: string;
	}) => `${p.reason} (see --help).`,
	cliBoardAndTree: () => 'Give either --board or --tree, not both.',
	cliRootWithBoard: () => '--root goes with --tree, not --board.',
	cliBoardOnly: (p: { option: string }) => `${p.option} goes with --board, not --tree.`,
	cliNoPosition: () =>
		'Give a position with --board CELLS, --game connect4 --moves COLUMNS or --tree JSON (see --help).',
	/** --moves together with `option` (--board or --tree). */
	cliMovesWith: (p: { option: string }) =>
		`Give either --moves (a Connect Four position, with --game connect4) or ${p.option}, not both.`,
	cliMovesNoGame: () =>
		'--moves names a Connect Four position: give it with --game connect4 (e.g. --game connect4 --moves 4453).',
	/** An option that has no meaning for Connect Four, given with --game connect4. */
	cliConnect4With: (p: { option: string }) =>
		`${p.option} does not go with --game connect4; a Connect Four position is its --moves (columns 1-7, e.g. 4453), and --ai says who maximises.`,
	/**
	 * A search the command line refuses before starting: `calls` estimated (`exact` when counted),
	 * over `limit`. `depth` is the search's depth limit (null: to the end); `fitsDepth` the deepest
	 * lower limit that fits and `fitsAlgorithm` a search that fits at this depth, null for none.
	 */
	cliTooBig: (p: {
		algorithm: string;
		depth: number | null;
		calls: number;
		exact: boolean;
		limit: number;
		fitsDepth: number | null;
		fitsAlgorithm: string | null;
	}) =>
		`${p.algorithm}${p.depth === null ? '' : ` to depth ${p.depth}`} would make ${p.exact ? '' : 'about '}${count(p.calls)} calls; the command line records at most ${count(p.limit)}. ${suggestion(p.fitsDepth, p.fitsAlgorithm)}`,
	/** The search passed `limit` calls although its estimate was lower; stopped there. */
	cliTooBigRunning: (p: { limit: number }) =>
		`The search passed ${count(p.limit)} calls, the most the command line records, and was stopped; try a lower --depth, alpha-beta or a table.`,
	/** `value` is the option's value as `quoteInput` quotes it: in quotes, cut short. */
	cliChoice: (p: { option: string; allowed: readonly string[]; value: string }) =>
		`${p.option} must be ${p.allowed.join(' or ')}, not ${p.value}.`,
	cliCheckWith: (p: { option: string }) =>
		`--check reads a trace file; give it without ${p.option} (only --lang goes with it).`,
	/** `file` is quoted as `quoteInput` does; `reason` is the system's own words (ENOENT: …). */
	cliCheckRead: (p: { file: string; reason: string }) => `Cannot read ${p.file}: ${p.reason}.`,
	/**
	 * A file over `limit` MB, refused unread as the page refuses it; `file` (quoted) is null for
	 * standard input, read until it passed the limit.
	 */
	cliCheckTooBig: (p: { file: string | null; megabytes: number; limit: number }) =>
		`${p.file === null ? `Standard input holds more than ${p.limit}` : `${p.file} is ${p.megabytes}`} MB; trace files up to ${p.limit} MB can be checked.`,
	/** `value` is the limit as given, already quoted; `max` the board's empty cells or the tree's height. */
	depthRange: (p: { value: string; max: number }) =>
		`The depth limit ${p.value} is not a whole number from 1 to ${p.max}: no game of this kind lasts more than ${p.max} ${p.max === 1 ? 'move' : 'moves'} from here.`,
	/**
	 * A search too big for a trace (ceiling.ts), refused before it starts: its estimated calls
	 * and smaller searches that fit (their algorithm, depth limit and estimated calls).
	 */
	searchTooBig: (p: {
		calls: number;
		exact: boolean;
		/** Stopped after `calls`, as its estimate was low: it makes more. */
		atLeast: boolean;
		ceiling: number;
		lowerDepth: SmallerSearchShown | null;
		otherSearch: SmallerSearchShown | null;
	}) =>
		`This search would make ${p.atLeast ? 'more than ' : p.exact ? '' : 'about '}${count(p.calls)} calls, more than the ${count(p.ceiling)} a recorded trace may hold, so it was not started. ${smallerSearches(p.lowerDepth, p.otherSearch)}`,
	symmetryNoBoard: () =>
		'Symmetry applies to boards only: a tree has no rotations or reflections to share positions through.',
	symmetryNoTable: (p: { algorithm: string }) =>
		`Symmetry keys a table of positions, and "${p.algorithm}" keeps none: choose ${choices(tableSearches())}.`
};

/** The catalog's shape: a Chinese catalog must match it entry for entry. */
export type InputErrorCatalog = typeof INPUT_ERRORS;
export type InputErrorCode = keyof InputErrorCatalog;
export type InputErrorParams<C extends InputErrorCode> = Parameters<InputErrorCatalog[C]>;

/** An input error as plain data, e.g. as posted by a worker, or nested in another error. */
export interface InputErrorData {
	readonly code: string;
	readonly params: readonly unknown[];
}

/** The sentence for `data` from `catalog`; an unknown code (a stale worker) reads as the code. */
export function describeInputError(catalog: InputErrorCatalog, data: InputErrorData): string {
	if (!Object.hasOwn(catalog, data.code)) return data.code;
	// The code was checked above, and the params were built for it by the InputError constructor.
	const format = catalog[data.code as InputErrorCode] as (...params: readonly unknown[]) => string;
	return format(...data.params);
}

export class InputError<C extends InputErrorCode = InputErrorCode> extends Error {
	override readonly name = 'InputError';
	readonly code: C;
	readonly params: InputErrorParams<C>;

	constructor(code: C, ...params: InputErrorParams<C>) {
		super(describeInputError(INPUT_ERRORS, { code, params }));
		this.code = code;
		this.params = params;
	}

	/** The error as plain data (for postMessage). */
	get data(): InputErrorData {
		return { code: this.code, params: this.params };
	}

	/** Rebuilds an error posted as data; the sentence is English, as thrown. */
	static from(data: InputErrorData): InputError {
		// Posted data lost its static type; the constructor copes with any code it is given.
		const build = InputError as unknown as new (
			code: string,
			...params: readonly unknown[]
		) => InputError;
		return new build(data.code, ...data.params);
	}
}
