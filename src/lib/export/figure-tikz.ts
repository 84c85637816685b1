import type { NodeShape } from '$lib/engine';
import { figureValueText, windowText, type Figure, type FigureValue } from './figure';
import { cm, drawFigure, VALUE_BOX_CM, WINDOW_BOX_CM, type DrawnNode } from './figure-draw';

/**
 * A figure as a LaTeX document that compiles alone with pdflatex (TikZ; only `texlive-latex-base`
 * and `texlive-pictures` on Debian), its page the figure's size: a teacher includes the PDF with
 * `\includegraphics`, or copies the `tikzpicture` into an exam. Every text the figure prints
 * goes through `texEscape`: a node's name is the user's input and is never read as TeX.
 */

/** How each shape is drawn, by TikZ style; a new shape (`NodeShapes`) must add its own. */
const SHAPE_STYLES: Record<NodeShape, string> = {
	max: 'rectangle, rounded corners=1.5pt',
	min: 'circle',
	// Round as the textbooks draw it, in a double line so it is not read as min's circle.
	chance: 'circle, double, double distance=1pt'
};

/** TeX for the characters TeX reads as commands, and for the few symbols a figure prints. */
const TEX_SPECIALS: Readonly<Record<string, string>> = {
	'\\': '\\textbackslash{}',
	'{': '\\{',
	'}': '\\}',
	$: '\\$',
	'&': '\\&',
	'%': '\\%',
	'#': '\\#',
	_: '\\_',
	'^': '\\textasciicircum{}',
	'~': '\\textasciitilde{}',
	'<': '\\textless{}',
	'>': '\\textgreater{}',
	'|': '\\textbar{}',
	'"': '\\textquotedbl{}',
	'−': '\\ensuremath{-}',
	'∞': '\\ensuremath{\\infty}',
	'≈': '\\ensuremath{\\approx}',
	'′': '\\ensuremath{\\prime}'
};

/** Whether pdflatex's default set-up (UTF-8 input, T1 fonts) prints the character. */
const printable = (char: string) => /^[\u0020-\u007e\u00a0-\u017f]$/u.test(char);

/** `text` as TeX that prints it as it is: specials escaped, control characters dropped. */
export function texEscape(text: string): string {
	let out = '';
	for (const char of text) {
		const special = TEX_SPECIALS[char];
		if (special !== undefined) out += special;
		else if (/^\p{Cc}$/u.test(char)) continue;
		else out += char;
	}
	return out;
}

/**
 * The characters of `texts` pdflatex has no glyph for (a name in Chinese, Greek…): declared in
 * the preamble so the document still compiles there, printed as their code point; xelatex or
 * lualatex print them as they are, with a font that has them.
 */
function foreignCharacters(texts: readonly string[]): string[] {
	const found = new Set<string>();
	for (const text of texts)
		for (const char of text)
			if (!printable(char) && TEX_SPECIALS[char] === undefined && !/^\p{Cc}$/u.test(char))
				found.add(char);
	return [...found].sort();
}

const hex = (char: string) =>
	(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

function valueTex(value: FigureValue, signed: boolean): string {
	const text = texEscape(figureValueText(value, signed));
	return value.estimated ? `\\ensuremath{\\approx}${text}` : text;
}

/** y grows down on paper and up in TikZ. */
const point = (x: number, y: number) => `(${cm(x)},${cm(-y)})`;

function nodeTex(drawn: DrawnNode, figure: Figure): string[] {
	const { node } = drawn;
	const size = 2 * drawn.half;
	const look = `${node.shape} node${node.pruned ? ', pruned node' : ''}`;
	const text = node.value === null ? '' : valueTex(node.value, figure.signed);
	const small = text.length > 14 ? ', font=\\footnotesize' : '';
	const lines = [
		`\\node[${look}, minimum size=${cm(size)}cm${small}] (n${node.id}) at ${point(drawn.x, drawn.y)} {${text}};`
	];
	if (node.valueBox)
		lines.push(
			`\\draw[answer box] ${point(drawn.x - VALUE_BOX_CM.width / 2, drawn.y - VALUE_BOX_CM.height / 2)} rectangle ${point(drawn.x + VALUE_BOX_CM.width / 2, drawn.y + VALUE_BOX_CM.height / 2)};`
		);
	if (drawn.label !== null && node.label !== null) {
		lines.push(
			`\\node[node name, anchor=east] at ${point(drawn.label.x, drawn.label.y)} {${texEscape(node.label)}};`
		);
	}
	if (drawn.window !== null) {
		const { x, y } = drawn.window;
		if (node.windowBox)
			lines.push(
				`\\draw[answer box] ${point(x - WINDOW_BOX_CM.width / 2, y)} rectangle ${point(x + WINDOW_BOX_CM.width / 2, y + WINDOW_BOX_CM.height)};`
			);
		else if (node.window !== null) {
			const window = texEscape(windowText(node.window, figure.signed));
			lines.push(`\\node[window text] at ${point(x, y)} {${window}};`);
		}
	}
	return lines;
}

/** The figure as a standalone LaTeX document. */
export function figureTikz(figure: Figure): string {
	const drawing = drawFigure(figure);
	const texts = figure.nodes.flatMap((node) => (node.label === null ? [] : [node.label]));
	const foreign = foreignCharacters(texts);
	const body: string[] = [];
	for (const edge of drawing.edges) {
		const look = edge.to.node.pruned ? 'tree edge, pruned edge' : 'tree edge';
		body.push(`\\draw[${look}] ${point(edge.x1, edge.y1)} -- ${point(edge.x2, edge.y2)};`);
	}
	for (const edge of drawing.edges)
		for (const [x1, y1, x2, y2] of edge.cut)
			body.push(`\\draw[cut mark] ${point(x1, y1)} -- ${point(x2, y2)};`);
	for (const { probability: p } of drawing.edges)
		if (p !== null)
			body.push(
				`\\node[edge probability, anchor=${p.anchor}] at ${point(p.x, p.y)} {${texEscape(p.text)}};`
			);
	for (const node of drawing.nodes) body.push(...nodeTex(node, figure));
	const [width, height] = [cm(drawing.width), cm(drawing.height)];
	return [
		'% A game-tree figure from Minimax Lab. Compile with pdflatex (TikZ is all it needs);',
		'% to put it in an exam, include the PDF or copy the tikzpicture and its styles.',
		'\\documentclass{article}',
		'\\usepackage[T1]{fontenc}',
		`\\usepackage[paperwidth=${width}cm, paperheight=${height}cm, margin=0cm]{geometry}`,
		'\\usepackage{tikz}',
		'\\usepackage{iftex}',
		...(foreign.length === 0
			? []
			: [
					'% Characters pdflatex has no glyph for print as their code point; xelatex or',
					'% lualatex with a font that has them print them as they are.',
					'\\ifPDFTeX',
					...foreign.map(
						(char) => `  \\DeclareUnicodeCharacter{${hex(char)}}{\\textsf{U+${hex(char)}}}`
					),
					'\\fi'
				]),
		'\\pagestyle{empty}',
		'\\begin{document}',
		'\\noindent',
		'\\begin{tikzpicture}[x=1cm, y=1cm,',
		'  every node/.style={inner sep=1.5pt, font=\\small},',
		...Object.entries(SHAPE_STYLES).map(
			([shape, style]) => `  ${shape} node/.style={draw, thick, fill=white, ${style}},`
		),
		'  pruned node/.style={draw=black!50, text=black!60},',
		'  tree edge/.style={thick},',
		'  pruned edge/.style={draw=black!50},',
		'  cut mark/.style={very thick, line cap=round},',
		'  answer box/.style={thin},',
		'  node name/.style={font=\\scriptsize\\sffamily, inner sep=0.5pt},',
		'  edge probability/.style={font=\\scriptsize, inner sep=0.5pt},',
		'  window text/.style={font=\\scriptsize, anchor=north}]',
		`\\useasboundingbox (0,0) rectangle ${point(drawing.width, drawing.height)};`,
		...body,
		'\\end{tikzpicture}',
		'\\end{document}',
		''
	].join('\n');
}
