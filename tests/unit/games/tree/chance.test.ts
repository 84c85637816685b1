import { describe, expect, it } from 'vitest';
import { InputError, describeInputError, plainSearch } from '../../../../src/lib/engine/index';
import { packGame, unpackGame } from '../../../../src/lib/engine/pack';
import { checkSettings } from '../../../../src/lib/engine/search-settings';
import { search } from '../../../../src/lib/engine/run';
import { inputErrorMessages } from '../../../../src/lib/engine/errors';
import { eventCount, receiveIndex, returnIndex } from '../../../../src/lib/engine/events';
import { readTraceJson } from '../../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../../src/lib/engine/json';
import { parseTree, treeGame, type TreeGame } from '../../../../src/lib/games/tree/rules';
import { readEditText, treeForm, addChild } from '../../../../src/lib/games/tree/edit';
import { settleSearch } from '../../../../src/lib/player/settle';
import { compareSearches } from '../../../../src/lib/workers/comparing';
import type { CompareMessage } from '../../../../src/lib/workers/compare';
import { StepMap } from '../../../../src/lib/player';
import { narrate } from '../../../../src/lib/player/narration';
import { callView, linkView, treeStep } from '../../../../src/lib/player/nodes';
import { openSession } from '../../../../src/lib/player/plan';
import { snapshotAt } from '../../../../src/lib/player/snapshot';

/**
 * The tree form's chance nodes (issue 26): `"kind": "chance"` with optional `"weights"`, mixed
 * with max and min levels as AIMA's Figure 5.11 mixes them (expectiminimax); refusals name the
 * node; only a search that averages runs on such a tree.
 */

// Max at the root; two chance nodes (one weighted 1/3, 2/3, one even); min nodes below them.
const MIXED = JSON.stringify([
	{
		name: 'C1',
		kind: 'chance',
		weights: ['1/3', '2/3'],
		children: [
			[3, 5],
			[1, 8]
		]
	},
	{
		name: 'C2',
		kind: 'chance',
		children: [
			[4, 6],
			[0, 9]
		]
	}
]);

const expectimax = plainSearch('expectimax');

function refused(text: string, lang: 'en' | 'zh' = 'en'): string {
	try {
		parseTree(text);
	} catch (error) {
		if (error instanceof InputError) return describeInputError(inputErrorMessages(lang), error);
		throw error;
	}
	return 'accepted';
}

describe('a tree that states chance nodes', () => {
	const game = parseTree(MIXED);

	it('works out each node: chance nodes where stated, max and min alternating around them', () => {
		// Root max; C1 and C2 chance; their children min (the side a chance node stands in); leaves max.
		expect([0, 1, 2, 3, 5].map((node) => game.player(node))).toEqual([
			'max',
			'chance',
			'min',
			'max',
			'min'
		]);
		expect(game.declaresChance).toBe(true);
		expect(game.chanceWeights(1)?.map(String)).toEqual(['1/3', '2/3']);
		expect(game.chanceWeights(0)).toBeNull();
		expect(parseTree('[[3,12,8],[2,4,6]]').declaresChance).toBe(false);
	});

	it('is searched as expectiminimax: min nodes take the lowest, chance nodes the weighted sum', () => {
		const trace = search(game, expectimax);
		// C1 = 1/3 × min(3, 5) + 2/3 × min(1, 8) = 1 + 2/3 = 5/3; C2 = (4 + 0) / 2 = 2.
		expect([2, 9].map((call) => trace.exactScore(call)?.toString())).toEqual(['5/3', '2']);
		expect([trace.exactScore(1)?.toString(), trace.rootMove]).toEqual(['2', 1]);
		expect([1, 2, 3].map((call) => trace.nodeKind(call))).toEqual(['max', 'chance', 'min']);
		expect(trace.bestMove(3)).toBe(0);
		expect(trace.chanceWeights(2)?.map(String)).toEqual(['1/3', '2/3']);
	});

	it('writes its trace file with chance players and reads it back', () => {
		const trace = search(game, expectimax);
		const text = [...traceJsonChunks(trace)].join('');
		expect(text).toContain('"player":"chance"');
		expect(text).toContain('"weights":["1/3","2/3"]');
		const read = readTraceJson(text).trace;
		expect(read.exactScore(2)?.toString()).toBe('5/3');
	});

	it('keeps its kinds and weights through a worker and back to the tree form', () => {
		const unpacked = unpackGame(packGame(game)) as TreeGame;
		expect(unpacked.chanceWeights(1)?.map(String)).toEqual(['1/3', '2/3']);
		const fromColumns = new (game.constructor as typeof TreeGame)(
			null,
			'max',
			game.size,
			game.columns,
			game.names,
			game.stated
		);
		expect(fromColumns.source).toEqual(JSON.parse(MIXED));
		// The structural editor keeps them too, and an edit that breaks the weights is refused by name.
		const edited = readEditText(MIXED);
		expect(treeForm(edited)).toEqual(JSON.parse(MIXED));
		const grown = JSON.stringify(treeForm(addChild(edited, [0])));
		expect(refused(grown)).toBe(
			'The chance node at n2 (path 0) has 2 weights for 3 children; give one weight per child.'
		);
	});

	it('refuses a search that does not average, and a link switches to expectimax saying why', () => {
		expect(() => checkSettings(game, plainSearch('alphabeta'), 3)).toThrow(
			/This tree has chance nodes, which take the average of their children, and "alphabeta" only takes the highest or the lowest: choose/
		);
		const { search: settled, refusals } = settleSearch(game, plainSearch('alphabeta'));
		expect(settled.algorithm).toBe('expectimax');
		expect(refusals).toHaveLength(1);
	});

	it('turns a link to PVS or iterative deepening with its options into plain expectimax, once', () => {
		// The search changes with one refusal; what only the old search takes (the strict cut
		// rule, the aspiration width) goes with it rather than being refused again.
		for (const asked of [
			{ ...plainSearch('pvs'), cut: 'gt' as const },
			{ ...plainSearch('iterative'), options: { aspiration: 1 } }
		]) {
			const { search: settled, refusals } = settleSearch(game, asked);
			expect(settled).toEqual(plainSearch('expectimax'));
			expect(refusals.map((refusal) => refusal.kind === 'search' && refusal.error.code)).toEqual([
				'chanceNeedsAverages'
			]);
		}
	});
});

describe('chance nodes refused, naming the node', () => {
	it.each([
		[
			'weights that do not sum to 1',
			'[{"kind":"chance","weights":[0.5,0.4],"children":[1,2]}]',
			'The weights of the chance node at n2 (path 0) add up to 0.9, not 1.'
		],
		[
			'a negative weight',
			'[[1,{"kind":"chance","weights":[1.5,-0.5],"children":[1,2]}]]',
			'The chance node at n4 (path 0.1) has the weight -1/2; every weight must be above 0.'
		],
		[
			'a zero weight',
			'[{"kind":"chance","weights":[1,0],"children":[1,2]}]',
			'The chance node at n2 (path 0) has the weight 0; every weight must be above 0.'
		],
		[
			'a chance node without children',
			'[{"kind":"chance","value":3}]',
			'The chance node at n2 (path 0) has no children; a chance node needs "children", one per outcome.'
		],
		[
			'an empty chance node',
			'[{"kind":"chance","children":[]}]',
			'The list at n2 (path 0) is empty; every inner node needs a child.'
		],
		[
			'weights on a max node',
			'[{"weights":[1],"children":[1]}]',
			'The node at n2 (path 0) has "weights" but is not a chance node; add "kind": "chance".'
		],
		[
			'an unknown kind',
			'[{"kind":"random","children":[1]}]',
			'The node at n2 (path 0) has the kind "random"; a kind is "max", "min" or "chance".'
		],
		[
			'weights that are not numbers',
			'[{"kind":"chance","weights":["half","half"],"children":[1,2]}]',
			'The "weights" of the chance node at n2 (path 0) are not a list of numbers or fractions such as [0.5, "1/4", 0.25].'
		]
	])('%s', (_, text, message) => {
		expect(refused(text)).toBe(message);
		expect(refused(text, 'zh')).toMatch(/[\u4e00-\u9fff]/);
	});

	it('accepts weights within rounding and fractions written as text', () => {
		expect(refused('[{"kind":"chance","weights":[0.1,0.2,0.7],"children":[1,2,3]}]')).toBe(
			'accepted'
		);
		const game = treeGame([{ kind: 'chance', weights: ['1/36', '35/36'], children: [36, 0] }]);
		expect(search(game, expectimax).exactScore(1)?.toString()).toBe('1');
	});
});

describe('a weighted chance node shown', () => {
	const session = openSession({ kind: 'tree', tree: MIXED, root: 'max' }, 'expectimax');
	const { trace } = session;
	const steps = new StepMap(trace, 'event');
	const stepAt = (index: number) =>
		treeStep(session, { ...snapshotAt(trace, index), index, letters: false, lang: 'en' });

	it('carries each probability on its link and in the node’s name', () => {
		expect([3, 6].map((child) => linkView(session, child, stepAt(0)).probability)).toEqual([
			'1/3',
			'2/3'
		]);
		expect(callView(session, 2, stepAt(eventCount(trace) - 1)).label).toMatch(
			/; a chance node, its moves with probabilities 1\/3, 2\/3$/
		);
	});

	it('says the weighted sum it computes', () => {
		const text = narrate(trace, steps, returnIndex(trace, 2) + 1, { lang: 'en' }).text;
		expect(text).toContain('1/3 × 3 + 2/3 × 1 = 5/3 ≈ 1.67');
		expect(narrate(trace, steps, receiveIndex(trace, 6) + 1, { lang: 'en' }).text).toContain(
			'adds 2/3 × 1 to its sum: 5/3 after 2 of 2'
		);
	});

	it('names a chance node a chance node, never min, in its name and its mark, on a board too', () => {
		const end = stepAt(eventCount(trace) - 1);
		expect([2, 3].map((call) => callView(session, call, end).marker)).toEqual(['Σ', '▼']);
		expect(callView(session, 2, end).label).toMatch(/^FC2, n2 \(C1\), depth 1, child 1, chance,/);
		const board = openSession(
			{ kind: 'board', board: 'XO.X..O..', toMove: null, ai: 'X', scoring: 'article' },
			'expectimax'
		);
		const last = eventCount(board.trace) - 1;
		const at = treeStep(board, {
			...snapshotAt(board.trace, last),
			index: last,
			letters: false,
			lang: 'zh'
		});
		const chance = callView(board, 2, at);
		expect([chance.chance, chance.marker]).toEqual([true, 'OΣ']);
		expect(chance.label).toContain('轮到 O 走（机会）');
		// The call stack's frame names the side so too.
		const side = (lang: 'en' | 'zh', isChance: boolean) =>
			board.presenter.side(board.game, board.trace.position(2), lang, isChance);
		expect([side('en', true), side('zh', true), side('en', false)]).toEqual([
			'O chance',
			'O 机会',
			'O min'
		]);
	});

	it('writes a weighted sum of more than eight values by its first terms and its last', () => {
		const nine = ['1/2', ...Array.from({ length: 9 }, () => '1/18')];
		const wide = JSON.stringify([
			{ kind: 'chance', weights: nine, children: [9, 1, 2, 3, 4, 5, 6, 7, 8, 18] }
		]);
		const many = search(parseTree(wide), expectimax);
		const at = returnIndex(many, 2) + 1;
		const text = narrate(many, new StepMap(many, 'event'), at, { lang: 'en' }).text;
		expect(text).toContain(
			'1/2 × 9 + 1/18 × 1 + 1/18 × 2 + 1/18 × 3 + 1/18 × 4 + 1/18 × 5 + 1/18 × 6 + … + 1/18 × 18 = 15/2'
		);
	});
});

describe('the compare view on a tree with chance nodes', () => {
	it('counts expectimax, skips every other row with the reason, and says the link’s search changed', () => {
		const messages: CompareMessage[] = [];
		compareSearches(
			{ source: { kind: 'tree', tree: MIXED, root: 'max' }, search: plainSearch('minimax') },
			(message) => messages.push(message)
		);
		const rows = messages.flatMap((message) => (message.kind === 'row' ? [message.counts] : []));
		expect(rows.map((counts) => [counts.algorithm, counts.calls, counts.score])).toEqual([
			['expectimax', 15, 2]
		]);
		const skipped = messages.flatMap((message) => (message.kind === 'skipped' ? [message] : []));
		// The table searches' symmetric rows fail first on symmetry (a tree has none); every other
		// search that does not average is refused for the chance nodes.
		expect(skipped.map((message) => [message.key, message.error.code])).toEqual([
			['minimax', 'chanceNeedsAverages'],
			['alphabeta', 'chanceNeedsAverages'],
			['memo', 'chanceNeedsAverages'],
			['memo-symmetry', 'symmetryNoBoard'],
			['alphabeta-ordered', 'chanceNeedsAverages'],
			['alphabeta-table', 'chanceNeedsAverages'],
			['alphabeta-table-symmetry', 'symmetryNoBoard'],
			['negamax', 'chanceNeedsAverages'],
			['pvs', 'chanceNeedsAverages'],
			['iterative', 'chanceNeedsAverages'],
			['iterative-aspiration', 'chanceNeedsAverages'],
			['mtdf', 'chanceNeedsAverages'],
			['mtdf-symmetry', 'symmetryNoBoard'],
			// It averages, but prunes with value bounds, and this tree states none.
			['expectimax-bounded', 'boundsUnstated']
		]);
		// The link's minimax is refused for the tree, with expectimax running in its place.
		expect(messages.find((message) => message.kind === 'refused')).toMatchObject({
			refusal: { kind: 'search', used: 'expectimax', error: { code: 'chanceNeedsAverages' } },
			search: { algorithm: 'expectimax' }
		});
		expect(messages.at(-1)).toEqual({ kind: 'done' });
	});
});
