import { writeFile } from 'node:fs/promises';
import { CUT_RULES } from '../lib/engine/cut-rule';
import { describeInputError, InputError, inputErrorMessages } from '../lib/engine/errors';
import { clip, quoteInput } from '../lib/engine/quote';
import { LANGS, type Lang } from '../lib/i18n/lang';
import { ALGORITHMS } from '../lib/registry';
import { companionSearchId } from '../lib/engine/search-catalog';
import {
	QUESTION_FORMATS,
	questionKinds,
	questionFile,
	questionSet
} from '../lib/export/questions/index';
import type { Rasterise } from '../lib/export/questions/html';
import { oneOf, optionsOf } from './choice';
import type { Output } from './command';

/**
 * `npm run --silent trace -- --questions moodle|canvas|prairielearn|csv …`: a question set
 * (src/lib/export/questions) written to --out (default: its own name, here). Each figure's PNG
 * goes beside its SVG, as the page's do, for Moodle themes that strip SVG: resvg draws it here
 * (the page draws it with its canvas), loaded only when a set is written.
 */

const OPTIONS = {
	questions: { type: 'string' },
	kind: { type: 'string' },
	count: { type: 'string' },
	seed: { type: 'string' },
	depth: { type: 'string' },
	branching: { type: 'string' },
	min: { type: 'string' },
	max: { type: 'string' },
	algorithm: { type: 'string' },
	cut: { type: 'string' },
	lang: { type: 'string' },
	out: { type: 'string' }
} as const;

/** A whole number from `min` to `max` (a minus sign allowed where `min` is below 0). */
function whole(
	option: string,
	text: string | undefined,
	fallback: number,
	min: number,
	max: number
): number {
	if (text === undefined) return fallback;
	const value = /^-?\d{1,10}$/.test(text.trim()) ? Number(text) : NaN;
	if (value >= min && value <= max) return value;
	throw new InputError('cliWhole', { option, value: quoteInput(text), min, max });
}

/** The set and file the command line asks for; throws `InputError` on bad input. */
export function readQuestions(argv: readonly string[], lang: Lang) {
	const values = optionsOf(argv, OPTIONS);
	const format = oneOf('--questions', values.questions ?? '', QUESTION_FORMATS);
	const low = whole('--min', values.min, 0, -1_000_000_000, 1_000_000_000);
	const [from, to = from] = (values.branching ?? '2-3').split('-');
	const set = questionSet({
		kind: oneOf('--kind', values.kind ?? 'root', questionKinds()),
		count: whole('--count', values.count, 10, 1, 500),
		seed: whole('--seed', values.seed, 1, 0, 0xffff_ffff),
		depth: whole('--depth', values.depth, 3, 1, 6),
		branching: [whole('--branching', from, 2, 1, 10), whole('--branching', to, 3, 1, 10)],
		min: low,
		max: whole('--max', values.max, 20, low, 1_000_000_000),
		algorithm: oneOf('--algorithm', values.algorithm ?? companionSearchId(), ALGORITHMS),
		cut: oneOf('--cut', values.cut ?? 'ge', CUT_RULES),
		lang: oneOf('--lang', values.lang ?? lang, LANGS)
	});
	return { set, format, out: values.out };
}

/** A figure's PNG, its text in the machine's fonts (DejaVu Sans where the tests install it). */
const rasterise: Rasterise = async (svg) => {
	const { Resvg } = await import('@resvg/resvg-js');
	const font = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
	return new Resvg(svg, { font, fitTo: { mode: 'zoom', value: 2 } }).render().asPng();
};

export async function runQuestions(
	argv: readonly string[],
	io: Output,
	lang: Lang
): Promise<number> {
	try {
		const { set, format, out: given } = readQuestions(argv, lang);
		const file = await questionFile(set, format, rasterise);
		const out = given ?? file.name;
		await writeFile(out, file.bytes);
		await io.out(`${out}: ${set.questions.length} questions, ${set.title}\n${set.link}\n`);
		return 0;
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		io.err(clip(`trace: ${describeInputError(inputErrorMessages(lang), error)}`, Infinity));
		return 2;
	}
}
