/**
 * The layering rules of issue 25, checked by `npm run lint:deps` (part of `npm run lint`):
 *
 *   node scripts/dep-rules.mjs                    check; exit 1 on any violation not known
 *   node scripts/dep-rules.mjs --update-baseline  write today's violations as the known ones
 *
 * It cruises src/ once with .dependency-cruiser.cjs (dependency-cruiser's rules: no runtime
 * cycle between files, the core imports no other layer, searches and games stay apart, no
 * Svelte or components in the player layer and the workers, no view catalogue in the workers),
 * then checks on the same graph the rules dependency-cruiser cannot state exactly:
 *
 *   no-folder-cycle          no cycle between the folders of src/lib (each folder directly
 *                            under src/lib, and each module folder src/lib/games/<id>/ and
 *                            src/lib/searches/<id>/ on its own, whole: its view/ and any other
 *                            folder inside it are part of it; issue 42). Every import counts,
 *                            `import type` too: a folder that names another's types depends on
 *                            it. (dependency-cruiser's folder rules cannot leave out type-only
 *                            imports nor count a module folder as one, hence this script.)
 *   runtime-chain-at-most-18 no chain of runtime imports longer than 18 files (issue 42): a long
 *                            chain is a page that cannot start before 18 modules have loaded one
 *                            after the other, and usually a barrel or a registry pulling in far
 *                            more than its importer uses. Counted exactly (longest path).
 *   engine-barrel-at-most-60 the engine's barrel (src/lib/engine/index.ts) exports at most 60
 *                            names at run time (types are free), and no `export *`: a module
 *                            needing something rarer imports it from its defining module
 *                            (scripts/narrow-imports.mjs rewrites such imports).
 *   worker-reaches-no-view   a worker entry (src/lib/workers/*.worker.ts) reaches, through its
 *                            runtime imports and theirs, no Svelte (components, `.svelte.ts`
 *                            modules, the svelte package), nothing of src/lib/components/ and no
 *                            view catalogue (src/lib/i18n/). What the worker loads is what it
 *                            reaches, not only what it imports itself.
 *
 * Known violations are ignored: dependency-cruiser's in .dependency-cruiser-known-violations.json,
 * this script's in .dependency-rules-known.json (both written by `npm run deps:baseline`). Each
 * other violation is printed as `error <rule>: <from> → <to>` with the cycle or chain behind it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	adjacency,
	cruiseProject,
	cyclicComponents,
	fileEdges,
	folderOf,
	longestChain,
	ROOT,
	runtimeExports,
	shortestPath
} from './dep-graph.mjs';

/**
 * @typedef {import('./dep-graph.mjs').CruiseResult} CruiseResult
 * @typedef {{ rule: string, from: string, to: string, detail?: string }} RuleViolation
 */

export const DEPCRUISE_KNOWN = join(ROOT, '.dependency-cruiser-known-violations.json');
export const KNOWN = join(ROOT, '.dependency-rules-known.json');

/** What a worker may not reach: Svelte, the components, the view catalogues. */
const VIEW =
	/(\.svelte$|\.svelte\.[jt]s$|(^|\/)node_modules\/svelte\/|^src\/lib\/components\/|^src\/lib\/i18n\/)/;
const WORKER_ENTRY = /^src\/lib\/workers\/[^/]+\.worker\.[jt]s$/;

/** The longest chain of runtime imports allowed, in files. */
export const MAX_CHAIN = 18;
/** How many names the engine's barrel may export at run time. */
export const MAX_BARREL_NAMES = 60;
/** The engine's barrel, relative to the project. */
export const ENGINE_BARREL = 'src/lib/engine/index.ts';
/** The chain search gives up after this long (only possible on a file cycle, flagged anyway). */
const CHAIN_BUDGET_MS = 3_000;

/**
 * Edges from this cruise's modules to its modules and to packages (runtime flag per edge).
 * @param {CruiseResult} result
 * @returns {import('./dep-graph.mjs').Edge[]}
 */
function allEdges(result) {
	/** @type {Map<string, import('./dep-graph.mjs').Edge>} */
	const edges = new Map();
	for (const module of result.modules) {
		for (const dependency of module.dependencies) {
			if (dependency.couldNotResolve) continue;
			const key = `${module.source}\u0000${dependency.resolved}`;
			const typeOnly = dependency.dependencyTypes.includes('type-only');
			const known = edges.get(key);
			if (known) known.typeOnly &&= typeOnly;
			else edges.set(key, { from: module.source, to: dependency.resolved, typeOnly });
		}
	}
	return [...edges.values()];
}

/**
 * no-folder-cycle: every folder→folder import whose folders lie on one cycle.
 * @param {CruiseResult} result
 * @returns {RuleViolation[]}
 */
export function folderCycleViolations(result) {
	/** @type {Map<string, import('./dep-graph.mjs').Edge>} */
	const examples = new Map();
	/** @type {{ from: string, to: string }[]} */
	const folderEdges = [];
	for (const edge of fileEdges(result)) {
		const from = folderOf(edge.from);
		const to = folderOf(edge.to);
		if (!from || !to || from === to) continue;
		const key = `${from}\u0000${to}`;
		if (!examples.has(key)) {
			examples.set(key, edge);
			folderEdges.push({ from, to });
		}
	}
	const graph = adjacency(folderEdges);
	const component = new Map(
		cyclicComponents(graph).flatMap((members, i) => members.map((member) => [member, i]))
	);
	return folderEdges
		.filter(({ from, to }) => component.has(from) && component.get(from) === component.get(to))
		.map(({ from, to }) => {
			const example = /** @type {import('./dep-graph.mjs').Edge} */ (
				examples.get(`${from}\u0000${to}`)
			);
			const back = shortestPath(graph, to, from) ?? [];
			return {
				rule: 'no-folder-cycle',
				from: `src/lib/${from}`,
				to: `src/lib/${to}`,
				detail:
					`${example.from} → ${example.to}${example.typeOnly ? ' (type-only)' : ''}; ` +
					`back: ${back.join(' → ')}`
			};
		})
		.sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
}

/**
 * worker-reaches-no-view: each Svelte, component or catalogue module a worker entry loads.
 * @param {CruiseResult} result
 * @returns {RuleViolation[]}
 */
export function workerReachViolations(result) {
	const graph = adjacency(allEdges(result).filter((edge) => !edge.typeOnly));
	/** @type {RuleViolation[]} */
	const violations = [];
	for (const entry of [...graph.keys()].filter((path) => WORKER_ENTRY.test(path)).sort()) {
		// Breadth first, so each module's chain is a shortest one; not past a forbidden module.
		/** @type {Map<string, string | undefined>} */
		const previous = new Map([[entry, undefined]]);
		const queue = [entry];
		for (let head = 0; head < queue.length; head++) {
			const node = queue[head];
			for (const next of graph.get(node) ?? []) {
				if (previous.has(next)) continue;
				previous.set(next, node);
				if (VIEW.test(next)) {
					const chain = [next];
					for (let at = /** @type {string | undefined} */ (node); at; at = previous.get(at))
						chain.unshift(at);
					violations.push({
						rule: 'worker-reaches-no-view',
						from: entry,
						to: next.replace(/^(.*\/)?node_modules\/(svelte)\/.*$/, 'svelte (package)'),
						detail: `through ${chain.slice(1, -1).join(' → ') || 'a direct import'}`
					});
				} else queue.push(next);
			}
		}
	}
	const seen = new Set();
	return violations.filter(
		({ from, to }) => !seen.has(`${from} ${to}`) && seen.add(`${from} ${to}`)
	);
}

/**
 * runtime-chain-at-most-18: the longest chain of runtime imports, if longer than MAX_CHAIN.
 * @param {CruiseResult} result
 * @returns {RuleViolation[]}
 */
export function chainViolations(result) {
	const graph = adjacency(fileEdges(result).filter((edge) => !edge.typeOnly));
	const { chain, cut } = longestChain(graph, CHAIN_BUDGET_MS);
	if (chain.length <= MAX_CHAIN) return [];
	return [
		{
			rule: `runtime-chain-at-most-${MAX_CHAIN}`,
			from: chain[0],
			to: chain[chain.length - 1],
			detail: `${cut ? 'at least ' : ''}${chain.length} files: ${chain.join(' → ')}`
		}
	];
}

/**
 * engine-barrel-at-most-60: the engine's barrel (under `baseDir`) exporting more than
 * MAX_BARREL_NAMES names at run time, or any name through `export *`.
 * @param {string} baseDir
 * @returns {RuleViolation[]}
 */
export function barrelViolations(baseDir) {
	const file = join(baseDir, ENGINE_BARREL);
	if (!existsSync(file)) return [];
	const { names, stars } = runtimeExports(file);
	const rule = `engine-barrel-at-most-${MAX_BARREL_NAMES}`;
	/** @type {RuleViolation[]} */
	const violations = stars.map((from) => ({
		rule,
		from: ENGINE_BARREL,
		to: from,
		detail: '`export *` exports names no one can count without loading them: name them'
	}));
	if (names.length > MAX_BARREL_NAMES)
		violations.push({
			rule,
			from: ENGINE_BARREL,
			to: `${names.length} runtime names`,
			detail:
				`${names.length - MAX_BARREL_NAMES} too many; import the rarer ones from their ` +
				'defining module (node scripts/narrow-imports.mjs does it)'
		});
	return violations;
}

/**
 * This script's own violations (dependency-cruiser's left out).
 * @param {CruiseResult} result
 * @param {string} baseDir the project (or a test's fixture) that was cruised
 * @returns {RuleViolation[]}
 */
function ownViolations(result, baseDir) {
	return [
		...folderCycleViolations(result),
		...workerReachViolations(result),
		...chainViolations(result),
		...barrelViolations(baseDir)
	];
}

/**
 * dependency-cruiser's own violations in the result (known ones, marked `ignore`, left out).
 * @param {CruiseResult} result
 * @returns {RuleViolation[]}
 */
export function depcruiseViolations(result) {
	return result.summary.violations
		.filter((violation) => violation.rule.severity !== 'ignore')
		.map((violation) => ({
			rule: violation.rule.name,
			from: violation.from,
			to: violation.to,
			detail: violation.cycle
				? `cycle: ${[violation.from, ...violation.cycle.map(({ name }) => name)].join(' → ')}`
				: violation.via
					? `via ${violation.via.map(({ name }) => name).join(' → ')}`
					: ''
		}));
}

/**
 * Every violation of every rule in a cruise result of `baseDir` (the project by default);
 * `known` ones of this script left out.
 * @param {CruiseResult} result
 * @param {RuleViolation[]} [known]
 * @param {string} [baseDir]
 * @returns {RuleViolation[]}
 */
export function checkRules(result, known = [], baseDir = ROOT) {
	const isKnown = new Set(known.map(({ rule, from, to }) => `${rule} ${from} ${to}`));
	return [
		...depcruiseViolations(result),
		...ownViolations(result, baseDir).filter(
			({ rule, from, to }) => !isKnown.has(`${rule} ${from} ${to}`)
		)
	];
}

/** @param {string[]} args */
async function main(args) {
	const started = performance.now();
	if (args.includes('--update-baseline')) {
		const result = await cruiseProject();
		const own = ownViolations(result, ROOT).map(({ rule, from, to }) => ({ rule, from, to }));
		writeFileSync(KNOWN, `${JSON.stringify(own, null, '\t')}\n`);
		console.log(`dep-rules: ${own.length} known violations written to ${KNOWN}`);
		return 0;
	}
	const knownViolations = existsSync(DEPCRUISE_KNOWN)
		? JSON.parse(readFileSync(DEPCRUISE_KNOWN, 'utf8'))
		: undefined;
	const known = existsSync(KNOWN) ? JSON.parse(readFileSync(KNOWN, 'utf8')) : [];
	const result = await cruiseProject({ knownViolations });
	const violations = checkRules(result, known);
	for (const { rule, from, to, detail } of violations)
		console.error(`error ${rule}: ${from} → ${to}${detail ? `\n    ${detail}` : ''}`);
	const seconds = ((performance.now() - started) / 1000).toFixed(1);
	const ignored = (result.summary.ignore ?? 0) + known.length;
	console.log(
		`dep-rules: ${violations.length} ${violations.length === 1 ? 'violation' : 'violations'}, ` +
			`${ignored} known ${ignored === 1 ? 'one' : 'ones'} ignored; ` +
			`${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} ` +
			`imports cruised in ${seconds} s`
	);
	if (violations.length > 0)
		console.error(
			"dep-rules: see the rule's comment in .dependency-cruiser.cjs or scripts/dep-rules.mjs; " +
				"`npm run deps:baseline` accepts today's violations (only when a refactor moved them)"
		);
	return violations.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`)
	main(process.argv.slice(2)).then(
		(code) => process.exit(code),
		(error) => {
			console.error(error);
			process.exit(2);
		}
	);
