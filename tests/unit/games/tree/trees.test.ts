import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../src/lib/engine/index';
import {
	parseTree,
	TREE_LIMITS,
	treeGame,
	type TreeGame,
	type TreeOptions
} from '../../../../src/lib/games/tree/rules';
import { ARTICLE_TREE } from '../../traces';
import { levelOrderAt } from '../../../../src/lib/games/tree/numbering';

/** Returns the InputError `build` throws; fails the test otherwise. */
function inputError(build: () => unknown): InputError {
	try {
		build();
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return error as InputError;
	}
	throw new Error('the tree was accepted');
}

const parseError = (text: string, options: TreeOptions = {}): InputError =>
	inputError(() => parseTree(text, options));

/** The node reached from the root by the moves of `path`. */
function at(game: TreeGame, ...path: number[]): number {
	return path.reduce((node, move) => game.play(node, move), game.root);
}

/** Every node, breadth first. */
function levels(game: TreeGame): number[][] {
	const result: number[][] = [];
	let level = [game.root];
	while (level.length > 0) {
		result.push(level);
		level = level.flatMap((node) => game.moves(node).map((move) => game.play(node, move)));
	}
	return result;
}

describe('the article 004 tree', () => {
	const game = parseTree(ARTICLE_TREE);

	it('has 26 nodes, at most 2 children, a max root', () => {
		expect(game.size).toBe(26);
		expect(game.moveLimit).toBe(2);
		expect(game.rootKind).toBe('max');
		expect(game.root).toBe(0);
		expect(game.player(game.root)).toBe('max');
		expect(game.isMaximizing(game.root)).toBe(true);
	});

	it('alternates max and min by level', () => {
		const rows = levels(game);
		expect(rows.map((row) => row.length)).toEqual([1, 2, 4, 7, 12]);
		rows.forEach((row, depth) => {
			for (const node of row) {
				expect(game.level(node)).toBe(depth);
				expect(game.player(node)).toBe(depth % 2 === 0 ? 'max' : 'min');
				expect(game.isMaximizing(node)).toBe(depth % 2 === 0);
			}
		});
	});

	it('numbers nodes top to bottom, left to right', () => {
		expect(game.levelOrderNumber(game.root)).toBe(1);
		expect(game.levelOrderNumber(at(game, 0))).toBe(2);
		expect(game.levelOrderNumber(at(game, 1))).toBe(3);
		expect(game.levelOrderNumber(at(game, 0, 0))).toBe(4);
		expect(game.levelOrderNumber(at(game, 1, 1))).toBe(7);
		expect(game.levelOrderNumber(at(game, 0, 0, 0))).toBe(8);
		expect(
			levels(game)
				.flat()
				.map((node) => game.levelOrderNumber(node))
		).toEqual(Array.from({ length: 26 }, (_, index) => index + 1));
	});

	it('numbers positions in preorder', () => {
		expect(at(game, 0)).toBe(1);
		expect(at(game, 0, 0)).toBe(2);
		expect(at(game, 0, 0, 0)).toBe(3);
		expect(at(game, 0, 0, 0, 0)).toBe(4);
		expect(at(game, 1)).toBe(15);
	});

	it('reads the leaf values in order', () => {
		const leaves = levels(game)
			.flat()
			.filter((node) => game.isTerminal(node))
			.sort((a, b) => a - b);
		expect(leaves.map((node) => game.leafValue(node))).toEqual([
			3, 17, 2, 12, 15, 25, 0, 2, 5, 3, 2, 14
		]);
		expect(game.leafValue(at(game, 0, 1, 1, 0))).toBe(25);
		expect(game.score(at(game, 0, 1, 1, 0))).toBe(25);
		expect(game.leafValue(at(game, 1, 1, 0, 1))).toBe(14);
	});

	it('has no leaf value and some moves at inner nodes', () => {
		expect(game.leafValue(game.root)).toBeNull();
		expect(game.leafValue(at(game, 0, 1, 0))).toBeNull();
		expect(game.isTerminal(game.root)).toBe(false);
		expect(game.moves(game.root)).toEqual([0, 1]);
		expect(game.moves(at(game, 0, 1, 0))).toEqual([0]);
		expect(game.moves(at(game, 0, 1, 0, 0))).toEqual([]);
		expect(game.isTerminal(at(game, 0, 1, 0, 0))).toBe(true);
	});

	it('lists each distinct leaf value once in scores', () => {
		expect([...game.scores].sort((a, b) => a - b)).toEqual([0, 2, 3, 5, 12, 14, 15, 17, 25]);
	});

	it('keeps the source it was read from', () => {
		expect(game.source).toEqual(JSON.parse(ARTICLE_TREE));
	});

	it('flips every level with root min', () => {
		const min = parseTree(ARTICLE_TREE, { root: 'min' });
		expect(min.rootKind).toBe('min');
		levels(min).forEach((row, depth) => {
			for (const node of row) {
				expect(min.player(node)).toBe(depth % 2 === 0 ? 'min' : 'max');
				expect(min.isMaximizing(node)).toBe(depth % 2 === 1);
			}
		});
	});
});

describe('other shapes', () => {
	it('accepts leaves at different depths', () => {
		const game = parseTree('[1,[2,[3]]]');
		expect(game.size).toBe(6);
		expect(game.moveLimit).toBe(2);
		expect(game.leafValue(at(game, 0))).toBe(1);
		expect(game.level(at(game, 0))).toBe(1);
		expect(game.leafValue(at(game, 1, 0))).toBe(2);
		expect(game.level(at(game, 1, 0))).toBe(2);
		expect(game.leafValue(at(game, 1, 1, 0))).toBe(3);
		expect(game.level(at(game, 1, 1, 0))).toBe(3);
		expect(game.player(at(game, 1, 1))).toBe('max');
		expect(game.levelOrderNumber(at(game, 1, 1, 0))).toBe(6);
	});

	it('accepts a one-leaf tree', () => {
		const game = parseTree('[5]');
		expect(game.size).toBe(2);
		expect(game.moveLimit).toBe(1);
		expect(game.moves(game.root)).toEqual([0]);
		expect(game.leafValue(at(game, 0))).toBe(5);
		expect(game.scores).toEqual([5]);
	});

	it('accepts negative and fractional leaves', () => {
		const game = parseTree('[-1.5, 2e3]');
		expect(game.leafValue(at(game, 0))).toBe(-1.5);
		expect(game.leafValue(at(game, 1))).toBe(2000);
	});

	it('accepts an already parsed array via treeGame', () => {
		const game = treeGame([[1, 2], [3]], { root: 'min' });
		expect(game.size).toBe(6);
		expect(game.player(game.root)).toBe('min');
		expect(game.leafValue(at(game, 1, 0))).toBe(3);
	});
});

describe('bad trees', () => {
	it('refuses invalid JSON', () => {
		const { message } = parseError('[[1,2],');
		expect(message).toContain('not a valid nested array');
		expect(parseError('').message).toContain('not a valid nested array');
	});

	it('refuses a root that is not an array', () => {
		expect(parseError('5').message).toContain('must be a nested array');
		// An object is a node object (names.ts): one with neither children nor a value is refused.
		expect(parseError('{}').message).toContain('The node at the root has neither');
		expect(parseError('"[1]"').message).toContain('must be a nested array');
		expect(inputError(() => treeGame(null)).message).toContain('must be a nested array');
	});

	it('refuses an empty list at the root', () => {
		const { message } = parseError('[]');
		expect(message).toContain('the root is empty');
	});

	it('refuses an empty nested list and names its path', () => {
		const { message } = parseError('[[1,[]],2]');
		expect(message).toContain('path 0.1');
		expect(message).toContain('empty');
		expect(parseError('[1,[2,[3,[]]]]').message).toContain('n7 (path 1.1.1) is empty');
	});

	it('refuses a string leaf and names its path', () => {
		const { message } = parseError('[[1,"2"],3]');
		expect(message).toContain('path 0.1');
		expect(message).toContain('"2"');
		expect(message).toContain('finite numbers');
	});

	it('refuses a null leaf and names its path', () => {
		const { message } = parseError('[1,[2,null]]');
		expect(message).toContain('n5 (path 1.1) is null');
	});

	it('refuses a boolean leaf and names its path', () => {
		expect(parseError('[true]').message).toContain('n2 (path 0) is a boolean');
		expect(parseError('[[1],[2,{}]]').message).toContain('The node at n6 (path 1.1) has neither');
	});

	it('refuses non-finite leaves given to treeGame', () => {
		expect(inputError(() => treeGame([1, [Number.NaN]])).message).toContain('n4 (path 1.0) is NaN');
		expect(inputError(() => treeGame([Infinity])).message).toContain('n2 (path 0) is Infinity');
		expect(inputError(() => treeGame([[2, -Infinity]])).message).toContain(
			'n4 (path 0.1) is -Infinity'
		);
	});

	it('refuses more nodes than maxNodes', () => {
		expect(parseTree('[1,2]', { maxNodes: 3 }).size).toBe(3);
		const { message } = parseError('[1,2,3]', { maxNodes: 3 });
		expect(message).toContain('more than the limit of 3 nodes');
	});

	it('refuses more nodes than the default limit', () => {
		expect(TREE_LIMITS.maxNodes).toBe(100_000);
		const wide = JSON.stringify(Array.from({ length: 100_000 }, (_, index) => index));
		expect(parseError(wide).message).toContain('limit of 100,000 nodes');
		const fits = JSON.stringify(Array.from({ length: 99_999 }, (_, index) => index));
		expect(parseTree(fits).size).toBe(100_000);
	});

	it('refuses trees deeper than maxDepth', () => {
		expect(parseTree('[[[1]]]', { maxDepth: 3 }).size).toBe(4);
		const { message } = parseError('[[[1]]]', { maxDepth: 2 });
		expect(message).toContain('deeper than the limit of 2 levels');
		expect(message).toContain('path 0.0');
	});

	it('refuses trees deeper than the default limit', () => {
		expect(TREE_LIMITS.maxDepth).toBe(30);
		const nested = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
		expect(parseTree(nested(30)).size).toBe(31);
		expect(parseError(nested(31)).message).toContain('limit of 30 levels');
	});

	it('refuses a 100,000-level nesting with an InputError, not a stack overflow', () => {
		const depth = 100_000;
		expect(parseError(`${'['.repeat(depth)}1${']'.repeat(depth)}`).message).toMatch(
			/limit of 30 levels|not a valid nested array/
		);
		expect(parseError(`${'['.repeat(depth)}${']'.repeat(depth)}`).message).toMatch(
			/limit of 30 levels|not a valid nested array/
		);
	});

	it('refuses a 100,000-level nesting given to treeGame', () => {
		let value: unknown[] = [1];
		for (let i = 0; i < 100_000; i++) value = [value];
		const tree = value;
		expect(inputError(() => treeGame(tree)).message).toContain('limit of 30 levels');
	});

	it('refuses a sparse array (a hole where a child should be)', () => {
		const sparse: unknown[] = [1, 2];
		sparse.length = 3;
		expect(() => treeGame(sparse)).toThrow(InputError);
		expect(() => treeGame(sparse)).toThrow('n4 (path 2) is missing');
		expect(treeGame([1, [2]]).size).toBe(4);
	});
});

describe('a node named by its number, as the tree draws it', () => {
	it('numbers an unchecked tree as the checked one does, top to bottom, left to right', () => {
		const text = '[[3,12,8],[2,[4,{"name":"Q","children":[1,2]}],6],[14,5,2]]';
		const game = parseTree(text);
		const source: unknown = JSON.parse(text);
		const visit = (position: number, path: number[]): void => {
			expect(levelOrderAt(source, path.join('.')), path.join('.')).toBe(
				game.levelOrderNumber(position)
			);
			game.moves(position).forEach((move, at) => visit(game.play(position, move), [...path, at]));
		};
		visit(game.root, []);
		expect([
			levelOrderAt(source, '1.1.1.0'),
			levelOrderAt(source, '5'),
			levelOrderAt(source, '0.0', 3)
		]).toEqual([16, null, null]);
		// A refusal names the node so, with where it is in the text.
		expect(parseError('[[1,2],[3,[4,"x"]]]').message).toBe(
			'The leaf at n9 (path 1.1.1) is "x"; leaves must be finite numbers.'
		);
	});
});
