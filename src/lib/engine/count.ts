import type { Game, Position } from './game';

/**
 * How many calls plain minimax makes from `position` (the call itself and every call below):
 * the size of the game tree under it, cut `depthLeft` moves down when a depth limit is set (a
 * call at the limit makes no calls). Alpha-beta uses it to say what a cut saved.
 *
 * Not a search rule: it takes no max or min and scores nothing, it only sizes the tree, so it
 * is not written against a `SearchRecorder` as the searches are (that would cost a call per
 * node where it now costs one per distinct position).
 *
 * The count depends only on the position and the depth left, so `memo` (shared between calls)
 * makes repeated positions free: on tic-tac-toe, counting every subtree of the empty board
 * touches each of its 5,478 positions once. A memo must serve one depth limit from one root:
 * there every position lies at one depth (its moves played), so the position alone is its key.
 * Iterative, so a deep tree cannot overflow the stack.
 */
export function minimaxCallCount(
	game: Game,
	position: Position,
	memo: Map<Position, number> = new Map(),
	depthLeft: number = Infinity
): number {
	const known = memo.get(position);
	if (known !== undefined) return known;
	// Post-order with an explicit stack: a position is summed once all its children are known.
	const stack: { position: Position; left: number; expanded: boolean }[] = [
		{ position, left: depthLeft, expanded: false }
	];
	while (stack.length > 0) {
		const top = stack[stack.length - 1] as (typeof stack)[number];
		if (memo.has(top.position)) {
			stack.pop();
			continue;
		}
		const moves = top.left <= 0 || game.isTerminal(top.position) ? [] : game.moves(top.position);
		if (!top.expanded) {
			top.expanded = true;
			for (const move of moves) {
				const child = game.play(top.position, move);
				if (!memo.has(child)) stack.push({ position: child, left: top.left - 1, expanded: false });
			}
			continue;
		}
		let total = 1;
		for (const move of moves) total += memo.get(game.play(top.position, move)) ?? 0;
		memo.set(top.position, total);
		stack.pop();
	}
	return memo.get(position) ?? 0;
}
