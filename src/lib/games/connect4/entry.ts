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

/** Connect Four before its code loads: `game=connect4` or `moves` in a link, three examples. */
export const connect4Entry = {
	kind: 'connect4',
	linkParameters: ['game', 'moves'],
	editorLabel: 'connect4Kind',
	editorStart: EMPTY_CONNECT4.source,
	examples: [WIN_IN_ONE, DEEP_THREAT, EMPTY_CONNECT4]
} as const satisfies GameEntry;
