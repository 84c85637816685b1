import { describe, expect, it } from 'vitest';
import { FirstCalls } from '../../../src/lib/engine/first-calls';

describe('the first call that searched each position (the recorder’s repeats)', () => {
	it('answers 0 for a position never kept, and the first call kept for one', () => {
		const calls = new FirstCalls();
		expect(calls.get(0)).toBe(0);
		calls.keep(0, 7);
		calls.keep(0, 9);
		expect([calls.get(0), calls.size]).toEqual([7, 1]);
		expect(calls.get(1)).toBe(0);
	});

	it('tells apart positions past 32 bits that share their low bits, as the table grows', () => {
		const calls = new FirstCalls();
		// Connect Four's positions take 49 bits: these pairs differ only above bit 32.
		const positions = Array.from({ length: 50_000 }, (_, i) => [
			i,
			i + 2 ** 32 * (1 + (i % 5))
		]).flat();
		positions.forEach((position, index) => calls.keep(position, index + 1));
		expect(calls.size).toBe(100_000);
		expect(positions.every((position, index) => calls.get(position) === index + 1)).toBe(true);
		expect(calls.get(2 ** 48 + 3)).toBe(0);
	});
});
