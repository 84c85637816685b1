// Written by tests/unit/state/article-trace.test.ts from the engine's recording; when the
// recording changes, `npx vitest run tests/unit/state/article-trace.test.ts -u` writes it anew.
// The article's board searched by minimax, the step-through page's first view: played back from
// here, so the page carries no recorder until another search is asked for.
import type { PackedTrace } from '$lib/engine';

export const ARTICLE_TRACE: Omit<PackedTrace, 'settings'> = {
	calls: 9,
	prunedBranches: 0,
	tableSize: 0,
	columns: {
		parent: new Int32Array([0, 0, 1, 2, 2, 1, 1, 6, 7, 6]),
		last: new Int32Array([0, 9, 4, 3, 4, 5, 9, 8, 8, 9]),
		depth: new Uint8Array([0, 0, 1, 2, 2, 1, 1, 2, 3, 2]),
		position: new Uint32Array([
			0, 197164, 459310, 205358, 229934, 459324, 459372, 198252, 460412, 205420
		]),
		via: new Uint8Array([0, 9, 1, 4, 6, 4, 6, 1, 4, 4]),
		best: new Uint8Array([0, 4, 4, 9, 9, 9, 4, 4, 9, 9]),
		score: new Uint8Array([0, 3, 1, 1, 1, 3, 1, 3, 3, 1])
	}
};
