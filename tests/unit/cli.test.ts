import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runTrace, USAGE } from '../../src/cli/command';
import { boardGame, minimax, type CallRecord, type TraceSummary } from '../../src/lib/engine/index';
import { ARTICLE_TREE } from './traces';

// The repository root, wherever it was cloned.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ARTICLE_BOARD = 'O.XX.X.OO';

interface Output extends TraceSummary {
	trace?: CallRecord[];
}

interface Run {
	status: number;
	out: string;
	err: string[];
}

async function run(...argv: string[]): Promise<Run> {
	const chunks: string[] = [];
	const err: string[] = [];
	const status = await runTrace(argv, {
		out: (chunk) => {
			chunks.push(chunk);
		},
		err: (line) => {
			err.push(line);
		}
	});
	return { status, out: chunks.join(''), err };
}

/** Runs a command that must succeed and returns its parsed output. */
async function ok(...argv: string[]): Promise<Output> {
	const result = await run(...argv);
	expect(result.err).toEqual([]);
	expect(result.status).toBe(0);
	return JSON.parse(result.out) as Output;
}

/** Runs a command that must fail with bad input and returns its one stderr line. */
async function bad(...argv: string[]): Promise<string> {
	const result = await run(...argv);
	expect(result.status).toBe(2);
	expect(result.out).toBe('');
	expect(result.err).toHaveLength(1);
	const line = result.err[0] ?? '';
	expect(line.startsWith('trace: ')).toBe(true);
	return line;
}

function records(output: Output): CallRecord[] {
	expect(output.trace).toBeDefined();
	return output.trace ?? [];
}

describe('minimax on the article board', () => {
	it('prints the summary', async () => {
		const output = await ok('--board', ARTICLE_BOARD);
		expect(output.algorithm).toBe('minimax');
		expect(output.game).toEqual({ kind: 'board', board: 'O.XX.X.OO', toMove: 'X', ai: 'X' });
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
		const output = await ok('--board', '["O",1,"X","X",4,"X",6,"O","O"]', '--summary');
		expect(output.game).toEqual({ kind: 'board', board: 'O.XX.X.OO', toMove: 'X', ai: 'X' });
		expect(output.calls).toBe(9);
		expect(output.score).toBe(10);
		expect(output.move).toBe(4);
	});

	it('--to-move O searches from O', async () => {
		// O tries 1 (X then wins at 4: +10), 4 and 6 (each an O line: -10): 7 calls, -10 at 4.
		const output = await ok('--board', ARTICLE_BOARD, '--to-move', 'O');
		expect(output.game).toEqual({ kind: 'board', board: 'O.XX.X.OO', toMove: 'O', ai: 'X' });
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
		expect(output.game).toEqual({ kind: 'board', board: 'O.XX.X.OO', toMove: 'X', ai: 'O' });
		expect(output.calls).toBe(9);
		expect(output.score).toBe(-10);
		expect(output.move).toBe(4);
	});

	it('prints a finished board as a single call', async () => {
		const output = await ok('--board', 'XXXOO....');
		expect(output.calls).toBe(1);
		expect(output.move).toBeNull();
		expect(output.score).toBe(10);
		expect(output.game).toEqual({ kind: 'board', board: 'XXXOO....', toMove: 'O', ai: 'X' });
		expect(records(output)).toHaveLength(1);
	});

	it('--help prints the usage', async () => {
		const result = await run('--help');
		expect(result.status).toBe(0);
		expect(result.err).toEqual([]);
		expect(result.out).toBe(`${USAGE}\n`);
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
		const line = await bad('--board', ARTICLE_BOARD, '--depth', '3');
		expect(line).toContain('--depth');
		expect(line).toContain('see --help');
	});

	it('refuses a positional argument', async () => {
		expect(await bad('O.XX.X.OO')).toContain('O.XX.X.OO');
	});

	it('refuses a missing position', async () => {
		expect(await bad()).toContain('Give a position with --board CELLS or --tree JSON');
		expect(await bad('--summary')).toContain('Give a position');
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
		const line = await bad('--board', ARTICLE_BOARD, '--algorithm', 'negamax');
		expect(line).toContain('--algorithm must be minimax or alphabeta');
		expect(line).toContain('"negamax"');
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
		['{"a":[1]}', 'must be a nested array'],
		['[1,', 'not a valid nested array'],
		['[]', 'the root is empty'],
		['[[1],[]]', 'path 1 is empty'],
		['[[1,"x"]]', 'leaf at path 0.1 is "x"'],
		['[[1],[null]]', 'leaf at path 1.0 is null']
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
		expect(await bad('--lang=ZH', '--board', ARTICLE_BOARD, '--depth', '3')).toBe(
			'trace: 未知选项 --depth（见 --help）。'
		);
		expect(await bad('--lang', 'zh', '--tree', '[[1],[]]')).toBe(
			'trace: 路径 1 处的列表为空；每个内部节点至少要有一个子节点。'
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

describe('as a process', () => {
	const tsx = (...args: string[]) =>
		spawnSync('node_modules/.bin/tsx', ['src/cli/trace.ts', ...args], {
			cwd: ROOT,
			encoding: 'utf8',
			timeout: 60_000
		});

	it('prints JSON and exits 0 on good input', () => {
		const result = tsx('--board', ARTICLE_BOARD, '--algorithm', 'alphabeta');
		expect(result.status).toBe(0);
		expect(result.stderr).toBe('');
		const output = JSON.parse(result.stdout) as Output;
		expect(output.calls).toBe(8);
		expect(output.score).toBe(10);
		expect(records(output)).toHaveLength(8);
	}, 60_000);

	it('exits 2 with one stderr line on bad input', () => {
		const result = tsx('--board', 'O.XX-X.OO');
		expect(result.status).toBe(2);
		expect(result.stdout).toBe('');
		const lines = result.stderr.trimEnd().split('\n');
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(/^trace: Cell 4 holds "-"/);
		const chinese = tsx('--board', 'O.XX-X.OO', '--lang', 'zh');
		expect(chinese.status).toBe(2);
		expect(chinese.stderr).toBe('trace: 4 号格是“-”；棋盘只能使用 X、O 和 .（表示空格）。\n');
	}, 60_000);

	it('searches the empty board through npm run trace', () => {
		const result = spawnSync(
			'npm',
			['run', '--silent', 'trace', '--', '--board', '.........', '--summary'],
			{ cwd: ROOT, encoding: 'utf8', timeout: 60_000 }
		);
		expect(result.status).toBe(0);
		const stderr = result.stderr
			.split('\n')
			.filter((line) => line !== '' && !line.startsWith('npm warn'));
		expect(stderr).toEqual([]);
		const output = JSON.parse(result.stdout) as Output;
		expect(output.calls).toBe(549946);
		expect(output.score).toBe(0);
		expect(output.move).toBe(0);
		expect('trace' in output).toBe(false);
	}, 60_000);
});
