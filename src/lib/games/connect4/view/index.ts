import { editorOf, type GameViews } from '$lib/components/game-views';
import Connect4Thumbnail from './Connect4Thumbnail.svelte';
import Connect4Card from './Connect4Card.svelte';
import Connect4Panel from './Connect4Panel.svelte';
import Connect4Pruned from './Connect4Pruned.svelte';

/** What the view registry loads of Connect Four on first need: its Svelte parts. */
export const views: GameViews = {
	Card: Connect4Card,
	Pruned: Connect4Pruned,
	// Loaded when the position dialog first shows it.
	Editor: () => editorOf(import('./Connect4Editor.svelte')),
	Panel: Connect4Panel,
	Thumbnail: Connect4Thumbnail
};
// Its narration, loaded with its views: only the step-through page narrates.
export { connect4Narration as narration } from './narration';
