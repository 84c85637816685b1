import { describe, expect, it } from 'vitest';
import { IDLE_WAIT_MS, registerWhenIdle, type IdleHost } from '$lib/ui/worker-when-idle';

/** A window whose load, idle moments and timers the test sets off, one by one. */
function fakeHost(readyState: DocumentReadyState, idle = true) {
	const onLoad = new Set<() => void>();
	const idles = new Map<number, { run: () => void; timeout: number }>();
	const timers = new Map<number, () => void>();
	let next = 1;
	const host: IdleHost = {
		document: { readyState },
		addEventListener: (_type, listener) => void onLoad.add(listener),
		removeEventListener: (_type, listener) => void onLoad.delete(listener),
		setTimeout: (run) => (timers.set(next, run), next++),
		clearTimeout: (handle) => void timers.delete(handle),
		...(idle
			? {
					requestIdleCallback: (run: () => void, { timeout }: { timeout: number }) => (
						idles.set(next, { run, timeout }),
						next++
					),
					cancelIdleCallback: (handle: number) => void idles.delete(handle)
				}
			: {})
	};
	const fire = (jobs: Map<number, { run: () => void } | (() => void)>) => {
		const all = [...jobs.values()];
		jobs.clear();
		for (const job of all) (typeof job === 'function' ? job : job.run)();
	};
	return {
		host,
		idles,
		load: () => {
			const all = [...onLoad];
			onLoad.clear();
			for (const listener of all) listener();
		},
		idle: () => fire(idles),
		timers: () => fire(timers)
	};
}

describe('registerWhenIdle (the service worker after the first view)', () => {
	it('waits for the load event, then for an idle moment, and registers once', () => {
		const fake = fakeHost('interactive');
		let registered = 0;
		registerWhenIdle(() => registered++, fake.host);
		fake.idle();
		fake.timers();
		expect(registered).toBe(0);
		fake.load();
		expect(registered).toBe(0);
		expect([...fake.idles.values()].map((job) => job.timeout)).toEqual([IDLE_WAIT_MS]);
		fake.idle();
		expect(registered).toBe(1);
		fake.load();
		fake.idle();
		expect(registered).toBe(1);
	});

	it('on a page already loaded, waits only for the idle moment', () => {
		const fake = fakeHost('complete');
		let registered = 0;
		registerWhenIdle(() => registered++, fake.host);
		expect(registered).toBe(0);
		fake.idle();
		expect(registered).toBe(1);
	});

	it('without requestIdleCallback, registers in a task after the load event', () => {
		const fake = fakeHost('loading', false);
		let registered = 0;
		registerWhenIdle(() => registered++, fake.host);
		fake.timers();
		expect(registered).toBe(0);
		fake.load();
		expect(registered).toBe(0);
		fake.timers();
		expect(registered).toBe(1);
	});

	it('stopped before it ran, never registers', () => {
		for (const state of ['loading', 'complete'] as const) {
			const fake = fakeHost(state);
			let registered = 0;
			registerWhenIdle(() => registered++, fake.host)();
			fake.load();
			fake.idle();
			fake.timers();
			expect(registered).toBe(0);
		}
	});
});
