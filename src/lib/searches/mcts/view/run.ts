import type { Game, Move } from '$lib/engine';
import { agreementSeries } from '../agreement';
import type { CodeLanguage } from '$lib/games';
import type { GamePresenter } from '$lib/games/presenter';
import type { RunShare, ViewedRun } from '$lib/ui/run-views';
import type { Lang } from '$lib/i18n';
import type { CodeListing, Narration } from '$lib/player';
import type { StepUnit } from '$lib/player/run';
import type { MomentKind } from '$lib/player/stops';
import type { MctsTrace } from '../trace';
import {
	mctsIndexOf,
	mctsLastStep,
	mctsStepAt,
	type MctsGranularity,
	type MctsStep
} from '../steps';
import { runWords, showExploration } from './words';
import { MCTS_VIEW } from './labels';
import { narrate, tallestNarrations } from './narrate';
import { codeLine, listingOf, listingRows } from './listing';
import Side from './MctsSide.svelte';
import { claimRun } from './runs';
import { selectMoments } from './moments';
import { mctsJsonChunks } from '../json';

/**
 * MCTS's units: by iteration and by phase, written `call` and `event` in links (as before the
 * run protocol), so links from before keep opening.
 */
const UNITS: readonly (StepUnit & { readonly steps: MctsGranularity })[] = [
	{ id: 'iteration', link: 'call', steps: 'call', names: namesOf('byIteration') },
	{ id: 'phase', link: 'event', steps: 'event', names: namesOf('byPhase') }
];

function namesOf(name: 'byIteration' | 'byPhase'): StepUnit['names'] {
	return { en: runWords('en')[name], zh: runWords('zh')[name] };
}

/** How the MCTS steps count by `unit` (an unknown one: by iteration). */
function stepsBy(unit: string): MctsGranularity {
	return UNITS.find((each) => each.id === unit)?.steps ?? 'call';
}

/** An MCTS trace as the step-through page plays it (see `ViewedRun`). */
export class MctsRun implements ViewedRun {
	readonly units: readonly StepUnit[] = UNITS;
	readonly record: MctsTrace;
	readonly game: Game;
	readonly presenter: GamePresenter;
	readonly Side = Side;
	readonly rows: number;
	readonly momentKinds: readonly MomentKind[] = ['select'];
	/** Its file, the CLI's JSON with every iteration (a link to it opens it again), and its figure. */
	readonly share: RunShare = {
		fileName: 'minimax-lab-mcts-run.json',
		file: () => mctsJsonChunks(this.record, false),
		figure: async (step, unit, options) =>
			(await import('./figure')).mctsFigure(
				this.record,
				this.at(step, unit),
				this.presenter,
				options
			),
		figureChoices: (lang) => MCTS_VIEW[lang].figureChoices
	};
	/** Minimax's best moves at the root, worked out where the run was recorded; null: not known. */
	readonly best: readonly Move[] | null;
	#agreement: Uint8Array | null | undefined = undefined;
	/** Its longest tellings by language, found once (the page measures them: `tallest`). */
	readonly #tallest = new Map<Lang, readonly Narration[]>();

	constructor(
		record: MctsTrace,
		game: Game,
		presenter: GamePresenter,
		best: readonly Move[] | null
	) {
		this.record = record;
		this.game = game;
		this.presenter = presenter;
		this.best = best;
		this.rows = listingRows();
		claimRun(this);
	}

	/** The step's iteration and phase, stepping by `unit`. */
	at(step: number, unit: string): MctsStep {
		return mctsStepAt(step, this.record.iterations, stepsBy(unit));
	}

	lastStep(unit: string): number {
		return mctsLastStep(this.record.iterations, stepsBy(unit));
	}

	convert(step: number, from: string, to: string): number {
		return mctsIndexOf(this.at(step, from), stepsBy(to));
	}

	detail(step: number, unit: string, lang: Lang): string {
		const words = runWords(lang);
		const { iteration, phase } = this.at(step, unit);
		if (phase === null) return words.start;
		const name = words.iteration(iteration);
		return stepsBy(unit) === 'call' ? name : `${name} · ${words.phases[phase]}`;
	}

	widestDetails(unit: string, lang: Lang): readonly string[] {
		const words = runWords(lang);
		const name = words.iteration(this.at(this.lastStep(unit), unit).iteration);
		if (stepsBy(unit) === 'call') return [words.start, name];
		return [words.start, ...Object.values(words.phases).map((phase) => `${name} · ${phase}`)];
	}

	narrate(step: number, unit: string, lang: Lang): Narration {
		const whole = stepsBy(unit) === 'call';
		const at = this.at(step, unit);
		const short = narrate(this, at, lang, whole, true);
		// It tells of nodes and iterations, never of a numbered call.
		return { text: narrate(this, at, lang, whole), note: null, short, named: [] };
	}

	tallest(lang: Lang): readonly Narration[] {
		let found = this.#tallest.get(lang);
		if (found === undefined) {
			found = tallestNarrations(this, lang).map((said) => ({ ...said, note: null, named: [] }));
			this.#tallest.set(lang, found);
		}
		return found;
	}

	listing(language: CodeLanguage, lang: Lang): CodeListing {
		return listingOf(language, lang);
	}

	line(step: number, unit: string, language: CodeLanguage): number | null {
		return codeLine(this.at(step, unit), language);
	}

	/** The selections predict mode asks about, by phase or before each whole iteration. */
	moments(unit: string) {
		return selectMoments(this.record, this.presenter, stepsBy(unit));
	}

	summary(lang: Lang): string {
		const { iterations, nodes, settings } = this.record;
		return runWords(lang).summary({
			iterations,
			nodes,
			seed: settings.seed,
			c: showExploration(settings.exploration)
		});
	}

	/** Per iteration, whether the move MCTS would play is one of minimax's; null: not known. */
	get agreement(): Uint8Array | null {
		if (this.#agreement === undefined) {
			const { best } = this;
			this.#agreement = best === null ? null : agreementSeries(this.record, best);
		}
		return this.#agreement;
	}
}
