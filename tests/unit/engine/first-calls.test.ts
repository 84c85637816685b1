import { describe, expect, it } from 'vitest';
import { FirstCalls } from '../../../src/lib/engine/first-calls';

describe('the first call that searched each position (the recorder’s repeats)', () => {
	it('answers 0 for a position never kept, and the first call kept for one', () => {
		const calls = new FirstCalls();
		expect(calls.claim(0, 7)).toBe(0);
		expect(calls.claim(0, 9)).toBe(7);
		expect([calls.claim(0, 0), calls.size]).toEqual([7, 1]);
		// Claimed with 0, a position is looked up and not kept.
		expect(calls.claim(1, 0)).toBe(0);
		expect([calls.claim(1, 0), calls.size]).toEqual([0, 1]);
	});

	it('tells apart positions past 32 bits that share their low bits, as the table grows', () => {
		const calls = new FirstCalls();
		// Connect Four's positions take 49 bits: these pairs differ only above bit 32.
		const positions = Array.from({ length: 50_000 }, (_, i) => [
			i,
			i + 2 ** 32 * (1 + (i % 5))
		]).flat();
		expect(positions.every((position, index) => calls.claim(position, index + 1) === 0)).toBe(true);
		expect(calls.size).toBe(100_000);
		expect(positions.every((position, index) => calls.claim(position, 0) === index + 1)).toBe(true);
		expect(calls.claim(2 ** 48 + 3, 0)).toBe(0);
	});
});
