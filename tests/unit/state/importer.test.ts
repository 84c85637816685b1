import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import type { Trace } from '../../../src/lib/engine';
import { traceBlob, traceFileName } from '../../../src/lib/export/trace';
import { MESSAGES } from '../../../src/lib/i18n';
import { drawTrace, packDrawing } from '../../../src/lib/player/drawing';
import { sourceParams } from '../../../src/lib/player/query';
import { drawingOptions } from '../../../src/lib/player/session';
import { TraceImporter, type ImportOutcome } from '../../../src/lib/state/importer.svelte';
import { importProblem } from '../../../src/lib/state/opening';
import type { ImportMessage } from '../../../src/lib/workers/import';
import { READ_STEP, importTrace } from '../../../src/lib/workers/importing';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { FakeWorker } from '../fake-worker';
import { useFakeWorkers } from '../page-state';
import { alphaBeta, minimax } from '../../searches';

/** What the import worker answers for `file`, run here in Node as the worker runs it. */
async function answers(
	file: Blob
): Promise<{ message: ImportMessage; transfer: Transferable[] }[]> {
	const told: { message: ImportMessage; transfer: Transferable[] }[] = [];
	await importTrace(file, (message, transfer = []) => told.push({ message, transfer }));
	return told;
}

const fileOf = (trace: Trace, name = 'trace.json') => new File([traceBlob(trace)], name);

/** A trace file whose game is a tree nested `depth` lists deep. */
const nested = (depth: number): string =>
	`{"format":"minimax-lab-trace","version":1,"algorithm":"minimax","game":{"kind":"tree","tree":${'['.repeat(depth)}1${']'.repeat(depth)},"root":"max"},"calls":1,"score":1,"move":null,"prunedBranches":0,"trace":[]}`;

let importer: TraceImporter;

useFakeWorkers();
beforeEach(() => {
	importer = new TraceImporter();
});

describe('opening a file in the import worker', () => {
	it('posts the file unread, shows each phase, and opens the session it sends back', async () => {
		const saved = alphaBeta(boardGame(ARTICLE_BOARD));
		expect(traceFileName(saved)).toBe('minimax-lab-alphabeta-trace.json');
		const file = fileOf(saved, 'saved.json');
		const opening = importer.open(file);
		const worker = FakeWorker.last;
		expect(worker.posted).toEqual([{ file }]);
		expect(importer.progress).toEqual({
			name: 'saved.json',
			phase: 'reading',
			done: 0,
			total: file.size
		});
		const told = await answers(file);
		expect(told.map(({ message }) => message.kind)).toEqual([
			'progress',
			'progress',
			'progress',
			'progress',
			'done'
		]);
		for (const { message } of told.slice(0, -1)) {
			worker.reply(message);
			if (message.kind === 'progress') {
				const { phase, done, total } = message;
				expect(importer.progress).toEqual({ name: 'saved.json', phase, done, total });
			}
		}
		expect(importer.progress?.phase).toBe('verifying');
		// The trace's columns are handed over, not copied (nine of them under alpha-beta), and
		// so are its drawing's: the tree is drawn and laid out in the worker.
		const last = told.at(-1);
		if (last?.message.kind !== 'done') throw new Error('The file was not read.');
		const drawn = packDrawing(
			drawTrace(saved, drawingOptions(boardGame(ARTICLE_BOARD), 'alphabeta'))
		);
		expect(last.transfer).toHaveLength(9 + drawn.buffers.length);
		expect(last.message.drawing).toEqual(drawn.packed);
		// The article's board is the links' default: it takes no parameters.
		expect(last.message.link).toBe('');
		worker.reply(last.message);
		const outcome = await opening;
		if (outcome.kind !== 'opened') throw new Error(`The file was not opened: ${outcome.kind}`);
		expect(outcome.session.source).toEqual({
			kind: 'board',
			board: ARTICLE_BOARD,
			toMove: null,
			ai: 'X',
			scoring: 'article'
		});
		const { trace } = outcome.session;
		expect([trace.algorithm, trace.calls, trace.rootScore]).toEqual(['alphabeta', 8, 10]);
		expect([importer.progress, importer.running, worker.terminated]).toEqual([null, false, true]);
	});

	it("keeps a tree's source as the file wrote it, its columns handed over too", async () => {
		const file = fileOf(alphaBeta(parseTree(ARTICLE_TREE)), 'tree.json');
		const opening = importer.open(file);
		const told = await answers(file);
		const done = told.at(-1);
		if (done?.message.kind !== 'done') throw new Error('The file was not read.');
		// Nine trace columns and six of the tree's, then the drawing's.
		const { buffers } = packDrawing(
			drawTrace(
				alphaBeta(parseTree(ARTICLE_TREE)),
				drawingOptions(parseTree(ARTICLE_TREE), 'alphabeta')
			)
		);
		expect(done.transfer).toHaveLength(15 + buffers.length);
		// The link the worker wrote is the one the page keeps for the position.
		FakeWorker.last.reply({ ...done.message, link: 'tree=written-by-the-worker' });
		const outcome = await opening;
		if (outcome.kind !== 'opened') throw new Error('The file was not opened.');
		expect(sourceParams(outcome.session.source)).toBe('tree=written-by-the-worker');
		expect(outcome.session.source).toEqual({
			kind: 'tree',
			tree: JSON.stringify(JSON.parse(ARTICLE_TREE)),
			root: 'max'
		});
		expect(outcome.session.trace.calls).toBe(17);
	});

	it('tells the bytes read, then the records checked and the calls searched again', async () => {
		// A flat tree of 99,998 leaves: 99,999 calls, a file of about 10 MB.
		const leaves = Array.from({ length: 99_998 }, (_, index) => index % 7);
		const file = fileOf(minimax(parseTree(JSON.stringify(leaves))));
		expect(file.size).toBeGreaterThan(2 * READ_STEP);
		const progress = (await answers(file)).flatMap(({ message }) =>
			message.kind === 'progress' ? [message] : []
		);
		const reading = progress.filter((message) => message.phase === 'reading');
		expect(reading.length).toBeGreaterThanOrEqual(3);
		expect(reading.every((message) => message.total === file.size)).toBe(true);
		expect(reading.at(-1)?.done).toBe(file.size);
		expect(reading.map((message) => message.done)).toEqual(
			reading.map((message) => message.done).sort((a, b) => a - b)
		);
		expect(progress.slice(reading.length)).toEqual([
			{ kind: 'progress', phase: 'parsing', done: 0, total: 0 },
			{ kind: 'progress', phase: 'checking', done: 0, total: 99_999 },
			{ kind: 'progress', phase: 'checking', done: 65_536, total: 99_999 },
			{ kind: 'progress', phase: 'verifying', done: 0, total: 99_999 },
			{ kind: 'progress', phase: 'verifying', done: 65_536, total: 99_999 }
		]);
	});
});

describe('a file that does not open', () => {
	it('is refused as data, a hostile nested one (50 MB, 25 million deep) before parsing', async () => {
		const file = new File([nested(25_000_000)], 'hostile.json');
		const parse = vi.spyOn(JSON, 'parse');
		const opening = importer.open(file);
		const told = await answers(file);
		expect(parse).not.toHaveBeenCalled();
		const refusal = told.at(-1)?.message;
		expect(refusal).toEqual({
			kind: 'error',
			error: { code: 'fileTooDeep', params: [{ limit: 64, at: 156 }] }
		});
		FakeWorker.last.reply(refusal);
		const outcome = await opening;
		if (outcome.kind !== 'refused') throw new Error('The file was not refused.');
		expect(importProblem('hostile.json', outcome)(MESSAGES.en)).toBe(
			'hostile.json: The file nests lists and objects more than 64 deep (at character 156); a trace needs far fewer. The tree shown is unchanged.'
		);
		expect(importer.running).toBe(false);
	});

	it('is cancelled at once: the worker is stopped, whatever phase it was in', async () => {
		const opening = importer.open(new File(['{}'], 'slow.json'));
		const worker = FakeWorker.last;
		worker.reply({ kind: 'progress', phase: 'checking', done: 65_536, total: 549_946 });
		expect(importer.progress?.phase).toBe('checking');
		importer.cancel();
		expect(await opening).toEqual({ kind: 'cancelled' });
		expect([importer.progress, worker.terminated]).toEqual([null, true]);
	});

	it('is cancelled by the next file', async () => {
		const first = importer.open(new File(['{}'], 'one.json'));
		const second = importer.open(new File(['{}'], 'two.json'));
		expect(await first).toEqual({ kind: 'cancelled' });
		expect(FakeWorker.started.map((worker) => worker.terminated)).toEqual([true, false]);
		expect(importer.progress?.name).toBe('two.json');
		importer.cancel();
		await second;
	});

	it('stops with the browser words when the worker fails', async () => {
		const opening = importer.open(new File(['{}'], 'big.json'));
		FakeWorker.last.crash('Out of memory');
		const outcome: ImportOutcome = await opening;
		expect(outcome).toEqual({ kind: 'stopped', reason: 'Out of memory' });
		expect(importer.running).toBe(false);
	});
});
