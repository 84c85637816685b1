import { describe, expect, it } from 'vitest';
import { plainSearch, type Trace } from '../../../src/lib/engine/index';
import { enterIndex, eventAt } from '../../../src/lib/engine/events';
import { search } from '../../../src/lib/engine/run';
import { searchIds } from '../../../src/lib/engine/search-catalog';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { AIMA_TREE } from '../../../src/lib/games/tree/link';
import { StepMap } from '../../../src/lib/player';
import { narrate } from '../../../src/lib/player/narration';
import type { Lang } from '../../../src/lib/i18n/lang';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';

/**
 * Issue 43: by call, where one sibling returns and the next starts, the step told the return by
 * its calls ("FC4 returned its lowest score, −14, to FC3."): at the desk the 993-call Connect
 * Four tree's FC4 and FC12 lay 637 px apart in a 411 px pane, the camera at its 12 px floor. The
 * return is told by its move, naming no call; the window the step states says where it went.
 * Decided from the trace, never from the camera.
 */

const depth4 = (algo: string): Trace =>
	search(connect4Game('1443'), { ...plainSearch(algo), depthLimit: 4 });
const said = (trace: Trace, step: number, lang: Lang) =>
	narrate(trace, new StepMap(trace, 'call'), step, { lang });

describe("a sibling's return as the next starts, told by its move", () => {
	it("tells the 993-call tree's sibling steps by column, naming only the call that starts", () => {
		const trace = depth4('alphabeta');
		expect(trace.calls).toBe(993);
		const en = said(trace, 12, 'en');
		expect(en.text).toMatch(
			/^−14 came back from column 1\. FC12 starts at depth 3 after X dropped a disc in column 2\./
		);
		expect(en.text).toContain('Window: alpha = −14, beta = +∞.');
		expect(said(trace, 12, 'zh').text).toMatch(
			/^第 1 列返回 −14。X 在第 2 列落子后，FC12 开始执行，深度 3。.*窗口：α = −14，β = \+∞。$/
		);
		expect(said(trace, 20, 'en').text).toMatch(/^−9 came back from column 2\. FC20 starts/);
		expect(said(trace, 28, 'zh').text).toMatch(/^第 3 列返回 −2。/);
		for (const step of [12, 20, 28])
			for (const lang of ['en', 'zh'] as const)
				expect({ step, lang, named: said(trace, step, lang).named }).toEqual({
					step,
					lang,
					named: [step]
				});
	});

	// Every search on the article board, article 004's tree, Figure 5.2 and Connect Four (a win in
	// one, two moves deep): wherever
	// the step is told so, one call returned since the last step, it is a sibling of the call the
	// step starts, and both languages give the same value without naming it.
	it('is told so only where one sibling returned and the next starts, in both languages', () => {
		const positions = [
			() => boardGame(ARTICLE_BOARD),
			() => parseTree(ARTICLE_TREE),
			() => parseTree(AIMA_TREE)
		];
		const traces = searchIds()
			.filter((id) => id !== 'mcts')
			.flatMap((id) => [
				...positions.flatMap((game) => {
					try {
						return [search(game(), plainSearch(id))];
					} catch {
						// Expectimax with bounds needs a tree's bounds; expectimax plays no board.
						return [];
					}
				}),
				search(connect4Game('434343'), { ...plainSearch(id), depthLimit: 2 })
			]);
		let told = 0;
		for (const trace of traces) {
			const steps = new StepMap(trace, 'call');
			for (let step = 1; step <= steps.last; step++) {
				const en = narrate(trace, steps, step, { lang: 'en' });
				const back = /^(\S+) came back from (.+?)\. /.exec(en.text);
				if (back === null) continue;
				told++;
				const at = `${trace.algorithm} step ${step}`;
				// The step's call (a leaf's step ends where its value is weighed: from its start).
				const own = steps.callOf(step) ?? 0;
				const [from, to] = [steps.eventOf(step - 1), enterIndex(trace, own)];
				const returned = [];
				for (let index = from + 1; index < to; index++) {
					const event = eventAt(trace, index);
					if (event.kind === 'return') returned.push(event.call);
				}
				expect({ at, returned: returned.length }).toEqual({ at, returned: 1 });
				const [sibling = 0] = returned;
				expect({ at, parent: trace.parent(own) }).toEqual({ at, parent: trace.parent(sibling) });
				expect(en.named, at).not.toContain(sibling);
				const zh = narrate(trace, steps, step, { lang: 'zh' });
				// "第 1 列返回 −14。", "1 号格返回 −10。", "n8 返回 3。": the same value.
				expect(zh.text.split('。')[0]?.split('返回 ')[1], at).toBe(back[1]);
				expect(zh.named, at).not.toContain(sibling);
			}
		}
		expect(told).toBeGreaterThan(20);
	});
});

// Issue 43, on a phone: its box tells the brief telling, which leaves the way back out; the calls
// it names (`shortNamed`) are what the phone's camera keeps and the page names, not the whole
// telling's, whose way back lies rows and subtrees from the call starting.
describe("a phone's brief telling names only what it tells", () => {
	it('names the call starting alone where the whole telling names the way back', () => {
		const trace = search(connect4Game('434343'), { ...plainSearch('minimax'), depthLimit: 2 });
		const steps = new StepMap(trace, 'call');
		const at = (step: number, lang: Lang) => narrate(trace, steps, step, { lang });
		for (const lang of ['en', 'zh'] as const) {
			expect(at(10, lang).named).toEqual([9, 2, 1, 10]);
			expect(at(10, lang).shortNamed).toEqual([10]);
			expect(at(27, lang).named).toEqual([26, 1, 27]);
			expect(at(27, lang).shortNamed).toEqual([27]);
			// A leaf's: its card alone, the whole telling also naming FC8's value going up to FC2.
			expect(at(9, lang).named).toEqual([8, 2, 9]);
			expect(at(9, lang).shortNamed).toEqual([9]);
		}
		const alphaBeta = depth4('alphabeta');
		const alphaSteps = new StepMap(alphaBeta, 'call');
		for (const step of [33, 37, 40, 57, 63])
			expect(narrate(alphaBeta, alphaSteps, step, { lang: 'en' }).shortNamed).toEqual([step]);
		expect(narrate(alphaBeta, alphaSteps, 42, { lang: 'zh' }).named).toEqual([40, 3, 2, 42]);
		expect(narrate(alphaBeta, alphaSteps, 42, { lang: 'zh' }).shortNamed).toEqual([42]);
		// A brief telling naming as many as the whole has none of its own.
		expect(narrate(alphaBeta, alphaSteps, 12, { lang: 'en' }).shortNamed).toBeUndefined();
	});
});
