import { InputError } from './errors';
import type { Game } from './game';
import { show } from './quote';

/** What a game module's `file.read` uses to read its part of a trace file's "game" object. */

/**
 * Runs a board or tree validator; its error already says what is wrong and where (and cuts
 * quoted input short itself).
 */
export function validated<G extends Game>(build: () => G): G {
	try {
		return build();
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		throw new InputError('fileGameInvalid', { cause: error.data });
	}
}

/** The field's value when it is one of `allowed`; else `InputError` naming the field. */
export function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
	const found = allowed.find((name) => name === value);
	if (found === undefined) {
		throw new InputError('fileGameChoice', { field, value: show(value), allowed });
	}
	return found;
}
