import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame, type Scoring } from '../../../src/lib/games/tictactoe/rules';
import {
	searchDescriptor,
	type SearchId,
	type Game,
	type Mark,
	type Trace,
	runsBy
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { HORIZON_EXAMPLE } from '../../../src/lib/games/tictactoe/entry';
import { limitContrast } from '../../../src/lib/player/contrast';
import { refBoard, refSearch, refTree, type RefGame } from '../reference';
import { ARTICLE_BOARD, ARTICLE_TREE, randomTrees, rootKinds } from '../traces';
import { ALGORITHMS as EVERY_ID } from '../../../src/lib/registry';
import { traceDeclaration } from '../../../src/lib/engine/search-catalog';

// The searches by calls (MCTS runs by iterations: its own tests).
const ALGORITHMS = EVERY_ID.filter((id) => runsBy(id) === 'calls');

/*
 * Depth limits checked against searches written here, from the textbook: boards are 9-character
 * strings, trees nested arrays, and each has its own evaluation (open lines of three on a board,
 * the first leaf below in a tree). Nothing here calls the engine's rules or its `evaluate`.
 */

const LINES_OF_THREE = ['012', '345', '678', '036', '147', '258', '048', '246'].map((line) =>
	[...line].map(Number)
);
const other = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');
const hasLine = (cells: string, mark: Mark) =>
	LINES_OF_THREE.some((line) => line.every((cell) => cells[cell] === mark));

/** Lines of three `mark` could still fill: none of the other side's marks in them. */
function linesOpenTo(cells: string, mark: Mark): number {
	return LINES_OF_THREE.filter((line) => line.every((cell) => cells[cell] !== other(mark))).length;
}

/** The heuristic as docs/architecture.md states it: the AI's open lines minus the opponent's, scaled under a win. */
function boardEstimate(cells: string, ai: Mark, scoring: Scoring): number {
	const lines = linesOpenTo(cells, ai) - linesOpenTo(cells, other(ai));
	return scoring === 'article' ? lines : lines / 10;
}

/** A tree node cut by the limit is worth its first leaf below. */
function firstLeaf(item: unknown): number {
	return Array.isArray(item) ? firstLeaf(item[0]) : Number(item);
}

/** One search's calls, each as the path of moves from the root ("", "4", "4.2"), and its value. */
interface Walk {
	readonly value: number;
	readonly calls: string[];
	/** The root's chosen move (first best), or null. */
	readonly move: number | null;
}

/** A game for the plain searches below: a node's moves, each with the node it leads to. */
interface PlainGame<N> {
	root: N;
	moves(node: N): [number, N][];
	isMax(node: N): boolean;
	/** A finished node's score; null while the game goes on. */
	over(node: N): number | null;
	estimate(node: N): number;
}

/** Depth-limited minimax and fail-soft alpha-beta as plain recursions, recording every call. */
function plainSearch<N>(game: PlainGame<N>, limit: number, pruning: boolean): Walk {
	const calls: string[] = [];
	let rootMove: number | null = null;
	const visit = (node: N, depth: number, path: string, alpha: number, beta: number): number => {
		calls.push(path);
		const score = game.over(node);
		if (score !== null) return score;
		if (depth === limit) return game.estimate(node);
		const max = game.isMax(node);
		let best = max ? -Infinity : Infinity;
		for (const [move, child] of game.moves(node)) {
			const value = visit(
				child,
				depth + 1,
				path === '' ? `${move}` : `${path}.${move}`,
				alpha,
				beta
			);
			if (max ? value > best : value < best) {
				best = value;
				if (depth === 0) rootMove = move;
			}
			if (pruning) {
				if (max) alpha = Math.max(alpha, best);
				else beta = Math.min(beta, best);
				if (alpha >= beta) break;
			}
		}
		return best;
	};
	const value = visit(game.root, 0, '', -Infinity, Infinity);
	return { value, calls, move: rootMove };
}

interface BoardNode {
	readonly cells: string;
	readonly toMove: Mark;
}

function plainBoard(
	cells: string,
	{ ai = 'X', scoring = 'article' }: { ai?: Mark; scoring?: Scoring } = {}
): PlainGame<BoardNode> {
	const xs = [...cells].filter((cell) => cell === 'X').length;
	const os = [...cells].filter((cell) => cell === 'O').length;
	const marks = xs + os;
	return {
		root: { cells, toMove: xs > os ? 'O' : 'X' },
		moves: (node) =>
			[...node.cells].flatMap((cell, at): [number, BoardNode][] =>
				cell === '.'
					? [
							[
								at,
								{
									cells: node.cells.slice(0, at) + node.toMove + node.cells.slice(at + 1),
									toMove: other(node.toMove)
								}
							]
						]
					: []
			),
		isMax: (node) => node.toMove === ai,
		over: (node) => {
			const played = [...node.cells].filter((cell) => cell !== '.').length - marks;
			const win = scoring === 'article' ? 10 : scoring === 'unit' ? 1 : 10 - played;
			if (hasLine(node.cells, ai)) return win;
			if (hasLine(node.cells, other(ai))) return -win;
			return node.cells.includes('.') ? null : 0;
		},
		estimate: (node) => boardEstimate(node.cells, ai, scoring)
	};
}

function plainTree(tree: unknown[], root: 'max' | 'min' = 'max'): PlainGame<[unknown, number]> {
	return {
		root: [tree, 0],
		moves: ([item, level]) =>
			Array.isArray(item)
				? item.map((child, at): [number, [unknown, number]] => [at, [child, level + 1]])
				: [],
		isMax: ([, level]) => (level % 2 === 0) === (root === 'max'),
		over: ([item]) => (Array.isArray(item) ? null : Number(item)),
		estimate: ([item]) => firstLeaf(item)
	};
}

/** The engine's calls as paths of moves from the root, in the order it made them. */
function enginePaths(trace: Trace): string[] {
	const paths = [''];
	for (let id = 2; id <= trace.calls; id++) {
		const parent = paths[(trace.parent(id) ?? 1) - 1] ?? '';
		const move = String(trace.via(id));
		paths.push(parent === '' ? move : `${parent}.${move}`);
	}
	return paths;
}

const limited = (algorithm: SearchId, depthLimit: number | null) =>
	({ algorithm, depthLimit, symmetry: false }) as const;

/**
 * A reference game cut at `limit`: a node that many moves down has no children, and unless its
 * game is over it is worth `estimate`. The tree cut at the limit, which a depth-limited search
 * must search exactly as the plain search searches this.
 */
function cutAt<N>(
	game: RefGame<N>,
	limit: number,
	estimate: (node: N) => number
): RefGame<{ node: N; depth: number }> {
	type Cut = { node: N; depth: number };
	const down = (children: N[], depth: number): Cut[] =>
		depth >= limit ? [] : children.map((node) => ({ node, depth: depth + 1 }));
	return {
		root: { node: game.root, depth: 0 },
		children: ({ node, depth }) => down(game.children(node), depth),
		orderedChildren: ({ node, depth }) => down(game.orderedChildren(node), depth),
		isMax: ({ node }) => game.isMax(node),
		value: ({ node }) => (game.children(node).length === 0 ? game.value(node) : estimate(node)),
		// Iterative deepening's shallower iterations estimate above the cut as the game does.
		evaluate: ({ node }) => estimate(node),
		key: ({ node }) => game.key(node),
		...(game.bounds === undefined ? {} : { bounds: game.bounds })
	};
}

describe('depth-limited minimax and alpha-beta against plain recursions', () => {
	const boards = ['.........', ARTICLE_BOARD, 'X...O....', 'XO.X..O..'];
	for (const cells of boards)
		for (const ai of ['X', 'O'] as const)
			it(`makes the same calls, in order, on ${cells} (AI ${ai}) at depths 1 to 3`, () => {
				const game = boardGame(cells, { ai });
				for (const limit of [1, 2, 3])
					for (const [algorithm, pruning] of [
						['minimax', false],
						['alphabeta', true]
					] as const) {
						const trace = search(game, limited(algorithm, limit));
						const reference = plainSearch(plainBoard(cells, { ai }), limit, pruning);
						expect(enginePaths(trace)).toEqual(reference.calls);
						expect(trace.rootScore).toBe(reference.value);
						expect(trace.rootMove).toBe(reference.move);
					}
			});

	it('does the same on the article tree at every depth', () => {
		const tree = JSON.parse(ARTICLE_TREE) as unknown[];
		for (const limit of [1, 2, 3, 4])
			for (const [algorithm, pruning] of [
				['minimax', false],
				['alphabeta', true]
			] as const) {
				const trace = search(treeGame(tree), limited(algorithm, limit));
				const reference = plainSearch(plainTree(tree), limit, pruning);
				expect(enginePaths(trace)).toEqual(reference.calls);
				expect(trace.rootScore).toBe(reference.value);
			}
	});

	/*
	 * The pinned figures [calls, value] at depths 1, 2 and 3, found by the plain recursions above.
	 * Depth 1 checks by hand: the root and one call per empty cell; on the empty board the centre
	 * is best, with all 8 lines open to X and the 4 lines missing the centre open to O: 8 - 4 = 4.
	 */
	const PINNED: Record<string, Record<'minimax' | 'alphabeta', [number, number][]>> = {
		'.........': {
			minimax: [
				[10, 4],
				[82, 1],
				[586, 3]
			],
			alphabeta: [
				[10, 4],
				[36, 1],
				[163, 3]
			]
		},
		[ARTICLE_BOARD]: {
			minimax: [
				[4, 10],
				[8, 10],
				[9, 10]
			],
			alphabeta: [
				[4, 10],
				[7, 10],
				[8, 10]
			]
		}
	};
	for (const [cells, figures] of Object.entries(PINNED))
		it(`pins ${cells}'s calls and value at depths 1 to 3`, () => {
			for (const algorithm of ['minimax', 'alphabeta'] as const)
				figures[algorithm].forEach(([calls, value], at) => {
					const limit = at + 1;
					const reference = plainSearch(plainBoard(cells), limit, algorithm === 'alphabeta');
					const trace = search(boardGame(cells), limited(algorithm, limit));
					expect([reference.calls.length, reference.value]).toEqual([calls, value]);
					expect([trace.calls, trace.rootScore]).toEqual([calls, value]);
				});
		});

	it('marks exactly the unfinished calls at the limit as estimated', () => {
		const trace = search(boardGame('.........'), limited('minimax', 2));
		const kinds = { estimated: 0, terminal: 0, searched: 0, hit: 0 };
		for (let id = 1; id <= trace.calls; id++) kinds[trace.kind(id)]++;
		expect(kinds).toEqual({ estimated: 72, terminal: 0, searched: 10, hit: 0 });
	});
});

/** A board reached by play from the empty board, not over, with at least `marks` marks. */
const playedBoards = (marks: number) =>
	fc
		.tuple(
			fc.array(fc.integer({ min: 0, max: 8 }), { minLength: marks, maxLength: 8 }),
			fc.constantFrom<Mark>('X', 'O'),
			fc.constantFrom<Scoring>('article', 'unit', 'depth')
		)
		.map(([picks, ai, scoring]) => {
			let cells = '.........';
			let toMove: Mark = 'X';
			for (const pick of picks) {
				const free = [...cells].flatMap((cell, at) => (cell === '.' ? [at] : []));
				const cell = free[pick % free.length] ?? 0;
				const next = cells.slice(0, cell) + toMove + cells.slice(cell + 1);
				if (hasLine(next, 'X') || hasLine(next, 'O') || !next.includes('.')) break;
				cells = next;
				toMove = other(toMove);
			}
			return { cells, ai, scoring };
		})
		.filter(({ cells }) => [...cells].filter((cell) => cell !== '.').length >= marks);

/** The engine's search under a limit, counted as the reference counts. */
function engineCounts(game: Game, algorithm: SearchId, depthLimit: number | null) {
	const trace = search(game, limited(algorithm, depthLimit));
	const perDepth: number[] = [];
	for (let id = 1; id <= trace.calls; id++) {
		const depth = trace.depth(id);
		perDepth[depth] = (perDepth[depth] ?? 0) + 1;
	}
	return {
		score: trace.rootScore,
		calls: trace.calls,
		perDepth,
		positions: traceDeclaration(algorithm).origin ? trace.tableSize : null
	};
}

describe('every search under a depth limit searches the tree cut at that depth', () => {
	it('on random trees, at every limit', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, fc.integer({ min: 1, max: 6 }), (tree, root, pick) => {
				const game = treeGame(tree, { root });
				const limit = 1 + ((pick - 1) % game.maxPlies || 0);
				if (game.maxPlies === 0) return;
				const cut = cutAt(refTree(tree, root), limit, (node) => firstLeaf(node.item));
				// A tree stating no value bounds refuses the search that needs them (expectimax-bounded.test.ts).
				for (const algorithm of ALGORITHMS.filter((id) => searchDescriptor(id).bounded !== true)) {
					const reference = refSearch(cut, algorithm);
					const engine = engineCounts(game, algorithm, limit);
					expect({ algorithm, ...engine }).toEqual({
						algorithm,
						score: reference.score,
						calls: reference.calls,
						perDepth: reference.perDepth,
						positions: traceDeclaration(algorithm).origin ? reference.positions : null
					});
				}
			}),
			{ numRuns: 200 }
		);
	});

	it('on boards reached by play, either AI and every scoring, limits 1 to 3', () => {
		fc.assert(
			fc.property(
				playedBoards(2),
				fc.integer({ min: 1, max: 3 }),
				({ cells, ai, scoring }, limit) => {
					const game = boardGame(cells, { ai, scoring });
					const cut = cutAt(refBoard(cells, { ai, scoring }), limit, (node) =>
						boardEstimate(node.cells, ai, scoring)
					);
					for (const algorithm of ALGORITHMS) {
						const reference = refSearch(cut, algorithm);
						const engine = engineCounts(game, algorithm, limit);
						expect({ algorithm, ...engine }).toEqual({
							algorithm,
							score: reference.score,
							calls: reference.calls,
							perDepth: reference.perDepth,
							positions: traceDeclaration(algorithm).origin ? reference.positions : null
						});
					}
				}
			),
			{ numRuns: 60 }
		);
	});

	it('changes nothing with a limit at least the number of empty cells', () => {
		fc.assert(
			fc.property(
				playedBoards(4),
				fc.integer({ min: 0, max: 4 }),
				({ cells, ai, scoring }, extra) => {
					const game = boardGame(cells, { ai, scoring });
					const empty = [...cells].filter((cell) => cell === '.').length;
					const limit = Math.min(9, empty + extra);
					for (const algorithm of ALGORITHMS)
						expect(engineCounts(game, algorithm, limit)).toEqual(
							engineCounts(game, algorithm, null)
						);
				}
			),
			{ numRuns: 60 }
		);
	});
});

/** Every position reachable from the empty board that is not over, as cells. */
function reachableBoards(): string[] {
	const seen = new Set<string>();
	const walk = (cells: string, toMove: Mark) => {
		if (seen.has(cells)) return;
		seen.add(cells);
		if (hasLine(cells, 'X') || hasLine(cells, 'O')) return;
		for (let at = 0; at < 9; at++)
			if (cells[at] === '.') walk(cells.slice(0, at) + toMove + cells.slice(at + 1), other(toMove));
	};
	walk('.........', 'X');
	return [...seen].filter(
		(cells) => cells.includes('.') && !hasLine(cells, 'X') && !hasLine(cells, 'O')
	);
}

describe('the horizon example: a shallow limit picks a worse move', () => {
	/** Full-depth minimax values by board, remembered (the boards alone fix the side to move). */
	const solved = new Map<string, number>();
	const solve = (game: PlainGame<BoardNode>, node: BoardNode, ai: Mark): number => {
		const key = `${ai}${node.cells}`;
		const known = solved.get(key);
		if (known !== undefined) return known;
		const over = game.over(node);
		const values = game.moves(node).map(([, child]) => solve(game, child, ai));
		const max = game.isMax(node);
		const value = over ?? (max ? Math.max(...values) : Math.min(...values));
		solved.set(key, value);
		return value;
	};
	/** What the side to move gets in a full search by playing `move`. */
	const worth = (cells: string, ai: Mark, move: number) => {
		const game = plainBoard(cells, { ai });
		const child = game.moves(game.root).find(([at]) => at === move)?.[1];
		if (!child) throw new Error('no such move');
		return solve(game, child, ai);
	};

	it('finds every such board (either AI, limits 1 and 2) and the example among them', () => {
		const found: string[] = [];
		for (const cells of reachableBoards())
			for (const ai of ['X', 'O'] as const)
				for (const limit of [1, 2]) {
					const game = plainBoard(cells, { ai });
					const full = solve(game, game.root, ai);
					const shallow = plainSearch(game, limit, false);
					if (shallow.move === null) continue;
					const got = worth(cells, ai, shallow.move);
					const worse = game.isMax(game.root) ? got < full : got > full;
					if (worse) found.push(`${cells} ${ai} ${limit}`);
				}
		expect(found.length).toBe(1_514);
		expect(found).toContain('XO.X..O.. X 2');
	});

	it('pins the example: depth 2 plays cell 2 (≈ −1, a loss), the full search cell 4 (+10)', () => {
		const source = HORIZON_EXAMPLE.source;
		if (source.kind !== 'board') throw new Error('the example is a board');
		expect([source.board, source.ai, HORIZON_EXAMPLE.depthLimit]).toEqual(['XO.X..O..', 'X', 2]);
		const game = plainBoard(source.board);
		for (const pruning of [false, true]) {
			const shallow = plainSearch(game, 2, pruning);
			const full = plainSearch(game, 9, pruning);
			expect([shallow.move, shallow.value]).toEqual([2, -1]);
			expect([full.move, full.value]).toEqual([4, 10]);
		}
		expect(worth(source.board, 'X', 2)).toBe(-10);
		// The note shows the engine's own searches of it, which must agree.
		expect(limitContrast(source, 2, 'en')).toEqual({
			limit: 2,
			limited: { move: 'cell 2', value: '≈ −1' },
			limitedMoveWorth: '−10',
			full: { move: 'cell 4', value: '+10' }
		});
	});
});
