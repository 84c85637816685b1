import { describe, expect, it } from 'vitest';
import { tallestNeeded } from '../../../src/lib/components/narration-fit';
import { FakeElement, FakePage } from './fake-page';

/**
 * A page holding a narration box, as far as measuring reads it (`FakePage`: a read of a size after
 * a copy is placed or removed lays the page out, counted). A copy is 3 px tall a character in
 * full type, 2 tight, 1.5 tighter (at one width), and 10 more with its note shown.
 */
function page() {
	/** Each copy as it was placed: its classes, hidden from readers, named, hidden, its width. */
	const seen = (copy: FakeElement) =>
		[
			[...copy.classList].join('.'),
			copy.attributes.get('aria-hidden'),
			copy.attributes.has('aria-label'),
			/visibility:hidden/.test(copy.style.cssText),
			/width:320px/.test(copy.style.cssText)
		].join(' ');
	const state = new FakePage(seen);
	class Part extends FakeElement {
		parts: Record<string, Part> = {};
		get scrollHeight(): number {
			this.page.read();
			const each = this.classList.has('tighter') ? 1.5 : this.classList.has('tight') ? 2 : 3;
			const note = this.parts['.note']?.classList.has('shown') ? 10 : 0;
			return (this.parts['.text']?.textContent.length ?? 0) * each + note;
		}
		get clientWidth(): number {
			this.page.read();
			return 320;
		}
		cloneNode(): Part {
			const copy = new Part(this.page);
			for (const [name, value] of this.attributes) copy.attributes.set(name, value);
			copy.classList.add(...this.classList);
			for (const [selector, part] of Object.entries(this.parts))
				copy.parts[selector] = part.cloneNode();
			return copy;
		}
		querySelector(selector: string): Part | null {
			return this.parts[selector] ?? null;
		}
		querySelectorAll(): Part[] {
			return [];
		}
	}
	const box = new Part(state);
	box.attributes.set('aria-label', 'Narration');
	box.classList.add('narration', 'tight');
	box.parts = { '.text': new Part(state), '.note': new Part(state) };
	box.parentElement = new Part(state);
	return { box: box as unknown as HTMLElement, state, placed: state.placed };
}

// Issue 45: the box measured each of the run's longest tellings on a copy of its own, placed,
// read and removed in turn, and each copy laid the page out again (with the box's width read
// between: some 70 layouts for MCTS's 12 tellings in three types, beside its tree, at each switch
// of language or presenting). Every copy is now placed first.
describe("the narration box's height for the run's tallest telling", () => {
	const tellings = [
		{ text: 'a'.repeat(40), note: null },
		{ text: 'b'.repeat(30), note: 'a note' }
	];

	it('is the tallest telling in full type, or each in the least of its types', () => {
		// Full type: 40 × 3 = 120 against 30 × 3 + 10 = 100.
		expect(tallestNeeded(page().box, tellings, false)).toBe(120);
		// Smaller: 40 × 1.5 = 60 against 30 × 1.5 + 10 = 55.
		expect(tallestNeeded(page().box, tellings, true)).toBe(60);
		expect(tallestNeeded(page().box, tellings.slice(1), true)).toBe(55);
	});

	it('lays the page out once for every telling and type, and leaves no copy behind', () => {
		const { box, state, placed } = page();
		expect(tallestNeeded(box, tellings, true)).toBe(60);
		expect(state.layouts).toBe(1);
		expect(placed).toEqual([]);
	});

	it('measures hidden copies without the box’s name, at its width, in each type asked', () => {
		const { box, state } = page();
		tallestNeeded(box, tellings.slice(0, 1), true);
		expect(state.first).toEqual([
			'narration true false true true',
			'narration.tight true false true true',
			'narration.tight.tighter true false true true'
		]);
	});
});
