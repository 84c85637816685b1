import type { Component } from 'svelte';
import type { Game, GameKind, GameSource } from '$lib/engine';
import { gameCatalogue, part } from '$lib/engine/catalogue';
import { addGamePart } from '$lib/engine/game-catalog';
import type { Scoring } from '$lib/games/source-traits';
import './presenters';
import { PARTS } from './parts';

import.meta.glob('../games/*/view/compare-first.ts', { eager: true });

/** The position in the compare view, with the options its searches take (a board's scoring). */
export type ComparePosition = Component<{
	game: Game;
	source: GameSource;
	onscoring: (scoring: Scoring) => void;
}>;

const POSITIONS = import.meta.glob<ComparePosition>('../games/*/view/ComparePosition.svelte', {
	import: 'default'
});
const POSITION = part<ComparePosition>(
	(kind) => `No compare position of game "${kind}": import 'src/lib/view-registry/compare' first.`
);

/**
 * The compare view's registry: each game's presenter and its `view/ComparePosition.svelte`,
 * loaded with its game on first need, and none of its other views (the compare page imports
 * this instead of the view registry, as the practice page adds its forms).
 */
for (const [path, { kind }] of Object.entries(PARTS)) {
	const position = POSITIONS[path.replace(/parts\.ts$/, 'ComparePosition.svelte')];
	if (position === undefined) throw new Error(`No view/ComparePosition.svelte of game "${kind}".`);
	addGamePart(kind, position, (loaded) => gameCatalogue.set(kind, POSITION, loaded));
}

/** The compare view's position of the kind `kind`. */
export const comparePositionOf = (kind: GameKind): ComparePosition =>
	gameCatalogue.get(kind, POSITION);
