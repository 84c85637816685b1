import { describe, expect, it } from 'vitest';
import { search } from '../../../src/lib/engine/run';
import { plainSearch } from '../../../src/lib/engine/search';
import type { Trace } from '../../../src/lib/engine/index';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { narrate } from '../../../src/lib/player/narration';
import { StepMap } from '../../../src/lib/player/steps';
import { ARTICLE_BOARD } from '../../articles';

/**
 * V23 N14: Chinese is spaced by one rule over the whole sentence, whichever template joined it:
 * a space where Han text meets Latin text, a number or a mark (≤, ≈), none by full-width
 * punctuation, none between Han characters.
 */

const FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';
const HAN = '[\\u3400-\\u9fff]';
const FULL = '[\\u3000-\\u303f\\uff00-\\uffef]';
const LATIN = '[A-Za-z0-9+\\-−αβ∞≤≥≈[\\]]';
const SEAMS: readonly [string, RegExp][] = [
	['a space between Han characters', new RegExp(`${HAN} +${HAN}`)],
	['a space by a full-width mark', new RegExp(` ${FULL}|${FULL} `)],
	['Han touching Latin', new RegExp(`${HAN}${LATIN}|${LATIN}${HAN}`)]
];

/** Every Chinese text of `trace`, by call and by event: the box, its brief form and the note. */
function chinese(trace: Trace): string[] {
	return (['call', 'event'] as const).flatMap((granularity) => {
		const steps = new StepMap(trace, granularity);
		return Array.from({ length: steps.last + 1 }, (_, step) => {
			const said = narrate(trace, steps, step, { lang: 'zh' });
			return [said.text, said.short ?? '', said.note ?? ''];
		}).flat();
	});
}

const ALGORITHMS = [
	'alphabeta',
	'alphabeta-table',
	'alphabeta-ordered',
	'pvs',
	'mtdf',
	'iterative',
	'negamax',
	'expectimax'
] as const;

const figure = (algorithm: string) =>
	search(parseTree(FIGURE_5_2), plainSearch(algorithm as never));
const article = (algorithm: string) =>
	search(boardGame(ARTICLE_BOARD, { ai: 'X' }), plainSearch(algorithm as never));

describe('Chinese narration has no template seams (V23 N14)', () => {
	it.each(ALGORITHMS)('%s on Figure 5.2 and the article board', (algorithm) => {
		const texts = [...chinese(figure(algorithm)), ...chinese(article(algorithm))];
		// Count first: the walk saw texts.
		expect(texts.length).toBeGreaterThan(20);
		const seams = texts.flatMap((text) =>
			SEAMS.filter(([, seam]) => seam.test(text)).map(([rule]) => `${rule}: ${text}`)
		);
		expect(seams).toEqual([]);
	});

	it('words the seams the walk found as a Chinese lecturer would', () => {
		const all = ALGORITHMS.flatMap((algorithm) => [
			...chinese(figure(algorithm)),
			...chinese(article(algorithm))
		]).join('\n');
		for (const said of [
			'对第二个子节点（n6）的试探高出零窗口',
			'和 ≤ +10（6 号格）',
			'n11 的值为 14',
			'）距根 1 步',
			'最佳走法是 4 号格'
		])
			expect(all).toContain(said);
	});
});
