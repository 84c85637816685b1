export { StepMap, ownEvent, type Granularity } from './steps';
export { snapshotAt, type Frame, type Snapshot } from './snapshot';
export {
	nodesInView,
	DEFAULT_LAYOUT,
	type TraceLayout,
	type LayoutOptions,
	type ViewRect,
	type VisibleSet,
	type TreeWalk
} from './layout';
// The link codec (query.ts) loads on a view's first change: import it from ./query.
export {
	practiceAddress,
	plainAddress,
	DEFAULT_QUERY,
	type ViewQuery,
	type SourceQuery
} from './query-plain';
export { rememberSourceParams } from './source-params';
export { fitsInLink, MAX_LINK_LENGTH } from './link-length';
export { DrawnTree } from './drawn';
export { type TreeWindowView } from './window';
export { drawingOptions, sessionFrom, SYNC_CALL_LIMIT, type Session } from './session';
export { unpackDrawing } from './drawing';
export { asBound, exactCallValue } from './labels';
// The narration past step 0 loads on first need (narration-code.ts): import it from ./narration.
export { longestRules, ruleAt } from './narration/rule';
export type { Narration } from './narration';
export { listingFor, codeLineAt, shownLineAt, longestListing, type CodeListing } from './code';
export {
	callView,
	drawnAsChance,
	linkView,
	prunedView,
	treeStep,
	type CallView,
	type LinkView,
	type PrunedView,
	type TreeStep
} from './nodes';
export { tableSizeAt, BOUNDS_EXAMPLE, type HitView } from './table';
