import { describe, expect, it, vi } from 'vitest';
import { clip, describeInputError, InputError, quoteInput } from '../../../src/lib/engine';
import { inputErrorMessages } from '../../../src/lib/engine/errors';
import { QUOTE } from '../../../src/lib/engine/quote';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';

/** The English message `run` throws. */
function message(run: () => unknown): string {
	try {
		run();
	} catch (error) {
		if (error instanceof InputError) return describeInputError(inputErrorMessages('en'), error);
		throw error;
	}
	throw new Error('nothing was thrown');
}

describe('quoting input in a message', () => {
	it('cuts at 60 characters with an ellipsis, and quotes', () => {
		expect(QUOTE).toBe(60);
		expect(quoteInput('abc')).toBe('"abc"');
		expect(quoteInput('a'.repeat(60))).toBe(`"${'a'.repeat(60)}"`);
		expect(quoteInput('a'.repeat(61))).toBe(`"${'a'.repeat(60)}…"`);
		expect(clip('a'.repeat(61))).toBe(`${'a'.repeat(60)}…`);
		expect(clip('abcdef', 3)).toBe('abc…');
	});

	it('escapes what would not show, and counts the escapes in the length', () => {
		expect(quoteInput('a\u0000b\n\t"\\')).toBe('"a\\u0000b\\n\\t\\"\\\\"');
		// Bidi overrides, zero widths, line separators, C1 controls, a lone surrogate.
		expect(clip('\u202eX\u200b\u2028\u0085\ud800')).toBe('\\u202eX\\u200b\\u2028\\u0085\\ud800');
		expect(clip('\u{e0001}')).toBe('\\u{e0001}');
		expect(clip('\u0000'.repeat(20))).toBe(`${'\\u0000'.repeat(10)}…`);
		// Letters of any script, and emoji, show as they are, never cut in half.
		expect(clip('中文 😀')).toBe('中文 😀');
		expect(clip('😀'.repeat(40))).toBe(`${'😀'.repeat(30)}…`);
	});

	it('reads no further than it shows', () => {
		const huge = 'x'.repeat(50_000_000);
		// Each character read is looked at once (is it hidden?): counted, not timed.
		const looks = vi.spyOn(RegExp.prototype, 'test');
		let quoted: string;
		let read: number;
		try {
			quoted = quoteInput(huge);
			read = looks.mock.calls.length;
		} finally {
			// Restored whatever happens: the files after this one may share its worker.
			looks.mockRestore();
		}
		expect(quoted).toHaveLength(QUOTE + 3);
		// The characters shown, and the one that did not fit.
		expect(read).toBe(QUOTE + 1);
	});

	it("is how the engine's own messages quote a board or a tree", () => {
		const long = `${'X'.repeat(70)}\u202e`;
		expect(message(() => boardGame(long))).toBe(
			`A board needs exactly 9 cells (X, O or . for empty), but "${'X'.repeat(60)}…" has 71.`
		);
		expect(message(() => boardGame('XO.\u202eXO...'))).toBe(
			'Cell 3 holds "\\u202e"; a board may only use X, O and . (for an empty cell).'
		);
		const item = message(() => boardGame(`["${'y'.repeat(1000)}",1,2,3,4,5,6,7,8]`));
		expect(item).toContain(`"${'y'.repeat(60)}…"`);
		expect(item.length).toBeLessThan(200);
		const leaf = message(() => parseTree(`[1, "${'z'.repeat(1000)}"]`));
		expect(leaf).toBe(
			`The leaf at n3 (path 1) is "${'z'.repeat(60)}…"; leaves must be finite numbers.`
		);
		expect(message(() => parseTree('[1, "a\\u0000"]'))).toBe(
			'The leaf at n3 (path 1) is "a\\u0000"; leaves must be finite numbers.'
		);
		// The JSON parser's words quote the input raw: never shown, only where it gave up.
		const parser = message(() => parseTree('\u202e[1]'));
		expect(parser).toBe(
			'The tree is not a valid nested array: it is not well-formed JSON (a character out of place). Write a tree such as [[3, 17], [2, 12]].'
		);
	});
});
