import { describe, expect, it } from 'vitest';
import { gameFor, InputError, type GameSource } from '../../../../src/lib/engine';
import { AIMA_TREE } from '../../../../src/lib/games/tree/link';
import { NAME_LIMIT } from '../../../../src/lib/games/tree/names';
import { parseTree, treeGame, type TreeGame } from '../../../../src/lib/games/tree/rules';
import { tree as treeModule } from '../../../../src/lib/games/tree/module';
import { explain, MESSAGES } from '../../../../src/lib/i18n';
import { DEFAULT_QUERY, readQuery, writeQuery } from '../../../../src/lib/player/query';
import { checkAnswers, Exercise } from '../../../../src/lib/practice/index';
import { treeLayout } from '../../../../src/lib/games/tree/view/sheet.svelte';
import { NODE_HALF, printedTree } from '../../../../src/lib/games/tree/view/printed';

/** The InputError `text` is refused with; fails the test when it is accepted. */
function refusal(text: string): InputError {
	try {
		parseTree(text);
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return error as InputError;
	}
	throw new Error(`${text} was accepted`);
}

/** Every node's name in preorder, null where none. */
const names = (game: TreeGame): (string | null)[] =>
	Array.from({ length: game.size }, (_, position) => game.name(position));

describe('named nodes in the tree form', () => {
	it('reads AIMA Figure 5.2 with A to D named, the same tree as its plain nested array', () => {
		const named = parseTree(AIMA_TREE);
		const plain = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		expect(named.size).toBe(13);
		expect(names(named).slice(0, 2)).toEqual(['A', 'B']);
		expect([1, 5, 9].map((position) => named.name(position))).toEqual(['B', 'C', 'D']);
		expect(names(named).filter((name) => name !== null)).toEqual(['A', 'B', 'C', 'D']);
		for (let position = 0; position < plain.size; position++) {
			expect(named.leafValue(position)).toBe(plain.leafValue(position));
			expect(named.level(position)).toBe(plain.level(position));
			expect(named.levelOrderNumber(position)).toBe(plain.levelOrderNumber(position));
		}
		expect(named.hasNames).toBe(true);
	});

	it('leaves a plain nested array exactly as it was: no names, the same source', () => {
		const plain = parseTree('[[3, 17], [2, 12]]');
		expect(plain.hasNames).toBe(false);
		// Its 7 nodes, the root's and the leaves' included, each without a name.
		expect(names(plain)).toHaveLength(7);
		expect(names(plain).every((name) => name === null)).toBe(true);
		expect(plain.source).toEqual([
			[3, 17],
			[2, 12]
		]);
	});

	it('mixes node objects, lists and numbers at any level, leaves named or not', () => {
		const game = parseTree(
			'[{"name":"B","children":[3,{"name":"x","value":12}]},[2,{"value":4}],{"children":[14]}]'
		);
		expect(game.size).toBe(9);
		expect(game.name(1)).toBe('B');
		expect(game.name(3)).toBe('x');
		expect(game.leafValue(3)).toBe(12);
		expect(game.leafValue(6)).toBe(4);
		expect(game.name(6)).toBeNull();
		expect(game.moves(7)).toHaveLength(1);
	});

	it('takes names of letters in any script, digits and primes, up to the limit', () => {
		const good = ['A', "B'", 'C′', 'a1', 'x_2', '根', 'Max-1', 'ABCDEFGHIJKL', 'N5', 'n'];
		for (const name of good) {
			const game = parseTree(JSON.stringify([{ name, value: 1 }]));
			expect(game.name(1)).toBe(name);
		}
		expect(NAME_LIMIT).toBe(12);
	});

	it('keeps its names in the source it writes back, the link and the trace file', () => {
		const game = parseTree(AIMA_TREE);
		const source = treeModule.sourceOf(game);
		expect(source).toEqual({ kind: 'tree', tree: AIMA_TREE, root: 'max' });
		const file = treeModule.file;
		if (!file) throw new Error('trees have a file form');
		expect(file.describe(game).tree).toEqual(JSON.parse(AIMA_TREE));
		const back = file.read(JSON.parse(JSON.stringify(file.describe(game))));
		expect(names(back)).toEqual(names(game));
	});

	it('carries its names through the packed form another thread rebuilds', () => {
		const game = parseTree(AIMA_TREE);
		const packed = treeModule.packing?.pack(game);
		if (!packed) throw new Error('trees pack');
		const unpacked = treeModule.packing?.unpack(structuredClone(packed));
		expect(unpacked && names(unpacked)).toEqual(names(game));
		expect(unpacked?.source).toEqual(JSON.parse(AIMA_TREE));
	});

	it('round-trips through a link: the tree= text, read back into the same named tree', () => {
		const source: GameSource = { kind: 'tree', tree: AIMA_TREE, root: 'min' };
		const written = writeQuery({ ...DEFAULT_QUERY, source });
		expect(new URLSearchParams(written).get('tree')).toBe(AIMA_TREE);
		const { query, problems } = readQuery(new URLSearchParams(written.slice(1)));
		expect(problems).toEqual([]);
		expect(query.source).toEqual(source);
		expect(names(gameFor(query.source) as TreeGame)).toEqual(names(parseTree(AIMA_TREE)));
	});

	it('round-trips a long named tree through the packed treez= form', () => {
		const children = Array.from({ length: 200 }, (_, index) => ({
			name: `L${index}`,
			value: index
		}));
		const text = JSON.stringify({ name: 'root', children });
		const written = writeQuery({
			...DEFAULT_QUERY,
			source: { kind: 'tree', tree: text, root: 'max' }
		});
		expect(written).toContain('treez=');
		const { query } = readQuery(new URLSearchParams(written.slice(1)));
		const game = gameFor(query.source) as TreeGame;
		expect(game.name(0)).toBe('root');
		expect(game.name(200)).toBe('L199');
	});
});

describe('malformed node objects, refused with the place of the mistake', () => {
	it('refuses an unknown key, naming it and the path', () => {
		const { message } = refusal('[[1,2],{"name":"C","weight":2,"children":[3]}]');
		expect(message).toBe(
			'The node at n3 (path 1) has the key "weight"; a node object takes "name" and either "children" or "value" (and, for chance nodes, "kind" and "weights").'
		);
		expect(refusal('{"children":[1],"chance":true}').message).toContain(
			'the root has the key "chance"'
		);
	});

	it('refuses a node with both children and value, or neither', () => {
		expect(refusal('[1,[2,{"children":[3],"value":4}]]').message).toContain(
			'The node at n5 (path 1.1) has both "children" and "value"'
		);
		expect(refusal('[[1],[2,{}]]').message).toContain(
			'The node at n6 (path 1.1) has neither "children" nor "value"'
		);
		expect(refusal('{}').message).toContain('The node at the root has neither');
		expect(refusal('[{"name":"B"}]').message).toContain('n2 (path 0) has neither');
	});

	it('refuses children that are not a non-empty list, and a value that is not a finite number', () => {
		expect(refusal('[{"children":3}]').message).toContain(
			'The "children" of the node at n2 (path 0) are not a list'
		);
		expect(refusal('[1,{"children":[]}]').message).toContain('The list at n3 (path 1) is empty');
		expect(refusal('[1,{"value":"7"}]').message).toBe(
			'The leaf at n3 (path 1) is "7"; leaves must be finite numbers.'
		);
		expect(refusal('[1,{"value":[7]}]').message).toContain('The leaf at n3 (path 1) is');
		expect(refusal('[1,[2,{"value":null}]]').message).toContain('n5 (path 1.1) is null');
	});

	it('refuses a root that is a leaf', () => {
		expect(refusal('{"name":"A","value":3}').message).toBe(
			'The root has a "value"; a tree\'s root needs "children".'
		);
		expect(refusal('"A"').message).toContain('must be a nested array');
	});

	it('refuses bad names: not text, empty, too long, odd characters, shaped like n4', () => {
		expect(refusal('[{"name":3,"value":1}]').message).toBe(
			'The name at n2 (path 0) is not text; write it in quotes, as in "name": "B".'
		);
		expect(refusal('[{"name":"","value":1}]').message).toContain('must be 1 to 12 characters');
		expect(refusal('[{"name":"ABCDEFGHIJKLM","value":1}]').message).toContain(
			'The name "ABCDEFGHIJKLM" at n2 (path 0) must be 1 to 12 characters long'
		);
		for (const name of ['A B', '<b>', ' A', 'A)', '"', '-A', 'A\u202e']) {
			const { message } = refusal(JSON.stringify([1, { name, value: 1 }]));
			expect(message).toContain('at n3 (path 1) may hold only letters, digits');
		}
		expect(refusal('{"name":"n4","children":[1]}').message).toContain(
			'The name "n4" at the root looks like the number the drawing gives a node'
		);
	});

	it('refuses a name given twice, naming both places', () => {
		expect(
			refusal('{"name":"A","children":[{"name":"B","children":[1]},[{"name":"B","value":2}]]}')
				.message
		).toBe(
			'The name "B" is given twice, at n2 (path 0) and at n5 (path 1.0); each node needs a name of its own.'
		);
		expect(refusal('{"name":"A","children":[{"name":"A","value":1}]}').message).toContain(
			'at the root and at n2 (path 0)'
		);
	});

	it('reports the first mistake a reader meets, in reading order', () => {
		const { message } = refusal('[{"name":"B","children":[1,"x"]},{"name":"B","value":2}]');
		expect(message).toContain('The leaf at n5 (path 0.1) is "x"');
	});

	it('quotes a long bad name short, with hidden characters escaped', () => {
		const name = `A${'\u0000'.repeat(3)}${'B'.repeat(100)}`;
		const { message } = refusal(JSON.stringify([{ name, value: 1 }]));
		expect(message).toContain('"A\\u0000\\u0000\\u0000BBB');
		expect(message).toContain('…');
		expect(message.length).toBeLessThan(200);
	});

	it('words every refusal in Chinese too', () => {
		const cases = [
			'[{"name":"C","weight":2,"value":3}]',
			'[{"children":[3],"value":4}]',
			'[{"name":"A B","value":1}]',
			'{"name":"A","children":[{"name":"A","value":1}]}',
			'{"value":1}'
		];
		for (const text of cases) {
			const chinese = explain(refusal(text))(MESSAGES.zh);
			expect(chinese).toMatch(/[\u4e00-\u9fff]/u);
			expect(chinese).not.toMatch(/\bnode\b|\bname\b(?!")/u);
		}
		expect(explain(refusal('[{"name":"A B","value":1}]'))(MESSAGES.zh)).toBe(
			'节点 n2（路径 0）处的名称 "A B" 只能包含字母、数字和 _ \' ′ * + -，并以字母或数字开头。'
		);
	});

	it('checks node objects given to treeGame (a trace file) as it checks the text', () => {
		expect(() => treeGame([{ name: 'B', children: [1, Number.NaN] }])).toThrow(
			'n4 (path 0.1) is NaN'
		);
		expect(treeGame({ name: 'A', children: [1, 2] }).name(0)).toBe('A');
	});
});

describe('named nodes on the practice sheet and the worksheet', () => {
	const exercise = new Exercise({
		game: parseTree(AIMA_TREE),
		algorithm: 'alphabeta',
		windows: false
	});

	it('labels B, C and D by name and the leaves by number', () => {
		expect([1, 2, 3, 4, 5].map((number) => exercise.label(number))).toEqual([
			'A',
			'B',
			'C',
			'D',
			'n5'
		]);
	});

	it("names them in the checker's reasons and the hint, in both languages", () => {
		// C (n3) is a min node worth 2; 4 written there, and nothing else.
		const { errors } = checkAnswers(exercise, {
			values: new Map([[3, '4']]),
			cuts: new Set(),
			windows: new Map()
		});
		const label = (node: number) => exercise.label(node);
		const reasons = errors.map((error) => MESSAGES.en.mistakes.reason(error, label));
		expect(reasons).toContain(
			'C is a min node: it returns the lowest of the children it searched, 2, not 4.'
		);
		expect(reasons.join(' ')).not.toMatch(/\bn[1-4]\b/);
		expect(errors.map((error) => MESSAGES.zh.mistakes.reason(error, label)).join(' ')).toContain(
			'C 是极小节点'
		);
		expect(MESSAGES.en.practice.hinted(label(2))).toBe('Hint: B is filled in.');
	});

	it('prints the names on the worksheet in place of n2-n4', () => {
		const printed = printedTree(exercise, treeLayout(exercise), new Set(), {
			key: false,
			linkFrom: NODE_HALF,
			scale: 1
		});
		const numbers = printed.labels.filter((label) => label.kind === 'number');
		expect(numbers.map((label) => label.text).slice(0, 3)).toEqual(['A', 'B', 'n5']);
		expect(numbers.map((label) => label.text)).toEqual(expect.arrayContaining(['C', 'D']));
	});
});
