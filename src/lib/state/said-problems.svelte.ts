import { loadAreas, type Localized } from '$lib/i18n';
import type { LaterArea } from '$lib/i18n/messages';
import { loadProblemWords } from '$lib/registry/messages';

/**
 * A view's problems as it shows them: each list once its words are in (an error's sentences, the
 * searches' details, the link's problems, i18n/links.ts, the games' names, page.ts, the side by
 * side's, versus.ts, and the view's own `areas`, load when a problem is first said); offline, as
 * they are. Made while a component is (it watches `problems`).
 */
export class SaidProblems {
	list: readonly Localized[] = $state.raw([]);

	constructor(problems: () => readonly Localized[], areas: readonly LaterArea[] = []) {
		$effect(() => {
			const asked = problems();
			const show = () => void (problems() === asked && (this.list = asked));
			if (asked.length === 0) this.list = asked;
			else
				Promise.all([loadProblemWords(), loadAreas('links', 'page', 'versus', ...areas)]).then(
					show,
					show
				);
		});
	}
}
