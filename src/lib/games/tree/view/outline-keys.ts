/**
 * What a key pressed on a node of the tree editor's outline asks for (a tree widget's keys, as
 * WAI-ARIA's tree pattern has them, plus the editing keys), or null for a key it leaves alone.
 */
export type OutlineCommand =
	| {
			readonly kind: 'go';
			readonly to: 'next' | 'previous' | 'parent' | 'child' | 'first' | 'last';
	  }
	| { readonly kind: 'add' }
	| { readonly kind: 'remove' }
	| { readonly kind: 'move'; readonly by: -1 | 1 }
	/** Enter or F2: the value of a leaf, the name of an inner node; `typed` starts it off. */
	| { readonly kind: 'edit'; readonly typed?: string }
	| { readonly kind: 'name' };

const GO: Record<string, OutlineCommand> = {
	ArrowDown: { kind: 'go', to: 'next' },
	ArrowUp: { kind: 'go', to: 'previous' },
	ArrowLeft: { kind: 'go', to: 'parent' },
	ArrowRight: { kind: 'go', to: 'child' },
	Home: { kind: 'go', to: 'first' },
	End: { kind: 'go', to: 'last' }
};

export function outlineCommand(
	event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>
): OutlineCommand | null {
	if (event.ctrlKey || event.metaKey) return null;
	if (event.altKey) {
		if (event.key === 'ArrowUp') return { kind: 'move', by: -1 };
		if (event.key === 'ArrowDown') return { kind: 'move', by: 1 };
		return null;
	}
	const go = GO[event.key];
	if (go !== undefined) return go;
	if (event.key === '+' || event.key === 'Insert') return { kind: 'add' };
	if (event.key === 'Delete' || event.key === 'Backspace') return { kind: 'remove' };
	if (event.key === 'Enter' || event.key === 'F2') return { kind: 'edit' };
	if (event.key === 'n' || event.key === 'N') return { kind: 'name' };
	// A digit or a minus sign starts typing a leaf's value, as in a spreadsheet.
	if (/^[\d.-]$/.test(event.key)) return { kind: 'edit', typed: event.key };
	return null;
}
