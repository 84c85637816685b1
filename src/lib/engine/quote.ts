import type { ShownValue } from './errors';

/**
 * Input as a message quotes it (a link's value, a board, a file, a CLI option): short, never the
 * whole of a big value, and with what would not show (controls, bidi overrides) escaped, so an
 * error names the problem without echoing the input. Every view and the CLI quote through here.
 */

/** Longest piece of input quoted back in a message. */
export const QUOTE = 60;

/** Controls, format characters (bidi overrides, zero widths), lone surrogates, line separators. */
const HIDDEN = /^[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]$/u;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escaped(char: string, quotes: boolean): string {
	if (quotes && (char === '"' || char === '\\')) return `\\${char}`;
	if (!HIDDEN.test(char)) return char;
	const code = char.codePointAt(0) ?? 0;
	return (
		SHORT_ESCAPES[char] ??
		(code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`)
	);
}

/** At most `length` characters as shown (escapes included), then "…"; reads no further. */
function cut(text: string, length: number, quotes: boolean): string {
	let shown = '';
	for (const char of text) {
		const piece = escaped(char, quotes);
		if (shown.length + piece.length > length) return `${shown}…`;
		shown += piece;
	}
	return shown;
}

/** Input cut to `length` characters, hidden characters escaped, for a message to quote. */
export function clip(text: string, length: number = QUOTE): string {
	return cut(text, length, false);
}

/** Input in double quotes, cut and escaped as `clip` does (and `"`, `\` escaped): `"X…"`. */
export function quoteInput(text: string, length: number = QUOTE): string {
	return `"${cut(text, length, true)}"`;
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
	if (typeof value === 'string') return { kind: 'text', text: quoteInput(value) };
	return { kind: 'text', text: clip(JSON.stringify(value) ?? String(value)) };
}
