import { describe, expect, it } from 'vitest';
import { InputError, plainSearch, type Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { printed } from '../cli-run';

/**
 * Expectimax with bounds' files: its windows may be fractions, written exactly beside their
 * numbers in trace files (read back to the same trace, refused when altered) and as fractions in
 * the figure for paper.
 */

/** AIMA's Figure 5.2 read as chance nodes, with the bounds [0, 15]: FC6 is searched with alpha 23/3. */
const AIMA = '{"bounds":[0,15],"children":[[3,12,8],[2,4,6],[14,5,2]]}';
const aima = (): Trace => search(parseTree(AIMA), plainSearch('expectimax-bounded'));

describe('expectimax with bounds trace files', () => {
	const fileOf = (trace: Trace): string => [...traceJsonChunks(trace)].join('');

	it('write each window exactly beside its number and read back to the same trace', () => {
		const trace = aima();
		const file = fileOf(trace);
		expect(file).toContain(
			'"alpha":7.666666666666667,"beta":15,"alphaExact":"23/3","betaExact":"15"'
		);
		const { trace: read } = readTraceJson(file);
		for (const column of ['alpha', 'beta', 'score'] as const)
			expect(Array.from(read.columns[column] ?? [])).toEqual(
				Array.from(trace.columns[column] ?? [])
			);
		expect(read.scale.toPlain()).toEqual(trace.scale.toPlain());
	});

	it('and the figure for paper, whose windows are written as fractions', async () => {
		for (const format of ['svg', 'tikz']) {
			const figure = await printed(
				'--tree',
				AIMA,
				'--algorithm',
				'expectimax-bounded',
				'--format',
				format
			);
			expect(figure).toContain('[23/3, 15]');
			expect(figure).not.toContain('7.666');
		}
	});

	it('refuse a window written inexactly, or missing its exact form', () => {
		const file = fileOf(aima());
		const refused = (text: string): string => {
			try {
				readTraceJson(text);
			} catch (error) {
				if (error instanceof InputError) return error.message;
				throw error;
			}
			return 'read';
		};
		expect(refused(file.replace('"alphaExact":"23/3"', '"alphaExact":"46/6"'))).toMatch(/call 6/);
		expect(refused(file.replace('"alphaExact":"23/3"', '"alphaExact":"8"'))).toMatch(/call 6/);
		expect(refused(file.replace(',"alphaExact":"23/3"', ''))).toMatch(/call 6/);
	});
});
