import type { Trace } from '$lib/engine';
import type { Fraction } from '$lib/engine/fraction';
import type { GamePresenter } from '$lib/games';
import { predict } from '$lib/i18n/predict';
import type { Lang } from '$lib/i18n';
import { depth } from '$lib/i18n/depth';
import { valueBound } from '$lib/engine/exactness';
import { EXACT } from '$lib/engine/table';
import { asBound, averagedShown } from '$lib/player/labels';
import { exactText } from '$lib/practice/exact';
import { drawnNodeName } from '$lib/games/node-names';
import { spacedZh } from '$lib/i18n/narration/chinese';
import { listed, words } from '$lib/i18n/narration/words';
import { averageSum } from '$lib/player/narration/chance';
import { judge, momentsOf, stopsOf, type Moment } from '$lib/practice/predict';
import type { Lab } from '$lib/state/lab.svelte';
import type { Narration } from '$lib/player';

/** What the class answered to one moment: right, wrong, or nothing (revealed), and its guess. */
export interface Told {
	readonly moment: Moment | null;
	readonly right: boolean | null;
	readonly guess: string | boolean | null;
}

/** The moments told at a stop, in the order asked. */
export interface Verdict {
	readonly step: number;
	readonly told: readonly Told[];
}

/**
 * "Predict, then see" on the step-through page: the player holds before each stop not yet
 * answered (the step before it shows) and asks each of its moments in turn; once the last is
 * answered or revealed the stop's step shows with the verdicts. The moments and answers are the
 * trace's (practice/predict.ts).
 */
/**
 * A selection's children answer to 1, 2, 3… in order (none of them a page or panel key): a
 * tree's children are named by letters (AIMA's B, C, D), which a letter key would contradict.
 */
export const CHOICE_KEYS = '123456789';

export class Prediction {
	readonly #lab: Lab;
	/** The stops answered, for the trace (or run of its own) they were answered on. */
	#answered = $state.raw({ trace: null as object | null, steps: [] as readonly number[] });
	/** The stop the player last held before. */
	#held = $state<number | null>(null);
	/** The stop being answered, or the one last answered. */
	#verdict = $state.raw<Verdict | null>(null);
	readonly moments = $derived.by(() => {
		const { viewed, unit } = this.#lab.player;
		return viewed ? (viewed.moments?.(unit) ?? []) : momentsOf(this.#lab.trace);
	});
	readonly stops = $derived.by(() => {
		const { stops, player } = this.#lab;
		// A run of its own names each moment by the step that shows it.
		const steps = player.viewed
			? { last: player.lastStep, stepOf: (step: number) => step, eventOf: (step: number) => step }
			: player.steps;
		return stopsOf(this.moments, steps, stops ?? { kinds: [], steps: [] });
	});
	/** The stop asked about now (the page shows the step before it); null when none is. */
	readonly asking = $derived.by(() => {
		const held = this.#held;
		const waiting = held !== null && this.stops.has(held) && !this.#isAnswered(held);
		return waiting && this.#lab.player.step === held - 1 ? held : null;
	});
	/** The moments of the stop asked about already told (asked in turn, before the next). */
	readonly told = $derived(
		this.asking !== null && this.#verdict?.step === this.asking ? this.#verdict.told : []
	);
	/** The moment asked now; null at a stop marked by hand with none (the page only reveals). */
	readonly question = $derived(
		this.asking === null ? null : (this.stops.get(this.asking)?.[this.told.length] ?? null)
	);
	/**
	 * While a call's return is asked, the event leading to it: its last child's value coming back
	 * to it, where the listing weighs that value (a chance node adds it to its sum). The code line
	 * and the narration tell it, as the question does (held by call before a chance node's
	 * average, they told the leaf's return). null when no return is asked, or when that child's
	 * return is not shown yet, on the step held nor by a verdict before (under a window a leaf's
	 * step can run on to its caller's return: MTD(f) by call held FC3's question at FC5, and the
	 * code line and narration told FC6's 8, which the tree had not drawn).
	 */
	readonly leadIn = $derived.by(() => {
		const asked = this.question;
		if (asked?.kind !== 'value' && asked?.kind !== 'chance') return null;
		const told = this.told.map((each) => each.moment?.event ?? -1);
		const shown = Math.max(this.#lab.player.index, ...told);
		return shown >= asked.event - 2 ? asked.event - 1 : null;
	});
	/**
	 * The call whose value (or average) is asked now, which the call stack's frame keeps back (its
	 * "returns 3", its best child marked) until the verdict shows; null when none is.
	 */
	readonly heldCall = $derived.by(() => {
		const asked = this.question;
		return asked?.kind === 'value' || asked?.kind === 'chance' ? asked.call : null;
	});
	/** The verdict on the step shown; null elsewhere. */
	readonly verdict = $derived.by(() =>
		this.#verdict?.step === this.#lab.player.step ? this.#verdict : null
	);

	constructor(lab: Lab) {
		this.#lab = lab;
		lab.player.hold = (from, to) => {
			for (const step of this.stops.keys())
				if (step > from && step <= to && !this.#isAnswered(step)) return (this.#held = step);
			return null;
		};
	}

	#isAnswered(step: number): boolean {
		const { trace, steps } = this.#answered;
		return trace === this.#shown && steps.includes(step);
	}

	/** Judges a guess (a value, yes/no for a cut, a child); false when unread (asked again). */
	answer(guess: string | boolean): boolean {
		if (this.asking === null) return true;
		const moment = this.question;
		const right = moment === null ? null : judge(moment, guess);
		if (moment !== null && right === null) return false;
		this.#tell(moment, right, guess);
		return true;
	}

	/** Tells the moment asked now, no guess taken. */
	reveal(): void {
		if (this.asking !== null) this.#tell(this.question, null, null);
	}

	/** A clicker's next: answers what is typed, or reveals. */
	next(guess: string): void {
		if (guess.trim() === '' || !this.answer(guess)) this.reveal();
	}

	get #shown(): object {
		return this.#lab.player.viewed ?? this.#lab.trace;
	}

	/** Tells one moment; after the stop's last, shows its step. */
	#tell(moment: Moment | null, right: boolean | null, guess: string | boolean | null): void {
		const step = this.asking!;
		const told = [...this.told, { moment, right, guess }];
		this.#verdict = { step, told };
		if (told.length < (this.stops.get(step)?.length ?? 0)) return;
		const trace = this.#shown;
		const before = this.#answered.trace === trace ? this.#answered.steps : [];
		this.#answered = { trace, steps: [...before, step] };
		this.#lab.player.goTo(step);
	}

	/**
	 * The page's narration while a call's return is asked: the step held, then the value that
	 * leads to it (`leadIn`), its sum left untold. Where the step held is that value already (by
	 * event), it is told again without what answers the question (`withheld`).
	 */
	narrated(held: Narration, lang: Lang): Narration {
		const event = this.leadIn;
		const asked = this.question;
		if (event === null || asked === null) return held;
		const lead = momentWords(asked, this.#lab.trace, this.#lab.session.presenter, lang).lead;
		if (this.#lab.player.index < event) {
			const then = (told: string) => `${told}${lang === 'zh' ? '' : ' '}${lead}`;
			return { ...held, text: then(held.text), short: then(held.short ?? held.text) };
		}
		return withheld(held, asked, lead);
	}

	/** Every stop asks again. */
	reset(): void {
		this.#answered = { trace: null, steps: [] };
		this.#verdict = null;
	}

	/**
	 * What each key does now: M marks, R reveals, and so does a clicker's next (Page Down, →: the
	 * player holds), Y/N answer a cut, A, B, C… choose a child.
	 */
	keyActions(answer: (value: string | boolean) => void): Record<string, () => void> {
		const question = this.question;
		const children = question?.kind === 'select' ? question.options : [];
		const reveal = () => this.reveal();
		return {
			m: () => this.toggleMark(),
			...(this.asking !== null && { r: reveal, pagedown: reveal, arrowright: reveal }),
			...(question?.kind === 'cut' && { y: () => answer(true), n: () => answer(false) }),
			...Object.fromEntries(
				children
					.slice(0, CHOICE_KEYS.length)
					.map((option, k) => [CHOICE_KEYS.charAt(k), () => answer(String(option.node))])
			)
		};
	}

	/** Marks the step shown as a stop, or unmarks it. */
	toggleMark(): void {
		const { stops, player } = this.#lab;
		if (stops === null || player.step === 0) return;
		const marked = stops.steps.includes(player.step);
		const steps = marked
			? stops.steps.filter((step) => step !== player.step)
			: [...stops.steps, player.step].sort((a, b) => a - b);
		this.#lab.stops = { ...stops, steps };
	}

	get marked(): boolean {
		return this.#lab.stops?.steps.includes(this.#lab.player.step) ?? false;
	}

	dispose(): void {
		this.#lab.player.hold = null;
	}
}

/**
 * What the step held says while `asked` is, where that step is already the value leading to it:
 * a chance node's average told again without its running sum (`lead`); a call's value without how
 * it weighs that value (`Narration.unweighed`: the running best, or the value against its window
 * and a cut, which tell the answer: issue 43, alpha-beta's FC6 "can hold it to +10 or less").
 */
function withheld(held: Narration, asked: Moment, lead: string): Narration {
	if (asked.kind === 'chance') return { ...held, text: lead, short: lead };
	if (asked.kind !== 'value' || held.unweighed === undefined) return held;
	return { ...held, ...held.unweighed };
}

/**
 * The decimals UCB1 values are written to: two, or more until the greatest reads apart from
 * every smaller one (a guess judged wrong never shows the same number as the answer).
 */
export function ucbDigits(ucbs: readonly number[]): number {
	const best = Math.max(...ucbs);
	let digits = 2;
	while (digits < 6 && ucbs.some((u) => u < best && u.toFixed(digits) === best.toFixed(digits)))
		digits++;
	return digits;
}

/**
 * What the page says of a moment: its question (and what a selection's UCB1 takes), its answer,
 * the verdict's lead when a guess was wrong or none was made, and why, in `lang`. Values read as
 * the tree's cards write them: "≈ +5" at the depth limit, "≤ 2" where a call returned a bound. A
 * selection's why names the child `guess`ed when it ties the one chosen (a tie goes to the first
 * made: rule.ts).
 */
export function momentWords(
	moment: Moment | null,
	trace: Trace,
	presenter: GamePresenter,
	lang: Lang,
	guess: string | boolean | null = null
) {
	const t = predict[lang];
	// Chinese spaced as the narration is, however its pieces were joined ("FC2（B）是").
	const space = (text: string) => (lang === 'zh' ? spacedZh(text) : text);
	const said = (question: string, answer: string, why: string, about = '', detail = '') => ({
		lead: '',
		question: space(question),
		detail: space(detail),
		about,
		answer,
		why: space(why),
		wrong: space(t.wrong(answer)),
		shown: space(t.shown(answer))
	});
	if (moment === null) return said(t.open, '', t.why.next);
	// Calls and lists as the narration writes them: "FC2（B）", "3（n5）、12（n6）和 8（n7）".
	const w = words[lang];
	const name = (call: number) => {
		const node = presenter.nodeName?.(trace.game, trace.position(call));
		return node ? w.named(`FC${call}`, node) : `FC${call}`;
	};
	/** A child's value with its node, or on a board the move to it: "3 (n5)", "≈ +5 (column 1)". */
	const from = (child: number, shown: string) =>
		w.scoreFrom(
			shown,
			drawnNodeName(presenter, trace.game, trace.position(child)) ??
				presenter.moveName(trace.via(child) ?? 0, lang)
		);
	const value = (exact: Fraction) =>
		exact.isWhole ? presenter.value(exact.toNumber()) : exactText(exact);
	/** A call's value as its card marks it: an estimate, or a bound. */
	const marked = (call: number, shown: string) =>
		asBound(trace, call, trace.kind(call) === 'estimated' ? depth[lang].estimate(shown) : shown);
	/** A returned value as the card writes it: an average of estimates rounded, "≈ −17.4". */
	const returned = (call: number, exact: Fraction) =>
		averagedShown(presenter, trace, call, lang) ?? marked(call, value(exact));
	if (moment.kind === 'select') {
		const answer = moment.options.find((option) => option.node === moment.answer);
		const guessed = moment.options.find((option) => String(option.node) === guess);
		const chosen = answer?.name ?? '';
		const digits = ucbDigits(moment.options.map((option) => option.ucb));
		const ucb = moment.options.map((o) => `${o.name} ${o.ucb.toFixed(digits)}`).join(', ');
		const tie = guessed && answer && guessed !== answer && guessed.ucb === answer.ucb;
		const why = tie ? t.why.tie(ucb, guessed.name, chosen) : t.why.select(ucb, chosen);
		const c = Number(moment.exploration.toFixed(2)).toString();
		return said(t.select, chosen, why, chosen, t.ucb(c, moment.rootVisits));
	}
	const call = name(moment.call);
	if (moment.kind === 'cut') {
		const window = `α ${presenter.value(moment.alpha)} ${moment.answer ? '≥' : '<'} β ${presenter.value(moment.beta)}`;
		const taken = marked(moment.child, presenter.value(moment.value));
		return {
			...said(
				t.cut(call, taken, name(moment.child)),
				t.yesNo(moment.answer),
				moment.answer ? t.why.cut(call, window, moment.cut) : t.why.open(call, window),
				`FC${moment.call}`
			),
			wrong: t.wrongCut(moment.answer),
			shown: t.shownCut(moment.answer)
		};
	}
	const children = trace.children(moment.call);
	const answer = returned(moment.call, moment.answer);
	const shown = moment.values.map((v, k) => from(children[k] ?? 0, returned(children[k] ?? 0, v)));
	const values = w.list(listed(shown, shown.length));
	// "… / 7 ≈ −17.4" as the narration writes it, "… / 3 = 23/3 ≈ 7.67" where the sum is exact.
	const equals = moment.estimate === null ? '= ' : '';
	const sum = moment.weights === null ? '' : `${averageSum(trace, moment.call)} ${equals}${answer}`;
	const max = moment.node === 'max';
	const why =
		moment.node === 'chance'
			? t.why.chance(call, sum)
			: !moment.best
				? t.why.bound(call, values, answer)
				: valueBound(trace, moment.call) !== EXACT
					? t.why.partial(max, call, values, answer, trace.cutMoves(moment.call).length)
					: t.why[moment.node](call, values, answer);
	const question = moment.kind === 'chance' ? t.chance(call) : t.value(call);
	const last = children.length - 1;
	const got = returned(children[last] ?? 0, moment.values[last] ?? moment.answer);
	const lead = space(t.lead(call, got, name(children[last] ?? 0)));
	return { ...said(question, answer, why, `FC${moment.call}`), lead };
}
