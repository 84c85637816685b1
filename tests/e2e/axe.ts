import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, showTheme } from './fixtures';

/**
 * The rules whose outcome depends on the colours alone: the only ones a change of theme (which
 * changes the colour variables and nothing else) can turn from pass to fail.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * What a check covers: every rule axe runs by default, the colour rules only, or every rule but
 * them. A state scanned again in the other language takes `structure`: a language changes the
 * words, never a colour, so the colour rules (axe's costliest, color-contrast above all) are run
 * once per theme, width and state, in the first language.
 */
export type AxeScope = 'all' | 'colours' | 'structure';

declare global {
	interface Window {
		axe?: typeof axe;
	}
}

/**
 * axe-core's violations on the page as it is now, each with its rule, help and the nodes it
 * names. axe is injected once per loaded document (by evaluation, which the page's content
 * security policy does not block) and then run in place, so a page checked several times (each
 * theme, each panel open) pays for the injection once. Our pages have no frames of another
 * origin, so running in the top document sees every node.
 */
export async function axeViolations(page: Page, scope: AxeScope = 'all'): Promise<string[]> {
	if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
	const violations = await page.evaluate(
		async ({ only, without }) => {
			const checker = window.axe;
			if (checker === undefined) throw new Error('axe-core was not injected');
			// Only the violations are read: axe then builds a selector for one node of each passed
			// or inapplicable rule, not for every node it looked at (the tail of every run).
			const resultTypes: ['violations'] = ['violations'];
			const off = Object.fromEntries(without.map((rule) => [rule, { enabled: false }]));
			const options =
				only === null
					? { resultTypes, rules: off }
					: { resultTypes, runOnly: { type: 'rule' as const, values: only } };
			const result = await checker.run(document, options);
			return result.violations.map((violation) => ({
				id: violation.id,
				help: violation.help,
				targets: violation.nodes.map((node) => node.target.join(' '))
			}));
		},
		{
			only: scope === 'colours' ? [...COLOUR_RULES] : null,
			without: scope === 'structure' ? [...COLOUR_RULES] : []
		}
	);
	return violations.map(
		(violation) => `${violation.id}: ${violation.help} (${violation.targets.join('; ')})`
	);
}

/**
 * The scope of a scan of a state already scanned in the other language: English first, so
 * Chinese takes every rule but the colour ones.
 */
export const scopeIn = (lang: 'en' | 'zh'): AxeScope => (lang === 'en' ? 'all' : 'structure');

/** axe finds no violation on the page as it is now; each one is listed if it does. */
export async function expectNoViolations(page: Page, scope: AxeScope = 'all'): Promise<void> {
	expect(await axeViolations(page, scope)).toEqual([]);
}

/**
 * axe finds no violation on the page as it is, in the light theme; then, the dark theme switched
 * in place (it changes the colour variables only), none of axe's colour rules fails; the light
 * theme is shown again.
 */
export async function expectNoViolationsInEitherTheme(page: Page): Promise<void> {
	await expectNoViolations(page);
	await showTheme(page, 'dark');
	await expectNoViolations(page, 'colours');
	await showTheme(page, 'light');
}

/**
 * A state scanned in each language: in English (first) as `expectNoViolationsInEitherTheme`; in
 * Chinese, the same state, theme and width with other words, every rule but the colour ones
 * (their colours were read in English, in both themes).
 */
export async function expectNoViolationsIn(page: Page, lang: 'en' | 'zh'): Promise<void> {
	if (lang === 'en') await expectNoViolationsInEitherTheme(page);
	else await expectNoViolations(page, 'structure');
}
