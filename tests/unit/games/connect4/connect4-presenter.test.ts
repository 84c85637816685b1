import { describe, expect, it } from 'vitest';
import { gameFor, type SearchId, type Trace } from '../../../../src/lib/engine';
import { search } from '../../../../src/lib/engine/run';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import { presenterFor, presenterOf } from '../../../../src/lib/games';
import '../../../../src/lib/view-registry/presenters';
import { everyExample } from '../../../../src/lib/games/entries';
import {
	DEEP_THREAT,
	EMPTY_CONNECT4,
	C4_ENDGAME,
	WIN_IN_ONE,
	connect4Entry
} from '../../../../src/lib/games/connect4/entry';
import '../../practice-forms';
import {
	PAGE_DEPTH_CEILING,
	connect4Presenter as presenter
} from '../../../../src/lib/games/connect4/view/presenter';
import { practiceFor } from '../../../../src/lib/practice/forms';
import { windowSums } from '../../../../src/lib/games/connect4/view/open-lines';
import { MESSAGES, type Lang } from '../../../../src/lib/i18n';
import { connect4View } from '../../../../src/lib/games/connect4/view/view-messages';
import { narrate } from '../../../../src/lib/player/narration';
import { readQuery, writeQuery, DEFAULT_QUERY } from '../../../../src/lib/player/query';
import { StepMap } from '../../../../src/lib/player/steps';

const run = (
	moves: string,
	depthLimit: number,
	algorithm: SearchId = 'minimax',
	ai: 'X' | 'O' = 'X'
) => search(connect4Game(moves, { ai }), { algorithm, depthLimit, symmetry: false });

/** The query a link reads, with its problems written out in `lang`. */
const read = (text: string, lang: Lang = 'en') => {
	const { query, problems } = readQuery(new URLSearchParams(text));
	return { query, problems: problems.map((problem) => problem(MESSAGES[lang])) };
};

/** The call that `path` (columns 1-7 as a string) reaches from the root. */
function callAt(trace: Trace, path: string): number {
	let call = 1;
	for (const char of path) {
		const next = trace.childList(call).ids.find((child) => trace.via(child) === Number(char) - 1);
		if (next === undefined) throw new Error(`no call at ${path}`);
		call = next;
	}
	return call;
}

describe('the Connect Four presenter', () => {
	it('is registered for its kind, and chosen for its games', () => {
		expect(presenterOf('connect4')).toBe(presenter);
		expect(presenterFor(connect4Game('44'))).toBe(presenter);
	});

	it('labels moves as columns 1-7 and values with their sign', () => {
		const trace = run('4453', 1);
		const first = callAt(trace, '1');
		expect(presenter.linkLabel(trace, first)).toBe('X→1');
		expect(presenter.linkLabel(trace, callAt(trace, '7'))).toBe('X→7');
		expect(presenter.linkLabel(trace, 1)).toBe('');
		expect(presenter.moveName(3, 'en')).toBe('column 4');
		expect(presenter.moveName(3, 'zh')).toBe('第 4 列');
		expect(presenter.moveList([3, 2, 4])).toBe('4, 3, 5');
		expect([104, -3, 0, Infinity, -Infinity].map(presenter.value)).toEqual([
			'+104',
			'−3',
			'0',
			'+∞',
			'−∞'
		]);
		const game = connect4Game('4453', { ai: 'O' });
		expect(presenter.side(game, game.root, 'en')).toBe('X min');
		expect(presenter.marker(game, game.root, false)).toBe('X▼');
		// Its nodes have no numbers and no values shown before they are searched: it leaves them out.
		expect('nodeNumber' in presenter).toBe(false);
		expect('knownValue' in presenter).toBe(false);
	});

	it('names a call with its depth, move, side, move string and score', () => {
		const trace = run('4453', 1);
		const call = callAt(trace, '2');
		expect(presenter.describeCall(trace, call, 5, 'en')).toBe(
			`FC${call}, depth 1, after X in column 2, O to move (min), moves 44532, returned +5`
		);
		expect(presenter.describeCall(trace, 1, null, 'zh')).toBe(
			'FC1，深度 0，轮到 X 走（极大），着法 4453'
		);
		expect(presenter.describeCall(run('', 1), 1, null, 'en')).toContain('empty board');
		expect(presenter.describeUnsearched(trace.game, 0, 6, 'en')).toBe('Board after column 7');
	});

	it('heads the page with the position and the calls', () => {
		expect(presenter.summary(connect4Game(''), 2801, 'en')).toBe(
			'Connect Four (empty board) · X to move, AI X maximises · 2,801 calls'
		);
		expect(presenter.summary(connect4Game('4453', { ai: 'O' }), 12, 'zh')).toBe(
			'四子棋 4453 · 轮到 X 走，AI O 取极大 · 12 次调用'
		);
	});

	it('strikes the four in a row through the last disc', () => {
		// X up column 4: cells are numbered top row first, so column 4 (index 3) bottom-up is 38, 31, 24, 17.
		const game = connect4Game('4343434');
		expect(presenter.winningLine(game, game.root, 3)).toEqual([38, 31, 24, 17]);
		// Across the bottom row, columns 1-4: cells 35-38.
		const across = connect4Game('1122334');
		expect(presenter.winningLine(across, across.root, 3)).toEqual([35, 36, 37, 38]);
		const open = connect4Game('4453');
		expect(presenter.winningLine(open, open.root, 2)).toBeNull();
	});

	it('offers depth limits 1-12 and requires one', () => {
		expect(PAGE_DEPTH_CEILING).toBe(12);
		expect(presenter.depthCeiling(connect4Game(''))).toBe(12);
		expect(presenter.depthLimitRequired).toBe(true);
		expect(presenterOf('board').depthLimitRequired ?? false).toBe(false);
		expect(presenterOf('board').depthCeiling(gameFor(DEFAULT_QUERY.source))).toBe(9);
	});

	it('explains its scores and estimate in a note, in both languages', () => {
		const en = presenter.evaluationNote('en');
		const zh = presenter.evaluationNote('zh');
		expect(en.paragraphs.join(' ')).toContain('69 lines of four');
		expect(zh.paragraphs.join('')).toContain('69 条');
		expect(presenterOf('board').evaluationNote).toBeUndefined();
	});

	it('refuses practice politely, in both languages', () => {
		const refusal = practiceFor(connect4Game('44')).refusal(connect4Game('44'), 'minimax');
		expect(refusal?.(MESSAGES.en)).toContain('too big to work out by hand');
		expect(refusal?.(MESSAGES.zh)).toContain('无法手算');
	});
});

describe('Connect Four links', () => {
	it('read game, moves and ai, and write only what is not the default', () => {
		const { query, problems } = read('game=connect4&moves=4453&ai=O');
		expect(problems).toEqual([]);
		expect(query.source).toEqual({ kind: 'connect4', moves: '4453', ai: 'O' });
		expect(writeQuery({ ...DEFAULT_QUERY, source: query.source })).toBe(
			'?game=connect4&moves=4453&ai=O'
		);
		const empty = read('game=connect4').query.source;
		expect(empty).toEqual({ kind: 'connect4', moves: '', ai: 'X' });
		expect(writeQuery({ ...DEFAULT_QUERY, source: empty })).toBe('?game=connect4');
		expect(read('moves=44').query.source).toEqual({ kind: 'connect4', moves: '44', ai: 'X' });
	});

	it('round-trip a search with its depth', () => {
		const written = writeQuery({
			...DEFAULT_QUERY,
			source: { kind: 'connect4', moves: '1443', ai: 'X' },
			search: { algorithm: 'alphabeta', depthLimit: 4, symmetry: false },
			step: 7
		});
		expect(written).toBe('?game=connect4&moves=1443&algo=alphabeta&depth=4&step=7');
		const back = read(written.slice(1));
		expect(back.problems).toEqual([]);
		expect(back.query.source).toEqual({ kind: 'connect4', moves: '1443', ai: 'X' });
		expect(back.query.search).toEqual({ algorithm: 'alphabeta', depthLimit: 4, symmetry: false });
		expect(back.query.step).toBe(7);
	});

	it('report a refused move string with its reason and open the moves before it', () => {
		const column = read('game=connect4&moves=4483');
		expect(column.query.source).toEqual({ kind: 'connect4', moves: '44', ai: 'X' });
		expect(column.problems).toHaveLength(1);
		expect(column.problems[0]).toContain('"8"');
		expect(column.problems[0]).toContain('Opening the moves before it instead: 44.');
		const full = read('game=connect4&moves=4444444');
		expect(full.query.source).toMatchObject({ moves: '444444' });
		expect(full.problems[0]).toMatch(/full/);
		const won = read('game=connect4&moves=43434345');
		expect(won.query.source).toMatchObject({ moves: '4343434' });
		expect(won.problems[0]).toMatch(/after the game is over/);
		const long = read(`game=connect4&moves=${'1234567'.repeat(7)}`);
		expect(long.problems).toHaveLength(1);
		const bad = read('game=connect4&moves=x', 'zh');
		expect(bad.query.source).toMatchObject({ moves: '' });
		expect(bad.problems[0]).toContain('改为打开空的四子棋棋盘');
		expect(read('game=chess&moves=44').problems[0]).toContain('chess');
	});

	it('refuse a tic-tac-toe option on a Connect Four position', () => {
		const { query, problems } = read('game=connect4&moves=44&scoring=unit');
		expect(query.source).toEqual({ kind: 'connect4', moves: '44', ai: 'X' });
		expect(problems).toHaveLength(1);
	});
});

describe('the Connect Four examples', () => {
	it('are in the Example menu after the other games, each with its depth limit', () => {
		const ids = everyExample().map((example) => example.id);
		expect(ids.slice(-4)).toEqual(['c4-win', 'c4-threat', 'c4-empty', 'c4-endgame']);
		expect(
			[WIN_IN_ONE, DEEP_THREAT, EMPTY_CONNECT4, C4_ENDGAME].map((example) => example.depthLimit)
		).toEqual([2, 4, 4, 4]);
		for (const example of connect4Entry.examples) {
			expect(MESSAGES.en.page[example.label]).not.toBe('');
			expect(MESSAGES.zh.page[example.label]).not.toBe('');
		}
	});

	it('win in one: X plays column 4 at once, scoring 135 (a win on the 7th disc), at every depth', () => {
		for (let depth = 1; depth <= 4; depth++) {
			const trace = run(
				WIN_IN_ONE.source.kind === 'connect4' ? WIN_IN_ONE.source.moves : '',
				depth
			);
			expect(trace.rootMove).toBe(3);
			expect(trace.rootScore).toBe(135);
		}
	});

	it('the threat: depth 3 stacks on column 3, a loss; depth 4 and deeper block in column 5', () => {
		const moves = DEEP_THREAT.source.kind === 'connect4' ? DEEP_THREAT.source.moves : '';
		const shallow = run(moves, 3, 'alphabeta');
		expect(shallow.rootMove).toBe(2);
		expect(shallow.rootScore).toBe(13);
		for (const depth of [4, 5, 7]) {
			const deep = run(moves, depth, 'alphabeta');
			expect(deep.rootMove).toBe(4);
		}
		expect(run(moves, 4, 'alphabeta').rootScore).toBe(-2);
		// After column 3, O makes an open three on the bottom row and wins on the 8th disc.
		const after = run(`${moves}3`, 4, 'alphabeta');
		expect(after.rootScore).toBe(-(100 + 42 - 8));
		// The example as it opens: 993 calls.
		expect(run(moves, 4, 'alphabeta').calls).toBe(993);
	});

	it('the empty board at depth 4: 1 + 7 + 49 + 343 + 2,401 calls', () => {
		const trace = run('', EMPTY_CONNECT4.depthLimit ?? 0);
		expect(trace.calls).toBe(2801);
	});
});

describe('the Connect Four narration', () => {
	const tell = (trace: Trace, step: number, lang: Lang) =>
		narrate(trace, new StepMap(trace, 'event'), step, { lang }).text;

	it('names columns, the four in a row and the evaluation', () => {
		const win = run('434343', 1);
		const steps = new StepMap(win, 'event');
		const texts = Array.from({ length: steps.last + 1 }, (_, step) => tell(win, step, 'en'));
		expect(texts[0]).toContain('Connect Four board, X to move');
		expect(texts.some((text) => text.includes("drops X's disc in column 4"))).toBe(true);
		expect(
			texts.some((text) =>
				text.includes('has four in a row from column 4, row 1 to column 4, row 4')
			)
		).toBe(true);
		expect(
			texts.some((text) =>
				/Open lines of four score 1, 3 or 9 by their discs: X \(the AI\) \d+, O \(the human\) \d+, so \d+ − \d+ = [+-]?\d+\./.test(
					text
				)
			)
		).toBe(true);
		expect(texts.at(-1)).toContain('plays column 4, score +135');
		const zh = Array.from({ length: steps.last + 1 }, (_, step) => tell(win, step, 'zh'));
		expect(zh.some((text) => text.includes('从第 4 列第 1 行到第 4 列第 4 行连成四子'))).toBe(true);
		expect(zh.at(-1)).toContain('下在第 4 列');
	});

	it('gives the ordered search its centre-first order', () => {
		const ordered = run('', 2, 'alphabeta-ordered');
		const steps = new StepMap(ordered, 'event');
		const enter = tell(ordered, 1, 'en');
		expect(steps.last).toBeGreaterThan(1);
		expect(enter).toContain('it will try, in order, columns 4, 3, 5, 2, 6, 1 and 7');
		expect(enter).toContain('centre first, then outwards (columns 4, 3, 5, 2, 6, 1, 7)');
		expect(tell(ordered, 1, 'zh')).toContain('先中间，再向两边');
	});

	it('says a finished game is over, and why', () => {
		const over = run('4343434', 3);
		expect(over.calls).toBe(1);
		expect(tell(over, 0, 'en')).toBe(
			'This game is already over: X (the AI) has four in a row from column 4, row 1 to column 4, row 4. X wins. There is nothing to search; the score is +135.'
		);
	});

	it("sums each side's open lines exactly as the evaluation does", () => {
		for (const moves of ['', '4', '4453', '1443', '434343', '4455', '3443', '12345671234567']) {
			const game = connect4Game(moves);
			const { x, o } = windowSums(game.root);
			expect(Math.max(-90, Math.min(90, x - o))).toBe(game.evaluate(game.root));
		}
		// The empty board's windows hold no disc: nothing for either side.
		expect(windowSums(connect4Game('').root)).toEqual({ x: 0, o: 0 });
		// One disc in the centre of the bottom row sits in 7 windows (4 across, 1 up, 1 on each diagonal).
		expect(windowSums(connect4Game('4').root)).toEqual({ x: 7, o: 0 });
	});
});

describe("the evaluation's sentence", () => {
	const told = (lang: Lang, aiSum: number, otherSum: number, value: string, held: boolean) =>
		connect4View[lang].evaluation({ ai: 'X', aiSum, other: 'O', otherSum, value, held });

	it('shows the subtraction, and says when the difference is held at ±90', () => {
		expect(told('en', 23, 19, '+4', false)).toBe(
			'Open lines of four score 1, 3 or 9 by their discs: X 23, O 19, so 23 − 19 = +4.'
		);
		expect(told('en', 120, 10, '+90', true)).toBe(
			'Open lines of four score 1, 3 or 9 by their discs: X 120, O 10, so 120 − 10 is held at +90.'
		);
		expect(told('zh', 120, 10, '+90', true)).toContain('所以 120 − 10 限制为 +90。');
		expect(told('zh', 23, 19, '+4', false)).toContain('所以 23 − 19 = +4。');
	});
});
