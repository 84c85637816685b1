import type { Page } from '@playwright/test';

/** Two labels may touch by this much (rounding of glyph boxes), in CSS pixels. */
const TOLERANCE = 1;

/** Where `labelOverlapsIn` reads: the drawing's selector, and a given level column's edge. */
export interface LabelDrawing {
	selector: string;
	gutter: number | null;
}

/** `labelOverlaps`, run in the page: a spec may run it inside its own evaluation. */
export function labelOverlapsIn({
	tolerance,
	selector,
	given
}: {
	tolerance: number;
	selector: string;
	given: number | null;
}): string[] {
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
}

/** What `labelOverlapsIn` is given for `drawing`. */
export const labelOverlapsArgs = (
	drawing: LabelDrawing = { selector: '.tree > svg', gutter: null }
) => ({ tolerance: TOLERANCE, selector: drawing.selector, given: drawing.gutter });

/**
 * Every pair of the tree's text labels whose boxes overlap on screen, as "A × B" with what each
 * says and where it belongs: FC numbers, markers, move labels, scores, windows, cut tallies,
 * fold badges and level labels. A label is measured where it can be seen: inside the tree's
 * panel, and, unless it is a level label, right of the level column that covers the tree. Another
 * `drawing` (an exported SVG, whose classes are gone) gives its selector and the column's edge.
 */
export function labelOverlaps(page: Page, drawing?: LabelDrawing): Promise<string[]> {
	return page.evaluate(labelOverlapsIn, labelOverlapsArgs(drawing));
}

/**
 * The practice page's answer tree: every node's name ("n10") against every other thing drawn on
 * the tree that it could be read into: the node boxes (with the outline a wrong answer draws),
 * the cut toggles, the window boxes and the other names. "name × thing" for each overlap.
 */
export function practiceOverlaps(page: Page): Promise<string[]> {
	return page.evaluate((tolerance) => {
		const tree = document.querySelector('.tree .drawing');
		if (!tree) return ['no practice tree on the page'];
		interface Box {
			name: string;
			left: number;
			right: number;
			top: number;
			bottom: number;
		}
		const boxOf = (element: Element, name: string, grow = 0): Box => {
			const box = element.getBoundingClientRect();
			return {
				name,
				left: box.left - grow,
				right: box.right + grow,
				top: box.top - grow,
				bottom: box.bottom + grow
			};
		};
		const nodeName = (element: Element) =>
			`n${element.closest('[data-node]')?.getAttribute('data-node') ?? '?'}`;
		// An outline is drawn outside the box: as far as its width and offset reach.
		const outline = (element: Element) => {
			const style = getComputedStyle(element);
			if (style.outlineStyle === 'none') return 0;
			const scale = element.getBoundingClientRect().width / (element as HTMLElement).offsetWidth;
			return (parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)) * scale;
		};
		const names = [...tree.querySelectorAll('.node > .number')].map((label) =>
			boxOf(label, `"${label.textContent?.trim()}"`)
		);
		const things: Box[] = [
			...[...tree.querySelectorAll('.node')].map((node) =>
				boxOf(node, `box of ${nodeName(node)}`, outline(node))
			),
			...[...tree.querySelectorAll('.edge')].map((edge, at) =>
				boxOf(edge, `edge control ${at}`, outline(edge.firstElementChild ?? edge))
			),
			...[...tree.querySelectorAll('.node .window')].map((row) =>
				boxOf(row, `window of ${nodeName(row)}`)
			)
		];
		const overlaps: string[] = [];
		names.forEach((label, at) => {
			for (const thing of [...names.slice(at + 1), ...things]) {
				const wide = Math.min(label.right, thing.right) - Math.max(label.left, thing.left);
				const tall = Math.min(label.bottom, thing.bottom) - Math.max(label.top, thing.top);
				if (wide > tolerance && tall > tolerance)
					overlaps.push(
						`${label.name} × ${thing.name} (${wide.toFixed(1)} × ${tall.toFixed(1)} px)`
					);
			}
		});
		return overlaps;
	}, TOLERANCE);
}

/**
 * The printed worksheet (shown as print media): in each printed tree, every pair of its labels
 * (node names, leaf values, the key's values and windows) whose boxes overlap, as "A × B".
 */
export function printedOverlaps(page: Page): Promise<string[]> {
	return page.evaluate((tolerance) => {
		const trees = [...document.querySelectorAll('.worksheet svg')].filter((svg) =>
			svg.closest('.frame')
		);
		if (trees.length === 0) return ['no printed tree on the page'];
		return trees.flatMap((svg, tree) => {
			const labels = [...svg.querySelectorAll('text')].map((text) => ({
				name: `"${text.textContent?.trim()}" (${text.getAttribute('class')})`,
				box: text.getBoundingClientRect()
			}));
			const overlaps: string[] = [];
			labels.forEach((a, at) => {
				for (const b of labels.slice(at + 1)) {
					const wide = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
					const tall = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
					if (wide > tolerance && tall > tolerance)
						overlaps.push(
							`tree ${tree}: ${a.name} × ${b.name} (${wide.toFixed(1)} × ${tall.toFixed(1)} px)`
						);
				}
			});
			return overlaps;
		});
	}, TOLERANCE);
}

/**
 * Every text label of the tree seen in its panel that reads under 14 px on screen (its type size
 * times the drawing's scale), as `"text" at 12.3 px`: what the back of a room cannot read.
 */
export function labelsUnder14(page: Page, selector = '.tree > svg'): Promise<string[]> {
	return labelsUnder(page, 14, selector);
}

/** `labelsUnder`, run in the page: a spec may run it inside its own evaluation. */
export function labelsUnderIn({ selector, px }: { selector: string; px: number }): string[] {
	const svg = document.querySelector<SVGSVGElement>(selector);
	if (!svg) return ['no tree on the page'];
	const panel = svg.getBoundingClientRect();
	return [...svg.querySelectorAll('text')].flatMap((label) => {
		const said = label.textContent?.trim() ?? '';
		const box = label.getBoundingClientRect();
		const seen =
			box.right > panel.left &&
			box.left < panel.right &&
			box.bottom > panel.top &&
			box.top < panel.bottom;
		if (said === '' || !seen) return [];
		const matrix = label.getScreenCTM();
		const scale = Math.hypot(matrix?.a ?? 0, matrix?.b ?? 0);
		const size = parseFloat(getComputedStyle(label).fontSize) * scale;
		return size < px - 0.05 ? [`"${said}" at ${size.toFixed(1)} px`] : [];
	});
}

/** `labelsUnder14` at another floor, `px` on screen (not presenting off a phone: 12, issue 43 N10). */
export function labelsUnder(page: Page, px: number, selector = '.tree > svg'): Promise<string[]> {
	return page.evaluate(labelsUnderIn, { selector, px });
}

/** `cutsOverLabels`, run in the page: a spec may run it inside its own evaluation. */
export function cutsOverLabelsIn({
	tolerance,
	selector
}: {
	tolerance: number;
	selector: string;
}): string[] {
	const svg = document.querySelector<SVGSVGElement>(selector);
	if (!svg) return ['no tree on the page'];
	const texts = [...svg.querySelectorAll('text')].filter((text) => text.textContent?.trim());
	return [...svg.querySelectorAll('.cut line')].flatMap((line) => {
		const stroke = line.getBoundingClientRect();
		const hook = line.closest('.cut')?.getAttribute('data-pruned');
		return texts.flatMap((text) => {
			const box = text.getBoundingClientRect();
			const wide = Math.min(stroke.right, box.right) - Math.max(stroke.left, box.left);
			const tall = Math.min(stroke.bottom, box.bottom) - Math.max(stroke.top, box.top);
			return wide > tolerance && tall > tolerance
				? [`cut ${hook} × "${text.textContent?.trim()}"`]
				: [];
		});
	});
}

/** What `cutsOverLabelsIn` is given for the drawing at `selector`. */
export const cutsOverLabelsArgs = (selector = '.tree > svg') => ({
	tolerance: TOLERANCE,
	selector
});

/**
 * Every cut mark's stroke that crosses a text label of the tree on screen (the figure of what a
 * cut saved struck through by the next branch's scissors), as `cut 6:2 × "2 saved"`.
 */
export function cutsOverLabels(page: Page, selector?: string): Promise<string[]> {
	return page.evaluate(cutsOverLabelsIn, cutsOverLabelsArgs(selector));
}

/** `levelLabelsCut`, run in the page: a spec may run it inside its own evaluation. */
export function levelLabelsCutIn(tolerance: number): string[] {
	const svg = document.querySelector<SVGSVGElement>('.tree > svg');
	if (!svg) return ['no tree on the page'];
	const panel = svg.getBoundingClientRect();
	return [...svg.querySelectorAll('.levels text')].flatMap((label) => {
		const box = label.getBoundingClientRect();
		const inside = box.bottom > panel.top && box.top < panel.bottom;
		const whole = box.top >= panel.top - tolerance && box.bottom <= panel.bottom + tolerance;
		if (!inside || whole) return [];
		const px = (from: number, to: number) => `${Math.round(from)}–${Math.round(to)} px`;
		return [
			`"${label.textContent?.trim()}" ${px(box.top, box.bottom)}, panel ${px(panel.top, panel.bottom)}`
		];
	});
}

/**
 * The level column's labels cut by the tree's panel: partly inside it, partly past its top or foot
 * (issue 43: "第 4 层" half under the panel's foot), as `"第 4 层" 672–690 px, panel 275–677`.
 */
export function levelLabelsCut(page: Page): Promise<string[]> {
	return page.evaluate(levelLabelsCutIn, TOLERANCE);
}

/** The tolerance `levelLabelsCutIn` is given: two labels or boxes may touch by this much. */
export const LABEL_TOLERANCE = TOLERANCE;

/**
 * The tree's cards whose words (the move, N, W/N, a UCB1 pill: the selection's reason; a new
 * node's tag) are drawn in the panel above the screen's foot but hidden under something else there
 * (the corner's position hid the next row's W/N and UCB1 on a phone: V21; the tag, "ne": V22 N9),
 * as 'node "words" under class'. Read at each word's middle and its corners.
 */
export function mctsCardsCovered(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const panel = document.querySelector('.mcts-side .tree > svg')?.getBoundingClientRect();
		if (!panel) return ['no tree'];
		const words = document.querySelectorAll(
			'.mcts-side .tree [data-node] :is(.move, .visits, .mean, .ucb text, .new-tag)'
		);
		if (words.length === 0) return ['no cards'];
		const found: string[] = [];
		for (const word of words) {
			const box = word.getBoundingClientRect();
			const node = word.closest('[data-node]');
			const points = [
				[(box.left + box.right) / 2, (box.top + box.bottom) / 2],
				[box.left + 2, box.top + 3],
				[box.right - 2, box.top + 3],
				[box.left + 2, box.bottom - 3],
				[box.right - 2, box.bottom - 3]
			] as const;
			for (const [x, y] of points) {
				if (x < panel.left || x > panel.right || y < panel.top || y > panel.bottom) continue;
				if (y > innerHeight) continue;
				const over = document.elementFromPoint(x, y);
				if (!over || node?.contains(over)) continue;
				const what = over.getAttribute('class') ?? over.tagName;
				found.push(`${node?.getAttribute('data-node')} "${word.textContent}" under ${what}`);
				break;
			}
		}
		return found;
	});
}
