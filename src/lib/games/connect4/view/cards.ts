import type { CardViews } from '$lib/components/game-views';
import Connect4Card from './Connect4Card.svelte';
import Connect4Pruned from './Connect4Pruned.svelte';
import Connect4Thumbnail from './Connect4Thumbnail.svelte';

/** Connect Four's card parts, loaded after its panel (components/card-views.svelte.ts). */
export const cards: CardViews = {
	Card: Connect4Card,
	Pruned: Connect4Pruned,
	Thumbnail: Connect4Thumbnail
};
