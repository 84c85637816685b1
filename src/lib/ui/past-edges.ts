import type { TreeCamera } from './camera.svelte';
import type { cameraMoves } from './camera-moves-code.svelte';

type CameraMoves = NonNullable<ReturnType<typeof cameraMoves>>;

/**
 * Side by side, with labels at a floor (presenting, or not presenting off a phone and alone) and
 * on a phone, a text the camera rests with across the panel's edge is not drawn (issue 43: where
 * no pan clears two dense rows, "−10" read "10" at the level column): whole or not there.
 * Read in the frame after the drawing changes (the camera's pan, a step's texts, presenting's
 * type), once a glide is over. `edges`: the panel's, px across from its left (null: no edge
 * cuts, marks left from before are cleared). Returns what stops the watch.
 */
export function hidePastEdges(
	drawn: SVGSVGElement,
	edges: { readonly left: number; readonly right: number } | null,
	moves: CameraMoves,
	camera: Pick<TreeCamera, 'gliding' | 'height'>,
	cards = false
): (() => void) | undefined {
	// No edge cuts (a single tree on a laptop, not presenting): nothing to read, unless marks are left to clear.
	if (!edges && !drawn.querySelector(`[${moves.PAST_EDGE}]`)) return;
	let frame = 0;
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
			moves.markPastEdges(group, panel, cards);
		});
	};
	const changed = new MutationObserver((changes) => {
		if (changes.some((change) => change.attributeName !== moves.PAST_EDGE)) mark();
	});
	changed.observe(drawn, { subtree: true, attributes: true, characterData: true, childList: true });
	mark();
	return () => {
		changed.disconnect();
		cancelAnimationFrame(frame);
	};
}
