import { editorOf, type GameViews } from '$lib/components/game-views';
import Connect4Panel from './Connect4Panel.svelte';

/** What the view registry loads of Connect Four on first need: its Svelte parts. */
export const views: GameViews = {
	// Loaded with the tree's parts past step 0 (components/card-views.svelte.ts).
	cards: () => import('./cards').then((loaded) => loaded.cards),
	// Loaded when the position dialog first shows it.
	Editor: () => editorOf(import('./Connect4Editor.svelte')),
	Panel: Connect4Panel
};
// Its narration, loaded with its views: only the step-through page narrates.
export { connect4Narration as narration } from './narration';
