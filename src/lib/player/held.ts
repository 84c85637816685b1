import type { Trace } from '$lib/engine';
import { snapshotAt, type Snapshot } from './snapshot';

/**
 * What the page draws while predict mode asks the value `call` returns and the step held is the
 * receive just before that return (`receive`: its last child's value coming back to it, which is
 * all a value stop may tell): the value received, not weighed. Drawn at that receive, the tree,
 * the rule line, the tally and the call stack told the weighing, which is the answer (issue 43:
 * alpha-beta's FC6 on the article board drawn [+10, +10] with its cut marks, "α +10 ≥ β +10:
 * cut" over the tree, its cut counted). So every part draws the event before (the last child
 * returning its value to `call`) with `call` running, about to return; its frame holds the value
 * received, its window and running best as they were before it (the frame says "returns ?").
 */
export function heldSnapshot(trace: Trace, call: number, receive: number): Snapshot {
	const received = snapshotAt(trace, receive);
	const before = snapshotAt(trace, receive - 1);
	const waiting = before.stack.find((frame) => frame.call === call);
	const stack = received.stack.map((frame) =>
		frame.call !== call
			? frame
			: {
					...frame,
					trying: null,
					child: null,
					best: waiting?.best ?? null,
					window: waiting?.window ?? null
				}
	);
	return { ...before, active: call, stack };
}

/**
 * The moment the page draws at event `index` while predict mode asks `asked` (the call whose value
 * is asked and the receive leading to its return, `PredictHold`): held at that receive or past it
 * (`heldSnapshot`), else the event itself.
 */
export function drawnSnapshot(
	trace: Trace,
	index: number,
	asked: { readonly heldCall: number | null; readonly leadIn: number | null } | null
): Snapshot {
	const { heldCall: call = null, leadIn = null } = asked ?? {};
	if (call === null || leadIn === null || index < leadIn) return snapshotAt(trace, index);
	return heldSnapshot(trace, call, leadIn);
}
