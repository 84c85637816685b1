import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../src/lib/view-registry/run-views';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { recordMcts } from '../../../src/lib/searches/mcts/trace';
import { packGame } from '../../../src/lib/engine/pack';
import { plainOptions } from '../../../src/lib/engine/search-settings';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { ARTICLE_BOARD } from '../../articles';
import { FakeWorker } from '../fake-worker';
import { boardSource, english, language, useFakeWorkers } from '../page-state';

/**
 * The lab with a run whose search draws its own view (MCTS): a link's options read and refused
 * with reasons, a short run recorded at once and a long one in the search worker (its progress,
 * its cancel), the run on screen kept when another does not open.
 */

const settle = () => new Promise((resolve) => setImmediate(resolve));
const mcts = (iterations: number, seed = 1, c = Math.SQRT2) => ({
	algorithm: 'mcts',
	depthLimit: null,
	symmetry: false,
	options: { iterations, seed, c }
});

/** The run's settings in one form: each option at its default left out. */
const shownSettings = () => lab.runShown && plainOptions(lab.runShown.settings);

let lab: Lab;
useFakeWorkers();
beforeEach(async () => {
	lab = new Lab(language);
	// The link codec in, as a page that has loaded it: a link then opens at once.
	await lab.linkCodec();
});

describe('the lab with an MCTS run', () => {
	it("opens a link's run at its step, by phase, with what it refused said", async () => {
		lab.mount(
			new URLSearchParams(`board=${ARTICLE_BOARD}&algo=mcts&iterations=40&seed=x&by=event&step=9`)
		);
		// The run opens once the search's view is loaded (compiled on first import here: seconds on a
		// busy machine).
		const refused =
			'Seed "x" is not a whole number from 0 to 4,294,967,295. Its default is used instead.';
		await vi.waitFor(() => expect(english(lab.problems)).toEqual([refused]), { timeout: 30_000 });
		expect(shownSettings()).toEqual(plainOptions(mcts(40)));
		expect(lab.player.granularity).toBe('event');
		expect(lab.player.step).toBe(9);
		expect(lab.player.lastStep).toBe(160);
		expect(FakeWorker.started).toEqual([]);
		// MCTS's units, as links have always written them.
		expect(lab.player.viewed?.units.map(({ id, link }) => [id, link])).toEqual([
			['iteration', 'call'],
			['phase', 'event']
		]);
		expect(lab.address).toBe('/?algo=mcts&iterations=40&by=event&step=9');
		// Step 9 by phase is iteration 3's select; by iteration it shows iteration 2 done.
		lab.player.setGranularity('call');
		expect(lab.player.step).toBe(2);
		lab.player.setGranularity('event');
		expect(lab.player.step).toBe(8);
	});

	it('records a long run in the worker with its progress, and keeps the run shown when cancelled', async () => {
		await lab.openRun(boardSource(ARTICLE_BOARD), mcts(100));
		const shown = lab.player.viewed;
		expect(shown?.record.iterations).toBe(100);
		const source = { kind: 'connect4' as const, moves: '4453', ai: 'X' as const };
		const opening = lab.openRun(source, mcts(20_000, 2));
		await settle();
		await settle();
		const worker = FakeWorker.last;
		expect(worker.posted).toEqual([{ game: packGame(connect4Game('4453')), run: mcts(20_000, 2) }]);
		worker.reply({ kind: 'iterated', done: 8192 });
		expect(lab.loader?.progress).toEqual({ done: 8192, total: 20_000 });
		lab.loader?.cancel();
		expect(await opening).toBe(false);
		expect(worker.terminated).toBe(true);
		expect(lab.player.viewed).toBe(shown);
		expect(lab.runShown?.run).toBe(shown);
		expect(english(lab.problems)).toEqual([
			'The search was cancelled; the tree shown is unchanged.'
		]);
	});

	it("plays the worker's columns as the run recorded here", async () => {
		const source = { kind: 'connect4' as const, moves: '4453', ai: 'X' as const };
		const opening = lab.openRun(source, mcts(6000, 5));
		await settle();
		await settle();
		const game = connect4Game('4453');
		const here = recordMcts(game, game.root, {
			iterations: 6000,
			seed: 5,
			exploration: Math.SQRT2
		});
		FakeWorker.last.reply({ kind: 'recorded', columns: here.columns(), answer: null });
		expect(await opening).toBe(true);
		const run = lab.player.viewed;
		expect(run?.record.iterations).toBe(6000);
		expect(run?.lastStep('phase')).toBe(24_000);
		expect(run?.summary('en')).toBe(
			`6,000 iterations (seed 5, C = √2) grew ${here.nodes.toLocaleString('en-US')} nodes.`
		);
	});

	it('refuses options out of range with the reason, the run shown kept', async () => {
		await lab.openRun(boardSource(ARTICLE_BOARD), mcts(30));
		const shown = lab.player.viewed;
		expect(await lab.openRun(boardSource('X........'), mcts(0))).toBe(false);
		expect(lab.player.viewed).toBe(shown);
		expect(lab.source).toEqual(boardSource(ARTICLE_BOARD));
		expect(english(lab.problems)).toEqual([
			'Iterations "0" is not a whole number from 1 to 100,000.'
		]);
		const game = boardGame(ARTICLE_BOARD);
		const nodes = recordMcts(game, game.root, {
			iterations: 30,
			seed: 1,
			exploration: Math.SQRT2
		}).nodes;
		expect(shown?.summary('en')).toBe(`30 iterations (seed 1, C = √2) grew ${nodes} nodes.`);
	});

	it('goes from a call trace to a run with its own view and back, from the search menu', async () => {
		await lab.open(boardSource('X...O....'), 'alphabeta', 'event', 5);
		lab.chooseSearch('mcts');
		await vi.waitFor(() => expect(shownSettings()).toEqual(plainOptions(mcts(1000))), {
			timeout: 30_000
		});
		// Afresh: by its first unit, from the start, on the same position.
		expect([lab.player.granularity, lab.player.step, lab.player.lastStep]).toEqual([
			'call',
			0,
			1000
		]);
		expect(lab.source).toEqual(boardSource('X...O....'));
		expect(lab.address).toBe('/?algo=mcts&board=X...O....');
		expect(lab.compareAddress).toBe('/compare?board=X...O....');
		lab.chooseSearch('minimax');
		await vi.waitFor(() => expect(lab.runShown).toBe(null));
		expect(lab.player.viewed).toBe(null);
		expect([lab.trace.settings.algorithm, lab.trace.calls]).toEqual(['minimax', 7_332]);
		expect(lab.address).toBe('/?board=X...O....');
	});
});
