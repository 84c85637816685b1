import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type Localized } from '../../../src/lib/i18n';
import { Comparison } from '../../../src/lib/state/comparison.svelte';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { compareSearches } from '../../../src/lib/workers/comparing';
import { FakeWorker } from '../fake-worker';
import { language, useFakeWorkers } from '../page-state';

/**
 * Every message a link's problem gives states what the page then does (issue 30, bug 8): each
 * test reads the message in both languages and checks its fact against the state the page
 * derived from the same link (the depth searched, the game shown, the option dropped).
 */

/** Lets pending promises (a search opening) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const both = (problems: readonly Localized[]) => ({
	en: problems.map((problem) => problem(MESSAGES.en)),
	zh: problems.map((problem) => problem(MESSAGES.zh))
});

/** The step-through page opened on `link`: what it shows and what it says. */
async function lab(link: string) {
	const page = new Lab(language);
	// The link codec in, as a page that has loaded it: a link then opens at once.
	await page.linkCodec();
	page.mount(new URLSearchParams(link));
	await settle();
	return {
		kind: page.session.source.kind,
		depth: page.trace.settings.depthLimit,
		address: page.address,
		said: both(page.problems)
	};
}

/** The compare view opened on `link`, its rows run as the worker runs them. */
function compare(link: string) {
	const view = new Comparison(language);
	view.mount(new URLSearchParams(link));
	view.run(view.source);
	// A small count limit: only what the rows run under matters here, not their figures.
	compareSearches(
		{ source: view.source, search: view.search },
		(m) => FakeWorker.last.reply(m),
		5_000
	);
	const depths = new Set(view.rows.map((row) => row.counts.settings.depthLimit));
	return { kind: view.source.kind, depth: view.depthLimit, depths, said: both(view.problems) };
}

useFakeWorkers();
beforeEach(() => {
	FakeWorker.started = [];
});

describe('a depth limit that is not one, on Connect Four', () => {
	for (const bad of ['0', '-3', '1e1', '٣', '３']) {
		it(`depth=${bad} says the search runs at the depth it runs at (4), never "without a limit"`, async () => {
			for (const view of [
				await lab(`game=connect4&depth=${bad}`),
				compare(`game=connect4&depth=${bad}`)
			]) {
				expect(view.kind).toBe('connect4');
				expect(view.depth).toBe(4);
				expect(view.said.en).toHaveLength(1);
				expect(view.said.en[0]).toContain(`depth="${bad}" is not a whole number from 1 up`);
				expect(view.said.en[0]).toContain(`own depth limit, ${view.depth}, instead`);
				expect(view.said.en[0]).not.toContain('without a depth limit');
				expect(view.said.zh[0]).toContain(`深度限制 ${view.depth} 搜索`);
				expect(view.said.zh[0]).not.toContain('不限深度');
			}
			expect(compare(`game=connect4&depth=${bad}`).depths).toEqual(new Set([4]));
		});
	}

	it('on a board, the same link says the search has no limit, and it has none', async () => {
		const view = await lab('board=X...O....&depth=0');
		expect(view.depth).toBeNull();
		expect(view.said.en[0]).toContain('searching without a depth limit');
		expect(view.said.zh[0]).toContain('改为不限深度搜索');
	});
});

describe('a depth limit past the ceiling', () => {
	it('depth=100 on a board names the ceiling (9) and searches without a limit, as it says', async () => {
		for (const view of [await lab('depth=100'), compare('depth=100')]) {
			expect(view.depth).toBeNull();
			expect(view.said.en).toEqual([
				'The depth limit 100 is not a whole number from 1 to 9: limits count moves, up to 9 in this game. Searching without that option instead.'
			]);
			expect(view.said.en[0]).not.toContain('from 1 up');
			expect(view.said.zh[0]).toContain('1 到 9 之间');
		}
	});

	it('depth=100 and depth=43 on Connect Four name the page ceiling (12) and the depth used (4)', async () => {
		for (const value of [100, 43]) {
			const link = `game=connect4&depth=${value}`;
			for (const view of [await lab(link), compare(link)]) {
				expect([view.kind, view.depth]).toEqual(['connect4', 4]);
				expect(view.said.en).toEqual([
					`The link's depth limit ${value} is deeper than this page searches this game (at most 12); using ${view.depth} instead.`
				]);
				expect(view.said.en[0]).not.toContain('without');
				expect(view.said.zh[0]).toContain(`最多 12`);
				expect(view.said.zh[0]).toContain(`使用 ${view.depth}`);
			}
			expect(compare(link).depths).toEqual(new Set([4]));
		}
	});

	it('a depth far past any game on Connect Four says the depth used', async () => {
		const link = 'game=connect4&depth=123456789012345678901234567890';
		for (const view of [await lab(link), compare(link)]) {
			expect(view.depth).toBe(4);
			expect(view.said.en[0]).toContain('far past the end of any game');
			expect(view.said.en[0]).toContain(`own depth limit, ${view.depth}, instead`);
		}
	});
});

describe("another game's parameters", () => {
	it('scoring, toMove and root on Connect Four are said to be ignored by Connect Four', async () => {
		const link = 'game=connect4&moves=4453&scoring=unit&toMove=O&root=min';
		for (const view of [await lab(link), compare(link)]) {
			expect(view.kind).toBe('connect4');
			expect(view.said.en).toEqual([
				'The link\'s scoring="unit" does not apply to Connect Four; it is ignored.',
				'The link\'s toMove="O" does not apply to Connect Four; it is ignored.',
				'The link\'s root="min" does not apply to Connect Four; it is ignored.'
			]);
			for (const text of view.said.en) expect(text).not.toContain('tree');
			for (const text of view.said.zh) expect(text).toContain('不适用于四子棋');
		}
	});

	it('a board and Connect Four together say Connect Four is used, and it is', async () => {
		const link = 'game=connect4&moves=44&board=X........';
		for (const view of [await lab(link), compare(link)]) {
			expect(view.kind).toBe('connect4');
			expect(view.said.en).toEqual([
				'The link gives more than one kind of position (a tic-tac-toe board, Connect Four); using Connect Four.'
			]);
			expect(view.said.zh).toEqual(['链接给出了不止一种局面（井字棋棋盘、四子棋），采用四子棋。']);
		}
		const tree = await lab('game=connect4&tree=[1,2]');
		expect(tree.kind).toBe('tree');
		expect(tree.said.en[0]).toMatch(/\(Connect Four, a game tree\); using a game tree\.$/);
	});
});

describe('embed=1 on the compare view', () => {
	it('is said to be ignored, and the view shows in full (its address drops it)', () => {
		const view = new Comparison(language);
		view.mount(new URLSearchParams('embed=1&board=X...O....'));
		expect(both(view.problems)).toEqual({
			en: [
				"The link's embed=1 applies to the step-through page only; the compare view shows in full."
			],
			zh: ['链接要求的嵌入模式只适用于逐步查看页；比较视图照常完整显示。']
		});
		expect(view.address).toBe('/compare?board=X...O....');
	});
});

describe("the step-through page's own parameters on the compare view", () => {
	it('a step is said to be of one search; by, letters and code are kept for Step through', () => {
		const view = new Comparison(language);
		view.mount(
			new URLSearchParams('tree=[[1,2],[3]]&algo=alphabeta&by=event&step=7&letters=on&code=python')
		);
		expect(both(view.problems)).toEqual({
			en: [
				"The link's step=7 is a step of one search on the step-through page; this view counts each search whole, and each row's Step through opens at its start."
			],
			zh: [
				'链接中的 step=7 是逐步查看页上某一种搜索的步数；比较视图完整统计每种搜索，每一行的“逐步查看”都从第一步开始。'
			]
		});
		// The address keeps how the link shows a search (not the step); so does each row's way in.
		const kept = 'by=event&letters=on&code=python';
		expect(view.address).toBe(
			`/compare?tree=${encodeURIComponent('[[1,2],[3]]')}&algo=alphabeta&${kept}`
		);
		expect(view.stepQuery({ algorithm: 'minimax', depthLimit: null, symmetry: false })).toBe(
			`?tree=${encodeURIComponent('[[1,2],[3]]')}&${kept}`
		);
	});
});

describe('the Practice link', () => {
	it('carries the position and the search on screen, from either view', async () => {
		const tree = '[[3,12,8],[2,4,6],[14,5,2]]';
		const page = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await page.linkCodec();
		page.mount(new URLSearchParams(`tree=${encodeURIComponent(tree)}&algo=alphabeta&step=4`));
		await settle();
		// Alpha-beta is practice's own search: left out.
		expect(page.practiceAddress).toBe(`/practice?tree=${encodeURIComponent(tree)}`);
		const board = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await board.linkCodec();
		board.mount(new URLSearchParams('board=X...O....&algo=minimax'));
		await settle();
		expect(board.practiceAddress).toBe('/practice?board=X...O....&algo=minimax');
		const view = new Comparison(language);
		view.mount(new URLSearchParams('board=X...O....&algo=memo'));
		expect(view.practiceAddress).toBe('/practice?board=X...O....&algo=memo');
	});
});

describe('the Practice link on the views’ own position', () => {
	it('names the article board, which practice would otherwise read as its own tree', async () => {
		const page = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await page.linkCodec();
		page.mount(new URLSearchParams(''));
		await settle();
		expect(page.practiceAddress).toBe('/practice?board=O.XX.X.OO&algo=minimax');
		const view = new Comparison(language);
		view.mount(new URLSearchParams(''));
		expect(view.practiceAddress).toBe('/practice?board=O.XX.X.OO&algo=minimax');
	});
});
