import { beforeEach, describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { traceBlob } from '../../../src/lib/export/trace';
import { MESSAGES } from '../../../src/lib/i18n';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { importTrace } from '../../../src/lib/workers/importing';
import { ARTICLE_BOARD } from '../../articles';
import { FakeWorker } from '../fake-worker';
import { boardSource as board, english, useFakeWorkers, language } from '../page-state';
import { alphaBeta } from '../../searches';

// The step-through page opening a trace file: read in the import worker (a FakeWorker here,
// answered with what the worker's own code says in Node), with progress and a cancel.

/** What the import worker answers for `file`, run here in Node as the worker runs it. */
async function answers(file: Blob): Promise<unknown[]> {
	const told: unknown[] = [];
	await importTrace(file, (message) => told.push(message));
	return told;
}

let lab: Lab;

useFakeWorkers();
beforeEach(async () => {
	lab = new Lab(language);
	// The link codec in, as a page that has loaded it: a link then opens at once.
	await lab.linkCodec();
});

describe('a trace file', () => {
	it('is read in the import worker, with progress, and plays back from step 0', async () => {
		lab.player.goTo(3);
		lab.report((t) => t.share.noDrawing, true);
		const file = new File([traceBlob(alphaBeta(boardGame(ARTICLE_BOARD)))], 'trace.json');
		const opened = lab.openTraceFile(file);
		expect(lab.importer?.progress).toEqual({
			name: 'trace.json',
			phase: 'reading',
			done: 0,
			total: file.size
		});
		const told = await answers(file);
		for (const message of told.slice(0, -1)) FakeWorker.last.reply(message);
		// Until the worker is done, the tree shown stays.
		expect([lab.importer?.progress?.phase, lab.trace.calls, lab.player.step]).toEqual([
			'verifying',
			9,
			3
		]);
		FakeWorker.last.reply(told.at(-1));
		expect(await opened).toBe(true);
		expect([lab.trace.algorithm, lab.trace.calls, lab.player.step]).toEqual(['alphabeta', 8, 0]);
		expect([lab.problems, lab.importer?.running]).toEqual([[], false]);
		expect(lab.notice?.(MESSAGES.en)).toBe('Opened trace.json: 8 calls.');
		expect(lab.notice?.(MESSAGES.zh)).toBe('已打开 trace.json：8 次调用。');
		expect(lab.address).toBe('/?algo=alphabeta');
	});

	it('is refused with the reason, and the tree shown stays', async () => {
		const file = new File(['{"algorithm": "minimax", "calls": 3}'], 'notes.json');
		const opened = lab.openTraceFile(file);
		for (const message of await answers(file)) FakeWorker.last.reply(message);
		expect(await opened).toBe(false);
		expect(lab.problems).toHaveLength(1);
		expect(english(lab.problems)[0]).toMatch(/^notes\.json: .* The tree shown is unchanged\.$/);
		expect([lab.trace.algorithm, lab.trace.calls, lab.notice]).toEqual(['minimax', 9, null]);
	});

	it('is refused unread when too big: no worker starts', async () => {
		const huge = { name: 'huge.json', size: 130_400_000 } as File;
		expect(await lab.openTraceFile(huge)).toBe(false);
		expect(english(lab.problems)).toEqual([
			'huge.json is 130 MB; trace files up to 120 MB open here. The tree shown is unchanged.'
		]);
		expect(FakeWorker.started).toEqual([]);
	});

	it('is cancelled by its Cancel, and the tree shown stays', async () => {
		lab.player.goTo(2);
		const opened = lab.openTraceFile(new File(['{}'], 'full.json'));
		FakeWorker.last.reply({ kind: 'progress', phase: 'parsing', done: 0, total: 0 });
		lab.importer?.cancel();
		expect(await opened).toBe(false);
		expect(english(lab.problems)).toEqual([
			'Opening full.json was cancelled; the tree shown is unchanged.'
		]);
		expect([lab.trace.calls, lab.player.step, FakeWorker.last.terminated]).toEqual([9, 2, true]);
	});

	it('cancels a search still running, and is cancelled by the next position chosen', async () => {
		const big = lab.open(board('.........'), 'minimax');
		const search = FakeWorker.last;
		const file = lab.openTraceFile(new File(['{}'], 'full.json'));
		expect([search.terminated, lab.loader?.running, lab.importer?.running]).toEqual([
			true,
			false,
			true
		]);
		expect(await big).toBe(false);
		const reading = FakeWorker.last;
		expect(await lab.open(board('X...O....'), 'minimax')).toBe(true);
		expect([reading.terminated, await file]).toEqual([true, false]);
		expect(lab.trace.calls).toBe(7_332);
		expect(lab.problems).toEqual([]);
	});
});
