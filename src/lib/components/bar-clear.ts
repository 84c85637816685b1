import type { ScreenBox } from '$lib/ui/panel-room';
import type { Span } from '$lib/ui/toolbar-clear';
import type { FollowBox } from './tree-canvas';

/**
 * What the camera keeps clear of the zoom buttons, read off the drawing: each text drawn in the
 * camera's group (`group`), its box in tree units, whatever node or mark it belongs to.
 */
export function drawnTexts(group: SVGGraphicsElement): ScreenBox[] {
	const screen = group.getScreenCTM();
	if (!screen || screen.a === 0 || screen.d === 0) return [];
	const boxes: ScreenBox[] = [];
	for (const text of group.querySelectorAll('text')) {
		if (!text.textContent?.trim()) continue;
		const at = text.getBoundingClientRect();
		if (at.width === 0 || at.height === 0) continue;
		boxes.push({
			left: (at.left - screen.e) / screen.a,
			right: (at.right - screen.e) / screen.a,
			top: (at.top - screen.f) / screen.d,
			bottom: (at.bottom - screen.f) / screen.d
		});
	}
	return boxes;
}

/**
 * The spans across (tree units) a follow keeps in view: the call's card, its caller's at a
 * receive, and the cards of the way its value went up through.
 */
export function followedSpans(box: FollowBox): Span[] {
	const half = box.width / 2;
	const spans: Span[] = [{ left: box.x - half, right: box.x + half }];
	if (box.callerX !== undefined)
		spans.push({ left: box.callerX - half, right: box.callerX + half });
	const way = box.way;
	if (way) {
		const card = (way.cardWidth ?? box.width) / 2;
		for (const at of way.cards) spans.push({ left: at.x - card, right: at.x + card });
	}
	return spans;
}
