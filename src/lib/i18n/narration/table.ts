import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';
import { whereEn } from './english';
import type { Bounds } from './windows';

/** Where a call starts: its depth, or under a driver its moves from the root and its level. */
interface Where {
	readonly depth: number;
	readonly moves: number | null;
}

/**
 * The table searches in words (memo, alphabeta-table): a call answered from the table and where
 * its value came from, a stored bound narrowing a window or settling a call, and the bound type
 * a finished call files its value as. Calls and values arrive formatted ("FC5", "+10").
 */

/** Where a hit's or a read entry's value came from. */
export interface Entry {
	readonly name: string;
	readonly origin: string;
	readonly value: string;
	/** The symmetry that maps this position onto the stored one, as a phrase; null when the same. */
	readonly symmetry: string | null;
}

/** A stored bound read on entry (alphabeta-table). */
export interface BoundRead extends Entry {
	readonly bound: 'lower' | 'upper';
	readonly before: Bounds;
	readonly after: Bounds;
}

/** A bound that settled a call: its type and the window it was read against. */
export interface Settled {
	readonly bound: 'lower' | 'upper';
	readonly window: Bounds;
}

/** Why a finished call's value went into the table as what it did. */
export interface Filed {
	readonly name: string;
	readonly value: string;
	readonly bound: 'exact' | 'lower' | 'upper';
	readonly window: Bounds;
	/** A bound filed for a value the call found exactly: it cut nothing, its children exact. */
	readonly known: boolean;
}

/**
 * A bound filed where the value is exact (`valueBound`: nothing cut and its children exact, or the
 * game's best or worst score): the table cannot tell.
 */
const knownEn = (value: string) =>
	`. Yet ${value} is exact: nothing left unsearched could change it.`;

const sameEn = (p: Entry) =>
	p.symmetry === null ? 'this position' : `this position ${p.symmetry}, which is the same game`;

const en = {
	/** Enter of a hit under memo, or an exact entry under alphabeta-table. */
	hitEnter: (p: Entry & Where) =>
		`${p.name} ${whereEn(p, 'starts')}. ${p.origin} already scored ${sameEn(p)}: the table holds ${p.value}, so ${p.name} searches nothing.`,
	/** Return of a hit (by call, the only step a hit gets): where its value came from. */
	hitReturn: (p: Entry & { settled: Settled | null }) =>
		`${p.name} returns ${p.value} straight from the table: ${p.origin} found it for ${sameEn(p)}.${p.settled === null ? '' : ` It is only ${p.settled.bound === 'lower' ? 'a lower' : 'an upper'} bound, but with alpha = ${p.settled.window.alpha}, beta = ${p.settled.window.beta} it leaves alpha ≥ beta, so it settles the call.`}`,
	/** Enter of a call a bound settles, before the bound is told. */
	boundStart: (p: { name: string; window: Bounds } & Where) =>
		`${p.name} ${whereEn(p, 'starts')} with alpha = ${p.window.alpha}, beta = ${p.window.beta}.`,
	boundRead: (p: BoundRead & { settles: boolean; narrows: boolean }) =>
		`${p.origin} stored ${p.bound === 'lower' ? 'a lower' : 'an upper'} bound for ${sameEn(p)}: ${p.bound === 'lower' ? 'at least' : 'at most'} ${p.value}. ${
			!p.narrows
				? `That is no narrower than the window [${p.before.alpha}, ${p.before.beta}], so the search goes on.`
				: `${p.bound === 'lower' ? `Alpha rises from ${p.before.alpha}` : `Beta falls from ${p.before.beta}`}, so the window [${p.before.alpha}, ${p.before.beta}] becomes [${p.after.alpha}, ${p.after.beta}]${p.settles ? `: alpha ≥ beta, so the bound settles ${p.name} at ${p.value} without a search.` : ', and the search goes on inside it.'}`
		}`,
	/** Added to a searched call's return under alphabeta-table. */
	filed: (p: Filed) =>
		p.bound === 'exact'
			? `The table files ${p.value} as exact: it lies strictly between alpha ${p.window.alpha} and beta ${p.window.beta}, so every move was weighed.`
			: p.bound === 'lower'
				? `The table files ${p.value} as a lower bound (fail-high): it reached beta ${p.window.beta}${p.known ? knownEn(p.value) : ', so the moves cut could only have raised it.'}`
				: `The table files ${p.value} as an upper bound (fail-low): it stayed at or under alpha ${p.window.alpha}${p.known ? knownEn(p.value) : ', so the real value may be lower still.'}`,
	/** Added to a searched call's return under memo. */
	stored: (name: string) => `The table now remembers ${name}'s position and its value.`,
	/** Where an entry came from, under MTD(f), when an earlier pass filed it: that pass. */
	pass: (pass: number) => `Pass ${pass}`
};

export type NarrationTableMessages = typeof en;

export const table = lazyCatalog(en, () => chineseOf('narrationTable'));
