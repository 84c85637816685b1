export type { Game, Mark, Move, MoveOrder, Position } from './game';
export { formatCount } from './format';
export { clip, quoteInput } from './quote';
export {
	InputError,
	describeInputError,
	type InputErrorData,
	type InputErrorMessages,
	type InputErrorParams
} from './errors';
export { type Trace, unpackTrace, type PackedTrace, type SearchOptions } from './trace';
export type { Scale } from './scale';
export type { Fraction } from './fraction';
export type { PackedGame } from './pack';
export {
	gameFor,
	isGameLoaded,
	loadableGames,
	loadEverything,
	loadGames,
	moduleOf,
	sameSource,
	sourceOf,
	type GameKind,
	type GameSource
} from './game-catalog';
export type { NodeShape } from './game-module';
export type { SearchRecorder } from './recorder';
export {
	isSearchLoaded,
	loadAllSearches,
	loadSearches,
	reorderedMoves,
	searchDescriptor,
	searchIds,
	searchRule,
	searchMenuName,
	searchName,
	type GameOrderRun,
	type ModuleListing,
	type StepNoteContext,
	type SearchTable,
	type SearchTableContext,
	type RowLabel,
	type SearchDescriptor,
	type SearchId,
	type SearchDetails,
	type SearchMessages,
	type SearchNames,
	type SearchRule,
	type SearchWindow,
	type WindowReplay
} from './search-catalog';
export {
	cutRuleOf,
	defaultSearchId,
	orderingOf,
	plainSearch,
	settingsFor,
	settingsOf,
	type SearchChoice,
	type SearchSettings
} from './search';
export type { Bound, ScoreTable } from './table';
export { minimaxCallCount } from './count';
export { MOVE_ORDERINGS, type MoveOrdering } from './oracle';
export { CUT_RULES, type CutRule } from './cut-rule';
export { uniformShape, type UniformShape } from './minimal-tree';
export type { CallEstimate } from './estimate';
export type { ChildList } from './children';
export type { CompareRowKey, CompareRowSpec, SearchCounts } from './compare';
export type { OrderLoss, RootMoves } from './root-moves';
export {
	lastEnteredBy,
	type WindowRule,
	type EventKind,
	type TraceEvent,
	type CallState
} from './events';
export { probes, researchesBy, type ProbeRole } from './probes';
export type { CallRecord, TraceSummary } from './json';
export type { ImportLimits, ImportProgress } from './import';
export type { TraceDifference } from './verify';
export {
	comparedIterationSearchIds,
	iterationRule,
	runsBy,
	type IterationColumns,
	type IterationProgress,
	type IterationRecord,
	type IterationRule,
	type SearchRun
} from './search-catalog';
export {
	optionValue,
	searchOptions,
	type OptionLabels,
	type OptionWords,
	type SearchOption
} from './options';
export type { IterationComparePlan, SettleReport } from './iteration-settle';
