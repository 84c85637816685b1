import {
	differenceError,
	formatCount,
	readTrace,
	sourceOf,
	TreeGame,
	verifyTraceFile,
	type Game
} from '../lib/engine/index';

/**
 * `--check FILE`: reads a trace file (the structure of its records) and compares it with a fresh
 * search of its game. Returns the one line printed on success; throws `InputError` with the
 * first problem otherwise (a problem in a record names its call: "call 17: …").
 */
export function checkTrace(text: string): string {
	const file = readTrace(text);
	const difference = verifyTraceFile(file);
	if (difference !== null) throw differenceError(difference);
	const { calls, score, move } = file.figures;
	return (
		[
			`ok: ${file.algorithm} on ${gameName(file.game)}`,
			`${formatCount(calls)} ${calls === 1 ? 'call' : 'calls'}`,
			`score ${score}`,
			move === null ? 'no move' : `move ${move}`
		].join(', ') + (file.trace === null ? ' (summary only)' : '')
	);
}

/** `board O.XX.X.OO`, with what is not the default: `board X........ (AI O, depth scoring)`. */
function gameName(game: Game): string {
	const source = sourceOf(game);
	if (source.kind === 'tree') {
		const size = game instanceof TreeGame ? game.size : 0;
		return `a tree of ${formatCount(size)} nodes${source.root === 'min' ? ' (root min)' : ''}`;
	}
	const notes = [
		source.toMove === null ? '' : `${source.toMove} to move`,
		source.ai === 'X' ? '' : `AI ${source.ai}`,
		source.scoring === 'article' ? '' : `${source.scoring} scoring`
	].filter((note) => note !== '');
	return `board ${source.board}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}
