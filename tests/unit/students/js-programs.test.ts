import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runStudentPrograms, studentCases } from '../../students/run-program';

/**
 * The JavaScript student programs (tests/students/js/, issue 44) traced as the guide shows: each
 * runs beside the tracer and writes its trace, whose figures are pinned here (what the student's
 * search did, right or wrong); tests/students/cases.json names every one.
 */

/** Each program's calls, root value and root move, as its own (possibly wrong) search made them. */
const FIGURES: Record<string, [calls: number, score: number, move: number]> = {
	'alphabeta-fail-hard.js': [17, 3, 0],
	'alphabeta-fail-soft.js': [40, 1, 3],
	'bound-kept-global.js': [6, 3, 0],
	'cut-rule.js': [9, 3, 0],
	'depth-off-by-one.js': [400, 8, 4],
	'evaluated-early.js': [202, 8, 4],
	'extra-call.js': [23, 3, 0],
	'min-max-swapped.js': [137, 10, 3],
	'minimax.js': [9, 10, 4],
	'missing-call.js': [5, 3, 0],
	'no-prune.js': [26, 3, 0],
	'order.js': [9, 10, 4],
	'scale.js': [137, 1, 3],
	'terminal-missed.js': [16, 10, 4],
	'tie-at-root.js': [7, 10, 6],
	'window-not-passed-root.js': [137, 10, 3],
	'window-not-passed.js': [9, 10, 4],
	'window-swapped.js': [7, 14, 2],
	'wrong-value.js': [137, 10, 3]
};

interface CallRecord {
	id: number;
	parent: number | null;
	depth: number;
}

describe('the JavaScript student programs', () => {
	const files = readdirSync(new URL('../../students/js/', import.meta.url)).filter((name) =>
		name.endsWith('.js')
	);
	let traces = new Map<string, string>();
	beforeAll(async () => {
		traces = await runStudentPrograms(files.map((name) => `js/${name}`));
	});

	it('are 19, each in cases.json: 16 with a mistake, correct minimax and both alpha-betas', async () => {
		expect(files.sort()).toEqual(Object.keys(FIGURES).sort());
		const cases = (await studentCases()).filter((entry) => entry.file.startsWith('js/'));
		expect(cases.map((entry) => entry.file).sort()).toEqual(files.map((name) => `js/${name}`));
		expect(cases.filter((entry) => entry.kind === null).map((entry) => entry.file)).toEqual([
			'js/minimax.js',
			'js/alphabeta-fail-soft.js'
		]);
	});

	it.each(Object.entries(FIGURES))('%s traces itself', (name, [calls, score, move]) => {
		const file = JSON.parse(traces.get(`js/${name}`) ?? 'null');
		expect([file.calls, file.score, file.move]).toEqual([calls, score, move]);
		expect(file.program).toMatchObject({ language: 'javascript', tracer: '1' });
		const records = file.trace as CallRecord[];
		expect(records.map((record) => record.id)).toEqual(records.map((_, i) => i + 1));
		// Depth-first: each call's caller is an earlier call, one level up.
		for (const record of records.slice(1))
			expect(records[(record.parent ?? 0) - 1]?.depth).toBe(record.depth - 1);
	});
});
