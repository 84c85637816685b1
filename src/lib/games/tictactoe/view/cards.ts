import type { CardViews } from '$lib/components/game-views';
import BoardCard from './BoardCard.svelte';
import BoardPruned from './BoardPruned.svelte';
import BoardThumbnail from './BoardThumbnail.svelte';

/** Tic-tac-toe's card parts, which no step 0 draws (a pending card is empty): loaded later. */
export const cards: CardViews = { Card: BoardCard, Pruned: BoardPruned, Thumbnail: BoardThumbnail };
