import type { Page } from '@playwright/test';
import { diagnose } from '$lib/diagnosis/diagnose';
import { sentence } from '$lib/diagnosis/messages';
import { readAnyFile } from '$lib/engine/run-file';
import { MESSAGES, type Lang } from '$lib/i18n';
import { program } from '$lib/i18n/program';
import { counter, expect, narration, open, settled, showLanguage, test } from './fixtures';
import { expectNoViolations } from './axe';
import { untranslated } from './texts';
import { runStudentPrograms } from '../students/run-program';

// A student's own alpha-beta, traced (issue 44): its trace opened from "From your program",
// stepped as ours are, a bad file dropped on it refused, then compared with the reference, the
// first difference ringed on both trees at one step; axe in both languages and a phone. One load.

const t = MESSAGES.en;
const words = program.en;
/** The trace window-not-passed.js writes (tests/students/js/: α and β never raised or lowered). */
const traces = await runStudentPrograms(['js/window-not-passed.js']);
const text = traces.get('js/window-not-passed.js') ?? '';
const FIXTURE = { name: 'trace.json', mimeType: 'application/json', buffer: Buffer.from(text) };
const read = readAnyFile(text);
const diagnosis = read.kind === 'trace' ? diagnose(read.file) : null;
const NAME = 'trace.json';
const STUDENT_CALLS = 9;
/** The first difference: FC4, O's reply in cell 6, gets [−∞, +∞] where ours gets [−∞, −10]. */
const FIRST = { student: 4, reference: 4 };
/** The bar's sentence in both languages: the diagnosis's, after where it is in ours. */
const said = (lang: Lang) =>
	program[lang].found(FIRST.reference, diagnosis ? sentence(diagnosis, lang) : '');

/** Drops a file of `text` on the page, as a file dragged from the desktop lands. */
async function dropFile(page: Page, name: string, text: string): Promise<void> {
	await page.evaluate(
		([name, text]) => {
			const data = new DataTransfer();
			data.items.add(new File([text], name, { type: 'application/json' }));
			document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true }));
			document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
		},
		[name, text]
	);
}

test("a student's trace: opened, stepped, compared with the reference", async ({ page }) => {
	await open(page);
	const bar = page.getByRole('region', { name: words.region });

	await test.step('From your program explains, links the tracers and opens the file', async () => {
		await page.getByRole('combobox').first().selectOption({ label: t.page.fromProgram });
		const dialog = page.getByRole('dialog', { name: words.dialogTitle });
		await expect(dialog).toContainText(words.intro);
		for (const [label, file] of [
			[words.python, 'minimax_trace.py'],
			[words.javascript, 'minimax-trace.js']
		] as const) {
			const link = dialog.getByRole('link', { name: `${label} ${file}` });
			await expect(link).toHaveAttribute('href', `/tracers/${file}`);
			expect((await page.request.get(`/tracers/${file}`)).status(), file).toBe(200);
		}
		await dialog.getByLabel(words.openFile).setInputFiles(FIXTURE);
		await expect(dialog).toBeHidden();
		await expect(bar).toContainText(words.shown(NAME, 'JavaScript', 'alphabeta', STUDENT_CALLS));
		// The menu names the trace shown, and choosing From your program again opens the dialog.
		const menu = page.getByRole('combobox').first();
		await expect(menu.locator('option:checked')).toHaveText(t.page.programShown);
		await menu.selectOption({ label: t.page.fromProgram });
		await expect(dialog).toBeVisible();
		await dialog.getByRole('button', { name: t.common.close }).click();
		await expect(dialog).toBeHidden();
		await expect(menu.locator('option:checked')).toHaveText(t.page.programShown);
	});

	await test.step('it steps as ours do: tree, call stack, narration, tally', async () => {
		await expect(counter(page)).toHaveText(t.view.counter(0, STUDENT_CALLS + 1));
		for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText(t.view.counter(4, STUDENT_CALLS + 1));
		// FC4, O's reply in cell 6, has won (−10) at once: FC2, its caller, takes it back.
		const fc4 = page.locator('.centre [data-call="4"]');
		await expect(fc4).toHaveAttribute('data-score', '-10');
		await expect(page.locator('.centre [data-state="active"]')).toHaveAttribute('data-call', '2');
		await expect(narration(page)).toContainText('FC4');
		await expect(page.locator('.tally')).toHaveAttribute('data-calls', '4');
		await expect(page.locator('.stack li[data-frame]')).toHaveCount(2);
		// Opened with its parent's window as that was given: β = +∞ where ours has −10.
		await expect(fc4).toHaveAttribute('data-beta', 'inf');
	});

	await test.step('a bad file dropped is refused, and the trace stays', async () => {
		await dropFile(page, 'notes.json', '{"not": "a trace"}');
		await expect(page.getByRole('alert')).toContainText('notes.json');
		await expect(counter(page)).toHaveText(t.view.counter(4, STUDENT_CALLS + 1));
		await expect(bar).toBeVisible();
		await page.getByRole('alert').getByRole('button', { name: t.common.dismiss }).click();
	});

	const second = page.locator('.versus-side');
	await test.step('Compare with the reference: both trees at the first difference', async () => {
		await page.keyboard.press('Home');
		await bar.getByRole('button', { name: words.compare }).click();
		await expect(second).toBeVisible();
		await expect(page.locator('.centre')).toHaveAttribute('data-call', String(FIRST.student));
		await expect(second).toHaveAttribute('data-call', String(FIRST.reference));
		const ringed = page.locator('[data-difference]');
		await expect(ringed).toHaveCount(2);
		await expect(page.locator('.centre [data-difference]')).toHaveAttribute(
			'data-call',
			String(FIRST.student)
		);
		await expect(second.locator('[data-difference]')).toHaveAttribute(
			'data-call',
			String(FIRST.reference)
		);
		expect(diagnosis?.kind).toBe('window-not-passed');
		expect([diagnosis?.call, diagnosis?.referenceCall]).toEqual([FIRST.student, FIRST.reference]);
		await expect(bar.locator('[data-finding]')).toHaveText(said('en'));
		// Stepping away and back: the rings stay, and the bar's button brings both back.
		await page.keyboard.press('End');
		await expect(ringed).toHaveCount(2);
		await bar.getByRole('button', { name: words.showIt }).click();
		await expect(page.locator('.centre')).toHaveAttribute('data-call', String(FIRST.student));
		await expect(second).toHaveAttribute('data-call', String(FIRST.reference));
		// Presenting (issue 43): the ringed FC4 was cut at the foot of both trees' panels.
		await page.keyboard.press('p');
		await settled(page);
		expect(await ringsCut(page)).toEqual([]);
		await page.keyboard.press('p');
	});

	await test.step('axe: no violations, in English and Chinese', async () => {
		await settled(page);
		await expectNoViolations(page);
		await showLanguage(page, 'zh');
		await settled(page);
		await expect(bar).toHaveCount(0);
		const zhBar = page.getByRole('region', { name: program.zh.region });
		await expect(zhBar.locator('[data-finding]')).toHaveText(said('zh'));
		expect(await untranslated(page, 'zh'), 'every word translated').toEqual([]);
		await expectNoViolations(page, 'structure');
		await showLanguage(page, 'en');
	});

	await test.step('a phone: the bar, then both trees one under the other, nothing off the screen', async () => {
		await page.setViewportSize({ width: 390, height: 844 });
		const [top, first, below] = await Promise.all(
			[bar, page.locator('.centre'), second].map((part) => part.boundingBox())
		);
		expect(top && first && top.y + top.height <= first.y).toBe(true);
		expect(first && below && below.y >= first.y + first.height).toBe(true);
		const wide = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(wide).toBeLessThanOrEqual(390);
		await expectNoViolations(page, 'structure');
		await page.setViewportSize({ width: 1280, height: 720 });
	});
});

/** Each ringed first difference cut by its tree's panel, as "FC4 at 680-871 px in 459-708". */
function ringsCut(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('[data-difference]')].flatMap((ringed) => {
			const panel = ringed.closest('svg')?.getBoundingClientRect();
			const box = ringed.getBoundingClientRect();
			if (!panel) return ['no tree'];
			const whole =
				box.top >= panel.top - 1 &&
				box.bottom <= panel.bottom + 1 &&
				box.left >= panel.left - 1 &&
				box.right <= panel.right + 1;
			const at = (a: number, b: number) => `${Math.round(a)}-${Math.round(b)}`;
			return whole
				? []
				: [
						`FC${ringed.getAttribute('data-call')} at ${at(box.top, box.bottom)} px in ${at(panel.top, panel.bottom)}`
					];
		})
	);
}
