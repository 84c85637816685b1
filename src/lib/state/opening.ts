import { InputError } from '$lib/engine';
import { IMPORT_LIMITS } from '$lib/engine/import';
import { explain, type Localized } from '$lib/i18n';
import type { ImportOutcome } from './importer.svelte';
import { SearchStopped } from './loader.svelte';

/**
 * What can go wrong opening a position or a trace file, worded for the page (unformatted, so a
 * problem on screen follows a language switch). The lab (`lab.svelte.ts`) does the opening; a
 * file is read in the import worker (`importer.svelte.ts`).
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
		error instanceof SearchStopped
			? (t) => (error.offline ? t.problems.codeOffline : t.problems.searchStopped(error.reason))
			: explain(error);
	return (t) => t.problems.unchanged(problem(t));
}

/** Files bigger than this are refused unread (the full game's trace is about 73 MB). */
export const MAX_TRACE_FILE_BYTES: number = IMPORT_LIMITS.maxBytes;

/** Why `file` is refused before anything is read, or null: too big to open here. */
export function tooBig(file: File): Localized | null {
	if (file.size <= MAX_TRACE_FILE_BYTES) return null;
	const { name } = file;
	const megabytes = Math.round(file.size / 1e6);
	const limit = MAX_TRACE_FILE_BYTES / 1e6;
	return (t) => t.problems.unchanged(t.problems.fileTooBig(name, megabytes, limit));
}

/**
 * Why the trace file `name` did not open (see `TraceImporter`): refused with the reason, stopped
 * or cancelled; the tree shown stays in every case.
 */
export function importProblem(
	name: string,
	outcome: Exclude<ImportOutcome, { kind: 'opened' | 'run' }>
): Localized {
	switch (outcome.kind) {
		case 'refused': {
			const problem = explain(outcome.error);
			return (t) => t.problems.unchanged(t.problems.inFile(name, problem(t)));
		}
		case 'stopped': {
			const { reason } = outcome;
			return (t) => t.problems.unchanged(t.problems.importStopped(name, reason));
		}
		case 'offline':
			return (t) => t.problems.unchanged(t.problems.codeOffline);
		case 'cancelled':
			return (t) => t.problems.importCancelled(name);
	}
}
