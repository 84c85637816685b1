import { addBoardWriters, limited } from './board-listing';

// A two-mark board's tests and loop in Python and pseudocode (board-listing.ts has JavaScript's
// and why), added when a listing is first shown in them.

/** The minus sign a textbook prints. */
const minus = (text: string) => text.replace(/-/g, '−');

addBoardWriters({
	python: ({ move, moves, loss, win }, h, { returns, ordered }, limit) => [
		[`    if ${h('wins')}(board, other(AI)):`, 'otherTest'],
		[`        return ${returns(loss)}`, 'otherWin'],
		[`    if ${h('wins')}(board, AI):`, 'aiTest'],
		[`        return ${returns(win)}`, 'aiWin'],
		[`    ${moves} = ${h('open')}(board)`, 'moves'],
		[`    if not ${moves}:`, 'fullTest'],
		[`        return ${returns('0')}`, 'draw'],
		...limited(limit, (at) => [
			[`    if depth == ${at}:`, 'depthTest'],
			[`        return ${returns('evaluate(board)')}`, 'estimate']
		]),
		['    is_max = player == AI'],
		['    opponent = other(player)'],
		["    best = float('-inf' if is_max else 'inf')"],
		[`    best_${move} = None`],
		ordered
			? [`    for ${move} in ${h('order')}(${moves}):`, 'order']
			: [`    for ${move} in ${moves}:`],
		[`        child = ${h('play')}(board, ${move}, player)`]
	],
	pseudo: ({ move, moves, loss, win }, h, { returns, ordered }, limit) => [
		[`  if ${h('wins')}(board, OTHER(AI)) then`, 'otherTest'],
		[`    return ${returns(minus(loss))}`, 'otherWin'],
		[`  if ${h('wins')}(board, AI) then`, 'aiTest'],
		[`    return ${returns(minus(win))}`, 'aiWin'],
		[`  ${moves} ← ${h('open')}(board)`, 'moves'],
		[`  if ${moves} is empty then`, 'fullTest'],
		[`    return ${returns('0')}`, 'draw'],
		...limited(limit, (at) => [
			[`  if depth = ${at} then`, 'depthTest'],
			[`    return ${returns('EVALUATE(board)')}`, 'estimate']
		]),
		['  if player = AI then v ← −∞ else v ← +∞'],
		['  move ← none'],
		ordered
			? [`  for each ${move} in ${h('order')}(${moves}) do`, 'order']
			: [`  for each ${move} in ${moves} do`],
		[`    child ← ${h('play')}(board, ${move}, player)`]
	]
});
