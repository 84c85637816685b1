import { describe, expect, it } from 'vitest';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import {
	searchRule,
	type Game,
	type SearchSettings,
	type Trace,
	runsBy
} from '../../../../src/lib/engine/index';
import { search } from '../../../../src/lib/engine/run';
import {
	cutOnReceive,
	receiveRule,
	enterIndex,
	eventAt,
	eventCount,
	receiveIndex,
	returnIndex,
	tryIndex
} from '../../../../src/lib/engine/events';
import { EXACT, LOWER, UPPER } from '../../../../src/lib/engine/table';
import { CODE_LANGUAGES, type CodeLanguage } from '../../../../src/lib/games';
import { codeLineAt, columns, listingFor, longestListing } from '../../../../src/lib/player/code';
import { ALGORITHMS as EVERY_ID } from '../../../../src/lib/registry';
import { traceDeclaration } from '../../../../src/lib/engine/search-catalog';

const settings = (
	algorithm: SearchSettings['algorithm'],
	depthLimit: number | null,
	symmetry = false
): SearchSettings => ({ algorithm, depthLimit, symmetry });

// The searches by calls (MCTS runs by iterations: its own tests).
const REGISTERED = EVERY_ID.filter((id) => runsBy(id) === 'calls');

/** The listing search `search.algorithm` writes over `game`, as its rule gives it. */
function connect4Listing(game: Game, search: SearchSettings, language: CodeLanguage) {
	const made = searchRule(search.algorithm).listing?.(language, search.depthLimit, undefined, {
		game,
		settings: search
	});
	if (made === undefined) throw new Error(`${search.algorithm} has no listing`);
	return made;
}

// The searches whose listing is written over the game's own pieces (minimax's family), titled
// for the game by the view catalogue; the others write theirs over any game (their own tests).
const ALGORITHMS = REGISTERED.filter(
	(id) => typeof connect4Listing(connect4Game(''), settings(id, 4), 'js').titles === 'string'
);

/**
 * The code panel on Connect Four: every search has its listing in JavaScript, Python and
 * pseudocode, each with the depth check and the evaluation, and every event of a trace lights a
 * line that says what the search is doing. (The listings run as code in
 * connect4-listing-run.test.ts.)
 */

/** Every search, with and without symmetry where it keeps a table, at a shallow and the default depth. */
const SETTINGS: readonly SearchSettings[] = ALGORITHMS.flatMap((algorithm) =>
	[1, 4].flatMap((depth) =>
		(traceDeclaration(algorithm).origin ? [false, true] : [false]).map((symmetry) =>
			settings(algorithm, depth, symmetry)
		)
	)
);

const describeSettings = ({ algorithm, depthLimit, symmetry }: SearchSettings) =>
	`${algorithm}${symmetry ? ' symmetry' : ''} depth ${depthLimit}`;

const EMPTY = connect4Game('');
/** X to move, with a win in column 3 (and 7): X's 4, 5, 6 on the bottom row. */
const X_WINS = '445566';
/** O to move (X the AI) with a win in column 3 (and 7) on the bottom row. */
const O_WINS = '1445566';
/** 41 discs, no four in a row; the last disc (column 4) fills the board: a draw. */
const NEAR_DRAW = '75126666312554523177133671216347375544244';

/** A trace of `search` that is quick to make (one move left): the panel's listing is the search's. */
const shortTrace = (chosen: SearchSettings) => search(connect4Game(NEAR_DRAW), chosen);

/** The roles a search's listing must show, written out here rather than read from a listing. */
function expectedRoles({ algorithm }: SearchSettings): string[] {
	const table = traceDeclaration(algorithm).origin;
	return [
		...['otherTest', 'otherWin', 'aiTest', 'aiWin', 'moves', 'fullTest', 'draw'],
		...['depthTest', 'estimate', 'call', 'keep'],
		table ? 'store' : 'returnBest',
		...(traceDeclaration(algorithm).window ? ['cut', 'raiseAlpha', 'lowerBeta'] : []),
		...(algorithm === 'alphabeta-ordered' ? ['order'] : []),
		...(table ? ['lookup', 'hit'] : []),
		...(algorithm === 'alphabeta-table' ? ['narrowAlpha', 'narrowBeta', 'boundHit'] : [])
	].sort();
}

describe('Connect Four listings', () => {
	it('have a line for every role the search uses, each on one line, in every language', () => {
		for (const search of SETTINGS) {
			for (const language of CODE_LANGUAGES) {
				const { roles } = connect4Listing(EMPTY, search, language);
				const found = roles.filter((role) => role !== undefined);
				const name = `${describeSettings(search)} ${language}`;
				expect([...found].sort(), name).toEqual(expectedRoles(search));
				expect(new Set(found).size, name).toBe(found.length);
			}
		}
	});

	it('fit the narrow panel in both languages, notes included', () => {
		// Every line's faults, checked in one assertion (an expect per fact made this test spend
		// most of its time in expect).
		const faults: string[] = [];
		for (const search of SETTINGS) {
			const trace = shortTrace(search);
			for (const lang of ['en', 'zh'] as const) {
				for (const language of CODE_LANGUAGES) {
					for (const line of listingFor(trace, lang, language).lines) {
						const name = `${describeSettings(search)} ${lang} ${language}: ${line}`;
						if (!(columns(line) <= 46)) faults.push(`${name}: ${columns(line)} columns`);
						if (/\t/.test(line)) faults.push(`${name}: a tab`);
						// JavaScript and pseudocode indent by two; Python lines up with its brackets.
						if (language === 'js' && (/^ */.exec(line)?.[0].length ?? 0) % 2 !== 0)
							faults.push(`${name}: an odd indent`);
					}
				}
			}
		}
		expect(faults).toEqual([]);
	});

	it('are titled for Connect Four in both languages', () => {
		const titles = (lang: 'en' | 'zh') =>
			(['minimax', 'alphabeta', 'memo', 'alphabeta-ordered', 'alphabeta-table'] as const).map(
				(algorithm) => listingFor(shortTrace(settings(algorithm, 4)), lang).title
			);
		expect(titles('en')).toEqual([
			'Minimax on Connect Four',
			'Alpha-beta on Connect Four',
			'Minimax with a table, on Connect Four',
			'Alpha-beta, centre first, on Connect Four',
			'Alpha-beta with a table, on Connect Four'
		]);
		expect(titles('zh')).toEqual([
			'四子棋上的极小化极大算法',
			'四子棋上的 α-β 剪枝',
			'四子棋上带置换表的极小化极大算法',
			'四子棋上先试中间列的 α-β 剪枝',
			'四子棋上带置换表的 α-β 剪枝'
		]);
	});

	it('score a win as 100 plus the empty cells, and stop at the depth the search runs with', () => {
		const js = (search: SearchSettings, game: Game = EMPTY) =>
			connect4Listing(game, search, 'js').lines;
		const plain = js(settings('minimax', 4));
		expect(plain.slice(0, 11)).toEqual([
			'function minimax(board, player, depth) {',
			'  const win = 100 + emptyCount(board);',
			'  if (fourInRow(board, other(AI)))',
			'    return { score: -win };',
			'  if (fourInRow(board, AI))',
			'    return { score: win };',
			'  const columns = openColumns(board);',
			'  if (columns.length === 0)',
			'    return { score: 0 };',
			'  if (depth === 4)',
			'    return { score: evaluate(board) };'
		]);
		// A search named without a limit runs with the game's default, 4, and the listing says so.
		expect(js(settings('alphabeta', null))).toContain('  if (depth === 4)');
		expect(js(settings('alphabeta', 7))).toContain('  if (depth === 7)');
		expect(connect4Listing(EMPTY, settings('memo', 6), 'python').lines).toContain(
			'    if depth == 6:'
		);
		expect(connect4Listing(EMPTY, settings('memo', 6), 'pseudo').lines).toContain(
			'    return STORE(key, EVALUATE(board)), none'
		);
		expect(js(settings('alphabeta-ordered', 4))).toContain(
			'  for (const column of centreFirst(columns)) {'
		);
		expect(js(settings('memo', 4, true))[1]).toBe('  const key = canonical(board);');
		expect(js(settings('alphabeta-table', 4))).toContain('    return store(key, -win);');
	});

	it("document the helpers under the code, in the reader's language", () => {
		const trace = shortTrace;
		expect(listingFor(trace(settings('minimax', 4)), 'en').lines.slice(-6)).toEqual([
			"// drop: disc falls to the column's lowest gap",
			'// fourInRow: four of its discs in any line',
			'// emptyCount: more when the win comes sooner',
			'// evaluate: lines of 4 cells open to a side',
			'// worth 1, 3, 9 with 1, 2, 3 of its discs;',
			"// the AI's minus its opponent's, within ±90"
		]);
		expect(
			listingFor(trace(settings('alphabeta-ordered', 4)), 'en', 'python').lines.slice(-4)
		).toEqual([
			'# centre_first: open columns, 4 3 5 2 6 1 7',
			'# evaluate: lines of 4 cells open to a side',
			'# worth 1, 3, 9 with 1, 2, 3 of its discs;',
			"# the AI's minus its opponent's, within ±90"
		]);
		expect(
			listingFor(trace(settings('alphabeta-table', 4, true)), 'zh', 'pseudo').lines.slice(-8)
		).toEqual([
			'// DROP：棋子落到该列最低的空格',
			'// FOUR-IN-ROW：该方在某条线上连成四子',
			'// EMPTY-COUNT：空格数，赢得越早分越高',
			'// STORE：把值存入表中，再返回它',
			'// CANONICAL：棋盘与其镜像中较小的',
			'// EVALUATE：对一方仍开放的四格线',
			'// 其中有 1、2、3 子记 1、3、9 分；',
			'// AI 的减去对手的，限制在 ±90 内'
		]);
	});

	it('pin how long each listing is, in each language', () => {
		const lengths = (search: SearchSettings) =>
			CODE_LANGUAGES.map((language) => connect4Listing(EMPTY, search, language).lines.length);
		expect(
			Object.fromEntries(
				SETTINGS.filter(({ depthLimit }) => depthLimit === 4).map((search) => [
					describeSettings(search),
					lengths(search)
				])
			)
		).toEqual({
			'minimax depth 4': [31, 29, 28],
			'alphabeta depth 4': [38, 37, 32],
			'memo depth 4': [36, 34, 33],
			'memo symmetry depth 4': [37, 35, 34],
			'alphabeta-ordered depth 4': [39, 38, 33],
			'alphabeta-table depth 4': [53, 53, 44],
			'alphabeta-table symmetry depth 4': [54, 54, 45]
		});
	});

	it("are minimax's family, the five searches that write theirs over the game's pieces", () => {
		expect(ALGORITHMS).toEqual([
			'minimax',
			'alphabeta',
			'memo',
			'alphabeta-ordered',
			'alphabeta-table'
		]);
	});

	it('reach the panel through the search, unchanged: code lines as written, notes in words', () => {
		for (const search of SETTINGS) {
			const trace = shortTrace(search);
			for (const language of CODE_LANGUAGES) {
				const made = connect4Listing(trace.game, search, language);
				const shown = listingFor(trace, 'en', language).lines;
				expect(shown).toHaveLength(made.lines.length);
				made.lines.forEach((line, at) => {
					if (made.notes?.[at] === undefined) expect(shown[at]?.startsWith(line)).toBe(true);
					else expect(shown[at]).toMatch(/^(\/\/|#) /);
				});
			}
		}
	});
});

describe('the running line on Connect Four', () => {
	const text = (trace: Trace, index: number, language: CodeLanguage = 'js') =>
		listingFor(trace, 'en', language).lines[codeLineAt(trace, index, language) ?? -1];
	/** The first call matching `test`, so the test does not hard-code which call it is. */
	const first = (trace: Trace, test: (id: number) => boolean) => {
		for (let id = 1; id <= trace.calls; id++) if (test(id)) return id;
		throw new Error('no such call');
	};
	const child = (trace: Trace, column: number) =>
		first(trace, (id) => trace.parent(id) === 1 && trace.via(id) === column - 1);

	it("shows the AI's four in a row, its test and its quicker-win score", () => {
		const trace = search(connect4Game(X_WINS), settings('minimax', 2));
		const win = child(trace, 3);
		expect(trace.kind(win)).toBe('terminal');
		expect(text(trace, enterIndex(trace, win))).toBe('  if (fourInRow(board, AI))');
		expect(text(trace, returnIndex(trace, win))).toBe('    return { score: win };');
		expect(text(trace, returnIndex(trace, win), 'python')).toBe('        return win, None');
		expect(text(trace, returnIndex(trace, win), 'pseudo')).toBe('    return win, none');
		expect(trace.rootScore).toBe(100 + 42 - 7);
	});

	it("shows the opponent's four in a row, scored below zero", () => {
		const trace = search(connect4Game(O_WINS), settings('alphabeta', 3));
		const loss = child(trace, 3);
		expect(text(trace, enterIndex(trace, loss))).toBe('  if (fourInRow(board, other(AI)))');
		expect(text(trace, returnIndex(trace, loss))).toBe('    return { score: -win };');
		expect(text(trace, returnIndex(trace, loss), 'pseudo')).toBe('    return −win, none');
		expect(trace.score(loss)).toBe(-(100 + 42 - 8));
	});

	it('shows a full board tested and scored a draw, with its comment', () => {
		const trace = search(connect4Game(NEAR_DRAW), settings('memo', 4));
		expect(trace.calls).toBe(2);
		expect(text(trace, enterIndex(trace, 1))).toBe('  const columns = openColumns(board);');
		expect(text(trace, enterIndex(trace, 2))).toBe('  if (columns.length === 0)');
		expect(text(trace, returnIndex(trace, 2))).toBe('    return store(key, 0); // a draw');
		expect(text(trace, returnIndex(trace, 2), 'python')).toBe(
			'        return store(key, 0)  # a draw'
		);
		expect(
			listingFor(trace, 'zh', 'pseudo').lines[
				codeLineAt(trace, returnIndex(trace, 2), 'pseudo') ?? -1
			]
		).toBe('    return STORE(key, 0), none  // 平局');
		expect(text(trace, returnIndex(trace, 1))).toBe('  store(key, best.score);');
	});

	it('shows the depth check and the evaluation where the limit stops a call', () => {
		for (const algorithm of ALGORITHMS) {
			const trace = search(EMPTY, settings(algorithm, 2));
			const estimated = first(trace, (id) => trace.kind(id) === 'estimated');
			const stores = traceDeclaration(algorithm).origin;
			expect(text(trace, enterIndex(trace, estimated)), algorithm).toBe('  if (depth === 2)');
			expect(text(trace, returnIndex(trace, estimated)), algorithm).toBe(
				stores
					? '    return store(key, evaluate(board));'
					: '    return { score: evaluate(board) };'
			);
			expect(text(trace, enterIndex(trace, estimated), 'python')).toBe('    if depth == 2:');
			expect(text(trace, returnIndex(trace, estimated), 'pseudo')).toBe(
				stores ? '    return STORE(key, EVALUATE(board)), none' : '    return EVALUATE(board), none'
			);
		}
	});

	it('shows the ordered search trying the centre column first', () => {
		const trace = search(EMPTY, settings('alphabeta-ordered', 3));
		expect(text(trace, enterIndex(trace, 1))).toBe(
			'  for (const column of centreFirst(columns)) {'
		);
		expect(text(trace, enterIndex(trace, 1), 'python')).toBe(
			'    for column in centre_first(columns):'
		);
		expect(trace.via(2)).toBe(3);
		expect(text(trace, tryIndex(trace, 2))).toBe('      alphaBeta(child, next, depth + 1,');
		// FC2's value raises the root's alpha from −∞: the line that sets it (the keep test before).
		expect(text(trace, receiveIndex(trace, 2), 'pseudo')).toBe(
			'    if player = AI then α ← MAX(α, v)'
		);
	});

	it('lands on the cut where alpha-beta cuts, on a bound where the window moves, else on the keep test', () => {
		const trace = search(EMPTY, settings('alphabeta', 3));
		let cuts = 0;
		for (const language of CODE_LANGUAGES) {
			const lines = listingFor(trace, 'en', language).lines;
			const cut = lines.findIndex((line) =>
				/alpha >= beta\)? ?(break|:)|α ≥ β then exit/.test(line)
			);
			const keep = listingFor(trace, 'en', language).roles?.indexOf('keep');
			const lineOf = (role: string) => listingFor(trace, 'en', language).roles?.indexOf(role);
			for (let call = 2; call <= trace.calls; call++) {
				const cutting = cutOnReceive(trace, call).length > 0;
				if (cutting && language === 'js') cuts++;
				const change = receiveRule(trace, call)?.change;
				const expected = cutting
					? cut
					: change === 'raise-alpha'
						? lineOf('raiseAlpha')
						: change === 'lower-beta'
							? lineOf('lowerBeta')
							: keep;
				expect(codeLineAt(trace, receiveIndex(trace, call), language)).toBe(expected);
			}
		}
		expect(cuts).toBeGreaterThan(0);
	});

	it('shows a table hit, a bound narrowing the window, and a bound answering the call', () => {
		const memo = search(EMPTY, settings('memo', 4, true));
		const hit = first(memo, (id) => memo.kind(id) === 'hit');
		expect(text(memo, enterIndex(memo, hit))).toBe('  if (table.has(key))');
		expect(text(memo, returnIndex(memo, hit))).toBe('    return { score: table.get(key) };');
		expect(text(memo, returnIndex(memo, hit), 'python')).toBe('        return table[key], None');

		const table = search(connect4Game('4453'), settings('alphabeta-table', 5));
		const consulted = (bound: number) =>
			first(table, (id) => {
				const origin = table.origin(id);
				return table.kind(id) === 'searched' && origin !== null && table.bound(origin) === bound;
			});
		expect(text(table, enterIndex(table, consulted(LOWER)))).toBe(
			'    alpha = Math.max(alpha, entry.score);'
		);
		expect(text(table, enterIndex(table, consulted(UPPER)), 'python')).toBe(
			'        beta = min(beta, stored)'
		);
		const answered = (exact: boolean) =>
			first(
				table,
				(id) => table.kind(id) === 'hit' && (table.bound(table.origin(id) ?? 0) === EXACT) === exact
			);
		expect(text(table, enterIndex(table, answered(true)))).toBe('  const entry = table.get(key);');
		expect(text(table, returnIndex(table, answered(true)), 'pseudo')).toBe(
			'  if bound = exact then return stored, none'
		);
		expect(text(table, returnIndex(table, answered(false)))).toBe(
			'    return { score: entry.score };'
		);
		expect(codeLineAt(table, returnIndex(table, answered(false)))).toBe(
			listingFor(table, 'en').lines.indexOf('  if (alpha >= beta)') + 1
		);
		expect(text(table, returnIndex(table, 1))).toBe('  store(key, best.score, bound);');
	});

	it('puts each kind of moment on a line of its own, for every event of every search', () => {
		const games = [
			EMPTY,
			connect4Game(X_WINS),
			connect4Game(O_WINS, { ai: 'O' }),
			connect4Game('4453')
		];
		for (const game of games) {
			for (const chosen of SETTINGS.filter(({ depthLimit }) => depthLimit === 4)) {
				const trace = search(game, { ...chosen, depthLimit: 3 });
				const moments = Array.from({ length: eventCount(trace) }, (_, index) => {
					const { kind, call } = eventAt(trace, index);
					return momentOf(trace, kind, call);
				});
				for (const language of CODE_LANGUAGES) {
					const name = `${game.rootMoves} ${describeSettings(chosen)} ${language}`;
					const size = listingFor(trace, 'en', language).lines.length;
					const lines = new Map<string, Set<number | null>>();
					moments.forEach((moment, index) => {
						const line = codeLineAt(trace, index, language);
						lines.set(moment, (lines.get(moment) ?? new Set()).add(line));
					});
					// One line per kind of moment, and no two kinds of moment on one line.
					for (const [moment, set] of lines) expect([...set], `${name} ${moment}`).toHaveLength(1);
					const used = [...lines.values()].map((set) => [...set][0] ?? null);
					expect(new Set(used).size, name).toBe(used.length);
					for (const line of used) {
						expect(line, name).not.toBeNull();
						expect(line, name).toBeLessThan(size);
					}
				}
			}
		}
		expect(longestListing(search(EMPTY, settings('alphabeta-table', 2, true)))).toBe(54);
	});
});

/** What an event shows, told from the trace alone: which test fired, which table answer, and so on. */
function momentOf(trace: Trace, kind: string, call: number): string {
	if (kind === 'try') return 'try';
	if (kind === 'receive')
		return cutOnReceive(trace, call).length > 0
			? 'cut'
			: `receive:${receiveRule(trace, call)?.change ?? 'keep'}`;
	const origin = trace.origin(call);
	const leaving = kind === 'return';
	switch (trace.kind(call)) {
		case 'hit':
			return leaving ? `hit:${trace.bound(origin ?? 0) === EXACT}` : 'lookup';
		case 'estimated':
			return `${kind}:estimate`;
		case 'terminal':
			return `${kind}:${Math.sign(trace.score(call))}`;
		case 'searched':
			return leaving || origin === null ? `${kind}:searched` : `narrow:${trace.bound(origin)}`;
	}
}
