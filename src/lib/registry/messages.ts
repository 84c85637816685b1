// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { registerInputErrors, wordInputErrorsIn } from '../engine/errors';
import { loadOnce } from '../engine/load-once';
import { SEARCH_ERRORS } from '../messages/search';

/**
 * The input errors no game or search owns, registered in the core's errors catalogue beside those
 * the games and searches bring (games.ts, searches.ts): a search's settings' here; a trace file's
 * when first needed (`loadTraceFileErrors`: the page reads files in a worker, and says their
 * sentences only once one is refused); the command line's own, which no page says, by
 * src/cli/command.ts. An error's own `message`, for logs and the command line, is English.
 */
registerInputErrors(SEARCH_ERRORS);
wordInputErrorsIn('en');

/** Registers a trace file's error sentences (once; a failed load is tried again next time). */
export const loadTraceFileErrors = loadOnce(async () =>
	registerInputErrors((await import('../messages/trace-file')).TRACE_FILE_ERRORS)
);
