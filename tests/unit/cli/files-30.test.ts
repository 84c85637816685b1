import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput } from '../../../src/cli/input';
import { InputError, type ImportProgress } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import type { ImportMessage } from '../../../src/lib/workers/import';
import { importTrace } from '../../../src/lib/workers/importing';
import { ARTICLE_BOARD } from '../traces';
import { refusal, runCli } from '../cli-run';
import { emptyConnect4 } from './hostile-files';

// Issue 30's bugs in trace files and the command line, each pinned as it was found.

type Json = Record<string, unknown>;

/** The 300-byte file: minimax on the empty Connect Four board at depth 12, one record. */
export const DEPTH_12_FILE = emptyConnect4(12);

/** The same file's header alone (what `--summary` writes). */
const DEPTH_12_HEADER = emptyConnect4(12, false);

/** The full board's minimax as the CLI's `--summary` writes it: 549,946 calls. */
const EMPTY_BOARD_HEADER = {
	format: 'minimax-lab-trace',
	version: 1,
	algorithm: 'minimax',
	game: { kind: 'board', board: '.........', toMove: 'X', ai: 'X', scoring: 'article' },
	calls: 549_946,
	score: 0,
	move: 0,
	prunedBranches: 0
};

const check = (text: string, ...options: string[]) =>
	runCli(['--check', '-', ...options], { input: text });

/** What the import worker answers for `text`, run in Node as the worker runs it. */
async function imported(text: string): Promise<ImportMessage[]> {
	const told: ImportMessage[] = [];
	await importTrace(new Blob([text]), (message) => told.push(message));
	return told;
}

const fileText = (trace: Parameters<typeof traceJsonChunks>[0], summary = false) =>
	[...traceJsonChunks(trace, { summary })].join('');

describe('bug 1: a search a file asks for is sized before it starts', () => {
	it('refuses the depth-12 file in --check with the estimate and the file’s own calls', async () => {
		expect(DEPTH_12_FILE.length).toBeLessThan(310);
		const result = await check(DEPTH_12_FILE);
		expect(result.status).toBe(2);
		expect(result.err).toEqual([
			'trace: Checking this file means searching its game again: "minimax" to depth 12 would make about 16,148,168,401 calls, more than the 20,000,000 this check searches, while the file holds 1 call. Nothing was searched.'
		]);
		const zh = await check(DEPTH_12_FILE, '--lang', 'zh');
		expect(zh.err[0]).toMatch(/约 16,148,168,401 次调用.*20,000,000 次.*文件只有 1 次调用/);
	});

	it('refuses the header alone in --check, before searching', async () => {
		const result = await check(DEPTH_12_HEADER);
		expect(result.status).toBe(2);
		expect(result.err[0]).toMatch(/would make about 16,148,168,401 calls.*holds 1 call\./);
	});

	it('refuses the depth-12 file in the import worker, at the page’s ceiling', async () => {
		const told = await imported(DEPTH_12_FILE);
		const last = told.at(-1);
		expect(last?.kind).toBe('error');
		if (last?.kind !== 'error') return;
		const error = InputError.from(last.error);
		expect(error.code).toBe('fileSearchTooBig');
		expect(error.message).toMatch(
			/would make about 16,148,168,401 calls, more than the 10,000,000 this check searches, while the file holds 1 call\./
		);
		// Nothing was searched again: no progress of that phase past its start.
		const verifying = told.filter(
			(message) => message.kind === 'progress' && message.phase === 'verifying'
		);
		expect(verifying).toHaveLength(1);
		expect(verifying.every((message) => message.kind === 'progress' && message.done === 0)).toBe(
			true
		);
	});

	it('stops a search run again as soon as it passes the file’s calls', () => {
		// The full board's minimax (549,946 calls) said to make one: fits the ceiling, so it runs,
		// and must stop at the second call instead of searching on (progress every 65,536).
		const one = {
			...EMPTY_BOARD_HEADER,
			calls: 1,
			score: 0,
			move: null,
			trace: [
				{
					id: 1,
					parent: null,
					depth: 0,
					player: 'X',
					board: '.........',
					alpha: null,
					beta: null,
					score: 0,
					move: null,
					pruned: []
				}
			]
		};
		const told: ImportProgress[] = [];
		expect(() =>
			readTraceJson(JSON.stringify(one), { onProgress: (progress) => told.push(progress) })
		).toThrow(/^call 2: the search makes this call, but the file stops at 1 call\.$/);
		const searched = told.filter((progress) => progress.phase === 'verifying');
		expect(Math.max(...searched.map((progress) => progress.done))).toBeLessThanOrEqual(1);
	});

	it('stops the search of a summary file at its calls, and says so', async () => {
		const result = await check(JSON.stringify({ ...EMPTY_BOARD_HEADER, calls: 3 }));
		expect(result.err).toEqual([
			'trace: The file says 3 calls, but searching this game makes more: the search was stopped there.'
		]);
	});
});

describe('bug 10: --check reads at most 120 MB from files, pipes and devices', () => {
	it('refuses /dev/zero once it has sent more, in one readable line', async () => {
		expect(await refusal(['--check', '/dev/zero'])).toBe(
			'trace: "/dev/zero" holds more than 120 MB; files up to 120 MB can be read.'
		);
	});

	// The same reading at a limit of 3 MB, a pipe offering 13 MB: 120 MB through a pipe took a
	// minute of a loaded machine. The CLI's own limit is the one above (/dev/zero, 120 MB).
	it('stops reading a pipe 10 MB past the limit', async () => {
		const folder = await mkdtemp(join(tmpdir(), 'minimax-lab-'));
		const pipe = join(folder, 'pipe');
		try {
			expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
			// The writer offers 13 MB a megabyte at a time and counts what the reader took.
			let written = 0;
			const writer = new Promise<void>((resolve) => {
				const stream = createWriteStream(pipe);
				const chunk = Buffer.alloc(1 << 20, 0x20);
				const next = () => {
					while (written < 13_000_000) {
						written += chunk.length;
						if (!stream.write(chunk)) return void stream.once('drain', next);
					}
					stream.end(resolve);
				};
				stream.on('error', () => resolve());
				stream.on('open', next);
			});
			const reading = readInput(pipe, {}, 3_000_000).then(
				() => null,
				(error: unknown) => error as InputError
			);
			const [error] = await Promise.all([reading, writer]);
			expect(error?.message).toBe(`"${pipe}" holds more than 3 MB; files up to 3 MB can be read.`);
			expect(written).toBeLessThan(13_000_000);
		} finally {
			await rm(folder, { recursive: true });
		}
	});
});

describe('bug 11: a byte-order mark', () => {
	it('is accepted by --check as the page accepts it', async () => {
		const text = `\uFEFF${fileText(search(boardGame(ARTICLE_BOARD), plain('minimax')))}`;
		const piped = await check(text);
		expect([piped.status, piped.out, piped.err]).toEqual([
			0,
			'ok: minimax on board O.XX.X.OO, 9 calls, score 10, move 4\n',
			[]
		]);
		const folder = await mkdtemp(join(tmpdir(), 'minimax-lab-'));
		try {
			const path = join(folder, 'bom.json');
			await writeFile(path, text, 'utf8');
			expect((await runCli(['--check', path])).status).toBe(0);
		} finally {
			await rm(folder, { recursive: true });
		}
		expect(readTraceJson(text).trace.calls).toBe(9);
	});
});

describe('bug 13: option errors are one readable line', () => {
	it('says what is wrong with --depth -1 and what is expected', async () => {
		expect(await refusal(['--board', ARTICLE_BOARD, '--depth', '-1'])).toBe(
			'trace: The depth limit "-1" is not a whole number from 1 to 9: limits count moves, up to 9 in this game.'
		);
	});

	it('names an option followed by another instead of its value, with no \\n', async () => {
		const line = await refusal(['--board', '--summary']);
		expect(line).not.toMatch(/\\n|…/);
		expect(line).toBe(
			`trace: Option '--board' needs a value, but the next argument is the option '--summary'; to give a value that starts with "--", write --board=VALUE (see --help).`
		);
		expect(await refusal(['--board', '--summary', '--lang', 'zh'])).toBe(
			'trace: 选项 --board 缺少值（见 --help）。'
		);
	});
});

describe('--check names the record that differs', () => {
	it('names a call moved to another parent by its own number', async () => {
		// Alpha-beta to depth 4 on 4453: FC6 moved under FC5 (the call before it), its depth and
		// moves changed to match. FC5 and FC2's pruned lists change with it; the call is FC6.
		const file = JSON.parse(
			fileText(search(connect4Game('4453'), { ...plain('alphabeta'), depthLimit: 4 }))
		) as Json;
		const records = file.trace as Json[];
		const moved = records[5] as Json;
		const parent = records[4] as Json;
		expect(moved.parent).not.toBe(5);
		Object.assign(moved, {
			parent: 5,
			depth: (parent.depth as number) + 1,
			moves: `${parent.moves as string}${(moved.moves as string).slice(-1)}`,
			player: (parent.depth as number) % 2 === 0 ? 'O' : 'X'
		});
		const result = await check(JSON.stringify(file));
		expect(result.err).toEqual(['trace: call 6: the file says parent 5, but the search gives 4.']);
	});
});

describe('smaller notes', () => {
	it('refuses duplicate keys, naming the key', async () => {
		const text = fileText(search(boardGame(ARTICLE_BOARD), plain('minimax')));
		const header = text.replace(
			'"algorithm":"minimax"',
			'"algorithm":"alphabeta","algorithm":"minimax"'
		);
		expect((await check(header)).err).toEqual([
			'trace: The file names the key "algorithm" twice in one object (at character 67); each key may appear once.'
		]);
		const record = text.replace('"id":3,', '"id":3,"score":0,');
		expect((await check(record)).err[0]).toMatch(/the key "score" twice in one object/);
		const escaped = text.replace('"id":3,', '"id":3,"\\u0069d":3,');
		expect((await check(escaped)).err[0]).toMatch(/the key "id" twice in one object/);
		expect((await check(header, '--lang', 'zh')).err[0]).toMatch(/两次使用键 "algorithm"/);
	});

	it('writes one call in the singular', async () => {
		const won = fileText(search(boardGame('XXXOO....'), plain('minimax')));
		expect((await check(won)).out).toBe(
			'ok: minimax on board XXXOO...., 1 call, score 10, no move\n'
		);
		const extra = JSON.parse(won) as Json;
		const records = extra.trace as Json[];
		extra.trace = [...records, { ...records[0], id: 2 }];
		expect((await check(JSON.stringify(extra))).err).toEqual([
			"trace: The file's trace holds 2 records, but it says 1 call."
		]);
	});

	it('prints estimates and counts formatted', async () => {
		// Connect Four's whole game, as `--depth 42` estimates it (asking the CLI takes seconds).
		const whole = new InputError('cliTooBig', {
			algorithm: 'minimax',
			depth: 42,
			calls: 3.639690626652995e35,
			exact: false,
			limit: 20_000_000,
			fitsDepth: 8,
			fitsAlgorithm: null
		});
		expect(whole.message).toBe(
			'minimax to depth 42 would make about 3.6 × 10^35 calls; the command line records at most 20,000,000. Try --depth 8.'
		);
		expect((await check(JSON.stringify({ ...EMPTY_BOARD_HEADER, calls: 600_000 }))).err).toEqual([
			'trace: The file says calls 600,000, but searching this game gives 549,946.'
		]);
	});
});

function plain(algorithm: 'minimax' | 'alphabeta') {
	return { algorithm, depthLimit: null, symmetry: false } as const;
}
