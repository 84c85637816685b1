import { InputError } from '../../engine/errors';
import { same } from '../../engine/file-places';
import { oneOf, validated } from '../../engine/file-game';
import { formatCount } from '../../engine/format';
import type { FilePlaces, GameModule } from '../../engine/game-module';
import { randomTree, sameRandomTree, type RandomTreeOptions } from './random';
import {
	parseTree,
	treeGame,
	TreeGame,
	type RootKind,
	type StatedKinds,
	type TreeColumns,
	type TreeNames
} from './rules';

/** An explicit game tree as a game module (engine/game-module.ts). */

/** A tree: written out as JSON text, or drawn by `randomTree` from `random`. */
export type TreeSource =
	| { readonly kind: 'tree'; readonly tree: string; readonly root: RootKind }
	| { readonly kind: 'tree'; readonly random: RandomTreeOptions; readonly root: RootKind };

/** The trace file's "game" object: the nested arrays themselves, and the root's side. */
interface TreeDescription {
	kind: 'tree';
	tree: unknown;
	root: RootKind;
}

/** A laid-out tree for another thread: its columns only (the nested arrays are written out again on need). */
interface PackedTree {
	readonly kind: 'tree';
	readonly rootKind: RootKind;
	readonly size: number;
	readonly columns: TreeColumns;
	/** The nodes' names (a plain list, not transferred); null when the tree names none. */
	readonly names: TreeNames | null;
	/** The node kinds and weights the form states (chance nodes); null when it states none. */
	readonly stated: StatedKinds | null;
	/** The root's stated value bounds; null (or absent, an older page) when it states none. */
	readonly bounds?: readonly [number, number] | null;
}

declare module '../../engine/game-module' {
	interface GameForms {
		tree: { source: TreeSource; description: TreeDescription; packed: PackedTree };
	}
}

const ROOT_KINDS: readonly RootKind[] = ['max', 'min'];

/** Child indexes joined by `.`, without leading zeros; empty at the root. */
const PATH = /^(?:(?:0|[1-9]\d*)(?:\.(?:0|[1-9]\d*))*)?$/;
const INDEX = /^(?:0|[1-9]\d*)$/;

function places(game: TreeGame): FilePlaces {
	return {
		field: 'path',
		wrongType: (details) => new InputError('fileCallPath', details),
		pattern: PATH,
		root: '',
		child: (from, _position, move) => (from === '' ? String(move) : `${from}.${move}`),
		moveTo: (position, from, to) => {
			const prefix = from === '' ? '' : `${from}.`;
			const index = to.slice(prefix.length);
			if (!to.startsWith(prefix) || !INDEX.test(index)) return null;
			const move = Number(index);
			return move < game.moves(position).length ? move : null;
		},
		write: same,
		read: same
	};
}

/** The options each random tree was drawn from, so `sourceOf` gives its recipe back. */
const drawnFrom = new WeakMap<TreeGame, RandomTreeOptions>();

export const tree: GameModule<'tree', TreeGame> = {
	kind: 'tree',
	gameFor: (source) => {
		if ('tree' in source) return parseTree(source.tree, { root: source.root });
		const game = treeGame(randomTree(source.random), { root: source.root });
		drawnFrom.set(game, source.random);
		return game;
	},
	/** A random tree's options when `gameFor` drew it; else the tree as JSON text. */
	sourceOf: (game) => {
		const random = drawnFrom.get(game);
		if (random) return { kind: 'tree', random, root: game.rootKind };
		return { kind: 'tree', tree: JSON.stringify(game.source), root: game.rootKind };
	},
	/** A tree's JSON text as written; a random tree by its options, never equal to it written out. */
	sameSource: (a, b) => {
		if (a.root !== b.root) return false;
		if ('tree' in a) return 'tree' in b && a.tree === b.tree;
		return 'random' in b && sameRandomTree(a.random, b.random);
	},
	/** `a tree of 26 nodes (root min)`. */
	describe: (game) =>
		`a tree of ${formatCount(game.size)} nodes${game.rootKind === 'min' ? ' (root min)' : ''}`,
	file: {
		fields: ['tree', 'root'],
		describe: (game) => ({ kind: 'tree', tree: game.source, root: game.rootKind }),
		read: (description) => {
			const root = oneOf<RootKind>('root', description.root, ROOT_KINDS);
			return validated(() => treeGame(description.tree, { root }));
		},
		places
	},
	figure: {
		name: (game, position) => game.name(position) ?? `n${game.levelOrderNumber(position)}`,
		given: (game, position) => game.leafValue(position)
	},
	packing: {
		pack: (game) => {
			const { rootKind, size, columns, names, stated, bounds } = game;
			return { kind: 'tree', rootKind, size, columns, names, stated, bounds };
		},
		unpack: (packed) =>
			new TreeGame(
				null,
				packed.rootKind,
				packed.size,
				packed.columns,
				packed.names,
				packed.stated ?? null,
				packed.bounds ?? null
			),
		transfer: (packed) =>
			Object.values(packed.columns).map((column) => column.buffer as ArrayBuffer)
	}
};
