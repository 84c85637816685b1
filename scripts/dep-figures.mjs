/**
 * Figures about the import graph of src/, for issue 25's before/after note:
 *
 *   node scripts/dep-figures.mjs [cruise.json]
 *
 * (without a file it cruises src/ with .dependency-cruiser.cjs itself). It prints the file-level
 * and folder-level import cycles (strongly connected components, and the number of distinct
 * simple cycles, counted up to a cap), with all imports and with runtime imports only (type-only
 * imports left out); the longest chain of runtime imports (a longest simple path, searched for a
 * few seconds: "≥" when the search was cut short); and how many modules each worker entry
 * (src/lib/workers/*.worker.ts) reaches through runtime imports, and how many of those are in
 * games/, i18n/ and components/. Folders are those of scripts/dep-graph.mjs (folderOf).
 */
import {
	adjacency,
	cyclicComponents,
	fileEdges,
	folderOf,
	loadCruise,
	longestChain,
	ROOT,
	runtimeExports
} from './dep-graph.mjs';
import { join } from 'node:path';

const CYCLE_CAP = 100_000;
const CYCLE_BUDGET_MS = 10_000;

/**
 * Distinct simple cycles, each counted once from its smallest node, up to `cap` or a time budget.
 * From each start only the nodes after it that can still lead back to it are walked.
 */
function countCycles(graph, cap = CYCLE_CAP, budgetMs = CYCLE_BUDGET_MS) {
	const started = performance.now();
	const order = [...graph.keys()].sort();
	const rank = new Map(order.map((node, i) => [node, i]));
	const reverse = new Map(order.map((node) => [node, []]));
	for (const [node, next] of graph) for (const to of next) reverse.get(to).push(node);
	let count = 0;
	let steps = 0;
	let cut = false;
	for (const start of order) {
		// The nodes ranked after `start` from which `start` can be reached through such nodes.
		const back = new Set([start]);
		const queue = [start];
		while (queue.length > 0)
			for (const prior of reverse.get(queue.shift()))
				if (rank.get(prior) > rank.get(start) && !back.has(prior)) {
					back.add(prior);
					queue.push(prior);
				}
		const onPath = new Set([start]);
		const visit = (node) => {
			for (const next of graph.get(node) ?? []) {
				if (++steps % 10000 === 0 && performance.now() - started > budgetMs) cut = true;
				if (cut || count >= cap) return;
				if (next === start) count++;
				else if (back.has(next) && !onPath.has(next)) {
					onPath.add(next);
					visit(next);
					onPath.delete(next);
				}
			}
		};
		visit(start);
		if (cut || count >= cap) return { count, capped: true };
	}
	return { count, capped: false };
}

/** The import edges that lie on a cycle: what dependency-cruiser's no-circular rule reports. */
function edgesOnCycles(graph, components) {
	const component = new Map(components.flatMap((members, i) => members.map((m) => [m, i])));
	let count = 0;
	for (const [node, next] of graph)
		for (const to of next)
			if (component.has(node) && component.get(node) === component.get(to)) count++;
	return count;
}

function reach(graph, from) {
	const seen = new Set([from]);
	const queue = [from];
	while (queue.length > 0)
		for (const next of graph.get(queue.shift()) ?? [])
			if (!seen.has(next)) {
				seen.add(next);
				queue.push(next);
			}
	seen.delete(from);
	return [...seen].sort();
}

function folderGraph(edges) {
	const folderEdges = [];
	for (const edge of edges) {
		const from = folderOf(edge.from);
		const to = folderOf(edge.to);
		if (from && to && from !== to) folderEdges.push({ from, to, typeOnly: edge.typeOnly });
	}
	return adjacency(folderEdges);
}

const result = await loadCruise(process.argv[2]);
const all = fileEdges(result);
const runtime = all.filter((edge) => !edge.typeOnly);
const out = [];
const say = (line) => out.push(line) && console.log(line);

say(
	`modules cruised: ${result.summary.totalCruised} (src files in the graph: ${adjacency(all).size})`
);
say(
	`file edges: ${all.length} (runtime ${runtime.length}, type-only ${all.length - runtime.length})`
);
for (const [label, edges] of [
	['all imports', all],
	['runtime imports', runtime]
]) {
	const graph = adjacency(edges);
	const components = cyclicComponents(graph);
	const cycles = countCycles(graph);
	say(
		`file cycles (${label}): ${cycles.capped ? '≥ ' : ''}${cycles.count} simple cycles in ` +
			`${components.length} tangles (strongly connected components) of ` +
			`${components.map((c) => c.length).join(', ')} files; ${edgesOnCycles(graph, components)} import edges lie on a cycle`
	);
	for (const members of components)
		say(`  tangle: ${members.map((m) => m.replace(/^src\/lib\//, '')).join(' ')}`);
	const folders = folderGraph(edges);
	const folderComponents = cyclicComponents(folders);
	const folderCycles = countCycles(folders);
	say(
		`folder cycles (${label}): ${folderCycles.capped ? '≥ ' : ''}${folderCycles.count} simple cycles, ` +
			`${edgesOnCycles(folders, folderComponents)} folder→folder edges on a cycle; ` +
			`${folderComponents.length} ${folderComponents.length === 1 ? 'tangle' : 'tangles'}: ${folderComponents.map((c) => `[${c.join(' ')}] (${c.length} folders)`).join('; ')}`
	);
	const folderEdgeCount = [...folders.values()].reduce((sum, next) => sum + next.length, 0);
	say(`  folder graph (${label}): ${folders.size} folders, ${folderEdgeCount} folder→folder edges`);
}
const runtimeGraph = adjacency(runtime);
const { chain, cut } = longestChain(runtimeGraph);
say(`longest chain of runtime imports: ${cut ? '≥ ' : ''}${chain.length} modules`);
say(`  ${chain.join(' → ')}`);
const barrel = runtimeExports(join(ROOT, 'src/lib/engine/index.ts'));
say(
	`engine barrel: ${barrel.names.length} runtime names` +
		(barrel.stars.length > 0 ? `, and export * from ${barrel.stars.join(', ')}` : '')
);
const viewFiles = new Set(
	all
		.filter(
			(edge) =>
				/^src\/lib\/(components|player)\//.test(edge.from) &&
				/^src\/lib\/(games|searches)\/[^/]+\//.test(edge.to)
		)
		.map((edge) => edge.from)
);
say(
	`files of components/ and player/ importing a game or search folder: ${viewFiles.size}` +
		(viewFiles.size > 0 ? ` (${[...viewFiles].sort().join(', ')})` : '')
);
const workers = [...runtimeGraph.keys()].filter((path) =>
	/^src\/lib\/workers\/[^/]+\.worker\.ts$/.test(path)
);
for (const worker of workers.sort()) {
	const reached = reach(runtimeGraph, worker);
	const by = (folder) => reached.filter((path) => path.startsWith(`src/lib/${folder}/`)).length;
	const npm = new Set(
		result.modules
			.filter((m) => reached.includes(m.source) || m.source === worker)
			.flatMap((m) => m.dependencies)
			.filter(
				(d) => d.resolved.startsWith('node_modules/') && !d.dependencyTypes.includes('type-only')
			)
			.map((d) => d.module)
	);
	say(
		`${worker} reaches ${reached.length} modules of src: games/ ${by('games')}, i18n/ ${by('i18n')}, ` +
			`components/ ${by('components')} (together ${by('games') + by('i18n') + by('components')}); ` +
			`svelte files ${reached.filter((p) => /\.svelte(\.[jt]s)?$/.test(p)).length}; packages: ${[...npm].sort().join(', ') || 'none'}`
	);
}
