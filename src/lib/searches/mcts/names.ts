import type { SearchMessages } from '$lib/engine';

/** How the product names Monte Carlo tree search, in each language it speaks. */
export const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Monte Carlo tree search (MCTS)',
		name: 'Monte Carlo tree search',
		row: {
			name: 'MCTS',
			detail: 'UCT: random playouts, and visits steer the next iterations'
		},
		status: 'MCTS: select by UCB1, expand one node, play out at random, back-propagate'
	},
	zh: {
		menu: '蒙特卡洛树搜索（MCTS）',
		name: '蒙特卡洛树搜索',
		row: {
			name: 'MCTS',
			detail: 'UCT：随机模拟对局，访问次数引导之后的迭代'
		},
		status: 'MCTS：按 UCB1 选择，扩展一个节点，随机模拟，再反向传播'
	}
};

type Labels = Readonly<Record<string, { readonly label: string; readonly hint: string }>>;

/** The options' labels and hints, by language. */
export const OPTION_LABELS: Readonly<Record<'iterations' | 'seed' | 'c', Labels>> = {
	iterations: {
		en: {
			label: 'Iterations',
			hint: 'how many times the four phases run: 1 to 100,000, the most a run recorded here may hold'
		},
		zh: {
			label: '迭代次数',
			hint: '四个阶段运行的次数：1 到 100,000，这是这里记录一次运行最多能容纳的次数'
		}
	},
	seed: {
		en: { label: 'Seed', hint: 'the same seed gives the same playouts; another, other ones' },
		zh: { label: '随机种子', hint: '种子相同，模拟对局就相同；换一个种子，就是另一次运行' }
	},
	c: {
		en: { label: 'Exploration C', hint: 'UCB1 = W/N + C·√(ln N_parent / N); √2 by default' },
		zh: { label: '探索系数 C', hint: 'UCB1 = W/N + C·√(ln N父 / N)；默认 √2' }
	}
};
