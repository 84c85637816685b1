import { describe, expect, it, vi } from 'vitest';
import { WorkerJob, type JobStep } from '../../../src/lib/state/worker-job.svelte';
import { FakeWorker } from '../fake-worker';

// The one lifecycle the search loader and the trace importer share: progress, a result, a
// cancel, a failure. A fake worker counts to a target and reports the total.

type Count = { kind: 'counted'; n: number } | { kind: 'total'; n: number } | { kind: 'bad' };

function counting(
	job: WorkerJob<number>,
	target: number
): { worker: FakeWorker; result: Promise<string> } {
	const worker = new FakeWorker();
	const result = job.run<Count, string>({
		worker: worker as unknown as Worker,
		request: { target },
		progress: 0,
		onMessage: (message): JobStep<number, string> => {
			if (message.kind === 'counted') return { progress: message.n };
			if (message.kind === 'total') return { result: `total ${message.n}` };
			throw new Error('a message the page cannot take in');
		},
		cancelled: 'cancelled',
		failed: (reason) => `failed: ${reason}`,
		offline: 'offline'
	});
	return { worker, result };
}

describe('a job in a worker', () => {
	it('posts its request, shows each progress, and ends with its result', async () => {
		const job = new WorkerJob<number>();
		const { worker, result } = counting(job, 3);
		expect(worker.posted).toEqual([{ target: 3 }]);
		expect([job.progress, job.running]).toEqual([0, true]);
		worker.reply({ kind: 'counted', n: 2 });
		expect(job.progress).toBe(2);
		worker.reply({ kind: 'total', n: 3 });
		expect(await result).toBe('total 3');
		expect([job.progress, job.running, worker.terminated]).toEqual([null, false, true]);
	});

	it('is cancelled at once, by cancel or by the next job', async () => {
		const job = new WorkerJob<number>();
		const first = counting(job, 3);
		const second = counting(job, 4);
		expect(await first.result).toBe('cancelled');
		expect([first.worker.terminated, second.worker.terminated, job.progress]).toEqual([
			true,
			false,
			0
		]);
		job.cancel();
		expect(await second.result).toBe('cancelled');
		expect([second.worker.terminated, job.running]).toEqual([true, false]);
		// A late message from a stopped worker changes nothing.
		second.worker.reply({ kind: 'counted', n: 1 });
		expect(job.progress).toBeNull();
	});

	it('fails with the browser words, or when a message cannot be taken in', async () => {
		const job = new WorkerJob<number>();
		const crashed = counting(job, 3);
		crashed.worker.crash('Out of memory');
		expect(await crashed.result).toBe('failed: Out of memory');
		const garbled = counting(job, 3);
		garbled.worker.reply({ kind: 'bad' });
		expect(await garbled.result).toBe('failed: a message the page cannot take in');
		expect([garbled.worker.terminated, job.running]).toEqual([true, false]);
	});

	it('says offline when its code could not be fetched: no message before the failure, the network off', async () => {
		vi.stubGlobal('navigator', { onLine: false });
		try {
			const job = new WorkerJob<number>();
			const unfetched = counting(job, 3);
			unfetched.worker.crash('');
			expect(await unfetched.result).toBe('offline');
			// A worker that had started and then failed is a failure, offline or not.
			const started = counting(job, 3);
			started.worker.reply({ kind: 'counted', n: 1 });
			started.worker.crash('');
			expect(await started.result).toBe('failed: ');
		} finally {
			vi.unstubAllGlobals();
		}
		// Online, a worker failing at once is a crash (its script was there to fetch).
		const online = counting(new WorkerJob<number>(), 3);
		online.worker.crash('');
		expect(await online.result).toBe('failed: ');
	});
});
