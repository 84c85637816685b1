import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutTree } from '$lib/player/layout';
import { TreeCamera } from '$lib/ui/camera.svelte';
import { loadCameraMoves } from '$lib/ui/camera-moves-code.svelte';
import { READABLE_ZOOM } from '$lib/ui/framing';

// The follow camera glides a quarter of a second; a jump back to a node before that glide ends
// (tables.spec: Enter on FC14's hit tag while the camera still glided from FC5 to FC14) must
// bring that node into view, though it is still on screen when the jump comes.

/** A root over 9 children, one node apart: wider than the panel at the follow zoom. */
const layout = layoutTree(1, (node) => (node === 1 ? [2, 3, 4, 5, 6, 7, 8, 9, 10] : []), 11);
let frames: FrameRequestCallback[] = [];
let now = 0;

/** Runs the animation frames queued, a sixtieth of a second apart, until none is left. */
function settle(): void {
	while (frames.length > 0) {
		now += 1000 / 60;
		const due = frames;
		frames = [];
		for (const frame of due) frame(now);
	}
}

/** Whether node `id`'s centre is inside the panel. */
function inView(camera: TreeCamera, id: number): boolean {
	const { x0, x1, y0, y1 } = camera.view;
	const [x, y] = [layout.x[id] ?? NaN, layout.y[id] ?? NaN];
	return x > x0 && x < x1 && y > y0 && y < y1;
}

describe('the follow camera', () => {
	let camera: TreeCamera;
	let detach: () => void;
	// The moves load with the steps past 0 (camera-moves-code): a page has them before it follows.
	beforeAll(() => loadCameraMoves());
	beforeEach(() => {
		frames = [];
		vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
		vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
		vi.stubGlobal('matchMedia', () => ({ matches: false }));
		vi.stubGlobal('navigator', { maxTouchPoints: 0 });
		vi.spyOn(performance, 'now').mockImplementation(() => now);
		camera = new TreeCamera();
		camera.width = 700;
		camera.height = 500;
		// The panel at the page's top left, nothing floating over it (the camera's room reads both).
		vi.stubGlobal('document', { querySelectorAll: () => [] });
		vi.stubGlobal('innerHeight', 2000);
		const svg = {
			addEventListener() {},
			removeEventListener() {},
			getBoundingClientRect: () => ({ left: 0, top: 0 })
		};
		detach = camera.attach(svg as unknown as SVGSVGElement);
		camera.reset(layout);
	});
	afterEach(() => {
		detach();
		vi.unstubAllGlobals();
		vi.restoreAllMocks();
	});

	const follow = (id: number) => camera.keepInView(layout.x[id] ?? 0, layout.y[id] ?? 0, 128, 130);

	it('follows a node jumped back to while gliding away from it', () => {
		follow(2);
		settle();
		expect(inView(camera, 2)).toBe(true);
		expect(inView(camera, 6)).toBe(false);
		// Off to the right, within a glide: the camera sets off; one frame later, the jump back.
		follow(6);
		expect(frames).toHaveLength(1);
		now += 1000 / 60;
		frames.splice(0).forEach((frame) => frame(now));
		expect(inView(camera, 2)).toBe(true);
		follow(2);
		settle();
		expect(inView(camera, 2)).toBe(true);
		expect(inView(camera, 6)).toBe(false);
	});

	it('lets a glide run on to its end when the next node is in view there', () => {
		follow(2);
		settle();
		follow(6);
		settle();
		const alone = camera.x;
		follow(2);
		settle();
		// Node 7 is off screen as the glide to 6 sets off, but in view where it ends: no new move.
		follow(6);
		expect(inView(camera, 7)).toBe(false);
		follow(7);
		settle();
		expect(camera.x).toBe(alone);
		expect(inView(camera, 6) && inView(camera, 7)).toBe(true);
	});

	it('keeps the receiving call whole in view above its child (callerX)', () => {
		// A chain six deep in a panel 260 px tall: FC5's value arrives at FC4.
		const chain = layoutTree(1, (node) => (node < 6 ? [node + 1] : []), 7);
		camera.height = 260;
		camera.reset(chain);
		const box = (id: number) => [chain.x[id] ?? 0, (chain.y[id] ?? 0) + 15, 128, 130] as const;
		const row = (id: number) => (chain.y[id] ?? 0) * camera.k + camera.y;
		// The caller's top: its card's reach above its centre is 50.
		const top = (id: number) => row(id) - 50 * camera.k;
		// FC5 whole on screen, FC4's card cut at the top: followed alone, FC5 needs no move.
		camera.y += -20 - top(4);
		camera.keepInView(...box(5), false);
		expect(top(4)).toBeCloseTo(-20, 9);
		camera.keepInView(...box(5), false, chain.x[4]);
		// Its card and the labels over it at the top, 8 px from the edge; the child under it.
		expect(top(4)).toBeCloseTo(8, 9);
		expect(row(5)).toBeLessThan(camera.height);
	});

	it("puts a node's parent's card whole at the top when the node is off the panel's foot", () => {
		const chain = layoutTree(1, (node) => (node < 6 ? [node + 1] : []), 7);
		camera.height = 260;
		camera.reset(chain);
		const box = (id: number) => [chain.x[id] ?? 0, (chain.y[id] ?? 0) + 15, 128, 130] as const;
		const top = (id: number) => (chain.y[id] ?? 0) * camera.k + camera.y - 50 * camera.k;
		expect(top(5)).toBeGreaterThan(camera.height);
		camera.keepInView(...box(5), false);
		expect(top(4)).toBeCloseTo(8, 9);
	});

	it('at a receive shows the child whole under its caller when the two rows fit', () => {
		const chain = layoutTree(1, (node) => (node < 6 ? [node + 1] : []), 7);
		camera.reset(chain);
		const { k } = camera;
		const box = (id: number) => [chain.x[id] ?? 0, (chain.y[id] ?? 0) + 15, 128, 130] as const;
		const row = (id: number) => (chain.y[id] ?? 0) * camera.k + camera.y;
		// Room for the caller's card and the child's, 20 px to spare; the caller's card 60 px down.
		camera.height = 8 + (130 + chain.options.levelHeight) * k + 20;
		camera.y += 60 - (row(4) - 50 * k);
		expect(row(5) + 80 * k).toBeGreaterThan(camera.height);
		camera.keepInView(...box(5), false, chain.x[4]);
		expect(row(4) - 50 * k).toBeCloseTo(8, 9);
		expect(row(5) + 80 * k).toBeLessThanOrEqual(camera.height);
	});

	it('at a receive brings the caller out from under the toolbar', () => {
		// FC1 (the root, receiving) under the toolbar, its first child clear of the gutters.
		const right = (id: number) => ((layout.x[id] ?? 0) + 64) * camera.k + camera.x;
		camera.x += camera.width - 20 - right(1);
		const left = (id: number) => ((layout.x[id] ?? 0) - 64) * camera.k + camera.x;
		expect(left(5)).toBeGreaterThan(96);
		camera.keepInView(layout.x[5] ?? 0, layout.y[5] ?? 0, 128, 130, false, layout.x[1]);
		expect(right(1)).toBeLessThanOrEqual(camera.width - 52);
		expect(left(5)).toBeGreaterThanOrEqual(96);
	});

	it('"Whole tree" fits all of a tree wider than the lowest following zoom, clear of the gutters', () => {
		// Knuth–Moore's uniform tree, 3 children a node, 4 levels deep (81 leaves), as presenting
		// lays it out, in a 1,250 × 395 panel: at the following zoom's floor (0.2) its
		// bottom row ran past the toolbar and under the level labels (issue 43, F25).
		const children = (node: number) => (node <= 40 ? [3 * node - 1, 3 * node, 3 * node + 1] : []);
		const uniform = layoutTree(1, children, 122);
		Object.assign(camera, { width: 1250, height: 395, large: true });
		camera.reset(uniform);
		camera.showWhole();
		const { nodeWidth } = uniform.options;
		const { above, below } = camera.card;
		for (let node = 1; node <= 121; node++) {
			const [x, y] = [uniform.x[node] ?? NaN, uniform.y[node] ?? NaN];
			expect((x - nodeWidth / 2) * camera.k + camera.x, `n${node} left`).toBeGreaterThanOrEqual(96);
			expect((x + nodeWidth / 2) * camera.k + camera.x, `n${node} right`).toBeLessThanOrEqual(
				1250 - 52
			);
			expect((y - above) * camera.k + camera.y, `n${node} top`).toBeGreaterThanOrEqual(0);
			expect((y + below) * camera.k + camera.y, `n${node} foot`).toBeLessThanOrEqual(395);
		}
		expect(camera.k).toBeLessThan(0.2);
	});

	it('"Whole tree" fits the rows drawn where the framing is the run\'s (MCTS)', () => {
		// A tree framed twice as tall as it is drawn (MCTS frames the run's deepest path): "Whole
		// tree" fitted the framing, its rows in the top half of the panel (issue 43).
		const drawn = layoutTree(1, (node) => (node <= 4 ? [2 * node, 2 * node + 1] : []), 9);
		const framed = { ...drawn, height: drawn.height * 2 };
		Object.assign(camera, { width: 1250, height: 395, large: true });
		const wholeZoom = (whole?: typeof drawn) => {
			camera.reset(framed);
			camera.use(framed, whole);
			camera.showWhole();
			return camera.k;
		};
		const fitted = wholeZoom(drawn);
		expect(fitted).toBeGreaterThan(wholeZoom() * 1.2);
		camera.reset(drawn);
		camera.showWhole();
		expect(fitted).toBeCloseTo(camera.k, 9);
	});

	it('keeps no room for a level column the tree does not draw (MCTS), the root beside its node', () => {
		// In a phone's 400 px the root and its last child do not fit across at the follow zoom: the
		// root is shown in the middle of the room between the gutters, the level column's or, where
		// there is none, 8 px of air.
		camera.width = 400;
		const screenX = (id: number) => (layout.x[id] ?? 0) * camera.k + camera.x;
		for (const [levels, middle] of [
			[true, 96 + (400 - 96 - 52) / 2],
			[false, 8 + (400 - 8 - 52) / 2]
		] as const) {
			camera.levels = levels;
			camera.keepInView(layout.x[10] ?? 0, layout.y[10] ?? 0, 110, 130, false, layout.x[1]);
			expect(screenX(1)).toBe(middle);
		}
	});
	it('side by side keeps air alone on the right, the buttons beside the panel (not on a phone)', () => {
		// The root and its last child do not fit across 400 px: the root in the middle of the room,
		// 8 px of air on the right where the buttons stand beside the panel, their column's 52 px
		// on a phone (TreeToolbar's row under the tree: the camera's room as it was).
		camera.width = 400;
		const screenX = (id: number) => (layout.x[id] ?? 0) * camera.k + camera.x;
		for (const [beside, phone, middle, right] of [
			[false, false, 96 + (400 - 96 - 52) / 2, 52],
			[true, false, 96 + (400 - 96 - 8) / 2, 8],
			[true, true, 96 + (400 - 96 - 52) / 2, 52]
		] as const) {
			vi.stubGlobal('matchMedia', () => ({ matches: phone }));
			camera.barBeside = beside;
			expect(camera.rightGutter()).toBe(right);
			camera.keepInView(layout.x[10] ?? 0, layout.y[10] ?? 0, 110, 130, false, layout.x[1]);
			expect(screenX(1)).toBe(middle);
		}
	});
	it("keeps a lesson's group of cards whole above its callout, asking for the room they lack", () => {
		// A phone's lesson callout: the panel 300 px down, the line 150 px below its top; the root
		// and its three children's cards, values under them, need more (issue 43: FC6 and its children).
		const family = layoutTree(1, (node) => (node === 1 ? [2, 3, 4] : []), 5);
		let top = 300;
		const svg = {
			addEventListener() {},
			removeEventListener() {},
			getBoundingClientRect: () => ({ left: 0, top })
		};
		detach();
		detach = camera.attach(svg as unknown as SVGSVGElement);
		camera.width = 400;
		camera.reset(family);
		const at = (id: number) => ({ x: family.x[id] ?? NaN, y: family.y[id] ?? NaN });
		const group = {
			left: at(2).x - 64,
			right: at(4).x + 64,
			top: at(1).y - 50,
			bottom: at(2).y + 80
		};
		// Framed larger than the readable zoom, the camera zooms out to it, no further, and asks
		// for what the cards still lack at it.
		expect(camera.k).toBeGreaterThan(READABLE_ZOOM);
		const k = READABLE_ZOOM;
		const lacking = Math.ceil((group.bottom - group.top) * k + 8 - 150);
		expect(lacking).toBeGreaterThan(0);
		const raise = vi.fn((px: number) => (top -= px));
		camera.keepGroup(group, 450, raise, false);
		expect(camera.k).toBe(k);
		expect(raise.mock.calls).toEqual([[lacking]]);
		// The root's card top 8 px down the panel, the children's values above the line.
		expect(top + group.top * k + camera.y).toBeCloseTo(top + 8, 9);
		expect(top + group.bottom * k + camera.y).toBeLessThanOrEqual(450);
		expect(group.left * k + camera.x).toBeGreaterThanOrEqual(96);
		expect(group.right * k + camera.x).toBeLessThanOrEqual(400 - 52);
		// In view: no move, no more room asked.
		const still = { x: camera.x, y: camera.y };
		camera.keepGroup(group, 450, raise, false);
		expect({ x: camera.x, y: camera.y }).toEqual(still);
		expect(raise).toHaveBeenCalledTimes(1);
		// Presenting (a 1024×768 screen's callout), never below the zoom the back row reads: the
		// presenting floor (1), not the readable zoom, with the same line; no raise there, the
		// cards' top row at the panel's top.
		camera.large = true;
		[camera.width, top] = [1000, 300];
		camera.reset(family);
		const framed = camera.k;
		expect(framed).toBeGreaterThan(1);
		camera.keepGroup(group, 450, undefined, false);
		expect(camera.k).toBe(1);
		expect(top + group.top * camera.k + camera.y).toBeCloseTo(top + 8, 9);
	});
});
