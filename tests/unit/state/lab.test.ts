import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { plainSearch, type GameSource } from '../../../src/lib/engine';
import { packGame } from '../../../src/lib/engine/pack';
import { packTrace } from '../../../src/lib/engine/trace';
import { MESSAGES } from '../../../src/lib/i18n';
import { sourceParams } from '../../../src/lib/player/query';
import { drawingOptions } from '../../../src/lib/player/session';
import { drawTrace, packDrawing } from '../../../src/lib/player/drawing';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { FakeWorker } from '../fake-worker';
import { boardSource as board, english, useFakeWorkers, language, locale } from '../page-state';
import { alphaBeta, minimax } from '../../searches';

/** Lets pending promises (a search opening) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

let lab: Lab;

/** The worker's answer for a board's minimax search: the trace and its drawing, packed. */
function done(cells: string) {
	const game = boardGame(cells);
	const trace = minimax(game);
	const drawing = packDrawing(drawTrace(trace, drawingOptions(game, 'minimax'))).packed;
	const link = sourceParams(board(cells));
	return { kind: 'done', trace: packTrace(trace).packed, drawing, link };
}

/*
 * Vitest runs in Node, where Svelte compiles state classes for the server: fields and derived
 * values work, effects never run. The address kept in step (an effect) is checked end to end
 * (tests/e2e/stepping.spec.ts); here the address is read as the effect would write it.
 */
useFakeWorkers();
beforeEach(async () => {
	lab = new Lab(language);
	// The link codec in, as a page that has loaded it: a link then opens at once.
	await lab.linkCodec();
});

describe('the lab before the link is read', () => {
	it("shows the article's board at step 0, as the built page does", () => {
		expect(lab.trace.calls).toBe(9);
		expect(lab.player.steps.last).toBe(10);
		expect(lab.address).toBe('/');
		expect(lab.compareAddress).toBe('/compare');
		expect([lab.problems, lab.notice]).toEqual([[], null]);
	});
});

describe('the address', () => {
	it('carries the search, the granularity, the scoring and the language', async () => {
		lab.mount(new URLSearchParams(''));
		await lab.open(board('X...O....', 'depth'), 'alphabeta', 'event', 3);
		expect(lab.address).toBe('/?board=X...O....&scoring=depth&algo=alphabeta&by=event&step=3');
		expect(lab.compareAddress).toBe('/compare?board=X...O....&scoring=depth');
		locale.lang = 'zh';
		expect(lab.address).toBe(
			'/?board=X...O....&scoring=depth&algo=alphabeta&by=event&step=3&lang=zh'
		);
		expect(lab.compareAddress).toBe('/compare?board=X...O....&scoring=depth&lang=zh');
	});

	it("carries article 004's letters on its tree only", async () => {
		const tree = encodeURIComponent(ARTICLE_TREE);
		lab.mount(new URLSearchParams(`tree=${tree}&algo=alphabeta&letters=on`));
		await settle();
		expect(lab.query.letters).toBe(true);
		expect(lab.address).toBe(`/?tree=${tree}&algo=alphabeta&letters=on`);
		await lab.open(board(ARTICLE_BOARD), 'minimax');
		expect(lab.player.letters).toBe(true);
		expect(lab.query.letters).toBe(false);
		expect(lab.address).toBe('/');
	});
});

describe('an embed', () => {
	it('keeps embed=1 in its address as it steps, and opens the whole page at the same step', async () => {
		lab.mount(new URLSearchParams('algo=alphabeta&step=2&embed=1'));
		await settle();
		expect(lab.embed).toBe(true);
		expect(lab.address).toBe('/?algo=alphabeta&step=2&embed=1');
		lab.player.next();
		expect(lab.address).toBe('/?algo=alphabeta&step=3&embed=1');
		expect(lab.fullAddress).toBe('/?algo=alphabeta&step=3');
		expect(lab.embedAddress).toBe(lab.address);
		expect(lab.compareAddress).toBe('/compare');
	});

	it('is offered from the whole page at its step, which stays whole', async () => {
		lab.mount(new URLSearchParams('step=4'));
		await settle();
		expect(lab.embed).toBe(false);
		locale.lang = 'zh';
		expect(lab.address).toBe('/?step=4&lang=zh');
		expect(lab.embedAddress).toBe('/?step=4&embed=1&lang=zh');
		expect(lab.fullAddress).toBe(lab.address);
	});
});

describe('opening the link', () => {
	it('opens its position at its step, with the scoring it names', async () => {
		lab.mount(new URLSearchParams('scoring=depth&algo=alphabeta&step=3'));
		await settle();
		expect(lab.session.source).toEqual(board(ARTICLE_BOARD, 'depth'));
		// X wins at once with cell 4: 10 − 1 move.
		expect([lab.trace.algorithm, lab.trace.rootScore, lab.player.step]).toEqual([
			'alphabeta',
			9,
			3
		]);
		expect(lab.problems).toEqual([]);
	});

	it('leaves the session shown when the link names it, and opens one naming anything else', async () => {
		const shown = lab.session;
		lab.mount(new URLSearchParams('lang=zh&code=py&step=0&algo=minimax'));
		await settle();
		expect(lab.session).toBe(shown);
		lab.mount(new URLSearchParams('step=1'));
		await settle();
		expect([lab.session === shown, lab.session.source, lab.player.step]).toEqual([
			false,
			board(ARTICLE_BOARD),
			1
		]);
	});

	it("reports the link's problems, then the position's, and keeps the article's board", async () => {
		lab.mount(new URLSearchParams('board=XXXX.....&step=abc'));
		expect(english(lab.problems)).toEqual([
			'The link\'s step="abc" is not a whole number; starting at step 0.'
		]);
		await settle();
		expect(english(lab.problems)).toEqual([
			'The link\'s step="abc" is not a whole number; starting at step 0.',
			"X has 4 marks and O has 0; players take turns, so the counts can differ by at most one. Showing the article's board instead."
		]);
		expect(lab.session.source).toEqual(board(ARTICLE_BOARD));
		expect(lab.player.step).toBe(0);
	});

	it('opens the position without an option it cannot take, and says why', async () => {
		lab.mount(new URLSearchParams('board=XO.X..O..&depth=12&step=2'));
		await settle();
		expect(english(lab.problems)).toEqual([
			'The depth limit 12 is not a whole number from 1 to 9: limits count moves, up to 9 in this game. Searching without that option instead.'
		]);
		expect(lab.session.source).toEqual(board('XO.X..O..'));
		// Minimax to the end from this board: 246 calls, at the link's step.
		expect([lab.trace.settings.depthLimit, lab.trace.calls, lab.player.step]).toEqual([
			null,
			246,
			2
		]);

		lab.mount(
			new URLSearchParams(`tree=${encodeURIComponent(ARTICLE_TREE)}&algo=memo&symmetry=on`)
		);
		await settle();
		expect(english(lab.problems)).toEqual([
			'Symmetry applies to boards only: a tree has no rotations or reflections to share positions through. Searching without that option instead.'
		]);
		expect([lab.session.source.kind, lab.trace.settings]).toEqual([
			'tree',
			{ algorithm: 'memo', depthLimit: null, symmetry: false }
		]);
	});

	it('shows the last step for a step past the end, and says so', async () => {
		lab.mount(new URLSearchParams('step=99'));
		await settle();
		expect(lab.player.step).toBe(10);
		expect(english(lab.problems)).toEqual(['Step 99 is past the end; showing the last step, 10.']);
		// The last step itself is no problem.
		expect(await lab.open(board(ARTICLE_BOARD), 'minimax', 'call', 10)).toBe(true);
		expect([lab.player.step, lab.problems]).toEqual([10, []]);
	});
});

describe('opening a position', () => {
	it('searches a small one at once and clears what was on screen', async () => {
		lab.report((t) => t.share.linkCopied, false);
		lab.report((t) => t.share.noDrawing, true);
		const opened = lab.open(board('X...O....'), 'alphabeta');
		expect(lab.notice).toBeNull();
		expect(await opened).toBe(true);
		expect(lab.trace.calls).toBe(alphaBeta(boardGame('X...O....')).calls);
		expect(lab.problems).toEqual([]);
		expect(FakeWorker.started).toEqual([]);
	});

	it('refuses bad input with the reason and leaves the tree shown', async () => {
		lab.player.goTo(4);
		const tree: GameSource = { kind: 'tree', tree: '[[1,2],', root: 'max' };
		expect(await lab.open(tree, 'minimax')).toBe(false);
		expect(english(lab.problems)).toEqual([
			'The tree is not a valid nested array: it is not well-formed JSON (it stops short: a value or a closing bracket is missing at its end). Write a tree such as [[3, 17], [2, 12]].'
		]);
		expect([lab.trace.calls, lab.player.step]).toEqual([9, 4]);
	});

	it('records a big one in the worker, with progress, and shows it when done', async () => {
		const opened = lab.open(board('X........'), 'minimax', 'event', 5);
		const worker = FakeWorker.last;
		expect(worker.posted).toEqual([
			{
				source: board('X........'),
				game: packGame(boardGame('X........')),
				search: plainSearch('minimax'),
				expected: 59_705,
				drawing: drawingOptions(boardGame('X........'), 'minimax')
			}
		]);
		expect(lab.loader?.progress).toEqual({ calls: 0, expected: 59_705 });
		worker.reply({ kind: 'progress', calls: 32_768 });
		expect(lab.loader?.progress).toEqual({ calls: 32_768, expected: 59_705 });
		expect(lab.trace.calls).toBe(9);
		// The worker writes the position's link (a big tree's is packed there): the page uses it.
		worker.reply({ ...done('X........'), link: 'board=X........&written=by-the-worker' });
		expect(await opened).toBe(true);
		expect([lab.trace.calls, lab.player.granularity, lab.player.step]).toEqual([
			59_705,
			'event',
			5
		]);
		expect(lab.address).toBe('/?board=X........&written=by-the-worker&by=event&step=5');
		expect([lab.loader?.running, worker.terminated]).toEqual([false, true]);
	});

	it('keeps the tree shown when a big search is cancelled', async () => {
		lab.player.goTo(1);
		const opened = lab.open(board('.........'), 'minimax');
		expect(lab.loader?.progress).toEqual({ calls: 0, expected: 549_946 });
		lab.loader?.cancel();
		expect(await opened).toBe(false);
		expect(english(lab.problems)).toEqual([
			'The search was cancelled; the tree shown is unchanged.'
		]);
		expect([lab.trace.calls, lab.player.step, FakeWorker.last.terminated]).toEqual([9, 1, true]);
	});

	it('cancels a big search when another position is chosen', async () => {
		const big = lab.open(board('.........'), 'minimax');
		const small = lab.open(board('X...O....'), 'minimax');
		expect(FakeWorker.last.terminated).toBe(true);
		expect(await big).toBe(false);
		expect(await small).toBe(true);
		expect(lab.trace.calls).toBe(7_332);
		expect(lab.loader?.running).toBe(false);
	});

	it('reports a worker that crashed, and keeps the tree shown', async () => {
		const opened = lab.open(board('.........'), 'minimax');
		FakeWorker.last.crash('Out of memory');
		expect(await opened).toBe(false);
		expect(english(lab.problems)).toEqual([
			'The search stopped: Out of memory The tree shown is unchanged.'
		]);
		expect(lab.trace.calls).toBe(9);
	});
});

describe('an opening overtaken by a later one', () => {
	// Choosing another position or a file cancels the search (or the file) still running: that
	// cancel is no problem of the page's, and the later choice speaks for itself.
	it('says nothing when another position is chosen during a big search', async () => {
		const big = lab.open(board('.........'), 'minimax');
		const small = lab.open(board('X...O....'), 'minimax');
		expect([await big, await small]).toEqual([false, true]);
		await settle();
		expect([lab.trace.calls, lab.problems]).toEqual([7_332, []]);
	});

	it("says nothing when another big search replaces it, and the new one's result stands", async () => {
		const first = lab.open(board('.........'), 'minimax');
		const second = lab.open(board('X........'), 'minimax', 'event', 3);
		expect(await first).toBe(false);
		expect([lab.problems, lab.loader?.running]).toEqual([[], true]);
		FakeWorker.last.reply(done('X........'));
		expect(await second).toBe(true);
		expect([lab.trace.calls, lab.player.step, lab.problems]).toEqual([59_705, 3, []]);
	});

	it("adds nothing to the link's problems when a position is chosen while the link's search runs", async () => {
		lab.mount(new URLSearchParams('board=.........&by=nonsense'));
		const linkProblems = english(lab.problems);
		expect(linkProblems).toHaveLength(1);
		expect(lab.loader?.running).toBe(true);
		await lab.open(board(ARTICLE_BOARD), 'alphabeta');
		await settle();
		expect([lab.trace.calls, lab.problems]).toEqual([8, []]);
	});

	it('says nothing when a trace file is opened during a big search', async () => {
		const big = lab.open(board('.........'), 'minimax');
		const file = lab.openTraceFile(new File(['{}'], 'trace.json'));
		expect(await big).toBe(false);
		expect([lab.problems, lab.importer?.running]).toEqual([[], true]);
		lab.importer?.cancel();
		expect(await file).toBe(false);
	});

	it('leaves a file being read silent when a position is chosen, while its search runs', async () => {
		const file = lab.openTraceFile(new File(['{}'], 'trace.json'));
		const big = lab.open(board('.........'), 'minimax');
		expect(await file).toBe(false);
		await settle();
		expect([lab.problems, lab.loader?.running]).toEqual([[], true]);
		lab.loader?.cancel();
		expect(await big).toBe(false);
		expect(english(lab.problems)).toEqual([
			'The search was cancelled; the tree shown is unchanged.'
		]);
	});
});

describe('going to a call, and reports', () => {
	it('jumps to the step that shows the call, by call or by event, and stops playing', () => {
		lab.player.playing = true;
		lab.goToCall(5);
		expect([lab.player.step, lab.player.playing]).toEqual([5, false]);
		lab.player.setGranularity('event');
		lab.goToCall(5);
		// FC5 is a finished board, shown as it returns: event 4·4 − 2·1 + 1 = 15, step 16.
		expect(lab.player.step).toBe(16);
	});

	it('shows trouble as the only problem, and anything else as the notice', () => {
		lab.report((t) => t.share.noDrawing, true);
		lab.report((t) => t.share.saveFailed, true);
		lab.report((t) => t.share.linkCopied, false);
		expect(english(lab.problems)).toEqual(['The file could not be saved.']);
		expect(lab.notice?.(MESSAGES.en)).toBe('The link to this step is copied.');
	});
});

describe('the code language', () => {
	it('comes from the link and is written back into the address', async () => {
		lab.mount(new URLSearchParams('code=python&step=5'));
		await settle();
		expect(lab.code.language).toBe('python');
		expect(lab.address).toBe('/?step=5&code=python');
		lab.code.set('js');
		expect(lab.address).toBe('/?step=5');
	});

	it('is remembered on this device, and applies when a link names none', async () => {
		const stored = new Map<string, string>();
		vi.stubGlobal('localStorage', {
			getItem: (key: string) => stored.get(key) ?? null,
			setItem: (key: string, value: string) => stored.set(key, value)
		});
		lab.mount(new URLSearchParams('code=pseudo'));
		expect(stored.get('minimax-lab-code')).toBe('pseudo');
		const next = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await next.linkCodec();
		next.mount(new URLSearchParams(''));
		expect(next.code.language).toBe('pseudo');
		expect(next.address).toBe('/?code=pseudo');
		// A link's own choice wins, and is remembered in turn.
		const third = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await third.linkCodec();
		third.mount(new URLSearchParams('code=js'));
		expect([third.code.language, stored.get('minimax-lab-code')]).toEqual(['js', 'js']);
		expect(third.address).toBe('/');
	});

	it('reports an unknown one and keeps the remembered choice', () => {
		lab.mount(new URLSearchParams('code=cobol'));
		expect(english(lab.problems)).toEqual([
			'The link\'s code="cobol" is not one of js, python, pseudo; using js.'
		]);
		expect(lab.code.language).toBe('js');
	});
});
