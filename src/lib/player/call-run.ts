import { eventAt, eventCount } from '$lib/engine/events';
import { isRuleLoaded, searchDescriptor, searchRule } from '$lib/engine/search-catalog';
import type { CodeLanguage } from '$lib/games';
import type { Lang } from '$lib/i18n/lang';
import { view } from '$lib/i18n/view';
import { codeLineAt } from './code';
import type { Narration } from './narration';
import { narrationCode } from './narration-code';
import { startNarration } from './narration/start';
import { StartsSteps, type Run, type StepUnit } from './run';
import type { Session } from './session';
import { CALL_MOMENTS, type MomentKind } from './stops';
import { StepMap, type Granularity } from './steps';

/**
 * A call trace as the player steps it (see `Run`): by call, by event, and by any unit its search
 * declares (`SearchDescriptor.stepUnits`, where its rule's `stepStarts` says each step begins),
 * each read at any step through the event it shows. With article 004's
 * `letters`, its narration names the nodes A–G.
 */
export class CallRun implements Run {
	readonly session: Session;
	readonly letters: boolean;
	readonly units: readonly StepUnit[];
	readonly momentKinds: readonly MomentKind[];
	readonly #steps = new Map<string, StepMap | StartsSteps>();

	constructor(session: Session, letters = false) {
		this.session = session;
		this.letters = letters;
		this.units = [...callUnits(), ...ownUnits(session.trace.algorithm)];
		this.momentKinds = callMoments(session.trace.algorithm);
	}

	/** The steps by `unit`; an unknown unit steps by call. */
	steps(unit: string): StepMap | StartsSteps {
		let steps = this.#steps.get(unit);
		if (steps === undefined) {
			const { trace } = this.session;
			const own = this.units.find(
				(each) => each.id === unit && unit !== 'call' && unit !== 'event'
			);
			const starts = own ? searchRule(trace.algorithm).stepStarts?.(unit, trace) : undefined;
			steps = starts
				? new StartsSteps(own?.link ?? unit, starts, eventCount(trace))
				: new StepMap(trace, unit === 'event' ? 'event' : 'call');
			this.#steps.set(unit, steps);
		}
		return steps;
	}

	lastStep(unit: string): number {
		return this.steps(unit).last;
	}

	convert(step: number, from: string, to: string): number {
		return this.steps(to).stepOf(this.steps(from).eventOf(step));
	}

	/** The event done at the step (-1 before the start). */
	eventOf(step: number, unit: string): number {
		return this.steps(unit).eventOf(step);
	}

	detail(step: number, unit: string, lang: Lang): string {
		const t = view[lang];
		const steps = this.steps(unit);
		if (steps.clamp(step) === 0) return t.detailStart;
		if (steps instanceof StartsSteps) {
			const own = searchDescriptor(this.session.trace.algorithm).stepUnits?.find(
				(each) => each.link === steps.granularity
			);
			const named = own?.steps[lang] ?? own?.steps.en;
			if (named !== undefined) return named(steps.clamp(step));
		}
		const call = steps instanceof StepMap ? steps.callOf(step) : null;
		if (call !== null) return `FC${call}`;
		if (unit === 'call') return t.detailResult;
		const { trace } = this.session;
		const event = eventAt(trace, steps.eventOf(step));
		// A try and a receive are the parent's code: it is named first, the child after it (V23 N1:
		// "FC3 receive" read as if FC3 received).
		const parent =
			event.kind === 'try' || event.kind === 'receive' ? trace.parent(event.call) : null;
		return parent === null
			? `FC${event.call} ${t.eventKinds[event.kind]}`
			: `FC${parent} ${t.eventKinds[event.kind]} FC${event.call}`;
	}

	widestDetails(unit: string, lang: Lang): readonly string[] {
		const t = view[lang];
		const steps = this.steps(unit);
		const own = searchDescriptor(this.session.trace.algorithm).stepUnits?.find(
			(each) => each.link === steps.granularity
		);
		const named = own?.steps[lang] ?? own?.steps.en;
		if (steps instanceof StartsSteps && named !== undefined)
			return [t.detailStart, named(steps.last)];
		const last = `FC${this.session.trace.calls}`;
		const { enter, try: tries, receive, return: returns } = t.eventKinds;
		const forms =
			unit === 'event'
				? [
						`${last} ${enter}`,
						`${last} ${tries} ${last}`,
						`${last} ${receive} ${last}`,
						`${last} ${returns}`
					]
				: [];
		return [t.detailStart, t.detailResult, last, ...forms];
	}

	narrate(step: number, unit: string, lang: Lang): Narration {
		const { trace, drawn } = this.session;
		const options = { letters: this.letters, drawn, lang };
		const steps = this.steps(unit);
		// Step 0 is told without the rest of the narration (the first view's), which a step past
		// it needs loaded (the player waits for it).
		if (steps.clamp(step) === 0) return startNarration(trace, options);
		const { narrate } = narrationCode();
		if (steps instanceof StepMap) return narrate(trace, steps, step, options);
		// A search's own unit is told as the event it stops at.
		const events = this.steps('event') as StepMap;
		return narrate(trace, events, events.stepOf(steps.eventOf(step)), options);
	}

	line(step: number, unit: string, language: CodeLanguage): number | null {
		return codeLineAt(this.session.trace, this.eventOf(step, unit), language);
	}

	summary(lang: Lang): string {
		const { presenter, game, trace } = this.session;
		return presenter.summary(game, trace.calls, lang);
	}
}

/** By call and by event, named in each language (each language's words read when asked). */
function callUnits(): StepUnit[] {
	return (['call', 'event'] as const satisfies readonly Granularity[]).map((id) => {
		const name = id === 'call' ? 'byCall' : 'byEvent';
		return {
			id,
			link: id,
			names: {
				get en() {
					return view.en[name];
				},
				get zh() {
					return view.zh[name];
				}
			}
		};
	});
}

/**
 * The units a search adds to its call traces (none for most), once its rule, which says where
 * their steps start, is loaded (its words need not be: practice and the compare worker load none).
 */
function ownUnits(algorithm: string): StepUnit[] {
	if (!isRuleLoaded(algorithm) || searchRule(algorithm).stepStarts === undefined) return [];
	return (searchDescriptor(algorithm).stepUnits ?? []).map(({ id, link, names }) => ({
		id,
		link,
		names: { en: names.en ?? id, zh: names.zh ?? names.en ?? id }
	}));
}

/**
 * The moments a search's calls have, as its module declares them: a return always, a cut where
 * its calls carry a window (`windowRule`), a chance node's average where it has chance nodes
 * (predict's kinds menu offered an average under alpha-beta, which stopped nowhere: V22 N2).
 */
export function callMoments(id: string): readonly MomentKind[] {
	const search = searchDescriptor(id);
	const has: Partial<Record<MomentKind, boolean>> = {
		value: true,
		cut: search?.windowRule !== undefined,
		chance: search?.chance === true
	};
	return CALL_MOMENTS.filter((kind) => has[kind] === true);
}
