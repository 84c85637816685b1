import type { Game, MoveOrder, Position } from '$lib/engine';

/**
 * Likely-best moves first, for the ordered alpha-beta: the game's own preference when it has one
 * (a board: the centre, then corners, then edges). Elsewhere (an explicit tree has no board to read) children by the value
 * of their first leaf, best for the side to move first; a stable sort keeps the game's order
 * among equals.
 */
export function likelyBestFirst(game: Game): MoveOrder {
	if (game.preferredMoves) return game.preferredMoves.bind(game);
	const firstLeaf = (position: Position): number => {
		let at = position;
		while (!game.isTerminal(at)) at = game.play(at, game.moves(at)[0] ?? 0);
		return game.score(at);
	};
	return (position) => {
		const moves = [...game.moves(position)];
		const value = new Map(moves.map((move) => [move, firstLeaf(game.play(position, move))]));
		const sign = game.isMaximizing(position) ? -1 : 1;
		return moves.sort((a, b) => sign * ((value.get(a) ?? 0) - (value.get(b) ?? 0)));
	};
}
