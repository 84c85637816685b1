import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { randomTree } from '../../../src/lib/games/tree/random';
import { plainSearch, type Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { readTrace } from '../../../src/lib/engine/import';
import { TRACE_FORMAT, TRACE_VERSION, traceJsonChunks } from '../../../src/lib/engine/json';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';
import { AIMA_TREE } from '../../../src/lib/games/tree/link';
import { printed } from '../cli-run';
import { ARTICLE_CALL_BOARDS } from '../../articles';
import { alphaBeta, minimax } from '../../searches';
import { traceSchema } from '../../../src/lib/registry/schema';

/**
 * Trace format version 1: the JSON Schema the site serves (src/lib/registry/schema.ts)
 * describes every file the CLI prints, agrees with the reader about what breaks it, and the
 * articles' examples are pinned byte for byte in tests/golden/.
 */

type Json = Record<string, unknown>;

const root = new URL('../../../', import.meta.url);
const schema = traceSchema() as Json;
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

/** The schema's complaints about `value`, as "path: message" lines; [] when it validates. */
function schemaErrors(value: unknown): string[] {
	validate(value);
	return (validate.errors ?? []).map((error) => `${error.instancePath}: ${error.message}`);
}

/** Whether the reader accepts the text, without searching. */
function readable(text: string): boolean {
	try {
		readTrace(text);
		return true;
	} catch {
		return false;
	}
}

const randomTrees = [1, 2, 3, 4, 5].map((seed) =>
	JSON.stringify(randomTree({ branching: [1, 4], depth: 4, min: -9, max: 9, seed }))
);

const OUTPUTS: string[][] = [
	['--board', ARTICLE_BOARD],
	['--board', ARTICLE_BOARD, '--algorithm', 'alphabeta'],
	['--board', ARTICLE_BOARD, '--to-move', 'O'],
	['--board', ARTICLE_BOARD, '--ai', 'O', '--algorithm', 'alphabeta'],
	['--board', 'XXXOO....'],
	['--board', 'X...O....'],
	['--board', 'X...O....', '--algorithm', 'alphabeta', '--scoring', 'unit'],
	['--board', 'XX.OO....', '--scoring', 'depth'],
	['--board', '.........', '--algorithm', 'alphabeta'],
	['--board', '.........', '--summary'],
	['--tree', ARTICLE_TREE],
	['--tree', ARTICLE_TREE, '--algorithm', 'alphabeta'],
	['--tree', ARTICLE_TREE, '--root', 'min', '--algorithm', 'alphabeta'],
	['--tree', '[7]'],
	['--tree', AIMA_TREE, '--algorithm', 'alphabeta'],
	[
		'--tree',
		'[{"name":"B\'","children":[1,{"name":"x","value":2}]},[{"value":3}]]',
		'--root',
		'min'
	],
	['--tree', '[[1.5,-2],[3e2]]', '--algorithm', 'alphabeta'],
	['--board', 'X...O....', '--algorithm', 'memo'],
	['--board', 'X...O....', '--algorithm', 'memo', '--symmetry'],
	['--board', 'X...O....', '--algorithm', 'alphabeta-ordered'],
	['--board', 'X...O....', '--algorithm', 'alphabeta-table', '--symmetry', '--depth', '4'],
	['--board', ARTICLE_BOARD, '--algorithm', 'minimax', '--depth', '1'],
	['--board', '.........', '--algorithm', 'alphabeta-table', '--scoring', 'unit', '--depth', '3'],
	['--tree', ARTICLE_TREE, '--algorithm', 'alphabeta-table', '--depth', '2'],
	['--tree', ARTICLE_TREE, '--algorithm', 'memo', '--depth', '3'],
	['--game', 'connect4', '--moves', '4453', '--depth', '2'],
	['--game', 'connect4', '--moves', '4453', '--depth', '3', '--algorithm', 'alphabeta'],
	['--game', 'connect4', '--depth', '3', '--algorithm', 'memo', '--symmetry', '--ai', 'O'],
	['--game', 'connect4', '--moves', '44', '--depth', '3', '--algorithm', 'alphabeta-ordered'],
	['--game', 'connect4', '--moves', '4453', '--algorithm', 'alphabeta-table', '--symmetry'],
	['--game', 'connect4', '--moves', '1212121'],
	['--game', 'connect4', '--summary'],
	['--tree', '[[3,12,8],[2,4,6],[14,5,2]]', '--algorithm', 'expectimax'],
	[
		'--tree',
		'{"bounds":[0,15],"children":[[3,12,8],[2,4,6],[14,5,2]]}',
		'--algorithm',
		'expectimax-bounded'
	],
	['--board', 'X...O....', '--algorithm', 'expectimax-bounded', '--depth', '2'],
	[
		'--tree',
		'[{"name":"C1","kind":"chance","weights":["1/3",0.5,"1/6"],"children":[[3,5],[1,8],2]},{"kind":"min","children":[4,{"kind":"chance","children":[0,9]}]}]',
		'--algorithm',
		'expectimax'
	],
	['--board', 'X...O....', '--algorithm', 'expectimax', '--ai', 'O'],
	['--board', '.........', '--algorithm', 'expectimax', '--summary'],
	['--game', 'connect4', '--moves', '4453', '--depth', '2', '--algorithm', 'expectimax'],
	...randomTrees.flatMap((tree) => [
		['--tree', tree],
		['--tree', tree, '--algorithm', 'alphabeta', '--root', 'min']
	])
];

describe('the JSON Schema', () => {
	it('is a draft 2020-12 schema that compiles under strict mode', () => {
		expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
		// Under strict mode a keyword Ajv does not know is refused, not ignored: the schema has none.
		const strict = () => new Ajv2020({ strict: true, allErrors: true });
		expect(() => strict().compile(schema)).not.toThrow();
		expect(() => strict().compile({ ...schema, minLenght: 1 })).toThrow(
			/strict mode: unknown keyword: "minLenght"/
		);
		// The compiled schema refuses what is not a trace file, naming what is missing.
		expect(validate({})).toBe(false);
		expect(schemaErrors({})).toContain(": must have required property 'format'");
	});

	it.each(OUTPUTS.map((argv) => [argv.join(' ').slice(0, 80), argv] as const))(
		'describes the output of %s',
		{ timeout: 30_000 },
		async (_, argv) => {
			const text = await printed(...argv);
			const file = JSON.parse(text) as Json;
			expect(schemaErrors(file)).toEqual([]);
			expect(Object.keys(file).slice(0, 2)).toEqual(['format', 'version']);
			expect([file.format, file.version]).toEqual(['minimax-lab-trace', 1]);
			expect(readable(text)).toBe(true);
		}
	);

	it('asks exact windows of a search that averages and keeps a window, and none of the others', async () => {
		const text = await printed('--board', ARTICLE_BOARD, '--algorithm', 'expectimax-bounded');
		const file = JSON.parse(text) as { trace: Record<string, unknown>[] };
		expect(file.trace[0]).toMatchObject({ alphaExact: '-10', betaExact: '10' });
		for (const record of file.trace) delete record.alphaExact;
		expect(schemaErrors(file)).toContain("/trace/0: must have required property 'alphaExact'");
		const plain = JSON.parse(await printed('--board', ARTICLE_BOARD, '--algorithm', 'alphabeta'));
		expect(JSON.stringify(plain)).not.toContain('Exact');
	});

	it('names the format and version the writer uses', () => {
		expect((schema.properties as Json).format).toEqual({ const: TRACE_FORMAT });
		expect((schema.properties as Json).version).toEqual({ const: TRACE_VERSION });
	});
});

describe('the schema and the reader agree on what breaks a file', () => {
	const boardText = [...traceJsonChunks(alphaBeta(boardGame(ARTICLE_BOARD)))].join('');
	const minimaxText = [...traceJsonChunks(minimax(boardGame(ARTICLE_BOARD)))].join('');
	const treeText = [...traceJsonChunks(alphaBeta(parseTree(ARTICLE_TREE)))].join('');
	const connect4Text = [...traceJsonChunks(alphaBeta(connect4Game('4453')))].join('');

	/** A copy of the file in `text` with `change` applied. */
	const changed = (text: string, change: (file: Json, records: Json[]) => void): Json => {
		const file = JSON.parse(text) as Json;
		change(file, file.trace as Json[]);
		return file;
	};
	const board = (change: (file: Json, records: Json[]) => void) => changed(boardText, change);
	const tree = (change: (file: Json, records: Json[]) => void) => changed(treeText, change);
	const connect4 = (change: (file: Json, records: Json[]) => void) => changed(connect4Text, change);
	const game = (file: Json) => file.game as Json;
	const at = (records: Json[], id: number) => records[id - 1] as Json;

	const breaks: [string, Json][] = [
		['no format (a file from before version 1)', board((file) => delete file.format)],
		['another format', board((file) => (file.format = 'minimax-lab'))],
		['version 2', board((file) => (file.version = 2))],
		['the version as text', board((file) => (file.version = '1'))],
		['no version', board((file) => delete file.version)],
		['an unknown algorithm', board((file) => (file.algorithm = 'negamax'))],
		['no algorithm', board((file) => delete file.algorithm)],
		['a game of another kind', board((file) => (game(file).kind = 'chess'))],
		['a board in lower case', board((file) => (game(file).board = 'o.xx.x.oo'))],
		['a board as an array', board((file) => (game(file).board = ['O', 1, 'X']))],
		['a board of 8 cells', board((file) => (game(file).board = 'O.XX.X.O'))],
		['no scoring', board((file) => delete game(file).scoring)],
		['an unknown scoring', board((file) => (game(file).scoring = 'double'))],
		['a side to move in lower case', board((file) => (game(file).toMove = 'x'))],
		['no ai', board((file) => delete game(file).ai)],
		['a tree leaf that is text', tree((file) => (game(file).tree = [[1, 'x']]))],
		['an empty tree list', tree((file) => (game(file).tree = [[1], []]))],
		['a tree as text', tree((file) => (game(file).tree = ARTICLE_TREE))],
		['an unknown root', tree((file) => (game(file).root = 'middle'))],
		['a node object with an unknown key', tree((file) => (game(file).tree = [{ value: 1, w: 2 }]))],
		[
			'a node with children and a value',
			tree((file) => (game(file).tree = [{ children: [1], value: 2 }]))
		],
		['a node object with neither', tree((file) => (game(file).tree = [[1], { name: 'B' }]))],
		['a named node with no children', tree((file) => (game(file).tree = [{ children: [] }]))],
		['a leaf object worth text', tree((file) => (game(file).tree = [{ value: '3' }]))],
		[
			'a name of 13 characters',
			tree((file) => (game(file).tree = [{ name: 'ABCDEFGHIJKLM', value: 1 }]))
		],
		['a name with a space', tree((file) => (game(file).tree = [{ name: 'A B', value: 1 }]))],
		['a name shaped like n4', tree((file) => (game(file).tree = [{ name: 'n4', value: 1 }]))],
		['a name that is a number', tree((file) => (game(file).tree = [{ name: 4, value: 1 }]))],
		['a root that is a leaf object', tree((file) => (game(file).tree = { name: 'A', value: 1 }))],
		['calls as text', board((file) => (file.calls = '8'))],
		['no calls', board((file) => (file.calls = 0))],
		['a score as text', board((file) => (file.score = '10'))],
		['a negative move', board((file) => (file.move = -1))],
		['a fractional move', board((file) => (file.move = 1.5))],
		['no pruned count', board((file) => (file.prunedBranches = null))],
		['no move field', board((file) => delete file.move)],
		['records that are an object', board((file) => (file.trace = {}))],
		['no records in the list', board((file) => (file.trace = []))],
		['a record that is a list', board((_, records) => (records[3] = [4] as unknown as Json))],
		['a score as text in a record', board((_, records) => (at(records, 5).score = '10'))],
		['an id as text', board((_, records) => (at(records, 1).id = '1'))],
		['a parent as text', board((_, records) => (at(records, 7).parent = '6'))],
		['a parent 0', board((_, records) => (at(records, 1).parent = 0))],
		['a negative depth', board((_, records) => (at(records, 3).depth = -1))],
		['a fractional depth', board((_, records) => (at(records, 3).depth = 1.5))],
		['a player that is a number', board((_, records) => (at(records, 3).player = 5))],
		['a tree player on a board', board((_, records) => (at(records, 3).player = 'max'))],
		['a board player on a tree', tree((_, records) => (at(records, 3).player = 'X'))],
		['a record board of 8 cells', board((_, records) => (at(records, 3).board = 'O.XX.X.O'))],
		['no board in a record', board((_, records) => delete at(records, 3).board)],
		['no path in a record', tree((_, records) => delete at(records, 3).path)],
		['a path with a leading zero', tree((_, records) => (at(records, 3).path = '0.00'))],
		['a path with an empty step', tree((_, records) => (at(records, 3).path = '0..0'))],
		['no window under alpha-beta', board((_, records) => (at(records, 4).alpha = null))],
		['an infinity spelt out', board((_, records) => (at(records, 1).beta = 'Infinity'))],
		['a window under minimax', changed(minimaxText, (_, records) => (at(records, 4).alpha = -10))],
		['a move as text', board((_, records) => (at(records, 2).move = '4'))],
		['a negative pruned move', board((_, records) => (at(records, 6).pruned = [-1]))],
		['a pruned move twice', board((_, records) => (at(records, 6).pruned = [4, 4]))],
		['pruned moves as a number', board((_, records) => (at(records, 6).pruned = 4))],
		['no pruned field', board((_, records) => delete at(records, 6).pruned)],
		['Connect Four moves as a number', connect4((file) => (game(file).moves = 4453))],
		['a column 8 in the moves', connect4((file) => (game(file).moves = '4458'))],
		['a Connect Four game without ai', connect4((file) => delete game(file).ai)],
		['a Connect Four game with a board', connect4((file) => (game(file).kind = 'board'))],
		['the root move as a column 0', connect4((file) => (file.move = 0))],
		['the root move as a column 8', connect4((file) => (file.move = 8))],
		['a record move as a column 0', connect4((_, records) => (at(records, 1).move = 0))],
		['a record without moves', connect4((_, records) => delete at(records, 3).moves)],
		['a record moves with a column 8', connect4((_, records) => (at(records, 3).moves = '445318'))],
		['a record moves as a number', connect4((_, records) => (at(records, 3).moves = 445311))],
		['a record player as max', connect4((_, records) => (at(records, 3).player = 'max'))],
		[
			'a pruned column 0',
			connect4((_, records) => {
				const cut = records.find((record) => (record.pruned as number[]).length > 0) as Json;
				cut.pruned = [0, ...(cut.pruned as number[]).slice(1)];
			})
		]
	];

	const chanceText = [
		...traceJsonChunks(search(parseTree('[[3,12,8],[2,4,6],[14,5,2]]'), plainSearch('expectimax')))
	].join('');
	const chance = (change: (file: Json, records: Json[]) => void) => changed(chanceText, change);
	breaks.push(
		[
			'an expectimax record without its exact value',
			chance((_, records) => delete at(records, 2).exact)
		],
		[
			'an expectimax value written as a decimal',
			chance((_, records) => (at(records, 2).exact = '7.67'))
		],
		['an expectimax value as a number', chance((_, records) => (at(records, 2).exact = 7))]
	);

	it.each(breaks)('%s: refused by both', (_, file) => {
		expect(schemaErrors(file)).not.toEqual([]);
		expect(readable(JSON.stringify(file))).toBe(false);
	});

	const extras: [string, Json][] = [
		['a field in the header', board((file) => (file.generator = 'another program'))],
		['a field in the game', board((file) => (game(file).note = { by: 'hand' }))],
		['fields in a record', board((_, records) => Object.assign(at(records, 6), { cut: true }))],
		['a path on a board record', board((_, records) => (at(records, 6).path = 'x'))],
		['a board on a tree record', tree((_, records) => (at(records, 6).board = 5))],
		['a board on a Connect Four record', connect4((_, records) => (at(records, 2).board = 5))],
		['a field in a Connect Four game', connect4((file) => (game(file).toMove = 'X'))],
		[
			'names an `in` test would mistake',
			board((file, records) => {
				for (const object of [file, game(file), at(records, 2)]) {
					Object.assign(object, { constructor: 1, toString: 'x', hasOwnProperty: null });
				}
			})
		]
	];

	it.each(extras)('%s: accepted by both', (_, file) => {
		expect(schemaErrors(file)).toEqual([]);
		expect(readable(JSON.stringify(file))).toBe(true);
	});
});

describe('golden files: the articles byte for byte', () => {
	const golden = (name: string) => readFileSync(new URL(`tests/golden/${name}`, root), 'utf8');
	const engine = (trace: Trace) => [...traceJsonChunks(trace)].join('');
	const board = boardGame(ARTICLE_BOARD);
	const tree = parseTree(ARTICLE_TREE);
	const cases: [string, string[], Trace][] = [
		['article-board.minimax.json', ['--board', ARTICLE_BOARD], minimax(board)],
		[
			'article-board.alphabeta.json',
			['--board', ARTICLE_BOARD, '--algorithm', 'alphabeta'],
			alphaBeta(board)
		],
		['article-tree.minimax.json', ['--tree', ARTICLE_TREE], minimax(tree)],
		[
			'article-tree.alphabeta.json',
			['--tree', ARTICLE_TREE, '--algorithm', 'alphabeta'],
			alphaBeta(tree)
		],
		[
			'connect4-4453.alphabeta.json',
			['--game', 'connect4', '--moves', '4453', '--depth', '2', '--algorithm', 'alphabeta'],
			search(connect4Game('4453'), { algorithm: 'alphabeta', depthLimit: 2, symmetry: false })
		]
	];

	it.each(cases)('%s is what the CLI and the engine write', async (name, argv, trace) => {
		const expected = golden(name);
		expect(await printed(...argv)).toBe(expected);
		expect(engine(trace)).toBe(expected);
		expect(schemaErrors(JSON.parse(expected))).toEqual([]);
	});

	const records = (name: string) => (JSON.parse(golden(name)) as Json).trace as Json[];
	const column = (name: string, field: string) => records(name).map((record) => record[field]);

	it("minimax on the article board: FC1-FC9, cell 4 for +10 (the article's figure 3)", () => {
		const file = JSON.parse(golden('article-board.minimax.json')) as Json;
		expect([file.calls, file.score, file.move]).toEqual([9, 10, 4]);
		expect(column('article-board.minimax.json', 'id')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
		expect(column('article-board.minimax.json', 'board')).toEqual([...ARTICLE_CALL_BOARDS]);
		expect(column('article-board.minimax.json', 'score')).toEqual([
			10, -10, -10, -10, 10, -10, 10, 10, -10
		]);
	});

	it('alpha-beta on the article board: 8 calls, call 6 cuts move 4', () => {
		const file = JSON.parse(golden('article-board.alphabeta.json')) as Json;
		expect([file.calls, file.score, file.move, file.prunedBranches]).toEqual([8, 10, 4, 1]);
		const cuts = records('article-board.alphabeta.json').filter(
			(record) => (record.pruned as number[]).length > 0
		);
		expect(cuts.map((record) => [record.id, record.pruned])).toEqual([[6, [4]]]);
		// FC6 (O after X took 6) is searched with alpha 10, won by FC5's line.
		expect(cuts[0]).toMatchObject({ alpha: 10, beta: 'inf', board: 'O.XX.XXOO' });
	});

	it("alpha-beta on article 004's tree: 17 calls, value 3, cuts 7:1, 9:1, 12:1, 14:1", () => {
		const file = JSON.parse(golden('article-tree.alphabeta.json')) as Json;
		expect([file.calls, file.score, file.move, file.prunedBranches]).toEqual([17, 3, 0, 4]);
		const cuts = records('article-tree.alphabeta.json').flatMap((record) =>
			(record.pruned as number[]).map((move) => `${record.id}:${move}`)
		);
		expect(cuts).toEqual(['7:1', '9:1', '12:1', '14:1']);
		const leaves = records('article-tree.alphabeta.json').filter((record) => record.move === null);
		expect(leaves.map((record) => record.score)).toEqual([3, 17, 2, 15, 2, 3]);
	});

	it("alpha-beta on Connect Four 4453 to depth 2: columns 1-7, four cuts, minimax's value", () => {
		const file = JSON.parse(golden('connect4-4453.alphabeta.json')) as Json;
		expect(file.game).toEqual({ kind: 'connect4', moves: '4453', ai: 'X' });
		expect([file.calls, file.score, file.move, file.prunedBranches]).toEqual([43, -5, 4, 14]);
		const game = connect4Game('4453');
		const plain = search(game, { algorithm: 'minimax', depthLimit: 2, symmetry: false });
		// 1 + 7 + 49 calls without cuts; alpha-beta keeps minimax's value and (here) its column.
		expect(plain.calls).toBe(57);
		expect([plain.rootScore, (plain.rootMove ?? -1) + 1]).toEqual([-5, 4]);
		const replies = records('connect4-4453.alphabeta.json').filter((record) => record.depth === 1);
		expect(replies.map((record) => record.moves)).toEqual(
			['1', '2', '3', '4', '5', '6', '7'].map((column) => `4453${column}`)
		);
		expect(replies.map((record) => [record.id, record.pruned])).toEqual([
			[2, []],
			[10, [5, 6, 7]],
			[15, []],
			[23, []],
			[31, [5, 6, 7]],
			[36, [4, 5, 6, 7]],
			[40, [4, 5, 6, 7]]
		]);
	});

	it("minimax on article 004's tree: all 26 nodes, value 3", () => {
		const file = JSON.parse(golden('article-tree.minimax.json')) as Json;
		expect([file.calls, file.score, file.move, file.prunedBranches]).toEqual([26, 3, 0, 0]);
		expect(column('article-tree.minimax.json', 'path')).toHaveLength(26);
	});
});
