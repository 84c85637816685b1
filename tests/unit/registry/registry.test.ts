import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runsBy, searchOptions, searchDescriptor, searchIds } from '../../../src/lib/engine/index';
import { SEARCHES } from '../../../src/lib/registry';
import { traceSchema } from '../../../src/lib/registry/schema';
import { optionWords } from '../../../src/lib/engine/options';
import { searchDetails } from '../../../src/lib/engine/search-catalog';

/**
 * The registry is the one list of searches: the core's catalogue holds exactly it, each search
 * is one folder of src/lib/searches, and the trace schema's lists of searches follow from it.
 */

const root = new URL('../../../', import.meta.url);

// Read from the descriptors' own fields, apart from the plug-in module's answers the schema reads.
const windowed = (id: string) => searchDescriptor(id).windowRule !== undefined;
const declares = (id: string, column: string) =>
	searchDescriptor(id).columns?.some(({ name }) => name === column) === true;
const tabled = (id: string) => declares(id, 'origin');
const averages = (id: string) => searchDescriptor(id).chance === true;

describe('the registry', () => {
	it('fills the core catalogues with every search folder, the default first', () => {
		const folders = readdirSync(new URL('src/lib/searches/', root), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => entry.name);
		// One catalogue: the searches by calls, then those that go by iterations.
		expect([...searchIds()].sort()).toEqual([...folders].sort());
		expect(SEARCHES.map((search) => search.id)).toEqual(searchIds());
		expect(searchIds()[0]).toBe('minimax');
		expect(searchIds('iterations')).toEqual(['mcts']);
		expect([...searchIds('calls'), ...searchIds('iterations')]).toEqual(searchIds());
		expect(
			searchIds()
				.map(runsBy)
				.filter((run) => run === 'calls')
		).toHaveLength(searchIds().length - 1);
	});

	it("names every search's options in English and Chinese, each default in its range", () => {
		expect(searchIds().filter((id) => searchOptions(id).length > 0)).toEqual([
			'iterative',
			'mtdf',
			'mcts'
		]);
		for (const id of searchIds()) {
			for (const option of searchOptions(id)) {
				expect(Object.keys(optionWords(id, option.key).labels).sort()).toEqual(['en', 'zh']);
				if (option.fallback === null) continue;
				expect(option.fallback).toBeGreaterThanOrEqual(option.min);
				expect(option.fallback).toBeLessThanOrEqual(option.max);
			}
		}
	});

	it('names every search in English and Chinese, menu, sentence and compare row', () => {
		for (const id of searchIds()) {
			const { names, deepens } = searchDescriptor(id);
			const { messages, symmetryColour, variantColour } = searchDetails(id);
			expect(Object.keys(names).sort()).toEqual(['en', 'zh']);
			expect(Object.keys(messages).sort()).toEqual(['en', 'zh']);
			for (const lang of ['en', 'zh']) {
				const said = messages[lang];
				expect(names[lang]?.menu.length).toBeGreaterThan(0);
				expect(names[lang]?.name.length).toBeGreaterThan(0);
				expect(said?.row.detail.length).toBeGreaterThan(0);
				// A table search has a row keyed up to symmetry too, with its own name and colour.
				expect(said?.symmetryRow !== undefined).toBe(tabled(id));
				// A deepening search has a row with an aspiration window too.
				expect(said?.variantRow !== undefined).toBe(deepens === true);
			}
			expect(symmetryColour !== undefined).toBe(tabled(id));
			expect(variantColour !== undefined).toBe(deepens === true);
		}
	});

	it("no module outside src/lib/searches and the registry names a search's id", () => {
		const ids = searchIds().filter((id) => !['minimax', 'alphabeta'].includes(id));
		const offenders: string[] = [];
		const walk = (dir: URL, path: string): void => {
			for (const entry of readdirSync(dir, { withFileTypes: true })) {
				const at = `${path}${entry.name}`;
				if (entry.isDirectory()) {
					if (at !== 'src/lib/searches' && at !== 'src/lib/registry')
						walk(new URL(`${entry.name}/`, dir), `${at}/`);
				} else if (/\.(ts|svelte|js)$/.test(entry.name)) {
					const text = readFileSync(new URL(entry.name, dir), 'utf8');
					for (const id of ids)
						if (text.includes(`'${id}'`) || text.includes(`"${id}"`))
							offenders.push(`${at}: ${id}`);
				}
			}
		};
		walk(new URL('src/', root), 'src/');
		expect(offenders).toEqual([]);
	});
});

describe("the trace schema's searches", () => {
	const schema = traceSchema() as {
		properties: { algorithm: { enum: string[] } };
		allOf: { if: { properties: { algorithm?: { enum: string[] } } } }[];
	};
	const lists = schema.allOf
		.map((condition) => condition.if.properties.algorithm?.enum)
		.filter((list) => list !== undefined);

	it('are the registry’s, split by what each records', () => {
		const ids = [...searchIds('calls')];
		expect(schema.properties.algorithm.enum).toEqual(ids);
		expect(lists).toEqual([
			ids.filter((id) => !windowed(id)),
			ids.filter(windowed),
			ids.filter(tabled),
			ids.filter((id) => declares(id, 'bound')),
			ids.filter(averages),
			ids.filter((id) => averages(id) && windowed(id))
		]);
		expect(lists[1]).toEqual([
			'alphabeta',
			'alphabeta-ordered',
			'alphabeta-table',
			'pvs',
			'iterative',
			'mtdf',
			'expectimax-bounded'
		]);
		expect(lists[2]).toEqual(['memo', 'alphabeta-table', 'mtdf']);
		expect(lists[3]).toEqual(['alphabeta-table', 'mtdf']);
		expect(lists[4]).toEqual(['expectimax', 'expectimax-bounded']);
		expect(lists[5]).toEqual(['expectimax-bounded']);
	});
});
