import type { GameKind } from '$lib/engine';
import { loadOnce } from '$lib/engine/load-once';
import type { GamePresenter } from '$lib/games/presenter';
import type { CardViews } from './game-views';

// Each kind's card parts (its card, cut node and small picture), out of the first view: the bare
// `/` opens at step 0, whose calls are all pending, and a pending board card draws nothing. Each
// kind's load is added with its views (`registerViews`); they all load with the tree's other parts
// past step 0 (tree-detail-code.svelte.ts), and a kind added after that loads at once.
const loads: Partial<Record<GameKind, () => Promise<void>>> = {};
let loaded: Readonly<Partial<Record<GameKind, CardViews>>> = $state.raw({});
let wanted = false;

/** Adds a kind's card parts' load; once any are asked for, they load at once. */
export function addCardViews(kind: GameKind, cards: () => Promise<CardViews>): void {
	const load = loadOnce(() =>
		cards().then((views) => void (loaded = { ...loaded, [kind]: views }))
	);
	loads[kind] = load;
	if (wanted) void load().catch(() => {});
}

/** Loads the card parts of every kind added so far and of any added later. */
export function loadCardViews(): Promise<void> {
	wanted = true;
	return Promise.all(Object.values(loads).map((load) => load())).then(() => {});
}

/** The card parts of the presenter's kind, or null before they are in. */
export const cardViewsFor = (presenter: GamePresenter): CardViews | null =>
	loaded[presenter.kind] ?? null;
