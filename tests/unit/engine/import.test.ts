import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import {
	searchIds,
	describeInputError,
	InputError,
	plainSearch,
	type ImportLimits,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { inputErrorMessages } from '../../../src/lib/engine/errors';
import { IMPORT_LIMITS, readTrace, readTraceJson } from '../../../src/lib/engine/import';
import { callRecord, describeGameOf, traceJsonChunks } from '../../../src/lib/engine/json';
import { TraceRecorder } from '../../../src/lib/engine/recorder';
import { traceDeclaration } from '../../../src/lib/engine/search-catalog';
import { firstDifference, verifyTrace, verifyTraceFile } from '../../../src/lib/engine/verify';
import { parseTree } from '../../../src/lib/games/tree/rules';
import {
	ARTICLE_BOARD,
	ARTICLE_BOARD_ARRAY,
	ARTICLE_TREE,
	FULL_GAME_MINIMAX_CALLS
} from '../traces';
import { alphaBeta, minimax } from '../../searches';
import { searchMinimax } from '../../../src/lib/searches/minimax/rule';

type Json = Record<string, unknown>;

const count = (n: number): string => n.toLocaleString('en-US');

const text = (trace: Trace): string => [...traceJsonChunks(trace)].join('');

/** The file of `trace`, parsed, for tampering with. */
const fileOf = (trace: Trace): Json => JSON.parse(text(trace)) as Json;

const recordsOf = (file: Json): Json[] => file.trace as Json[];

/** Expects the file to be refused with an InputError whose message matches `message`. */
/** The InputError `read` throws. */
function caughtInputError(read: () => unknown): InputError {
	try {
		read();
	} catch (error) {
		if (error instanceof InputError) return error;
		throw error;
	}
	throw new Error('no InputError thrown');
}

function refuse(file: string | Json, message: RegExp, limits?: ImportLimits): void {
	const source = typeof file === 'string' ? file : JSON.stringify(file);
	const read = () => readTraceJson(source, limits);
	expect(read).toThrow(InputError);
	expect(read).toThrow(message);
}

/** The message of the InputError reading `file` (and checking it against a search) throws. */
function messageOf(file: Json): string {
	try {
		readTraceJson(JSON.stringify(file));
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return (error as InputError).message;
	}
	throw new Error('the file was accepted');
}

/** Every column of two traces equal, compared value by value (fast on long traces). */
function differingColumns(mine: Trace, theirs: Trace): string[] {
	const names = Object.keys(theirs.columns);
	// Every call's 7 columns and those its search declares, in both.
	expect(names).toHaveLength(7 + traceDeclaration(theirs.algorithm).columns.length);
	expect(Object.keys(mine.columns)).toEqual(names);
	return names.filter((name) => {
		const [a, b] = [mine.columns[name], theirs.columns[name]];
		if (a === null || b === null) return a !== b;
		if (a.length !== b.length || a.constructor !== b.constructor) return true;
		for (let id = 0; id < a.length; id++) if (a[id] !== b[id]) return true;
		return false;
	});
}

describe('round trips', () => {
	const cases: [string, Trace, number][] = [
		['minimax, article board', minimax(boardGame(ARTICLE_BOARD)), 9],
		['alpha-beta, article board', alphaBeta(boardGame(ARTICLE_BOARD)), 8],
		['minimax, X...O....', minimax(boardGame('X...O....')), 7332],
		['alpha-beta, X...O....', alphaBeta(boardGame('X...O....')), 844],
		['minimax, O plays the AI', minimax(boardGame('XO.......', { ai: 'O' })), 8232],
		['alpha-beta, a finished board', alphaBeta(boardGame('XXXOO....')), 1],
		['minimax, article tree, min root', minimax(parseTree(ARTICLE_TREE, { root: 'min' })), 26],
		['alpha-beta, article tree, min root', alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' })), 25],
		['alpha-beta, article tree, max root', alphaBeta(parseTree(ARTICLE_TREE)), 17]
	];

	it.each(cases)('%s gives the same trace back', (_, original, calls) => {
		const { game, settings, trace } = readTraceJson(text(original));
		expect(trace.calls).toBe(calls);
		expect(settings).toEqual(original.settings);
		expect(trace.algorithm).toBe(original.algorithm);
		expect(trace.game).toBe(game);
		expect(describeGameOf(trace.game)).toEqual(describeGameOf(original.game));
		expect(trace.prunedBranches).toBe(original.prunedBranches);
		expect(trace.columns).toEqual(original.columns);
		// Every call's record, compared in one assertion (an expect per call spent most of the
		// test's time in expect).
		const records = (of: Trace) => Array.from({ length: calls }, (_, at) => callRecord(of, at + 1));
		expect(records(trace)).toEqual(records(original));
	});

	it('keeps the root of a tree, and the marks and scoring of a board', () => {
		const tree = readTraceJson(text(alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' }))));
		expect(describeGameOf(tree.trace.game)).toEqual({
			kind: 'tree',
			tree: JSON.parse(ARTICLE_TREE),
			root: 'min'
		});
		expect(tree.trace.rootScore).toBe(14);
		const board = readTraceJson(text(minimax(boardGame('XO.......', { ai: 'O' }))));
		expect(describeGameOf(board.trace.game)).toEqual({
			kind: 'board',
			board: 'XO.......',
			toMove: 'X',
			ai: 'O',
			scoring: 'article'
		});
		expect(board.trace.rootScore).toBe(-10);
		// X wins at once at 2: 10 - 1 = 9 under depth-aware scores.
		const depth = readTraceJson(text(alphaBeta(boardGame('XX.OO....', { scoring: 'depth' }))));
		expect(describeGameOf(depth.trace.game)).toMatchObject({ scoring: 'depth' });
		expect([depth.trace.rootScore, depth.trace.rootMove]).toEqual([9, 2]);
	});

	it('reads the full game (549,946 calls) back', { timeout: 60_000 }, () => {
		const original = minimax(boardGame('.........'));
		const { trace } = readTraceJson(text(original));
		expect(trace.calls).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(differingColumns(trace, original)).toEqual([]);
	});
});

describe('reading without searching', () => {
	it('rebuilds a trace this program would not make, and verifying names the difference', () => {
		// Minimax trying the article tree's children last first: a well-formed trace of another
		// search, as another program might write one.
		const game = parseTree(ARTICLE_TREE);
		const reversed = (position: number) => [...game.moves(position)].reverse();
		const recorder = new TraceRecorder(game, plainSearch('minimax'));
		searchMinimax(game, game.root, recorder, { order: reversed });
		const other = recorder.finish();
		const file = readTrace(text(other));
		expect(file.trace).not.toBeNull();
		const trace = file.trace as Trace;
		expect(differingColumns(trace, other)).toEqual([]);
		expect(trace.rootScore).toBe(3);
		// The first call it makes is the root's last child, path "1"; minimax's is "0".
		expect(verifyTrace(trace)).toEqual({
			kind: 'field',
			call: 2,
			field: 'path',
			found: '1',
			expected: '0'
		});
		expect(() => readTraceJson(text(other))).toThrow(
			/^call 2: the file says path "1", but the search gives "0"\.$/
		);
	});

	it('reads back every search that tries another order, answers from a table or stops early', () => {
		const board = boardGame('X...O....');
		const searches: SearchSettings[] = [
			plainSearch('alphabeta-ordered'),
			plainSearch('memo'),
			plainSearch('alphabeta-table'),
			{ algorithm: 'memo', depthLimit: null, symmetry: true },
			{ algorithm: 'alphabeta-table', depthLimit: 3, symmetry: true },
			{ algorithm: 'minimax', depthLimit: 2, symmetry: false }
		];
		for (const settings of searches) {
			const original = search(board, settings);
			const read = readTraceJson(text(original));
			expect(read.settings).toEqual(settings);
			expect(differingColumns(read.trace, original)).toEqual([]);
			expect(read.trace.prunedBranches).toBe(original.prunedBranches);
		}
	});

	it('refuses a table search whose records name the wrong origin, or a settings field out of range', () => {
		const board = boardGame('X...O....');
		const file = fileOf(search(board, plainSearch('memo')));
		const hit = recordsOf(file).find((record) => record.from !== null) as Json;
		hit.from = 1;
		expect(() => readTraceJson(JSON.stringify(file))).toThrow(/^call \d+: /);
		const deep = { ...fileOf(search(board, plainSearch('minimax'))), depthLimit: 10 };
		expect(() => readTraceJson(JSON.stringify(deep))).toThrow(/depth limit 10 .* 1 to 9/);
		const tree = { ...fileOf(alphaBeta(parseTree(ARTICLE_TREE))), symmetry: true };
		expect(() => readTraceJson(JSON.stringify(tree))).toThrow(/Symmetry applies to boards only/);
	});

	it('takes a changed score as written, for verifying to refuse', () => {
		const file = fileOf(alphaBeta(boardGame(ARTICLE_BOARD)));
		// FC5, X completing 3-4-5, made a loss: a value the game has, so the file hangs together.
		(recordsOf(file)[4] as Json).score = -10;
		const trace = readTrace(JSON.stringify(file)).trace as Trace;
		expect(trace.score(5)).toBe(-10);
		expect(verifyTrace(trace)).toEqual({
			kind: 'field',
			call: 5,
			field: 'score',
			found: -10,
			expected: 10
		});
	});

	it('verifies the header of a summary-only file against the search', () => {
		const summary = (trace: Trace) => [...traceJsonChunks(trace, { summary: true })].join('');
		const file = readTrace(summary(alphaBeta(boardGame(ARTICLE_BOARD))));
		expect(file.trace).toBeNull();
		expect(file.figures).toEqual({ calls: 8, score: 10, move: 4, prunedBranches: 1 });
		expect(verifyTraceFile(file)).toBeNull();
		const changed = JSON.parse(summary(alphaBeta(boardGame(ARTICLE_BOARD)))) as Json;
		changed.prunedBranches = 0;
		expect(verifyTraceFile(readTrace(JSON.stringify(changed)))).toEqual({
			kind: 'figure',
			field: 'prunedBranches',
			found: 0,
			expected: 1
		});
	});

	it('compares traces call by call, then their lengths', () => {
		// The same first four calls: root, its min child [1, 2] and its two leaves; the second
		// tree's root has one child more.
		const short = minimax(parseTree('[[1,2]]', { root: 'min' }));
		const long = minimax(parseTree('[[1,2],[3]]', { root: 'min' }));
		expect(firstDifference(short, short)).toBeNull();
		expect(firstDifference(short, long)).toEqual({ kind: 'missing', call: 5, calls: 4 });
		expect(firstDifference(long, short)).toEqual({ kind: 'extra', call: 5, calls: 4 });
	});
});

describe('fields a reader does not know', () => {
	it('are accepted in the header, the game and the records, whatever their names', () => {
		const original = alphaBeta(boardGame(ARTICLE_BOARD));
		const file = fileOf(original);
		const game = file.game as Json;
		const record = recordsOf(file)[5] as Json;
		for (const object of [file, game, record]) {
			object.comment = 'written by another program';
			// Names an `in` test would take for known ones, and one that shadows a method.
			Object.assign(object, { constructor: 1, toString: 'x', hasOwnProperty: null });
		}
		// JSON.parse makes "__proto__" an own field, not the prototype.
		const source = JSON.stringify(file).replace('{"format"', '{"__proto__":{"format":2},"format"');
		const { trace } = readTraceJson(source);
		expect(trace.columns).toEqual(original.columns);
	});

	it('never stand in for a missing field', () => {
		const file = fileOf(minimax(boardGame(ARTICLE_BOARD)));
		delete file.format;
		const source = JSON.stringify(file).replace(
			'{',
			'{"__proto__":{"format":"minimax-lab-trace"},'
		);
		refuse(source, /^The file has no "format" field/);
		const game = fileOf(minimax(boardGame(ARTICLE_BOARD)));
		delete (game.game as Json).scoring;
		refuse(
			JSON.stringify(game).replace('"kind"', '"__proto__":{"scoring":"article"},"kind"'),
			/^The game has no "scoring" field\.$/
		);
	});
});

describe('refusals', () => {
	const article = minimax(boardGame(ARTICLE_BOARD));
	const articleAb = alphaBeta(boardGame(ARTICLE_BOARD));

	it('text that is not JSON, with where the parser gave up in our words', () => {
		refuse(
			'{"algorithm":',
			/^The file is not valid JSON: it cannot be read \(it stops short: a value or a closing bracket is missing at its end\)\.$/
		);
		refuse('', /^The file is not valid JSON: /);
	});

	it('JSON that is not an object', () => {
		refuse('[1,2]', /^The file holds \[1,2\], not a trace object with "format", "algorithm"/);
		refuse('["a","b"]', /^The file holds a list of 2 items, not a trace object/);
		refuse('42', /^The file holds 42, not a trace object/);
		refuse('null', /^The file holds null, not a trace object/);
	});

	it('another format, another version, or a file from before version 1', () => {
		const file = fileOf(article);
		refuse(
			{ ...file, format: 'minimax-lab' },
			/^The file's format is "minimax-lab"; a Minimax Lab trace says "minimax-lab-trace"\.$/
		);
		refuse(
			{ ...file, version: 2 },
			/^The file's format version is 2; this program reads version 1\.$/
		);
		refuse({ ...file, version: '1' }, /^The file's format version is "1";/);
		refuse({ ...file, version: undefined }, /^The file's format version is missing;/);
		// Written before version 1: no format, version or scoring; the records were the same.
		const legacy = fileOf(article);
		delete legacy.format;
		delete legacy.version;
		delete (legacy.game as Json).scoring;
		refuse(
			legacy,
			/^The file has no "format" field: it is not a Minimax Lab trace, or it was saved before trace format version 1 \(save it again\)\.$/
		);
	});

	it('a missing or unknown algorithm', () => {
		const file = fileOf(article);
		delete file.algorithm;
		refuse(
			file,
			/^The file has no "algorithm"; it must be "minimax", "alphabeta", "memo", "alphabeta-ordered", "alphabeta-table", "negamax", "pvs", "iterative", "mtdf", "expectimax" or "expectimax-bounded"\.$/
		);
		refuse(
			{ ...file, algorithm: 'maximin' },
			/^The file's algorithm is "maximin"; it must be "minimax", "alphabeta", "memo", "alphabeta-ordered", "alphabeta-table", "negamax", "pvs", "iterative", "mtdf", "expectimax" or "expectimax-bounded"\.$/
		);
		// Names are exact, as the CLI writes them.
		refuse({ ...file, algorithm: 'Minimax' }, /^The file's algorithm is "Minimax"/);
	});

	it('a bad game description', () => {
		const file = fileOf(article);
		const game = file.game as Json;
		const withGame = (changes: Json): Json => ({ ...file, game: { ...game, ...changes } });
		refuse({ ...file, game: ARTICLE_BOARD }, /^The file's "game" is "O\.XX\.X\.OO"; it must/);
		refuse({ ...file, game: undefined }, /^The file's "game" is missing;/);
		refuse(
			withGame({ kind: 'chess' }),
			/^The game's kind is "chess"; it must be "board", "connect4" or "tree"\.$/
		);
		// The registered games with a file form, in the registry's order, worded in Chinese too.
		const kind = caughtInputError(() => readTraceJson(JSON.stringify(withGame({ kind: 'chess' }))));
		expect(describeInputError(inputErrorMessages('zh'), kind.data)).toBe(
			'"game" 的 "kind" 为 "chess"；它必须是 "board"、"connect4" 或 "tree"。'
		);
		refuse(withGame({ toMove: undefined }), /^The game has no "toMove" field\.$/);
		refuse(withGame({ scoring: undefined }), /^The game has no "scoring" field\.$/);
		refuse(withGame({ toMove: 'x' }), /^The game's toMove is "x"; it must be "X" or "O"\.$/);
		refuse(withGame({ ai: null }), /^The game's ai is null; it must be "X" or "O"\.$/);
		refuse(
			withGame({ scoring: 'double' }),
			/^The game's scoring is "double"; it must be "article" or "unit" or "depth"\.$/
		);
		refuse(withGame({ board: 12 }), /^The game's board is 12; it must be 9 cells/);
		// A trace file writes the board one way: 9 characters, capitals.
		refuse(
			withGame({ board: ARTICLE_BOARD_ARRAY }),
			/^The game's board is "\[\\"O\\",1,.*; it must be 9 cells of X, O and \. such as "O\.XX\.X\.OO"\.$/
		);
		refuse(withGame({ board: 'o.xx.x.oo' }), /^The game's board is "o\.xx\.x\.oo";/);
		// The board validator's own message, after saying where.
		refuse(
			withGame({ board: 'XXXXX....' }),
			/^The file's game is not valid: X has 5 marks and O has 0;/
		);
		const tree = fileOf(minimax(parseTree(ARTICLE_TREE)));
		const treeGame = tree.game as Json;
		refuse(
			{ ...tree, game: { ...treeGame, tree: [[1], []] } },
			/^The file's game is not valid: The list at n3 \(path 1\) is empty; every inner node needs a child\.$/
		);
		refuse(
			{ ...tree, game: { ...treeGame, tree: [[1, 'two']] } },
			/^The file's game is not valid: The leaf at n4 \(path 0\.1\) is "two"; leaves must be finite numbers\.$/
		);
		refuse(
			{ ...tree, game: { ...treeGame, tree: JSON.stringify(treeGame.tree) } },
			/^The file's game is not valid: A tree must be a nested array/
		);
		refuse(
			{ ...tree, game: { ...treeGame, root: 'middle' } },
			/^The game's root is "middle"; it must be "max" or "min"\.$/
		);
		refuse({ ...tree, game: { kind: 'tree', root: 'max' } }, /^The game has no "tree" field\.$/);
	});

	it('a side to move that contradicts the marks, in the board validator words', () => {
		const file = fileOf(minimax(boardGame('XOX......')));
		(file.game as Json).toMove = 'X';
		refuse(
			file,
			/^The file's game is not valid: X has one mark more than O, so O is to move, not X\.$/
		);
	});

	it('quotes at most 60 characters of the file', () => {
		const long = 'A'.repeat(5000);
		const board = fileOf(article);
		(board.game as Json).board = long;
		const tree = fileOf(minimax(parseTree(ARTICLE_TREE)));
		(tree.game as Json).tree = [[1, long]];
		const record = fileOf(article);
		(recordsOf(record)[1] as Json).board = long;
		const messages = [
			messageOf({ ...board, algorithm: long }),
			messageOf(board),
			messageOf(tree),
			messageOf({ ...fileOf(article), format: long }),
			messageOf(record)
		];
		// Besides the quote, a message is short; the algorithm's also lists every search's id.
		const idList = searchIds().join('", "').length;
		for (const [at, message] of messages.entries()) {
			expect(message.match(/A+/)?.[0].length).toBe(60);
			expect(message.length).toBeLessThan(200 + (at === 0 ? idList : 0));
		}
		expect(messages[2]).toBe(
			`The file's game is not valid: The leaf at n4 (path 0.1) is "${'A'.repeat(60)}…"; leaves must be finite numbers.`
		);
		expect(messages[4]).toBe(
			`call 2: board is "${'A'.repeat(60)}…"; it must be 9 cells of X, O and ..`
		);
	});

	it('a file above the size limit, before parsing', () => {
		const file = text(article);
		expect(IMPORT_LIMITS.maxBytes).toBe(120_000_000);
		expect(readTraceJson(file, { maxBytes: file.length }).trace.calls).toBe(9);
		refuse(
			file,
			new RegExp(
				`^The file is ${count(file.length)} characters long; the limit is ${count(file.length - 1)}\\.$`
			),
			{ maxBytes: file.length - 1 }
		);
		// Not even parsed: the size is checked first.
		refuse('x'.repeat(1001), /^The file is 1,001 characters long; the limit is 1,000\.$/, {
			maxBytes: 1000
		});
	});

	it('more calls than the limit', () => {
		expect(IMPORT_LIMITS.maxCalls).toBe(600_000);
		expect(readTraceJson(text(article), { maxCalls: 9 }).trace.calls).toBe(9);
		// The records are counted before the text is parsed (shape.ts): that refusal comes first.
		refuse(text(article), /^The file's trace holds 9 records; the limit is 8\.$/, {
			maxCalls: 8
		});
		refuse({ ...fileOf(article), calls: 20 }, /^The file says 20 calls; the limit is 10\.$/, {
			maxCalls: 10
		});
		// A trace array longer than the limit is refused even when the header says fewer.
		refuse(
			{ ...fileOf(article), calls: 5 },
			/^The file's trace holds 9 records; the limit is 8\.$/,
			{ maxCalls: 8 }
		);
		refuse(
			{ ...fileOf(article), calls: 700_000 },
			/^The file says 700,000 calls; the limit is 600,000\.$/
		);
	});

	it('summary figures that are not of their type', () => {
		const file = fileOf(article);
		refuse(
			{ ...file, calls: 0 },
			/^The file's calls is 0; it must be a whole number, 1 or more\.$/
		);
		refuse({ ...file, calls: '9' }, /^The file's calls is "9"; it must be a whole number/);
		refuse({ ...file, calls: 8.5 }, /^The file's calls is 8\.5;/);
		refuse({ ...file, score: '10' }, /^The file's score is "10"; it must be a number\.$/);
		refuse(
			{ ...file, move: -1 },
			/^The file's move is -1; it must be a whole number, 0 or more, or null\.$/
		);
		refuse(
			{ ...file, prunedBranches: null },
			/^The file's prunedBranches is null; it must be a whole number, 0 or more\.$/
		);
		delete file.calls;
		refuse(file, /^The file has no "calls" field\.$/);
	});

	it('a summary-only file (written with --summary): no call records', () => {
		const summary = [...traceJsonChunks(article, { summary: true })].join('');
		refuse(
			summary,
			/^The file holds no call records, only a summary \(as the CLI writes with --summary\); save the trace again without --summary\.$/
		);
	});

	it('a trace that is not an array or has the wrong length', () => {
		const file = fileOf(article);
		refuse(
			{ ...file, trace: {} },
			/^The file's "trace" is an object; it must be an array of calls\.$/
		);
		refuse({ ...file, trace: null }, /^The file's "trace" is null;/);
		refuse(
			{ ...file, trace: recordsOf(file).slice(0, 8) },
			/^The file's trace holds 8 records, but it says 9 calls\.$/
		);
		refuse(
			{ ...file, trace: [...recordsOf(file), recordsOf(file)[8]] },
			/^The file's trace holds 10 records, but it says 9 calls\.$/
		);
	});

	it('records out of order or not records', () => {
		const file = fileOf(article);
		const records = recordsOf(file);
		[records[1], records[2]] = [records[2] as Json, records[1] as Json];
		refuse(file, /^call 2: the record has id 3; records must run 1, 2, 3, … in order\.$/);
		const missingId = fileOf(article);
		delete recordsOf(missingId)[0]?.id;
		refuse(missingId, /^call 1: the record has id missing;/);
		const notCall = fileOf(article);
		recordsOf(notCall)[3] = [4] as unknown as Json;
		refuse(notCall, /^call 4: the record is \[4\], not an object\.$/);
	});

	it('a summary that disagrees with its own records', () => {
		const file = fileOf(articleAb);
		refuse({ ...file, calls: 9 }, /^The file's trace holds 8 records, but it says 9 calls\.$/);
		refuse({ ...file, score: 0 }, /^The file says score 0, but its records give 10\.$/);
		refuse({ ...file, move: null }, /^The file says move null, but its records give 4\.$/);
		refuse(
			{ ...file, prunedBranches: 0 },
			/^The file says prunedBranches 0, but its records give 1\.$/
		);
	});

	it('records that break the structure they describe, naming the call', () => {
		const tamper = (trace: Trace, id: number, changes: Json): Json => {
			const file = fileOf(trace);
			Object.assign(recordsOf(file)[id - 1] as Json, changes);
			return file;
		};
		const tree = alphaBeta(parseTree(ARTICLE_TREE));
		expect(messageOf(tamper(article, 1, { parent: 0 }))).toBe(
			'call 1: parent is 0; it must be null.'
		);
		expect(messageOf(tamper(article, 7, { parent: null }))).toBe(
			"call 7: parent is null; it must be an earlier call's id."
		);
		// FC7's caller FC6 is open; FC2, long returned, is not.
		expect(messageOf(tamper(article, 7, { parent: 2 }))).toBe(
			'call 7: parent 2 is not open here; calls are listed depth first, so the parent is the call before or one of its callers.'
		);
		expect(messageOf(tamper(article, 7, { parent: 7 }))).toMatch(/^call 7: parent 7 is not open/);
		expect(messageOf(tamper(article, 3, { depth: 9 }))).toBe(
			'call 3: the file says depth 9, but the rest of the file gives 2.'
		);
		expect(messageOf(tamper(article, 3, { depth: -2 }))).toBe(
			'call 3: depth is -2; it must be a whole number, 0 or more.'
		);
		expect(messageOf(tamper(article, 1, { board: 'O.XX.X.O.' }))).toBe(
			'call 1: the file says board "O.XX.X.O.", but the rest of the file gives "O.XX.X.OO".'
		);
		// X moving twice, a cell emptied, and the wrong mark played.
		expect(messageOf(tamper(article, 2, { board: 'OXXXXX.OO' }))).toBe(
			'call 2: board "OXXXXX.OO" is not one move on from its caller\'s "O.XX.X.OO".'
		);
		expect(messageOf(tamper(article, 2, { board: 'OXXX.X..O' }))).toMatch(
			/^call 2: board "OXXX\.X\.\.O" is not one move on/
		);
		expect(messageOf(tamper(article, 2, { board: 'OOXX.X.OO' }))).toMatch(
			/^call 2: board "OOXX\.X\.OO" is not one move on/
		);
		// Past the end of the game: FC5 is X's line, so no call may follow from it.
		const past = fileOf(article);
		recordsOf(past).splice(5, 0, {
			...(recordsOf(past)[4] as Json),
			id: 6,
			parent: 5,
			depth: 2,
			player: 'X',
			board: 'OOXXXX.OO'
		});
		recordsOf(past).forEach((record, index) => {
			record.id = index + 1;
			if (index > 5) record.parent = (record.parent as number) + 1;
		});
		past.calls = 10;
		// Call 5 is X's line: the game is over there, and the message says so.
		expect(messageOf(past)).toBe(
			'call 6: board "OOXXXX.OO" plays on from its caller\'s "O.XXXX.OO", where the game is already over.'
		);
		expect(messageOf(tamper(tree, 8, { path: '0.0.1.5' }))).toBe(
			'call 8: path "0.0.1.5" is not one move on from its caller\'s "0.0.1".'
		);
		expect(messageOf(tamper(tree, 8, { path: '0.0.01.0' }))).toBe(
			'call 8: path is "0.0.01.0"; it must be child indexes joined by "." ("" at the root).'
		);
		expect(messageOf(tamper(article, 3, { player: 'O' }))).toBe(
			'call 3: the file says player "O", but the rest of the file gives "X".'
		);
		expect(messageOf(tamper(tree, 2, { player: 'max' }))).toBe(
			'call 2: the file says player "max", but the rest of the file gives "min".'
		);
		expect(messageOf(tamper(articleAb, 4, { alpha: null }))).toBe(
			'call 4: alpha is null; it must be a number, "-inf" or "inf".'
		);
		expect(messageOf(tamper(article, 4, { beta: 'inf' }))).toBe(
			'call 4: beta is "inf"; it must be null.'
		);
		expect(messageOf(tamper(articleAb, 4, { beta: -5 }))).toBe(
			'call 4: beta -5 is not a value this game can give.'
		);
		expect(messageOf(tamper(tree, 5, { score: 4 }))).toBe(
			'call 5: score 4 is not a value this game can give.'
		);
		expect(messageOf(tamper(article, 1, { move: 0 }))).toBe(
			'call 1: move 0 is not a legal move in its position.'
		);
		expect(messageOf(tamper(article, 5, { move: 1 }))).toBe(
			'call 5: move 1 is not a legal move in its position.'
		);
		expect(messageOf(tamper(article, 2, { move: '4' }))).toBe(
			'call 2: move is "4"; it must be a whole number, 0 or more, or null.'
		);
		expect(messageOf(tamper(articleAb, 6, { pruned: [] }))).toBe(
			'call 6: the file says pruned [], but the rest of the file gives [4].'
		);
		expect(messageOf(tamper(articleAb, 6, { pruned: ['4'] }))).toBe(
			'call 6: pruned is a list of 1 item; it must be a list of whole numbers.'
		);
		expect(messageOf(tamper(article, 1, { pruned: [6] }))).toBe(
			'call 1: the file says pruned [6], but the rest of the file gives [].'
		);
		const repeated = fileOf(article);
		recordsOf(repeated).push({ ...(recordsOf(repeated)[8] as Json), id: 10 });
		repeated.calls = 10;
		expect(messageOf(repeated)).toBe('call 10: its caller already searched this move, in call 9.');
	});

	it('a record with a field missing, of whatever kind', () => {
		const missing = fileOf(article);
		delete recordsOf(missing)[2]?.player;
		refuse(missing, /^call 3: the record has no "player" field\.$/);
		// A board record on a tree game: the path is missing.
		const tree = fileOf(minimax(parseTree(ARTICLE_TREE)));
		const record = recordsOf(tree)[0] as Json;
		delete record.path;
		record.board = '.........';
		refuse(tree, /^call 1: the record has no "path" field\.$/);
	});

	it('a well-formed file that is not the search, naming the first difference', () => {
		const tamper = (id: number, changes: Json): Json => {
			const file = fileOf(articleAb);
			Object.assign(recordsOf(file)[id - 1] as Json, changes);
			return file;
		};
		expect(messageOf(tamper(5, { score: -10 }))).toBe(
			'call 5: the file says score -10, but the search gives 10.'
		);
		expect(messageOf(tamper(4, { alpha: -10 }))).toBe(
			'call 4: the file says alpha -10, but the search gives "-inf".'
		);
		expect(messageOf(tamper(1, { beta: 10 }))).toBe(
			'call 1: the file says beta 10, but the search gives "inf".'
		);
		// The first difference in file order is the one reported.
		expect(messageOf(tamper(3, { alpha: 10, score: 10 }))).toBe(
			'call 3: the file says alpha 10, but the search gives "-inf".'
		);
		// Another legal game on the same marks: O to move. Its records hang together; the
		// search from O's side differs from the first call on.
		const otherGame = fileOf(minimax(boardGame(ARTICLE_BOARD, { toMove: 'O' })));
		(otherGame.game as Json).toMove = 'O';
		expect(() => readTraceJson(JSON.stringify(otherGame))).not.toThrow();
		const claimed = fileOf(article);
		(claimed.game as Json).toMove = 'O';
		expect(messageOf(claimed)).toBe(
			'call 1: the file says player "X", but the rest of the file gives "O".'
		);
	});
});
