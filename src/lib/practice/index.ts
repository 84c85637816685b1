export { Exercise, type PracticeNode } from './exercise';
export {
	NO_ANSWERS,
	answersFrom,
	boardAnswersFrom,
	markedNodes,
	readBox,
	type Answers,
	type BoxReading,
	type WindowAnswer
} from './answers';
export {
	checkAnswers,
	errorEvent,
	errorsByNode,
	shownNode,
	type CheckResult,
	type ErrorKind,
	type PracticeError
} from './check';
export {
	practiceStart,
	PRACTICE_LIMITS,
	nextTree,
	practiceGame,
	readPracticeQuery,
	stepThroughQuery,
	writePracticeQuery,
	type PracticeMode,
	type PracticeQuery
} from './link';
export {
	LEGIBLE_SCALE,
	PAPER_ROOM,
	paperScale,
	practiceLayout,
	squeezeRows,
	type PracticeLayout
} from './layout';
