import type { GameEntry } from '../entries';
import type { GameExample } from '../presenter';

/** A search on Connect Four is depth-limited: this deep unless told otherwise. */
export const CONNECT4_DEFAULT_DEPTH = 4;

/**
 * X (the AI) to move wins at once in column 4, four up the middle; a search of any depth finds
 * it (tests/unit/games/connect4/connect4-presenter.test.ts pins the move and its score).
 */
export const WIN_IN_ONE: GameExample = {
	id: 'c4-win',
	rank: 10,
	label: 'exampleConnect4Win',
	source: { kind: 'connect4', moves: '434343', ai: 'X' },
	depthLimit: 2
};

/**
 * X (the AI) to move must block a threat only a search of four plies sees: O holds columns 3
 * and 4 on the bottom row, and a third disc beside them would leave both ends open. At depth 3
 * the search stacks on column 3 and misses it; from depth 4 it blocks in column 5
 * (tests/unit/games/connect4/connect4-presenter.test.ts pins both, and O's win after column 3).
 */
export const DEEP_THREAT: GameExample = {
	id: 'c4-threat',
	rank: 11,
	label: 'exampleConnect4Threat',
	source: { kind: 'connect4', moves: '1443', ai: 'X' },
	windowed: true,
	depthLimit: 4
};

export const EMPTY_CONNECT4: GameExample = {
	id: 'c4-empty',
	rank: 12,
	label: 'exampleConnect4Empty',
	source: { kind: 'connect4', moves: '', ai: 'X' },
	depthLimit: CONNECT4_DEFAULT_DEPTH
};

/**
 * An endgame, 14 cells empty, X (the AI) to move: column 4 is the only move that does not lose,
 * and it wins on the 41st disc, 13 plies on; each other column loses on the last. Minimax to the
 * end settles it in a few thousand calls (alpha-beta with a table), so MCTS's choice can be
 * checked against it: UCT needs a few hundred iterations to settle on column 4
 * (tests/unit/mcts-agreement.test.ts pins minimax's answer; tests/bench/mcts-figures.ts prints
 * the iterations for seeds 1 to 10). A depth-limited search plays column 4 too, by its estimate.
 */
export const C4_ENDGAME = {
	id: 'c4-endgame',
	rank: 13,
	label: 'exampleConnect4Endgame',
	source: { kind: 'connect4', moves: '5266176457322546753413415661', ai: 'X' },
	depthLimit: CONNECT4_DEFAULT_DEPTH
} as const satisfies GameExample;

/** Connect Four before its code loads: `game=connect4` or `moves` in a link, four examples. */
export const connect4Entry = {
	kind: 'connect4',
	linkParameters: ['game', 'moves'],
	editorLabel: 'connect4Kind',
	editorStart: EMPTY_CONNECT4.source,
	examples: [WIN_IN_ONE, DEEP_THREAT, EMPTY_CONNECT4, C4_ENDGAME]
} as const satisfies GameEntry;
