import { editorOf, type GameViews } from '$lib/components/game-views';
import TreeCard from './TreeCard.svelte';
import TreePruned from './TreePruned.svelte';

/** What the view registry loads of game trees on first need: its Svelte parts. */
export const views: GameViews = {
	Card: TreeCard,
	Pruned: TreePruned,
	// Loaded when the position dialog first shows it.
	Editor: () => editorOf(import('./TreeEditor.svelte')),
	// A tree's nodes say it all: no position panel.
	Panel: null,
	// A tree's node is said by its value: no picture of its own.
	Thumbnail: null
};
// Its narration, loaded with its views: only the step-through page narrates.
export { treeNarration as narration } from './narration';
