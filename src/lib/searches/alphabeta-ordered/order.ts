import type { Game, MoveOrder, Position } from '$lib/engine';

/**
 * Likely-best moves first, for the ordered alpha-beta: the game's own preference when it has one
 * (a board: the centre, then corners, then edges). Elsewhere (an explicit tree has no board to read) children by the value
 * of their first leaf, best for the side to move first; a stable sort keeps the game's order
 * among equals.
 */
export function likelyBestFirst(game: Game): MoveOrder {
	if (game.preferredMoves) return game.preferredMoves.bind(game);
	// Each position's first leaf, kept: every position on the way down to a leaf has that leaf
	// first, so a search orders each child once, not once per level above it.
	const known = new Map<Position, number>();
	const firstLeaf = (position: Position): number => {
		const path: Position[] = [];
		let at = position;
		let value = known.get(at);
		while (value === undefined && !game.isTerminal(at)) {
			path.push(at);
			at = game.play(at, game.moves(at)[0] ?? 0);
			value = known.get(at);
		}
		value ??= game.score(at);
		for (const passed of path) known.set(passed, value);
		return value;
	};
	return (position) => {
		const moves = [...game.moves(position)];
		const value = new Map(moves.map((move) => [move, firstLeaf(game.play(position, move))]));
		const sign = game.isMaximizing(position) ? -1 : 1;
		return moves.sort((a, b) => sign * ((value.get(a) ?? 0) - (value.get(b) ?? 0)));
	};
}
