/**
 * The articles' examples as the tests spell them, apart from the product's own constants so a
 * changed constant shows up as a failing test.
 */

/** Article 004's example tree. */
export const ARTICLE_TREE = '[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]';

/**
 * The freeCodeCamp article's board (its figure 2): X to move, X the AI; minimax makes the nine
 * calls FC1..FC9 of its figure 3 and plays cell 4.
 */
export const ARTICLE_BOARD = 'O.XX.X.OO';

/**
 * The boards of minimax's nine calls on it, FC1 to FC9, as the article walks them: FC2 is X in
 * cell 1 (FC3, FC4 below it), FC5 X's win in cell 4, FC6 X in cell 6 (FC7 to FC9 below it).
 */
export const ARTICLE_CALL_BOARDS = [
	'O.XX.X.OO',
	'OXXX.X.OO',
	'OXXXOX.OO',
	'OXXX.XOOO',
	'O.XXXX.OO',
	'O.XX.XXOO',
	'OOXX.XXOO',
	'OOXXXXXOO',
	'O.XXOXXOO'
] as const;

/** The same board as the article's code writes it (`origBoard`): marks, and empty cells' indexes. */
export const ARTICLE_BOARD_ARRAY = '["O",1,"X","X",4,"X",6,"O","O"]';

/**
 * Minimax from the empty board (X to move, X the AI) calls once per node of the whole game tree:
 * 1 + 9 + 72 + 504 + 3,024 + 15,120 + 54,720 + 148,176 + 200,448 + 127,872 = 549,946 calls.
 */
export const FULL_GAME_MINIMAX_CALLS = 549_946;

/**
 * Alpha-beta from the empty board with the article's ±10 scores, trying the cells in order 0–8:
 * 18,297 calls, as `tests/unit/reference.ts`'s independent search counts them.
 */
export const FULL_GAME_ALPHABETA_CALLS = 18_297;
