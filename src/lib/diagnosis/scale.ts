import type { Game } from '../engine/index';
import { readGame } from '../engine/import';
import { describeGameOf } from '../engine/json';

/**
 * The scorings a game's file form may name (a board's `scoring`: ±10, ±1, and wins counted down
 * by depth). A student's values on another of them are a difference of convention (`scale`): the
 * comparison goes on against our search of the game so scored.
 */
export const SCORINGS = ['article', 'unit', 'depth'];

/** The game under each other scoring its description takes; none for a game without one. */
export function rescored(game: Game): { scoring: string; game: Game }[] {
	const description = describeGameOf(game) as unknown as Record<string, unknown>;
	const own = description.scoring;
	if (typeof own !== 'string') return [];
	return SCORINGS.filter((scoring) => scoring !== own).map((scoring) => ({
		scoring,
		game: readGame({ game: { ...description, scoring } })
	}));
}
