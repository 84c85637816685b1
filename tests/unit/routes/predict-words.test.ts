import { describe, expect, it } from 'vitest';
import { plainSearch } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { presenterFor } from '../../../src/lib/games/presenters';
import { predict } from '../../../src/lib/i18n/predict';
import { judge } from '../../../src/lib/practice/predict';
import { DEFAULT_EXPLORATION } from '../../../src/lib/searches/mcts/rule';
import { recordMcts } from '../../../src/lib/searches/mcts/trace';
import { selectMoments } from '../../../src/lib/searches/mcts/view/moments';
import { momentWords, ucbDigits } from '../../../src/routes/predict.svelte';

// Predict mode's words on MCTS's selection (issue 43, V16): the page's Connect Four link
// `?game=connect4&moves=5266176457322546753413415661&algo=mcts&predict=select` (1,000 iterations,
// seed 1), by iteration. Before iteration 11 X→1 and X→7 tie at the greatest UCB1: either is
// judged right, and a guess of X→7 is told it ties, the search taking X→1 (made first).
describe('the why of a selection names the child guessed when it ties the one chosen', () => {
	const game = connect4Game('5266176457322546753413415661');
	const presenter = presenterFor(game);
	const trace = recordMcts(game, game.root, {
		iterations: 1000,
		seed: 1,
		exploration: DEFAULT_EXPLORATION
	});
	// The page's call trace of the same position (the panel passes it; a selection's words need
	// only the run's moment).
	const calls = search(game, plainSearch('minimax'));
	const moment = selectMoments(trace, presenter, 'call').find((m) => m.event === 11)!;
	const node = (name: string) => String(moment.options.find((o) => o.name === name)!.node);
	const ucb = 'X→1 2.27, X→2 2.14, X→3 2.00, X→4 2.03, X→5 2.26, X→7 2.27';

	it('X→1 and X→7 tie; the search takes X→1, the first made', () => {
		const named = moment.options.map((o) => o.name);
		expect(named).toEqual(['X→1', 'X→2', 'X→3', 'X→4', 'X→5', 'X→7']);
		expect(moment.options[0]!.ucb).toBe(moment.options[5]!.ucb);
		expect(moment.options.find((o) => o.node === moment.answer)!.name).toBe('X→1');
		expect(['X→1', 'X→7', 'X→5'].map((name) => judge(moment, node(name)))).toEqual([
			true,
			true,
			false
		]);
	});

	it('in both languages: X→7 ties X→1, X→1 and a wrong guess say only the choice', () => {
		for (const lang of ['en', 'zh'] as const) {
			const words = (guess: string | null) =>
				momentWords(moment, calls, presenter, lang, guess).why;
			const t = predict[lang].why;
			expect(words(node('X→7'))).toBe(t.tie(ucb, 'X→7', 'X→1'));
			expect(words(node('X→1'))).toBe(t.select(ucb, 'X→1'));
			expect(words(node('X→5'))).toBe(t.select(ucb, 'X→1'));
			expect(words(null)).toBe(t.select(ucb, 'X→1'));
		}
		expect(momentWords(moment, calls, presenter, 'en', node('X→7')).why).toBe(
			`Selection takes the child of greatest UCB1, W/N + C·√(ln N / n): ${ucb}. X→7 ties X→1 for the greatest, and a tie goes to the child made first: X→1.`
		);
	});

	it('UCB1 is written with the decimals that tell the greatest from every smaller one', () => {
		expect(ucbDigits([2.2712, 2.14, 2.2712])).toBe(2);
		expect(ucbDigits([2.2712, 2.2709])).toBe(4);
		expect(ucbDigits([1.5, 1.49996])).toBe(5);
		expect(ucbDigits([1, 1 - 1e-12])).toBe(6);
	});
});
