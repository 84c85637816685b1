// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { registerInputErrors, wordInputErrorsIn } from '../engine/errors';
import { SEARCH_ERRORS } from '../messages/search';
import { TRACE_FILE_ERRORS } from '../messages/trace-file';

/**
 * The input errors no game or search owns (a trace file's, a search's settings), registered in
 * the core's errors catalogue beside those the games and searches bring (games.ts, searches.ts);
 * the command line's own, which no page says, are registered by src/cli/command.ts. An error's
 * own `message`, for logs and the command line, is English.
 */
registerInputErrors(TRACE_FILE_ERRORS);
registerInputErrors(SEARCH_ERRORS);
wordInputErrorsIn('en');
