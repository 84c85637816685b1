import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The page shell (src/app.html): a prerendered page is the view with no query (the article board
// at step 0); an address with one is marked before the first paint, and app.css keeps the view
// hidden until the page is hydrated and shows the link's, so the article board never flashes.

const shell = readFileSync('src/app.html', 'utf8');
const css = readFileSync('src/app.css', 'utf8');
const scripts = [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body.trim());

/** Whether the shell's script marks the document for an address with this query string. */
function marks(search: string): boolean {
	const dataset: Record<string, string> = {};
	const [script = ''] = scripts;
	new Function('location', 'document', script)({ search }, { documentElement: { dataset } });
	return 'linked' in dataset;
}

describe('the page shell', () => {
	it('has one tiny inline script that reads no input as code or markup', () => {
		expect(scripts).toHaveLength(1);
		// The first view's weight (issue 45): a line, not a library.
		expect(scripts[0]?.length).toBeLessThanOrEqual(100);
		expect(scripts[0]).not.toMatch(/eval|Function|innerHTML|write|decode/);
	});

	it('marks an address with a query (a position, a search, a step), and leaves the bare one alone', () => {
		expect(marks('')).toBe(false);
		expect(marks('?')).toBe(false);
		expect(marks('?game=connect4&moves=4453&algo=alphabeta&step=7')).toBe(true);
		expect(marks('?board=X...O....')).toBe(true);
		expect(marks('?tree=%5B%5B3%2C12%2C8%5D%5D&algo=expectimax')).toBe(true);
		expect(marks('?algo=minimax&versus=alphabeta&step=8')).toBe(true);
	});

	it('hides the marked view until hydrated, its room kept, and says what shows without JavaScript', () => {
		const rule = /html\[data-linked\] body:not\(\[data-hydrated\]\) main \{([^}]*)\}/.exec(css);
		expect(rule?.[1]).toContain('visibility: hidden');
		// What was prerendered shows in the end should the page never hydrate: never a blank page.
		expect(rule?.[1]).toMatch(/animation: linked-fallback 0s \d+s forwards/);
		expect(shell).toMatch(
			/<noscript>[\s\S]*needs JavaScript[\s\S]*需要 JavaScript[\s\S]*<\/noscript>/
		);
	});
});
