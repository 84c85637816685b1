import { expect } from 'vitest';

/**
 * Facts and what each should be, compared in one assertion by `check`, for loops that check
 * thousands of facts: an expect per fact made such tests spend most of their time in expect (its
 * bookkeeping for every call), not in the code under test. `same` is `toEqual`'s equality (for
 * numbers and null, `toBe`'s: `Object.is`), and each fact is labelled, so the diff names it.
 */
export function facts() {
	const said: unknown[] = [];
	const wanted: unknown[] = [];
	return {
		same(what: string, got: unknown, want: unknown): void {
			said.push([what, got]);
			wanted.push([what, want]);
		},
		check(): void {
			expect(said).toEqual(wanted);
		}
	};
}
