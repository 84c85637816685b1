import { eventAt, eventCount, cutOnReceive, TreeGame, type Trace } from '$lib/engine';
import { view, type ViewMessages } from '$lib/i18n/view';

/**
 * The code panel: a short listing of the search being stepped through, and the line that
 * runs at each event. The listings are written to do exactly what the engine does (same
 * terminal test order, same move order, same tie rule, fail-soft alpha-beta), so the
 * highlighted line never disagrees with the tree or the board beside it.
 */

export interface CodeListing {
	readonly title: string;
	readonly lines: readonly string[];
}

/** What a line does, so an event can find its line without hard-coded numbers. */
type Role =
	| 'otherTest'
	| 'otherWin'
	| 'aiTest'
	| 'aiWin'
	| 'fullTest'
	| 'draw'
	| 'leafTest'
	| 'leaf'
	| 'moves'
	| 'call'
	| 'keep'
	| 'cut'
	| 'returnBest';

/** A line of code, tagged with its role when an event can land on it. */
type Line = readonly [text: string, role?: Role];

interface Layout {
	readonly title: keyof ViewMessages['codeTitles'];
	readonly lines: readonly string[];
	readonly roles: readonly (Role | undefined)[];
}

/** The lines that carry a comment, in the reader's language ("// a draw", "// 平局"). */
const COMMENTED: Partial<Record<Role, keyof ViewMessages['codeComments']>> = {
	draw: 'draw',
	leaf: 'leaf',
	cut: 'cut'
};

// The board tests come first, in the engine's order: the human's line, the AI's line, a full
// board. The tests and their returns sit on separate lines so both moments can be shown.
// Lines stay within 46 characters so the panel needs no sideways scrolling on a projector.
const BOARD_TESTS: readonly Line[] = [
	['  if (wins(board, other(AI)))', 'otherTest'],
	['    return { score: -10 };', 'otherWin'],
	['  if (wins(board, AI))', 'aiTest'],
	['    return { score: +10 };', 'aiWin'],
	['  const cells = emptyCells(board);', 'moves'],
	['  if (cells.length === 0)', 'fullTest'],
	['    return { score: 0 };', 'draw'],
	['  const isMax = player === AI;'],
	['  const next = other(player);'],
	['  let best = { cell: -1, score: -Infinity };'],
	['  if (!isMax) best.score = Infinity;'],
	['  for (const cell of cells) {'],
	['    const child = place(board, cell, player);']
];

// Only a strictly better score replaces the best, so ties keep the earlier cell.
const BOARD_KEEP: readonly Line[] = [
	['    if (isMax ? score > best.score', 'keep'],
	['              : score < best.score)'],
	['      best = { cell, score };']
];

const BOARD_MINIMAX: readonly Line[] = [
	['function minimax(board, player) {'],
	...BOARD_TESTS,
	['    const { score } = minimax(child, next);', 'call'],
	...BOARD_KEEP,
	['  }'],
	['  return best;', 'returnBest'],
	['}']
];

const BOARD_ALPHABETA: readonly Line[] = [
	['function alphaBeta(board, player,'],
	['    alpha, beta) {'],
	...BOARD_TESTS,
	['    const { score } ='],
	['      alphaBeta(child, next, alpha, beta);', 'call'],
	...BOARD_KEEP,
	['    if (isMax && best.score > alpha)'],
	['      alpha = best.score;'],
	['    if (!isMax && best.score < beta)'],
	['      beta = best.score;'],
	['    if (alpha >= beta) break;', 'cut'],
	['  }'],
	['  return best;', 'returnBest'],
	['}']
];

const TREE_START: readonly Line[] = [
	['  if (node.children.length === 0)', 'leafTest'],
	['    return node.value;', 'leaf'],
	['  let best = isMax ? -Infinity : Infinity;'],
	['  for (const child of node.children) {', 'moves']
];

const TREE_KEEP: readonly Line[] = [
	['    if (isMax ? score > best : score < best)', 'keep'],
	['      best = score;']
];

const TREE_MINIMAX: readonly Line[] = [
	['function minimax(node, isMax) {'],
	...TREE_START,
	['    const score = minimax(child, !isMax);', 'call'],
	...TREE_KEEP,
	['  }'],
	['  return best;', 'returnBest'],
	['}']
];

const TREE_ALPHABETA: readonly Line[] = [
	['function alphaBeta(node, isMax,'],
	['    alpha, beta) {'],
	...TREE_START,
	['    const score ='],
	['      alphaBeta(child, !isMax, alpha, beta);', 'call'],
	...TREE_KEEP,
	['    if (isMax && best > alpha) alpha = best;'],
	['    if (!isMax && best < beta) beta = best;'],
	['    if (alpha >= beta) break;', 'cut'],
	['  }'],
	['  return best;', 'returnBest'],
	['}']
];

function layout(title: Layout['title'], lines: readonly Line[]): Layout {
	return {
		title,
		lines: Object.freeze(lines.map(([text]) => text)),
		roles: Object.freeze(lines.map(([, role]) => role))
	};
}

const LAYOUTS = {
	board: {
		minimax: layout('boardMinimax', BOARD_MINIMAX),
		alphabeta: layout('boardAlphabeta', BOARD_ALPHABETA)
	},
	tree: {
		minimax: layout('treeMinimax', TREE_MINIMAX),
		alphabeta: layout('treeAlphabeta', TREE_ALPHABETA)
	}
} as const;

function layoutFor(trace: Trace): Layout {
	const kind = trace.game instanceof TreeGame ? 'tree' : 'board';
	return LAYOUTS[kind][trace.algorithm];
}

/** Each layout's listing per language, made once: a step reads it again and again. */
const listings = new WeakMap<ViewMessages, Map<Layout, CodeListing>>();

/**
 * The listing for the trace's game kind and algorithm, its title and comments in the language
 * of `t` (the code itself is the same in every language).
 */
export function listingFor(trace: Trace, t: ViewMessages = view.en): CodeListing {
	const layout = layoutFor(trace);
	const made = listings.get(t) ?? new Map<Layout, CodeListing>();
	listings.set(t, made);
	let listing = made.get(layout);
	if (listing === undefined) {
		const lines = layout.lines.map((text, at) => {
			const role = layout.roles[at];
			const comment = role === undefined ? undefined : COMMENTED[role];
			return comment === undefined ? text : `${text} ${t.codeComments[comment]}`;
		});
		listing = { title: t.codeTitles[layout.title], lines: Object.freeze(lines) };
		made.set(layout, listing);
	}
	return listing;
}

/** The line a finished game's call runs: its test on entering, its return on leaving. */
function terminalRole(trace: Trace, call: number, leaving: boolean): Role {
	if (trace.game instanceof TreeGame) return leaving ? 'leaf' : 'leafTest';
	// A board's score says which test fired: -10 the human's line, +10 the AI's, 0 full.
	const score = trace.game.score(trace.position(call));
	if (score < 0) return leaving ? 'otherWin' : 'otherTest';
	if (score > 0) return leaving ? 'aiWin' : 'aiTest';
	return leaving ? 'draw' : 'fullTest';
}

/** The 0-based line of `listingFor(trace)` running at event `index`; null outside the events. */
export function codeLineAt(trace: Trace, index: number): number | null {
	if (!Number.isInteger(index) || index < 0 || index >= eventCount(trace)) return null;
	const { kind, call } = eventAt(trace, index);
	const terminal = trace.game.isTerminal(trace.position(call));
	let role: Role;
	if (kind === 'try') role = 'call';
	else if (kind === 'receive') {
		const cuts = trace.algorithm === 'alphabeta' && cutOnReceive(trace, call).length > 0;
		role = cuts ? 'cut' : 'keep';
	} else if (terminal) role = terminalRole(trace, call, kind === 'return');
	else role = kind === 'enter' ? 'moves' : 'returnBest';
	const line = layoutFor(trace).roles.indexOf(role);
	return line < 0 ? null : line;
}
