export { StepMap, ownEvent, GRANULARITIES, type Granularity } from './steps';
export { snapshotAt, type Frame, type Received, type Snapshot } from './snapshot';
export {
	layoutTrace,
	callsInView,
	DEFAULT_LAYOUT,
	type TraceLayout,
	type LayoutOptions,
	type ViewRect,
	type VisibleSet
} from './layout';
export {
	readQuery,
	writeQuery,
	ARTICLE_BOARD,
	DEFAULT_QUERY,
	type ViewQuery,
	type SourceQuery
} from './query';
export { openSession, STEP_CALL_LIMIT, type Session } from './session';
export {
	formatValue,
	winningLine,
	playerLabel,
	moveLabel,
	nodeNumber,
	callDescription
} from './labels';
export { narrate, type Narration } from './narration';
export { listingFor, codeLineAt, type CodeListing } from './code';
