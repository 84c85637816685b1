import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { jsSize, loadFirstView, median } from './first-view';
import { GAP_CASES } from '../e2e/gap-cases';
import { leastGap, watchFrames } from '../e2e/frame-gaps';
import {
	BOARDS,
	FIRST_VIEWS,
	firstViewCounts,
	viewCounts,
	type FirstViewFigures,
	type HydrateRuns,
	type BoardTiming,
	type EndsTiming,
	type HeapFigures,
	type ViewFigures
} from './figures';

/**
 * The browser half of `npm run bench` (run by tests/bench/run.ts): how long one step takes in
 * the page, from the key press (or scrubber input) to the updated DOM laid out (script, style
 * and layout; not paint), on boards from 9 to 549,946 calls and on a flat tree of 99,999 leaves
 * under one root: stepping by event, jumping to random steps with the scrubber, and pressing End
 * and Home. With reduced motion emulated the camera jumps within the step, so following the
 * running call is counted. It also times choosing "Empty board" in the Example menu until the
 * tree can be stepped, and choosing depth 8 on Connect Four's empty board likewise, and reads the
 * tab's memory with each loaded. The figures are written as JSON to $BENCH_OUT; nothing here
 * asserts a timing.
 *
 * A first test loads pages cold (tests/bench/first-view.ts): the JavaScript the first views of
 * the article board (`/`), the compare view and the practice page request, and each one's time
 * to hydrate plain, at 4× CPU throttling (a phone) and on a slow network (1.6 Mbit/s, 150 ms),
 * written to $BENCH_FIRST_VIEW_OUT. It runs alone with
 * `npx playwright test -c tests/bench/playwright.config.ts -g "first view"` (BENCH_PORT sets the
 * preview's port; without $BENCH_FIRST_VIEW_OUT the figures are printed).
 *
 * A last test measures the longest gap between frames while each of issue 46's heavy openings
 * runs (tests/e2e/gap-cases.ts; the least of up to three tries, one on CI), written to
 * $BENCH_GAPS_OUT: CI checks no timing, so these figures are how a gap past 200 ms is seen there.
 */

const counts = viewCounts(process.env.BENCH_QUICK === '1');
/** Longest wait for a page state (a worker search included) before the bench fails. */
const READY_MS = 60_000;

/**
 * A press the bench makes: a key (`key`), or a scrubber jump to `to` (`key` null). `to` is the
 * step it shows once drawn: a press is timed until then.
 */
interface Press {
	readonly key: string | null;
	readonly to: number;
}

/** `rounds` steps by event from step `from`: 50 forward, 50 back, and so on (fewer when short). */
function stepPresses(from: number, last: number, rounds: number): Press[] {
	let at = from;
	return Array.from({ length: rounds }, (_, round) => {
		const forward = Math.floor(round / Math.min(last, 50)) % 2 === 0;
		at = Math.min(last, Math.max(0, at + (forward ? 1 : -1)));
		return { key: forward ? 'ArrowRight' : 'ArrowLeft', to: at };
	});
}

/** `rounds` scrubber jumps to steps 0 … `last`, in a fixed pseudo-random order: runs compare. */
function jumpPresses(last: number, rounds: number): Press[] {
	let seed = 12345;
	const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
	return Array.from({ length: rounds }, () => ({
		key: null,
		to: Math.floor(random() * (last + 1))
	}));
}

/** The times of `presses` made in turn, each from the press to its step drawn and laid out. */
interface PressTimes {
	times: number[];
	nodesDrawnMax: number;
	elementsMax: number;
}

/**
 * Makes `presses` in the page, each timed from the press (a key or the scrubber's input) until the
 * page shows its step and is laid out: a step waits for what it needs before it shows (the
 * narration past step 0 loads in its own chunk), so a press is done only once its own step is
 * drawn. The step shown is the counter's (player.step); `patient` (the warm-up) waits for a
 * chunk by polling instead of by tasks.
 */
async function timePresses(page: Page, presses: Press[], patient = false): Promise<PressTimes> {
	return page.evaluate(
		async ({ presses, patient, readyMs }) => {
			const yieldToTasks = () =>
				new Promise<void>((resolve) => {
					const channel = new MessageChannel();
					channel.port1.onmessage = () => resolve();
					channel.port2.postMessage(null);
				});
			const poll = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
			const slider = document.querySelector<HTMLInputElement>('input[type="range"]');
			const counter = document.querySelector('.counter .now');
			if (!slider || !counter) throw new Error('bench: no scrubber or step counter on the page');
			// "Step 1,234 of 5,678", "第 1,234 / 5,678 步": both languages group digits alike.
			const shown = () =>
				Number(/[\d,]+/.exec(counter.textContent ?? '')?.[0].replaceAll(',', '') ?? Number.NaN);
			const times: number[] = [];
			let nodesDrawnMax = 0;
			let elementsMax = 0;
			for (const { key, to } of presses) {
				const start = performance.now();
				if (key === null) {
					slider.value = String(to);
					slider.dispatchEvent(new Event('input', { bubbles: true }));
				} else window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
				await yieldToTasks();
				while (shown() !== to) {
					if (performance.now() - start > readyMs)
						throw new Error(
							`bench: ${key ?? 'a jump'} to step ${to} was not drawn in ${readyMs} ms (step ${shown()} is)`
						);
					await (patient ? poll() : yieldToTasks());
				}
				void document.body.offsetHeight;
				times.push(performance.now() - start);
				nodesDrawnMax = Math.max(nodesDrawnMax, document.querySelectorAll('[data-call]').length);
				elementsMax = Math.max(elementsMax, document.getElementsByTagName('*').length);
			}
			return { times, nodesDrawnMax, elementsMax };
		},
		{ presses, patient, readyMs: READY_MS }
	);
}

const round3 = (ms: number) => Math.round(ms * 1000) / 1000;

/** Steps (or scrubber jumps) timed inside the page: their median and 95th percentile. */
async function measure(page: Page, presses: Press[]): Promise<BoardTiming> {
	const { times, nodesDrawnMax, elementsMax } = await timePresses(page, presses);
	const sorted = [...times].sort((a, b) => a - b);
	const at = (q: number) => round3(sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN);
	return { steps: times.length, medianMs: at(0.5), p95Ms: at(0.95), nodesDrawnMax, elementsMax };
}

/** End (to step `last`) then Home (to step 0), `rounds` times, each press timed as a step is. */
async function measureEnds(page: Page, last: number, rounds: number): Promise<EndsTiming> {
	const presses = Array.from({ length: rounds }, (): Press[] => [
		{ key: 'End', to: last },
		{ key: 'Home', to: 0 }
	]).flat();
	const { times } = await timePresses(page, presses);
	const ends = times.filter((_, at) => at % 2 === 0);
	const homes = times.filter((_, at) => at % 2 === 1);
	const middle = (values: number[]) =>
		round3([...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN);
	return {
		endMedianMs: middle(ends),
		endMaxMs: round3(Math.max(...ends)),
		homeMedianMs: middle(homes),
		homeMaxMs: round3(Math.max(...homes))
	};
}

/** Opens a page of the built site and waits until it reacts to input. */
async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.waitForSelector('body[data-hydrated="true"]', { timeout: READY_MS });
}

/** Waits until the scrubber's last step is at least `last`: the board's own trace is loaded. */
async function waitForSteps(page: Page, last: number, what: string): Promise<void> {
	try {
		await page.waitForFunction(
			(want) => Number(document.querySelector('input[type="range"]')?.getAttribute('max')) >= want,
			last,
			{ timeout: READY_MS }
		);
	} catch (error) {
		const shown = await page
			.locator('input[type="range"]')
			.getAttribute('max')
			.catch(() => null);
		throw new Error(`bench: ${what} never reached ${last} steps (the scrubber's max is ${shown})`, {
			cause: error
		});
	}
}

/**
 * From choosing "Empty board" in the Example menu to the first frame of a steppable tree (worker
 * search included). The menu is found by its option's value and the end by the scrubber's max,
 * not by any label or by the counter's text, whose digits are grouped in the page's language.
 */
async function openFullGameFromMenu(page: Page, last: number): Promise<number> {
	await open(page, '/');
	return timeChoice(page, 'select:has(option[value="empty"])', 'empty', last);
}

/**
 * From choosing depth 8 in the depth limit's menu, on Connect Four's empty board searched to
 * depth 4, to the first frame of a steppable tree of 6,634,027 calls: counted, recorded and
 * drawn in the worker, handed over, drawn. The menu is the one offering 11 and 12, in the Options panel.
 */
async function openConnect4Depth8FromMenu(page: Page, last: number): Promise<number> {
	await open(page, '/?game=connect4&moves=&depth=4');
	// The Options panel draws its menus once it is first opened (their code loads then).
	await page.locator('details.options > summary').click();
	return timeChoice(page, 'select:has(option[value="11"]):has(option[value="12"])', '8', last);
}

/** Chooses `value` in the menu `selector` finds, timed until the scrubber reaches `last`. */
async function timeChoice(
	page: Page,
	selector: string,
	value: string,
	last: number
): Promise<number> {
	const menu = page.locator(selector);
	await expect(menu, `one menu ${selector}`).toHaveCount(1);
	return menu.evaluate(
		(select: HTMLSelectElement, { last, readyMs, value }) =>
			new Promise<number>((resolve, reject) => {
				const ready = () =>
					Number(document.querySelector('input[type="range"]')?.getAttribute('max')) >= last &&
					document.querySelector('[data-call]') !== null;
				if (ready()) {
					reject(new Error(`bench: ${last} steps were on screen before the menu was used`));
					return;
				}
				const start = performance.now();
				const deadline = setTimeout(() => {
					observer.disconnect();
					const counter = document.querySelector('.counter')?.textContent?.trim();
					reject(new Error(`bench: ${last} steps did not open in ${readyMs} ms (${counter})`));
				}, readyMs);
				const observer = new MutationObserver(() => {
					if (!ready()) return;
					observer.disconnect();
					clearTimeout(deadline);
					// The first frame of the new tree has been laid out.
					requestAnimationFrame(() => resolve(Math.round(performance.now() - start)));
				});
				observer.observe(document.body, {
					subtree: true,
					childList: true,
					attributes: true,
					characterData: true
				});
				select.value = value;
				select.dispatchEvent(new Event('change', { bubbles: true }));
			}),
		{ last, readyMs: READY_MS, value }
	);
}

/** The tab's memory now, after a garbage collection (V8 heap and array buffers). */
async function heapNow(page: Page): Promise<HeapFigures> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('HeapProfiler.collectGarbage');
	const usage = (await cdp.send('Runtime.getHeapUsage')) as Record<string, number>;
	await cdp.detach();
	const mb = (bytes: number | undefined) => Math.round(((bytes ?? Number.NaN) / 1e6) * 10) / 10;
	return {
		used: mb(usage.usedSize),
		total: mb(usage.totalSize),
		backingStore: mb(usage.backingStorageSize),
		embedder: mb(usage.embedderHeapUsedSize)
	};
}

test('first view: its JavaScript and time to hydrate, plain, at 4x CPU and on a slow network', async ({
	browser,
	baseURL
}) => {
	const counts = firstViewCounts(process.env.BENCH_QUICK === '1');
	test.setTimeout(60_000 + counts.runs * FIRST_VIEWS.length * 3 * 30_000);
	if (!baseURL) throw new Error('bench: no baseURL');
	const build = join(fileURLToPath(new URL('../../build', import.meta.url)));
	const scripts = new Map<string, string[]>();
	const runs = Object.fromEntries(
		FIRST_VIEWS.map(({ name }): [string, HydrateRuns] => [
			name,
			{ plain: [], cpu4x: [], slowNetwork: [] }
		])
	) as Record<(typeof FIRST_VIEWS)[number]['name'], HydrateRuns>;
	// Round by round, each page in turn plain, throttled and slowed: a busy spell on a shared
	// machine falls on every figure alike. The files a page requests come from its plain load.
	for (let run = 0; run < counts.runs; run++)
		for (const { name, path, viewport } of FIRST_VIEWS) {
			const plain = await loadFirstView(browser, baseURL, path, { viewport });
			if (!scripts.has(name)) scripts.set(name, plain.scripts);
			runs[name].plain.push(plain.hydrateMs);
			const cpu4x = await loadFirstView(browser, baseURL, path, {
				cpuRate: 4,
				timeoutMs: READY_MS,
				viewport
			});
			runs[name].cpu4x.push(cpu4x.hydrateMs);
			const slow = await loadFirstView(browser, baseURL, path, {
				slowNetwork: true,
				timeoutMs: READY_MS,
				viewport
			});
			runs[name].slowNetwork.push(slow.hydrateMs);
		}
	const sizes = (name: (typeof FIRST_VIEWS)[number]['name']) =>
		jsSize(build, scripts.get(name) ?? []);
	const [article, phone, compare, practice] = [
		sizes('article'),
		sizes('phone'),
		sizes('compare'),
		sizes('practice')
	];
	const figures: FirstViewFigures = {
		counts,
		firstViewJsKB: article.KB,
		firstViewJsGzipKB: article.gzipKB,
		firstViewJsFiles: article.files,
		compareJsKB: compare.KB,
		compareJsGzipKB: compare.gzipKB,
		compareJsFiles: compare.files,
		practiceJsKB: practice.KB,
		practiceJsGzipKB: practice.gzipKB,
		practiceJsFiles: practice.files,
		phoneJsKB: phone.KB,
		phoneJsGzipKB: phone.gzipKB,
		phoneJsFiles: phone.files,
		hydrateMs: median(runs.article.plain),
		hydrateMs4xCpu: median(runs.article.cpu4x),
		hydrateMsSlowNetwork: median(runs.article.slowNetwork),
		compareHydrateMs: median(runs.compare.plain),
		compareHydrateMs4xCpu: median(runs.compare.cpu4x),
		compareHydrateMsSlowNetwork: median(runs.compare.slowNetwork),
		practiceHydrateMs: median(runs.practice.plain),
		practiceHydrateMs4xCpu: median(runs.practice.cpu4x),
		practiceHydrateMsSlowNetwork: median(runs.practice.slowNetwork),
		phoneHydrateMs: median(runs.phone.plain),
		phoneHydrateMs4xCpu: median(runs.phone.cpu4x),
		phoneHydrateMsSlowNetwork: median(runs.phone.slowNetwork),
		hydrateRunsMs: runs.article.plain,
		hydrateRunsMs4xCpu: runs.article.cpu4x,
		hydrateRuns: runs
	};
	for (const { name, path, viewport } of FIRST_VIEWS) {
		const size = sizes(name);
		const at = viewport ? ` at ${viewport.width}×${viewport.height}` : '';
		console.log(
			`bench: first view of ${path}${at}: ${size.KB} KB of JavaScript (${size.gzipKB} gzipped) in ` +
				`${size.files} files, hydrated in ${median(runs[name].plain)} ms ` +
				`(${median(runs[name].cpu4x)} ms at 4x CPU, ${median(runs[name].slowNetwork)} ms on the slow network)`
		);
	}
	const out = process.env.BENCH_FIRST_VIEW_OUT;
	if (out) writeFileSync(out, JSON.stringify(figures, null, 1));
	else console.log(JSON.stringify({ ...figures, scripts: Object.fromEntries(scripts) }, null, 1));
});

test('step and jump times by board size, the full game from the menu, its memory', async ({
	page,
	baseURL
}) => {
	test.setTimeout(counts.timeoutMs);
	const noHeap = {
		used: Number.NaN,
		total: Number.NaN,
		backingStore: Number.NaN,
		embedder: Number.NaN
	};
	const figures: ViewFigures = {
		counts,
		boards: {},
		fullGameOpenFromMenuMs: Number.NaN,
		fullGameHeapMB: noHeap,
		connect4Depth8OpenMs: Number.NaN,
		connect4Depth8HeapMB: noHeap
	};
	// Camera moves then happen within the step instead of over the next frames, so they count.
	await page.emulateMedia({ reducedMotion: 'reduce' });
	for (const board of BOARDS) {
		await open(page, board.path);
		// Big searches arrive from the worker after hydration; wait for this board's steps.
		await waitForSteps(page, 4 * board.calls - 2, board.name);
		const openMs = Math.round(await page.evaluate(() => performance.now()));
		const last = Number(await page.locator('input[type="range"]').getAttribute('max'));
		// The link's step: the page shows it once a step past 0 has what it needs.
		const from = Math.min(last, Number(new URL(board.path, baseURL).searchParams.get('step')));
		// Untimed, each step waited for until drawn: the first past 0 waits for the narration's
		// chunk (it loads when a step past 0 is first asked for), so every timed step is a real one.
		const warmUp = stepPresses(from, last, counts.warmUp);
		await timePresses(page, warmUp, true);
		const step = await measure(page, stepPresses(warmUp.at(-1)?.to ?? from, last, counts.steps));
		const jump = await measure(page, jumpPresses(last, counts.jumps));
		const ends = await measureEnds(page, last, counts.ends);
		figures.boards[board.name] = { calls: board.calls, openMs, step, jump, ends };
		// Loaded and stepped forwards, back and by jumps: what a class does with it.
		if (board.name === 'connect4Depth8') figures.connect4Depth8HeapMB = await heapNow(page);
		console.log(
			`bench: ${board.name} timed (step median ${step.medianMs} ms, End ${ends.endMedianMs} ms)`
		);
	}
	const fullGame = BOARDS.find((board) => board.name === 'fullGame');
	if (!fullGame) throw new Error('bench: no fullGame board');
	// By call: step 0, one step per call, the root's answer.
	figures.fullGameOpenFromMenuMs = await openFullGameFromMenu(page, fullGame.calls);
	figures.fullGameHeapMB = await heapNow(page);
	const connect4 = BOARDS.find((board) => board.name === 'connect4Depth8');
	if (!connect4) throw new Error('bench: no connect4Depth8 board');
	figures.connect4Depth8OpenMs = await openConnect4Depth8FromMenu(page, connect4.calls);
	const out = process.env.BENCH_OUT;
	if (out) writeFileSync(out, JSON.stringify(figures, null, 1));
	else console.log(JSON.stringify(figures, null, 1));
});

test("frame gaps: the longest gap between frames in each of issue 46's heavy openings", async ({
	page
}) => {
	test.setTimeout(GAP_CASES.length * 3 * 120_000);
	await watchFrames(page);
	const gaps: Record<string, number> = {};
	for (const gapCase of GAP_CASES)
		gaps[gapCase.key] = await leastGap(
			page,
			gapCase.name,
			() => gapCase.setup(page),
			() => gapCase.action(page)
		);
	const out = process.env.BENCH_GAPS_OUT;
	if (out) writeFileSync(out, JSON.stringify(gaps, null, 1));
	else console.log(JSON.stringify(gaps, null, 1));
});
