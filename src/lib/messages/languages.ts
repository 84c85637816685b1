import type { InputErrorCode, InputErrorMessages } from '../engine/errors';

/**
 * A module's error sentences in every language the product speaks: each language names every
 * code of the module, with the same details, or type checking fails.
 */
// A type, not an interface, so it is a record of languages to the core (an implicit index).
export type ErrorMessages<C extends InputErrorCode> = {
	readonly en: InputErrorMessages<C>;
	readonly zh: InputErrorMessages<C>;
};
