/** An element's classes, as the DOM's classList keeps them. */
class Classes extends Set<string> {
	override add(...names: string[]): this {
		for (const name of names) super.add(name);
		return this;
	}
	remove(...names: string[]): void {
		for (const name of names) this.delete(name);
	}
	toggle(name: string, on: boolean): void {
		if (on) super.add(name);
		else this.delete(name);
	}
}

/**
 * A page as far as the measuring code reads it (the narration box's and the rule line's tests):
 * an element placed or removed, or a placed one's text changed, leaves the layout to redo, and
 * the next read of a size (`read`) lays the page out, counted. `first` is what `seen` made of the
 * copies placed as the first layout was done.
 */
export class FakePage {
	dirty = false;
	layouts = 0;
	first: string[] = [];
	/** What the measured element's parent holds besides it, in the order placed. */
	readonly placed: FakeElement[] = [];
	readonly #seen: (copy: FakeElement) => string;
	constructor(seen: (copy: FakeElement) => string) {
		this.#seen = seen;
	}
	read(): void {
		if (this.dirty && this.layouts++ === 0) this.first = this.placed.map(this.#seen);
		this.dirty = false;
	}
}

/** An element of a `FakePage`: a test's own kind adds the sizes it reads. */
export class FakeElement {
	readonly attributes = new Map<string, string>();
	readonly classList = new Classes();
	readonly style = { cssText: '' };
	parentElement: FakeElement | null = null;
	readonly page: FakePage;
	#text = '';
	constructor(page: FakePage) {
		this.page = page;
	}
	get textContent(): string {
		return this.#text;
	}
	set textContent(text: string) {
		this.#text = text;
		if (this.page.placed.includes(this)) this.page.dirty = true;
	}
	setAttribute(name: string, value: string): void {
		this.attributes.set(name, value);
	}
	removeAttribute(name: string): void {
		this.attributes.delete(name);
	}
	append(...parts: FakeElement[]): void {
		this.page.placed.push(...parts);
		this.page.dirty = true;
	}
	remove(): void {
		this.page.placed.splice(this.page.placed.indexOf(this), 1);
		this.page.dirty = true;
	}
}
