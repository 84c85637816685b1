/**
 * The layering rules of issue 25, checked by `npm run lint:deps` (part of `npm run lint`):
 *
 *   node scripts/dep-rules.mjs                    check; exit 1 on any violation not known
 *   node scripts/dep-rules.mjs --update-baseline  write today's violations as the known ones
 *
 * It cruises src/ once with .dependency-cruiser.cjs (dependency-cruiser's rules: no runtime
 * cycle between files, the core imports no other layer, searches and games stay apart, no
 * Svelte or components in the player layer and the workers, no view catalogue in the workers),
 * then checks on the same graph the two rules dependency-cruiser cannot state exactly:
 *
 *   no-folder-cycle          no cycle between the folders of src/lib (each folder directly
 *                            under src/lib, and each module folder src/lib/games/<id>/ and
 *                            src/lib/searches/<id>/ on its own, as is each folder inside one:
 *                            games/<id>/view/). Every import counts, `import
 *                            type` too: a folder that names another's types depends on it.
 *                            (dependency-cruiser's folder rules count a folder's subfolders in
 *                            it and cannot leave out type-only imports, hence this script.)
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
	ROOT,
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
 * Every violation of every rule in a cruise result; `known` ones of this script left out.
 * @param {CruiseResult} result
 * @param {RuleViolation[]} [known]
 * @returns {RuleViolation[]}
 */
export function checkRules(result, known = []) {
	const isKnown = new Set(known.map(({ rule, from, to }) => `${rule} ${from} ${to}`));
	return [
		...depcruiseViolations(result),
		...[...folderCycleViolations(result), ...workerReachViolations(result)].filter(
			({ rule, from, to }) => !isKnown.has(`${rule} ${from} ${to}`)
		)
	];
}

/** @param {string[]} args */
async function main(args) {
	const started = performance.now();
	if (args.includes('--update-baseline')) {
		const result = await cruiseProject();
		const own = [...folderCycleViolations(result), ...workerReachViolations(result)].map(
			({ rule, from, to }) => ({ rule, from, to })
		);
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
		`dep-rules: ${violations.length} violation(s), ${ignored} known one(s) ignored; ` +
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
