import type { QuestionSet } from './set';
import { QUESTION_WORDS } from './words';

/** A field quoted where it must be (RFC 4180): a comma, a quote or a line break in it. */
const field = (text: string | number) => {
	const value = String(text);
	return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/** The answer key, one row per answer: question, seed, node (or branch), answer, the tree. */
export function csvKey(set: QuestionSet): string {
	const w = QUESTION_WORDS[set.spec.lang];
	const rows = [['question', 'seed', 'node', 'answer', 'tree']];
	set.questions.forEach((question, at) => {
		const row = (node: string, answer: string) =>
			rows.push([String(at + 1), String(question.seed), node, answer, question.tree]);
		for (const blank of question.blanks) {
			if (blank.kind === 'number') row(blank.node, String(blank.answer));
			else if (!blank.many) row(blank.node, blank.options[blank.right.indexOf(true)] ?? '');
			else blank.options.forEach((option, at) => row(option, blank.right[at] ? w.cut : w.searched));
		}
	});
	return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
