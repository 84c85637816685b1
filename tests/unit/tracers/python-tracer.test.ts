import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPython, type PythonOutcome } from './python-run';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import type { WrittenFile, WrittenRecord } from './written';

/**
 * The Python tracer (static/tracers/minimax_trace.py): it never changes the traced function
 * (same values, calls and exceptions, on random trees), it reads the students' shapes, and the
 * file it writes for a correct minimax and alpha-beta is our own trace (the golden files).
 * Every case of a block runs in one python3 process.
 */

type Tree = number | Tree[];
const read = (outcome: PythonOutcome | undefined): WrittenFile => {
	if (!outcome?.trace) throw new Error(`no trace written: ${outcome?.error} ${outcome?.stderr}`);
	return JSON.parse(outcome.trace) as WrittenFile;
};

/** The node at a record's path ("" the root, "0.2" the third child of the first). */
function nodeAt(tree: Tree, path: string): Tree {
	return path === ''
		? tree
		: path.split('.').reduce<Tree>((node, index) => (node as Tree[])[Number(index)] as Tree, tree);
}

/**
 * One tree searched twice, plain and traced: minimax or fail-soft alpha-beta with a
 * maximizing flag, logging every call's arguments itself; a leaf equal to `raiseAt` raises.
 */
const propertyCase = (tree: Tree, algorithm: 'minimax' | 'alphabeta', raiseAt: number | null) => `
import math
from minimax_trace import trace
TREE = ${JSON.stringify(tree)}
show = lambda v: v if abs(v) != math.inf else str(v)

def run(traced):
    log = []
    def search(node, alpha, beta, maximizing):
        log.append([node if not isinstance(node, list) else len(node), show(alpha), show(beta), maximizing])
        if node == ${raiseAt ?? 'None'}:
            raise ValueError("leaf %s" % node)
        if not isinstance(node, list):
            return node
        best = -math.inf if maximizing else math.inf
        for child in node:
            value = call(child, alpha, beta, not maximizing)
            best = max(best, value) if maximizing else min(best, value)
            if "${algorithm}" == "alphabeta":
                if maximizing:
                    alpha = max(alpha, best)
                else:
                    beta = min(beta, best)
                if alpha >= beta:
                    break
        return best
    call = trace(game="tree", search="${algorithm}")(search) if traced else search
    try:
        return {"value": show(call(TREE, -math.inf, math.inf, True)), "error": None, "log": log}
    except ValueError as error:
        return {"value": None, "error": repr(error), "log": log}

result = {"plain": run(False), "traced": run(True)}
`;

const leaf = fc.integer({ min: -20, max: 20 });
const treeArb: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
	node: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		leaf,
		fc.array(tie('node'), { minLength: 1, maxLength: 4 })
	)
})).node;
const caseArb = fc.record({
	tree: fc.array(fc.oneof(leaf, treeArb), { minLength: 1, maxLength: 4 }),
	algorithm: fc.constantFrom('minimax' as const, 'alphabeta' as const),
	raiseAt: fc.option(leaf, { freq: 4 })
});

describe('the Python tracer never changes the function it traces', () => {
	it('same values, same calls, same exceptions on random trees; one record per call', () => {
		fc.assert(
			fc.property(fc.array(caseArb, { minLength: 40, maxLength: 40 }), (cases) => {
				const outcomes = runPython(
					cases.map(({ tree, algorithm, raiseAt }) => propertyCase(tree, algorithm, raiseAt))
				);
				cases.forEach(({ tree }, i) => {
					const outcome = outcomes[i]!;
					const { plain, traced } = outcome.result as Record<
						'plain' | 'traced',
						{ value: unknown; error: string | null; log: unknown[][] }
					>;
					expect(traced).toEqual(plain);
					const file = read(outcome);
					expect(file.calls).toBe(plain.log.length);
					// Each record is the logged call: its node (a leaf's number or a list's length) and window.
					file.trace.forEach((record, k) => {
						const node = nodeAt(tree, record.path ?? '');
						const [logged, alpha, beta] = plain.log[k]!;
						expect(Array.isArray(node) ? node.length : node).toBe(logged);
						expect(record.depth).toBe(record.path === '' ? 0 : record.path!.split('.').length);
						if (file.algorithm === 'alphabeta')
							expect([record.alpha, record.beta]).toEqual([alpha, beta]);
						else expect([record.alpha, record.beta]).toEqual([null, null]);
					});
					const raised = file.trace.filter((record) => record.error !== undefined);
					expect(raised.length > 0).toBe(plain.error !== null);
					for (const record of raised) expect(record.score).toBeNull();
					if (plain.error !== null)
						expect(raised[0]!.error).toBe(`ValueError: ${plain.error.slice(12, -2)}`);
				});
			}),
			{ numRuns: 3, seed: 44, endOnFailure: true }
		);
	});
});

/** A correct minimax and alpha-beta as a student writes them, on a 9-character board. */
const boardSearch = (algorithm: 'minimax' | 'alphabeta') => `
from minimax_trace import trace
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

def winner(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]

@trace(game="tictactoe", search="${algorithm}")
def search(board, player, alpha=float("-inf"), beta=float("inf")):
    won = winner(board)
    if won:
        return 10 if won == "X" else -10
    if "." not in board:
        return 0
    best = float("-inf") if player == "X" else float("inf")
    for cell in range(9):
        if board[cell] == ".":
            value = search(board[:cell] + player + board[cell + 1:], "O" if player == "X" else "X", alpha, beta)
            best = max(best, value) if player == "X" else min(best, value)
            if "${algorithm}" == "alphabeta":
                alpha, beta = (max(alpha, best), beta) if player == "X" else (alpha, min(beta, best))
                if alpha >= beta:
                    break
    return best

search(${JSON.stringify(ARTICLE_BOARD)}, "X")
`;

/** The same on a tree, AIMA's max_value / min_value pair sharing one trace. */
const treeSearch = (algorithm: 'minimax' | 'alphabeta') => `
import math
from minimax_trace import trace
t = trace(game="tree", search="${algorithm}")
ab = "${algorithm}" == "alphabeta"

@t
def max_value(node, alpha, beta):
    if not isinstance(node, list):
        return node
    v = -math.inf
    for child in node:
        v = max(v, min_value(child, alpha, beta))
        if ab and v >= beta:
            return v
        alpha = max(alpha, v)
    return v

@t
def min_value(node, alpha, beta):
    if not isinstance(node, list):
        return node
    v = math.inf
    for child in node:
        v = min(v, max_value(child, alpha, beta))
        if ab and v <= alpha:
            return v
        beta = min(beta, v)
    return v

max_value(${ARTICLE_TREE}, -math.inf, math.inf)
`;

const GOLDEN = join(import.meta.dirname, '../../golden');
const RECORD_FIELDS = [
	'id',
	'parent',
	'depth',
	'player',
	'board',
	'path',
	'alpha',
	'beta',
	'score'
];

describe('the file the Python tracer writes for a correct search is our own trace', () => {
	const names = [
		'article-board.minimax',
		'article-board.alphabeta',
		'article-tree.minimax',
		'article-tree.alphabeta'
	];
	const outcomes = runPython([
		boardSearch('minimax'),
		boardSearch('alphabeta'),
		treeSearch('minimax'),
		treeSearch('alphabeta')
	]);
	it.each(names.map((name, i) => [name, i] as const))('%s', (name, i) => {
		const golden = JSON.parse(readFileSync(join(GOLDEN, `${name}.json`), 'utf8')) as WrittenFile;
		const file = read(outcomes[i]);
		const header = (trace: WrittenFile) => [
			trace.algorithm,
			trace.game,
			trace.calls,
			trace.score,
			trace.move
		];
		expect(header(file)).toEqual(header(golden));
		expect(file.program).toEqual({
			language: 'python',
			function: name.includes('tree') ? 'max_value/min_value' : 'search',
			tracer: '1'
		});
		const pick = (record: WrittenRecord) =>
			Object.fromEntries(
				RECORD_FIELDS.filter((key) => key in record).map((key) => [
					key,
					record[key as keyof WrittenRecord]
				])
			);
		expect(file.trace.map(pick)).toEqual(golden.trace.map(pick));
	});
});

/** A traced function that visits a position and then its children, given as [position, children]. */
const visit = (options: string, root: string, extra = '') => `
from minimax_trace import trace
${extra}
@trace(${options})
def visit(position, children=()):
    for child in children:
        visit(*child)
    return 0

visit(${root})
`;
/** Each record's side to move and position as written. */
const positions = (file: WrittenFile) =>
	file.trace.map((record) => [record.player, record.board ?? record.moves ?? record.path]);

describe("the Python tracer reads the students' shapes", () => {
	const article = [
		['X', 'O.XX.X.OO'],
		['O', 'OXXX.X.OO']
	];
	const board = { kind: 'board', board: 'O.XX.X.OO', toMove: 'X', ai: 'X', scoring: 'article' };
	const connect4 = { kind: 'connect4', moves: '4453', ai: 'X' };
	const c4 = [
		['X', '4453'],
		['O', '44531']
	];
	// Connect Four's 4453 as a 6x7 grid, row 0 at the top, and the same with a disc in column 1.
	const grid = (marks: string, flip = false) => `
def grid(x="${marks[0]}", o="${marks[1]}", e="${marks[2]}", child=False):
    rows = [[e] * 7 for _ in range(6)]
    rows[5][3], rows[4][3], rows[5][4], rows[5][2] = x, o, x, o
    if child:
        rows[5][0] = x
    return ${flip ? 'rows[::-1]' : 'rows'}
`;
	const cases: [string, string, unknown, (string | undefined)[][]][] = [
		[
			'a 9-character string',
			visit('game="tictactoe"', `"O.XX.X.OO", [("OXXX.X.OO",)]`),
			board,
			article
		],
		[
			"the freeCodeCamp article's array, an empty cell holding its index",
			visit(
				'game="tictactoe"',
				`["O", 1, "X", "X", 4, "X", 6, "O", "O"], [(["O", "X", "X", "X", 4, "X", 6, "O", "O"],)]`
			),
			board,
			article
		],
		[
			'a 3x3 list of lists with spaces',
			visit(
				'game="tictactoe"',
				`[["O", " ", "X"], ["X", " ", "X"], [" ", "O", "O"]], [([["O", "X", "X"], ["X", " ", "X"], [" ", "O", "O"]],)]`
			),
			board,
			article
		],
		[
			'a flat list with None',
			visit('game="tictactoe"', `["O", None, "X", "X", None, "X", None, "O", "O"]`),
			board,
			article.slice(0, 1)
		],
		[
			'numbers, with marks=',
			visit(
				'game="tictactoe", marks={"X": 1, "O": -1, "empty": 0}',
				`[-1, 0, 1, 1, 0, 1, 0, -1, -1], [([-1, 1, 1, 1, 0, 1, 0, -1, -1],)]`
			),
			board,
			article
		],
		[
			'lower case and dashes',
			visit('game="tictactoe"', `"o-xx-x-oo", [("oxxx-x-oo",)]`),
			board,
			article
		],
		[
			'one list changed in place (each record keeps the board its call was given)',
			`
from minimax_trace import trace
@trace(game="tictactoe")
def search(board, depth):
    if depth < 2:
        for cell in (2, 5) if depth == 0 else (6, 7):
            board[cell] = "X" if depth == 0 else "O"
            search(board, depth + 1)
            board[cell] = "."
    return 0
search(list("XO.XO...."), 0)
`,
			{ ...board, board: 'XO.XO....', toMove: 'X' },
			[
				['X', 'XO.XO....'],
				['O', 'XOXXO....'],
				['X', 'XOXXO.O..'],
				['X', 'XOXXO..O.'],
				['O', 'XO.XOX...'],
				['X', 'XO.XOXO..'],
				['X', 'XO.XOX.O.']
			]
		],
		['a Connect Four move string', visit('game="connect4"', `"4453", [("44531",)]`), connect4, c4],
		[
			'columns from 0',
			visit('game="connect4", column_base=0', `"3342", [("33420",)]`),
			connect4,
			c4
		],
		[
			'a list of columns (from 0)',
			visit('game="connect4"', `[3, 3, 4, 2], [([3, 3, 4, 2, 0],)]`),
			connect4,
			c4
		],
		[
			'a grid, top row first',
			visit('game="connect4"', 'grid(), [(grid(child=True),)]', grid('XO.')),
			connect4,
			c4
		],
		[
			'a grid, bottom row first',
			visit('game="connect4"', 'grid(), [(grid(child=True),)]', grid('XO.', true)),
			connect4,
			c4
		],
		[
			'a grid of 1, 2 and 0',
			visit('game="connect4"', 'grid(1, 2, 0), [(grid(1, 2, 0, child=True),)]', grid('XO.')),
			connect4,
			c4
		],
		[
			'a grid of R, Y and spaces',
			visit(
				'game="connect4"',
				'grid("R", "Y", " "), [(grid("R", "Y", " ", child=True),)]',
				grid('XO.')
			),
			connect4,
			c4
		],
		[
			'a tree: sublists by identity, equal leaves by order',
			visit(
				'game="tree", root="min"',
				'TREE, [(TREE[0], [(5,), (5,), (5,)]), (TREE[1],), (TREE[1],)]',
				'TREE = [[5, 5, 5], [7]]'
			),
			{ kind: 'tree', tree: [[5, 5, 5], [7]], root: 'min' },
			[
				['min', ''],
				['max', '0'],
				['min', '0.0'],
				['min', '0.1'],
				['min', '0.2'],
				['max', '1'],
				['max', '1']
			]
		],
		[
			'a tree visited backwards: equal leaves read from the nearest before',
			visit('game="tree"', 'TREE, [(7,), (5,), (5,)]', 'TREE = [5, 5, 7]'),
			{ kind: 'tree', tree: [5, 5, 7], root: 'max' },
			[
				['max', ''],
				['min', '2'],
				['min', '1'],
				['min', '0']
			]
		]
	];
	const outcomes = runPython(cases.map(([, code]) => code));
	it.each(cases.map(([name, , game, expected], i) => [name, game, expected, i] as const))(
		'%s',
		(_, game, expected, i) => {
			const file = read(outcomes[i]);
			expect(file.game).toEqual(game);
			expect(positions(file)).toEqual(expected);
		}
	);

	const refusals = runPython([
		visit('game="tictactoe"', `["Q", 1, "X", "X", 4, "X", 6, "O", "O"]`),
		visit('game="tree"', '[[1, 2], [3]], [([9],)]'),
		visit('game="connect4"', `"4453", [("44538",)]`),
		visit('game="connect4"', 'grid(), [(grid(),)]', grid('XO.'))
	]);
	it('a position it cannot read: no file, a message naming the call, the program unchanged', () => {
		expect(refusals.map(({ trace, error, stderr }) => [trace, error, stderr])).toEqual([
			[
				null,
				null,
				"minimax_trace: no trace written: call 1: cell 0 holds 'Q', not a mark (set marks=...)\n"
			],
			[
				null,
				null,
				"minimax_trace: no trace written: call 2: its position is not a child of call 1's\n"
			],
			[
				null,
				null,
				"minimax_trace: no trace written: call 2: '44538' is not a string of columns 1-7\n"
			],
			[
				null,
				null,
				"minimax_trace: no trace written: call 2: its grid is not call 1's with one piece added\n"
			]
		]);
	});
});

describe('the Python tracer: what a call returned, raised and received', () => {
	const TREE = '[[3, 12, 8], [2, 4, 6]]';
	/**
	 * Minimax on TREE returning `give` (VALUE and INDEX filled in; -1 stands for no move), its
	 * callers reading the number back with `take` (of `r`).
	 */
	const returning = (give: string, take: string, options = '') => `
from minimax_trace import trace
@trace(game="tree"${options})
def minimax(node, maximizing=True):
    if not isinstance(node, list):
        return ${give.replaceAll('VALUE', 'node').replaceAll('INDEX', '-1')}
    values = [(lambda r: ${take})(minimax(child, not maximizing)) for child in node]
    best = (max if maximizing else min)(values)
    index = values.index(best)
    return ${give.replaceAll('VALUE', 'best').replaceAll('INDEX', 'index')}
result = minimax(${TREE})
`;
	const cases = {
		tuple: returning('(VALUE, INDEX)', 'r[0]'),
		moveFirst: returning('(INDEX, VALUE)', 'r[1]', ', value=1'),
		dict: returning('{"score": VALUE, "index": INDEX}', 'r["score"]'),
		// A move the call never tried is not written: the reader infers one.
		untried: returning('(VALUE, 7)', 'r[0]'),
		nothing: returning('None if VALUE == 12 else VALUE', '12 if r is None else r'),
		raises: `
from minimax_trace import trace
@trace(game="tree")
def minimax(node):
    if node == 4:
        raise KeyError("four")
    return node if not isinstance(node, list) else max(minimax(child) for child in node)
try:
    minimax(${TREE})
except KeyError as error:
    result = repr(error)
`,
		globals: `
from minimax_trace import trace
alpha, beta = -100, 100
@trace(game="tree", search="alphabeta")
def search(node):
    global alpha, beta
    if not isinstance(node, list):
        beta = min(beta, node)
        return node
    return max(search(child) for child in node)
search([1, [2]])
`,
		method: `
import math
from minimax_trace import trace
class Agent:
    @trace(game="tree", search="alphabeta", alpha="lo", beta="hi")
    def value(self, state, lo=-math.inf, hi=math.inf):
        return state if not isinstance(state, list) else max(self.value(child, lo, 3) for child in state)
result = Agent().value([1, [2]])
`,
		negamax: `
from minimax_trace import trace
@trace(game="tree", search="alphabeta", negamax=True)
def negamax(node, alpha, beta, color):
    if not isinstance(node, list):
        return color * node
    best = float("-inf")
    for child in node:
        best = max(best, -negamax(child, -beta, -alpha, -color))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best
result = negamax(${TREE}, float("-inf"), float("inf"), 1)
`
	};
	const names = Object.keys(cases) as (keyof typeof cases)[];
	const outcomes = Object.fromEntries(runPython(Object.values(cases)).map((o, i) => [names[i], o]));
	const columns = (name: keyof typeof cases, ...keys: (keyof WrittenRecord)[]) =>
		read(outcomes[name]).trace.map((record) =>
			keys.map((key) => (key in record ? record[key] : '-'))
		);

	it('a score from a tuple, a dict or value=, and the move when the call tried it', () => {
		const scoresAndMoves = [
			[3, 0],
			[3, 0],
			[3, '-'],
			[12, '-'],
			[8, '-'],
			[2, 0],
			[2, '-'],
			[4, '-'],
			[6, '-']
		];
		expect(outcomes.tuple!.result).toEqual([3, 0]);
		expect(columns('tuple', 'score', 'move')).toEqual(scoresAndMoves);
		expect(columns('moveFirst', 'score', 'move')).toEqual(scoresAndMoves);
		expect(columns('dict', 'score', 'move')).toEqual(scoresAndMoves);
		expect(columns('untried', 'score', 'move')).toEqual(
			scoresAndMoves.map(([score]) => [score, '-'])
		);
		expect(read(outcomes.untried).move).toBe(0);
	});

	it('what is not a number, and an exception: written as an error, raised unchanged', () => {
		expect(columns('nothing', 'id', 'score', 'error')[3]).toEqual([
			4,
			null,
			'returned None, not a number'
		]);
		expect(outcomes.raises!.result).toBe("KeyError('four')");
		expect(columns('raises', 'id', 'path', 'score', 'error')).toEqual([
			[1, '', null, "KeyError: 'four'"],
			[2, '0', 12, '-'],
			[3, '0.0', 3, '-'],
			[4, '0.1', 12, '-'],
			[5, '0.2', 8, '-'],
			[6, '1', null, "KeyError: 'four'"],
			[7, '1.0', 2, '-'],
			[8, '1.1', null, "KeyError: 'four'"]
		]);
		expect(read(outcomes.raises).score).toBeNull();
	});

	it('the window: from globals, from named parameters with their defaults, negamax turned round', () => {
		expect(columns('globals', 'alpha', 'beta')).toEqual([
			[-100, 100],
			[-100, 100],
			[-100, 1],
			[-100, 1]
		]);
		expect(outcomes.method!.result).toBe(2);
		expect(columns('method', 'path', 'alpha', 'beta')).toEqual([
			['', '-inf', 'inf'],
			['0', '-inf', 3],
			['1', '-inf', 3],
			['1.0', '-inf', 3]
		]);
		// Our alpha-beta's trace of the tree (fail-soft), read from the maximiser's side.
		expect(outcomes.negamax!.result).toBe(3);
		expect(columns('negamax', 'player', 'alpha', 'beta', 'score')).toEqual([
			['max', '-inf', 'inf', 3],
			['min', '-inf', 'inf', 3],
			['max', '-inf', 'inf', 3],
			['max', '-inf', 3, 12],
			['max', '-inf', 3, 8],
			['min', 3, 'inf', 2],
			['max', 3, 'inf', 2]
		]);
	});
});

describe('the Python tracer: the root, the header, one trace after another', () => {
	const outcomes = runPython([
		// A CS188 get_action loop over the root's moves: the tracer writes the root itself.
		`
from minimax_trace import trace
t = trace(game="tictactoe", start="O.XX.X.OO", depth_limit=1, scoring="unit", ai="O")
@t
def min_value(board):
    return -1 if board == "O.XXXX.OO" else 0
result = [min_value(board) for board in ("OXXX.X.OO", "O.XXXX.OO", "O.XX.XXOO")]
t.write()
`,
		// Nothing written before t.write(); and at exit when it was never called.
		`
from minimax_trace import trace
import os
t = trace(game="tree", start=[1, 2], root="min")
@t
def value(node):
    return node
value(1)
value(2)
before = os.path.exists("trace.json")
t._write_at_exit()
result = [before, os.path.exists("trace.json")]
`,
		// Two traces in a row share nothing; the recursion limit is given back; past the most
		// calls, the rest run unrecorded.
		`
import sys
import minimax_trace
from minimax_trace import trace
limit = sys.getrecursionlimit()
@trace(game="tree", out=None)
def value(node):
    inside.append(sys.getrecursionlimit())
    return node if not isinstance(node, list) else max(value(child) for child in node)
inside = []
first = value([1, [2, 3]])
minimax_trace.MAX_CALLS = 3
@trace(game="tree")
def capped(node):
    return node if not isinstance(node, list) else max(capped(child) for child in node)
import json
first_calls = json.loads(value.text())["calls"]
result = [first, first_calls, value([4]), json.loads(value.text())["calls"], capped([1, [2, 3]]),
          inside[0] > limit, sys.getrecursionlimit() == limit]
`
	]);
	it('start=: a root record above the loop, scored for its side, written by t.write()', () => {
		const file = read(outcomes[0]);
		expect(outcomes[0]!.result).toEqual([0, -1, 0]);
		expect([file.depthLimit, file.game, file.calls, file.score, file.move]).toEqual([
			1,
			{ kind: 'board', board: 'O.XX.X.OO', toMove: 'X', ai: 'O', scoring: 'unit' },
			4,
			-1,
			4
		]);
		// O maximises, so the root (X to move) takes its children's least value.
		expect(file.trace.map((r) => [r.id, r.parent, r.depth, r.player, r.alpha, r.score])).toEqual([
			[1, null, 0, 'X', null, -1],
			[2, 1, 1, 'O', null, 0],
			[3, 1, 1, 'O', null, -1],
			[4, 1, 1, 'O', null, 0]
		]);
		expect(outcomes[1]!.result).toEqual([false, true]);
		expect(read(outcomes[1]).trace.map((r) => [r.path, r.player, r.score])).toEqual([
			['', 'min', 1],
			['0', 'max', 1],
			['1', 'max', 2]
		]);
	});
	it('one trace after another: nothing shared, the recursion limit restored, the cap', () => {
		expect(outcomes[2]!.result).toEqual([3, 5, 4, 2, 3, true, true]);
		expect(outcomes[2]!.stderr).toBe(
			'minimax_trace: more than 3 calls: the first 3 were written, the rest not recorded\n'
		);
		const capped = read(outcomes[2]);
		expect([capped.calls, capped.trace.map((r) => r.path)]).toEqual([3, ['', '0', '1']]);
	});
});
