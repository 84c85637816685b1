import Ajv2020 from 'ajv/dist/2020';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { referenceFor } from '../../../src/cli/autograder';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnose } from '../../../src/lib/diagnosis/diagnose';
import { CONVENTIONS, type MistakeKind } from '../../../src/lib/diagnosis/kinds';
import { explain } from '../../../src/lib/diagnosis/messages';
import { readAnyFile } from '../../../src/lib/engine/run-file';
import { traceSchema } from '../../../src/lib/registry/schema';
import { runStudentPrograms, studentCases } from '../../students/run-program';

/**
 * The student programs (tests/students/, issue 44), each run as a student runs it (`node
 * program.js`, `python3 program.py`, the tracer beside it) and tracing itself with the two
 * lines the guide shows, then read and diagnosed: every one gets the kind and call
 * tests/students/cases.json gives it (null: no mistake), a difference of convention marked as
 * one. Each program's own figures (what its search did, right or wrong) are pinned too. The
 * programs run once for all the checks (test time is shared).
 */

/** Each program's calls, root value and root move, as its own search made them. */
const PINNED: Record<string, [calls: number, score: number, move: number]> = {
	'js/alphabeta-fail-hard.js': [17, 3, 0],
	'js/alphabeta-fail-soft.js': [40, 1, 3],
	'js/bound-kept-global.js': [6, 3, 0],
	'js/cut-rule.js': [9, 3, 0],
	'js/depth-off-by-one.js': [400, 8, 4],
	'js/evaluated-early.js': [202, 8, 4],
	'js/extra-call.js': [23, 3, 0],
	'js/min-max-swapped.js': [137, 10, 3],
	'js/minimax.js': [9, 10, 4],
	'js/missing-call.js': [5, 3, 0],
	'js/no-prune.js': [26, 3, 0],
	'js/order.js': [9, 10, 4],
	'js/scale.js': [137, 1, 3],
	'js/terminal-missed.js': [16, 10, 4],
	'js/tie-at-root.js': [7, 10, 6],
	'js/window-not-passed-root.js': [137, 10, 3],
	'js/window-not-passed.js': [9, 10, 4],
	'js/window-swapped.js': [7, 14, 2],
	'js/wrong-value.js': [137, 10, 3],
	'python/alphabeta-fail-hard.py': [101, 0, 7],
	'python/alphabeta-fail-soft.py': [17, 3, 0],
	'python/bound-kept-global.py': [6, 3, 0],
	'python/cut-rule.py': [156, 0, 7],
	'python/depth-off-by-one.py': [8, 7, 4],
	'python/evaluated-early.py': [25, 1, 5],
	'python/extra-call.py': [15, 3, 0],
	'python/min-max-swapped.py': [206, 10, 3],
	'python/minimax.py': [206, 0, 7],
	'python/missing-call.py': [51, 0, 7],
	'python/no-prune.py': [26, 3, 0],
	'python/order.py': [134, 10, 3],
	'python/order-connect4.py': [21, -5, 4],
	'python/scale.py': [134, 1, 2],
	'python/terminal-missed.py': [326, 10, 2],
	'python/tie-at-root.py': [134, 10, 8],
	'python/window-not-passed-root.py': [98, 10, 2],
	'python/window-not-passed.py': [134, 10, 2],
	'python/window-swapped.py': [12, 3, 0],
	'python/wrong-value.py': [13, 0, 0]
};

const LANGUAGES = { js: 'javascript', python: 'python' } as const;

/** The programs in a folder of tests/students/, as cases.json names them. */
const programs = (folder: keyof typeof LANGUAGES) =>
	readdirSync(new URL(`../../students/${folder}/`, import.meta.url))
		.filter((name) => name.endsWith(folder === 'js' ? '.js' : '.py'))
		.sort()
		.map((name) => `${folder}/${name}`);

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

describe.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])('the %s programs', (folder) => {
	it('are all in cases.json once: at least 14 with a mistake, correct minimax and alpha-beta', () => {
		const listed = cases.filter((entry) => entry.file.startsWith(`${folder}/`));
		expect(listed.map((entry) => entry.file).sort()).toEqual(programs(folder));
		expect(
			Object.keys(PINNED)
				.filter((file) => file.startsWith(`${folder}/`))
				.sort()
		).toEqual(programs(folder));
		const buggy = listed.filter((entry) => entry.kind !== null && entry.kind !== 'fail-hard');
		expect(buggy.length).toBeGreaterThanOrEqual(14);
		expect(buggy.every((entry) => Number.isInteger(entry.call))).toBe(true);
		expect(listed.filter((entry) => entry.kind === null).map((entry) => entry.file)).toEqual([
			`${folder}/minimax.${folder === 'js' ? 'js' : 'py'}`,
			`${folder}/alphabeta-fail-soft.${folder === 'js' ? 'js' : 'py'}`
		]);
		// A correct fail-hard alpha-beta differs from ours (fail-soft) by convention only.
		expect(listed.find((entry) => entry.file.includes('alphabeta-fail-hard'))?.kind).toBe(
			'fail-hard'
		);
	});

	it.each(programs(folder))('%s traces itself', (file) => {
		const trace = JSON.parse(traceOf(file));
		expect(trace.program).toMatchObject({ language: LANGUAGES[folder], tracer: '1' });
		expect([trace.calls, trace.score, trace.move]).toEqual(PINNED[file]);
		expect(trace.trace).toHaveLength(trace.calls);
	});
});

describe('every student program, diagnosed', () => {
	it('is listed once', () => {
		const listed = cases.map((entry) => entry.file);
		expect(new Set(listed).size).toBe(listed.length);
	});

	it("wrote a trace valid against the site's schema, which holds our own files to theirs", () => {
		const validate = new Ajv2020({ strict: true, allErrors: true }).compile(traceSchema());
		const invalid = cases.filter(({ file }) => !validate(JSON.parse(traceOf(file))));
		expect(invalid.map(({ file }) => `${file}: ${JSON.stringify(validate.errors)}`)).toEqual([]);
		// Without its program header, a student's file lacks what ours hold (the pruned count).
		const { program, ...bare } = JSON.parse(traceOf('python/minimax.py'));
		expect([program.language, validate(bare)]).toEqual(['python', false]);
		expect(validate.errors?.map((error) => error.message)).toContain(
			"must have required property 'prunedBranches'"
		);
	});

	it.each(cases.map((entry) => [entry.file, entry] as const))('%s', (file, { kind, call }) => {
		const read = readAnyFile(traceOf(file));
		if (read.kind !== 'trace') throw new Error(`${file}: not a trace`);
		const found = diagnose(read.file);
		expect(found === null ? null : { kind: found.kind, call: found.call }).toEqual(
			kind === null ? null : { kind, call }
		);
		if (found === null) return;
		expect(found.convention).toBe(CONVENTIONS.includes(kind as MistakeKind));
		// Every move a sentence names is known: no "move ?".
		expect(explain(found, 'en').join('\n')).not.toMatch(/move \?/);
		expect(explain(found, 'zh').join('\n')).not.toMatch(/走法 \?/);
	});
});

/** The autograder's Python port of the diagnosis (static/autograder/minimax_diagnosis.py), on each trace. */
const PORT = String.raw`
import json, sys
sys.path.insert(0, sys.argv[1])
import minimax_diagnosis as d
out = []
for case in json.load(sys.stdin):
    found = d.diagnose(json.loads(case["trace"]), case["reference"])
    out.append(None if found is None else {"kind": found["kind"], "call": found["call"],
               "convention": found["convention"], "lines": d.explain(found)})
print(json.dumps(out))
`;

describe("the autograder's diagnosis in Python", () => {
	it('agrees with ours on every program: kind, call, convention and every sentence', () => {
		const files = cases.map((entry) => {
			const read = readAnyFile(traceOf(entry.file));
			if (read.kind !== 'trace') throw new Error(`${entry.file}: not a trace`);
			return read.file;
		});
		const input = files.map((file, i) => ({
			trace: traceOf(cases[i]!.file),
			reference: referenceFor(file.game, file.settings)
		}));
		const folder = fileURLToPath(new URL('../../../static/autograder/', import.meta.url));
		const run = spawnSync('python3', ['-c', PORT, folder], {
			input: JSON.stringify(input),
			encoding: 'utf8'
		});
		expect(run.stderr).toBe('');
		const python = JSON.parse(run.stdout);
		const ours = files.map((file) => {
			const found = diagnose(file);
			return found === null
				? null
				: {
						kind: found.kind,
						call: found.call,
						convention: found.convention,
						lines: explain(found, 'en')
					};
		});
		expect(python).toEqual(ours);
		expect(python.map((found: { kind: string } | null) => found?.kind ?? null)).toEqual(
			cases.map((entry) => entry.kind)
		);
	});
});
