/**
 * The calls a step's narration names ("FC12"), each once, in the order named: what the camera
 * keeps in view presenting (TreeView's step span). Not the calls a cut saved under minimax ("saving
 * 1 call (minimax's FC9)", "（即极小化极大算法中的 FC9）"): those are another search's numbers.
 */
export function namedCalls(text: string): number[] {
	const own = text.replace(/(?:minimax's |极小化极大算法中的 )FC\d+(?:–FC\d+)?/g, '');
	return [...new Set([...own.matchAll(/FC(\d+)/g)].map(([, call]) => Number(call)))];
}
