import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureCopies } from '../../src/lib/ui/hidden-copies';
import { FakeElement, FakePage } from './components/fake-page';

/**
 * A page holding one element, as far as measuring reads it (`FakePage`: a read of a size after a
 * copy is placed, removed or given a text lays the page out, counted): 200 px wide, a copy 10 px
 * tall a character of its text. Each copy names the parent it was placed in, and whether it was
 * copied with its children.
 */
function page(parented = true) {
	/** A copy as it was placed: its text, classes, where, deep or not, hidden, named, its style. */
	const seen = (copy: FakeElement) => {
		const part = copy as Part;
		return [
			copy.textContent,
			[...copy.classList].join('.'),
			part.placedIn?.name,
			part.deep ? 'deep' : 'shallow',
			copy.attributes.get('aria-hidden'),
			copy.attributes.has('aria-label') ? 'named' : 'unnamed',
			copy.style.cssText
		].join(' ');
	};
	const state = new FakePage(seen);
	class Part extends FakeElement {
		name = '';
		deep = false;
		placedIn: Part | null = null;
		get scrollHeight(): number {
			this.page.read();
			return this.textContent.length * 10;
		}
		get clientWidth(): number {
			this.page.read();
			return 200;
		}
		cloneNode(deep = false): Part {
			const copy = new Part(this.page);
			for (const [name, value] of this.attributes) copy.attributes.set(name, value);
			copy.classList.add(...this.classList);
			copy.deep = deep;
			return copy;
		}
		override append(...parts: FakeElement[]): void {
			for (const part of parts) (part as Part).placedIn = this;
			super.append(...parts);
		}
	}
	const element = new Part(state);
	element.attributes.set('aria-label', 'Rule');
	element.classList.add('rule');
	const parent = Object.assign(new Part(state), { name: 'parent' });
	if (parented) element.parentElement = parent;
	const body = Object.assign(new Part(state), { name: 'body' });
	return { element: element as unknown as HTMLElement, state, body };
}

/** Gives a copy `text`, set `tight` or not. */
const holding = (copy: HTMLElement, form: { text: string; tight: boolean }) => {
	copy.classList.toggle('tight', form.tight);
	copy.textContent = form.text;
};
const heights = (copies: readonly HTMLElement[]) => copies.map((copy) => copy.scrollHeight);

afterEach(() => vi.unstubAllGlobals());

// Issue 45: the narration box and the rule line each measured their texts on hidden copies of
// themselves, one helper each; both now measure through this one, which places every copy
// before any is read.
describe('measuring hidden copies of an element', () => {
	const forms = [
		{ text: 'abc', tight: false },
		{ text: 'abcdefg', tight: true }
	];

	it('reads each form on its own copy, in order, and gives back what the reading gives', () => {
		expect(measureCopies(page().element, forms, holding, heights)).toEqual([30, 70]);
		expect(measureCopies(page().element, [], holding, heights)).toEqual([]);
	});

	it('places every copy beside the element, hidden, unnamed and at its width, laying out once', () => {
		const { element, state } = page();
		measureCopies(element, forms, holding, heights, { style: 'height:auto' });
		expect(state.layouts).toBe(1);
		const style = 'position:absolute;visibility:hidden;width:200px;height:auto';
		expect(state.first).toEqual([
			`abc rule parent shallow true unnamed ${style}`,
			`abcdefg rule.tight parent shallow true unnamed ${style}`
		]);
	});

	it('copies the children only when asked, and places copies in the body with no parent', () => {
		const { element, state, body } = page(false);
		vi.stubGlobal('document', { body });
		measureCopies(element, forms.slice(0, 1), holding, heights, { deep: true });
		expect(state.first).toEqual([
			'abc rule body deep true unnamed position:absolute;visibility:hidden;width:200px;'
		]);
	});

	it('leaves no copy behind, even when the reading fails', () => {
		const { element, state } = page();
		measureCopies(element, forms, holding, heights);
		expect(state.placed).toEqual([]);
		expect(() =>
			measureCopies(element, forms, holding, () => {
				throw new Error('unreadable');
			})
		).toThrow('unreadable');
		expect(state.placed).toEqual([]);
	});
});
