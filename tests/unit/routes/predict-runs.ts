import { expect } from 'vitest';
import type { Game, Trace } from '../../../src/lib/engine';
import { plainSearch } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { searchDescriptor, searchIds } from '../../../src/lib/engine/search-catalog';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { presenterFor } from '../../../src/lib/games/presenters';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { AIMA_TREE } from '../../../src/lib/games/tree/entry';
import { StepMap, type SourceQuery } from '../../../src/lib/player';
import { momentsOf, stepShowing, type Moment } from '../../../src/lib/practice/predict';
import type { Lab } from '../../../src/lib/state/lab.svelte';
import { Prediction } from '../../../src/routes/predict.svelte';
import { ARTICLE_BOARD } from '../traces';

/** A page predicting on `trace` by `steps` (a lab with just what Prediction reads). */
export function pageOf(trace: Trace, steps: StepMap, kinds: readonly Moment['kind'][]) {
	const player = {
		viewed: null,
		unit: steps.granularity,
		steps,
		lastStep: steps.last,
		step: 0,
		index: -1,
		hold: null as ((from: number, to: number) => number | null) | null,
		goTo: () => {}
	};
	const stops = { kinds, steps: [] };
	const session = { presenter: presenterFor(trace.game) };
	const prediction = new Prediction({ player, stops, trace, session } as unknown as Lab);
	return { prediction, player };
}

/**
 * A page predicting values, averages and cuts on `trace` by `steps`, held before each stop in turn
 * with its first moment asked (a later moment of the same stop is asked at the same step, its
 * event further on).
 */
export function* heldStops(trace: Trace, steps: StepMap) {
	const { prediction, player } = pageOf(trace, steps, ['value', 'chance', 'cut']);
	for (const [stop, [moment]] of prediction.stops) {
		if (moment === undefined) continue;
		Object.assign(player, { step: stop - 1, index: steps.eventOf(stop - 1) });
		expect(player.hold?.(stop - 1, stop)).toBe(stop);
		yield { prediction, player, stop, moment };
	}
}

/**
 * Alpha-beta on the article board by event, a page predicting values held before FC6's value (the
 * stop whose answer, +10, leaked to the tree and the narration before issue 43's fixes).
 */
export function heldBeforeFC6() {
	const trace = search(boardGame(ARTICLE_BOARD), plainSearch('alphabeta'));
	const steps = new StepMap(trace, 'event');
	const fc6 = momentsOf(trace).find((m) => m.kind === 'value' && m.call === 6)!;
	const { prediction, player } = pageOf(trace, steps, ['value']);
	const stop = stepShowing(steps, fc6.event);
	Object.assign(player, { step: stop - 1, index: steps.eventOf(stop - 1) });
	expect(player.hold?.(stop - 1, stop)).toBe(stop);
	return { trace, steps, fc6, prediction, player, stop };
}

/** The positions swept: the article's board, AIMA's Figure 5.2, Connect Four at depth 2. */
export const POSITIONS: readonly {
	name: string;
	game: Game;
	source: SourceQuery;
	depthLimit: number | null;
}[] = [
	{
		name: 'the article board',
		game: boardGame(ARTICLE_BOARD),
		source: { kind: 'board', board: String(ARTICLE_BOARD), ai: 'X' } as unknown as SourceQuery,
		depthLimit: null
	},
	{
		name: 'Figure 5.2',
		game: parseTree(AIMA_TREE),
		source: { kind: 'tree', tree: AIMA_TREE, root: 'max' } as unknown as SourceQuery,
		depthLimit: null
	},
	{
		name: 'Connect Four 434343',
		game: connect4Game('434343'),
		source: { kind: 'connect4', moves: '434343', ai: 'X' } as unknown as SourceQuery,
		depthLimit: 2
	}
];

/** Each search of calls on each position (one that prunes by the game's bounds: boards only). */
export function everyRun() {
	return POSITIONS.flatMap(({ name, game, source, depthLimit }) =>
		searchIds('calls')
			.filter(
				(id) =>
					!searchDescriptor(id).bounded ||
					(game.valueBounds?.(depthLimit !== null) ?? null) !== null
			)
			.map((id) => ({
				at: `${id} on ${name}`,
				game,
				source,
				trace: search(game, { ...plainSearch(id), depthLimit })
			}))
	);
}
