import { describe, expect, it } from 'vitest';
import { boardGame, LINES, SCORINGS, type Scoring } from '../../../src/lib/games/tictactoe/rules';
import { type SearchSettings, type Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import {
	cutOnReceive,
	enterIndex,
	eventAt,
	eventCount,
	receiveIndex,
	receiveRule,
	returnIndex,
	tryIndex
} from '../../../src/lib/engine/events';
import { EXACT, LOWER } from '../../../src/lib/engine/table';
import { parseTree, TreeGame } from '../../../src/lib/games/tree/rules';
import { CODE_LANGUAGES, type CodeLanguage } from '../../../src/lib/games';
import { codeLineAt, listingFor } from '../../../src/lib/player/code';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';
import { alphaBeta, minimax } from '../../searches';
import { traceDeclaration } from '../../../src/lib/engine/search-catalog';

const article = minimax(boardGame(ARTICLE_BOARD));
const articleAb = alphaBeta(boardGame(ARTICLE_BOARD));
const tree = minimax(parseTree(ARTICLE_TREE));
const treeAb = alphaBeta(parseTree(ARTICLE_TREE));

/** The listing's text at the line running at `index`. */
const lineAt = (trace: Trace, index: number) =>
	listingFor(trace, 'en').lines[codeLineAt(trace, index) ?? -1];

describe('listings', () => {
	const all = [article, articleAb, tree, treeAb].map((trace) => listingFor(trace, 'en'));

	it('differ per game kind and algorithm', () => {
		expect(new Set(all.map((listing) => listing.title)).size).toBe(4);
		expect(new Set(all.map((listing) => listing.lines.join('\n'))).size).toBe(4);
		expect(all[0]?.lines[0]).toBe('function minimax(board, player) {');
		expect(all[1]?.lines[0]).toBe('function alphaBeta(board, player,');
		expect(all[2]?.lines[0]).toBe('function minimax(node, isMax) {');
		expect(all[3]?.lines[0]).toBe('function alphaBeta(node, isMax,');
	});

	it('fit a narrow panel: short lines, two-space indents, no tabs', () => {
		for (const { lines } of all) {
			expect(lines.length).toBeGreaterThanOrEqual(10);
			expect(lines.length).toBeLessThanOrEqual(30);
			for (const line of lines) {
				expect(line.length).toBeLessThanOrEqual(46);
				expect(line).not.toMatch(/\t/);
				expect((/^ */.exec(line)?.[0].length ?? 0) % 2).toBe(0);
			}
		}
	});

	it('break on alpha >= beta only in alpha-beta', () => {
		expect(all.map(({ lines }) => lines.some((line) => line.includes('break')))).toEqual([
			false,
			true,
			false,
			true
		]);
	});
});

describe('listings in Chinese', () => {
	const traces = [article, articleAb, tree, treeAb];
	const zh = traces.map((trace) => listingFor(trace, 'zh'));

	it('have Chinese titles', () => {
		expect(traces.map((trace) => listingFor(trace, 'en').title)).toEqual([
			'Minimax on a tic-tac-toe board',
			'Alpha-beta on a tic-tac-toe board',
			'Minimax on a game tree',
			'Alpha-beta on a game tree'
		]);
		expect(zh.map((listing) => listing.title)).toEqual([
			'井字棋上的极小化极大算法',
			'井字棋上的 α-β 剪枝',
			'博弈树上的极小化极大算法',
			'博弈树上的 α-β 剪枝'
		]);
	});

	it('translate only the comments: the code is the same', () => {
		const strip = (line: string) => line.replace(/ \/\/ .*$/, '');
		traces.forEach((trace, at) => {
			const en = listingFor(trace, 'en').lines;
			expect(zh[at]?.lines.map(strip)).toEqual(en.map(strip));
		});
		expect(zh[0]?.lines).toContain('    return { score: 0 }; // 平局');
		expect(zh[3]?.lines).toContain('    if (alpha >= beta) break; // 剪枝');
		expect(zh[2]?.lines).toContain('    return node.value; // 叶节点');
		const comments = zh.flatMap((listing) => listing.lines.filter((line) => line.includes('//')));
		expect(comments).toHaveLength(6);
		for (const line of comments) expect(line).not.toMatch(/\/\/.*[a-z]/i);
	});

	it('keep the highlighted line on the same code', () => {
		const draw = minimax(boardGame('XOXXOOOX.'));
		const line = codeLineAt(draw, returnIndex(draw, 2)) ?? -1;
		expect(listingFor(draw, 'zh').lines[line]).toBe('    return { score: 0 }; // 平局');
		const cut = codeLineAt(treeAb, receiveIndex(treeAb, 8)) ?? -1;
		expect(listingFor(treeAb, 'zh').lines[cut]).toBe('    if (alpha >= beta) break; // 剪枝');
	});

	it('run as code in Chinese too', () => {
		for (const trace of [tree, treeAb]) {
			const name = trace.algorithm === 'minimax' ? 'minimax' : 'alphaBeta';
			const body = `${listingFor(trace, 'zh').lines.join('\n')}\nreturn ${name};`;
			const search = new Function(body)() as (...args: unknown[]) => number;
			type Node = { value?: number; children: Node[] };
			const build = (item: unknown): Node =>
				Array.isArray(item)
					? { children: item.map(build) }
					: { value: item as number, children: [] };
			expect(search(build(JSON.parse(ARTICLE_TREE)), true, -Infinity, Infinity)).toBe(3);
		}
	});
});

type Board = ('X' | 'O' | null)[];
type BoardSearch = (...args: unknown[]) => { score: number; cell?: number };

/** Runs a board listing as real code on a board, counting calls, to compare with the engine. */
function runBoardListing(trace: Trace, text: string, scoring: Scoring = 'article') {
	const game = boardGame(text, { scoring });
	const board: Board = [...text].map((c) => (c === '.' ? null : (c as 'X' | 'O')));
	let calls = 1;
	const helpers = {
		AI: game.ai,
		wins: (b: Board, mark: string) => LINES.some((line) => line.every((cell) => b[cell] === mark)),
		emptyCells: (b: Board) => b.flatMap((mark, cell) => (mark === null ? [cell] : [])),
		place: (b: Board, cell: number, mark: 'X' | 'O') => {
			calls++;
			return b.map((m, i) => (i === cell ? mark : m));
		},
		other: (mark: string) => (mark === 'X' ? 'O' : 'X')
	};
	const name = trace.algorithm === 'minimax' ? 'minimax' : 'alphaBeta';
	const body = `${listingFor(trace, 'en').lines.join('\n')}\nreturn ${name};`;
	const search = new Function(...Object.keys(helpers), body)(
		...Object.values(helpers)
	) as BoardSearch;
	const toMove = game.toMove(game.root);
	// The depth-aware listing takes the moves played since the root as its third argument.
	const depth = scoring === 'depth' ? [0] : [];
	const result = search(board, toMove, ...depth, -Infinity, Infinity);
	return { score: result.score, move: result.cell ?? null, calls };
}

describe('the listings run as code', () => {
	const boards = [ARTICLE_BOARD, 'X...O..X.', 'X...O....', 'XOXXOOOX.', 'XXXOO....', '.O.X.O.X.'];
	it.each(boards)('agree with the engine on board %s', (text) => {
		for (const trace of [minimax(boardGame(text)), alphaBeta(boardGame(text))]) {
			expect(runBoardListing(trace, text)).toEqual({
				score: trace.rootScore,
				move: trace.rootMove,
				calls: trace.calls
			});
		}
	});

	it.each(boards)('agree with the engine on board %s in every scoring convention', (text) => {
		for (const scoring of SCORINGS) {
			const game = boardGame(text, { scoring });
			for (const trace of [minimax(game), alphaBeta(game)]) {
				expect(runBoardListing(trace, text, scoring)).toEqual({
					score: trace.rootScore,
					move: trace.rootMove,
					calls: trace.calls
				});
			}
		}
	});

	it('return the scores of their convention', () => {
		const lines = (scoring: Scoring) =>
			listingFor(minimax(boardGame(ARTICLE_BOARD, { scoring })), 'en').lines.filter((line) =>
				line.includes('return { score')
			);
		expect(lines('article')).toEqual([
			'    return { score: -10 };',
			'    return { score: +10 };',
			'    return { score: 0 }; // a draw'
		]);
		expect(lines('unit')).toEqual([
			'    return { score: -1 };',
			'    return { score: +1 };',
			'    return { score: 0 }; // a draw'
		]);
		expect(lines('depth')).toEqual([
			'    return { score: depth - 10 };',
			'    return { score: 10 - depth };',
			'    return { score: 0 }; // a draw'
		]);
	});

	it('agree with the engine on the article tree, call for call', () => {
		type Node = { value?: number; children: Node[] };
		const visited = new Set<Node>();
		const build = (item: unknown): Node => {
			const kids = Array.isArray(item) ? item.map(build) : [];
			const node: Node = { children: [] };
			if (!Array.isArray(item)) node.value = item as number;
			// The first read of a node's children is the call's leaf test: count calls there.
			Object.defineProperty(node, 'children', {
				get: () => (visited.add(node), kids)
			});
			return node;
		};
		for (const trace of [tree, treeAb]) {
			visited.clear();
			const name = trace.algorithm === 'minimax' ? 'minimax' : 'alphaBeta';
			const body = `${listingFor(trace, 'en').lines.join('\n')}\nreturn ${name};`;
			const search = new Function(body)() as (...args: unknown[]) => number;
			expect(search(build(JSON.parse(ARTICLE_TREE)), true, -Infinity, Infinity)).toBe(3);
			expect(visited.size).toBe(trace.calls);
		}
	});
});

describe('codeLineAt', () => {
	it('is null before the search starts', () => {
		expect(codeLineAt(article, -1)).toBeNull();
	});

	it('follows FC1 to FC5 of the article board', () => {
		expect(lineAt(article, enterIndex(article, 1))).toBe('  const cells = emptyCells(board);');
		expect(lineAt(article, tryIndex(article, 2))).toBe(
			'    const { score } = minimax(child, next);'
		);
		expect(lineAt(article, enterIndex(article, 3))).toBe('  if (wins(board, other(AI)))');
		expect(lineAt(article, returnIndex(article, 3))).toBe('    return { score: -10 };');
		expect(lineAt(article, receiveIndex(article, 3))).toBe('    if (isMax ? score > best.score');
		expect(lineAt(article, returnIndex(article, 2))).toBe('  return best;');
		expect(lineAt(article, enterIndex(article, 5))).toBe('  if (wins(board, AI))');
		expect(lineAt(article, returnIndex(article, 5))).toBe('    return { score: +10 };');
		expect(lineAt(article, returnIndex(article, 1))).toBe('  return best;');
	});

	it('shows the full-board test and the draw return', () => {
		const draw = minimax(boardGame('XOXXOOOX.'));
		expect(lineAt(draw, enterIndex(draw, 2))).toBe('  if (cells.length === 0)');
		expect(lineAt(draw, returnIndex(draw, 2))).toBe('    return { score: 0 }; // a draw');
	});

	it('puts each role on one line of its own', () => {
		for (const trace of [article, articleAb, tree, treeAb, minimax(boardGame('XOX.O....'))]) {
			const lines = new Map<string, Set<number | null>>();
			for (let index = 0; index < eventCount(trace); index++) {
				const { kind, call } = eventAt(trace, index);
				const over = trace.game.isTerminal(trace.position(call));
				// A finished board's outcome is its own role (three different tests); a leaf is one.
				const outcome = over && trace.game instanceof TreeGame ? 'leaf' : trace.score(call);
				const role =
					kind === 'receive'
						? cutOnReceive(trace, call).length > 0
							? 'cut'
							: `receive:${receiveRule(trace, call)?.change ?? 'keep'}`
						: kind === 'try'
							? 'try'
							: `${kind}:${over ? outcome : 'inner'}`;
				lines.set(role, (lines.get(role) ?? new Set()).add(codeLineAt(trace, index)));
			}
			for (const set of lines.values()) expect(set.size).toBe(1);
			const used = [...lines.values()].map((set) => [...set][0]);
			expect(new Set(used).size).toBe(used.length);
		}
	});

	it('points at the break line when alpha-beta cuts on the article tree', () => {
		const breakLine = listingFor(treeAb, 'en').lines.findIndex((line) => line.includes('break'));
		const cutting = [8, 10, 13, 15];
		for (let call = 2; call <= treeAb.calls; call++) {
			const line = codeLineAt(treeAb, receiveIndex(treeAb, call));
			expect(line === breakLine).toBe(cutting.includes(call));
		}
		expect(lineAt(treeAb, receiveIndex(treeAb, 8))).toBe('    if (alpha >= beta) break; // prune');
	});

	it('stays within the listing for every event', () => {
		for (const trace of [article, articleAb, tree, treeAb, alphaBeta(boardGame('X...O....'))]) {
			const size = listingFor(trace, 'en').lines.length;
			// The events whose line falls outside, in one assertion (an expect per fact made this
			// test spend most of its time in expect).
			const outside: string[] = [];
			for (let index = 0; index < eventCount(trace); index++) {
				const line = codeLineAt(trace, index);
				if (line === null || !(line >= 0 && line < size)) outside.push(`event ${index}: ${line}`);
			}
			expect(outside).toEqual([]);
			expect(codeLineAt(trace, eventCount(trace))).toBeNull();
		}
	});
});

describe('codeLineAt in every search', () => {
	const settings = (
		algorithm: SearchSettings['algorithm'],
		depthLimit: number | null = null,
		symmetry = false
	): SearchSettings => ({ algorithm, depthLimit, symmetry });
	const text = (trace: Trace, index: number, language: CodeLanguage = 'js') =>
		listingFor(trace, 'en', language).lines[codeLineAt(trace, index, language) ?? -1];
	/** The first call matching `test`, so the test does not hard-code which call it is. */
	const first = (trace: Trace, test: (id: number) => boolean) => {
		for (let id = 1; id <= trace.calls; id++) if (test(id)) return id;
		throw new Error('no such call');
	};

	it('shows a table hit looking the board up, then returning what the table holds', () => {
		const memo = search(boardGame('X...O..X.'), settings('memo'));
		const hit = first(memo, (id) => memo.kind(id) === 'hit');
		expect(text(memo, enterIndex(memo, hit))).toBe('  if (table.has(key))');
		expect(text(memo, returnIndex(memo, hit))).toBe('    return { score: table.get(key) };');
		expect(text(memo, returnIndex(memo, hit), 'python')).toBe('        return table[key], None');
		expect(text(memo, returnIndex(memo, hit), 'pseudo')).toBe('    return table[key], none');
		// A searched call stores its value on the way out; a finished board stores in its return.
		expect(text(memo, returnIndex(memo, 1))).toBe('  store(key, best.score);');
		const end = first(memo, (id) => memo.kind(id) === 'terminal');
		expect(text(memo, returnIndex(memo, end))).toMatch(/^ {4}return store\(key, [-+]?\d+\);/);
	});

	it('shows an estimated call meeting the depth limit and returning its evaluation', () => {
		for (const algorithm of ['minimax', 'alphabeta', 'memo'] as const) {
			const trace = search(boardGame(ARTICLE_BOARD), settings(algorithm, 1));
			const estimated = first(trace, (id) => trace.kind(id) === 'estimated');
			expect(text(trace, enterIndex(trace, estimated))).toBe('  if (depth === 1)');
			expect(text(trace, returnIndex(trace, estimated))).toBe(
				algorithm === 'memo'
					? '    return store(key, evaluate(board));'
					: '    return { score: evaluate(board) };'
			);
			expect(text(trace, returnIndex(trace, estimated), 'python')).toMatch(
				/^ {8}return (store\(key, evaluate\(board\)\)|evaluate\(board\), None)$/
			);
		}
		const tree = search(parseTree(ARTICLE_TREE), settings('minimax', 2));
		const estimated = first(tree, (id) => tree.kind(id) === 'estimated');
		expect(text(tree, enterIndex(tree, estimated), 'pseudo')).toBe('  if depth = 2 then');
		expect(text(tree, returnIndex(tree, estimated), 'pseudo')).toBe('    return EVALUATE(node)');
	});

	it('shows a stored bound narrowing the window, and answering the call when it closes it', () => {
		const table = search(boardGame('X...O..X.'), settings('alphabeta-table'));
		const consulted = (bound: number) =>
			first(table, (id) => {
				const origin = table.origin(id);
				return table.kind(id) === 'searched' && origin !== null && table.bound(origin) === bound;
			});
		const lower = consulted(LOWER);
		expect(text(table, enterIndex(table, lower))).toBe('    alpha = Math.max(alpha, entry.score);');
		expect(text(table, enterIndex(table, lower), 'pseudo')).toBe(
			'  if bound = lower then α ← MAX(α, stored)'
		);
		const upper = first(
			table,
			(id) =>
				table.kind(id) === 'searched' &&
				table.origin(id) !== null &&
				id !== lower &&
				table.bound(table.origin(id) ?? 0) !== LOWER
		);
		expect(text(table, enterIndex(table, upper), 'python')).toBe(
			'        beta = min(beta, stored)'
		);
		// An exact entry answers at once; a bound answers only once it closes the window.
		const exact = first(
			table,
			(id) => table.kind(id) === 'hit' && table.bound(table.origin(id) ?? 0) === EXACT
		);
		const byBound = first(
			table,
			(id) => table.kind(id) === 'hit' && table.bound(table.origin(id) ?? 0) !== EXACT
		);
		const js = listingFor(table, 'en').lines;
		expect(text(table, enterIndex(table, byBound))).toBe('  const entry = table.get(key);');
		expect(codeLineAt(table, returnIndex(table, exact))).toBe(
			js.indexOf("  if (entry?.bound === 'exact')") + 1
		);
		expect(codeLineAt(table, returnIndex(table, byBound))).toBe(
			js.indexOf('  if (alpha >= beta)') + 1
		);
		expect(text(table, returnIndex(table, byBound), 'python')).toBe('        return stored, None');
		// The way out stores the bound type.
		expect(text(table, returnIndex(table, 1))).toBe('  store(key, best.score, bound);');
	});

	it("shows an ordered node's loop over likely-best moves, the centre tried first", () => {
		const ordered = search(boardGame('X........'), settings('alphabeta-ordered'));
		expect(text(ordered, enterIndex(ordered, 1))).toBe('  for (const cell of ordered(cells)) {');
		expect(text(ordered, enterIndex(ordered, 1), 'python')).toBe('    for cell in ordered(cells):');
		expect(ordered.via(2)).toBe(4);
		expect(text(ordered, tryIndex(ordered, 2))).toBe('      alphaBeta(child, next, alpha, beta);');
		const tree = search(parseTree(ARTICLE_TREE), settings('alphabeta-ordered'));
		expect(text(tree, enterIndex(tree, 1))).toBe('  for (const child of ordered(node)) {');
		expect(text(tree, enterIndex(tree, 1), 'pseudo')).toBe('  for each child in ORDERED(node) do');
	});

	it('lands every event of every search on a line of its listing, in every language', () => {
		const games = [
			boardGame('X...O..X.'),
			boardGame(ARTICLE_BOARD, { scoring: 'depth' }),
			parseTree(ARTICLE_TREE)
		];
		for (const game of games) {
			for (const algorithm of ['memo', 'alphabeta-ordered', 'alphabeta-table'] as const) {
				for (const depthLimit of [null, 2]) {
					const trace = search(game, settings(algorithm, depthLimit));
					for (const language of CODE_LANGUAGES) {
						const size = listingFor(trace, 'en', language).lines.length;
						for (let index = 0; index < eventCount(trace); index++) {
							const line = codeLineAt(trace, index, language);
							expect(line, `${algorithm} ${depthLimit} ${language} ${index}`).not.toBeNull();
							expect(line).toBeLessThan(size);
						}
					}
				}
			}
		}
	});
});

describe('every search’s JavaScript listing runs as code', () => {
	/** The board's 8 images, written here apart from the engine: four turns, each mirrored. */
	const images = (board: readonly string[]) => {
		const out: string[][] = [];
		let grid = [board.slice(0, 3), board.slice(3, 6), board.slice(6, 9)];
		for (let turn = 0; turn < 4; turn++) {
			grid = grid.map((_, row) => grid.map((line) => line[row] ?? '').reverse());
			out.push(
				grid.flat(),
				grid.flatMap((line) => [...line].reverse())
			);
		}
		return out;
	};

	function run(text: string, settings: SearchSettings, scoring: Scoring) {
		const game = boardGame(text, { scoring });
		const trace = search(game, settings);
		const table = new Map<string, unknown>();
		let calls = 1;
		const ai = game.ai;
		const other = (mark: string) => (mark === 'X' ? 'O' : 'X');
		const openTo = (b: Board, mark: string) =>
			LINES.filter((line) => line.every((cell) => b[cell] === mark || b[cell] === null)).length;
		const helpers = {
			AI: ai,
			table,
			wins: (b: Board, mark: string) =>
				LINES.some((line) => line.every((cell) => b[cell] === mark)),
			emptyCells: (b: Board) => b.flatMap((mark, cell) => (mark === null ? [cell] : [])),
			place: (b: Board, cell: number, mark: 'X' | 'O') => {
				calls++;
				return b.map((m, i) => (i === cell ? mark : m));
			},
			other,
			canonical: (b: Board) =>
				images(b.map((mark) => mark ?? '.'))
					.map((image) => image.join(''))
					.sort()[0],
			ordered: (cells: number[]) => [4, 0, 2, 6, 8, 1, 3, 5, 7].filter((c) => cells.includes(c)),
			evaluate: (b: Board) =>
				(openTo(b, ai) - openTo(b, other(ai))) / (scoring === 'article' ? 1 : 10),
			store: (key: string, score: number, bound = 'exact') => {
				table.set(key, settings.algorithm === 'memo' ? score : { score, bound });
				return { score };
			}
		};
		const name = traceDeclaration(settings.algorithm).window ? 'alphaBeta' : 'minimax';
		const body = `${listingFor(trace, 'en').lines.join('\n')}\nreturn ${name};`;
		const searchFn = new Function(...Object.keys(helpers), body)(
			...Object.values(helpers)
		) as BoardSearch;
		const board: Board = [...text].map((c) => (c === '.' ? null : (c as 'X' | 'O')));
		const depth = scoring === 'depth' || settings.depthLimit !== null ? [0] : [];
		const result = searchFn(board, game.toMove(game.root), ...depth, -Infinity, Infinity);
		return {
			ran: { score: result.score, move: result.cell ?? null, calls, table: table.size },
			engine: {
				score: trace.rootScore,
				move: trace.rootMove,
				calls: trace.calls,
				table: trace.tableSize
			}
		};
	}

	it.each([ARTICLE_BOARD, 'X...O..X.', 'XO...X.O.', '.O.X.O.X.'])(
		'agrees with the engine on board %s, every search, limit and symmetry',
		(text) => {
			for (const algorithm of ['memo', 'alphabeta-ordered', 'alphabeta-table', 'minimax'] as const)
				for (const depthLimit of [null, 1, 3])
					for (const symmetry of algorithm === 'memo' || algorithm === 'alphabeta-table'
						? [false, true]
						: [false])
						for (const scoring of SCORINGS) {
							const { ran, engine } = run(text, { algorithm, depthLimit, symmetry }, scoring);
							expect(ran, `${algorithm} ${depthLimit} ${symmetry} ${scoring}`).toEqual(engine);
						}
		}
	);

	it("stores the empty board's 5,478 positions, 765 up to symmetry", () => {
		const memo = (symmetry: boolean) =>
			run('.........', { algorithm: 'memo', depthLimit: null, symmetry }, 'article');
		expect(memo(false).ran).toEqual({ ...memo(false).engine, calls: 16_168, table: 5_478 });
		expect(memo(true).ran).toEqual({ ...memo(true).engine, calls: 2_271, table: 765 });
	});
});
