import { formatCount as count } from '$lib/engine/format';
import type { Lang } from './lang';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';
import { listEn } from './narration/english';

/** Whether a tree's root maximises or minimises (games/tree/rules.ts's `RootKind`). */
export type RootKind = 'max' | 'min';

/** A search's size refused as too big (the engine's `searchTooBig` details). */
export interface RefusedSize {
	readonly calls: number;
	readonly exact: boolean;
	/** Stopped after `calls`: it makes more. */
	readonly atLeast: boolean;
	readonly ceiling: number;
}

/**
 * The search opened instead of one too big (`lower` when only its depth limit is lower), with
 * the calls it made.
 */
export interface UsedSearch {
	/** The search's name in each language (the catalogue names no search itself). */
	readonly name: Readonly<Record<Lang, string>>;
	readonly depthLimit: number | null;
	readonly lower: boolean;
	readonly calls: number;
}

const refusedCalls = (size: RefusedSize): string =>
	`${size.atLeast ? 'more than ' : size.exact ? '' : 'about '}${count(size.calls)}`;

const depthWords = (depth: number | null): string =>
	depth === null ? 'without a depth limit' : `at depth limit ${depth}`;

const usedSearch = (used: UsedSearch): string =>
	used.lower ? depthWords(used.depthLimit) : `with ${used.name.en} ${depthWords(used.depthLimit)}`;

const searchingInstead = (fallback: number | null): string =>
	fallback === null
		? 'searching without a depth limit'
		: `searching to this game's own depth limit, ${fallback}, instead`;

const en = {
	title: 'Minimax Lab: step through the search',
	// The source bar.
	example: 'Example',
	exampleBoard: "freeCodeCamp's board (figure 2)",
	exampleTree: "Article 004's alpha-beta tree",
	exampleAima: "AIMA's Figure 5.2 (nodes A–D)",
	exampleUniform: 'Uniform tree, 3 children, 4 deep, distinct leaves',
	exampleEmpty: 'Empty board: the full game',
	exampleHorizon: 'Depth limit 2 misses a win',
	exampleChance: 'Minimax and expectimax disagree',
	exampleConnect4Win: 'Connect Four: win in one',
	exampleConnect4Threat: 'Connect Four: depth 4 sees a threat',
	exampleConnect4Empty: 'Connect Four: empty board, depth 4',
	exampleConnect4Endgame: 'Connect Four: endgame, only column 4 wins',
	ownPosition: 'Your own position',
	/** The source menu's entry that opens a trace of the student's own program. */
	fromProgram: 'From your program…',
	/** The menu's name for a student's trace on screen (choosing the entry above opens another). */
	programShown: 'Your program',
	edit: 'Edit…',
	boardSummary: (toMove: string, ai: string, calls: number) =>
		`Board · ${toMove} to move, AI ${ai} maximises · ${count(calls)} ${calls === 1 ? 'call' : 'calls'}`,
	treeSummary: (nodes: number, root: RootKind, calls: number) =>
		`Tree · ${count(nodes)} ${nodes === 1 ? 'node' : 'nodes'}, root ${root} · ${count(calls)} ${calls === 1 ? 'call' : 'calls'}`,
	letters: 'A–G labels',
	search: 'Search',
	compare: 'Compare',
	practice: 'Practice',
	/** The bar's links to the compare view and the practice page. */
	otherViews: 'Other views',
	/** On a phone the bar's controls fold behind this button. */
	menu: 'Menu',
	// Small screens show one panel below the tree at a time: these buttons open each.
	panels: 'Panels',
	panelBoard: 'Board',
	panelStack: 'Call stack',
	panelCode: 'Code',
	// The share menu.
	share: 'Share',
	copyLink: 'Copy link to this step',
	copyEmbed: 'Embed this step (copy the code)',
	saveSvg: 'Save tree as SVG',
	savePng: 'Save tree as PNG',
	saveJson: 'Save trace as JSON',
	saveTree: 'Save tree as nested array (JSON)',
	openTrace: 'Open a trace (JSON)…',
	/** The share menu's figure for paper: the tree at this step, clean, as LaTeX or SVG. */
	figureHeading: 'Figure for paper, at this step',
	figureAnswerBoxes: 'Answer boxes for values and windows',
	figureLabels: 'Node labels',
	figureLabelNone: 'None',
	figureLabelCalls: 'Call numbers (FC1, FC2…)',
	figureLabelNames: 'Names (B, n4…)',
	saveFigureTikz: 'Save figure as LaTeX (TikZ)',
	saveFigureSvg: 'Save figure as SVG',
	figureTooBig: (nodes: number, limit: number) =>
		`This figure would have ${count(nodes)} nodes; a figure for paper holds at most ${count(limit)}. Step back, or choose a smaller position or a lower depth limit.`,
	linkCopied: 'The link to this step is copied.',
	copyBlocked: (address: string) => `Copying is blocked here; the link is: ${address}`,
	embedCopied:
		'The code to embed this step is copied: paste it where a slide or a course page takes HTML.',
	embedBlocked: (snippet: string) => `Copying is blocked here; the code to embed is: ${snippet}`,
	/** An embed's way out to the whole page, in a new tab. */
	openFull: 'Open in Minimax Lab',
	newTab: '(opens in a new tab)',
	/** Share, for a position whose address is past the limit of a link. */
	linkTooLong: (length: number, limit: number) =>
		`This position is too big for a link: its address has ${count(length)} characters, and a link keeps to ${count(limit)}. Save the trace as JSON instead (Open a trace plays it back here), or the tree as a nested array for the editor and the command line.`,
	/** Two notices at once, in order. */
	twoSentences: (first: string, second: string) => `${first} ${second}`,
	/** Said once per position whose address is past the limit of a link. */
	addressTooLong: (limit: number) =>
		`This tree needs an address of over ${count(limit)} characters, too long for a link, so the address names no position. To keep the tree, save the trace or the tree from Share.`,
	noDrawing: 'There is no drawing to save.',
	/** By `DrawingError` code. */
	drawingProblem: {
		noCanvas: 'This browser cannot draw a PNG.',
		notMade: 'The PNG could not be made.',
		notConverted: 'The drawing could not be turned into a PNG.'
	},
	saveFailed: 'The file could not be saved.',
	/** Save trace as JSON on a search past what a trace file may hold (the page's import limit). */
	traceTooBigToSave: (calls: number, limit: number) =>
		`This search has ${count(calls)} calls, and a trace file opens with at most ${count(limit)}, so the page does not save it. The command line (npm run trace) writes traces of any size.`,
	// The position dialog.
	positionKind: 'Kind of position',
	boardKind: 'Tic-tac-toe board',
	connect4Kind: 'Connect Four',
	treeKind: 'Game tree',
	// Notices and problems on the page.
	opened: (name: string, calls: number) =>
		`Opened ${name}: ${count(calls)} ${calls === 1 ? 'call' : 'calls'}.`,
	openedRun: (name: string, iterations: number) =>
		`Opened ${name}: ${count(iterations)} ${iterations === 1 ? 'iteration' : 'iterations'}.`,
	/** Follows a problem (it starts with a space in English). */
	showingArticleInstead: " Showing the article's board instead.",
	// Problems with the link's query (`value` is already quoted and shortened).
	tooLong: (name: string, length: number) =>
		`The link's "${name}" is ${count(length)} characters long, too long to read.`,
	notOneOf: (name: string, value: string, allowed: readonly string[], fallback: string) =>
		`The link's ${name}=${value} is not one of ${allowed.join(', ')}; using ${fallback}.`,
	/** The kinds of position a link names (`given`), and the one it opens (`used`). */
	positionsClash: (given: readonly string[], used: string) =>
		`The link gives more than one kind of position (${given.join(', ')}); using ${used}.`,
	// Each kind of position as the link's messages name it.
	boardInLink: 'a tic-tac-toe board',
	connect4InLink: 'Connect Four',
	treeInLink: 'a game tree',
	treeForms: (forms: readonly string[], chosen: string) =>
		`The link gives the tree in more than one form (${forms.join(', ')}); using ${chosen}.`,
	/** A `treez` that does not unpack. */
	treezUnreadable: "The link's treez cannot be read: it is not a tree packed by this page.",
	/** `limit`: the most characters of tree text read. */
	treezTooBig: (limit: number) =>
		`The link's treez unpacks to more than ${count(limit)} characters, past the largest tree; it is not read.`,
	/** `value` is already quoted and shortened. */
	badToMove: (value: string) =>
		`The link's toMove=${value} is not X or O; the side to move comes from the mark counts.`,
	/** What a link's refused Connect Four move string opens instead. */
	connect4Fallback: (moves: string) =>
		moves === ''
			? 'Opening the empty Connect Four board instead.'
			: `Opening the moves before it instead: ${moves}.`,
	/** Another kind's parameter on this kind's link (`game`: the kind shown, as `boardInLink`). */
	notForThisGame: (name: string, value: string, game: string) =>
		`The link's ${name}=${value} does not apply to ${game}; it is ignored.`,
	badStep: (value: string) => `The link's step=${value} is not a whole number; starting at step 0.`,
	/**
	 * `value` is already quoted and shortened; `fallback` is the game's own depth limit, searched
	 * instead (null: none, the search goes to the end).
	 */
	badDepth: (name: string, value: string, fallback: number | null) =>
		`The link's ${name}=${value} is not a whole number from 1 up, in digits 0-9; ${searchingInstead(fallback)}.`,
	/** A whole number too long to be any depth limit (past 2^53); as `badDepth`. */
	depthPastAny: (name: string, value: string, fallback: number | null) =>
		`The link's ${name}=${value} is far past the end of any game; ${searchingInstead(fallback)}.`,
	/** Symmetry asked of `algorithm`, which keeps no table; `tables`: the searches that keep one. */
	symmetryNeedsTable: (algorithm: string, tables: readonly string[]) =>
		`The link's symmetry=on needs a table of positions, and ${algorithm} keeps none (${listEn({ items: tables, hidden: 0 })} do); searching without it.`,
	optionDefault: 'Its default is used instead.',
	/** A link's depth limit past the page's for this game; `fallback` runs instead. */
	tooDeep: (value: number, deepest: number, fallback: number | null) =>
		`The link's depth limit ${value} is deeper than this page searches this game (at most ${deepest}); ${fallback === null ? 'searching to the end' : `using ${fallback}`} instead.`,
	/** A search the position cannot take (the engine's reason), and what is searched instead. */
	searchRefused: (reason: string) => `${reason} Searching without that option instead.`,
	/** A search the position cannot take at all (the engine's reason), and the one it takes. */
	searchSwitched: (reason: string, name: Readonly<Record<Lang, string>>) =>
		`${reason} Searching with ${name.en} instead.`,
	/** A depth limit the position cannot take (the engine's reason), and the game's own instead. */
	depthRefused: (reason: string, fallback: number) =>
		`${reason} Searching to this game's own depth limit, ${fallback}, instead.`,
	/**
	 * A link's search too big for a trace (its estimate, `refused`), and the smaller one the same
	 * position opens with instead (`used`: a lower depth limit, or another search).
	 */
	tooBigInstead: (refused: RefusedSize, used: UsedSearch) =>
		`The link's search would make ${refusedCalls(refused)} calls, more than the ${count(refused.ceiling)} a recorded trace may hold; showing the same position ${usedSearch(used)} instead (${count(used.calls)} calls).`,
	badLang: (value: string) =>
		`The link's lang=${value} is not one of en, zh; using the language chosen before.`
};

export type PageMessages = typeof en;

/** The step-through page: its bar, share menu, position dialog, notices and link problems. */
export const page = lazyCatalog(en, () => chineseOf('page'));
