import { InputError, readTraceJson, sourceOf } from '$lib/engine';
import { explain, type Localized } from '$lib/i18n';
import { sessionFrom, type Session } from '$lib/player';
import { SearchStopped } from './loader.svelte';

/**
 * What can go wrong opening a position or a trace file, worded for the page (unformatted, so a
 * problem on screen follows a language switch). The lab (`lab.svelte.ts`) does the opening.
 */

/**
 * Why a search did not open. Bad input names itself; a search that failed otherwise (the worker
 * ran out of memory) says the tree shown stayed. Anything thrown that is not an `Error` is a bug
 * and is thrown again.
 */
export function searchProblem(error: unknown): Localized {
	if (!(error instanceof Error)) throw error;
	if (error instanceof InputError) return explain(error);
	const problem: Localized =
		error instanceof SearchStopped ? (t) => t.problems.searchStopped(error.reason) : explain(error);
	return (t) => t.problems.unchanged(problem(t));
}

/** Files bigger than this are refused before reading (the full game's trace is about 80 MB). */
export const MAX_TRACE_FILE_BYTES = 120_000_000;

/**
 * A trace file in the CLI's JSON format, as a session to play back. The file must describe
 * exactly the search this page would make on its position (`readTraceJson` checks every record);
 * anything else is refused with the reason.
 */
export async function readTraceFile(
	file: File
): Promise<{ session: Session } | { problem: Localized }> {
	const { name } = file;
	if (file.size > MAX_TRACE_FILE_BYTES) {
		const megabytes = Math.round(file.size / 1e6);
		return { problem: (t) => t.problems.unchanged(t.problems.fileTooBig(name, megabytes)) };
	}
	try {
		const { game, trace } = readTraceJson(await file.text());
		return { session: sessionFrom(sourceOf(game), game, trace) };
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		const problem = explain(error);
		return { problem: (t) => t.problems.unchanged(t.problems.inFile(name, problem(t))) };
	}
}
