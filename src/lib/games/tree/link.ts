import type { GameSource } from '$lib/engine';
import { packText, unpackText } from '$lib/engine/deflate';
import {
	branchingRange,
	randomTree,
	RANDOM_TREE_START,
	type RandomTreeOptions
} from '$lib/games/tree/random';
import type { TreeSource } from '$lib/games/tree/module';
import type { LinkForm, LinkReader } from '../link';
import { TREE_LINK_FORMS } from './entry';

export { AIMA_TREE } from './entry';

/**
 * A tree in a link, in one of three forms, and `root` (max by default):
 * - `tree`: the nested array as JSON, as typed (small trees: readable, and old links);
 * - `treez`: the same text packed (raw DEFLATE, base64url), for trees too long to read plainly;
 * - `seed` with `branching` (`3`, or `2-4` for a range), `depth`, `min` and `max`: a random
 *   tree's recipe; the same recipe draws the same tree, so any size fits in a short link;
 *   `distinct=on` draws every leaf a different whole number.
 */

/**
 * Most characters of tree text read from a link, plain or unpacked: 100,000 nodes of the longest
 * numbers JSON writes (24 characters and a comma) fit, with room for spacing.
 */
export const TREE_TEXT_LIMIT = 4_000_000;

/** A tree whose escaped text is at most this long is written plainly; a longer one packed. */
const PLAIN_TREE = 1_000;

/** The forms, in the order one is chosen when a link gives several. */
const FORMS = TREE_LINK_FORMS;
type Form = (typeof FORMS)[number];

export const treeLink: LinkForm = {
	parameters: FORMS,
	// Scores, turns and the AI's mark are a board's: a tree's leaves are its scores, its root's
	// side is `root`.
	ignores: ['scoring', 'toMove', 'ai', 'eval'],
	title: (t) => t.links.treeInLink,
	read(link) {
		const root = link.pick('root', ['max', 'min'] as const, 'max');
		const forms = FORMS.filter((form) => link.has(form));
		const form: Form = forms[0] ?? 'tree';
		if (forms.length > 1) link.report((t) => t.links.treeForms(forms, form));
		if (form === 'seed') return { kind: 'tree', random: readRandom(link), root };
		// A value too long to read is reported as such, and names no position.
		const text = link.get(form, TREE_TEXT_LIMIT);
		if (text === null) return null;
		if (form === 'tree') return { kind: 'tree', tree: text, root };
		const unpacked = unpackText(text.trim(), TREE_TEXT_LIMIT);
		if ('text' in unpacked) return { kind: 'tree', tree: unpacked.text, root };
		const { problem, limit } = unpacked;
		link.report((t) =>
			problem === 'tooBig' ? t.links.treezTooBig(limit) : t.links.treezUnreadable
		);
		return null;
	},
	write(source: GameSource, params) {
		if (source.kind !== 'tree') return;
		if ('random' in source && (source.random.integers ?? true)) writeRandom(source.random, params);
		else writeText(textOf(source), params);
		if (source.root !== 'max') params.set('root', source.root);
	}
};

/** A random tree's recipe; what the link leaves out is the random-tree form's first choice. */
function readRandom(link: LinkReader): RandomTreeOptions {
	const start = RANDOM_TREE_START;
	const text = (name: string) => link.get(name)?.trim() ?? '';
	const branching = text('branching');
	const range = /^(\d{1,3})-(\d{1,3})$/.exec(branching);
	return {
		branching:
			branching === ''
				? branchingRange(start)
				: range
					? [Number(range[1]), Number(range[2])]
					: whole(branching, Number.NaN),
		depth: whole(text('depth'), start.depth),
		min: whole(text('min'), start.min),
		max: whole(text('max'), start.max),
		seed: whole(text('seed'), start.seed),
		...(link.pick('distinct', ['on', 'off'] as const, 'off') === 'on' ? { distinct: true } : {})
	};
}

/**
 * A whole number as a link writes it, `fallback` when blank; anything else is NaN, which the
 * generator refuses with its own reason (the one the form gives).
 */
function whole(value: string, fallback: number): number {
	if (value === '') return fallback;
	return /^[+-]?\d{1,10}$/.test(value) ? Number(value) + 0 : Number.NaN;
}

function writeRandom(random: RandomTreeOptions, params: URLSearchParams): void {
	const [low, high] = branchingRange(random);
	params.set('seed', String(random.seed));
	params.set('branching', typeof random.branching === 'number' ? String(low) : `${low}-${high}`);
	params.set('depth', String(random.depth));
	params.set('min', String(random.min));
	params.set('max', String(random.max));
	if (random.distinct === true) params.set('distinct', 'on');
}

/** A tree's JSON text (a random one with real-valued leaves has no recipe in a link: drawn). */
function textOf(source: TreeSource): string {
	return 'tree' in source ? source.tree : JSON.stringify(randomTree(source.random));
}

function writeText(text: string, params: URLSearchParams): void {
	const plain = text.length <= PLAIN_TREE && escapedLength(text) <= PLAIN_TREE;
	if (plain) params.set('tree', text);
	else params.set('treez', packText(text));
}

/** About as long as `text` is once a query string escapes it (brackets and commas: 3 each). */
function escapedLength(text: string): number {
	let length = 0;
	for (const char of text) length += /^[\w.*-]$/.test(char) ? 1 : 3;
	return length;
}
