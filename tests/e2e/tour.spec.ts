import type { Page } from '@playwright/test';
import { MESSAGES, type Lang } from '$lib/i18n';
import { LESSON_DONE_KEY, LESSON_STAGES } from '$lib/state/lesson-stages';
import { LESSON_TARGETS } from '../../src/routes/lesson-place';
import { expectNoViolations } from './axe';
import { counter, expect, narration, open, settled, showLanguage, test } from './fixtures';

// The first lesson (issue 31): on a first visit the page opens with it, and the student walks
// the article's board FC1 to FC9 with the page's own Next button. The other specs' pages open
// as on a device that has closed it (fixtures.ts); this one meets it as a first-time student.
test.use({ lessonDone: false });

const en = MESSAGES.en;
const lessonOf = (page: Page, lang: Lang = 'en') =>
	page.getByRole('dialog', { name: MESSAGES[lang].lesson.title });

/**
 * Whether the lesson's ring is round the part of the page its stage names: the first element of
 * the target's selectors the page shows, inside the ring's box.
 */
async function ringsItsTarget(page: Page, selectors: readonly string[]): Promise<boolean> {
	return page.evaluate((list) => {
		const ring = document.querySelector('[data-lesson-ring]')?.getBoundingClientRect();
		const target = list
			.flatMap((selector) => [...document.querySelectorAll(selector)])
			.map((element) => element.getBoundingClientRect())
			.find((box) => box.width > 0 && box.height > 0);
		if (!ring || !target) return false;
		return (
			ring.left <= target.left &&
			ring.top <= target.top &&
			ring.right >= target.right &&
			ring.bottom >= target.bottom
		);
	}, selectors);
}

/** What a part of the lesson shows, read in one evaluation (`calloutFacts`). */
interface CalloutFacts {
	/**
	 * What the callout covers of what it must leave in sight: the board, the narration, the
	 * running code line (issue 43), the card of the call it speaks of, on a phone the step
	 * counter and the step buttons.
	 */
	covers: string[];
	/** Its boxes whose text scrolls with no way for the keyboard to reach them. */
	unreachable: number;
	/** How far each box of it whose text scrolls is scrolled over (px, those over 1 px). */
	scrolled: number[];
}

/** What the lesson's callout shows now, `call` the call it speaks of; read in the page. */
function calloutFacts(page: Page, call: number | null | undefined): Promise<CalloutFacts> {
	return page.evaluate((call) => {
		const dialog = document.querySelector('[role="dialog"][data-target]');
		const callout = dialog?.getBoundingClientRect();
		if (!dialog || !callout) return { covers: ['no callout'], unreachable: 0, scrolled: [] };
		const scrolling = [dialog, ...dialog.querySelectorAll('*')].filter((box) =>
			/auto|scroll/.test(getComputedStyle(box).overflowY)
		);
		const kept = {
			// The board itself: at 1280×720 the left column's other slot (the stack) sits under the code.
			board: '#panel-board > *',
			narration: '.app > .narration',
			'code line': '#panel-code .line[aria-current="step"]',
			[`FC${call}`]: call ? `.centre .tree .node[data-call="${call}"]` : '',
			...(innerWidth < 700 ? { counter: '.controls .counter', buttons: '.controls .buttons' } : {})
		};
		const covers = Object.entries(kept)
			.filter(([, selector]) =>
				[...(selector ? document.querySelectorAll(selector) : [])].some((element) => {
					const box = element.getBoundingClientRect();
					return (
						box.width > 0 &&
						box.left < callout.right - 1 &&
						box.right > callout.left + 1 &&
						box.top < callout.bottom - 1 &&
						box.bottom > callout.top + 1
					);
				})
			)
			.map(([name]) => name);
		return {
			covers,
			unreachable: scrolling.filter(
				(box) =>
					box.scrollHeight > box.clientHeight + 1 &&
					(box as HTMLElement).tabIndex < 0 &&
					box.querySelector('button, a, [tabindex="0"]') === null
			).length,
			scrolled: scrolling
				.map((box) => box.scrollHeight - box.clientHeight)
				.filter((over) => over > 1)
		};
	}, call);
}

/** What the lesson's callout covers of what it must leave in sight (`calloutFacts`). */
const calloutCovers = async (page: Page, call: number | null | undefined): Promise<string[]> =>
	(await calloutFacts(page, call)).covers;

test('the first lesson walks FC1 to FC9 by the page’s Next, stays closed once closed, and reopens', async ({
	page
}) => {
	test.setTimeout(90_000);
	await open(page);
	const lesson = lessonOf(page);
	await expect(lesson).toBeVisible();
	const tree = page.locator('.centre .tree');
	const treeAt = await tree.boundingBox();
	const next = page.getByRole('button', { name: en.view.nextStep, exact: true });
	const tally = page.locator('.status .tally');

	const board = page.locator('#panel-board > *');
	type Box = { x: number; y: number; width: number; height: number };
	const apart = (a: Box | null, b: Box | null) =>
		a !== null &&
		b !== null &&
		(a.x + a.width <= b.x ||
			b.x + b.width <= a.x ||
			a.y + a.height <= b.y ||
			b.y + b.height <= a.y);
	for (const [index, stage] of LESSON_STAGES.entries()) {
		await test.step(stage.id, async () => {
			// The answer's step has two parts: the minimum FC6 backs up, then the answer.
			if (stage.step === LESSON_STAGES[index - 1]?.step)
				await lesson.getByRole('button', { name: en.lesson.further }).click();
			else if (stage.step > 0) await next.click();
			await expect(counter(page)).toHaveText(`Step ${stage.step} of 10`);
			await expect(lesson).toHaveAttribute('data-target', stage.target);
			await expect(lesson).toContainText(en.lesson.progress(index + 1, LESSON_STAGES.length));
			// The callout never covers the board it speaks of (issue 43), nor the call's card.
			expect(apart(await lesson.boundingBox(), await board.boundingBox()), stage.id).toBe(true);
			expect(await calloutCovers(page, stage.about ?? stage.call), stage.id).toEqual([]);
			if (stage.call !== null) {
				// The callout, the narration and the tally tell the same call.
				await expect(lesson).toContainText(`FC${stage.call}`);
				await expect(narration(page)).toContainText(`FC${stage.call}`);
				await expect(tally).toHaveAttribute('data-calls', String(stage.call));
			}
			expect(await ringsItsTarget(page, LESSON_TARGETS[stage.target].selectors), stage.id).toBe(
				true
			);
			// Stepping moves nothing of the page: the callout floats above it.
			expect(await tree.boundingBox()).toEqual(treeAt);
		});
	}
	// The last part: the answer, the exercise it ends with, and a button to end the lesson.
	await expect(lesson.getByRole('button', { name: en.lesson.exercise })).toBeVisible();
	await expect(lesson.getByRole('button', { name: en.lesson.done })).toBeVisible();
	await expect(lesson).toContainText('+10');

	await test.step('no accessibility violations with the lesson open, en and zh', async () => {
		await settled(page);
		await expectNoViolations(page);
		await showLanguage(page, 'zh');
		await expect(lessonOf(page, 'zh')).toContainText(MESSAGES.zh.lesson.done);
		await settled(page);
		await expectNoViolations(page, 'structure');
		await showLanguage(page, 'en');
	});

	await test.step('Escape closes it, focus goes to the button that reopens it', async () => {
		await lesson.focus();
		await page.keyboard.press('Escape');
		await expect(lesson).toBeHidden();
		await expect(page.getByRole('button', { name: en.lesson.open })).toBeFocused();
		expect(await page.evaluate((key) => localStorage.getItem(key), LESSON_DONE_KEY)).toBe('done');
	});

	await test.step('a new visit on this device opens the page without it', async () => {
		await open(page, '/');
		await expect(counter(page)).toHaveText('Step 0 of 10');
		await settled(page);
		await expect(lesson).toBeHidden();
	});

	await test.step('reopened from another view, it opens the article’s board at step 0', async () => {
		await next.click();
		await next.click();
		await page.getByRole('button', { name: en.view.byEvent }).click();
		await page.getByRole('button', { name: en.lesson.open }).click();
		await expect(lesson).toBeVisible();
		await expect(lesson).toBeFocused();
		await expect(page.getByRole('button', { name: en.view.byCall })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect(counter(page)).toHaveText('Step 0 of 10');
		// The arrow key steps with the focus in the callout, and the lesson follows.
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText('Step 1 of 10');
		await expect(lesson).toContainText('FC1');
		await lesson.getByRole('button', { name: en.lesson.close }).click();
		await expect(lesson).toBeHidden();
	});

	await test.step('presenting, the shortcut list reopens it, clear of the step buttons', async () => {
		await page.keyboard.press('p');
		await expect(page.getByRole('button', { name: en.lesson.open })).toHaveCount(0);
		await page.keyboard.press('?');
		const help = page.getByRole('dialog', { name: en.common.shortcutsTitle });
		await help.getByRole('button', { name: en.lesson.title }).click();
		await expect(help).toBeHidden();
		await expect(lesson).toBeFocused();
		await expect(lesson).toContainText('FC1');
		const buttons = await page.locator('.controls .buttons').boundingBox();
		const callout = await lesson.boundingBox();
		expect(buttons && callout && callout.y >= buttons.y + buttons.height).toBe(true);
		// On a projector too, no part covers the board or the card of the call it speaks of.
		for (const [index, stage] of LESSON_STAGES.entries()) {
			if (index === 0) continue;
			if (stage.step === LESSON_STAGES[index - 1]?.step)
				await lesson.getByRole('button', { name: en.lesson.further }).click();
			else if (index > 1) await next.click();
			await expect(lesson).toContainText(en.lesson.progress(index + 1, LESSON_STAGES.length));
			await settled(page);
			expect(
				await calloutCovers(page, stage.about ?? stage.call),
				`${stage.id}, presenting`
			).toEqual([]);
		}
		await page.keyboard.press('Home');
		await expect(counter(page)).toHaveText('Step 0 of 10');
		await page.keyboard.press('Escape');
		await expect(lesson).toBeHidden();
	});

	await test.step('Back returns to the view the lesson’s board replaced (issue 46, item 3)', async () => {
		await page.keyboard.press('p');
		await next.click();
		await page.getByRole('button', { name: en.view.byEvent }).click();
		await expect(page).toHaveURL(/\?by=event&step=\d+$/);
		const before = page.url();
		const shown = await counter(page).textContent();
		await page.getByRole('button', { name: en.lesson.open }).click();
		await expect(counter(page)).toHaveText('Step 0 of 10');
		await page.goBack();
		await expect(page).toHaveURL(before);
		await expect(counter(page)).toHaveText(shown ?? '');
		await page.goForward();
		await expect(counter(page)).toHaveText('Step 0 of 10');
		await expect(page.getByRole('button', { name: en.view.byCall })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	});

	await test.step('on a phone, no part covers the call’s card, the counter or the narration', async () => {
		await page.setViewportSize({ width: 390, height: 844 });
		for (const lang of ['en', 'zh'] as const) {
			const t = MESSAGES[lang];
			// A new visit: the lesson from its first part (the answer's part shown again otherwise).
			await open(page, lang === 'zh' ? '/?lang=zh' : '/');
			await page.getByRole('button', { name: t.lesson.open }).click();
			const phoneLesson = lessonOf(page, lang);
			await expect(phoneLesson).toContainText(t.lesson.progress(1, LESSON_STAGES.length));
			for (const [index, stage] of LESSON_STAGES.entries()) {
				if (stage.step === LESSON_STAGES[index - 1]?.step)
					await phoneLesson.getByRole('button', { name: t.lesson.further }).click();
				else if (index > 0)
					await page.getByRole('button', { name: t.view.nextStep, exact: true }).click();
				await expect(phoneLesson).toContainText(t.lesson.progress(index + 1, LESSON_STAGES.length));
				await settled(page);
				// The part's facts in one evaluation.
				const facts = await calloutFacts(page, stage.about ?? stage.call);
				expect(facts.covers, `${stage.id}, ${lang}, 390×844`).toEqual([]);
				// A part whose text scrolls inside the callout lets the keyboard reach it to scroll
				// (axe's scrollable-region-focusable).
				expect(facts.unreachable, `${stage.id}, ${lang}, 390×844`).toBe(0);
				// Every part read whole, its place named: its text scrolled by up to 46 px inside the
				// callout, and the first said "This is the board" with the board below the fold
				// (issue 43, V's "first lesson on a phone").
				expect(facts.scrolled, `${stage.id}, ${lang}, 390×844: text scrolled`).toEqual([]);
				if (stage.mentions === 'board')
					await expect(phoneLesson).toContainText(t.lesson.boardAway.down);
			}
			// The last part's buttons in sight, above the callout's fold (its text scrolls instead).
			const cut = await phoneLesson.evaluate((callout) => {
				const box = callout.getBoundingClientRect();
				return [...callout.querySelectorAll('button')]
					.filter((button) => {
						const { top, bottom } = button.getBoundingClientRect();
						return top < box.top || bottom > box.bottom;
					})
					.map((button) => button.textContent);
			});
			expect(cut, `${lang}, 390×844`).toEqual([]);
		}
	});
});
