import type { ShownValue } from './errors';

/**
 * Values from a file, as a message quotes them: short, and never the whole of a big value, so
 * an error names the problem without echoing the file.
 */

/** Longest piece of a file quoted back in a message. */
export const QUOTE = 60;

export function clip(text: string, length: number = QUOTE): string {
	return text.length > length ? `${text.slice(0, length)}…` : text;
}

export function show(value: unknown): ShownValue {
	if (value === undefined) return { kind: 'missing' };
	if (Array.isArray(value)) {
		// Short lists of numbers (a `pruned` list) are shown; anything else is only sized up.
		if (value.length <= 10 && value.every((item) => typeof item === 'number')) {
			return { kind: 'text', text: clip(JSON.stringify(value)) };
		}
		return { kind: 'list', items: value.length };
	}
	if (typeof value === 'object' && value !== null) return { kind: 'object' };
	if (typeof value === 'string') return { kind: 'text', text: JSON.stringify(clip(value)) };
	return { kind: 'text', text: clip(JSON.stringify(value) ?? String(value)) };
}
