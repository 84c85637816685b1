import type { CardViews } from '$lib/components/game-views';
import TreeCard from './TreeCard.svelte';
import TreePruned from './TreePruned.svelte';

/** A game tree's card parts, loaded after its views (components/card-views.svelte.ts). */
export const cards: CardViews = {
	Card: TreeCard,
	Pruned: TreePruned,
	// A tree's node is said by its value: no picture of its own.
	Thumbnail: null
};
