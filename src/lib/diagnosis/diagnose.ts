import type { Game, SearchSettings, Trace } from '../engine/index';
import type { TraceFile } from '../engine/import';
import { search } from '../engine/run';
import { checkSearchAgainSize } from '../engine/verify';
import { CONVENTIONS, type Diagnosis, type Finding } from './kinds';
import { Walk } from './walk';

/**
 * The first mistake in a student's trace (a file with a `program` header), or null when their
 * search is ours: compared call by call with our search of the same game and settings (the
 * reference), the first place they part named in teaching terms (kinds.ts). A difference of
 * convention (another cut rule or scoring, fail-hard or fail-soft values, a tie broken another
 * way at the root) is noted and the comparison goes on under the student's convention; when it
 * is all there is, it is the diagnosis, marked `convention`.
 */

/** Most rounds: each convention taken (a cut rule, a scoring) starts the comparison again. */
const ROUNDS = 4;

/**
 * Our search of the student's game under their settings (its size checked first against
 * `ceiling`, as a file's search run again is): the reference the page shows beside theirs.
 */
export function referenceFor(
	game: Game,
	settings: SearchSettings,
	calls: number,
	ceiling?: number
): Trace {
	checkSearchAgainSize(game, settings, calls, ceiling);
	return search(game, settings);
}

export function diagnose(
	student: TraceFile,
	reference: Trace | null = null,
	ceiling?: number
): Diagnosis | null {
	const trace = student.trace;
	if (trace === null) return null;
	const windows = student.program?.windows ?? true;
	let [game, settings] = [student.game, student.settings];
	let ours = reference ?? referenceFor(game, settings, trace.calls, ceiling);
	const taken: Finding[] = [];
	for (let round = 1; ; round++) {
		const walk = new Walk(trace, ours, windows);
		const outcome = walk.run();
		const adopt = outcome?.adopt;
		if (outcome !== null && adopt !== undefined && round < ROUNDS) {
			taken.push(outcome.finding);
			if ('cut' in adopt) settings = { ...settings, cut: adopt.cut };
			else game = adopt.game;
			ours = referenceFor(game, settings, trace.calls, ceiling);
			continue;
		}
		const found = outcome?.finding ?? null;
		// A search that never cuts follows no cut rule.
		const noted = [...taken, ...walk.conventions].filter(
			(finding) => found?.kind !== 'no-prune' || finding.kind !== 'cut-rule'
		);
		if (found !== null && !CONVENTIONS.includes(found.kind))
			return { ...found, convention: false, conventions: noted, reference: ours };
		const all = found === null ? noted : [...noted, found];
		const [first, ...rest] = all;
		return first === undefined
			? null
			: { ...first, convention: true, conventions: rest, reference: ours };
	}
}
