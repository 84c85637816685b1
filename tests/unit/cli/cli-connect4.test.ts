import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_MAX_CALLS, guardCalls } from '../../../src/cli/size';
import {
	formatCount,
	InputError,
	probes,
	type SearchId,
	type SearchSettings,
	runsBy
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { countSearch } from '../../../src/lib/engine/compare';
import { estimateCalls } from '../../../src/lib/engine/estimate';
import { readTraceJson } from '../../../src/lib/engine/import';
import { callRecord } from '../../../src/lib/engine/json';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { ok, printed, refusal, runCli, type Output } from '../cli-run';
import { traceProcess } from '../cli-process';
import { ALGORITHMS as EVERY_ID } from '../../../src/lib/registry';
import { traceSchema } from '../../../src/lib/registry/schema';
import { traceDeclaration } from '../../../src/lib/engine/search-catalog';

// The searches by calls (MCTS runs by iterations: its own tests).
const ALGORITHMS = EVERY_ID.filter((id) => runsBy(id) === 'calls');

/**
 * Connect Four on the command line and in trace files (issue 16, "CLI and trace"): every search
 * from the empty board and from 4453, records that name their position by its move string and
 * their moves by columns 1-7, files that read back and verify, bad input refused in one line,
 * and a search too big to record refused before it starts.
 */

const run = (argv: readonly string[], maxCalls?: number) =>
	runCli(argv, maxCalls === undefined ? {} : { maxCalls });
const bad = refusal;

const root = new URL('../../../', import.meta.url);
const schema = traceSchema();
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

function schemaErrors(value: unknown): string[] {
	validate(value);
	return (validate.errors ?? []).map((error) => `${error.instancePath}: ${error.message}`);
}

/** Every search, the table searches also keyed up to the mirror. */
const SEARCHES: { algorithm: SearchId; symmetry: boolean }[] = ALGORITHMS.flatMap((algorithm) =>
	traceDeclaration(algorithm).origin
		? [
				{ algorithm, symmetry: false },
				{ algorithm, symmetry: true }
			]
		: [{ algorithm, symmetry: false }]
);

const argsOf = (moves: string, algorithm: SearchId, symmetry: boolean, depth: number) => [
	'--game',
	'connect4',
	'--moves',
	moves,
	'--algorithm',
	algorithm,
	'--depth',
	String(depth),
	...(symmetry ? ['--symmetry'] : [])
];

/**
 * `make`'s value, made on the first call and kept for the next ones until `forget` (the test
 * files share one worker: what a file keeps, the later ones carry in their heap).
 */
function once<T>(make: () => T): { (): T; forget(): void } {
	let made: { value: T } | null = null;
	return Object.assign(() => (made ??= { value: make() }).value, {
		forget: () => void (made = null)
	});
}

const CASES = ['', '4453'].flatMap((moves) =>
	[3, 4].flatMap((depth) =>
		SEARCHES.map(({ algorithm, symmetry }) => ({ moves, depth, algorithm, symmetry }))
	)
);

describe.each(CASES)(
	'$algorithm (symmetry $symmetry) to depth $depth from "$moves"',
	({ moves, depth, algorithm, symmetry }) => {
		const settings: SearchSettings = { algorithm, depthLimit: depth, symmetry };
		const game = connect4Game(moves);
		// Each made once for the case's tests, which only read them: the engine's trace and counts,
		// and the file the command prints (the same bytes every run).
		const engineTrace = once(() => search(game, settings));
		const counted = once(() => countSearch(game, settings));
		const file = once(() => printed(...argsOf(moves, algorithm, symmetry, depth)));
		afterAll(() => [engineTrace, counted, file].forEach((made) => made.forget()));

		it("prints the engine's figures, with the move as a column 1-7", async () => {
			const output = await ok(...argsOf(moves, algorithm, symmetry, depth), '--summary');
			const counts = counted();
			const trace = engineTrace();
			expect(output.game).toEqual({ kind: 'connect4', moves, ai: 'X' });
			expect(output.algorithm).toBe(algorithm);
			expect(output.depthLimit).toBe(depth);
			expect(output.symmetry).toBe(symmetry ? true : undefined);
			expect(output.calls).toBe(counts.calls);
			expect(output.score).toBe(counts.score);
			expect(trace.rootMove).not.toBeNull();
			expect(output.move).toBe((trace.rootMove ?? 0) + 1);
			expect(output.move).toBeGreaterThanOrEqual(1);
			expect(output.move).toBeLessThanOrEqual(7);
			expect(output.prunedBranches).toBe(trace.prunedBranches);
		});

		it('writes records whose move strings replay to their positions', async () => {
			const output = JSON.parse(await file()) as Output;
			expect(schemaErrors(output)).toEqual([]);
			const records = output.trace ?? [];
			expect(records).toHaveLength(counted().calls);
			const engine = engineTrace();
			const byId = new Map(records.map((record) => [record.id, record]));
			const childColumns = new Map<number, number[]>();
			// Each record's position, played out once from its move string (a game per string).
			const games = new Map<string, ReturnType<typeof connect4Game>>();
			const gameAt = (place: string) =>
				games.get(place) ?? games.set(place, connect4Game(place)).get(place)!;
			// What each record says beside what the engine's trace says of its call, compared in one
			// assertion (an expect per fact made this file's slowest test spend half its time in expect).
			const said: unknown[] = [];
			const wanted: unknown[] = [];
			for (const record of records) {
				const { id, board, path, player } = record;
				const place = record.moves ?? '';
				const here = gameAt(place);
				// The root's string and then one column per move (a level reached by no move, a
				// deepening search's iteration, adds none): the caller's string, or it and a column.
				const parent = record.parent === null ? null : byId.get(record.parent);
				const via = engine.via(id);
				const step =
					parent === null || via === null
						? { caller: place }
						: { caller: place.slice(0, -1), column: Number(place.at(-1)) };
				said.push({ id, board, path, root: place.slice(0, moves.length), length: place.length });
				said.push({ id, position: here.root, player, ...step });
				const length = moves.length + engine.plies(id);
				wanted.push({ id, board: undefined, path: undefined, root: moves, length });
				wanted.push({
					id,
					position: engine.position(id),
					player: here.toMove(here.root),
					caller: parent === null ? moves : parent?.moves,
					...(parent === null || via === null ? {} : { column: via + 1 })
				});
				if (record.parent !== null && via !== null)
					childColumns.set(record.parent, [
						...(childColumns.get(record.parent) ?? []),
						Number(place.at(-1))
					]);
			}
			expect(said).toEqual(wanted);
			const faults: string[] = [];
			for (const record of records) {
				const searched = childColumns.get(record.id) ?? [];
				const here = gameAt(record.moves ?? '');
				const open = here.moves(here.root);
				for (const column of [...record.pruned, ...(record.move === null ? [] : [record.move])])
					if (!open.includes(column - 1))
						faults.push(`call ${record.id}: column ${column} is not open`);
				// A chosen move was searched (or read from the table); pruned ones never were.
				if (record.move !== null && searched.length > 0 && !searched.includes(record.move))
					faults.push(`call ${record.id}: its move ${record.move} was never searched`);
				for (const column of record.pruned)
					if (searched.includes(column))
						faults.push(`call ${record.id}: pruned column ${column} was searched`);
				// Each move once, but for a probing search's re-search, right after its probe.
				const once = probes(engine)
					? searched.filter((column, at) => column !== searched[at - 1])
					: searched;
				if (
					searched.length > 0 &&
					new Set([...once, ...record.pruned]).size !== once.length + record.pruned.length
				)
					faults.push(`call ${record.id}: a column searched or pruned twice`);
			}
			expect(faults).toEqual([]);
		});

		it('reads back and verifies: the same records, columns and figures', async () => {
			const text = await file();
			const imported = readTraceJson(text);
			const engine = engineTrace();
			expect(imported.settings).toEqual(settings);
			expect(imported.trace.calls).toBe(engine.calls);
			expect(imported.trace.rootMove).toBe(engine.rootMove);
			expect(imported.trace.columns.position).toEqual(engine.columns.position);
			expect(imported.trace.columns.via).toEqual(engine.columns.via);
			expect(imported.trace.columns.best).toEqual(engine.columns.best);
			const records = (JSON.parse(text) as Output).trace ?? [];
			for (const id of [1, 2, engine.calls >> 1, engine.calls]) {
				expect(callRecord(imported.trace, id)).toEqual(records[id - 1]);
			}
		});
	}
);

describe('--check on Connect Four files', () => {
	it.each(SEARCHES)('accepts what $algorithm (symmetry $symmetry) wrote', async (search) => {
		const text = await printed(...argsOf('4453', search.algorithm, search.symmetry, 3));
		const checked = await runCli(['--check', '-'], { input: text });
		const { calls, score, move, exact } = JSON.parse(text) as Output & { exact?: string };
		expect(checked.err).toEqual([]);
		expect(checked.status).toBe(0);
		// An average (expectimax) is given exactly beside its number.
		const value = exact === undefined || exact === String(score) ? score : `${exact} (${score})`;
		expect(checked.out).toBe(
			`ok: ${search.algorithm} on Connect Four 4453, ${formatCount(calls)} calls, score ${value}, move ${move}\n`
		);
		if (search.algorithm === 'expectimax') expect(value).toBe('815/7 (116.42857142857143)');
	});
});

describe('minimax from the empty board: 7^i calls on level i while no game can end', () => {
	it.each([
		[1, 8],
		[2, 57],
		[3, 400],
		[4, 2_801],
		[5, 19_608]
	])('depth %i: %i calls', async (depth, calls) => {
		const output = await ok('--game', 'connect4', '--depth', String(depth));
		expect(output.calls).toBe(calls);
		const levels = Array.from({ length: depth + 1 }, (_, level) => 7 ** level);
		expect(levels.reduce((sum, level) => sum + level, 0)).toBe(calls);
		const records = output.trace ?? [];
		expect(levels).toEqual(
			levels.map((_, level) => records.filter((record) => record.depth === level).length)
		);
		// Leaves are estimated: every call at the limit, none below it.
		expect(records.filter((record) => record.move === null).length).toBe(7 ** depth);
	});

	it('from 4453: 7^i a level until X can line up four on the bottom row (columns 4-7)', async () => {
		const calls = async (depth: number) =>
			(await ok('--game', 'connect4', '--moves', '4453', '--depth', String(depth), '--summary'))
				.calls;
		// No game ends before X's fourth disc, at depth 3: 1 + 7 + 49 + 343.
		expect([await calls(1), await calls(2), await calls(3)]).toEqual([8, 57, 400]);
		// At depth 4, each finished position at depth 3 makes none of its 7 calls.
		const output = await ok('--game', 'connect4', '--moves', '4453', '--depth', '4');
		const finished = (output.trace ?? []).filter(
			(record) =>
				record.depth === 3 &&
				connect4Game(record.moves ?? '').moves(connect4Game(record.moves ?? '').root).length === 0
		);
		expect(finished.length).toBeGreaterThan(0);
		expect(finished.every((record) => record.score > 100)).toBe(true);
		expect(output.calls).toBe(2_801 - 7 * finished.length);
		expect(output.calls).toBe(2_717);
	});

	it('searches to depth 4 when no depth is given, and says so in the file', async () => {
		const output = await ok('--game', 'connect4', '--summary');
		expect(output.depthLimit).toBe(4);
		expect(output.calls).toBe(2_801);
		expect(output.game).toEqual({ kind: 'connect4', moves: '', ai: 'X' });
	});

	it('--ai O makes O the maximiser: the same search, its scores negated', async () => {
		const asX = await ok('--game', 'connect4', '--moves', '4453', '--depth', '3');
		const asO = await ok('--game', 'connect4', '--moves', '4453', '--depth', '3', '--ai', 'O');
		expect(asO.game).toEqual({ kind: 'connect4', moves: '4453', ai: 'O' });
		expect(asO.calls).toBe(asX.calls);
		expect(asX.trace).toHaveLength(asX.calls);
		const scores = (output: Output) => (output.trace ?? []).map((record) => record.score);
		expect(scores(asO)).toEqual(scores(asX).map((score) => -score || 0));
	});

	it('reads the move string as the engine does: spaces around it, full-width digits', async () => {
		const output = await ok('--game', 'connect4', '--moves', ' ４４53 ', '--depth', '1');
		expect(output.game).toEqual({ kind: 'connect4', moves: '4453', ai: 'X' });
		expect(output.trace?.[1]?.moves).toBe('44531');
	});
});

describe('bad input: exit 2 with one line naming the problem', () => {
	it.each([
		[['--game', 'connect4', '--moves', '4458'], 'Move 4 is "8"; each move is a column from 1 to 7'],
		[['--game', 'connect4', '--moves', '40'], 'Move 2 is "0"'],
		[
			['--game', 'connect4', '--moves', '1111111'],
			'Move 7 drops a disc in column 1, which is already full (6 discs).'
		],
		[
			['--game', 'connect4', '--moves', '12121212'],
			'Move 8 comes after the game is over: X made four in a row with move 7.'
		],
		[
			['--game', 'connect4', '--moves', '1234567'.repeat(6) + '1'],
			'The move string is 43 characters long, but a game has at most 42 moves'
		],
		[
			['--game', 'connect4', '--moves', '4453', '--board', '.........'],
			'Give either --moves (a Connect Four position, with --game connect4) or --board, not both.'
		],
		[
			['--moves', '4453', '--board', '.........'],
			'Give either --moves (a Connect Four position, with --game connect4) or --board, not both.'
		],
		[['--moves', '4453', '--tree', '[1]'], 'or --tree, not both.'],
		[['--moves', '4453'], '--moves names a Connect Four position: give it with --game connect4'],
		[['--game', 'connect4', '--board', '.........'], '--board does not go with --game connect4'],
		[['--game', 'connect4', '--tree', '[1]'], '--tree does not go with --game connect4'],
		[['--game', 'connect4', '--to-move', 'O'], '--to-move does not go with --game connect4'],
		[['--game', 'connect4', '--scoring', 'unit'], '--scoring does not go with --game connect4'],
		[['--game', 'connect4', '--root', 'min'], '--root does not go with --game connect4'],
		[['--game', 'chess'], '--game must be connect4, not "chess".'],
		[['--game', 'connect4', '--ai', 'Y'], '--ai must be X or O, not "Y".'],
		[
			['--game', 'connect4', '--depth', '43'],
			'The depth limit 43 is not a whole number from 1 to 42'
		],
		[
			['--game', 'connect4', '--depth', '0'],
			'The depth limit 0 is not a whole number from 1 to 42'
		],
		[
			['--game', 'connect4', '--symmetry'],
			'Symmetry keys a table of positions, and "minimax" keeps none'
		]
	])('%j', async (argv, words) => {
		expect(await bad(argv)).toContain(words);
	});

	it('says it in Chinese with --lang zh', async () => {
		expect(await bad(['--game', 'connect4', '--moves', '1111111', '--lang', 'zh'])).toBe(
			'trace: 第 7 步把棋子放进第 1 列，但这一列已经满了（6 个棋子）。'
		);
		expect(await bad(['--moves', '4453', '--lang', 'zh'])).toContain('--game connect4');
	});
});

describe('a search too big to record is refused before it starts', () => {
	// Estimates work for up to some 0.4 s each (a few here): a slow, shared machine needs time.
	it(
		`refuses minimax to depth 9 on the empty board (over ${formatCount(CLI_MAX_CALLS)})`,
		{ timeout: 60_000 },
		async () => {
			const line = await bad(['--game', 'connect4', '--depth', '9']);
			const estimate = estimateCalls(connect4Game(''), {
				algorithm: 'minimax',
				depthLimit: 9,
				symmetry: false
			});
			expect(estimate.exact).toBe(false);
			expect(estimate.calls).toBeGreaterThan(CLI_MAX_CALLS);
			expect(line).toBe(
				`trace: minimax to depth 9 would make about ${formatCount(estimate.calls)} calls; the command line records at most 20,000,000. Try --depth 8, or --algorithm alphabeta-ordered.`
			);
		}
	);

	it('refuses one call over the limit and takes a search at it, with exact counts', async () => {
		const argv = ['--game', 'connect4', '--depth', '4', '--summary'];
		expect(await bad(argv, 2_800)).toBe(
			'trace: minimax to depth 4 would make 2,801 calls; the command line records at most 2,800. Try --depth 3, or --algorithm alphabeta-ordered.'
		);
		const taken = await run(argv, 2_801);
		expect(taken.status).toBe(0);
		expect((JSON.parse(taken.out) as Output).calls).toBe(2_801);
	});

	it('suggests only a lower depth when no lighter search fits, and says it in Chinese', async () => {
		const argv = ['--game', 'connect4', '--depth', '3', '--algorithm', 'alphabeta-ordered'];
		const ordered = countSearch(connect4Game(''), {
			algorithm: 'alphabeta-ordered',
			depthLimit: 3,
			symmetry: false
		}).calls;
		expect(await bad(argv, ordered - 1)).toBe(
			`trace: alphabeta-ordered to depth 3 would make ${formatCount(ordered)} calls; the command line records at most ${formatCount(ordered - 1)}. Try --depth 2.`
		);
		expect(await bad([...argv, '--lang', 'zh'], ordered - 1)).toBe(
			`trace: "alphabeta-ordered"（深度限制 3）将进行 ${formatCount(ordered)} 次调用；命令行最多记录 ${formatCount(ordered - 1)} 次。请试试 --depth 2。`
		);
	});

	it('stops a search that passes the limit its estimate kept it under', () => {
		const guard = guardCalls(65_536);
		expect(() => guard(65_536)).not.toThrow();
		expect(() => guard(65_537)).toThrow(InputError);
		expect(() => guard(65_537)).toThrow(
			'The search passed 65,536 calls, the most the command line records, and was stopped'
		);
	});
});

describe('a broken Connect Four file is refused, naming the call', () => {
	type Json = Record<string, unknown>;
	const golden = readFileSync(new URL('tests/golden/connect4-4453.alphabeta.json', root), 'utf8');
	const broken = (text: string, change: (file: Json, records: Json[]) => void): string => {
		const file = JSON.parse(text) as Json;
		change(file, file.trace as Json[]);
		return JSON.stringify(file);
	};
	const messageOf = (text: string): string => {
		try {
			readTraceJson(text);
		} catch (error) {
			expect(error).toBeInstanceOf(InputError);
			return (error as InputError).message;
		}
		throw new Error('the file was accepted');
	};
	const at = (records: Json[], id: number) => records[id - 1] as Json;

	it('reads the golden file back as the search it is', () => {
		const { trace } = readTraceJson(golden);
		expect([trace.calls, trace.rootScore, trace.rootMove]).toEqual([43, -5, 3]);
	});

	it.each([
		[
			"moves that do not extend the caller's",
			(_: Json, records: Json[]) => (at(records, 3).moves = '445321'),
			'call 3: moves "445321" is not one move on from its caller\'s "44531".'
		],
		[
			'moves two columns on',
			(_: Json, records: Json[]) => (at(records, 3).moves = '4453111'),
			'call 3: moves "4453111" is not one move on from its caller\'s "44531".'
		],
		[
			'moves with a column 8',
			(_: Json, records: Json[]) => (at(records, 3).moves = '445318'),
			'call 3: moves is "445318"; it must be columns 1 to 7 played from the empty board, such as "4453".'
		],
		[
			'a root that is not the game',
			(file: Json) => ((file.game as Json).moves = '4454'),
			'call 1: the file says moves "4453", but the rest of the file gives "4454".'
		],
		[
			'a move counted from 0',
			(_: Json, records: Json[]) => (at(records, 2).move = 3),
			'call 2: the file says move 3, but the search gives 4.'
		],
		[
			'a move in column 0',
			(_: Json, records: Json[]) => (at(records, 2).move = 0),
			'call 2: move 0 is not a legal move in its position.'
		],
		[
			'pruned columns counted from 0',
			(_: Json, records: Json[]) => (at(records, 10).pruned = [4, 5, 6]),
			'call 10: the file says pruned [4,5,6], but the rest of the file gives [5,6,7].'
		],
		[
			'a root move counted from 0',
			(file: Json) => (file.move = 3),
			'The file says move 3, but its records give 4.'
		],
		[
			'a game that cannot be played',
			(file: Json) => ((file.game as Json).moves = '1111111'),
			"The file's game is not valid: Move 7 drops a disc in column 1, which is already full (6 discs)."
		],
		[
			'a game with spaces in its moves',
			(file: Json) => ((file.game as Json).moves = ' 4453'),
			'The game\'s moves is " 4453"; it must be the columns played from the empty board, 1 to 7'
		],
		[
			'a depth limit past the board',
			(file: Json) => (file.depthLimit = 43),
			'The depth limit 43 is not a whole number from 1 to 42'
		]
	])('%s', (_, change, message) => {
		expect(messageOf(broken(golden, change))).toContain(message);
	});

	it("reads a file without a depth limit at the game's default, 4, as the search ran", async () => {
		const text = await printed('--game', 'connect4', '--moves', '4453');
		const file = JSON.parse(text) as Json;
		expect(file.depthLimit).toBe(4);
		delete file.depthLimit;
		const { settings, trace } = readTraceJson(JSON.stringify(file));
		expect(settings).toEqual({ algorithm: 'minimax', depthLimit: 4, symmetry: false });
		expect(trace.calls).toBe(2_717);
		// Any other limit is another search, and --check says where it parts.
		file.depthLimit = 3;
		expect(messageOf(JSON.stringify(file))).toMatch(/^call \d+: /);
	});

	it('refuses a move played after the game is won', async () => {
		// X wins at once in column 1 from 121212; call 2 is that win, a finished position.
		const text = await printed('--game', 'connect4', '--moves', '121212', '--depth', '2');
		const changed = broken(text, (_, records) => {
			// A win on the 7th disc: 100 + the 35 cells still empty.
			expect(at(records, 2)).toMatchObject({ moves: '1212121', move: null, score: 135 });
			Object.assign(at(records, 3), { parent: 2, depth: 2, moves: '12121211' });
		});
		expect(messageOf(changed)).toBe(
			'call 3: moves "12121211" plays on from its caller\'s "1212121", where the game is already over.'
		);
	});

	it('refuses a disc in a full column', async () => {
		const text = await printed('--game', 'connect4', '--moves', '111111', '--depth', '1');
		const changed = broken(text, (_, records) => (at(records, 2).moves = '1111111'));
		expect(messageOf(changed)).toBe(
			'call 2: moves "1111111" drops a disc in column 1, which is already full in its caller\'s "111111".'
		);
	});
});

describe('as a process', () => {
	const trace = traceProcess();
	const runProcess = (args: readonly string[], input?: string) =>
		trace.run(args, input === undefined ? {} : { input });

	it('prints a Connect Four trace that --check reads back from a pipe', async () => {
		// Printed in this process (status 0, no error line: `printed` checks them); the pipe into
		// --check is what needs a process.
		const printedText = await printed(
			'--game',
			'connect4',
			'--moves',
			'4453',
			'--algorithm',
			'alphabeta'
		);
		const checked = runProcess(['--check', '-'], printedText);
		expect([checked.status, checked.stdout, checked.stderr]).toEqual([
			0,
			'ok: alphabeta on Connect Four 4453, 1,132 calls, score -8, move 3\n',
			''
		]);
	}, 60_000);

	it('exits 2 with one stderr line on a bad move string', () => {
		const result = runProcess(['--game', 'connect4', '--moves', '4458']);
		expect([result.status, result.stdout, result.stderr]).toEqual([
			2,
			'',
			'trace: Move 4 is "8"; each move is a column from 1 to 7 (1 is the leftmost).\n'
		]);
	}, 60_000);
});
