// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import {
	loadInputErrors,
	registerInputErrors,
	registerLaterInputErrors,
	wordInputErrorsIn
} from '../engine/errors';
import { loadOnce } from '../engine/load-once';
import { loadSearchDetails } from '../engine/search-catalog';

/**
 * The input errors no game or search owns, registered in the core's errors catalogue beside those
 * the games and searches bring (games.ts, searches.ts): a search's settings' here; a trace file's
 * when first needed (`loadTraceFileErrors`: the page reads files in a worker, and says their
 * sentences only once one is refused); the command line's own, which no page says, by
 * src/cli/command.ts. An error's own `message`, for logs and the command line, is English.
 */
registerLaterInputErrors(async () => (await import('../messages/search')).SEARCH_ERRORS);
wordInputErrorsIn('en');

/** Registers a trace file's error sentences (once; a failed load is tried again next time). */
export const loadTraceFileErrors = loadOnce(async () =>
	registerInputErrors((await import('../messages/trace-file')).TRACE_FILE_ERRORS)
);

/**
 * What a view awaits before it says a problem (a link's, a refusal, an editor's check): the
 * errors' sentences registered so far, and every search's details (its options' words, refusals).
 */
export async function loadProblemWords(): Promise<void> {
	await Promise.all([loadInputErrors(), loadSearchDetails()]);
}
