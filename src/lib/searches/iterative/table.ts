import type { SearchTable, SearchTableContext } from '$lib/engine';
import { receiveIndex, returnIndex, tryIndex } from '$lib/engine/events';
import { attemptsOf, bestLine } from './iterations';
import { WORDS, type IterativeWords } from './messages';
import { firstFromLine } from './narration';
import { boundPair } from '../driver';

/**
 * The iteration table beside the tree: a row for each search under the driver (an iteration, or
 * its re-search after a fail), with its depth, window, value, best move, calls and best line. A
 * row shows its depth and window once its search has started, its outcome once it has returned,
 * so stepping never tells ahead (and the table keeps its size, so nothing jumps);
 * the row the step is in is marked current, and a fail or the move tried first is marked.
 */
export function iterationTable(context: SearchTableContext): SearchTable {
	const { trace, index } = context;
	const w = (WORDS[context.lang] ?? WORDS.en) as IterativeWords;
	const value = (shown: number) => context.value(shown);
	const attempts = attemptsOf(trace);
	// Counted as the narration counts: a re-search is its iteration again ("Iteration 2: …
	// searched again"), not a row of its own (V23 N3: "Iterations 3/7" beside "Iteration 2").
	const iterations = attempts.filter((attempt) => !attempt.research).length;
	let iteration = 0;
	const rows = attempts.map((attempt) => {
		if (!attempt.research) iteration++;
		const { call } = attempt;
		const started = index >= tryIndex(trace, call);
		const returned = index >= returnIndex(trace, call);
		const best = trace.bestMove(call);
		const first = started ? firstFromLine(trace, attempt) : null;
		const mark =
			returned && attempt.fail !== null
				? w.failMark(attempt.fail)
				: first === null
					? null
					: w.firstMark(context.move(first));
		return {
			call,
			linked: started,
			current: started && index <= receiveIndex(trace, call),
			count: `${iteration}/${iterations}`,
			mark,
			// A search not started yet shows nothing of itself, not even that it is a re-search.
			cells: [
				!started ? w.pending : attempt.research ? w.research(attempt.plies) : String(attempt.plies),
				started ? boundPair(value, attempt.alpha, attempt.beta) : w.pending,
				returned ? context.value(attempt.value) : w.pending,
				returned && best !== null ? context.move(best) : w.pending,
				returned ? String(attempt.calls) : w.pending,
				returned ? context.moves(bestLine(trace, call)) : w.pending
			]
		};
	});
	return { caption: w.caption, headers: w.headers, rows };
}
