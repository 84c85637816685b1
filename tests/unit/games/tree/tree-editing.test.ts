import { describe, expect, it, vi } from 'vitest';
import { outlineCommand } from '$lib/games/tree/view/outline-keys';
import { rowsOf } from '$lib/games/tree/view/outline-rows';
import type { TreeGame } from '$lib/games/tree/rules';
import { checkTree, type TreeCheck } from '$lib/games/tree/view/tree-check';
import { OUTLINE_LIMIT, TreeEditing } from '$lib/games/tree/view/tree-editing.svelte';
import { MESSAGES, type Localized } from '$lib/i18n';
import { readTreeText, type TreeTextReading } from '$lib/games/tree/view/tree-text';

const FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';
const start = (text: string) => new TreeEditing({ kind: 'tree', tree: text, root: 'max' }, text);

describe('the tree editor: text and outline in step', () => {
	it('reads typed text into the outline, and keeps the last that read while it does not', () => {
		const editing = start('[[3, 17], [2, 12]]');
		editing.text = '[[1, 2], [3]]';
		expect(editing.outline.kind === 'tree' && rowsOf(editing.outline.tree, 'max').length).toBe(6);
		editing.text = '[[1, 2], [3';
		expect(editing.outlineKept).toBe(true);
		expect(editing.check.ok).toBe(false);
		expect(editing.outline.kind === 'tree' && rowsOf(editing.outline.tree, 'max').length).toBe(6);
		// An edit of the outline writes the text again, whole.
		editing.select([1]);
		editing.addChild();
		expect(editing.text).toBe('[[1,2],[3,0]]');
		expect(editing.outlineKept).toBe(false);
	});

	it('undoes a burst of typing at once, and each outline edit on its own', () => {
		const editing = start(FIGURE_5_2);
		editing.text = '[[1]]';
		editing.text = '[[1,2]]';
		editing.endTyping();
		editing.text = '[[1,2,3]]';
		editing.select([0, 2]);
		editing.setValue('9');
		expect(editing.text).toBe('[[1,2,9]]');
		editing.edits.undo();
		expect(editing.text).toBe('[[1,2,3]]');
		editing.edits.undo();
		expect(editing.text).toBe('[[1,2]]');
		editing.edits.undo();
		expect(editing.text).toBe(FIGURE_5_2);
		expect(editing.edits.canUndo).toBe(false);
		editing.edits.redo();
		editing.edits.redo();
		editing.edits.redo();
		expect(editing.text).toBe('[[1,2,9]]');
		expect(editing.edits.canRedo).toBe(false);
	});

	it('brings the node chosen back with an undo, and keeps the choice within the tree', () => {
		const editing = start(FIGURE_5_2);
		editing.select([2, 1]);
		editing.remove();
		expect(editing.text).toBe('[[3,12,8],[2,4,6],[14,2]]');
		expect(editing.selected).toEqual([2, 1]);
		editing.remove();
		expect(editing.selected).toEqual([2, 0]);
		editing.edits.undo();
		expect(editing.selected).toEqual([2, 1]);
		editing.select([7, 7, 7]);
		expect(editing.selected).toEqual([2, 1]);
	});

	it('says why an edit was not made, in both languages, and the next edit clears it', () => {
		const editing = start(FIGURE_5_2);
		editing.select([]);
		editing.remove();
		expect(editing.refusal?.(MESSAGES.en)).toBe(
			'The root cannot be removed; use Empty tree to start again.'
		);
		expect(editing.refusal?.(MESSAGES.zh)).toBe('根节点不能删除；请用“空树”重新开始。');
		editing.select([0, 0]);
		editing.setValue('twelve');
		expect(editing.refusal?.(MESSAGES.en)).toBe(
			'"twelve" is not a number; a leaf\'s value is a finite number.'
		);
		expect(editing.text).toBe(FIGURE_5_2);
		editing.setValue('-1.5');
		expect(editing.refusal).toBeNull();
		expect(editing.text).toBe('[[-1.5,12,8],[2,4,6],[14,5,2]]');
	});

	it("states a node's kind and a chance node's probabilities, refused with the tree form's reasons", () => {
		const editing = start(FIGURE_5_2);
		editing.select([0]);
		editing.setKind('chance');
		expect(editing.text).toBe('[{"kind":"chance","children":[3,12,8]},[2,4,6],[14,5,2]]');
		const sides = () =>
			editing.outline.kind === 'tree'
				? rowsOf(editing.outline.tree, 'max')
						.filter((row) => 'children' in row.node)
						.map((row) => [row.key, row.side, row.level])
				: [];
		expect(sides()).toEqual([
			['', 'max', 'max'],
			['0', 'chance', 'min'],
			['1', 'min', 'min'],
			['2', 'min', 'min']
		]);
		editing.setWeights(['1/6', ' 0.5 ', '+1/3']);
		expect(editing.refusal).toBeNull();
		expect(editing.text).toBe(
			'[{"kind":"chance","weights":["1/6",0.5,"1/3"],"children":[3,12,8]},[2,4,6],[14,5,2]]'
		);
		expect(editing.check).toEqual({ ok: true, size: 13 });
		const had = editing.text;
		for (const [typed, en, zh] of [
			[
				['1/2', '1/4', '1/2'],
				'The weights of the chance node at n2 (path 0) add up to 1.25, not 1.',
				'1.25'
			],
			[
				['-1/4', '3/4', '1/2'],
				'The chance node at n2 (path 0) has the weight -1/4; every weight must be above 0.',
				'-1/4'
			],
			[
				['1/2', 'half', '1/4'],
				'The "weights" of the chance node at n2 (path 0) are not a list of numbers or fractions such as [0.5, "1/4", 0.25].',
				'"weights"'
			]
		] as const) {
			editing.setWeights(typed);
			expect(editing.refusal?.(MESSAGES.en), typed.join()).toBe(en);
			expect(editing.refusal?.(MESSAGES.zh), typed.join()).toContain(zh);
			expect(editing.text).toBe(had);
		}
		// All blank: each child alike again.
		editing.setWeights(['', '', '']);
		expect(editing.text).toBe('[{"kind":"chance","children":[3,12,8]},[2,4,6],[14,5,2]]');
		editing.setWeights(['1/4', '1/4', '1/2']);
		// A chance node that becomes min loses its weights; by its level, the kind comes off.
		editing.setKind('min');
		expect(editing.text).toBe('[{"kind":"min","children":[3,12,8]},[2,4,6],[14,5,2]]');
		editing.setKind(null);
		expect(editing.text).toBe(FIGURE_5_2);
		editing.edits.undo();
		editing.edits.undo();
		expect(editing.text).toBe(
			'[{"kind":"chance","weights":["1/4","1/4","1/2"],"children":[3,12,8]},[2,4,6],[14,5,2]]'
		);
		// Below a chance node its children stand on its own side: min under a max root.
		editing.text = '[{"kind":"chance","children":[[1,2],[3,4]]}]';
		expect(sides()).toEqual([
			['', 'max', 'max'],
			['0', 'chance', 'min'],
			['0.0', 'min', 'min'],
			['0.1', 'min', 'min']
		]);
		// A chance node needs children: refused on the empty tree, which keeps its kind.
		editing.empty();
		editing.setKind('chance');
		expect(editing.refusal?.(MESSAGES.en)).toBe(
			'The chance node at the root has no children; a chance node needs "children", one per outcome.'
		);
		expect(editing.refusal?.(MESSAGES.zh)).toContain('机会节点');
		expect(editing.text).toBe('[]');
	});

	it('moves a node by place, and not past either end', () => {
		const editing = start(FIGURE_5_2);
		editing.select([0]);
		editing.move(-1);
		expect(editing.edits.canUndo).toBe(false);
		editing.move(1);
		expect(editing.text).toBe('[[2,4,6],[3,12,8],[14,5,2]]');
		expect(editing.selected).toEqual([1]);
		expect(editing.said?.(MESSAGES.en)).toBe('Moved to place 2 of 3.');
		expect(editing.said?.(MESSAGES.zh)).toBe('已移到第 2 位（共 3 个）。');
		editing.moveTo([1], 2);
		expect(editing.text).toBe('[[2,4,6],[14,5,2],[3,12,8]]');
		editing.move(1);
		expect(editing.text).toBe('[[2,4,6],[14,5,2],[3,12,8]]');
	});

	it('starts again from the empty tree, which the search refuses until it has a child', () => {
		const editing = start(FIGURE_5_2);
		editing.empty();
		expect(editing.text).toBe('[]');
		expect(editing.check.ok ? null : editing.check.reason(MESSAGES.en)).toBe(
			'The list at the root is empty; every inner node needs a child.'
		);
		editing.addChild();
		expect(editing.check).toEqual({ ok: true, size: 2 });
		expect(editing.said?.(MESSAGES.en)).toBe('Child added to the root, which has 1 child.');
		expect(editing.said?.(MESSAGES.zh)).toBe('已给根节点添加子节点，现在它有 1 个子节点。');
		editing.root = 'min';
		expect(rowsOf(readOutline(editing), editing.root).map((row) => row.side)).toEqual([
			'min',
			'max'
		]);
		editing.edits.undo();
		expect(editing.root).toBe('max');
		expect(editing.said).toBeNull();
	});

	it("checks a tree as the practice form does: a refusal of the form's own once the tree reads", () => {
		const said = (check: TreeCheck) => (check.ok ? check.size : check.reason(MESSAGES.en));
		// Practice refuses a tree over a limit; the editor (no refusal) takes any tree that reads.
		const refuse = (game: TreeGame): Localized | null =>
			game.size > 10 ? (t) => t.mistakes.tooBig(game.size, 10) : null;
		expect(said(checkTree(' ', 'max', refuse))).toBe(MESSAGES.en.editors.treeHint);
		expect(said(checkTree('[[3,12,8],[]]', 'max', refuse))).toBe(
			'The list at n3 (path 1) is empty; every inner node needs a child.'
		);
		expect(said(checkTree(FIGURE_5_2, 'max', refuse))).toBe(MESSAGES.en.mistakes.tooBig(13, 10));
		expect(said(checkTree(FIGURE_5_2, 'min'))).toBe(13);
		expect(checkTree('[[3,12],[8]]', 'min', refuse)).toEqual({ ok: true, size: 6 });
	});

	it('lists a tree up to its limit in the outline, and says a bigger one is edited as text', () => {
		const leaves = (count: number) => `[${Array.from({ length: count }, () => 1).join(',')}]`;
		const editing = start(leaves(OUTLINE_LIMIT - 1));
		expect(editing.outline.kind).toBe('tree');
		editing.text = leaves(OUTLINE_LIMIT);
		expect(editing.outline).toEqual({ kind: 'tooBig', nodes: OUTLINE_LIMIT + 1 });
		expect(editing.check).toEqual({ ok: true, size: OUTLINE_LIMIT + 1 });
		editing.edits.undo();
		expect(editing.outline.kind).toBe('tree');
	});

	it('searches a drawn tree untouched by its recipe, and an edited one by its text', () => {
		const options = { branching: [2, 2] as const, depth: 2, min: 0, max: 9, seed: 3 };
		const editing = start(FIGURE_5_2);
		editing.generate('[[1,2],[3,4]]', { ...options, branching: [2, 2] });
		expect(editing.source).toEqual({
			kind: 'tree',
			random: { ...options, branching: [2, 2] },
			root: 'max'
		});
		editing.select([0, 0]);
		editing.setValue('5');
		expect(editing.source).toEqual({ kind: 'tree', tree: '[[5,2],[3,4]]', root: 'max' });
		editing.edits.undo();
		expect('random' in editing.source).toBe(true);
	});
});

describe('the tree editor: a long text pasted is read aside (issue 46, item 6)', () => {
	/** `count` leaves one a line, as a text editor lays a list out: `count` + 2 lines. */
	const laidOut = (count: number) =>
		JSON.stringify(
			Array.from({ length: count }, (_, at) => at % 10),
			null,
			1
		);
	/** The worker as a plain function, answering when the test says. */
	function reader() {
		const asked: string[] = [];
		const answers: ((found: TreeTextReading | null) => void)[] = [];
		const read = (text: string) => {
			asked.push(text);
			return new Promise<TreeTextReading | null>((answer) => answers.push(answer));
		};
		const answer = async (found: TreeTextReading | null = readTreeText(asked.at(-1) ?? '')) => {
			answers.shift()?.(found);
			await Promise.resolve();
		};
		return { asked, read, answer };
	}
	const pasting = () => {
		const worker = reader();
		const editing = new TreeEditing(
			{ kind: 'tree', tree: FIGURE_5_2, root: 'max' },
			FIGURE_5_2,
			worker.read
		);
		return { editing, worker };
	};

	it('reads what the search would: nodes, leaves and depth, or why not', () => {
		expect(readTreeText('[[1,2],[3,[4,5]]]')).toEqual({ ok: true, nodes: 9, leaves: 5, depth: 3 });
		expect(readTreeText('[[1,2],[3,[4,"x"]]]')).toEqual({
			ok: false,
			error: {
				code: 'treeBadLeaf',
				params: [{ path: '1.1.1', value: { kind: 'text', text: '"x"' }, node: 9 }]
			}
		});
	});

	it('takes text up to 100,000 characters and 2,000 lines as typed; longer, in the worker', () => {
		const { editing, worker } = pasting();
		expect(editing.paste(`[1${' '.repeat(99_997)}]`)).toBe(false);
		expect(editing.paste(laidOut(1_998))).toBe(false);
		expect(worker.asked).toEqual([]);
		expect(editing.paste(`[1${' '.repeat(99_998)}]`)).toBe(true);
		expect(editing.paste(laidOut(1_999))).toBe(true);
		expect(worker.asked.map((text) => text.length)).toEqual([100_001, 7_998]);
	});

	it('keeps what was there while the worker reads, then shows the summary in its place', async () => {
		const { editing, worker } = pasting();
		const text = laidOut(5_000);
		editing.paste(text);
		expect(editing.reading).toBe(text.length);
		expect([editing.text, editing.long, editing.check]).toEqual([
			FIGURE_5_2,
			null,
			{ ok: true, size: 13 }
		]);
		await worker.answer();
		expect(editing.reading).toBe(0);
		expect(editing.long).toEqual({
			ok: true,
			nodes: 5_001,
			leaves: 5_000,
			depth: 1,
			chars: text.length
		});
		expect(editing.text).toBe(text);
		expect(editing.check).toEqual({ ok: true, size: 5_001 });
		expect(editing.outline).toEqual({ kind: 'tooBig', nodes: 5_001 });
		expect(editing.source).toEqual({
			kind: 'tree',
			tree: JSON.stringify(JSON.parse(text)),
			root: 'max'
		});
		// Shown in the text box after all, it is checked there as typed text is.
		editing.editAsText();
		expect([editing.long, editing.text, editing.check]).toEqual([
			null,
			text,
			{ ok: true, size: 5_001 }
		]);
	});

	it('lists a long text of few nodes in the outline (spacing makes it long)', async () => {
		const { editing, worker } = pasting();
		editing.paste(`[[1,2],${' '.repeat(100_000)}3]`);
		await worker.answer();
		expect(editing.long).toMatchObject({ nodes: 5, leaves: 3, depth: 2 });
		expect(rowsOf(readOutline(editing), 'max')).toHaveLength(5);
	});

	it('undoes and redoes across a long text without reading it again', async () => {
		const { editing, worker } = pasting();
		const text = laidOut(5_000);
		editing.paste(text);
		await worker.answer();
		editing.edits.undo();
		expect([editing.text, editing.long, editing.check]).toEqual([
			FIGURE_5_2,
			null,
			{ ok: true, size: 13 }
		]);
		expect(editing.outline.kind).toBe('tree');
		editing.edits.redo();
		expect(editing.long).toMatchObject({ nodes: 5_001, chars: text.length });
		expect(editing.text).toBe(text);
		// Emptied from the summary, and back.
		editing.empty();
		expect([editing.text, editing.long]).toEqual(['[]', null]);
		editing.edits.undo();
		expect(editing.long).toMatchObject({ nodes: 5_001 });
		expect(worker.asked).toHaveLength(1);
	});

	it('refuses a long text past the limit, and what was there stays', async () => {
		const { editing, worker } = pasting();
		editing.paste(`[${'1,'.repeat(100_000)}1]`);
		await worker.answer();
		expect(editing.refusal?.(MESSAGES.en)).toBe(
			'The tree has more than the limit of 100,000 nodes.'
		);
		expect([editing.text, editing.long, editing.reading]).toEqual([FIGURE_5_2, null, 0]);
		expect(editing.edits.canUndo).toBe(false);
	});

	it('takes the latest paste or typing over a read still running; a failed worker, as typed', async () => {
		const { editing, worker } = pasting();
		const [first, second] = [laidOut(3_000), laidOut(4_000)];
		editing.paste(first);
		editing.paste(second);
		await worker.answer(readTreeText(first));
		expect(editing.long).toBeNull();
		await worker.answer(readTreeText(second));
		expect(editing.long).toMatchObject({ nodes: 4_001 });
		editing.paste(first);
		editing.text = '[[1]]';
		await worker.answer(readTreeText(first));
		expect([editing.text, editing.long, editing.reading]).toEqual(['[[1]]', null, 0]);
		const failing = vi.fn(() => Promise.resolve(null));
		const fallback = new TreeEditing({ kind: 'tree', tree: '[1]', root: 'max' }, '[1]', failing);
		fallback.paste(first);
		await Promise.resolve();
		expect([fallback.text, fallback.long, fallback.check]).toEqual([
			first,
			null,
			{ ok: true, size: 3_001 }
		]);
	});
});

function readOutline(editing: TreeEditing) {
	const outline = editing.outline;
	if (outline.kind !== 'tree') throw new Error('No outline.');
	return outline.tree;
}

describe("the outline's keys", () => {
	const key = (name: string, mods: { altKey?: boolean; ctrlKey?: boolean } = {}) =>
		outlineCommand({ key: name, altKey: false, ctrlKey: false, metaKey: false, ...mods });

	it("move as a tree widget's do, and edit the node chosen", () => {
		expect(key('ArrowDown')).toEqual({ kind: 'go', to: 'next' });
		expect(key('ArrowLeft')).toEqual({ kind: 'go', to: 'parent' });
		expect(key('End')).toEqual({ kind: 'go', to: 'last' });
		expect(key('+')).toEqual({ kind: 'add' });
		expect(key('Insert')).toEqual({ kind: 'add' });
		expect(key('Delete')).toEqual({ kind: 'remove' });
		expect(key('ArrowUp', { altKey: true })).toEqual({ kind: 'move', by: -1 });
		expect(key('ArrowDown', { altKey: true })).toEqual({ kind: 'move', by: 1 });
		expect(key('Enter')).toEqual({ kind: 'edit' });
		expect(key('7')).toEqual({ kind: 'edit', typed: '7' });
		expect(key('-')).toEqual({ kind: 'edit', typed: '-' });
		expect(key('N')).toEqual({ kind: 'name' });
	});

	it('leave the undo keys and others to the editor and the page', () => {
		expect(key('z', { ctrlKey: true })).toBeNull();
		expect(key('ArrowLeft', { altKey: true })).toBeNull();
		expect(key('q')).toBeNull();
		expect(key('Tab')).toBeNull();
	});
});
