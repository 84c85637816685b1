/**
 * The Node half of `npm run bench` (run by tests/bench/run.ts): what recording costs. In one
 * process, after a warm-up, it times recording the full empty-board trace against a plain port
 * of the freeCodeCamp article's function on the same board (and likewise for alpha-beta), in
 * alternating rounds so machine noise hits both alike, takes the medians, and reports the
 * trace's bytes per call; it also times Connect Four's game alone on a depth-8 walk of the empty
 * board. Figures are ratios of one run, never asserted: these machines are
 * shared. It prints its tables, then writes its figures as JSON to $BENCH_OUT, or prints them
 * as one JSON line when run on its own (`npx tsx tests/bench/bench.ts`).
 */
import { writeFileSync } from 'node:fs';
import '../../src/lib/registry';
import { loadEverything } from '../../src/lib/engine';
import type { Trace } from '../../src/lib/engine/index';
import { eventAt, eventCount } from '../../src/lib/engine/events';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { CONNECT4_CALLS, CONNECT4_DEPTH, measureConnect4, median } from './connect4';
import { nodeCounts, type NodeFigures } from './figures';
import { articleBoard, PlainSearch } from './plain';
import { alphaBeta, minimax } from '../searches';
import { DEFAULT_EXPLORATION, searchMcts } from '../../src/lib/searches/mcts/rule';
import { recordMcts } from '../../src/lib/searches/mcts/trace';
import { pythonTracerCost } from './tracer-cost';
import { javascriptTracerCost } from './tracer-cost-js';

// Every game's and search's code, as the page loads those it shows.
await loadEverything();

const EMPTY = '.........';
const counts = nodeCounts(process.env.BENCH_QUICK === '1');
const ROUNDS = counts.rounds;

interface Pair {
	name: 'minimax' | 'alphabeta';
	/** Searches per timed sample: alpha-beta's 18,297 calls take under a millisecond. */
	repeat: number;
	record: () => Trace;
	plain: () => number;
}

const pairs: Pair[] = [
	{
		name: 'minimax',
		repeat: 1,
		record: () => minimax(boardGame(EMPTY)),
		plain: () => {
			const search = new PlainSearch('X', 'O');
			search.minimax(articleBoard(EMPTY), 'X');
			return search.calls;
		}
	},
	{
		name: 'alphabeta',
		repeat: 10,
		record: () => alphaBeta(boardGame(EMPTY)),
		plain: () => {
			const search = new PlainSearch('X', 'O');
			search.alphaBeta(articleBoard(EMPTY), 'X', -Infinity, Infinity);
			return search.calls;
		}
	}
];

/** Runs `run` `repeat` times; the time is per run. */
function timed<T>(run: () => T, repeat = 1): { ms: number; result: T } {
	const start = performance.now();
	let result = run();
	for (let i = 1; i < repeat; i++) result = run();
	return { ms: (performance.now() - start) / repeat, result };
}

const rows: Record<string, string | number>[] = [];
const ratios: Partial<Record<Pair['name'], number>> = {};
let bytesPerCall = Number.NaN;

for (const pair of pairs) {
	for (let i = 0; i < counts.warmUp; i++) {
		timed(pair.record, pair.repeat);
		timed(pair.plain, pair.repeat);
	}
	const recordMs: number[] = [];
	const plainMs: number[] = [];
	let trace: Trace | null = null;
	let plainCalls = 0;
	for (let round = 0; round < ROUNDS; round++) {
		const recorded = timed(pair.record, pair.repeat);
		const plain = timed(pair.plain, pair.repeat);
		recordMs.push(recorded.ms);
		plainMs.push(plain.ms);
		trace = recorded.result;
		plainCalls = plain.result;
	}
	if (!trace || trace.calls !== plainCalls) {
		console.error(
			`bench: ${pair.name} recorded ${trace?.calls} calls but the plain port made ${plainCalls}`
		);
		process.exit(1);
	}
	const ratio = median(recordMs) / median(plainMs);
	ratios[pair.name] = ratio;
	if (pair.name === 'minimax') bytesPerCall = trace.bytesPerCall;
	rows.push({
		search: pair.name,
		calls: trace.calls,
		'record ms (median)': median(recordMs).toFixed(1),
		'plain ms (median)': median(plainMs).toFixed(1),
		'record / plain': ratio.toFixed(3),
		'ns per recorded call': ((median(recordMs) * 1e6) / trace.calls).toFixed(1),
		'bytes per call': trace.bytesPerCall.toFixed(2),
		'trace MB': ((trace.bytesPerCall * trace.calls) / 2 ** 20).toFixed(2)
	});
}
console.log(
	`Recording the empty-board search vs the article's plain function ` +
		`(medians of ${ROUNDS} alternating rounds after ${counts.warmUp} warm-up)`
);
console.table(rows);

// Finding a step by index: the player's cost per step, on a 9-call and a 549,946-call trace.
const lookups = [boardGame('O.XX.X.OO'), boardGame(EMPTY)].map((game) => {
	const trace = minimax(game);
	const count = eventCount(trace);
	const indexes = Array.from({ length: counts.lookups }, (_, i) => (i * 7919) % count);
	// Summing the call ids keeps the lookups from being optimised away.
	let sink = 0;
	for (const index of indexes.slice(0, counts.lookups / 10)) sink += eventAt(trace, index).call;
	const { ms } = timed(() => {
		for (const index of indexes) sink += eventAt(trace, index).call;
	});
	if (sink <= 0) throw new Error('bench: event lookups returned no calls');
	return {
		trace: `${trace.calls.toLocaleString('en-US')} calls`,
		events: count,
		'ns per eventAt': Math.round((ms * 1e6) / indexes.length)
	};
});
console.log(`Finding an event by its index (${counts.lookups} lookups, binary search)`);
console.table(lookups);

// Connect Four's game itself (a full-width walk of the empty board to depth 8 through the Game
// interface, stopping at wins, nothing on top), then the same board recorded as the page records
// it (minimax to depth 8, a repeated position's subtree copied): the worker's share of opening it.
const connect4Figures = measureConnect4(Math.max(1, Math.round(ROUNDS / 3)), counts.warmUp);
console.log(
	`Connect Four, empty board to depth ${CONNECT4_DEPTH}: walked through the Game interface, and ` +
		`recorded (medians of ${connect4Figures.rounds} each after ${counts.warmUp} warm-up)`
);
console.table([
	{
		calls: CONNECT4_CALLS,
		'walk ms (median)': connect4Figures.walkMs.toFixed(0),
		'record ms (median)': connect4Figures.recordMs.toFixed(0),
		'record / walk': (connect4Figures.recordMs / connect4Figures.walkMs).toFixed(3),
		'fresh columns ms (median)': connect4Figures.memoryMs.toFixed(0),
		'ns per walked call': ((connect4Figures.walkMs * 1e6) / CONNECT4_CALLS).toFixed(1),
		'bytes per call': connect4Figures.bytesPerCall.toFixed(3)
	}
]);

// MCTS on a Connect Four position: recording every iteration's phases against the same
// search keeping only its tree (the same seed, so both make the same moves), alternating rounds.
const mctsSettings = {
	iterations: counts.mctsIterations,
	seed: 1,
	exploration: DEFAULT_EXPLORATION
};
const mctsGame = connect4Game('4453');
const mctsRecordMs: number[] = [];
const mctsPlainMs: number[] = [];
let mctsBytes = Number.NaN;
for (let round = 0; round < counts.warmUp + ROUNDS; round++) {
	const recorded = timed(() => recordMcts(mctsGame, mctsGame.root, mctsSettings));
	const plain = timed(() => searchMcts(mctsGame, mctsGame.root, mctsSettings));
	if (recorded.result.nodes !== plain.result.parent.length) {
		console.error('bench: recorded and plain MCTS grew different trees');
		process.exit(1);
	}
	mctsBytes = recorded.result.bytesPerIteration;
	if (round >= counts.warmUp) {
		mctsRecordMs.push(recorded.ms);
		mctsPlainMs.push(plain.ms);
	}
}
const mctsRatio = median(mctsRecordMs) / median(mctsPlainMs);
console.log(
	`MCTS on Connect Four (4453), ${mctsSettings.iterations} iterations, recorded vs tree only`
);
console.table([
	{
		'record ms (median)': median(mctsRecordMs).toFixed(1),
		'plain ms (median)': median(mctsPlainMs).toFixed(1),
		'record / plain': mctsRatio.toFixed(3),
		'bytes per iteration': mctsBytes.toFixed(1)
	}
]);

// The student tracers (issue 44): a student's own search traced, over the same untraced.
const python = pythonTracerCost(process.env.BENCH_QUICK === '1');
console.log("The Python tracer: a student's search traced (file written) vs untraced, CPU time");
console.table(python);

const javascript = javascriptTracerCost(process.env.BENCH_QUICK === '1');
console.log(
	"The JavaScript tracer: a student's search traced (file written) vs untraced, CPU time"
);
console.table(javascript);

const figures: NodeFigures = {
	counts,
	minimaxRecordVsPlain: Number((ratios.minimax ?? Number.NaN).toFixed(4)),
	alphabetaRecordVsPlain: Number((ratios.alphabeta ?? Number.NaN).toFixed(4)),
	bytesPerCall: Number(bytesPerCall.toFixed(3)),
	eventAtNs: {
		calls9: lookups[0]?.['ns per eventAt'] ?? Number.NaN,
		calls549946: lookups[1]?.['ns per eventAt'] ?? Number.NaN
	},
	connect4Depth8WalkMs: Math.round(connect4Figures.walkMs),
	connect4Depth8RecordMs: Math.round(connect4Figures.recordMs),
	connect4BytesPerCall: Number(connect4Figures.bytesPerCall.toFixed(3)),
	connect4Depth8TraceMemoryMs: Math.round(connect4Figures.memoryMs),
	mctsRecordVsPlain: Number(mctsRatio.toFixed(4)),
	mctsBytesPerIteration: Number(mctsBytes.toFixed(1)),
	tracerCost: {
		python: python.article.ratio,
		pythonLean: python.lean.ratio,
		javascript: javascript.article.ratio,
		javascriptLean: javascript.lean.ratio
	}
};
const out = process.env.BENCH_OUT;
if (out) writeFileSync(out, JSON.stringify(figures));
else console.log(JSON.stringify(figures));
