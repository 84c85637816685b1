/**
 * `npm run bench`: what recording costs. In one process, after a warm-up, it times recording
 * the full empty-board trace against a plain port of the freeCodeCamp article's function on
 * the same board (and likewise for alpha-beta), interleaving the two so machine noise hits
 * both alike, and reports the trace's bytes per call. Figures are ratios of one run, not
 * absolute targets: these machines are shared.
 */
import {
	alphaBeta,
	boardGame,
	eventAt,
	eventCount,
	minimax,
	type Trace
} from '../../src/lib/engine/index';
import { articleBoard, PlainSearch } from './plain';

const EMPTY = '.........';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

interface Pair {
	name: string;
	record: () => Trace;
	plain: () => number;
}

const pairs: Pair[] = [
	{
		name: 'minimax',
		record: () => minimax(boardGame(EMPTY)),
		plain: () => {
			const search = new PlainSearch('X', 'O');
			search.minimax(articleBoard(EMPTY), 'X');
			return search.calls;
		}
	},
	{
		name: 'alphabeta',
		record: () => alphaBeta(boardGame(EMPTY)),
		plain: () => {
			const search = new PlainSearch('X', 'O');
			search.alphaBeta(articleBoard(EMPTY), 'X', -Infinity, Infinity);
			return search.calls;
		}
	}
];

function timed<T>(run: () => T): { ms: number; result: T } {
	const start = performance.now();
	const result = run();
	return { ms: performance.now() - start, result };
}

const median = (values: number[]): number => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[sorted.length >> 1] ?? Number.NaN;
};

const rows: Record<string, string | number>[] = [];
const ratios: Record<string, number> = {};
let bytesPerCall = Number.NaN;

for (const pair of pairs) {
	for (let i = 0; i < 3; i++) {
		pair.record();
		pair.plain();
	}
	const recordMs: number[] = [];
	const plainMs: number[] = [];
	let trace: Trace | null = null;
	let plainCalls = 0;
	for (let round = 0; round < ROUNDS; round++) {
		const recorded = timed(pair.record);
		const plain = timed(pair.plain);
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
	`Recording the empty-board search vs the article's plain function (${ROUNDS} interleaved rounds)`
);
console.table(rows);

// Finding a step by index: the player's cost per step, on a 9-call and a 549,946-call trace.
const lookups = [boardGame('O.XX.X.OO'), boardGame(EMPTY)].map((game) => {
	const trace = minimax(game);
	const count = eventCount(trace);
	const indexes = Array.from({ length: 200_000 }, (_, i) => (i * 7919) % count);
	// Summing the call ids keeps the lookups from being optimised away.
	let sink = 0;
	for (const index of indexes.slice(0, 20_000)) sink += eventAt(trace, index).call;
	const { ms } = timed(() => {
		for (const index of indexes) sink += eventAt(trace, index).call;
	});
	if (sink <= 0) throw new Error('bench: event lookups returned no calls');
	return {
		trace: `${trace.calls.toLocaleString('en-US')} calls`,
		events: count,
		'ns per eventAt': ((ms * 1e6) / indexes.length).toFixed(0)
	};
});
console.log('Finding an event by its index (binary search over the columns)');
console.table(lookups);

console.log(
	JSON.stringify({
		minimaxRecordVsPlain: Number(ratios.minimax?.toFixed(4)),
		alphabetaRecordVsPlain: Number(ratios.alphabeta?.toFixed(4)),
		bytesPerCall: Number(bytesPerCall.toFixed(3))
	})
);
