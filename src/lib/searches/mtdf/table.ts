import type { SearchTable, SearchTableContext } from '$lib/engine';
import { receiveIndex, returnIndex, tryIndex } from '$lib/engine/events';
import { passesOf } from './passes';
import { boundText } from '$lib/engine/format';
import { boundPair } from '../driver';
import { WORDS, type MtdfWords } from './messages';

/**
 * The pass table beside the tree: a row for each pass, with the guess it tests, its null window,
 * its value, the lower and upper bounds once it has answered, and its calls. A row shows its guess
 * and window once the pass has started, its outcome once it has returned, so stepping never tells
 * ahead (and the table keeps its size, so nothing jumps); the row the step is in is marked
 * current, and each answer is marked as the fail it was.
 */
export function passTable(context: SearchTableContext): SearchTable {
	const { trace, index } = context;
	const w = (WORDS[context.lang] ?? WORDS.en) as MtdfWords;
	const value = (v: number) => context.value(v);
	const rows = passesOf(trace).map((pass) => {
		const { call } = pass;
		const started = index >= tryIndex(trace, call);
		const returned = index >= returnIndex(trace, call);
		return {
			call,
			linked: started,
			current: started && index <= receiveIndex(trace, call),
			mark: returned ? w.failMark(pass.fail) : null,
			cells: [
				started ? String(pass.number) : w.pending,
				started ? boundText(pass.guess, value) : w.pending,
				started ? boundPair(value, pass.alpha, pass.beta) : w.pending,
				returned ? context.value(pass.value) : w.pending,
				returned ? boundText(pass.lower, value) : w.pending,
				returned ? boundText(pass.upper, value) : w.pending,
				returned ? String(pass.calls) : w.pending
			]
		};
	});
	return { caption: w.caption, headers: w.headers, rows };
}
