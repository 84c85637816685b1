import type { GameSource } from '$lib/engine';
import type { GameEntry } from '../entries';
import type { GameExample } from '../presenter';

/** The freeCodeCamp article's figure 2. */
export const ARTICLE_BOARD = 'O.XX.X.OO';

/** The article's board as a source: X to move (from the counts), X the AI, its ±10 scores. */
const ARTICLE_SOURCE = {
	kind: 'board',
	board: ARTICLE_BOARD,
	toMove: null,
	ai: 'X',
	scoring: 'article'
} as const satisfies GameSource;

/**
 * A board where looking two moves ahead picks a losing move: X (the AI) wins with the fork at
 * cell 4, which pays off only on its third move, beyond a limit of 2 (tests/unit/engine/depth.test.ts
 * finds it and pins its figures).
 */
export const HORIZON_EXAMPLE: GameExample = {
	id: 'horizon',
	rank: 3,
	label: 'exampleHorizon',
	source: { kind: 'board', board: 'XO.X..O..', toMove: null, ai: 'X', scoring: 'article' },
	depthLimit: 2
};

/**
 * A board where minimax and expectimax choose different moves (tests/unit/searches/expectimax.test.ts
 * pins it): X to move on cells 3, 5 and 8, and every move draws against O's best reply, so minimax
 * keeps the first, cell 3; against a random O, cell 5 is worth +5 on average (O has two replies
 * and one of them loses), cell 3 only 0. Opened under expectimax, whose note says the difference.
 */
const CHANCE_EXAMPLE: GameExample = {
	id: 'chance',
	rank: 3.5,
	label: 'exampleChance',
	source: { kind: 'board', board: 'XOX.O.OX.', toMove: null, ai: 'X', scoring: 'article' },
	chance: true
};

/** Tic-tac-toe before its code loads: `board` in a link, the article's board and two more. */
export const tictactoeEntry = {
	kind: 'board',
	linkParameters: ['board'],
	editorLabel: 'boardKind',
	editorStart: ARTICLE_SOURCE,
	examples: [
		{ id: 'board', rank: 0, label: 'exampleBoard', source: ARTICLE_SOURCE },
		{
			id: 'empty',
			rank: 2,
			label: 'exampleEmpty',
			source: { kind: 'board', board: '.........', toMove: null, ai: 'X', scoring: 'article' }
		},
		HORIZON_EXAMPLE,
		CHANCE_EXAMPLE
	]
} as const satisfies GameEntry;
