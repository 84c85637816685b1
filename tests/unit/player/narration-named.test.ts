import { describe, expect, it } from 'vitest';
import { searchIds } from '../../../src/lib/engine/search-catalog';
import { plainSearch } from '../../../src/lib/engine/search';
import { presenterFor } from '../../../src/lib/games/presenters';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import type { Lang } from '../../../src/lib/i18n/lang';
import { CallRun } from '../../../src/lib/player/call-run';
import { openSession } from '../../../src/lib/player/plan';
import type { Run } from '../../../src/lib/player/run';
import { DEFAULT_EXPLORATION } from '../../../src/lib/searches/mcts/rule';
import { recordMcts } from '../../../src/lib/searches/mcts/trace';
import { MctsRun } from '../../../src/lib/searches/mcts/view/run';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';

/**
 * Issue 43: presenting, the camera keeps in view the calls a step's narration names, which the
 * narration hands on beside its text (`Narration.named`) from where it composes each name. Here
 * the list is checked against the calls each sentence prints, every step of every search, so a
 * builder that writes a call's name without handing it on fails. A number the sentence quotes
 * from another search ("minimax's FC9", "即极小化极大算法中的 FC9") names none of this tree's calls.
 */

const MINIMAX_CALLS = /(?:minimax's |极小化极大算法中的 )FC\d+(?:–FC\d+)?/g;

/** The calls `text` prints, each once, in the order printed, minimax's left out. */
const printed = (text: string) => [
	...new Set([...text.replace(MINIMAX_CALLS, '').matchAll(/FC(\d+)/g)].map(([, n]) => Number(n)))
];

const FIGURE_5_2 = {
	kind: 'tree',
	tree: '{"name":"A","children":[{"name":"B","children":[3,12,8]},{"name":"C","children":[2,4,6]},{"name":"D","children":[14,5,2]}]}',
	root: 'max'
} as const;
const POSITIONS = [
	{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
	{ kind: 'tree', tree: ARTICLE_TREE, root: 'max' },
	FIGURE_5_2
] as const;
/** Connect Four's names, told by its own narration, two moves deep. */
const CONNECT_FOUR = { kind: 'connect4', moves: '434343', ai: 'X' } as const;

interface Told {
	readonly text: string;
	readonly named: readonly number[];
}

/** Every step's whole telling of `run`, by each of its units, in both languages. */
function tellings(run: Run): Told[] {
	return run.units.flatMap(({ id }) =>
		(['en', 'zh'] as const satisfies readonly Lang[]).flatMap((lang) =>
			Array.from({ length: run.lastStep(id) + 1 }, (_, step) => run.narrate(step, id, lang))
		)
	);
}

const CALL_SEARCHES = searchIds().filter((id) => id !== 'mcts');

/** Search `id`'s run on each position it plays (expectimax plays no board). */
function runsOf(id: string): CallRun[] {
	return POSITIONS.flatMap((source) => {
		try {
			return [new CallRun(openSession(source, plainSearch(id)), source === FIGURE_5_2)];
		} catch {
			return [];
		}
	});
}

describe('the calls a narration names, handed on beside its text', () => {
	it('covers every search: those that number calls, and MCTS', () => {
		expect([...CALL_SEARCHES, 'mcts'].sort()).toEqual([...searchIds()].sort());
		expect(CALL_SEARCHES.length).toBeGreaterThan(9);
	});

	it.each(CALL_SEARCHES)('%s names in its list exactly the calls its sentences print', (id) => {
		let told = 0;
		let naming = 0;
		for (const run of runsOf(id)) {
			for (const { text, named } of tellings(run)) {
				expect({ text, named }).toEqual({ text, named: printed(text) });
				told++;
				if (named.length > 0) naming++;
			}
		}
		// Count first: the walk told steps, and most of them name a call.
		expect(told).toBeGreaterThan(40);
		expect(naming).toBeGreaterThan(told / 2);
	});

	// Issue 43: the box's 400 characters held more of the Chinese telling, which kept a cut's why
	// (naming the call the bound came from: FC12, two rows above iterative deepening's FC18) where
	// the English told it short; presenting, the camera keeps the calls named in view.
	it.each(CALL_SEARCHES)('%s names the same calls in both languages at every step', (id) => {
		let steps = 0;
		for (const run of runsOf(id))
			for (const { id: unit } of run.units)
				for (let step = 0; step <= run.lastStep(unit); step++) {
					const [en, zh] = (['en', 'zh'] as const).map((lang) => run.narrate(step, unit, lang));
					expect({ step, named: zh.named }).toEqual({ step, named: en.named });
					steps++;
				}
		expect(steps).toBeGreaterThan(20);
	});

	it("Connect Four's narration hands on the calls it names", () => {
		const session = openSession(CONNECT_FOUR, { ...plainSearch('alphabeta'), depthLimit: 2 });
		const said = tellings(new CallRun(session));
		expect(said.filter(({ named }) => named.length > 0).length).toBeGreaterThan(40);
		for (const { text, named } of said)
			expect({ text, named }).toEqual({ text, named: printed(text) });
	});

	it("leaves out minimax's numbers for the calls a cut saved, in both languages", () => {
		const session = openSession(POSITIONS[0], plainSearch('alphabeta'));
		const quoting = tellings(new CallRun(session)).filter(({ text }) =>
			/(?:minimax's |极小化极大算法中的 )FC\d+/.test(text)
		);
		expect(quoting.some(({ text }) => text.includes("minimax's FC"))).toBe(true);
		expect(quoting.some(({ text }) => text.includes('极小化极大算法中的 FC'))).toBe(true);
		// Each such step names its own calls, and not the number quoted (where not its own too).
		for (const { text, named } of quoting) {
			const quoted = [...text.matchAll(/(?:minimax's |极小化极大算法中的 )FC(\d+)/g)].map(([, n]) =>
				Number(n)
			);
			expect(named.length).toBeGreaterThan(0);
			expect(named.filter((call) => quoted.includes(call))).toEqual(
				quoted.filter((call) => printed(text).includes(call))
			);
		}
	});

	it('MCTS tells of nodes and iterations: it names no numbered call', () => {
		const game = boardGame(ARTICLE_BOARD);
		const record = recordMcts(game, game.root, {
			iterations: 30,
			seed: 1,
			exploration: DEFAULT_EXPLORATION
		});
		const said = tellings(new MctsRun(record, game, presenterFor(game), null));
		expect(said.length).toBeGreaterThan(30);
		for (const { text, named } of said) expect({ text, named }).toEqual({ text, named: [] });
	});
});
