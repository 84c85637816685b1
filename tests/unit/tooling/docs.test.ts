import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * README.md is the front door and docs/ holds the rest: every relative link in them (text,
 * image and reference links, and anchors) must lead somewhere, as GitHub renders them, so a
 * section renamed or moved breaks this test rather than a reader's click.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where a checked page's links are looked up: a repository on disk, or a few pages in memory. */
interface Files {
	exists(path: string): boolean;
	/** A Markdown file's text, or undefined when there is none. */
	text(path: string): string | undefined;
}

const onDisk: Files = {
	exists: (path) => existsSync(join(ROOT, path)),
	text: (path) =>
		path.endsWith('.md') && existsSync(join(ROOT, path))
			? readFileSync(join(ROOT, path), 'utf8')
			: undefined
};

/** Fenced code blocks and inline code spans, blanked: a bracket in code is no link. */
function prose(markdown: string): string {
	return markdown
		.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
		.replace(/(`+)[\s\S]*?\1/g, '');
}

/**
 * GitHub's anchor for a heading: its text as rendered (code marks and link targets dropped),
 * lower case, every character but letters, marks, digits, `_`, `-` and spaces removed (so
 * Chinese stays), each space a `-`.
 */
function slug(heading: string): string {
	return heading
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
		.replace(/ /g, '-');
}

/** The anchors of a page's headings, in order; a repeated one gets `-1`, `-2`, … as on GitHub. */
function anchors(markdown: string): string[] {
	const seen = new Map<string, number>();
	const found: string[] = [];
	const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
	for (const [, text] of withoutFences.matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
		const base = slug(text);
		const times = seen.get(base) ?? 0;
		seen.set(base, times + 1);
		found.push(times === 0 ? base : `${base}-${times}`);
	}
	return found;
}

/** Every link target a page holds: inline links and images, reference definitions, HTML src/href. */
function linkTargets(markdown: string): string[] {
	const text = prose(markdown);
	const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
	const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
	const html = [...text.matchAll(/<(?:img|a)\b[^>]*?\b(?:src|href)="([^"]+)"/g)];
	return [...inline, ...references, ...html].map((match) => match[1]);
}

/** The links of `page` (a path from the repository's root) that lead nowhere, each with why. */
function brokenLinks(page: string, files: Files): string[] {
	const markdown = files.text(page) ?? '';
	const broken: string[] = [];
	for (const target of linkTargets(markdown)) {
		if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) continue; // https:, mailto:
		const hash = target.indexOf('#');
		const path = decodeURI(hash < 0 ? target : target.slice(0, hash));
		const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
		const file = path === '' ? page : normalize(join(dirname(page), path));
		if (file.startsWith('..') || !files.exists(file)) {
			broken.push(`${page}: ${target}: no file ${file}`);
			continue;
		}
		if (anchor === undefined) continue;
		const headings = files.text(file);
		if (headings === undefined) broken.push(`${page}: ${target}: ${file} has no headings`);
		else if (!anchors(headings).includes(anchor))
			broken.push(`${page}: ${target}: no heading of ${file} has the anchor #${anchor}`);
	}
	return broken;
}

const DOCS = readdirSync(join(ROOT, 'docs'))
	.filter((name) => name.endsWith('.md'))
	.sort()
	.map((name) => `docs/${name}`);
const PAGES = ['README.md', ...DOCS];

describe('the README and docs/', () => {
	it('have docs pages beside the README', () => {
		expect(DOCS).toEqual(
			expect.arrayContaining([
				'docs/architecture.md',
				'docs/benchmark.md',
				'docs/cli.md',
				'docs/guide.md',
				'docs/trace-format.md'
			])
		);
	});

	it.each(PAGES)(
		'%s: every relative link leads to a file, and every anchor to a heading',
		(page) => {
			expect(brokenLinks(page, onDisk)).toEqual([]);
		}
	);

	it('keep the README under 200 lines', () => {
		const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');
		if (lines.at(-1) === '') lines.pop();
		expect(lines.length).toBeLessThan(200);
	});

	it('link every docs page from the README', () => {
		const linked = new Set(
			linkTargets(readFileSync(join(ROOT, 'README.md'), 'utf8')).map((target) =>
				normalize(target.replace(/#.*$/, ''))
			)
		);
		expect(DOCS.filter((page) => !linked.has(page))).toEqual([]);
	});

	it('link every docs page back to the README', () => {
		const unlinked = DOCS.filter(
			(page) =>
				!linkTargets(readFileSync(join(ROOT, page), 'utf8')).some(
					(target) => normalize(join(dirname(page), target.replace(/#.*$/, ''))) === 'README.md'
				)
		);
		expect(unlinked).toEqual([]);
	});
});

describe('the link check', () => {
	it("makes GitHub's anchors: punctuation dropped, letters of any script kept, repeats numbered", () => {
		expect(slug('Expectimax, shown')).toBe('expectimax-shown');
		expect(slug('Monte Carlo tree search: a trace by iterations')).toBe(
			'monte-carlo-tree-search-a-trace-by-iterations'
		);
		expect(slug('What `npm test` does')).toBe('what-npm-test-does');
		expect(slug('The [trace](x.md) format_2 - α-β 剪枝')).toBe('the-trace-format_2---α-β-剪枝');
		expect(anchors('# A\n## Notes\n```\n## Notes\n```\n### Notes\n## Notes ##\n')).toEqual([
			'a',
			'notes',
			'notes-1',
			'notes-2'
		]);
	});

	it('names a missing file, a missing anchor and a link out of the repository; skips code and URLs', () => {
		const pages: Record<string, string> = {
			'README.md': [
				'# Front',
				'[guide](docs/guide.md#compare) [gone](docs/gone.md) ![shot](docs/shot.png)',
				'[bad anchor](docs/guide.md#nowhere) [self](#front) [self bad](#back)',
				'[out](../outside.md) [web](https://example.com/x.md) `[code](docs/nothing.md)`',
				'[ref]: docs/guide.md#twice-1',
				'```',
				'[fenced](docs/none.md)',
				'```'
			].join('\n'),
			'docs/guide.md': '# Guide\n## Compare\n## Twice\n## Twice\n'
		};
		const files: Files = {
			exists: (path) => path in pages || path === 'docs/shot.png',
			text: (path) => pages[path]
		};
		expect(brokenLinks('README.md', files)).toEqual([
			'README.md: docs/gone.md: no file docs/gone.md',
			'README.md: docs/guide.md#nowhere: no heading of docs/guide.md has the anchor #nowhere',
			'README.md: #back: no heading of README.md has the anchor #back',
			'README.md: ../outside.md: no file ../outside.md'
		]);
	});
});
