import { describe, expect, it } from 'vitest';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { language, linkOpened, useFakeWorkers } from '../page-state';

useFakeWorkers();

/**
 * A link's step past 0 waits for the page's parts past step 0 (the page's `player.waitFor`): the
 * link is open only once that step shows, so the page keeps the article board hidden until then
 * (CI read FC4 "not started" on `/?step=10`, the link open and its step still waiting).
 */
describe("a link's step waiting for the page's parts", () => {
	it('is open once its step shows, not before', async () => {
		const lab = new Lab(language);
		let release = () => {};
		const parts = new Promise<void>((resolve) => (release = resolve));
		lab.player.waitFor(() => parts);
		lab.mount(new URLSearchParams('algo=alphabeta&step=5'));
		// The link's search is run, its step held.
		await linkOpened(() => expect(lab.trace.settings.algorithm).toBe('alphabeta'));
		expect(lab.player.step).toBe(0);
		expect(lab.linkOpen).toBe(false);
		release();
		await linkOpened(() => expect(lab.linkOpen).toBe(true));
		expect(lab.player.step).toBe(5);
	});

	it('is open once its parts fail to load, at step 0', async () => {
		const lab = new Lab(language);
		lab.player.waitFor(() => Promise.reject(new Error('offline')));
		lab.mount(new URLSearchParams('step=10'));
		await linkOpened(() => expect(lab.linkOpen).toBe(true));
		expect(lab.player.step).toBe(0);
	});

	it('is open with no wait at step 0', async () => {
		const lab = new Lab(language);
		lab.player.waitFor(() => new Promise<void>(() => {}));
		lab.mount(new URLSearchParams('algo=alphabeta'));
		await linkOpened(() => expect(lab.linkOpen).toBe(true));
		expect([lab.player.step, lab.trace.settings.algorithm]).toEqual([0, 'alphabeta']);
	});
});
