import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEARCHES } from '../../../src/lib/registry/searches';

/**
 * A search is one folder and one registry line: outside the searches, the registry and the
 * plug-in module (`engine/search-catalog.ts`, which answers every question about a search), no
 * file names a search's id or reads a capability its descriptor declares. The app asks the
 * plug-in module (what a search's traces hold, the settings it takes, a role), or the trace.
 */

const root = new URL('../../../', import.meta.url);
const OWN_PLACES = ['src/lib/searches', 'src/lib/registry'];
const PLUG_IN = 'src/lib/engine/search-catalog.ts';
/**
 * Lines that spell an id but name something else, with the file that writes each, exactly: the
 * autograder's default submission is a Python module and function called `minimax`.
 */
const NOT_IDS: Readonly<Record<string, string>> = {
	'src/cli/autograder.ts': "const SUBMITTED = 'minimax';"
};

/**
 * The descriptor's fields that say how a search behaves, as the plug-in module reads them; the
 * app may read a descriptor's names, details, options, compare plan and step units with their
 * words (what it shows and how a link names it), never these.
 */
const CAPABILITIES = (() => {
	const text = readFileSync(new URL(PLUG_IN, root), 'utf8');
	const body = /export interface SearchDescriptor \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
	const fields = [...body.matchAll(/^\t(?:readonly )?(\w+)\??[:(]/gm)].map(([, name]) => name);
	const shown = [
		...['id', 'runsBy', 'options', 'compare', 'names', 'details', 'stepUnits', 'unitWords'],
		'code'
	];
	return fields.filter((name): name is string => name !== undefined && !shown.includes(name));
})();

/** What `text` (a source file) names or reads that only the searches and the registry may. */
export function searchKnowledge(text: string, ids: readonly string[]): string[] {
	const found: string[] = [];
	const fields = CAPABILITIES.join('|');
	const read = new RegExp(`searchDescriptor\\([^()]*\\)\\??\\.(${fields})\\b`, 'g');
	for (const [named] of text.matchAll(read)) found.push(named);
	const taken = /\{([^{}]*)\}\s*=\s*searchDescriptor\(/g;
	for (const [, names = ''] of text.matchAll(taken))
		for (const name of names.split(',').map((part) => part.split(':')[0]?.trim()))
			if (name !== undefined && CAPABILITIES.includes(name)) found.push(`{ ${name} }`);
	const quoted = new RegExp(
		`(['"])(${ids.map((id) => id.replace(/-/g, '\\-')).join('|')})\\1`,
		'g'
	);
	for (const [named] of text.matchAll(quoted)) found.push(named);
	return found;
}

const ids = SEARCHES.map((search) => search.id);

describe('a search is known only in its folder, the registry and the plug-in module', () => {
	it('reads the capabilities from the descriptor, with the ones every search behaves by', () => {
		expect(CAPABILITIES).toEqual(
			expect.arrayContaining(['windowRule', 'columns', 'chance', 'deepens', 'drives', 'takes'])
		);
		expect(CAPABILITIES).not.toContain('messages');
	});

	it('finds what a file that knew a search would write', () => {
		const known = [
			"if (searchDescriptor(id).chance === true) return 'expectimax';",
			'const { windowRule, colour } = searchDescriptor(trace.algorithm);',
			'const ab = "alphabeta-table";'
		].join('\n');
		expect(searchKnowledge(known, ids)).toEqual([
			'searchDescriptor(id).chance',
			'{ windowRule }',
			"'expectimax'",
			'"alphabeta-table"'
		]);
		expect(
			searchKnowledge('const c = searchDescriptor(id).colour; // the `minimax` row', ids)
		).toEqual([]);
	});

	it('no file outside them names a search id or reads a search capability', () => {
		const offenders: string[] = [];
		const walk = (dir: URL, path: string): void => {
			for (const entry of readdirSync(dir, { withFileTypes: true })) {
				const at = `${path}${entry.name}`;
				if (entry.isDirectory()) {
					if (!OWN_PLACES.includes(at)) walk(new URL(`${entry.name}/`, dir), `${at}/`);
				} else if (/\.(ts|svelte|js)$/.test(entry.name) && at !== PLUG_IN) {
					let text = readFileSync(new URL(entry.name, dir), 'utf8');
					const exception = NOT_IDS[at];
					if (exception !== undefined) {
						expect(text.split(exception), `${at} writes its exception once`).toHaveLength(2);
						text = text.replace(exception, '');
					}
					for (const named of searchKnowledge(text, ids)) offenders.push(`${at}: ${named}`);
				}
			}
		};
		walk(new URL('src/', root), 'src/');
		expect(offenders).toEqual([]);
	});
});
