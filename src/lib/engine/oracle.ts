import { evaluate, type Game, type Move, type MoveOrder, type Position } from './game';

/**
 * The order a search tries moves in: the game's own (`given`), or by each child's true minimax
 * value, best for the side to move first (`best`, the "oracle" order that shows alpha-beta's
 * limit, Knuth and Moore's minimal tree) or worst first (`worst`). Links write it `order=`, the
 * CLI `--order`, trace files `"order"`.
 */
export const MOVE_ORDERINGS = ['given', 'best', 'worst'] as const;
export type MoveOrdering = (typeof MOVE_ORDERINGS)[number];

export function isMoveOrdering(value: unknown): value is MoveOrdering {
	return typeof value === 'string' && (MOVE_ORDERINGS as readonly string[]).includes(value);
}

/**
 * The oracle order on `game` under `depthLimit` (null: none): at a position `depth` moves below
 * the root, its moves sorted by the exact minimax value of the position each leads to (searched
 * to the same limit, the game's `evaluate` at it). `best` puts the best for the side to move
 * first, `worst` the worst; a stable sort keeps the game's order among equal values, in both.
 * Values are computed by a plain minimax of their own (never recorded, never counted as calls)
 * and kept per position and depth, so each position is valued once however often it is met.
 */
export function oracleOrder(
	game: Game,
	depthLimit: number | null,
	ordering: 'best' | 'worst'
): MoveOrder {
	const limit = depthLimit ?? Infinity;
	// A position's value at each depth (a position sits at one depth in every game here, but the
	// key says so rather than assume it).
	const known: Map<Position, number>[] = [];
	const value = (position: Position, depth: number): number => {
		const level = (known[depth] ??= new Map());
		const cached = level.get(position);
		if (cached !== undefined) return cached;
		let result: number;
		if (game.isTerminal(position)) result = game.score(position);
		else if (depth >= limit) result = evaluate(game, position);
		else {
			const maximizing = game.isMaximizing(position);
			result = maximizing ? -Infinity : Infinity;
			for (const move of game.moves(position)) {
				const child = value(game.play(position, move), depth + 1);
				result = maximizing ? Math.max(result, child) : Math.min(result, child);
			}
		}
		level.set(position, result);
		return result;
	};
	return (position: Position, depth: number): readonly Move[] => {
		const moves = [...game.moves(position)];
		const values = new Map(
			moves.map((move) => [move, value(game.play(position, move), depth + 1)])
		);
		// Best first for the maximiser is highest first; worst first flips it; so does a minimiser.
		const flip = (game.isMaximizing(position) ? -1 : 1) * (ordering === 'best' ? 1 : -1);
		return moves.sort((a, b) => flip * ((values.get(a) ?? 0) - (values.get(b) ?? 0)));
	};
}
