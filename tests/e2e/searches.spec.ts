import type { Page } from '@playwright/test';
import type { Game, SearchSettings } from '$lib/engine';
import { countSearch } from '$lib/engine/compare';
import { plainSearch } from '$lib/engine';
import { search } from '$lib/engine/run';
import { receiveIndex, returnIndex } from '$lib/engine/events';
import { boardGame } from '$lib/games/tictactoe/rules';
import { parseTree } from '$lib/games/tree/rules';
import { AIMA_TREE } from '$lib/games/tree/link';
import { MESSAGES } from '$lib/i18n';
import { StepMap } from '$lib/player';
import { ARTICLE_BOARD } from '../articles';
import { LECTURE_CHANCE_TREE } from '../trees';
import { expectNoViolations, scopeIn } from './axe';
import { boundedCutShown, boundedRefused, chanceCutShown, pickSearch } from './bounded';
import { labelOverlaps, labelsUnder14 } from './label-boxes';
import {
	counter,
	expect,
	open,
	openLink,
	settled,
	showLanguage,
	stepsRead,
	test
} from './fixtures';

// Every search the page knows, on the article's board (expectimax on AIMA's Figure 5.2 too):
// stepped to the end and back one call at a time, the tally's total equal to the engine's count
// of the same search (the CLI's `calls`).

const tally = (page: Page) => page.locator('.tally');

/**
 * A tree that states its chance nodes (issue 26), the one issue 43 found told and lit wrongly: X1's
 * outcomes weighted 1/3 and 2/3, X2's 1/4 and 3/4; min nodes below them, and below those chance
 * nodes stated without weights (1/2 each). X1 = 1/3 × min(6, 3) + 2/3 × min(7, 11) = 17/3,
 * X2 = 1/4 × 3 + 3/4 × 5 = 9/2, the root 17/3: 31 calls.
 */
const WEIGHTED = JSON.stringify(LECTURE_CHANCE_TREE);

const SEARCHES: {
	query: string;
	settings: SearchSettings;
	game?: Game;
	/** The weighted tree, opened with `versus=minimax`, which it refuses. */
	weighted?: true;
	/** Picked in the Search menu on the page the entry before opened, not a page load. */
	menu?: true;
	/**
	 * Walked call by call, forwards and back, in walk.spec.ts (which checks the same counters,
	 * tally and engine's count at every step): here its ends alone, reached by End and Home.
	 */
	walked?: true;
}[] = [
	{
		query: 'algo=minimax',
		settings: { algorithm: 'minimax', depthLimit: null, symmetry: false },
		walked: true
	},
	...(
		[
			'alphabeta',
			'memo',
			'alphabeta-ordered',
			'alphabeta-table',
			'negamax',
			'mtdf',
			'expectimax',
			'expectimax-bounded'
		] as const
	).map((algorithm) => ({
		query: `algo=${algorithm}`,
		settings: { algorithm, depthLimit: null, symmetry: false },
		menu: true as const,
		// Memo's tally is read in words at every step here too.
		...(algorithm === 'memo' ? {} : { walked: true as const })
	})),
	{
		query: 'algo=memo&symmetry=on',
		settings: { algorithm: 'memo', depthLimit: null, symmetry: true }
	},
	{
		query: 'algo=alphabeta-table&symmetry=on&depth=1',
		settings: { algorithm: 'alphabeta-table', depthLimit: 1, symmetry: true }
	},
	{
		query: 'algo=minimax&depth=1',
		settings: { algorithm: 'minimax', depthLimit: 1, symmetry: false }
	},
	{
		query: `tree=${encodeURIComponent(AIMA_TREE)}&algo=expectimax`,
		settings: { algorithm: 'expectimax', depthLimit: null, symmetry: false },
		game: parseTree(AIMA_TREE),
		walked: true
	},
	{
		query: `tree=${encodeURIComponent(WEIGHTED)}&algo=expectimax&versus=minimax`,
		settings: { algorithm: 'expectimax', depthLimit: null, symmetry: false },
		game: parseTree(WEIGHTED),
		weighted: true
	}
];

/**
 * Whether each node's card is round: a square card a circle, its corner radius half its side; a
 * card wider than tall (presenting's, and the page's at 12 px: issue 43 N10) a quarter of its
 * height, its FC line clear of the corners. Run in the page.
 */
function roundCards(cards: Element[]): boolean[] {
	return cards.map((card) => {
		const rect = card as SVGRectElement;
		const [width, height] = [rect.width.baseVal.value, rect.height.baseVal.value];
		return rect.rx.baseVal.value === (width > height ? height / 4 : Math.min(width, height) / 2);
	});
}

/** What each chance node's name says of its links on the weighted tree, level by level. */
const PROBABILITIES = [
	'its moves with probabilities 1/3, 2/3',
	'its moves with probabilities 1/4, 3/4',
	...Array<string>(8).fill('each of its 2 moves with probability 1/2')
];

/**
 * Presses `key` `times` in the page in one evaluation, as keys pressed faster than the page draws
 * (a round trip a press, each step drawn, cost a busy machine seconds here), then waits a frame.
 * The key goes where a pressed key goes (the focused element, else the body), to the page's own
 * key handler, and each press moves on from the step asked last: the counter checked after it
 * says whether every press counted.
 */
function pressTimes(page: Page, key: 'ArrowRight' | 'ArrowLeft', times: number): Promise<void> {
	return page.evaluate(
		async ({ key, times }) => {
			const target = document.activeElement ?? document.body;
			for (let press = 0; press < times; press++)
				target.dispatchEvent(
					new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
				);
			await new Promise((resolve) => requestAnimationFrame(resolve));
		},
		{ key, times }
	);
}

/** The code line lit now. */
const litLine = (page: Page) => page.locator('.code .line[aria-current="step"]');

/** The names (`n5`, `X1`) some link's curve passes through, sampled along each link. */
function linksThroughNames(): string[] {
	const names = [...document.querySelectorAll('.node text.number')].map((text) => ({
		text: text.textContent ?? '',
		box: text.getBoundingClientRect()
	}));
	const crossed = new Set<string>();
	for (const path of document.querySelectorAll<SVGPathElement>('.links path')) {
		const matrix = path.getScreenCTM();
		const length = path.getTotalLength();
		for (let at = 0; at <= 40 && matrix; at++) {
			const point = path.getPointAtLength((length * at) / 40).matrixTransform(matrix);
			for (const { text, box } of names)
				if (
					point.x > box.left + 1 &&
					point.x < box.right - 1 &&
					point.y > box.top + 1 &&
					point.y < box.bottom - 1
				)
					crossed.add(text);
		}
	}
	return [...crossed];
}

/**
 * The round cards (min, chance) whose FC line (or a board card's marker, "OΣ") runs over their
 * rounded corners: its advance box, over the capitals' height, tested against the card's outline
 * in the node's own units.
 */
function linesOverCorners(page: Page): Promise<string[]> {
	return page.locator('[data-kind="min"], [data-kind="chance"]').evaluateAll((nodes) =>
		nodes.flatMap((node) => {
			const card = node.querySelector<SVGRectElement>('rect.card');
			return [...node.querySelectorAll<SVGTextElement>('text.fc, text.marker')].flatMap((line) => {
				if (!card) return [];
				const [w, h, r] = [card.width, card.height, card.rx].map((length) => length.baseVal.value);
				const { x, width } = line.getBBox();
				const middle = line.y.baseVal[0]?.value ?? 0;
				const caps = 0.36 * parseFloat(getComputedStyle(line).fontSize);
				const inside = (px: number, py: number) =>
					Math.hypot(
						Math.max(0, Math.abs(px) - (w! / 2 - r!)),
						Math.max(0, Math.abs(py) - (h! / 2 - r!))
					) <=
					r! + 0.5;
				const corners = [x, x + width].flatMap((px) =>
					[middle - caps, middle + caps].map((py) => [px, py])
				);
				return corners.every(([px, py]) => inside(px!, py!))
					? []
					: [`${line.textContent} (r ${r})`];
			});
		})
	);
}

/** The probabilities whose box meets a move label's or a score pill's (the page's boxes). */
function probabilitiesOverLabels(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const boxes = (selector: string) =>
			[...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
		const others = boxes('svg.calls .labels text, svg.calls .score rect');
		return [...document.querySelectorAll('svg.calls [data-probability]')].flatMap((text) => {
			const box = text.getBoundingClientRect();
			const meets = others.some(
				(other) =>
					box.left < other.right &&
					other.left < box.right &&
					box.top < other.bottom &&
					other.top < box.bottom
			);
			return meets ? [text.textContent ?? ''] : [];
		});
	});
}

/**
 * The probabilities the running path's lit link shows through, read from the page's pixels in
 * each label's box: a label's halo hides a thin grey link between its glyphs, not a lit one.
 */
async function litThroughProbabilities(page: Page): Promise<string[]> {
	// The camera at rest: the labels read below are where the picture has them.
	await settled(page);
	const png = (await page.screenshot()).toString('base64');
	return page.evaluate(async (png) => {
		const image = new Image();
		image.src = `data:image/png;base64,${png}`;
		await image.decode();
		const canvas = new OffscreenCanvas(image.width, image.height);
		const context = canvas.getContext('2d', { willReadFrequently: true });
		context?.drawImage(image, 0, 0);
		const lit = document.querySelector('.links path.path');
		const [r = 0, g = 0, b = 0] = lit
			? getComputedStyle(lit).stroke.match(/\d+/g)!.map(Number)
			: [];
		if (!lit || !context) return ['no lit link'];
		const scale = image.width / innerWidth;
		const through: string[] = [];
		for (const label of document.querySelectorAll('[data-probability]')) {
			const box = label.getBoundingClientRect();
			const at = [box.x, box.y, box.width, box.height].map((side) => Math.round(side * scale));
			const pixels = context.getImageData(at[0]!, at[1]!, at[2]!, at[3]!).data;
			for (let pixel = 0; pixel < pixels.length; pixel += 4) {
				const off = [r, g, b].reduce(
					(sum, channel, i) => sum + Math.abs(pixels[pixel + i]! - channel),
					0
				);
				if (off < 60) {
					through.push(`${label.textContent} at ${box.x.toFixed(0)}, ${box.y.toFixed(0)}`);
					break;
				}
			}
		}
		return through;
	}, png);
}

/**
 * The weighted tree at its last step: minimax beside it refused with the reason, in both
 * languages; its chance nodes round, each link's probability as the tree writes it, and by
 * event a min node's comparison lit and, where X1 returns, the narration's weighted sum. Then by
 * call, steps 0 and 2 (X1 starts) in both languages: what the issue found said and lit there
 * (every node alike, X1's children at 1/2) told and lit as the tree is. Back at the last step after.
 */
async function weightedShown(page: Page, game: Game, calls: number): Promise<void> {
	const refused = (lang: 'en' | 'zh') =>
		page.getByRole('alert').filter({ hasText: lang === 'en' ? 'Side by side: ' : '并排对照：' });
	await expect(refused('en')).toContainText(
		'Side by side: This tree has chance nodes, which take the average of their children, and "minimax" only takes the highest or the lowest: choose "expectimax" or "expectimax-bounded". The search on screen is stepped alone.'
	);
	await expect(page.locator('.versus-side')).toHaveCount(0);
	// On the page, min and chance cards are round: each FC line drawn is inside its outline
	// (issue 43: "FC29Σ" ran into its ring).
	await expect(page.locator('[data-kind="chance"] text.fc').first()).toBeVisible();
	// Read with the camera at rest: stepped a frame a step, it glides behind the steps, and a CI
	// read "FC11Σ" outside its ring before it had come to the last step's frame (judged from where
	// glides end, that frame leaves FC11 off the panel, undrawn; earlier steps' frames draw it).
	await settled(page);
	expect(await linesOverCorners(page)).toEqual([]);
	// Its 31 nodes drawn at once: the camera frames a part of them at a step.
	await page.getByRole('button', { name: MESSAGES.en.view.wholeTree }).click();
	const chance = page.locator('[data-kind="chance"]');
	await expect(chance).toHaveCount(10);
	// Each chance node's card, counted first so the check below reads them all (in one evaluation).
	await expect(chance.locator('rect.card')).toHaveCount(10);
	expect(await chance.locator('rect.card').evaluateAll(roundCards)).toEqual(Array(10).fill(true));
	// Issue 43: a second ring tells a chance node from a round min node, as on paper; presenting
	// (cards in detail), X1's value is exact and inside its card, no link runs through a node's
	// name, each probability reads at 14 px at least, and no FC line runs over a round card's
	// corners (they round less on a card wider than tall).
	await expect(chance.locator('rect.chance-ring')).toHaveCount(10);
	await expect(page.locator('[data-kind="min"] rect.chance-ring')).toHaveCount(0);
	// Each chance node's name gives its links' probabilities, as the tree writes them.
	const named = await chance.evaluateAll((nodes) =>
		nodes.map((node) => node.getAttribute('aria-label')?.replace(/^.*; a chance node, /, ''))
	);
	expect(named).toEqual(PROBABILITIES);
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	const x1Node = page.locator('[data-call="2"]');
	await expect(x1Node.locator('text.value')).toHaveText('17/3');
	const [value, card] = await Promise.all(
		['text.value', 'rect.card'].map((part) => x1Node.locator(part).boundingBox())
	);
	expect(value && card && value.width < card.width).toBe(true);
	expect(await page.evaluate(linksThroughNames)).toEqual([]);
	const heights = await page
		.locator('[data-probability]')
		.evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height));
	expect(heights).toHaveLength(20);
	expect(Math.min(...heights)).toBeGreaterThanOrEqual(14);
	// Every other label of its 31 nodes too (names, FC numbers, fractions), none overlapping.
	await expect(page.locator('[data-call]')).toHaveCount(31);
	expect(await labelsUnder14(page)).toEqual([]);
	expect(await labelOverlaps(page)).toEqual([]);
	expect(await linesOverCorners(page)).toEqual([]);
	// Step 30: the lit link to n30 passes behind FC29's "1/2", not through it (issue 43).
	await page.keyboard.press('End');
	await page.keyboard.press('ArrowLeft');
	await page.keyboard.press('ArrowLeft');
	await expect(counter(page)).toHaveText(`Step 30 of ${calls + 1}`);
	expect(await litThroughProbabilities(page)).toEqual([]);
	await page.keyboard.press('End');
	await page.keyboard.press('p');
	const trace = search(game, plainSearch('expectimax'));
	const steps = new StepMap(trace, 'event');
	// FC3 is a min node: its first value coming back lights its own comparison.
	const min = steps.stepOf(receiveIndex(trace, 4));
	const x1 = steps.stepOf(returnIndex(trace, 2));
	await page.getByRole('button', { name: MESSAGES.en.view.byEvent }).click();
	await page.keyboard.press('Home');
	await pressTimes(page, 'ArrowRight', min);
	await expect(counter(page)).toHaveText(`Step ${min} of ${steps.last}`);
	await expect(litLine(page)).toContainText(': score < best.score)');
	await pressTimes(page, 'ArrowRight', x1 - min);
	await expect(counter(page)).toHaveText(`Step ${x1} of ${steps.last}`);
	const sum = '1/3 × 3 + 2/3 × 7 = 17/3 ≈ 5.67';
	await expect(page.locator('.narration')).toContainText(sum);
	await expect(litLine(page)).toContainText('return { score: total };');
	for (const lang of ['en', 'zh'] as const) {
		await showLanguage(page, lang);
		await expect(refused(lang)).toBeVisible();
		await expectNoViolations(page, scopeIn(lang));
	}
	await expect(page.locator('.narration')).toContainText(sum);
	await showLanguage(page, 'en');
	await page.getByRole('button', { name: MESSAGES.en.view.byCall }).click();
	await page.keyboard.press('Home');
	await expect(page.locator('.narration')).toContainText(
		"Expectimax: max nodes keep the highest value, min nodes the lowest; a chance node is worth the sum of its children's values, each times the probability on its link."
	);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText(`Step 2 of ${calls + 1}`);
	await expect(page.locator('[data-probability]').first()).toHaveText('1/3');
	const x1Starts = {
		en: 'A chance node: its 2 children have probabilities 1/3 and 2/3, and it returns the sum of each value times its probability.',
		zh: '这是机会节点：它的 2 个子节点的概率依次为 1/3 和 2/3，返回各值乘以其概率之和。'
	};
	for (const lang of ['en', 'zh'] as const) {
		await showLanguage(page, lang);
		await expect(page.locator('.narration')).toContainText(x1Starts[lang]);
		await expect(litLine(page)).toContainText('for (const [i, move] of moves.entries()) {');
	}
	await showLanguage(page, 'en');
	await page.keyboard.press('End');
	await expect(counter(page)).toHaveText(`Step ${calls + 1} of ${calls + 1}`);
}

/**
 * Expectimax draws its chance nodes round with each link's probability, and passes axe in both
 * languages: on the article's board O's two replies that search on (FC2, FC6) are chance nodes
 * of 2 moves each; on AIMA's Figure 5.2, B, C and D, each of 3 leaves. Read at the last step.
 */
async function chanceShown(page: Page, tree: boolean): Promise<void> {
	const chance = page.locator('[data-kind="chance"]');
	const probabilities = page.locator('[data-probability]');
	if (tree) {
		await expect(chance).toHaveCount(3);
		await expect(probabilities).toHaveCount(9);
		await expect(page.locator('[data-probability="1/3"]')).toHaveCount(9);
		await expect(chance.first()).toHaveAttribute('aria-label', /probability 1\/3$/);
		await expect(page.locator('.narration')).toContainText('23/3 ≈ 7.67');
	} else {
		// O's replies that search on, and the finished games where O would move (FC5 took cell 4
		// and won, FC8 filled the board), drawn as their level's kind (issue 43).
		expect(await chance.evaluateAll((nodes) => nodes.map((node) => node.dataset.call))).toEqual([
			'2',
			'5',
			'6',
			'8'
		]);
		await expect(probabilities).toHaveCount(4);
		await expect(page.locator('[data-probability="1/2"]')).toHaveCount(4);
		// Each probability beside its move label, clear of it and of the pill above (it printed
		// over "O→4" and touched the pills).
		expect(await probabilitiesOverLabels(page)).toEqual([]);
	}
	// Its marks inside its outline: a board's card rounds as min's (a circle cut its "OΣ").
	expect(await linesOverCorners(page)).toEqual([]);
	// The chance node's card is round. Not presenting at 1280×720 a tree's card reads 12 px (issue
	// 43 N10): wider than tall, it rounds as presenting's do, a quarter of its 52 units' height.
	const radius = await chance
		.first()
		.locator('rect.card')
		.evaluate((card) => (card as SVGRectElement).rx.baseVal.value);
	expect(radius).toBe(tree ? 13 : 20);
	// Not a min node's look: its own colour, its level named "chance", and on a tree a Σ mark.
	// The last chance node is off the chosen line, whose colour would take over its outline.
	const colours = await chance
		.last()
		.locator('rect.card')
		.evaluate((card) => {
			const resolved = (colour: string) => {
				const probe = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
				probe.style.stroke = colour;
				card.parentNode?.appendChild(probe);
				const value = getComputedStyle(probe).stroke;
				probe.remove();
				return value;
			};
			return {
				card: getComputedStyle(card).stroke,
				chance: resolved('var(--chance)'),
				min: resolved('var(--min)')
			};
		});
	expect(colours.card).toBe(colours.chance);
	expect(colours.chance).not.toBe(colours.min);
	// On the board, level 3 too: FC8, a finished game where O would move (issue 43).
	const levels = tree ? 1 : 2;
	await expect(page.locator('.levels text.chance')).toHaveText(Array(levels).fill('chance'));
	if (tree) await expect(chance.first().locator('.marker')).toHaveText('Σ');
	for (const lang of ['en', 'zh'] as const) {
		await showLanguage(page, lang);
		await expectNoViolations(page, scopeIn(lang));
	}
	await expect(page.locator('.levels text.chance')).toHaveText(Array(levels).fill('机会'));
	await showLanguage(page, 'en');
}

/** Negamax brings its own listing, written over any game, and a note on each value it returns. */
async function negamaxShown(page: Page): Promise<void> {
	await expect(page.getByText('Negamax, written for any game')).toBeVisible();
	await expect(page.getByText('function negamax(game, pos) {')).toBeVisible();
	await expect(page.getByText(/^Negamax: /)).toBeVisible();
	await expect(page.locator('.status .rule')).toHaveText(
		'Negamax searches every call, each value for the side to move'
	);
}

/**
 * Memo on the article's board meets no position twice: every call files its own, so the table
 * grows by one position a call and no hit shows.
 */
async function memoTableShown(page: Page, calls: number): Promise<void> {
	await expect(tally(page)).toContainText(`${calls} of 9 calls`);
	await expect(tally(page)).toContainText(`table: ${calls} positions`);
	await expect(tally(page)).toHaveAttribute('data-table', String(calls));
	await expect(page.locator('[data-hit]')).toHaveCount(0);
}

/** The tally as the page shows it now: the calls it counts and its words; run in the page. */
function readTally(): { calls: string | null; text: string } {
	const tally = document.querySelector('.tally');
	return {
		calls: tally?.getAttribute('data-calls') ?? null,
		text: (tally?.textContent ?? '').replace(/\s+/g, ' ').trim()
	};
}

/** "Step 0 of last" to "Step last of last", from `first` one way or the other. */
const countersFrom = (first: number, toward: number, last: number): string[] =>
	Array.from(
		{ length: Math.abs(toward - first) + 1 },
		(_, at) => `Step ${first + Math.sign(toward - first) * at} of ${last}`
	);

// One test, a step per search: each opens its own link. Stepping goes by the arrow keys (the
// buttons' own stepping is stepping.spec.ts's), each step read before the next: in the page, one
// evaluation a walk (stepsRead), the ends checked again from here.
test("every search on the article's board: the tally's total the engine's, every call forwards and back (walk.spec.ts steps those it walks)", async ({
	page
}) => {
	// Fourteen searches, each with its checks at either end and several axe runs, on a busy machine.
	test.setTimeout(120_000);
	for (const { query, settings, game, weighted, menu, walked } of SEARCHES)
		await test.step(query.slice(0, 60), async () => {
			const calls = countSearch(game ?? boardGame(ARTICLE_BOARD), settings).calls;
			const memo = query === 'algo=memo';
			if (menu) await pickSearch(page, settings.algorithm);
			else await open(page, `/?${query}`);
			await expect(tally(page)).toContainText(`0 of ${calls} calls`);
			if (memo) await memoTableShown(page, 0);
			const next = page.getByRole('button', { name: 'Next step', exact: true });
			if (walked) await page.keyboard.press('End');
			else {
				const forwards = await stepsRead(page, 'ArrowRight', calls + 1, readTally, null);
				expect(forwards.map(({ counter }) => counter)).toEqual(
					countersFrom(0, calls + 1, calls + 1)
				);
				// Each call's step counts it: the tally's calls are the step's, up to the last call.
				const byCall = forwards.slice(1, calls + 1);
				expect(byCall.map(({ shown }) => shown.calls)).toEqual(
					byCall.map((_, at) => String(at + 1))
				);
				if (memo)
					for (const [at, { shown }] of byCall.entries())
						expect(shown.text).toContain(`${at + 1} of 9 calls`);
			}
			await expect(counter(page)).toHaveText(`Step ${calls + 1} of ${calls + 1}`);
			await expect(tally(page)).toContainText(`${calls} of ${calls} calls`);
			if (memo) await memoTableShown(page, 9);
			await expect(next).toBeDisabled();
			if (weighted && game) await weightedShown(page, game, calls);
			else if (settings.algorithm === 'expectimax') await chanceShown(page, game !== undefined);
			if (settings.algorithm === 'expectimax-bounded') await boundedCutShown(page, calls);
			if (settings.algorithm === 'negamax') {
				// One step back is FC1's return: its note says what negamax returns there.
				await page.keyboard.press('ArrowLeft');
				await negamaxShown(page);
				await page.keyboard.press('ArrowRight');
				await expect(counter(page)).toHaveText(`Step ${calls + 1} of ${calls + 1}`);
			}
			if (walked) await page.keyboard.press('Home');
			else {
				const backwards = await stepsRead(page, 'ArrowLeft', calls + 1, readTally, null);
				expect(backwards.map(({ counter }) => counter)).toEqual(
					countersFrom(calls + 1, 0, calls + 1)
				);
			}
			await expect(counter(page)).toHaveText(`Step 0 of ${calls + 1}`);
			await expect(tally(page)).toContainText(`0 of ${calls} calls`);
			if (memo) await memoTableShown(page, 0);
			if (game !== undefined) await boundedRefused(page, calls);
		});
	// In the last load: the Example menu's board where minimax and expectimax disagree opens under
	// expectimax (16 calls), and at the end its note says which cell minimax would play, and why.
	await test.step('the example where minimax and expectimax disagree', async () => {
		await page.getByRole('combobox', { name: 'Example' }).selectOption('chance');
		await expect(tally(page)).toContainText('0 of 16 calls');
		await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('expectimax');
		await page.keyboard.press('End');
		await expect(counter(page)).toHaveText('Step 17 of 17');
		await expect(page.getByText(/^Minimax would play cell 3: it assumes O/)).toBeVisible();
		await expect(page.locator('.narration')).toContainText('X plays cell 5, score +5');
	});
	// Still in the last load: AIMA's tree typed with bounds, where a chance node cuts.
	await test.step('expectimax with bounds: a chance node’s cut told with its arithmetic', async () => {
		await chanceCutShown(page);
	});
});

// A laptop's narration box has a fixed height: a long text is set smaller, never cut. Iterative
// deepening's estimates carry the most (the estimate, the window, the cut and the iteration's
// note): at 1280×720 every step's whole text shows, without a scroll inside the box.
test("iterative deepening on the article's board: every step's narration whole in a laptop's box", async ({
	page
}) => {
	await open(page, '/?algo=iterative&aspiration=1&by=call');
	const last = Number(
		await page.getByRole('slider', { name: 'Step', exact: true }).getAttribute('max')
	);
	expect(last).toBeGreaterThan(10);
	const hidden = () => {
		const box = document.querySelector('main > .narration') as HTMLElement | null;
		return box ? box.scrollHeight - box.clientHeight : null;
	};
	const forwards = await stepsRead(page, 'ArrowRight', last, hidden, null);
	expect(forwards).toHaveLength(last + 1);
	expect(forwards.filter(({ shown }) => shown !== 0).map(({ counter }) => counter)).toEqual([]);
	// And back in Chinese.
	await showLanguage(page, 'zh');
	const backwards = await stepsRead(page, 'ArrowLeft', last, hidden, null);
	expect(backwards).toHaveLength(last + 1);
	expect(backwards.filter(({ shown }) => shown !== 0).map(({ counter }) => counter)).toEqual([]);
});

test("presenting beside a board, iterative deepening's tally is drawn with the first frame its step 0 shows, en and zh", async ({
	page
}) => {
	for (const lang of ['en', 'zh'] as const) {
		await openLink(page, `/?algo=pvs&by=call&step=3&lang=${lang}`);
		await page.keyboard.press('p');
		await expect(page.locator('.app.presenting')).toHaveCount(1);
		await expect(counter(page)).toHaveText(MESSAGES[lang].view.counter(3, 10));
		// A slow machine's frames (a class's old laptop): the step drawn and what loads after it
		// land in frames of their own. W31 saw three frames of step 0 without a tally at 20x.
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
		// Presenting, the menu is out of sight (the header folds away): chosen as its change does.
		const menu = page
			.locator('label', { hasText: MESSAGES[lang].page.search })
			.locator('select:has(option[value="iterative"])');
		const started = MESSAGES[lang].view.counter(0, 19);
		// Each frame until the counter reads iterative deepening's step 0: what it read and the
		// tally under the board (its calls), from the frame the menu changed on.
		const frames = await menu.evaluate(async (select: HTMLSelectElement, started) => {
			const seen: { counter: string; tally: string | null }[] = [];
			select.value = 'iterative';
			select.dispatchEvent(new Event('change', { bubbles: true }));
			for (let frame = 0; frame < 600 && seen.at(-1)?.counter !== started; frame++) {
				await new Promise(requestAnimationFrame);
				const tally = document.querySelector('.board-notes .tally');
				seen.push({
					counter: document.querySelector('.counter .now')?.textContent ?? '',
					tally: tally?.getAttribute('data-calls') ?? null
				});
			}
			return seen;
		}, started);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
		await cdp.detach();
		// At the first frame the counter reads the new search's step 0, the tally under the board
		// is drawn, and reads 0 calls.
		expect(frames.at(-1), lang).toEqual({ counter: started, tally: '0' });
	}
});
