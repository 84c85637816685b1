import { catalog } from './catalog';

/**
 * Under a phone's whole telling ("More"), the calls it names that the tree's pane does not show
 * whole (components/UnseenCalls.svelte). Both languages here: they load with that note, when the
 * sheet first opens, past the first view (issue 45).
 */
export const outOfView = catalog(
	{
		said: (calls: readonly string[]) =>
			`Out of the tree's view: ${calls.length > 1 ? `${calls.slice(0, -1).join(', ')} and ${calls.at(-1)}` : calls[0]}. Drag the tree to see ${calls.length > 1 ? 'them' : 'it'}.`
	},
	{
		said: (calls) =>
			`树的视图之外：${calls.length > 1 ? `${calls.slice(0, -1).join('、')} 和 ${calls.at(-1)}` : calls[0]}。拖动树就能看到。`
	}
);
