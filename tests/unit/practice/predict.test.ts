import { describe, expect, it } from 'vitest';
import { plainSearch, type SearchId } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { MESSAGES } from '../../../src/lib/i18n';
import { predict } from '../../../src/lib/i18n/predict';
import { StepMap, type Granularity } from '../../../src/lib/player/steps';
import { readQuery, writeQuery } from '../../../src/lib/player/query';
import { CALL_MOMENTS, type MomentKind } from '../../../src/lib/player/stops';
import { writeStops } from '../../../src/lib/player/stops-link';
import {
	judge,
	momentsOf,
	stopTally,
	stopsOf,
	type Moment,
	type SelectMoment
} from '../../../src/lib/practice/predict';
import { ARTICLE_BOARD } from '../traces';
import { presenterFor } from '../../../src/lib/games/presenters';
import { DEFAULT_EXPLORATION } from '../../../src/lib/searches/mcts/rule';
import { recordMcts } from '../../../src/lib/searches/mcts/trace';
import { selectMoments } from '../../../src/lib/searches/mcts/view/moments';
import { mctsTreeStep } from '../../../src/lib/searches/mcts/view/tree-step';
import { connect4Game } from '../../../src/lib/games/connect4/rules';

/**
 * "Predict, then see" (issue 43): where the page stops on AIMA Figure 5.2 and the article's board,
 * what it asks and its right answer there, the verdict on a right and a wrong guess of each kind,
 * and the stops a link carries.
 */

const FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';
const figure = (algorithm: SearchId) => search(parseTree(FIGURE_5_2), plainSearch(algorithm));
const board = search(boardGame(ARTICLE_BOARD), plainSearch('minimax'));

/** A moment as a line: its kind, the call asked about (and the child weighed) and the answer. */
const line = (moment: Moment): string =>
	`${moment.kind} FC${moment.call}${moment.kind === 'cut' ? `<FC${moment.child}` : ''} = ${moment.answer}`;

/** The stops of `trace` by step, each as its lines in the order asked ("reveal": none). */
function stopLines(
	trace: ReturnType<typeof figure>,
	kinds: readonly MomentKind[],
	steps: readonly number[] = [],
	by: Granularity = 'call'
): Record<number, string> {
	const stops = stopsOf(momentsOf(trace), new StepMap(trace, by), { kinds, steps });
	return Object.fromEntries(
		[...stops].map(([step, moments]) => [step, moments.map(line).join('; ') || 'reveal'])
	);
}

/** The first moment asked at `step` for the kinds given. */
function askedAt(trace: ReturnType<typeof figure>, kinds: readonly MomentKind[], step: number) {
	const stops = stopsOf(momentsOf(trace), new StepMap(trace, 'call'), { kinds, steps: [] });
	const moment = stops.get(step)?.[0];
	if (!moment) throw new Error(`No stop at step ${step}.`);
	return moment;
}

describe('the moments asked about', () => {
	it('minimax on Figure 5.2 stops before each min node returns: B 3, C 2, D 2, then A 3', () => {
		// By call the root returns on D's step: both are asked there, in order (issue 43).
		expect(stopLines(figure('minimax'), ['value'])).toEqual({
			6: 'value FC2 = 3',
			10: 'value FC6 = 2',
			14: 'value FC10 = 2; value FC1 = 3'
		});
		// By event, before each return event itself (the root's too).
		expect(stopLines(figure('minimax'), ['value'], [], 'event')).toEqual({
			16: 'value FC2 = 3',
			32: 'value FC6 = 2',
			48: 'value FC10 = 2',
			50: 'value FC1 = 3'
		});
	});

	it('alpha-beta on Figure 5.2 asks where C cuts after its first leaf, 2', () => {
		expect(stopLines(figure('alphabeta'), ['value', 'cut'])).toEqual({
			3: 'cut FC2<FC3 = false',
			4: 'cut FC2<FC4 = false',
			6: 'value FC2 = 3; cut FC1<FC2 = false',
			7: 'cut FC6<FC7 = true',
			8: 'value FC6 = 2; cut FC1<FC6 = false',
			9: 'cut FC8<FC9 = false',
			10: 'cut FC8<FC10 = false',
			12: 'value FC8 = 2; value FC1 = 3'
		});
		expect(stopLines(figure('alphabeta'), ['cut'])).toEqual({
			3: 'cut FC2<FC3 = false',
			4: 'cut FC2<FC4 = false',
			6: 'cut FC1<FC2 = false',
			7: 'cut FC6<FC7 = true',
			8: 'cut FC1<FC6 = false',
			9: 'cut FC8<FC9 = false',
			10: 'cut FC8<FC10 = false'
		});
		const cut = askedAt(figure('alphabeta'), ['cut'], 7);
		expect(cut).toMatchObject({ value: 2, alpha: 3, beta: 2, cut: 2 });
	});

	it('expectimax on Figure 5.2 asks for each chance node’s average: 23/3, 4, 7', () => {
		expect(stopLines(figure('expectimax'), ['chance'])).toEqual({
			6: 'chance FC2 = 23/3',
			10: 'chance FC6 = 4',
			14: 'chance FC10 = 7'
		});
		const b = askedAt(figure('expectimax'), ['chance'], 6);
		expect(b.kind === 'chance' && b.weights?.map(String)).toEqual(['1/3', '1/3', '1/3']);
		// Its min nodes are chance nodes: the root's return is the one value stop, at the end.
		expect(stopLines(figure('expectimax'), ['value'])).toEqual({ 14: 'value FC1 = 23/3' });
	});

	it('minimax on the article’s board stops before FC2, FC7 and FC6 return (FC6 backs up a minimum)', () => {
		expect(stopLines(board, ['value'])).toEqual({
			5: 'value FC2 = -10',
			9: 'value FC7 = 10',
			10: 'value FC6 = -10; value FC1 = 10'
		});
		// Alpha-beta: FC6's cut, the board's only one, comes back on FC7's return step.
		const cutting = search(boardGame(ARTICLE_BOARD), plainSearch('alphabeta'));
		expect(stopLines(cutting, ['value', 'cut'])[8]).toBe('value FC7 = 10; cut FC6<FC7 = true');
		const min = askedAt(board, ['value'], 10);
		expect(min.kind === 'value' && [min.node, min.values.map(String), min.best]).toEqual([
			'min',
			['10', '-10'],
			true
		]);
	});

	it('the settings count the stops and the questions asked there, each word its own plural', () => {
		// Alpha-beta on Figure 5.2 stops 8 times (above); three of those steps ask twice: 11.
		const tally = (trace: ReturnType<typeof figure>, kinds: MomentKind[], steps: number[]) =>
			stopTally(stopsOf(momentsOf(trace), new StepMap(trace, 'call'), { kinds, steps }));
		expect(tally(figure('alphabeta'), ['value', 'cut'], [])).toEqual({ stops: 8, questions: 11 });
		// A step marked by hand with no moment asks one question (what comes next).
		expect(tally(figure('minimax'), ['value'], [1, 6])).toEqual({ stops: 4, questions: 5 });
		expect(tally(figure('alphabeta'), [], [2])).toEqual({ stops: 1, questions: 1 });
		expect(tally(figure('alphabeta'), [], [])).toEqual({ stops: 0, questions: 0 });
		const { en, zh } = predict;
		expect([en.stops(1, 1), en.stops(1, 2), en.stops(8, 11), en.stops(0, 0)]).toEqual([
			'1 stop, 1 question',
			'1 stop, 2 questions',
			'8 stops, 11 questions',
			'0 stops, 0 questions'
		]);
		expect(zh.stops(8, 11)).toBe('8 处暂停，11 个问题');
	});

	it('a step marked by hand stops with the first moment there, or only reveals', () => {
		expect(stopLines(figure('alphabeta'), [], [2, 7, 99])).toEqual({
			2: 'reveal',
			7: 'cut FC6<FC7 = true'
		});
		expect(stopLines(figure('minimax'), ['value'], [1, 6])).toEqual({
			1: 'reveal',
			6: 'value FC2 = 3',
			10: 'value FC6 = 2',
			14: 'value FC10 = 2; value FC1 = 3'
		});
	});
});

describe('the verdict on a guess', () => {
	it('a value: right when it is the value returned, wrong otherwise, none when no number', () => {
		const b = askedAt(figure('minimax'), ['value'], 6);
		expect([judge(b, '3'), judge(b, ' 3 '), judge(b, '12'), judge(b, '8')]).toEqual([
			true,
			true,
			false,
			false
		]);
		expect([judge(b, 'three'), judge(b, ''), judge(b, true)]).toEqual([null, null, null]);
		const fc6 = askedAt(board, ['value'], 10);
		expect([judge(fc6, '-10'), judge(fc6, '−10'), judge(fc6, '+10'), judge(fc6, '10')]).toEqual([
			true,
			true,
			false,
			false
		]);
	});

	it('an average: exact, or to two places; 7.7 is not 23/3', () => {
		const b = askedAt(figure('expectimax'), ['chance'], 6);
		expect(['23/3', '7.67', '46/6', '7.7', '7', '8'].map((guess) => judge(b, guess))).toEqual([
			true,
			true,
			true,
			false,
			false,
			false
		]);
	});

	it('a cut: yes where the caller stops, no where it goes on', () => {
		const cut = askedAt(figure('alphabeta'), ['cut'], 7);
		const open = askedAt(figure('alphabeta'), ['cut'], 3);
		expect([judge(cut, true), judge(cut, false), judge(open, false), judge(open, true)]).toEqual([
			true,
			false,
			true,
			false
		]);
		expect(judge(cut, '2')).toBeNull();
	});

	it('says why a cut happens with its count of moves in words, one move or more', () => {
		// Figure 5.2's C cuts 2 moves after its 2; a call cutting 1 move says so in the singular.
		expect(askedAt(figure('alphabeta'), ['cut'], 7)).toMatchObject({ cut: 2 });
		const why = (lang: 'en' | 'zh', count: number) =>
			predict[lang].why.cut('FC6', 'α 3 ≥ β 2', count);
		expect(why('en', 2)).toBe(
			'α 3 ≥ β 2: nothing FC6 finds now can change the choice above it, so its 2 moves left are cut.'
		);
		expect(why('en', 1)).toBe(
			'α 3 ≥ β 2: nothing FC6 finds now can change the choice above it, so its last move is cut.'
		);
		expect(why('zh', 1)).toBe(
			'α 3 ≥ β 2：FC6 再找到什么也改变不了上层的选择，所以剪掉剩下的 1 个走法。'
		);
	});
});

describe('stops in a link', () => {
	const tree = `tree=${encodeURIComponent(FIGURE_5_2)}`;

	it('a link with stops reopens with them, written back the same', () => {
		const link = `?${tree}&algo=alphabeta&predict=value%2Ccut%2C7%2C12`;
		const { query, problems } = readQuery(new URLSearchParams(link));
		expect(problems).toEqual([]);
		expect(query.predict).toEqual({ kinds: ['value', 'cut'], steps: [7, 12] });
		expect(writeQuery(query)).toBe(link);
		expect(readQuery(new URLSearchParams(writeQuery(query))).query).toEqual(query);
	});

	it('any case and order is read; an item not known is said and dropped', () => {
		const { query, problems } = readQuery(new URLSearchParams('predict=12,CHANCE,soon,value'));
		expect(query.predict).toEqual({ kinds: ['value', 'chance'], steps: [12] });
		expect(problems.map((problem) => problem(MESSAGES.en))).toEqual([
			'The link\'s predict="soon" is not one of value, cut, chance, select; using value,chance,12.'
		]);
	});

	it('a link without stops opens as before and is written with the same bytes', () => {
		for (const link of ['', `?${tree}&step=4`, '?algo=alphabeta&step=7', '?predict=']) {
			const { query } = readQuery(new URLSearchParams(link));
			expect(query).not.toHaveProperty('predict');
			expect(writeQuery(query)).toBe(link === '?predict=' ? '' : link);
		}
	});
});

describe("MCTS's selection as a moment", () => {
	const game = boardGame(ARTICLE_BOARD);
	const trace = recordMcts(game, game.root, {
		iterations: 12,
		seed: 1,
		exploration: DEFAULT_EXPLORATION
	});
	const moments = selectMoments(trace, presenterFor(game));

	it('stops by phase before each selection at the root once its moves are all tried', () => {
		expect(moments.map((moment) => moment.event)).toEqual([13, 17, 21, 25, 29, 33, 37, 41, 45]);
		const first = moments[0]!;
		expect(first.options.map((option) => option.name)).toEqual(['X→1', 'X→4', 'X→6']);
		expect(first.options.map((option) => option.ucb.toFixed(4))).toEqual([
			'1.4823',
			'2.4823',
			'1.4823'
		]);
		expect(moments.map((moment) => moment.answer)).toEqual([2, 2, 2, 2, 1, 3, 3, 2, 2]);
	});

	it('by iteration (its default unit), before each whole iteration whose root chooses (issue 43)', () => {
		const whole = selectMoments(trace, presenterFor(game), 'call');
		expect(whole.map((moment) => moment.event)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
		// The same choices, weighed by the counts the step before shows.
		expect(whole.map(({ answer, options }) => ({ answer, options }))).toEqual(
			moments.map(({ answer, options }) => ({ answer, options }))
		);
		const stops = stopsOf(
			whole,
			{ last: 12, stepOf: (s) => s, eventOf: (s) => s },
			{ kinds: ['select'], steps: [] }
		);
		expect([...stops.keys()]).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
	});

	it('a guess of the child of greatest UCB1 is right, any other wrong, a stranger asked again', () => {
		for (const moment of moments) {
			const best = Math.max(...moment.options.map((option) => option.ucb));
			const right = moment.options.find((option) => option.node === moment.answer)!;
			expect(right.ucb).toBe(best);
			expect(judge(moment, String(right.node))).toBe(true);
			const wrong = moment.options.find((option) => option.ucb < best)!;
			expect(judge(moment, String(wrong.node))).toBe(false);
			expect(judge(moment, '9999')).toBeNull();
		}
		// At step 29, X→1 and X→6 tie for the greatest UCB1: either is right.
		expect([1, 2, 3].map((node) => judge(moments[4]!, String(node)))).toEqual([true, false, true]);
	});

	it('on Connect Four, 80 iterations: every choice the root makes once its 7 moves are tried', () => {
		const c4 = connect4Game('4453');
		const run = recordMcts(c4, c4.root, {
			iterations: 80,
			seed: 1,
			exploration: DEFAULT_EXPLORATION
		});
		const listed = selectMoments(run, presenterFor(c4));
		// Iterations 1-7 make the root's children; from 8 on the root chooses (phase steps 29, 33, …).
		expect(listed.map((moment) => moment.event)).toEqual(
			Array.from({ length: 73 }, (_, k) => 4 * (k + 8) - 3)
		);
		expect(listed.every((moment) => moment.call === 0)).toBe(true);
		expect(listed.map((moment) => moment.answer).join('')).toBe(
			'7125743672634152314527427464341532733462517273427666615354227463511277436'
		);
		const weighed = (moment: SelectMoment) =>
			moment.options.map((option) => `${option.name} ${option.ucb.toFixed(4)}`).join(', ');
		expect(weighed(listed[0]!)).toBe(
			'X→1 2.9209, X→2 2.9135, X→3 2.0135, X→4 2.0283, X→5 2.8913, X→6 2.0135, X→7 2.9654'
		);
		// The counts the question shows with each child are the ones its UCB1 is worked from:
		// W/N + C·√(ln N_root / N), the root's N the children's sum (iteration 8: N = 1 each).
		for (const { options } of listed) {
			const root = options.reduce((sum, option) => sum + option.visits, 0);
			for (const { ucb, visits, wins } of options)
				expect(ucb).toBeCloseTo(
					wins / visits + DEFAULT_EXPLORATION * Math.sqrt(Math.log(root) / visits),
					12
				);
		}
		expect(listed[0]!.options.map((option) => option.visits)).toEqual([1, 1, 1, 1, 1, 1, 1]);
		expect(listed[72]!.options.reduce((sum, option) => sum + option.visits, 0)).toBe(79);
		expect(weighed(listed[72]!)).toBe(
			'X→1 1.3302, X→2 1.3011, X→3 1.2802, X→4 1.2908, X→5 1.3212, X→6 1.3467, X→7 1.2943'
		);
		// The same choice the drawn tree marks at that step, read there along the whole path.
		for (const moment of listed) {
			const root = mctsTreeStep(run, { iteration: (moment.event + 3) / 4, phase: 'select' })
				.choices[0]!;
			expect([moment.answer, moment.options]).toEqual([
				root.chosen,
				root.options.map(({ node, ucb, visits, wins }) => ({
					node,
					name: `X→${node}`,
					ucb,
					visits,
					wins
				}))
			]);
		}
	});

	it('a link with the new stop reopens with it, other links written as before', () => {
		const link = '?algo=mcts&iterations=12&by=event&predict=select%2C5';
		const { query, problems } = readQuery(new URLSearchParams(link));
		expect(problems).toEqual([]);
		expect(query.predict).toEqual({ kinds: ['select'], steps: [5] });
		expect(writeQuery(query)).toBe(link);
		// Predict mode turned on for a call trace writes what it wrote before the new kind.
		expect(writeStops({ kinds: CALL_MOMENTS, steps: [] })).toBe('value,cut,chance');
		const stops = stopsOf(
			moments,
			{ last: 48, stepOf: (s) => s, eventOf: (s) => s },
			query.predict!
		);
		expect([...stops.keys()]).toEqual([5, 13, 17, 21, 25, 29, 33, 37, 41, 45]);
		expect(stops.get(5)).toEqual([]);
	});
});
