import type { Game } from './game';
import { gameModule, moduleOf } from './game-catalog';
import type { GameKind, GameSource } from './game-module';

/**
 * A game as people and links write it (each game module says how: a board's cells, a Connect
 * Four move string, a tree as JSON text or a random tree's recipe). Every view, worker, link
 * and file names its position this way; `gameFor` turns it into a `Game` once, through the
 * game's registered module (game-catalog.ts).
 */
export type { GameKind, GameSource };

/** The game a source describes; throws `InputError` with the reason when it cannot be played. */
export function gameFor(source: GameSource): Game {
	return gameModule(source.kind).gameFor(source);
}

/** The source of a game already built, as its module writes it. */
export function sourceOf(game: Game): GameSource {
	return moduleOf(game).sourceOf(game);
}

/** The kind of a game already built. */
export function kindOf(game: Game): GameKind {
	return moduleOf(game).kind;
}

/**
 * Two sources name the same game the same way: the same kind, then as its module compares them
 * (field by field unless it says otherwise).
 */
export function sameSource(a: GameSource, b: GameSource): boolean {
	if (a.kind !== b.kind) return false;
	const module = gameModule(a.kind);
	if (module.sameSource) return module.sameSource(a, b);
	const fields = Object.keys(a) as (keyof GameSource)[];
	return (
		fields.length === Object.keys(b).length &&
		fields.every((field) => Object.hasOwn(b, field) && a[field] === b[field])
	);
}

/**
 * A game in a few English words, as the CLI names it: `board O.XX.X.OO`, with what is not the
 * default (`board X........ (AI O, depth scoring)`), `Connect Four 4453 (AI O)`, or `a tree of 26
 * nodes (root min)`.
 */
export function describeSource(game: Game): string {
	return moduleOf(game).describe(game);
}
