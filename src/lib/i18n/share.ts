import { formatCount as count } from '$lib/engine/format';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

const en = {
	copyLink: 'Copy link to this step',
	copyEmbed: 'Embed this step (copy the code)',
	saveSvg: 'Save tree as SVG',
	savePng: 'Save tree as PNG',
	saveJson: 'Save trace as JSON',
	saveTree: 'Save tree as nested array (JSON)',
	openTrace: 'Open a trace (JSON)…',
	/** The share menu's figure for paper: the tree at this step, clean, as LaTeX or SVG. */
	figureHeading: 'Figure for paper, at this step',
	figureLabels: 'Node labels',
	/** A call trace's choices (a search drawing its own tree words its own: `RunShare`). */
	figureChoices: {
		answerBoxes: 'Answer boxes for values and windows',
		labels: { none: 'None', calls: 'Call numbers (FC1, FC2…)', names: 'Names (B, n4…)' }
	},
	saveFigureTikz: 'Save figure as LaTeX (TikZ)',
	saveFigureSvg: 'Save figure as SVG',
	/** `question`: at step 0, where the figure is the whole tree the search will walk. */
	figureTooBig: (nodes: number, limit: number, question: boolean) =>
		question
			? `Before the search, this figure is the whole tree the search will walk: ${count(nodes)} nodes, and a figure for paper holds at most ${count(limit)}. Step into the search (from step 1 the figure draws only what the search has reached so far), or choose a smaller tree or position or a lower depth limit.`
			: `This figure would have ${count(nodes)} nodes; a figure for paper holds at most ${count(limit)}. Step back, or choose a smaller position or a lower depth limit.`,
	linkCopied: 'The link to this step is copied.',
	copyBlocked: (address: string) => `Copying is blocked here; the link is: ${address}`,
	embedCopied:
		'The code to embed this step is copied: paste it where a slide or a course page takes HTML.',
	embedBlocked: (snippet: string) => `Copying is blocked here; the code to embed is: ${snippet}`,
	/** Share, for a position whose address is past the limit of a link. */
	linkTooLong: (length: number, limit: number) =>
		`This position is too big for a link: its address has ${count(length)} characters, and a link keeps to ${count(limit)}. Save the trace as JSON instead (Open a trace plays it back here), or the tree as a nested array for the editor and the command line.`,
	noDrawing: 'There is no drawing to save.',
	/** By `DrawingError` code. */
	drawingProblem: {
		noCanvas: 'This browser cannot draw a PNG.',
		notMade: 'The PNG could not be made.',
		notConverted: 'The drawing could not be turned into a PNG.'
	},
	saveFailed: 'The file could not be saved.',
	/** Save trace as JSON on a search past what a trace file may hold (the page's import limit). */
	traceTooBigToSave: (calls: number, limit: number) =>
		`This search has ${count(calls)} calls, and a trace file opens with at most ${count(limit)}, so the page does not save it. The command line (npm run trace) writes traces of any size.`
};

export type ShareMessages = typeof en;

/**
 * The share menu's items and what they report (a link copied, a file not saved): loaded with
 * the items when the menu first opens (ShareMenu), not with the page (issue 45).
 */
export const share = lazyCatalog(en, () => chineseOf('share'));
