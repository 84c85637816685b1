/** An element's classes, as the DOM's classList keeps them (for the measuring tests' fake pages). */
export class Classes extends Set<string> {
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
