import { canvasZip } from './canvas';
import { csvKey } from './csv';
import { drawQuestions, utf8, type Rasterise } from './html';
import { moodleXml } from './moodle';
import { prairieLearnZip } from './prairielearn';
import type { QuestionSet } from './set';

export {
	questionKinds,
	questionSet,
	questionSearch,
	type QuestionKind,
	type QuestionSetSpec
} from './set';

/** The files a question set is written as: Moodle XML, a Canvas or PrairieLearn zip, the CSV key. */
export const QUESTION_FORMATS = ['moodle', 'canvas', 'prairielearn', 'csv'] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];

const FILES: Readonly<Record<QuestionFormat, { ext: string; type: string }>> = {
	moodle: { ext: 'xml', type: 'application/xml' },
	canvas: { ext: 'zip', type: 'application/zip' },
	prairielearn: { ext: 'zip', type: 'application/zip' },
	csv: { ext: 'csv', type: 'text/csv' }
};

/** The set in a format, its file's name and type; `png` draws each figure's PNG beside its SVG. */
export async function questionFile(
	set: QuestionSet,
	format: QuestionFormat,
	png?: Rasterise
): Promise<{ name: string; type: string; bytes: Uint8Array }> {
	const { ext, type } = FILES[format];
	const name = `minimax-lab-${set.spec.kind}-${set.spec.seed}-${format}.${ext}`;
	if (format === 'csv') return { name, type, bytes: utf8(csvKey(set)) };
	const images = await drawQuestions(set, format === 'prairielearn' ? undefined : png);
	const bytes =
		format === 'moodle'
			? utf8(moodleXml(set, images))
			: format === 'canvas'
				? canvasZip(set, images)
				: prairieLearnZip(set, images);
	return { name, type, bytes };
}
