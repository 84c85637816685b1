import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usage } from '../../../src/cli/command';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { plainSearch, type CallRecord } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { ok, printed, refusal, runCli, type Output } from '../cli-run';
import { traceProcess } from '../cli-process';
import {
	ARTICLE_BOARD,
	ARTICLE_BOARD_ARRAY,
	ARTICLE_TREE,
	FULL_GAME_MINIMAX_CALLS
} from '../traces';
import { refBoard, refSearch } from '../reference';
import { minimax } from '../../searches';

// The command's own process, for what only a process shows (cli-process.ts).
const trace = traceProcess();

const run = (...argv: string[]) => runCli(argv);
const runWithInput = (input: string, ...argv: string[]) => runCli(argv, { input });
const bad = (...argv: string[]) => refusal(argv);

function records(output: Output): CallRecord[] {
	expect(output.trace).toBeDefined();
	return output.trace ?? [];
}

describe('minimax on the article board', () => {
	it('prints the summary', async () => {
		const output = await ok('--board', ARTICLE_BOARD);
		expect(Object.keys(output).slice(0, 3)).toEqual(['format', 'version', 'algorithm']);
		expect(output.format).toBe('minimax-lab-trace');
		expect(output.version).toBe(1);
		expect(output.algorithm).toBe('minimax');
		expect(output.game).toEqual({
			kind: 'board',
			board: 'O.XX.X.OO',
			toMove: 'X',
			ai: 'X',
			scoring: 'article'
		});
		expect(output.calls).toBe(9);
		expect(output.score).toBe(10);
		expect(output.move).toBe(4);
		expect(output.prunedBranches).toBe(0);
	});

	it('prints one record per call', async () => {
		const trace = records(await ok('--board', ARTICLE_BOARD));
		expect(trace).toHaveLength(9);
		expect(trace.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
		expect(trace.map((r) => r.parent)).toEqual([null, 1, 2, 2, 1, 1, 6, 7, 6]);
		expect(trace.map((r) => r.depth)).toEqual([0, 1, 2, 2, 1, 1, 2, 3, 2]);
		expect(trace.map((r) => r.player)).toEqual(trace.map((r) => (r.depth % 2 ? 'O' : 'X')));
		expect(trace.map((r) => r.score)).toEqual([10, -10, -10, -10, 10, -10, 10, 10, -10]);
		expect(trace.map((r) => r.alpha)).toEqual(Array(9).fill(null));
		expect(trace.map((r) => r.beta)).toEqual(Array(9).fill(null));
		expect(trace.map((r) => r.pruned)).toEqual(Array(9).fill([]));
		expect(trace[0]?.board).toBe('O.XX.X.OO');
		expect(trace[0]?.move).toBe(4);
		expect(trace[4]?.board).toBe('O.XXXX.OO');
		expect(trace[4]?.move).toBeNull();
		expect(trace.every((r) => r.path === undefined)).toBe(true);
	});

	it('matches the engine run directly', async () => {
		const output = await ok('--board', ARTICLE_BOARD, '--summary');
		const trace = minimax(boardGame(ARTICLE_BOARD));
		expect(output.calls).toBe(trace.calls);
		expect(output.score).toBe(trace.rootScore);
		expect(output.move).toBe(trace.rootMove);
	});
});

describe('alpha-beta on the article board', () => {
	it('prunes one branch', async () => {
		const output = await ok('--board', ARTICLE_BOARD, '--algorithm', 'alphabeta');
		expect(output.algorithm).toBe('alphabeta');
		expect(output.calls).toBe(8);
		expect(output.score).toBe(10);
		expect(output.move).toBe(4);
		expect(output.prunedBranches).toBe(1);
		const trace = records(output);
		expect(trace).toHaveLength(8);
		expect(trace.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
		expect(trace.map((r) => r.parent)).toEqual([null, 1, 2, 2, 1, 1, 6, 7]);
		expect(trace[5]?.pruned).toEqual([4]);
		expect(trace.filter((r) => r.pruned.length > 0).map((r) => r.id)).toEqual([6]);
		expect(trace[0]?.alpha).toBe('-inf');
		expect(trace[0]?.beta).toBe('inf');
		expect(trace[3]?.beta).toBe(-10);
		expect(trace[5]?.alpha).toBe(10);
	});

	it('accepts the algorithm name in any case', async () => {
		expect((await ok('--board', ARTICLE_BOARD, '--algorithm', 'AlphaBeta')).calls).toBe(8);
	});
});

describe('options', () => {
	it('--summary leaves the trace out', async () => {
		const result = await run('--board', ARTICLE_BOARD, '--summary');
		expect(result.status).toBe(0);
		const output = JSON.parse(result.out) as Output;
		expect(output.calls).toBe(9);
		expect('trace' in output).toBe(false);
		expect(result.out.trim().split('\n')).toHaveLength(1);
	});

	it('reads the array board form', async () => {
		const output = await ok('--board', ARTICLE_BOARD_ARRAY, '--summary');
		expect(output.game).toEqual({
			kind: 'board',
			board: 'O.XX.X.OO',
			toMove: 'X',
			ai: 'X',
			scoring: 'article'
		});
		expect(output.calls).toBe(9);
		expect(output.score).toBe(10);
		expect(output.move).toBe(4);
	});

	it('--to-move O searches from O', async () => {
		// O tries 1 (X then wins at 4: +10), 4 and 6 (each an O line: -10): 7 calls, -10 at 4.
		const output = await ok('--board', ARTICLE_BOARD, '--to-move', 'O');
		expect(output.game).toEqual({
			kind: 'board',
			board: 'O.XX.X.OO',
			toMove: 'O',
			ai: 'X',
			scoring: 'article'
		});
		expect(output.calls).toBe(7);
		expect(output.score).toBe(-10);
		expect(output.move).toBe(4);
		const trace = records(output);
		expect(trace[0]?.player).toBe('O');
		expect(trace.map((r) => r.score)).toEqual([-10, 10, 10, -10, -10, -10, -10]);
		const direct = minimax(boardGame(ARTICLE_BOARD, { toMove: 'O' }));
		expect([direct.calls, direct.rootScore, direct.rootMove]).toEqual([7, -10, 4]);
	});

	it('--ai O makes O the maximiser', async () => {
		const output = await ok('--board', ARTICLE_BOARD, '--ai', 'O', '--summary');
		expect(output.game).toEqual({
			kind: 'board',
			board: 'O.XX.X.OO',
			toMove: 'X',
			ai: 'O',
			scoring: 'article'
		});
		expect(output.calls).toBe(9);
		expect(output.score).toBe(-10);
		expect(output.move).toBe(4);
	});

	it('prints a finished board as a single call', async () => {
		const output = await ok('--board', 'XXXOO....');
		expect(output.calls).toBe(1);
		expect(output.move).toBeNull();
		expect(output.score).toBe(10);
		expect(output.game).toEqual({
			kind: 'board',
			board: 'XXXOO....',
			toMove: 'O',
			ai: 'X',
			scoring: 'article'
		});
		expect(records(output)).toHaveLength(1);
	});

	it('--help prints the usage', async () => {
		const result = await run('--help');
		expect(result.status).toBe(0);
		expect(result.err).toEqual([]);
		expect(result.out).toBe(`${usage()}\n`);
		expect(result.out).toContain('Usage:');
		expect(result.out).toContain('--board');
		expect(result.out).toContain('--tree');
		expect(result.out).toContain('--lang en|zh');
	});
});

describe('trees', () => {
	it('minimax visits all 26 nodes', async () => {
		const output = await ok('--tree', ARTICLE_TREE);
		expect(output.game).toEqual({ kind: 'tree', tree: JSON.parse(ARTICLE_TREE), root: 'max' });
		expect(output.calls).toBe(26);
		expect(output.score).toBe(3);
		expect(output.move).toBe(0);
		expect(output.prunedBranches).toBe(0);
		expect(records(output)).toHaveLength(26);
	});

	it('alpha-beta makes 17 calls and prunes 4 branches', async () => {
		const output = await ok('--tree', ARTICLE_TREE, '--algorithm', 'alphabeta');
		expect(output.calls).toBe(17);
		expect(output.score).toBe(3);
		expect(output.move).toBe(0);
		expect(output.prunedBranches).toBe(4);
		const trace = records(output);
		expect(trace).toHaveLength(17);
		expect(trace[0]?.path).toBe('');
		expect(trace[1]?.path).toBe('0');
		expect(trace[4]?.path).toBe('0.0.0.0');
		expect(trace.every((r) => r.board === undefined)).toBe(true);
		expect(trace[0]?.player).toBe('max');
		expect(trace[1]?.player).toBe('min');
		const pruned = new Set(trace.flatMap((r) => r.pruned.map((move) => `${r.id}:${move}`)));
		expect(pruned).toEqual(new Set(['7:1', '9:1', '12:1', '14:1']));
	});

	it('--root min changes the score', async () => {
		// Level 3 (max) gives 17 12 15 25 5 3 14; level 2 (min) 12 15 3 14; level 1 (max) 15 14;
		// the min root takes 14, via child 1.
		const output = await ok('--tree', ARTICLE_TREE, '--root', 'min', '--summary');
		expect(output.game).toEqual({ kind: 'tree', tree: JSON.parse(ARTICLE_TREE), root: 'min' });
		expect(output.calls).toBe(26);
		expect(output.score).toBe(14);
		expect(output.move).toBe(1);
		const pruned = await ok('--tree', ARTICLE_TREE, '--root', 'MIN', '--algorithm', 'alphabeta');
		expect(pruned.score).toBe(14);
		expect(pruned.move).toBe(1);
		expect(records(pruned)[0]?.player).toBe('min');
	});
});

describe('bad input', () => {
	it('refuses an unknown option', async () => {
		const line = await bad('--board', ARTICLE_BOARD, '--width', '3');
		expect(line).toContain('--width');
		expect(line).toContain('see --help');
	});

	it('refuses a positional argument', async () => {
		expect(await bad('O.XX.X.OO')).toContain('O.XX.X.OO');
	});

	it('refuses a missing position', async () => {
		expect(await bad()).toContain(
			'Give a position with --board CELLS, --game connect4 --moves COLUMNS or --tree JSON'
		);
		expect(await bad('--summary')).toContain('Give a position');
	});

	it('refuses expectimax with bounds on a tree that states none, and a leaf outside them', async () => {
		expect(await bad('--tree', '[[3,12,8],[2,4,6]]', '--algorithm', 'expectimax-bounded')).toBe(
			'trace: "expectimax-bounded" cuts a chance node once the values still to come cannot change the choice above it, which needs the least and greatest value any node can have, and this tree states none. Give its root "bounds": [least, greatest] (as {"bounds": [-10, 10], "children": [...]}), or choose "minimax", "alphabeta", "memo", "alphabeta-ordered", "alphabeta-table", "negamax", "pvs", "iterative", "mtdf" or "expectimax".'
		);
		expect(
			await bad(
				'--tree',
				'{"bounds":[0,10],"children":[[3,12]]}',
				'--algorithm',
				'expectimax-bounded'
			)
		).toBe(
			'trace: The leaf at n4 (path 0.1) is 12, outside the tree\'s stated "bounds": every value must lie within them.'
		);
	});

	it('refuses an option without its value', async () => {
		expect(await bad('--board')).toContain('--board');
	});

	it('refuses both --board and --tree', async () => {
		expect(await bad('--board', ARTICLE_BOARD, '--tree', '[1]')).toContain(
			'either --board or --tree, not both'
		);
	});

	it('refuses a bad --algorithm', async () => {
		const line = await bad('--board', ARTICLE_BOARD, '--algorithm', 'maximin');
		expect(line).toContain('--algorithm must be minimax or alphabeta');
		expect(line).toContain('"maximin"');
	});

	it('refuses a bad --to-move', async () => {
		const line = await bad('--board', ARTICLE_BOARD, '--to-move', 'Z');
		expect(line).toContain('--to-move must be X or O');
		expect(line).toContain('"Z"');
	});

	it('refuses a bad --ai', async () => {
		const line = await bad('--board', ARTICLE_BOARD, '--ai', 'both');
		expect(line).toContain('--ai must be X or O');
		expect(line).toContain('"both"');
	});

	it('refuses a bad --root', async () => {
		const line = await bad('--tree', ARTICLE_TREE, '--root', 'middle');
		expect(line).toContain('--root must be max or min');
		expect(line).toContain('"middle"');
	});

	it('refuses --root with --board', async () => {
		expect(await bad('--board', ARTICLE_BOARD, '--root', 'min')).toContain(
			'--root goes with --tree'
		);
	});

	it('refuses --ai and --to-move with --tree', async () => {
		expect(await bad('--tree', ARTICLE_TREE, '--ai', 'X')).toContain('--ai goes with --board');
		expect(await bad('--tree', ARTICLE_TREE, '--to-move', 'O')).toContain(
			'--to-move goes with --board'
		);
	});

	it.each([
		['O.XX.X.O', 'exactly 9 cells'],
		['O.XX.X.OO.', 'has 10'],
		['O.XX-X.OO', 'Cell 4 holds "-"'],
		['["O",1,"X","X",4,"X",6,"O"]', 'exactly 9 items'],
		['["O",1,"X","X",3,"X",6,"O","O"]', 'Item 4 of the board array is 3'],
		['["O",1,"X","X",4,"X",6,"O",true]', 'Item 8 of the board array is true'],
		['["O",1,', 'not valid JSON'],
		['XX.......', 'X has 2 marks and O has 0'],
		['XXXOOO...', 'Both X and O have three in a row']
	])('refuses the board %s', async (board, words) => {
		expect(await bad('--board', board)).toContain(words);
	});

	it('refuses a --to-move that contradicts the counts', async () => {
		expect(await bad('--board', 'X........', '--to-move', 'X')).toContain('O is to move, not X');
	});

	it.each([
		['5', 'must be a nested array'],
		['"a"', 'must be a nested array'],
		['{"a":[1]}', 'the root has the key "a"'],
		['[{"name":"B","value":1},{"name":"B","value":2}]', 'name "B" is given twice'],
		['[1,', 'not a valid nested array'],
		['[]', 'the root is empty'],
		['[[1],[]]', 'n3 (path 1) is empty'],
		['[[1,"x"]]', 'leaf at n4 (path 0.1) is "x"'],
		['[[1],[null]]', 'leaf at n5 (path 1.0) is null']
	])('refuses the tree %s', async (tree, words) => {
		expect(await bad('--tree', tree)).toContain(words);
	});

	it('speaks Chinese with --lang zh, and English by default or with --lang en', async () => {
		const english = 'trace: Cell 4 holds "-"; a board may only use X, O and . (for an empty cell).';
		expect(await bad('--board', 'O.XX-X.OO')).toBe(english);
		expect(await bad('--board', 'O.XX-X.OO', '--lang', 'en')).toBe(english);
		expect(await bad('--board', 'O.XX-X.OO', '--lang', 'zh')).toBe(
			'trace: 4 号格是“-”；棋盘只能使用 X、O 和 .（表示空格）。'
		);
		// Read before the options are parsed, so the parser's complaint is in Chinese too.
		expect(await bad('--lang=ZH', '--board', ARTICLE_BOARD, '--width', '3')).toBe(
			'trace: 未知选项 --width（见 --help）。'
		);
		expect(await bad('--lang', 'zh', '--tree', '[[1],[]]')).toBe(
			'trace: 节点 n3（路径 1）处的列表为空；每个内部节点至少要有一个子节点。'
		);
		// An unknown language is refused in English; output is unchanged by --lang.
		expect(await bad('--board', ARTICLE_BOARD, '--lang', 'fr')).toBe(
			'trace: --lang must be en or zh, not "fr".'
		);
		expect((await ok('--board', ARTICLE_BOARD, '--lang', 'zh', '--summary')).calls).toBe(9);
	});

	it('refuses a very deep tree', async () => {
		const deep = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`;
		expect(await bad('--tree', deep)).toMatch(/limit of 30 levels|not a valid nested array/);
	});
});

describe('--scoring', () => {
	it('scores finished boards as asked, and says so in the game', async () => {
		// X to move wins at once at 2 (0-1-2): +10 under the article's scores, +1 under unit,
		// and 10 - 1 = 9 under depth-aware scores (one move played since the root).
		for (const [scoring, score] of [
			['article', 10],
			['unit', 1],
			['depth', 9]
		] as const) {
			const output = await ok('--board', 'XX.OO....', '--scoring', scoring, '--summary');
			expect(output.game).toEqual({
				kind: 'board',
				board: 'XX.OO....',
				toMove: 'X',
				ai: 'X',
				scoring
			});
			expect([output.score, output.move]).toEqual([score, 2]);
		}
	});

	it('refuses an unknown scoring, and scoring with a tree', async () => {
		expect(await bad('--board', ARTICLE_BOARD, '--scoring', 'double')).toBe(
			'trace: --scoring must be article or unit or depth, not "double".'
		);
		expect(await bad('--tree', ARTICLE_TREE, '--scoring', 'unit')).toBe(
			'trace: --scoring goes with --board, not --tree.'
		);
	});
});

/** The output for `argv` parsed, changed by `change`, and written back. */
async function tampered(argv: string[], change: (file: Json) => void): Promise<string> {
	const file = JSON.parse(await printed(...argv)) as Json;
	change(file);
	return JSON.stringify(file);
}

type Json = Record<string, unknown>;
const recordsIn = (file: Json): Json[] => file.trace as Json[];

/** `--check -` on `text`: the one line it prints and its status. */
async function check(
	text: string,
	...options: string[]
): Promise<{ status: number; line: string }> {
	const result = await runWithInput(text, '--check', '-', ...options);
	const lines = result.status === 0 ? result.out.split('\n').slice(0, -1) : result.err;
	expect(lines).toHaveLength(1);
	if (result.status !== 0) expect(result.out).toBe('');
	else expect(result.err).toEqual([]);
	return { status: result.status, line: lines[0] ?? '' };
}

/** `--check` must refuse `text` with exactly `line`. */
async function refused(text: string, line: string, ...options: string[]): Promise<void> {
	expect(await check(text, ...options)).toEqual({ status: 2, line });
}

const BOARD_MINIMAX = ['--board', ARTICLE_BOARD];
const BOARD_ALPHABETA = ['--board', ARTICLE_BOARD, '--algorithm', 'alphabeta'];
const TREE_ALPHABETA = ['--tree', ARTICLE_TREE, '--algorithm', 'alphabeta'];

describe('--check accepts what the CLI prints', () => {
	it.each<[string[], string]>([
		[BOARD_MINIMAX, 'ok: minimax on board O.XX.X.OO, 9 calls, score 10, move 4'],
		[BOARD_ALPHABETA, 'ok: alphabeta on board O.XX.X.OO, 8 calls, score 10, move 4'],
		[['--tree', ARTICLE_TREE], 'ok: minimax on a tree of 26 nodes, 26 calls, score 3, move 0'],
		[TREE_ALPHABETA, 'ok: alphabeta on a tree of 26 nodes, 17 calls, score 3, move 0'],
		[
			['--tree', ARTICLE_TREE, '--root', 'min', '--algorithm', 'alphabeta'],
			'ok: alphabeta on a tree of 26 nodes (root min), 25 calls, score 14, move 1'
		],
		[
			['--board', ARTICLE_BOARD, '--to-move', 'O'],
			'ok: minimax on board O.XX.X.OO (O to move), 7 calls, score -10, move 4'
		],
		[
			['--board', ARTICLE_BOARD, '--ai', 'O'],
			'ok: minimax on board O.XX.X.OO (AI O), 9 calls, score -10, move 4'
		],
		[
			// Depth-aware scores: the win at once (cell 2) is worth 10 - 1 = 9; the calls are the
			// independent reference search's.
			['--board', 'XX.OO....', '--scoring', 'depth', '--algorithm', 'alphabeta'],
			`ok: alphabeta on board XX.OO.... (depth scoring), ${
				refSearch(refBoard('XX.OO....', { scoring: 'depth' }), 'alphabeta').calls
			} calls, score 9, move 2`
		],
		[['--board', 'XXXOO....'], 'ok: minimax on board XXXOO...., 1 call, score 10, no move'],
		[
			[...TREE_ALPHABETA, '--order', 'best', '--cut', 'gt'],
			// The count is the engine's (order-and-cut.test.ts checks it): the line names the options.
			`ok: alphabeta (order best, cut gt) on a tree of 26 nodes, ${
				search(parseTree(ARTICLE_TREE), { ...plainSearch('alphabeta'), order: 'best', cut: 'gt' })
					.calls
			} calls, score 3, move 0`
		],
		[
			['--board', ARTICLE_BOARD, '--summary'],
			'ok: minimax on board O.XX.X.OO, 9 calls, score 10, move 4 (summary only)'
		],
		[
			// An average is given exactly beside its number.
			['--tree', '[[3,12,8],[2,4,6],[14,5,2]]', '--algorithm', 'expectimax'],
			'ok: expectimax on a tree of 13 nodes, 13 calls, score 23/3 (7.666666666666667), move 0'
		],
		[
			['--board', ARTICLE_BOARD, '--algorithm', 'expectimax', '--summary'],
			'ok: expectimax on board O.XX.X.OO, 9 calls, score 10, move 4 (summary only)'
		],
		[
			// Exact windows read back: FC6 searched with alpha 23/3 (expectimax-bounded-view.test.ts).
			[
				'--tree',
				'{"bounds":[0,15],"children":[[3,12,8],[2,4,6],[14,5,2]]}',
				'--algorithm',
				'expectimax-bounded'
			],
			'ok: expectimax-bounded on a tree of 13 nodes, 12 calls, score 23/3 (7.666666666666667), move 0'
		],
		[
			['--board', ARTICLE_BOARD, '--algorithm', 'expectimax-bounded'],
			'ok: expectimax-bounded on board O.XX.X.OO, 5 calls, score 10, move 4'
		]
	])('%j', async (argv, line) => {
		expect(await check(await printed(...argv))).toEqual({ status: 0, line });
	});

	it('reads the file from a path as well as from standard input', async () => {
		const folder = await mkdtemp(join(tmpdir(), 'minimax-lab-'));
		const path = join(folder, 'trace.json');
		await writeFile(path, await printed(...TREE_ALPHABETA));
		const result = await run('--check', path);
		expect(result).toEqual({
			status: 0,
			out: 'ok: alphabeta on a tree of 26 nodes, 17 calls, score 3, move 0\n',
			err: []
		});
		await rm(folder, { recursive: true });
		expect(await bad('--check', path)).toMatch(
			/^trace: Cannot read ".*trace\.json": ENOENT: no such file or directory/
		);
	});

	it('accepts fields it does not know, anywhere', async () => {
		const text = await tampered(BOARD_ALPHABETA, (file) => {
			file.comment = 'from another program';
			(file.game as Json).note = 1;
			(recordsIn(file)[5] as Json).cutBy = 'alpha';
		});
		expect(await check(text)).toEqual({
			status: 0,
			line: 'ok: alphabeta on board O.XX.X.OO, 8 calls, score 10, move 4'
		});
	});
});

describe('--check refuses a changed file, naming the call', () => {
	it('a changed score', async () => {
		const text = await tampered(BOARD_ALPHABETA, (file) => {
			(recordsIn(file)[4] as Json).score = -10;
		});
		await refused(text, 'trace: call 5: the file says score -10, but the search gives 10.');
		await refused(
			text,
			'trace: 函数调用 FC5：文件中的 "score" 为 -10，但搜索得到 10。',
			'--lang',
			'zh'
		);
		const root = await tampered(TREE_ALPHABETA, (file) => {
			(recordsIn(file)[0] as Json).score = 2;
			file.score = 2;
		});
		await refused(root, 'trace: call 1: the file says score 2, but the search gives 3.');
	});

	it('a score the game cannot give', async () => {
		const text = await tampered(BOARD_MINIMAX, (file) => {
			(recordsIn(file)[4] as Json).score = 3;
		});
		await refused(text, 'trace: call 5: score 3 is not a value this game can give.');
	});

	it('a missing record', async () => {
		// Minimax's last call (FC9, O takes 4 under FC6) left out: FC6 now leaves move 4 unsearched.
		const last = await tampered(BOARD_MINIMAX, (file) => {
			recordsIn(file).pop();
			file.calls = 8;
		});
		await refused(
			last,
			'trace: call 6: the file says pruned [], but the rest of the file gives [4].'
		);
		// Said so, too: then the search disagrees about FC6.
		const said = await tampered(BOARD_MINIMAX, (file) => {
			recordsIn(file).pop();
			(recordsIn(file)[5] as Json).pruned = [4];
			file.calls = 8;
			file.prunedBranches = 1;
		});
		// The search is stopped as it passes the file's 8 calls: the 9th is the one missing.
		await refused(
			said,
			'trace: call 9: the search makes this call, but the file stops at 8 calls.'
		);
		const middle = await tampered(BOARD_MINIMAX, (file) => {
			recordsIn(file).splice(4, 1);
			file.calls = 8;
		});
		await refused(
			middle,
			'trace: call 5: the record has id 6; records must run 1, 2, 3, … in order.'
		);
		const uncounted = await tampered(BOARD_MINIMAX, (file) => {
			recordsIn(file).pop();
		});
		await refused(uncounted, "trace: The file's trace holds 8 records, but it says 9 calls.");
	});

	it('an extra record', async () => {
		// FC9 again, as call 10: FC6 already searched that move.
		const repeated = await tampered(BOARD_MINIMAX, (file) => {
			recordsIn(file).push({ ...(recordsIn(file)[8] as Json), id: 10 });
			file.calls = 10;
		});
		await refused(repeated, 'trace: call 10: its caller already searched this move, in call 9.');
		// Alpha-beta's cut move searched after all: a well-formed trace, but not alpha-beta's.
		const uncut = await tampered(BOARD_ALPHABETA, (file) => {
			const records = recordsIn(file);
			(records[5] as Json).pruned = [];
			records.push({
				id: 9,
				parent: 6,
				depth: 2,
				player: 'X',
				board: 'O.XXOXXOO',
				alpha: 10,
				beta: 10,
				score: -10,
				move: null,
				pruned: []
			});
			file.calls = 9;
			file.prunedBranches = 0;
		});
		await refused(uncut, 'trace: call 6: the file says pruned [], but the search gives [4].');
	});

	it('a wrong parent', async () => {
		const closed = await tampered(TREE_ALPHABETA, (file) => {
			(recordsIn(file)[8] as Json).parent = 5;
		});
		await refused(
			closed,
			'trace: call 9: parent 5 is not open here; calls are listed depth first, so the parent is the call before or one of its callers.'
		);
		const deeper = await tampered(TREE_ALPHABETA, (file) => {
			(recordsIn(file)[6] as Json).parent = 4;
		});
		await refused(
			deeper,
			'trace: call 7: the file says depth 3, but the rest of the file gives 4.'
		);
		const moved = await tampered(TREE_ALPHABETA, (file) => {
			Object.assign(recordsIn(file)[6] as Json, { parent: 4, depth: 4 });
		});
		await refused(
			moved,
			'trace: call 7: path "0.0.1" is not one move on from its caller\'s "0.0.0".'
		);
	});

	it('a changed board, player or window', async () => {
		const board = await tampered(BOARD_ALPHABETA, (file) => {
			(recordsIn(file)[7] as Json).board = 'OOXXXXXO.';
		});
		await refused(
			board,
			'trace: call 8: board "OOXXXXXO." is not one move on from its caller\'s "OOXX.XXOO".'
		);
		const player = await tampered(BOARD_MINIMAX, (file) => {
			(recordsIn(file)[2] as Json).player = 'O';
		});
		await refused(
			player,
			'trace: call 3: the file says player "O", but the rest of the file gives "X".'
		);
		const window = await tampered(BOARD_ALPHABETA, (file) => {
			(recordsIn(file)[3] as Json).alpha = -10;
		});
		await refused(window, 'trace: call 4: the file says alpha -10, but the search gives "-inf".');
	});

	it('a header that disagrees with the records or the search', async () => {
		const score = await tampered(BOARD_MINIMAX, (file) => {
			file.score = -10;
		});
		await refused(score, 'trace: The file says score -10, but its records give 10.');
		const summary = await tampered(['--board', ARTICLE_BOARD, '--summary'], (file) => {
			file.calls = 8;
		});
		await refused(
			summary,
			'trace: The file says 8 calls, but searching this game makes more: the search was stopped there.'
		);
		const more = await tampered(['--board', ARTICLE_BOARD, '--summary'], (file) => {
			file.calls = 10;
		});
		await refused(more, 'trace: The file says calls 10, but searching this game gives 9.');
		const otherGame = await tampered(BOARD_MINIMAX, (file) => {
			(file.game as Json).toMove = 'O';
		});
		await refused(
			otherGame,
			'trace: call 1: the file says player "X", but the rest of the file gives "O".'
		);
	});

	it('a schema break', async () => {
		const text = await tampered(BOARD_MINIMAX, (file) => {
			(recordsIn(file)[4] as Json).score = '10';
		});
		await refused(text, 'trace: call 5: score is "10"; it must be a number.');
		const calls = await tampered(BOARD_MINIMAX, (file) => {
			file.calls = '9';
		});
		await refused(calls, 'trace: The file\'s calls is "9"; it must be a whole number, 1 or more.');
		const parent = await tampered(TREE_ALPHABETA, (file) => {
			(recordsIn(file)[16] as Json).parent = '16';
		});
		await refused(parent, 'trace: call 17: parent is "16"; it must be an earlier call\'s id.');
		const missing = await tampered(TREE_ALPHABETA, (file) => {
			delete (recordsIn(file)[16] as Json).path;
		});
		await refused(missing, 'trace: call 17: the record has no "path" field.');
		await refused(
			'{"format":',
			'trace: The file is not valid JSON: it cannot be read (it stops short: a value or a closing bracket is missing at its end).'
		);
	});

	it('a wrong format or version, or a file from before version 1', async () => {
		const version = await tampered(BOARD_MINIMAX, (file) => {
			file.version = 2;
		});
		await refused(version, "trace: The file's format version is 2; this program reads version 1.");
		await refused(
			version,
			'trace: 文件的记录格式版本为 2；本程序只能读取第 1 版。',
			'--lang',
			'zh'
		);
		const format = await tampered(BOARD_MINIMAX, (file) => {
			file.format = 'chess-trace';
		});
		await refused(
			format,
			'trace: The file\'s format is "chess-trace"; a Minimax Lab trace says "minimax-lab-trace".'
		);
		const legacy = await tampered(BOARD_MINIMAX, (file) => {
			delete file.format;
			delete file.version;
			delete (file.game as Json).scoring;
		});
		await refused(
			legacy,
			'trace: The file has no "format" field: it is not a Minimax Lab trace, or it was saved before trace format version 1 (save it again).'
		);
	});

	it('goes alone, but for --lang', async () => {
		expect(await bad('--check', '-', '--board', ARTICLE_BOARD)).toBe(
			'trace: --check reads a trace file; give it without --board (only --lang goes with it).'
		);
		expect(await bad('--check', '-', '--summary')).toBe(
			'trace: --check reads a trace file; give it without --summary (only --lang goes with it).'
		);
	});
});

describe('as a process', () => {
	const runProcess = (...args: string[]) => trace.run(args);

	it('prints JSON and exits 0 on good input', () => {
		const result = runProcess('--board', ARTICLE_BOARD, '--algorithm', 'alphabeta');
		expect(result.status).toBe(0);
		expect(result.stderr).toBe('');
		const output = JSON.parse(result.stdout) as Output;
		expect(output.calls).toBe(8);
		expect(output.score).toBe(10);
		expect(records(output)).toHaveLength(8);
	}, 60_000);

	it('exits 2 with one stderr line on bad input', () => {
		const result = runProcess('--board', 'O.XX-X.OO');
		expect(result.status).toBe(2);
		expect(result.stdout).toBe('');
		const lines = result.stderr.trimEnd().split('\n');
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(/^trace: Cell 4 holds "-"/);
		const chinese = runProcess('--board', 'O.XX-X.OO', '--lang', 'zh');
		expect(chinese.status).toBe(2);
		expect(chinese.stderr).toBe('trace: 4 号格是“-”；棋盘只能使用 X、O 和 .（表示空格）。\n');
	}, 60_000);

	it('checks a trace piped in on standard input', async () => {
		// Printed in this process (printing as a process is checked above): the pipe is the point.
		const printedText = await printed(...TREE_ALPHABETA);
		const checked = trace.run(['--check', '-'], { input: printedText });
		expect([checked.status, checked.stdout, checked.stderr]).toEqual([
			0,
			'ok: alphabeta on a tree of 26 nodes, 17 calls, score 3, move 0\n',
			''
		]);
		const changed = trace.run(['--check', '-'], {
			input: printedText.replace(
				'"path":"1.0.1.0","alpha":3,"beta":"inf","score":3',
				'"path":"1.0.1.0","alpha":3,"beta":"inf","score":5'
			)
		});
		expect([changed.status, changed.stdout, changed.stderr]).toEqual([
			2,
			'',
			'trace: call 17: the file says score 5, but the search gives 3.\n'
		]);
	}, 60_000);

	// `npm run trace` itself (npm, tsx and this entry point) is run by cli-npm.test.ts: here the
	// entry point's own process, as it runs there, takes the whole game.
	it('searches the empty board as a process', () => {
		const result = runProcess('--board', '.........', '--summary');
		expect(result.status).toBe(0);
		expect(result.stderr).toBe('');
		const output = JSON.parse(result.stdout) as Output;
		expect(output.calls).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(output.score).toBe(0);
		expect(output.move).toBe(0);
		expect('trace' in output).toBe(false);
	}, 60_000);
});

/** A value as long as a pasted file: 100 KB. */
const LONG = 'a'.repeat(100_000);
/** All a message quotes of it: 60 characters, then "…". */
const QUOTED = `"${'a'.repeat(60)}…"`;
/** What a terminal obeys rather than shows: C0 controls, DEL and C1 controls. */
const CONTROL = /\p{Cc}/u;

describe('input quoted back in a message', () => {
	it.each([
		['--ai', ['--board', ARTICLE_BOARD]],
		['--to-move', ['--board', ARTICLE_BOARD]],
		['--algorithm', ['--board', ARTICLE_BOARD]],
		['--scoring', ['--board', ARTICLE_BOARD]],
		['--root', ['--tree', ARTICLE_TREE]],
		['--lang', ['--board', ARTICLE_BOARD]]
	])('%s of 100 KB is cut at 60 characters', async (option, position) => {
		const line = await bad(...position, option, LONG);
		expect(line).toMatch(new RegExp(`^trace: ${option} must be .+, not ${QUOTED}\\.$`));
	});

	it('is cut in Chinese too', async () => {
		expect(await bad('--lang', 'zh', '--board', ARTICLE_BOARD, '--ai', LONG)).toBe(
			`trace: --ai 必须是 "X" 或 "O"，而不是 ${QUOTED}。`
		);
	});

	it.each([
		[['--board', LONG], 'but "a'],
		[['--board', `[${LONG}`], 'The board "[a'],
		[['--board', JSON.stringify([LONG, 1, 2, 3, 4, 5, 6, 7, 8])], `array is ${QUOTED}`],
		[['--tree', JSON.stringify([1, LONG])], `n3 (path 1) is ${QUOTED}`],
		[['--tree', `[1,${LONG}]`], 'not a valid nested array'],
		[[LONG], "Unexpected argument 'a"],
		[[`--${LONG}`], "Unknown option '--a"],
		[['--lang', 'zh', `--${LONG}`], '未知选项 --a'],
		[['--check', LONG], 'Cannot read "a']
	])('%#: a long board, tree, argument or file name is cut short too', async (argv, words) => {
		const line = await bad(...argv);
		expect(line).toContain(words);
		expect(line).not.toContain('a'.repeat(61));
		expect(line.length).toBeLessThan(300);
	});

	it('writes control characters escaped, never raw', async () => {
		expect(await bad('--board', '\u001b[31mRED')).toBe(
			'trace: A board needs exactly 9 cells (X, O or . for empty), but "\\u001b[31mRED" has 8.'
		);
		for (const argv of [
			['--board', '\u001b[31mREDXXXX'],
			['--board', 'O.XX\u001bX.OO'],
			['--board', ARTICLE_BOARD, '--ai', '\u001b[2J'],
			['--board', ARTICLE_BOARD, '--to-move', '\u009b2J', '--lang', 'zh'],
			['--board', ARTICLE_BOARD, '--algorithm', '\u202egnp.exe'],
			['--board', '["\u001b[2J",1,2,3,4,5,6,7,8]'],
			['--board', '["\\u001b[2J",1,2,3,4,5,6,7,8]'],
			['--tree', '[1,"\\u009b2J"]'],
			['\u001b]0;title\u0007'],
			['--\u001b[2J'],
			['--check', '/no/such/\u001b[2J.json']
		]) {
			const line = await bad(...argv);
			expect(line).not.toMatch(CONTROL);
			expect(line).not.toContain('\u202e');
			expect(line).toMatch(/\\u(001b|009b|202e)/);
		}
		// A tree that is not JSON: the parser's words, which quote it raw, are not shown at all.
		expect(await bad('--tree', '[1,\u001b]')).toBe(
			'trace: The tree is not a valid nested array: it is not well-formed JSON (a character out of place). Write a tree such as [[3, 17], [2, 12]].'
		);
	});

	it('states a huge figure from a file in a few characters', async () => {
		const text = await tampered(['--board', ARTICLE_BOARD, '--summary'], (file) => {
			file.calls = 1e300;
		});
		await refused(text, 'trace: The file says 1 × 10^300 calls; the limit is 600,000.');
		await refused(text, 'trace: 文件声明有 1 × 10^300 次调用；上限是 600,000 次。', '--lang', 'zh');
	});
});

describe('--check reads only what a file holds itself', () => {
	/** Gives `object` its own `key`, as JSON.parse does for "__proto__" (assigning would not). */
	const own = (object: unknown, key: string, value: unknown): void => {
		Object.defineProperty(object, key, { value, enumerable: true, writable: true });
	};

	it("takes fields named as Object.prototype's as any unknown field", async () => {
		const text = await tampered(BOARD_ALPHABETA, (file) => {
			own(file, '__proto__', { comment: 'from another program' });
			own(file, 'constructor', 'x');
			own(file.game, '__proto__', { kind: 'tree', board: 'XXXXXXXXX' });
			own(file.game, 'toString', 1);
			for (const record of recordsIn(file)) {
				own(record, '__proto__', { score: 99, pruned: [0] });
				own(record, 'hasOwnProperty', null);
				own(record, 'valueOf', 'v');
			}
		});
		expect(text).toContain('"__proto__":{"score":99,"pruned":[0]}');
		expect(await check(text)).toEqual({
			status: 0,
			line: 'ok: alphabeta on board O.XX.X.OO, 8 calls, score 10, move 4'
		});
	});

	it('never takes a field, or its value, from a "__proto__" in the file', async () => {
		const missing = await tampered(BOARD_MINIMAX, (file) => {
			const record = recordsIn(file)[4] as Json;
			delete record.score;
			own(record, '__proto__', { score: 10 });
		});
		await refused(missing, 'trace: call 5: the record has no "score" field.');
		const shadowed = await tampered(BOARD_MINIMAX, (file) => {
			const record = recordsIn(file)[4] as Json;
			record.score = -10;
			own(record, '__proto__', { score: 10 });
		});
		await refused(shadowed, 'trace: call 5: the file says score -10, but the search gives 10.');
		const game = await tampered(BOARD_MINIMAX, (file) => {
			delete (file.game as Json).ai;
			own(file.game, '__proto__', { ai: 'X' });
		});
		await refused(game, 'trace: The game has no "ai" field.');
		const header = await tampered(BOARD_MINIMAX, (file) => {
			delete file.format;
			own(file, '__proto__', { format: 'minimax-lab-trace' });
		});
		expect((await check(header)).line).toMatch(/^trace: The file has no "format" field/);
	});
});

describe('files over the limit', () => {
	it('refuses a file over 120 MB unread, as the page does', async () => {
		const folder = await mkdtemp(join(tmpdir(), 'minimax-lab-'));
		try {
			// A sparse file: its size, but no disk space and nothing to read.
			const path = join(folder, 'huge.json');
			await writeFile(path, '');
			await truncate(path, 130_400_000);
			expect(await bad('--check', path)).toBe(
				`trace: "${path}" is 130 MB; files up to 120 MB can be read.`
			);
			expect(await bad('--check', path, '--lang', 'zh')).toBe(
				`trace: 文件 "${path}" 有 130 MB；只能读取不超过 120 MB 的文件。`
			);
		} finally {
			await rm(folder, { recursive: true });
		}
	});

	it('stops reading standard input past 120 MB', async () => {
		const folder = await mkdtemp(join(tmpdir(), 'minimax-lab-'));
		const path = join(folder, 'huge.json');
		await writeFile(path, '');
		await truncate(path, 130_400_000);
		const input = openSync(path, 'r');
		try {
			const result = trace.run(['--check', '-'], { stdio: [input, 'pipe', 'pipe'] });
			expect([result.status, result.stdout, result.stderr]).toEqual([
				2,
				'',
				'trace: Standard input holds more than 120 MB; files up to 120 MB can be read.\n'
			]);
		} finally {
			closeSync(input);
			await rm(folder, { recursive: true });
		}
	}, 60_000);
});

describe.skipIf(!existsSync('/dev/full'))('output to a full disk', () => {
	it.each([[['--board', '.........']], [['--board', ARTICLE_BOARD, '--summary']], [['--help']]])(
		'%j: one trace: line and status 1, no stack trace',
		(argv) => {
			const full = openSync('/dev/full', 'w');
			try {
				const result = trace.run(argv, { stdio: ['ignore', full, 'pipe'] });
				expect([result.status, result.stderr]).toEqual([
					1,
					'trace: cannot write the output: ENOSPC: no space left on device, write\n'
				]);
			} finally {
				closeSync(full);
			}
		},
		60_000
	);
});

describe('output to a reader that stops early', () => {
	it('ends quietly with status 0, as under | head', async () => {
		const child = trace.start(['--board', '.........']);
		let stderr = '';
		child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
		child.stdout.once('data', () => child.stdout.destroy());
		const status = await new Promise((resolve) => child.on('close', resolve));
		expect([status, stderr]).toEqual([0, '']);
	}, 60_000);
});

describe('search options: the table keyed up to symmetry, the depth limit', () => {
	it('--algorithm memo --symmetry stores the 765 essentially different positions', async () => {
		const output = await ok(
			'--board',
			'.........',
			'--algorithm',
			'memo',
			'--symmetry',
			'--summary'
		);
		expect(output).toMatchObject({ algorithm: 'memo', symmetry: true, calls: 2_271, score: 0 });
		expect(output.calls).toBe(refSearch(refBoard('.........'), 'memo', { symmetry: true }).calls);
	});

	it('--symmetry without a table search exits 2, naming the searches that keep one', async () => {
		expect(await bad('--board', ARTICLE_BOARD, '--symmetry')).toBe(
			'trace: Symmetry keys a table of positions, and "minimax" keeps none: choose "memo", "alphabeta-table" or "mtdf".'
		);
	});

	it('--symmetry on a tree exits 2: a tree has no turns or mirrors', async () => {
		const reason =
			'trace: Symmetry applies to boards only: a tree has no rotations or reflections to share positions through.';
		expect(await bad('--tree', '[[1,2],[3]]', '--algorithm', 'memo', '--symmetry')).toBe(reason);
		expect(await bad('--tree', '[[1,2],[3]]', '--algorithm', 'alphabeta-table', '--symmetry')).toBe(
			reason
		);
	});

	it('--depth 12 and --depth x exit 2 with the range a board allows', async () => {
		expect(await bad('--board', '.........', '--depth', '12')).toBe(
			'trace: The depth limit 12 is not a whole number from 1 to 9: limits count moves, up to 9 in this game.'
		);
		expect(await bad('--board', '.........', '--depth', 'x')).toBe(
			'trace: The depth limit "x" is not a whole number from 1 to 9: limits count moves, up to 9 in this game.'
		);
	});
});
