import type { Game, Move } from '$lib/engine';
import { agreementSeries, minimaxBestMoves } from '../agreement';
import type { CodeLanguage } from '$lib/games';
import type { GamePresenter } from '$lib/games/presenter';
import type { IterationRun } from '$lib/components/iteration-views';
import type { Lang } from '$lib/i18n';
import type { CodeListing, Granularity } from '$lib/player';
import type { MctsTrace } from '../trace';
import { mctsIndexOf, mctsLastStep, mctsStepAt, type MctsStep } from '../steps';
import { runWords, showExploration } from './words';
import { narrate, tallestNarration } from './narrate';
import { codeLine, listingOf, listingRows } from './listing';
import Side from './Side.svelte';
import { claimRun } from './runs';

/** An MCTS trace as the step-through page plays it (see `IterationRun`). */
export class MctsRun implements IterationRun {
	readonly record: MctsTrace;
	readonly game: Game;
	readonly presenter: GamePresenter;
	readonly Side = Side;
	readonly rows: number;
	#best: readonly Move[] | null | undefined = undefined;
	#agreement: Uint8Array | null | undefined = undefined;

	constructor(record: MctsTrace, game: Game, presenter: GamePresenter) {
		this.record = record;
		this.game = game;
		this.presenter = presenter;
		this.rows = listingRows();
		claimRun(this);
	}

	/** The step's iteration and phase. */
	at(step: number, granularity: Granularity): MctsStep {
		return mctsStepAt(step, this.record.iterations, granularity);
	}

	lastStep(granularity: Granularity): number {
		return mctsLastStep(this.record.iterations, granularity);
	}

	convert(step: number, from: Granularity, to: Granularity): number {
		return mctsIndexOf(this.at(step, from), to);
	}

	detail(step: number, granularity: Granularity, lang: Lang): string {
		const words = runWords(lang);
		const { iteration, phase } = this.at(step, granularity);
		if (phase === null) return words.start;
		const name = words.iteration(iteration);
		return granularity === 'call' ? name : `${name} · ${words.phases[phase]}`;
	}

	narrate(step: number, granularity: Granularity, lang: Lang): string {
		return narrate(this, this.at(step, granularity), lang);
	}

	tallest(lang: Lang): string {
		return tallestNarration(this, lang);
	}

	listing(language: CodeLanguage, lang: Lang): CodeListing {
		return listingOf(language, lang);
	}

	line(step: number, granularity: Granularity, language: CodeLanguage): number | null {
		return codeLine(this.at(step, granularity), language);
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

	/** Minimax's best moves at the root (worked out once, when first asked); null: not known here. */
	get best(): readonly Move[] | null {
		if (this.#best === undefined) this.#best = minimaxBestMoves(this.game, this.record.root);
		return this.#best;
	}

	/** Per iteration, whether the move MCTS would play is one of minimax's; null: not known. */
	get agreement(): Uint8Array | null {
		if (this.#agreement === undefined) {
			const { best } = this;
			this.#agreement = best === null ? null : agreementSeries(this.record, best);
		}
		return this.#agreement;
	}

	granularityNames(lang: Lang): { readonly call: string; readonly event: string } {
		const words = runWords(lang);
		return { call: words.byIteration, event: words.byPhase };
	}
}
