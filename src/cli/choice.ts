import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError, type InputErrorParams } from '../lib/engine/errors';
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
		throw new InputError('cliArguments', parseFailure(error, argv, options));
	}
}

/**
 * What Node's parser refused: its own words, and the kind of problem for other languages. The
 * argument it names is the user's (any length, any characters), so it is cut short and escaped.
 * An option followed by another option instead of its value is said in one line of our own.
 */
export function parseFailure(
	error: unknown,
	args: readonly string[],
	options: Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>
): InputErrorParams<'cliArguments'>[0] {
	const message = error instanceof Error ? error.message : String(error);
	const code = error instanceof Error && 'code' in error ? error.code : undefined;
	const ambiguous = /^Option '(--[^'\s]+)' argument is ambiguous/.exec(message)?.[1];
	if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && ambiguous !== undefined) {
		const next = args[args.indexOf(ambiguous) + 1] ?? '';
		const reason = `Option '${ambiguous}' needs a value, but the next argument is the option '${clip(next)}'; to give a value that starts with "--", write ${ambiguous}=VALUE`;
		return { reason, problem: 'missingValue', argument: ambiguous };
	}
	// The parser names the argument in single quotes, once: 'O.XX', '--depth', '--board <value>'.
	// Everything between the first quote and the last is the argument, quotes and newlines too.
	const [, before = '', named, after = ''] = /^([^']*)'(.*)'([^']*)$/s.exec(message) ?? [];
	if (named === undefined) {
		return { reason: clip(message.split('\n')[0] ?? '', 120), problem: 'other', argument: '' };
	}
	const raw = named.replace(/ <value>$/, '');
	const argument = clip(raw);
	const reason = `${clip(before, 120)}'${clip(named)}'${clip(after.split('\n')[0] ?? '', 120)}`;
	const name = raw.replace(/^--/, '');
	const option = options[name] ?? null;
	const problem =
		raw === ''
			? 'other'
			: code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
				? 'unknownOption'
				: code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
					? 'positional'
					: code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== null
						? option.type === 'boolean'
							? 'unexpectedValue'
							: 'missingValue'
						: 'other';
	return { reason, problem, argument };
}
