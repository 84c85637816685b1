import { InputError, type InputErrorData } from '$lib/engine/errors';
import { parseTree } from '$lib/games/tree/rules';

/** A tree's text read in the tree text worker: what it holds, or why it is no tree to search. */
export type TreeTextReading =
	| { readonly ok: true; readonly nodes: number; readonly leaves: number; readonly depth: number }
	| { readonly ok: false; readonly error: InputErrorData };

/** Checks a tree's text as the search does (the worker's work, a plain function for the tests). */
export function readTreeText(text: string): TreeTextReading {
	try {
		const { size, columns } = parseTree(text);
		const leaves = columns.childCount.filter((children) => children === 0).length;
		const depth = columns.level.reduce((deepest, level) => Math.max(deepest, level));
		return { ok: true, nodes: size, leaves, depth };
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		return { ok: false, error: error.data };
	}
}

/** Reads `text` in a worker of its own, ended once it answers; null when the worker failed. */
export function readInWorker(text: string): Promise<TreeTextReading | null> {
	const worker = new Worker(new URL('./tree-text.worker.ts', import.meta.url), { type: 'module' });
	return new Promise<TreeTextReading | null>((resolve) => {
		worker.onmessage = (event: MessageEvent<TreeTextReading>) => resolve(event.data);
		worker.onerror = (event) => {
			event.preventDefault();
			resolve(null);
		};
		worker.postMessage(text);
	}).finally(() => worker.terminate());
}
