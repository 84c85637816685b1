import { afterEach, describe, expect, it, vi } from 'vitest';
import { Presentation } from '../../../src/routes/presentation.svelte';
import type { Locale } from '../../../src/lib/ui/locale.svelte';

/**
 * A document whose full screen is granted when the test says (`grant`), as a browser grants it a
 * moment after the key that asked: what P pressed twice, quickly, met (predict.spec's flake: the
 * window stayed full screen around a page no longer presenting, and the next resize failed).
 */
function fakeDocument() {
	const state = { full: null as object | null, grant: () => {} };
	const root = {
		requestFullscreen: vi.fn(
			() => new Promise<void>((resolve) => (state.grant = () => ((state.full = root), resolve())))
		)
	};
	const document = {
		documentElement: root,
		get fullscreenElement() {
			return state.full;
		},
		exitFullscreen: vi.fn(async () => void (state.full = null))
	};
	return { state, document };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A presentation on a fake document (`fakeDocument`), the page's globals stubbed with it. */
function presenting() {
	const { state, document } = fakeDocument();
	vi.stubGlobal('document', document);
	const presentation = new Presentation(
		() => false,
		() => {},
		{} as Locale
	);
	return { state, document, presentation };
}

describe('Presentation', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('leaves full screen granted after presenting was left (P, P quickly)', async () => {
		const { state, document, presentation } = presenting();
		presentation.set(true);
		presentation.set(false);
		expect(document.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);
		state.grant();
		await flush();
		expect(presentation.on).toBe(false);
		expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
		expect(document.fullscreenElement).toBeNull();
	});

	it('keeps full screen granted while presenting, asked once however often P is pressed', async () => {
		const { state, document, presentation } = presenting();
		presentation.set(true);
		presentation.set(false);
		presentation.set(true);
		expect(document.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);
		state.grant();
		await flush();
		expect(presentation.on).toBe(true);
		expect(document.exitFullscreen).not.toHaveBeenCalled();
		expect(document.fullscreenElement).toBe(document.documentElement);
		// Then P: it leaves at once.
		presentation.set(false);
		await flush();
		expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
		expect(document.fullscreenElement).toBeNull();
	});
});
