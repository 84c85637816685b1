import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { boardGame } from '$lib/games/tictactoe/rules';
import { parseTree } from '$lib/games/tree/rules';
import type { Trace } from '$lib/engine';
import { traceJsonChunks } from '$lib/engine/json';
import '$lib/registry';
import { FULL_GAME_MINIMAX_CALLS } from '../articles';
import { counter, expect, grouped, open, test } from './fixtures';
import { expectWithinLimit, from, leastGap, watchFrames } from './frame-gaps';
import { cell } from './views';
import { editTree, GAP_CASES, treeText, WIDE_CALLS, WIDE_TREE } from './gap-cases';
import { minimax } from '../searches';

// The longest gaps between frames (frame-gaps.ts) while big positions open and step: trees of
// 100,000 nodes, the full game's trace file, practice at its limits. Connect Four's depth 8 is
// measured in scale.spec.ts, which opens it once for all its checks.

/** The random-tree form's tree: 3 children a node, 10 levels below the root (3^11 − 1) / 2 nodes. */
const RANDOM_NODES = (3 ** 11 - 1) / 2;

// Big positions take seconds to open while the fixes are missing; the gaps are still measured.
test.describe.configure({ timeout: 360_000 });

/**
 * Longest address the test server (scripts/serve-build.mjs, on Node) takes: its request line must
 * fit 16 KB.
 */
const SERVED_URL_LENGTH = 8_000;

/**
 * Serves a page whatever the length of its address, as a static host that takes long links
 * does: the test server answers 431 past `SERVED_URL_LENGTH`, so such a page is fetched without
 * its query, and the page still reads the whole address.
 */
async function serveLongLinks(page: Page): Promise<void> {
	await page.route(
		(url) => url.href.length > SERVED_URL_LENGTH,
		async (route) => {
			const url = new URL(route.request().url());
			url.search = '';
			await route.fulfill({ response: await route.fetch({ url: url.href }) });
		}
	);
}

/** The tree the tree editor starts from when the page shows no tree. */
const EDITOR_START = '[[3, 17], [2, 12]]';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Your own position' });

/** Opens the wide tree from the tree editor, at step 0. */
async function openWideTree(page: Page): Promise<void> {
	await editTree(page);
	await treeText(page).fill(WIDE_TREE);
	await dialog(page).getByRole('button', { name: 'Search this tree' }).click();
	await expect(counter(page)).toHaveText(`Step 0 of ${grouped(WIDE_CALLS + 1)}`, {
		timeout: 120_000
	});
}

test.beforeEach(async ({ page }) => {
	await serveLongLinks(page);
	await watchFrames(page);
});

/** The least longest gap of `key`'s case (gap-cases.ts), over the tries. */
function caseGap(page: Page, key: string): Promise<number> {
	const found = GAP_CASES.find((gapCase) => gapCase.key === key);
	if (!found) throw new Error(`no gap case ${key}`);
	return leastGap(
		page,
		found.name,
		() => found.setup(page),
		() => found.action(page)
	);
}

test('the compare view opens a link to a tree of 100,000 nodes', async ({ page }) => {
	const gap = await caseGap(page, 'compareFlatTree');
	await expect(cell(page, 'minimax', 'calls')).toHaveText(grouped(WIDE_CALLS));
	expectWithinLimit(gap);
});

test('the compare view refuses a scoring of 300,000 characters', async ({ page }) => {
	const gap = await caseGap(page, 'compareLongScoring');
	await expect(page.getByRole('alert')).toContainText('scoring');
	// The article's board, under its own scoring.
	await expect(cell(page, 'minimax', 'calls')).toHaveText('9');
	expectWithinLimit(gap);
});

// Issue 46, items 4-7: heavy work that ran on the page's thread.
test('the compare view opens on the article board; MCTS runs 5,000 iterations on Connect Four', async ({
	page
}) => {
	const compare = await caseGap(page, 'comparePlain');
	await expect(cell(page, 'minimax', 'calls')).toHaveText('9');
	const mcts = await caseGap(page, 'mctsConnect4');
	await expect(counter(page)).toHaveText(`Step 0 of ${grouped(5_000)}`);
	expectWithinLimit(compare);
	expectWithinLimit(mcts);
});

test('Connect Four opens best first at depth 8, and PVS at depth 9', async ({ page }) => {
	const bestFirst = await caseGap(page, 'connect4BestFirst');
	await expect(page.locator('.summary')).toContainText('7,960 calls');
	const pvs = await caseGap(page, 'connect4PvsDepth9');
	await expect(page.locator('.summary')).toContainText('552,217 calls');
	expectWithinLimit(bestFirst);
	expectWithinLimit(pvs);
});

// Issue 46, item 6: a text so long is read off the page's thread and kept out of the text box,
// which takes seconds to lay it out; Undo and Redo cross it the same way.
test('a tree of 2.9 MB pasted into the tree editor is read aside, undone and redone; one past the limit is refused', async ({
	page
}) => {
	const check = dialog(page).locator('#tree-check');
	const pasted = await caseGap(page, 'treePaste');
	await expect(treeText(page)).toHaveCount(0);
	await expect(dialog(page).getByText('A pasted tree of 2.9 MB:')).toHaveText(
		'A pasted tree of 2.9 MB: 88,573 nodes, 59,049 leaves, depth 10. It is kept out of the text box, where so long a text would stop the page for seconds.'
	);
	const redone = await leastGap(
		page,
		'item 6: Redo back to the pasted tree',
		async () => {
			await page.keyboard.press('Control+z');
			await expect(treeText(page)).toHaveValue(EDITOR_START);
		},
		async () => {
			await page.keyboard.press('Control+Shift+z');
			await expect(check).toHaveText('A tree of 88,573 nodes.');
		}
	);
	await expect(treeText(page)).toHaveCount(0);

	const refused = await caseGap(page, 'treePasteTooBig');
	await expect(dialog(page).getByRole('alert')).toHaveText(
		'Not changed: The tree has more than the limit of 100,000 nodes.'
	);
	// What the user had stays, and reads.
	await expect(treeText(page)).toHaveValue(EDITOR_START);
	await expect(check).toHaveText('A tree of 7 nodes.');
	expectWithinLimit(pasted);
	expectWithinLimit(redone);
	expectWithinLimit(refused);
});

/** Opens the random tree from the form, then its link; the longest gaps of each, least of 3 tries. */
async function openRandomTree(page: Page): Promise<{ opened: number; reopened: number }> {
	const firstStep = `Step 0 of ${grouped(RANDOM_NODES + 1)}`;
	const setup = async () => {
		await editTree(page);
		await dialog(page).getByRole('spinbutton', { name: 'Fewest children per node' }).fill('3');
		await dialog(page).getByRole('spinbutton', { name: 'Most children per node' }).fill('3');
		await dialog(page).getByRole('spinbutton', { name: 'Depth' }).fill('10');
		await dialog(page).getByRole('spinbutton', { name: 'Seed' }).fill('19');
	};
	const opened = await leastGap(
		page,
		'random tree of 88,573 nodes, generated and opened',
		setup,
		async () => {
			await dialog(page).getByRole('button', { name: 'Generate' }).click();
			await dialog(page).getByRole('button', { name: 'Search this tree' }).click();
			await expect(counter(page)).toHaveText(firstStep, { timeout: 120_000 });
		}
	);
	const summary = page.locator('.summary');
	await expect(summary).toContainText(`${grouped(RANDOM_NODES)} calls`);
	const shown = await summary.textContent();
	// The address follows the position once it settles, in whatever form the link codec writes.
	const plain = new URL('/', page.url()).href;
	await expect
		.poll(() => page.url(), { message: 'the address names the tree', timeout: 30_000 })
		.not.toBe(plain);
	const link = page.url();

	const reopened = await leastGap(
		page,
		'the random tree, its link reopened',
		from(page),
		async () => {
			await open(page, link);
			await expect(counter(page)).toHaveText(firstStep, { timeout: 120_000 });
		}
	);
	// The reopened link shows the same tree: the same nodes and calls.
	await expect(summary).toHaveText(shown ?? '');
	return { opened, reopened };
}

test('a random tree of 88,573 nodes opens, and its link reopens the same tree', async ({
	page
}) => {
	const { opened, reopened } = await openRandomTree(page);
	expectWithinLimit(opened);
	expectWithinLimit(reopened);
});

/** Writes a trace file, chunk by chunk (the full game's is 72 MB). */
function writeTrace(file: string, trace: Trace): void {
	const descriptor = openSync(file, 'w');
	try {
		for (const chunk of traceJsonChunks(trace)) writeSync(descriptor, chunk);
	} finally {
		closeSync(descriptor);
	}
}

test.describe('trace files', () => {
	let folder = '';

	/**
	 * Writes the trace a test opens, in that test: each of these tests needs one file, and under
	 * `fullyParallel` a beforeAll runs in every worker that takes one of them (writing both files,
	 * the full game's 72 MB among them, once per worker).
	 */
	function traceFile(name: string, trace: () => Trace): string {
		if (folder === '') folder = mkdtempSync(join(tmpdir(), 'minimax-lab-gaps-'));
		const file = join(folder, name);
		writeTrace(file, trace());
		return file;
	}

	// Under `fullyParallel` a worker may run this group's tests in separate batches, each closed by
	// afterAll: the next batch makes a folder of its own.
	test.afterAll(() => {
		if (folder !== '') rmSync(folder, { recursive: true, force: true });
		folder = '';
	});

	/** The page opened fresh with its Share menu open: its items load when it first opens. */
	const withShareOpen = (page: Page) => async () => {
		await from(page)();
		await page.getByText('Share').click();
		await expect(page.getByLabel('Open a trace (JSON)…')).toBeAttached();
	};

	test('opens from the Share menu', async ({ page }) => {
		const file = traceFile('full-game.json', () => minimax(boardGame('.........')));
		const calls = grouped(FULL_GAME_MINIMAX_CALLS);
		const gap = await leastGap(
			page,
			'full game trace file opened',
			withShareOpen(page),
			async () => {
				await page.getByLabel('Open a trace (JSON)…').setInputFiles(file);
				await expect(page.getByRole('status').filter({ hasText: 'Opened' })).toContainText(
					`${calls} calls`,
					{ timeout: 180_000 }
				);
			}
		);
		await expect(counter(page)).toHaveText(`Step 0 of ${grouped(FULL_GAME_MINIMAX_CALLS + 1)}`);
		expectWithinLimit(gap);
	});

	// Not one of the five: a wide tree's trace is drawn, laid out and linked off the page.
	test("the wide tree's trace opens from the Share menu", async ({ page }) => {
		const wide = traceFile('wide-tree.json', () => minimax(parseTree(WIDE_TREE)));
		const gap = await leastGap(
			page,
			'wide tree trace file opened',
			withShareOpen(page),
			async () => {
				await page.getByLabel('Open a trace (JSON)…').setInputFiles(wide);
				await expect(page.getByRole('status').filter({ hasText: 'Opened' })).toContainText(
					`${grouped(WIDE_CALLS)} calls`,
					{ timeout: 120_000 }
				);
			}
		);
		await expect(counter(page)).toHaveText(`Step 0 of ${grouped(WIDE_CALLS + 1)}`);
		expectWithinLimit(gap);
	});
});

// Not one of the five either: the wide tree opened by its link on the step-through page.
test("the wide tree's link opens on the step-through page", async ({ page }) => {
	const gap = await leastGap(page, 'wide tree link opened', from(page), async () => {
		await open(page, `/?tree=${encodeURIComponent(WIDE_TREE)}&algo=alphabeta`);
		await expect(counter(page)).toHaveText(`Step 0 of ${grouped(WIDE_CALLS + 1)}`, {
			timeout: 120_000
		});
	});
	expectWithinLimit(gap);
});

test('a root of 99,999 leaves steps to its end and back', async ({ page }) => {
	await openWideTree(page);
	const last = grouped(WIDE_CALLS + 1);
	const [start, end] = [`Step 0 of ${last}`, `Step ${last} of ${last}`];
	const go = async (key: string, shown: string) => {
		await page.keyboard.press(key);
		await expect(counter(page)).toHaveText(shown, { timeout: 60_000 });
	};
	const toEnd = await leastGap(
		page,
		'wide tree, End',
		() => go('Home', start),
		() => go('End', end)
	);
	const toStart = await leastGap(
		page,
		'wide tree, Home',
		() => go('End', end),
		() => go('Home', start)
	);
	expectWithinLimit(toEnd);
	expectWithinLimit(toStart);
});

// Issue 30, bug 3: practice at its documented limits, a full tree of branching 4 and depth 5
// (1,365 nodes, 1,024 leaves) with a worksheet of six.
const PRACTICE_LIMIT_LINK = '/practice?seed=7&depth=5&branching=4&sheet=6';
const PRACTICE_NODES = 1 + 4 + 16 + 64 + 256 + 1024;

/**
 * Waits for the answer tree, drawn whole; the worksheet is not built until printing is asked
 * for (print media, beforeprint or the print button).
 */
async function practiceDrawn(page: Page, seed: number): Promise<void> {
	await page.waitForSelector('body[data-hydrated="true"]', { state: 'attached', timeout: 120_000 });
	await expect(page.getByRole('spinbutton', { name: 'Seed' })).toHaveValue(String(seed));
	await expect(page.locator('.node')).toHaveCount(PRACTICE_NODES, { timeout: 120_000 });
	await expect(page.locator('.worksheet .frame')).toHaveCount(0);
}

/** Asks for the worksheet as print media does: six exercises with their keys, drawn whole. */
async function worksheetDrawn(page: Page): Promise<void> {
	await page.emulateMedia({ media: 'print' });
	await expect(page.locator('.worksheet .frame')).toHaveCount(12, { timeout: 120_000 });
	// Each printed drawing whole: one subpath a node shape (printed.ts), in every drawing.
	const shapes = await page
		.locator('.worksheet .frame')
		.evaluateAll((frames) =>
			frames.map((frame) =>
				[...frame.querySelectorAll('path.nodes')].reduce(
					(count, path) => count + (path.getAttribute('d')?.match(/M/g)?.length ?? 0),
					0
				)
			)
		);
	expect(shapes).toEqual(Array.from({ length: 12 }, () => PRACTICE_NODES));
}

// One test, one load: opened from a page (measured), N straight after on that load (the page as
// a fresh open leaves it), then print media asked for on the tree N drew (a later try of either
// opens the link afresh, on screen).
test('practice at its limits opens, and N draws the next tree; it prints its worksheet', async ({
	page
}) => {
	const opened = await leastGap(page, 'practice at its limits opened', from(page), async () => {
		await page.goto(PRACTICE_LIMIT_LINK);
		await practiceDrawn(page, 7);
	});
	// The first try starts on the load just measured: seed 7 drawn, no worksheet; a later try
	// (a slow first one, where gaps are checked) opens the link again.
	let openedAlready = true;
	const next = await leastGap(
		page,
		'practice at its limits, N',
		async () => {
			if (!openedAlready) {
				await open(page, PRACTICE_LIMIT_LINK);
				await practiceDrawn(page, 7);
			}
			openedAlready = false;
		},
		async () => {
			await page.keyboard.press('n');
			await practiceDrawn(page, 8);
		}
	);
	await expect(page).toHaveURL(/seed=8/);
	expectWithinLimit(opened);
	expectWithinLimit(next);

	// Print media asked for, the worksheet of the tree on screen is built (six exercises and their
	// keys: twelve drawings of 1,365 nodes, a few SVG paths each), then printed: both within the
	// limit (issue 30, bug 3). practice.spec.ts checks such a tree fits its paper, on A4 and Letter.
	await test.step('it prints its worksheet', async () => {
		// The first try starts on the page N left: seed 8 drawn (the same shape), no worksheet.
		let drawnAlready = true;
		const built = await leastGap(
			page,
			'practice at its limits, the worksheet built',
			async () => {
				// On screen; print media is asked for in the action.
				await page.emulateMedia({ media: null });
				if (drawnAlready) await practiceDrawn(page, 8);
				else {
					await open(page, PRACTICE_LIMIT_LINK);
					await practiceDrawn(page, 7);
				}
				drawnAlready = false;
			},
			() => worksheetDrawn(page)
		);
		let pages = 0;
		const gap = await leastGap(
			page,
			'practice at its limits, the PDF',
			async () => {},
			async () => {
				const pdf = await page.pdf({ format: 'A4' });
				pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
			}
		);
		// Three pages of exercises, three of keys (two trees a page, at the exercises' size).
		expect(pages).toBe(6);
		expectWithinLimit(built);
		expectWithinLimit(gap);
	});
});
