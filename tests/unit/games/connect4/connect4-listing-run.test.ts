import { ALGORITHMS as EVERY_ID } from '../../../../src/lib/registry';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import {
	searchRule,
	type Mark,
	type SearchSettings,
	type Trace,
	runsBy
} from '../../../../src/lib/engine/index';
import { search } from '../../../../src/lib/engine/run';
import { listingFor } from '../../../../src/lib/player/code';
import { traceDeclaration } from '../../../../src/lib/engine/search-catalog';

// The searches by calls (MCTS runs by iterations: its own tests).
const REGISTERED = EVERY_ID.filter((id) => runsBy(id) === 'calls');

// The searches whose listing is written over the game's own pieces (minimax's family), titled
// for the game by the view catalogue; the others write theirs over any game (their own tests).
const ALGORITHMS = REGISTERED.filter(
	(id) =>
		typeof searchRule(id).listing?.('js', 4, undefined, {
			game: connect4Game(''),
			settings: { algorithm: id, depthLimit: 4, symmetry: false }
		}).titles === 'string'
);

/**
 * The Connect Four listings run as real code, JavaScript in Node and Python in python3, on a
 * board of 42 cells with their helpers written here apart from the engine (dropping a disc, four
 * in a row, the open windows of four weighted 1, 3, 9, the mirror, centre first). Each must give
 * the engine's value, best column, call count and table size, every search at several depths.
 */

const ROWS = 6;
const COLUMNS = 7;
/** What an open window of four is worth by its discs (written here, not read from the engine). */
const WEIGHTS = [0, 1, 3, 9, 0];
const LIMIT = 90;

type Disc = Mark | null;
type Board = Disc[];

/** Cell index of a row (0 at the top) and a column (1-7 from the left). */
const cellAt = (row: number, column: number) => row * COLUMNS + column - 1;

/** Every window of four cells in a line: across, down, and both diagonals. */
const WINDOWS: readonly number[][] = (() => {
	const found: number[][] = [];
	for (let row = 0; row < ROWS; row++)
		for (let column = 1; column <= COLUMNS; column++)
			for (const [down, across] of [
				[0, 1],
				[1, 0],
				[1, 1],
				[1, -1]
			] as const) {
				const cells = [0, 1, 2, 3].map((k) => [row + k * down, column + k * across] as const);
				if (cells.every(([r, c]) => r >= 0 && r < ROWS && c >= 1 && c <= COLUMNS))
					found.push(cells.map(([r, c]) => cellAt(r, c)));
			}
	return found;
})();

const other = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');

function dropDisc(board: Board, column: number, mark: Mark): Board {
	const copy = [...board];
	for (let row = ROWS - 1; row >= 0; row--) {
		if (copy[cellAt(row, column)] === null) {
			copy[cellAt(row, column)] = mark;
			return copy;
		}
	}
	throw new Error(`column ${column} is full`);
}

/** The board a move string reaches, X first. */
function boardOf(moves: string): Board {
	let board: Board = Array.from({ length: ROWS * COLUMNS }, () => null);
	[...moves].forEach((column, at) => {
		board = dropDisc(board, Number(column), at % 2 === 0 ? 'X' : 'O');
	});
	return board;
}

const mirrored = (board: Board): Board =>
	board.map(
		(_, cell) => board[cellAt(Math.floor(cell / COLUMNS), COLUMNS - (cell % COLUMNS))] ?? null
	);

function evaluateFor(ai: Mark) {
	return (board: Board): number => {
		let total = 0;
		for (const window of WINDOWS) {
			// Counted in a loop, not by filtering: this runs at every leaf of every search here.
			let mine = 0;
			let theirs = 0;
			for (const cell of window) {
				if (board[cell] === ai) mine++;
				else if (board[cell] !== null) theirs++;
			}
			if (theirs === 0) total += WEIGHTS[mine] ?? 0;
			else if (mine === 0) total -= WEIGHTS[theirs] ?? 0;
		}
		return Math.max(-LIMIT, Math.min(LIMIT, total));
	};
}

const settings = (
	algorithm: SearchSettings['algorithm'],
	depthLimit: number,
	symmetry = false
): SearchSettings => ({ algorithm, depthLimit, symmetry });

/** Every search, with and without symmetry where it keeps a table, at `depth`. */
const everySearch = (depth: number): SearchSettings[] =>
	ALGORITHMS.flatMap((algorithm) =>
		(traceDeclaration(algorithm).origin ? [false, true] : [false]).map((symmetry) =>
			settings(algorithm, depth, symmetry)
		)
	);

/** X to move, with a win in column 3 (and 7). */
const X_WINS = '445566';
/** O to move with a win in column 3 (and 7). */
const O_WINS = '1445566';
/** A quiet middle game: 8 discs, X to move, no win within four plies for either side. */
const MIDDLE = '44433352';
const POSITIONS = ['', X_WINS, O_WINS, '4453', MIDDLE];

interface Outcome {
	score: number;
	move: number | null;
	calls: number;
	table: number;
}

/** What the engine's trace says, with the move as the listing names it: a column 1-7. */
const engineOutcome = (trace: Trace): Outcome => ({
	score: trace.rootScore,
	move: trace.rootMove === null ? null : trace.rootMove + 1,
	calls: trace.calls,
	table: trace.tableSize
});

/** Runs the JavaScript listing of `trace`'s search from `moves`, counting calls as discs dropped. */
function runJs(trace: Trace, moves: string, ai: Mark): Outcome {
	const table = new Map<string, unknown>();
	let calls = 1;
	const memo = trace.algorithm === 'memo';
	const helpers = {
		AI: ai,
		table,
		other,
		fourInRow: (board: Board, mark: Mark) =>
			WINDOWS.some((window) => window.every((cell) => board[cell] === mark)),
		emptyCount: (board: Board) => board.filter((disc) => disc === null).length,
		openColumns: (board: Board) =>
			[1, 2, 3, 4, 5, 6, 7].filter((column) => board[cellAt(0, column)] === null),
		drop: (board: Board, column: number, mark: Mark) => {
			calls++;
			return dropDisc(board, column, mark);
		},
		centreFirst: (columns: number[]) => [4, 3, 5, 2, 6, 1, 7].filter((c) => columns.includes(c)),
		canonical: (board: Board) => {
			const [a, b] = [String(board), String(mirrored(board))];
			return a < b ? a : b;
		},
		evaluate: evaluateFor(ai),
		store: (key: string, score: number, bound = 'exact') => {
			table.set(key, memo ? score : { score, bound });
			return { score };
		}
	};
	const name = traceDeclaration(trace.algorithm).window ? 'alphaBeta' : 'minimax';
	const body = `${listingFor(trace, 'en', 'js').lines.join('\n')}\nreturn ${name};`;
	const run = new Function(...Object.keys(helpers), body)(...Object.values(helpers)) as (
		...args: unknown[]
	) => { score: number; column: number };
	const board = boardOf(moves);
	const toMove: Mark = moves.length % 2 === 0 ? 'X' : 'O';
	const result = run(board, toMove, 0, -Infinity, Infinity);
	return {
		score: result.score,
		move: result.column === -1 ? null : result.column,
		calls,
		table: table.size
	};
}

describe('the JavaScript listings run as code', () => {
	it('make 400, 2,801 and 19,608 calls at depths 3, 4 and 5 from the empty board, as minimax does', () => {
		for (const [depth, calls] of [
			[3, 400],
			[4, 2_801],
			[5, 19_608]
		] as const) {
			const trace = search(connect4Game(''), settings('minimax', depth));
			const ran = runJs(trace, '', 'X');
			expect(ran).toEqual(engineOutcome(trace));
			expect(ran.calls).toBe(calls);
		}
	});

	it.each(POSITIONS)(
		'give the engine’s value, column, calls and table size from "%s", every search, depths 1-4',
		(moves) => {
			for (const ai of ['X', 'O'] as const) {
				const game = connect4Game(moves, { ai });
				for (const depth of [1, 2, 3, 4])
					for (const chosen of everySearch(depth)) {
						const trace = search(game, chosen);
						const name = `${ai} ${chosen.algorithm} ${chosen.symmetry} ${depth}`;
						expect(runJs(trace, moves, ai), name).toEqual(engineOutcome(trace));
					}
			}
		},
		30_000
	);

	it('take the win in one at every depth, scoring 100 plus the 35 cells left', () => {
		for (const depth of [1, 2, 3, 4])
			for (const chosen of everySearch(depth)) {
				const trace = search(connect4Game(X_WINS), chosen);
				expect(runJs(trace, X_WINS, 'X'), `${chosen.algorithm} ${depth}`).toMatchObject({
					score: 135,
					move: 3
				});
				// The side to move is the AI's opponent: it wins in one, so the AI's value is a loss.
				const against = search(connect4Game(X_WINS, { ai: 'O' }), chosen);
				expect(runJs(against, X_WINS, 'O')).toMatchObject({ score: -135, move: 3 });
			}
	});

	it('agree with the engine on the default depth when the search names none', () => {
		const trace = search(connect4Game(MIDDLE), {
			algorithm: 'alphabeta-table',
			depthLimit: null,
			symmetry: true
		});
		expect(trace.settings.depthLimit).toBe(4);
		expect(runJs(trace, MIDDLE, 'X')).toEqual(engineOutcome(trace));
	});
});

// ---- The Python listings, in python3, with their helpers written in Python here. ----

const DRIVER = String.raw`
import json, sys

ROWS, COLUMNS = 6, 7
WEIGHTS = (0, 1, 3, 9, 0)

def windows():
    found = []
    for row in range(ROWS):
        for column in range(COLUMNS):
            for down, across in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(row + k * down, column + k * across) for k in range(4)]
                if all(0 <= r < ROWS and 0 <= c < COLUMNS for r, c in cells):
                    found.append([r * COLUMNS + c for r, c in cells])
    return found

WINDOWS = windows()

def four_in_row(board, mark):
    # A loop over the windows' four cells, not nested generators: this runs at every call.
    for a, b, c, d in WINDOWS:
        if board[a] == mark and board[b] == mark and board[c] == mark and board[d] == mark:
            return True
    return False

def other(mark):
    return 'O' if mark == 'X' else 'X'

def drop_disc(board, column, mark):
    copy = list(board)
    for row in range(ROWS - 1, -1, -1):
        if copy[row * COLUMNS + column - 1] is None:
            copy[row * COLUMNS + column - 1] = mark
            return copy
    raise ValueError('column %d is full' % column)

def run(case):
    ai = case['ai']
    table = {}
    bounds = case['algorithm'] == 'alphabeta-table'
    calls = 0

    def store(key, score, bound='exact'):
        table[key] = (score, bound) if bounds else score
        return score, None

    scores = {}

    def evaluate(board):
        # Counted in a loop, not by generators: this runs at every leaf of every search here, and
        # kept by position, which the searches meet again and again.
        key = tuple(board)
        if key in scores:
            return scores[key]
        total = 0
        for window in WINDOWS:
            mine = theirs = 0
            for c in window:
                if board[c] == ai:
                    mine += 1
                elif board[c] is not None:
                    theirs += 1
            if theirs == 0:
                total += WEIGHTS[mine]
            elif mine == 0:
                total -= WEIGHTS[theirs]
        scores[key] = max(-90, min(90, total))
        return scores[key]

    def text(board):
        return ''.join(m or '.' for m in board)

    def mirror(board):
        return [board[r * COLUMNS + COLUMNS - 1 - c] for r in range(ROWS) for c in range(COLUMNS)]

    ns = dict(
        AI=ai,
        table=table,
        store=store,
        other=other,
        evaluate=evaluate,
        drop=drop_disc,
        four_in_row=four_in_row,
        empty_count=lambda b: b.count(None),
        open_columns=lambda b: [c for c in range(1, COLUMNS + 1) if b[c - 1] is None],
        centre_first=lambda cs: [c for c in (4, 3, 5, 2, 6, 1, 7) if c in cs],
        canonical=lambda b: min(text(b), text(mirror(b))),
    )
    exec(compile(case['listing'], '<listing>', 'exec'), ns)
    search = ns[case['name']]

    def counted(*args):
        nonlocal calls
        calls += 1
        return search(*args)

    # The listing calls itself by its global name: every call is counted.
    ns[case['name']] = counted
    board = [None] * (ROWS * COLUMNS)
    for at, column in enumerate(case['moves']):
        board = drop_disc(board, int(column), 'X' if at % 2 == 0 else 'O')
    to_move = 'X' if len(case['moves']) % 2 == 0 else 'O'
    window = [float('-inf'), float('inf')] if case['alphabeta'] else []
    score, move = counted(board, to_move, 0, *window)
    return {'score': score, 'move': move, 'calls': calls, 'table': len(table)}

print(json.dumps([run(case) for case in json.load(sys.stdin)]))
`;

function runPython(cases: readonly object[]): Outcome[] {
	const run = spawnSync('python3', ['-c', DRIVER], {
		input: JSON.stringify(cases),
		encoding: 'utf8',
		timeout: 60_000
	});
	expect(run.stderr).toBe('');
	expect(run.status).toBe(0);
	return JSON.parse(run.stdout) as Outcome[];
}

// Need python3, which `npm test`'s setup installs where it is missing (.ci/setup.mjs --python).
describe('the Python listings run as code (needs python3)', () => {
	const pythonCase = (moves: string, ai: Mark, chosen: SearchSettings, lang: 'en' | 'zh') => {
		const trace = search(connect4Game(moves, { ai }), chosen);
		return {
			trace,
			input: {
				name: traceDeclaration(chosen.algorithm).window ? 'alpha_beta' : 'minimax',
				listing: listingFor(trace, lang, 'python').lines.join('\n'),
				algorithm: chosen.algorithm,
				alphabeta: traceDeclaration(chosen.algorithm).window,
				moves,
				ai
			}
		};
	};

	it('give the engine’s value, column, calls and table size, every search and position', () => {
		const cases = POSITIONS.flatMap((moves) =>
			(['X', 'O'] as const).flatMap((ai) =>
				[1, 3].flatMap((depth) =>
					everySearch(depth).map((chosen) =>
						pythonCase(moves, ai, chosen, ai === 'X' ? 'en' : 'zh')
					)
				)
			)
		);
		const results = runPython(cases.map(({ input }) => input));
		expect(results).toEqual(cases.map(({ trace }) => engineOutcome(trace)));
		expect(results).toHaveLength(POSITIONS.length * 2 * 2 * 7);
	}, 60_000);

	it('make 2,801 calls at the default depth 4 from the empty board, and agree at depth 4 in every search', () => {
		const cases = everySearch(4).map((chosen) => pythonCase('', 'X', chosen, 'en'));
		const results = runPython(cases.map(({ input }) => input));
		expect(results).toEqual(cases.map(({ trace }) => engineOutcome(trace)));
		expect(results[0]?.calls).toBe(2_801);
	}, 60_000);
});
