import { describe, expect, it } from 'vitest';
import { UndoHistory, undoCommand, type KeyPress } from '$lib/ui/undo-history.svelte';

/** An editor of one number, as the editors use the history: record before each edit. */
class Counter {
	value = 0;
	readonly history = new UndoHistory<number>(3);

	set(value: number, run: string | null = null): void {
		this.history.record(this.value, run);
		this.value = value;
	}

	undo(): void {
		this.value = this.history.undo(this.value) ?? this.value;
	}

	redo(): void {
		this.value = this.history.redo(this.value) ?? this.value;
	}
}

describe('an undo history', () => {
	it('has nothing to undo or redo at first, and says so', () => {
		const history = new UndoHistory<string>();
		expect([history.canUndo, history.canRedo]).toEqual([false, false]);
		expect(history.undo('now')).toBeNull();
		expect(history.redo('now')).toBeNull();
	});

	it('undoes edits newest first and redoes them in the order they were made', () => {
		const counter = new Counter();
		counter.set(1);
		counter.set(2);
		counter.undo();
		expect(counter.value).toBe(1);
		counter.undo();
		expect(counter.value).toBe(0);
		expect(counter.history.canUndo).toBe(false);
		counter.redo();
		counter.redo();
		expect(counter.value).toBe(2);
		expect([counter.history.canUndo, counter.history.canRedo]).toEqual([true, false]);
	});

	it('forgets what was undone once a new edit is made', () => {
		const counter = new Counter();
		counter.set(1);
		counter.set(2);
		counter.undo();
		counter.set(5);
		expect(counter.history.canRedo).toBe(false);
		counter.undo();
		expect(counter.value).toBe(1);
	});

	it('keeps at most its limit of edits, dropping the oldest', () => {
		const counter = new Counter();
		for (const value of [1, 2, 3, 4, 5]) counter.set(value);
		expect(counter.history.sizes).toEqual({ undo: 3, redo: 0 });
		for (let undo = 0; undo < 5; undo++) counter.undo();
		expect(counter.value).toBe(2);
	});

	it('takes a burst of typing back in one undo, until the run is closed or another edit comes', () => {
		const counter = new Counter();
		counter.set(1, 'text');
		counter.set(12, 'text');
		counter.set(123, 'text');
		counter.undo();
		expect(counter.value).toBe(0);
		counter.redo();
		counter.set(1234, 'text');
		counter.undo();
		// The redo closed the run: the typing after it is an edit of its own.
		expect(counter.value).toBe(123);
		counter.set(9);
		counter.set(99, 'text');
		counter.history.closeRun();
		counter.set(999, 'text');
		counter.undo();
		counter.undo();
		expect(counter.value).toBe(9);
	});
});

describe('the undo keys', () => {
	const press = (key: string, mods: Partial<KeyPress> = {}) =>
		undoCommand({
			key,
			ctrlKey: false,
			metaKey: false,
			shiftKey: false,
			altKey: false,
			defaultPrevented: false,
			target: null,
			...mods
		});

	it('read Ctrl+Z as undo, Ctrl+Shift+Z and Ctrl+Y as redo, ⌘ alike', () => {
		expect(press('z', { ctrlKey: true })).toBe('undo');
		expect(press('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
		expect(press('y', { ctrlKey: true })).toBe('redo');
		expect(press('z', { metaKey: true })).toBe('undo');
		expect(press('z', { metaKey: true, shiftKey: true })).toBe('redo');
	});

	it('leave other keys alone', () => {
		expect(press('z')).toBeNull();
		expect(press('x', { ctrlKey: true })).toBeNull();
		expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
		expect(press('Y', { ctrlKey: true, shiftKey: true })).toBeNull();
	});
});
