import {
	spawn,
	spawnSync,
	type ChildProcessByStdio,
	type SpawnSyncOptionsWithStringEncoding,
	type SpawnSyncReturns
} from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

/** The entry point of `npm run trace`, whose process the tests run. */
const TRACE_ENTRY = fileURLToPath(new URL('../../src/cli/trace.ts', import.meta.url));

/** The trace command as a process, for the tests of what only a process shows. */
export interface TraceProcess {
	/** Runs it to its end; stdout and stderr as text. */
	run(
		argv: readonly string[],
		options?: Omit<SpawnSyncOptionsWithStringEncoding, 'encoding'>
	): SpawnSyncReturns<string>;
	/** Starts it with no input, its stdout and stderr piped to the test. */
	start(argv: readonly string[]): ChildProcessByStdio<null, Readable, Readable>;
}

/**
 * The trace command's own process (exit status, stdout and stderr, pipes, a full disk, a reader
 * that stops early): src/cli/trace.ts, bundled once for the calling test file into one
 * JavaScript file that node runs. The code is the same; what a run saves is tsx (its second
 * process and its loader at every import), about 1 CPU-second a run. `npm run trace` itself, tsx
 * and all, is run by cli-npm.test.ts. Call it at the top of a test file.
 */
export function traceProcess(): TraceProcess {
	let folder: string | null = null;
	let bundle = '';
	beforeAll(async () => {
		folder = await mkdtemp(join(tmpdir(), 'minimax-lab-cli-'));
		bundle = join(folder, 'trace.mjs');
		await build({
			entryPoints: [TRACE_ENTRY],
			outfile: bundle,
			bundle: true,
			platform: 'node',
			format: 'esm',
			target: 'node20',
			// resvg's native binary cannot be bundled; the cases run here write no question set.
			external: ['@resvg/resvg-js'],
			logLevel: 'warning'
		});
	});
	afterAll(async () => {
		if (folder !== null) await rm(folder, { recursive: true, force: true });
	});
	return {
		run: (argv, options = {}) =>
			spawnSync(process.execPath, [bundle, ...argv], {
				timeout: 60_000,
				...options,
				encoding: 'utf8'
			}),
		start: (argv) =>
			spawn(process.execPath, [bundle, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] })
	};
}
