export { StepMap, ownEvent, GRANULARITIES, type Granularity } from './steps';
export { snapshotAt, type Frame, type Received, type Snapshot } from './snapshot';
export {
	layoutTrace,
	nodesInView,
	DEFAULT_LAYOUT,
	BOARD_WINDOW_SPACING,
	TREE_SPACING,
	type TraceLayout,
	type LayoutOptions,
	type ViewRect,
	type VisibleSet
} from './layout';
export {
	readQuery,
	writeQuery,
	ARTICLE_BOARD,
	ARTICLE_TREE,
	DEFAULT_QUERY,
	type ViewQuery,
	type SourceQuery
} from './query';
export { DrawnTree, type PrunedBranch } from './drawn';
export { WindowLayout, type TreeWindowView } from './window';
export {
	openSession,
	callsAhead,
	search,
	sessionFrom,
	LAYOUT_CALL_LIMIT,
	SYNC_CALL_LIMIT,
	type Session
} from './session';
export {
	formatValue,
	plural,
	valueLabel,
	windowLabel,
	boundHook,
	articleLetter,
	isArticleTree,
	winningLine,
	playerLabel,
	moveLabel,
	nodeNumber,
	callDescription
} from './labels';
export { narrate, ruleAt, type Narration, type NarrationOptions } from './narration';
export { listingFor, codeLineAt, type CodeListing } from './code';
