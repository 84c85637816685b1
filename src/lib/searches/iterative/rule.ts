import type { CutRule, Game, Move, MoveOrder, Position, SearchRecorder } from '$lib/engine';
import { searchAlphaBeta } from '../alphabeta/rule';
import { windowColumn } from '../alphabeta/window';
import { unsearchedValue } from '../unsearched';
import { aspirationWindow, failOf, openedWindow, type RankWindow } from './window';
import { LineWatcher } from './watcher';

/**
 * Iterative deepening (AIMA 5.3; MIT 6.034's progressive deepening), with aspiration windows
 * (the Chess Programming Wiki's). The driver is call 1, at the root position; each iteration is a
 * search of its own hung under it: one call at the root position (recursion depth 1) and its
 * calls below, limited to `plies` moves from the root (so at recursion depth `plies + 1`).
 *
 * Steps:
 * 1. Iteration 1 searches one move deep with the widest window.
 * 2. Iteration k + 1 searches one move deeper, trying the best line of iteration k first: at each
 *    position of that line (met at its depth) its move leads, the rest follow in the game's order.
 * 3. With an aspiration width D, iteration k + 1 starts with the window [v − D, v + D] around
 *    iteration k's value v (widened to the nearest values the search can meet). A value at or
 *    under α fails low, at or over β fails high: the iteration is searched again, with that side
 *    opened to infinity (the fail-soft value bounds the true one, so once is enough).
 * 4. It stops after `depthLimit` moves, or once an iteration met no depth limit (it reached the
 *    end of every line: deeper would change nothing).
 *
 * The driver returns the last iteration's value and move.
 */

/** One iteration's search: its root hangs under `parent`, at recursion depth 1. */
interface IterationRun {
	readonly parent: number;
	/** The iteration's limit, as a recursion depth (its plies + 1). */
	readonly depthLimit: number;
	readonly order: MoveOrder;
	readonly window: RankWindow;
	readonly cut: CutRule;
}

/** The search each iteration runs; alpha-beta (the product's), or minimax in the tests. */
export type IterationSearch = (
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	run: IterationRun
) => number;

const alphaBetaIteration: IterationSearch = (game, root, recorder, run) =>
	searchAlphaBeta(game, root, recorder, {
		at: { parent: run.parent, depth: 1 },
		depthLimit: run.depthLimit,
		order: run.order,
		window: run.window,
		cut: run.cut
	});

export interface IterativeRule {
	/** The last iteration's limit in moves; null: until an iteration meets no limit. */
	readonly depthLimit: number | null;
	/** The aspiration width D in the game's values; null: every iteration's window is the widest. */
	readonly aspiration?: number | null;
	readonly cut?: CutRule;
	/** The search each iteration runs; alpha-beta by default. */
	readonly iteration?: IterationSearch;
}

/**
 * The game's order with `line`'s moves first where the line passes: at each position the line
 * reaches from `root`, its next move leads (a position met again by other moves is the same
 * position, so it leads there too); elsewhere the game's own order.
 */
function lineFirst(game: Game, root: Position, line: readonly Move[]): MoveOrder {
	const lead = new Map<Position, Move>();
	let position = root;
	for (const move of line) {
		lead.set(position, move);
		position = game.play(position, move);
	}
	return (at) => leading(game.moves(at), lead.get(at));
}

/** `moves` with `first` moved to the front (as they are when it is absent or not among them). */
export function leading(moves: readonly Move[], first: Move | undefined): readonly Move[] {
	if (first === undefined || !moves.includes(first)) return moves;
	return [first, ...moves.filter((move) => move !== first)];
}

/**
 * Iterative deepening from `root`, telling `recorder` every call: the driver, then each
 * iteration's calls (re-searches included). Returns the root's value as a rank. Contract: the
 * value equals minimax's under the same depth limit (the last iteration is a full alpha-beta
 * search, or an aspiration search re-searched until exact); counts one `recorder.open` per call,
 * the driver's included.
 */
export function searchIterative(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	rule: IterativeRule
): number {
	const { scale, noMove } = recorder;
	const widest: RankWindow = { alpha: scale.lowest, beta: scale.highest };
	const iteration = rule.iteration ?? alphaBetaIteration;
	const cut = rule.cut ?? 'ge';
	const driver = recorder.open(0, 0, root, noMove);
	recorder.putOpened(windowColumn(recorder), widest.alpha, widest.beta);
	// A finished root is a leaf; the driver itself has no depth limit.
	const ended = unsearchedValue(game, root, 0, Infinity, recorder, driver);
	if (ended !== null) return ended;
	const watcher = new LineWatcher(recorder);
	const last = rule.depthLimit ?? Infinity;
	let line: readonly Move[] = [];
	let value = widest.alpha;
	for (let plies = 1; plies <= last; plies++) {
		const order = lineFirst(game, root, line);
		let window =
			plies > 1 && rule.aspiration != null
				? aspirationWindow(scale, value, rule.aspiration)
				: widest;
		const run = (): number => {
			watcher.begin();
			return iteration(game, root, watcher, {
				parent: driver,
				depthLimit: plies + 1,
				order,
				window,
				cut
			});
		};
		value = run();
		// A fail-soft value past the window bounds the true one: one re-search settles it (a
		// loop, so a second fail, never met, would still be searched right).
		for (
			let fail = failOf(window, widest, value);
			fail !== null;
			fail = failOf(window, widest, value)
		) {
			window = openedWindow(window, widest, fail);
			value = run();
		}
		line = watcher.line();
		if (watcher.estimates === 0) break;
	}
	recorder.close(driver, value, line[0] ?? noMove);
	return value;
}
