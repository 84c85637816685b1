import { describe, expect, it } from 'vitest';
import { loadSearches } from '../../../src/lib/engine/search-catalog';
import { callPath, fitPath } from '../../../src/lib/player/call-path';
import { openSession } from '../../../src/lib/player/plan';
import { ARTICLE_TREE } from '../../articles';

// The path strip's words (V23 F2): the path from the root to a call, named as the tree draws it.
const connect4 = (algorithm: 'alphabeta' | 'iterative', moves: string, depthLimit: number) =>
	openSession({ kind: 'connect4', moves, ai: 'X' }, { algorithm, depthLimit, symmetry: false });
const texts = (parts: readonly ({ text: string } | null)[]) =>
	parts.map((part) => part?.text ?? '…');

describe('the path to a call', () => {
	it('names a board tree’s calls by number, after the move into each', () => {
		const session = connect4('alphabeta', '434343', 2);
		// FC10: X dropped a disc in column 2 (FC2's subtree, FC3-FC9, came first).
		expect(texts(callPath(session, 10, 'en'))).toEqual(['FC1', 'X→2 FC10']);
		expect(texts(callPath(session, 10, 'zh'))).toEqual(['FC1', 'X→2 FC10']);
		expect(callPath(session, 2, 'en').map((part) => part.call)).toEqual([1, 2]);
	});

	it('names an iteration by its depth, in each language', async () => {
		await loadSearches(['iterative']);
		const session = connect4('iterative', '1443', 4);
		const en = texts(callPath(session, 11, 'en'));
		const zh = texts(callPath(session, 11, 'zh'));
		expect(en).toEqual(['FC1', 'depth 2 FC10', 'X→4 FC11']);
		expect(zh).toEqual(['FC1', '深度 2 FC10', 'X→4 FC11']);
	});

	it('names a tree’s nodes as its figure does', () => {
		const session = openSession(
			{ kind: 'tree', tree: ARTICLE_TREE, root: 'max' },
			{ algorithm: 'minimax', depthLimit: null, symmetry: false }
		);
		expect(texts(callPath(session, 3, 'en'))).toEqual(['n1', 'n2', 'n4']);
	});
});

describe('a path fitted to a strip', () => {
	const parts = ['FC1', 'X→4 FC2', 'O→3 FC3', 'X→5 FC4', 'O→1 FC5'].map((text, call) => ({
		call: call + 1,
		text
	}));
	it('is whole where it fits', () => {
		expect(texts(fitPath(parts, 60))).toEqual(texts(parts));
	});
	it('drops the calls after the root first, the running call’s nearest kept', () => {
		expect(texts(fitPath(parts, 30))).toEqual(['FC1', '…', 'X→5 FC4', 'O→1 FC5']);
		expect(texts(fitPath(parts, 5))).toEqual(['FC1', '…', 'O→1 FC5']);
	});
});
