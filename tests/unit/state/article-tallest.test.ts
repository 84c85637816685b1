import { describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { StepMap } from '../../../src/lib/player/steps';
import { narrate, tallestNarration } from '../../../src/lib/player/narration';
import { articleSession, isArticleTrace } from '../../../src/lib/state/article-session';
import { ARTICLE_TALLEST } from '../../../src/lib/state/article-tallest';
import { openSession } from '../../../src/lib/player/plan';
import { DEFAULT_QUERY } from '../../../src/lib/player/query';

const MODULE = '../../../src/lib/state/article-tallest.ts';

/** The module that holds the article board's tallest English narration by call, as the page imports it. */
async function moduleText(said: {
	text: string;
	note: string | null;
	short: string;
}): Promise<string> {
	const text = `// Written by tests/unit/state/article-tallest.test.ts from the narration of every step; when a
// telling changes, \`npx vitest run tests/unit/state/article-tallest.test.ts -u\` writes it anew.
// The article board's tallest narration by call in English (\`tallestNarration\`), which sizes the
// narration box of a phone's, a tablet's or presenting first view: the page then loads the
// narration's code when stepping first comes near, not to size the box (issue 45).
export const ARTICLE_TALLEST = {
	text: ${JSON.stringify(said.text)},
	note: ${JSON.stringify(said.note)},
	named: [],
	short: ${JSON.stringify(said.short)}
} as const;
`;
	const options = await resolveConfig(new URL(MODULE, import.meta.url).pathname);
	return format(text, { ...options, parser: 'babel-ts', plugins: [] });
}

describe("the article board's tallest narration, written ahead for the first view's box", () => {
	const session = articleSession();
	const steps = new StepMap(session.trace, 'call');
	const found = tallestNarration(session.trace, steps, { drawn: session.drawn, lang: 'en' });

	it('is the one the narration of every step by call finds', async () => {
		if (found === null) throw new Error('the article board has a tallest narration');
		const { text, note, short } = found;
		expect(short).toBeDefined();
		await expect(await moduleText({ text, note, short: short ?? text })).toMatchFileSnapshot(
			MODULE
		);
		expect(ARTICLE_TALLEST.text).toBe(text);
		expect(ARTICLE_TALLEST.note).toBe(note);
		expect(ARTICLE_TALLEST.short).toBe(short);
	});

	it('is told at a step of the board, and its short form is the longest brief telling', () => {
		const said = Array.from({ length: steps.last + 1 }, (_, step) =>
			narrate(session.trace, steps, step, { drawn: session.drawn, lang: 'en' })
		);
		expect(said.map(({ text }) => text)).toContain(ARTICLE_TALLEST.text);
		const briefs = said.map(({ short, text }) => (short ?? text).length);
		expect(ARTICLE_TALLEST.short.length).toBe(Math.max(...briefs));
	});

	it("belongs to the article board's session alone, not to the same board recorded afresh", () => {
		expect(isArticleTrace(session.trace)).toBe(true);
		const recorded = openSession(DEFAULT_QUERY.source, DEFAULT_QUERY.search);
		expect(isArticleTrace(recorded.trace)).toBe(false);
	});
});
