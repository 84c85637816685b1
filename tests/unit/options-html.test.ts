import { describe, expect, it } from 'vitest';
import { optionsHtml } from '../../src/lib/ui/options-html';

// Issue 45: the header's two fixed menus are written as one piece of markup each, not an
// `{#each}` of options (two effects an option as the page hydrates).
describe('a fixed menu’s options as markup', () => {
	it('writes each option in order, the chosen one selected', () => {
		const options = [
			{ value: 'minimax', label: 'Minimax' },
			{ value: 'alphabeta', label: 'Alpha-beta' }
		];
		expect(optionsHtml(options, 'alphabeta')).toBe(
			'<option value="minimax">Minimax</option><option value="alphabeta" selected>Alpha-beta</option>'
		);
		expect(optionsHtml(options, 'none')).not.toContain('selected');
	});

	it('escapes values and labels, so a label reads as its text', () => {
		const html = optionsHtml([{ value: 'a"b', label: `Article 004's <b> & "tree"` }], '');
		expect(html).toBe(
			'<option value="a&quot;b">Article 004\'s &lt;b&gt; &amp; &quot;tree&quot;</option>'
		);
	});
});
