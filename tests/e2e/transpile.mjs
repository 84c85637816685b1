// Node's module hooks for the e2e run, registered by playwright.config.ts in the runner and in
// every worker: the app's own TypeScript under src/, which the specs reach through $lib (some 345
// modules), is compiled by esbuild as Node loads it, not by Playwright's Babel. On a fresh clone
// Playwright's cache is empty and Babel spends about 5 CPU-s on them in the runner; esbuild well
// under one. The output is kept beside Playwright's own cache (the workers read the runner's), so
// a run with a warm cache compiles nothing. Playwright still resolves every import, and compiles
// the specs and the tests' helpers itself (its source maps give a failure's line in them).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's source folder, as a file: URL ending in a slash. */
let source = '';

/** Where compiled modules are kept: inside Playwright's transform cache, so cleared with it. */
const kept = join(
	process.env.PLAYWRIGHT_TRANSFORM_CACHE_DIR ??
		process.env.PWTEST_CACHE_DIR ??
		join(tmpdir(), `playwright-transform-cache-${process.geteuid?.() ?? ''}`),
	'esbuild'
);

export function initialize(data) {
	source = data.source;
}

/** esbuild, started only when a module is not kept yet. */
let esbuild;

async function compiled(path, code) {
	esbuild ??= await import('esbuild');
	const { code: js } = await esbuild.transform(code, {
		loader: 'ts',
		format: 'esm',
		target: 'node20',
		sourcefile: path,
		sourcemap: 'inline',
		tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } }
	});
	return js;
}

export async function load(url, context, nextLoad) {
	if (!url.startsWith(source) || !url.endsWith('.ts')) return nextLoad(url, context);
	const path = fileURLToPath(url);
	const code = await readFile(path, 'utf8');
	const file = join(
		kept,
		`${createHash('sha1').update(path).update('\0').update(code).digest('hex')}.js`
	);
	let js = await readFile(file, 'utf8').catch(() => null);
	if (js === null) {
		js = await compiled(path, code);
		// Written whole, then renamed: a worker reading it meanwhile finds it or nothing.
		await mkdir(kept, { recursive: true });
		const part = `${file}.${process.pid}`;
		await writeFile(part, js);
		await rename(part, file);
	}
	return { format: 'module', source: js, shortCircuit: true };
}
