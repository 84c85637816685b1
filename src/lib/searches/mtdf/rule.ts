import type {
	CutRule,
	Game,
	Move,
	MoveOrder,
	Position,
	Scale,
	ScoreTable,
	SearchRecorder
} from '$lib/engine';
import { RelayRecorder } from '$lib/engine/relay';
import { searchAlphaBeta } from '../alphabeta/rule';
import { windowColumn } from '../alphabeta/window';
import { unsearchedValue } from '../unsearched';

/**
 * MTD(f) (Plaat, Schaeffer, Pijls and de Bruin, 1996, "Best-first fixed-depth minimax
 * algorithms"): the value found by a sequence of null-window searches, each asking "is the value
 * at least β?", until the bounds they give meet.
 *
 * The driver is call 1, at the root position; each pass is an alpha-beta search with memory hung
 * under it (one call at the root position, recursion depth 1, reached by no move). Alpha-beta
 * with memory is the product's fail-soft alpha-beta with its table of bounds (alphabeta/rule.ts),
 * the one table kept across every pass, so a pass reads what the passes before it learnt.
 *
 * Steps, on the scale's ranks (every value a search can return is one of them, so "g + 1" is the
 * next value the search can meet):
 * 1. g is the first guess f, raised to the least value a search can return at or above it;
 *    lower = −∞, upper = +∞.
 * 2. A pass asks with the null window [β − 1, β], where β = g + 1 when g is the lower bound,
 *    else g. Its fail-soft value g either stays under β (it failed low: the value is at most g,
 *    the new upper bound) or reaches β (it failed high: the value is at least g, the new lower).
 * 3. It stops when lower ≥ upper: both bounds are the minimax value.
 *
 * The driver returns g with the root's best move of the last pass that moved the mover's own
 * bound (the maximiser's lower, the minimiser's upper): that pass cut at the first move worth the
 * value, every move before it being worth less (their values under β), so it is minimax's move.
 * A pass that failed the other way searched every move with values that only bound them from
 * above (the maximiser's), so its first best may be a move worth less than its bound.
 */

export interface MtdfRule {
	/** The depth limit in moves from the root; null: none. */
	readonly depthLimit: number | null;
	/** The first guess f, in the game's values. */
	readonly guess: number;
	/** The table of bounds kept across the passes; a new one when absent. */
	readonly table?: ScoreTable;
	/** The table's key for a position; the position itself by default. */
	readonly key?: (position: Position) => number;
	readonly order?: MoveOrder;
	readonly cut?: CutRule;
}

/** The rank a first guess starts from: the least value on `scale` at or above `guess`. */
function guessRank(scale: Scale, guess: number): number {
	let rank = scale.lowest + 1;
	while (rank < scale.highest && scale.value(rank) < guess) rank++;
	return rank;
}

/** The β a pass asks with, after the value g and the lower bound so far (ranks). */
function passBeta(g: number, lower: number): number {
	return g === lower ? g + 1 : g;
}

/**
 * MTD(f) from `root`, telling `recorder` every call: the driver, then each pass's calls. Returns
 * the root's value as a rank. Contract: the value equals minimax's under the same depth limit;
 * counts one `recorder.open` per call, the driver's included.
 */
export function searchMtdf(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	rule: MtdfRule
): number {
	const { scale, noMove } = recorder;
	const driver = recorder.open(0, 0, root, noMove);
	recorder.putOpened(windowColumn(recorder), scale.lowest, scale.highest);
	// A finished root is a leaf; the driver itself has no depth limit.
	const ended = unsearchedValue(game, root, 0, Infinity, recorder, driver);
	if (ended !== null) return ended;
	const table = rule.table ?? new Map<number, number>();
	const maximizing = game.isMaximizing(root);
	// The passes hang one level under the driver: their limit, as a recursion depth, is one more.
	const depthLimit = rule.depthLimit === null ? null : rule.depthLimit + 1;
	let g = guessRank(scale, rule.guess);
	let lower = scale.lowest;
	let upper = scale.highest;
	let move: Move = noMove;
	const watcher = new PassWatcher(recorder, driver);
	do {
		const beta = passBeta(g, lower);
		watcher.begin();
		g = searchAlphaBeta(game, root, watcher, {
			at: { parent: driver, depth: 1 },
			depthLimit,
			table,
			...(rule.key === undefined ? {} : { key: rule.key }),
			...(rule.order === undefined ? {} : { order: rule.order }),
			...(rule.cut === undefined ? {} : { cut: rule.cut }),
			window: { alpha: beta - 1, beta }
		});
		const high = g >= beta;
		if (high) lower = g;
		else upper = g;
		if (high === maximizing) move = watcher.move;
	} while (lower < upper);
	recorder.close(driver, g, move);
	return g;
}

/** Passes a pass's calls on to the recorder, keeping the best move of the pass's root call. */
class PassWatcher extends RelayRecorder {
	move: Move;
	readonly #driver: number;
	/** The pass's root call, once opened. */
	#root = 0;

	constructor(inner: SearchRecorder, driver: number) {
		super(inner);
		this.#driver = driver;
		this.move = inner.noMove;
	}

	/** A new pass: its first call is its root. */
	begin(): void {
		this.#root = 0;
		this.move = this.noMove;
	}

	override open(parent: number, depth: number, position: Position, via: Move): number {
		const id = super.open(parent, depth, position, via);
		if (parent === this.#driver) this.#root = id;
		return id;
	}

	override close(id: number, score: number, best: Move): void {
		if (id === this.#root) this.move = best;
		super.close(id, score, best);
	}
}
