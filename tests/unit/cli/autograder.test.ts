import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal as cliRefusal, runCli } from '../cli-run';

/**
 * The autograder bundle (`--autograder DIR`, issue 44), written by the command in this process
 * and run as Gradescope runs it: each submission in a folder of its own, the bundle in a clean
 * folder holding only what the command wrote, with python3 alone on the PATH (no Node). Every
 * run of every submission starts together (test time is shared); the checks read the
 * results.json each run wrote.
 */

const students = new URL('../../students/python/', import.meta.url);
const program = (name: string) => readFile(new URL(name, students), 'utf8');

/** A correct minimax on the article's board and alpha-beta on a tree, the defaults' calls. */
const CORRECT_DEFAULTS = `
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

def minimax(board, maximizing):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return 10 if board[a] == "X" else -10
    if "." not in board:
        return 0
    mark = "X" if maximizing else "O"
    values = [minimax(board[:i] + mark + board[i + 1:], not maximizing) for i in range(9) if board[i] == "."]
    return max(values) if maximizing else min(values)

def alphabeta(node, depth, alpha, beta, maximizing):
    if not isinstance(node, list):
        return node
    best = float("-inf") if maximizing else float("inf")
    for child in node:
        value = alphabeta(child, depth + 1, alpha, beta, not maximizing)
        if maximizing:
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:
            break
    return best
`;

/** A teacher's file: a board whose empty cells are "-" graded with a window, and AIMA's pair. */
const POSITIONS = {
	args: ['$position', 0, '-inf', 'inf', true],
	search: 'alphabeta',
	positions: [
		{ name: 'Window', board: 'XO..X..O.', marks: { empty: '-' }, points: 2, timeout: 1 },
		{
			name: 'Pair',
			board: 'XOX.O....',
			function: 'max_value',
			trace: ['max_value', 'min_value'],
			args: ['$position', '-inf', 'inf']
		},
		{
			name: 'Connect Four',
			...{ game: 'connect4', moves: '4453', depth_limit: 2, column_base: 0 },
			...{ function: 'alphabeta', args: ['$position', 2, -1000, 1000] }
		}
	]
};

/**
 * A submission that raises, saying whether its process holds our search (a reference's
 * "variants"): the grader gives each position's process that position alone, without it.
 */
const CRASH = `
import gc

def minimax(*args):
    ours = any(isinstance(held, dict) and "variants" in held for held in gc.get_objects())
    raise ValueError("boom, our search in sight" if ours else "boom")
`;

type Results = {
	score: number;
	max_score: number;
	tests: { name: string; score: number; max_score: number; output: string; status: string }[];
};

const run = promisify(execFile);
let top = '';
const results = new Map<string, Results>();

async function bundle(name: string, argv: string[]): Promise<string> {
	const dir = join(top, name);
	const written = await runCli(['--autograder', dir, ...argv]);
	expect(written).toMatchObject({ status: 0, err: [] });
	return dir;
}

beforeAll(async () => {
	top = await mkdtemp(join(tmpdir(), 'autograder-'));
	await writeFile(join(top, 'positions.json'), JSON.stringify(POSITIONS));
	const defaults = await bundle('defaults', []);
	const teacher = await bundle('teacher', ['--positions', join(top, 'positions.json')]);
	const [windowBug, failHard, order] = await Promise.all(
		['window-not-passed.py', 'alphabeta-fail-hard.py', 'order-connect4.py'].map(program)
	);
	const fixed = windowBug.replaceAll('new_alpha', 'alpha').replaceAll('new_beta', 'beta');
	const inOrder = order.replace('ORDER = [3, 2, 4, 1, 5, 0, 6]', 'ORDER = range(7)');
	const submissions: [string, string, string][] = [
		['defaults', 'correct', CORRECT_DEFAULTS],
		['defaults', 'no-prune', await program('no-prune.py')],
		['teacher', 'buggy', `${windowBug}\n${failHard}\n${order}`],
		['teacher', 'fixed', `${fixed}\n${failHard}\n${inOrder}`],
		['teacher', 'crash', CRASH],
		[
			'teacher',
			'loop',
			'import time\ndef minimax(*args):\n    while True:\n        time.sleep(1)\n'
		],
		[
			'teacher',
			'junk',
			'print("{}")\ndef minimax(*args):\n    print("junk" * 999)\n    return "10"\n'
		],
		['teacher', 'syntax', 'def minimax(board\n']
	];
	await Promise.all(
		submissions.map(async ([which, name, source]) => {
			const folder = join(top, `${which}-${name}`);
			await mkdir(join(folder, 'submission'), { recursive: true });
			await writeFile(join(folder, 'submission', 'minimax.py'), source);
			await run(
				join(which === 'defaults' ? defaults : teacher, 'run_autograder'),
				[...['--submission', join(folder, 'submission'), '--results', join(folder, 'results')]],
				{ cwd: folder, env: { PATH: '/usr/bin:/bin', HOME: folder }, timeout: 60_000 }
			);
			const text = await readFile(join(folder, 'results', 'results.json'), 'utf8');
			results.set(`${which}-${name}`, JSON.parse(text));
		})
	);
}, 120_000);

afterAll(() => rm(top, { recursive: true, force: true }));

/** Each test's score and output's first line. */
const graded = (name: string) =>
	results.get(name)?.tests.map((test) => [test.name, test.score, test.output.split('\n')[0]]);

describe('the autograder bundle', () => {
	it('holds the runner, the tracer, the diagnosis and the positions with our searches', async () => {
		expect((await readdir(join(top, 'teacher'))).sort()).toEqual([
			'grader.py',
			'minimax_diagnosis.py',
			'minimax_trace.py',
			'reference.json',
			'run_autograder',
			'setup.sh'
		]);
		const reference = JSON.parse(await readFile(join(top, 'teacher', 'reference.json'), 'utf8'));
		const [window] = reference.positions;
		// The tracer's options: the game as our files describe it, and the teacher's own.
		expect(window.tracer).toEqual({
			...{ game: 'board', search: 'alphabeta', to_move: 'X', ai: 'X', scoring: 'article' },
			marks: { empty: '-' }
		});
		expect(window.position).toBe('XO..X..O.');
		// The module, the function called and those traced, their defaults written in.
		const called = (entry: Record<string, unknown>) => [entry.module, entry.function, entry.trace];
		expect(reference.positions.map(called)).toEqual([
			['minimax', 'minimax', ['minimax']],
			['minimax', 'max_value', ['max_value', 'min_value']],
			['minimax', 'alphabeta', ['alphabeta']]
		]);
		// Our search under each scoring and cut rule the comparison may take: 3 x 2.
		expect(Object.keys(window.reference.variants).sort()).toEqual([
			'article|ge',
			'article|gt',
			'depth|ge',
			'depth|gt',
			'unit|ge',
			'unit|gt'
		]);
	});

	it("grades the defaults, the article's board and AIMA's Figure 5.2", () => {
		expect(results.get('defaults-correct')).toMatchObject({ score: 2, max_score: 2 });
		expect(graded('defaults-correct')).toEqual([
			["The article's board (minimax)", 1, 'ok: no mistake against ours (9 calls)'],
			['AIMA Figure 5.2 (alpha-beta)', 1, 'ok: no mistake against ours (11 calls)']
		]);
		expect(graded('defaults-no-prune')).toEqual([
			["The article's board (minimax)", 0, 'no result: minimax.py has no function minimax'],
			[
				'AIMA Figure 5.2 (alpha-beta)',
				0,
				'first mistake: no-prune at call 8: call 8 searches on though its window [3, 2] is closed: your alpha-beta never cuts (it is minimax with two more arguments). Stop the loop once alpha ≥ beta.'
			]
		]);
		expect(results.get('defaults-no-prune')?.tests[1]?.output.split('\n')[1]).toBe('  our call: 6');
	});

	it("names the first mistake on the teacher's positions; a convention scores in full", () => {
		const failHard =
			'convention: fail-hard at call 6: call 6 returns 10, a bound of its window [10, ∞], where ours returns 0: your alpha-beta is fail-hard, ours fail-soft. Both are right; the rest was compared so.';
		expect(results.get('teacher-buggy')).toMatchObject({ score: 1, max_score: 4 });
		expect(graded('teacher-buggy')).toEqual([
			[
				'Window',
				0,
				'first mistake: window-not-passed at call 7: call 7 is given the window [−∞, ∞], but its caller held [−∞, 10] by then: pass alpha and beta on as they stand after each child returns, not the window the caller started with.'
			],
			['Pair', 1, failHard],
			[
				'Connect Four',
				0,
				"first mistake: order at call 2: call 2 tries move 4 where ours tries 1: try the moves in the game's order, or the two searches cannot be compared."
			]
		]);
		expect(results.get('teacher-fixed')).toMatchObject({ score: 4, max_score: 4 });
		expect(graded('teacher-fixed')).toEqual([
			['Window', 2, 'ok: no mistake against ours (56 calls)'],
			['Pair', 1, failHard],
			['Connect Four', 1, 'ok: no mistake against ours (43 calls)']
		]);
		expect(results.get('teacher-fixed')?.tests.map((test) => test.status)).toEqual([
			'passed',
			'passed',
			'passed'
		]);
	});

	it('fails a submission that raises, loops, prints junk or does not parse, and grades on', () => {
		const others = [
			['Pair', 0, 'no result: minimax.py has no function max_value'],
			['Connect Four', 0, 'no result: minimax.py has no function alphabeta']
		];
		expect(graded('teacher-crash')).toEqual([
			[
				'Window',
				0,
				'no result: call 1: the function raised an error (ValueError: boom); fix it and trace it again'
			],
			...others
		]);
		expect(graded('teacher-loop')).toEqual([
			[
				'Window',
				0,
				'no result: the submission ran longer than 1 s on this position (a loop that never ends, or a search far too big?)'
			],
			...others
		]);
		expect(graded('teacher-junk')).toEqual([
			['Window', 0, "no result: call 1: returned '10', not a number"],
			...others
		]);
		const syntax = "no result: importing minimax.py raised SyntaxError: '(' was never closed";
		expect(
			graded('teacher-syntax')?.map((test) => String(test[2]).slice(0, syntax.length))
		).toEqual([syntax, syntax, syntax]);
		for (const name of ['crash', 'loop', 'junk', 'syntax'])
			expect(results.get(`teacher-${name}`)).toMatchObject({ score: 0, max_score: 4 });
	});

	it('reads the positions as --check reads a trace, standard input too, in --lang', async () => {
		const tree = JSON.stringify({ positions: [{ tree: [[1, 2], [3]] }] });
		const piped = await runCli(['--autograder', join(top, 'piped'), '--positions', '-'], {
			input: tree
		});
		expect(piped).toEqual({
			status: 0,
			out: `autograder: ${join(top, 'piped')}, 1 positions\n  1 position 1\n`,
			err: []
		});
		const missing = join(top, 'none.json');
		const unread = (lang: string) =>
			cliRefusal(['--autograder', join(top, 'none'), '--positions', missing, '--lang', lang]);
		expect(await unread('en')).toBe(
			`trace: Cannot read "${missing}": ENOENT: no such file or directory, open '${missing}'.`
		);
		expect(await unread('zh')).toBe(`trace: 无法读取文件 "${missing}"。`);
	});

	it('refuses bad arguments as the other commands do, in either language', async () => {
		const dir = join(top, 'unwritten');
		const refused = (...argv: string[]) => cliRefusal(['--autograder', dir, ...argv]);
		expect(await refused('--lang', 'fr')).toBe('trace: --lang must be en or zh, not "fr".');
		expect(await refused('--board', 'X', '--lang', 'zh')).toBe(
			'trace: 未知选项 --board（见 --help）。'
		);
		expect(await refused('--board', 'X')).toMatch(
			/^trace: Unknown option '--board'.* \(see --help\)\.$/
		);
		expect(await cliRefusal(['--autograder=', '--lang', 'zh'])).toBe(
			'trace: 选项 --autograder 缺少值（见 --help）。'
		);
		expect(await cliRefusal(['--autograder='])).toBe(
			"trace: Option '--autograder' names the folder to write the bundle in (see --help)."
		);
		await expect(readdir(dir)).rejects.toThrow();
	});

	it('refuses a positions file it cannot use, naming the position and why', async () => {
		const file = join(top, 'bad.json');
		const refusal = async (content: string, lang = 'en') => {
			await writeFile(file, content);
			const argv = ['--autograder', join(top, 'bad'), '--positions', file, '--lang', lang];
			const done = await runCli(argv);
			return [done.status, ...done.err];
		};
		expect(await refusal('{"positions": [')).toEqual([
			2,
			'trace: The file is not valid JSON: it cannot be read (it stops short: a value or a closing bracket is missing at its end).'
		]);
		expect(await refusal('{"positions": []}')).toEqual([
			2,
			'trace: the positions file is an object whose "positions" lists 1 to 100 objects.'
		]);
		expect(await refusal('{"positions": [{"board": "XO..X..O.", "colour": 1}]}')).toEqual([
			2,
			'trace: position 1: unknown key "colour".'
		]);
		expect(await refusal('{"positions": [{"board": "XO..X..O.", "search": "pvs"}]}')).toEqual([
			2,
			'trace: position 1: "search" must be minimax or alphabeta, not "pvs".'
		]);
		expect(await refusal('{"positions": [{"tree": [[1, 2], 3]}, {"board": "XXXO"}]}')).toEqual([
			2,
			'trace: position 2: A board needs exactly 9 cells (X, O or . for empty), but "XXXO" has 4.'
		]);
		expect(
			await refusal('{"positions": [{"tree": [[1, 2], 3]}, {"board": "XXXO"}]}', 'zh')
		).toEqual([2, expect.stringMatching(/^trace: 第 2 个局面：[^。]*。$/)]);
		expect(await refusal('{"positions": [{"board": "XO..X..O.", "colour": 1}]}', 'zh')).toEqual([
			2,
			'trace: 第 1 个局面：未知的键 "colour"。'
		]);
		expect(await refusal('{"positions": [{"board": "XO..X..O.", "trace": "f"}]}')).toEqual([
			2,
			'trace: position 1: "module", "function" and "trace" (a list) are Python names.'
		]);
		await expect(readdir(join(top, 'bad'))).rejects.toThrow();
	});
});
