import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../../../src/lib/export/embed';

/** The snippet read back as a browser reads it. */
function frameOf(snippet: string): Record<string, string> {
	const [, attributes] = /^<iframe ([^>]*)><\/iframe>$/.exec(snippet) ?? [];
	expect(attributes).toBeDefined();
	const unescape = (text: string) =>
		text
			.replaceAll('&quot;', '"')
			.replaceAll('&lt;', '<')
			.replaceAll('&gt;', '>')
			.replaceAll('&amp;', '&');
	return Object.fromEntries(
		[...attributes.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [
			name,
			unescape(value)
		])
	);
}

describe('the embed snippet', () => {
	it('frames the address with a size, a title and lazy loading', () => {
		const address = 'https://lab.example/?step=5&embed=1';
		const snippet = embedSnippet(address, 'Minimax Lab: step through the search');
		expect(snippet).toBe(
			'<iframe src="https://lab.example/?step=5&amp;embed=1" ' +
				'title="Minimax Lab: step through the search" width="960" height="600" ' +
				'loading="lazy" style="border: 0; max-width: 100%"></iframe>'
		);
		expect(frameOf(snippet)).toEqual({
			src: address,
			title: 'Minimax Lab: step through the search',
			width: '960',
			height: '600',
			loading: 'lazy',
			style: 'border: 0; max-width: 100%'
		});
	});

	it('escapes what would end an attribute or open a tag', () => {
		const snippet = embedSnippet('https://lab.example/?a="><script>&b=1', 'A "quoted" <title>');
		expect(snippet).not.toContain('<script>');
		expect(snippet.match(/"/g)).toHaveLength(12);
		expect(frameOf(snippet).src).toBe('https://lab.example/?a="><script>&b=1');
		expect(frameOf(snippet).title).toBe('A "quoted" <title>');
	});
});
