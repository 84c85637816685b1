import { describe, expect, it } from 'vitest';
import { search } from '../../../src/lib/engine/run';
import { readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { ARTICLE_BOARD } from '../traces';
import { runCli } from '../cli-run';
import { emptyConnect4 } from '../cli/hostile-files';

/**
 * Issue 30's probe, trace files and the command line: hostile inputs, each with the outcome it
 * must have. A row is the input (a file given to `--check -` and to the page's reader, or a
 * command line), the exit status and the one line printed. Every refusal is one line starting
 * with `trace:`, quotes input cut short with controls escaped, and states what is wrong.
 */

type Json = Record<string, unknown>;

const text = (trace: Parameters<typeof traceJsonChunks>[0], summary = false) =>
	[...traceJsonChunks(trace, { summary })].join('');
const ARTICLE = text(search(boardGame(ARTICLE_BOARD), plain('minimax')));
const PRUNING = text(search(boardGame(ARTICLE_BOARD), plain('alphabeta')));
const CONNECT4 = text(
	search(connect4Game('4453'), { algorithm: 'alphabeta', depthLimit: 4, symmetry: false })
);

/** The article's minimax file with `change` made to its parsed form. */
function article(change: (file: Json, records: Json[]) => void, from = ARTICLE): string {
	const file = JSON.parse(from) as Json;
	change(file, file.trace as Json[]);
	return JSON.stringify(file);
}

const OK = 0;
const REFUSED = 2;

/** [what it is, the file's text, the status, the line printed (ok or refusal)] */
const FILES: [string, string, number, RegExp][] = [
	['empty file', '', REFUSED, /^trace: The file is not valid JSON: /],
	['whitespace only', ' \n\t ', REFUSED, /^trace: The file is not valid JSON: /],
	['JSON null', 'null', REFUSED, /^trace: The file holds null, not a trace object/],
	['a list', '[1,2]', REFUSED, /^trace: The file holds \[1,2\], not a trace object/],
	['a string', '"trace"', REFUSED, /^trace: The file holds "trace", not a trace object/],
	['a byte-order mark alone', '\uFEFF', REFUSED, /^trace: The file is not valid JSON: /],
	[
		'a byte-order mark before the file',
		`\uFEFF${ARTICLE}`,
		OK,
		/^ok: minimax on board O\.XX\.X\.OO, 9 calls/
	],
	[
		'two byte-order marks',
		`\uFEFF\uFEFF${ARTICLE}`,
		REFUSED,
		/^trace: The file is not valid JSON: /
	],
	['a reversed (UTF-16) mark', `\uFFFE${ARTICLE}`, REFUSED, /^trace: The file is not valid JSON: /],
	[
		'"format" twice',
		ARTICLE.replace('{', '{"format":"other",'),
		REFUSED,
		/^trace: The file names the key "format" twice in one object \(at character \d+\); each key may appear once\.$/
	],
	[
		'the game\'s "kind" twice',
		ARTICLE.replace('"kind":"board"', '"kind":"tree","kind":"board"'),
		REFUSED,
		/the key "kind" twice in one object/
	],
	[
		'a record\'s "score" twice',
		ARTICLE.replace('"id":5,', '"id":5,"score":-10,'),
		REFUSED,
		/the key "score" twice/
	],
	[
		'a key twice through an escape',
		ARTICLE.replace('"id":2,', '"id":2,"\\u0070layer":"O",'),
		REFUSED,
		/the key "player" twice/
	],
	[
		'"__proto__" and "constructor" keys (ignored, as unknown fields are)',
		article((file, records) => {
			Object.defineProperty(file, 'constructor', { value: 1, enumerable: true });
			Object.defineProperty(records[0], 'toString', { value: 'x', enumerable: true });
		}).replace('{', '{"__proto__":{"calls":1},'),
		OK,
		/^ok: minimax on board O\.XX\.X\.OO, 9 calls, score 10, move 4$/
	],
	[
		'depth 12 on the empty Connect Four board, one record',
		emptyConnect4(12),
		REFUSED,
		/^trace: Checking this file means searching its game again: "minimax" to depth 12 would make about 16,148,168,401 calls, more than the 20,000,000 this check searches, while the file holds 1 call\. Nothing was searched\.$/
	],
	[
		'the same header alone',
		emptyConnect4(12, false),
		REFUSED,
		/would make about 16,148,168,401 calls/
	],
	[
		'depth 8 (6,634,027 calls, under the ceiling) said to make one call',
		emptyConnect4(8),
		REFUSED,
		/^trace: call 2: the search makes this call, but the file stops at 1 call\.$/
	],
	[
		'depth limit 0',
		article((file) => (file.depthLimit = 0)),
		REFUSED,
		/depthLimit is 0; it must be a whole number, 1 or more/
	],
	[
		'depth limit -1',
		article((file) => (file.depthLimit = -1)),
		REFUSED,
		/depthLimit is -1; it must be/
	],
	[
		'depth limit as a string',
		article((file) => (file.depthLimit = '3')),
		REFUSED,
		/depthLimit is "3"; it must be/
	],
	[
		'depth limit 1e300',
		article((file) => (file.depthLimit = 1e300)),
		REFUSED,
		/The depth limit 1e\+300 is not a whole number from 1 to 9/
	],
	[
		"depth limit past Connect Four's 42",
		emptyConnect4(43),
		REFUSED,
		/The depth limit 43 is not a whole number from 1 to 42/
	],
	[
		'calls 1e300',
		article((file) => (file.calls = 1e300)),
		REFUSED,
		/^trace: The file says 1 × 10\^300 calls; the limit is 600,000\.$/
	],
	[
		'calls -1',
		article((file) => (file.calls = -1)),
		REFUSED,
		/The file's calls is -1; it must be a whole number, 1 or more/
	],
	[
		'calls 1.5',
		article((file) => (file.calls = 1.5)),
		REFUSED,
		/The file's calls is 1\.5; it must be/
	],
	[
		'one record, two calls said',
		article((file, records) => ((file.trace = records.slice(0, 1)), (file.calls = 2))),
		REFUSED,
		/holds 1 record, but it says 2 calls/
	],
	[
		'version 2',
		article((file) => (file.version = 2)),
		REFUSED,
		/format version is 2; this program reads version 1/
	],
	[
		'another format',
		article((file) => (file.format = 'chess-trace')),
		REFUSED,
		/format is "chess-trace"/
	],
	[
		'algorithm "__proto__"',
		article((file) => (file.algorithm = '__proto__')),
		REFUSED,
		/algorithm is "__proto__"; it must be/
	],
	[
		'algorithm "constructor"',
		article((file) => (file.algorithm = 'constructor')),
		REFUSED,
		/algorithm is "constructor"; it must be/
	],
	[
		'an algorithm with a terminal escape',
		article((file) => (file.algorithm = '\u001b[31mred')),
		REFUSED,
		/algorithm is "\\u001b\[31mred"; it must be/
	],
	[
		'an algorithm 10,000 characters long',
		article((file) => (file.algorithm = 'a'.repeat(10_000))),
		REFUSED,
		/algorithm is "a{50,60}…"; it must be/
	],
	[
		'a Connect Four column already full',
		emptyConnect4(4).replace('"moves":"","ai"', '"moves":"4444444","ai"'),
		REFUSED,
		/Move 7 drops a disc in column 4, which is already full/
	],
	[
		'full-width columns in a file',
		emptyConnect4(4).replace('"moves":"","ai"', '"moves":"４４","ai"'),
		REFUSED,
		/The file's game is not valid|moves/
	],
	[
		'nested 100 lists deep',
		`{"a":${'['.repeat(100)}${']'.repeat(100)}}`,
		REFUSED,
		/nests lists and objects more than 64 deep/
	],
	[
		'a leaf of 1e999 in a tree',
		'{"format":"minimax-lab-trace","version":1,"algorithm":"minimax","game":{"kind":"tree","tree":[1e999],"root":"max"},"calls":2,"score":1,"move":0,"prunedBranches":0}',
		REFUSED,
		/^trace: /
	],
	[
		"the full board's summary saying 3 calls",
		JSON.stringify({
			...JSON.parse(text(search(boardGame('X...O....'), plain('minimax')), true)),
			calls: 3
		}),
		REFUSED,
		/^trace: The file says 3 calls, but searching this game makes more: the search was stopped there\.$/
	],
	[
		'a record id as a string',
		article((_, records) => ((records[2] as Json).id = '3')),
		REFUSED,
		/^trace: call 3: the record has id "3"/
	],
	[
		'a call moved under the call before it',
		article((_, records) => {
			const moved = records[5] as Json;
			const parent = records[4] as Json;
			Object.assign(moved, {
				parent: 5,
				depth: (parent.depth as number) + 1,
				moves: `${parent.moves as string}${(moved.moves as string).slice(-1)}`,
				player: (parent.depth as number) % 2 === 0 ? 'O' : 'X'
			});
		}, CONNECT4),
		REFUSED,
		/^trace: call 6: the file says parent 5, but the search gives 4\.$/
	],
	[
		'windows under minimax',
		article((_, records) => ((records[1] as Json).alpha = 0)),
		REFUSED,
		/^trace: call 2: alpha is 0; it must be null/
	],
	[
		'a window past its bounds under alpha-beta',
		article((_, records) => ((records[3] as Json).beta = 'inf'), PRUNING),
		REFUSED,
		/^trace: call 4: /
	]
];

/** [what it is, the command line, the status, the line printed] */
const COMMANDS: [string, string[], number, RegExp][] = [
	[
		'--depth -1',
		['--board', ARTICLE_BOARD, '--depth', '-1'],
		REFUSED,
		/^trace: The depth limit "-1" is not a whole number from 1 to 9: /
	],
	[
		'--depth -1 in Chinese',
		['--board', ARTICLE_BOARD, '--depth', '-1', '--lang', 'zh'],
		REFUSED,
		/^trace: 深度限制 "-1" 不是 1 到 9 之间的整数/
	],
	[
		'--depth 1e1',
		['--board', ARTICLE_BOARD, '--depth', '1e1'],
		REFUSED,
		/The depth limit "1e1" is not a whole number/
	],
	[
		'--depth= (empty)',
		['--board', ARTICLE_BOARD, '--depth='],
		REFUSED,
		/The depth limit "" is not a whole number/
	],
	[
		'--board followed by --summary',
		['--board', '--summary'],
		REFUSED,
		/^trace: Option '--board' needs a value, but the next argument is the option '--summary'; /
	],
	[
		'--check with no file',
		['--check'],
		REFUSED,
		/^trace: Option '--check <value>' argument missing \(see --help\)\.$/
	],
	[
		'--check /dev/zero',
		['--check', '/dev/zero'],
		REFUSED,
		/^trace: "\/dev\/zero" holds more than 120 MB; files up to 120 MB can be read\.$/
	],
	[
		'--check a missing file',
		['--check', '/no/such/trace.json'],
		REFUSED,
		/^trace: Cannot read "\/no\/such\/trace\.json": ENOENT/
	],
	['--check a folder', ['--check', '/tmp'], REFUSED, /^trace: Cannot read "\/tmp": EISDIR/],
	[
		'--check with --depth',
		['--check', '-', '--depth', '3'],
		REFUSED,
		/--check reads a trace file; give it without --depth/
	],
	[
		'an algorithm with a terminal escape',
		['--board', ARTICLE_BOARD, '--algorithm', '\u001b[2J'],
		REFUSED,
		/--algorithm must be .*, not "\\u001b\[2J"\.$/
	],
	['a positional word with a newline', ['a\nb'], REFUSED, /^trace: Unexpected argument 'a\\nb'/],
	[
		'--moves of full-width digits',
		['--game', 'connect4', '--moves', '４４５３', '--summary'],
		OK,
		/"moves":"4453"/
	]
];

describe('probe: trace files (--check - and the page’s reader)', () => {
	it.each(FILES)('%s', async (_, input, status, line) => {
		const result = await runCli(['--check', '-'], { input });
		const said = status === OK ? result.out.trimEnd() : (result.err[0] ?? '');
		expect(said).toMatch(line);
		expect([result.status, result.err.length, status === OK ? 0 : result.out.length]).toEqual([
			status,
			status === OK ? 0 : 1,
			0
		]);
		expect(said).not.toContain('\n');
		// The page reads the same text the same way (a summary it refuses for having no records).
		if (status === OK) expect(readTraceJson(input).trace.calls).toBeGreaterThan(0);
	});
});

describe('probe: the command line', () => {
	it.each(COMMANDS)('%s', async (_, argv, status, line) => {
		const result = await runCli(argv, { input: '' });
		expect(result.status).toBe(status);
		if (status === OK) {
			expect(result.out).toMatch(line);
			return;
		}
		expect(result.err).toHaveLength(1);
		expect(result.err[0]).toMatch(line);
		expect(result.out).toBe('');
	});

	it('holds at least 40 hostile inputs', () => {
		expect(FILES.length + COMMANDS.length).toBeGreaterThanOrEqual(40);
	});
});

function plain(algorithm: 'minimax' | 'alphabeta') {
	return { algorithm, depthLimit: null, symmetry: false } as const;
}
