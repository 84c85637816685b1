import { describe, expect, it } from 'vitest';
import { DrawnBoxes } from '../../src/lib/ui/drawn-boxes';

// Issue 45: the camera's clearing rules asked the page for every text's box a dozen times a step;
// one turn's reads go through one DrawnBoxes, so each box is read once.
describe("a clearing turn's reads of the drawing", () => {
	/** A drawn element that counts how often its box is read, at `top` px. */
	const drawn = (top: number) => {
		const element = {
			reads: 0,
			getBoundingClientRect() {
				element.reads++;
				return { left: 0, right: 10, top, bottom: top + 10, width: 10, height: 10 };
			}
		};
		return element;
	};

	it('reads each box once, and gives it again as read', () => {
		const [first, second] = [drawn(5), drawn(40)];
		const boxes = new DrawnBoxes();
		const read = (element: ReturnType<typeof drawn>) =>
			boxes.box(element as unknown as Element).top;
		expect([read(first), read(second), read(first), read(second), read(first)]).toEqual([
			5, 40, 5, 40, 5
		]);
		expect([first.reads, second.reads]).toEqual([1, 1]);
		// A new turn reads afresh.
		expect(new DrawnBoxes().box(first as unknown as Element).top).toBe(5);
		expect(first.reads).toBe(2);
	});

	it('finds what is asked under a key once, null and empty kept too', () => {
		const boxes = new DrawnBoxes();
		let asked = 0;
		const find =
			<T>(found: T) =>
			() => {
				asked++;
				return found;
			};
		expect(boxes.once('screen', find(null))).toBeNull();
		expect(boxes.once('screen', find('other'))).toBeNull();
		expect(boxes.once('texts', find([]))).toEqual([]);
		expect(boxes.once('texts', find(['other']))).toEqual([]);
		expect(asked).toBe(2);
	});
});
