/**
 * Raised for input a person typed or pasted (a board, a tree, a CLI option).
 * Its message is one sentence meant to be shown as it is, on screen or on stderr.
 */
export class InputError extends Error {
	override readonly name = 'InputError';
}
