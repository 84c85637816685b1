import { parseTree } from '$lib/games/tree/rules';
import { alphaBeta } from '../searches';
import { expect, openLink, test } from './fixtures';
import { walkOneState } from './one-state';

/**
 * One step, one state (issue 29), on AIMA's Figure 5.2: at every step of alpha-beta, by call and
 * by event, what the narration and the rule line say is what the tree, the tally and the code
 * line show. Article 004's tree is walked so in alphabeta.spec.ts, in the load that checks its
 * windows and cuts at the same steps.
 */

const AIMA_FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';

test("AIMA's Figure 5.2 under alpha-beta: at every step by call and by event, the narration, rule line, windows, cut marks, tally and code line tell one moment", async ({
	page
}) => {
	const trace = alphaBeta(parseTree(AIMA_FIGURE_5_2));
	expect(trace.calls).toBe(11);
	expect(trace.prunedBranches).toBe(2);
	await openLink(page, `/?tree=${encodeURIComponent(AIMA_FIGURE_5_2)}&algo=alphabeta`);
	expect(await walkOneState(page, trace, 'call')).toHaveLength(11 + 2);
	await page.getByRole('button', { name: 'By event' }).click();
	await page.keyboard.press('Home');
	expect(await walkOneState(page, trace, 'event')).toHaveLength(4 * 11 - 2 + 1);
});
