import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
	alphaBeta,
	boardGame,
	LINES,
	minimax,
	parseTree,
	returnIndex,
	receiveIndex,
	enterIndex,
	tryIndex,
	SCORINGS,
	type Algorithm,
	type Scoring,
	type Trace
} from '../../src/lib/engine/index';
import { CODE_LANGUAGES, type CodeLanguage } from '../../src/lib/games';
import type { ListingFamily } from '../../src/lib/games/listing';
import { boardListing } from '../../src/lib/games/board/listing';
import { TREE_LISTINGS } from '../../src/lib/games/tree/listing';
import type { Lang } from '../../src/lib/i18n/lang';
import { codeLineAt, listingFor, longestListing } from '../../src/lib/player/code';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../articles';

/**
 * The Python and pseudocode listings beside the JavaScript one: the Python runs as real code
 * against the engine (where python3 exists), the pseudocode has a line for every moment the
 * JavaScript shows, and both follow the search line by line.
 */

const ALGORITHMS: readonly ListingFamily[] = ['minimax', 'alphabeta'];

/** Every layout a game can show: boards in each scoring convention, and trees. */
const LAYOUTS = (language: CodeLanguage) => [
	...ALGORITHMS.flatMap((algorithm) =>
		SCORINGS.map((scoring) => ({
			name: `board ${algorithm} ${scoring}`,
			layout: boardListing(algorithm, scoring, language)
		}))
	),
	...ALGORITHMS.map((algorithm) => ({
		name: `tree ${algorithm}`,
		layout: TREE_LISTINGS[language][algorithm]
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
			boardListing('minimax', scoring, language).lines.filter((line) => /, none$/i.test(line));
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
		expect(lineAt(treeAb, receiveIndex(treeAb, 3), 'python')).toBe(
			'        best = choose(best, score)'
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
});

// ---- The Python listings run as code, in python3, beside the engine. ----

/** Runs each listing given on stdin; prints its score, its move (boards) and its call count. */
const DRIVER = String.raw`
import json, sys

def run(case):
    ns = {}
    if case['kind'] == 'board':
        lines = case['lines']
        ns.update(
            AI=case['ai'],
            wins=lambda b, m: any(all(b[c] == m for c in line) for line in lines),
            empty_cells=lambda b: [c for c, m in enumerate(b) if m is None],
            place=lambda b, cell, m: b[:cell] + [m] + b[cell + 1:],
            other=lambda m: 'O' if m == 'X' else 'X',
        )
    exec(compile(case['listing'], '<listing>', 'exec'), ns)
    search = ns[case['name']]
    calls = 0

    def counted(*args):
        nonlocal calls
        calls += 1
        return search(*args)

    # The listing calls itself by its global name: every call is counted.
    ns[case['name']] = counted
    bounds = [float('-inf'), float('inf')] if case['alphabeta'] else []
    if case['kind'] == 'board':
        board = [None if c == '.' else c for c in case['board']]
        depth = [0] if case['depth'] else []
        score, move = counted(board, case['toMove'], *depth, *bounds)
        return {'score': score, 'move': move, 'calls': calls}

    class Node:
        def __init__(self, item):
            self.children = [Node(i) for i in item] if isinstance(item, list) else []
            self.value = None if isinstance(item, list) else item

    score = counted(Node(json.loads(case['tree'])), case['isMax'], *bounds)
    return {'score': score, 'calls': calls}

print(json.dumps([run(case) for case in json.load(sys.stdin)]))
`;

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.status === 0;

interface Outcome {
	score: number;
	move?: number | null;
	calls: number;
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

const pythonName = (algorithm: Algorithm) => (algorithm === 'minimax' ? 'minimax' : 'alpha_beta');
const search = (algorithm: Algorithm) => (algorithm === 'minimax' ? minimax : alphaBeta);

// Where python3 is missing (it is on the project's machines and CI), these are skipped, and say so.
describe.skipIf(!hasPython)('the Python listings run as code (needs python3)', () => {
	const boards = [ARTICLE_BOARD, 'X...O..X.', 'X...O....', 'XOXXOOOX.', 'XXXOO....', '.O.X.O.X.'];

	it.each(boards)('agree with the engine on board %s, in every scoring convention', (text) => {
		const traces: Trace[] = [];
		const cases = SCORINGS.flatMap((scoring) =>
			ALGORITHMS.flatMap((algorithm) =>
				(['X', 'O'] as const).map((ai) => {
					const game = boardGame(text, { scoring, ai });
					const trace = search(algorithm)(game);
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
			traces.map((trace) => ({ score: trace.rootScore, move: trace.rootMove, calls: trace.calls }))
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
		expect(result).toEqual({ score: 10, move: 4, calls: 9 });
	});

	it("agree with the engine on article 004's tree, call for call, comments in both languages", () => {
		const traces: Trace[] = [];
		const cases = ALGORITHMS.flatMap((algorithm) =>
			(['en', 'zh'] as const).flatMap((lang) =>
				(['max', 'min'] as const).map((root) => {
					const trace = search(algorithm)(parseTree(ARTICLE_TREE, { root }));
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
			traces.map((trace) => ({ score: trace.rootScore, calls: trace.calls }))
		);
		// Article 004: 3 at the root; alpha-beta skips calls minimax makes.
		expect(results.filter((_, at) => at % 2 === 0).map(({ score }) => score)).toEqual([3, 3, 3, 3]);
		expect(results[0]?.calls).toBeGreaterThan(results[4]?.calls ?? Infinity);
	});
});
