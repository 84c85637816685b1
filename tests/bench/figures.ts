/**
 * What the two halves of `npm run bench` measure and hand to the driver (tests/bench/run.ts):
 * the boards the page is timed on, how many rounds each half runs, and the shapes of the JSON
 * files each half writes to $BENCH_OUT.
 */

/** Leaves of the flat tree: with its root, 100,000 calls, the most a tree may have. */
const FLAT_LEAVES = 99_999;
/**
 * One root over 99,999 single-digit leaves, as a plain `tree=` link (199,999 characters: the page
 * reads one this long, though it writes big trees packed): the widest node a page can hold, where
 * any per-step cost that walks a node's siblings shows.
 */
const FLAT_TREE = `[${Array.from({ length: FLAT_LEAVES }, (_, leaf) => leaf % 10).join(',')}]`;

/** The boards the page is timed on, all stepped by event (4N - 2 steps for N calls). */
export const BOARDS = [
	{ name: 'article', calls: 9, path: '/?by=event' },
	// A few hundred calls: the yardstick for the full game's steps.
	{ name: 'board206', calls: 206, path: '/?board=XOX.O....&by=event&step=400' },
	// The yardstick for the flat tree's steps (its 234 calls are about 2.3 per leaf of 100).
	{ name: 'board234', calls: 234, path: '/?board=XOXO.....&by=event&step=450' },
	{ name: 'board7332', calls: 7_332, path: '/?board=X...O....&by=event&step=14000' },
	// Eight times the calls of the 7,332-call board (recorded in the worker).
	{ name: 'board59705', calls: 59_705, path: '/?board=X........&by=event&step=120000' },
	// Alpha-beta on the same board: 2,338 calls plus 1,126 pruned branches drawn greyed.
	{
		name: 'alphabeta2338',
		calls: 2_338,
		path: '/?board=X........&algo=alphabeta&by=event&step=4000'
	},
	// The full game, 549,946 calls, drawn as a window with folded subtrees.
	{ name: 'fullGame', calls: 549_946, path: '/?board=.........&by=event&step=1000000' },
	// Connect Four's empty board to depth 8: 6,634,027 calls (recorded in the worker), folded.
	{
		name: 'connect4Depth8',
		calls: 6_634_027,
		path: '/?game=connect4&moves=&depth=8&by=event&step=13000000'
	},
	// 100,000 calls, 99,999 of them siblings (recorded in the worker), from the middle of the root's loop.
	{
		name: 'flat99999',
		calls: FLAT_LEAVES + 1,
		path: `/?tree=${FLAT_TREE}&by=event&step=200000`
	}
] as const;

export type BoardName = (typeof BOARDS)[number]['name'];

/** Rounds of the Node half: interleaved record/plain pairs, and eventAt lookups per trace. */
export function nodeCounts(quick: boolean) {
	const rounds = Number(process.env.BENCH_ROUNDS ?? (quick ? 3 : 15));
	return {
		rounds,
		warmUp: quick ? 1 : 3,
		lookups: quick ? 20_000 : 200_000,
		mctsIterations: quick ? 2_000 : 20_000
	};
}

/** Steps of the browser half on each board: untimed warm-up steps, timed steps, timed jumps. */
export function viewCounts(quick: boolean) {
	const steps = Number(process.env.BENCH_STEPS ?? (quick ? 20 : 200));
	return {
		warmUp: quick ? 5 : 50,
		steps,
		jumps: steps,
		/** End then Home, timed each, this many times per board. */
		ends: quick ? 2 : 6,
		// A guard against a hang, never a budget (the quick form once took over 120 s on two busy
		// cores): past it the browser half fails.
		timeoutMs: Math.max(240_000, steps * 1000)
	};
}

export interface NodeFigures {
	counts: ReturnType<typeof nodeCounts>;
	minimaxRecordVsPlain: number;
	alphabetaRecordVsPlain: number;
	bytesPerCall: number;
	/** Nanoseconds per `eventAt` on the article's 9-call trace and on the full game. */
	eventAtNs: { calls9: number; calls549946: number };
	/** Milliseconds to walk Connect Four's empty board to depth 8 (6,634,027 calls), game only. */
	connect4Depth8WalkMs: number;
	/** Milliseconds to record the same board as the page does (minimax, depth limit 8). */
	connect4Depth8RecordMs: number;
	/** That trace's bytes per call (20: positions take 8 bytes). */
	connect4BytesPerCall: number;
	/**
	 * Milliseconds to allocate that trace's columns afresh and fill them, no search: the
	 * machine's price for the recording's new memory pages (tests/bench/connect4.ts).
	 */
	connect4Depth8TraceMemoryMs: number;
	/** MCTS on Connect Four 4453: recording's median time over the same search unrecorded. */
	mctsRecordVsPlain: number;
	/** That MCTS trace's bytes per iteration. */
	mctsBytesPerIteration: number;
	/**
	 * A student's own search traced by the shipped tracer (the file written) over the same
	 * untraced, medians of CPU time: the freeCodeCamp article's function (`python`,
	 * `javascript`), a lean minimax (`pythonLean`, `javascriptLean`: the tracer's worst case).
	 */
	tracerCost: { python: number; pythonLean: number; javascript: number; javascriptLean: number };
}

export interface BoardTiming {
	steps: number;
	medianMs: number;
	p95Ms: number;
	nodesDrawnMax: number;
	elementsMax: number;
}

/** Pressing End (to the last step) and Home (to step 0): each press's median and slowest. */
export interface EndsTiming {
	endMedianMs: number;
	endMaxMs: number;
	homeMedianMs: number;
	homeMaxMs: number;
}

export interface BoardFigures {
	calls: number;
	openMs: number;
	step: BoardTiming;
	jump: BoardTiming;
	ends: EndsTiming;
}

/** The tab's memory after a garbage collection, in MB: V8's heap, and array buffers beside it. */
export interface HeapFigures {
	used: number;
	total: number;
	backingStore: number;
	embedder: number;
}

export interface ViewFigures {
	counts: ReturnType<typeof viewCounts>;
	boards: Partial<Record<BoardName, BoardFigures>>;
	fullGameOpenFromMenuMs: number;
	fullGameHeapMB: HeapFigures;
	/** From choosing depth 8 (Connect Four's empty board at depth 4) to a steppable tree. */
	connect4Depth8OpenMs: number;
	/** The tab's memory with the depth-8 trace loaded and stepped (after a GC). */
	connect4Depth8HeapMB: HeapFigures;
}

/**
 * Cold loads of each first view timed for hydration, each plain, at 4× CPU throttling and on the
 * slow network, interleaved.
 */
export function firstViewCounts(quick: boolean) {
	return { runs: Number(process.env.BENCH_FIRST_VIEW_RUNS ?? (quick ? 1 : 5)) };
}

/** A phone held upright (issue 45: a student's phone), as the e2e specs' phone pages. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * The pages whose first view is measured, by the prefix their figures take: the article board
 * at a desk (1280×720) and on a phone, whose first view loads the phone's tree code too.
 */
export const FIRST_VIEWS = [
	{ name: 'article', path: '/', viewport: undefined },
	{ name: 'phone', path: '/', viewport: PHONE_VIEWPORT },
	{ name: 'compare', path: '/compare', viewport: undefined },
	{ name: 'practice', path: '/practice', viewport: undefined }
] as const;

/** One page's times to hydrate (ms from navigation start): every run, in the order run. */
export interface HydrateRuns {
	plain: number[];
	cpu4x: number[];
	slowNetwork: number[];
}

/**
 * The first views' JavaScript (the files each page requested when loaded cold, sized from the
 * build: KB of 1,024 bytes, raw and gzipped) on the article board (`/`, the `firstView` keys),
 * the compare view and the practice page, and each one's time to hydrate (medians over the runs,
 * ms from navigation start): plain, at 4× CPU throttling and on the slow network (1.6 Mbit/s,
 * 150 ms). The article board's keep their first names (`hydrateMs`, `hydrateMs4xCpu`).
 */
export interface FirstViewFigures {
	counts: ReturnType<typeof firstViewCounts>;
	firstViewJsKB: number;
	firstViewJsGzipKB: number;
	firstViewJsFiles: number;
	compareJsKB: number;
	compareJsGzipKB: number;
	compareJsFiles: number;
	practiceJsKB: number;
	practiceJsGzipKB: number;
	practiceJsFiles: number;
	phoneJsKB: number;
	phoneJsGzipKB: number;
	phoneJsFiles: number;
	hydrateMs: number;
	hydrateMs4xCpu: number;
	hydrateMsSlowNetwork: number;
	compareHydrateMs: number;
	compareHydrateMs4xCpu: number;
	compareHydrateMsSlowNetwork: number;
	practiceHydrateMs: number;
	practiceHydrateMs4xCpu: number;
	practiceHydrateMsSlowNetwork: number;
	phoneHydrateMs: number;
	phoneHydrateMs4xCpu: number;
	phoneHydrateMsSlowNetwork: number;
	/** The article board's every run, in the order run (throttled and not interleaved). */
	hydrateRunsMs: number[];
	hydrateRunsMs4xCpu: number[];
	/** Every page's every run, by page. */
	hydrateRuns: Record<(typeof FIRST_VIEWS)[number]['name'], HydrateRuns>;
}
