import type { InputErrorMessages } from '$lib/engine';

/** MCTS's own input errors (declared here, worded below, registered with its descriptor). */
interface MctsErrorDetails {
	/** A tree that states chance nodes: UCT's playouts and UCB1 have no rule for them here. */
	mctsChance: [];
}

declare module '../../engine/errors' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges MCTS's codes
	interface InputErrorDetails extends MctsErrorDetails {}
}

type Messages = InputErrorMessages<keyof MctsErrorDetails>;

export const MCTS_ERRORS: Readonly<Record<string, Messages>> = {
	en: {
		mctsChance: () =>
			'This tree has chance nodes, and Monte Carlo tree search here knows only max and min nodes: choose expectimax for it, or a tree without chance nodes.'
	},
	zh: {
		mctsChance: () =>
			'这棵树有机会节点，而这里的蒙特卡洛树搜索只认识取最大值和取最小值的节点：请改用期望极大搜索，或换一棵没有机会节点的树。'
	}
};
