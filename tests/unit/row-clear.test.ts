import { describe, expect, it } from 'vitest';
import { clearOfRows, type Band } from '../../src/lib/ui/row-clear';

// Issue 43 (V22 F5): presenting, the article board's four rows in a panel that holds three, its
// level 2 values were cut in half at the panel's foot. The camera's pan down leaves no text
// across the panel's top or foot: whole in it or out of it, what it keeps still in view.
describe('no text across a presenting panel’s top or foot', () => {
	// Rows 200 apart: a name 40 above each centre, a value 60–80 below it, a window 84–100 below.
	const texts: Band[] = [0, 200, 400, 600].flatMap((row) => [
		{ top: row - 40, bottom: row - 24 },
		{ top: row + 60, bottom: row + 80 },
		{ top: row + 84, bottom: row + 100 }
	]);
	const root = { top: -40, bottom: 100 };

	it('leaves a pan with no text across an edge as it is', () => {
		// The root's name 10 px down, row 2's window ends at 550 px, row 3's name starts at 610.
		expect(clearOfRows(50, 1, 560, texts, root)).toBe(50);
	});

	it("brings a row's values in whole, its windows then past the foot", () => {
		// Row 2's value 510–530: 5 px past a foot at 525. 5 px up brings it in, its window
		// (529–545) out, the root's name 5 px down.
		expect(clearOfRows(50, 1, 525, texts, root)).toBe(45);
	});

	it('takes a text out past the foot where bringing it in would lose what it keeps', () => {
		// The root's name at the top: a pan up cuts it. Row 2's name (400–416 at pan 40) across a
		// foot at 410: 10 px down takes it out.
		expect(clearOfRows(40, 1, 410, texts, root)).toBe(50);
	});

	it('leaves the pan where no pan keeps what it keeps and clears every text', () => {
		expect(clearOfRows(40, 1, 100, texts, { top: -40, bottom: 480 })).toBe(40);
	});
});
