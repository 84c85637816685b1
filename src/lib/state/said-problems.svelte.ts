import { loadAreas, type Localized } from '$lib/i18n';
import { loadProblemWords } from '$lib/registry/messages';

/**
 * A view's problems as it shows them: each list once its words are in (an error's sentences, the
 * searches' details and the link's problems, i18n/links.ts, load when a problem is first said);
 * offline, as they are. Made while a component is (it watches `problems`).
 */
export class SaidProblems {
	list: readonly Localized[] = $state.raw([]);

	constructor(problems: () => readonly Localized[]) {
		$effect(() => {
			const asked = problems();
			const show = () => void (problems() === asked && (this.list = asked));
			if (asked.length === 0) this.list = asked;
			else Promise.all([loadProblemWords(), loadAreas('links', 'versus')]).then(show, show);
		});
	}
}
