import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { boardGame, LINES, SCORINGS, type Scoring } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import {
	searchRule,
	type Game,
	type SearchId,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { enterIndex, receiveIndex, returnIndex, tryIndex } from '../../../src/lib/engine/events';
import { CODE_LANGUAGES, type CodeLanguage } from '../../../src/lib/games';
import type { Lang } from '../../../src/lib/i18n/lang';
import { codeLineAt, listingFor, longestListing } from '../../../src/lib/player/code';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';

/**
 * The Python and pseudocode listings beside the JavaScript one: the Python runs as real code
 * against the engine (where python3 exists), the pseudocode has a line for every moment the
 * JavaScript shows, and both follow the search line by line.
 */

const ALGORITHMS: readonly SearchId[] = ['minimax', 'alphabeta'];

/** The listing search `settings.algorithm` writes over `game`, as its rule gives it. */
function listingOver(game: Game, settings: SearchSettings, language: CodeLanguage) {
	const made = searchRule(settings.algorithm).listing?.(language, settings.depthLimit, undefined, {
		game,
		settings
	});
	if (made === undefined) throw new Error(`${settings.algorithm} has no listing`);
	return made;
}

const plain = (algorithm: SearchId): SearchSettings => ({
	algorithm,
	depthLimit: null,
	symmetry: false
});

/** A plain search's board listing in a scoring convention (its tests, its returns). */
const tictactoeListing = (algorithm: SearchId, scoring: Scoring, language: CodeLanguage) =>
	listingOver(boardGame(ARTICLE_BOARD, { scoring }), plain(algorithm), language);

/** A plain search's tree listing. */
const plainTreeListing = (algorithm: SearchId, language: CodeLanguage) =>
	listingOver(parseTree(ARTICLE_TREE), plain(algorithm), language);

/** Every layout a game can show: boards in each scoring convention, and trees. */
const LAYOUTS = (language: CodeLanguage) => [
	...ALGORITHMS.flatMap((algorithm) =>
		SCORINGS.map((scoring) => ({
			name: `board ${algorithm} ${scoring}`,
			layout: tictactoeListing(algorithm, scoring, language)
		}))
	),
	...ALGORITHMS.map((algorithm) => ({
		name: `tree ${algorithm}`,
		layout: plainTreeListing(algorithm, language)
	}))
];

const rolesOf = (roles: readonly (string | undefined)[]) =>
	roles.filter((role): role is string => role !== undefined);

describe('every language has a line for every role', () => {
	const js = LAYOUTS('js');
	for (const language of ['python', 'pseudo'] as const) {
		it(`${language}: the roles of the JavaScript listing, each on one line`, () => {
			LAYOUTS(language).forEach(({ name, layout }, at) => {
				const wanted = rolesOf(js[at]?.layout.roles ?? []);
				const found = rolesOf(layout.roles);
				expect(wanted.length, name).toBeGreaterThanOrEqual(6);
				expect([...found].sort(), name).toEqual([...wanted].sort());
				expect(new Set(found).size, name).toBe(found.length);
			});
		});
	}

	it('gives each language its own text, in a narrow panel', () => {
		for (const language of CODE_LANGUAGES) {
			for (const { name, layout } of LAYOUTS(language)) {
				expect(layout.lines.length, name).toBeLessThanOrEqual(30);
				for (const line of layout.lines) {
					expect(line.length, `${name}: ${line}`).toBeLessThanOrEqual(46);
					expect(line).not.toMatch(/\t/);
				}
			}
		}
		// No language is longer than the JavaScript, so none makes the panel taller than it was.
		const lengths = (language: CodeLanguage) =>
			LAYOUTS(language).map(({ layout }) => layout.lines.length);
		expect(lengths('js')).toEqual([21, 21, 22, 28, 28, 29, 11, 16]);
		expect(lengths('python')).toEqual([19, 19, 20, 26, 26, 28, 9, 16]);
		expect(lengths('pseudo')).toEqual([18, 18, 19, 22, 22, 23, 10, 14]);
		const first = (language: CodeLanguage) =>
			LAYOUTS(language).map(({ layout }) => layout.lines.find((line) => line.trim() !== ''));
		expect(first('python')).toEqual([
			'def minimax(board, player):',
			'def minimax(board, player):',
			'def minimax(board, player, depth):',
			'def alpha_beta(board, player, alpha, beta):',
			'def alpha_beta(board, player, alpha, beta):',
			'def alpha_beta(board, player, depth,',
			'def minimax(node, is_max):',
			'def alpha_beta(node, is_max, alpha, beta):'
		]);
		expect(first('pseudo')).toEqual([
			'function MINIMAX(board, player)',
			'function MINIMAX(board, player)',
			'function MINIMAX(board, player, depth)',
			'function ALPHA-BETA(board, player, α, β)',
			'function ALPHA-BETA(board, player, α, β)',
			'function ALPHA-BETA(board, player, depth,',
			'function MINIMAX(node, maximizing)',
			'function ALPHA-BETA(node, maximizing, α, β)'
		]);
	});

	it("returns each scoring convention's values in every language", () => {
		const returns = (language: CodeLanguage, scoring: Scoring) =>
			tictactoeListing('minimax', scoring, language).lines.filter((line) => /, none$/i.test(line));
		expect(returns('python', 'article')).toEqual([
			'        return -10, None',
			'        return +10, None',
			'        return 0, None'
		]);
		expect(returns('python', 'depth')).toEqual([
			'        return depth - 10, None',
			'        return 10 - depth, None',
			'        return 0, None'
		]);
		expect(returns('pseudo', 'unit')).toEqual([
			'    return −1, none',
			'    return +1, none',
			'    return 0, none'
		]);
		expect(returns('pseudo', 'depth')).toEqual([
			'    return depth − 10, none',
			'    return 10 − depth, none',
			'    return 0, none'
		]);
	});
});

describe("comments in the reader's language, with each language's mark", () => {
	const article = minimax(boardGame(ARTICLE_BOARD));
	const treeAb = alphaBeta(parseTree(ARTICLE_TREE));
	const commented = (trace: Trace, lang: Lang, language: CodeLanguage) =>
		listingFor(trace, lang, language).lines.filter((line) => /(#|\/\/) /.test(line));

	it('in Python, after two spaces and #', () => {
		expect(commented(article, 'en', 'python')).toEqual(['        return 0, None  # a draw']);
		expect(commented(treeAb, 'zh', 'python')).toEqual([
			'        return node.value  # 叶节点',
			'        if alpha >= beta:  # 剪枝'
		]);
	});

	it('in pseudocode, after //', () => {
		expect(commented(article, 'zh', 'pseudo')).toEqual(['    return 0, none  // 平局']);
		expect(commented(treeAb, 'en', 'pseudo')).toEqual([
			'    return VALUE(node)  // a leaf',
			'    if α ≥ β then exit the loop  // prune'
		]);
	});

	it('leave the JavaScript as it was', () => {
		expect(commented(article, 'en', 'js')).toEqual(['    return { score: 0 }; // a draw']);
	});
});

describe('the running line in Python and pseudocode', () => {
	const article = minimax(boardGame(ARTICLE_BOARD));
	const treeAb = alphaBeta(parseTree(ARTICLE_TREE));
	const lineAt = (trace: Trace, index: number, language: CodeLanguage) =>
		listingFor(trace, 'en', language).lines[codeLineAt(trace, index, language) ?? -1];

	it('follows FC1 to FC5 of the article board', () => {
		const python = (index: number) => lineAt(article, index, 'python');
		expect(python(enterIndex(article, 1))).toBe('    cells = empty_cells(board)');
		expect(python(tryIndex(article, 2))).toBe('        score, _ = minimax(child, opponent)');
		expect(python(enterIndex(article, 3))).toBe('    if wins(board, other(AI)):');
		expect(python(returnIndex(article, 3))).toBe('        return -10, None');
		expect(python(receiveIndex(article, 3))).toBe('        if (score > best if is_max');
		expect(python(returnIndex(article, 2))).toBe('    return best, best_cell');
		expect(python(enterIndex(article, 5))).toBe('    if wins(board, AI):');
		expect(python(returnIndex(article, 5))).toBe('        return +10, None');
		const pseudo = (index: number) => lineAt(article, index, 'pseudo');
		expect(pseudo(enterIndex(article, 1))).toBe('  cells ← EMPTY-CELLS(board)');
		expect(pseudo(tryIndex(article, 2))).toBe('    v2, _ ← MINIMAX(child, OTHER(player))');
		expect(pseudo(returnIndex(article, 5))).toBe('    return +10, none');
		expect(pseudo(returnIndex(article, 1))).toBe('  return v, move');
	});

	it('lands on the cut at the article tree, and nowhere else on a receive', () => {
		const cutting = [8, 10, 13, 15];
		for (const language of ['python', 'pseudo'] as const) {
			const cut = listingFor(treeAb, 'en', language).lines.findIndex((line) =>
				/(alpha >= beta|α ≥ β then)/.test(line)
			);
			for (let call = 2; call <= treeAb.calls; call++) {
				const line = codeLineAt(treeAb, receiveIndex(treeAb, call), language);
				expect(line === cut, `${language} FC${call}`).toBe(cutting.includes(call));
			}
		}
		// FC3's 3 lowers FC2's beta from +∞: the line that sets it (the keep line before, V23 F1).
		expect(lineAt(treeAb, receiveIndex(treeAb, 3), 'python')).toBe(
			'            beta = min(beta, best)'
		);
	});

	it("keeps the panel at the longest language's height", () => {
		const lengths = CODE_LANGUAGES.map(
			(language) => listingFor(article, 'en', language).lines.length
		);
		expect(lengths).toEqual([21, 19, 18]);
		expect(longestListing(article)).toBe(21);
		// No language makes the panel taller than the JavaScript did: it keeps the stack's room.
		const tree = CODE_LANGUAGES.map((language) => listingFor(treeAb, 'en', language).lines.length);
		expect(tree).toEqual([16, 16, 14]);
		expect(longestListing(treeAb)).toBe(16);
	});

	it("writes minimax's JavaScript longest on every game: the first view carries it alone", () => {
		// The panel keeps the height of the languages loaded; minimax's words bring JavaScript
		// alone (the other searches of its family bring every language).
		const games: readonly [string, Game][] = [
			...SCORINGS.map((scoring): [string, Game] => [
				`board ${scoring}`,
				boardGame(ARTICLE_BOARD, { scoring })
			]),
			['tree', parseTree(ARTICLE_TREE)],
			['connect4', connect4Game('4453')]
		];
		const lengths = games.flatMap(([name, game]) =>
			[null, 2].map((depthLimit) => [
				`${name} ${depthLimit ?? 'no limit'}`,
				CODE_LANGUAGES.map(
					(language) =>
						listingOver(game, { ...plain('minimax'), depthLimit }, language).lines.length
				)
			])
		);
		expect(Object.fromEntries(lengths)).toEqual({
			'board article no limit': [21, 19, 18],
			'board article 2': [26, 24, 23],
			'board unit no limit': [21, 19, 18],
			'board unit 2': [26, 24, 23],
			'board depth no limit': [22, 20, 19],
			'board depth 2': [26, 24, 23],
			'tree no limit': [11, 9, 10],
			'tree 2': [16, 14, 15],
			'connect4 no limit': [31, 29, 28],
			'connect4 2': [31, 29, 28]
		});
	});
});

// ---- The Python listings run as code, in python3, beside the engine. ----

/**
 * Runs each listing given on stdin; prints its score, its move (boards), its call count and its
 * table's size. The helpers a listing calls without showing are written here, apart from the
 * engine: the board's 8 images, the centre-corners-edges order, the open-lines evaluation.
 */
const DRIVER = String.raw`
import json, sys

def images(board):
    grid = [board[0:3], board[3:6], board[6:9]]
    for _ in range(4):
        grid = [list(row) for row in zip(*grid[::-1])]  # a quarter turn
        yield [m for row in grid for m in row]
        yield [m for row in grid for m in row[::-1]]    # and its mirror

def run(case):
    ns = {}
    table = {}
    bounds = case.get('table') == 'bounds'

    def store(key, score, bound='exact'):
        table[key] = (score, bound) if bounds else score
        return score if case['kind'] == 'tree' else (score, None)

    ns.update(table=table, store=store)
    if case['kind'] == 'board':
        lines = case['lines']
        ai = case['ai']
        other = lambda m: 'O' if m == 'X' else 'X'
        open_to = lambda b, m: sum(
            b[i] in (m, None) and b[j] in (m, None) and b[k] in (m, None) for i, j, k in lines
        )
        scale = case.get('scale', 1)
        # wins and open_to read a line's three cells at once, not by nested generators: they run
        # at every call.
        ns.update(
            AI=ai,
            wins=lambda b, m: any(b[i] == m and b[j] == m and b[k] == m for i, j, k in lines),
            empty_cells=lambda b: [c for c, m in enumerate(b) if m is None],
            place=lambda b, cell, m: b[:cell] + [m] + b[cell + 1:],
            other=other,
            canonical=lambda b: min(''.join(m or '.' for m in i) for i in images(b)),
            ordered=lambda cells: [c for c in (4, 0, 2, 6, 8, 1, 3, 5, 7) if c in cells],
            evaluate=lambda b: (open_to(b, ai) - open_to(b, other(ai))) / scale,
        )
    else:
        def first_leaf(node):
            while node.children:
                node = node.children[0]
            return node.value

        def ordered(node):
            # Children by their first leaf, best first for the side to move.
            return sorted(node.children, key=first_leaf, reverse=node.is_max)

        ns.update(evaluate=first_leaf, ordered=ordered)
    exec(compile(case['listing'], '<listing>', 'exec'), ns)
    search = ns[case['name']]
    calls = 0

    def counted(*args):
        nonlocal calls
        calls += 1
        return search(*args)

    # The listing calls itself by its global name: every call is counted.
    ns[case['name']] = counted
    window = [float('-inf'), float('inf')] if case['alphabeta'] else []
    depth = [0] if case.get('depth') else []
    if case['kind'] == 'board':
        board = [None if c == '.' else c for c in case['board']]
        score, move = counted(board, case['toMove'], *depth, *window)
        return {'score': score, 'move': move, 'calls': calls, 'table': len(table)}

    class Node:
        def __init__(self, item, is_max):
            self.is_max = is_max
            self.children = [Node(i, not is_max) for i in item] if isinstance(item, list) else []
            self.value = None if isinstance(item, list) else item

    score = counted(Node(json.loads(case['tree']), case['isMax']), case['isMax'], *depth, *window)
    return {'score': score, 'calls': calls, 'table': len(table)}

print(json.dumps([run(case) for case in json.load(sys.stdin)]))
`;
import { alphaBeta, minimax } from '../../searches';
import { traceDeclaration } from '../../../src/lib/engine/search-catalog';

interface Outcome {
	score: number;
	move?: number | null;
	calls: number;
	table: number;
}

/** Runs the cases in one python3 process. */
function runPython(cases: readonly object[]): Outcome[] {
	const run = spawnSync('python3', ['-c', DRIVER], {
		input: JSON.stringify(cases),
		encoding: 'utf8',
		timeout: 30_000
	});
	expect(run.stderr).toBe('');
	expect(run.status).toBe(0);
	return JSON.parse(run.stdout) as Outcome[];
}

const pythonName = (algorithm: SearchId) =>
	traceDeclaration(algorithm).window ? 'alpha_beta' : 'minimax';
const plainRun = (algorithm: SearchId) => (algorithm === 'minimax' ? minimax : alphaBeta);

// Need python3, which `npm test`'s setup installs where it is missing (.ci/setup.mjs --python).
describe('the Python listings run as code (needs python3)', () => {
	const boards = [ARTICLE_BOARD, 'X...O..X.', 'X...O....', 'XOXXOOOX.', 'XXXOO....', '.O.X.O.X.'];

	it.each(boards)('agree with the engine on board %s, in every scoring convention', (text) => {
		const traces: Trace[] = [];
		const cases = SCORINGS.flatMap((scoring) =>
			ALGORITHMS.flatMap((algorithm) =>
				(['X', 'O'] as const).map((ai) => {
					const game = boardGame(text, { scoring, ai });
					const trace = plainRun(algorithm)(game);
					traces.push(trace);
					return {
						kind: 'board',
						name: pythonName(algorithm),
						listing: listingFor(trace, 'en', 'python').lines.join('\n'),
						lines: LINES,
						ai,
						board: text,
						toMove: game.toMove(game.root),
						depth: scoring === 'depth',
						alphabeta: algorithm === 'alphabeta'
					};
				})
			)
		);
		expect(runPython(cases)).toEqual(
			traces.map((trace) => ({
				score: trace.rootScore,
				move: trace.rootMove,
				calls: trace.calls,
				table: 0
			}))
		);
	});

	it("make the article board's calls: 9 under minimax, with its score and move", () => {
		const [result] = runPython([
			{
				kind: 'board',
				name: 'minimax',
				listing: listingFor(minimax(boardGame(ARTICLE_BOARD)), 'zh', 'python').lines.join('\n'),
				lines: LINES,
				ai: 'X',
				board: ARTICLE_BOARD,
				toMove: 'X',
				depth: false,
				alphabeta: false
			}
		]);
		expect(result).toEqual({ score: 10, move: 4, calls: 9, table: 0 });
	});

	it("agree with the engine on article 004's tree, call for call, comments in both languages", () => {
		const traces: Trace[] = [];
		const cases = ALGORITHMS.flatMap((algorithm) =>
			(['en', 'zh'] as const).flatMap((lang) =>
				(['max', 'min'] as const).map((root) => {
					const trace = plainRun(algorithm)(parseTree(ARTICLE_TREE, { root }));
					traces.push(trace);
					return {
						kind: 'tree',
						name: pythonName(algorithm),
						listing: listingFor(trace, lang, 'python').lines.join('\n'),
						tree: ARTICLE_TREE,
						isMax: root === 'max',
						alphabeta: algorithm === 'alphabeta'
					};
				})
			)
		);
		const results = runPython(cases);
		expect(results).toEqual(
			traces.map((trace) => ({ score: trace.rootScore, calls: trace.calls, table: 0 }))
		);
		// Article 004: 3 at the root; alpha-beta skips calls minimax makes.
		expect(results.filter((_, at) => at % 2 === 0).map(({ score }) => score)).toEqual([3, 3, 3, 3]);
		expect(results[0]?.calls).toBeGreaterThan(results[4]?.calls ?? Infinity);
	});

	it('follow the cut rule: α ≥ β and α > β, call for call, on a tree where they differ', () => {
		const tree = '[[3,[3,1]],[[3,2],[3,9,0]],[2,3]]';
		const rules = ['ge', 'gt'] as const;
		const traces = rules.map((cut) =>
			search(parseTree(tree), { algorithm: 'alphabeta', depthLimit: null, symmetry: false, cut })
		);
		const cases = traces.map((trace) => ({
			kind: 'tree',
			name: 'alpha_beta',
			listing: listingFor(trace, 'en', 'python').lines.join('\n'),
			tree,
			isMax: true,
			alphabeta: true
		}));
		const results = runPython(cases);
		expect(results).toEqual(
			traces.map((trace) => ({ score: trace.rootScore, calls: trace.calls, table: 0 }))
		);
		// The strict rule searches the ties the default cuts.
		expect(results[1]?.calls).toBeGreaterThan(results[0]?.calls ?? Infinity);
		const strict = listingFor(traces[1]!, 'en', 'python').lines;
		expect(strict.some((line) => line.startsWith('        if alpha > beta:'))).toBe(true);
		expect(strict.some((line) => line.includes('alpha >= beta'))).toBe(false);
		expect(listingFor(traces[1]!, 'en', 'pseudo').lines.join('\n')).toContain('if α > β then');
	});
});

// ---- Every search's listing: memo, ordered alpha-beta, alpha-beta with a table, depth limits. ----

const SEARCHES: readonly SearchId[] = [
	'minimax',
	'alphabeta',
	'memo',
	'alphabeta-ordered',
	'alphabeta-table'
];

/** Every setting a board listing can show: each search, with and without symmetry and a limit. */
const BOARD_SETTINGS: readonly SearchSettings[] = SEARCHES.flatMap((algorithm) =>
	[null, 2].flatMap((depthLimit) =>
		(traceDeclaration(algorithm).origin ? [false, true] : [false]).map((symmetry) => ({
			algorithm,
			depthLimit,
			symmetry
		}))
	)
);
const TREE_SETTINGS = BOARD_SETTINGS.filter((settings) => !settings.symmetry);

/** The roles a search's listing must show, written out here rather than read from a listing. */
function expectedRoles(kind: 'board' | 'tree', settings: SearchSettings): string[] {
	const { algorithm } = settings;
	const ordered = algorithm === 'alphabeta-ordered';
	const table = traceDeclaration(algorithm).origin;
	return [
		...(kind === 'board'
			? ['otherTest', 'otherWin', 'aiTest', 'aiWin', 'fullTest', 'draw', 'moves']
			: ['leafTest', 'leaf', ...(ordered ? [] : ['moves'])]),
		'call',
		'keep',
		table ? 'store' : 'returnBest',
		...(traceDeclaration(algorithm).window ? ['cut', 'raiseAlpha', 'lowerBeta'] : []),
		...(ordered ? ['order'] : []),
		...(table ? ['lookup', 'hit'] : []),
		...(algorithm === 'alphabeta-table' ? ['narrowAlpha', 'narrowBeta', 'boundHit'] : []),
		...(settings.depthLimit === null ? [] : ['depthTest', 'estimate'])
	].sort();
}

/** How wide a line shows in a monospace font: a Chinese character takes two columns. */
const columns = (line: string) =>
	[...line].reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) >= 0x3000 ? 2 : 1), 0);

const describeSettings = ({ algorithm, depthLimit, symmetry }: SearchSettings) =>
	`${algorithm}${symmetry ? ' symmetry' : ''}${depthLimit === null ? '' : ` depth ${depthLimit}`}`;

describe('every search has its own listing in every language', () => {
	const board = (settings: SearchSettings, scoring: Scoring = 'article') =>
		search(boardGame(ARTICLE_BOARD, { scoring }), settings);
	const tree = (settings: SearchSettings) => search(parseTree(ARTICLE_TREE), settings);

	it('has a line for every role the search uses, each on one line, in every language', () => {
		for (const language of CODE_LANGUAGES) {
			for (const [kind, settingsList] of [
				['board', BOARD_SETTINGS],
				['tree', TREE_SETTINGS]
			] as const) {
				for (const settings of settingsList) {
					for (const scoring of kind === 'board' ? SCORINGS : (['article'] as const)) {
						const trace = kind === 'board' ? board(settings, scoring) : tree(settings);
						const layout = listingOver(trace.game, settings, language);
						const found = rolesOf(layout.roles);
						const name = `${kind} ${describeSettings(settings)} ${scoring} ${language}`;
						expect([...found].sort(), name).toEqual(expectedRoles(kind, settings));
						expect(new Set(found).size, name).toBe(found.length);
					}
				}
			}
		}
	});

	it('fits the narrow panel in both languages, comment lines included', () => {
		for (const lang of ['en', 'zh'] as const) {
			for (const language of CODE_LANGUAGES) {
				for (const settings of BOARD_SETTINGS) {
					for (const trace of [board(settings, 'depth'), board(settings)]) {
						for (const line of listingFor(trace, lang, language).lines) {
							expect(columns(line), `${describeSettings(settings)}: ${line}`).toBeLessThanOrEqual(
								46
							);
							expect(line).not.toMatch(/\t/);
						}
					}
				}
				for (const settings of TREE_SETTINGS) {
					for (const line of listingFor(tree(settings), lang, language).lines)
						expect(
							columns(line),
							`tree ${describeSettings(settings)}: ${line}`
						).toBeLessThanOrEqual(46);
				}
			}
		}
	});

	it('shows each addition where the search makes it', () => {
		const js = (trace: Trace) => listingFor(trace, 'en', 'js').lines;
		const memo = js(board({ algorithm: 'memo', depthLimit: null, symmetry: false }));
		expect(memo.slice(1, 4)).toEqual([
			'  const key = String(board);',
			'  if (table.has(key))',
			'    return { score: table.get(key) };'
		]);
		expect(memo).toContain('    return store(key, 0); // a draw');
		expect(memo.slice(-4)).toEqual([
			'  store(key, best.score);',
			'  return best;',
			'}',
			'// store: put it in the table, then return it'
		]);
		expect(js(board({ algorithm: 'memo', depthLimit: null, symmetry: true }))[1]).toBe(
			'  const key = canonical(board);'
		);
		const limited = js(board({ algorithm: 'minimax', depthLimit: 3, symmetry: false }, 'unit'));
		expect(limited[0]).toBe('function minimax(board, player, depth) {');
		expect(limited.filter((line) => /depth ===|evaluate/.test(line))).toEqual([
			'  if (depth === 3)',
			'    return { score: evaluate(board) };',
			'// evaluate: lines still open to the AI minus'
		]);
		expect(limited.at(-1)).toBe('// lines open to its opponent, times 0.1');
		const zh = listingFor(
			board({ algorithm: 'minimax', depthLimit: 2, symmetry: false }),
			'zh',
			'python'
		);
		expect(zh.lines.slice(-2)).toEqual([
			'# evaluate：AI 仍可连成的线数',
			'# 减去对手仍可连成的线数，再乘 1'
		]);
		expect(
			js(board({ algorithm: 'alphabeta-ordered', depthLimit: null, symmetry: false }))
		).toContain('  for (const cell of ordered(cells)) {');
		const table = listingFor(
			tree({ algorithm: 'alphabeta-table', depthLimit: null, symmetry: false }),
			'en',
			'python'
		);
		expect(table.title).toBe('Alpha-beta with a table, on a game tree');
		expect(table.lines.slice(-6)).toEqual([
			"    bound = ('upper' if best <= alpha0",
			"             else 'lower' if best >= beta0",
			"             else 'exact')",
			'    store(node, best, bound)',
			'    return best',
			'# store: put it in the table, then return it'
		]);
	});

	it('keeps the plain searches as they were, and pins how long the others are', () => {
		const lengths = (settings: SearchSettings) =>
			CODE_LANGUAGES.map((language) => listingFor(board(settings), 'en', language).lines.length);
		// JavaScript, Python, pseudocode: the plain searches as before, each addition a few lines.
		expect(
			Object.fromEntries(
				BOARD_SETTINGS.map((settings) => [describeSettings(settings), lengths(settings)])
			)
		).toEqual({
			minimax: [21, 19, 18],
			'minimax depth 2': [26, 24, 23],
			alphabeta: [28, 26, 22],
			'alphabeta depth 2': [33, 32, 27],
			memo: [26, 24, 23],
			'memo symmetry': [27, 25, 24],
			'memo depth 2': [31, 29, 28],
			'memo symmetry depth 2': [32, 30, 29],
			'alphabeta-ordered': [29, 27, 23],
			'alphabeta-ordered depth 2': [34, 33, 28],
			'alphabeta-table': [43, 42, 34],
			'alphabeta-table symmetry': [44, 43, 35],
			'alphabeta-table depth 2': [48, 48, 39],
			'alphabeta-table symmetry depth 2': [49, 49, 40]
		});
	});
});

describe("every search's Python listing runs as code (needs python3)", () => {
	const boardCase = (text: string, settings: SearchSettings, scoring: Scoring, ai: 'X' | 'O') => {
		const game = boardGame(text, { scoring, ai });
		const trace = search(game, settings);
		return {
			trace,
			input: {
				kind: 'board',
				name: pythonName(settings.algorithm),
				listing: listingFor(trace, 'en', 'python').lines.join('\n'),
				lines: LINES,
				ai,
				board: text,
				toMove: game.toMove(game.root),
				depth: scoring === 'depth' || settings.depthLimit !== null,
				alphabeta: traceDeclaration(settings.algorithm).window,
				table: settings.algorithm === 'memo' ? 'scores' : 'bounds',
				scale: scoring === 'article' ? 1 : 10
			}
		};
	};
	const expected = (trace: Trace) => ({
		score: trace.rootScore,
		move: trace.rootMove,
		calls: trace.calls,
		table: trace.tableSize
	});

	const boards = [ARTICLE_BOARD, 'X...O..X.', 'X...O....', '.O.X.O.X.', 'XO...X.O.'];
	// Plain minimax and alpha-beta without a limit are run above.
	const settingsList = [
		...BOARD_SETTINGS.filter(
			({ algorithm, depthLimit }) =>
				traceDeclaration(algorithm).origin ||
				algorithm === 'alphabeta-ordered' ||
				depthLimit !== null
		),
		...BOARD_SETTINGS.filter(({ depthLimit }) => depthLimit === 2).map((settings) => ({
			...settings,
			depthLimit: 3
		}))
	];

	it.each(boards)(
		'give the engine’s value, move, calls and table size on board %s, every search and scoring',
		(text) => {
			const cases = settingsList.flatMap((settings) =>
				SCORINGS.flatMap((scoring) =>
					(['X', 'O'] as const).map((ai) => boardCase(text, settings, scoring, ai))
				)
			);
			const results = runPython(cases.map(({ input }) => input));
			expect(results).toEqual(cases.map(({ trace }) => expected(trace)));
		},
		30_000
	);

	it("store the empty board's 5,478 positions, or its 765 up to symmetry, as the engine does", () => {
		const cases = [false, true].flatMap((symmetry) =>
			(['memo', 'alphabeta-table'] as const).map((algorithm) =>
				boardCase('.........', { algorithm, depthLimit: null, symmetry }, 'article', 'X')
			)
		);
		const results = runPython(cases.map(({ input }) => input));
		expect(results).toEqual(cases.map(({ trace }) => expected(trace)));
		expect(results.map(({ calls, table }) => [calls, table])).toEqual([
			[16_168, 5_478],
			[4_781, 2_511],
			[2_271, 765],
			[1_085, 502]
		]);
	});

	it('give the engine’s value, calls and table size on trees, every search and limit', () => {
		const trees = [ARTICLE_TREE, '[[3,5],[2,9],[0,[7,1]]]', '[[[1,8],[6]],[[4,2],[9,3,5]]]'];
		const cases = trees.flatMap((text) =>
			[null, 1, 2, 3].flatMap((depthLimit) =>
				SEARCHES.flatMap((algorithm) =>
					(['max', 'min'] as const).flatMap((root) => {
						const game = parseTree(text, { root });
						if (depthLimit !== null && depthLimit > (game.maxPlies ?? 0)) return [];
						const settings = { algorithm, depthLimit, symmetry: false };
						const trace = search(game, settings);
						return [
							{
								trace,
								input: {
									kind: 'tree',
									name: pythonName(algorithm),
									listing: listingFor(trace, 'zh', 'python').lines.join('\n'),
									tree: text,
									isMax: root === 'max',
									depth: depthLimit !== null,
									alphabeta: traceDeclaration(algorithm).window,
									table: algorithm === 'memo' ? 'scores' : 'bounds'
								}
							}
						];
					})
				)
			)
		);
		const results = runPython(cases.map(({ input }) => input));
		expect(results).toEqual(
			cases.map(({ trace }) => ({
				score: trace.rootScore,
				calls: trace.calls,
				table: trace.tableSize
			}))
		);
		expect(results).toHaveLength(3 * 4 * 5 * 2);
	});
});
