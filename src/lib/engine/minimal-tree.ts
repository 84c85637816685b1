import type { Game, Position } from './game';

/**
 * Knuth and Moore's minimal tree: on a uniform tree (every inner node with `branching`
 * children, every leaf `depth` moves down), alpha-beta trying the best move first everywhere
 * examines exactly b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves, against minimax's b^d. The figures the compare
 * view and the step-through page show beside a search's own.
 */

export interface UniformShape {
	readonly branching: number;
	readonly depth: number;
}

/** The most positions walked to decide whether a game is uniform (a tree's own ceiling). */
const WALK_LIMIT = 100_001;

/**
 * The shape of the tree searched from `game.root` under `depthLimit` (null: none) when it is
 * uniform: every position above the limit and not over has the same number of moves, and every
 * finished position or estimate sits at the same depth. Null otherwise, or past `WALK_LIMIT`
 * positions (it stops at the first position that breaks the shape, so a board stops at once).
 */
export function uniformShape(game: Game, depthLimit: number | null): UniformShape | null {
	const limit = depthLimit ?? Infinity;
	let branching = 0;
	let leafDepth = -1;
	let walked = 0;
	const walk = (position: Position, depth: number): boolean => {
		if (++walked > WALK_LIMIT) return false;
		if (game.isTerminal(position) || depth >= limit) {
			if (leafDepth === -1) leafDepth = depth;
			return leafDepth === depth;
		}
		const moves = game.moves(position);
		if (branching === 0) branching = moves.length;
		if (moves.length !== branching) return false;
		return moves.every((move) => walk(game.play(position, move), depth + 1));
	};
	if (!walk(game.root, 0) || branching < 1 || leafDepth < 1) return null;
	return { branching, depth: leafDepth };
}
