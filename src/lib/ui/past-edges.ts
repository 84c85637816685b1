import type { TraceLayout, TreeWalk } from '$lib/player';
import type { TreeCamera } from './camera.svelte';
import type { cameraMoves } from './camera-moves-code.svelte';
import type { RunOn } from './edge-clear';

type CameraMoves = NonNullable<ReturnType<typeof cameraMoves>>;

/**
 * Side by side, with labels at a floor (presenting, or not presenting off a phone and alone) and
 * on a phone, a text the camera rests with across the panel's edge is not drawn (issue 43: where
 * no pan clears two dense rows, "−10" read "10" at the level column): whole or not there.
 * Read in the frame after the drawing changes (the camera's pan, a step's texts, presenting's
 * type), once a glide is over. `edges`: the panel's, px across from its left (null: no edge
 * cuts, marks left from before are cleared). `cards`, `desk`, `right`: `markPastEdges`'s; `ran` is told
 * the cards left undrawn across the top and foot where they change. Returns what stops the watch.
 */
export function hidePastEdges(
	drawn: SVGSVGElement,
	edges: { readonly left: number; readonly right: number } | null,
	moves: CameraMoves,
	camera: Pick<TreeCamera, 'gliding' | 'height'>,
	{
		cards = false,
		desk = false,
		right = false,
		ran
	}: { cards?: boolean; desk?: boolean; right?: boolean; ran?: (runOn: RunOn) => void } = {}
): (() => void) | undefined {
	// No edge cuts (a single tree on a laptop, not presenting): nothing to read, unless marks are left to clear.
	if (!edges && !drawn.querySelector(`[${moves.PAST_EDGE}]`)) return;
	let frame = 0;
	let told: RunOn = { top: [], foot: [], side: [] };
	const mark = () => {
		cancelAnimationFrame(frame);
		frame = requestAnimationFrame(() => {
			// Gliding (maybe to where it is: nothing then changes at its end), the next frame.
			if (camera.gliding) return mark();
			const group = drawn.querySelector(':scope > g');
			if (!group) return;
			const { left, top } = drawn.getBoundingClientRect();
			const panel = edges && {
				left: left + edges.left,
				right: left + edges.right,
				top,
				bottom: top + camera.height
			};
			const runOn = moves.markPastEdges(group, panel, cards, desk, right);
			if (!sameRunOn(told, runOn)) ran?.((told = runOn));
		});
	};
	const changed = new MutationObserver((changes) => {
		if (changes.some((change) => change.attributeName !== moves.PAST_EDGE)) mark();
	});
	changed.observe(drawn, { subtree: true, attributes: true, characterData: true, childList: true });
	// The panel's size may settle after the marks with the camera where it was (no mutation
	// inside): a card once clear of the foot then stood 1.8 px past it (walk.spec, FC8).
	const resized = new ResizeObserver(() => mark());
	resized.observe(drawn);
	mark();
	return () => {
		changed.disconnect();
		resized.disconnect();
		cancelAnimationFrame(frame);
	};
}

/** Whether two `RunOn`s name the same cards (a new one is told only where it changes). */
function sameRunOn(a: RunOn, b: RunOn): boolean {
	const same = (x: readonly number[], y: readonly number[]) =>
		x.length === y.length && x.every((id, i) => id === y[i]);
	return same(a.top, b.top) && same(a.foot, b.foot) && same(a.side, b.side);
}

/** What `runOnPaths` reads of the tree renderer's model (`TreeModel`). */
interface RunOnTree {
	readonly layout: Pick<TraceLayout, 'x' | 'y'>;
	readonly walk: Pick<TreeWalk, 'parent'>;
	readonly cardHeight: number;
	readonly linkAbove?: number;
	readonly linkBelow?: number;
}

/**
 * Where a card is not drawn across the panel's top or foot (`RunOn`), the links that meet it run
 * on through its place, past that edge: from the links' fork under a card across the top (where
 * a link out of it is drawn: `links`, the nodes whose link in is), or from the link's end over
 * one across the foot (where the link into it is), straight through the card's place (issue 43:
 * MTD(f)'s hidden driver left its children's edges meeting in mid-air). Across the level
 * column's side, where either is drawn: the link in joins the links out under the column; where
 * no link leaves it (a leaf), the link in runs on down, its own way, to the panel's `foot` (tree
 * units), as one into a card across the foot does (issue 43: the article board's FC3, a leaf
 * hidden at the column's side, ended in a short line under nothing). One path each, by node.
 * With the camera's moves: only their watch leaves a card undrawn.
 */
export function runOnPaths(
	model: RunOnTree,
	runOn: RunOn,
	links: readonly number[],
	foot: number
): { id: number; d: string }[] {
	const drawnIn = new Set(links);
	const parents = new Set(links.map((child) => model.walk.parent(child)));
	const half = model.cardHeight / 2;
	// Across the side, from the link in's end (or the card's top) to the links out's fork (or, no
	// link leaving it, the panel's foot): nothing stops in sight under the card's place.
	const side = new Set(runOn.side);
	return [
		...runOn.top.filter((id) => parents.has(id)),
		...runOn.foot.filter((id) => drawnIn.has(id)),
		...runOn.side.filter((id) => drawnIn.has(id) || parents.has(id))
	].map((id) => {
		const [x, y] = [model.layout.x[id] ?? 0, model.layout.y[id] ?? 0];
		const [into, out] = side.has(id) ? [drawnIn.has(id), parents.has(id)] : [true, true];
		const top = y - half - (into ? (model.linkAbove ?? 0) : 0);
		const bottom = out ? y + half + (model.linkBelow ?? 0) : Math.max(foot, y + half);
		return { id, d: `M${x},${top}V${bottom}` };
	});
}
