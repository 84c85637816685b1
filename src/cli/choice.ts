import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError } from '../lib/engine/errors';
import { clip, quoteInput } from '../lib/engine/quote';

/** One of `allowed`, in any case; `InputError` naming the option and its choices otherwise. */
export function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
	const found = allowed.find((name) => name.toLowerCase() === value.toLowerCase());
	if (found === undefined) {
		throw new InputError('cliChoice', { option, allowed, value: quoteInput(value) });
	}
	return found;
}

/** `argv` read by Node's parser into `options`; what it refuses, in its own first line. */
export function optionsOf<T extends NonNullable<ParseArgsConfig['options']>>(
	argv: readonly string[],
	options: T
) {
	try {
		return parseArgs({ args: [...argv], strict: true, allowPositionals: false, options }).values;
	} catch (error) {
		const reason = clip(error instanceof Error ? (error.message.split('\n')[0] ?? '') : '', 120);
		throw new InputError('cliArguments', { reason, problem: 'other', argument: '' });
	}
}
