import type { Page } from '@playwright/test';
import { counter, editPosition, expect, grouped, open } from './fixtures';

// The heavy openings of issue 46 (items 4, 5 and 7), each an action whose longest gap between frames
// is measured (frame-gaps.ts): checked against the limit in gaps.spec.ts, and reported by
// `npm run bench` (its `frameGapMs`), so CI, which checks no timing, prints each figure.

/** A root with 99,999 leaves, 1 to 99,999: 100,000 nodes, the limit a tree may have. */
export const WIDE_TREE = `[${Array.from({ length: 99_999 }, (_, index) => index + 1).join(',')}]`;
export const WIDE_CALLS = 100_000;

/**
 * A full tree, `branching` children a node and `depth` levels below the root, its leaves decimals
 * of up to three places, laid out as a text editor writes JSON (two spaces a level).
 */
function laidOutTree(branching: number, depth: number, copies = 1): string {
	let leaf = 0;
	const tree = (levels: number): unknown =>
		levels === 0
			? Math.round(Math.sin(++leaf) * 1e6) / 1e3
			: Array.from({ length: branching }, () => tree(levels - 1));
	return JSON.stringify(Array.from({ length: copies }, () => tree(depth)).flat(), null, 2);
}

/** A tree file pasted into the tree editor: 88,573 nodes (59,049 leaves, 10 levels), 2.9 MB. */
const pastedTree = () => laidOutTree(3, 10);
/** Two such trees side by side (177,145 nodes, 6.2 MB): past the limit of 100,000 nodes. */
const pastedTooBig = () => laidOutTree(3, 10, 2);

const treeDialog = (page: Page) => page.getByRole('dialog', { name: 'Your own position' });

/** Opens the step-through page afresh, and its tree editor. */
export async function editTree(page: Page): Promise<void> {
	await open(page);
	await editPosition(page, 'Game tree');
}

/** The tree editor's text box, as it opens: the tree on screen. */
export const treeText = (page: Page) =>
	treeDialog(page).getByRole('textbox', { name: 'Nested array (leaves are numbers)' });

/** The tree editor opened afresh, and `text` on the clipboard (as the browser's own copy puts it). */
async function clipboardHolds(page: Page, text: string): Promise<void> {
	await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
	await editTree(page);
	await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
}

/** Pastes the clipboard over the whole text of the tree editor's text box, as Ctrl+A, Ctrl+V do. */
async function pasteOverText(page: Page): Promise<void> {
	await treeText(page).press('Control+a');
	await treeText(page).press('Control+v');
}

/** Waits for the compare view to have run every search, whatever position it shows. */
export const compareDone = (page: Page) =>
	expect(page.getByText('All searches done')).toBeVisible({ timeout: 120_000 });

export interface GapCase {
	/** Its key in the bench's `frameGapMs`. */
	readonly key: string;
	/** What it is, as the figure is printed. */
	readonly name: string;
	/** Puts the page where the action starts. */
	readonly setup: (page: Page) => Promise<void>;
	/** The action measured, waiting for its own result. */
	readonly action: (page: Page) => Promise<void>;
}

/** A link opened from the page (so the frame loop runs before it), done when `ready` is. */
function link(
	key: string,
	name: string,
	path: string,
	ready: (page: Page) => Promise<void>
): GapCase {
	return {
		key,
		name,
		setup: (page) => open(page),
		action: async (page) => {
			await open(page, path);
			await ready(page);
		}
	};
}

/** The counter shows `step` of the trace of `calls` calls, stepped by call. */
const atStep = (step: number, calls: number) => (page: Page) =>
	expect(counter(page)).toHaveText(`Step ${grouped(step)} of ${grouped(calls + 1)}`, {
		timeout: 120_000
	});

export const GAP_CASES: readonly GapCase[] = [
	link(
		'connect4BestFirst',
		'item 4: Connect Four, alpha-beta best first at depth 8',
		'/?game=connect4&moves=&depth=8&algo=alphabeta&order=best',
		atStep(0, 7_960)
	),
	link(
		'connect4PvsDepth9',
		'item 5: Connect Four, PVS at depth 9, step 5',
		'/?game=connect4&algo=pvs&depth=9&step=5',
		atStep(5, 552_217)
	),
	link(
		'compareFlatTree',
		'item 7: compare, flat tree of 100,000 nodes',
		`/compare?tree=${encodeURIComponent(WIDE_TREE)}`,
		compareDone
	),
	link(
		'compareLongScoring',
		'item 7: compare, scoring= of 300,000 characters',
		`/compare?scoring=${'a'.repeat(300_000)}`,
		compareDone
	),
	{
		key: 'treePaste',
		name: 'item 6: a tree of 2.9 MB pasted into the tree editor',
		setup: (page) => clipboardHolds(page, pastedTree()),
		action: async (page) => {
			await pasteOverText(page);
			await expect(treeDialog(page).locator('#tree-check')).toHaveText('A tree of 88,573 nodes.', {
				timeout: 120_000
			});
		}
	},
	{
		key: 'treePasteTooBig',
		name: 'item 6: a tree of 6.2 MB, past the limit, pasted into the tree editor',
		setup: (page) => clipboardHolds(page, pastedTooBig()),
		action: async (page) => {
			await pasteOverText(page);
			await expect(
				treeDialog(page).getByText('The tree has more than the limit of 100,000 nodes.')
			).toBeVisible({ timeout: 120_000 });
		}
	},
	link('comparePlain', 'item 7: compare, the article board', '/compare', compareDone),
	link(
		'mctsConnect4',
		'item 7: MCTS on Connect Four, 5,000 iterations',
		'/?game=connect4&moves=4453&algo=mcts&iterations=5000',
		// Its own count: the page the link opens may show another trace's "Step 0 of" first.
		(page) => expect(counter(page)).toHaveText('Step 0 of 5,000', { timeout: 120_000 })
	)
];
