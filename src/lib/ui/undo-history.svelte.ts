/**
 * An editor's undo and redo: the states before each edit, and those undone since. Any editor
 * keeps one (the board, the tree, Connect Four); a state is whatever the editor needs to show its
 * position again, and must not be changed once recorded (each edit makes a new one).
 */
export class UndoHistory<T> {
	#past = $state.raw<readonly T[]>([]);
	#future = $state.raw<readonly T[]>([]);
	/** The kind of the last edit when it may take in the next of that kind (typing). */
	#openRun: string | null = null;
	readonly #limit: number;

	/** `limit`: the most edits kept; the oldest go first. */
	constructor(limit = 200) {
		this.#limit = limit;
	}

	get canUndo(): boolean {
		return this.#past.length > 0;
	}

	get canRedo(): boolean {
		return this.#future.length > 0;
	}

	/** How many edits can be undone, then redone. */
	get sizes(): { readonly undo: number; readonly redo: number } {
		return { undo: this.#past.length, redo: this.#future.length };
	}

	/**
	 * Records `before`, the state an edit is about to leave, and forgets what was undone. An edit
	 * with a `run` (typing in one field) joins the edit before it when that had the same run, so
	 * one undo takes back a burst of typing, not one key.
	 */
	record(before: T, run: string | null = null): void {
		this.#future = [];
		if (run !== null && run === this.#openRun) return;
		this.#openRun = run;
		this.#past = [...this.#past, before].slice(-this.#limit);
	}

	/** Ends the run of typing, so the next edit is its own (the field lost focus). */
	closeRun(): void {
		this.#openRun = null;
	}

	/** The state to show instead of `current`, which redo brings back; null with nothing to undo. */
	undo(current: T): T | null {
		const before = this.#past.at(-1);
		if (before === undefined) return null;
		this.#openRun = null;
		this.#past = this.#past.slice(0, -1);
		this.#future = [...this.#future, current];
		return before;
	}

	/** The state undone last, to show instead of `current`; null with nothing to redo. */
	redo(current: T): T | null {
		const after = this.#future.at(-1);
		if (after === undefined) return null;
		this.#openRun = null;
		this.#future = this.#future.slice(0, -1);
		this.#past = [...this.#past, current];
		return after;
	}
}

/** What undo and redo act on: an editor with its history. */
export interface Undoable {
	readonly canUndo: boolean;
	readonly canRedo: boolean;
	undo(): void;
	redo(): void;
}

/**
 * The undo and redo of a subject kept whole in `history`: `state` reads the subject now,
 * `restore` puts a state back. What an editor's buttons and keys call (`UndoButtons`, `undoKeys`).
 */
export function undoable<T>(
	history: UndoHistory<T>,
	state: () => T,
	restore: (state: T) => void
): Undoable {
	return {
		get canUndo() {
			return history.canUndo;
		},
		get canRedo() {
			return history.canRedo;
		},
		undo() {
			const before = history.undo(state());
			if (before !== null) restore(before);
		},
		redo() {
			const after = history.redo(state());
			if (after !== null) restore(after);
		}
	};
}

/** What a key handler reads of a key press (a plain object in the unit tests). */
export type KeyPress = Pick<
	KeyboardEvent,
	'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
>;

/**
 * The command a key press asks of an editor: Ctrl+Z (⌘Z) undo; Ctrl+Shift+Z, Ctrl+Y (⌘⇧Z)
 * redo; null for any other key. Inside a text field it is null too: there the field's own undo
 * takes back the characters just typed, with the caret where it was, which is what someone
 * typing expects (and each change it makes still reaches the editor as typing). The editor's
 * buttons undo whole edits from anywhere.
 */
export function undoCommand(event: KeyPress): 'undo' | 'redo' | null {
	if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return null;
	if (isTextField(event.target)) return null;
	const key = event.key.toLowerCase();
	if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
	if (key === 'y' && !event.shiftKey) return 'redo';
	return null;
}

/** Inputs that take typed text (not buttons, checkboxes, ranges or colours). */
const TEXT_INPUTS = new Set(['text', 'search', 'number', 'email', 'url', 'tel', 'password']);

/** A text field marked `data-untyped` has had nothing typed in it to undo: the keys are the editor's. */
function isTextField(target: EventTarget | null): boolean {
	if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
	if (target.dataset.untyped !== undefined) return false;
	if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
	return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}

/**
 * An attachment for an editor's outer element: Ctrl+Z and its kin (see `undoCommand`) undo and
 * redo `target`'s edits while the focus is anywhere in the editor.
 */
export function undoKeys(target: Undoable): (element: HTMLElement) => () => void {
	return (element) => {
		const onkeydown = (event: KeyboardEvent): void => {
			const command = undoCommand(event);
			if (command === null) return;
			event.preventDefault();
			if (command === 'undo') target.undo();
			else target.redo();
		};
		element.addEventListener('keydown', onkeydown);
		return () => element.removeEventListener('keydown', onkeydown);
	};
}
