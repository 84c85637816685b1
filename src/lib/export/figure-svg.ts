import type { NodeShape } from '$lib/engine';
import { figureValueText, windowText, type Figure } from './figure';
import { cm, drawFigure, VALUE_BOX_CM, WINDOW_BOX_CM, type DrawnNode } from './figure-draw';

/**
 * A figure as plain SVG 1.1 that a browser and Inkscape open alike: presentation attributes
 * only (no CSS, no variables, no foreignObject), fonts named with fallbacks, an explicit size in
 * centimetres and a viewBox in the same units. Every text goes through `xmlEscape`: a node's
 * name is the user's input and is never read as markup.
 */

/** Serif for values, as a typeset exam prints them; the labels sans, as the TikZ figure does. */
const SERIF = "'Latin Modern Roman', 'CMU Serif', 'Times New Roman', Times, 'Noto Serif', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'Noto Sans', sans-serif";
/** Type sizes in cm (the viewBox's unit): 10 pt for values, 7.5 pt for labels and windows. */
const VALUE_SIZE = 0.35;
const SMALL_SIZE = 0.26;
const INK = '#000000';
const GREY = '#808080';

/** `text` safe inside an element or a double-quoted attribute; control characters dropped. */
export function xmlEscape(text: string): string {
	let out = '';
	for (const char of text) {
		if (char === '&') out += '&amp;';
		else if (char === '<') out += '&lt;';
		else if (char === '>') out += '&gt;';
		else if (char === '"') out += '&quot;';
		else if (char === "'") out += '&apos;';
		else if (/^[\p{Cc}\uFFFE\uFFFF]$/u.test(char) && char !== '\n' && char !== '\t') continue;
		else out += char;
	}
	return out;
}

/** How far a chance node's outer ring stands outside its circle. */
const CHANCE_RING_CM = 0.07;

/** Each shape's outline around (x, y), half its size `h`; a new shape (`NodeShapes`) adds its own. */
const SHAPES: Record<NodeShape, (x: number, y: number, h: number, paint: string) => string> = {
	max: (x, y, h, paint) =>
		`<rect x="${cm(x - h)}" y="${cm(y - h)}" width="${cm(2 * h)}" height="${cm(2 * h)}" rx="0.05" ${paint}/>`,
	min: (x, y, h, paint) => `<circle cx="${cm(x)}" cy="${cm(y)}" r="${cm(h)}" ${paint}/>`,
	// Round as the textbooks draw it, with a second ring outside so it is not read as min's circle.
	chance: (x, y, h, paint) =>
		`<circle cx="${cm(x)}" cy="${cm(y)}" r="${cm(h + CHANCE_RING_CM)}" ${paint}/>` +
		`<circle cx="${cm(x)}" cy="${cm(y)}" r="${cm(h)}" ${paint}/>`
};

function text(x: number, y: number, content: string, attributes: string): string {
	return `<text x="${cm(x)}" y="${cm(y)}" ${attributes}>${xmlEscape(content)}</text>`;
}

function nodeSvg(drawn: DrawnNode, figure: Figure): string[] {
	const { node, x, y, half } = drawn;
	const colour = node.pruned ? GREY : INK;
	const paint = `fill="#ffffff" stroke="${colour}" stroke-width="0.045"`;
	const parts = [SHAPES[node.shape](x, y, half, paint)];
	if (node.value !== null) {
		const value = `${node.value.estimated ? '≈' : ''}${figureValueText(node.value, figure.signed)}`;
		parts.push(
			text(
				x,
				y,
				value,
				`font-family="${SERIF}" font-size="${VALUE_SIZE}" fill="${colour}" text-anchor="middle" dy="0.12"`
			)
		);
	}
	if (node.valueBox) {
		const { width, height } = VALUE_BOX_CM;
		parts.push(
			`<rect x="${cm(x - width / 2)}" y="${cm(y - height / 2)}" width="${cm(width)}" height="${cm(height)}" fill="none" stroke="${INK}" stroke-width="0.015"/>`
		);
	}
	if (drawn.label !== null && node.label !== null) {
		parts.push(
			text(
				drawn.label.x,
				drawn.label.y,
				node.label,
				`font-family="${SANS}" font-size="${SMALL_SIZE}" fill="${colour}" text-anchor="end" dy="0.09"`
			)
		);
	}
	if (drawn.window !== null) {
		const { x: wx, y: wy } = drawn.window;
		if (node.windowBox) {
			const { width, height } = WINDOW_BOX_CM;
			parts.push(
				`<rect x="${cm(wx - width / 2)}" y="${cm(wy)}" width="${cm(width)}" height="${cm(height)}" fill="none" stroke="${INK}" stroke-width="0.015"/>`
			);
		} else if (node.window !== null) {
			const window = windowText(node.window, figure.signed);
			parts.push(
				text(
					wx,
					wy + SMALL_SIZE,
					window,
					`font-family="${SERIF}" font-size="${SMALL_SIZE}" fill="${INK}" text-anchor="middle"`
				)
			);
		}
	}
	return parts;
}

/** The figure as a standalone SVG document. */
export function figureSvg(figure: Figure): string {
	const drawing = drawFigure(figure);
	const [width, height] = [cm(drawing.width), cm(drawing.height)];
	const body: string[] = [];
	for (const edge of drawing.edges) {
		const colour = edge.to.node.pruned ? GREY : INK;
		body.push(
			`<line x1="${cm(edge.x1)}" y1="${cm(edge.y1)}" x2="${cm(edge.x2)}" y2="${cm(edge.y2)}" stroke="${colour}" stroke-width="0.035"/>`
		);
	}
	for (const edge of drawing.edges)
		for (const [x1, y1, x2, y2] of edge.cut)
			body.push(
				`<line x1="${cm(x1)}" y1="${cm(y1)}" x2="${cm(x2)}" y2="${cm(y2)}" stroke="${INK}" stroke-width="0.06" stroke-linecap="round"/>`
			);
	for (const { probability: p } of drawing.edges)
		if (p !== null) {
			const anchor = p.anchor === 'west' ? 'start' : 'end';
			const look = `font-family="${SERIF}" font-size="${SMALL_SIZE}" fill="${INK}"`;
			body.push(text(p.x, p.y, p.text, `${look} text-anchor="${anchor}" dy="0.09"`));
		}
	for (const node of drawing.nodes) body.push(...nodeSvg(node, figure));
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}cm" height="${height}cm" viewBox="0 0 ${width} ${height}">`,
		'<title>Game tree (Minimax Lab)</title>',
		`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
		...body,
		'</svg>',
		''
	].join('\n');
}
