import type { SearchDetails } from '$lib/engine';
import { MCTS_ERRORS } from './errors';

/** What the product says of Monte Carlo tree search beside its names, loaded on first need. */
export const details: SearchDetails = {
	colour: 'color-mix(in srgb, var(--focus) 50%, var(--ink))',
	messages: {
		en: {
			row: { name: 'MCTS', detail: 'UCT: random playouts, and visits steer the next iterations' },
			status: 'MCTS: select by UCB1, expand one node, play out at random, back-propagate'
		},
		zh: {
			row: { name: 'MCTS', detail: 'UCT：随机模拟对局，访问次数引导之后的迭代' },
			status: 'MCTS：按 UCB1 选择，扩展一个节点，随机模拟，再反向传播'
		}
	},
	errors: MCTS_ERRORS,
	// The options' labels and hints, and their CLI help.
	options: {
		iterations: {
			labels: {
				en: {
					label: 'Iterations',
					hint: 'how many times the four phases run: 1 to 100,000, the most a run recorded here may hold'
				},
				zh: {
					label: '迭代次数',
					hint: '四个阶段运行的次数：1 到 100,000，这是这里记录一次运行最多能容纳的次数'
				}
			},
			cli: { value: 'N', help: 'how many iterations to run (1 to 100,000; default 1,000)' }
		},
		seed: {
			labels: {
				en: { label: 'Seed', hint: 'the same seed gives the same playouts; another, other ones' },
				zh: { label: '随机种子', hint: '种子相同，模拟对局就相同；换一个种子，就是另一次运行' }
			},
			cli: {
				value: 'S',
				help: "the random generator's seed (0 to 4,294,967,295; default 1): the same seed gives the same run byte for byte"
			}
		},
		c: {
			labels: {
				en: { label: 'Exploration C', hint: 'UCB1 = W/N + C·√(ln N_parent / N); √2 by default' },
				zh: { label: '探索系数 C', hint: 'UCB1 = W/N + C·√(ln N父 / N)；默认 √2' }
			},
			cli: { value: 'C', help: "UCB1's exploration weight C (0 to 10; default √2)" }
		}
	}
};
