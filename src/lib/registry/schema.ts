import { searchIds, traceDeclaration, type TraceDeclaration } from '$lib/engine/search-catalog';
// The registry fills the catalogue first.
import './index';
import template from './trace-schema.json';

/** The parts of the schema that list searches. */
interface FilledIn extends Record<string, unknown> {
	properties: { algorithm: { enum: readonly string[] } };
	allOf: { if: { properties: { algorithm?: { enum: readonly string[] } } } }[];
}

/**
 * The trace format's JSON Schema (draft 2020-12), served as `/trace.schema.json`: the template
 * beside this file with its lists of searches filled in from the registry, so a new search is
 * valid in a trace file without editing the schema. The six conditions say, by what each search's
 * traces hold (`traceDeclaration`), which searches write no window, a window, a table's `from`, a
 * bound type, `exact` values, and exact windows (`alphaExact`, `betaExact`).
 */
export function traceSchema(): Readonly<Record<string, unknown>> {
	// A trace file holds a search by calls.
	const ids = [...searchIds('calls')];
	// The template's search lists are empty arrays; only they are written to.
	const schema = structuredClone(template) as unknown as FilledIn;
	schema.properties.algorithm.enum = ids;
	const holding = (test: (declared: TraceDeclaration) => boolean) =>
		ids.filter((id) => test(traceDeclaration(id)));
	const lists = [
		holding(({ window }) => !window),
		holding(({ window }) => window),
		holding(({ origin }) => origin),
		holding(({ bound }) => bound),
		holding(({ averages }) => averages),
		holding(({ averages, window }) => averages && window)
	];
	// The conditions on the search, in the template's order (the others are on the game).
	const bySearch = schema.allOf.flatMap((condition) => condition.if.properties.algorithm ?? []);
	if (bySearch.length !== lists.length)
		throw new Error(`The schema template has ${bySearch.length} conditions on the search, not 6.`);
	bySearch.forEach((algorithm, at) => (algorithm.enum = lists[at] ?? []));
	return schema;
}
