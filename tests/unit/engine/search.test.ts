import { describe, expect, it } from 'vitest';
import { boardGame, hasLine, LINES, TicTacToe } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import {
	plainSearch,
	type Game,
	type SearchRecorder,
	type Trace
} from '../../../src/lib/engine/index';
import { TraceRecorder } from '../../../src/lib/engine/recorder';
import { ValueScale } from '../../../src/lib/engine/scale';
import {
	ARTICLE_BOARD,
	ARTICLE_TREE,
	FULL_GAME_ALPHABETA_CALLS,
	FULL_GAME_MINIMAX_CALLS
} from '../traces';
import { ARTICLE_CALL_BOARDS } from '../../articles';
import { searchAlphaBeta } from '../../../src/lib/searches/alphabeta/rule';
import { alphaBeta, minimax } from '../../searches';
import { searchMinimax } from '../../../src/lib/searches/minimax/rule';

function boardOf(trace: Trace, id: number): string {
	return (trace.game as TicTacToe).board(trace.position(id));
}

function column<T>(trace: Trace, read: (id: number) => T): T[] {
	return Array.from({ length: trace.calls }, (_, index) => read(index + 1));
}

/** Cells holding `mark` on a 9-character board, as a 9-bit mask. */
function cellsOf(board: string, mark: string): number {
	return [...board].reduce((mask, cell, index) => (cell === mark ? mask | (1 << index) : mask), 0);
}

describe('minimax on the article board (figure 2, X to move, AI X)', () => {
	const trace = minimax(boardGame(ARTICLE_BOARD));

	it('makes the nine calls FC1..FC9 of figure 3, in order', () => {
		expect(trace.calls).toBe(9);
		expect(column(trace, (id) => trace.parent(id))).toEqual([null, 1, 2, 2, 1, 1, 6, 7, 6]);
		expect(column(trace, (id) => trace.depth(id))).toEqual([0, 1, 2, 2, 1, 1, 2, 3, 2]);
		expect(column(trace, (id) => trace.player(id))).toEqual([
			'X',
			'O',
			'X',
			'X',
			'O',
			'O',
			'X',
			'O',
			'X'
		]);
		expect(column(trace, (id) => boardOf(trace, id))).toEqual([...ARTICLE_CALL_BOARDS]);
		expect(column(trace, (id) => trace.via(id))).toEqual([null, 1, 4, 6, 4, 6, 1, 4, 4]);
	});

	it('returns the scores of figure 3 and picks cell 4 for +10', () => {
		expect(column(trace, (id) => trace.score(id))).toEqual([
			10, -10, -10, -10, 10, -10, 10, 10, -10
		]);
		expect(trace.rootScore).toBe(10);
		expect(trace.rootMove).toBe(4);
		expect(column(trace, (id) => trace.bestMove(id))).toEqual([
			4,
			4,
			null,
			null,
			null,
			4,
			4,
			null,
			null
		]);
	});

	it('keeps the first of equal scores (FC2 sees -10 twice and keeps cell 4)', () => {
		expect(trace.children(2).map((id) => trace.score(id))).toEqual([-10, -10]);
		expect(trace.bestMove(2)).toBe(4);
	});

	it('scores FC5 as a win for X and FC9 as a win for O, where the article text slips', () => {
		const fc5 = boardOf(trace, 5);
		const fc9 = boardOf(trace, 9);
		expect(hasLine(cellsOf(fc5, 'X'))).toBe(true);
		expect(hasLine(cellsOf(fc5, 'O'))).toBe(false);
		expect(trace.score(5)).toBe(10);
		expect(hasLine(cellsOf(fc9, 'O'))).toBe(true);
		expect(hasLine(cellsOf(fc9, 'X'))).toBe(false);
		expect(trace.score(9)).toBe(-10);
	});

	it('records no windows and cuts nothing', () => {
		expect(column(trace, (id) => trace.alpha(id))).toEqual(Array(9).fill(null));
		expect(column(trace, (id) => trace.cutMoves(id))).toEqual(Array(9).fill([]));
		expect(trace.prunedBranches).toBe(0);
	});
});

describe('alpha-beta on the article board', () => {
	const trace = alphaBeta(boardGame(ARTICLE_BOARD));
	const plain = minimax(boardGame(ARTICLE_BOARD));

	it('makes 8 calls: FC1..FC8 as minimax, then FC6 cuts the branch minimax explores as FC9', () => {
		expect(trace.calls).toBe(8);
		for (let id = 1; id <= 8; id++) expect(boardOf(trace, id)).toBe(boardOf(plain, id));
		expect(trace.cutMoves(6)).toEqual([4]);
		expect(plain.via(9)).toBe(4);
		expect(plain.parent(9)).toBe(6);
		expect(trace.prunedBranches).toBe(1);
		expect(trace.rootScore).toBe(10);
		expect(trace.rootMove).toBe(4);
	});

	it('gives FC6 the window [10, inf], which FC7 closes at 10', () => {
		expect([trace.alpha(6), trace.beta(6)]).toEqual([10, Infinity]);
		expect(trace.score(7)).toBe(10);
		expect([trace.alpha(1), trace.beta(1)]).toEqual([-Infinity, Infinity]);
		expect([trace.alpha(4), trace.beta(4)]).toEqual([-Infinity, -10]);
		expect([trace.alpha(5), trace.beta(5)]).toEqual([-10, Infinity]);
	});
});

describe('the empty board, X to move, AI X', () => {
	const full = minimax(boardGame('.........'));
	const pruned = alphaBeta(boardGame('.........'));

	it('minimax makes 549,946 calls, scores a draw and plays cell 0', () => {
		expect(full.calls).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(full.rootScore).toBe(0);
		expect(full.rootMove).toBe(0);
	});

	it('minimax calls per depth are 1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872', () => {
		const perDepth = Array<number>(10).fill(0);
		for (let id = 1; id <= full.calls; id++) perDepth[full.depth(id)]! += 1;
		expect(perDepth).toEqual([1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
	});

	it('alpha-beta makes 18,297 calls and finds the same draw', () => {
		expect(pruned.calls).toBe(FULL_GAME_ALPHABETA_CALLS);
		expect(pruned.rootScore).toBe(0);
		expect(pruned.rootMove).toBe(0);
	});
});

describe("article 004's tree", () => {
	const tree = parseTree(ARTICLE_TREE);

	it('minimax scores every one of the 26 nodes and returns 3', () => {
		const trace = minimax(tree);
		expect(trace.calls).toBe(26);
		expect(trace.rootScore).toBe(3);
		expect(trace.rootMove).toBe(0);
		const leaves = column(trace, (id) => id).filter((id) => trace.children(id).length === 0);
		expect(leaves.map((id) => trace.score(id))).toEqual([3, 17, 2, 12, 15, 25, 0, 2, 5, 3, 2, 14]);
		// The two depth-1 min nodes hold 3 and 2; the depth-2 max nodes 3, 15, 3, 2.
		expect(trace.children(1).map((id) => trace.score(id))).toEqual([3, 2]);
	});

	it('alpha-beta returns 3 over 17 calls, evaluating leaves 3, 17, 2, 15, 2, 3 and cutting 4 branches', () => {
		const trace = alphaBeta(tree);
		expect(trace.calls).toBe(17);
		expect(trace.rootScore).toBe(3);
		const leaves = column(trace, (id) => id).filter((id) => tree.isTerminal(trace.position(id)));
		expect(leaves.map((id) => trace.score(id))).toEqual([3, 17, 2, 15, 2, 3]);
		const cuts = column(trace, (id) => trace.cutMoves(id).map((move) => `${id}:${move}`)).flat();
		expect(cuts.sort()).toEqual(['12:1', '14:1', '7:1', '9:1']);
		expect(trace.prunedBranches).toBe(4);
		// What was cut: leaf 12, subtree [25,0], leaf 5, subtree [[2,14]].
		const cutNodes = cuts.map((cut) => {
			const [id, move] = cut.split(':').map(Number) as [number, number];
			return JSON.stringify(subtree(tree.source, [...trace.path(id), move]));
		});
		expect(cutNodes.sort()).toEqual(['12', '5', '[25,0]', '[[2,14]]']);
	});

	it('is fail-soft: a cut call returns the value that caused the cut, outside its window', () => {
		const trace = alphaBeta(tree);
		// Node C (call 7) gets [3, inf], sees leaf 2 and returns 2, below alpha.
		expect([trace.alpha(7), trace.beta(7), trace.score(7)]).toEqual([3, Infinity, 2]);
		// Call 9 gets [-inf, 3], sees 15 and returns 15, above beta.
		expect([trace.alpha(9), trace.beta(9), trace.score(9)]).toEqual([-Infinity, 3, 15]);
	});

	it('with a min root, every level flips', () => {
		const flipped = parseTree(ARTICLE_TREE, { root: 'min' });
		// By hand: left = max(min(17, 12), min(15, 25)) = 15; right = max(min(5, 3), 14) = 14.
		const trace = minimax(flipped);
		expect(trace.rootScore).toBe(14);
		expect(trace.children(1).map((id) => trace.score(id))).toEqual([15, 14]);
		expect(alphaBeta(flipped).rootScore).toBe(14);
	});
});

describe('either player as the AI', () => {
	it('with AI O on the article board, X to move minimises and O wins', () => {
		const trace = minimax(boardGame(ARTICLE_BOARD, { ai: 'O' }));
		expect(trace.calls).toBe(9);
		expect(trace.isMaximizing(1)).toBe(false);
		expect(column(trace, (id) => trace.score(id))).toEqual([
			-10, 10, 10, 10, -10, 10, -10, -10, 10
		]);
		expect(trace.rootMove).toBe(4);
	});

	it('a finished board is a one-call search with no move', () => {
		for (const search of [minimax, alphaBeta]) {
			const trace = search(boardGame('XXXOO....'));
			expect([trace.calls, trace.rootScore, trace.rootMove]).toEqual([1, 10, null]);
		}
	});
});

function subtree(source: unknown, path: number[]): unknown {
	return path.reduce((node: unknown, index) => (node as unknown[])[index], source);
}

/** A recorder that writes down what a search tells it, scores as values, for reading back. */
class Log implements SearchRecorder {
	readonly scale: ValueScale;
	readonly noMove: number;
	readonly lines: string[] = [];
	#calls = 0;

	constructor(game: Game) {
		this.scale = new ValueScale(game.scores);
		this.noMove = game.moveLimit;
	}

	open(parent: number, depth: number, _position: number, via: number): number {
		const id = ++this.#calls;
		this.lines.push(`open ${id} from ${parent} by ${via === this.noMove ? '-' : via} at ${depth}`);
		return id;
	}
	/** The columns the searches below declare, by handle (alpha and beta side by side). */
	readonly #columns = ['alpha', 'beta', 'origin', 'bound'];
	column(name: string): number {
		return this.#columns.indexOf(name);
	}
	put(column: number, id: number, value: number): void {
		const name = this.#columns[column];
		const ranked = name === 'alpha' || name === 'beta';
		this.lines.push(`${name} ${id} ${ranked ? this.scale.value(value) : value}`);
	}
	putOpened(column: number, first: number, second: number): void {
		this.put(column, this.#calls, first);
		this.put(column + 1, this.#calls, second);
	}
	leaf(id: number, score: number): void {
		this.lines.push(`leaf ${id} ${this.scale.value(score)}`);
	}
	answer(id: number, score: number): void {
		this.lines.push(`answer ${id} ${this.scale.value(score)}`);
	}
	estimate(id: number, score: number): void {
		this.lines.push(`estimate ${id} ${this.scale.value(score)}`);
	}
	close(id: number, score: number, best: number): void {
		this.lines.push(`close ${id} ${this.scale.value(score)} move ${best}`);
	}
	prune(id: number, left: number): void {
		this.lines.push(`prune ${id} leaving ${left}`);
	}
}

describe('the search rules, told to any recorder', () => {
	it("alpha-beta on the article board: FC6's cut of move 4, as the recorder hears it", () => {
		const game = boardGame(ARTICLE_BOARD);
		const log = new Log(game);
		const root = searchAlphaBeta(game, game.root, log);
		expect(log.scale.value(root)).toBe(10);
		expect(log.lines).toEqual([
			'open 1 from 0 by - at 0',
			'alpha 1 -Infinity',
			'beta 1 Infinity',
			'open 2 from 1 by 1 at 1',
			'alpha 2 -Infinity',
			'beta 2 Infinity',
			'open 3 from 2 by 4 at 2',
			'alpha 3 -Infinity',
			'beta 3 Infinity',
			'leaf 3 -10',
			'open 4 from 2 by 6 at 2',
			'alpha 4 -Infinity',
			'beta 4 -10',
			'leaf 4 -10',
			'close 2 -10 move 4',
			'open 5 from 1 by 4 at 1',
			'alpha 5 -10',
			'beta 5 Infinity',
			'leaf 5 10',
			'open 6 from 1 by 6 at 1',
			'alpha 6 10',
			'beta 6 Infinity',
			'open 7 from 6 by 1 at 2',
			'alpha 7 10',
			'beta 7 Infinity',
			'open 8 from 7 by 4 at 3',
			'alpha 8 10',
			'beta 8 Infinity',
			'leaf 8 10',
			'close 7 10 move 4',
			'prune 6 leaving 1',
			'close 6 10 move 1',
			'close 1 10 move 4'
		]);
	});

	it('minimax with a table: a position met again is one call, answered from the table', () => {
		// X to move, cells 6, 7 and 8 empty (O threatens 1-4-7). X6 O7 (O's line) | X6 O8 X7
		// (full, a draw) | X7 O6 X8 (X's line 2-5-8) | X7 O8 X6: the board of X6 O8 X7 again |
		// X8 (X's line at once). Eleven calls either way; with the table, the tenth is a hit.
		const game = boardGame('XOXOOX...', { toMove: 'X' });
		const plain = new Log(game);
		searchMinimax(game, game.root, plain);
		const table = new Map<number, number>();
		const memo = new Log(game);
		searchMinimax(game, game.root, memo, { table });
		const kind = (lines: string[], word: string) => lines.filter((line) => line.startsWith(word));
		expect(kind(plain.lines, 'open')).toHaveLength(11);
		expect(kind(plain.lines, 'answer')).toEqual([]);
		expect(kind(plain.lines, 'origin')).toEqual([]);
		expect(kind(memo.lines, 'open')).toHaveLength(11);
		// The tenth call's board is the one the fifth call (X6 O8 X7, a draw) scored.
		expect(kind(memo.lines, 'answer')).toEqual(['answer 10 0']);
		expect(kind(memo.lines, 'origin')).toEqual(['origin 10 5']);
		expect(kind(plain.lines, 'leaf')).toContain('leaf 10 0');
		// Every other call stored its position once.
		expect(table.size).toBe(10);
	});

	it('takes a move order: the recorded trace follows it', () => {
		const game = parseTree(ARTICLE_TREE);
		const recorder = new TraceRecorder(game, plainSearch('minimax'));
		searchMinimax(game, game.root, recorder, {
			order: (position) => [...game.moves(position)].reverse()
		});
		const trace = recorder.finish();
		expect(trace.calls).toBe(26);
		expect(trace.rootScore).toBe(3);
		// The root's children in the order tried: its last child first.
		expect(trace.children(1).map((call) => trace.via(call))).toEqual([1, 0]);
		// Child 1 (worth 2) is tried first, then child 0 (worth 3) beats it.
		expect(trace.rootMove).toBe(0);
		expect(trace.score(2)).toBe(2);
	});
});

describe('tic-tac-toe lines', () => {
	// The table is built line by line over each line's supersets (issue 45): every set of cells
	// holds a line exactly when one of the eight (LINES) lies wholly inside it.
	it('finds a line in exactly the sets of cells that hold one of the eight', () => {
		const holdsOne = (cells: number) =>
			LINES.some((line) => line.every((cell) => cells & (1 << cell)));
		const sets = Array.from({ length: 512 }, (_, cells) => cells);
		expect(sets.filter((cells) => hasLine(cells))).toEqual(sets.filter(holdsOne));
		expect(sets.filter(holdsOne)).toHaveLength(282);
	});
});
