import { describe, expect, it } from 'vitest';
import {
	alphaBeta,
	boardGame,
	callRecord,
	describeGame,
	IMPORT_LIMITS,
	InputError,
	minimax,
	parseTree,
	readTraceJson,
	traceJsonChunks,
	type ImportLimits,
	type Trace
} from '../../src/lib/engine/index';
import { ARTICLE_TREE } from './traces';

type Json = Record<string, unknown>;

const count = (n: number): string => n.toLocaleString('en-US');

const text = (trace: Trace): string => [...traceJsonChunks(trace)].join('');

/** The file of `trace`, parsed, for tampering with. */
const fileOf = (trace: Trace): Json => JSON.parse(text(trace)) as Json;

const recordsOf = (file: Json): Json[] => file.trace as Json[];

/** Expects the file to be refused with an InputError whose message matches `message`. */
function refuse(file: string | Json, message: RegExp, limits?: ImportLimits): void {
	const source = typeof file === 'string' ? file : JSON.stringify(file);
	const read = () => readTraceJson(source, limits);
	expect(read).toThrow(InputError);
	expect(read).toThrow(message);
}

/** The message of the InputError reading `file` throws. */
function messageOf(file: Json): string {
	try {
		readTraceJson(JSON.stringify(file));
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return (error as InputError).message;
	}
	throw new Error('the file was accepted');
}

describe('round trips', () => {
	const cases: [string, Trace, number][] = [
		['minimax, article board', minimax(boardGame('O.XX.X.OO')), 9],
		['alpha-beta, article board', alphaBeta(boardGame('O.XX.X.OO')), 8],
		['minimax, X...O....', minimax(boardGame('X...O....')), 7332],
		['alpha-beta, X...O....', alphaBeta(boardGame('X...O....')), 844],
		['minimax, O plays the AI', minimax(boardGame('XO.......', { ai: 'O' })), 8232],
		['alpha-beta, a finished board', alphaBeta(boardGame('XXXOO....')), 1],
		['minimax, article tree, min root', minimax(parseTree(ARTICLE_TREE, { root: 'min' })), 26],
		['alpha-beta, article tree, min root', alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' })), 25],
		['alpha-beta, article tree, max root', alphaBeta(parseTree(ARTICLE_TREE)), 17]
	];

	it.each(cases)('%s gives the same trace back', (_, original, calls) => {
		const { game, algorithm, trace } = readTraceJson(text(original));
		expect(trace.calls).toBe(calls);
		expect(algorithm).toBe(original.algorithm);
		expect(trace.algorithm).toBe(original.algorithm);
		expect(trace.game).toBe(game);
		expect(describeGame(trace)).toEqual(describeGame(original));
		expect(trace.prunedBranches).toBe(original.prunedBranches);
		expect(trace.columns).toEqual(original.columns);
		for (let id = 1; id <= calls; id++) {
			expect(callRecord(trace, id)).toEqual(callRecord(original, id));
		}
	});

	it('keeps the root of a tree and the marks of a board', () => {
		const tree = readTraceJson(text(alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' }))));
		expect(describeGame(tree.trace)).toEqual({
			kind: 'tree',
			tree: JSON.parse(ARTICLE_TREE),
			root: 'min'
		});
		expect(tree.trace.rootScore).toBe(14);
		const board = readTraceJson(text(minimax(boardGame('XO.......', { ai: 'O' }))));
		expect(describeGame(board.trace)).toEqual({
			kind: 'board',
			board: 'XO.......',
			toMove: 'X',
			ai: 'O'
		});
		expect(board.trace.rootScore).toBe(-10);
	});

	it('accepts the board in the array form too', () => {
		const file = fileOf(minimax(boardGame('O.XX.X.OO')));
		(file.game as Json).board = '["O",1,"X","X",4,"X",6,"O","O"]';
		expect(readTraceJson(JSON.stringify(file)).trace.calls).toBe(9);
	});

	it('reads the full game (549,946 calls) back', { timeout: 60_000 }, () => {
		const original = minimax(boardGame('.........'));
		const { trace } = readTraceJson(text(original));
		expect(trace.calls).toBe(549_946);
		// Column by column: toEqual on arrays this long takes seconds.
		const names = Object.keys(original.columns) as (keyof Trace['columns'])[];
		const differing = names.filter((name) => {
			const [mine, theirs] = [trace.columns[name], original.columns[name]];
			if (mine === null || theirs === null) return mine !== theirs;
			if (mine.length !== theirs.length) return true;
			for (let id = 0; id < mine.length; id++) if (mine[id] !== theirs[id]) return true;
			return false;
		});
		expect(names).toHaveLength(9);
		expect(differing).toEqual([]);
	});
});

describe('refusals', () => {
	const article = minimax(boardGame('O.XX.X.OO'));
	const articleAb = alphaBeta(boardGame('O.XX.X.OO'));

	it('text that is not JSON, with the parser reason', () => {
		refuse('{"algorithm":', /^The file is not valid JSON: Unexpected end of JSON input\.$/);
		refuse('', /^The file is not valid JSON: /);
	});

	it('JSON that is not an object', () => {
		refuse('[1,2]', /^The file holds \[1,2\], not a trace object with "algorithm"/);
		refuse('["a","b"]', /^The file holds a list of 2 items, not a trace object/);
		refuse('42', /^The file holds 42, not a trace object/);
		refuse('null', /^The file holds null, not a trace object/);
	});

	it('an unknown field at the top', () => {
		refuse({ ...fileOf(article), comment: 1 }, /^The file has an unknown field "comment"\.$/);
	});

	it('a missing or unknown algorithm', () => {
		const file = fileOf(article);
		delete file.algorithm;
		refuse(file, /^The file has no "algorithm"; it must be "minimax" or "alphabeta"\.$/);
		refuse(
			{ ...file, algorithm: 'negamax' },
			/^The file's algorithm is "negamax"; it must be "minimax" or "alphabeta"\.$/
		);
		// Names are exact, as the CLI writes them.
		refuse({ ...file, algorithm: 'Minimax' }, /^The file's algorithm is "Minimax"/);
	});

	it('a bad game description', () => {
		const file = fileOf(article);
		const game = file.game as Json;
		const withGame = (changes: Json): Json => ({ ...file, game: { ...game, ...changes } });
		refuse({ ...file, game: 'O.XX.X.OO' }, /^The file's "game" is "O\.XX\.X\.OO"; it must/);
		refuse({ ...file, game: undefined }, /^The file's "game" is missing;/);
		refuse(
			withGame({ kind: 'chess' }),
			/^The game's kind is "chess"; it must be "board" or "tree"\.$/
		);
		refuse(withGame({ extra: true }), /^The game has an unknown field "extra"\.$/);
		refuse(withGame({ toMove: undefined }), /^The game has no "toMove" field\.$/);
		refuse(withGame({ toMove: 'x' }), /^The game's toMove is "x"; it must be "X" or "O"\.$/);
		refuse(withGame({ ai: null }), /^The game's ai is null; it must be "X" or "O"\.$/);
		refuse(withGame({ board: 12 }), /^The game's board is 12; it must be 9 cells/);
		// The board validator's own message, after saying where.
		refuse(
			withGame({ board: 'O.XX.X.OZ' }),
			/^The file's game is not valid: Cell 8 holds "Z"; a board may only use X, O and \./
		);
		refuse(
			withGame({ board: 'XXXXX....' }),
			/^The file's game is not valid: X has 5 marks and O has 0;/
		);
		const tree = fileOf(minimax(parseTree(ARTICLE_TREE)));
		const treeGame = tree.game as Json;
		refuse(
			{ ...tree, game: { ...treeGame, tree: [[1], []] } },
			/^The file's game is not valid: The list at path 1 is empty; every inner node needs a child\.$/
		);
		refuse(
			{ ...tree, game: { ...treeGame, tree: [[1, 'two']] } },
			/^The file's game is not valid: The leaf at path 0\.1 is "two"; leaves must be finite numbers\.$/
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
		const messages = [
			messageOf({ ...board, algorithm: long }),
			messageOf(board),
			messageOf(tree),
			messageOf({ ...fileOf(article), [long]: 1 })
		];
		for (const message of messages) {
			expect(message.match(/A+/)?.[0].length).toBe(60);
			expect(message.length).toBeLessThan(200);
		}
		expect(messages[2]).toBe(
			`The file's game is not valid: The leaf at path 0.1 is "${'A'.repeat(60)}…"; leaves must be finite numbers.`
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
		refuse(text(article), /^The file says 9 calls; the limit is 8\.$/, { maxCalls: 8 });
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

	it('a calls figure that is not a count', () => {
		const file = fileOf(article);
		refuse(
			{ ...file, calls: 0 },
			/^The file's calls is 0; it must be a whole number, 1 or more\.$/
		);
		refuse({ ...file, calls: '9' }, /^The file's calls is "9"; it must be a whole number/);
		refuse({ ...file, calls: 8.5 }, /^The file's calls is 8\.5;/);
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

	it('records out of order', () => {
		const file = fileOf(article);
		const records = recordsOf(file);
		[records[1], records[2]] = [records[2] as Json, records[1] as Json];
		refuse(file, /^Record 2 of the trace has id 3; records must run 1, 2, 3, … in order\.$/);
		const missingId = fileOf(article);
		delete recordsOf(missingId)[0]?.id;
		refuse(missingId, /^Record 1 of the trace has id missing;/);
		const notCall = fileOf(article);
		recordsOf(notCall)[3] = [4] as unknown as Json;
		refuse(notCall, /^Record 4 of the trace is \[4\], not a call\.$/);
	});

	it('a header figure that disagrees with the search', () => {
		const file = fileOf(articleAb);
		refuse({ ...file, calls: 9 }, /^The file says calls 9, but searching this game gives 8\.$/);
		refuse({ ...file, score: 0 }, /^The file says score 0, but searching this game gives 10\.$/);
		refuse({ ...file, move: null }, /^The file says move null, but searching this game gives 4\.$/);
		refuse(
			{ ...file, prunedBranches: 0 },
			/^The file says prunedBranches 0, but searching this game gives 1\.$/
		);
		refuse(
			{ ...file, algorithm: 'minimax' },
			/^The file says calls 8, but searching this game gives 9\.$/
		);
		// A different game that is legal too: O to move on the same marks.
		const otherGame = fileOf(article);
		(otherGame.game as Json).toMove = 'O';
		refuse(otherGame, /^The file says calls 9, but searching this game gives 7\.$/);
		const noMove = fileOf(articleAb);
		delete noMove.move;
		refuse(noMove, /^The file has no "move" field\.$/);
	});

	it('names the call whose score, parent or alpha was changed', () => {
		const tamper = (id: number, changes: Json): Json => {
			const file = fileOf(articleAb);
			Object.assign(recordsOf(file)[id - 1] as Json, changes);
			return file;
		};
		expect(messageOf(tamper(5, { score: 3 }))).toBe(
			'Call 5 says score 3, but searching this position gives 10.'
		);
		expect(messageOf(tamper(7, { parent: 1 }))).toBe(
			'Call 7 says parent 1, but searching this position gives 6.'
		);
		expect(messageOf(tamper(4, { alpha: -10 }))).toBe(
			'Call 4 says alpha -10, but searching this position gives "-inf".'
		);
		expect(messageOf(tamper(6, { pruned: [] }))).toBe(
			'Call 6 says pruned [], but searching this position gives [4].'
		);
		expect(messageOf(tamper(1, { beta: 'Infinity' }))).toBe(
			'Call 1 says beta "Infinity", but searching this position gives "inf".'
		);
		expect(messageOf(tamper(8, { board: 'OOXXXXXO.' }))).toBe(
			'Call 8 says board "OOXXXXXO.", but searching this position gives "OOXXXXXOO".'
		);
		// The first difference in file order is the one reported.
		expect(messageOf(tamper(3, { move: 0, depth: 9 }))).toBe(
			'Call 3 says depth 9, but searching this position gives 2.'
		);
		const tree = fileOf(alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' })));
		(recordsOf(tree)[7] as Json).path = '0.1.0.0';
		expect(messageOf(tree)).toBe(
			'Call 8 says path "0.1.0.0", but searching this position gives "0.0.1.0".'
		);
	});

	it('a record with a field missing or extra', () => {
		const missing = fileOf(article);
		delete recordsOf(missing)[2]?.player;
		refuse(missing, /^Call 3 has no "player" field\.$/);
		const extra = fileOf(article);
		(recordsOf(extra)[2] as Json).note = 'hi';
		refuse(extra, /^Call 3 has an unknown field "note"\.$/);
		// A board record on a tree game: the path is missing.
		const tree = fileOf(minimax(parseTree(ARTICLE_TREE)));
		const record = recordsOf(tree)[0] as Json;
		delete record.path;
		record.board = '.........';
		refuse(tree, /^Call 1 has no "path" field\.$/);
	});
});
