/**
 * Reingold and Tilford's tidy tree in Buchheim, Jünger and Leipert's linear-time form, computed
 * as d3-hierarchy's `tree().nodeSize(…)` computes it, step for step and sum for sum, so every
 * position is the same to the last bit (tests/unit/player/tidy.test.ts holds it to d3's): the
 * first view lays out its tree without d3-hierarchy's 5 KB (issue 45). Children are centred
 * under their parent and no two subtrees overlap; siblings lie one node apart, any other
 * neighbours `cousinGap` apart.
 */

/** A node as the algorithm walks it (d3's TreeNode; its one-letter fields, named). */
interface Walked {
	readonly id: number;
	readonly parent: Walked | null;
	children: Walked[] | null;
	readonly depth: number;
	/** Its place among its siblings. */
	readonly i: number;
	/** The default ancestor (set on a parent while its children are walked). */
	defaultAncestor: Walked | null;
	ancestor: Walked;
	prelim: number;
	mod: number;
	change: number;
	shift: number;
	thread: Walked | null;
	x: number;
}

function walked(id: number, parent: Walked | null, i: number): Walked {
	const node = {
		id,
		parent,
		children: null,
		depth: parent === null ? -1 : parent.depth + 1,
		i,
		defaultAncestor: null,
		prelim: 0,
		mod: 0,
		change: 0,
		shift: 0,
		thread: null,
		x: 0
	} as Omit<Walked, 'ancestor'> as Walked;
	node.ancestor = node;
	return node;
}

const nextLeft = (v: Walked): Walked | null => (v.children ? (v.children[0] ?? null) : v.thread);
const nextRight = (v: Walked): Walked | null =>
	v.children ? (v.children[v.children.length - 1] ?? null) : v.thread;

/**
 * Lays out the tree hanging from `root` (its children left to right by `childrenOf`; none for an
 * empty list) and hands each node to `place` breadth first, so every level is met left to right:
 * its centre across (`nodeWidth` a sibling step) and its depth below `root`.
 */
export function tidyPlaces(
	root: number,
	childrenOf: (node: number) => readonly number[] | null,
	{ nodeWidth, cousinGap }: { nodeWidth: number; cousinGap: number },
	place: (node: number, x: number, depth: number) => void
): void {
	// Built as d3's hierarchy is, under a parent of its own (d3's treeRoot).
	const top = walked(0, null, 0);
	const tree = walked(root, top, 0);
	top.children = [tree];
	for (const stack = [tree]; stack.length > 0;) {
		const node = stack.pop() as Walked;
		const ids = childrenOf(node.id);
		if (!ids || ids.length === 0) continue;
		node.children = ids.map((id, i) => walked(id, node, i));
		for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Walked);
	}
	const separation = (a: Walked, b: Walked) => (a.parent === b.parent ? 1 : cousinGap);

	const moveSubtree = (wm: Walked, wp: Walked, shift: number) => {
		const change = shift / (wp.i - wm.i);
		wp.change -= change;
		wp.shift += shift;
		wm.change += change;
		wp.prelim += shift;
		wp.mod += shift;
	};
	const executeShifts = (v: Walked) => {
		let shift = 0;
		let change = 0;
		const children = v.children ?? [];
		for (let i = children.length - 1; i >= 0; i--) {
			const w = children[i] as Walked;
			w.prelim += shift;
			w.mod += shift;
			shift += w.shift + (change += w.change);
		}
	};
	const apportion = (v: Walked, w: Walked | null, given: Walked): Walked => {
		let ancestor = given;
		if (w === null) return ancestor;
		let vop = v;
		let vom = v.parent?.children?.[0] as Walked;
		let sip = v.mod;
		let sop = vop.mod;
		let sim = w.mod;
		let som = vom.mod;
		// Down the inside contours, level by level, to the foot of the shallower side.
		let vim = nextRight(w);
		let vip = nextLeft(v);
		for (; vim && vip; vim = nextRight(vim), vip = nextLeft(vip)) {
			vom = nextLeft(vom) as Walked;
			vop = nextRight(vop) as Walked;
			vop.ancestor = v;
			const shift = vim.prelim + sim - vip.prelim - sip + separation(vim, vip);
			if (shift > 0) {
				moveSubtree(vim.ancestor.parent === v.parent ? vim.ancestor : ancestor, v, shift);
				sip += shift;
				sop += shift;
			}
			sim += vim.mod;
			sip += vip.mod;
			som += vom.mod;
			sop += vop.mod;
		}
		if (vim && !nextRight(vop)) {
			vop.thread = vim;
			vop.mod += sim - sop;
		}
		if (vip && !nextLeft(vom)) {
			vom.thread = vip;
			vom.mod += sip - som;
			ancestor = v;
		}
		return ancestor;
	};
	const firstWalk = (v: Walked) => {
		const { children } = v;
		const parent = v.parent as Walked;
		const siblings = parent.children as Walked[];
		const w = v.i ? (siblings[v.i - 1] as Walked) : null;
		if (children) {
			executeShifts(v);
			const midpoint =
				((children[0] as Walked).prelim + (children[children.length - 1] as Walked).prelim) / 2;
			if (w) {
				v.prelim = w.prelim + separation(v, w);
				v.mod = v.prelim - midpoint;
			} else v.prelim = midpoint;
		} else if (w) v.prelim = w.prelim + separation(v, w);
		parent.defaultAncestor = apportion(v, w, parent.defaultAncestor ?? (siblings[0] as Walked));
	};

	// After its children, left to right (d3's eachAfter).
	const after: Walked[] = [];
	for (const stack = [tree]; stack.length > 0;) {
		const node = stack.pop() as Walked;
		after.push(node);
		for (const child of node.children ?? []) stack.push(child);
	}
	for (let at = after.length - 1; at >= 0; at--) firstWalk(after[at] as Walked);
	top.mod = -tree.prelim;
	// Before its children (d3's eachBefore: `after` lists each node after its parent), then
	// breadth first (d3's each).
	for (const v of after) {
		v.x = v.prelim + (v.parent as Walked).mod;
		v.mod += (v.parent as Walked).mod;
	}
	const queue = [tree];
	for (let at = 0; at < queue.length; at++) {
		const node = queue[at] as Walked;
		place(node.id, node.x * nodeWidth, node.depth);
		for (const child of node.children ?? []) queue.push(child);
	}
}
