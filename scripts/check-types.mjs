#!/usr/bin/env node
// `npm run check:types`: svelte-check on the whole project (TypeScript 7's compiler, `--tsgo`),
// warnings failing it, in a folder of its own emptied first (it keeps a deleted component's copy).
//
// Once more where the first run found only the route types missing or empty: every
// `svelte-kit sync` (the build's, Vitest's, beside it in `npm test`) deletes the root route's
// generated `$types.d.ts` and writes it again (Kit 2 compares `src/routes/` with `src/routes`
// when it empties folders), and rewrites the others in place, so a check that reads them in that
// instant reports `Cannot find module './$types'` for a project that has no fault (CI 29b).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const ARGS = ['--tsconfig', './tsconfig.json', '--fail-on-warnings', '--tsgo'];
/** What a check that read the route types mid-rewrite reports, and nothing else. */
const ROUTE_TYPES = /'\.\/\$types'|\.\/\$types\b/;

function check() {
	rmSync('.svelte-kit/.svelte-check', { recursive: true, force: true });
	const run = spawnSync('node_modules/.bin/svelte-check', ARGS, { encoding: 'utf8', shell: false });
	if (run.error) throw run.error;
	return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

/** Whether every error the check found names the generated route types. */
function onlyRouteTypes(output) {
	const errors = output.split('\n').filter((line) => /^Error:/.test(line.trim()));
	const files = output.split('\n').filter((line) => /\.(?:ts|svelte):\d+:\d+$/.test(line.trim()));
	return (
		errors.length > 0 &&
		errors.some((line) => ROUTE_TYPES.test(line)) &&
		files.every((line) => /\+(?:page|layout)(?:\.server)?\.ts:/.test(line))
	);
}

let { status, output } = check();
if (status !== 0 && onlyRouteTypes(output)) {
	process.stdout.write(output);
	console.log(
		'check:types: the route types were being rewritten by a `svelte-kit sync` beside this check; checking again'
	);
	({ status, output } = check());
}
process.stdout.write(output);
process.exit(status);
