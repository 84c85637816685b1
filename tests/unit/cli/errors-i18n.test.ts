import { describe, expect, it } from 'vitest';
import { figureOutput, readOptions } from '../../../src/cli/command';
import { readQuestions } from '../../../src/cli/questions';
import { readPositions } from '../../../src/cli/autograder';
import { readInput } from '../../../src/cli/input';
import { checkSize, guardCalls } from '../../../src/cli/size';
import { boardGame, type BoardOptions } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import {
	describeInputError,
	InputError,
	plainSearch,
	type ImportLimits,
	type Trace,
	type TraceDifference
} from '../../../src/lib/engine/index';
import { checkSettings } from '../../../src/lib/engine/search-settings';
import { inputErrorMessages } from '../../../src/lib/engine/errors';
import { readTrace, readTraceJson } from '../../../src/lib/engine/import';
import { readAnyFile } from '../../../src/lib/engine/run-file';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import {
	checkSearchAgainSize,
	differenceError,
	firstDifference,
	verifyTraceFile
} from '../../../src/lib/engine/verify';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import { randomTree, type RandomTreeOptions } from '../../../src/lib/games/tree/random';
import { problems } from '../../../src/lib/i18n/problems';
import { HAN, strayLatin } from '../../latin';
import { ARTICLE_BOARD, ARTICLE_BOARD_ARRAY, ARTICLE_TREE } from '../traces';
import { alphaBeta, minimax } from '../../searches';
import { code as mctsCode } from '../../../src/lib/searches/mcts/code';

/** A tree with a chance node, which MCTS refuses. */
const CHANCE_TREE = '[{"kind":"chance","children":[1,2]},3]';

type Json = Record<string, unknown>;

/** The InputError `build` throws; fails the test otherwise. */
function caught(build: () => unknown): InputError {
	try {
		build();
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return error as InputError;
	}
	throw new Error('the input was accepted');
}

const zh = (error: InputError): string => describeInputError(inputErrorMessages('zh'), error);

// Bad inputs of every kind, mostly those the engine's own tests use.
const board = (text: string, options?: BoardOptions) => caught(() => boardGame(text, options));
const BOARDS: InputError[] = [
	board('O.XX.X.O'),
	board('   '),
	board('O.XX-X.OO'),
	board('O.X X.OO.'),
	board('["O",1,"X"'),
	board('["O",1,"X","X",4,"X",6,"O"]'),
	board('[]'),
	board('["O",2,"X","X",4,"X",6,"O","O"]'),
	board('["O",1,"X","X",null,"X",6,"O","O"]'),
	board('["O",1,"X","X",4,"X",6,"O",true]'),
	board('["O",1,"X","X",4,"X",6,"O","o"]'),
	board('XX.......'),
	board('OOO.X....'),
	board('XXXOOO...'),
	board('X........', { toMove: 'X' }),
	board('O........', { toMove: 'O' }),
	board('OOOXX.XX.'),
	board('XXXOO.O..', { toMove: 'X' })
];

const tree = (text: string, maxNodes?: number) => caught(() => parseTree(text, { maxNodes }));
const sparse: unknown[] = [1, 2];
sparse.length = 3;
const TREES: InputError[] = [
	tree('5'),
	tree('{"a":[1]}'),
	tree('[1,'),
	tree('{"a" 1}'),
	tree(''),
	tree('[]'),
	tree('[[1],[]]'),
	tree('[[1,"x"]]'),
	tree('[[1],[null]]'),
	tree('[[1,true]]'),
	tree('[[1,{"a":2}]]'),
	tree(`[[1,"${'A'.repeat(200)}"]]`),
	tree(`${'['.repeat(31)}1${']'.repeat(31)}`),
	tree('[1,2,3]', 3),
	tree('"a"'),
	tree('{"name":"A","value":1}'),
	tree('[{"children":[1],"value":2}]'),
	tree('[{"children":3}]'),
	tree('[{"name":"B","weight":2,"value":1}]'),
	tree('[{"name":"A B","value":1}]'),
	tree('[{"name":7,"value":1}]'),
	tree('[{"name":"ABCDEFGHIJKLM","value":1}]'),
	tree('[{"name":"n3","value":1}]'),
	tree('{"name":"A","children":[{"name":"A","value":1}]}'),
	caught(() => treeGame(sparse)),
	caught(() => treeGame('[1]')),
	// Chance nodes (issue 26): each problem with its node's path.
	tree('[{"kind":"dice","children":[1]}]'),
	tree('[{"kind":"max","value":1}]'),
	tree('[{"kind":"chance","value":1}]'),
	tree('[{"weights":[1],"children":[1]}]'),
	tree('[{"kind":"chance","weights":"half","children":[1,2]}]'),
	tree('[{"kind":"chance","weights":[1],"children":[1,2]}]'),
	tree('[{"kind":"chance","weights":[2,-1],"children":[1,2]}]'),
	tree('[{"kind":"chance","weights":[0.5,0.4],"children":[1,2]}]'),
	caught(() =>
		checkSettings(parseTree('[{"kind":"chance","children":[1,2]}]'), plainSearch('minimax'), 1)
	),
	// Value bounds (expectimax-bounded): stated on the root only, two numbers, every leaf within.
	tree('{"bounds":[0,10],"children":[[3,12]]}'),
	tree('[{"bounds":[0,10],"children":[1]}]'),
	tree('{"bounds":[10,0],"children":[1]}'),
	caught(() => checkSettings(parseTree('[1,2]'), plainSearch('expectimax-bounded'), 1))
];

const connect4 = (moves: string) => caught(() => connect4Game(moves));
const CONNECT4: InputError[] = [
	connect4('4458'),
	connect4('4\t4'),
	connect4('4444444'),
	connect4('12121213'),
	connect4('1'.repeat(43))
];

// Searches too big for a trace (engine/ceiling.ts), as `checkTraceSize` refuses them.
const TOO_BIG: InputError[] = [
	new InputError('searchTooBig', {
		calls: 47_079_208,
		exact: false,
		atLeast: false,
		ceiling: 10_000_000,
		lowerDepth: { algorithm: 'minimax', depth: 8, calls: 6_634_027, exact: true },
		otherSearch: { algorithm: 'alphabeta-ordered', depth: 9, calls: 41_302, exact: false }
	}),
	new InputError('searchTooBig', {
		calls: 2_522_584,
		exact: true,
		atLeast: false,
		ceiling: 1_000_000,
		lowerDepth: { algorithm: 'alphabeta', depth: 9, calls: 600_000, exact: false },
		otherSearch: null
	}),
	new InputError('searchTooBig', {
		calls: 1_048_576,
		exact: false,
		atLeast: true,
		ceiling: 10_000_000,
		lowerDepth: null,
		otherSearch: null
	})
];

const BASE: RandomTreeOptions = { branching: 2, depth: 3, min: -9, max: 9, seed: 1 };
const random = (changes: Partial<RandomTreeOptions>) =>
	caught(() => randomTree({ ...BASE, ...changes }));
const RANDOM: InputError[] = [
	random({ branching: 0 }),
	random({ branching: [4, 2] }),
	random({ depth: 13 }),
	random({ min: Number.NaN }),
	random({ max: 2e9 }),
	random({ min: 0.5 }),
	random({ max: 8.5 }),
	random({ min: 5, max: 4 }),
	random({ seed: -1 }),
	random({ branching: 10, depth: 5 }),
	random({ branching: [2, 10], depth: 12 }),
	random({ branching: 3, depth: 4, min: 0, max: 50, distinct: true })
];

const text = (trace: Trace): string => [...traceJsonChunks(trace)].join('');
const fileOf = (trace: Trace): Json => JSON.parse(text(trace)) as Json;
const recordsOf = (file: Json): Json[] => file.trace as Json[];
const read = (file: string | Json, limits?: ImportLimits) =>
	caught(() => readTraceJson(typeof file === 'string' ? file : JSON.stringify(file), limits));
/** What `--check` says of a file: read, then compared with a fresh search (summaries too). */
const checked = (file: Json) =>
	caught(() => {
		const difference = verifyTraceFile(readTrace(JSON.stringify(file)));
		if (difference !== null) throw differenceError(difference);
	});
/** A student's trace (a `program` header), as `--check` and the page read it. */
const program = (
	file: Json,
	header: unknown = { language: 'python', function: 'f', tracer: '1' }
) => caught(() => readAnyFile(JSON.stringify({ ...file, program: header })));

function files(): InputError[] {
	const article = minimax(boardGame(ARTICLE_BOARD));
	const pruning = alphaBeta(boardGame(ARTICLE_BOARD));
	const file = fileOf(article);
	const game = file.game as Json;
	const withGame = (changes: Json): Json => ({ ...file, game: { ...game, ...changes } });
	const treeFile = fileOf(minimax(parseTree(ARTICLE_TREE)));
	const withTree = (changes: Json): Json => ({
		...treeFile,
		game: { ...(treeFile.game as Json), ...changes }
	});
	const without = (field: string): Json => {
		const copy = { ...file };
		delete copy[field];
		return copy;
	};
	const record = (trace: Trace, id: number, change: (record: Json) => void): Json => {
		const copy = fileOf(trace);
		change(recordsOf(copy)[id - 1] as Json);
		return copy;
	};
	const swapped = fileOf(article);
	const records = recordsOf(swapped);
	[records[1], records[2]] = [records[2] as Json, records[1] as Json];
	const notCall = fileOf(article);
	recordsOf(notCall)[3] = [4] as unknown as Json;
	const legacy = fileOf(article);
	delete legacy.format;
	delete legacy.version;
	const summary = (trace: Trace) => [...traceJsonChunks(trace, { summary: true })].join('');
	const pastTheEnd = fileOf(article);
	recordsOf(pastTheEnd).push({ ...(recordsOf(pastTheEnd)[8] as Json), id: 10 });
	pastTheEnd.calls = 10;
	const connect4 = minimax(connect4Game('4453'));
	const connect4File = fileOf(connect4);
	const short = minimax(parseTree('[[1,2]]', { root: 'min' }));
	const long = minimax(parseTree('[[1,2],[3]]', { root: 'min' }));
	return [
		read('x'.repeat(1001), { maxBytes: 1000 }),
		read(withTree({ tree: JSON.parse(`${'['.repeat(70)}1${']'.repeat(70)}`) as unknown })),
		read('{"algorithm":'),
		read({ ...file, depthLimit: 'deep' }),
		read({ ...file, symmetry: 'yes' }),
		read('[1,2]'),
		read('["a","b"]'),
		read('null'),
		read('42'),
		read(legacy),
		read({ ...file, format: 'B'.repeat(500) }),
		read({ ...file, version: 2 }),
		read({ ...file, version: undefined }),
		read(without('algorithm')),
		read({ ...file, algorithm: 'maximin' }),
		read(without('calls')),
		read({ ...file, calls: 0 }),
		read({ ...file, calls: '9' }),
		read({ ...file, calls: 700_000 }),
		read({ ...file, score: '10' }),
		read({ ...file, move: -1 }),
		read({ ...file, prunedBranches: null }),
		read(summary(article)),
		read({ ...file, trace: {} }),
		read({ ...file, trace: null }),
		read({ ...file, trace: Array(20).fill('x') }),
		read({ ...file, calls: 5 }, { maxCalls: 8 }),
		read({ ...file, trace: recordsOf(file).slice(0, 8) }),
		read(without('move')),
		read({ ...fileOf(pruning), score: 0 }),
		read({ ...fileOf(pruning), move: null }),
		read({ ...fileOf(pruning), prunedBranches: 0 }),
		checked({ ...JSON.parse(summary(pruning)), prunedBranches: 0 }),
		checked({ ...JSON.parse(summary(article)), calls: 3 }),
		caught(() => checkSearchAgainSize(connect4Game(''), plainSearch('minimax'), 1, 5)),
		read('{"format":"minimax-lab-trace","format":"minimax-lab-trace"}'),
		read({ ...file, game: ARTICLE_BOARD }),
		read({ ...file, game: undefined }),
		read(withGame({ kind: 'chess' })),
		read(withGame({ toMove: undefined })),
		read(withGame({ toMove: 'x' })),
		read(withGame({ ai: null })),
		read(withGame({ scoring: 'double' })),
		read(withGame({ board: 12 })),
		read(withGame({ board: 'A'.repeat(5000) })),
		read(withGame({ board: ARTICLE_BOARD_ARRAY })),
		read(withGame({ board: 'XXXXX....' })),
		read(withTree({ tree: [[1], []] })),
		read(withTree({ tree: [[1, 'C'.repeat(5000)]] })),
		read(withTree({ root: 'middle' })),
		read({ ...connect4File, game: { kind: 'connect4', moves: 4453, ai: 'X' } }),
		read({ ...connect4File, game: { kind: 'connect4', moves: '4458', ai: 'X' } }),
		read(record(connect4, 2, (r) => (r.moves = '44538'))),
		read(record(connect4, 2, (r) => (r.moves = '445312'))),
		read(record(connect4, 1, (r) => (r.move = 0))),
		read(record(minimax(connect4Game('111111'), undefined, {}), 2, (r) => (r.moves = '1111111'))),
		read(
			record(minimax(connect4Game('121212')), 3, (r) =>
				Object.assign(r, { parent: 2, depth: 2, moves: '12121211' })
			)
		),
		read({ ...treeFile, game: { kind: 'tree', root: 'max' } }),
		read(swapped),
		read(notCall),
		read(record(article, 3, (r) => delete r.player)),
		read(record(article, 1, (r) => (r.parent = 0))),
		read(record(article, 7, (r) => (r.parent = '6'))),
		read(record(article, 7, (r) => (r.parent = 2))),
		read(record(article, 3, (r) => (r.depth = 9))),
		read(record(article, 3, (r) => (r.depth = 1.5))),
		read(record(article, 3, (r) => (r.player = 'O'))),
		read(record(article, 3, (r) => (r.player = true))),
		read(record(article, 2, (r) => (r.board = 'OXXXXX.OO'))),
		read(record(article, 2, (r) => (r.board = 'OXXX.X.O'))),
		read(record(minimax(parseTree(ARTICLE_TREE)), 2, (r) => (r.path = '0.x'))),
		read(record(pruning, 4, (r) => (r.alpha = null))),
		read(record(article, 4, (r) => (r.beta = 'inf'))),
		read(record(pruning, 4, (r) => (r.beta = -5))),
		read(record(pruning, 5, (r) => (r.score = 3))),
		read(record(pruning, 5, (r) => (r.score = '10'))),
		read(record(article, 1, (r) => (r.move = 0))),
		read(record(article, 1, (r) => (r.move = '4'))),
		read(record(pruning, 6, (r) => (r.pruned = []))),
		read(record(pruning, 6, (r) => (r.pruned = 4))),
		read(pastTheEnd),
		read(record(pruning, 5, (r) => (r.score = -10))),
		read(record(pruning, 4, (r) => (r.alpha = -10))),
		read(record(pruning, 8, (r) => (r.board = 'OOXXXXXO.'))),
		program({ ...file, algorithm: 'pvs' }),
		program(file, 'python'),
		program(record(article, 4, (r) => Object.assign(r, { score: null, error: 'IndexError' }))),
		differenceError(firstDifference(long, short) as TraceDifference),
		differenceError(firstDifference(short, long) as TraceDifference)
	];
}
const FILES = files();

const cli = (...argv: string[]) => caught(() => readOptions(argv));
const CLI: InputError[] = [
	cli('--board', ARTICLE_BOARD, '--width', '3'),
	cli('--board', ARTICLE_BOARD, '--depth', '12'),
	cli('--board', ARTICLE_BOARD, '--depth', 'deep'),
	cli('--tree', '[[1,2],[3]]', '--algorithm', 'memo', '--symmetry'),
	cli('--board', ARTICLE_BOARD, '--symmetry'),
	cli('--tree', '[[1,2],[3]]', '--algorithm', 'alphabeta-ordered', '--order', 'best'),
	cli('--board', ARTICLE_BOARD, '--cut', 'gt'),
	cli('--board', ARTICLE_BOARD, '--algorithm', 'iterative', '--aspiration', '0'),
	cli('--board', ARTICLE_BOARD, '--aspiration', '2'),
	cli('--board', ARTICLE_BOARD, '--algorithm', 'mtdf', '--first-guess', 'high'),
	cli('--board', ARTICLE_BOARD, '--first-guess', '2'),
	cli('--board', ARTICLE_BOARD, '--algorithm', 'mcts', '--iterations', '0'),
	cli('--board', ARTICLE_BOARD, '--algorithm', 'mcts', '--exploration', 'abc'),
	cli('--board', ARTICLE_BOARD, '--algorithm', 'mcts', '--depth', '2'),
	cli('--board', ARTICLE_BOARD, '--seed', '2'),
	caught(() =>
		mctsCode.record(parseTree(CHANCE_TREE), 0, {
			algorithm: 'mcts',
			depthLimit: null,
			symmetry: false,
			options: { iterations: 10, seed: 1, c: 1 }
		})
	),
	caught(() => readQuestions(['--questions', 'csv', '--count', '0'], 'en')),
	caught(() => readQuestions(['--questions', 'csv', '--kind', 'chance', '--depth', '1'], 'en')),
	// An autograder's positions file: the whole, then a position's keys one by one.
	...[
		'[]',
		...[
			'"colour": 1',
			'"points": 0',
			'"timeout": 0',
			'"trace": "f"',
			'"args": 1',
			'"start": 1'
		].map((key) => `[{"board": "XO..X..O.", ${key}}]`),
		'[{"board": "XXXO"}]'
	].map((list) => caught(() => readPositions(`{"positions": ${list}}`))),
	cli(ARTICLE_BOARD),
	cli('--board'),
	cli('--board', '--summary'),
	cli('--board', ARTICLE_BOARD, '--depth', '-1'),
	cli('--board', ARTICLE_BOARD, '--summary=yes'),
	cli(),
	cli('--board', ARTICLE_BOARD, '--tree', '[1]'),
	cli('--board', ARTICLE_BOARD, '--root', 'min'),
	cli('--tree', '[1]', '--ai', 'X'),
	cli('--tree', '[1]', '--to-move', 'O'),
	cli('--board', ARTICLE_BOARD, '--algorithm', 'maximin'),
	cli('--board', ARTICLE_BOARD, '--to-move', 'Z'),
	cli('--tree', '[1]', '--root', 'middle'),
	cli('--board', ARTICLE_BOARD, '--lang', 'fr'),
	cli('--board', 'O.XX-X.OO', '--lang', 'zh'),
	cli('--board', ARTICLE_BOARD, '--scoring', 'double'),
	cli('--tree', '[1]', '--scoring', 'unit'),
	cli('--check', 'trace.json', '--algorithm', 'alphabeta'),
	cli('--moves', '4453', '--board', ARTICLE_BOARD),
	cli('--moves', '4453'),
	cli('--game', 'connect4', '--scoring', 'unit'),
	cli('--game', 'connect4', '--moves', '4458'),
	cli('--board', ARTICLE_BOARD, '--step', '3'),
	cli('--board', ARTICLE_BOARD, '--format', 'tikz', '--summary'),
	...[
		{ tree: ARTICLE_TREE, step: '99' },
		{ tree: `[${'1,'.repeat(600)}1]`, step: null }
	].map(({ tree, step }) =>
		caught(() =>
			figureOutput(minimax(parseTree(tree)), {
				format: 'tikz',
				step,
				options: { answerBoxes: false, labels: 'none' }
			})
		)
	),
	caught(() =>
		checkSize(connect4Game(''), { algorithm: 'minimax', depthLimit: 9, symmetry: false })
	),
	caught(() =>
		checkSize(connect4Game(''), { algorithm: 'alphabeta', depthLimit: 4, symmetry: false }, 5)
	),
	caught(() => guardCalls(10)(11)),
	await (async () => {
		try {
			await readInput('/no/such/folder/trace.json', {});
		} catch (error) {
			expect(error).toBeInstanceOf(InputError);
			return error as InputError;
		}
		throw new Error('the file was read');
	})(),
	// Standard input past the limit (here 1 MB).
	await readInput('-', { stdin: () => Promise.resolve('x'.repeat(1_000_001)) }, 1_000_000).then(
		() => {
			throw new Error('the input was read');
		},
		(error: unknown) => error as InputError
	)
];

const ALL: [string, InputError[]][] = [
	['boards', BOARDS],
	['Connect Four move strings', CONNECT4],
	['searches too big', TOO_BIG],
	['trees', TREES],
	['random trees', RANDOM],
	['trace files', FILES],
	['the command line', CLI]
];

/**
 * Chinese with what may rightly stay Latin taken out: quoted input ("…" as JSON quotes it, “…”
 * as Chinese does) and command-line options (--board), with the names --game and --algorithm
 * take (--game connect4).
 */
const unquoted = (text: string): string =>
	text
		.replace(/"(?:[^"\\]|\\.)*"/g, ' ')
		.replace(/“[^”]*”/g, ' ')
		.replace(/--(?:game|algorithm|format) [a-z0-9-]+/g, ' ')
		.replace(/--[a-z-]+/g, ' ');

describe.each(ALL)('Chinese input errors: %s', (_, cases) => {
	it.each(cases.map((error) => [error.message, error] as const))('%s', (english, error) => {
		expect(describeInputError(inputErrorMessages('en'), error)).toBe(english);
		const chinese = zh(error);
		expect(chinese).not.toBe('');
		expect(chinese).not.toBe(english);
		expect(chinese).toMatch(HAN);
		expect(strayLatin(unquoted(chinese))).toEqual([]);
		// Spacing as the brief asks: Han meets Latin or digits across a space, and full-width
		// punctuation takes none.
		expect(unquoted(chinese)).not.toMatch(/\p{Script=Han}[A-Za-z0-9]|[A-Za-z0-9]\p{Script=Han}/u);
		expect(chinese).not.toMatch(/ [，。：；（）！？、]|[，。：；（）！？、] /);
	});
});

describe('input errors as data', () => {
	const everyError = ALL.flatMap(([, cases]) => cases);

	it('round-trip through InputError.from, as posted by a worker', () => {
		for (const error of everyError) {
			// structuredClone is what postMessage does to the data.
			const back = InputError.from(structuredClone(error.data));
			expect(back).toBeInstanceOf(InputError);
			expect(back.code).toBe(error.code);
			expect(back.params).toEqual(error.params);
			expect(back.message).toBe(error.message);
			expect(zh(back)).toBe(zh(error));
		}
	});

	it('reach every code of the catalog', () => {
		const reached = new Set<string>(everyError.map((error) => error.code));
		const unreached = Object.keys(inputErrorMessages('en')).filter((code) => !reached.has(code));
		expect(unreached).toEqual([]);
	});

	it('have a sentence in both languages, registered by the modules that raise them', () => {
		const reached = [...new Set(everyError.map((error) => error.code))].sort();
		for (const lang of ['en', 'zh']) {
			expect(Object.keys(inputErrorMessages(lang)).sort()).toEqual(reached);
		}
	});

	it('read an unknown code (a stale worker) as the code itself', () => {
		expect(describeInputError(inputErrorMessages('zh'), { code: 'gone', params: [] })).toBe('gone');
		expect(InputError.from({ code: 'gone', params: [] }).message).toBe('gone');
	});
});

describe('Chinese input errors, word for word', () => {
	it('boards', () => {
		expect(zh(board('O.XX-X.OO'))).toBe('4 号格是“-”；棋盘只能使用 X、O 和 .（表示空格）。');
		expect(zh(board('["O",1,"X","X",4,"X",6,"O",true]'))).toBe(
			'棋盘数组下标 8 处为真；只能填 "X" 或 "O"，空格填 8（即它自己的下标）。'
		);
		expect(zh(board('X........', { toMove: 'X' }))).toBe(
			'X 比 O 多一个棋子，所以轮到 O 走，而不是 X。'
		);
		expect(zh(board('XXXOO.O..', { toMove: 'X' }))).toBe(
			'X 已连成三子，棋局结束于 X 的一步：轮到 O 走，而不是 X。'
		);
	});

	it('Connect Four move strings', () => {
		expect(zh(connect4('4458'))).toBe('第 4 步是“8”；每一步都是 1 到 7 的列号（1 是最左边一列）。');
		expect(zh(connect4('4444444'))).toBe(
			'第 7 步把棋子放进第 4 列，但这一列已经满了（6 个棋子）。'
		);
		expect(zh(connect4('12121213'))).toBe('第 8 步是在棋局结束之后走的：X 在第 7 步已经连成四子。');
		expect(zh(connect4('1'.repeat(43)))).toBe(
			'这串走法有 43 个字符，但一局最多只有 42 步（每格一步）。'
		);
	});

	it('trees, with the place a parser names', () => {
		expect(zh(tree('[]'))).toBe('根节点处的列表为空；每个内部节点至少要有一个子节点。');
		expect(zh(tree('[[1],[null]]'))).toBe(
			'节点 n5（路径 1.0）处的叶节点为空值；叶节点必须是有限的数。'
		);
		expect(zh(caught(() => treeGame(sparse)))).toBe(
			'节点 n4（路径 2）处的叶节点缺失；叶节点必须是有限的数。'
		);
		const example = '请写成像 [[3, 17], [2, 12]] 这样由方括号、逗号和数字组成的树。';
		expect(zh(tree('{"a" 1}'))).toBe(
			`树不是有效的嵌套数组：JSON 解析失败（第 6 个字符处）。${example}`
		);
		expect(zh(tree('[1,'))).toBe(`树不是有效的嵌套数组：JSON 解析失败（内容不完整）。${example}`);
		// English too says where in its own words, never the parser's ("Unexpected end of JSON input").
		expect(caught(() => parseTree('[[3,')).message).toBe(
			'The tree is not a valid nested array: it is not well-formed JSON (it stops short: a value or a closing bracket is missing at its end). Write a tree such as [[3, 17], [2, 12]].'
		);
		expect(caught(() => parseTree('{"a" 1}')).message).toBe(
			'The tree is not a valid nested array: it is not well-formed JSON (at character 6). Write a tree such as [[3, 17], [2, 12]].'
		);
		expect(zh(tree('[1,2,3]', 3))).toBe('树的节点数超过了 3 个的上限。');
		expect(zh(tree('[{"name":"B","weight":2,"value":1}]'))).toBe(
			'节点 n2（路径 0）处的节点有键 "weight"；节点对象只接受 "name"，以及 "children" 或 "value" 二者之一（机会节点另有 "kind" 和 "weights"）。'
		);
		expect(zh(tree('[{"kind":"chance","weights":[0.5,0.4],"children":[1,2]}]'))).toBe(
			'节点 n2（路径 0）处机会节点的权重之和是 0.9，不是 1。'
		);
		expect(zh(tree('{"name":"A","children":[{"name":"A","value":1}]}'))).toBe(
			'名称 "A" 用了两次（根节点处和节点 n2（路径 0）处）；每个节点的名称必须各不相同。'
		);
		expect(zh(tree('[{"name":"ABCDEFGHIJKLM","value":1}]'))).toBe(
			'节点 n2（路径 0）处的名称 "ABCDEFGHIJKLM" 长度必须是 1 到 12 个字符。'
		);
	});

	it('random trees', () => {
		expect(zh(random({ branching: [2, 10], depth: 12 }))).toBe(
			'分支数为 2 到 10、深度为 12 的树最多可有 1,111,111,111,111 个节点；上限是 100,000 个。'
		);
		expect(zh(random({ seed: -1 }))).toBe('随机种子必须是 0 到 4,294,967,295 之间的整数。');
	});

	it('trace files, quoting as much of the file as English does', () => {
		const long = (error: InputError) => [zh(error), error.message];
		const leaf = FILES.find((error) => error.message.includes('C'.repeat(60)));
		expect(leaf).toBeDefined();
		for (const message of long(leaf as InputError)) {
			expect(message.match(/C+/g)).toEqual(['C'.repeat(60)]);
			expect(message).toContain(`"${'C'.repeat(60)}…"`);
		}
		expect(zh(leaf as InputError)).toBe(
			`文件中的游戏无效：节点 n4（路径 0.1）处的叶节点为 "${'C'.repeat(60)}…"；叶节点必须是有限的数。`
		);
		const format = FILES.find((error) => error.message.includes('B'.repeat(60)));
		expect(format && zh(format)).toBe(
			`文件的 "format" 为 "${'B'.repeat(60)}…"；Minimax Lab 的搜索记录应为 "minimax-lab-trace"。`
		);
		expect(zh(read('["a","b"]'))).toBe(
			'文件内容是含 2 项的列表，而不是含有 "format"、"algorithm"、"game" 和 "trace" 的搜索记录对象。'
		);
		const pruning = fileOf(alphaBeta(boardGame(ARTICLE_BOARD)));
		(recordsOf(pruning)[3] as Json).alpha = -10;
		expect(zh(read(pruning))).toBe('函数调用 FC4：文件中的 "alpha" 为 -10，但搜索得到 "-inf"。');
		expect(zh(read({ ...pruning, move: null }))).toBe(
			'文件中的 "move" 为空值，但按文件自己的记录应为 4。'
		);
		expect(zh(read({ ...pruning, version: 2 }))).toBe(
			'文件的记录格式版本为 2；本程序只能读取第 1 版。'
		);
		(recordsOf(pruning)[3] as Json).alpha = 'ninf';
		expect(zh(read(pruning))).toBe(
			'函数调用 FC4："alpha" 为 "ninf"；它必须是数、"-inf" 或 "inf"。'
		);
	});

	it('the command line', () => {
		expect(zh(cli('--board', ARTICLE_BOARD, '--width', '3'))).toBe(
			'未知选项 --width（见 --help）。'
		);
		expect(zh(cli('--board', ARTICLE_BOARD, '--ai', 'both'))).toBe(
			'--ai 必须是 "X" 或 "O"，而不是 "both"。'
		);
	});
});

describe("the app's own problems", () => {
	const [en, cn] = [problems.en, problems.zh];

	it('keep their English word for word', () => {
		expect(en.searchCancelled).toBe('The search was cancelled; the tree shown is unchanged.');
		expect(en.stepPastEnd(99, 9)).toBe('Step 99 is past the end; showing the last step, 9.');
		expect(en.unchanged(en.searchStopped(''))).toBe(
			'The search stopped: out of memory? The tree shown is unchanged.'
		);
		expect(en.searchStopped('Uncaught RangeError')).toBe('The search stopped: Uncaught RangeError');
		expect(en.unchanged(en.inFile('notes.json', 'The file has no "calls" field.'))).toBe(
			'notes.json: The file has no "calls" field. The tree shown is unchanged.'
		);
		expect(en.unchanged(en.fileTooBig('big.json', 130, 120))).toBe(
			'big.json is 130 MB; trace files up to 120 MB open here. The tree shown is unchanged.'
		);
		expect(en.compareStopped('')).toBe('The search stopped with an error: unknown.');
		expect(en.compareStopped('boom')).toBe('The search stopped with an error: boom.');
	});

	it('read in Chinese, around a Chinese input error', () => {
		const error = read({ format: 'minimax-lab-trace', version: 1, algorithm: 'minimax', calls: 3 });
		expect(cn.unchanged(cn.inFile('notes.json', zh(error)))).toBe(
			'“notes.json”：文件的 "game" 缺失；它必须是描述棋盘、四子棋局面或树的对象。当前显示的树保持不变。'
		);
		expect(cn.unchanged(cn.fileTooBig('big.json', 130, 120))).toBe(
			'“big.json”有 130 MB；这里只能打开不超过 120 MB 的搜索记录文件。当前显示的树保持不变。'
		);
		expect(cn.stepPastEnd(99, 9)).toBe('第 99 步超出了末尾；现在显示最后一步，第 9 步。');
		// A browser's own English words are not put into Chinese.
		expect(cn.unchanged(cn.searchStopped('Uncaught RangeError'))).toBe(
			'搜索出错，已中止。当前显示的树保持不变。'
		);
		expect(cn.searchStopped('')).toBe('搜索中止了，可能是内存不足。');
		expect(cn.compareStopped('boom')).toBe('搜索出错，已中止。');
		// After a message left in English (another error's own words), a space.
		expect(cn.unchanged('Out of memory.')).toBe('Out of memory. 当前显示的树保持不变。');
	});
});
