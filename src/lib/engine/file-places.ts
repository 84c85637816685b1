import type { Game } from './game';
import { moduleOf } from './game-catalog';
import type { FilePlaces } from './game-module';

/**
 * How a trace file (docs/trace-format.md) writes a game's positions and moves: as the
 * game's module says (`GameModule.file.places`). The writer (json.ts) and the reader
 * (rebuild.ts) use the same form, so what one writes the other reads.
 */
export type { FilePlaces };

/** Moves written as they are: a cell or a child index. */
export const same = (move: number): number => move;

export function filePlaces(game: Game): FilePlaces {
	const file = moduleOf(game).file;
	if (!file) throw new TypeError(`A game of kind "${game.kind}" has no trace files.`);
	return file.places(game);
}
