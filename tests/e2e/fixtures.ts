import { expect, test as base, type Page, type Route } from '@playwright/test';
// Specs that count or record a search in Node need the registry's searches in the core's catalogue.
import '$lib/registry';
import { loadEverything } from '$lib/engine';
import { loadAreas, loadLang, MESSAGES, type Lang } from '$lib/i18n';
import { LESSON_DONE_KEY } from '$lib/state/lesson-stages';

// Every game's and search's code, as the page loads those it shows.
await loadEverything();

// Specs read both languages' messages, every area: the Chinese ones and the areas the first view
// leaves out (the compare view's, the editors', practice's) load on first need, as in the app.
await Promise.all([loadLang('zh'), loadAreas()]);

/**
 * Every page test fails on an uncaught error or a console error. Every page of a test's browser
 * context opens as on a device that has closed the first lesson (it would open by itself on
 * the page as it opens with no link); tour.spec.ts sets `lessonDone` false to meet it.
 */
export const test = base.extend<{ errors: string[]; lessonDone: boolean }>({
	lessonDone: [true, { option: true }],
	context: async ({ context, lessonDone }, use) => {
		if (lessonDone)
			await context.addInitScript((key) => localStorage.setItem(key, 'done'), LESSON_DONE_KEY);
		await use(context);
	},
	errors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
			page.on('console', (message) => {
				if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
			});
			await use(errors);
			expect(errors).toEqual([]);
		},
		{ auto: true }
	]
});

export { expect };

/** Opens a page of the built site and waits until it reacts to input. */
export async function open(page: Page, path = '/'): Promise<void> {
	await page.goto(path);
	await page.waitForSelector('body[data-hydrated="true"]');
}

/**
 * Opens a link as `open` does and waits until its view is open: a link whose game's code or
 * search loads after hydration, or whose step past 0 waits for the page's parts past step 0,
 * keeps the article board meanwhile (`body[data-opening]`), so a key pressed or a check made
 * before then met that board, not the link's (a check that nothing is drawn passed there
 * unasked).
 */
export async function openLink(page: Page, path: string): Promise<void> {
	await open(page, path);
	await page.waitForSelector('body:not([data-opening])');
}

/**
 * Opens `path` as `open` does, but first runs `before` on the page as prerendered, its scripts
 * held until `before` is done (what a slow phone shows until the page is hydrated).
 */
export async function openHeld(
	page: Page,
	path: string,
	before: () => Promise<void>
): Promise<void> {
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	const hold = async (route: Route) => {
		await held;
		await route.continue();
	};
	await page.route('**/_app/**/*.js', hold);
	await page.goto(path, { waitUntil: 'domcontentloaded' });
	try {
		await before();
	} finally {
		release();
	}
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.unroute('**/_app/**/*.js', hold);
}

/** A part not shown (hidden, or its view kept hidden until the page speaks its language). */
export const UNSEEN = 'unseen';

/** The step-through page's parts a phone shows first. */
export const FIRST_PARTS = [
	'main header h1',
	'main header .menu-button',
	'.controls .scrubber',
	'.controls .counter',
	'.controls .speed',
	'.controls .granularity',
	'main > .narration',
	'main > .narration .text',
	'main > .narration [data-more-narration]',
	'.centre .status .rule',
	'.centre .status .tally',
	'.centre > .tree-box',
	'.panels aside.left figcaption'
];

/** Each of `parts` (the first screen's by default) at its box, or `UNSEEN`: compared across hydration. */
export const seenParts = (page: Page, parts = FIRST_PARTS): Promise<Record<string, string>> =>
	page.evaluate(
		({ parts, unseen }) =>
			Object.fromEntries(
				parts.map((part) => {
					const node = document.querySelector(part);
					if (!node?.checkVisibility({ visibilityProperty: true })) return [part, unseen];
					const { x, y, width, height } = node.getBoundingClientRect();
					return [part, [x, y, width, height].map(Math.round).join(', ')];
				})
			),
		{ parts, unseen: UNSEEN }
	);

/**
 * Sets the theme and the language this device remembers, before the page reads them: a test
 * opening a page in a given theme and language calls this first.
 */
export async function rememberChoices(page: Page, theme: string, lang: string): Promise<void> {
	await page.addInitScript(
		([chosenTheme, chosenLang]) => {
			localStorage.setItem('minimax-lab-theme', chosenTheme);
			localStorage.setItem('minimax-lab-lang', chosenLang);
		},
		[theme, lang]
	);
}

/**
 * Shows the page in `theme` as the theme button does (the colours follow `data-theme` on <html>;
 * nothing else changes), without a reload, and waits for the frame that paints it: a check run
 * on a page already loaded covers the other theme's colours.
 */
export async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
	await page.evaluate(async (name) => {
		document.documentElement.dataset.theme = name;
		await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
	}, theme);
}

export const counter = (page: Page) => page.locator('.counter .now');
/** Moves the step slider to `step` in place, as a drag does (the page answers its input events). */
export async function dragStep(page: Page, step: number, lang: Lang = 'en'): Promise<void> {
	const slider = page.getByRole('slider', { name: MESSAGES[lang].view.step, exact: true });
	await slider.evaluate((element: HTMLInputElement, value) => {
		element.value = String(value);
		element.dispatchEvent(new Event('input', { bubbles: true }));
	}, step);
}
export const activeNode = (page: Page) => page.locator('[data-call][data-state="active"]');
export const narration = (page: Page, lang: Lang = 'en') =>
	page.getByRole('region', { name: MESSAGES[lang].view.narrationRegion });

/** A count as the English pages write it: 549946 → "549,946". */
export const grouped = (count: number): string => count.toLocaleString('en-US');

/** What one step of a walk in the page shows: its counter, and what the walk's reader read. */
export interface StepRead<T> {
	counter: string;
	shown: T;
}

/**
 * Presses `key` `count` times in the page and reads it with `read(arg)` before the first press
 * and after each one, all in one evaluation (a walk of many steps pays one round trip, not one
 * per press and per read). The key goes where a pressed key goes (the focused element, else the
 * body) and reaches the page's own key handler. Each press is read once the step counter has
 * moved, at the next frame (the page applies a step in microtasks after the key); a press that
 * moves nothing is read after 5 s with its counter unmoved, so a caller checks the counters.
 * `read` runs in the page: like any function given to `page.evaluate`, it uses nothing of the
 * test's scope but its argument.
 */
export async function stepsRead<T, A>(
	page: Page,
	key: 'ArrowRight' | 'ArrowLeft',
	count: number,
	read: (arg: A) => T,
	arg: A
): Promise<StepRead<T>[]> {
	const reader = await page.evaluateHandle(`(${read.toString()})`);
	try {
		return await page.evaluate(
			async ({ reader, key, count, arg }) => {
				const readStep = reader as (given: typeof arg) => T;
				const counter = () =>
					(document.querySelector('.counter .now')?.textContent ?? '').replace(/\s+/g, ' ').trim();
				const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
				const reads = [{ counter: counter(), shown: readStep(arg) }];
				for (let press = 1; press <= count; press++) {
					const before = counter();
					const target = document.activeElement ?? document.body;
					target.dispatchEvent(
						new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
					);
					const start = performance.now();
					do await frame();
					while (counter() === before && performance.now() - start < 5_000);
					reads.push({ counter: counter(), shown: readStep(arg) });
				}
				return reads;
			},
			{ reader, key, count, arg }
		);
	} finally {
		await reader.dispose();
	}
}

/** The tree's camera: the group whose transform is its pan and zoom. */
const CAMERA = '.tree > svg > g[transform]';

/** Whether the tree's pan and zoom change over the next two frames (false with no tree). */
export function cameraMoving(page: Page): Promise<boolean> {
	return page.evaluate(async (selector) => {
		// Every tree's camera (side by side, both): one may still glide as the other rests.
		const camera = () =>
			Array.from(document.querySelectorAll(selector), (group) =>
				group.getAttribute('transform')
			).join(' | ');
		const before = camera();
		await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
		return camera() !== before;
	}, CAMERA);
}

/**
 * The rows over the narration (the bar's and the step controls'), tall as they are, and how much
 * wider the step counter is than its widest text (the count's and the detail's, laid hidden in it).
 */
export function headerRows(page: Page): Promise<{ rows: number; counterSlack: number }> {
	return page.evaluate(() => {
		const height = (selector: string) =>
			document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
		const counter = document.querySelector('.counter');
		const widths = [...(counter?.querySelectorAll('.widest') ?? [])].map((span) => {
			const text = document.createRange();
			text.selectNodeContents(span);
			return text.getBoundingClientRect().width;
		});
		return {
			rows: Math.round(height('main > header') + height('.controls-row')),
			counterSlack: Math.round((counter?.getBoundingClientRect().width ?? 0) - Math.max(...widths))
		};
	});
}

/**
 * Switches the page to `lang` in place, as the L key does (every view answers it), and waits
 * until the document speaks it: a check that needs no fresh load in that language saves one.
 * Focus leaves any field first, so the key reaches the page and is not typed into a box.
 */
export async function showLanguage(page: Page, lang: Lang): Promise<void> {
	const html = page.locator('html');
	const wanted = lang === 'zh' ? 'zh-CN' : 'en';
	if ((await html.getAttribute('lang')) !== wanted) {
		await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
		await page.keyboard.press('l');
	}
	await expect(html).toHaveAttribute('lang', wanted);
}

/**
 * Opens the position dialog (Edit…) and picks the editor of `kind` (its button's name) once the
 * position's own editor is drawn (its Edits group): the dialog grows as that editor arrives and,
 * centred, moves its kind buttons up (264 px on the article board), so a click sent meanwhile is
 * lost on a busy machine (a fresh-clone `npm test` waited out a 6-minute timeout so).
 */
export async function editPosition(page: Page, kind: string, lang: Lang = 'en'): Promise<void> {
	const t = MESSAGES[lang];
	await page.getByRole('button', { name: t.page.edit }).click();
	const dialog = page.getByRole('dialog', { name: t.page.ownPosition });
	await expect(dialog.getByRole('group', { name: t.editors.history })).toBeVisible();
	await dialog.getByRole('button', { name: kind }).click();
}

/**
 * Waits until the page has settled (see `settled`), looking every frame, and answers null, or after
 * `limit` ms what still moves. Runs in the page: a spec that reads the page once settled passes it
 * into its own evaluation (one round trip for both).
 */
export async function settledIn({
	limit,
	selector
}: {
	limit: number;
	selector: string;
}): Promise<string | null> {
	const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
	// Every tree's camera (side by side, both): one may still glide as the other rests.
	const camera = () =>
		Array.from(document.querySelectorAll(selector), (group) =>
			group.getAttribute('transform')
		).join(' | ');
	const busy = (): string | null => {
		const bar = [...document.querySelectorAll('progress, [role="progressbar"]')].find((element) =>
			element.checkVisibility({ visibilityProperty: true })
		);
		if (bar) return 'a progress bar is shown';
		return document.querySelector('[aria-busy="true"]') ? 'a part of the page is busy' : null;
	};
	const start = performance.now();
	for (;;) {
		const before = camera();
		await frame();
		await frame();
		const why = busy() ?? (camera() === before ? null : 'the tree camera is moving');
		if (why === null) return null;
		if (performance.now() - start > limit) return why;
	}
}

/**
 * `run(arg)` as an expression the page evaluates: in-page functions (`settledIn` and its kind) put
 * together in one `page.evaluate` of a spec's own, one round trip where each took its own.
 */
export const inPage = <A, R>(run: (arg: A) => R, arg: A): string =>
	`(${run.toString()})(${JSON.stringify(arg)})`;

/** What `settledIn` is given to wait up to `timeout` ms for the tree's camera to rest. */
export const settledArgs = (timeout = 15_000) => ({ limit: timeout, selector: CAMERA });

/**
 * Waits until the page has settled, for checks that read all of it at once (axe, the language
 * walk): no search running in a worker (the step-through page shows a progress bar while one
 * runs, the compare view marks its results busy) and the tree's camera at rest (a glide moves it
 * every frame for a quarter of a second). It looks every frame in the page itself and answers
 * once (one round trip; polls from the test back off to a second); fails after `timeout` ms.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
	const waiting = await page.evaluate(settledIn, settledArgs(timeout));
	expect(waiting, 'the page settles').toBeNull();
}

/**
 * The step controls that the view tools (Present, theme, shortcuts …) lie over: each as its class
 * and the pixels of overlap. Empty when the row fits, or when the tools took a row of their own.
 */
export const toolsOverControls = (page: Page): Promise<string[]> =>
	page.evaluate(() => {
		const tools = document.querySelector('.controls-row .tools')?.getBoundingClientRect();
		if (!tools) return ['no view tools'];
		return [...document.querySelectorAll('.controls-row .controls > *')].flatMap((part) => {
			const box = part.getBoundingClientRect();
			const wide = Math.min(box.right, tools.right) - Math.max(box.left, tools.left);
			const high = Math.min(box.bottom, tools.bottom) - Math.max(box.top, tools.top);
			return wide > 0 && high > 0
				? [`${part.className.split(' ')[0]}: ${Math.round(wide)} px`]
				: [];
		});
	});
