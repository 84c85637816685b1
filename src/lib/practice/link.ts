import type { CutRule } from '$lib/engine';
import { quoteInput } from '$lib/engine/quote';
import type { SearchId, Game, GameSource } from '$lib/engine';
import {
	companionSearchId,
	practisedAs,
	searchIds,
	searchName,
	traceDeclaration
} from '$lib/engine/search-catalog';
import { cutRuleOf, plainSearch } from '$lib/engine/search';
import { plainOptions, settingsAs } from '$lib/engine/search-settings';
import { gameFor } from '$lib/engine/game-catalog';
import { gameEntries } from '$lib/games/entries';
import { PRACTICE_LIMITS } from './limits';
import { traitsOf, type PracticeSource } from '$lib/games/traits';
import { explain, type Localized, type Messages } from '$lib/i18n';
import { isLoaded } from '$lib/i18n/languages';
import { MESSAGES } from '$lib/i18n/messages';
import { DEFAULT_QUERY, readQuery, type ViewQuery } from '$lib/player/query';
import { practiceParams } from '$lib/player/source-params';
import type { Lang } from '$lib/i18n/lang';

/**
 * The practice page's link: the tree (`tree=`, `treez=` or a random tree's `seed=`, `depth=`,
 * `branching=`, `min=`, `max=`, and `root=`, read by the same codec as the other views), `algo=`
 * (alpha-beta unless told), `windows=on`, `sheet=` (exercises on the worksheet) and `graded=`
 * (`on`: the student's graded sheet; `key`: the teacher's answer key). A value that makes no
 * sense is reported and replaced, as on the other views.
 */

/**
 * Who the page is for: a student practising (every help), a student doing graded work (checking
 * names each wrong answer and why in general terms, never the right value; no hint, solution or
 * step-through), or the teacher's answer key of that graded sheet (every answer filled in).
 */
export type PracticeMode = 'practice' | 'graded' | 'key';

/** `graded=` in a link, by mode. */
const GRADED_PARAM: Readonly<Record<PracticeMode, string | null>> = {
	practice: null,
	graded: 'on',
	key: 'key'
};

export interface PracticeQuery {
	/** A tree, or a board (small: see `BOARD_EMPTY_LIMIT`). */
	readonly source: GameSource;
	readonly algorithm: SearchId;
	readonly windows: boolean;
	/** How many exercises the printed worksheet holds (consecutive seeds of a random tree). */
	readonly sheet: number;
	readonly mode: PracticeMode;
	/** When alpha-beta cuts: on alpha >= beta (absent, `ge`) or only on alpha > beta (`gt`). */
	readonly cut?: CutRule;
}

export { PRACTICE_LIMITS };

/**
 * The exercise the practice page starts on (article 004's tree): the start of the first game
 * whose entry has one, the practice page's own game.
 */
export function practiceStart(): GameSource {
	for (const entry of gameEntries()) if (entry.practiceStart) return entry.practiceStart;
	throw new Error("No game has a practice start: import 'src/lib/registry' first.");
}

/** How the practice page's own game (trees) sets exercises beyond its start. */
function practiceSource(): PracticeSource {
	const { practice } = traitsOf(practiceStart().kind);
	if (!practice) throw new Error('The practice page’s game sets no exercises of its own.');
	return practice;
}

/**
 * The parameters that name a position other than a tree: each game's own, and a board's options.
 * Asked when a link is read, not when this module loads: the registry may not have run yet.
 */
const naming = () => [
	...gameEntries().flatMap((entry) => entry.linkParameters),
	'toMove',
	'ai',
	'scoring'
];

/**
 * Whether a link names a position other than a tree: practice then shows what the step page reads
 * from it, which is the step page's default board where it cannot be read.
 */
export function namesAPosition(params: URLSearchParams): boolean {
	return naming().some((name) => params.getAll(name).at(-1)?.trim());
}

/** The language of a set of messages, to name a search in it. */
const langOf = (t: Messages): string => (isLoaded('zh') && t === MESSAGES.zh ? 'zh' : 'en');

export function readPracticeQuery(params: URLSearchParams): {
	query: PracticeQuery;
	problems: Localized[];
	/** The link named a search practice sets another exercise for: its address must follow. */
	rewritten: boolean;
} {
	// The search and its table are practice's to read: its default and its exercises differ.
	const others = new URLSearchParams(params);
	for (const name of ['algo', 'symmetry']) others.delete(name);
	const read = readQuery(others);
	const problems = [...read.problems];
	const last = (name: string) => params.getAll(name).at(-1)?.trim() ?? '';
	let source = practiceStart();
	const linked = read.query.source;
	if (linked.kind === source.kind) source = practiceSource().fit(linked, PRACTICE_LIMITS, problems);
	else if (namesAPosition(params)) source = linked;
	const { algorithm, rewritten } = practisedSearch(last('algo'), problems);
	const symmetry = last('symmetry');
	if (symmetry !== '' && symmetry.toLowerCase() !== 'off')
		problems.push((t) => t.mistakes.noSymmetry(searchName(algorithm, langOf(t))));
	// What the exercise has no use for is said: its search's options, a move order, a cut rule
	// or windows where its search keeps no window.
	const { order = 'given', cut: linkedCut, options = {} } = read.query.search;
	const windowed = traceDeclaration(algorithm).window;
	const windowsOn = last('windows').toLowerCase() === 'on';
	const unused = [...Object.keys(options), ...(order === 'given' ? [] : ['order'])];
	if (!windowed && linkedCut === 'gt') unused.push('cut');
	if (!windowed && windowsOn) unused.push('windows');
	for (const name of unused) {
		const value = quoteInput(last(name));
		problems.push((t) => t.links.notForThisGame(name, value, t.mistakes.thisExercise));
	}
	const windows = windowed && windowsOn;
	let sheet = 1;
	const sheetText = last('sheet');
	if (sheetText !== '') {
		const count = /^\d{1,2}$/.test(sheetText) ? Number(sheetText) : 0;
		if (count >= 1 && count <= PRACTICE_LIMITS.maxSheet) sheet = count;
		else {
			const value = quoteInput(sheetText);
			problems.push((t) => t.mistakes.badSheet(value, PRACTICE_LIMITS.maxSheet));
		}
	}
	const mode = readMode(last('graded'), problems);
	// The cut rule as the exercise's search takes it: one without a window has nothing to cut.
	const cut = cutRuleOf(settingsAs(read.query.search, algorithm));
	const query: PracticeQuery = { source, algorithm, windows, sheet, mode };
	return { query: cut === 'gt' ? { ...query, cut } : query, problems, rewritten };
}

/** `graded=`: `on` (or `1`, `true`) the graded sheet, `key` the answer key; anything else reported. */
function readMode(text: string, problems: Localized[]): PracticeMode {
	const value = text.toLowerCase();
	if (value === '' || value === 'off' || value === '0' || value === 'false') return 'practice';
	if (value === 'on' || value === '1' || value === 'true') return 'graded';
	if (value === 'key') return 'key';
	const shown = quoteInput(text);
	problems.push((t) => t.mistakes.badGraded(shown));
	return 'practice';
}

/**
 * The search a link's `algo=` is practised as (`practisedAs`: a search without an exercise of its
 * own falls back to the nearest that has one, with a message), or the search practice opens on
 * (the companion of the default search: plain alpha-beta), for a search practice refuses or no
 * descriptor names.
 */
function practisedSearch(
	text: string,
	problems: Localized[]
): { algorithm: SearchId; rewritten: boolean } {
	const opening = companionSearchId();
	if (text === '') return { algorithm: opening, rewritten: false };
	const asked = searchIds().find((id) => id.toLowerCase() === text.toLowerCase());
	const practised = asked === undefined ? null : practisedAs(asked);
	if (asked === undefined || practised === null) {
		const shown = quoteInput(text);
		problems.push((t) => t.mistakes.unknownSearch(shown, searchName(opening, langOf(t))));
		return { algorithm: opening, rewritten: true };
	}
	if (practised !== asked)
		problems.push((t) =>
			t.mistakes.practisedInstead(searchName(asked, langOf(t)), searchName(practised, langOf(t)))
		);
	return { algorithm: practised, rewritten: practised !== text };
}

/**
 * The game to practise on: the link's position, or article 004's tree (with the reason) when
 * the link's cannot be read or `refusal` (its kind's) finds it too big to work out by hand.
 */
export function practiceGame(
	source: GameSource,
	refusal: (game: Game) => Localized | null
): { game: Game; problem: Localized | null } {
	const article = () => gameFor(practiceStart());
	try {
		const game = gameFor(source);
		const problem = refusal(game);
		return problem ? { game: article(), problem } : { game, problem: null };
	} catch (error) {
		const reason = explain(error);
		return { game: article(), problem: (t) => `${reason(t)} ${t.mistakes.cannotOpen}` };
	}
}

/** The query string of a practice link (defaults left out), `lang=zh` in Chinese. */
export function writePracticeQuery(query: PracticeQuery, lang?: Lang): string {
	const params = practiceParams(query.source, query.algorithm);
	if (query.windows) params.set('windows', 'on');
	if (query.cut === 'gt') params.set('cut', 'gt');
	if (query.sheet !== 1) params.set('sheet', String(query.sheet));
	const graded = GRADED_PARAM[query.mode];
	if (graded !== null) params.set('graded', graded);
	if (lang === 'zh') params.set('lang', 'zh');
	const text = params.toString();
	return text === '' ? '' : `?${text}`;
}

/** A new exercise of the same kind (a random tree's next seed), or a first random tree. */
export function nextTree(query: PracticeQuery): PracticeQuery {
	return { ...query, source: practiceSource().next(query.source) };
}

/**
 * The step-through page's query for an exercise's position under `algorithm`: at its start, or
 * by event at `step` (where a node the student got wrong is decided).
 */
export function stepThroughQuery(
	source: GameSource,
	algorithm: SearchId,
	step: number | null = null,
	cut: CutRule = 'ge'
): ViewQuery {
	const search = plainOptions({ ...plainSearch(algorithm), cut });
	const query: ViewQuery = { ...DEFAULT_QUERY, source, search };
	return step === null ? query : { ...query, granularity: 'event', step };
}
