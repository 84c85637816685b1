import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstFitting, linesFor } from '../../../src/lib/components/search-status';
import { Classes } from './class-list';

/**
 * A page holding the rule line, as far as measuring reads it: an element placed or removed, or
 * its text changed, leaves the layout to redo, and the next read of a size lays the page out,
 * counted. At the line's 100 px a character takes 10 px in full type and 5 set `tight`; a line
 * of text is 20 px tall, and the line's box holds two.
 */
function page() {
	/** Layouts done, and the copies' texts placed as the first was done. */
	const state = { dirty: false, layouts: 0, first: [] as string[] };
	const read = () => {
		if (state.dirty && state.layouts++ === 0) state.first = placed.map((copy) => copy.said);
		state.dirty = false;
	};
	/** What the line's parent holds besides the line, in the order placed. */
	const placed: Part[] = [];
	class Part {
		readonly attributes = new Map<string, string>();
		readonly classList = new Classes();
		readonly style = { cssText: '' };
		#text = '';
		parentElement: Part | null = null;
		get textContent(): string {
			return this.#text;
		}
		set textContent(text: string) {
			this.#text = text;
			if (placed.includes(this)) state.dirty = true;
		}
		/** What it says, hidden or not, and in which type. */
		get said(): string {
			const hidden =
				this.attributes.get('aria-hidden') === 'true' && !this.attributes.has('aria-label');
			return `${this.#text}${this.classList.has('tight') ? ' tight' : ''}${hidden ? '' : ' seen'}`;
		}
		get scrollHeight(): number {
			read();
			const each = this.classList.has('tight') ? 5 : 10;
			return Math.max(1, Math.ceil((this.#text.length * each) / 100)) * 20;
		}
		get clientHeight(): number {
			read();
			return 40;
		}
		get clientWidth(): number {
			read();
			return 100;
		}
		cloneNode(): Part {
			const copy = new Part();
			for (const [name, value] of this.attributes) copy.attributes.set(name, value);
			for (const name of this.classList) copy.classList.add(name);
			return copy;
		}
		setAttribute(name: string, value: string): void {
			this.attributes.set(name, value);
		}
		removeAttribute(name: string): void {
			this.attributes.delete(name);
		}
		append(...parts: Part[]): void {
			placed.push(...parts);
			state.dirty = true;
		}
		remove(): void {
			placed.splice(placed.indexOf(this), 1);
			state.dirty = true;
		}
	}
	const line = new Part();
	line.attributes.set('aria-label', 'Rule');
	line.classList.add('rule', 'tight');
	line.parentElement = new Part();
	return { line: line as unknown as HTMLElement, state, placed };
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
