/**
 * Checks that the built pages and their scripts come from one build (`npm run build` runs it
 * after `vite build`). Each page starts the app through a global named after the build's version
 * (`__sveltekit_<hash>`), which the client scripts read: when `svelte-kit sync` runs while a
 * build is under way (it writes a new version), pages and scripts can name different globals,
 * and no page hydrates, with no error but in the browser. Exits 1 naming the mismatch.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const build = 'build';
const GLOBAL = /__sveltekit_[a-z0-9]+/g;

/** Every file under `dir`. */
const filesUnder = (dir) =>
	readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]
	);

const named = (files) =>
	new Set(files.flatMap((file) => readFileSync(file, 'utf8').match(GLOBAL) ?? []));

const pages = named(filesUnder(build).filter((file) => file.endsWith('.html')));
const scripts = named(filesUnder(join(build, '_app')).filter((file) => file.endsWith('.js')));
const all = new Set([...pages, ...scripts]);
if (pages.size !== 1 || all.size !== 1) {
	console.error(
		`check-build: the pages name ${[...pages].join(', ') || 'no app global'} and the scripts ` +
			`${[...scripts].join(', ') || 'none'}: they come from different builds (was \`svelte-kit sync\` ` +
			'run during the build?). Build again, with nothing else syncing.'
	);
	process.exit(1);
}
console.log(`check-build: pages and scripts are one build (${[...all][0]})`);
