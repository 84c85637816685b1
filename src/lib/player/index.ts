export { StepMap, ownEvent, type Granularity } from './steps';
export {
	snapshotAt,
	movesToTry,
	receivedShown,
	RECEIVED_SHOWN,
	MOVES_SHOWN,
	type Frame,
	type Received,
	type Snapshot
} from './snapshot';
export {
	layoutTrace,
	layoutTree,
	arrowTarget,
	nodesInView,
	placeInLevel,
	LINKS_BEYOND,
	DEFAULT_LAYOUT,
	type TraceLayout,
	type LayoutOptions,
	type ViewRect,
	type VisibleSet,
	type TreeWalk
} from './layout';
export {
	readQuery,
	writeQuery,
	sourceParams,
	rememberSourceParams,
	practiceAddress,
	fitsInLink,
	plainAddress,
	MAX_LINK_LENGTH,
	DEFAULT_QUERY,
	type ViewQuery,
	type SourceQuery
} from './query';
export { DrawnTree, type PrunedBranch } from './drawn';
export { WindowLayout, ROW_REACH, type TreeWindowView } from './window';
export {
	openSession,
	callsAhead,
	planSearch,
	drawingOptions,
	search,
	sessionFrom,
	LAYOUT_CALL_LIMIT,
	SYNC_CALL_LIMIT,
	type Session,
	type SearchPlan
} from './session';
export { unpackDrawing, type DrawingOptions, type PackedDrawing } from './drawing';
export { windowLabel, boundHook, callValue, exactCallValue } from './labels';
export { narrate, tallestNarration, type Narration, type NarrationOptions } from './narration';
export { ruleAt } from './narration/windows';
export { listingFor, codeLineAt, longestListing, type CodeListing } from './code';
export {
	callView,
	linkView,
	prunedView,
	treeStep,
	type CallView,
	type LinkView,
	type PrunedView,
	type TreeStep
} from './nodes';
export {
	tableRead,
	tableSizeAt,
	storedBound,
	hitView,
	BOUNDS_EXAMPLE,
	type TableRead,
	type HitView,
	type BoundName
} from './table';
export { limitContrast, type LimitContrast, type RootChoice } from './contrast';
