import { isInner, pathText, type EditNode, type NodePath } from '$lib/games/tree/edit';
import type { RootKind } from '$lib/games/tree/rules';

/** A row of the tree editor's outline: a node, where it stands, and whose turn it is there. */
export interface OutlineRowData {
	readonly node: EditNode;
	readonly path: NodePath;
	/** Its path as text ('' at the root), and its parent's (null at the root). */
	readonly key: string;
	readonly parent: string | null;
	readonly index: number;
	readonly siblings: number;
	/** An inner node's kind: stated, or by its level (max and min alternate; below a chance node,
	 * the side the chance node stands in), as the search reads the tree form. */
	readonly side: 'max' | 'min' | 'chance';
	/** The side its level gives it, stated kind or not (what taking the kind off leaves). */
	readonly level: 'max' | 'min';
}

/** The outline's rows, top to bottom (reading order). */
export function rowsOf(root: EditNode, rootKind: RootKind): OutlineRowData[] {
	const rows: OutlineRowData[] = [];
	const visit = (
		node: EditNode,
		path: NodePath,
		siblings: number,
		parent: string | null,
		level: 'max' | 'min'
	): void => {
		const key = pathText(path);
		const index = path.at(-1) ?? 0;
		const stated = isInner(node) ? (node.kind ?? null) : null;
		rows.push({ node, path, key, parent, index, siblings, side: stated ?? level, level });
		// A max or min node's children take the other side; a chance node's, the side it stands in.
		const own = stated === 'max' || stated === 'min' ? stated : level;
		const below = stated === 'chance' ? level : own === 'max' ? 'min' : 'max';
		if (isInner(node))
			node.children.forEach((child, at) =>
				visit(child, [...path, at], node.children.length, key, below)
			);
	};
	visit(root, [], 1, null, rootKind);
	return rows;
}
