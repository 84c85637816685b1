import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

/** The client's entries: SvelteKit's start and app, and each page's and layout's node. */
const CLIENT_ENTRY =
	/(?:client-optimized\/(?:nodes\/\d+|app)|kit\/src\/runtime\/client\/entry)\.js$/;

/** The client entries that reach module `id` through static imports, as a chunk's name; null for none. */
function entryGroup(
	id: string,
	importersOf: (id: string) => readonly string[],
	entry = CLIENT_ENTRY
): string | null {
	const entries = new Set<string>();
	const seen = new Set([id]);
	const stack = [id];
	for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
		if (entry.test(at)) entries.add(at.replace(/^.*\/|\.js$/g, ''));
		else
			for (const importer of importersOf(at))
				if (!seen.has(importer)) {
					seen.add(importer);
					stack.push(importer);
				}
	}
	return entries.size ? `p-${[...entries].sort().join('+')}` : null;
}

/**
 * The entries every page loads (SvelteKit's start and app, and the root layout's and error page's
 * nodes, which the client loads as it starts): a group they reach is fetched by every page.
 */
const EVERY_PAGE = /^p-(?:.*\+)?(?:entry|app|0|1)(?:\+|$)/;

/**
 * Whether group `name` (`entryGroup`'s) is reached by each of `nodes`, the client's nodes past
 * the root layout's and error page's (`2`, `3`…): its modules are fetched by every page too.
 */
const reachedByAll = (name: string, nodes: readonly string[]) => {
	const entries = new Set(name.slice(2).split('+'));
	return nodes.length > 0 && nodes.every((node) => entries.has(node));
};

/** The view registry's modules (src/lib/view-registry/), and a route's own page and layout. */
const VIEW_REGISTRY = /\/lib\/view-registry\//;
const PAGE_MODULE = /(?:\/routes\/(?:.*\/)?\+(?:page|layout)\.(?:ts|svelte)|\/nodes\/\d+\.js)$/;

/** A search's words (its listing, notes, table), what its descriptor's `words` loads. */
const SEARCH_WORDS = /\/lib\/searches\/[\w-]+\/listing\.ts$/;

/** A search's details (its compare rows, refusals, options' words) and its errors' sentences. */
const SEARCH_DETAILS = /\/lib\/searches\/[\w-]+\/(?:details|errors)\.ts$/;

/** The narration's words a link's problems share (i18n/narration/english.ts, chinese.ts). */
const SHARED_WORDS = /\/lib\/i18n\/narration\/(english|chinese)\.ts$/;

/** A chunk of a worker's own, in the client's bundle. */
const WORKER_CHUNK = /\/workers\/chunks\/[^/]+\.js$/;

/**
 * V8's explicit compile hint (Chrome 136+) atop the chunks a page's first view runs, its entries
 * and the chunks grouped by them: their functions compile while the file streams in, off the main
 * thread, where each was compiled on the main thread at its first call (issue 45: `/` at 4× CPU
 * spent 300-800 ms so). Lazy parts keep V8's lazy compiling, and so do chunks under 2 KB (kit's
 * start, the layout's node): what they compile is not worth the 20 bytes gzipped, and what the
 * step-through page loads lazily where other pages load it at start (`~2`). Added last,
 * above the preload helper's line, as the comment must come first; a source map's lines move
 * down one.
 */
function compileHints(): Plugin {
	const HINT = '//# allFunctionsCalledOnLoad\n';
	return {
		name: 'compile-hints',
		apply: 'build',
		generateBundle: {
			order: 'post',
			handler(_options, bundle) {
				if (this.environment.name !== 'client') return;
				for (const chunk of Object.values(bundle)) {
					if (chunk.type !== 'chunk' || chunk.code.length < 2048) continue;
					if (!(chunk.isEntry || /^[re]?p-[^~]*$/.test(chunk.name))) continue;
					chunk.code = HINT + chunk.code;
					const map = bundle[`${chunk.fileName}.map`];
					if (map?.type === 'asset') {
						const json = JSON.parse(String(map.source));
						map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
					}
				}
			}
		}
	};
}

/** Svelte's client runtime as compiled code imports it: one module re-exporting every part. */
const SVELTE_RUNTIME = /\/node_modules\/svelte\/src\/internal\/(?:client|shared)\//;
const SVELTE_RUNTIME_INDEX = /\/node_modules\/svelte\/src\/internal\/client\/index\.js$/;

/**
 * Which modules use each part of Svelte's client runtime (issue 45). Compiled components and
 * `.svelte.ts` modules import the runtime through its index (`svelte/internal/client`), so every
 * part of it was reached by every page and went into the chunk every page loads, those only
 * editors, dialogs and forms use among them (the input bindings: `bind:value` on an input, 1.6 KB).
 * Read here from each module's code as it is compiled: the names it takes from the index, each
 * the export of one part. A part no page reaches but through lazy parts, counting as its users
 * the modules that use its names and the parts that import it (not the index), comes with the
 * first lazy part that needs it (`onlyLazy`); every other part stays where it was. Rolldown links
 * each use to the chunk its part is in.
 */
function svelteRuntimeUse() {
	/** The index's file, and for each name it exports the part (file) that defines it. */
	let index: { file: string; parts: Map<string, string> } | null = null;
	/** Each module that imports the index, and the parts whose names it uses. */
	const users = new Map<string, Set<string>>();
	/** Each part, and the modules that use its names through the index. */
	let usedBy: Map<string, string[]> | null = null;
	const EXPORTS = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
	const IMPORTS = /import\s*(\*\s*as\s*([\w$]+)|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g;
	const readIndex = (file: string) => {
		const parts = new Map<string, string>();
		for (const [, names = '', from = ''] of readFileSync(file, 'utf8').matchAll(EXPORTS))
			for (const name of names.split(',')) {
				const exported = name
					.trim()
					.split(/\s+as\s+/)
					.at(-1);
				if (exported) parts.set(exported, posix.join(posix.dirname(file), from));
			}
		return { file, parts };
	};
	return {
		/** Notes which parts of the runtime module `id` uses, from its compiled code. */
		async read(context: Rolldown.PluginContext, code: string, id: string) {
			if (!code.includes('internal/client') && !SVELTE_RUNTIME.test(id)) return;
			for (const [, , alias, named, from = ''] of code.matchAll(IMPORTS)) {
				if (!from.includes('internal/client') && !from.endsWith('index.js')) continue;
				const resolved = (await context.resolve(from, id))?.id;
				if (resolved === undefined || !SVELTE_RUNTIME_INDEX.test(resolved)) continue;
				index ??= readIndex(resolved);
				const names = alias
					? [
							...code.matchAll(
								new RegExp(`(?<![\\w$.])${alias.replace('$', '\\$')}\\.([\\w$]+)`, 'g')
							)
						].map(([, name]) => name ?? '')
					: (named ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? '');
				const used = users.get(id) ?? new Set<string>();
				for (const name of names) {
					const part = index.parts.get(name);
					if (part !== undefined) used.add(part);
				}
				users.set(id, used);
			}
		},
		/**
		 * Whether part `id` of the runtime is used by no module a page's entries reach through
		 * static imports (`importers`), only by lazy parts: for a part, what reaches it is the
		 * modules that use its names and the parts that import it, not the index.
		 */
		onlyLazy(id: string, importers: (at: string) => readonly string[]): boolean {
			if (index === null || !SVELTE_RUNTIME.test(id) || SVELTE_RUNTIME_INDEX.test(id)) return false;
			if (usedBy === null) {
				usedBy = new Map();
				for (const [user, parts] of users)
					for (const part of parts) usedBy.set(part, [...(usedBy.get(part) ?? []), user]);
			}
			const reaching = (at: string) =>
				SVELTE_RUNTIME.test(at)
					? [...importers(at).filter((by) => by !== index?.file), ...(usedBy?.get(at) ?? [])]
					: importers(at);
			return entryGroup(id, reaching) === null;
		}
	};
}

/**
 * The client's chunks by the entries that load them (issue 45): a module is grouped with every
 * module that the same entries reach through static imports, so a page's first view is a few
 * files (15 for `/`, from 60) where Rolldown's own splitting made one per set of entries and lazy
 * parts, down to chunks of a hundred bytes. A module only lazy parts reach is left to Rolldown.
 * A module's imports are reached by at least its entries, so a chunk imports only chunks of more
 * entries: no cycle, and modules run in the order they did.
 *
 * And the client manifest is written without `dynamicImports`: SvelteKit (2.70) walks them with
 * the static imports and marks what a lazy part imports as seen, so a chunk the page needs at
 * start went missing from its modulepreload links (fetched only once its importer ran).
 */
function chunksByEntries(): Plugin {
	const groups = new Map<string, string | null>();
	const runtime = svelteRuntimeUse();
	/** The client's nodes past the root layout's and error page's (`2`, `3`…), from its input. */
	let pageNodes: string[] = [];
	const group: Rolldown.CodeSplittingNameFunction = (id, context) => {
		if (!groups.has(id)) {
			const info = (at: string) => context.getModuleInfo(at);
			const name = entryGroup(id, (at) => info(at)?.importers ?? []);
			// A module the step-through page (node 2) loads only in a lazy part, where other pages
			// load it at start, stands apart from those pages' own modules: the step page's first
			// search (its recorder and planning, which /compare and /practice import statically)
			// fetched the compare view's whole chunk.
			const stepLazily =
				name !== null &&
				!/[-+]2(?:\+|$)/.test(name) &&
				/[-+]2(?:\+|$)/.test(
					entryGroup(id, (at) => [
						...(info(at)?.importers ?? []),
						...(info(at)?.dynamicImporters ?? [])
					]) ?? ''
				);
			const alsoLazily = stepLazily ? '~2' : '';
			// A view registry's module adds parts to the catalogues as it runs, and a page's own
			// module imports its registry: both stand apart from the modules they share a group
			// with, so a page that fetches another page's chunk (a game's code it loads) runs none
			// of that page's registrations (parts added while a load is under way).
			const apart = VIEW_REGISTRY.test(id) ? 'r' : PAGE_MODULE.test(id) ? 'e' : '';
			// The searches' details a page loads on first need come in one file: the compare view
			// names every search at once, and a problem may name any.
			const details = name === null && SEARCH_DETAILS.test(id) ? 'search-details' : null;
			// A part of Svelte's runtime that only lazy parts use (the input bindings: editors,
			// forms) comes in one file with the first of them, where the runtime's index put it with
			// what every page loads (svelteRuntimeUse).
			const later = runtime.onlyLazy(id, (at) => info(at)?.importers ?? []) ? 'svelte-later' : null;
			// The words the narration shares with errors and a link's problems (english.ts and
			// chinese.ts) stand apart: the step-through page's narration imports them, and so do
			// parts any page may load, which would otherwise fetch that page's chunk to reach them.
			// Each language apart: an English first view carries no Chinese.
			const words = SHARED_WORDS.exec(id)?.[1];
			const shared = words ? `shared-${words}` : null;
			// What every page loads is one file, where each set of these entries made its own (8 on
			// `/`, six of them half a KB or less): a request costs the main thread more at start than
			// its bytes do (issue 45). So is what every page's node reaches (the engine, a game's
			// rules, the games' parts: each page ran them): two files fewer on each page, and one
			// file compresses better than two (0.4 KB). The entries and the pages' own modules keep
			// their chunks.
			const every =
				name &&
				apart !== 'e' &&
				(EVERY_PAGE.test(name) || reachedByAll(name, pageNodes)) &&
				!CLIENT_ENTRY.test(id);
			groups.set(
				id,
				later ??
					(every ? 'p-every' : null) ??
					details ??
					shared ??
					(name && `${apart}${name}${alsoLazily}`)
			);
		}
		return groups.get(id);
	};
	return {
		name: 'chunks-by-entries',
		apply: 'build',
		transform: {
			order: 'post',
			async handler(code, id) {
				if (this.environment.name !== 'client') return;
				await runtime.read(this, code, id);
				// Its parts declare and export, and run nothing as they load (custom elements aside,
				// which define a class where HTMLElement exists): none of them has to load before the
				// index does, so the chunk with the index need not import the parts' chunks.
				if (SVELTE_RUNTIME.test(id) && !/\/custom-element\.js$/.test(id))
					return { code, map: null, moduleSideEffects: false };
			}
		},
		buildStart(options) {
			if (this.environment.name !== 'client') return;
			// SvelteKit names the client's inputs: `entry/start`, `entry/app`, `nodes/0`…
			const { input } = options;
			const names = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
			pageNodes = Object.keys(names)
				.flatMap((name) => /^nodes\/(\d+)$/.exec(name)?.[1] ?? [])
				.filter((node) => node !== '0' && node !== '1');
		},
		configEnvironment: (name) =>
			name !== 'client'
				? undefined
				: {
						build: {
							rolldownOptions: {
								// SvelteKit's nodes keep their exports; a chunk may carry more.
								preserveEntrySignatures: 'allow-extension',
								output: {
									codeSplitting: {
										includeDependenciesRecursively: false,
										groups: [{ name: group }]
									}
								}
							}
						}
					},
		generateBundle: {
			order: 'post',
			handler(_options, bundle) {
				const manifest = bundle['.vite/manifest.json'];
				if (this.environment.name !== 'client' || manifest?.type !== 'asset') return;
				const chunks: Record<string, { dynamicImports?: string[]; assets?: string[] }> = JSON.parse(
					String(manifest.source)
				);
				for (const chunk of Object.values(chunks)) delete chunk.dynamicImports;
				// The workers' own chunks go with the first worker listed: the service worker keeps
				// what the manifest lists, and a worker's game loaded offline must be there.
				const workerChunks = Object.keys(bundle).filter((file) => WORKER_CHUNK.test(file));
				const [withWorker] = Object.values(chunks).filter((chunk) =>
					chunk.assets?.some((file) => file.includes('/workers/'))
				);
				withWorker?.assets?.push(...workerChunks);
				manifest.source = JSON.stringify(chunks, null, 2);
			}
		}
	};
}

/**
 * A lazy part's preload list without what its importer already has. Beside each `import()` Vite
 * lists every chunk the part reaches and their styles, fetched at once rather than one import
 * after another; but the chunks the importing chunk imports, with those they import, ran before
 * it did, and their styles were on the page by then (in its HTML, or in the list that loaded
 * the importer). Those names were most of the lists, which the first view of `/` carried for
 * every part it might load (issue 45). Written after Vite's lists: its hook for them
 * (`modulePreload.resolveDependencies`) is never given the styles.
 */
function leanPreloads(): Plugin {
	const LIST =
		/^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[.*?\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
	return {
		name: 'lean-preloads',
		apply: 'build',
		generateBundle: {
			order: 'post',
			handler(_options, bundle) {
				if (this.environment.name !== 'client') return;
				const chunks = new Map(
					Object.values(bundle).flatMap((chunk) =>
						chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : []
					)
				);
				for (const chunk of chunks.values()) {
					if (!chunk.code.includes('__vite__mapDeps(')) continue;
					const list = LIST.exec(chunk.code);
					if (list === null) this.error(`${chunk.fileName}: Vite's preload list not found`);
					// The chunks this one's static imports brought, and their styles.
					const had = new Set([chunk.fileName]);
					for (const file of had) for (const next of chunks.get(file)?.imports ?? []) had.add(next);
					for (const file of [...had])
						for (const style of chunks.get(file)?.viteMetadata?.importedCss ?? []) had.add(style);
					// The list's names are relative to the chunk's folder.
					const dir = posix.dirname(chunk.fileName);
					const names: string[] = JSON.parse(list[1]);
					const kept: string[] = [];
					const keep = (name: string) => {
						if (!kept.includes(name)) kept.push(name);
						return kept.indexOf(name);
					};
					const body = chunk.code
						.slice(list[0].length)
						.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indices: string) => {
							const left = indices
								.split(',')
								.map((index) => names[Number(index)])
								.filter((name) => !had.has(posix.join(dir, name)))
								.map(keep);
							return left.length ? `__vite__mapDeps([${left.join(',')}])` : '[]';
						});
					// The first line kept, empty if no list is left: a source map's lines stay.
					const head = kept.length ? list[0].replace(list[1], JSON.stringify(kept)) : '\n';
					chunk.code = head + body;
				}
			}
		}
	};
}

/**
 * File names with a hash of 7 characters in place of 8 (42 bits, base64url): a lazy part's
 * preload list, each import and the page's links name files by their hashes, which gzip cannot
 * shorten; `/`'s first view names some 180 files 350 times (0.3 KB gzipped, issue 45). 7 is the
 * least Rolldown takes for up to 4,096 chunks (its placeholder's length); a changed file still
 * gets a new name but for one chance in 2^42.
 */
const HASH_LENGTH = 7;
function shortHashes(): Plugin {
	const shorten = <T>(name: T) =>
		typeof name === 'string' ? name.replaceAll('[hash]', `[hash:${HASH_LENGTH}]`) : name;
	return {
		name: 'short-hashes',
		apply: 'build',
		outputOptions: (options) => ({
			...options,
			entryFileNames: shorten(options.entryFileNames),
			chunkFileNames: shorten(options.chunkFileNames),
			assetFileNames: shorten(options.assetFileNames)
		})
	};
}

/**
 * A worker's chunks: the code of each game it loads on first need in a chunk of its own (its
 * folder, and what only that game's code imports: a tree's deflate), the searches' words (their
 * listings and notes, `SearchDescriptor.words`, which no worker counting calls loads) in one,
 * everything else in the worker's own file, so the compare worker fetches the position's game
 * alone in two files, where Rolldown's own splitting made some thirty. A package only imported on
 * first need (fflate, a tree's packed links) stands apart, fetched by the worker that needs it.
 */
const workerChunks: Rolldown.CodeSplittingNameFunction = (id, context) => {
	const importersOf = (at: string) => context.getModuleInfo(at)?.importers ?? [];
	if (/\/node_modules\//.test(id) && importersOf(id).length === 0) return null;
	// Worked out anew for each module: the same options serve every worker's build.
	const groupOf = (at: string, seen: Set<string>): string => {
		if (entryGroup(at, importersOf, /\.worker\.ts(?:\?|$)/)) return 'code';
		const game = /\/lib\/games\/([\w-]+)\//.exec(at)?.[1];
		if (game !== undefined) return game;
		if (SEARCH_WORDS.test(at)) return 'words';
		seen.add(at);
		const owners = new Set(
			importersOf(at).map((by) => (seen.has(by) ? 'code' : groupOf(by, seen)))
		);
		return owners.size === 1 ? [...owners][0] : 'code';
	};
	return groupOf(id, new Set());
};

export default defineConfig({
	plugins: [sveltekit(), chunksByEntries(), leanPreloads(), compileHints(), shortHashes()],
	// A worker's lazy parts are chunks it fetches on first need, not inlined: the compare worker
	// loads the position's game alone.
	worker: {
		format: 'es',
		rolldownOptions: {
			output: {
				codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: workerChunks }] }
			}
		}
	},
	test: {
		include: ['tests/unit/**/*.test.ts'],
		// fast-exports first: it must see every module of the app load.
		setupFiles: ['tests/unit/fast-exports.ts', 'tests/unit/setup.ts'],
		// A test is judged by its assertions, not its speed (speed belongs to `npm run bench`): on a
		// shared 2-core machine the heaviest tests take 4-6 s, around Vitest's 5 s default.
		testTimeout: 60_000,
		// The same for a file's shared set-up (the students' programs run once in beforeAll).
		hookTimeout: 60_000,
		environment: 'node',
		// Every core: Vitest's default leaves one for itself (one worker on CI's two cores), while
		// its main process mostly waits on the workers.
		maxWorkers: '100%',
		// Threads, one module graph per worker: a file no longer pays its own import of the
		// registry, the presenters and the Chinese messages (setup 33 s down to 4 s, and a
		// fork's start per file). It holds because no test leaves module state to the next:
		// each that changes the language, a catalogue or a registry restores it in afterEach
		// (checked with --sequence.shuffle under several seeds).
		pool: 'threads',
		isolate: false
	}
});
