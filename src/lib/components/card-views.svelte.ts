import type { GameKind } from '$lib/engine';
import type { GamePresenter } from '$lib/games/presenter';
import type { CardViews } from './game-views';

// Each kind's card parts (its card, cut node and small picture), out of the first view: the bare
// `/` opens at step 0, whose calls are all pending, and a pending board card draws nothing. Each
// kind's load is added with its views (`registerViews`); they all load with the tree's other parts
// past step 0 (tree-detail-code.svelte.ts), and a kind added after that loads at once.
const loaders: Partial<Record<GameKind, () => Promise<CardViews>>> = {};
const loading: Partial<Record<GameKind, Promise<void>>> = {};
let loaded: Readonly<Partial<Record<GameKind, CardViews>>> = $state.raw({});
let wanted = false;

const load = (kind: GameKind): Promise<void> => {
	const load = loaders[kind];
	if (load === undefined) return Promise.resolve();
	let promise = loading[kind];
	if (promise === undefined) {
		promise = load().then(
			(views) => void (loaded = { ...loaded, [kind]: views }),
			(error: unknown) => {
				// A failed load (offline) is tried again on the next call.
				delete loading[kind];
				throw error;
			}
		);
		loading[kind] = promise;
	}
	return promise;
};

/** Adds a kind's card parts' load; once any are asked for, they load at once. */
export function addCardViews(kind: GameKind, cards: () => Promise<CardViews>): void {
	loaders[kind] = cards;
	delete loading[kind];
	if (wanted) void load(kind).catch(() => {});
}

/** Loads the card parts of every kind added so far and of any added later. */
export function loadCardViews(): Promise<void> {
	wanted = true;
	return Promise.all((Object.keys(loaders) as GameKind[]).map(load)).then(() => {});
}

/** The card parts of the presenter's kind, or null before they are in. */
export const cardViewsFor = (presenter: GamePresenter): CardViews | null =>
	loaded[presenter.kind] ?? null;
