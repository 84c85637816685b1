import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { treeParts } from '$lib/i18n/tree-parts';
import { MESSAGES, type Lang } from '$lib/i18n';
import { FULL_GAME_MINIMAX_CALLS } from '../articles';
import { AIMA_TREE } from '$lib/games/tree/link';
import {
	counter,
	dragStep,
	expect,
	inPage,
	narration,
	open,
	openLink,
	settled,
	settledArgs,
	settledIn,
	showLanguage,
	test
} from './fixtures';
import {
	cutsOverLabelsArgs,
	cutsOverLabelsIn,
	LABEL_TOLERANCE,
	labelOverlaps,
	labelOverlapsArgs,
	labelOverlapsIn,
	labelsUnder14,
	levelLabelsCutIn,
	practiceOverlaps,
	printedOverlaps
} from './label-boxes';
import { TREE } from './views';

/**
 * No two of the tree's labels overlap (FC numbers, markers, move labels, scores, windows, cut
 * tallies, fold badges, level labels), on every kind of tree a class meets, at several steps and
 * zooms. `labelOverlaps` names the pairs that collide.
 */

/**
 * What a view shows next, in place: the keys pressed first (L: the other language, P:
 * presentation mode), the language the page then speaks, and the steps looked at.
 */
interface Stage {
	readonly where: string;
	/** First, the search switched in place (out of presentation mode, where the menu is hidden). */
	readonly search?: string;
	readonly keys?: readonly string[];
	readonly lang?: Lang;
	readonly steps: readonly number[];
	/** Presenting: every label of the tree, as the step frames it, reads 14 px on screen. */
	readonly readable?: boolean;
}

/** Each view is loaded once, at its first step; its stages then follow in place. */
const SMALL_VIEWS: readonly {
	name: string;
	path: string;
	stages: readonly Stage[];
	/** Then, from the last step's frame, zoomed out step by step as far as the camera goes. */
	zoomOutFully?: boolean;
	/** Then, back on the page at that step, the drawing saved as SVG (the PNG is made from it). */
	exported?: boolean;
	/** After the last stage (presenting), Knuth and Moore's panel: shown, whole, off the tree. */
	minimal?: boolean;
	/** The rule line at the first step, on the page at 1280×720 (a narrow column's short form). */
	rule?: string;
	/** At the first step, on the page at 1280×720: "Go to FC" over none of the page's parts. */
	goTo?: boolean;
}[] = [
	{
		name: 'the article board, minimax',
		path: '/?by=event',
		stages: [{ where: 'on the page', steps: [0, 9, 21, 34] }]
	},
	{
		name: 'the article board, alpha-beta, on the page and presenting',
		path: '/?algo=alphabeta&by=event',
		stages: [
			{ where: 'on the page', steps: [11, 27, 30] },
			{ where: 'presenting', keys: ['p'], steps: [30] }
		]
	},
	{
		name: "article 004's tree, alpha-beta",
		path: `/?tree=${TREE}&algo=alphabeta&by=event`,
		stages: [{ where: 'on the page', steps: [12, 40, 66] }]
	},
	{
		name: "article 004's tree, alpha-beta, A–G letters, on the page, in Chinese and presenting",
		path: `/?tree=${TREE}&algo=alphabeta&by=event&letters=on`,
		stages: [
			{ where: 'on the page', steps: [23, 66] },
			{ where: 'in Chinese', keys: ['l'], lang: 'zh', steps: [66] },
			{ where: 'presenting', keys: ['l', 'p'], lang: 'en', steps: [66, 40] }
		]
	},
	{
		// Two leaves of C cut at once: one "2 saved" right of their scissors, not two figures, and
		// struck by neither (presenting, the second's crossed it). As the Example menu gives it,
		// its nodes named A to D.
		name: "AIMA's Figure 5.2, alpha-beta, on the page and presenting, then PVS",
		path: `/?tree=${encodeURIComponent(AIMA_TREE)}&algo=alphabeta&by=event`,
		stages: [
			{ where: 'on the page', steps: [23, 40] },
			{ where: 'presenting', keys: ['p'], steps: [40] },
			// Issue 43's verifier (F16): PVS's "probe" tags sat on the names n6, n7, C, D, n12, n13.
			{ where: 'PVS presenting', search: 'pvs', keys: ['p'], steps: [40] }
		],
		minimal: true,
		exported: true
	},
	// Boards whose trees are too big to see whole: followed at the camera's own zoom.
	{
		// Issue 43's verifier: Connect Four's fans of seven, presenting: the scissors ran through
		// "O→5" and "[−134, −134]", "2 saved" into "O→5"; PVS's "probe"/"again" onto the moves;
		// "1/7" into the next "O→2". Each link's labels now sit in a row over its own card.
		name: 'Connect Four presenting: alpha-beta cutting, PVS probing, expectimax with bounds',
		path: '/?game=connect4&moves=1443&depth=4&algo=alphabeta',
		// Issue 43 (V13's F22): on the page the whole rule hid "≥ β −134: cut columns 6 and 7".
		rule: 'FC51: α −134 ≥ β −134: cut columns 6 and 7',
		// Issue 43: there "Go to FC" floated over Knuth and Moore's folded strip.
		goTo: true,
		stages: [
			// Issue 43: at a desk its cards are 110 apart, not presenting's 130, and a window too
			// wide for the room between them ("[−134, −134]") goes onto two lines.
			{ where: 'alpha-beta on the page', steps: [56, 62] },
			{ where: 'alpha-beta presenting', keys: ['p'], steps: [56, 62] },
			{ where: 'PVS presenting', search: 'pvs', keys: ['p'], steps: [13, 30] },
			{ where: 'PVS in Chinese', keys: ['l'], lang: 'zh', steps: [30] },
			// Issue 43: its fractional windows ("[−34/7, +135]") read 14 px, their cards further
			// apart (they were 12.7 px, shrunk into the 126 units of room of whole-number windows).
			{
				where: 'expectimax with bounds presenting',
				search: 'expectimax-bounded',
				keys: ['l', 'p'],
				lang: 'en',
				steps: [25],
				readable: true
			},
			{
				where: 'expectimax with bounds in Chinese',
				keys: ['l'],
				lang: 'zh',
				steps: [25],
				readable: true
			}
		]
	},
	{
		name: 'a board of 7,332 calls, and zoomed out as far as the camera goes',
		path: '/?board=X...O....',
		stages: [{ where: 'on the page', steps: [5, 7000, 300] }],
		zoomOutFully: true
	},
	{
		name: 'a board of 59,704 calls',
		path: '/?board=X........',
		stages: [{ where: 'on the page', steps: [30_000, 59_000] }]
	},
	{
		name: 'a board under alpha-beta',
		path: '/?board=X...O....&algo=alphabeta',
		stages: [{ where: 'on the page', steps: [5, 300] }]
	}
];

/** Zooms about the panel's middle at once (no glide); each check after it waits for the page to settle. */
async function zoom(page: Page, button: 'zoomIn' | 'zoomOut', lang: Lang = 'en'): Promise<void> {
	await page.getByRole('button', { name: MESSAGES[lang].view[button] }).click();
}

/**
 * Once the page has settled, no two labels overlap, no cut mark crosses a label, no level label is
 * cut: read in the page in one evaluation as it settles (one round trip where each took its own).
 */
async function expectNoOverlaps(page: Page, where: string): Promise<void> {
	const found = (await page.evaluate(`(async () => {
		const waiting = await ${inPage(settledIn, settledArgs())};
		if (waiting !== null) return { waiting };
		return {
			waiting,
			labels: ${inPage(labelOverlapsIn, labelOverlapsArgs())},
			cuts: ${inPage(cutsOverLabelsIn, cutsOverLabelsArgs())},
			levels: ${inPage(levelLabelsCutIn, LABEL_TOLERANCE)}
		};
	})()`)) as { waiting: string | null; labels?: string[]; cuts?: string[]; levels?: string[] };
	expect(found.waiting, `${where}: the page settles`).toBeNull();
	expect(found.labels, where).toEqual([]);
	expect(found.cuts, where).toEqual([]);
	expect(found.levels, where).toEqual([]);
}

/** The rule line over the tree: what of its text its box hides, in px (0: whole). */
function ruleHidden(page: Page): Promise<number> {
	return page.evaluate(() => {
		const rule = document.querySelector('.status .rule');
		const status = rule?.parentElement;
		if (!rule || !status) return 0;
		const [box, line] = [status.getBoundingClientRect(), rule.getBoundingClientRect()];
		const below = Math.max(
			0,
			line.bottom - box.bottom,
			line.top < box.top ? box.top - line.top : 0
		);
		return Math.max(0, rule.scrollHeight - rule.clientHeight) + Math.round(below);
	});
}

/**
 * Goes to `step` in place, as dragging the step slider does (the page answers its input
 * events), and waits until the counter shows it.
 */
async function goToStep(page: Page, step: number, lang: Lang): Promise<void> {
	const slider = page.getByRole('slider', { name: MESSAGES[lang].view.step, exact: true });
	const last = Number(await slider.getAttribute('max'));
	await dragStep(page, step, lang);
	await expect(counter(page)).toHaveText(MESSAGES[lang].view.counter(step, last));
}

for (const view of SMALL_VIEWS)
	test(`no labels overlap: ${view.name}`, async ({ page }) => {
		let shown = view.stages[0]?.steps[0] ?? 0;
		// A big board's search lands after the page hydrates: then the slider spans its steps.
		await openLink(page, `${view.path}&step=${shown}`);
		await settled(page);
		if (view.rule) await expect(page.locator('.status .rule')).toHaveText(view.rule);
		if (view.goTo) {
			expect(await goToProblems(page), 'on the page at 1280×720').toEqual([]);
			expect(await pageHeight(page), 'on the page at 1280×720').toBe(720);
			// Issue 43: at step 56 "2 saved" lay under ◎ (in Chinese "省去 2" when the header took
			// two rows): no text of the tree lies under its zoom buttons, in either language.
			expect(await textUnderButtons(page), 'step 56, in English').toEqual([]);
			await page.keyboard.press('l');
			await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
			await settled(page);
			expect(await textUnderButtons(page), 'step 56, in Chinese').toEqual([]);
			await page.keyboard.press('l');
			await expect(page.locator('html')).toHaveAttribute('lang', 'en');
			// Issue 43: at step 58 FC58 returns to FC57, three columns right of it (418 px apart in
			// 330 px of room): the camera kept FC57 whole, FC58 under the level column. The told
			// call is framed whole, its caller at the edge.
			await goToStep(page, 58, 'en');
			await settled(page);
			expect(await toldInRoom(page)).toBe('FC58 whole');
			// Issue 43: at a desk a call and its first or last child, three columns apart, lay
			// 374 px apart at the 12 px floor on cards 130 apart, past the 324 px beside the level
			// column (FC4 cut at step 5, FC12 at step 13); 110 apart, both are whole.
			for (const [step, named] of [
				[5, 'FC5 whole, FC4 whole'],
				[13, 'FC13 whole, FC12 whole']
			] as const) {
				await goToStep(page, step, 'en');
				await settled(page);
				expect(await toldInRoom(page, true), `step ${step}`).toBe(named);
			}
			shown = 13;
		}
		let lang: Lang = 'en';
		for (const stage of view.stages) {
			if (stage.search) {
				if (await page.locator('main.app.presenting').count()) await page.keyboard.press('p');
				await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
				await page
					.getByRole('combobox', { name: MESSAGES[lang].page.search })
					.selectOption(stage.search);
				await settled(page);
				shown = -1;
			}
			for (const key of stage.keys ?? []) await page.keyboard.press(key);
			lang = stage.lang ?? lang;
			await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
			if (stage.keys?.includes('p'))
				await expect(page.locator('main.app')).toHaveClass(/presenting/);
			// At each step: the frame it is shown in, then zoomed in once and twice; then zoomed
			// back out to that frame (zooms about the panel's middle undo exactly), so the next
			// step is framed as a link to it frames it.
			for (const step of stage.steps)
				await test.step(`${stage.where}, step ${step}`, async () => {
					if (step !== shown) await goToStep(page, step, lang);
					shown = step;
					const where = `${stage.where}, step ${step}`;
					await expectNoOverlaps(page, where);
					if (stage.readable) expect(await labelsUnder14(page), where).toEqual([]);
					expect(await ruleHidden(page), `${where}: the rule line's hidden px`).toBe(0);
					await zoom(page, 'zoomIn', lang);
					await expectNoOverlaps(page, `${where}, zoomed in once`);
					await zoom(page, 'zoomIn', lang);
					await expectNoOverlaps(page, `${where}, zoomed in twice`);
					await zoom(page, 'zoomOut', lang);
					await zoom(page, 'zoomOut', lang);
				});
		}
		if (view.zoomOutFully) await expectNoOverlapsZoomedOut(page);
		if (view.minimal)
			expect(await minimalPanelProblems(page), 'the minimal tree panel').toEqual([]);
		if (view.exported) await expectExportClean(page, lang);
	});

/**
 * Each text of a tree (or those in its drawing's `within`, a cut mark's `[data-pruned]`) that lies under one
 * of its zoom buttons, with the button's name: its part drawn, inside its panel (side by side the
 * buttons stand beside the panel, where a text past its edge is cut off, not drawn).
 */
function textUnderButtonsIn(within: string): string[] {
	const found: string[] = [];
	for (const box of document.querySelectorAll('.tree-box')) {
		const buttons = Array.from(box.querySelectorAll('.toolbar button'), (button) => ({
			name: button.getAttribute('aria-label') ?? '',
			at: button.getBoundingClientRect()
		}));
		const panel = box.querySelector('.tree > svg')?.getBoundingClientRect();
		if (!panel) continue;
		for (const text of box.querySelectorAll(`.tree > svg ${within} text`)) {
			const whole = text.getBoundingClientRect();
			if (whole.width === 0 || !text.textContent?.trim()) continue;
			const at = {
				left: Math.max(whole.left, panel.left),
				right: Math.min(whole.right, panel.right),
				top: Math.max(whole.top, panel.top),
				bottom: Math.min(whole.bottom, panel.bottom)
			};
			if (at.right <= at.left || at.bottom <= at.top) continue;
			const under = buttons.find(
				(button) =>
					at.left < button.at.right - 1 &&
					button.at.left < at.right - 1 &&
					at.top < button.at.bottom - 1 &&
					button.at.top < at.bottom - 1
			);
			if (under) found.push(`"${text.textContent.trim()}" under ${under.name}`);
		}
	}
	return found;
}

/** `textUnderButtonsIn`, read from the test. */
function textUnderButtons(page: Page, within = ''): Promise<string[]> {
	return page.evaluate(textUnderButtonsIn, within);
}

/**
 * Each label of a tree cut by its panel's edges (side by side the buttons stand beside the panel,
 * so a text across its edge is cut there, issue 43): across the panel's right edge, or its left
 * (the level column's side where one is drawn), level with the panel; across its top or foot,
 * where it lies between them (a board's marks are its picture, cut as its card is). A text not
 * drawn (`visibility: hidden`: past an edge, whole) is not cut; a cut card's tag is drawn whole.
 */
function cutByEdgesIn(): string[] {
	const found: string[] = [];
	for (const box of document.querySelectorAll('.tree-box')) {
		const svg = box.querySelector('.tree > svg');
		const panel = svg?.getBoundingClientRect();
		if (!svg || !panel) continue;
		const column = box.querySelector('.tree .levels .gutter')?.getBoundingClientRect();
		const left = column?.right ?? panel.left;
		// Within the drawing (the side around it names its told call too).
		for (const text of svg.querySelectorAll('text')) {
			const at = text.getBoundingClientRect();
			if (at.width === 0 || !text.textContent?.trim()) continue;
			const call = text.closest('[data-call]')?.getAttribute('data-call');
			const name = `"${text.textContent.trim()}"${call ? ` (FC${call}'s)` : ''}`;
			// Nor is a text whole inside the panel hidden as past an edge (a mark left from where
			// the camera was). A cut card's tag goes with its card, checked below.
			const inside =
				at.left > left + 1 &&
				at.right < panel.right - 1 &&
				at.top > panel.top + 1 &&
				at.bottom < panel.bottom - 1;
			if (inside && text.hasAttribute('data-past-edge') && !text.classList.contains('tag'))
				found.push(`${name} hidden, whole inside the panel`);
			if (!text.checkVisibility({ visibilityProperty: true })) continue;
			const across = at.right > left + 1 && at.left < panel.right - 1;
			for (const [edge, end] of [
				[panel.top, 'top'],
				[panel.bottom, 'foot']
			] as const)
				if (across && !text.closest('.glyph') && at.top < edge - 1 && at.bottom > edge + 1)
					found.push(`${name} cut at the ${end}`);
			if (at.bottom <= panel.top + 1 || at.top >= panel.bottom - 1) continue;
			for (const [edge, side] of [
				[left, 'left'],
				[panel.right, 'right']
			] as const)
				if (at.left < edge - 1 && at.right > edge + 1)
					found.push(`${name} cut at the ${side} edge`);
		}
		// A cut card's "not searched" drawn whole or not at all ("not" alone says the opposite).
		for (const pruned of svg.querySelectorAll('.pruned-node')) {
			const lines = [...pruned.querySelectorAll('.tag')];
			const drawn = lines.filter((line) => line.checkVisibility({ visibilityProperty: true }));
			if (drawn.length > 0 && drawn.length < lines.length)
				found.push(`${drawn.map((line) => `"${line.textContent}"`).join(' ')} drawn alone`);
		}
		// A score's pill not drawn without its score (V23 N6: half a blank pill at the level column).
		for (const pill of svg.querySelectorAll('g.score')) {
			const [shape, score] = [pill.querySelector('rect'), pill.querySelector('text')];
			const shown = (part: Element | null) =>
				part?.checkVisibility({ visibilityProperty: true }) === true;
			if (shown(shape) && !shown(score))
				found.push(`a pill drawn without its score "${score?.textContent?.trim() ?? ''}"`);
		}
	}
	return found;
}

/** `cutByEdgesIn`, read from the test. */
function cutByEdges(page: Page): Promise<string[]> {
	return page.evaluate(cutByEdgesIn);
}

/**
 * The rule line's call (the told call) and whether its card lies whole between the level column
 * and the toolbar; or (`named`) each call the narration names, whole between the column and the
 * zoom buttons (the camera's room: the toolbar's own box reaches 7 px further left).
 */
function toldInRoom(page: Page, named = false): Promise<string> {
	return page.evaluate((named) => {
		const rule = /^FC(\d+)/.exec(
			document.querySelector('.status .rule')?.textContent?.trim() ?? ''
		);
		const list = document.querySelector('.narration')?.getAttribute('data-named') ?? '';
		const calls = named ? list.split(' ').filter(Boolean) : [rule?.[1]];
		const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
		const [panel, column, toolbar] = [
			box('.tree > svg'),
			box('.tree .levels .gutter'),
			box(named ? '.tree-box .toolbar button' : '.tree-box .toolbar')
		];
		const inRoom = (call: string | undefined) => {
			const card = box(`.tree [data-call="${call}"] rect.card`);
			const whole =
				card &&
				panel &&
				card.left >= (column?.right ?? panel.left) - 1 &&
				card.right <= (toolbar?.left ?? panel.right) + 1 &&
				card.top >= panel.top - 1 &&
				card.bottom <= panel.bottom + 1;
			return `FC${call} ${whole ? 'whole' : 'cut'}`;
		};
		return calls.map(inRoom).join(', ');
	}, named);
}

/**
 * What "Go to FC" lies over on a wide screen, presenting or on a laptop's short screen: it sits
 * over the board, clear of the trees' columns (their trees, heads and rule lines), of Knuth and
 * Moore's strip and of the board, whole on screen (issue 43: it floated over the first tree's
 * foot side by side, and over the folded strip; side by side presenting it was not there).
 */
function goToProblems(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const go = document.querySelector('form.go');
		if (!go) return ['no Go to FC'];
		const box = go.getBoundingClientRect();
		const problems: string[] = [];
		if (box.top < 0 || box.bottom > innerHeight + 1 || box.right > innerWidth + 1)
			problems.push(`Go to FC off screen (${Math.round(box.top)}-${Math.round(box.bottom)} px)`);
		const parts = document.querySelectorAll(
			'.centre, .versus-side, [data-minimal-tree], aside.left svg'
		);
		for (const part of parts) {
			const under = part.getBoundingClientRect();
			if (
				box.left < under.right - 1 &&
				under.left < box.right - 1 &&
				box.top < under.bottom - 1 &&
				under.top < box.bottom - 1
			)
				problems.push(`Go to FC over ${part.className.toString().split(' ')[0]}`);
		}
		return problems;
	});
}

/**
 * Knuth and Moore's panel beside a search on a uniform tree (issue 43, item 7: hidden when
 * presenting): on screen, each of its lines whole, clear of the tree's panel.
 */
function minimalPanelProblems(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const panel = document.querySelector('[data-minimal-tree]');
		if (!panel) return ['no minimal tree panel'];
		const box = panel.getBoundingClientRect();
		const tree = document.querySelector('.tree-box')?.getBoundingClientRect();
		const problems: string[] = [];
		if (box.height === 0 || box.bottom > innerHeight + 1 || box.right > innerWidth + 1)
			problems.push(`panel at ${box.top}-${box.bottom} px, off screen`);
		if (tree && box.top < tree.bottom - 1 && box.bottom > tree.top + 1)
			problems.push('panel over the tree');
		for (const part of panel.querySelectorAll('p, summary'))
			if (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1)
				problems.push(`"${part.textContent?.slice(0, 40)}" cut`);
		return problems;
	});
}

/**
 * The drawing as Share saves it (SVG; the PNG is drawn from it), laid where the page drew it:
 * no two labels overlap there either. Leaves presentation mode first, where Share is hidden.
 */
async function expectExportClean(page: Page, lang: Lang): Promise<void> {
	await test.step('the SVG export', async () => {
		if (await page.locator('main.app.presenting').count()) await page.keyboard.press('p');
		await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
		await settled(page);
		const t = MESSAGES[lang];
		const panel = await page.locator('.tree > svg').boundingBox();
		const column = await page.locator('.tree .levels .gutter').boundingBox();
		expect(panel).not.toBeNull();
		await page.getByText(t.page.share, { exact: true }).click();
		const [file] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: t.share.saveSvg }).click()
		]);
		const svg = (await readFile(await file.path())).toString();
		expect(svg).toContain('<text');
		const saved = await page.context().newPage();
		await saved.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
		const at = panel ?? { x: 0, y: 0 };
		await saved.setContent(
			`<body style="margin:0"><div id="saved" style="position:absolute;left:${at.x}px;top:${at.y}px">${svg}</div></body>`
		);
		const gutter = column === null ? null : column.x + column.width;
		// The saved labels are laid out and measured (the figure's 11 calls and 2 cuts have more).
		const measured = await saved.locator('#saved > svg text').evaluateAll(
			(texts, edge) =>
				texts.filter((text) => {
					const box = text.getBoundingClientRect();
					return box.width > 0 && box.left >= (edge ?? 0);
				}).length,
			gutter
		);
		expect(measured).toBeGreaterThanOrEqual(20);
		expect(await labelOverlaps(saved, { selector: '#saved > svg', gutter })).toEqual([]);
		await saved.close();
	});
}

/** From the follow zoom, 0.85, to the lowest, 0.2: levels 33 px apart, too close for two lines each. */
async function expectNoOverlapsZoomedOut(page: Page): Promise<void> {
	await test.step('zoomed out as far as the camera goes', async () => {
		for (let times = 1; times <= 8; times++) {
			await zoom(page, 'zoomOut');
			await expectNoOverlaps(page, `zoomed out ${times} times`);
		}
		await expect(page.locator('.levels text').first()).toBeVisible();
	});
}

// One search of the full game: each state is checked in English, then again in Chinese (switched
// in place with L, and back), so both languages meet the same windows and zooms.
test("no labels overlap in the full game's folded window, in either language", async ({ page }) => {
	test.slow();
	const t = MESSAGES.en;
	await open(page, '/?lang=en');
	await page.getByRole('combobox', { name: t.page.example }).selectOption('empty');
	await expect(counter(page)).toHaveText(t.view.counter(0, FULL_GAME_MINIMAX_CALLS + 1), {
		timeout: 15_000
	});
	const goTo = page.getByRole('textbox', { name: t.view.goToCall });
	const goToCall = async (call: number) => {
		await goTo.fill(String(call));
		await goTo.press('Enter');
		await expect(counter(page)).toHaveText(t.view.counter(call, FULL_GAME_MINIMAX_CALLS + 1));
		// L typed into the box would be a letter in it, not the language switch.
		await goTo.blur();
	};
	const html = page.locator('html');
	const expectNoOverlapsInEither = async (where: string) => {
		await expectNoOverlaps(page, `${where} (en)`);
		await page.keyboard.press('l');
		await expect(html).toHaveAttribute('lang', 'zh-CN');
		await expectNoOverlaps(page, `${where} (zh)`);
		await page.keyboard.press('l');
		await expect(html).toHaveAttribute('lang', 'en');
	};
	await goToCall(2);
	await expectNoOverlapsInEither('FC2');
	// A folded call opened: the window is laid out as a tidy tree from then on.
	await page
		.getByRole('button', {
			name: treeParts.en.openFolded(3, `+8,231 ${treeParts.en.foldedUnit(8231)}`)
		})
		.focus();
	await page.keyboard.press('Enter');
	await expectNoOverlapsInEither('FC2 with FC3 opened');
	// The issue's step, then one deep in the last corner; zooms add up from one to the next.
	for (const call of [300_000, 500_000])
		await test.step(`FC${call}`, async () => {
			await goToCall(call);
			await expectNoOverlapsInEither(`FC${call}`);
			await zoom(page, 'zoomOut');
			await expectNoOverlapsInEither(`FC${call}, zoomed out`);
			for (const times of [1, 2, 3]) {
				await zoom(page, 'zoomIn');
				await expectNoOverlapsInEither(`FC${call}, zoomed in ${times} times from there`);
			}
		});
});

test("AIMA's Figure 5.2 from the Example menu: B, C and D named in the tree, the narration, the call stack and the link", async ({
	page
}) => {
	await open(page, '/?lang=en');
	await page.getByRole('combobox', { name: 'Example' }).selectOption('aima');
	await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('alphabeta');
	// FC2, FC6 and FC8 are B, C and D; the leaves keep their numbers (FC3 is n5).
	const heading = (call: number) => page.locator(`[data-call="${call}"] .number`);
	for (const [call, name] of [
		[1, 'A'],
		[2, 'B'],
		[6, 'C'],
		[8, 'D']
	] as const)
		await expect(heading(call)).toHaveText(name);
	await expect(heading(3)).toHaveText('n5');
	await expect(page.locator('.tree')).not.toContainText(/\bn[234]\b/);
	// The address is written once the page settles on the new tree.
	await expect.poll(() => new URL(page.url()).searchParams.get('tree')).toBe(AIMA_TREE);

	await page.keyboard.press('End');
	await expect(narration(page)).toContainText(
		'FC1 (A) is done with 3 (B), ≤ 2 (C) and 2 (D). The root is worth 3, the highest value, through its first child (B).'
	);

	// By call, at C's first leaf: the stack names A and C beside their FC numbers.
	await open(page, `/?tree=${encodeURIComponent(AIMA_TREE)}&algo=alphabeta&by=call&step=7`);
	await expect(counter(page)).toContainText('Step 7');
	await expect(page.locator('[data-frame="1"] .name')).toHaveText('A');
	await expect(page.locator('[data-frame="6"] .name')).toHaveText('C');
	await expect(page.locator('[data-frame="7"] .name')).toHaveCount(0);
	// Moves name the children they lead to.
	await expect(page.locator('[data-frame="1"] .status')).toHaveText('trying #2 (C)');
	await expect(page.locator('[data-frame="1"] .got')).toHaveText('#1 (B) → 3');
	await expect(narration(page)).toContainText('(C)');
});

/**
 * The practice page (issue 29: "n10" ran into its box): each node's name against the boxes, cut
 * toggles, windows and other names, with every answer marked wrong (a blank sheet checked), in
 * English and Chinese, presenting's 1280 px and a phone's 390 px; then its printed worksheet and
 * answer key, label against label.
 */
const PRACTICE_VIEWS = [
	{ name: "article 004's tree with windows", path: '/practice?windows=on' },
	{
		// Under expectimax (issue 26): each edge under a chance node carries its probability.
		name: "AIMA's Figure 5.2 under expectimax",
		path: `/practice?tree=${encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]')}&algo=expectimax`
	},
	{
		name: 'six random trees of up to 4 children',
		path: '/practice?seed=3&depth=4&branching=2-4&sheet=6'
	},
	{ name: 'a random tree of 1,365 nodes', path: '/practice?seed=7&depth=5&branching=4' }
] as const;

for (const view of PRACTICE_VIEWS)
	test(`no labels overlap on the practice page and its worksheet: ${view.name}`, async ({
		page
	}) => {
		await page.setViewportSize({ width: 1280, height: 720 });
		await open(page, view.path);
		const t = MESSAGES.en.practice;
		// One box filled, so the check marks every other node (a blank sheet's marks none).
		await page.locator('input.value').first().fill('0');
		await page.getByRole('button', { name: t.check, exact: true }).click();
		await expect(page.locator('.node.wrong').first()).toBeVisible();
		expect(await practiceOverlaps(page), 'checked, 1280 px').toEqual([]);
		await page.keyboard.press('l');
		// The Chinese messages load on first use, then 1,365 nodes are drawn again: under CI's load
		// that passed the 5 s default twice (T23, T24), so the switch is given the test's own time.
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', { timeout: 20_000 });
		expect(await practiceOverlaps(page), 'checked, in Chinese').toEqual([]);
		await page.setViewportSize({ width: 390, height: 844 });
		// Fitted (as a small tree opens on a phone; a big one on demand), then full size.
		await page.getByRole('checkbox', { name: MESSAGES.zh.practice.fitTree }).check();
		expect(await practiceOverlaps(page), 'checked, in Chinese, on a phone, fitted').toEqual([]);
		await page.getByRole('checkbox', { name: MESSAGES.zh.practice.fitTree }).uncheck();
		expect(await practiceOverlaps(page), 'checked, on a phone, full size').toEqual([]);
		await page.emulateMedia({ media: 'print' });
		await page.setViewportSize({ width: 703, height: 900 });
		await expect(page.locator('.worksheet .key .frame').first()).toBeVisible();
		expect(await printedOverlaps(page), 'the worksheet and its key').toEqual([]);
	});

/**
 * Side by side presenting (issue 43: alpha-beta's rule was cut at "β =…", hiding the cut; its
 * narration stopped mid-sentence; the trees' labels read 7 to 10 px; its current call, FC6
 * cutting, was off screen): at step 8, where alpha-beta cuts, on a projector in both languages
 * and on a phone, each text shows whole in its box and clear of the others, each side's current
 * call is in view, no two labels of either tree overlap, and every label reads 14 px at least;
 * the cut branch's "not searched" keeps its card's padding.
 */
test('side by side at the cut, presenting: every text whole, no overlaps, labels at 14 px', async ({
	page
}) => {
	// Presenting and not, in two languages, on several runs (Connect Four's two pairs among them):
	// two and a half times a test's usual time on a busy machine.
	test.setTimeout(150_000);
	await page.setViewportSize({ width: 1280, height: 720 });
	await openLink(page, '/?algo=minimax&versus=alphabeta&step=8&lang=en');
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	for (const [where, key, size] of [
		['1280×720', null, null],
		['1280×720, in Chinese', 'l', null],
		['390×844, in Chinese', null, { width: 390, height: 844 }]
	] as const) {
		if (key) await showLanguage(page, 'zh');
		// Presenting asks for the full screen, which a resize must leave first.
		if (size) {
			await page.keyboard.press('p');
			await page.setViewportSize(size);
			await page.keyboard.press('p');
			await expect(page.locator('main.app')).toHaveClass(/presenting/);
		}
		await settled(page);
		// Alpha-beta's cut branch (cell 4) is in view on a projector: its card's tag is checked below.
		if (!size) await expect(page.locator('.versus-side .pruned-node .tag').first()).toBeVisible();
		// On a projector each tree keeps its level column: its widest step down (the root's to its
		// outer children) fits beside it (issue 43: both lost it, Connect Four's need below); the
		// page is the screen's height.
		if (!size) {
			await expect(page.locator('.tree .levels'), where).toHaveCount(2);
			expect(await pageHeight(page), where).toBe(720);
		}
		// On a projector each side's current call whole (V23 N6: alpha-beta's FC6, cutting, lay
		// above its pane, "▲ FC6" at the top, FC8 two rows under it framed whole instead).
		expect(await sideBySideProblems(page, true, !size), where).toEqual([]);
		// And the call the step tells of with its value: alpha-beta's FC8 under FC6 (issue 43: in
		// English FC8 lay past the pane's foot, 85 px short; in Chinese its value, 47 px).
		if (!size) expect(await callsNotWhole(page), where).toEqual([]);
		// Nor a card drawn with its texts hidden, nor a call running cut by its pane (issue 43:
		// minimax's FC3 and alpha-beta's FC4 under the level column, minimax's FC6 at the right).
		if (!size) expect(await page.evaluate(sidesCutIn), where).toEqual([]);
		if (!size) expect(await textUnderButtons(page), where).toEqual([]);
		// No label of either tree cut by its panel's edges (V21: at the level column "−10" read
		// "10", "[−∞, −10]" "10]"; FC8's window at the foot): whole in the panel or not drawn.
		if (!size) expect(await cutByEdges(page), where).toEqual([]);
		for (const side of ['.centre', '.versus-side'])
			expect(
				await labelOverlaps(page, { selector: `${side} .tree > svg`, gutter: null }),
				where
			).toEqual([]);
	}
	// Every step of the run, presenting at 1280×720: each side's current and told calls whole,
	// stepping moves neither the narration nor a tree (the rows over the trees are the run's:
	// the tally's cuts, from step 8, in the heading's row), and both trees start at one height
	// (minimax's started 41 px lower, its legend's row over its tally's).
	await page.keyboard.press('p');
	await page.setViewportSize({ width: 1280, height: 720 });
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	for (const lang of ['zh', 'en'] as const) {
		await showLanguage(page, lang);
		await stepSlider(page, lang).fill('0');
		await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
		await settled(page);
		const first = await rowPlaces(page);
		const atStart = `1280×720 ${lang}, presenting, step 0`;
		expect(await paneTopsApart(page), atStart).toBeLessThanOrEqual(1);
		for (let step = 1; step <= 10; step++) {
			const read = await stepAndRead(page, 'ArrowRight', MESSAGES[lang].view.counter(step, 10), {
				notWhole: inPage(callsNotWholeIn, null),
				rows: inPage(rowPlacesIn, null),
				apart: inPage(paneTopsApartIn, null),
				cut: inPage(sidesCutIn, null)
			});
			const where = `1280×720 ${lang}, presenting, step ${step}`;
			expect(read['notWhole'], where).toEqual([]);
			// No card drawn with its texts hidden, and each side's running stack whole in its pane.
			expect(read['cut'], where).toEqual([]);
			expect(read['rows'], where).toBe(first);
			expect(read['apart'], where).toBeLessThanOrEqual(1);
		}
	}
	// And on a narrower projector, where minimax's legend wraps: both trees at one height (the
	// rows over them are both sides'; alpha-beta's name, wrapping beside its tally, left its tree
	// 12 px under minimax's at 1,100-1,240 px).
	await page.keyboard.press('p');
	await page.setViewportSize({ width: 1180, height: 720 });
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	await settled(page);
	expect(await paneTopsApart(page), '1180×720, presenting, step 10').toBeLessThanOrEqual(1);
	// A plain tree's cut figure, on its link, keeps clear of the zoom buttons as a game's row
	// does (issue 43): side by side on a 1366×768 laptop, walked to step 12, article 004's
	// "3 saved" lay under ◎.
	await page.keyboard.press('p');
	await page.setViewportSize({ width: 1366, height: 768 });
	// A 1366×768 laptop, in English, not presenting and presenting (V21: alpha-beta's "not
	// searched" read "not / searche" at its right edge; FC6, framed apart above FC8, had its name
	// cut at the top).
	await showLanguage(page, 'en');
	for (const presenting of [false, true]) {
		if (presenting) {
			await page.keyboard.press('p');
			await expect(page.locator('main.app')).toHaveClass(/presenting/);
		} else await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
		await settled(page);
		const where = `1366×768${presenting ? ', presenting' : ''}`;
		expect(await cutByEdges(page), where).toEqual([]);
		expect(await sideBySideProblems(page, presenting), where).toEqual([]);
	}
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
	await openLink(page, `/?tree=${TREE}&algo=minimax&versus=alphabeta&lang=en`);
	await expect(page.locator('.versus-side .tree')).toBeVisible();
	await settled(page);
	// Nor does any text of it, as the camera follows (issue 43: "n11" lay under ◎ at steps 4–15;
	// presenting, the root's name and card under + at 2–13, "n7" under ⛶ at 19–21).
	for (let step = 1; step <= 12; step++) {
		const read = await stepAndRead(page, 'ArrowRight', `Step ${step} of 27`, {
			under: inPage(textUnderButtonsIn, '')
		});
		expect(read['under'], `a plain tree, step ${step}`).toEqual([]);
	}
	expect(await textUnderButtons(page, '[data-pruned]'), 'a plain tree, step 12').toEqual([]);
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	for (let step = 12; step <= 27; step++) {
		const read = await stepAndRead(page, step > 12 ? 'ArrowRight' : null, `Step ${step} of 27`, {
			under: inPage(textUnderButtonsIn, ''),
			notWhole: inPage(callsNotWholeIn, null)
		});
		expect(read['under'], `presenting, step ${step}`).toEqual([]);
		expect(read['notWhole'], `presenting, step ${step}`).toEqual([]);
	}
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
	// At 1280×720 too (issue 43: "n13" under − at steps 7–9, presenting "n5" at 4–6: no pan
	// across cleared the buttons over the panel; they now stand beside it). Not presenting, the
	// camera glides, and each step's texts past an edge are read where the glide ends (T24: a
	// watch that read them only where the step left them drew "n4" and "n5" cut at the top at
	// step 12, and hid three windows whole in the panel).
	await page.setViewportSize({ width: 1280, height: 720 });
	for (const [presenting, from, to] of [
		[false, 0, 12],
		[true, 3, 6]
	] as const) {
		await page.emulateMedia({ reducedMotion: presenting ? 'reduce' : 'no-preference' });
		if (presenting) {
			await page.keyboard.press('p');
			await expect(page.locator('main.app')).toHaveClass(/presenting/);
		}
		await stepSlider(page, 'en').fill(String(from));
		await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
		await settled(page);
		for (let step = from + 1; step <= to; step++) {
			const read = await stepAndRead(page, 'ArrowRight', `Step ${step} of 27`, {
				under: inPage(textUnderButtonsIn, ''),
				notWhole: inPage(callsNotWholeIn, null),
				...(presenting ? {} : { cut: inPage(cutByEdgesIn, null) })
			});
			const where = `1280×720${presenting ? ', presenting' : ''}, step ${step}`;
			expect(read['under'], where).toEqual([]);
			expect(read['notWhole'], where).toEqual([]);
			if (!presenting) expect(read['cut'], where).toEqual([]);
		}
		// Alpha-beta's tree has texts past its edge at the last step: the check above read some.
		if (!presenting)
			await expect(page.locator('.versus-side .tree [data-past-edge]')).not.toHaveCount(0);
	}
	// Figure 5.2 (the Example menu's, A to D), minimax beside alpha-beta presenting: following B's
	// leaves, the root stays in view, whole and clear of the buttons (issue 43: it was pushed past
	// the panel's right edge at steps 2–5, a 5 px sliver; before that, half under + and −).
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
	// Side by side, an example keeps the pair (it once made it alpha-beta beside alpha-beta).
	await page.getByRole('combobox', { name: 'Example' }).selectOption('aima');
	await expect(page.locator('.versus-side [data-call="1"] .number')).toHaveText('A');
	await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('minimax');
	await expect(page).toHaveURL(/versus=alphabeta/);
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	await stepSlider(page, 'en').fill('1');
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	for (let step = 2; step <= 5; step++) {
		const read = await stepAndRead(page, 'ArrowRight', `Step ${step} of 14`, {
			centre: inPage(outsidePanelIn, ['.centre', ['FC1']] as const),
			versus: inPage(outsidePanelIn, ['.versus-side', ['FC1']] as const),
			under: inPage(textUnderButtonsIn, ''),
			cut: inPage(cutByEdgesIn, null),
			notWhole: inPage(callsNotWholeIn, null)
		});
		for (const found of ['centre', 'versus', 'under', 'cut', 'notWhole'])
			expect(read[found], `Figure 5.2, step ${step}: ${found}`).toEqual([]);
	}
	// On to the cut, and in Chinese there: no text of either tree cut by its panel's edges (issue
	// 43: with the buttons beside the panel, alpha-beta's "2 saved" read "2" at steps 7–8).
	for (let step = 6; step <= 8; step++) {
		const read = await stepAndRead(page, 'ArrowRight', `Step ${step} of 14`, {
			cut: inPage(cutByEdgesIn, null),
			notWhole: inPage(callsNotWholeIn, null)
		});
		expect(read['cut'], `Figure 5.2, step ${step}`).toEqual([]);
		expect(read['notWhole'], `Figure 5.2, step ${step}`).toEqual([]);
	}
	await showLanguage(page, 'zh');
	await settled(page);
	expect(await cutByEdges(page), 'Figure 5.2, step 8, in Chinese').toEqual([]);
	await page.keyboard.press('ArrowLeft');
	await expect(counter(page)).toHaveText(MESSAGES.zh.view.counter(7, 14));
	await settled(page);
	expect(await cutByEdges(page), 'Figure 5.2, step 7, in Chinese').toEqual([]);
	await showLanguage(page, 'en');
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
	// Connect Four's narrations, longer than the steps the box is sized by (V's F8: PVS's was cut
	// at every step, its second step down set both in one column): whole, side by side.
	await page.setViewportSize({ width: 1280, height: 720 });
	await openLink(
		page,
		'/?game=connect4&moves=1443&depth=4&algo=alphabeta&versus=pvs&step=1&lang=en'
	);
	// Not presenting, a 720 px laptop shows both trees and both told calls on the first screen (the
	// page was 947 px, the trees at y 496, their told calls a scroll down): the page is the screen's
	// height, and stepping moves neither the narration nor the trees (issue 43).
	await laptopSideBySide(page, 'en', ['30', '15']);
	// Long jumps by the slider (issue 43: a pruned card's "not searched" and a window lay under
	// the buttons at steps 100 and 200).
	// With them beside the panel, that window ("[−3, −15]"), "not searched" and the current
	// call's card were cut by the panel's right edge there, at 1280×720 and 1366×768: every label
	// is whole in the panel or not drawn (V21: a fourth "not searched" read "not / search"; framed
	// apart, the current call's name was cut at the top, "FC4" at 1366×768 from step 9 on).
	for (const size of [null, { width: 1366, height: 768 }])
		for (const step of ['100', '200']) {
			if (size) await page.setViewportSize(size);
			await stepSlider(page, 'en').fill(step);
			await settled(page);
			const where = `step ${step}, not presenting${size ? ', 1366×768' : ''}`;
			expect(await textUnderButtons(page), where).toEqual([]);
			expect(await cutByEdges(page), where).toEqual([]);
		}
	await page.setViewportSize({ width: 1280, height: 720 });
	await page.getByRole('slider', { name: 'Step' }).fill('1');
	await expect(counter(page)).toHaveText('Step 1 of 1,495');
	// The slider keeps the keys it takes: the page's shortcuts go to the page.
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	// Its form comes with its module, loaded on first need.
	await expect(page.locator('form.go')).toBeAttached();
	expect(await goToProblems(page), 'presenting').toEqual([]);
	// Stepping moves nothing but the trees' cameras (V14: at step 10 the narration row grew from
	// 158 to 162 px, both trees 4 px down): the box is as tall as the tallest telling measured, and
	// it and both tree panels keep their place and size over steps 1 to 16.
	await settled(page);
	const places = () => rowPlaces(page);
	const first = await places();
	for (let step = 2; step <= 16; step++) {
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText(`Step ${step} of 1,495`);
		expect(await places(), `step ${step}`).toBe(first);
		// Both trees at one height (alpha-beta's started 33 px above PVS's, its rule's row shorter).
		expect(await paneTopsApart(page), `step ${step}`).toBeLessThanOrEqual(1);
	}
	for (const step of ['30', '5']) {
		await page.getByRole('slider', { name: 'Step' }).fill(step);
		await expect(counter(page)).toHaveText(`Step ${step} of 1,495`);
		const box = page.locator('main > .narration');
		await expect(box.locator('.beside')).toBeVisible();
		expect(
			await box.evaluate((element) => element.scrollHeight - element.clientHeight),
			`step ${step}`
		).toBeLessThanOrEqual(1);
	}
	// Each side's told call with its value under its current call, where both fit (V13's F8: the
	// panels held one card each, PVS's FC30 below its panel): at step 30 PVS's FC30 returns ≈ -9 to
	// FC24. Where they do not (issue 43 point 4: the told call was out at steps 5–7, 11, 15 and
	// 23–30), the told call whole with its value, the current call at the edge: alpha-beta's
	// FC19 (column 7) returns to FC12; at step 5 both sides' FC5 (column 1) to FC4; at step 15
	// alpha-beta's FC11 and PVS's FC15 to FC4, two re-searches past it. In both languages.
	// (The slider, focused once filled, kept the L: the Chinese steps were read in English.)
	for (const [key, steps] of [
		[null, ['30', '5', '15']],
		['l', ['30', '23']]
	] as const) {
		if (key) await showLanguage(page, 'zh');
		for (const step of steps) {
			await stepSlider(page, key ? 'zh' : 'en').fill(step);
			await settled(page);
			expect(await sideBySideProblems(page), `step ${step}${key ? ' zh' : ''}`).toEqual([]);
			// No text under either tree's zoom buttons (issue 43: at step 5 a window, "X→1", "O▼"),
			// nor cut by its panel's edges (V21: at step 30 a pruned card's "searched").
			expect(await textUnderButtons(page), `step ${step}${key ? ' zh' : ''}`).toEqual([]);
			expect(await cutByEdges(page), `step ${step}${key ? ' zh' : ''}`).toEqual([]);
			// Its trees have no level column (a child three columns away does not fit beside it),
			// and the page is the screen's height (in Chinese it ran 729 px, the board's legend).
			await expect(page.locator('.tree .levels')).toHaveCount(0);
			expect(await pageHeight(page), `step ${step}${key ? ' zh' : ''}`).toBe(720);
			if (step === '30')
				expect(await outsidePanel(page, '.versus-side', ['FC24', 'FC30', 'FC30 value'])).toEqual(
					[]
				);
		}
	}
	expect(await outsidePanel(page, '.centre', ['FC19', 'FC19 value'])).toEqual([]);
	// Presenting, "O▼", a window and "not searched" lay under them at 100 and 200; then, beside
	// the panel, were cut by its edge (in English too).
	for (const step of ['100', '200']) {
		await stepSlider(page, 'zh').fill(step);
		await settled(page);
		expect(await textUnderButtons(page), `step ${step} zh`).toEqual([]);
		expect(await cutByEdges(page), `step ${step} zh`).toEqual([]);
		expect(await paneTopsApart(page), `step ${step} zh`).toBeLessThanOrEqual(1);
		expect(await rulesNotWhole(page), `step ${step} zh`).toEqual([]);
	}
	await showLanguage(page, 'en');
	for (const step of ['100', '200']) {
		await stepSlider(page, 'en').fill(step);
		await settled(page);
		expect(await cutByEdges(page), `step ${step}, presenting`).toEqual([]);
		// The rows as at step 1: the rule's row is the run's tallest rule's (PVS's ran to a third
		// line here, both trees 22 px down; then kept to two, it was cut with "…").
		expect(await places(), `step ${step}, presenting`).toBe(first);
		expect(await rulesNotWhole(page), `step ${step}, presenting`).toEqual([]);
	}
	// At 1,100 px each side's tally whole in its side, the rows the run's (issue 43: PVS's "… · ↻
	// 11 re-searches", wider than its side, was cut at the left).
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	await page.keyboard.press('p');
	await page.setViewportSize({ width: 1100, height: 720 });
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	await expect(page.locator('.status.stacked .tally')).toHaveCount(2);
	for (const lang of ['en', 'zh'] as const) {
		await showLanguage(page, lang);
		let rows = '';
		for (const step of ['1', '100', '1495']) {
			await stepSlider(page, lang).fill(step);
			await settled(page);
			const where = `α-β beside PVS, 1100×720 ${lang}, step ${step}`;
			expect(await talliesNotWhole(page), where).toEqual([]);
			rows ||= await rowPlaces(page);
			expect(await rowPlaces(page), where).toBe(rows);
		}
	}
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	await page.keyboard.press('p');
	await page.setViewportSize({ width: 1280, height: 720 });
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	await showLanguage(page, 'zh');
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
	await laptopSideBySide(page, 'zh', ['30', '23']);
	await showLanguage(page, 'en');
	// Minimax beside alpha-beta on the same board, presenting at 1280×720 and 1180×720: both trees
	// at one height, where both headings wrap (minimax's started 13 px under alpha-beta's), and
	// stepping moves neither (at 1,180 px minimax's rule, beside a tally grown past call 1,000,
	// ran to a third line: its tree 22 px down; then kept to two lines, it was cut). Then in
	// Chinese at 1,100 px, where alpha-beta's name took four lines beside its tally.
	const search = page.getByRole('combobox', { name: 'Search' });
	await search.selectOption('minimax');
	await expect(search).toHaveValue('minimax');
	await page.locator('.options summary').click();
	await page.getByLabel(MESSAGES.en.versus.sideBySide).selectOption('alphabeta');
	await expect(page).toHaveURL(/versus=alphabeta/);
	await expect(counter(page)).toHaveText(/of 2,802/);
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	for (const [width, lang, steps] of [
		[1280, 'en', ['1', '1400']],
		[1180, 'en', ['1', '1400']],
		[1100, 'zh', ['1', '100', '1400']]
	] as const) {
		// Presenting asks for the full screen, which a resize must leave first.
		if (width !== 1280) {
			await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
			await page.keyboard.press('p');
			await page.setViewportSize({ width, height: 720 });
			await showLanguage(page, lang);
		}
		await page.keyboard.press('p');
		await expect(page.locator('main.app')).toHaveClass(/presenting/);
		let first = '';
		for (const step of steps) {
			await stepSlider(page, lang).fill(step);
			await settled(page);
			const where = `Connect Four, minimax beside alpha-beta, ${width}×720 ${lang}, step ${step}`;
			expect(await paneTopsApart(page), where).toBeLessThanOrEqual(1);
			first ||= await rowPlaces(page);
			expect(await rowPlaces(page), where).toBe(first);
			expect(await rulesNotWhole(page), where).toEqual([]);
			expect(await namesOverTwoLines(page), where).toEqual([]);
		}
	}
});

/**
 * Side by side, each side's rule line not shown whole: another form of it, or cut ("…"). The
 * line is as tall as the run's tallest rule (issue 43).
 */
const rulesNotWhole = (page: Page) =>
	page.evaluate(() =>
		[...document.querySelectorAll<HTMLElement>('.status.stacked .rule')]
			.filter(
				(rule) =>
					rule.textContent.trim() !== rule.dataset.rule || rule.scrollHeight > rule.clientHeight + 1
			)
			.map((rule) => `${rule.dataset.rule} (${rule.clientHeight} of ${rule.scrollHeight} px)`)
	);

/** Side by side, each tally's lines not whole in its side (cut at its left or right edge). */
const talliesNotWhole = (page: Page) =>
	page.evaluate(() =>
		[...document.querySelectorAll<HTMLElement>('.status.stacked .tally > span')].flatMap((part) => {
			const side = part.closest('.centre, .versus-side')?.getBoundingClientRect();
			const box = part.getBoundingClientRect();
			return side && box.left >= side.left - 1 && box.right <= side.right + 1
				? []
				: [`${part.textContent.trim()} (${Math.round(box.left)}-${Math.round(box.right)} px)`];
		})
	);

/** Side by side, the searches' names over each tree that take more than two lines, and how many. */
const namesOverTwoLines = (page: Page) =>
	page.evaluate(() =>
		[...document.querySelectorAll('.head h2')]
			.map((name) => ({
				name: name.textContent.trim(),
				lines: name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)
			}))
			.filter(({ lines }) => lines > 2.1)
			.map(({ name, lines }) => `${name}: ${lines.toFixed(1)} lines`)
	);

/** The page's height, scrolled to its foot (px). */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** The step slider, named in `lang`. */
const stepSlider = (page: Page, lang: Lang) =>
	page.getByRole('slider', { name: MESSAGES[lang].view.step, exact: true });

/** The narration row's and each tree panel's top and height ("120+162 290+400"), to see none moves. */
function rowPlacesIn(): string {
	return [...document.querySelectorAll('main > .narration, .tree-box')]
		.map((box) => box.getBoundingClientRect())
		.map(({ top, height }) => `${Math.round(top)}+${Math.round(height)}`)
		.join(' ');
}

/** `rowPlacesIn`, read from the test. */
function rowPlaces(page: Page): Promise<string> {
	return page.evaluate(rowPlacesIn);
}

/** How far apart the two tree panes' tops are side by side (px); NaN unless there are two. */
function paneTopsApartIn(): number {
	const tops = [...document.querySelectorAll('.tree-box')].map(
		(box) => box.getBoundingClientRect().top
	);
	const [a, b] = tops;
	return tops.length === 2 && a !== undefined && b !== undefined ? Math.abs(a - b) : Number.NaN;
}

/** `paneTopsApartIn`, read from the test. */
function paneTopsApart(page: Page): Promise<number> {
	return page.evaluate(paneTopsApartIn);
}

/**
 * Side by side not presenting at 1280×720, at `steps` (the page at a step before them): the page
 * no taller than the screen, both trees wholly on it, each side's told call whole with its value
 * and its current call in view or named at the edge, every text whole; and the narration row and
 * both trees keep their place stepping over the next ten steps.
 */
async function laptopSideBySide(page: Page, lang: Lang, steps: readonly string[]): Promise<void> {
	await settled(page);
	const places = () => rowPlaces(page);
	for (const step of steps) {
		await stepSlider(page, lang).fill(step);
		await settled(page);
		const where = `step ${step} ${lang}, not presenting`;
		expect(await sideBySideProblems(page, false), where).toEqual([]);
		// Issue 43: by the slider, at step 30 the second pruned card's "searched" lay under ⛶.
		expect(await textUnderButtons(page), where).toEqual([]);
		const screen = await page.evaluate(() => ({
			page: document.documentElement.scrollHeight,
			trees: [...document.querySelectorAll('.tree-box')].map((box) =>
				Math.round(box.getBoundingClientRect().bottom)
			)
		}));
		expect(screen, where).toEqual({ page: 720, trees: [expect.any(Number), expect.any(Number)] });
		expect(await goToProblems(page), where).toEqual([]);
		for (const bottom of screen.trees) expect(bottom, where).toBeLessThanOrEqual(720);
	}
	const first = await places();
	for (let step = Number(steps.at(-1)) + 1; step <= Number(steps.at(-1)) + 10; step++) {
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText(MESSAGES[lang].view.counter(step, 1495));
		expect(await places(), `step ${step} ${lang}, not presenting`).toBe(first);
	}
}

/** Which of `parts` ("FC24": its card; "FC30 value": its score) lie outside `side`'s tree panel. */
function outsidePanelIn([side, parts]: readonly [string, readonly string[]]): string[] {
	const panel = document.querySelector(`${side} .tree > svg`)?.getBoundingClientRect();
	return parts.filter((part) => {
		const [name = '', value] = part.split(' ');
		const call = `${side} .tree [data-call="${name.slice(2)}"]`;
		const box = document
			.querySelector(value ? `${call} .score` : `${call} rect.card`)
			?.getBoundingClientRect();
		return (
			!panel ||
			!box ||
			box.top < panel.top - 1 ||
			box.bottom > panel.bottom + 1 ||
			box.left < panel.left - 1 ||
			box.right > panel.right + 1
		);
	});
}

/** `outsidePanelIn`, read from the test. */
function outsidePanel(page: Page, side: string, parts: string[]): Promise<string[]> {
	return page.evaluate(outsidePanelIn, [side, parts] as const);
}

/**
 * Each side's current call and the call its step tells of (the side's `data-call`, its
 * narration's) not whole in its tree's panel, the told call's value too: none where both are.
 */
function callsNotWholeIn(): string[] {
	const problems: string[] = [];
	const sides = [...document.querySelectorAll('.centre, .versus-side')];
	if (sides.length !== 2) return [`${sides.length} sides`];
	for (const side of sides) {
		const frame = side.querySelector('.tree > svg')?.getBoundingClientRect();
		const current = side.querySelector('.tree [data-call][data-state="active"]');
		const told = side.getAttribute('data-call');
		const calls = [current?.getAttribute('data-call'), told].filter((call) => call);
		if (!frame || calls.length === 0) problems.push(`no call on ${side.className}`);
		for (const call of new Set(calls)) {
			const card = side.querySelector(`.tree [data-call="${call}"]`);
			const parts = [
				card?.querySelector('rect.card'),
				// Its value where it has one (a call not yet returned has none).
				...(call === told ? [...(card?.querySelectorAll('.score') ?? [])] : [])
			];
			for (const part of parts) {
				const box = part?.getBoundingClientRect();
				if (
					!frame ||
					!box ||
					box.top < frame.top - 1 ||
					box.bottom > frame.bottom + 1 ||
					box.left < frame.left - 1 ||
					box.right > frame.right + 1
				)
					problems.push(
						`${side.className.split(' ')[0]}'s FC${call}${part === parts[0] ? '' : "'s value"} not whole (${box?.top.toFixed(0)}-${box?.bottom.toFixed(0)} px in ${frame?.top.toFixed(0)}-${frame?.bottom.toFixed(0)})`
					);
			}
		}
	}
	return problems;
}

/**
 * Side by side, what of each side's tree a reader misses at the level column or the pane's edge:
 * a card drawn whose name or value inside it is hidden (issue 43: minimax's FC3 and alpha-beta's
 * FC4 at step 8, presenting, a border with nothing in it), and a call of the running stack (the
 * calls under way, the current one among them) whose row shows not whole across its pane
 * (minimax's FC6, two rows over FC8, cut by the pane's right edge), and the deepest such call past
 * the pane's top with no mark naming it there.
 */
function sidesCutIn(): string[] {
	const problems: string[] = [];
	const shown = (part: Element) => getComputedStyle(part).visibility === 'visible';
	for (const side of document.querySelectorAll('.centre, .versus-side')) {
		const name = side.className.split(' ')[0];
		const frame = side.querySelector('.tree > svg')?.getBoundingClientRect();
		if (!frame) {
			problems.push(`no tree on ${name}`);
			continue;
		}
		const above: { call: string | null; top: number }[] = [];
		for (const node of side.querySelectorAll('.tree [data-call]')) {
			const card = node.querySelector('rect.card');
			const at = card?.getBoundingClientRect();
			const call = node.getAttribute('data-call');
			if (!card || !at || at.width === 0) continue;
			const inFrame =
				at.right > frame.left &&
				at.left < frame.right &&
				at.bottom > frame.top &&
				at.top < frame.bottom;
			if (inFrame && shown(card))
				for (const text of node.querySelectorAll('text')) {
					const box = text.getBoundingClientRect();
					const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
					const inside = x > at.left && x < at.right && y > at.top && y < at.bottom;
					if (inside && (text.textContent ?? '').trim() !== '' && !shown(text))
						problems.push(`${name}'s FC${call}: card drawn, "${text.textContent?.trim()}" hidden`);
				}
			// A running call's row in the pane: its card whole across it (a stack four
			// rows deep does not fit down at a readable zoom: the root's row may lie above the top).
			const running = ['open', 'active'].includes(node.getAttribute('data-state') ?? '');
			const rowShows = at.bottom > frame.top + 1 && at.top < frame.bottom - 1;
			if (running && rowShows && (at.left < frame.left - 1 || at.right > frame.right + 1))
				problems.push(
					`${name}'s FC${call}, running, not whole across its pane (${at.left.toFixed(0)}-${at.right.toFixed(0)} px in ${frame.left.toFixed(0)}-${frame.right.toFixed(0)})`
				);
			// One past the pane's top (above it, or across it and so not drawn).
			if (running && at.top < frame.top - 1 && (at.bottom <= frame.top + 1 || !shown(card)))
				above.push({ call, top: at.top });
		}
		// The deepest of those named at the top (issue 43: the root's row above the pane, the
		// edges from its children running up to nothing, nothing saying where they went).
		const deepest = above.sort((a, b) => b.top - a.top)[0];
		const mark = deepest && side.querySelector(`[data-edge-mark="FC${deepest.call}"]`);
		if (deepest && (!mark || !mark.checkVisibility()))
			problems.push(`${name}'s FC${deepest.call}, running, above its pane and not named there`);
	}
	return [...new Set(problems)];
}

/** `callsNotWholeIn`, read from the test. */
function callsNotWhole(page: Page): Promise<string[]> {
	return page.evaluate(callsNotWholeIn);
}

/**
 * Steps once by `key` in the page (null: stays), as `stepsRead` presses it, waits until the step
 * counter reads `shown` and the page has settled (`settledIn`), then runs each of `reads` (in-page
 * calls, `inPage`) and answers what each found: one round trip a step, where the press, the
 * counter, the settling and each read took one of their own (some 70 steps of the side-by-side
 * test, five or six round trips each).
 */
async function stepAndRead(
	page: Page,
	key: 'ArrowRight' | null,
	shown: string,
	reads: Readonly<Record<string, string>>
): Promise<Record<string, unknown>> {
	const readAll = Object.entries(reads)
		.map(([name, read]) => `${JSON.stringify(name)}: await ${read}`)
		.join(', ');
	const found = (await page.evaluate(`(async () => {
		const counter = () =>
			(document.querySelector('.counter .now')?.textContent ?? '').replace(/\\s+/g, ' ').trim();
		const key = ${JSON.stringify(key)};
		if (key !== null)
			(document.activeElement ?? document.body).dispatchEvent(
				new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
			);
		const start = performance.now();
		while (counter() !== ${JSON.stringify(shown)} && performance.now() - start < 15000)
			await new Promise((resolve) => requestAnimationFrame(resolve));
		if (counter() !== ${JSON.stringify(shown)}) return { counter: counter() };
		const waiting = await ${inPage(settledIn, settledArgs())};
		if (waiting !== null) return { counter: counter(), waiting };
		return { counter: counter(), waiting, ${readAll} };
	})()`)) as Record<string, unknown>;
	expect(found['counter'], 'the step counter').toBe(shown);
	expect(found['waiting'], `${shown}: the page settles`).toBeNull();
	return found;
}

/** What a reader of the two sides would miss: texts cut or overlapping, labels under 14 px. */
function sideBySideProblems(
	page: Page,
	presenting = true,
	currentWhole = false
): Promise<string[]> {
	const asked = { presenting, currentWhole };
	return page.evaluate(({ presenting, currentWhole }) => {
		const problems: string[] = [];
		const said = (element: Element) => `"${element.textContent?.trim().slice(0, 40)}"`;
		// The narrations (presenting on a wide screen, both in the page's box, side by side).
		for (const box of document.querySelectorAll('main > .narration'))
			if (box.scrollHeight > box.clientHeight + 1)
				problems.push(`${said(box)} cut (${box.scrollHeight} px in ${box.clientHeight})`);
		for (const side of document.querySelectorAll('.centre, .versus-side')) {
			// Each side's told call (the rule line's) whole in its tree's panel with its value, and
			// its current call in view at least in part, else named at the panel's edge.
			const frame = side.querySelector('.tree > svg')?.getBoundingClientRect();
			const current = side.querySelector('.tree [data-call][data-state="active"]');
			const node = current?.querySelector('rect.card')?.getBoundingClientRect();
			const marked = side.querySelector(`.tree [data-edge-mark]`)?.textContent ?? '';
			const seen = (box: DOMRect | undefined) =>
				frame &&
				box &&
				box.bottom > frame.top + 1 &&
				box.top < frame.bottom - 1 &&
				box.right > frame.left + 1 &&
				box.left < frame.right - 1;
			const whole = (box: DOMRect | undefined) =>
				frame &&
				box &&
				box.top >= frame.top - 1 &&
				box.bottom <= frame.bottom + 1 &&
				box.left >= frame.left - 1 &&
				box.right <= frame.right + 1;
			// Far off, the current call is not drawn: its mark is then the one to read.
			const currentName = `FC${current?.getAttribute('data-call')}`;
			if (!frame || (!current && !marked)) problems.push(`no current call on ${side.className}`);
			else if (current && !seen(node) && !marked.includes(currentName))
				problems.push(
					`${currentName} neither in view nor marked (${node?.top}-${node?.bottom} px)`
				);
			else if (currentWhole && !whole(node))
				problems.push(`${currentName} not whole in view (${node?.top}-${node?.bottom} px)`);
			// The mark naming the current call at the panel's edge covers no card nor its value
			// (issue 43: "▲ FC6" lay over the bottom of FC6's card, "◀ FC12" over FC12's).
			for (const mark of side.querySelectorAll('.tree [data-edge-mark]')) {
				const box = mark.getBoundingClientRect();
				for (const part of side.querySelectorAll('.tree [data-call] :is(rect.card, .score)')) {
					const card = part.closest('[data-call]') ?? part;
					const under = part.getBoundingClientRect();
					if (
						box.left < under.right - 1 &&
						under.left < box.right - 1 &&
						box.top < under.bottom - 1 &&
						under.top < box.bottom - 1
					)
						problems.push(`${said(mark)} over FC${card.getAttribute('data-call')}`);
				}
			}
			const told = /^FC(\d+)/.exec(side.querySelector('.status .rule')?.textContent?.trim() ?? '');
			const toldCall = told && side.querySelector(`.tree [data-call="${told[1]}"]`);
			if (told && !whole(toldCall?.querySelector('rect.card')?.getBoundingClientRect()))
				problems.push(`told FC${told[1]} not whole in view`);
			const value = toldCall?.querySelector('.score')?.getBoundingClientRect();
			if (told && value && !whole(value)) problems.push(`told FC${told[1]}'s value not in view`);
			const texts = side.querySelectorAll('.head, .status .rule, .status .tally, .narration-line');
			for (const text of texts)
				if (text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1)
					problems.push(`${said(text)} cut (${text.scrollHeight} px in ${text.clientHeight})`);
			// Each part of a side in its own band: heading, tally and rule, tree, narration.
			const parts = [...side.querySelectorAll('.head, .status, .tree-box, .side-narration')];
			parts.forEach((part, at) => {
				const box = part.getBoundingClientRect();
				for (const other of parts.slice(at + 1)) {
					const below = other.getBoundingClientRect();
					if (below.top < box.bottom - 1 && below.bottom > box.top + 1)
						problems.push(`${said(part)} overlaps ${said(other)}`);
				}
			});
			// A cut branch's "not searched" keeps its card's padding (it ran edge to edge).
			for (const pruned of side.querySelectorAll('.pruned-node')) {
				const card = pruned.querySelector('.card')?.getBoundingClientRect();
				for (const tag of pruned.querySelectorAll('.tag')) {
					const box = tag.getBoundingClientRect();
					if (card && (box.left < card.left + 4 || box.right > card.right - 4))
						problems.push(`${said(tag)} fills its card (${box.width} px in ${card.width})`);
				}
			}
			const svg = side.querySelector('.tree > svg');
			const panel = svg?.getBoundingClientRect();
			// Every label, a cut branch's faded board's marks too (left out where under 14 px), on a
			// projector (a desk's screen draws them smaller).
			const labels = presenting ? (svg?.querySelectorAll<SVGTextElement>('text') ?? []) : [];
			for (const label of labels) {
				const box = label.getBoundingClientRect();
				const seen =
					panel && box.right > panel.left && box.left < panel.right && box.bottom > panel.top;
				if (!seen || !label.textContent?.trim() || box.top >= (panel?.bottom ?? 0)) continue;
				const scale = Math.hypot(label.getScreenCTM()?.a ?? 0, label.getScreenCTM()?.b ?? 0);
				const px = parseFloat(getComputedStyle(label).fontSize) * scale;
				if (px < 13.95) problems.push(`${said(label)} at ${px.toFixed(1)} px`);
			}
		}
		return problems;
	}, asked);
}
