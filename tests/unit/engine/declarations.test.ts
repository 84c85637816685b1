import { describe, expect, it } from 'vitest';
import { InputError, type SearchSettings } from '../../../src/lib/engine/index';
import { checkSettings } from '../../../src/lib/engine/search-settings';
import { callCeiling, CUT_TRACE_CALL_CEILING } from '../../../src/lib/engine/ceiling';
import { compareRows } from '../../../src/lib/engine/compare';
import { depthCeiling } from '../../../src/lib/engine/search';
import { settingsAs } from '../../../src/lib/engine/search-settings';
import {
	companionSearchId,
	reorderedFrom,
	gameRefusal,
	searchesTakingSetting,
	searchIds,
	searchInstead,
	smallerSearchIds,
	takesSetting,
	traceDeclaration,
	variantOptions,
	type SharedSetting
} from '../../../src/lib/engine/search-catalog';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { ARTICLE_BOARD } from '../traces';

/**
 * What the core asks of a search instead of testing its kind: the shared settings it takes, what
 * its traces hold, which games it refuses, and the roles it plays, each pinned for the registry's
 * searches.
 */

const refused = (run: () => void): InputError => {
	try {
		run();
	} catch (error) {
		if (error instanceof InputError) return error;
		throw error;
	}
	throw new Error('Not refused.');
};

describe('the shared settings a search takes', () => {
	it('are declared by each search, in the registry order', () => {
		expect(searchesTakingSetting('symmetry')).toEqual(['memo', 'alphabeta-table', 'mtdf']);
		expect(searchesTakingSetting('cut')).toEqual([
			'alphabeta',
			'alphabeta-ordered',
			'alphabeta-table',
			'pvs',
			'iterative',
			'mtdf',
			'expectimax-bounded'
		]);
		// Every search by calls takes an order, but those that try moves in an order of their own.
		expect(searchIds('calls').filter((id) => !takesSetting(id, 'order'))).toEqual([
			'alphabeta-ordered',
			'iterative'
		]);
		expect(takesSetting('mcts', 'order')).toBe(false);
	});

	it('agree with what their traces hold: symmetry keys a table, a cut rule needs a window', () => {
		for (const id of searchIds('calls')) {
			const declared = traceDeclaration(id);
			expect(takesSetting(id, 'symmetry'), id).toBe(declared.origin);
			expect(takesSetting(id, 'cut'), id).toBe(declared.window);
		}
	});

	it('are refused, each with its own reason, when a search does not take them', () => {
		const game = boardGame(ARTICLE_BOARD);
		const given: Record<SharedSetting, Partial<SearchSettings>> = {
			symmetry: { symmetry: true },
			order: { order: 'best' },
			cut: { cut: 'gt' }
		};
		const codes = { symmetry: 'symmetryNoTable', order: 'orderOwnOrder', cut: 'cutNoWindow' };
		for (const id of searchIds('calls'))
			for (const setting of ['symmetry', 'order', 'cut'] as const) {
				const settings = { algorithm: id, depthLimit: null, symmetry: false, ...given[setting] };
				const check = () => checkSettings(game, settings, depthCeiling(game));
				if (takesSetting(id, setting)) expect(check, `${id} ${setting}`).not.toThrow();
				else expect(refused(check).code, `${id} ${setting}`).toBe(codes[setting]);
			}
	});

	it('are kept by settingsAs only for a search that takes them', () => {
		const asked = {
			algorithm: 'alphabeta-table',
			depthLimit: 3,
			symmetry: true,
			order: 'best',
			cut: 'gt'
		} as const;
		expect(settingsAs(asked, 'mtdf')).toEqual({ ...asked, algorithm: 'mtdf' });
		expect(settingsAs(asked, 'minimax')).toEqual({
			algorithm: 'minimax',
			depthLimit: 3,
			symmetry: false,
			order: 'best'
		});
		expect(settingsAs(asked, 'alphabeta-ordered')).toEqual({
			algorithm: 'alphabeta-ordered',
			depthLimit: 3,
			symmetry: false,
			cut: 'gt'
		});
	});
});

describe('what a search refuses of a game', () => {
	it('is a tree with chance nodes under a search whose values are not averages', () => {
		const chance = parseTree('{"kind":"chance","children":[1,2]}');
		const error = gameRefusal(chance, 'minimax', false);
		expect(error?.code).toBe('chanceNeedsAverages');
		expect(error?.params[0]).toEqual({
			algorithm: 'minimax',
			averaging: ['expectimax', 'expectimax-bounded']
		});
		expect(searchInstead(chance, 'minimax', false)).toBe('expectimax');
		expect(gameRefusal(chance, 'expectimax', false)).toBeNull();
	});

	it('is a tree stating no value bounds under a search that prunes with them', () => {
		const plain = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		expect(gameRefusal(plain, 'expectimax-bounded', false)?.code).toBe('boundsUnstated');
		expect(searchInstead(plain, 'expectimax-bounded', false)).toBe('expectimax');
		expect(gameRefusal(boardGame(ARTICLE_BOARD), 'expectimax-bounded', false)).toBeNull();
	});
});

describe('the roles searches declare', () => {
	it('name the companion, the smaller searches, the reordered one and the second rows', () => {
		expect(companionSearchId()).toBe('alphabeta');
		expect(smallerSearchIds()).toEqual(['alphabeta-ordered', 'alphabeta-table']);
		expect(searchIds().filter((id) => reorderedFrom(id) !== null)).toEqual(['alphabeta-ordered']);
		expect(reorderedFrom('alphabeta-ordered')).toBe('alphabeta');
		expect(searchIds().filter((id) => variantOptions(id) !== null)).toEqual(['iterative']);
		expect(compareRows().filter((row) => row.options !== undefined)).toEqual([
			{
				key: 'iterative-aspiration',
				algorithm: 'iterative',
				symmetry: false,
				options: { aspiration: 1 }
			}
		]);
	});

	it('give the searches that cut the lower ceiling', () => {
		for (const id of searchIds('calls'))
			expect(callCeiling(id) === CUT_TRACE_CALL_CEILING, id).toBe(takesSetting(id, 'cut'));
	});
});
