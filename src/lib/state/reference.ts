import type { SearchSettings, Trace } from '$lib/engine';
import type { Localized } from '$lib/i18n';
import { program as words } from '$lib/i18n/program';
import type { Session } from '$lib/player';
import type { ProgramTrace } from '$lib/workers/import';
import { versusSession } from './versus';

/**
 * A student's trace beside the reference (issue 44): our search of the file's game under the
 * file's settings, and the first difference the diagnosis finds. Loaded when a student first
 * asks to compare: the first view does not carry the diagnosis.
 */

/** Where the student's search first parts from ours, said in teaching terms. */
export interface Finding {
	/** The student's call, and the reference's at the same moment (null: it makes none there). */
	readonly student: number;
	readonly reference: number | null;
	readonly said: Localized;
	/** A difference of convention the reference can take: its settings under the student's. */
	readonly convention: SearchSettings | null;
}

/** The reference beside a student's trace, and what comparing them found (null: no difference). */
export interface Compared {
	readonly reference: Session;
	readonly finding: Finding | null;
}

/** A student's trace shown: its file's name, its program, and its comparison once made. */
export interface ProgramShown extends ProgramTrace {
	readonly name: string;
	readonly compared: Compared | null;
}

/** Our search of `student`'s position under `settings`, and the first difference; or why not. */
export async function referenceFor(
	student: Session,
	settings: SearchSettings
): Promise<{ reference: Session | null; finding: Finding | null; problems: Localized[] }> {
	const { algorithm } = settings;
	const opened = await versusSession(student, { algorithm, order: 'given' }, settings);
	const reference = opened.session;
	if (reference === null) return { reference, finding: null, problems: opened.problems };
	return { reference, finding: firstDifference(student.trace, reference.trace), problems: [] };
}

// TEMP (W): until D's diagnose() lands, the first call whose position or value differs.
function firstDifference(student: Trace, reference: Trace): Finding | null {
	const calls = Math.max(student.calls, reference.calls);
	for (let call = 1; call <= calls; call++) {
		const same =
			call <= student.calls &&
			call <= reference.calls &&
			student.path(call).join() === reference.path(call).join() &&
			student.score(call) === reference.score(call);
		if (!same) {
			const said: Localized = (t) => t.versus.firstDifference;
			return { student: Math.min(call, student.calls), reference: call, said, convention: null };
		}
	}
	void words;
	return null;
}
