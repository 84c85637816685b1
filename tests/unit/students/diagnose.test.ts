import { beforeAll, describe, expect, it } from 'vitest';
import { readAnyFile } from '../../../src/lib/engine/run-file';
import { diagnose } from '../../../src/lib/diagnosis/diagnose';
import { runStudentPrograms, studentCases, type StudentCase } from '../../students/run-program';

// Every student program of tests/students/ (issue 44), traced with the shipped tracer as the
// guide shows, is diagnosed with its kind at its call (cases.json); a correct one with none.

const cases: StudentCase[] = await studentCases();
let traces = new Map<string, string>();

beforeAll(async () => {
	traces = await runStudentPrograms(cases.map((each) => each.file));
}, 300_000);

describe('each student program is diagnosed with its first mistake', () => {
	it.each(cases.map((each) => [each.file, each] as const))('%s', (file, { kind, call }) => {
		const read = readAnyFile(traces.get(file) ?? '');
		if (read.kind !== 'trace') throw new Error(`${file}: not a trace`);
		expect(read.file.program).toBeDefined();
		const found = diagnose(read.file);
		expect([found?.kind ?? null, found?.call ?? null]).toEqual([kind, call]);
	});
});
