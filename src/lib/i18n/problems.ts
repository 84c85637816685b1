import type { ImportProgress } from '$lib/engine';
import { formatCount as count } from '$lib/engine/format';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

/** Megabytes with one decimal: 72.6. */
const megabytes = (bytes: number): string => (bytes / 1e6).toFixed(1);

/** One phase of opening a trace file: its name, and `done` of `total` (bytes, records, calls). */
type ImportPhaseText = (name: string, done: number, total: number) => string;

const en = {
	searchCancelled: 'The search was cancelled; the tree shown is unchanged.',
	/** A game's code could not be fetched (offline, or the site updated meanwhile). */
	gameNotLoaded: (game: string) =>
		`The code for “${game}” could not be loaded (is the network down?); reload the page to try again.`,
	stepPastEnd: (step: number, last: number) =>
		`Step ${step} is past the end; showing the last step, ${last}.`,
	/** A problem that left the player as it was. */
	unchanged: (problem: string) => `${problem} The tree shown is unchanged.`,
	/** A problem with the trace file `name`. */
	inFile: (name: string, problem: string) => `${name}: ${problem}`,
	fileTooBig: (name: string, megabytes: number, limit: number) =>
		`${name} is ${megabytes} MB; trace files up to ${limit} MB open here.`,
	/** Opening the trace file `name`, read in a worker: each phase, with the figures. */
	importPhase: {
		reading: (name, done, total) =>
			`Reading ${name}: ${megabytes(done)} of ${megabytes(total)} MB…`,
		parsing: (name) => `Reading ${name}: parsing the JSON…`,
		checking: (name, done, total) => `Checking ${name}: ${count(done)} of ${count(total)} records…`,
		verifying: (name, done, total) =>
			`Searching again to compare with ${name}: ${count(done)} of ${count(total)} ${total === 1 ? 'call' : 'calls'}…`
	} satisfies Record<'reading' | ImportProgress['phase'], ImportPhaseText>,
	importProgress: 'Trace file progress',
	cancelImport: 'Cancel opening',
	importCancelled: (name: string) => `Opening ${name} was cancelled; the tree shown is unchanged.`,
	/** The import worker failed (most likely out of memory); `reason` is '' when none given. */
	importStopped: (name: string, reason: string) =>
		`Opening ${name} stopped: ${reason || 'out of memory?'}`,
	/** The search worker failed (most likely out of memory); `reason` is '' when none given. */
	searchStopped: (reason: string) => `The search stopped: ${reason || 'out of memory?'}`,
	/** A worker's code could not be fetched: the network is off and this device keeps no copy. */
	codeOffline:
		'This part of the page could not start: the network is off, and this device has not kept its code yet (the site may have been updated since it was saved). Go online and reload the page.',
	/** The compare worker failed; `reason` is '' when none given. */
	compareStopped: (reason: string) => `The search stopped with an error: ${reason || 'unknown'}.`
};

export type ProblemsMessages = typeof en;

/**
 * The app's own messages about opening a position or a trace file (its progress, a search that
 * stopped), around the input errors (`engine/errors.ts`). A browser's own words (`reason`) are shown
 * in English only: Chinese says what happened without them.
 */
export const problems = lazyCatalog(en, () => chineseOf('problems'));
