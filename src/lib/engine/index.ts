export type { declaredRange, evaluate, Game, Mark, Move, MoveOrder, Position } from './game';
export { formatCount } from './format';
export { clip, quoteInput, type QUOTE } from './quote';
export {
	InputError,
	describeInputError,
	type inputErrorMessages,
	type registerInputErrors,
	type wordInputErrorsIn,
	type InputErrorCode,
	type InputErrorData,
	type InputErrorDetails,
	type InputErrorMessages,
	type InputErrorMessagesByLang,
	type InputErrorParams,
	type RecordValueKind,
	type ShownValue,
	type SomeInputErrorMessages
} from './errors';
export type { positionBitsOf, fitsUint32 } from './position-bits';
export {
	type Trace,
	type packTrace,
	unpackTrace,
	type CallKind,
	type TraceColumns,
	type PackedTrace,
	type SearchOptions
} from './trace';
export type { MetScale, ValueScale, Scale } from './scale';
export type { Fraction } from './fraction';
export { packGame, unpackGame, type PackedGame } from './pack';
export {
	type registerGames,
	type gameModule,
	type gameModules,
	type isGameKind,
	moduleOf
} from './game-catalog';
export {
	type addGamePart,
	isGameLoaded,
	type loadAllGames,
	loadableGames,
	loadEverything,
	loadGames
} from './loading';
export type {
	FilePlaces,
	GameFigure,
	GameFile,
	GameForms,
	GameModule,
	GamePacking,
	NodeShape,
	NodeShapes
} from './game-module';
export {
	gameFor,
	sourceOf,
	type kindOf,
	sameSource,
	type describeSource,
	type GameSource,
	type GameKind
} from './source';
export type { packText, unpackText, Unpacked } from './deflate';
export type { TraceRecorder, scaleFor, SearchRecorder } from './recorder';
export type { CountingRecorder } from './counter';
export {
	isChance,
	type isSearchId,
	isSearchLoaded,
	isWindowed,
	loadAllSearches,
	loadSearches,
	practisedSearchIds,
	type registerSearches,
	reorderedMoves,
	searchDescriptor,
	searchIds,
	searchRule,
	searchMenuName,
	searchName,
	usesTable,
	windowedSearchId,
	type GameOrderRun,
	type ModuleListing,
	type StepNoteContext,
	type SearchTable,
	type SearchTableContext,
	type SearchTableRow,
	type SearchStepUnit,
	type RowLabel,
	type RunContext,
	type SearchDescriptor,
	type SearchId,
	type SearchMessages,
	type SearchRule,
	type SearchWindow,
	type WindowReplay
} from './search-catalog';
export {
	checkSettings,
	cutRuleOf,
	defaultSearchId,
	orderingOf,
	plainOptions,
	type depthCeiling,
	type longestLine,
	plainSearch,
	type runSearch,
	type sameSettings,
	search,
	type settingsAs,
	settingsFor,
	settingsOf,
	type tableKey,
	takenOptions,
	type SearchChoice,
	type SearchSettings
} from './search';
export type {
	EXACT,
	LOWER,
	UPPER,
	entryBound,
	entryOrigin,
	entryRank,
	tableEntry,
	Bound,
	ScoreTable
} from './table';
export { minimaxCallCount } from './count';
export { MOVE_ORDERINGS, type isMoveOrdering, type oracleOrder, type MoveOrdering } from './oracle';
export { CUT_RULES, type isCutRule, type windowClosed, type CutRule } from './cut-rule';
export {
	effectiveBranching,
	fullWidthLeaves,
	knuthMoore,
	uniformShape,
	type UniformShape
} from './minimal-tree';
export type { estimateCalls, ESTIMATE_BUDGET, CallEstimate } from './estimate';
export type {
	CUT_TRACE_CALL_CEILING,
	TRACE_CALL_CEILING,
	callCeiling,
	checkTraceSize,
	tooBig,
	SmallerSearch,
	TooBig
} from './ceiling';
export type { ChildList } from './children';
export type {
	countSearch,
	compareRows,
	rowKeyOf,
	rowSettings,
	CompareRowKey,
	CompareRowSpec,
	SearchCounts
} from './compare';
export type {
	orderLoss,
	reorderedFrom,
	rootMoves,
	OrderLoss,
	RootMove,
	RootMoves
} from './root-moves';
export {
	type eventAt,
	lastEnteredBy,
	type eventCount,
	type enterIndex,
	type tryIndex,
	type returnIndex,
	type receiveIndex,
	type callStateAt,
	type activeCallAt,
	type windowAfter,
	type cutOnReceive,
	type bestAfter,
	type lastReceived,
	type windowAt,
	type searchWindow,
	type receiveRule,
	type WindowRule,
	type EventKind,
	type TraceEvent,
	type CallState
} from './events';
export { probes, type probeRole, researchesBy, type ProbeRole } from './probes';
export type {
	TRACE_FORMAT,
	TRACE_VERSION,
	traceJsonChunks,
	summarize,
	callRecord,
	describeGame,
	describeGameOf,
	jsonBound,
	CallRecord,
	TraceSummary,
	GameDescription,
	JsonBound
} from './json';
export type {
	readTraceJson,
	readTrace,
	readAndVerify,
	IMPORT_LIMITS,
	ImportLimits,
	ImportOptions,
	ImportProgress,
	ImportedTrace,
	TraceFile,
	TraceFigures
} from './import';
export type {
	verifyTrace,
	verifyTraceFile,
	firstDifference,
	differenceError,
	checkSearchAgainSize,
	isPlacing,
	TraceDifference,
	VerifyOptions
} from './verify';
export {
	comparedIterationSearchIds,
	defaultIterationSettings,
	iterationOption,
	iterationRule,
	runsBy,
	type IterationColumn,
	type IterationColumns,
	type IterationProgress,
	type IterationRecord,
	type IterationRule,
	type IterationSettings,
	type SearchRun
} from './search-catalog';
export {
	checkOptions,
	readSearchOptions,
	type readableOptions,
	type refusedOption,
	searchOptions,
	type searchesTaking,
	type writeOptions,
	type OptionLabels,
	type RefusedOption,
	type SearchOption
} from './options';
export {
	settleMedian,
	type IterationComparePlan,
	type SettleReport,
	type SettleRun
} from './iteration-settle';
export type { filePlaces } from './file-places';
