import { beforeEach, describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { traceBlob } from '../../../src/lib/export/trace';
import { MESSAGES } from '../../../src/lib/i18n';
import { importTrace } from '../../../src/lib/workers/importing';
import { FakeWorker } from '../fake-worker';
import { minimax, alphaBeta } from '../../searches';
import { SYNC_CALL_LIMIT } from '../../../src/lib/player/session';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { boardSource as board, english, language, linkOpened, useFakeWorkers } from '../page-state';

/** Lets pending promises (a search opening) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Waits until the lab writes a link's address back, which it does once the link is open. */
const addressWritten = (address: string) => linkOpened(() => expect(lab.address).toBe(address));

let lab: Lab;
useFakeWorkers();
beforeEach(() => {
	lab = new Lab(language);
});

describe('two searches side by side', () => {
	it('opens from a link with both searches of the article board, paired, and writes it back', async () => {
		lab.mount(new URLSearchParams('algo=minimax&versus=alphabeta&step=4'));
		// Minimax is the page's default search: the link leaves it out.
		await addressWritten('/?versus=alphabeta&step=4');
		expect(lab.problems).toEqual([]);
		expect(lab.versus).toEqual({ algorithm: 'alphabeta', order: 'given' });
		expect(lab.player.pairing?.second.calls).toBe(8);
		expect(lab.player.steps.last).toBe(10);
		expect(lab.player.step).toBe(4);
	});

	it('is stepped by call: a link by event is read by call, and written so', async () => {
		lab.mount(new URLSearchParams('versus=minimax&by=event&step=3'));
		await addressWritten('/?versus=minimax&step=3');
		expect(lab.player.steps.granularity).toBe('call');
		lab.player.setGranularity('event');
		expect(lab.player.steps.granularity).toBe('call');
	});

	it('keeps the moment of the first search when it is turned on and off', async () => {
		lab.mount(new URLSearchParams('algo=minimax&step=9'));
		await settle();
		const index = lab.player.index;
		expect(await lab.setVersus({ algorithm: 'alphabeta', order: 'given' })).toBe(true);
		expect(lab.player.index).toBe(index);
		expect(lab.player.own.step).toBe(9);
		expect(await lab.setVersus(null)).toBe(true);
		expect([lab.player.pairing, lab.player.step, lab.player.index]).toEqual([null, 9, index]);
	});

	it('keeps the second search when another position or search is opened', async () => {
		lab.mount(new URLSearchParams('versus=minimax'));
		await settle();
		const tree = { kind: 'tree' as const, tree: ARTICLE_TREE, root: 'max' as const };
		await lab.open(tree, 'alphabeta');
		expect(lab.versus?.algorithm).toBe('minimax');
		expect(lab.player.pairing?.second.game).toBe(lab.session.game);
		// Named, it goes (the first lesson reopens the article's board alone).
		await lab.open(board(ARTICLE_BOARD), 'minimax', 'call', 0, null);
		expect([lab.versus, lab.address]).toEqual([null, '/']);
		await lab.open(tree, 'alphabeta', 'call', 0, { algorithm: 'minimax', order: 'given' });
		expect(lab.player.pairing?.second.calls).toBe(minimax(parseTree(ARTICLE_TREE)).calls);
		expect(lab.player.pairing?.first.calls).toBe(alphaBeta(parseTree(ARTICLE_TREE)).calls);
	});

	it('refuses iterative deepening on either side, keeps the first alone, and says why', async () => {
		lab.mount(new URLSearchParams('algo=alphabeta'));
		await settle();
		expect(await lab.setVersus({ algorithm: 'iterative', order: 'given' })).toBe(false);
		expect(english(lab.problems)).toEqual([MESSAGES.en.versus.deepening]);
		expect([lab.versus, lab.trace.algorithm]).toEqual([null, 'alphabeta']);
		lab.mount(new URLSearchParams('algo=iterative&versus=minimax'));
		await settle();
		expect(english(lab.problems)).toEqual([MESSAGES.en.versus.deepening]);
		expect([lab.versus, lab.trace.algorithm, lab.player.pairing]).toEqual([
			null,
			'iterative',
			null
		]);
	});

	it('sets expectimax beside minimax on a plain tree, and refuses minimax on a tree that states chance nodes', async () => {
		const aima = encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]');
		lab.mount(new URLSearchParams(`tree=${aima}&algo=minimax&versus=expectimax`));
		await settle();
		expect(lab.problems).toEqual([]);
		const pairing = lab.player.pairing;
		expect([pairing?.first.calls, pairing?.second.calls]).toEqual([13, 13]);
		// The min levels are chance nodes beside minimax: 3 against 23/3 at B, and at the root.
		const values = (trace: typeof lab.trace | undefined) =>
			[1, 2, 6, 10].map((call) => trace?.exactScore(call)?.toString());
		expect(values(pairing?.first)).toEqual(['3', '3', '2', '2']);
		expect(values(pairing?.second)).toEqual(['23/3', '23/3', '4', '7']);
		const chance = encodeURIComponent('[{"kind":"chance","children":[3,5]},[2,9]]');
		lab.mount(new URLSearchParams(`tree=${chance}&algo=expectimax&versus=minimax`));
		await settle();
		expect([lab.versus, lab.trace.algorithm, lab.player.pairing]).toEqual([
			null,
			'expectimax',
			null
		]);
		expect(english(lab.problems)).toEqual([
			'Side by side: This tree has chance nodes, which take the average of their children, and "minimax" only takes the highest or the lowest: choose "expectimax" or "expectimax-bounded". The search on screen is stepped alone.'
		]);
		expect(lab.problems.map((problem) => problem(MESSAGES.zh))[0]).toMatch(
			/^并排对照：.*屏幕上的搜索单独逐步演示。$/
		);
		expect(await lab.setVersus({ algorithm: 'alphabeta', order: 'given' })).toBe(false);
		expect(english(lab.problems)[0]).toContain('"alphabeta" only takes the highest or the lowest');
	});

	it('refuses a search too big to step here, keeps the first alone, and says why', async () => {
		lab.mount(new URLSearchParams('board=X........&algo=alphabeta'));
		await settle();
		const calls = lab.trace.calls;
		expect(calls).toBeLessThanOrEqual(SYNC_CALL_LIMIT);
		expect(await lab.setVersus({ algorithm: 'minimax', order: 'given' })).toBe(false);
		expect(english(lab.problems)).toEqual([MESSAGES.en.versus.tooBig(SYNC_CALL_LIMIT)]);
		expect([lab.versus, lab.trace.calls]).toEqual([null, calls]);
	});

	it('drops the second search for a trace file, and says so', async () => {
		lab.mount(new URLSearchParams('versus=alphabeta'));
		await settle();
		const file = new File([traceBlob(minimax(boardGame(ARTICLE_BOARD)))], 'trace.json');
		const opened = lab.openTraceFile(file);
		const told: unknown[] = [];
		await importTrace(file, (message) => told.push(message));
		for (const message of told) FakeWorker.last.reply(message);
		expect(await opened).toBe(true);
		expect([lab.versus, lab.player.pairing]).toEqual([null, null]);
		expect(lab.notice?.(MESSAGES.en)).toBe(
			`Opened trace.json: 9 calls. ${MESSAGES.en.versus.notWithFile}`
		);
		// The next position opened stays alone.
		await lab.open(board(ARTICLE_BOARD), 'alphabeta');
		expect(lab.versus).toBeNull();
	});

	it('pairs alpha-beta in the given order with alpha-beta best first (AIMA Figure 5.2)', async () => {
		const tree = encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]');
		lab.mount(
			new URLSearchParams(`tree=${tree}&algo=alphabeta&versus=alphabeta&versus-order=best`)
		);
		await settle();
		expect(lab.problems).toEqual([]);
		const pairing = lab.player.pairing;
		const leaves = (trace: typeof lab.trace) =>
			Array.from({ length: trace.calls }, (_, at) => at + 1).filter(
				(call) => trace.kind(call) === 'terminal'
			).length;
		expect(pairing && [leaves(pairing.first), leaves(pairing.second)]).toEqual([7, 5]);
		expect(pairing?.second.settings.order).toBe('best');
		expect(lab.address).toBe(`/?tree=${tree}&algo=alphabeta&versus=alphabeta&versus-order=best`);
		// The ordered alpha-beta keeps its own order: an oracle order for it is refused, said.
		await lab.setVersus({ algorithm: 'alphabeta-ordered', order: 'best' });
		expect(lab.versus).toEqual({ algorithm: 'alphabeta-ordered', order: 'given' });
		expect(english(lab.problems)).toHaveLength(1);
	});
});
