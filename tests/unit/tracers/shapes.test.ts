import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import {
	boardText,
	gridMoves,
	gridText,
	moveString,
	parameterList,
	trace,
	valueOf
} from '../../../static/tracers/minimax-trace.js';
import type { WrittenFile } from './written';

/**
 * The JavaScript tracer's reading of a student's positions (static/tracers/minimax-trace.js,
 * spec §2): every shape of board, tree and Connect Four position into the site's form, and how
 * it finds the window among a function's parameters.
 */

afterEach(() => {
	vi.restoreAllMocks();
});

const read = (text: string) => JSON.parse(text) as WrittenFile;

describe('tic-tac-toe boards', () => {
	const BOARD = 'O.XX.X.OO';
	it.each([
		['a string of 9, . for empty', 'O.XX.X.OO'],
		['a string, space for empty', 'O XX X OO'],
		['a string, - and _ for empty, lower case marks', 'o-xx_x-oo'],
		['a flat list, null for empty', ['O', null, 'X', 'X', null, 'X', null, 'O', 'O']],
		['a flat list, "" and undefined for empty', ['O', '', 'X', 'X', undefined, 'X', '', 'O', 'O']],
		[
			"the freeCodeCamp article's origBoard (an empty cell holds its index)",
			['O', 1, 'X', 'X', 4, 'X', 6, 'O', 'O']
		],
		[
			'3 rows of 3',
			[
				['O', ' ', 'X'],
				['X', ' ', 'X'],
				[' ', 'O', 'O']
			]
		],
		['3 rows as strings', ['O.X', 'X.X', '.OO']],
		[
			'3 rows, 0 for empty',
			[
				['O', 0, 'X'],
				['X', 0, 'X'],
				[0, 'O', 'O']
			]
		]
	])('%s', (_, board) => {
		expect(boardText(board)).toBe(BOARD);
	});

	it('marks of its own: 1 and -1 with 0 for empty, or any three values', () => {
		expect(boardText([-1, 0, 1, 1, 0, 1, 0, -1, -1], { X: 1, O: -1, empty: 0 })).toBe(BOARD);
		expect(
			boardText(
				[
					[2, 0, 1],
					[1, 0, 1],
					[0, 2, 2]
				],
				{ X: 1, O: 2, empty: 0 }
			)
		).toBe(BOARD);
		expect(boardText('B.RR.R.BB', { X: 'R', O: 'B', empty: '.' })).toBe(BOARD);
		// Saying the empty mark turns off the index rule: a 1 is then no mark.
		expect(() => boardText(['O', 1, 'X', 'X', 4, 'X', 6, 'O', 'O'], { empty: null })).toThrow(
			/not a tic-tac-toe board/
		);
	});

	it.each([
		['8 cells', 'O.XX.X.O'],
		['a mark it does not know', 'O.XX.Z.OO'],
		['a number out of place in a flat list', ['O', 7, 'X', 'X', 4, 'X', 6, 'O', 'O']],
		['not a board', 42]
	])('refuses %s, saying what it takes', (_, board) => {
		expect(() => boardText(board)).toThrow(
			/is not a tic-tac-toe board: give 9 cells \(a string, a list, or 3 rows of 3\) of X, O and empty marks, or say your marks: marks: \{ X, O, empty \}/
		);
	});

	it('the side to move from the counts (O when X has one more), the AI the side to move', () => {
		const search = (board: string) => 0 * board.length;
		const traced = trace(search, { game: 'tictactoe', out: null });
		traced('XO.X.....');
		expect(read(traced.file()).game).toEqual({
			kind: 'board',
			board: 'XO.X.....',
			toMove: 'O',
			ai: 'O',
			scoring: 'article'
		});
		const told = trace((board: string) => board.length, {
			game: 'board',
			toMove: 'X',
			root: 'min',
			scoring: 'unit',
			out: null
		});
		told('.........');
		expect(read(told.file()).game).toMatchObject({ toMove: 'X', ai: 'O', scoring: 'unit' });
	});
});

describe('trees', () => {
	it('a child list by identity, a leaf by its value, in any order the student visits them', () => {
		const tree = [[5, 5, 7], [5], [[1], [1]]];
		const visitOrder: number[][] = [];
		const box = {
			search(node: unknown, reversed: boolean): number {
				if (!Array.isArray(node)) return node as number;
				const indexes = node.map((_, i) => i);
				if (reversed) indexes.reverse();
				for (const i of indexes) box.search(node[i], reversed);
				visitOrder.push(indexes);
				return 0;
			}
		};
		const traced = (box.search = trace(box.search, { game: 'tree', out: null }));
		box.search(tree, true);
		const paths = read(traced.file()).trace.map((record) => record.path);
		expect(paths).toEqual([
			'',
			'2',
			'2.1',
			'2.1.0',
			'2.0',
			'2.0.0',
			'1',
			'1.0',
			'0',
			'0.2',
			'0.1',
			'0.0'
		]);
		expect(
			read(traced.file())
				.trace.map((record) => record.player)
				.slice(0, 4)
		).toEqual(['max', 'min', 'max', 'min']);
	});

	it('a child the student copied is found by its content; a min root says so', () => {
		const tree = [
			[3, 4],
			[[2], 6]
		];
		const box = {
			search(node: unknown): number {
				if (!Array.isArray(node)) return node as number;
				return Math.min(...node.map((child) => box.search(JSON.parse(JSON.stringify(child)))));
			}
		};
		const traced = (box.search = trace(box.search, { game: 'tree', root: 'min', out: null }));
		box.search(tree);
		const file = read(traced.file());
		expect(file.game).toEqual({ kind: 'tree', tree, root: 'min' });
		expect(file.trace.map((record) => `${record.path}:${record.player}`)).toEqual([
			':min',
			'0:max',
			'0.0:min',
			'0.1:min',
			'1:max',
			'1.0:min',
			'1.0.0:max',
			'1.1:min'
		]);
	});

	it('a position that is no child of its caller stops the trace, says why, changes nothing', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		// A leaf is passed on as 100 more than it is: no child of the list that calls it.
		const box = {
			search(node: unknown): number {
				if (!Array.isArray(node)) return node as number;
				return node.reduce(
					(sum: number, child) => sum + box.search(typeof child === 'number' ? child + 100 : child),
					0
				);
			}
		};
		const traced = (box.search = trace(box.search, { game: 'tree', out: null }));
		expect(box.search([[1, 2], 3])).toBe(306);
		const reason =
			'minimax-trace: 101 is not a child of the node [1,2] that called it (call 3); ' +
			'the trace stops there and no file is written';
		expect(warn.mock.calls).toEqual([[reason]]);
		expect(() => traced.file()).toThrow(reason);
	});
});

describe('Connect Four', () => {
	it('move strings 1-7, strings with columnBase 0, and lists of columns from 0', () => {
		expect(moveString('4453')).toBe('4453');
		expect(moveString('')).toBe('');
		expect(moveString('3342', 0)).toBe('4453');
		expect(moveString([3, 3, 4, 2])).toBe('4453');
		expect(moveString([4, 4, 5, 3], 1)).toBe('4453');
		expect(() => moveString('4483')).toThrow(/not a Connect Four move string: columns 1-7/);
		expect(moveString([[0]])).toBeNull();
	});

	/** The 6 rows, top first, of a move string's position, in X, O and '.'. */
	const gridOf = (moves: string) => {
		const rows = Array.from({ length: 6 }, () => Array<string>(7).fill('.'));
		const heights = Array<number>(7).fill(0);
		[...moves].forEach((column, i) => {
			const c = Number(column) - 1;
			rows[5 - heights[c]!]![c] = i % 2 === 0 ? 'X' : 'O';
			heights[c]!++;
		});
		return rows;
	};

	it.each(['', '4', '4453', '1122334', '44444433', '123456712345671234567'])(
		'a grid (rows top first) gets a move order that plays to it: %s',
		(moves) => {
			const grid = gridText(gridOf(moves));
			const found = gridMoves(grid);
			expect(found.length).toBe(moves.length);
			expect(gridText(gridOf(found))).toBe(grid);
			// A legal game: the site's own rules read it.
			expect(() => connect4Game(found)).not.toThrow();
		}
	);

	it('grids of 0, 1 and 2 with marks, rows as strings; no order for a floating disc', () => {
		const numbers = gridOf('4453').map((row) => row.map((c) => ({ X: 1, O: 2, '.': 0 })[c]));
		expect(gridMoves(gridText(numbers, { X: 1, O: 2, empty: 0 }))).toBe('4453');
		expect(gridText(gridOf('4453').map((row) => row.join('')))).toBe(gridText(gridOf('4453')));
		const floating = gridOf('');
		floating[2]![3] = 'X';
		expect(() => gridMoves(gridText(floating))).toThrow(
			/no game of Connect Four reaches this grid/
		);
		expect(() =>
			gridMoves(gridText(gridOf('44').map((r) => r.map((c) => (c === 'O' ? 'X' : c)))))
		).toThrow(/X moves first, so X has as many discs as O or one more/);
		expect(() => gridText([[0]])).toThrow(/6 rows of 7 cells, top row first/);
	});

	it("a grid search's children by the disc each adds; a move it returns, from column 0", () => {
		const grid = gridOf('4453').map((row) => row.map((c) => (c === '.' ? ' ' : c)));
		const box = {
			search(g: string[][], depth: number): [number, number] {
				if (depth === 0) return [0, -1];
				let best: [number, number] = [-Infinity, -1];
				for (let col = 0; col < 7; col++) {
					const row = g.findLastIndex((r) => r[col] === ' ');
					if (row < 0) continue;
					g[row]![col] = 'O';
					const value = box.search(g, depth - 1)[0] + col;
					g[row]![col] = ' ';
					if (value > best[0]) best = [value, col];
				}
				return best;
			}
		};
		const traced = (box.search = trace(box.search, { game: 'connect4', depthLimit: 1, out: null }));
		expect(box.search(grid, 1)).toEqual([6, 6]);
		const file = read(traced.file());
		expect(file.game).toEqual({ kind: 'connect4', moves: '4453', ai: 'X' });
		expect(file.trace.map((record) => record.moves)).toEqual([
			'4453',
			'44531',
			'44532',
			'44533',
			'44534',
			'44535',
			'44536',
			'44537'
		]);
		expect(file.trace.map((record) => record.player)).toEqual([
			'X',
			'O',
			'O',
			'O',
			'O',
			'O',
			'O',
			'O'
		]);
		// It returned [value, column 6], the last child it tried: column 7 in the file.
		expect(file.trace[0]?.move).toBe(7);
		expect(file.move).toBe(7);
	});
});

describe('the window and the value', () => {
	it.each([
		[
			function minimax(board: string, alpha: number, beta: number) {
				return board.length + alpha + beta;
			},
			['board', 'alpha', 'beta']
		],
		[
			(node: number[], a = -Infinity, b = Infinity, isMax = true) =>
				a + b + node.length + Number(isMax),
			['node', 'a', 'b', 'isMax']
		],
		[
			async function* g(
				/* a comment, with a comma */ x: number,
				{ y }: { y: number },
				...rest: number[]
			) {
				yield x + y + rest.length;
			},
			['x', null, 'rest']
		],
		[(state: string) => state, ['state']]
	])('reads parameter names from the list alone (%#)', (fn, names) => {
		expect(parameterList(fn as (...args: never[]) => unknown).map((p) => p.name)).toEqual(names);
	});

	it('alpha and beta by name, by default value when left out, by index, or by a getter', () => {
		const records = (search: (...args: never[]) => unknown, call: () => unknown) => {
			call();
			return read((search as unknown as { file(): string }).file()).trace[0];
		};
		const byName = trace((node: number, alpha: number, beta: number) => node + alpha + beta, {
			game: 'tree',
			search: 'alphabeta',
			out: null
		});
		expect(records(byName, () => byName([1] as never, 2, 3))).toMatchObject({ alpha: 2, beta: 3 });
		const defaults = trace(
			(node: number[], a = -Infinity, b = Number.POSITIVE_INFINITY) => a + b + node.length,
			{
				game: 'tree',
				search: 'alphabeta',
				out: null
			}
		);
		expect(records(defaults, () => defaults([1]))).toMatchObject({ alpha: '-inf', beta: 'inf' });
		const byIndex = trace((node: number[], low: number, high: number) => low + high + node.length, {
			game: 'tree',
			search: 'alphabeta',
			alpha: 2,
			beta: 'low',
			out: null
		});
		expect(records(byIndex, () => byIndex([1], 5, 9))).toMatchObject({ alpha: 9, beta: 5 });
		let alpha = -4;
		const beta = 8;
		const globals = trace((node: number[]) => (alpha = node.length), {
			game: 'tree',
			search: 'alphabeta',
			alpha: () => alpha,
			beta: () => beta,
			out: null
		});
		expect(records(globals, () => globals([1]))).toMatchObject({ alpha: -4, beta: 8 });
		// A lone `a` is no window; minimax's records hold null.
		const lone = trace((a: number[]) => a.length, { game: 'tree', out: null });
		expect(records(lone, () => lone([1]))).toMatchObject({ alpha: null, beta: null });
		expect(() =>
			trace((node: number[], alpha: number) => alpha + node.length, { game: 'tree' })
		).toThrow(/found one of alpha and beta but not the other/);
		expect(() => trace((node: number[]) => node, { game: 'tree', position: 'state' })).toThrow(
			/position: "state" is not a parameter of the function \(node\)/
		);
	});

	it('a number, an array [score, move] either way round, an object with score or value', () => {
		expect(valueOf(7, undefined)).toEqual({ score: 7 });
		expect(valueOf([7, 2], undefined)).toEqual({ score: 7, move: 2 });
		expect(valueOf([{ r: 1 }, 7], undefined)).toEqual({ score: 7, move: { r: 1 } });
		expect(valueOf([2, 7], 1)).toEqual({ score: 7, move: 2 });
		expect(valueOf({ index: 4, score: 10 }, undefined)).toEqual({ score: 10, move: 4 });
		expect(valueOf({ value: -1, column: 3 }, undefined)).toEqual({ score: -1, move: 3 });
		expect(valueOf({ eval: 5 }, 'eval')).toEqual({ score: 5 });
		expect(valueOf('10', undefined)).toBeNull();
		expect(valueOf({ best: 1 }, undefined)).toBeNull();
	});

	it('infinities as "inf", a value with no number and a throw as null with the reason', () => {
		const box = {
			search(node: unknown): unknown {
				if (node === 1) return Infinity;
				if (node === 2) return 'two';
				if (node === 3) throw new TypeError('three');
				if (Array.isArray(node)) {
					for (const child of node) {
						try {
							box.search(child);
						} catch {
							// The student's own catch.
						}
					}
				}
				return -Infinity;
			}
		};
		const traced = (box.search = trace(box.search, { game: 'tree', out: null }));
		expect(box.search([1, 2, 3])).toBe(-Infinity);
		expect(read(traced.file()).trace.map(({ score, error }) => [score, error ?? null])).toEqual([
			['-inf', null],
			['inf', null],
			[null, 'returned "two"'],
			[null, 'TypeError: three']
		]);
	});
});

describe('a top-level loop over the root (start) and several functions in one trace', () => {
	it("writes the root's record itself, its value the best child's, its move the first best", () => {
		const tree = [[3, 5], [6, 1], [6]];
		const t = trace({ game: 'tree', start: tree, out: null });
		const box = {
			minValue: t((node: unknown): number =>
				Array.isArray(node)
					? Math.min(...node.map((child) => box.maxValue(child)))
					: (node as number)
			),
			maxValue: t((node: unknown): number =>
				Array.isArray(node)
					? Math.max(...node.map((child) => box.minValue(child)))
					: (node as number)
			)
		};
		const values = tree.map((child) => box.minValue(child));
		expect(values).toEqual([3, 1, 6]);
		const file = read(t.file());
		expect(file.trace.slice(0, 3)).toEqual([
			{ id: 1, parent: null, depth: 0, player: 'max', path: '', alpha: null, beta: null, score: 6 },
			{ id: 2, parent: 1, depth: 1, player: 'min', path: '0', alpha: null, beta: null, score: 3 },
			{ id: 3, parent: 2, depth: 2, player: 'max', path: '0.0', alpha: null, beta: null, score: 3 }
		]);
		expect(file.calls).toBe(9);
		expect([file.score, file.move]).toEqual([6, 2]);
		expect(read(t.write({ move: 2 })).move).toBe(2);
	});
});
