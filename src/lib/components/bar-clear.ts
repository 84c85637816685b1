import type { DrawnBoxes } from '$lib/ui/drawn-boxes';
import type { EdgeBox } from '$lib/ui/edge-clear';
import type { ScreenBox } from '$lib/ui/panel-room';
import type { Span } from '$lib/ui/toolbar-clear';
import type { FollowBox } from './tree-canvas';

/**
 * What the camera keeps clear of the zoom buttons, read off the drawing: each text drawn in the
 * camera's group (`group`), its box in tree units, whatever node or mark it belongs to; of the
 * nodes (their drawing named by `attribute`, `data-call`), only those of `level` (the others
 * lie above or below the buttons: `reachOfBar`). The texts and their boxes are read once a turn
 * (`boxes`), however many levels the rules ask for.
 */
export function drawnTexts(
	group: SVGGraphicsElement,
	attribute: string,
	level: ReadonlySet<number>,
	boxes: DrawnBoxes
): ScreenBox[] {
	// Each text with its node (null: not a node's own drawing, the page around the tree; a side
	// names its told call too).
	const texts = boxes.once(`texts ${attribute}`, () =>
		Array.from(group.querySelectorAll('text')).flatMap((text) => {
			if (!text.textContent?.trim()) return [];
			const node = text.closest(`[${attribute}]`);
			const of =
				node === null || !group.contains(node) ? null : Number(node.getAttribute(attribute));
			return [{ text, of }];
		})
	);
	const shown = texts.filter(({ of }) => of === null || level.has(of));
	return inTree(
		group,
		shown.map(({ text }) => text),
		boxes
	);
}

/**
 * Presenting, the cards (`rect.card`) of the nodes of `level` (their drawing named by
 * `attribute`), boxes in tree units kept whole or out at the level column's side only (`EdgeBox`).
 */
export function drawnCards(
	group: SVGGraphicsElement,
	attribute: string,
	level: ReadonlySet<number>,
	boxes: DrawnBoxes
): EdgeBox[] {
	const cards = [...level].flatMap((node) => {
		const card = boxes.once(`card ${attribute} ${node}`, () =>
			group.querySelector(`[${attribute}="${node}"] rect.card`)
		);
		return card ? [card] : [];
	});
	return inTree(group, cards, boxes).map((box) => ({ ...box, leftOnly: true }));
}

/** The boxes of `elements` drawn, in the tree's units (`group`'s). */
function inTree(
	group: SVGGraphicsElement,
	elements: readonly Element[],
	boxes: DrawnBoxes
): ScreenBox[] {
	const screen = boxes.once('group screen', () => group.getScreenCTM());
	if (!screen || screen.a === 0 || screen.d === 0) return [];
	return elements.flatMap((element) => {
		const at = boxes.box(element);
		if (at.width === 0 || at.height === 0) return [];
		return [
			{
				left: (at.left - screen.e) / screen.a,
				right: (at.right - screen.e) / screen.a,
				top: (at.top - screen.f) / screen.d,
				bottom: (at.bottom - screen.f) / screen.d
			}
		];
	});
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
		// Presenting, every call the step's narration names (`FollowedWay.span`).
		const { left, right } = way.span ?? {};
		if (left !== undefined && right !== undefined) spans.push({ left, right });
		// On a phone, the cards the step names (`FollowedWay.named`).
		for (const { box } of way.named ? [way.named.all, way.named.near ?? way.named.all] : [])
			spans.push({ left: box.left, right: box.right });
	}
	// At the result, the root and its children together (`FollowBox.family`), or on a phone a
	// driver's root and its last search (`FollowBox.fewer`: its whole row does not fit there).
	const family = box.fewer ?? box.family;
	if (family) spans.push({ left: family.left, right: family.right });
	return spans;
}
