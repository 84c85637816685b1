import { describe, expect, it } from 'vitest';
import { plainSearch, type SearchId } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { sessionFrom } from '../../../src/lib/player/session';
import { treeCards } from '../../../src/lib/components/tree-cards';
import { labelEms, labelRoomIn } from '../../../src/lib/components/geometry';

/**
 * Presenting, a Connect Four tree is laid out again for its wider cards: 130 apart, room for a
 * window of whole numbers ("[−134, −134]") at 14 px on screen at the follow zoom (0.85), and
 * further apart where a search with bounds over chance nodes writes fractions (issue 43: 12.7 px).
 */
const session = (algorithm: SearchId) => {
	const game = connect4Game('1443');
	const trace = search(game, { ...plainSearch(algorithm), depthLimit: 4 });
	return sessionFrom({ kind: 'connect4', moves: '1443', ai: 'X' }, game, trace);
};

describe('presenting cards of a Connect Four tree', () => {
	it('stay 130 apart for windows of whole numbers', () => {
		expect(treeCards(session('alphabeta'), true).layout?.options.nodeWidth).toBe(130);
	});

	it('move apart for the widest fractional window, which then reads 14 px at the follow zoom', () => {
		const layout = treeCards(session('expectimax-bounded'), true).layout;
		// "[+144/49, +135]": 9.85 em at 14 / 0.85 units, 162.2 units, and the air.
		expect(layout?.options.nodeWidth).toBe(167);
		const room = labelRoomIn(layout?.options.nodeWidth ?? 0);
		expect(labelEms('[+144/49, +135]') * (14 / 0.85)).toBeLessThanOrEqual(room);
		// Not presenting: the presenter's own layout.
		expect(treeCards(session('expectimax-bounded'), false).layout).toBeNull();
	});
});
