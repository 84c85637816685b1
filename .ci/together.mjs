#!/usr/bin/env node
// Runs npm scripts at the same time and fails when any of them fails:
//   node .ci/together.mjs check:types lint build
// Words after a script's name are its arguments ("test:unit --maxWorkers=2"). A chain
// "a then b" runs b once a has passed, beside the other chains; a chain that starts with
// "after a b" waits for the scripts a and b of other chains to pass first (and runs nothing when
// one fails); "nice" first runs the chain's scripts at a lower CPU priority. `npm test` runs
//   node .ci/together.mjs "nice check:types" "nice lint" "build then test:e2e" \
//     "nice after build then test:unit --maxWorkers=2"
// svelte-check, eslint, prettier and dependency-cruiser each keep one core busy, so on CI's two
// cores they take about half their time in a row when run side by side. The end-to-end tests
// and the unit tests start once the build is there, while the checks finish: Playwright's
// workers leave the cores idle part of the time (each waits on its page), which the others fill:
// the unit tests on two workers, where one (the last chain to finish, at some 0.4 of a core) left
// the second core idle whenever both Playwright workers waited. The end-to-end chain is the
// longest (build, then Playwright), so the others run "nice": the build, Playwright's runner and
// workers and the file server get the CPU before the checks and unit tests, which take what they
// leave idle. Linux with autogroups (the default on most) shares the CPU between sessions first and
// Playwright starts each browser in a session of its own, so the nice ranks this run's own
// processes, not the browsers. A nice chain in a session of its own, made nice, would rank below
// the browsers too, but also below everything else the machine runs: under a neighbour's load its
// tests could starve past their timeouts.
// Each script's output is printed whole once it ends (never interleaved), with its time; plain
// Node, builtins only.
// Nothing may write .svelte-kit/ during the build: `svelte-kit sync` (`npm run check`, and
// Vitest's SvelteKit plugin) writes a new app version, and a build that reads it halfway ships
// pages whose scripts name another version, so no page hydrates (scripts/check-build.mjs now
// fails such a build): the unit tests start after the build, and `npm test` syncs once before
// and runs `check:types` here. Beside svelte-check a sync is harmless but for an instant: only
// the server's generated/ file (not checked) names the version, but each sync deletes and writes
// again the route types svelte-check reads, so scripts/check-types.mjs checks once more where
// the first run found only those missing.
// svelte-check hands the type-check to TypeScript 7's native compiler (`--tsgo`, a third of the
// CPU), which reads the Svelte files as TypeScript written to .svelte-kit/.svelte-check/: a folder
// of its own that the build never reads (emptied first: it keeps a deleted component's copy). The end-to-end tests read build/ alone.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** A "nice" chain's priority: its scripts get the CPU a tenth as often as the others. */
const NICE = 10;

/** Gives process `pid` (just started, before it starts any of its own) priority NICE. */
function lower(pid) {
	try {
		setPriority(pid, NICE);
	} catch {
		// A system that refuses only loses the packing, not a check.
	}
}

const chains = process.argv.slice(2).map((chain) => {
	const nice = /^nice\s/.test(chain.trim());
	const steps = chain
		.trim()
		.replace(/^nice\s+/, '')
		.split(' then ')
		.map((step) => step.trim());
	const waits = /^after\s/.test(steps[0]) ? steps.shift().split(/\s+/).slice(1) : [];
	return { nice, waits, steps };
});
if (chains.length === 0 || chains.some(({ steps }) => steps.length === 0 || steps.includes(''))) {
	console.error(
		'usage: node .ci/together.mjs <npm script>... ("a then b", "after a b then c", "nice a")'
	);
	process.exit(2);
}
const scriptName = (step) => step.split(' ')[0];
const named = new Set(chains.flatMap(({ steps }) => steps.map(scriptName)));
const unknown = chains.flatMap(({ waits, steps }) =>
	waits.filter((name) => !named.has(name) || steps.map(scriptName).includes(name))
);
if (unknown.length > 0) {
	console.error(`together: "after" names no script of another chain: ${unknown.join(', ')}`);
	process.exit(2);
}

/**
 * Runs `npm run <script>`, its stdout and stderr kept in one buffer, in the order they came; when
 * `nice`, at priority NICE (set as npm starts, before it starts the script: the script's
 * processes inherit it).
 */
function run(script, nice) {
	const started = Date.now();
	const [name, ...args] = script.split(' ').filter((word) => word !== '');
	const command = ['run', '--silent', name, ...(args.length > 0 ? ['--', ...args] : [])];
	return new Promise((resolve) => {
		const child = spawn('npm', command, {
			stdio: ['ignore', 'pipe', 'pipe'],
			env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' }
		});
		if (nice && child.pid !== undefined) lower(child.pid);
		const chunks = [];
		child.stdout.on('data', (chunk) => chunks.push(chunk));
		child.stderr.on('data', (chunk) => chunks.push(chunk));
		const finish = (code, problem) => {
			const seconds = ((Date.now() - started) / 1000).toFixed(1);
			const status = code === 0 ? 'ok' : `failed (${problem ?? `exit ${code}`})`;
			process.stdout.write(`\n── npm run ${script}: ${status}, ${seconds} s ──\n`);
			process.stdout.write(Buffer.concat(chunks));
			resolve(code === 0);
		};
		child.on('error', (error) => finish(1, error.message));
		child.on('close', (code, signal) => finish(code ?? 1, signal ?? undefined));
	});
}

/** Each script's outcome (true when it passed), by name, once it has run or been skipped. */
const outcomes = new Map(
	[...named].map((name) => {
		let settle;
		const outcome = new Promise((resolve) => (settle = resolve));
		return [name, { outcome, settle }];
	})
);
const failed = [];

/** Runs a chain's steps in turn, once the scripts it waits for have passed. */
async function runChain({ nice, waits, steps }) {
	const ready = (await Promise.all(waits.map((name) => outcomes.get(name).outcome))).every(Boolean);
	let passing = ready;
	for (const step of steps) {
		if (passing) {
			passing = await run(step, nice);
			if (!passing) failed.push(step);
		} else process.stdout.write(`\n── npm run ${step}: not run (an earlier script failed) ──\n`);
		outcomes.get(scriptName(step)).settle(passing);
	}
}

await Promise.all(chains.map(runChain));
if (failed.length > 0) {
	console.error(`\ntogether: ${failed.join(', ')} failed`);
	process.exit(1);
}
