/**
 * The layering of src/ that CI checks (issue 25), run by `npm run lint:deps` (part of
 * `npm run lint`): `depcruise src --config .dependency-cruiser.cjs --ignore-known`, then
 * scripts/dep-rules.mjs for the two rules dependency-cruiser cannot state exactly (no cycle
 * between the folders of src/lib; what a worker reaches at run time).
 *
 * Paths are relative to the project (or to the `baseDir` a test cruises from). The layers:
 *   src/lib/engine/            the core: trace, columns, recorder, file format, sizing, steps
 *   src/lib/searches/<id>/     one search each            src/lib/games/<id>/  one game each
 *   src/lib/registry/          lists the games and searches (the only one to import them all)
 *   src/lib/player/            stepping a trace, no view   src/lib/workers/     off the main thread
 *   src/lib/ui/                the view's own state that any view part may use (language, the
 *                              tree's camera and window, the step player, undo history)
 *   src/lib/components/        the shared Svelte parts (below the games' and searches' views)
 *   src/lib/state/, src/routes/    the app: pages and their state (labs, loader, comparison),
 *                              above the registry and the workers
 *   src/lib/i18n/              the view's message catalogues
 *   src/lib/diagnosis/         a student's trace against ours: the first mistake, named
 *
 * Type-only imports (`import type`) count for the layering rules: naming another layer's type
 * ties a module to it as surely as calling it. They do not count for the file cycle rule: they
 * are erased when compiled, so they cannot make a module run before its imports are ready.
 *
 * Today's violations are listed in .dependency-cruiser-known-violations.json (`npm run
 * deps:baseline` writes it) and ignored; any other fails the lint with the import named.
 */

/** A Svelte component, a `.svelte.ts`/`.svelte.js` module (runes, compiled by Svelte), or the
 * `svelte` package itself. */
const SVELTE = '(\\.svelte$|\\.svelte\\.[jt]s$|(^|/)node_modules/svelte/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-runtime-cycle',
			comment:
				'Two files import each other, directly or round a longer loop, through imports that ' +
				'load at run time: one of them runs before the other is ready. Break the loop (move ' +
				'what both need into a third module, or pass it in). Loops that go through an ' +
				'`import type` are not counted: types are erased when compiled. (dependency-cruiser ' +
				'follows one loop per import; should that loop pass an `import type` while another ' +
				'loop is all runtime imports, that import goes unflagged. scripts/dep-figures.mjs ' +
				'counts runtime loops exactly: 6 on 297a339, the 6 reported here.)',
			severity: 'error',
			from: { path: '^src/' },
			to: {
				circular: true,
				dependencyTypesNot: ['type-only'],
				viaOnly: { dependencyTypesNot: ['type-only'] }
			}
		},
		{
			name: 'core-imports-no-other-layer',
			comment:
				'The core (src/lib/engine/) names no game, search, language or view: it imports ' +
				'nothing else of src/lib. What it needs from a game or a search it defines as an ' +
				'interface that the game or search module implements.',
			severity: 'error',
			from: { path: '^src/lib/engine/' },
			to: { path: '^src/lib/', pathNot: '^src/lib/engine/' }
		},
		{
			name: 'diagnosis-imports-only-the-core',
			comment:
				"The diagnosis (src/lib/diagnosis/) compares a student's trace with ours for the page " +
				'and the command line alike: it imports the core (src/lib/engine/) and nothing else ' +
				'of src/lib, so it names no game, search or view.',
			severity: 'error',
			from: { path: '^src/lib/diagnosis/' },
			to: { path: '^src/lib/', pathNot: '^src/lib/(engine|diagnosis)/' }
		},
		{
			name: 'search-imports-no-game',
			comment:
				"A search module (src/lib/searches/<id>/) works on any game through the core's " +
				'interfaces: it imports no game module (src/lib/games/<id>/).',
			severity: 'error',
			from: { path: '^src/lib/searches/' },
			to: { path: '^src/lib/games/[^/]+/' }
		},
		{
			name: 'game-imports-no-search',
			comment:
				'A game module (src/lib/games/<id>/) is searched by any search: it imports no ' +
				'search module (src/lib/searches/<id>/). Only the registry brings the two together.',
			severity: 'error',
			from: { path: '^src/lib/games/[^/]+/' },
			to: { path: '^src/lib/searches/[^/]+/' }
		},
		{
			name: 'view-parts-import-no-game-or-search',
			comment:
				'The shared components (src/lib/components/) and the player (src/lib/player/) work ' +
				'for every game and search through their contracts (the engine, and the files ' +
				'directly in src/lib/games/ and src/lib/searches/ that every module implements): ' +
				'they import no module folder (src/lib/games/<id>/, src/lib/searches/<id>/), ' +
				'`import type` included. What one game draws or says lives in its own folder and ' +
				'reaches the page through the registry, or is passed in as a prop (issue 42).',
			severity: 'error',
			from: { path: '^src/lib/(components|player)/' },
			to: { path: '^src/lib/(games|searches)/[^/]+/' }
		},
		{
			name: 'contracts-import-no-module',
			comment:
				'The files directly in src/lib/games/ and src/lib/searches/ are the contracts every ' +
				'game or search implements (presenter, traits, listing, narration, entries): the ' +
				'components and the player may import them, so they import no module folder ' +
				'themselves, or a component would reach a game through them.',
			severity: 'error',
			from: { path: '^src/lib/(games|searches)/[^/]+$' },
			to: { path: '^src/lib/(games|searches)/[^/]+/' }
		},
		{
			name: 'player-imports-no-svelte',
			comment:
				'The player layer (src/lib/player/) steps a trace without a view, so it runs in ' +
				'Node, in tests and in a worker: it imports no Svelte component, no `.svelte.ts` ' +
				'module (runes) and not the svelte package.',
			severity: 'error',
			from: { path: '^src/lib/player/' },
			to: { path: SVELTE }
		},
		{
			name: 'player-imports-no-components',
			comment: 'The player layer (src/lib/player/) imports nothing of src/lib/components/.',
			severity: 'error',
			from: { path: '^src/lib/player/' },
			to: { path: '^src/lib/components/' }
		},
		{
			name: 'worker-imports-no-svelte',
			comment:
				'A worker (src/lib/workers/) runs off the main thread, where Svelte has nothing to ' +
				'draw: it imports no Svelte component, no `.svelte.ts` module and not the svelte ' +
				'package.',
			severity: 'error',
			from: { path: '^src/lib/workers/' },
			to: { path: SVELTE }
		},
		{
			name: 'worker-imports-no-components',
			comment: 'A worker (src/lib/workers/) imports nothing of src/lib/components/.',
			severity: 'error',
			from: { path: '^src/lib/workers/' },
			to: { path: '^src/lib/components/' }
		},
		{
			name: 'worker-imports-no-view-catalogue',
			comment:
				'A worker (src/lib/workers/) imports no view catalogue: nothing of src/lib/i18n/, ' +
				'error messages included. A worker reports what went wrong as data (an error code ' +
				'and its values, or an error of the module that raised it, whose messages live in ' +
				"that module in both languages), and the page words it in the reader's language.",
			severity: 'error',
			from: { path: '^src/lib/workers/' },
			to: { path: '^src/lib/i18n/' }
		}
	],
	options: {
		doNotFollow: { path: '(^|/)node_modules/' },
		// SvelteKit's virtual modules ($app/navigation, $app/paths, $service-worker) have no file.
		exclude: { path: '^\\$(app|service-worker)' },
		// Sees `import type` too (marked type-only), so the layering rules see every import.
		tsPreCompilationDeps: true,
		tsConfig: { fileName: `${__dirname}/tsconfig.json` },
		// $lib and SvelteKit's other aliases, from .svelte-kit/tsconfig.json (see that file).
		webpackConfig: { fileName: `${__dirname}/.dependency-cruiser-aliases.mjs` },
		enhancedResolveOptions: {
			exportsFields: ['exports'],
			conditionNames: ['svelte', 'import', 'browser', 'default', 'types'],
			mainFields: ['svelte', 'module', 'main', 'types'],
			// .svelte files are read by dependency-cruiser through svelte/compiler (Svelte 5).
			extensions: ['.ts', '.js', '.svelte', '.d.ts', '.mjs', '.cjs', '.json'],
			// What the resolver has read (folders, package.json files, stats) is kept for the whole
			// cruise, which no file changes under: its default of 4 s dropped it over and over on
			// a busy machine, where a cruise takes a minute, and read everything again.
			cachedInputFileSystem: { cacheDuration: 1_800_000 }
		},
		reporterOptions: {
			text: { highlightFocused: true }
		}
	}
};
