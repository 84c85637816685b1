import type { Exercise, PracticeLayout, PracticeNode } from '$lib/practice';
import { boundText } from '$lib/engine/format';

/**
 * A printed worksheet tree as a handful of SVG paths (issue 30, bug 3): at practice's limits a
 * worksheet holds twelve trees of 1,365 nodes, and an element per node, edge and label made
 * Chromium lay out and paint some 70,000 elements at once for print. Here every edge of a look
 * is one path, every node shape of a look one path (one subpath a node), every answer box one
 * path; labels are text, drawn only where they print large enough to be read.
 */

/** Half an inner node's box (56 px, border 3 px), as the answer tree on screen draws it. */
export const NODE_HALF = 28;
const INNER = { half: NODE_HALF, border: 3, radius: 6 };
const LEAF = { half: 22, border: 2, radius: 6 };
/** The empty answer box of an inner node: 40 × 30 px, border 1 px. */
const BLANK = { width: 40, height: 30 };
/** How far a node's number sits left of its box. */
const NUMBER_GAP = 3;
/** Below this scale the smallest label (13.5 px) prints under 1.4 px, a speck: left out. */
export const LABEL_MIN_SCALE = 0.1;

export type LabelKind = 'number' | 'leaf-value' | 'value' | 'window' | 'probability';

interface PrintedLabel {
	readonly kind: LabelKind;
	readonly x: number;
	readonly y: number;
	readonly text: string;
}

/** One look of node shapes: its classes (max or min, leaf or inner, greyed) and its path. */
interface ShapeGroup {
	readonly look: string;
	readonly d: string;
}

export interface PrintedTree {
	/** Edges by look: plain, cut (into a pruned branch's top), greyed (inside a pruned branch). */
	readonly edges: { readonly plain: string; readonly cut: string; readonly greyed: string };
	readonly shapes: readonly ShapeGroup[];
	/** The empty answer boxes (the exercise, not the key). */
	readonly blanks: string;
	/** The key's mark on each pruned edge: a large cross over its middle, as a student crosses it out. */
	readonly crosses: string;
	readonly labels: readonly PrintedLabel[];
}

export interface PrintOptions {
	/** The answer key: values, windows and cut marks instead of empty boxes and node numbers. */
	readonly key: boolean;
	/** Where links leave a node, below its centre (lower when windows sit under it). */
	readonly linkFrom: number;
	/** The scale the tree prints at: below `LABEL_MIN_SCALE` no label is drawn. */
	readonly scale: number;
}

const at = (value: number) => String(Math.round(value * 100) / 100);

function roundedSquare(x: number, y: number, half: number, radius: number): string {
	const [l, r, t, b] = [x - half, x + half, y - half, y + half];
	const arc = `A${at(radius)} ${at(radius)} 0 0 1 `;
	return (
		`M${at(l + radius)} ${at(t)}H${at(r - radius)}${arc}${at(r)} ${at(t + radius)}` +
		`V${at(b - radius)}${arc}${at(r - radius)} ${at(b)}H${at(l + radius)}` +
		`${arc}${at(l)} ${at(b - radius)}V${at(t + radius)}${arc}${at(l + radius)} ${at(t)}Z`
	);
}

function circle(x: number, y: number, radius: number): string {
	const arc = `A${at(radius)} ${at(radius)} 0 1 0 `;
	return `M${at(x - radius)} ${at(y)}${arc}${at(x + radius)} ${at(y)}${arc}${at(x - radius)} ${at(y)}Z`;
}

/** A node's outline, drawn down the middle of its border (as a CSS border-box would paint it). */
function shape(x: number, y: number, leaf: boolean, role: PracticeNode['role']): string {
	const { half, border, radius } = leaf ? LEAF : INNER;
	const inset = half - border / 2;
	if (role === 'max') return roundedSquare(x, y, inset, radius - border / 2);
	// A chance node: a circle in a double line, as the answer tree draws it.
	return role === 'chance'
		? circle(x, y, inset) + circle(x, y, inset - border - 1)
		: circle(x, y, inset);
}

function blank(x: number, y: number): string {
	const [w, h] = [BLANK.width - 1, BLANK.height - 1];
	return `M${at(x - w / 2)} ${at(y - h / 2)}h${w}v${h}h${-w}Z`;
}

/** Half a cross-out mark's arm, in the tree's pixels: the key prints it large. */
const CROSS_HALF = 13;

/** A cross over (x, y): two strokes. */
function cross(x: number, y: number): string {
	const h = CROSS_HALF;
	return `M${at(x - h)} ${at(y - h)}L${at(x + h)} ${at(y + h)}M${at(x - h)} ${at(y + h)}L${at(x + h)} ${at(y - h)}`;
}

const bound = (value: number) => boundText(value, String);

/** The printed drawing of `exercise` at `layout`: cut edges and the branches below them marked. */
export function printedTree(
	exercise: Exercise,
	layout: PracticeLayout,
	cut: ReadonlySet<number>,
	options: PrintOptions
): PrintedTree {
	const greyed = exercise.below(cut);
	const edges = { plain: [] as string[], cut: [] as string[], greyed: [] as string[] };
	const looks = new Map<string, string[]>();
	const blanks: string[] = [];
	const crosses: string[] = [];
	const labels: PrintedLabel[] = [];
	const readable = options.scale >= LABEL_MIN_SCALE;
	for (const number of exercise.order) {
		const node = exercise.node(number);
		const [x, y] = [layout.x[number] ?? 0, layout.y[number] ?? 0];
		const leaf = node.leaf !== null;
		if (node.parent !== null) {
			const [px, py] = [layout.x[node.parent] ?? 0, layout.y[node.parent] ?? 0];
			const look = greyed.has(node.parent) ? 'greyed' : cut.has(number) ? 'cut' : 'plain';
			edges[look].push(`M${at(px)} ${at(py + options.linkFrom)}L${at(x)} ${at(y - NODE_HALF)}`);
			// Across the middle of the edge as drawn (from below the parent's box to the child's top).
			if (options.key && cut.has(number))
				crosses.push(cross((px + x) / 2, (py + options.linkFrom + y - NODE_HALF) / 2));
			// Under a chance node, the edge's probability halfway down it, as on screen.
			if (readable && node.probability !== null)
				labels.push({
					kind: 'probability',
					x: (px + x) / 2,
					y: (py + options.linkFrom + y - NODE_HALF) / 2,
					text: node.probability
				});
		}
		const role = leaf ? (node.maximizing ? 'max' : 'min') : node.role;
		const look = `${role} ${leaf ? 'leaf' : 'inner'}${greyed.has(number) ? ' greyed' : ''}`;
		const group = looks.get(look) ?? [];
		group.push(shape(x, y, leaf, role));
		looks.set(look, group);
		if (!options.key && !leaf) blanks.push(blank(x, y));
		if (!readable) continue;
		const box = leaf ? LEAF : INNER;
		if (!options.key)
			labels.push({
				kind: 'number',
				x: x - box.half + box.border - NUMBER_GAP,
				y,
				text: node.label
			});
		if (leaf) labels.push({ kind: 'leaf-value', x, y, text: String(node.leaf) });
		else if (options.key) {
			// A value the search averaged, exactly ("23/3").
			const value = node.exact ?? node.value;
			labels.push({ kind: 'value', x, y, text: value === null ? '—' : String(value) });
			if (exercise.windows && node.window)
				labels.push({
					kind: 'window',
					x,
					y: y + NODE_HALF + 13,
					text: `[${bound(node.window.alpha)}, ${bound(node.window.beta)}]`
				});
		}
	}
	return {
		edges: { plain: edges.plain.join(''), cut: edges.cut.join(''), greyed: edges.greyed.join('') },
		shapes: [...looks].map(([look, parts]) => ({ look, d: parts.join('') })),
		blanks: blanks.join(''),
		crosses: crosses.join(''),
		labels
	};
}
