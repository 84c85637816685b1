import { zipSync } from 'fflate';
import { xmlEscape } from '../figure-svg';
import {
	imageHtml,
	imageName,
	paragraph,
	questionHtml,
	solutionHtml,
	utf8,
	type QuestionImages
} from './html';
import type { Blank, QuestionSet } from './set';

/**
 * A set as a Canvas QTI 1.2 package (Settings → Import Course Content → QTI .zip file), laid out
 * as text2qti writes one: imsmanifest.xml naming the assessment and each image as web content,
 * the assessment in <id>/<id>.xml, the figures in images/ (referenced through
 * $IMS-CC-FILEBASE$). Each number is a numerical_question (its first carries the tree), the
 * cut branches one multiple_answers_question, MCTS's choice a multiple_choice_question.
 */

const field = (label: string, entry: string | number) =>
	`<qtimetadatafield><fieldlabel>${label}</fieldlabel><fieldentry>${entry}</fieldentry></qtimetadatafield>`;
const mattext = (html: string) =>
	`<material><mattext texttype="text/html">${xmlEscape(html)}</mattext></material>`;

function item(id: string, title: string, blank: Blank, html: string, feedback: string): string {
	const type =
		blank.kind === 'number'
			? 'numerical_question'
			: blank.many
				? 'multiple_answers_question'
				: 'multiple_choice_question';
	const meta = `<itemmetadata><qtimetadata>${field('question_type', type)}${field('points_possible', 1)}</qtimetadata></itemmetadata>`;
	const score = (condition: string) =>
		`<respcondition continue="No"><conditionvar>${condition}</conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`;
	let response: string;
	let condition: string;
	if (blank.kind === 'number') {
		response = `<response_str ident="response1" rcardinality="Single"><render_fib fibtype="Decimal"><response_label ident="answer1"/></render_fib></response_str>`;
		const [low, high] = [blank.answer - blank.tolerance, blank.answer + blank.tolerance];
		condition = `<or><varequal respident="response1">${blank.answer}</varequal><and><vargte respident="response1">${low}</vargte><varlte respident="response1">${high}</varlte></and></or>`;
	} else {
		const labels = blank.options.map(
			(option, at) =>
				`<response_label ident="${id}_${at}">${mattext(xmlEscape(option))}</response_label>`
		);
		response = `<response_lid ident="response1" rcardinality="${blank.many ? 'Multiple' : 'Single'}"><render_choice>${labels.join('')}</render_choice></response_lid>`;
		const equal = (at: number) => `<varequal respident="response1">${id}_${at}</varequal>`;
		const each = blank.right.map((right, at) =>
			right ? equal(at) : blank.many ? `<not>${equal(at)}</not>` : ''
		);
		condition = blank.many ? `<and>${each.join('')}</and>` : each.join('');
	}
	return `<item ident="${id}" title="${xmlEscape(title)}">${meta}<presentation>${mattext(html)}${response}</presentation>
<resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>${score(condition)}
<respcondition continue="Yes"><conditionvar><other/></conditionvar><displayfeedback feedbacktype="Response" linkrefid="general_fb"/></respcondition></resprocessing>
<itemfeedback ident="general_fb"><flow_mat>${mattext(feedback)}</flow_mat></itemfeedback></item>`;
}

export function canvasZip(set: QuestionSet, images: readonly QuestionImages[]): Uint8Array {
	const id = `minimax_lab_${set.spec.kind}_${set.spec.seed}`;
	const src = (name: string) => `%24IMS-CC-FILEBASE%24/images/${name}`;
	const files: Record<string, Uint8Array> = {};
	const items = set.questions.flatMap((question, at) => {
		const image = images[at];
		if (!image) throw new RangeError('Every question needs its figure.');
		const png = image.png !== undefined && image.solvedPng !== undefined;
		files[`images/${imageName(at, false, 'svg')}`] = utf8(image.svg);
		files[`images/${imageName(at, true, 'svg')}`] = utf8(image.solvedSvg);
		if (image.png && image.solvedPng) {
			files[`images/${imageName(at, false, 'png')}`] = image.png;
			files[`images/${imageName(at, true, 'png')}`] = image.solvedPng;
		}
		const full = questionHtml(set, question, imageHtml(src, at, false, png, question.tree));
		const feedback = solutionHtml(
			set,
			question,
			imageHtml(src, at, true, png, question.solution.join(' '))
		);
		return question.blanks.map((blank, part) => {
			const asked = blank.kind === 'number' ? paragraph(`${blank.node} = ?`) : '';
			const html =
				part === 0 ? `${full}\n${asked}` : paragraph(`${set.title} ${at + 1}: ${blank.node} = ?`);
			return item(
				`${id}_q${at + 1}_${part + 1}`,
				`${set.title} ${at + 1}${question.blanks.length > 1 ? ` (${blank.node})` : ''}`,
				blank,
				html,
				feedback
			);
		});
	});
	const assessment = `<?xml version="1.0" encoding="UTF-8"?>
<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd">
<assessment ident="${id}" title="${xmlEscape(set.title)}"><qtimetadata>${field('cc_maxattempts', 1)}</qtimetadata>
<section ident="root_section">
${items.join('\n')}
</section></assessment></questestinterop>
`;
	const webcontent = Object.keys(files).map(
		(path, at) =>
			`<resource identifier="${id}_image_${at}" type="webcontent" href="${path}"><file href="${path}"/></resource>`
	);
	const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}_manifest" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
<metadata><schema>IMS Content</schema><schemaversion>1.1.3</schemaversion></metadata>
<organizations/>
<resources>
<resource identifier="${id}" type="imsqti_xmlv1p2"><file href="${id}/${id}.xml"/></resource>
${webcontent.join('\n')}
</resources></manifest>
`;
	return zipSync({
		'imsmanifest.xml': utf8(manifest),
		[`${id}/${id}.xml`]: utf8(assessment),
		...files
	});
}
