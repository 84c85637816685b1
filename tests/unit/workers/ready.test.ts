import { afterEach, describe, expect, it, vi } from 'vitest';
import { onEachMessage } from '../../../src/lib/workers/ready';

afterEach(() => void vi.useRealTimers());

describe("a worker's messages, each handled once the code it needs is loaded", () => {
	it('fails the message whose code could not be fetched alone: the next one loads it again', async () => {
		vi.useFakeTimers();
		const scope = {} as DedicatedWorkerGlobalScope;
		const handled: number[] = [];
		let loads = 0;
		onEachMessage<number>(
			scope,
			(event) => void handled.push(event.data),
			() => (++loads === 1 ? Promise.reject(new Error('chunk offline')) : Promise.resolve())
		);
		for (const data of [1, 2]) scope.onmessage?.call(scope, new MessageEvent('message', { data }));
		// The first message's failure is thrown from a task of its own, as the worker's error.
		await expect(vi.runAllTimersAsync()).rejects.toThrow('chunk offline');
		await vi.runAllTimersAsync();
		expect({ loads, handled }).toEqual({ loads: 2, handled: [2] });
	});
});
