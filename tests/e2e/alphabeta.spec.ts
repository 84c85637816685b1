import type { Page } from '@playwright/test';
import { parseTree } from '$lib/games/tree/rules';
import { ARTICLE_TREE } from '../articles';
import { alphaBeta } from '../searches';
import { counter, expect, narration, open, settled, stepsRead, test } from './fixtures';
import { readShown, walkOneState } from './one-state';
import { TREE } from './views';

// Article 004's example tree. Calls are numbered in the order they start (depth first); the
// leaves alpha-beta evaluates are 3, 17, 2, 15, 2, 3 and it cuts four branches.
const TREE_PATH = `/?tree=${TREE}&algo=alphabeta`;

/** Each call's window on entry, worked out by hand from the alpha-beta rule. */
const ENTRY_WINDOWS: Record<number, [string, string]> = {
	1: ['-inf', 'inf'],
	2: ['-inf', 'inf'],
	3: ['-inf', 'inf'],
	4: ['-inf', 'inf'],
	5: ['-inf', 'inf'],
	6: ['-inf', '3'], // E: B already holds 3 from D
	7: ['3', 'inf'], // C: A already holds 3 from B
	8: ['3', 'inf'],
	9: ['-inf', '3'], // node 5: node 2 holds 3
	10: ['-inf', '3'],
	11: ['-inf', '3'],
	12: ['3', 'inf'], // node 3: the root holds 3
	13: ['3', 'inf'],
	14: ['3', 'inf'],
	15: ['3', 'inf'],
	16: ['3', 'inf'],
	17: ['3', 'inf']
};
const LEAF_CALLS = { 5: 3, 6: 17, 8: 2, 11: 15, 15: 2, 17: 3 };
/** By-call step at which each cut is on screen: the step of the leaf whose value causes it. */
const CUT_FROM_STEP: Record<string, number> = { '7:1': 8, '9:1': 11, '14:1': 15, '12:1': 17 };
/**
 * By call, a leaf's step shows its value weighed: the running call is then the caller that
 * weighs it (up the way back to the first cut). Every other step runs its own call.
 */
const WEIGHED_BY: Record<number, number> = { 5: 4, 6: 4, 8: 7, 11: 9, 15: 14, 17: 12 };

const pruned = async (page: Page): Promise<string[]> =>
	(
		await page
			.locator('[data-pruned]')
			.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-pruned') ?? ''))
	).sort();
const expectedCuts = (step: number) =>
	Object.entries(CUT_FROM_STEP)
		.filter(([, from]) => step >= from)
		.map(([hook]) => hook)
		.sort();
const call = (page: Page, id: number) => page.locator(`[data-call="${id}"]`);

test("the example menu opens article 004's tree under alpha-beta: windows, leaves, cuts and savings, forwards then backwards; at every step by call and by event the narration, rule line, windows, cut marks, tally and code line tell one moment; minimax on the same tree scores every node and cuts nothing", async ({
	page
}) => {
	const trace = alphaBeta(parseTree(ARTICLE_TREE));
	expect(trace.calls).toBe(17);
	expect(trace.prunedBranches).toBe(4);

	await test.step("the example menu opens article 004's tree under alpha-beta", async () => {
		await open(page);
		await page.getByRole('combobox', { name: 'Example' }).selectOption('tree');
		await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('alphabeta');
		await expect(page.locator('[data-call]')).toHaveCount(17);
		await expect(counter(page)).toHaveText('Step 0 of 18');
		await expect(page).toHaveURL(/algo=alphabeta/);
		// Max nodes are square-cornered, min nodes round; the article's numbers and leaf values show at once.
		// Levels 0, 2 and 4 maximise (1 + 3 + 6 calls), levels 1 and 3 minimise (2 + 5).
		await expect(page.locator('[data-call][data-player="max"]')).toHaveCount(10);
		await expect(page.locator('[data-call][data-player="min"]')).toHaveCount(7);
		await expect(page.locator('[data-call="1"] rect.card')).toHaveAttribute('rx', '4');
		// Not presenting at 1280×720, the cards read 12 px (issue 43 N10): wider than tall, a min
		// card rounds as presenting's do, a quarter of its 52 units' height.
		await expect(page.locator('[data-call="2"] rect.card')).toHaveAttribute('rx', '13');
		await expect(page.locator('[data-call="5"] .value')).toHaveText('3');
		await expect(page.getByRole('img', { name: 'Node 18, not reached yet' })).toBeVisible();
		expect(await pruned(page)).toEqual([]);
	});

	await test.step('alpha-beta on the tree: windows, leaves, cuts and savings, forwards then backwards; each step by call one moment', async () => {
		// The menu's tree at step 0, as TREE_PATH opens it.
		for (const [id, [alpha, beta]] of Object.entries(ENTRY_WINDOWS)) {
			await expect(call(page, Number(id))).toHaveAttribute('data-alpha', alpha);
			await expect(call(page, Number(id))).toHaveAttribute('data-beta', beta);
		}
		// Every step by call, read in the page (one-state.ts: each step's parts tell one moment),
		// and at each the running call and the cuts drawn.
		const forwards = await walkOneState(page, trace, 'call');
		expect(forwards).toHaveLength(19);
		const running = forwards.slice(1, 18);
		expect(running.map(({ shown }) => shown.active)).toEqual(
			running.map((_, at) => String(WEIGHED_BY[at + 1] ?? at + 1))
		);
		expect(forwards.map(({ shown }) => [...shown.pruned].sort())).toEqual(
			forwards.map((_, step) => expectedCuts(step))
		);
		await expect(call(page, 1)).toHaveAttribute('data-score', '3');
		for (const [id, value] of Object.entries(LEAF_CALLS))
			await expect(call(page, Number(id))).toHaveAttribute('data-score', String(value));
		await expect(page.locator('.tally')).toHaveAttribute('data-cut', '4');
		await expect(page.locator('.tally')).toHaveAttribute('data-saved', '9');
		await expect(narration(page)).toContainText('saving 9 of minimax');
		// Each cut branch stays drawn, greyed, with what it saved.
		await expect(page.getByRole('img', { name: 'Cut by FC9: 3 calls saved' })).toBeVisible();
		await expect(page.getByRole('img', { name: 'Cut by FC12: 4 calls saved' })).toBeVisible();

		// Back by the button once, then every step by the arrow key: the cuts undone in turn.
		await page.getByRole('button', { name: 'Previous step', exact: true }).click();
		await expect(counter(page)).toHaveText('Step 17 of 18');
		const backwards = await stepsRead(page, 'ArrowLeft', 17, readShown, null);
		expect(backwards.map(({ counter }) => counter)).toEqual(
			backwards.map((_, at) => `Step ${17 - at} of 18`)
		);
		expect(backwards.map(({ shown }) => [...shown.pruned].sort())).toEqual(
			backwards.map((_, at) => expectedCuts(17 - at))
		);
	});

	await test.step('by event, each step one moment', async () => {
		await page.getByRole('button', { name: 'By event' }).click();
		await page.keyboard.press('Home');
		expect(await walkOneState(page, trace, 'event')).toHaveLength(4 * 17 - 2 + 1);
		await page.getByRole('button', { name: 'By call' }).click();
		await page.keyboard.press('Home');
		await expect(counter(page)).toHaveText('Step 0 of 18');
	});

	await test.step('minimax on the same tree scores every node and cuts nothing', async () => {
		await page.getByRole('combobox', { name: 'Search' }).selectOption('minimax');
		await expect(page.locator('[data-call]')).toHaveCount(26);
		await page.getByRole('button', { name: 'Last step', exact: true }).click();
		await expect(call(page, 1)).toHaveAttribute('data-score', '3');
		await expect(page.locator('[data-call][data-score]')).toHaveCount(26);
		await expect(page.locator('[data-call][data-alpha]')).toHaveCount(0);
		expect(await pruned(page)).toEqual([]);
	});
});

test('by event, the G cut happens as C receives 2: alpha 3 at A, beta 2 at C; the A–G letters follow the toggle and the link', async ({
	page
}) => {
	await test.step('by event, the G cut happens as C receives 2: alpha 3 at A, beta 2 at C', async () => {
		// FC8 (leaf F) enters at event 4·7 − 2·4 = 20, returns at 21 and C receives it at 22 (step 23).
		await open(page, `${TREE_PATH}&by=event&step=22&letters=on`);
		await expect(counter(page)).toHaveText('Step 22 of 66');
		expect(await pruned(page)).toEqual([]);
		// The return tells the return alone: C weighs the value at the next event, as drawn there.
		await expect(narration(page)).toContainText('FC8 (F) is a leaf worth 2, so it returns 2.');
		await expect(narration(page)).not.toContainText('beta');
		await expect(page.getByLabel('Alpha-beta rule at this step')).toHaveText(
			'FC8 returns 2 to FC7'
		);
		await expect(call(page, 7).locator('.window')).toHaveText('[3, +∞]');
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText('Step 23 of 66');
		expect(await pruned(page)).toEqual(['7:1']);
		await expect(narration(page)).toContainText('FC7 (C) gets 2 back from its first child (F)');
		await expect(narration(page)).toContainText('max can already get 3 at FC3 (A)');
		await expect(narration(page)).toContainText('So G is pruned');
		await expect(page.getByLabel('Alpha-beta rule at this step')).toHaveText(
			'FC8 ⇒ FC7 [3, +∞]: 2 < β → β = 2 · α 3 ≥ β 2: cut G'
		);
		await expect(page.locator('.line.current')).toContainText('break');
		// C's window after the value came back, drawn under its node.
		await expect(call(page, 7).locator('.window')).toHaveText('[3, 2]');
		await expect(call(page, 7).locator('.window')).toHaveClass(/changed/);
		await expect(
			page.getByRole('img', { name: 'Node 18 (G), pruned by FC7: never searched' })
		).toBeVisible();
		await page.keyboard.press('ArrowLeft');
		expect(await pruned(page)).toEqual([]);
		await expect(call(page, 7).locator('.window')).toHaveText('[3, +∞]');
	});

	await test.step('the A–G letters follow the toggle and the link', async () => {
		// Back at the cut (step 23), the letters on from the link.
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText('Step 23 of 66');
		await expect(narration(page)).toContainText('So G is pruned');
		const toggle = page.getByRole('checkbox', { name: 'A–G labels' });
		await expect(toggle).toBeChecked();
		await expect(call(page, 3).locator('.number')).toHaveText('A · n4');
		await toggle.uncheck();
		await expect(narration(page)).toContainText('So n18 is pruned');
		await expect(call(page, 3).locator('.number')).toHaveText('n4');
		await expect(page).not.toHaveURL(/letters=on/);
		await toggle.check();
		await expect(narration(page)).toContainText('So G is pruned');
		await expect(call(page, 3).locator('.number')).toHaveText('A · n4');
		await expect(page).toHaveURL(/letters=on/);
	});
});

test("alpha-beta on the article's board: FC6 cuts the branch minimax searches as FC9", async ({
	page
}) => {
	await open(page, '/?algo=alphabeta');
	await expect(page.locator('[data-call]')).toHaveCount(8);
	await expect(call(page, 6)).toHaveAttribute('data-alpha', '10');
	await expect(call(page, 6)).toHaveAttribute('data-beta', 'inf');
	await expect(call(page, 2)).toHaveAttribute('data-alpha', '-inf');
	// FC7 enters at event 4·6 − 2·2 = 20 and returns at 25 after FC8; FC6 receives it at 26
	// (step 27), which cuts cell 4.
	await page.getByRole('button', { name: 'By event' }).click();
	const slider = page.getByRole('slider', { name: 'Step' });
	await slider.fill('26');
	await expect(counter(page)).toHaveText('Step 26 of 30');
	expect(await pruned(page)).toEqual([]);
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 27 of 30');
	expect(await pruned(page)).toEqual(['6:4']);
	await expect(narration(page)).toContainText('alpha +10 ≥ beta +10');
	await expect(narration(page)).toContainText("cell 4 is pruned, saving 1 call (minimax's FC9)");
	await expect(page.locator('.line.current')).toContainText('break');
	await expect(call(page, 6).locator('.window')).toHaveText('[+10, +10]');
	// Back one event: the value has not reached FC6 yet, so nothing is cut and beta is open.
	await page.keyboard.press('ArrowLeft');
	await expect(counter(page)).toHaveText('Step 26 of 30');
	expect(await pruned(page)).toEqual([]);
	await expect(call(page, 6).locator('.window')).toHaveText('[+10, +∞]');
	await page.keyboard.press('ArrowRight');
	expect(await pruned(page)).toEqual(['6:4']);
	await page.getByRole('button', { name: 'Last step', exact: true }).click();
	await expect(call(page, 1)).toHaveAttribute('data-score', '10');
	expect(await pruned(page)).toEqual(['6:4']);
	// Cell 6's +10 is a fail-soft bound (minimax's is -10): the call stack and its pill say
	// "≤ +10", as the narration does, beside cell 4's exact +10 (issue 43).
	await expect(narration(page)).toContainText('+10 (cell 4) and ≤ +10 (cell 6)');
	await expect(page.locator('.stack .got span')).toHaveText([
		'cell 1 → −10',
		'cell 4 → +10',
		'cell 6 → ≤ +10'
	]);
	await expect(call(page, 6).locator('.score text')).toHaveText('≤ +10');
	await expect(call(page, 5).locator('.score text')).toHaveText('+10');
	await page.getByRole('button', { name: 'First step', exact: true }).click();
	expect(await pruned(page)).toEqual([]);
	// Presenting, by call, step 8 tells FC8's +10 going up to FC7, then FC6, which cuts (issue
	// 43, V's F1): the camera frames FC8 with its value under FC7 and FC6 (it framed FC6 over
	// FC7 and cut FC8's +10 in half at the panel's foot).
	await page.getByRole('button', { name: 'By call' }).click();
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	await slider.fill('8');
	await expect(counter(page)).toHaveText('Step 8 of 9');
	await settled(page);
	const outside = await page.evaluate(() => {
		const panel = document.querySelector('.centre .tree > svg')?.getBoundingClientRect();
		const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
		const parts = {
			'FC8 +10': box('[data-call="8"] .score'),
			FC8: box('[data-call="8"] rect.card'),
			FC7: box('[data-call="7"] rect.card'),
			FC6: box('[data-call="6"] rect.card')
		};
		return Object.entries(parts)
			.filter(([, part]) => !panel || !part || part.top < panel.top || part.bottom > panel.bottom)
			.map(([name, part]) => `${name} at ${part?.top}-${part?.bottom} px, panel ${panel?.bottom}`);
	});
	expect(outside, 'FC8, its value, FC7 and FC6 in the tree panel').toEqual([]);
});
