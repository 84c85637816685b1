import { describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { packTrace, type PackedTrace } from '../../../src/lib/engine/trace';
import { DEFAULT_QUERY } from '../../../src/lib/player/query';
import { openSession } from '../../../src/lib/player/plan';
import { articleSession } from '../../../src/lib/state/article-session';

const MODULE = '../../../src/lib/state/article-trace.ts';

/** The module that holds `packed` as the page imports it (typed arrays written out). */
async function moduleText(packed: PackedTrace): Promise<string> {
	// Its settings are the default search's, which the page reads from the registry: no search's
	// id is written outside the searches (registry/searches.test).
	const { columns, ...rest } = packed;
	const fields = Object.entries(rest)
		.filter(([key]) => key !== 'settings')
		.map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
	const arrays = Object.entries(columns).map(
		([name, column]) =>
			`${name}: new ${column.constructor.name}([${Array.from(column).join(', ')}])`
	);
	const text = `// Written by tests/unit/state/article-trace.test.ts from the engine's recording; when the
// recording changes, \`npx vitest run tests/unit/state/article-trace.test.ts -u\` writes it anew.
// The article's board searched by minimax, the step-through page's first view: played back from
// here, so the page carries no recorder until another search is asked for.
import type { PackedTrace } from '$lib/engine';

export const ARTICLE_TRACE: Omit<PackedTrace, 'settings'> = {
	${fields.join(',\n')},
	columns: { ${arrays.join(',\n')} }
};
`;
	const options = await resolveConfig(new URL(MODULE, import.meta.url).pathname);
	return format(text, { ...options, parser: 'babel-ts', plugins: [] });
}

describe('the first view plays the article board back from its trace recorded ahead', () => {
	const recorded = openSession(DEFAULT_QUERY.source, DEFAULT_QUERY.search);

	it('holds the recording of the default search on the default board, as the engine makes it', async () => {
		const { packed } = packTrace(recorded.trace);
		expect(packed.calls).toBe(9);
		expect(packed.settings).toEqual(DEFAULT_QUERY.search);
		await expect(await moduleText(packed)).toMatchFileSnapshot(MODULE);
	});

	it('opens the same session as recording it does: the trace, its drawing and its layout', () => {
		const played = articleSession();
		expect(played.source).toEqual(recorded.source);
		expect(played.trace.settings).toEqual(recorded.trace.settings);
		expect(played.trace.columns).toEqual(recorded.trace.columns);
		expect(played.trace.scale.values).toEqual(recorded.trace.scale.values);
		expect(played.drawn).toEqual(recorded.drawn);
		expect(played.layout).toEqual(recorded.layout);
		expect(played.isArticleExample).toBe(true);
	});
});
