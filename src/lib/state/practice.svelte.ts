import { replaceState } from '$app/navigation';
import { companionSearchId } from '$lib/engine/search-catalog';
import { resolve } from '$app/paths';
import { practiceFor, type PracticeSheet } from '$lib/practice/forms';
import type { Localized } from '$lib/i18n';
import {
	practiceStart,
	nextTree,
	practiceGame,
	readPracticeQuery,
	writePracticeQuery,
	type PracticeQuery
} from '$lib/practice';
import { safeStorage } from '$lib/ui/storage';

/** Attempts and best score on one exercise, kept on this device. */
export interface Progress {
	readonly attempts: number;
	readonly best: number;
	/** The answers an attempt has. */
	readonly total: number;
}

const PROGRESS_KEY = 'minimax-lab-practice:';

/**
 * The practice page's state: the exercise the link names (its sheet: the student's answers and
 * the last check, whatever the kind of game), the link's problems, and the progress kept on
 * this device per exercise.
 */
export class Practice {
	query = $state.raw<PracticeQuery>({
		source: practiceStart(),
		algorithm: companionSearchId(),
		windows: false,
		sheet: 1,
		mode: 'practice'
	});
	sheet = $state.raw<PracticeSheet | null>(null);
	problems = $state.raw<Localized[]>([]);
	progress = $state.raw<Progress>({ attempts: 0, best: 0, total: 0 });

	/** Reads the link (after mount: the address is the browser's). */
	mount(params: URLSearchParams, lang: string): void {
		const { query, problems, rewritten } = readPracticeQuery(params);
		this.problems = problems;
		this.#open(query);
		// A search practised as another: the address names the exercise shown. Once the page has
		// mounted: SvelteKit's router takes no new address while it hydrates.
		if (rewritten) queueMicrotask(() => this.#writeAddress(lang));
	}

	/** Opens another exercise (a setting changed, or a new tree) and writes it into the address. */
	change(query: PracticeQuery, lang: string): void {
		this.problems = [];
		this.#open(query);
		this.#writeAddress(lang);
	}

	#writeAddress(lang: string): void {
		const address = `${resolve('/practice')}${writePracticeQuery(this.query, lang === 'zh' ? 'zh' : 'en')}`;
		// The rule cannot see that the address is resolve('/practice') with a query appended.
		// eslint-disable-next-line svelte/no-navigation-without-resolve
		replaceState(address, {});
	}

	/** The next random tree: the seed after this one (or a first random tree). */
	newTree(lang: string): void {
		this.change(nextTree(this.query), lang);
	}

	#open(query: PracticeQuery): void {
		const { game, problem } = practiceGame(query.source, (game) =>
			practiceFor(game).refusal(game, query.algorithm)
		);
		if (problem) this.problems = [...this.problems, problem];
		this.query = problem ? { ...query, source: practiceStart(), sheet: 1 } : query;
		this.sheet = practiceFor(game).open(game, this.query);
		// The teacher's answer key: every answer filled in, to read or print.
		if (this.query.mode === 'key') this.sheet.solve();
		this.progress = this.#loadProgress();
	}

	/** Checks every answer and counts the attempt on this device. */
	check(): void {
		const result = this.sheet?.check();
		if (result) this.#saveProgress(result);
	}

	get #progressKey(): string {
		return PROGRESS_KEY + writePracticeQuery({ ...this.query, sheet: 1 });
	}

	#loadProgress(): Progress {
		try {
			const saved: unknown = JSON.parse(safeStorage()?.getItem(this.#progressKey) ?? 'null');
			if (saved && typeof saved === 'object' && 'attempts' in saved && 'best' in saved) {
				const { attempts, best } = saved;
				const total = 'total' in saved ? saved.total : null;
				if (typeof attempts === 'number' && typeof best === 'number' && typeof total === 'number')
					return { attempts, best, total };
			}
		} catch {
			// A damaged entry counts as none.
		}
		return { attempts: 0, best: 0, total: 0 };
	}

	#saveProgress(result: { right: number; total: number }): void {
		const progress = {
			attempts: this.progress.attempts + 1,
			best: Math.max(this.progress.best, result.right),
			total: result.total
		};
		this.progress = progress;
		try {
			safeStorage()?.setItem(this.#progressKey, JSON.stringify(progress));
		} catch {
			// Storage full or refused: the progress is simply not kept.
		}
	}
}
