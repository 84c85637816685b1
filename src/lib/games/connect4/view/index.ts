import { editorOf, type GameViews } from '$lib/components/game-views';
import Connect4Panel from './Connect4Panel.svelte';
import { connect4Narration } from './narration';

/** What the view registry loads of Connect Four on first need: its Svelte parts. */
export const views: GameViews = {
	// Loaded with the tree's parts past step 0 (components/card-views.svelte.ts).
	cards: () => import('./cards').then((loaded) => loaded.cards),
	// Loaded when the position dialog first shows it.
	Editor: () => editorOf(import('./Connect4Editor.svelte')),
	Panel: Connect4Panel
};
// Its narration, loaded whole with its views (only the step-through page narrates, and no first
// view shows this game): its opening tells step 0, the rest the steps past it.
export const opening = connect4Narration;
export const narration = async () => connect4Narration;
