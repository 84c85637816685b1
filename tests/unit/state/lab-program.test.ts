import { beforeEach, describe, expect, it } from 'vitest';
import { program as words } from '../../../src/lib/i18n/program';
import { importTrace } from '../../../src/lib/workers/importing';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { FakeWorker } from '../fake-worker';
import { english, language, useFakeWorkers } from '../page-state';
import { runStudentPrograms, studentCases } from '../../students/run-program';
import { diagnose } from '../../../src/lib/diagnosis/diagnose';
import { sentence } from '../../../src/lib/diagnosis/messages';
import { readAnyFile } from '../../../src/lib/engine/run-file';

// A student's trace on the page's state (issue 44): opened from a file without searching again,
// compared with the reference side by side at the first difference, and let go of when the page
// moves on. The traces are the students' (tests/students/), traced as they run.

const cases = await studentCases();
const traces = await runStudentPrograms(cases.map((entry) => entry.file));
/** The trace `program` (tests/students/) writes, as the file the page is given. */
const traced = (program: string) => new File([traces.get(program) ?? ''], 'trace.json');

/** Opens `file` as the page does, the import worker's messages relayed by hand. */
async function openFile(lab: Lab, file: File): Promise<boolean> {
	const opened = lab.openTraceFile(file);
	const told: unknown[] = [];
	await importTrace(file, (message) => told.push(message));
	await new Promise((resolve) => setImmediate(resolve));
	for (const message of told) FakeWorker.last.reply(message);
	return opened;
}

let lab: Lab;
useFakeWorkers();
beforeEach(() => {
	lab = new Lab(language);
	lab.mount(new URLSearchParams());
});

describe("a student's trace", () => {
	const windowNotPassed = traced('js/window-not-passed.js');

	it('opens as it ran, named by its program, with no notice', async () => {
		expect(await openFile(lab, windowNotPassed)).toBe(true);
		expect(lab.program).toEqual({
			name: 'trace.json',
			language: 'javascript',
			function: 'alphabeta',
			tracer: '1',
			windows: true,
			compared: null
		});
		// Never searched again: its calls, windows and all, as the student's code made them.
		expect(lab.trace.calls).toBe(9);
		expect([lab.trace.alpha(4), lab.trace.beta(4)]).toEqual([-Infinity, Infinity]);
		expect([lab.notice, lab.problems]).toEqual([null, []]);
	});

	it('is compared with the reference at the first difference, on both sides at one step', async () => {
		await openFile(lab, windowNotPassed);
		expect(await lab.compareWithReference()).toBe(true);
		const { pairing } = lab.player;
		expect(pairing?.second.calls).toBe(8);
		expect(lab.versus).toEqual({ algorithm: 'alphabeta', order: 'given' });
		const finding = lab.compared?.finding;
		expect([finding?.student, finding?.reference]).toEqual([4, 4]);
		expect(pairing?.callAt('first', lab.player.step)).toBe(4);
		expect(pairing?.callAt('second', lab.player.step)).toBe(4);
		expect(finding?.said('en')).toBe(
			'call 4 is given the window [−∞, ∞], but its caller held [−∞, −10] by then: pass alpha and beta on as they stand after each child returns, not the window the caller started with.'
		);
		expect(lab.compared?.convention).toBe(false);
		// Side by side ended: the comparison goes with it, the student's trace stays.
		await lab.setVersus(null);
		expect([lab.compared, lab.program?.name]).toEqual([null, 'trace.json']);
	});

	it('offers a difference of convention, and compares under it', async () => {
		await openFile(lab, traced('js/cut-rule.js'));
		await lab.compareWithReference();
		const finding = lab.compared?.finding;
		expect(finding?.student).toBe(7);
		expect(finding?.said('en')).toMatch(/^call 7 is searched though .*cuts only when alpha > beta/);
		const under = finding?.under ?? null;
		expect(under?.settings.cut).toBe('gt');
		expect(await lab.compareWithReference(under)).toBe(true);
		expect(lab.player.pairing?.second).toBe(under);
		expect([lab.compared?.convention, lab.compared?.finding]).toEqual([true, null]);
	});

	it("names every student program's first mistake as --explain does, at the same call", async () => {
		for (const { file, call } of cases) {
			const page = new Lab(language);
			page.mount(new URLSearchParams());
			await openFile(page, traced(file));
			expect(await page.compareWithReference(), file).toBe(true);
			const finding = page.compared?.finding ?? null;
			expect(finding?.student ?? null, file).toBe(call);
			const read = readAnyFile(traces.get(file) ?? '');
			const found = read.kind === 'trace' ? diagnose(read.file) : null;
			for (const lang of ['en', 'zh'] as const)
				expect(finding?.said(lang) ?? null, file).toBe(found && sentence(found, lang));
		}
	});

	it('stays when a bad file is dropped on it, and goes when another position opens', async () => {
		await openFile(lab, windowNotPassed);
		const bad = new File(['{"format":"minimax-lab-trace","version":1}'], 'bad.json');
		expect(await openFile(lab, bad)).toBe(false);
		expect(english(lab.problems)[0]).toMatch(/bad\.json/);
		expect(lab.program?.name).toBe('trace.json');
		await lab.open(lab.source, 'minimax');
		expect(lab.program).toBeNull();
	});

	it('words its bar in both languages', () => {
		expect(words.en.found(4, 'x')).toBe("First difference (the reference's FC4): x");
		expect(words.zh.found(null, 'x')).toBe('第一处不同：x');
	});
});
