/**
 * Connect Four's figures for the Node half of `npm run bench` (tests/bench/bench.ts), and on their
 * own for iteration (`npx tsx tests/bench/connect4-record.ts`): the game alone on a full-width walk of the
 * empty board to depth 8, against recording the same board as the page does, in alternating
 * rounds so machine noise hits both alike; medians. Beside them, the machine's own price for the
 * trace's memory (`freshColumns`), which the recording pays and no recorder can save.
 */
import { type Game, type Position, type Trace } from '../../src/lib/engine/index';
import { search } from '../../src/lib/engine/run';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { traceDigest } from '../trace-digest';

export const CONNECT4_DEPTH = 8;
/** Calls of the walk and of the recorded search (stopping at wins). */
export const CONNECT4_CALLS = 6_634_027;
/** Its trace, byte for byte (`traceDigest`): a faster recording must record the same. */
const CONNECT4_DIGEST = '4451efcbf2b7aa46';

function walk(game: Game, position: Position, depth: number): number {
	let calls = 1;
	if (depth === 0) return calls;
	for (const move of game.moves(position))
		calls += walk(game, game.play(position, move), depth - 1);
	return calls;
}

/**
 * Columns of the same kinds and lengths as `trace`'s, allocated afresh and each filled once: the
 * bytes a recording of it must write, without the search. Their pages are new to the process, as
 * the recording's are, and on some machines a new page costs far more than writing it (on one
 * virtual machine about 20 µs of CPU a 4 KB page: 0.7 s for this trace's 133 MB, filled in 0.01 s
 * once its pages are mapped), which the record/walk ratio then carries: this tells that part apart.
 * Returns the bytes written.
 */
function freshColumns(trace: Trace): number {
	const columns = Object.values(trace.columns).map((column) => {
		const fresh = new (column.constructor as new (length: number) => typeof column)(column.length);
		fresh.fill(1);
		return fresh;
	});
	return bytesOf(columns);
}

const bytesOf = (columns: readonly ArrayBufferView[]): number =>
	columns.reduce((bytes, column) => bytes + column.byteLength, 0);

export const median = (values: number[]): number => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[sorted.length >> 1] ?? Number.NaN;
};

/** Wall time in ms, and the process's CPU time (its threads' user and system time) in ms. */
function timed<T>(run: () => T): { ms: number; cpuMs: number; result: T } {
	const start = performance.now();
	const cpu = process.cpuUsage();
	const result = run();
	const { user, system } = process.cpuUsage(cpu);
	return { ms: performance.now() - start, cpuMs: (user + system) / 1000, result };
}

export interface Connect4Figures {
	rounds: number;
	walkMs: number;
	recordMs: number;
	bytesPerCall: number;
	/** The trace's columns allocated afresh and filled (`freshColumns`): no search, only memory. */
	memoryMs: number;
	/** The same medians in CPU time: steadier on a loaded machine (shown, not the figure). */
	walkCpuMs: number;
	recordCpuMs: number;
	memoryCpuMs: number;
}

/** `warmUp` untimed rounds, then `rounds` timed ones, each a walk then a recording. */
export function measureConnect4(rounds: number, warmUp: number): Connect4Figures {
	const game = connect4Game('');
	const walkMs: number[] = [];
	const recordMs: number[] = [];
	const walkCpuMs: number[] = [];
	const recordCpuMs: number[] = [];
	const memoryMs: number[] = [];
	const memoryCpuMs: number[] = [];
	let bytesPerCall = Number.NaN;
	// A walk then a recording each round, so a busy spell on a shared machine falls on both.
	for (let round = 0; round < warmUp + rounds; round++) {
		const walked = timed(() => walk(game, game.root, CONNECT4_DEPTH));
		if (walked.result !== CONNECT4_CALLS)
			throw new Error(
				`bench: the Connect Four walk made ${walked.result} calls, not ${CONNECT4_CALLS}`
			);
		// The worker counts the calls before it records (search.worker.ts: exact for this board), so
		// its columns are allocated once at their size; told the same count, this times the same.
		const recorded = timed(() =>
			search(
				game,
				{ algorithm: 'minimax', depthLimit: CONNECT4_DEPTH, symmetry: false },
				{ expectedCalls: CONNECT4_CALLS }
			)
		);
		const trace = recorded.result;
		if (trace.calls !== CONNECT4_CALLS)
			throw new Error(
				`bench: the Connect Four search made ${trace.calls} calls, not ${CONNECT4_CALLS}`
			);
		bytesPerCall = trace.bytesPerCall;
		if (round === 0) {
			const digest = traceDigest(trace);
			if (digest !== CONNECT4_DIGEST)
				throw new Error(
					`bench: the Connect Four trace's digest is ${digest}, not ${CONNECT4_DIGEST}`
				);
		}
		if (round >= warmUp) {
			// After the recording, in the same round; its trace still held, as the page holds it.
			const memory = timed(() => freshColumns(trace));
			if (memory.result !== bytesOf(Object.values(trace.columns)))
				throw new Error(`bench: the fresh columns hold ${memory.result} bytes, not the trace's`);
			memoryMs.push(memory.ms);
			memoryCpuMs.push(memory.cpuMs);
			walkMs.push(walked.ms);
			walkCpuMs.push(walked.cpuMs);
			recordMs.push(recorded.ms);
			recordCpuMs.push(recorded.cpuMs);
		}
	}
	return {
		rounds,
		walkMs: median(walkMs),
		recordMs: median(recordMs),
		bytesPerCall,
		memoryMs: median(memoryMs),
		walkCpuMs: median(walkCpuMs),
		recordCpuMs: median(recordCpuMs),
		memoryCpuMs: median(memoryCpuMs)
	};
}
