/**
 * `npx tsx tests/bench/mcts-figures.ts [iterations]`: the figures of MCTS's closing note (issue
 * 27). For each position, the iteration from which the move MCTS would play stays one of
 * minimax's best moves (`settleIteration`), for seeds 1 to 10, and their median; then 100,000
 * iterations on the Connect Four endgame recorded (`recordMcts`), timed, with the trace's bytes
 * per iteration and the agreement series' time. Prints a table, then one JSON line.
 */
import '../../src/lib/registry';
import {
	loadEverything,
	minimaxCallCount,
	type Game,
	type SearchId
} from '../../src/lib/engine/index';
import { CountingRecorder } from '../../src/lib/engine/counter';
import { runSearch } from '../../src/lib/engine/run';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { C4_ENDGAME } from '../../src/lib/games/connect4/entry';
import {
	agreementSeries,
	minimaxBestMoves,
	settleIteration
} from '../../src/lib/searches/mcts/agreement';
import { DEFAULT_EXPLORATION } from '../../src/lib/searches/mcts/rule';
import { recordMcts } from '../../src/lib/searches/mcts/trace';

await loadEverything();

const iterations = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(iterations) || iterations < 1) {
	console.error(`iterations: a whole number of 1 or more, not ${process.argv[2]}`);
	process.exit(2);
}
const SEEDS = Array.from({ length: 10 }, (_, k) => k + 1);

function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = sorted.length >> 1;
	return sorted.length % 2 === 1
		? (sorted[middle] ?? NaN)
		: ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

const positions: [string, Game][] = [
	['article board O.XX.X.OO', boardGame('O.XX.X.OO')],
	['empty board', boardGame('.........')],
	[
		`Connect Four ${C4_ENDGAME.source.moves}`,
		connect4Game(C4_ENDGAME.source.moves, { ai: C4_ENDGAME.source.ai })
	]
];
const figures: Record<string, unknown> = { iterations };
for (const [name, game] of positions) {
	const best = minimaxBestMoves(game, game.root);
	if (best === null) throw new Error(`${name}: minimax is past its budget`);
	const traces = SEEDS.map((seed) =>
		recordMcts(game, game.root, { iterations, seed, exploration: DEFAULT_EXPLORATION })
	);
	const settled = traces.map((trace) => settleIteration(trace, best));
	const plays = traces.map((trace) => trace.bestMove());
	// Where every move is best (the empty board draws), when MCTS settles on the move it ends with.
	const ownSettle = traces.map((trace, k) => settleIteration(trace, [plays[k] ?? -1]));
	// The searches to the end, for the compare view's row: plain minimax, alpha-beta, with a table.
	const calls = Object.fromEntries(
		(['alphabeta', 'alphabeta-table'] as SearchId[]).map((algorithm) => {
			const counter = new CountingRecorder(game);
			runSearch(game, game.root, counter, { algorithm, depthLimit: null, symmetry: false });
			return [algorithm, counter.calls];
		})
	);
	calls['minimax'] = minimaxCallCount(game, game.root, new Map(), Infinity);
	const known = settled.filter((at): at is number => at !== null);
	const middle = known.length === settled.length ? median(known) : null;
	console.log(
		`${name}: minimax's moves ${best.join(', ')}; settles at ${settled.map((at) => at ?? 'never').join(', ')}; median ${middle ?? 'n/a'}; plays ${plays.join(', ')} after ${iterations}, settled on it at ${ownSettle.join(', ')} (median ${median(ownSettle.map((at) => at ?? NaN))}); calls to the end ${JSON.stringify(calls)}`
	);
	figures[name] = { best, settled, median: middle, plays, ownSettle, calls };
}

const game = connect4Game(C4_ENDGAME.source.moves, { ai: C4_ENDGAME.source.ai });
const best = minimaxBestMoves(game, game.root) ?? [];
const big = { iterations: 100_000, seed: 1, exploration: DEFAULT_EXPLORATION };
recordMcts(game, game.root, { ...big, iterations: 5_000 }); // warm up
const rounds: number[] = [];
let bytes = NaN;
let settle: number | null = null;
let seriesMs = NaN;
for (let round = 0; round < 5; round++) {
	const start = performance.now();
	const trace = recordMcts(game, game.root, big);
	rounds.push(performance.now() - start);
	bytes = trace.bytesPerIteration;
	const from = performance.now();
	agreementSeries(trace, best);
	seriesMs = performance.now() - from;
	settle = settleIteration(trace, best);
}
console.log(
	`Connect Four, 100,000 iterations recorded: ${rounds.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${median(rounds).toFixed(0)}, least ${Math.min(...rounds).toFixed(0)}), ${bytes.toFixed(1)} bytes per iteration; agreement series ${seriesMs.toFixed(1)} ms; seed 1 settles at ${settle}`
);
figures['record100k'] = {
	ms: rounds,
	medianMs: median(rounds),
	bytesPerIteration: bytes,
	seriesMs,
	settle
};
console.log(JSON.stringify(figures));
