/**
 * `npm run bench` (and `npm run bench:quick`, the same with `--quick`): runs the benchmark's two
 * halves one after the other, each in its own process, and merges what they find.
 *
 *   1. tests/bench/bench.ts in Node: recording vs the article's plain function, bytes per call,
 *      eventAt;
 *   2. `vite build` (skipped with `--no-build`, for a build that is already current);
 *   3. tests/bench/view.pw.ts in Chromium through Playwright: step, jump, End and Home times by
 *      board size (a flat tree of 99,999 leaves too), the full game opened from the Example
 *      menu, the tab's memory; and first (tests/bench/first-view.ts) the JavaScript the first
 *      views of the article board, the compare view and the practice page load, and each one's
 *      time to hydrate, plain, at 4× CPU throttling and on a slow network; and last the longest
 *      gap between frames in each heavy opening of tests/e2e/gap-cases.ts (`frameGapMs`).
 *
 * Each half writes its figures to a JSON file in a fresh temporary folder ($BENCH_OUT). This
 * prints the tables, then ends with ONE JSON line holding every figure: the last line of stdout.
 * `--quick` runs few rounds and steps (a smoke test for CI, figures not meaningful). No timing
 * is asserted; the run fails (non-zero exit) when a half fails or a figure is missing or not a
 * finite number.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	BOARDS,
	type BoardName,
	type FirstViewFigures,
	type NodeFigures,
	type ViewFigures
} from './figures';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (path: string) => join(root, 'node_modules', path);

const OPTIONS = ['--quick', '--no-build'];
const args = process.argv.slice(2);
const unknown = args.filter((arg) => !OPTIONS.includes(arg));
if (unknown.length > 0) {
	console.error(`bench: unknown option ${unknown.join(' ')} (known: ${OPTIONS.join(', ')})`);
	process.exit(2);
}
const quick = args.includes('--quick');
const build = !args.includes('--no-build');

/** Runs a command from the project's root; its output is shown, or kept and shown on failure. */
function run(
	what: string,
	command: string,
	commandArgs: string[],
	{ env = {}, quiet = false }: { env?: Record<string, string>; quiet?: boolean } = {}
): Promise<void> {
	const started = performance.now();
	return new Promise((resolve, reject) => {
		const child = spawn(command, commandArgs, {
			cwd: root,
			env: { ...process.env, ...env },
			stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit']
		});
		const kept: Buffer[] = [];
		child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
		child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
		child.on('error', (error) => reject(new Error(`bench: could not run ${what}: ${error}`)));
		child.on('close', (code, signal) => {
			const seconds = ((performance.now() - started) / 1000).toFixed(1);
			if (code === 0) {
				console.log(`bench: ${what} done in ${seconds} s`);
				resolve();
				return;
			}
			if (quiet)
				process.stderr.write(Buffer.concat(kept).toString().split('\n').slice(-40).join('\n'));
			reject(new Error(`bench: ${what} failed (${signal ?? `exit ${code}`}) after ${seconds} s`));
		});
	});
}

/** A TCP port free right now on 127.0.0.1, for the bench's own preview server. */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() =>
				typeof address === 'object' && address
					? resolve(address.port)
					: reject(new Error('no port'))
			);
		});
	});
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every number in `value`, by its dotted key, that is not finite (NaN, null, missing). */
function badFigures(value: unknown, key = ''): string[] {
	if (typeof value === 'number') return Number.isFinite(value) ? [] : [key];
	if (typeof value === 'boolean') return [];
	if (value === null || typeof value !== 'object') return [key];
	return Object.entries(value).flatMap(([name, inner]) =>
		badFigures(inner, key ? `${key}.${name}` : name)
	);
}

async function main(): Promise<number> {
	const started = performance.now();
	const dir = mkdtempSync(join(tmpdir(), 'minimax-bench-'));
	try {
		const quickEnv = { BENCH_QUICK: quick ? '1' : '0' };
		const nodeOut = join(dir, 'node.json');
		const viewOut = join(dir, 'view.json');
		const firstViewOut = join(dir, 'first-view.json');
		const gapsOut = join(dir, 'gaps.json');
		await run(
			'the Node half (tests/bench/bench.ts)',
			process.execPath,
			['--import', 'tsx', 'tests/bench/bench.ts'],
			{ env: { ...quickEnv, BENCH_OUT: nodeOut } }
		);
		if (!build && !existsSync(join(root, 'build/index.html')))
			throw new Error('bench: --no-build, but there is no build/index.html: run `npm run build`');
		if (build)
			await run('vite build', process.execPath, [bin('vite/bin/vite.js'), 'build'], {
				quiet: true
			});
		// BENCH_PORT names the preview's port (a helper sharing the machine keeps to its own).
		const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
		await run(
			'the browser half (tests/bench/view.pw.ts)',
			process.execPath,
			[bin('@playwright/test/cli.js'), 'test', '-c', 'tests/bench/playwright.config.ts'],
			{
				env: {
					...quickEnv,
					BENCH_OUT: viewOut,
					BENCH_FIRST_VIEW_OUT: firstViewOut,
					BENCH_GAPS_OUT: gapsOut,
					BENCH_PORT: String(port)
				}
			}
		);
		const node = JSON.parse(readFileSync(nodeOut, 'utf8')) as NodeFigures;
		const view = JSON.parse(readFileSync(viewOut, 'utf8')) as ViewFigures;
		const firstView = JSON.parse(readFileSync(firstViewOut, 'utf8')) as FirstViewFigures;
		const frameGapMs = JSON.parse(readFileSync(gapsOut, 'utf8')) as Record<string, number>;
		const figures = { ...merge(node, view, firstView), frameGapMs };
		printTables(view, figures);
		const bad = [
			...badFigures(figures),
			...BOARDS.filter((board) => !view.boards[board.name]).map((board) => board.name)
		];
		console.log(
			`bench: ${quick ? 'quick form, ' : ''}${((performance.now() - started) / 1000).toFixed(1)} s in all`
		);
		if (bad.length > 0) console.error(`bench: missing or not finite: ${bad.join(', ')}`);
		// The last line of stdout, whatever happened above.
		console.log(JSON.stringify(figures));
		return bad.length > 0 ? 1 : 0;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** One flat-ish object: the Node half's three headline figures first, then the page's. */
function merge(node: NodeFigures, view: ViewFigures, firstView: FirstViewFigures) {
	const byBoard = (pick: (timing: NonNullable<ViewFigures['boards'][BoardName]>) => number) =>
		Object.fromEntries(
			BOARDS.map((board) => {
				const timing = view.boards[board.name];
				return [board.name, timing ? pick(timing) : Number.NaN];
			})
		) as Record<BoardName, number>;
	const stepMedianMs = byBoard((board) => board.step.medianMs);
	const jumpMedianMs = byBoard((board) => board.jump.medianMs);
	const ratio = (medians: Record<BoardName, number>, a: BoardName, b: BoardName) =>
		round2(medians[a] / medians[b]);
	return {
		minimaxRecordVsPlain: node.minimaxRecordVsPlain,
		alphabetaRecordVsPlain: node.alphabetaRecordVsPlain,
		bytesPerCall: node.bytesPerCall,
		eventAtNs: node.eventAtNs,
		connect4Depth8WalkMs: node.connect4Depth8WalkMs,
		connect4Depth8RecordMs: node.connect4Depth8RecordMs,
		connect4BytesPerCall: node.connect4BytesPerCall,
		// Recording Connect Four over walking it, both medians. Target: at most 1.25.
		connect4RecordVsWalk: round2(node.connect4Depth8RecordMs / node.connect4Depth8WalkMs),
		// The trace's columns allocated afresh and filled, no search, over the same walk: the share
		// of the ratio above that is this machine's price for new memory pages (no target).
		connect4Depth8TraceMemoryMs: node.connect4Depth8TraceMemoryMs,
		connect4TraceMemoryVsWalk: round2(node.connect4Depth8TraceMemoryMs / node.connect4Depth8WalkMs),
		mctsRecordVsPlain: node.mctsRecordVsPlain,
		mctsBytesPerIteration: node.mctsBytesPerIteration,
		tracerCost: node.tracerCost,
		stepMedianMs,
		stepP95Ms: byBoard((board) => board.step.p95Ms),
		jumpMedianMs,
		jumpP95Ms: byBoard((board) => board.jump.p95Ms),
		ratios: {
			step7332VsArticle: ratio(stepMedianMs, 'board7332', 'article'),
			jump7332VsArticle: ratio(jumpMedianMs, 'board7332', 'article'),
			// Eight times the calls: a step should cost about the same.
			step59705Vs7332: ratio(stepMedianMs, 'board59705', 'board7332'),
			jump59705Vs7332: ratio(jumpMedianMs, 'board59705', 'board7332'),
			// Target: at most 2.
			stepFullGameVs206: ratio(stepMedianMs, 'fullGame', 'board206'),
			jumpFullGameVs206: ratio(jumpMedianMs, 'fullGame', 'board206'),
			// Windows, cut marks and pruned stubs on top of a minimax step.
			stepAlphaBetaVsMinimax: ratio(stepMedianMs, 'alphabeta2338', 'board59705'),
			// 99,999 siblings against a small board. Target: at most 2.
			stepFlat99999Vs234: ratio(stepMedianMs, 'flat99999', 'board234'),
			jumpFlat99999Vs234: ratio(jumpMedianMs, 'flat99999', 'board234'),
			// Connect Four's 6,634,027 calls against a small board. Target: at most 2.
			stepConnect4Depth8Vs234: ratio(stepMedianMs, 'connect4Depth8', 'board234'),
			jumpConnect4Depth8Vs234: ratio(jumpMedianMs, 'connect4Depth8', 'board234'),
			// Its load against the full tic-tac-toe game's (12 times the calls). Target: at most 12.
			openConnect4Depth8VsFullGame: round2(view.connect4Depth8OpenMs / view.fullGameOpenFromMenuMs)
		},
		endMedianMs: byBoard((board) => board.ends.endMedianMs),
		homeMedianMs: byBoard((board) => board.ends.homeMedianMs),
		openMs: byBoard((board) => board.openMs),
		fullGameOpenFromMenuMs: view.fullGameOpenFromMenuMs,
		fullGameHeapMB: view.fullGameHeapMB,
		connect4Depth8OpenMs: view.connect4Depth8OpenMs,
		connect4Depth8HeapMB: view.connect4Depth8HeapMB,
		// V8's heap and the array buffers (the trace's columns) together. Target: under 400.
		connect4Depth8TabMB: round2(
			view.connect4Depth8HeapMB.used + view.connect4Depth8HeapMB.backingStore
		),
		// The first view (tests/bench/first-view.ts): KB of 1,024 bytes, medians of the runs.
		firstViewJsKB: firstView.firstViewJsKB,
		firstViewJsGzipKB: firstView.firstViewJsGzipKB,
		compareJsKB: firstView.compareJsKB,
		compareJsGzipKB: firstView.compareJsGzipKB,
		hydrateMs: firstView.hydrateMs,
		hydrateMs4xCpu: firstView.hydrateMs4xCpu,
		firstViewJsFiles: firstView.firstViewJsFiles,
		compareJsFiles: firstView.compareJsFiles,
		hydrateMsSlowNetwork: firstView.hydrateMsSlowNetwork,
		compareHydrateMs: firstView.compareHydrateMs,
		compareHydrateMs4xCpu: firstView.compareHydrateMs4xCpu,
		compareHydrateMsSlowNetwork: firstView.compareHydrateMsSlowNetwork,
		practiceJsKB: firstView.practiceJsKB,
		practiceJsGzipKB: firstView.practiceJsGzipKB,
		practiceJsFiles: firstView.practiceJsFiles,
		practiceHydrateMs: firstView.practiceHydrateMs,
		practiceHydrateMs4xCpu: firstView.practiceHydrateMs4xCpu,
		practiceHydrateMsSlowNetwork: firstView.practiceHydrateMsSlowNetwork,
		phoneJsKB: firstView.phoneJsKB,
		phoneJsGzipKB: firstView.phoneJsGzipKB,
		phoneJsFiles: firstView.phoneJsFiles,
		phoneHydrateMs: firstView.phoneHydrateMs,
		phoneHydrateMs4xCpu: firstView.phoneHydrateMs4xCpu,
		phoneHydrateMsSlowNetwork: firstView.phoneHydrateMsSlowNetwork,
		quick,
		counts: {
			nodeRounds: node.counts.rounds,
			nodeWarmUp: node.counts.warmUp,
			eventAtLookups: node.counts.lookups,
			viewSteps: view.counts.steps,
			viewJumps: view.counts.jumps,
			viewEnds: view.counts.ends,
			viewWarmUp: view.counts.warmUp,
			firstViewRuns: firstView.counts.runs
		}
	};
}

function printTables(
	view: ViewFigures,
	figures: ReturnType<typeof merge> & { frameGapMs: Record<string, number> }
): void {
	const { counts } = view;
	console.log(
		`\nOne step in the page, key press or scrubber input to DOM laid out, in ms ` +
			`(${counts.steps} steps by event, ${counts.jumps} random jumps and ${counts.ends} End and ` +
			`Home presses per board, after ${counts.warmUp} warm-up steps)`
	);
	console.table(
		BOARDS.map(({ name, calls }) => {
			const board = view.boards[name];
			return {
				board: name,
				calls,
				'open ms': board?.openMs,
				'step median': board?.step.medianMs,
				'step p95': board?.step.p95Ms,
				'jump median': board?.jump.medianMs,
				'jump p95': board?.jump.p95Ms,
				'End median': board?.ends.endMedianMs,
				'End max': board?.ends.endMaxMs,
				'Home median': board?.ends.homeMedianMs,
				'nodes drawn (max)': Math.max(
					board?.step.nodesDrawnMax ?? 0,
					board?.jump.nodesDrawnMax ?? 0
				),
				'elements (max)': Math.max(board?.step.elementsMax ?? 0, board?.jump.elementsMax ?? 0)
			};
		})
	);
	console.log('Ratios of medians');
	console.table(figures.ratios);
	console.log(
		`Full game from the Example menu to a steppable tree: ${figures.fullGameOpenFromMenuMs} ms; ` +
			`the tab's memory with it loaded (MB, after a GC):`
	);
	console.table(figures.fullGameHeapMB);
	console.log(
		`Connect Four's empty board, depth 8 chosen in the depth menu, to a steppable tree: ` +
			`${figures.connect4Depth8OpenMs} ms; the tab's memory with it loaded and stepped (MB, after a GC):`
	);
	console.table(figures.connect4Depth8HeapMB);
	console.log(
		`First view, loaded cold: the JavaScript it requested (KB of 1,024 bytes, from the build; ` +
			`gzip at zlib's default level) and its time to hydrate (ms from navigation start, median ` +
			`of ${figures.counts.firstViewRuns} ${figures.counts.firstViewRuns === 1 ? 'run' : 'runs'} each; the slow network: 1.6 Mbit/s, 150 ms)`
	);
	const firstView = (
		files: number,
		KB: number,
		gzipKB: number,
		hydrate: number,
		hydrate4xCpu: number,
		hydrateSlow: number
	) => ({
		files,
		'JS KB': KB,
		'JS KB gzipped': gzipKB,
		'hydrate ms': hydrate,
		'hydrate ms, 4x CPU': hydrate4xCpu,
		'hydrate ms, slow network': hydrateSlow
	});
	console.table({
		'article board (/)': firstView(
			figures.firstViewJsFiles,
			figures.firstViewJsKB,
			figures.firstViewJsGzipKB,
			figures.hydrateMs,
			figures.hydrateMs4xCpu,
			figures.hydrateMsSlowNetwork
		),
		'article board on a phone (/, 390×844)': firstView(
			figures.phoneJsFiles,
			figures.phoneJsKB,
			figures.phoneJsGzipKB,
			figures.phoneHydrateMs,
			figures.phoneHydrateMs4xCpu,
			figures.phoneHydrateMsSlowNetwork
		),
		'compare (/compare)': firstView(
			figures.compareJsFiles,
			figures.compareJsKB,
			figures.compareJsGzipKB,
			figures.compareHydrateMs,
			figures.compareHydrateMs4xCpu,
			figures.compareHydrateMsSlowNetwork
		),
		'practice (/practice)': firstView(
			figures.practiceJsFiles,
			figures.practiceJsKB,
			figures.practiceJsGzipKB,
			figures.practiceHydrateMs,
			figures.practiceHydrateMs4xCpu,
			figures.practiceHydrateMsSlowNetwork
		)
	});
	const target = (value: number, limit: number) => ({
		value,
		target: `<= ${limit}`,
		met: value <= limit ? 'yes' : 'NO'
	});
	console.log(
		`Targets (reported, not asserted${quick ? '; the quick form is too short to judge' : ''})`
	);
	console.table({
		minimaxRecordVsPlain: target(figures.minimaxRecordVsPlain, 0.25),
		alphabetaRecordVsPlain: target(figures.alphabetaRecordVsPlain, 0.25),
		bytesPerCall: target(figures.bytesPerCall, 24),
		connect4BytesPerCall: target(figures.connect4BytesPerCall, 24),
		connect4RecordVsWalk: target(figures.connect4RecordVsWalk, 1.25),
		mctsRecordVsPlain: target(figures.mctsRecordVsPlain, 1.25),
		'tracerCost.python': target(figures.tracerCost.python, 3),
		'tracerCost.pythonLean': target(figures.tracerCost.pythonLean, 3),
		'tracerCost.javascript': target(figures.tracerCost.javascript, 3),
		'tracerCost.javascriptLean': target(figures.tracerCost.javascriptLean, 3),
		'stepP95Ms.fullGame': target(figures.stepP95Ms.fullGame, 16),
		'ratios.stepFullGameVs206': target(figures.ratios.stepFullGameVs206, 2),
		'ratios.stepFlat99999Vs234': target(figures.ratios.stepFlat99999Vs234, 2),
		'ratios.stepConnect4Depth8Vs234': target(figures.ratios.stepConnect4Depth8Vs234, 2),
		'ratios.openConnect4Depth8VsFullGame': target(figures.ratios.openConnect4Depth8VsFullGame, 12),
		connect4Depth8TabMB: target(figures.connect4Depth8TabMB, 400),
		firstViewJsGzipKB: target(figures.firstViewJsGzipKB, 100),
		hydrateMs4xCpu: target(figures.hydrateMs4xCpu, 1000),
		phoneJsGzipKB: target(figures.phoneJsGzipKB, 100),
		phoneHydrateMs4xCpu: target(figures.phoneHydrateMs4xCpu, 1000),
		compareJsGzipKB: target(figures.compareJsGzipKB, 130),
		practiceJsGzipKB: target(figures.practiceJsGzipKB, 100),
		...Object.fromEntries(
			Object.entries(figures.frameGapMs).map(([key, gap]) => [
				`frameGapMs.${key}`,
				target(gap, 200)
			])
		)
	});
}

main().then(
	(code) => process.exit(code),
	(error: unknown) => {
		console.error(error instanceof Error ? error.message : error);
		process.exit(1);
	}
);
