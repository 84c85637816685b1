import { editorOf, type GameViews } from '$lib/components/game-views';
import PositionPanel from './PositionPanel.svelte';

/** What the view registry loads of tic-tac-toe on first need: its Svelte parts. */
export const views: GameViews = {
	// Loaded with the tree's parts past step 0 (components/card-views.svelte.ts).
	cards: () => import('./cards').then((loaded) => loaded.cards),
	// Loaded when the position dialog first shows it.
	Editor: () => editorOf(import('./BoardEditor.svelte')),
	Panel: PositionPanel
};
// Its narration (only the step-through page narrates): step 0's with its views, the first view's;
// the rest with the steps past it.
export { tictactoeOpening as opening } from './opening';
export const narration = () => import('./narration').then((loaded) => loaded.tictactoeNarration);
