import type { GameSource } from '$lib/engine';
import type { LinkForm } from '../link';

/** A tree in a link: `tree` (the nested array as JSON) and `root` (max by default). */
export const treeLink: LinkForm = {
	parameter: 'tree',
	read(link) {
		// Scores are a board's convention: a tree's leaves are its scores.
		link.ignore('scoring');
		return {
			kind: 'tree',
			tree: link.get('tree') ?? '',
			root: link.pick('root', ['max', 'min'] as const, 'max')
		};
	},
	write(source: GameSource, params) {
		if (source.kind !== 'tree') return;
		params.set('tree', source.tree);
		if (source.root !== 'max') params.set('root', source.root);
	}
};
