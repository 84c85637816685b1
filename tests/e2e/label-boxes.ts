import type { Page } from '@playwright/test';

/** Two labels may touch by this much (rounding of glyph boxes), in CSS pixels. */
const TOLERANCE = 1;

/**
 * Every pair of the tree's text labels whose boxes overlap on screen, as "A × B" with what each
 * says and where it belongs: FC numbers, markers, move labels, scores, windows, cut tallies,
 * fold badges and level labels. A label is measured where it can be seen: inside the tree's
 * panel, and, unless it is a level label, right of the level column that covers the tree. Another
 * `drawing` (an exported SVG, whose classes are gone) gives its selector and the column's edge.
 */
export function labelOverlaps(
	page: Page,
	drawing: { selector: string; gutter: number | null } = { selector: '.tree > svg', gutter: null }
): Promise<string[]> {
	return page.evaluate(
		({ tolerance, selector, given }) => {
			const svg = document.querySelector<SVGSVGElement>(selector);
			if (!svg) return ['no tree on the page'];
			const panel = svg.getBoundingClientRect();
			const gutter =
				given ?? svg.querySelector('.levels .gutter')?.getBoundingClientRect().right ?? panel.left;
			const owner = (text: Element): string => {
				const holder = text.closest('[data-call], .fold, .cut, .levels, .labels');
				if (!holder) return 'tree';
				if (holder.matches('[data-call]')) return `FC${holder.getAttribute('data-call')}`;
				if (holder.matches('.fold')) return `badge of ${holder.getAttribute('aria-label')}`;
				if (holder.matches('.cut')) return `cut ${holder.getAttribute('data-pruned')}`;
				if (holder.matches('.levels')) return 'level column';
				return 'link';
			};
			const labels = [...svg.querySelectorAll('text')].flatMap((text) => {
				const said = text.textContent?.trim() ?? '';
				if (said === '') return [];
				const box = text.getBoundingClientRect();
				const left = Math.max(box.left, text.closest('.levels') ? panel.left : gutter);
				const right = Math.min(box.right, panel.right);
				const top = Math.max(box.top, panel.top);
				const bottom = Math.min(box.bottom, panel.bottom);
				if (right - left <= 0 || bottom - top <= 0) return [];
				return [{ name: `"${said}" (${owner(text)})`, left, right, top, bottom }];
			});
			const overlaps: string[] = [];
			labels.forEach((a, at) => {
				for (const b of labels.slice(at + 1)) {
					const wide = Math.min(a.right, b.right) - Math.max(a.left, b.left);
					const tall = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
					if (wide > tolerance && tall > tolerance)
						overlaps.push(`${a.name} × ${b.name} (${wide.toFixed(1)} × ${tall.toFixed(1)} px)`);
				}
			});
			return overlaps;
		},
		{ tolerance: TOLERANCE, selector: drawing.selector, given: drawing.gutter }
	);
}
