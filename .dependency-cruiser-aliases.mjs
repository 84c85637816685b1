/**
 * SvelteKit's import aliases ($lib, $lib/*, …) for dependency-cruiser, read from the paths that
 * `svelte-kit sync` writes into .svelte-kit/tsconfig.json (resolved against that folder).
 * dependency-cruiser's own tsconfig reading cannot be used for them: it resolves `paths` against
 * the working folder, not against the tsconfig that holds them, so `../src/lib` misses.
 * .dependency-cruiser.cjs hands this file over as a webpack-style resolve configuration.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const tsconfig = join(dirname(fileURLToPath(import.meta.url)), '.svelte-kit', 'tsconfig.json');
if (!existsSync(tsconfig))
	throw new Error('dependency-cruiser: no .svelte-kit/tsconfig.json: run `npx svelte-kit sync`');
const { paths = {} } = JSON.parse(readFileSync(tsconfig, 'utf8')).compilerOptions ?? {};
const alias = {};
for (const [key, [target]] of Object.entries(paths)) {
	// "$lib/*": ["../src/lib/*"] and "$lib": ["../src/lib"] both become one prefix alias.
	alias[key.replace(/\/\*$/, '')] = resolve(dirname(tsconfig), target.replace(/\/\*$/, ''));
}

export default { resolve: { alias } };
