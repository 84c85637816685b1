import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEFAULT_FIGURE, FIGURE_LABELS } from '$lib/export/figure';
import { figureText } from '$lib/export/figure-file';
import { mctsJsonChunks } from '$lib/searches/mcts/json';
import { mctsFigure } from '$lib/searches/mcts/view/figure';
import { mctsWords } from '$lib/searches/mcts/view/narrate';
import { winsOwner } from '$lib/searches/mcts/view/node-facts';
import { playoutOf } from '$lib/searches/mcts/view/playout';
import { MCTS_VIEW } from '$lib/searches/mcts/view/labels';
import type { Game } from '$lib/engine';
import { boardGame } from '$lib/games/tictactoe/rules';
import { connect4Game } from '$lib/games/connect4/rules';
import { tictactoePresenter } from '$lib/games/tictactoe/view/presenter';
import { connect4Presenter } from '$lib/games/connect4/view/presenter';
import { AIMA_TREE } from '$lib/games/tree/entry';
import { parseTree } from '$lib/games/tree/rules';
import { treePresenter } from '$lib/games/tree/view/presenter';
import type { GamePresenter } from '$lib/games/presenter';
import { HTML_LANG, type Lang } from '$lib/i18n';
import { narrateIteration, narrateMcts } from '$lib/searches/mcts/narration';
import { DEFAULT_EXPLORATION } from '$lib/searches/mcts/rule';
import { countsAfter, mctsStepAt, type MctsGranularity } from '$lib/searches/mcts/steps';
import { recordMcts, type MctsTrace } from '$lib/searches/mcts/trace';
import { ARTICLE_BOARD } from '../articles';
import { expectNoViolations } from './axe';
import {
	labelOverlapsArgs,
	labelOverlapsIn,
	labelsUnder,
	labelsUnder14,
	mctsCardsCovered
} from './label-boxes';
import {
	counter,
	dragStep,
	expect,
	grouped,
	inPage,
	narration,
	open,
	settled,
	settledArgs,
	settledIn,
	showLanguage,
	test,
	toolsOverControls
} from './fixtures';

// Monte Carlo tree search on the step-through page (issue 27): the article's board and the
// Connect Four endgame example, stepped by iteration and by phase, forwards and back. At each
// step read, the narration and the root's visit chart are the engine's own for that step (the
// same run recorded here in Node, from the same seed); bad options are refused with a reason
// and the position kept; axe finds nothing in either language.

const ENDGAME = '5266176457322546753413415661';

function run(game: Game, iterations: number, seed: number): MctsTrace {
	return recordMcts(game, game.root, { iterations, seed, exploration: DEFAULT_EXPLORATION });
}

/** What the page says at `index` under `granularity`, as the engine narrates it. */
function told(
	trace: MctsTrace,
	presenter: GamePresenter,
	index: number,
	granularity: MctsGranularity,
	lang: Lang = 'en'
): string {
	const { game } = trace;
	const words = mctsWords(game, presenter, lang);
	// By iteration a step tells its whole iteration; by phase, the phase.
	if (granularity === 'call') return narrateIteration(trace, index, lang, words);
	return narrateMcts(trace, mctsStepAt(index, trace.iterations, granularity), lang, words);
}

/** The visit chart's bars on screen: each move (as the game writes it) and its visits. */
async function bars(page: Page): Promise<{ move: number; visits: number }[]> {
	return page.locator('[data-move][data-visits]').evaluateAll((nodes) =>
		nodes.map((node) => ({
			move: Number((node as HTMLElement).dataset['move']),
			visits: Number((node as HTMLElement).dataset['visits'])
		}))
	);
}

/** The root's visits the step shows, from the trace (every legal root move, visited or not). */
function visitsAt(trace: MctsTrace, index: number, granularity: MctsGranularity) {
	const after = countsAfter(mctsStepAt(index, trace.iterations, granularity));
	const seen = new Map(trace.rootDistribution(after).map((entry) => [entry.move, entry.visits]));
	return trace.game.moves(trace.root).map((move) => ({ move, visits: seen.get(move) ?? 0 }));
}

/** Checks the page at `index` against the trace: the counter, the narration and the bars. */
async function shows(
	page: Page,
	trace: MctsTrace,
	presenter: GamePresenter,
	index: number,
	granularity: MctsGranularity
): Promise<void> {
	const last = granularity === 'call' ? trace.iterations : trace.iterations * 4;
	await expect(counter(page)).toHaveText(`Step ${grouped(index)} of ${grouped(last)}`);
	await expect(narration(page)).toContainText(told(trace, presenter, index, granularity));
	// The bars are MCTS's own view, a part loaded when first shown: the counter and the narration
	// may come first.
	await expect.poll(() => bars(page)).toEqual(visitsAt(trace, index, granularity));
}

test('MCTS on the article board, by iteration and by phase, forwards and back, in both languages', async ({
	page
}) => {
	// With a walk of 1,000-odd steps in the page (`walkedWhole`): some 40 s more on a busy machine.
	test.setTimeout(180_000);
	const trace = run(boardGame(ARTICLE_BOARD), 500, 3);
	await open(page, '/?algo=mcts&iterations=500&seed=3');
	await shows(page, trace, tictactoePresenter, 0, 'call');
	await page.keyboard.press('End');
	await shows(page, trace, tictactoePresenter, 500, 'call');
	// Cell 4, the only winning move, is the one MCTS plays, as minimax does.
	await expect(page.locator('[data-move="4"]')).toHaveAttribute('data-best', /.+/);
	await page.getByRole('button', { name: 'By phase', exact: true }).click();
	await shows(page, trace, tictactoePresenter, 2000, 'event');
	for (const index of [1999, 1998, 1997]) {
		await page.keyboard.press('ArrowLeft');
		await shows(page, trace, tictactoePresenter, index, 'event');
	}
	await page.keyboard.press('Home');
	for (const index of [1, 2, 3, 4, 5, 6]) {
		await page.keyboard.press('ArrowRight');
		await shows(page, trace, tictactoePresenter, index, 'event');
	}
	// Step 6 is iteration 2's expansion: by iteration, iteration 1 done is shown.
	await page.getByRole('button', { name: 'By iteration', exact: true }).click();
	await shows(page, trace, tictactoePresenter, 1, 'call');
	await page.keyboard.press('ArrowRight');
	await shows(page, trace, tictactoePresenter, 2, 'call');
	// The Share menu saves the tree at this step for paper and the run as a file, the engine's
	// own bytes, and opens that file again (issue 43). Its summary is on the header's second row,
	// at the left: the menu opens rightwards, on the screen (it ran off the left edge).
	await page.getByText('Share', { exact: true }).click();
	const menu = await page.locator('.share[open] > .items').boundingBox();
	expect(menu?.x).toBeGreaterThanOrEqual(0);
	expect((menu?.x ?? NaN) + (menu?.width ?? NaN)).toBeLessThanOrEqual(1280);
	// The figure's choices in MCTS's own words: a node's visits or its move, not a call's number
	// or a tree's names, and answer boxes for its means (issue 43).
	const { answerBoxes, labels } = MCTS_VIEW.en.figureChoices;
	await expect(page.locator('.share .figure option')).toHaveText(
		FIGURE_LABELS.map((choice) => labels[choice])
	);
	await expect(page.getByRole('checkbox', { name: answerBoxes })).toBeVisible();
	await page.getByText('Share', { exact: true }).click();
	const figure = mctsFigure(trace, mctsStepAt(2, 500, 'call'), tictactoePresenter, DEFAULT_FIGURE);
	expect(await saved(page, 'Save figure as LaTeX (TikZ)')).toBe(figureText(figure, 'tikz'));
	expect(await saved(page, 'Save trace as JSON')).toBe([...mctsJsonChunks(trace, false)].join(''));
	await page.getByText('Share', { exact: true }).click();
	await page.locator('.share input[type=file]').setInputFiles({
		name: 'run.json',
		mimeType: 'application/json',
		buffer: Buffer.from([...mctsJsonChunks(trace, false)].join(''))
	});
	await expect(page.locator('.notices')).toContainText('Opened run.json: 500 iterations.');
	await shows(page, trace, tictactoePresenter, 0, 'call');
	await stepTo(page, 2);
	await expectNoViolations(page);
	await showLanguage(page, 'zh');
	await expect(narration(page, 'zh')).toContainText(
		told(trace, tictactoePresenter, 2, 'call', 'zh')
	);
	await expectNoViolations(page, 'structure');
	// Presenting at 1280×720, the root's visits on the first screen, folded to one row (issue 43).
	await page.keyboard.press('p');
	await settled(page);
	expect(await visitsUnseen(page)).toEqual([]);
	// On a phone the iteration's playout is on the first screen with the narration and the step
	// buttons, in both languages (its panel was 1,076 px down: V20).
	await page.keyboard.press('p');
	await page.setViewportSize({ width: 390, height: 844 });
	await settled(page);
	expect(await playoutUnseen(page, true), '390×844, zh').toEqual([]);
	await page.keyboard.press('l');
	const [, result] = MCTS_VIEW.en.playoutSaid(
		trace.playout(2).length,
		tictactoePresenter.value(trace.score(2)),
		trace.reward(2).toFixed(2)
	);
	await expect(page.locator(`${STRIP} .head`)).toHaveText(`${MCTS_VIEW.en.playoutTitle} ${result}`);
	await settled(page);
	expect(await playoutUnseen(page, true), '390×844, en').toEqual([]);

	// AIMA's Figure 5.2 from the Example menu, MCTS and its options kept: its nodes are named as
	// the figure and every other search names them, A, B to D and n5 to n13, on the cards, in the
	// narration and the visits' row, in both languages (they were "root" and "#1" to "#3", two
	// nodes "#3" at once: V21). Presenting, the cards' lines clear one another (they touched by
	// 1-2 px) and the playout's panel says whose wins W counts (W/N 1.00 after a reward of 0.00).
	await page.setViewportSize({ width: 1280, height: 720 });
	await page.getByRole('combobox', { name: 'Example' }).selectOption('aima');
	const aima = run(parseTree(AIMA_TREE), 500, 3);
	await shows(page, aima, treePresenter, 0, 'call');
	await stepTo(page, 8);
	await page.keyboard.press('p');
	const cards = page.locator('.mcts-side .tree [data-node] .move');
	const names = (await cards.allTextContents()).sort();
	expect(names.length, 'the cards at iteration 8').toBeGreaterThan(4);
	expect(new Set(names).size, 'one card a name').toBe(names.length);
	for (const name of names) expect(name).toMatch(/^([A-D]|n([5-9]|1[0-3]))$/);
	await expect(page.locator('.mcts-side .visits li .move')).toHaveText(['B', 'C', 'D']);
	await expect(narration(page)).toContainText(told(aima, treePresenter, 8, 'call'));
	const owner = page.locator('.mcts-side .playout .owner');
	await expect(owner).toHaveText(
		/^W at (n\d+|[B-D]) counts wins for (max|min), who moved into it\.$/
	);
	const end = aima.path(8).at(-1) ?? 0;
	const eighth = {
		trace: aima,
		step: mctsStepAt(8, 500, 'call'),
		lang: 'en',
		presenter: treePresenter
	} as const;
	await expect(owner).toHaveText(winsOwner(eighth, end));
	await settled(page);
	const tree = { selector: '.mcts-side .tree > svg', gutter: null };
	expect(await page.evaluate(labelOverlapsIn, labelOverlapsArgs(tree)), 'presenting').toEqual([]);
	await page.keyboard.press('l');
	await expect(narration(page, 'zh')).toContainText(told(aima, treePresenter, 8, 'call', 'zh'));
	expect((await cards.allTextContents()).sort()).toEqual(names);
	await page.keyboard.press('p');
	await page.setViewportSize({ width: 390, height: 844 });
	await page.keyboard.press('l');
	const brief = narrateIteration(aima, 8, 'en', mctsWords(aima.game, treePresenter, 'en'), true);
	await expect(narration(page)).toContainText(brief);
	expect((await cards.allTextContents()).sort()).toEqual(names);
	// A run of 100 iterations, every step read whole: at step 10 by phase, 1280×720 not presenting,
	// D's "new" tag read "ne" under the zoom buttons and its card touched them (V23 N12).
	await page.setViewportSize({ width: 1280, height: 720 });
	await runIterations(page, 100);
	await walkedWhole(page, 'Figure 5.2');
	// Tic-tac-toe's empty board from the Example menu, the options kept: its nine columns fitted
	// across the panel at 1280×720 not presenting read 9.5 px (issue 43). Framed at the 12 px
	// floor, the path kept in view and the far siblings off the panel, not drawn; presenting and
	// on a phone too. Every 20th iteration read whole (`treeCutIn`).
	await page.getByRole('combobox', { name: 'Example' }).selectOption('empty');
	await expect(counter(page)).toHaveText('Step 0 of 100');
	await page.emulateMedia({ reducedMotion: 'reduce' });
	for (const [width, height, presenting, lang] of [
		[1280, 720, false, 'en'],
		[1280, 720, false, 'zh'],
		[1280, 720, true, 'en'],
		[390, 844, false, 'zh']
	] as const) {
		await page.setViewportSize({ width, height });
		if (presenting) await page.keyboard.press('p');
		await showLanguage(page, lang);
		await page.locator('.controls-row .granularity button').first().click();
		await page.keyboard.press('Home');
		await expect(counter(page)).toHaveText(/^\D*0\D/);
		await settled(page);
		const where = `the empty board, ${width}×${height}${presenting ? ' presenting' : ''}, ${lang}`;
		const px = presenting ? 14 : width === 1280 ? 12 : 0;
		const cut = await page.evaluate(treeCutIn, { last: 100, stride: 20, px });
		expect(cut.steps, where).toBe(6);
		expect(cut.texts, where).toBeGreaterThan(15);
		expect(cut.problems, where).toEqual([]);
		if (presenting) await page.keyboard.press('p');
	}
	await page.emulateMedia({ reducedMotion: null });
});

test('MCTS on the Connect Four endgame: bad options refused, the position kept, a long run in the worker', async ({
	page
}) => {
	// With a walk of 1,000-odd steps in the page (`walkedWhole`): some 40 s more on a busy machine,
	// and the long run's cards read at a desk and presenting (10-17 s at a load of 40 on 2 cores).
	test.setTimeout(210_000);
	const link = `/?game=connect4&moves=${ENDGAME}&algo=mcts&iterations=abc&seed=-4&c=99&step=1000`;
	await open(page, link);
	const problems = page.locator('.problems');
	await expect(problems).toContainText('Iterations "abc" is not a whole number from 1 to 100,000.');
	await expect(problems).toContainText('Seed "-4" is not a whole number from 0 to 4,294,967,295.');
	await expect(problems).toContainText('Exploration C "99" is not a number from 0 to 10.');
	const defaults = run(connect4Game(ENDGAME), 1000, 1);
	// The page's run is Node's to the last visit (it drifted from iteration 634 when UCB1 took
	// Chromium's Math.log, whose last bit differs from Node's: issue 43).
	await shows(page, defaults, connect4Presenter, 1000, 'call');
	expect((await bars(page)).map((bar) => bar.visits)).toEqual([120, 131, 190, 306, 123, 130]);
	await expect(page.getByRole('combobox').first()).toHaveValue('c4-endgame');
	// Its path is 4 deep: the page opens on the node the board shows (it stayed under the panel),
	// the root and the path over it pinned at the panel's top where they do not fit (issue 43).
	await settled(page);
	expect(await cardsOut(page)).toEqual([]);
	expect(await pathUnseen(page)).toEqual([]);
	// Its counter of two lines and "By phase" in the row: the view tools keep off them (issue 43).
	expect(await toolsOverControls(page)).toEqual([]);
	// At 300 iterations, presenting at 1280×720 in both languages (issue 43): the root and the
	// path in view, no label under 14 px or overlapping another, nothing cut, the board and the
	// playout above the fold.
	await problems.getByRole('button', { name: 'Dismiss' }).click();
	// A lecture's flow: from step 0, presenting, → at each iteration. The root stays where it is
	// over iterations 20-60 (framed for the run: step 0's lone root framed it larger, and paths one
	// row too long for that flipped it between the band and the tree 11 times there: issue 43).
	await page.keyboard.press('Home');
	await page.keyboard.press('p');
	await settled(page);
	expect(await rootMoves(page, 20, 60)).toEqual([]);
	await page.keyboard.press('p');
	await dragStep(page, 300);
	await shows(page, defaults, connect4Presenter, 300, 'call');
	await page.keyboard.press('p');
	for (const lang of ['en', 'zh']) {
		if (lang === 'zh') await page.keyboard.press('l');
		const found = await presentedMcts(page);
		expect(found.waiting, `${lang}: the page settles`).toBeNull();
		expect(found.problems, lang).toEqual([]);
		expect(found.visits, lang).toEqual([]);
		expect(found.labels, lang).toEqual([]);
		// Centred between the panel's sides but the toolbar's room (52 px, with 8 of air on the
		// left): no room kept for a level column MCTS does not draw.
		expect(found.room, lang).toBe(44);
	}
	// The view tools share the step controls' row presenting, with room to spare for the language
	// button a Chinese font draws (68 px here; CI has no such font): they took a second row, and the
	// visits' verdict fell below the screen (issue 43).
	await page.keyboard.press('l');
	const style = await page.addStyleTag({ content: '.tools .language { min-width: 68px; }' });
	await settled(page);
	const rowTop = (selector: string) =>
		page.locator(`.controls-row ${selector}`).evaluate((node) => node.getBoundingClientRect().top);
	expect(await rowTop('.tools')).toBeLessThan((await rowTop('.buttons')) + 20);
	expect(await visitsUnseen(page), 'a Chinese font').toEqual([]);
	await style.evaluate((node) => node.parentNode?.removeChild(node));
	// By phase at iteration 301's selection, the UCB1 pills read 14 px too (12.6 in English
	// before): the three choices' 18, but the five of the root's children the band covers (it
	// pins the root and the child chosen there, with its pill), each seen whole.
	await page.getByRole('button', { name: 'By phase', exact: true }).click();
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 1,201 of 4,000');
	await expect(page.locator('.mcts-side .tree > svg')).toHaveAttribute('data-phase', 'select');
	await settled(page);
	await expect(page.locator('.mcts-side .ucb')).toHaveCount(13);
	expect(await pinned(page)).toEqual(['0', '4']);
	expect(await pathUnseen(page)).toEqual([]);
	expect(await labelsUnder14(page, '.mcts-side .tree > svg')).toEqual([]);
	expect(await visitsUnseen(page), 'step 1,201').toEqual([]);
	await page.getByRole('button', { name: 'By iteration', exact: true }).click();
	// At iteration 1000 the root and the node do not both fit at 14 px: presenting toggled, and
	// the panel resized by the Chinese narration, frame the path's end under a band that pins the
	// root and the first choice at the panel's top, each card seen whole (the root was above the
	// panel and the root's children's row cut across).
	await page.keyboard.press('End');
	for (const key of ['p', 'p', 'l', 'l', 'p']) {
		await page.keyboard.press(key);
		await settled(page);
		expect(await cardsOut(page), `after ${key}`).toEqual([]);
		expect(await pathUnseen(page), `after ${key}`).toEqual([]);
	}
	expect(await pinned(page)).toEqual(['0', '4']);
	// Presenting, "Whole tree" fits the rows drawn, not the run's deepest path: its 23 cards whole,
	// no label under 11 px (8.2 px in English, 9.1 in Chinese, in 40% of the panel: issue 43).
	await page.keyboard.press('p');
	await settled(page);
	for (const [lang, name] of [
		['en', 'Whole tree'],
		['zh', '显示整棵树']
	]) {
		if (lang === 'zh') await page.keyboard.press('l');
		await page.locator('.mcts-side').getByRole('button', { name, exact: true }).click();
		await settled(page);
		expect(await cardsNotWhole(page), `whole tree, ${lang}`).toEqual({ cards: 23, out: [] });
		expect(await labelsUnder(page, 11, '.mcts-side .tree > svg'), `whole tree, ${lang}`).toEqual(
			[]
		);
	}
	await page.keyboard.press('l');
	await page.keyboard.press('p');
	// On a phone the root went off the panel's left while the path's last node was followed; the
	// narration came after the tree and four panels, 2,024 px down, and the page scrolled sideways.
	// The root, the path and its last node are in the panel, the node above the screen's foot.
	await page.setViewportSize({ width: 390, height: 844 });
	await settled(page);
	expect(await cardsOut(page), '390×844, iteration 1000').toEqual([]);
	expect(await pathUnseen(page), '390×844, iteration 1000').toEqual([]);
	expect(await pinned(page)).toEqual(['0', '4', '35']);
	// The whole iteration told briefly, read without scrolling the narration's box (its 316 px of
	// text scrolled in 189: issue 43); the full telling stays the projector's.
	await expect(narration(page)).toContainText(
		'Iteration 1000, selection by the greatest UCB1 = W/N + 1.41·√(ln N_parent / N): X max column 4, 0.53 + 0.21 = 0.74;'
	);
	expect(await narrationOver(page), '390×844, iteration 1000').toBe(0);
	// The speed and the units share a row (MCTS's "By iteration" put each on a row of its own).
	const rowOf = (selector: string) =>
		page.locator(`.controls-row ${selector}`).evaluate((node) => {
			const box = node.getBoundingClientRect();
			return Math.round(box.top + box.height / 2);
		});
	expect(await rowOf('.speed')).toBe(await rowOf('.granularity'));
	// Iteration 101's path ends where the game is over: the corner says so in its five lines, as
	// at iteration 100 ("Game over: +111" took six there, and the board moved up and down: issue 43).
	const corner = page.locator('.mcts-side .corner-board');
	const cornerHeight = () => corner.evaluate((node) => node.getBoundingClientRect().height);
	await stepTo(page, 100);
	const cornerBefore = await cornerHeight();
	await stepTo(page, 101);
	await expect(corner).toContainText('Ended: +111');
	expect(await cornerHeight(), 'the corner at iteration 101').toBe(cornerBefore);
	for (const index of [10, 300]) {
		await page.keyboard.press(index === 10 ? 'Home' : 'End');
		await stepTo(page, index);
		await settled(page);
		expect(await offSides(page), `390×844, iteration ${index}`).toEqual([]);
		expect(await narrationOver(page), `390×844, iteration ${index}`).toBe(0);
		expect(await phoneOrder(page), `390×844, iteration ${index}`).toEqual([
			'controls',
			'narration',
			'tree',
			'board',
			'playout'
		]);
		// The position at the path's last node over the tree's top right corner, on the first
		// screen (its panel is 450 px below the fold: V14's F21), the path clear of it.
		expect(await cornerUnseen(page), `390×844, iteration ${index}`).toEqual([]);
		expect(await pathUnseen(page), `390×844, iteration ${index}`).toEqual([]);
		// The cards in the panel read whole: the corner no longer hides the next row's W/N (V21).
		expect(await mctsCardsCovered(page), `390×844, iteration ${index}`).toEqual([]);
		// The iteration's playout with them (its panel was 1,082 px down: V20), clear of the corner.
		expect(await playoutUnseen(page, true), `390×844, iteration ${index}`).toEqual([]);
		expect(await cornerUnseen(page, STRIP), `390×844, iteration ${index}`).toEqual([]);
	}
	// In Chinese too, briefly.
	await page.keyboard.press('l');
	await expect(narration(page, 'zh')).toContainText('第 300 轮，选择 UCB1 = W/N');
	await settled(page);
	expect(await narrationOver(page), '390×844, iteration 300, zh').toBe(0);
	expect(await cornerUnseen(page), '390×844, iteration 300, zh').toEqual([]);
	expect(await playoutUnseen(page, true), '390×844, iteration 300, zh').toEqual([]);
	await page.keyboard.press('l');
	// By phase at iteration 300's playout, the strip over the tree's foot says it, above the fold
	// (the playout's panel is 1,100 px down: issue 43, V's F21; the tree's words under the new
	// node went under the strip, and it says them): its result, its random moves, its final board.
	// The strip and the tree keep their places over the iteration's four phases and by iteration
	// (nothing shoved while stepping).
	const places = new Set<string>();
	const place = () =>
		page.evaluate(
			(selectors) =>
				selectors
					.map((selector) => {
						const box = document.querySelector(selector)?.getBoundingClientRect();
						return box
							? [box.left, box.top, box.width, box.height].map(Math.round).join(',')
							: 'none';
					})
					.join(' '),
			[STRIP, '.mcts-side .tree > svg']
		);
	await page.getByRole('button', { name: 'By phase', exact: true }).click();
	// Back up, play out, expand, select: before the simulation the strip keeps its place with a note.
	for (const [step, played] of [
		['1,200', true],
		['1,199', true],
		['1,198', false],
		['1,197', false]
	] as const) {
		if (step !== '1,200') await page.keyboard.press('ArrowLeft');
		await expect(counter(page)).toHaveText(`Step ${step} of 4,000`);
		places.add(await place());
		expect(await playoutUnseen(page, played), `390×844, step ${step}`).toEqual([]);
	}
	for (let step = 0; step < 2; step++) await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 1,199 of 4,000');
	await expect(page.locator('.mcts-side .playout-said')).toBeHidden();
	const strip = page.locator(STRIP);
	const { score, reward } = { score: defaults.score(300), reward: defaults.reward(300) };
	const [, result] = MCTS_VIEW.en.playoutSaid(
		defaults.playout(300).length,
		connect4Presenter.value(score),
		reward.toFixed(2)
	);
	await expect(strip.locator('.head')).toHaveText(`${MCTS_VIEW.en.playoutTitle} ${result}`);
	await expect(strip.locator('.moves > span')).toHaveText(
		playoutOf(defaults, 300).moves.map(
			({ move, player }) => `${player}→${connect4Presenter.moveList([move])}`
		)
	);
	await settled(page);
	expect(await playoutUnseen(page, true), '390×844, step 1,199').toEqual([]);
	// The playout's words and the new node clear of the corner's position (an overlay there covered them).
	expect(await cornerUnseen(page, STRIP), '390×844, step 1,199').toEqual([]);
	expect(await mctsCardsCovered(page), '390×844, step 1,199').toEqual([]);
	expect(await pathUnseen(page), '390×844, step 1,199').toEqual([]);
	await page.keyboard.press('ArrowRight');
	await page.getByRole('button', { name: 'By iteration', exact: true }).click();
	await expect(counter(page)).toHaveText('Step 300 of 1,000');
	await settled(page);
	places.add(await place());
	expect([...places], 'the strip and the tree where they were').toEqual([
		expect.stringMatching(/^[\d,]+ [\d,]+$/)
	]);
	const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
	expect(await pageWidth()).toBe(390);
	// The header's menu, open: the options chosen wrap (they held the page at 498 px).
	await page.getByRole('button', { name: 'Menu', exact: true }).click();
	await expect(page.locator('summary', { hasText: 'Options' })).toBeVisible();
	expect(await pageWidth()).toBe(390);
	await page.getByRole('button', { name: 'Menu', exact: true }).click();
	// 360 px wide, the convergence chart drawn at 360 held the page at 371; on its side (844×390),
	// the narration came after the tree and its charts, 1,235 px down.
	await page.setViewportSize({ width: 360, height: 740 });
	await expect.poll(pageWidth).toBe(360);
	// There the tree's panel runs 300 px past the screen's foot: the strip is held no higher than
	// the drawing's lower half, clear of the root and the path's first rows (at the screen's foot
	// it covered them), the playout a scroll away.
	await settled(page);
	const stripOverHalf = await page.evaluate((selector) => {
		const strip = document.querySelector(selector)?.getBoundingClientRect();
		const tree = document.querySelector('.mcts-side .tree > svg')?.getBoundingClientRect();
		return strip && tree ? Math.round(tree.top + tree.height / 2 - strip.top) : 'no strip';
	}, STRIP);
	expect(stripOverHalf, '360×740: the strip over the upper half by (px)').toBeLessThanOrEqual(0);
	// The narration, the tree and the position at the path's last node (on the tree's left) are all
	// on the first screen, side by side: the tree, its board and the playout started at y 362 (V's F21).
	await page.setViewportSize({ width: 844, height: 390 });
	await settled(page);
	expect(await cardsOut(page), '844×390, iteration 300').toEqual([]);
	const sideways = async (selector: string) => {
		const found = await page.locator(selector).boundingBox();
		return {
			left: found?.x ?? NaN,
			right: (found?.x ?? NaN) + (found?.width ?? 0),
			top: found?.y ?? NaN,
			bottom: (found?.y ?? NaN) + (found?.height ?? 0)
		};
	};
	const [telling, tree, position] = await Promise.all(
		['section.narration', '.mcts-side .layout > .tree', '.mcts-side .corner-board'].map(sideways)
	);
	for (const [name, part] of Object.entries({ narration: telling, tree, position }))
		expect(part.bottom, `844×390: the ${name}'s foot`).toBeLessThanOrEqual(390);
	expect(position.right).toBeLessThanOrEqual(tree.left);
	expect(tree.right).toBeLessThanOrEqual(telling.left);
	// A phone on its side tells briefly too, read whole; a tablet tells the whole iteration at its
	// longest (iteration 839), read whole where it scrolled in a phone's box, and on its side the
	// board and the playout above the fold (issue 43).
	await expect(narration(page)).toContainText('Iteration 300, selection by the greatest UCB1');
	expect(await narrationOver(page), '844×390, iteration 300').toBe(0);
	await stepTo(page, 839);
	const bottom = (part: string) =>
		page.locator(`.mcts-side .${part}`).evaluate((node) => node.getBoundingClientRect().bottom);
	for (const [width, height] of [
		[1024, 768],
		[768, 1024]
	] as const) {
		await page.setViewportSize({ width, height });
		await expect(narration(page)).toContainText(told(defaults, connect4Presenter, 839, 'call'));
		expect(await narrationOver(page), `${width}×${height}, iteration 839`).toBe(0);
		for (const part of ['board', 'playout'])
			expect(await bottom(part), `${width}×${height}, ${part}`).toBeLessThanOrEqual(height);
	}
	// The tablet's box is as tall from the start as the run's longest telling needs, by iteration
	// and by phase (it grew at iterations 421 and 839, and in Chinese at 565: issue 43). The
	// language shown again, at a short telling, sizes it afresh.
	await stepTo(page, 10);
	await page.keyboard.press('l');
	await page.keyboard.press('l');
	const boxHeight = () =>
		narration(page).evaluate((box) => Math.round(box.getBoundingClientRect().height));
	await settled(page);
	const tablet = await boxHeight();
	for (const index of [421, 839]) {
		await stepTo(page, index);
		expect(await boxHeight(), `768×1024, iteration ${index}`).toBe(tablet);
	}
	await page.getByRole('button', { name: 'By phase', exact: true }).click();
	for (const step of ['Step 3,356 of 4,000', 'Step 3,355 of 4,000']) {
		await expect(counter(page)).toHaveText(step);
		expect(await boxHeight(), `768×1024, ${step}`).toBe(tablet);
		await page.keyboard.press('ArrowLeft');
	}
	await page.getByRole('button', { name: 'By iteration', exact: true }).click();
	await page.setViewportSize({ width: 1280, height: 720 });
	// The lecturer's moments at 1280×720, not presenting: iteration 10, and step 401 by phase (the
	// root "N 100" and "root" fitted to the narrow card read 10.9-11.2 px: issue 43).
	const labelsRead = async (where: string) => {
		for (const lang of ['zh', 'en'] as const) {
			await showLanguage(page, lang);
			await settled(page);
			const tree = '.mcts-side .tree > svg';
			expect(await labelsUnder(page, 12, tree), `1280×720, ${where}, ${lang}`).toEqual([]);
		}
	};
	await stepTo(page, 10);
	await labelsRead('iteration 10');
	await page.getByRole('button', { name: 'By phase', exact: true }).click();
	await stepTo(page, 401);
	await labelsRead('step 401 by phase');
	await page.getByRole('button', { name: 'By iteration', exact: true }).click();
	await page.keyboard.press('Home');
	// Options: a bad value is refused there too, and the run shown stays.
	await page.locator('summary', { hasText: 'Options' }).click();
	await page.getByRole('textbox', { name: 'Iterations' }).fill('0');
	await page.getByRole('button', { name: 'Search', exact: true }).click();
	await expect(page.locator('details.options').getByRole('alert')).toContainText(
		'Iterations "0" is not a whole number'
	);
	await shows(page, defaults, connect4Presenter, 0, 'call');
	// 6,000 iterations run in the worker; the page then shows them from the start.
	await page.getByRole('textbox', { name: 'Iterations' }).fill('6000');
	await page.getByRole('textbox', { name: 'Seed' }).fill('2');
	await page.getByRole('button', { name: 'Search', exact: true }).click();
	const trace = run(connect4Game(ENDGAME), 6000, 2);
	await shows(page, trace, connect4Presenter, 0, 'call');
	await page.keyboard.press('End');
	await shows(page, trace, connect4Presenter, 6000, 'call');
	// Column 4's child has 5,000-odd visits: on the narrow cards at 1280×720 not presenting, its
	// "N 5,…" at the 12 px floor ran past its card (issue 43). Whole in it, in both languages, and
	// presenting (a phone's narrow cards fit their type to the card, with no floor).
	for (const [presenting, lang] of [
		[false, 'en'],
		[false, 'zh'],
		[true, 'zh']
	] as const) {
		if (presenting) await page.keyboard.press('p');
		await showLanguage(page, lang);
		await settled(page);
		const where = `iteration 6000, ${presenting ? 'presenting' : '1280×720'}, ${lang}`;
		const read = await textsPastCards(page);
		expect(read.big, where).toBeGreaterThan(0);
		expect(read.past, where).toEqual([]);
		if (presenting) await page.keyboard.press('p');
	}
	await showLanguage(page, 'en');
	await page.getByRole('button', { name: 'By phase', exact: true }).click();
	await shows(page, trace, connect4Presenter, 24_000, 'event');
	for (const index of [23_999, 23_998, 23_997, 23_996]) {
		await page.keyboard.press('ArrowLeft');
		await shows(page, trace, connect4Presenter, index, 'event');
	}
	await page.keyboard.press('ArrowRight');
	await shows(page, trace, connect4Presenter, 23_997, 'event');
	// From the empty board a playout runs to 42 moves: presenting, and at 1280×720 not, a class
	// reads all 26 of a long one in both languages, none in a scroll box or under the side
	// column's foot (6 of them showed, in a 60 px box, and the column scrolled: V23's F3).
	await page.getByRole('button', { name: 'By iteration', exact: true }).click();
	await page.getByRole('combobox').first().selectOption('c4-empty');
	// The options kept: 6,000 iterations, seed 2. The first playout of 26 moves is read.
	const empty = run(connect4Game(''), 6000, 2);
	const long = Array.from({ length: 6000 }, (_, k) => k + 1).find(
		(index) => empty.playout(index).length === 26
	);
	expect(long).toBeDefined();
	await expect(counter(page)).toHaveText('Step 0 of 6,000');
	await stepTo(page, long ?? 0);
	await shows(page, empty, connect4Presenter, long ?? 0, 'call');
	for (const presenting of [true, false]) {
		await page.keyboard.press('p');
		for (const lang of ['en', 'zh'] as const) {
			if (lang === 'zh') await page.keyboard.press('l');
			await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
			await settled(page);
			const name = `${presenting ? 'presenting' : '1280×720'}, ${lang}`;
			expect(await playoutMovesUnseen(page, presenting), name).toEqual({ moves: 26, unseen: [] });
		}
		await page.keyboard.press('l');
	}
	await expectNoViolations(page);
	await showLanguage(page, 'zh');
	await expectNoViolations(page, 'structure');
	// The empty board, 100 iterations read at every step whole: on a phone the root's 5th-7th
	// children were past the right edge, beside the listing cards under the zoom buttons (V23 N7).
	await showLanguage(page, 'en');
	await runIterations(page, 100);
	await walkedWhole(page, 'Connect Four');
});

/** The text of the file the Share menu's item `name` saves. */
async function saved(page: Page, name: string): Promise<string> {
	await page.getByText('Share', { exact: true }).click();
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name }).click()
	]);
	return readFile((await file.path()) ?? '', 'utf8');
}

/** Runs the search afresh with `count` iterations from the Options (the other options kept). */
async function runIterations(page: Page, count: number): Promise<void> {
	const field = page.getByRole('textbox', { name: 'Iterations' });
	if (!(await field.isVisible())) await page.locator('summary', { hasText: 'Options' }).click();
	await field.fill(String(count));
	await page.getByRole('button', { name: 'Search', exact: true }).click();
	await expect(counter(page)).toHaveText(`Step 0 of ${count}`);
}

/** Sets the step slider to `index`, as a drag does. */
async function stepTo(page: Page, index: number): Promise<void> {
	await dragStep(page, index);
	await expect(counter(page)).toHaveText(new RegExp(`^Step ${index} of`));
}

/**
 * How much more room the tree's cards leave on their right than on their left, in px (the band's,
 * pinned at the panel's left, aside).
 */
function sideRoomIn(): number {
	const svg = document.querySelector('.mcts-side .tree > svg');
	const panel = svg?.getBoundingClientRect();
	const cards = [...(svg?.querySelectorAll('[data-node] .card') ?? [])]
		.filter((card) => !card.closest('.band'))
		.map((card) => card.getBoundingClientRect());
	if (!panel || cards.length === 0) return NaN;
	const left = Math.min(...cards.map((card) => card.left)) - panel.left;
	const right = panel.right - Math.max(...cards.map((card) => card.right));
	return Math.round(right - left);
}

/**
 * The root's card and the path's last (the Tab stop) cut by a side of the tree's panel: a phone's
 * holds the two, not the whole path, which may zigzag across seven columns.
 */
function offSides(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const panel = document.querySelector('.mcts-side .tree > svg')?.getBoundingClientRect();
		if (!panel) return ['no tree'];
		const cards = document.querySelectorAll(
			'.mcts-side .tree [data-node="0"] .card, .mcts-side .tree [data-on-path][tabindex="0"] .card'
		);
		return [...cards].flatMap((card) => {
			const box = card.getBoundingClientRect();
			const node = card.closest('[data-node]')?.getAttribute('data-node');
			return box.left < panel.left - 1 || box.right > panel.right + 1
				? [`node ${node} at ${Math.round(box.left)}-${Math.round(box.right)} px`]
				: [];
		});
	});
}

/**
 * The texts of the tree's cards (the band's too) that run past their card's sides, or a UCB1
 * value past its pill's; `big`: the cards read with 1,000 visits or more.
 */
function textsPastCards(page: Page): Promise<{ big: number; past: string[] }> {
	return page.evaluate(() => {
		const found = { big: 0, past: [] as string[] };
		for (const node of document.querySelectorAll('.mcts-side .tree svg g.node[data-node]')) {
			if (Number(node.getAttribute('data-visits')) >= 1000) found.big++;
			for (const text of node.querySelectorAll('text:not(.new-tag)')) {
				const frame = text.closest('.ucb')?.querySelector('rect') ?? node.querySelector('.card');
				const [box, card] = [text.getBoundingClientRect(), frame?.getBoundingClientRect()];
				if (!card || box.width === 0) continue;
				const past = Math.max(card.left - box.left, box.right - card.right);
				if (past > 0.5)
					found.past.push(
						`"${text.textContent?.trim()}" of node ${node.getAttribute('data-node')} ${past.toFixed(1)} px past its card`
					);
			}
		}
		return found;
	});
}

/** The MCTS panel's cards drawn, and the nodes of those not whole in the panel. */
function cardsNotWhole(page: Page): Promise<{ cards: number; out: string[] }> {
	return page.evaluate(() => {
		const panel = document.querySelector('.mcts-side .tree > svg')?.getBoundingClientRect();
		const cards = [...document.querySelectorAll('.mcts-side .tree [data-node] .card')];
		const out = cards.flatMap((card) => {
			const box = card.getBoundingClientRect();
			const inside =
				panel !== undefined &&
				box.left >= panel.left - 1 &&
				box.right <= panel.right + 1 &&
				box.top >= panel.top - 1 &&
				box.bottom <= panel.bottom + 1;
			return inside ? [] : [card.closest('[data-node]')?.getAttribute('data-node') ?? '?'];
		});
		return { cards: cards.length, out };
	});
}

/** Which of the root's card and the current node's (the path's last, the Tab stop) the tree's panel cuts. */
function cardsOut(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const panel = document.querySelector('.mcts-side .tree > svg')?.getBoundingClientRect();
		const cards = {
			root: '.mcts-side .tree [data-node="0"] .card',
			current: '.mcts-side .tree [data-on-path][tabindex="0"] .card'
		};
		return Object.entries(cards).flatMap(([name, selector]) => {
			const box = document.querySelector(selector)?.getBoundingClientRect();
			const inside =
				panel !== undefined &&
				box !== undefined &&
				box.left >= panel.left - 1 &&
				box.right <= panel.right + 1 &&
				box.top >= panel.top - 1 &&
				box.bottom <= panel.bottom + 1;
			return inside ? [] : [name];
		});
	});
}

/**
 * The path's cards a reader cannot see whole: cut by the panel or the screen's foot, or covered
 * (the band over a row it holds): each card's corners and centre must hit the card's own node.
 */
function pathUnseen(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('.mcts-side .tree [data-on-path] .card')].flatMap((card) => {
			const node = card.closest('[data-node]');
			const box = card.getBoundingClientRect();
			const points = [
				[box.left + 3, box.top + 3],
				[box.right - 3, box.bottom - 3],
				[(box.left + box.right) / 2, (box.top + box.bottom) / 2]
			];
			const seen = points.every(([x, y]) => {
				const hit = document.elementFromPoint(x ?? NaN, y ?? NaN);
				return hit !== null && hit.closest('[data-node]') === node;
			});
			return seen ? [] : [`node ${node?.getAttribute('data-node')} at ${Math.round(box.top)}`];
		})
	);
}

/**
 * The steps from `from` to `to`, stepped one by one after a drag to the one before `from` (a drag,
 * as a step, never frames afresh), at which the root's card moved.
 */
async function rootMoves(page: Page, from: number, to: number): Promise<string[]> {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	const place = () =>
		page.locator('.mcts-side [data-node="0"]').evaluate((node) => {
			const { left, top } = node.getBoundingClientRect();
			return `${node.closest('.band') ? 'band' : 'tree'} ${Math.round(left)},${Math.round(top)}`;
		});
	const moves: string[] = [];
	await stepTo(page, from - 1);
	let before = await place();
	for (let step = from; step <= to; step++) {
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText(new RegExp(`^Step ${step} of`));
		const now = await place();
		if (now !== before) moves.push(`${step}: ${now}`);
		before = now;
	}
	await page.emulateMedia({ reducedMotion: null });
	return moves;
}

/** How far the narration's text runs past its box (px): 0 where it is read whole. */
function narrationOver(page: Page): Promise<number> {
	return page
		.locator('section.narration')
		.evaluate((box) => Math.max(0, box.scrollHeight - box.clientHeight));
}

/**
 * What keeps a phone's reader from the position at the path's last node (the Tab stop) over the
 * tree's top right corner: the corner board not drawn, not that node's, out of the panel's top
 * right, below the screen's foot, or over the root's card, or over `under` (the playout's strip),
 * or `under` not there.
 */
function cornerUnseen(
	page: Page,
	under = '.mcts-side .tree [data-node="0"] .card'
): Promise<string[]> {
	return page.evaluate((under) => {
		const panel = document.querySelector('.mcts-side .tree > svg')?.getBoundingClientRect();
		const corner = document.querySelector('.mcts-side .corner-board');
		const box = corner?.getBoundingClientRect();
		if (!panel || !corner || !box || box.width === 0) return ['no corner board'];
		const found: string[] = [];
		const last = document.querySelector('.mcts-side .tree [data-on-path][tabindex="0"]');
		const node = last?.getAttribute('data-node');
		if (corner.getAttribute('data-node') !== node)
			found.push(`board of ${corner.getAttribute('data-node')}, not ${node}`);
		if (
			box.left < panel.left + panel.width / 2 ||
			box.right > panel.right + 1 ||
			box.top < panel.top - 1
		)
			found.push(
				`not in the top right: ${Math.round(box.left)}-${Math.round(box.right)}, ${Math.round(box.top)}`
			);
		if (box.bottom > innerHeight) found.push(`below the fold: ${Math.round(box.bottom)}`);
		const below = document.querySelector(under)?.getBoundingClientRect();
		if (!below) found.push(`no ${under}`);
		else if (
			below.left < box.right &&
			below.right > box.left &&
			below.top < box.bottom &&
			below.bottom > box.top
		)
			found.push(`over ${under}`);
		return found;
	}, under);
}

/** A phone's playout over the tree's foot. */
const STRIP = '.mcts-side .playout-strip';

/**
 * What keeps a phone's reader from the step's playout without scrolling: no picture of it above
 * the screen's foot (the strip, else the playout's panel: 1,082 px down on a 844 px screen, V20),
 * the step buttons or the narration off the first screen or under it, its final board not drawn
 * where `played`, a line of it cut across, or the page scrolled or wider than the screen.
 */
function playoutUnseen(page: Page, played: boolean): Promise<string[]> {
	return page.evaluate(
		({ selector, played }) => {
			const strip = document.querySelector(selector);
			const picture =
				strip && strip.getBoundingClientRect().height > 0
					? strip
					: document.querySelector('.mcts-side section.playout');
			const box = picture?.getBoundingClientRect();
			if (!picture || !box) return ['no playout'];
			const found: string[] = [];
			const onScreen = (name: string, part: DOMRect | undefined) => {
				if (!part || part.top < 0 || part.bottom > innerHeight) found.push(`${name} off screen`);
			};
			const narration = document.querySelector('section.narration')?.getBoundingClientRect();
			onScreen('step buttons', document.querySelector('.controls-row')?.getBoundingClientRect());
			onScreen('narration', narration);
			if (box.bottom > innerHeight)
				found.push(`the playout below the fold: ${Math.round(box.top)}-${Math.round(box.bottom)}`);
			if (narration && box.top < narration.bottom) found.push('the playout over the narration');
			if (played && !picture.querySelector('svg[role="img"]')) found.push('no final board');
			for (const line of picture.querySelectorAll('p'))
				if (line.scrollWidth > line.clientWidth + 1) found.push(`"${line.textContent}" cut`);
			if (scrollY !== 0) found.push(`the page scrolled ${scrollY} px`);
			const width = document.documentElement.scrollWidth;
			if (width > innerWidth) found.push(`the page ${width} px wide`);
			return found;
		},
		{ selector: STRIP, played }
	);
}

/**
 * The playout panel's moves, and those a reader cannot see without scrolling: clipped by an
 * ancestor that hides its overflow (the list's box, the side column) or under the screen's foot;
 * and, presenting, a box that scrolls (the side column, the list) or the page.
 */
function playoutMovesUnseen(
	page: Page,
	presenting: boolean
): Promise<{ moves: number; unseen: string[] }> {
	return page.evaluate((presenting) => {
		const moves = [...document.querySelectorAll('.mcts-side section.playout li')];
		const unseen: string[] = [];
		moves.forEach((move, k) => {
			const box = move.getBoundingClientRect();
			if (box.height === 0 || box.bottom > innerHeight) unseen.push(`move ${k + 1} off screen`);
			for (let box_ = move.parentElement; box_; box_ = box_.parentElement) {
				if (getComputedStyle(box_).overflow === 'visible') continue;
				const clip = box_.getBoundingClientRect();
				if (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5)
					unseen.push(`move ${k + 1} clipped by .${box_.className.split(' ')[0]}`);
			}
		});
		if (presenting)
			for (const box of document.querySelectorAll<HTMLElement>(
				'.mcts-side .charts, .mcts-side section.playout ol, html'
			))
				if (box.scrollHeight > box.clientHeight + 1)
					unseen.push(`${box.localName} scrolls: ${box.scrollHeight} in ${box.clientHeight}`);
		return { moves: moves.length, unseen };
	}, presenting);
}

/** The nodes the band pins at the tree's top, root first. */
function pinned(page: Page): Promise<string[]> {
	return page
		.locator('.mcts-side .band [data-node]')
		.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-node') ?? ''));
}

/**
 * The parts of the page a phone shows first, top to bottom, each right under the one before it
 * (within 20 px): the step controls, the narration, the tree, the board and the playout.
 */
function phoneOrder(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const parts = {
			controls: '.controls-row',
			narration: 'section.narration',
			tree: '.mcts-side .tree',
			board: '.mcts-side .board',
			playout: '.mcts-side .playout'
		};
		let bottom = -Infinity;
		const order = Object.entries(parts).map(([name, selector]) => {
			const box = document.querySelector(selector)?.getBoundingClientRect();
			return { name, top: box?.top ?? NaN, bottom: box?.bottom ?? NaN };
		});
		order.sort((a, b) => a.top - b.top);
		return order.map(({ name, top, bottom: end }) => {
			const next =
				Number.isFinite(bottom) && top - bottom > 20 ? `${name} ${top - bottom} px down` : name;
			bottom = end;
			return next;
		});
	});
}

/**
 * What keeps a class from the root's visits presenting: the list not folded to one row, a move's
 * cell cut, the heading, the row, its key or the verdict under the charts column's foot or the
 * screen's (the list sat below the 720 px screen's foot, then the verdict's first line: issue 43),
 * the verdict under 14 px or cut in its box, or the page taller than the screen.
 */
function visitsUnseenIn(): string[] {
	const column = document.querySelector('.mcts-side .charts')?.getBoundingClientRect();
	const cells = [...document.querySelectorAll<HTMLElement>('.mcts-side .visits li')];
	if (!column || cells.length === 0) return ['no visits'];
	const found: string[] = [];
	const foot = Math.min(column.bottom, innerHeight);
	for (const part of document.querySelectorAll('.mcts-side .visits :is(h2, ol, .key, .verdict)')) {
		const bottom = part.getBoundingClientRect().bottom;
		if (bottom > foot + 0.5)
			found.push(`${part.localName} below the foot: ${Math.round(bottom)} > ${Math.round(foot)}`);
	}
	const verdict = document.querySelector<HTMLElement>('.mcts-side .visits .verdict');
	const px = verdict ? parseFloat(getComputedStyle(verdict).fontSize) : 0;
	if (px < 14) found.push(`verdict at ${px} px`);
	if (verdict && verdict.scrollHeight > verdict.clientHeight + 1) found.push('verdict cut');
	const rows = new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
	if (rows.size > 1) found.push(`${rows.size} rows`);
	for (const cell of cells)
		if (cell.scrollWidth > cell.clientWidth + 1) found.push(`move ${cell.dataset['move']} cut`);
	const page = document.documentElement.scrollHeight;
	if (page > innerHeight) found.push(`page ${page} px`);
	return found;
}

/** `visitsUnseenIn`, read from the test. */
const visitsUnseen = (page: Page): Promise<string[]> => page.evaluate(visitsUnseenIn);

/**
 * What a class would miss in the MCTS view: a tree label under 14 px, the root or a node of the
 * path out of the tree's panel, a text cut in its box, the board or the playout below the fold.
 */
function mctsProblemsIn(): string[] {
	const problems: string[] = [];
	const said = (element: Element) => `"${element.textContent?.trim().slice(0, 40)}"`;
	const svg = document.querySelector('.mcts-side .tree > svg');
	const panel = svg?.getBoundingClientRect();
	if (!svg || !panel) return ['no tree'];
	const inside = (box: DOMRect) =>
		box.left >= panel.left &&
		box.right <= panel.right &&
		box.top >= panel.top &&
		box.bottom <= panel.bottom;
	for (const label of svg.querySelectorAll('text')) {
		const scale = Math.hypot(label.getScreenCTM()?.a ?? 0, label.getScreenCTM()?.b ?? 0);
		const px = parseFloat(getComputedStyle(label).fontSize) * scale;
		if (px < 13.95) problems.push(`${said(label)} at ${px.toFixed(1)} px`);
	}
	for (const node of svg.querySelectorAll('[data-node="0"] .card, [data-on-path] .card'))
		if (!inside(node.getBoundingClientRect()))
			problems.push(`${said(node.parentElement!)} out of view`);
	for (const text of document.querySelectorAll('.narration, .mcts-side h2, .mcts-side p'))
		if (text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1)
			problems.push(`${said(text)} cut`);
	for (const part of document.querySelectorAll('.mcts-side .board, .mcts-side .playout'))
		if (part.getBoundingClientRect().bottom > innerHeight)
			problems.push(`${said(part)} below the fold`);
	return problems;
}

/** What `presentedMcts` reads: nothing but `waiting` if the page did not settle. */
interface PresentedMcts {
	waiting: string | null;
	problems?: string[];
	visits?: string[];
	labels?: string[];
	room?: number;
}

/**
 * The MCTS view presenting, read in one evaluation as the page settles (one round trip where each
 * took its own): `mctsProblemsIn`, `visitsUnseenIn`, the tree's label overlaps and `sideRoomIn`.
 */
async function presentedMcts(page: Page): Promise<PresentedMcts> {
	return (await page.evaluate(`(async () => {
		const waiting = await ${inPage(settledIn, settledArgs())};
		if (waiting !== null) return { waiting };
		return {
			waiting,
			problems: ${inPage(mctsProblemsIn, null)},
			visits: ${inPage(visitsUnseenIn, null)},
			labels: ${inPage(labelOverlapsIn, labelOverlapsArgs({ selector: '.mcts-side .tree > svg', gutter: null }))},
			room: ${inPage(sideRoomIn, null)}
		};
	})()`)) as PresentedMcts;
}

/** What `treeCutIn` finds over a walk of the steps. */
interface TreeCut {
	/** The steps read, and the texts read over them (a walk that read nothing fails). */
	steps: number;
	texts: number;
	/** The first problems found, each with its step. */
	problems: string[];
}

/**
 * Moves the MCTS view from step 0 to `last`, `stride` steps at a time with the step slider (in the
 * page: one round trip for the walk), and at each, once the camera rests, lists what a reader cannot read whole
 * in the tree's panel (V23 N7, N12): a text across the panel's edge, a text, card, new ring or
 * UCB1 pill under a zoom button, a text under `px` on screen (issue 43: Connect Four's narrow
 * cards read 10.9 px at 1280×720), a card drawn in the tree across the panel's left or right edge
 * (Connect Four's root's 5th-7th children ran past a phone's), and the root's card moved
 * across between steps where it is drawn in the tree (the band pins it elsewhere).
 */
async function treeCutIn({
	last,
	stride,
	px
}: {
	last: number;
	stride: number;
	px: number;
}): Promise<TreeCut> {
	const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
	const now = () => document.querySelector('.counter .now')?.textContent ?? '';
	const svg = document.querySelector('.mcts-side .tree > svg');
	const buttons = [...(svg?.closest('.tree-box')?.querySelectorAll('.toolbar button') ?? [])];
	const found: TreeCut = { steps: 0, texts: 0, problems: [] };
	if (!svg) return { ...found, problems: ['no tree'] };
	const meet = (a: DOMRect, b: DOMRect) =>
		a.left < b.right - 0.5 &&
		b.left < a.right - 0.5 &&
		a.top < b.bottom - 0.5 &&
		b.top < a.bottom - 0.5;
	let rootAt: number | null = null;
	const slider = document.querySelector<HTMLInputElement>('.controls-row input[type="range"]');
	for (let step = 0; step <= last; step += stride) {
		// Reduced motion, the camera jumps: at rest once still over a frame after the step is drawn,
		// and a frame more for the texts past an edge to be marked.
		const camera = () => svg.querySelector(':scope > g')?.getAttribute('transform');
		const before = now();
		if (step > 0 && slider) {
			slider.value = String(step);
			slider.dispatchEvent(new Event('input', { bubbles: true }));
		}
		for (let wait = 0, was = camera(); wait < 300; wait++) {
			await frame();
			const moved = camera() !== was;
			was = camera();
			if ((step === 0 || now() !== before) && !moved) break;
		}
		await frame();
		const at = `${now()}:`;
		const said = (element: Element) =>
			`"${element.textContent?.trim()}" of ${element.closest('[data-node]')?.getAttribute('data-node') ?? 'the tree'}`;
		const panel = svg.getBoundingClientRect();
		const over = buttons
			.map((button) => button.getBoundingClientRect())
			.filter((box) => box.width > 0 && meet(box, panel));
		const problems: string[] = [];
		for (const text of svg.querySelectorAll('text')) {
			const box = text.getBoundingClientRect();
			if (box.width === 0 || getComputedStyle(text).visibility === 'hidden' || !meet(box, panel))
				continue;
			found.texts++;
			const across =
				box.left < panel.left - 0.5 ||
				box.right > panel.right + 0.5 ||
				box.top < panel.top - 0.5 ||
				box.bottom > panel.bottom + 0.5;
			if (across) problems.push(`${at} ${said(text)} cut at the edge`);
			const matrix = text.getScreenCTM();
			const size =
				parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix?.a ?? 0, matrix?.b ?? 0);
			if (size < px - 0.05) problems.push(`${at} ${said(text)} at ${size.toFixed(1)} px`);
			if (over.some((button) => meet(button, box)))
				problems.push(`${at} ${said(text)} under a button`);
		}
		for (const part of svg.querySelectorAll('.card, .new-ring, .ucb rect')) {
			const box = part.getBoundingClientRect();
			const name = `${part.classList[0] ?? 'pill'} of ${part.closest('[data-node]')?.getAttribute('data-node')}`;
			if (over.some((button) => meet(button, box))) problems.push(`${at} ${name} under a button`);
			const inBand = part.closest('.band') !== null;
			if (
				part.matches('.card') &&
				!inBand &&
				(box.left < panel.left - 0.5 || box.right > panel.right + 0.5)
			)
				problems.push(
					`${at} ${name} across the side at ${Math.round(box.left)}-${Math.round(box.right)}`
				);
		}
		const root = svg.querySelector('[data-node="0"]');
		if (root && !root.closest('.band')) {
			const x = Math.round(root.getBoundingClientRect().left);
			if (rootAt !== null && x !== rootAt) problems.push(`${at} the root moved across to ${x}`);
			rootAt = x;
		}
		found.problems.push(...problems);
		found.steps++;
	}
	found.problems = found.problems.slice(0, 12);
	return found;
}

/**
 * A 100-iteration run read at every fifth step by iteration (every step's frame is unit-tested:
 * mcts-view.test's narrow panels), and its first three iterations by phase at every step, on a
 * 390×844 phone and at 1280×720 not presenting and presenting, in English and Chinese: nothing in
 * the tree's panel cut or under the zoom buttons, no label under 12 px at 1280×720 or 14
 * presenting (`treeCutIn`). Leaves the page at 1280×720, not presenting, in English, by iteration.
 */
async function walkedWhole(page: Page, run: string): Promise<void> {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	const unit = (index: number) => page.locator('.controls-row .granularity button').nth(index);
	for (const [width, height, presenting] of [
		[390, 844, false],
		[1280, 720, false],
		[1280, 720, true]
	] as const) {
		await page.setViewportSize({ width, height });
		if (presenting) await page.keyboard.press('p');
		for (const lang of ['en', 'zh'] as const) {
			await showLanguage(page, lang);
			for (const [index, last, stride] of [
				[0, 100, 5],
				[1, 12, 1]
			] as const) {
				await unit(index).click();
				await page.keyboard.press('Home');
				await expect(counter(page)).toHaveText(/^\D*0\D/);
				await settled(page);
				const where = `${run}, ${width}×${height}${presenting ? ' presenting' : ''}, ${lang}, ${index === 0 ? 'by iteration' : 'by phase'}`;
				// Labels at 14 px presenting, 12 at a desk; a phone's narrow cards fit theirs.
				const px = presenting ? 14 : width === 1280 ? 12 : 0;
				const cut = await page.evaluate(treeCutIn, { last, stride, px });
				expect(cut.steps, where).toBe(last / stride + 1);
				expect(cut.texts, where).toBeGreaterThan((3 * last) / stride);
				expect(cut.problems, where).toEqual([]);
			}
		}
		if (presenting) await page.keyboard.press('p');
	}
	await showLanguage(page, 'en');
	await unit(0).click();
	await page.emulateMedia({ reducedMotion: null });
}
