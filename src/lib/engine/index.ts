export {
	declaredRange,
	evaluate,
	type Game,
	type Mark,
	type Move,
	type MoveOrder,
	type Position
} from './game';
export { formatCount } from './format';
export { clip, quoteInput, QUOTE } from './quote';
export {
	InputError,
	describeInputError,
	inputErrorMessages,
	registerInputErrors,
	wordInputErrorsIn,
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
export { positionBitsOf, fitsUint32 } from './position-bits';
export {
	Trace,
	packTrace,
	unpackTrace,
	type CallKind,
	type TraceColumns,
	type PackedTrace,
	type SearchOptions
} from './trace';
export { MetScale, ValueScale, type Scale } from './scale';
export { Fraction } from './fraction';
export { packGame, unpackGame, type PackedGame } from './pack';
export { Catalogue } from './catalogue';
export { registerGames, gameModule, gameModules, isGameKind, moduleOf } from './game-catalog';
export {
	addGamePart,
	isGameLoaded,
	loadAllGames,
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
	kindOf,
	sameSource,
	describeSource,
	type GameSource,
	type GameKind
} from './source';
export { packText, unpackText, type Unpacked } from './deflate';
export { TraceRecorder, scaleFor, type SearchRecorder } from './recorder';
export { CountingRecorder } from './counter';
export {
	isChance,
	estimatesUnder,
	isSearchId,
	isSearchLoaded,
	isWindowed,
	loadAllSearches,
	loadSearches,
	practisedSearchIds,
	registerSearches,
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
	depthCeiling,
	longestLine,
	plainSearch,
	runSearch,
	sameSettings,
	search,
	settingsAs,
	settingsFor,
	settingsOf,
	tableKey,
	takenOptions,
	type SearchChoice,
	type SearchSettings
} from './search';
export {
	EXACT,
	LOWER,
	UPPER,
	entryBound,
	entryOrigin,
	entryRank,
	tableEntry,
	type Bound,
	type ScoreTable
} from './table';
export { minimaxCallCount } from './count';
export { MOVE_ORDERINGS, isMoveOrdering, oracleOrder, type MoveOrdering } from './oracle';
export { CUT_RULES, isCutRule, windowClosed, type CutRule } from './cut-rule';
export {
	effectiveBranching,
	fullWidthLeaves,
	knuthMoore,
	uniformShape,
	type UniformShape
} from './minimal-tree';
export { estimateCalls, ESTIMATE_BUDGET, type CallEstimate } from './estimate';
export {
	CUT_TRACE_CALL_CEILING,
	TRACE_CALL_CEILING,
	callCeiling,
	checkTraceSize,
	tooBig,
	type SmallerSearch,
	type TooBig
} from './ceiling';
export { ChildList } from './children';
export {
	countSearch,
	compareRows,
	rowKeyOf,
	rowSettings,
	type CompareRowKey,
	type CompareRowSpec,
	type SearchCounts
} from './compare';
export {
	orderLoss,
	reorderedFrom,
	rootMoves,
	type OrderLoss,
	type RootMove,
	type RootMoves
} from './root-moves';
export {
	eventAt,
	lastEnteredBy,
	eventCount,
	enterIndex,
	tryIndex,
	returnIndex,
	receiveIndex,
	callStateAt,
	activeCallAt,
	windowAfter,
	cutOnReceive,
	bestAfter,
	lastReceived,
	windowAt,
	searchWindow,
	receiveRule,
	type WindowRule,
	type EventKind,
	type TraceEvent,
	type CallState
} from './events';
export { probes, probeRole, researchesBy, type ProbeRole } from './probes';
export {
	TRACE_FORMAT,
	TRACE_VERSION,
	traceJsonChunks,
	summarize,
	callRecord,
	describeGame,
	describeGameOf,
	jsonBound,
	type CallRecord,
	type TraceSummary,
	type GameDescription,
	type JsonBound
} from './json';
export {
	readTraceJson,
	readTrace,
	readAndVerify,
	IMPORT_LIMITS,
	type ImportLimits,
	type ImportOptions,
	type ImportProgress,
	type ImportedTrace,
	type TraceFile,
	type TraceFigures
} from './import';
export {
	verifyTrace,
	verifyTraceFile,
	firstDifference,
	differenceError,
	checkSearchAgainSize,
	isPlacing,
	type TraceDifference,
	type VerifyOptions
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
	readableOptions,
	refusedOption,
	searchOptions,
	searchesTaking,
	writeOptions,
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
export { filePlaces } from './file-places';
