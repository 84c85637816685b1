/**
 * Whether a root child with `a`'s counts is ahead of one with `b`'s for the move MCTS would
 * play: more visits, or as many and a greater mean reward W/N (with N the same, a greater W).
 * An exact tie leaves `b` ahead, so the caller keeps the child made first.
 */
export const leads = (
	a: { readonly visits: number; readonly wins: number },
	b: { readonly visits: number; readonly wins: number }
): boolean => a.visits > b.visits || (a.visits === b.visits && a.wins > b.wins);
