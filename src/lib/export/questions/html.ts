import { figureSvg, xmlEscape } from '../figure-svg';
import { questionFigures, type Question, type QuestionSet } from './set';
import { QUESTION_WORDS } from './words';

/** What every format writes of a question: its figures as files and its text as HTML. */

/** A question's two figures as SVG text, with their PNG where the caller can draw one. */
export interface QuestionImages {
	readonly svg: string;
	readonly solvedSvg: string;
	readonly png?: Uint8Array;
	readonly solvedPng?: Uint8Array;
}

/** Rasterises an SVG (the page's, as the Share menu saves PNG); absent in the CLI: SVG only. */
export type Rasterise = (svg: string) => Promise<Uint8Array>;

export async function drawQuestions(set: QuestionSet, png?: Rasterise): Promise<QuestionImages[]> {
	return Promise.all(
		set.questions.map(async (question) => {
			const { figure, solved } = questionFigures(set, question);
			const [svg, solvedSvg] = [figureSvg(figure), figureSvg(solved)];
			if (!png) return { svg, solvedSvg };
			return { svg, solvedSvg, png: await png(svg), solvedPng: await png(solvedSvg) };
		})
	);
}

/** A figure's file names: q01.svg, q01-solved.png. */
export const imageName = (at: number, solved: boolean, ext: 'svg' | 'png') =>
	`q${String(at + 1).padStart(2, '0')}${solved ? '-solved' : ''}.${ext}`;

export const paragraph = (text: string) => `<p>${xmlEscape(text)}</p>`;

/** The figure as an image (`src` the format's path to the file) and its PNG beside it. */
export function imageHtml(
	src: (name: string) => string,
	at: number,
	solved: boolean,
	png: boolean,
	alt: string
): string {
	const image = `<img src="${src(imageName(at, solved, 'svg'))}" alt="${xmlEscape(alt)}">`;
	return png
		? `<p>${image} <a href="${src(imageName(at, solved, 'png'))}">PNG</a></p>`
		: `<p>${image}</p>`;
}

/** The text above the blanks: the setting, the figure, the tree as a nested list, the question. */
export function questionHtml(set: QuestionSet, question: Question, figure: string): string {
	const w = QUESTION_WORDS[set.spec.lang];
	return [
		...question.intro.map(paragraph),
		figure,
		`<p>${xmlEscape(w.nested)} <code>${xmlEscape(question.tree)}</code></p>`,
		paragraph(question.ask)
	].join('\n');
}

/** The worked solution: its lines, then the finished figure. */
export function solutionHtml(set: QuestionSet, question: Question, figure: string): string {
	const w = QUESTION_WORDS[set.spec.lang];
	return [
		`<p><strong>${xmlEscape(w.solution)}</strong></p>`,
		...question.solution.map(paragraph),
		figure
	].join('\n');
}

export function base64(bytes: Uint8Array): string {
	let binary = '';
	for (let at = 0; at < bytes.length; at += 0x8000)
		binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
	return btoa(binary);
}

export const utf8 = (text: string) => new TextEncoder().encode(text);
