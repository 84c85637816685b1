import {
	programSearchIds,
	searchIds,
	traceDeclaration,
	type TraceDeclaration
} from '$lib/engine/search-catalog';
// The registry fills the catalogue first.
import './index';
import template from './trace-schema.json';

type Json = Readonly<Record<string, unknown>>;

const ref = (name: string): Json => ({ $ref: `#/$defs/${name}` });

/** Records that must hold `fields`, each a `def`. */
const holding = (def: string, ...fields: string[]): Json => ({
	required: fields,
	properties: Object.fromEntries(fields.map((field) => [field, ref(def)]))
});

/** A student's trace: a `program` header (docs/trace-format.md, "A program's trace"). */
const PROGRAM = { type: 'object', required: ['program'], properties: { program: true } };

/** If the header has `header`, every record is `records` (and the header `file`). */
function condition(
	header: Json,
	records: Json,
	{ properties, ...file }: Json = {},
	ifMore: Json = {}
): Json {
	const trace = { type: 'array', items: { type: 'object', ...records } };
	return {
		if: { type: 'object', properties: header, ...ifMore },
		then: { type: 'object', ...file, properties: { ...(properties as Json), trace } }
	};
}

/**
 * What the records of a search hold, by what its traces hold (`traceDeclaration`): no window, a
 * window, a table's `from`, a bound type, `exact` values, and exact windows.
 */
const BY_SEARCH: readonly (readonly [(declared: TraceDeclaration) => boolean, Json, Json?])[] = [
	[({ window }) => !window, { properties: { alpha: { type: 'null' }, beta: { type: 'null' } } }],
	[({ window }) => window, { properties: { alpha: ref('bound'), beta: ref('bound') } }],
	[({ origin }) => origin, holding('from', 'from')],
	[({ bound }) => bound, holding('boundType', 'bound')],
	[({ averages }) => averages, holding('exact', 'exact'), holding('exact', 'exact')],
	[({ averages, window }) => averages && window, holding('exactBound', 'alphaExact', 'betaExact')]
];

/**
 * Our files hold the pruned count and each call's `move` and `pruned`, their values numbers; a
 * student's trace (minimax or alpha-beta) leaves the moves to be inferred, and a value may be an
 * infinity, or null with the `error` the call raised.
 */
const BY_AUTHOR: Json = {
	if: PROGRAM,
	then: {
		type: 'object',
		properties: {
			algorithm: { enum: programSearchIds() },
			program: {
				type: 'object',
				properties: Object.fromEntries(
					['language', 'function', 'tracer'].map((name) => [name, { type: 'string' }])
				)
			},
			trace: { type: 'array', items: { type: 'object', properties: { error: { type: 'string' } } } }
		}
	},
	else: {
		type: 'object',
		required: ['prunedBranches'],
		properties: {
			prunedBranches: true,
			score: { type: 'number' },
			trace: {
				type: 'array',
				items: {
					type: 'object',
					required: ['move', 'pruned'],
					properties: { move: true, pruned: true, score: { type: 'number' } }
				}
			}
		}
	}
};

const marks = { enum: ['X', 'O'] };

/** What the records of each kind of game hold: their place, their players, their moves. */
const BY_GAME: readonly (readonly [string, Json, Json?])[] = [
	['board', { required: ['board'], properties: { player: marks, board: ref('board') } }],
	[
		'connect4',
		{
			required: ['moves'],
			properties: {
				player: marks,
				moves: ref('moveString'),
				move: ref('column'),
				pruned: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 } }
			}
		},
		{ properties: { move: ref('column') } }
	],
	[
		'tree',
		{
			required: ['path'],
			properties: { player: { enum: ['max', 'min', 'chance'] }, path: ref('path') }
		}
	]
];

/**
 * The trace format's JSON Schema (draft 2020-12), served as `/trace.schema.json`: the template
 * beside this file, with the searches the registry lists and the conditions on records above, so
 * a new search is valid in a trace file without editing the schema.
 */
export function traceSchema(): Json {
	// A trace file holds a search by calls.
	const ids = [...searchIds('calls')];
	const searches = (test: (declared: TraceDeclaration) => boolean) => ({
		algorithm: { enum: ids.filter((id) => test(traceDeclaration(id))) }
	});
	const kind = (name: string) => ({
		game: { type: 'object', properties: { kind: { const: name } } }
	});
	const { properties } = template;
	return {
		...template,
		properties: { ...properties, algorithm: { ...properties.algorithm, enum: ids } },
		allOf: [
			// A student's trace records what their function received, whatever the search.
			...BY_SEARCH.map(([test, records, file]) =>
				condition(searches(test), records, file, { not: PROGRAM })
			),
			...BY_GAME.map(([name, records, file]) => condition(kind(name), records, file)),
			BY_AUTHOR
		]
	};
}
