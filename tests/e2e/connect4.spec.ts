import { expectNoViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { connect4 } from '$lib/games/connect4/view/messages';
import { connect4View } from '$lib/games/connect4/view/view-messages';
import { lineSums, openLines } from '$lib/games/connect4/view/open-lines';
import { connect4Game } from '$lib/games/connect4/rules';
import { MESSAGES } from '$lib/i18n';
import { treeParts } from '$lib/i18n/tree-parts';
import { cliSummary } from './cli';
import { LABEL_TOLERANCE, levelLabelsCutIn } from './label-boxes';
import {
	counter,
	dragStep,
	expect,
	grouped,
	inPage,
	open,
	openLink,
	rememberChoices,
	settled,
	settledArgs,
	settledIn,
	showLanguage,
	test,
	toolsOverControls
} from './fixtures';

// Connect Four on the step-through page: its examples by menu and by link, stepping with the
// keyboard, the tally, the big board, refused move strings and depths, and axe in both languages.

const tally = (page: Page) => page.locator('.tally > span').first();
const board = (page: Page) => page.locator('svg.c4[data-board]').first();
const example = (page: Page) => page.getByRole('combobox', { name: 'Example' });
const depthSelect = (page: Page) => page.getByRole('combobox', { name: 'Depth limit' });
const EMPTY = '.'.repeat(42);
/** The board text (top row first) with discs dropped: [column 1-7, mark] in order. */
function boardAfter(drops: readonly (readonly [number, 'X' | 'O'])[]): string {
	const cells = [...EMPTY];
	const heights = Array.from({ length: 7 }, () => 0);
	for (const [column, mark] of drops) {
		const row = heights[column - 1] ?? 0;
		heights[column - 1] = row + 1;
		cells[7 * (5 - row) + column - 1] = mark;
	}
	return cells.join('');
}
const WIN_IN_ONE = boardAfter([
	[4, 'X'],
	[3, 'O'],
	[4, 'X'],
	[3, 'O'],
	[4, 'X'],
	[3, 'O']
]);

/**
 * What is wrong with the tree's path strip (V23 F2), read in the page: missing, its text cut, its
 * box past the panel, over the drawing (the band kept for it is above it) or the zoom buttons, a
 * tree text or the running call's card drawn under it, a button covered or under 14 px.
 */
function pathStripProblems(): string[] {
	const strip = document.querySelector('.centre [data-path-strip]');
	const panel = strip?.closest('.tree')?.getBoundingClientRect();
	const drawing = strip?.closest('.tree')?.querySelector(':scope > svg')?.getBoundingClientRect();
	if (!strip || !panel || !drawing) return ['no path strip'];
	const box = strip.getBoundingClientRect();
	const problems: string[] = [];
	const meets = (other: DOMRect) =>
		other.left < box.right &&
		box.left < other.right &&
		other.top < box.bottom &&
		box.top < other.bottom;
	/** What of a box the drawing shows (it clips the tree at its edges). */
	const drawn = (other: DOMRect) =>
		new DOMRect(
			Math.max(other.left, drawing.left),
			Math.max(other.top, drawing.top),
			Math.min(other.right, drawing.right) - Math.max(other.left, drawing.left),
			Math.min(other.bottom, drawing.bottom) - Math.max(other.top, drawing.top)
		);
	if (strip.scrollWidth > strip.clientWidth + 1) problems.push('its text is cut');
	if (box.left < panel.left || box.right > panel.right || box.top < panel.top)
		problems.push('past the panel');
	if (meets(drawing)) problems.push('over the drawing');
	const texts = Array.from(strip.closest('.tree')?.querySelectorAll('svg text') ?? []).filter(
		(text) => getComputedStyle(text).visibility === 'visible'
	);
	if (texts.length === 0) problems.push('no tree text drawn');
	for (const text of texts) {
		const part = drawn(text.getBoundingClientRect());
		if (part.width > 0 && part.height > 0 && meets(part))
			problems.push(`"${text.textContent}" under it`);
	}
	const bar = strip.closest('.tree-box')?.querySelector('.toolbar')?.getBoundingClientRect();
	if (bar && meets(bar)) problems.push('under the zoom buttons');
	const card = document
		.querySelector('.centre .node[data-state="active"] rect.card')
		?.getBoundingClientRect();
	if (card && meets(drawn(card))) problems.push('over the running call');
	for (const button of strip.querySelectorAll('button')) {
		const { left, top, width, height } = button.getBoundingClientRect();
		const hit = document.elementFromPoint(left + width / 2, top + height / 2);
		if (!hit || !button.contains(hit)) problems.push(`${button.textContent} covered`);
		if (parseFloat(getComputedStyle(button).fontSize) < 14)
			problems.push(`${button.textContent} small`);
	}
	return problems;
}

/** The tree's drawing's top on screen (px): the band kept over it moves it down. */
function drawingTop(): number | null {
	return document.querySelector('.centre .tree > svg')?.getBoundingClientRect().top ?? null;
}

/** Where a call's card lies in its panel, read in the page: its centre across, from the room's middle (px). */
function offMiddle(call: number): number | null {
	const card = document.querySelector(`.centre [data-call="${call}"] rect.card`);
	const panel = card?.closest('.tree')?.getBoundingClientRect();
	const bar = card?.closest('.tree-box')?.querySelector('.toolbar')?.getBoundingClientRect();
	if (!card || !panel || !bar) return null;
	const { left, right } = card.getBoundingClientRect();
	// The camera's room: the level column's 96 px on the left, the zoom buttons' 52 on the right.
	return Math.abs((left + right) / 2 - (panel.left + 96 + panel.right - 52) / 2);
}

/**
 * The places not searched yet as drawn on screen, read in the page: how many, the zoom, and the
 * thinnest outline and shortest dash among their cards and links (px: tree units times the zoom,
 * or px where the stroke does not scale).
 */
function pendingOutlines(): { count: number; zoom: number; thinnest: number; dash: number } {
	const svg = document.querySelector('.centre .tree > svg');
	const transform = svg?.querySelector(':scope > g')?.getAttribute('transform') ?? '';
	const zoom = Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? NaN);
	const drawn = [
		...(svg?.querySelectorAll(
			'.pending rect.card, .pruned-node:not(.cut) rect.card, .link.pending:not(.far)'
		) ?? [])
	].map((element) => {
		const style = getComputedStyle(element);
		const scale = style.vectorEffect === 'non-scaling-stroke' ? 1 : zoom;
		const dashes = style.strokeDasharray.split(/[\s,]+/).map(parseFloat);
		return { width: parseFloat(style.strokeWidth) * scale, dash: Math.min(...dashes) * scale };
	});
	return {
		count: drawn.length,
		zoom,
		thinnest: Math.min(...drawn.map(({ width }) => width)),
		dash: Math.min(...drawn.map(({ dash }) => dash))
	};
}

/** The step tree's zoom, from its drawing's transform. */
function zoomOf(): number {
	const drawn = document.querySelector('.centre .tree > svg > g')?.getAttribute('transform') ?? '';
	return Number(/scale\(([\d.e-]+)\)/.exec(drawn)?.[1] ?? NaN);
}

/** Whether call `call`'s card is whole in the step tree's panel, right of its level column. */
function wholeIn(call: number): boolean {
	const svg = document.querySelector('.centre .tree > svg');
	const card = svg?.querySelector(`[data-call="${call}"] rect.card`)?.getBoundingClientRect();
	const panel = svg?.getBoundingClientRect();
	const left = svg?.querySelector('.levels .gutter')?.getBoundingClientRect().right ?? panel?.left;
	if (!card || !panel || left === undefined) return false;
	return (
		card.left >= left - 1 &&
		card.right <= panel.right + 1 &&
		card.top >= panel.top - 1 &&
		card.bottom <= panel.bottom + 1
	);
}

/**
 * "Whole tree" as drawn: the places it holds, its rows, the parts of it past the panel (or under
 * the level column), and the outline of places not searched yet (px on screen).
 */
function wholeTree(): {
	places: number;
	rows: number;
	outside: string[];
	pending: { width: number; dash: number } | null;
} {
	const svg = document.querySelector('.centre .tree > svg');
	const overview = svg?.querySelector('.overview');
	const panel = svg?.getBoundingClientRect();
	const left = svg?.querySelector('.levels .gutter')?.getBoundingClientRect().right ?? panel?.left;
	const outside: string[] = [];
	for (const part of overview?.querySelectorAll('path, circle') ?? []) {
		const box = part.getBoundingClientRect();
		if (box.width === 0 && box.height === 0) continue;
		if (
			!panel ||
			left === undefined ||
			box.left < left - 1 ||
			box.right > panel.right + 1 ||
			box.top < panel.top - 1 ||
			box.bottom > panel.bottom + 1
		)
			outside.push(
				`${part.getAttribute('class')} ${box.left}-${box.right} × ${box.top}-${box.bottom}`
			);
	}
	const pending = overview?.querySelector('.pending');
	const style = pending?.getAttribute('d') ? getComputedStyle(pending) : null;
	return {
		places: Number(overview?.getAttribute('data-places') ?? 0),
		rows: Number(overview?.getAttribute('data-rows') ?? 0),
		outside,
		pending: style && {
			width: parseFloat(style.strokeWidth),
			dash: Math.min(...style.strokeDasharray.split(/[\s,]+/).map(parseFloat))
		}
	};
}

test('the win-in-one example opens from the menu, steps by keyboard, and X plays column 4', async ({
	page
}) => {
	await open(page);
	await example(page).selectOption('c4-win');
	// Minimax at depth 2 from 434343: the root, 7 replies, and 6 × 7 answers to the six that do
	// not win at once.
	await expect(tally(page)).toHaveText('0 of 50 calls');
	await expect(page).toHaveURL(/game=connect4&moves=434343&depth=2/);
	await expect(board(page)).toHaveAttribute('data-board', WIN_IN_ONE);
	await page.locator('body').press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 1 of 51');
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 3 of 51');
	await expect(tally(page)).toHaveText('3 of 50 calls');
	// FC3 is O's first answer (column 1) to X in column 1.
	await expect(board(page)).toHaveAttribute(
		'data-board',
		boardAfter([
			[4, 'X'],
			[3, 'O'],
			[4, 'X'],
			[3, 'O'],
			[4, 'X'],
			[3, 'O'],
			[1, 'X'],
			[1, 'O']
		])
	);
	await expect(page.locator('[data-call="3"]')).toHaveAccessibleName(
		/^FC3, depth 2, after O in column 1, X to move \(max\), moves 43434311/
	);
	await page.keyboard.press('ArrowLeft');
	await expect(counter(page)).toHaveText('Step 2 of 51');
	await page.keyboard.press('End');
	await expect(tally(page)).toHaveText('50 of 50 calls');
	await expect(page.locator('figcaption').first()).toHaveText('X plays column 4 (+135)');
	await expect(page.locator('[data-call="1"]')).toHaveAttribute('data-score', '135');
	// Alpha-beta presenting at 1280×720 (V23 F2): at steps 2 and 10 the running call's card shows
	// alone, FC1 off the pane; the strip names the path in a band of its own over the drawing, kept
	// at every step (the drawing never moves down or up with it), and its FC1 centres the root.
	await page.getByRole('combobox', { name: 'Search' }).selectOption('alphabeta');
	await expect(page).toHaveURL(/algo=alphabeta/);
	await page.locator('body').press('p');
	const tops = [];
	for (const [step, path] of [
		[2, /^\s*FC1\s*▸\s*X→1 FC2$/],
		[10, /^\s*FC1\s*▸\s*X→2 FC10$/]
	] as const) {
		await dragStep(page, step);
		await expect(page.getByRole('group', { name: treeParts.en.pathStrip })).toHaveText(path);
		await settled(page);
		expect(await page.evaluate(pathStripProblems), `step ${step}`).toEqual([]);
		tops.push(await page.evaluate(drawingTop));
	}
	expect(tops[1], 'the drawing stays under the band').toBe(tops[0]);
	await page.getByRole('button', { name: treeParts.en.centreOn('FC1') }).click();
	await expect.poll(() => page.evaluate(offMiddle, 1)).toBeLessThan(2);
	await showLanguage(page, 'zh');
	await expect(page.getByRole('group', { name: treeParts.zh.pathStrip })).toHaveText(
		/^\s*FC1\s*▸\s*X→2 FC10$/
	);
	await settled(page);
	expect(await page.evaluate(pathStripProblems), 'zh').toEqual([]);
	// "Whole tree" fits the 57 places at zoom 0.1 (V23 F2): the 18 not searched yet at step 10 drew
	// their 2-unit dashed outlines 0.2 px wide, dashes 0.6 px, specks; they keep a dashed outline
	// of at least 1 px, dashes of 2 px, as a pending card reads at full size.
	await page.getByRole('button', { name: MESSAGES.zh.view.wholeTree }).click();
	await settled(page);
	const pending = await page.evaluate(pendingOutlines);
	expect(pending.count, 'places drawn pending').toBeGreaterThan(10);
	expect(pending.zoom).toBeLessThan(0.2);
	expect(pending.thinnest, 'outline px').toBeGreaterThanOrEqual(1);
	expect(pending.dash, 'dash px').toBeGreaterThanOrEqual(2);
});

test('the empty board opens by link at depth 4 with 2,801 calls, and its big board follows the steps', async ({
	page
}) => {
	await openLink(page, '/?game=connect4&step=2');
	await settled(page);
	await expect(tally(page)).toHaveText('2 of 2,801 calls');
	// "Step 2 of 2,802" is as wide as a counter gets here: the view tools still keep off it.
	expect(await toolsOverControls(page)).toEqual([]);
	await expect(page.locator('details.options > summary')).toContainText('depth 4');
	await expect(board(page)).toHaveAttribute('data-board', boardAfter([[1, 'X']]));
	await page.locator('body').press('ArrowRight');
	await expect(board(page)).toHaveAttribute(
		'data-board',
		boardAfter([
			[1, 'X'],
			[1, 'O']
		])
	);
	// Depth limits 1 to 12, and no "no limit": every Connect Four search is depth-limited.
	await page.locator('details.options > summary').click();
	const options = depthSelect(page).locator('option');
	await expect(options).toHaveCount(12);
	await expect(options.first()).toHaveText('1 move deep');
	await depthSelect(page).selectOption('2');
	await expect(tally(page)).toHaveText('0 of 57 calls');
	await expect(page).toHaveURL(/game=connect4&depth=2/);
	// The note on depth limits (the options stay open) adds Connect Four's scores and estimate.
	await page.getByRole('button', { name: 'About depth limits' }).click();
	const note = page.getByRole('dialog').locator('[data-note="game"]');
	await expect(note).toContainText(connect4View.en.noteTitle);
	await expect(note).toContainText(connect4.en.evaluationNote);
});

// The threat example (1443, depth 4) by link under each search.
test("the threat example by link: the page's tally equals the CLI's calls, search by search, and steps back; alpha-beta blocks in column 5", async ({
	page
}) => {
	for (const [algorithm, extra] of [
		['minimax', []],
		['alphabeta', []],
		['alphabeta-ordered', []],
		['alphabeta-table', ['--symmetry']]
	] as const) {
		const { calls, move } = await cliSummary(
			'--game',
			'connect4',
			'--moves',
			'1443',
			'--algorithm',
			algorithm,
			'--depth',
			'4',
			...extra
		);
		const symmetry = extra.length > 0 ? '&symmetry=on' : '';
		await open(page, `/?game=connect4&moves=1443&algo=${algorithm}&depth=4${symmetry}`);
		// The table's searches add its size after the calls.
		await expect(tally(page)).toHaveText(new RegExp(`^0 of ${grouped(calls)} calls\\b`));
		if (algorithm === 'alphabeta') {
			await expect(tally(page)).toHaveText('0 of 993 calls');
			await expect(example(page)).toHaveValue('c4-threat');
		}
		// "Whole tree" shows every place of the tree (minimax's 2,801, 301,000 units across; the
		// threat example's alpha-beta at 1280×720 and on a phone), not the middle that zoom 0.1
		// held: all five rows whole in the panel, right of the level column, no place pending yet
		// drawn under a 1 px dashed outline; the next step frames its call at the step's own zoom.
		if (algorithm !== 'alphabeta-ordered' && algorithm !== 'alphabeta-table')
			for (const size of algorithm === 'alphabeta' ? [null, { width: 390, height: 844 }] : [null]) {
				const where = `${algorithm}${size ? ', 390×844' : ''}`;
				if (size) await page.setViewportSize(size);
				await settled(page);
				const framed = await page.evaluate(zoomOf);
				await page.getByRole('button', { name: MESSAGES.en.view.wholeTree }).click();
				// Its module loads when first drawn.
				await expect(page.locator('.centre .overview'), where).toHaveCount(1);
				await settled(page);
				const whole = await page.evaluate(wholeTree);
				expect(whole.places, where).toBeGreaterThanOrEqual(calls);
				expect(whole.rows, where).toBe(5);
				expect(whole.outside, where).toEqual([]);
				expect(whole.pending?.width, `${where}: outline px`).toBeGreaterThanOrEqual(1);
				expect(whole.pending?.dash, `${where}: dash px`).toBeGreaterThanOrEqual(2);
				await page.locator('body').press('ArrowRight');
				await expect(counter(page)).toHaveText(/^Step 1 of /);
				await settled(page);
				expect(await page.evaluate(zoomOf), where).toBe(framed);
				await expect(page.locator('.centre .overview'), where).toHaveCount(0);
				expect(await page.evaluate(wholeIn, 1), `${where}: FC1 at step 1`).toBe(true);
				await page.keyboard.press('ArrowLeft');
				if (size) await page.setViewportSize({ width: 1280, height: 720 });
			}
		await page.locator('body').press('End');
		await expect(tally(page)).toHaveText(
			new RegExp(`^${grouped(calls)} of ${grouped(calls)} calls\\b`)
		);
		await expect(page.locator('.c4-figure figcaption')).toContainText(`X plays column ${move} `);
		if (algorithm === 'alphabeta')
			await expect(page.locator('figcaption').first()).toHaveText('X plays column 5 (≈ −2)');
		const last = (await counter(page).textContent())?.match(/^Step ([\d,]+) of \1$/)?.[1];
		expect(last).toBeDefined();
		await page.keyboard.press('ArrowLeft');
		const before = grouped(Number(last?.replaceAll(',', '')) - 1);
		await expect(counter(page)).toHaveText(`Step ${before} of ${last}`);
	}
});

// The horizon where it happens (issue 29), on one loaded page: an estimate's step offers the note
// by keyboard, the big board draws the lines it counts, a card in focus grows, and the note
// shows the threat example at depth 3 and depth 4 side by side, in both languages.
test('at an estimate: "Why an estimate?" opens the depth 3 against depth 4 note, the board draws the open lines counted, and a card in focus grows', async ({
	page
}) => {
	await openLink(page, '/?game=connect4&moves=1443&algo=alphabeta&depth=4&step=4');
	const why = page.getByRole('button', { name: 'Why an estimate?' });
	// FC4 (depth 3) is searched, not estimated: no offer, no lines.
	await expect(why).toHaveCount(0);
	await expect(board(page).locator('[data-open-lines]')).toHaveCount(0);
	// By call, FC5's step is its estimate reaching FC4: O's disc in column 1 is drawn as tried.
	await page.locator('body').press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 5 of 994');
	const estimated = openLines(connect4Game('14431111').root);
	const sums = lineSums(estimated);
	expect(sums.x - sums.o).toBe(0);
	await expect(board(page).locator('[data-open-lines]')).toHaveAttribute(
		'data-open-lines',
		String(estimated.length)
	);
	await expect(board(page).locator('line[data-side="O"]')).toHaveCount(
		estimated.filter((line) => line.side === 'O').length
	);
	await expect(page.locator('[data-lines-caption]')).toContainText(
		connect4View.en.linesCaption(sums)
	);
	// No line strikes a disc's letter (issue 43, F27): every letter, the tried disc's too, is
	// painted again after the lines, haloed in its disc's colour; each line runs on a casing.
	const painted = await board(page).evaluate((svg) => {
		const layer = svg.querySelector('[data-open-lines]');
		const letters = [...svg.querySelectorAll('.letters text')];
		const after = letters.every(
			(text) =>
				layer !== null && layer.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING
		);
		const halo = (mark: string) =>
			letters
				.filter((text) => text.textContent === mark)
				.map((text) => getComputedStyle(text).stroke);
		const fill = (mark: string) =>
			getComputedStyle(svg.querySelector(`.disc.${mark} circle`) ?? svg).fill;
		return {
			letters: letters.map((text) => text.textContent).join(''),
			after,
			haloX: [...new Set(halo('X'))],
			haloO: [...new Set(halo('O'))],
			fillX: fill('x'),
			fillO: fill('o'),
			casings: svg.querySelectorAll('.open-lines line.casing').length
		};
	});
	// The eight discs of 14431111, O's last one the disc being tried: four X's, four O's.
	expect(painted.letters.split('').sort().join('')).toBe('OOOOXXXX');
	expect(painted.after).toBe(true);
	expect(painted.haloX).toEqual([painted.fillX]);
	expect(painted.haloO).toEqual([painted.fillO]);
	expect(painted.casings).toBe(estimated.length);
	await expect(board(page)).toHaveAccessibleName(
		/the open lines the estimate counts: \d+ for X worth 12/
	);
	// A card in focus is drawn again on top, its discs some 24 px a cell.
	await page.locator('[data-call="4"]').focus();
	const lens = page.locator('[data-lens="4"]');
	await expect(lens).toBeVisible();
	expect((await lens.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
	await page.locator('[data-call="4"]').blur();
	await expect(lens).toHaveCount(0);
	// The offer, by keyboard.
	await why.focus();
	await page.keyboard.press('Enter');
	const table = page.getByRole('dialog').locator('[data-note="horizon"]');
	await expect(table).toContainText(connect4View.en.horizonHeading);
	await expect(table.locator('tr[data-depth="3"]')).toHaveText(/Depth limit 3\s*column 3\s*≈ \+13/);
	await expect(table.locator('tr[data-depth="4"]')).toHaveText(/Depth limit 4\s*column 5\s*≈ −2/);
	await page.keyboard.press('Escape');
	await showLanguage(page, 'zh');
	await page.getByRole('button', { name: '为什么是估计值？' }).click();
	await expect(table.locator('tr[data-depth="3"]')).toHaveText(/第 3 列\s*≈ \+13/);
	await expect(table.locator('tr[data-depth="4"]')).toHaveText(/第 5 列\s*≈ −2/);
	// One click to the depth 3 search of the same board.
	await table.getByRole('button', { name: /3/ }).click();
	await expect(page).toHaveURL(/game=connect4&moves=1443.*depth=3/);
	await page.locator('body').press('End');
	await expect(page.locator('figcaption').first()).toHaveText(
		connect4View.zh.plays('X', 3, '≈ +13')
	);
});

test('on a projector the narration is never cut off, even at the depth limit with a window', async ({
	page
}) => {
	// Each estimate here explains the evaluation, then the parent's window: the longest texts.
	await openLink(page, '/?game=connect4&moves=1443&algo=alphabeta&depth=4');
	const STEPS = 120;
	// Stepped in the page, one frame a step, as the right arrow key steps (the page's key
	// handler gets its keydown), each step read there once drawn: a round trip to the page for
	// each of 120 steps would cost most of the test's time.
	const seen = await page.evaluate(async (steps) => {
		const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
		const counterText = () => document.querySelector('.counter .now')?.textContent ?? '';
		const box = document.querySelector('section.narration');
		if (!box) throw new Error('no narration on the page');
		const cut: string[] = [];
		let at30 = '';
		for (let step = 1; step <= steps; step++) {
			const shown = `Step ${step} of 994`;
			document.body.dispatchEvent(
				new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
			);
			const since = performance.now();
			while (counterText() !== shown) {
				if (performance.now() - since > 5_000)
					return { stopped: `${shown}: ${counterText()}`, cut, at30 };
				await nextFrame();
			}
			const over = box.scrollHeight - box.clientHeight;
			if (over > 0) cut.push(`step ${step}: ${over} px`);
			if (step === 30) at30 = (box.textContent ?? '').replace(/\s+/g, ' ');
		}
		return { stopped: null, cut, at30 };
	}, STEPS);
	expect(seen.stopped, 'each step shown in turn').toBeNull();
	// FC30's step goes on to FC28 weighing its estimate, as the window drawn there shows.
	expect(seen.at30).toContain('FC28 gets ≈ +4 back from column 2. +4 is below beta +7');
	expect(seen.cut).toEqual([]);
	// The page's own counter agrees: the last step reached is the 120th.
	await expect(counter(page)).toHaveText(`Step ${STEPS} of 994`);
	// Presenting at 1280×720 (issue 43), Knuth and Moore's panel folds to one line beside "Go to
	// FC": the tree keeps 360 px (it had 270), the running call and its caller whole in it.
	await page.keyboard.press('p');
	await settled(page);
	const problems = await page.evaluate(() => {
		const panel = document.querySelector('.centre .tree')?.getBoundingClientRect();
		const running = document.querySelector('.centre .tree .node[data-state="active"]');
		const depth = Number(running?.getAttribute('data-depth'));
		const caller = document.querySelector(`.centre .tree .node.path[data-depth="${depth - 1}"]`);
		if (!panel || !running || !caller) return ['no tree, running call or caller'];
		const cut = [running, caller].filter((node) => {
			const card = node.querySelector('rect.card')?.getBoundingClientRect();
			return !card || card.top < panel.top || card.bottom > panel.bottom;
		});
		return [
			...(panel.height < 360 ? [`tree ${Math.round(panel.height)} px high`] : []),
			...cut.map((node) => `FC${node.getAttribute('data-call')} cut`)
		];
	});
	expect(problems).toEqual([]);
	await expect(page.getByRole('textbox', { name: 'Go to FC' })).toBeInViewport({ ratio: 1 });
});

// Presenting at 1280×720, every search's page fits the screen (issue 43): MTD(f)'s and iterative
// deepening's tables fold to their step's row, and the board's column shrinks its board to the
// room under its tools. The page ran to 815 px (MTD(f) step 12), and in Chinese, where the board's
// texts wrap, to 739–773 px at step 30 under most searches. One page, each search picked in turn.
test('presenting, every search on the threat example fits the 720 px screen, in English and Chinese', async ({
	page
}) => {
	await openLink(page, '/?game=connect4&moves=1443&depth=4&algo=mtdf&step=12');
	await page.locator('body').press('p');
	const height = () => page.evaluate(() => document.documentElement.scrollHeight);
	expect(await height(), 'MTD(f) step 12, en').toBeLessThanOrEqual(720);
	await page.locator('body').press('l');
	const tall: string[] = [];
	// The search is picked in the hidden header, as dragStep sets the slider, presenting all along:
	// leaving and re-entering presenting for each pick cost over half the page's work here.
	const search = page.getByRole('combobox', { name: '搜索', includeHidden: true });
	for (const algorithm of C4_SEARCHES) {
		await pickSearch(page, search, algorithm);
		await dragStep(page, 30, 'zh');
		await expect(counter(page)).toHaveText(/^第 30 /);
		// The page's height as step 30 shows; then, settled, its level labels and "Go to FC" box,
		// read in the page in one evaluation (one round trip where each took its own).
		const seen = (await page.evaluate(`(async () => {
			const shown = document.documentElement.scrollHeight;
			const waiting = await ${inPage(settledIn, settledArgs())};
			if (waiting !== null) return { shown, waiting };
			return {
				shown,
				waiting,
				cut: ${inPage(levelLabelsCutIn, LABEL_TOLERANCE)},
				rows: ${inPage(goToOneRow, null)},
				column: ${inPage(levelColumnOver, null)}
			};
		})()`)) as {
			shown: number;
			waiting: string | null;
			cut?: string[];
			rows?: boolean;
			column?: { drawn: boolean; over: string[] };
		};
		if (seen.shown > 720) tall.push(`${algorithm} step 30: ${seen.shown} px`);
		expect(seen.waiting, `${algorithm}: the page settles`).toBeNull();
		// Issue 43: no level's label cut at the tree's foot ("第 4 层" was, under iterative deepening).
		for (const cut of seen.cut ?? []) tall.push(`${algorithm} step 30: ${cut}`);
		if (!seen.rows) tall.push(`${algorithm}: the Go to FC box wraps`);
		// Issue 43: the level column is drawn (MCTS draws none), its side across no card drawn: a
		// card it would cut is not drawn, whole or not there.
		if (seen.column?.drawn !== (algorithm !== 'mcts'))
			tall.push(`${algorithm}: the level column ${seen.column?.drawn ? 'drawn' : 'not drawn'}`);
		for (const over of seen.column?.over ?? []) tall.push(`${algorithm} step 30: ${over}`);
	}
	expect(tall).toEqual([]);
});

/**
 * Whether the tree's level column is drawn, and each card drawn across its side (the column over
 * part of it), in the panel's height. Run in the page.
 */
function levelColumnOver(): { drawn: boolean; over: string[] } {
	const svg = document.querySelector('.tree > svg');
	const column = svg?.querySelector('.levels .gutter')?.getBoundingClientRect();
	if (!svg || !column) return { drawn: false, over: [] };
	const panel = svg.getBoundingClientRect();
	const over = [...svg.querySelectorAll('[data-call] > rect.card')].flatMap((card) => {
		const at = card.getBoundingClientRect();
		const level = at.bottom > panel.top + 1 && at.top < panel.bottom - 1;
		const shown = at.width > 0 && card.checkVisibility({ visibilityProperty: true });
		// One wholly under it is not seen: the column is opaque, drawn over the tree.
		const across = at.left < column.right - 1 && at.right > column.right + 1;
		if (!level || !shown || !across) return [];
		const call = card.parentElement?.getAttribute('data-call');
		return [`FC${call}'s card across the level column's side`];
	});
	return { drawn: true, over };
}

/**
 * Whether the "Go to FC" box is on one row: its name and its button each on one line (the
 * button's "跳转" once wrapped a character a line, its name before its last character); run in
 * the page.
 */
function goToOneRow(): boolean {
	const box = document.querySelector('form.go');
	if (!box) return true;
	// An inline name wrapped has a box a line; the button is as tall as the one-line input.
	const name = box.querySelector('.long')?.getClientRects().length ?? 0;
	const input = box.querySelector('input')?.getBoundingClientRect().height ?? 0;
	const button = box.querySelector('button')?.getBoundingClientRect().height ?? Infinity;
	return name <= 1 && button <= input + 4;
}

/** Every search of the step-through page. */
const C4_SEARCHES = [
	'minimax',
	'alphabeta',
	'alphabeta-ordered',
	'alphabeta-table',
	'memo',
	'negamax',
	'pvs',
	'iterative',
	'mtdf',
	'expectimax',
	'expectimax-bounded',
	'mcts'
] as const;

test('the ordered search numbers its tries where each disc would land', async ({ page }) => {
	await open(page, '/?game=connect4&moves=4453&algo=alphabeta-ordered&step=1');
	await expect(board(page)).toHaveAccessibleName(
		/the small numbers give the order of the tries: columns 4, 3, 5, 2, 6, 1, 7$/
	);
	// Column 4's next disc lands on row 3, numbered 1; column 1's on the bottom row, numbered 6.
	await expect(board(page).locator('text.rank')).toHaveText(['1', '2', '3', '6', '4', '5', '7']);
	// On a 1280×720 page the call stack is a band under the code: the running call's first line
	// and its caller's show (at the board's foot it was a sliver of the running call, issue 43).
	await page.getByRole('textbox', { name: 'Go to FC' }).fill('14');
	await page.getByRole('textbox', { name: 'Go to FC' }).press('Enter');
	await expect(counter(page)).toHaveText('Step 14 of 384');
	expect(await stackHeadsHidden(page)).toEqual([]);
	// Presenting, the camera keeps the step's call and its row's labels above "Go to FC", which
	// floated over the tree's foot: from FC5 to FC14 it covered the pills and windows of the depth
	// limit's row (issue 43). It now sits above the board, over no part of the tree.
	await page.keyboard.press('p');
	for (const step of [6, 14]) {
		await page.getByRole('textbox', { name: 'Go to FC' }).fill(String(step));
		await page.getByRole('textbox', { name: 'Go to FC' }).press('Enter');
		await expect(counter(page)).toHaveText(`Step ${step} of 384`);
		await settled(page);
		expect(await underGoTo(page), `FC${step}`).toEqual([]);
	}
	const apart = await page.evaluate(() => {
		const [go, tree] = ['form.go', '.centre .tree'].map((found) =>
			document.querySelector(found)?.getBoundingClientRect()
		);
		return (
			!!go && !!tree && go.bottom <= innerHeight && (go.right <= tree.left || go.bottom <= tree.top)
		);
	});
	expect(apart, '"Go to FC" on screen, clear of the tree').toBe(true);
});

/** The running call's and its caller's first lines in the call stack that the screen hides. */
/**
 * Picks `algorithm` in the search menu (hidden where the header folds away, as presenting and on a
 * phone), and waits for the link to name it: minimax, the default, leaves the link's algo out; MCTS
 * records its run of 5,000 iterations first (over 5 s at a load of 19).
 */
async function pickSearch(page: Page, search: Locator, algorithm: string): Promise<void> {
	await search.evaluate((select: HTMLSelectElement, value) => {
		select.value = value;
		select.dispatchEvent(new Event('change', { bubbles: true }));
	}, algorithm);
	await expect(page).toHaveURL(
		algorithm === 'minimax' ? /^(?!.*algo=)/ : new RegExp(`algo=${algorithm}(&|$)`),
		{ timeout: 30_000 }
	);
}

function stackHeadsHidden(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const list = document.querySelector('.stack ol')?.getBoundingClientRect();
		const heads = [...document.querySelectorAll('.stack li')].slice(-2);
		if (!list || heads.length < 2) return ['no stack of two frames'];
		return heads.flatMap((frame) => {
			const head = frame.querySelector('.head')?.getBoundingClientRect();
			const shown =
				head && head.top >= list.top - 1 && head.bottom <= Math.min(list.bottom, innerHeight) + 1;
			return shown ? [] : [`FC${frame.getAttribute('data-frame')}`];
		});
	});
}

/** The labels of the step's call's row (its card, pill and window among them) under "Go to FC". */
function underGoTo(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const go = document.querySelector('[data-over-tree].go')?.getBoundingClientRect();
		const call = /FC(\d+)/.exec(document.querySelector('.counter small')?.textContent ?? '')?.[1];
		const depth = document.querySelector(`.tree [data-call="${call}"]`)?.getAttribute('data-depth');
		if (!go || depth === null || depth === undefined) return ['no go-to box or call'];
		const row = document.querySelectorAll(`.tree [data-call][data-depth="${depth}"]`);
		return [...row].flatMap((node) =>
			[...node.querySelectorAll('text, rect')]
				.filter((label) => {
					const box = label.getBoundingClientRect();
					return (
						box.width > 0 &&
						box.right > go.left &&
						box.left < go.right &&
						box.bottom > go.top &&
						box.top < go.bottom
					);
				})
				.map((label) => `FC${node.getAttribute('data-call')} "${label.textContent?.trim()}"`)
		);
	});
}

test('a bad move string is refused with its reason, and the moves before it open', async ({
	page
}) => {
	await open(page, '/?game=connect4&moves=4483');
	const alert = page.getByRole('alert');
	await expect(alert).toContainText('"8"');
	await expect(alert).toContainText('Opening the moves before it instead: 44.');
	await expect(tally(page)).toHaveText('0 of 2,801 calls');
	await expect(board(page)).toHaveAttribute(
		'data-board',
		boardAfter([
			[4, 'X'],
			[4, 'O']
		])
	);
	await expect(page).toHaveURL(/moves=44(&|$)/);
});

test('a depth past 12 is refused with its reason, and the default depth 4 opens', async ({
	page
}) => {
	await open(page, '/?game=connect4&moves=44&depth=13');
	await expect(page.getByRole('alert')).toContainText(
		'depth limit 13 is deeper than this page searches'
	);
	await expect(page.locator('details.options > summary')).toContainText('depth 4');
	await expect(page).toHaveURL(/depth=4/);
});

test('practice refuses a Connect Four position politely', async ({ page }) => {
	await open(page, '/practice?game=connect4&moves=44');
	await expect(page.getByRole('alert')).toContainText('too big to work out by hand');
});

// The step page at the depth limit with its note open, axe in either theme or language: a
// view of a11y.spec.ts's walk (Connect Four, an estimate at the depth limit, its note open).

// Iterative deepening with an aspiration window on the threat example, in one load: the iteration
// table (a row per search, nothing told ahead), the start of iteration 2 with the move it tries
// first, the fail that makes it search again (table and narration), the last iteration blocking
// in column 5, the width in Options (refused, then changed), and axe in both languages.
test('iterative deepening on the threat example: each iteration, a fail searched again, axe in both languages', async ({
	page
}) => {
	await rememberChoices(page, 'light', 'en');
	await open(page, '/?game=connect4&moves=1443&depth=4&algo=iterative&aspiration=1');
	await expect(tally(page)).toHaveText('0 of 1,329 calls');
	const rows = page.locator('[data-search-table] tbody tr');
	// Iterations 1 to 4; 2, 3 and 4 each fail their window ±1 and are searched again.
	await expect(rows).toHaveCount(7);
	await expect(rows.nth(1)).toHaveText('………………');
	const goTo = page.getByRole('textbox', { name: 'Go to FC' });
	// FC10 starts iteration 2: column 4 first, iteration 1's best.
	await goTo.fill('10');
	await goTo.press('Enter');
	await expect(counter(page)).toHaveText('Step 10 of 1,330');
	await expect(rows.nth(0).locator('td')).toHaveText(['[−∞, +∞]', '+13', '4', '8', '4', '']);
	await expect(rows.nth(1)).toHaveAttribute('aria-current', 'step');
	await expect(rows.nth(1)).toHaveAttribute('data-mark', "tried first: last iteration's best (4)");
	await expect(page.locator('.narration').first()).toContainText(
		"FC10 is iteration 2's alpha-beta, 2 moves deep, with the window [+12, +14]: the aspiration window around the last value +13."
	);
	// The tree marks where each iteration begins, on the link from the driver.
	await expect(page.locator('svg text').filter({ hasText: /^depth 2$/ })).toHaveCount(1);
	// FC12, at iteration 2's limit: its moves from the root as the limit counts them, its level as
	// the strip shows it.
	await goTo.fill('12');
	await goTo.press('Enter');
	await expect(page.locator('.narration').first()).toContainText(
		'FC12 is 2 moves from the root, on level 3 (level 0 is the driver), the depth limit'
	);
	await expect(page.locator('svg text').filter({ hasText: /^Level 3$/ })).toHaveCount(1);
	// Presenting at 1280×720 (V23 F2), FC11's card shows alone: the driver FC1 and its iteration
	// FC10 are off the pane. A strip names the path, in the tree's own words, each call a button
	// that centres it; in its band over the drawing, clear of the zoom buttons, no tree text under
	// it, nothing of it cut or covered.
	await page.locator('body').press('p');
	for (const [step, path] of [
		[11, /^\s*FC1\s*▸\s*depth 2 FC10\s*▸\s*X→4 FC11$/],
		[60, /^\s*FC1\s*▸\s*depth 2 again FC25\s*▸\s*X→7 FC59\s*▸\s*O→1 FC60$/]
	] as const) {
		await dragStep(page, step);
		const strip = page.getByRole('group', { name: treeParts.en.pathStrip });
		await expect(strip).toHaveText(path);
		await settled(page);
		expect(await page.evaluate(pathStripProblems), `step ${step}`).toEqual([]);
	}
	await page.getByRole('button', { name: treeParts.en.centreOn('depth 2 again FC25') }).click();
	await expect.poll(() => page.evaluate(offMiddle, 25)).toBeLessThan(2);
	await showLanguage(page, 'zh');
	await expect(page.getByRole('group', { name: treeParts.zh.pathStrip })).toHaveText(
		/^\s*FC1\s*▸\s*深度 2 重搜 FC25\s*▸\s*X→7 FC59\s*▸\s*O→1 FC60$/
	);
	expect(await page.evaluate(pathStripProblems), 'zh').toEqual([]);
	await page.getByRole('button', { name: treeParts.zh.centreOn('FC1') }).click();
	await expect.poll(() => page.evaluate(offMiddle, 1)).toBeLessThan(2);
	await showLanguage(page, 'en');
	await page.locator('body').press('p');
	// FC25 searches it again: +9 fell at or under α = +12.
	await goTo.fill('25');
	await goTo.press('Enter');
	await expect(rows.nth(1)).toHaveAttribute('data-mark', 'failed low');
	await expect(rows.nth(1).locator('td').nth(1)).toHaveText('+9');
	await expect(rows.nth(2)).toHaveAttribute('aria-current', 'step');
	await expect(rows.nth(2).locator('th')).toHaveText('2 (again)');
	await expect(page.locator('svg text').filter({ hasText: /^depth 2 again$/ })).toHaveCount(1);
	await expect(page.locator('.narration').first()).toContainText(
		'FC25 searches iteration 2 again, with the window [−∞, +14]: the first try failed low, its +9 at or under α = +12.'
	);
	// Presenting, the table folds to the step's row, counted as the narration counts: iteration 2
	// again, not row 3 of 7 (V23 N3: "Iterations 3/7 · Depth 2 (again)").
	await page.locator('body').press('p');
	await expect(page.locator('[data-search-table][data-folded] strong')).toHaveText(
		'Iterations 2/4'
	);
	await page.locator('body').press('p');
	await expect(page.locator('[data-search-table][data-folded]')).toHaveCount(0);
	// The last iteration sees the threat: depth 3 played column 3, depth 4 blocks in column 5.
	await page.locator('body').press('End');
	await expect(rows.nth(4).locator('td').nth(2)).toHaveText('3');
	await expect(rows.nth(6).locator('td').nth(1)).toHaveText('−2');
	await expect(rows.nth(6).locator('td').nth(2)).toHaveText('5');
	await expect(page.locator('figcaption').first()).toHaveText('X plays column 5 (≈ −2)');
	await settled(page);
	await expectNoViolations(page);
	// The width in Options: a bad one is refused with the reason and the search stays; a good one
	// searches again.
	await page.locator('details.options > summary').click();
	const width = page.getByRole('textbox', { name: 'Aspiration window ±D' });
	await expect(width).toHaveValue('1');
	await width.fill('wide');
	await width.press('Enter');
	await expect(
		page.getByRole('alert').filter({ hasText: 'The aspiration width "wide"' })
	).toHaveText(
		`The aspiration width "wide" is not a positive number: it is how far each iteration's window [v − D, v + D] reaches either side of the last value v.`
	);
	await expect(width).toHaveValue('1');
	await expect(tally(page)).toHaveText('1,329 of 1,329 calls');
	await width.fill('20');
	await width.press('Enter');
	await expect(page).toHaveURL(/algo=iterative&depth=4&aspiration=20/);
	await expect(page.locator('details.options > summary')).toContainText('depth 4, aspiration ±20');
	await expect(rows).toHaveCount(4);
	await showLanguage(page, 'zh');
	await expect(page.locator('[data-search-table] caption')).toHaveText('各轮迭代');
	// ±20 holds every value: four iterations, none searched again.
	await page.locator('body').press('End');
	await expect(rows.nth(1)).toHaveAttribute('data-mark', '先试：上一轮的最佳走法（4）');
	await expect(rows.nth(3).locator('th')).toHaveText('4');
	await expectNoViolations(page);
});

/**
 * How far the parts of the code column (its listing, the call stack, a table beside them) reach
 * past the page's padding, px (as far as a box that scrolls lets them show); the worst part. Run
 * in the page.
 */
function codeColumnOver(): { over: number; part: string } {
	const page = document.querySelector('main');
	const column = document.querySelector('.panels > .right');
	if (!page || !column) return { over: Infinity, part: 'no code column' };
	// The page's padding: its content box (on a phone the panels' row lays out no box of its own).
	const box = page.getBoundingClientRect();
	const style = getComputedStyle(page);
	const row = {
		left: box.left + parseFloat(style.paddingLeft),
		right: box.right - parseFloat(style.paddingRight)
	};
	let worst = { over: -Infinity, part: '' };
	for (const part of [column, ...column.querySelectorAll('*')]) {
		const at = part.getBoundingClientRect();
		if (at.width === 0 || !part.checkVisibility({ visibilityProperty: true })) continue;
		let [left, right] = [at.left, at.right];
		for (let box = part.parentElement; box && box !== column.parentElement; box = box.parentElement)
			if (getComputedStyle(box).overflowX !== 'visible') {
				const clip = box.getBoundingClientRect();
				[left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
			}
		const over = Math.max(right - row.right, row.left - left);
		if (over > worst.over)
			worst = { over, part: `${part.tagName.toLowerCase()}.${part.className}` };
	}
	return worst;
}

// Issue 43: the code column's 50-character lines ran 5 px past the page's padding on Connect Four
// (0105535b: checked under expectimax on Figure 5.2 alone). Every search of the page, at 1280×720
// and on a 390×844 phone: the column keeps within the panels' row, its long lines scrolling.
test('on Connect Four, every search’s code column keeps inside the page’s padding, at 1280×720 and on a phone', async ({
	page
}) => {
	// Twelve searches twice, MCTS recording its run each time.
	test.setTimeout(150_000);
	await openLink(page, '/?game=connect4&moves=434343&depth=2');
	const search = page.getByRole('combobox', { name: 'Search', includeHidden: true });
	const past: string[] = [];
	for (const [width, height] of [
		[1280, 720],
		[390, 844]
	]) {
		await page.setViewportSize({ width, height });
		for (const algorithm of C4_SEARCHES) {
			// On a phone the header's menus fold away: picked in place, as the presenting test does.
			await pickSearch(page, search, algorithm);
			await settled(page);
			const { over, part } = await page.evaluate(codeColumnOver);
			if (over > 0.5) past.push(`${algorithm} at ${width}: ${part} ${over.toFixed(1)} px past`);
		}
	}
	expect(past).toEqual([]);
});
