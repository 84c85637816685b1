import type { Trace } from '$lib/engine';
import { drawingOptions, drawTrace } from '$lib/player/drawing';
import { StepMap } from '$lib/player/steps';
import { figureAt, type Figure, type FigureOptions, type FigureSource } from './figure';
import { figureSvg } from './figure-svg';
import { figureTikz } from './figure-tikz';

/** The figure's file formats: a LaTeX document (TikZ) and a plain SVG 1.1 drawing. */
export const FIGURE_FORMATS = ['tikz', 'svg'] as const;
export type FigureFormat = (typeof FIGURE_FORMATS)[number];

/** Most nodes a figure draws: past this, nodes and numbers are too small to read on paper. */
export const FIGURE_NODE_LIMIT = 500;

export const FIGURE_FILES: Readonly<Record<FigureFormat, { name: string; type: string }>> = {
	tikz: { name: 'minimax-lab-figure.tex', type: 'application/x-tex' },
	svg: { name: 'minimax-lab-figure.svg', type: 'image/svg+xml' }
};

/** The figure in a format's text. */
export function figureText(figure: Figure, format: FigureFormat): string {
	return format === 'tikz' ? figureTikz(figure) : figureSvg(figure);
}

/**
 * A trace drawn and laid out as the page does (its game's spacing, cut branches as it draws
 * them), for the CLI; null past the page's layout limit, where the page folds the tree.
 */
export function figureSourceOf(trace: Trace): FigureSource | null {
	const { drawn, layout } = drawTrace(trace, drawingOptions(trace.game, trace.algorithm));
	return layout === null ? null : { trace, drawn, layout };
}

/** The figure at the page's by-call `step` (0: before the search, the whole tree as a question; the last: the root's answer). */
export function figureAtStep(source: FigureSource, step: number, options: FigureOptions): Figure {
	const steps = new StepMap(source.trace, 'call');
	return figureAt(source, steps.eventOf(step), options);
}

/** The last by-call step of a trace: the whole search. */
export function lastStep(trace: Trace): number {
	return new StepMap(trace, 'call').last;
}
