import type { Page } from '@playwright/test';
import type { Trace } from '$lib/engine';
import { eventAt, windowAt } from '$lib/engine/events';
import { StepMap, type Granularity } from '$lib/player';
import { counter, expect, stepsRead, type StepRead } from './fixtures';

/**
 * One step, one state (issue 29): at every step of alpha-beta, by call and by event, what the
 * narration and the rule line say is what the tree, the tally and the code line show. Each
 * page's own words are weighed against its own drawing; the engine says which event a step is.
 * one-state.spec.ts walks AIMA's Figure 5.2; alphabeta.spec.ts walks article 004's tree, in the
 * load where it checks that tree's windows and cuts step by step.
 */

/** What one step shows, read from the page in one go. */
export interface Shown {
	counter: string;
	/** The call marked running (its node's `data-call`), or null. */
	active: string | null;
	narration: string;
	rule: string;
	cut: number;
	pruned: string[];
	line: string;
	windows: Record<string, string>;
	scores: Record<string, string>;
}

/** Reads what the page shows now; it runs in the page (a walk's reader, `stepsRead`). */
export function readShown(): Shown {
	const text = (selector: string) =>
		(document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
	const windows: Record<string, string> = {};
	const scores: Record<string, string> = {};
	for (const node of document.querySelectorAll('[data-call]')) {
		const call = node.getAttribute('data-call') ?? '';
		const window = node.querySelector('.window')?.textContent;
		if (window) windows[call] = window.trim();
		const score = node.getAttribute('data-score');
		if (score !== null) scores[call] = score;
	}
	return {
		counter: text('.counter .now'),
		active:
			document.querySelector('[data-call][data-state="active"]')?.getAttribute('data-call') ?? null,
		narration: text('.narration .text'),
		rule: text('.status .rule'),
		cut: Number(document.querySelector('.tally')?.getAttribute('data-cut')),
		pruned: [...document.querySelectorAll('[data-pruned]')].map(
			(node) => node.getAttribute('data-pruned') ?? ''
		),
		line: (document.querySelector('.line[aria-current="step"]')?.textContent ?? '').replace(
			/^\d+/,
			''
		),
		windows,
		scores
	};
}

const bound = (value: number) =>
	value === -Infinity ? '−∞' : value === Infinity ? '+∞' : `${value}`.replace(/^-/, '−');
const span = (alpha: string | number, beta: string | number) =>
	typeof alpha === 'number' && typeof beta === 'number'
		? `[${bound(alpha)}, ${bound(beta)}]`
		: `[${alpha}, ${beta}]`;

/** The problems of one step: each a sentence naming what disagrees. */
function disagreements(
	trace: Trace,
	steps: StepMap,
	step: number,
	shown: Shown,
	before: Shown
): string[] {
	const problems: string[] = [];
	const fail = (problem: string) => problems.push(problem);
	const index = steps.eventOf(step);
	// Every window drawn is the window at this step's event: none behind, none ahead.
	for (const [call, drawn] of Object.entries(shown.windows)) {
		const window = windowAt(trace, Number(call), index);
		if (window !== null && drawn !== span(window.alpha, window.beta))
			fail(
				`FC${call} draws ${drawn}, its window at this step is ${span(window.alpha, window.beta)}`
			);
	}
	// The tally counts the cuts drawn, and grows only where the narration tells a cut.
	if (shown.cut !== shown.pruned.length)
		fail(`the tally counts ${shown.cut} cuts, the tree draws ${shown.pruned.length}`);
	const newCuts = shown.pruned.filter((hook) => !before.pruned.includes(hook));
	const toldCut = /pruned|cut /.test(shown.narration);
	if (newCuts.length > 0 && !toldCut) fail(`cuts ${newCuts.join(', ')} drawn, none told`);
	if (step === 0 || index === steps.eventOf(steps.last)) return problems;
	const event = eventAt(trace, index);
	const receive = /^FC(\d+) ⇒ FC(\d+) \[(.+?), (.+?)\]: (.*)$/.exec(shown.rule);
	if (event.kind === 'receive') {
		if (receive === null) return [...problems, `a receive, but the rule line says "${shown.rule}"`];
		const [, , caller, alpha, beta, rest] = receive;
		if (Number(caller) !== trace.parent(event.call)) fail(`the rule line names FC${caller}`);
		// The rule's window after the value is the caller's window drawn.
		const raised = /α = (\S+)/.exec(rest)?.[1];
		const lowered = /β = (\S+)/.exec(rest)?.[1];
		const after = span(raised ?? alpha, lowered ?? beta);
		if (shown.windows[caller] !== after)
			fail(`the rule line leaves FC${caller} at ${after}, the tree draws ${shown.windows[caller]}`);
		// The narration tells the same change and the same cut.
		if (lowered !== undefined && !shown.narration.includes(`beta falls to ${lowered}`))
			fail(`the rule lowers beta to ${lowered}, the narration does not`);
		if (raised !== undefined && !shown.narration.includes(`alpha rises to ${raised}`))
			fail(`the rule raises alpha to ${raised}, the narration does not`);
		const stop = /α (\S+) ≥ β (\S+): cut/.exec(rest);
		if (stop !== null) {
			if (!shown.narration.includes(`alpha ${stop[1]} ≥ beta ${stop[2]}`))
				fail(`the rule cuts at α ${stop[1]} ≥ β ${stop[2]}, the narration does not`);
			if (!shown.pruned.some((hook) => hook.startsWith(`${caller}:`)))
				fail(`the rule cuts below FC${caller}, the tree draws no cut there`);
			if (!shown.line.includes('break')) fail(`a cut, but the code line is "${shown.line}"`);
		} else if (!/best|alpha|beta/.test(shown.line)) fail(`a receive, code line "${shown.line}"`);
	} else if (event.kind === 'return') {
		const returned = /^FC(\d+) returns (\S+) to FC(\d+)$/.exec(shown.rule);
		if (returned === null || Number(returned[1]) !== event.call)
			fail(`FC${event.call} returns, the rule line says "${shown.rule}"`);
		else {
			if (shown.scores[event.call] !== returned[2])
				fail(`FC${event.call} returns ${returned[2]}, the tree shows ${shown.scores[event.call]}`);
			// The caller weighs the value at the next event: its window has not moved yet.
			if (shown.windows[returned[3]] !== before.windows[returned[3]])
				fail(`FC${returned[3]}'s window moved before it received the value`);
		}
		if (/falls to|rises to|pruned/.test(shown.narration))
			fail('a return tells what its caller does');
		if (!shown.line.includes('return')) fail(`a return, code line "${shown.line}"`);
	} else {
		const started = /^FC(\d+) (starts with|will get) window (\[.+\])$/.exec(shown.rule);
		if (started === null || Number(started[1]) !== event.call)
			fail(`FC${event.call} at "${event.kind}", the rule line says "${shown.rule}"`);
		else if (event.kind === 'enter' && shown.windows[started[1]] !== started[3])
			fail(
				`FC${started[1]} starts with ${started[3]}, the tree draws ${shown.windows[started[1]]}`
			);
		const role = event.kind === 'try' ? /alphaBeta\(child/ : /for \(|children\.length/;
		if (!role.test(shown.line)) fail(`at "${event.kind}", code line "${shown.line}"`);
	}
	return problems;
}

/**
 * Walks every step of the search on screen from step 0 by the arrow key and fails on any step
 * whose parts disagree; returns the steps read (step 0 first), for the caller's own checks.
 */
export async function walkOneState(
	page: Page,
	trace: Trace,
	granularity: Granularity
): Promise<StepRead<Shown>[]> {
	const steps = new StepMap(trace, granularity);
	await expect(counter(page)).toHaveText(`Step 0 of ${steps.last}`);
	// Every step by the arrow key, each read in the page once it shows (one evaluation).
	const reads = await stepsRead(page, 'ArrowRight', steps.last, readShown, null);
	expect(reads.map((read) => read.counter)).toEqual(
		Array.from({ length: steps.last + 1 }, (_, step) => `Step ${step} of ${steps.last}`)
	);
	const problems: string[] = [];
	let before = (reads[0] as StepRead<Shown>).shown;
	for (const [step, { shown }] of reads.entries()) {
		for (const problem of disagreements(trace, steps, step, shown, before))
			problems.push(`${granularity} step ${step}: ${problem} ("${shown.narration}")`);
		before = shown;
	}
	expect(problems).toEqual([]);
	return reads;
}
