#!/usr/bin/env node
// Runs npm scripts at the same time and fails when any of them fails:
//   node .ci/together.mjs check:types lint build
//   node .ci/together.mjs test:e2e "test:unit --maxWorkers=1"   (words after a script's name are
//                                                               its arguments)
// svelte-check, eslint, prettier and dependency-cruiser each keep one core busy, so on CI's two
// cores they take about half their time in a row when run side by side. Each script's output is
// printed whole once it ends (never interleaved), with its time; plain Node, builtins only.
// Only the build may write .svelte-kit/ meanwhile: `svelte-kit sync` (`npm run check`) writes a
// new app version, and a build that reads it halfway ships pages whose scripts name another
// version, so no page hydrates (scripts/check-build.mjs now fails such a build). `npm test`
// syncs once before, and runs `check:types` here.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
	console.error('usage: node .ci/together.mjs <npm script>...');
	process.exit(2);
}

/** Runs `npm run <script>`, its stdout and stderr kept in one buffer, in the order they came. */
function run(script) {
	const started = Date.now();
	const [name, ...args] = script.split(' ').filter((word) => word !== '');
	const command = ['run', '--silent', name, ...(args.length > 0 ? ['--', ...args] : [])];
	return new Promise((resolve) => {
		const child = spawn('npm', command, {
			stdio: ['ignore', 'pipe', 'pipe'],
			env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' }
		});
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

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, at) => !results[at]);
if (failed.length > 0) {
	console.error(`\ntogether: ${failed.join(', ')} failed`);
	process.exit(1);
}
