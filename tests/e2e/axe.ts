import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe-core's violations on the page as it is now, each with its rule, help and the nodes it
 * names. Run with `axe.run` in the page itself (legacy mode): the default runs each frame
 * separately, then opens a blank page and injects axe again to merge the results, about twice
 * the time per run. Our pages have no frames of another origin (the one frame the legacy mode
 * leaves out), so the results are the same: every rule, every node.
 */
export async function axeViolations(page: Page): Promise<string[]> {
	const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
	return violations.map(
		(violation) =>
			`${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`
	);
}

/** axe finds no violation on the page as it is now; each one is listed if it does. */
export async function expectNoViolations(page: Page): Promise<void> {
	expect(await axeViolations(page)).toEqual([]);
}
