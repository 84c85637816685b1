import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstFitting, linesFor } from '../../../src/lib/components/search-status';
import { FakeElement, FakePage } from './fake-page';

/**
 * A page holding the rule line, as far as measuring reads it (`FakePage`: a read of a size after a
 * copy is placed, removed or given a text lays the page out, counted). At the line's 100 px a
 * character takes 10 px in full type and 5 set `tight`; a line of text is 20 px tall, and the
 * line's box holds two.
 */
function page() {
	/** What a copy says as it was placed, and in which type; "seen" unless hidden and unnamed. */
	const said = (copy: FakeElement) => {
		const hidden =
			copy.attributes.get('aria-hidden') === 'true' && !copy.attributes.has('aria-label');
		return `${copy.textContent}${copy.classList.has('tight') ? ' tight' : ''}${hidden ? '' : ' seen'}`;
	};
	const state = new FakePage(said);
	class Part extends FakeElement {
		get scrollHeight(): number {
			this.page.read();
			const each = this.classList.has('tight') ? 5 : 10;
			return Math.max(1, Math.ceil((this.textContent.length * each) / 100)) * 20;
		}
		get clientHeight(): number {
			this.page.read();
			return 40;
		}
		get clientWidth(): number {
			this.page.read();
			return 100;
		}
		cloneNode(): Part {
			const copy = new Part(this.page);
			for (const [name, value] of this.attributes) copy.attributes.set(name, value);
			copy.classList.add(...this.classList);
			return copy;
		}
	}
	const line = new Part(state);
	line.attributes.set('aria-label', 'Rule');
	line.classList.add('rule', 'tight');
	line.parentElement = new Part(state);
	return { line: line as unknown as HTMLElement, state, placed: state.placed };
}

beforeEach(() => vi.stubGlobal('getComputedStyle', () => ({ lineHeight: '20px' })));
afterEach(() => vi.unstubAllGlobals());

// Issue 45: the rule line tried each text on one hidden copy in turn, and each read laid the page
// out again (a side by side page holding two trees: some 25 ms a text, at each switch of
// language, presenting or width). Every copy is now placed first.
describe("the rule line's room for the run's tallest rule", () => {
	const rules = ['a'.repeat(25), 'b'.repeat(45), 'c'.repeat(5)];

	it('counts the lines of the tallest rule in full type, two at least', () => {
		// 45 characters of 10 px on a 100 px line: 5 lines.
		expect(linesFor(page().line, rules)).toBe(5);
		expect(linesFor(page().line, ['c'.repeat(5)])).toBe(2);
		expect(linesFor(page().line, [])).toBeNull();
	});

	it('lays the page out once for all the rules, and leaves no copy behind', () => {
		const { line, state, placed } = page();
		linesFor(line, rules);
		expect(state.layouts).toBe(1);
		expect(state.first).toEqual(rules);
		expect(placed).toEqual([]);
	});
});

describe("the rule line's first form that fits", () => {
	const forms = [
		{ text: 'a'.repeat(30), tight: false },
		{ text: 'b'.repeat(25), tight: false },
		{ text: 'a'.repeat(30), tight: true },
		{ text: 'b'.repeat(25), tight: true }
	];

	it('is the first form whose copy holds it in two lines, -1 for none', () => {
		// 30 and 25 characters at 10 px take 3 lines; 30 set tight, 2.
		expect(firstFitting(page().line, forms)).toBe(2);
		expect(firstFitting(page().line, forms.slice(1))).toBe(1);
		expect(firstFitting(page().line, forms.slice(0, 2))).toBe(-1);
	});

	it('lays the page out once for every form, hidden and in its type, and leaves no copy behind', () => {
		const { line, state, placed } = page();
		firstFitting(line, forms);
		expect(state.layouts).toBe(1);
		expect(state.first).toEqual([
			'a'.repeat(30),
			'b'.repeat(25),
			`${'a'.repeat(30)} tight`,
			`${'b'.repeat(25)} tight`
		]);
		expect(placed).toEqual([]);
	});
});
