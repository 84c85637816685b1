/**
 * Reference searches for the compare view's counters, written from the textbook definitions
 * and sharing nothing with the engine: boards are 9-character strings, trees the nested arrays
 * themselves. They are slow and plain on purpose; the tests check `countSearch` against them.
 */
import type { SearchId, Mark } from '../../src/lib/engine/index';
import type { Scoring } from '../../src/lib/games/tictactoe/rules';
import { randomOpponent, ratio, refStar1, type Ratio } from './searches/star1-reference';

/** A game as the references see it: children in the order a search tries them. */
export interface RefGame<N> {
	readonly root: N;
	/** Children in the game's own order; empty when the game is over. */
	children(node: N): N[];
	/** Children in the order the move-ordered alpha-beta tries them. */
	orderedChildren(node: N): N[];
	isMax(node: N): boolean;
	/** The score of a finished game, from the maximiser's side. */
	value(node: N): number;
	/** The estimate of an unfinished position at a depth limit, from the maximiser's side. */
	evaluate?(node: N): number;
	/** Identifies a position, for the memo table. */
	key(node: N): string;
	/**
	 * The least and greatest value any position can have (expectimax with bounds): a board's
	 * loss and win, which hold its estimates too; absent for a tree, which states none.
	 */
	readonly bounds?: readonly [number, number];
	/**
	 * Identifies a position up to the board's turns and mirrors (boards only): positions that one
	 * of them maps onto each other share it.
	 */
	symmetricKey?(node: N): string;
}

/**
 * Options of a reference search: the table keyed up to symmetry (memo, alphabeta-table); an
 * aspiration width (iterative).
 */
export interface RefOptions {
	symmetry?: boolean;
	aspiration?: number;
	/** The last iteration's depth (iterative); absent: until an iteration meets no limit. */
	depthLimit?: number;
	/** The first guess (mtdf); absent: 0. */
	guess?: number;
}

export interface RefCounts {
	score: number;
	calls: number;
	leaves: number;
	cutoffs: number;
	hits: number;
	positions: number;
	depth: number;
	perDepth: number[];
	/** Calls scored by the evaluation at a depth limit (iterative deepening's). */
	estimates: number;
}

/** The eight lines of three, spelt out. */
const REF_LINES = ['012', '345', '678', '036', '147', '258', '048', '246'].map((line) =>
	[...line].map(Number)
);

/** Centre, then corners, then edges (the order the issue gives). */
export const CENTRE_CORNERS_EDGES = [4, 0, 2, 6, 8, 1, 3, 5, 7];
const ASCENDING = [0, 1, 2, 3, 4, 5, 6, 7, 8];

export function lineOf(cells: string, mark: Mark): boolean {
	return REF_LINES.some((line) => line.every((cell) => cells[cell] === mark));
}

export function marksIn(cells: string): number {
	return [...cells].filter((cell) => cell !== '.').length;
}

export interface RefBoard {
	readonly cells: string;
	readonly toMove: Mark;
}

/**
 * Tic-tac-toe on strings. X moves first, so on a board with as many Xs as Os X is to move.
 * The score of a finished game is the scoring's win value for the AI's line, minus it for the
 * other player's line, 0 for a draw; `depth` scoring's win value is 10 less the marks added
 * since `text`.
 */
export function refBoard(
	text: string,
	{ ai = 'X', scoring = 'article' }: { ai?: Mark; scoring?: Scoring } = {}
): RefGame<RefBoard> {
	const other: Mark = ai === 'X' ? 'O' : 'X';
	const rootMarks = marksIn(text);
	const xs = [...text].filter((cell) => cell === 'X').length;
	const over = (cells: string) => lineOf(cells, 'X') || lineOf(cells, 'O') || !cells.includes('.');
	const childrenIn = (order: number[]) => (node: RefBoard) => {
		if (over(node.cells)) return [];
		const next: Mark = node.toMove === 'X' ? 'O' : 'X';
		return order
			.filter((cell) => node.cells[cell] === '.')
			.map((cell) => ({
				cells: node.cells.slice(0, cell) + node.toMove + node.cells.slice(cell + 1),
				toMove: next
			}));
	};
	return {
		root: { cells: text, toMove: xs > rootMarks - xs ? 'O' : 'X' },
		children: childrenIn(ASCENDING),
		orderedChildren: childrenIn(CENTRE_CORNERS_EDGES),
		isMax: (node) => node.toMove === ai,
		// The declared loss and win: depth scoring's quickest win is 10 (on the root's own move).
		bounds: scoring === 'unit' ? [-1, 1] : [-10, 10],
		value: (node) => {
			const win =
				scoring === 'article'
					? 10
					: scoring === 'unit'
						? 1
						: 10 - (marksIn(node.cells) - rootMarks);
			if (lineOf(node.cells, other)) return -win;
			if (lineOf(node.cells, ai)) return win;
			return 0;
		},
		evaluate: (node) => {
			const open = (mark: Mark) =>
				REF_LINES.filter((line) => line.every((cell) => node.cells[cell] !== mark)).length;
			const lines = open(other) - open(ai);
			return scoring === 'article' ? lines : lines / 10;
		},
		key: (node) => node.cells + node.toMove,
		symmetricKey: (node) =>
			SQUARE_SYMMETRIES.map((image) => image(node.cells))
				.sort()
				.at(0) + node.toMove
	};
}

/**
 * The square's 8 symmetries, as maps of (row, column): the identity, three quarter turns, and
 * four mirrors. Each takes a board's text to the text of its image.
 */
const SQUARE_SYMMETRIES = [
	(r: number, c: number) => [r, c],
	(r: number, c: number) => [c, 2 - r],
	(r: number, c: number) => [2 - r, 2 - c],
	(r: number, c: number) => [2 - c, r],
	(r: number, c: number) => [r, 2 - c],
	(r: number, c: number) => [2 - r, c],
	(r: number, c: number) => [c, r],
	(r: number, c: number) => [2 - c, 2 - r]
].map((move) => (cells: string) => {
	const image = [...cells];
	for (let cell = 0; cell < 9; cell++) {
		const [row = 0, column = 0] = move(Math.floor(cell / 3), cell % 3);
		image[row * 3 + column] = cells[cell] ?? '.';
	}
	return image.join('');
});

/**
 * Every game of tic-tac-toe that can still be played from `cells` (X to move on equal counts),
 * counted by its length in marks: a game ends at a line or a full board.
 */
export function refGameLengths(cells: string): Map<number, number> {
	const lengths = new Map<number, number>();
	const walk = (board: string, mark: Mark): void => {
		if (lineOf(board, 'X') || lineOf(board, 'O') || !board.includes('.')) {
			const length = marksIn(board);
			lengths.set(length, (lengths.get(length) ?? 0) + 1);
			return;
		}
		for (let cell = 0; cell < 9; cell++) {
			if (board[cell] !== '.') continue;
			walk(board.slice(0, cell) + mark + board.slice(cell + 1), mark === 'X' ? 'O' : 'X');
		}
	};
	const xs = [...cells].filter((cell) => cell === 'X').length;
	walk(cells, xs > marksIn(cells) - xs ? 'O' : 'X');
	return lengths;
}

/** Every position reachable from `cells`, the root included, as the references write them. */
export function refPositions(cells: string): RefBoard[] {
	const game = refBoard(cells);
	const seen = new Map<string, RefBoard>();
	const walk = (node: RefBoard): void => {
		const key = game.key(node);
		if (seen.has(key)) return;
		seen.set(key, node);
		for (const child of game.children(node)) walk(child);
	};
	walk(game.root);
	return [...seen.values()];
}

/** Minimax from one reachable board, X the AI. */
export interface RefMinimax {
	/** X's value. */
	readonly value: number;
	/** Every call of the board's game tree: a board met again is searched again. */
	readonly calls: number;
	/** The first cell, in the game's order, whose board is worth the value; null once over. */
	readonly cell: number | null;
}

/**
 * Minimax on every board reachable from the empty one, X the AI, once for all: memoised by
 * board, so the 5,478 positions cost a few milliseconds, not the millions of calls a search
 * from each makes.
 */
export function refBoardMinimax(): Map<string, RefMinimax> {
	const game = refBoard('.........');
	const known = new Map<string, RefMinimax>();
	const visit = (node: RefBoard): RefMinimax => {
		const seen = known.get(game.key(node));
		if (seen !== undefined) return seen;
		const children = game.children(node);
		const below = children.map(visit);
		const value =
			children.length === 0
				? game.value(node)
				: (game.isMax(node) ? Math.max : Math.min)(...below.map((child) => child.value));
		const best = children[below.findIndex((child) => child.value === value)];
		const result = {
			value,
			calls: 1 + below.reduce((sum, child) => sum + child.calls, 0),
			cell: best === undefined ? null : [...node.cells].findIndex((c, at) => c !== best.cells[at])
		};
		known.set(game.key(node), result);
		return result;
	};
	visit(game.root);
	return known;
}

/**
 * The reference minimax's outcome from board `key` (cells and side to move) as a search reports
 * it with `ai` the AI: its calls, the value from the AI's side (X's, flipped with O the AI: every
 * score flips) and the move, the mover's best either way.
 */
export function refOutcome(
	minimax: ReadonlyMap<string, RefMinimax>,
	key: string,
	ai: Mark
): { calls: number; value: number; move: number | null } {
	const found = minimax.get(key);
	if (found === undefined) throw new Error(`${key} is not reachable from the empty board`);
	return { calls: found.calls, value: (ai === 'X' ? 1 : -1) * found.value + 0, move: found.cell };
}

export interface RefTreeNode {
	readonly item: unknown;
	readonly level: number;
	/** The child-index path from the root, as text. */
	readonly path: string;
}

/**
 * An explicit tree: arrays are inner nodes, numbers leaves, levels alternate from the root.
 * The ordered search glances one level down (a leaf child is worth its number, an inner child
 * the number of its first leaf, reached by always taking the first child) and tries the mover's
 * best-looking child first, keeping the given order among equal glances.
 */
export function refTree(tree: unknown[], rootKind: 'max' | 'min' = 'max'): RefGame<RefTreeNode> {
	const children = (node: RefTreeNode): RefTreeNode[] =>
		Array.isArray(node.item)
			? node.item.map((item: unknown, index) => ({
					item,
					level: node.level + 1,
					path: `${node.path}.${index}`
				}))
			: [];
	const glance = (item: unknown): number => (Array.isArray(item) ? glance(item[0]) : Number(item));
	const isMax = (node: RefTreeNode) => (node.level % 2 === 0) === (rootKind === 'max');
	return {
		root: { item: tree, level: 0, path: '' },
		children,
		orderedChildren: (node) => {
			const sign = isMax(node) ? -1 : 1;
			return children(node)
				.map((child, index) => ({ child, index, look: glance(child.item) }))
				.sort((a, b) => sign * (a.look - b.look) || a.index - b.index)
				.map(({ child }) => child);
		},
		isMax,
		value: (node) => Number(node.item),
		// A tree has no evaluation: at a depth limit a node is worth its first leaf.
		evaluate: (node) => glance(node.item),
		key: (node) => node.path
	};
}

/**
 * The searches, counted. Minimax and the memo version are the plain recursions; alpha-beta
 * is the fail-soft textbook form (a max node stops once its value reaches beta, a min node once
 * its value falls to alpha), which is the engine's `alpha >= beta` test written differently.
 */
export function refSearch<N>(
	game: RefGame<N>,
	algorithm: SearchId,
	{ symmetry = false, aspiration, depthLimit = Infinity, guess = 0 }: RefOptions = {}
): RefCounts {
	const keyOf = (node: N): string => {
		if (!symmetry) return game.key(node);
		if (game.symmetricKey === undefined) throw new Error('This game has no symmetries.');
		return game.symmetricKey(node);
	};
	const counts: RefCounts = {
		score: 0,
		calls: 0,
		leaves: 0,
		cutoffs: 0,
		hits: 0,
		positions: 0,
		depth: 0,
		perDepth: [],
		estimates: 0
	};
	const table = new Map<string, number>();
	const enter = (depth: number) => {
		counts.calls++;
		counts.perDepth[depth] = (counts.perDepth[depth] ?? 0) + 1;
	};

	const plain = (node: N, depth: number): number => {
		enter(depth);
		const children = game.children(node);
		if (children.length === 0) {
			counts.leaves++;
			return game.value(node);
		}
		const values = children.map((child) => plain(child, depth + 1));
		return game.isMax(node) ? Math.max(...values) : Math.min(...values);
	};

	const memo = (node: N, depth: number): number => {
		enter(depth);
		const key = keyOf(node);
		const known = table.get(key);
		if (known !== undefined) {
			counts.hits++;
			return known;
		}
		const children = game.children(node);
		let value: number;
		if (children.length === 0) {
			counts.leaves++;
			value = game.value(node);
		} else {
			const values = children.map((child) => memo(child, depth + 1));
			value = game.isMax(node) ? Math.max(...values) : Math.min(...values);
		}
		table.set(key, value);
		return value;
	};

	const pruned =
		(childrenOf: (node: N) => N[]) =>
		(node: N, depth: number, alpha: number, beta: number): number => {
			enter(depth);
			const children = childrenOf(node);
			if (children.length === 0) {
				counts.leaves++;
				return game.value(node);
			}
			const search = pruned(childrenOf);
			if (game.isMax(node)) {
				let value = -Infinity;
				for (const [index, child] of children.entries()) {
					value = Math.max(value, search(child, depth + 1, alpha, beta));
					alpha = Math.max(alpha, value);
					if (value >= beta) {
						if (index < children.length - 1) counts.cutoffs++;
						break;
					}
				}
				return value;
			}
			let value = Infinity;
			for (const [index, child] of children.entries()) {
				value = Math.min(value, search(child, depth + 1, alpha, beta));
				beta = Math.min(beta, value);
				if (value <= alpha) {
					if (index < children.length - 1) counts.cutoffs++;
					break;
				}
			}
			return value;
		};

	/*
	 * Alpha-beta with a transposition table, as textbooks give it: an entry is a value and a flag.
	 * An exact entry answers the call; a lower bound raises alpha, an upper bound lowers beta, and
	 * a window left empty is answered by the entry too. A finished call's value is an upper bound
	 * when it stayed at or under the alpha it searched with, a lower bound when it reached beta.
	 */
	const entries = new Map<string, { flag: 'exact' | 'lower' | 'upper'; value: number }>();
	const withTable = (node: N, depth: number, alpha: number, beta: number): number => {
		enter(depth);
		const key = keyOf(node);
		const entry = entries.get(key);
		if (entry !== undefined) {
			if (entry.flag === 'lower') alpha = Math.max(alpha, entry.value);
			if (entry.flag === 'upper') beta = Math.min(beta, entry.value);
			if (entry.flag === 'exact' || alpha >= beta) {
				counts.hits++;
				return entry.value;
			}
		}
		const children = game.children(node);
		if (children.length === 0) {
			counts.leaves++;
			const value = game.value(node);
			entries.set(key, { flag: 'exact', value });
			return value;
		}
		const [low, high] = [alpha, beta];
		const max = game.isMax(node);
		let value = max ? -Infinity : Infinity;
		for (const [index, child] of children.entries()) {
			const found = withTable(child, depth + 1, alpha, beta);
			value = max ? Math.max(value, found) : Math.min(value, found);
			if (max) alpha = Math.max(alpha, value);
			else beta = Math.min(beta, value);
			if (max ? value >= beta : value <= alpha) {
				if (index < children.length - 1) counts.cutoffs++;
				break;
			}
		}
		entries.set(key, { flag: value <= low ? 'upper' : value >= high ? 'lower' : 'exact', value });
		return value;
	};

	// Negamax as chess programs write it: a node's value for the side to move there, a child's
	// value negated.
	const nega = (node: N, depth: number): number => {
		enter(depth);
		const sign = game.isMax(node) ? 1 : -1;
		const children = game.children(node);
		if (children.length === 0) {
			counts.leaves++;
			return sign * game.value(node);
		}
		return Math.max(...children.map((child) => -nega(child, depth + 1)));
	};

	// Expectimax (CS188): a node where max does not move is chance, each child equally likely;
	// exact values as [numerator, denominator], the score the double nearest the root's.
	const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
	const expected = (node: N, depth: number): [bigint, bigint] => {
		enter(depth);
		const children = game.children(node);
		if (children.length === 0) {
			counts.leaves++;
			const [whole = '0', part = ''] = String(game.value(node)).split('.');
			return [BigInt(whole + part), 10n ** BigInt(part.length)];
		}
		const values = children.map((child) => expected(child, depth + 1));
		if (game.isMax(node))
			return values.reduce((best, value) =>
				value[0] * best[1] > best[0] * value[1] ? value : best
			);
		const den = values.reduce((product, [, d]) => product * d, 1n) * BigInt(values.length);
		const num = values.reduce((sum, [n, d]) => sum + (n * den) / d, 0n) / BigInt(values.length);
		const divisor = gcd(num, den);
		return [num / divisor, den / divisor];
	};

	/*
	 * Principal variation search (NegaScout), fail-soft, in negamax form: each value for the side to
	 * move. The first child gets the window; each later child a null window [alpha, next value up
	 * from alpha] (no value of the game lies inside), and a probe that fails high is searched again
	 * with [its value, beta] unless that already reaches beta.
	 */
	const values = (): number[] => {
		const found = new Set<number>();
		const seen = new Set<string>();
		const walk = (node: N): void => {
			if (seen.has(game.key(node))) return;
			seen.add(game.key(node));
			const children = game.children(node);
			if (children.length === 0) found.add(game.value(node));
			children.forEach(walk);
		};
		walk(game.root);
		return [-Infinity, ...[...found].sort((a, b) => a - b), Infinity];
	};
	const scale = algorithm === 'pvs' || algorithm === 'mtdf' ? values() : [];
	const nextUp = (x: number, sign: number): number =>
		sign === 1
			? (scale.find((v) => v > x) ?? Infinity)
			: -(scale.findLast((v) => v < -x) ?? -Infinity);
	const scout = (node: N, depth: number, alpha: number, beta: number): number => {
		enter(depth);
		const sign = game.isMax(node) ? 1 : -1;
		const children = game.children(node);
		if (children.length === 0) {
			counts.leaves++;
			return sign * game.value(node);
		}
		let value = -Infinity;
		for (const [index, child] of children.entries()) {
			const deeper = (a: number, b: number) => -scout(child, depth + 1, -b, -a);
			let found: number;
			if (index === 0) found = deeper(alpha, beta);
			else {
				found = deeper(alpha, nextUp(alpha, sign));
				if (found > alpha && found < beta) found = Math.max(found, deeper(found, beta));
			}
			value = Math.max(value, found);
			alpha = Math.max(alpha, value);
			if (alpha >= beta) {
				if (index < children.length - 1) counts.cutoffs++;
				break;
			}
		}
		return value;
	};

	/*
	 * Iterative deepening as AIMA 5.3 and the Chess Programming Wiki give it: a driver (one call)
	 * runs fail-soft alpha-beta 1, 2, 3, … moves deep, each iteration trying the last one's best
	 * line first (where a position is on that line, the line's next position leads), until an
	 * iteration meets no depth limit. With an aspiration width D, each iteration after the first
	 * starts with [v − D, v + D] around the last value v; a value at or past a bound is searched
	 * again with that bound opened to infinity.
	 */
	const deepen = (): number => {
		const evaluate = game.evaluate?.bind(game);
		if (evaluate === undefined) throw new Error('This game has no evaluation.');
		enter(0);
		if (game.children(game.root).length === 0) {
			counts.leaves++;
			return game.value(game.root);
		}
		interface Found {
			value: number;
			line: string[];
			deeper: boolean;
		}
		const search = (
			node: N,
			depth: number,
			limit: number,
			alpha: number,
			beta: number,
			lead: Map<string, string>
		): Found => {
			enter(depth);
			const given = game.children(node);
			if (given.length === 0) {
				counts.leaves++;
				return { value: game.value(node), line: [], deeper: false };
			}
			if (depth > limit) {
				counts.estimates++;
				return { value: evaluate(node), line: [], deeper: true };
			}
			const first = lead.get(game.key(node));
			const children = [
				...given.filter((child) => game.key(child) === first),
				...given.filter((child) => game.key(child) !== first)
			];
			const max = game.isMax(node);
			let best: Found = { value: max ? -Infinity : Infinity, line: [], deeper: false };
			let deeper = false;
			for (const [index, child] of children.entries()) {
				const found = search(child, depth + 1, limit, alpha, beta, lead);
				deeper ||= found.deeper;
				if (max ? found.value > best.value : found.value < best.value)
					best = { value: found.value, line: [game.key(child), ...found.line], deeper };
				if (max) alpha = Math.max(alpha, best.value);
				else beta = Math.min(beta, best.value);
				if (alpha >= beta) {
					if (index < children.length - 1) counts.cutoffs++;
					break;
				}
			}
			return { ...best, deeper };
		};
		let value = 0;
		let line: string[] = [];
		for (let plies = 1; plies <= depthLimit; plies++) {
			const lead = new Map<string, string>();
			[game.key(game.root), ...line].forEach((key, at, keys) => {
				const next = keys[at + 1];
				if (next !== undefined) lead.set(key, next);
			});
			let [alpha, beta] = [-Infinity, Infinity];
			if (aspiration !== undefined && plies > 1)
				[alpha, beta] = [value - aspiration, value + aspiration];
			let found = search(game.root, 1, plies, alpha, beta, lead);
			if (found.value <= alpha || found.value >= beta)
				found = search(
					game.root,
					1,
					plies,
					found.value <= alpha ? -Infinity : alpha,
					found.value >= beta ? Infinity : beta,
					lead
				);
			({ value, line } = found);
			if (!found.deeper) break;
		}
		return value;
	};

	/*
	 * MTD(f) as Plaat, Schaeffer, Pijls and de Bruin give it (1996): a driver (one call) runs
	 * null-window passes of the alpha-beta with a table above, the table kept from pass to pass,
	 * each pass a call under the driver. g starts at the first guess raised to the least value a
	 * search can return at or above it; each pass asks with [the value below β, β], where β is the
	 * next value up from g when g is the lower bound, else g; a value under β is the new upper
	 * bound, any other the new lower, until they meet.
	 */
	const mtdf = (): number => {
		enter(0);
		if (game.children(game.root).length === 0) {
			counts.leaves++;
			return game.value(game.root);
		}
		const up = (x: number) => scale.find((v) => v > x) ?? Infinity;
		const down = (x: number) => scale.findLast((v) => v < x) ?? -Infinity;
		let g = up(down(guess));
		let [lower, upper] = [-Infinity, Infinity];
		do {
			const beta = g === lower ? up(g) : g;
			g = withTable(game.root, 1, down(beta), beta);
			if (g < beta) upper = g;
			else lower = g;
		} while (lower < upper);
		return g;
	};

	/** Star1 (searches/star1-reference.ts), its counts taken over; only on a game with bounds. */
	const bounded = (): number => {
		if (game.bounds === undefined) throw new Error('This game states no value bounds.');
		const [low, high] = game.bounds.map((bound) => ratio(BigInt(bound)));
		const found = refStar1(randomOpponent(game), game.root, low as Ratio, high as Ratio);
		Object.assign(counts, {
			calls: found.counts.calls,
			leaves: found.counts.leaves,
			cutoffs: found.counts.cutoffs,
			perDepth: found.counts.perDepth
		});
		return Number(found.value[0]) / Number(found.value[1]);
	};

	if (algorithm === 'iterative') counts.score = deepen();
	else if (algorithm === 'mtdf') {
		counts.score = mtdf();
		counts.positions = entries.size;
	} else if (algorithm === 'expectimax-bounded') counts.score = bounded();
	else if (algorithm === 'minimax') counts.score = plain(game.root, 0);
	else if (algorithm === 'expectimax') {
		const [num, den] = expected(game.root, 0);
		counts.score = den === 1n ? Number(num) : Number(num) / Number(den);
	} else if (algorithm === 'pvs')
		counts.score = (game.isMax(game.root) ? 1 : -1) * scout(game.root, 0, -Infinity, Infinity) + 0;
	else if (algorithm === 'negamax')
		counts.score = (game.isMax(game.root) ? 1 : -1) * nega(game.root, 0) + 0;
	else if (algorithm === 'memo') counts.score = memo(game.root, 0);
	else if (algorithm === 'alphabeta-table') {
		counts.score = withTable(game.root, 0, -Infinity, Infinity);
		counts.positions = entries.size;
	} else {
		const childrenOf =
			algorithm === 'alphabeta'
				? (node: N) => game.children(node)
				: (node: N) => game.orderedChildren(node);
		counts.score = pruned(childrenOf)(game.root, 0, -Infinity, Infinity);
	}
	if (algorithm !== 'alphabeta-table' && algorithm !== 'mtdf') counts.positions = table.size;
	counts.depth = counts.perDepth.length - 1;
	return counts;
}
