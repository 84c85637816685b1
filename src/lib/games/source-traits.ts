import type { GameSource } from '$lib/engine';

/** How finished games score: a board's convention (games/tictactoe/rules.ts's `Scoring`). */
export type Scoring = Extract<GameSource, { kind: 'board' }>['scoring'];

/**
 * What a source carries besides its position, asked without the caller naming its kind: the
 * scoring convention (tic-tac-toe boards only), and whether it is cheap to read.
 */

/** How finished games score under `source`: a board's convention; 'article' where none applies. */
export function scoringOf(source: GameSource): Scoring {
	return source.kind === 'board' ? source.scoring : 'article';
}

/** `source` scored by `scoring` where its kind has a scoring convention; any other, unchanged. */
export function withScoring(source: GameSource, scoring: Scoring): GameSource {
	return source.kind === 'board' ? { ...source, scoring } : source;
}

/**
 * Whether `source` reads in well under a millisecond, so a page may read it on its own thread:
 * a board or a Connect Four move string (at most 42 moves; a longer text is refused at once), a
 * tree written in at most `treeChars` characters. A random tree may be drawn 100,000 nodes big.
 */
export function readsQuickly(source: GameSource, treeChars: number): boolean {
	if (source.kind !== 'tree') return true;
	return 'tree' in source && source.tree.length <= treeChars;
}
