import { flushSync } from 'svelte';

/**
 * Big practice trees are drawn a slice at a time between frames, so the page keeps drawing
 * while a tree of 1,365 nodes and a worksheet of six grow (at most about 200 ms of main thread
 * at once, issue 30). A job does one small piece a call and says whether it is finished; jobs
 * run in the order they were queued, for at most `BUDGET_MS` a turn.
 */
const BUDGET_MS = 12;

interface Job {
	readonly step: () => boolean;
	cancelled: boolean;
}

const jobs: Job[] = [];
const waiting: (() => void)[] = [];
let scheduled = false;

/** Queues `step` until it returns true; the returned function drops it (its drawing went). */
export function inSlices(step: () => boolean): () => void {
	const job: Job = { step, cancelled: false };
	jobs.push(job);
	schedule();
	return () => {
		job.cancelled = true;
	};
}

/** Calls `done` once every slice queued is drawn (at once when none is). */
export function whenDrawn(done: () => void): void {
	if (jobs.length === 0) done();
	else waiting.push(done);
}

/** Draws every slice left now: printing cannot wait. */
export function drawAll(): void {
	turn(Infinity);
}

function schedule(): void {
	if (scheduled) return;
	scheduled = true;
	setTimeout(() => {
		scheduled = false;
		turn(BUDGET_MS);
	}, 0);
}

function turn(budget: number): void {
	const start = performance.now();
	while (jobs.length > 0 && performance.now() - start < budget) {
		const job = jobs[0];
		// A step may queue more (a drawing mounting): they run after it, in this turn or the next.
		const finished = job === undefined || job.cancelled || job.step();
		flushSync();
		if (finished) jobs.shift();
	}
	if (jobs.length > 0) schedule();
	else for (const done of waiting.splice(0)) done();
}
