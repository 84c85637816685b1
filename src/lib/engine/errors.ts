/**
 * Input a person typed or pasted (a board, a tree, a trace file, a CLI option) is refused with
 * an `InputError`: a code naming the problem, the details (plain data, so it crosses a worker
 * boundary), and the English sentence for the CLI and for logs. The page says the same thing in
 * the reader's language from its own catalog of the same shape (`$lib/i18n`).
 *
 * Each entry below is one problem: its details in the parameter type, its sentence in the body.
 */
export const INPUT_ERRORS = {
	// Filled in code by code: `name: (p: { ... }) => 'sentence'`.
	example: (p: { text: string }) => `Example problem with "${p.text}".`
};

/** The catalog's shape: a Chinese catalog must match it entry for entry. */
export type InputErrorCatalog = typeof INPUT_ERRORS;
export type InputErrorCode = keyof InputErrorCatalog;
export type InputErrorParams<C extends InputErrorCode> = Parameters<InputErrorCatalog[C]>;

/** An input error as plain data, e.g. as posted by a worker, or nested in another error. */
export interface InputErrorData {
	readonly code: string;
	readonly params: readonly unknown[];
}

/** The sentence for `data` from `catalog`; an unknown code (a stale worker) reads as the code. */
export function describeInputError(catalog: InputErrorCatalog, data: InputErrorData): string {
	if (!Object.hasOwn(catalog, data.code)) return data.code;
	// The code was checked above, and the params were built for it by the InputError constructor.
	const format = catalog[data.code as InputErrorCode] as (...params: readonly unknown[]) => string;
	return format(...data.params);
}

export class InputError<C extends InputErrorCode = InputErrorCode> extends Error {
	override readonly name = 'InputError';
	readonly code: C;
	readonly params: InputErrorParams<C>;

	constructor(code: C, ...params: InputErrorParams<C>) {
		super(describeInputError(INPUT_ERRORS, { code, params }));
		this.code = code;
		this.params = params;
	}

	/** The error as plain data (for postMessage). */
	get data(): InputErrorData {
		return { code: this.code, params: this.params };
	}

	/** Rebuilds an error posted as data; the sentence is English, as thrown. */
	static from(data: InputErrorData): InputError {
		// Posted data lost its static type; the constructor copes with any code it is given.
		const build = InputError as unknown as new (
			code: string,
			...params: readonly unknown[]
		) => InputError;
		return new build(data.code, ...data.params);
	}
}
