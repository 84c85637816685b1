import type { Trace } from '$lib/engine';
import { valueBound } from '$lib/engine/exactness';
import { searchDescriptor } from '$lib/engine/search-catalog';
import { EXACT } from '$lib/engine/table';
import { table as tableWords } from '$lib/i18n/narration/table';
import { table as tableView } from '$lib/i18n/table';
import type { Speaker } from '$lib/player/narration/speaker';
import type { TableTelling } from '$lib/player/narration/tellings';
import { storedBound, tableRead, type TableRead } from '$lib/player/table';
import { levelOf } from '$lib/player/narration/level';
import { drivenRoot } from '../driver';

/**
 * What the table searches add to the narration: a call that read the table on entry (answered
 * by it, or its window narrowed by a stored bound), a hit's return, and the bound type a
 * finished call files its value as under alphabeta-table. Null where the table played no part.
 * Every search with a table brings it with its words (`TABLE_TELLING`).
 */

/**
 * Under a search that drives (MTD(f)), the number of the pass that filed what `call` read, where
 * that is not `call`'s own pass; else null. Told by its pass, not by a call in a finished pass's
 * subtree (issue 43: on Connect Four at the desk, seven columns from the call reading it).
 */
function otherPass(trace: Trace, call: number, origin: number): number | null {
	if (searchDescriptor(trace.algorithm).drives !== true) return null;
	const filer = drivenRoot(trace, origin);
	if (filer === null || filer === drivenRoot(trace, call)) return null;
	return trace.childList(1).indexOf(filer) + 1;
}

function entry(speaker: Speaker, read: TableRead) {
	const pass = otherPass(speaker.trace, read.call, read.origin);
	const symmetry =
		read.symmetry === null || read.symmetry === 0
			? null
			: (tableView[speaker.lang].symmetries[read.symmetry] ?? null);
	return {
		name: speaker.name(read.call),
		origin: pass === null ? speaker.name(read.origin, true) : tableWords[speaker.lang].pass(pass),
		value: speaker.value(read.value),
		symmetry
	};
}

/** The enter event of a call that read the table; null when it read none. */
function tableEnterText(speaker: Speaker, call: number): string | null {
	const read = tableRead(speaker.trace, call);
	if (read === null) return null;
	const t = tableWords[speaker.lang];
	const where = levelOf(speaker.trace, call);
	if (read.bound === 'exact' || read.given === null || read.left === null)
		return t.hitEnter({ ...entry(speaker, read), ...where });
	const bound = t.boundRead({
		...entry(speaker, read),
		bound: read.bound,
		before: speaker.bounds(read.given),
		after: speaker.bounds(read.left),
		settles: read.answered,
		narrows: read.left.alpha !== read.given.alpha || read.left.beta !== read.given.beta
	});
	if (!read.answered) return bound;
	const start = t.boundStart({
		name: speaker.name(call),
		...where,
		window: speaker.bounds(read.given)
	});
	return speaker.sentences([start, bound]);
}

/** A hit's return; null for a call that searched or met a finished position. */
function hitReturnText(speaker: Speaker, call: number): string | null {
	const read = tableRead(speaker.trace, call);
	if (read === null || !read.answered) return null;
	const settled =
		read.bound === 'exact' || read.given === null
			? null
			: { bound: read.bound, window: speaker.bounds(read.given) };
	return tableWords[speaker.lang].hitReturn({ ...entry(speaker, read), settled });
}

/** What a call that searched its moves puts in the table as it returns; null without a table. */
function filedText(speaker: Speaker, call: number): string | null {
	const { trace } = speaker;
	if (!trace.tabled || trace.kind(call) !== 'searched') return null;
	const t = tableWords[speaker.lang];
	const bound = storedBound(trace, call);
	const alpha = trace.alpha(call);
	const beta = trace.beta(call);
	if (bound === null || alpha === null || beta === null) return t.stored(speaker.name(call, true));
	// The bound type compares the value with the window the moves were searched with.
	const read = tableRead(trace, call);
	const window = read?.left ?? { alpha, beta };
	return t.filed({
		name: speaker.name(call, true),
		value: speaker.value(trace.score(call)),
		bound,
		window: speaker.bounds(window),
		// Filed as a bound, yet found exactly (nothing cut, its children exact): said so.
		known: bound !== 'exact' && valueBound(trace, call) === EXACT
	});
}

/** The table told, as every search with a table brings it. */
export const TABLE_TELLING: TableTelling = {
	enter: tableEnterText,
	hitReturn: hitReturnText,
	filed: filedText
};
