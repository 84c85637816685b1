import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnose } from '../../../src/lib/diagnosis/diagnose';
import { CONVENTIONS, type MistakeKind } from '../../../src/lib/diagnosis/kinds';
import { readAnyFile } from '../../../src/lib/engine/run-file';
import { runStudentPrograms, studentCases } from '../../students/run-program';

/**
 * The student programs (tests/students/, issue 44), each traced with the shipped tracer as the
 * guide shows, then read and diagnosed: every one gets the kind and call tests/students/cases.json
 * gives it (null: no mistake), a difference of convention marked as one. The JavaScript ones'
 * own figures (what their searches did, right or wrong) are pinned too.
 */

/** Each JavaScript program's calls, root value and root move, as its own search made them. */
const JS_FIGURES: Record<string, [calls: number, score: number, move: number]> = {
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

const cases = await studentCases();
let traces = new Map<string, string>();
beforeAll(async () => {
	traces = await runStudentPrograms(cases.map((entry) => entry.file));
});

const traceOf = (file: string) => {
	const text = traces.get(file);
	if (text === undefined) throw new Error(`${file} wrote no trace`);
	return text;
};

describe('the JavaScript student programs', () => {
	const files = readdirSync(new URL('../../students/js/', import.meta.url)).filter((name) =>
		name.endsWith('.js')
	);

	it('are 19, each in cases.json once: 16 with a mistake, correct minimax and alpha-betas', () => {
		expect(files.sort()).toEqual(Object.keys(JS_FIGURES).sort());
		const js = cases.filter((entry) => entry.file.startsWith('js/'));
		expect(js.map((entry) => entry.file).sort()).toEqual(files.map((name) => `js/${name}`));
		expect(js.filter((entry) => entry.kind === null).map((entry) => entry.file)).toEqual([
			'js/minimax.js',
			'js/alphabeta-fail-soft.js'
		]);
		// A correct fail-hard alpha-beta differs from ours (fail-soft) by convention only.
		expect(js.find((entry) => entry.file === 'js/alphabeta-fail-hard.js')?.kind).toBe('fail-hard');
	});

	it.each(Object.entries(JS_FIGURES))('%s traces itself', (name, [calls, score, move]) => {
		const file = JSON.parse(traceOf(`js/${name}`));
		expect([file.calls, file.score, file.move]).toEqual([calls, score, move]);
		expect(file.program).toMatchObject({ language: 'javascript', tracer: '1' });
	});
});

describe('every student program, diagnosed', () => {
	it('is listed once', () => {
		const listed = cases.map((entry) => entry.file);
		expect(new Set(listed).size).toBe(listed.length);
	});

	it.each(cases.map((entry) => [entry.file, entry] as const))('%s', (file, { kind, call }) => {
		const read = readAnyFile(traceOf(file));
		if (read.kind !== 'trace') throw new Error(`${file}: not a trace`);
		const found = diagnose(read.file);
		expect(found === null ? null : { kind: found.kind, call: found.call }).toEqual(
			kind === null ? null : { kind, call }
		);
		if (found !== null) expect(found.convention).toBe(CONVENTIONS.includes(kind as MistakeKind));
	});
});
