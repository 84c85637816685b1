import { MESSAGES } from '$lib/i18n';
import { predict } from '$lib/i18n/predict';
import { expectNoViolations } from './axe';
import { counter, expect, open, settled, showLanguage, test } from './fixtures';

// "Predict, then see" (issue 43) on AIMA Figure 5.2 under alpha-beta, one page for every check:
// the page holds before a stop and asks, the keyboard answers (Y/N for a cut, a value and Enter),
// the verdict says right or wrong with the answer and why, the stops stay in the link, and the
// panel passes axe in both languages.
const en = predict.en;
const FIGURE = encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]');

test('predict mode holds before each stop and judges the answers given by keyboard', async ({
	page
}) => {
	await open(page, `/?tree=${FIGURE}&algo=alphabeta&predict=value%2Ccut`);
	const panel = page.getByRole('region', { name: en.title });
	await expect(panel).toBeVisible();

	// Step 3 is a stop: the page holds at step 2 and asks whether FC2 cuts on taking 3.
	for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 2 of 12');
	await expect(panel).toContainText(en.cut('FC2', '3', 'FC3'));
	await settled(page);
	await expectNoViolations(page);

	// N: no cut, right; the step shows.
	await page.keyboard.press('n');
	await expect(counter(page)).toHaveText('Step 3 of 12');
	await expect(panel).toContainText(en.right);
	await expect(panel).toContainText('α -∞ < β 3');

	// Y at the next stop: wrong, with the answer.
	await page.keyboard.press('ArrowRight');
	await expect(panel).toContainText(en.cut('FC2', '12', 'FC4'));
	await page.keyboard.press('y');
	await expect(counter(page)).toHaveText('Step 4 of 12');
	await expect(panel).toContainText(en.wrong(en.yesNo(false)));

	// A value: typed, then Enter; no number is asked again.
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 5 of 12');
	await expect(panel).toContainText(en.value('FC2'));
	const field = panel.getByRole('textbox', { name: en.guess });
	await expect(field).toBeFocused();
	await field.fill('three');
	await page.keyboard.press('Enter');
	await expect(panel).toContainText(en.unread);
	await field.fill('3');
	await page.keyboard.press('Enter');
	await expect(counter(page)).toHaveText('Step 6 of 12');
	await expect(panel).toContainText(`${en.right} ${en.why.min('FC2', '3, 12, 8', '3')}`);

	// M marks the step shown by hand; the stops stay in the link.
	await page.keyboard.press('m');
	await expect(page).toHaveURL(/predict=value%2Ccut%2C6(&|$)/);

	await showLanguage(page, 'zh');
	await expect(page.getByRole('region', { name: predict.zh.title })).toContainText(
		predict.zh.right
	);
	await settled(page);
	await expectNoViolations(page, 'structure');
	expect(MESSAGES.zh.common.predict).not.toBe(MESSAGES.en.common.predict);
});
