import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { program } from '$lib/i18n/program';
import { counter, expect, narration, open, settled, showLanguage, test } from './fixtures';
import { expectNoViolations } from './axe';
import { untranslated } from './texts';

// A student's own alpha-beta, traced (issue 44): its trace opened from "From your program",
// stepped as ours are, a bad file dropped on it refused, then compared with the reference, the
// first difference ringed on both trees at one step; axe in both languages and a phone. One load.

const t = MESSAGES.en;
const words = program.en;
/**
 * The trace J's student program window-not-passed.js writes, run beside the shipped tracer: its
 * alpha-beta never raises α or lowers β, so every child gets the window its parent was given.
 */
const folder = mkdtempSync(join(tmpdir(), 'program-spec-'));
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));
copyFileSync('static/tracers/minimax-trace.js', join(folder, 'minimax-trace.js'));
copyFileSync('tests/students/js/window-not-passed.js', join(folder, 'student.js'));
execFileSync('node', ['student.js'], { cwd: folder, stdio: 'ignore' });
const FIXTURE = join(folder, 'trace.json');
const NAME = 'trace.json';
const STUDENT_CALLS = 9;
/** The first difference: FC4, O's reply in cell 6, gets [−∞, +∞] where ours gets [−∞, −10]. */
const FIRST = { student: 4, reference: 4 };

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
			const link = dialog.getByRole('link', { name: label });
			await expect(link).toHaveAttribute('href', `/tracers/${file}`);
			expect((await page.request.get(`/tracers/${file}`)).status(), file).toBe(200);
		}
		await dialog.getByLabel(words.openFile).setInputFiles(FIXTURE);
		await expect(dialog).toBeHidden();
		await expect(bar).toContainText(words.shown(NAME, 'JavaScript', 'alphabeta', STUDENT_CALLS));
	});

	await test.step('it steps as ours do: tree, call stack, narration, tally', async () => {
		await expect(counter(page)).toHaveText(t.view.counter(0, STUDENT_CALLS + 1));
		for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText(t.view.counter(5, STUDENT_CALLS + 1));
		// FC5, X's move to cell 4, wins at once (+10): FC1, the root, takes it back.
		const fc5 = page.locator('.centre [data-call="5"]');
		await expect(fc5).toHaveAttribute('data-score', '10');
		await expect(page.locator('.centre [data-state="active"]')).toHaveAttribute('data-call', '1');
		await expect(narration(page)).toContainText('FC5');
		await expect(page.locator('.tally')).toHaveAttribute('data-calls', '5');
		const frames = page.locator('.stack li[data-frame]');
		await expect(frames).toHaveCount(1);
		await expect(frames).toContainText('cell 4 → +10');
		// Opened with the root's first window: α = −∞ where the reference's FC5 has −10.
		await expect(fc5).toHaveAttribute('data-alpha', '-inf');
	});

	await test.step('a bad file dropped is refused, and the trace stays', async () => {
		await dropFile(page, 'notes.json', '{"not": "a trace"}');
		await expect(page.getByRole('alert')).toContainText('notes.json');
		await expect(counter(page)).toHaveText(t.view.counter(5, STUDENT_CALLS + 1));
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
		await expect(bar.locator('[data-finding]')).toContainText(
			`First difference at your call ${FIRST.student}`
		);
		// Stepping away and back: the rings stay, and the bar's button brings both back.
		await page.keyboard.press('End');
		await expect(ringed).toHaveCount(2);
		await bar.getByRole('button', { name: words.showIt }).click();
		await expect(page.locator('.centre')).toHaveAttribute('data-call', String(FIRST.student));
		await expect(second).toHaveAttribute('data-call', String(FIRST.reference));
	});

	await test.step('axe: no violations, in English and Chinese', async () => {
		await settled(page);
		await expectNoViolations(page);
		await showLanguage(page, 'zh');
		await settled(page);
		await expect(bar).toHaveCount(0);
		const zhBar = page.getByRole('region', { name: program.zh.region });
		await expect(zhBar.locator('[data-finding]')).toContainText(`第 ${FIRST.student} 次调用`);
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
