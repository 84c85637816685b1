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
	readonly side: 'max' | 'min';
}

/** The outline's rows, top to bottom (reading order). */
export function rowsOf(root: EditNode, rootKind: RootKind): OutlineRowData[] {
	const rows: OutlineRowData[] = [];
	const other = rootKind === 'max' ? 'min' : 'max';
	const visit = (node: EditNode, path: NodePath, siblings: number, parent: string | null): void => {
		const key = pathText(path);
		const index = path.at(-1) ?? 0;
		const side = path.length % 2 === 0 ? rootKind : other;
		rows.push({ node, path, key, parent, index, siblings, side });
		if (isInner(node))
			node.children.forEach((child, at) => visit(child, [...path, at], node.children.length, key));
	};
	visit(root, [], 1, null);
	return rows;
}
