import type {
	CompareRowKey,
	GameSource,
	InputErrorData,
	OrderLoss,
	SearchCounts,
	SearchId,
	SearchSettings,
	SettleReport
} from '$lib/engine';
import type { PackedGame } from '$lib/engine/pack';
import type { Refusal } from '$lib/player/settle';

/**
 * What the compare worker sends back: the position it read (packed, so the page shows it without
 * parsing it again) and its link parameters (`sourceParams`); each option of the link's search
 * the position cannot take (`settleSearch`'s refusal, and the search that runs instead); then
 * one row per search (or the reason a row cannot run here: symmetry on a tree, or more calls
 * than the view counts, with the estimate), where a reordering search lost to the order it
 * changes (`orderLoss`), each iteration search's runs until its move settles on minimax's
 * (`settle`: the figures, or why there are none, and the time they took), then done; or an input error as data (code and details; the page rebuilds it with
 * `InputError.from` and words it in its language).
 */
export type CompareMessage =
	| { readonly kind: 'game'; readonly game: PackedGame; readonly link: string }
	| {
			readonly kind: 'refused';
			readonly refusal: Refusal;
			readonly search: SearchSettings;
	  }
	| { readonly kind: 'row'; readonly counts: SearchCounts; readonly ms: number }
	| {
			readonly kind: 'tooBig';
			readonly key: CompareRowKey;
			readonly calls: number;
			readonly exact: boolean;
			/** Counting passed the limit (`calls` is the limit), though the estimate was under it. */
			readonly passed: boolean;
			readonly limit: number;
	  }
	| { readonly kind: 'skipped'; readonly key: CompareRowKey; readonly error: InputErrorData }
	/** A reordering search made more calls than the search it reorders: where, root move by move. */
	| { readonly kind: 'orderLoss'; readonly key: CompareRowKey; readonly loss: OrderLoss }
	| {
			readonly kind: 'settle';
			readonly algorithm: SearchId;
			readonly report: SettleReport;
			readonly ms: number;
	  }
	| { readonly kind: 'done' }
	| { readonly kind: 'error'; readonly error: InputErrorData };

export interface CompareRequest {
	/** The position, its scoring convention included: read here, in the worker, only. */
	readonly source: GameSource;
	/**
	 * The link's search: its depth limit runs every row; the whole of it is checked against the
	 * position (symmetry on a tree is refused), so the page can say why an option was dropped.
	 */
	readonly search: SearchSettings;
}

/** Starts the compare worker (a module worker, bundled by Vite from `compare.worker.ts`). */
export function startCompareWorker(): Worker {
	return new Worker(new URL('./compare.worker.ts', import.meta.url), { type: 'module' });
}
