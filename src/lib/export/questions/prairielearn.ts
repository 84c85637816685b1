import { zipSync } from 'fflate';
import { xmlEscape } from '../figure-svg';
import { imageName, questionHtml, solutionHtml, utf8, type QuestionImages } from './html';
import type { Blank, QuestionSet } from './set';

/**
 * A set as PrairieLearn questions: a zip of questions/MinimaxLab/<set>/qNN/, each with info.json
 * (uuid, type v3, title, topic, tags: the schema's required fields and a few of its optional
 * ones), question.html (pl-integer-input, pl-number-input with its tolerance, pl-checkbox for
 * the cut branches, pl-multiple-choice for MCTS's choice; the worked solution in
 * pl-answer-panel) and the figures in clientFilesQuestion/, drawn by pl-figure.
 */

/** A UUID v4 made from text, so the same set always gets the same ids (re-imports update). */
export function stableUuid(text: string): string {
	const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b];
	for (const char of text)
		for (let at = 0; at < 4; at++)
			words[at] = Math.imul((words[at] ?? 0) ^ (char.codePointAt(0) ?? 0), 0x01000193 + at * 2);
	const hex = words.map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16] ?? '0', 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const attribute = (text: string) => xmlEscape(text);

function element(blank: Blank, name: string): string {
	if (blank.kind === 'number') {
		const label = `label="${attribute(`${blank.node} =`)}"`;
		return blank.tolerance === 0
			? `<pl-integer-input answers-name="${name}" ${label} correct-answer="${blank.answer}"></pl-integer-input>`
			: `<pl-number-input answers-name="${name}" ${label} correct-answer="${blank.answer}" comparison="decdig" digits="2"></pl-number-input>`;
	}
	const tag = blank.many ? 'pl-checkbox' : 'pl-multiple-choice';
	const answers = blank.options.map(
		(option, at) =>
			`  <pl-answer correct="${blank.right[at] === true}">${xmlEscape(option)}</pl-answer>`
	);
	const fixed = blank.many ? 'fixed-order="true" partial-credit="true"' : 'fixed-order="true"';
	return `<${tag} answers-name="${name}" ${fixed}>\n${answers.join('\n')}\n</${tag}>`;
}

export function prairieLearnZip(set: QuestionSet, images: readonly QuestionImages[]): Uint8Array {
	const folder = `questions/MinimaxLab/${set.spec.kind}-seed${set.spec.seed}`;
	const figure = (name: string) => `<pl-figure file-name="${name}"></pl-figure>`;
	const files: Record<string, Uint8Array> = {};
	set.questions.forEach((question, at) => {
		const image = images[at];
		if (!image) throw new RangeError('Every question needs its figure.');
		const path = `${folder}/q${String(at + 1).padStart(2, '0')}`;
		const info = {
			uuid: stableUuid(
				`${path} ${set.spec.lang} ${set.spec.algorithm} ${set.spec.cut} ${question.tree}`
			),
			type: 'v3',
			title: `${set.title} ${at + 1}`,
			topic: 'Game-tree search',
			tags: ['minimax-lab', set.spec.kind, `seed-${question.seed}`],
			singleVariant: true
		};
		const html = [
			'<pl-question-panel>',
			questionHtml(set, question, figure(imageName(at, false, 'svg'))),
			'</pl-question-panel>',
			...question.blanks.map((blank, part) => element(blank, `a${part + 1}`)),
			'<pl-answer-panel>',
			solutionHtml(set, question, figure(imageName(at, true, 'svg'))),
			'</pl-answer-panel>'
		];
		files[`${path}/info.json`] = utf8(`${JSON.stringify(info, null, 2)}\n`);
		files[`${path}/question.html`] = utf8(`${html.join('\n')}\n`);
		files[`${path}/clientFilesQuestion/${imageName(at, false, 'svg')}`] = utf8(image.svg);
		files[`${path}/clientFilesQuestion/${imageName(at, true, 'svg')}`] = utf8(image.solvedSvg);
	});
	return zipSync(files);
}
