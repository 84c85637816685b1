import { InputError } from '../lib/engine/errors';
import { quoteInput } from '../lib/engine/quote';

/** One of `allowed`, in any case; `InputError` naming the option and its choices otherwise. */
export function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
	const found = allowed.find((name) => name.toLowerCase() === value.toLowerCase());
	if (found === undefined) {
		throw new InputError('cliChoice', { option, allowed, value: quoteInput(value) });
	}
	return found;
}
