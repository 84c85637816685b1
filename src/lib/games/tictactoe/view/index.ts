import { editorOf, type GameViews } from '$lib/components/game-views';
import BoardCard from './BoardCard.svelte';
import BoardPruned from './BoardPruned.svelte';
import BoardThumbnail from './BoardThumbnail.svelte';
import PositionPanel from './PositionPanel.svelte';

/** What the view registry loads of tic-tac-toe on first need: its Svelte parts. */
export const views: GameViews = {
	Card: BoardCard,
	Pruned: BoardPruned,
	// Loaded when the position dialog first shows it.
	Editor: () => editorOf(import('./BoardEditor.svelte')),
	Panel: PositionPanel,
	Thumbnail: BoardThumbnail
};
// Its narration, loaded with its views: only the step-through page narrates.
export { tictactoeNarration as narration } from './narration';
