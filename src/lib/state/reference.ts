import { sourceOf, type Trace } from '$lib/engine';
import type { ProgramInfo } from '$lib/engine/program-trace';
import { diagnose } from '$lib/diagnosis/diagnose';
import type { Diagnosis } from '$lib/diagnosis/kinds';
import { sentence } from '$lib/diagnosis/messages';
import type { Lang, Localized } from '$lib/i18n';
import { sessionFrom, type Session } from '$lib/player';
import { versusSession } from './versus';

/**
 * A student's trace beside the reference (issue 44): our search of the file's game under the
 * file's settings, or under the student's conventions (D's `diagnose` takes them on as it goes),
 * and the first difference it finds. Loaded when a student first asks to compare: the first view
 * carries neither the diagnosis nor this.
 */

/** Where the student's search first parts from ours, said in teaching terms. */
export interface Finding {
	/** The student's call, and the reference's at the same moment (null: it makes none there). */
	readonly student: number;
	readonly reference: number | null;
	readonly said: (lang: Lang) => string;
	/** A difference of convention: our search under the student's, to compare under it. */
	readonly under: Trace | null;
}

/** The reference beside a student's trace, and what comparing them found (null: no difference). */
export interface Compared {
	readonly reference: Session;
	readonly finding: Finding | null;
	/** The reference is our search under the student's convention. */
	readonly convention: boolean;
}

/** A student's trace shown: its file's name, its program, and its comparison once made. */
export interface ProgramShown extends ProgramInfo {
	readonly name: string;
	readonly compared: Compared | null;
}

/**
 * Our search of `student`'s position under its file's settings, or `under` (the student's
 * convention), beside it, and the first difference; or why it cannot be set beside it.
 */
export async function referenceFor(
	student: Session,
	program: ProgramInfo,
	under: Trace | null
): Promise<{ compared: Compared | null; problems: Localized[] }> {
	const { trace, game } = student;
	const { settings } = trace;
	const opened = under
		? { session: sessionFrom(sourceOf(under.game), under.game, under), problems: [] }
		: await versusSession(student, { algorithm: settings.algorithm, order: 'given' });
	const reference = opened.session;
	if (reference === null) return { compared: null, problems: opened.problems };
	const figures = { calls: trace.calls, score: trace.rootScore, move: null, prunedBranches: 0 };
	const found = diagnose({ game, settings, figures, trace, program }, reference.trace);
	const finding = found && findingOf(found, reference.trace);
	return { compared: { reference, finding, convention: under !== null }, problems: [] };
}

/**
 * The difference to ring beside `shown`: the diagnosis's own, or where it took on a convention
 * of the student's (its reference is then another search: offered as `under`), that one.
 */
function findingOf(diagnosis: Diagnosis, shown: Trace): Finding {
	const adopted = diagnosis.reference !== shown;
	const first =
		adopted && !diagnosis.convention ? (diagnosis.conventions[0] ?? diagnosis) : diagnosis;
	return {
		student: first.call,
		reference: first.referenceCall,
		said: (lang) => sentence(first, lang),
		under: adopted ? diagnosis.reference : null
	};
}
