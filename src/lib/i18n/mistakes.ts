import type { BoardError, PracticeError } from './practice-mistakes';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';
import { shown, typed, windowText } from './practice-values';

/** Names a node by its level-order number, as the sheet shows it. */
export type NodeNamer = (node: number) => string;
/** The name a node without one from the tree form has: "n4". */
const numbered: NodeNamer = (node) => `n${node}`;

/** Why a number typed in a box is refused: not a number, or one it cannot hold exactly. */
function refused(text: string, rounded: number | undefined, bound?: true): string {
	if (bound)
		return `${text} is a bound, as textbooks write the value of a search stopped early; this box asks for the number the search returns there`;
	if (rounded === undefined) return `${text} is not a number`;
	if (!Number.isFinite(rounded))
		return `${text} is too large to hold: it would be read as ${shown(rounded)}, which only ∞ or inf means`;
	return `${text} cannot be held exactly (about 17 digits are kept): it would be read as ${shown(rounded)}`;
}

const en = {
	/** `name` names a node by its number as the sheet shows it (Exercise.label). */
	reason(error: PracticeError, name: NodeNamer = numbered): string {
		const n = name(error.node);
		switch (error.kind) {
			case 'value': {
				const role = error.maximizing ? 'a max node' : 'a min node';
				const rule = error.maximizing ? 'the highest' : 'the lowest';
				const over = error.partial ? 'of the children it searched' : 'of its children';
				return `${n} is ${role}: it returns ${rule} ${over}, ${shown(error.expected)}, not ${shown(error.given)}.`;
			}
			case 'average':
				return error.sum === null
					? `${n} is ${error.role === 'max' ? 'a max node: it returns the highest' : 'a min node: it returns the lowest'} of its children, ${error.expected}, not ${error.given}.`
					: `${n} is a chance node: it returns the average of its children, each weighted by its probability, ${error.sum} = ${error.expected}, not ${error.given}.`;
			// An empty box is work not done yet, not a mistake to correct: its value is left to find.
			case 'missingValue':
				return `${n} has no value yet: the search visits it.`;
			case 'unreadable':
				return `${n}: ${refused(error.text, error.rounded, error.bound)}.`;
			case 'notVisited':
				return error.top === error.node
					? `${n} is never visited: its branch is pruned at ${name(error.parent)}, so its boxes stay empty.`
					: `${n} is never visited: it lies in the branch to ${name(error.top)}, pruned at ${name(error.parent)}, so its boxes stay empty.`;
			case 'missingCut':
				return `The branch to ${n} is pruned: at ${name(error.parent)}, α ${shown(error.window.alpha)} ≥ β ${shown(error.window.beta)}.`;
			case 'extraCut':
				return error.window
					? `The branch to ${n} is searched: when ${name(error.parent)} reaches it, α ${shown(error.window.alpha)} < β ${shown(error.window.beta)}.`
					: `Minimax prunes nothing: the branch to ${n} is searched.`;
			case 'window':
				return `${n} is entered with ${windowText(error.expected.alpha, error.expected.beta)}, not [${typed(error.given.alpha, '?')}, ${typed(error.given.beta, '?')}]${error.inexact ? `: ${refused(error.inexact.text, error.inexact.rounded)}` : ''}.`;
		}
	},
	/**
	 * Graded work: which answer is wrong and why in general terms, never the right value (nor
	 * which edge a missing cut belongs to: only the node it lies under). `name` names a node by
	 * its number, as `reason`'s does.
	 */
	gradedReason(error: PracticeError, name = (node: number) => `n${node}`): string {
		const n = name(error.node);
		switch (error.kind) {
			case 'value': {
				const rule = error.maximizing
					? 'a max node returns the highest value'
					: 'a min node returns the lowest value';
				return `${n}: ${shown(error.given)} is not the value it returns; ${rule} among the children the search visits.`;
			}
			case 'average': {
				const rule =
					error.role === 'chance'
						? 'a chance node returns the average of its children’s values, each weighted by its probability'
						: error.role === 'max'
							? 'a max node returns the highest of its children’s values'
							: 'a min node returns the lowest of its children’s values';
				return `${n}: ${error.given} is not the value it returns; ${rule}.`;
			}
			case 'missingValue':
				return `${n} has no value yet: the search visits it.`;
			case 'unreadable':
				return `${n}: ${refused(error.text, error.rounded, error.bound)}.`;
			case 'notVisited':
				return `${n} is never visited, so its boxes stay empty.`;
			case 'missingCut':
				return `A branch below ${name(error.parent)} is pruned but not marked.`;
			case 'extraCut':
				return `The branch to ${n} is not cut: the search enters it.`;
			case 'window':
				return `${n} is not entered with [${typed(error.given.alpha, '?')}, ${typed(error.given.beta, '?')}]: its window is the one its parent holds when it calls it${error.inexact ? `; ${refused(error.inexact.text, error.inexact.rounded)}` : ''}.`;
		}
	},
	/** A graded board's mistakes, as `gradedReason`: never the right score or move. */
	gradedBoardReason(error: BoardError): string {
		const cell = 'cell' in error ? `cell ${error.cell}` : '';
		const signed = (value: number) => (value > 0 ? `+${value}` : shown(value));
		switch (error.kind) {
			case 'moveScore':
				return `The move to ${cell}: ${signed(error.given)} is not the score the search gets back for it.`;
			case 'moveMissing':
				return `The move to ${cell} has no score yet.`;
			case 'moveUnreadable':
				return `The move to ${cell}: ${refused(error.text, error.rounded, error.bound)}.`;
			case 'moveMissingCut':
				return `The move to ${cell} is cut short, and is not marked so.`;
			case 'moveExtraCut':
				return `The move to ${cell} is not cut short: its search tries every reply.`;
			case 'pick':
				return error.given === null
					? 'No move is chosen as the one minimax plays.'
					: `Minimax does not play cell ${error.given}.`;
		}
	},
	boardReason(error: BoardError): string {
		const cell = 'cell' in error ? `cell ${error.cell}` : '';
		const signed = (value: number) => (value > 0 ? `+${value}` : shown(value));
		switch (error.kind) {
			case 'moveScore':
				return error.partial
					? `The move to ${cell} returns ${signed(error.expected)}, not ${signed(error.given)}: its search stops early, and the ${error.maximizing ? 'maximiser' : 'minimiser'} keeps its ${error.maximizing ? 'highest' : 'lowest'} score among the replies it tried.`
					: `After the move to ${cell} the search returns ${signed(error.expected)}, not ${signed(error.given)}: the ${error.maximizing ? 'maximiser' : 'minimiser'} moves next and takes its ${error.maximizing ? 'highest' : 'lowest'} score.`;
			case 'moveMissing':
				return `The move to ${cell} has no score yet.`;
			case 'moveUnreadable':
				return `The move to ${cell}: ${refused(error.text, error.rounded, error.bound)}.`;
			case 'moveMissingCut': {
				const { reply, window, skipped } = error.short;
				const left = skipped === 1 ? 'the last reply is' : `the other ${skipped} replies are`;
				return `The move to ${cell} is cut short: after the reply at cell ${reply}, α ${shown(window.alpha)} ≥ β ${shown(window.beta)}, so ${left} never tried.`;
			}
			case 'moveExtraCut':
				return error.window
					? `The move to ${cell} tries every reply: it starts with ${windowText(error.window.alpha, error.window.beta)} and no reply closes that window.`
					: `Minimax cuts nothing short: the move to ${cell} tries every reply.`;
			case 'pick':
				return `Minimax plays cell ${error.expected}${error.given === null ? '' : `, not cell ${error.given}`}: it keeps the first move with the best score.`;
		}
	},
	// A link's, a typed tree's or a position's problems on the practice page.
	/** `value` is already quoted and shortened. */
	badGraded: (value: string) =>
		`The link's graded=${value} is not a setting practice knows (on for graded work, key for the answer key): this is ordinary practice.`,
	tooManyEmpty: (empty: number, limit: number) =>
		`This board has ${empty} empty cells; board practice takes at most ${limit}. Article 004’s tree is shown.`,
	/** Connect Four's refusal: no exercise of its own. */
	noConnect4:
		'Practice covers tic-tac-toe boards and game trees; a Connect Four position is too big to work out by hand. Open it on the step-through page instead.',
	/** A tree with chance nodes: practice has no exercise on averages yet. */
	chanceTree:
		'This tree has chance nodes, and only expectimax averages them: choose expectimax as the search to practise it. Article 004’s tree is shown.',
	/** A board under expectimax: board practice has no exercise on averages. */
	chanceBoard:
		'Board practice sets minimax and alpha-beta exercises; expectimax is practised on trees. Article 004’s tree is shown under expectimax.',
	tooBig: (nodes: number, limit: number) =>
		`This tree has ${nodes} nodes; practice takes trees of up to ${limit}. Article 004’s tree is shown.`,
	badDepth: (value: string, min: number, max: number, fallback: number) =>
		`A practice tree's depth is ${min} to ${max}, not ${value}: ${fallback} is used.`,
	badBranching: (value: string, min: number, max: number, fallback: string) =>
		`A practice tree has ${min} to ${max} children per node, not ${value}: ${fallback} is used.`,
	badSheet: (value: string, max: number) =>
		`A worksheet holds 1 to ${max} exercises, not ${value}: 1 is used.`,
	cannotOpen: 'This tree cannot be practised. Article 004’s tree is shown.',
	/** `asked`, `practised`: the searches' names. */
	practisedInstead: (asked: string, practised: string) =>
		`Practice has no exercise of its own for ${asked}: the exercise is ${practised}, the nearest search that has one, and the link now names it.`,
	/** `value` is already quoted and shortened. */
	unknownSearch: (value: string, practised: string) =>
		`The link's algo=${value} is not a search practice knows: the exercise is ${practised}, practice's default.`,
	noSymmetry: (practised: string) =>
		`The link's symmetry=on needs a table of positions, and the exercise, ${practised}, keeps none: it is practised without one.`,
	/** A link's parameter the exercise has no use for, as `page.notForThisGame` names where. */
	thisExercise: 'this exercise'
};

export type MistakesMessages = typeof en;

/**
 * What the practice page says is wrong: the checker's reasons, each mistake worded from its facts,
 * loaded with the first verdict that lists one (PracticeVerdict); and a link's, a typed tree's or
 * a position's problems, loaded before they are said (SaidProblems, the typed-tree form). A fresh
 * sheet carries none of them.
 */
export const mistakes = lazyCatalog(en, () => chineseOf('mistakes'));
