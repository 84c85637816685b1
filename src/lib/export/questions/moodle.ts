import { xmlEscape } from '../figure-svg';
import {
	base64,
	imageHtml,
	imageName,
	questionHtml,
	solutionHtml,
	utf8,
	type QuestionImages
} from './html';
import type { Blank, QuestionSet } from './set';
import { QUESTION_WORDS } from './words';

/**
 * A set as Moodle XML (Question bank → Import → Moodle XML format): a category, then one Cloze
 * question per tree, one blank per answer (NUMERICAL with its tolerance, MULTICHOICE for a
 * branch's cut or MCTS's choice), the figure as a file of the question text (SVG, the PNG
 * beside it), and the worked solution as general feedback. Laid out as Moodle's own export is
 * (question/format/xml/tests/fixtures/multianswer.xml and nested_categories_with_questions.xml).
 */

const cdata = (html: string) => `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** One Cloze blank, or one per branch where a pick ticks many. */
function cloze(blank: Blank, cut: string, searched: string): string {
	if (blank.kind === 'number')
		return `<p>${xmlEscape(blank.node)} = {1:NUMERICAL:=${blank.answer}:${blank.tolerance}}</p>`;
	if (!blank.many)
		return `<p>{1:MULTICHOICE:${blank.options.map((option, at) => (blank.right[at] ? '=' : '') + option).join('~')}}</p>`;
	const choice = (right: boolean) => (right ? `=${cut}~${searched}` : `${cut}~=${searched}`);
	return blank.options
		.map(
			(option, at) =>
				`<p>${xmlEscape(option)}: {1:MULTICHOICE:${choice(blank.right[at] === true)}}</p>`
		)
		.join('\n');
}

const file = (name: string, bytes: Uint8Array) =>
	`<file name="${name}" encoding="base64">${base64(bytes)}</file>`;

export function moodleXml(set: QuestionSet, images: readonly QuestionImages[]): string {
	const w = QUESTION_WORDS[set.spec.lang];
	const src = (name: string) => `@@PLUGINFILE@@/${name}`;
	const questions = set.questions.map((question, at) => {
		const image = images[at];
		if (!image) throw new RangeError('Every question needs its figure.');
		const png = image.png !== undefined;
		const files = (solved: boolean) =>
			[
				file(imageName(at, solved, 'svg'), utf8(solved ? image.solvedSvg : image.svg)),
				...(png
					? [
							file(
								imageName(at, solved, 'png'),
								(solved ? image.solvedPng : image.png) ?? new Uint8Array()
							)
						]
					: [])
			].join('');
		const text = [
			questionHtml(set, question, imageHtml(src, at, false, png, question.tree)),
			...question.blanks.map((blank) => cloze(blank, w.cut, w.searched))
		].join('\n');
		const solution = solutionHtml(
			set,
			question,
			imageHtml(src, at, true, png, question.solution.join(' '))
		);
		return `  <question type="cloze">
    <name>
      <text>${xmlEscape(`${set.title} ${at + 1} (seed ${question.seed})`)}</text>
    </name>
    <questiontext format="html">
      <text>${cdata(text)}</text>
${files(false)}
    </questiontext>
    <generalfeedback format="html">
      <text>${cdata(solution)}</text>
${files(true)}
    </generalfeedback>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
  </question>
`;
	});
	return `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category">
    <category>
      <text>${xmlEscape(`$course$/Minimax Lab/${set.title}, seed ${set.spec.seed}`)}</text>
    </category>
    <info format="html">
      <text>${cdata(`<p>${xmlEscape(set.link)}</p>`)}</text>
    </info>
    <idnumber></idnumber>
  </question>
${questions.join('\n')}</quiz>
`;
}
