import { beforeEach, describe, expect, it } from 'vitest';
import { InputError, type SearchSettings } from '../../../src/lib/engine';
import { MESSAGES } from '../../../src/lib/i18n';
import { packGame } from '../../../src/lib/engine/pack';
import { fittingSearch, type TooBigDetails } from '../../../src/lib/player/settle';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { FakeWorker } from '../fake-worker';
import { boardSource, english, language, useFakeWorkers } from '../page-state';

/**
 * A link whose search is too big for a trace keeps its game and position: it opens at the
 * deepest depth limit that fits (or the lighter search), and says so (issue 30, bug 4).
 */

/** Lets pending promises (a search opening) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const minimax = (depthLimit: number | null, symmetry = false): SearchSettings => ({
	algorithm: 'minimax',
	depthLimit,
	symmetry
});

/**
 * What the search worker refuses `?game=connect4&moves=4453&depth=12` with (`checkTraceSize`,
 * worked out once: about 35 s of estimating on a busy machine): about 12,869,298,606 calls, and
 * depth 8 (5,845,094 calls, counted) the deepest lower limit that fits.
 */
const MINIMAX_12: TooBigDetails = {
	calls: 12_869_298_606,
	exact: false,
	atLeast: false,
	ceiling: 10_000_000,
	lowerDepth: { algorithm: 'minimax', depth: 8, calls: 5_845_094, exact: true },
	otherSearch: null
};

/** The worker's refusal as it posts it. */
const refusal = (details: TooBigDetails) => ({
	kind: 'error',
	error: new InputError('searchTooBig', details).data
});

describe('the search a link too big opens with instead', () => {
	it('keeps the search and lowers the depth limit to the deepest that fits', () => {
		expect(fittingSearch(minimax(12), MINIMAX_12)).toEqual({
			search: minimax(8),
			lower: true,
			calls: 5_845_094,
			exact: true
		});
		// Symmetry stays with the search it keys.
		const memo = { algorithm: 'memo', depthLimit: 12, symmetry: true } as const;
		const lower = { algorithm: 'memo', depth: 9, calls: 2_038_131, exact: false };
		expect(fittingSearch(memo, { ...MINIMAX_12, lowerDepth: lower })?.search).toEqual({
			...memo,
			depthLimit: 9
		});
	});

	it('prefers the lower depth, and takes the lighter search only when no depth fits', () => {
		const other = { algorithm: 'alphabeta-table', depth: 9, calls: 421_771, exact: false };
		// Minimax to depth 9 on 4453: both are offered; the link's own search is kept.
		expect(fittingSearch(minimax(9), { ...MINIMAX_12, otherSearch: other })?.search).toEqual(
			minimax(8)
		);
		expect(
			fittingSearch(minimax(9), { ...MINIMAX_12, lowerDepth: null, otherSearch: other })
		).toEqual({
			search: { algorithm: 'alphabeta-table', depthLimit: 9, symmetry: false },
			lower: false,
			calls: 421_771,
			exact: false
		});
	});

	it('offers nothing when the refusal offers nothing, or a search this page does not know', () => {
		expect(fittingSearch(minimax(12), { ...MINIMAX_12, lowerDepth: null })).toBeNull();
		const unknown = { algorithm: 'maximin', depth: 8, calls: 5, exact: true };
		expect(fittingSearch(minimax(12), { ...MINIMAX_12, lowerDepth: unknown })).toBeNull();
	});
});

describe('a link too big for a trace', () => {
	let lab: Lab;
	useFakeWorkers();
	beforeEach(async () => {
		lab = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await lab.linkCodec();
	});

	it('asks the worker for the same position at the depth that fits, from the same step', async () => {
		lab.mount(new URLSearchParams('game=connect4&moves=4453&depth=12&step=7'));
		const first = FakeWorker.last;
		expect(first.posted).toMatchObject([
			{ source: { kind: 'connect4', moves: '4453', ai: 'X' }, search: minimax(12) }
		]);
		first.reply(refusal(MINIMAX_12));
		await settle();
		const second = FakeWorker.last;
		expect(second).not.toBe(first);
		expect(second.posted).toMatchObject([
			{ source: { kind: 'connect4', moves: '4453', ai: 'X' }, search: minimax(8) }
		]);
		// While it records, nothing is refused and the position is not given up.
		expect(lab.problems).toEqual([]);
		expect(lab.loader?.running).toBe(true);
	});

	it('says what the link asks for while it opens, then what opens instead, in one box throughout', async () => {
		lab.mount(new URLSearchParams('game=connect4&moves=4453&depth=12&step=7'));
		await settle();
		const loader = lab.loader;
		// The link's position and search, over a count with no measure yet.
		const posted = FakeWorker.last.posted[0] as { game: unknown };
		expect(loader?.link && packGame(loader.link.game)).toEqual(posted.game);
		expect([loader?.link?.search, loader?.link?.refused, loader?.progress]).toEqual([
			minimax(12),
			null,
			{ calls: 0, expected: 0 }
		]);
		const asked = loader?.link?.game;
		FakeWorker.last.reply(refusal(MINIMAX_12));
		await settle();
		// Refused: the same position, and depth 8 said, while it searches; the box never left.
		expect(loader?.link?.game).toBe(asked);
		expect(loader?.link?.refused).toEqual({
			size: MINIMAX_12,
			used: { search: minimax(8), lower: true, calls: 5_845_094, exact: true }
		});
		expect(loader?.progress).not.toBeNull();
		// The reader's cancel during it: the same position, at the game's own depth limit.
		loader?.stop();
		await settle();
		expect([loader?.link, loader?.progress]).toEqual([null, null]);
		expect(lab.trace.settings).toEqual(minimax(4));
	});

	it("the reader's cancel keeps the link's game, position and step at the game's own depth limit, said", async () => {
		lab.mount(new URLSearchParams('game=connect4&moves=4453&depth=12&step=7'));
		await settle();
		expect(lab.loader?.running).toBe(true);
		lab.loader?.stop();
		await settle();
		expect(lab.session.source).toEqual({ kind: 'connect4', moves: '4453', ai: 'X' });
		expect([lab.trace.settings, lab.player.step]).toEqual([minimax(4), 7]);
		expect(lab.address).toBe('/?game=connect4&moves=4453&depth=4&step=7');
		expect(english(lab.problems)).toEqual([
			'The search was cancelled; showing the same position at depth limit 4 instead.'
		]);
		expect(lab.problems[0]?.(MESSAGES.zh)).toBe('搜索已取消；改为以深度限制 4 显示同一局面。');
		expect([lab.loader?.link, lab.loader?.progress]).toEqual([null, null]);
	});

	it("the reader's cancel keeps a game with no depth limit of its own at the deepest depth searched here, said", async () => {
		// Tic-tac-toe's whole game from the empty board, 549,946 calls, searched in the worker.
		lab.mount(new URLSearchParams('board=.........&step=3'));
		await settle();
		expect(lab.loader?.running).toBe(true);
		lab.loader?.stop();
		await settle();
		expect(lab.session.source).toEqual(boardSource('.........'));
		// Depth 4 makes 3,610 calls; depth 5's 18,730 would go to the worker again.
		expect([lab.trace.settings, lab.trace.calls, lab.player.step]).toEqual([minimax(4), 3610, 3]);
		expect(lab.address).toBe('/?board=.........&depth=4&step=3');
		expect(english(lab.problems)).toEqual([
			'The search was cancelled; showing the same position at depth limit 4 instead.'
		]);
	});

	it("the reader's cancel, where no depth is searched here (a big tree), keeps the view Back or Forward left, said", async () => {
		// A small board first (the page's own link), then Back or Forward to a tree of 10,201
		// nodes, which the worker searches at any depth.
		lab.mount(new URLSearchParams('board=XO.X.O...'));
		await settle();
		const shown = lab.session;
		const big = Array.from({ length: 100 }, (_, i) => Array.from({ length: 101 }, (_, j) => i - j));
		lab.mount(new URLSearchParams({ tree: JSON.stringify(big) }));
		await settle();
		expect(lab.loader?.running).toBe(true);
		lab.loader?.stop();
		await settle();
		expect(lab.session).toBe(shown);
		expect(english(lab.problems)).toEqual([
			'The search was cancelled; the tree shown is unchanged.'
		]);
		expect(lab.address).toBe('/?board=XO.X.O...');
	});

	it('opens the same game, position and step at that depth, says so, and keeps them in the address', async () => {
		// A refusal whose deepest lower limit is small enough to search here at once.
		const lowerDepth = { algorithm: 'minimax', depth: 3, calls: 400, exact: true };
		const fitsAt3 = { ...MINIMAX_12, lowerDepth };
		for (const embed of [false, true]) {
			const link = `game=connect4&moves=4453&depth=12&step=7${embed ? '&embed=1' : ''}`;
			lab = new Lab(language);
			// The link codec in, as a page that has loaded it: a link then opens at once.
			await lab.linkCodec();
			lab.mount(new URLSearchParams(link));
			FakeWorker.last.reply(refusal(fitsAt3));
			await settle();
			expect(lab.session.source).toEqual({ kind: 'connect4', moves: '4453', ai: 'X' });
			expect(lab.trace.settings).toEqual(minimax(3));
			expect([lab.trace.calls, lab.player.step]).toEqual([400, 7]);
			expect(lab.address).toBe(
				`/?game=connect4&moves=4453&depth=3&step=7${embed ? '&embed=1' : ''}`
			);
			// The message states the depth the page searched and the calls it made.
			const { depthLimit } = lab.trace.settings;
			expect(english(lab.problems)).toEqual([
				`The link's search would make about 12,869,298,606 calls, more than the 10,000,000 a recorded trace may hold; showing the same position at depth limit ${depthLimit} instead (${lab.trace.calls} calls).`
			]);
			expect(lab.problems[0]?.(MESSAGES.zh)).toBe(
				`链接中的搜索将进行约 12,869,298,606 次调用，超过一条搜索记录最多能容纳的 10,000,000 次；改为以深度限制 ${depthLimit} 显示同一局面（${lab.trace.calls} 次调用）。`
			);
		}
	});

	it('opens the lighter search when no lower depth fits, and names it', async () => {
		// A refusal offering a lighter search small enough to search here at once.
		lab.mount(new URLSearchParams('game=connect4&moves=4453&depth=12&algo=negamax&step=2'));
		FakeWorker.last.reply(
			refusal({
				...MINIMAX_12,
				lowerDepth: null,
				otherSearch: { algorithm: 'alphabeta-ordered', depth: 3, calls: 100, exact: false }
			})
		);
		await settle();
		expect(lab.session.source).toEqual({ kind: 'connect4', moves: '4453', ai: 'X' });
		expect(lab.trace.settings).toEqual({
			algorithm: 'alphabeta-ordered',
			depthLimit: 3,
			symmetry: false
		});
		expect(lab.player.step).toBe(2);
		expect(lab.address).toBe('/?game=connect4&moves=4453&algo=alphabeta-ordered&depth=3&step=2');
		expect(english(lab.problems)[0]).toMatch(
			new RegExp(
				`showing the same position with ordered alpha-beta at depth limit 3 instead \\(${lab.trace.calls} calls\\)\\.$`
			)
		);
		expect(lab.problems[0]?.(MESSAGES.zh)).toContain('改为用');
	});
});
