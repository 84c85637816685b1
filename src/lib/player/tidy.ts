/**
 * d3-hierarchy's tidy tree (`tree().nodeSize([width, 1])` with siblings one node apart and
 * cousins `cousinGap` apart), ported over numeric ids: Reingold and Tilford's algorithm in
 * Buchheim, Jünger and Leipert's linear-time form, every step and sum in d3's order, so each x
 * is d3's to the bit (layout.test). d3's hierarchy objects and the rest of the package were 2.3
 * KB gzipped of the first view of `/` (issue 45). d3-hierarchy: ISC licence, © Mike Bostock.
 */

class Tidy {
	children: Tidy[] | null = null;
	/** Default ancestor, ancestor, prelim, mod, change, shift, thread, as d3 names them. */
	A: Tidy | null = null;
	a: Tidy = this;
	z = 0;
	m = 0;
	c = 0;
	s = 0;
	t: Tidy | null = null;
	constructor(
		readonly id: number,
		/** The node's place among its siblings. */
		readonly i: number,
		readonly depth: number,
		/** The root's is a stand-in above it, as in d3. */
		public parent: Tidy | null
	) {}
}

const nextLeft = (v: Tidy) => (v.children ? v.children[0] : v.t);
const nextRight = (v: Tidy) => (v.children ? v.children[v.children.length - 1] : v.t);

/**
 * Lays out the tree hanging from `root` (`childrenOf` gives each node's children left to right;
 * none: a leaf) and gives each node's centre and depth to `place`, breadth first: every level
 * left to right.
 */
export function tidyTree(
	root: number,
	childrenOf: (node: number) => readonly number[] | null,
	width: number,
	cousinGap: number,
	place: (node: number, x: number, depth: number) => void
): void {
	const above = new Tidy(0, 0, -1, null);
	const top = new Tidy(root, 0, 0, above);
	above.children = [top];
	// Built depth first, as d3's hierarchy is (a window's `childrenOf` reads no order, but alike).
	const stack = [top];
	for (let node = stack.pop(); node; node = stack.pop()) {
		const ids = childrenOf(node.id);
		if (!ids?.length) continue;
		const made = ids.map((id, i) => new Tidy(id, i, node.depth + 1, node));
		node.children = made;
		for (let i = made.length - 1; i >= 0; i--) stack.push(made[i] as Tidy);
	}
	const gap = (a: Tidy, b: Tidy) => (a.parent === b.parent ? 1 : cousinGap);

	// Children after their parent, then reversed: each node after its children, left to right.
	const after: Tidy[] = [];
	const pending = [top];
	for (let node = pending.pop(); node; node = pending.pop()) {
		after.push(node);
		for (const child of node.children ?? []) pending.push(child);
	}
	for (let node = after.pop(); node; node = after.pop()) firstWalk(node);
	above.m = -top.z;
	const before = [top];
	for (let node = before.pop(); node; node = before.pop()) {
		node.z += (node.parent as Tidy).m;
		node.m += (node.parent as Tidy).m;
		const { children } = node;
		if (children) for (let i = children.length - 1; i >= 0; i--) before.push(children[i] as Tidy);
	}
	const queue = [top];
	for (let at = 0; at < queue.length; at++) {
		const node = queue[at] as Tidy;
		place(node.id, node.z * width, node.depth);
		for (const child of node.children ?? []) queue.push(child);
	}

	function firstWalk(v: Tidy): void {
		const parent = v.parent as Tidy;
		const siblings = parent.children as Tidy[];
		const w = v.i ? (siblings[v.i - 1] as Tidy) : null;
		const { children } = v;
		if (children) {
			// Execute shifts.
			let shift = 0;
			let change = 0;
			for (let i = children.length - 1; i >= 0; i--) {
				const child = children[i] as Tidy;
				child.z += shift;
				child.m += shift;
				shift += child.s + (change += child.c);
			}
			const midpoint = ((children[0] as Tidy).z + (children[children.length - 1] as Tidy).z) / 2;
			if (w) {
				v.z = w.z + gap(v, w);
				v.m = v.z - midpoint;
			} else v.z = midpoint;
		} else if (w) v.z = w.z + gap(v, w);
		parent.A = apportion(v, w, parent.A ?? (siblings[0] as Tidy));
	}

	function apportion(v: Tidy, w: Tidy | null, ancestor: Tidy): Tidy {
		if (!w) return ancestor;
		let vip: Tidy | null = v;
		let vop = v;
		let vim: Tidy | null = w;
		let vom = ((v.parent as Tidy).children as Tidy[])[0] as Tidy;
		let sip = vip.m;
		let sop = vop.m;
		let sim = vim.m;
		let som = vom.m;
		for (;;) {
			// Both move on before either is tested: the threads below read where each stopped.
			vim = nextRight(vim);
			vip = nextLeft(vip);
			if (!vim || !vip) break;
			vom = nextLeft(vom) as Tidy;
			vop = nextRight(vop) as Tidy;
			vop.a = v;
			const shift = vim.z + sim - vip.z - sip + gap(vim, vip);
			if (shift > 0) {
				// Move the subtree at v right by `shift`, from the ancestor's side.
				const wm = vim.a.parent === v.parent ? vim.a : ancestor;
				const change = shift / (v.i - wm.i);
				v.c -= change;
				v.s += shift;
				wm.c += change;
				v.z += shift;
				v.m += shift;
				sip += shift;
				sop += shift;
			}
			sim += vim.m;
			sip += vip.m;
			som += vom.m;
			sop += vop.m;
		}
		if (vim && !nextRight(vop)) {
			vop.t = vim;
			vop.m += sim - sop;
		}
		if (vip && !nextLeft(vom)) {
			vom.t = vip;
			vom.m += sip - som;
			return v;
		}
		return ancestor;
	}
}
