import type { DepthMessages } from '../depth';

/** depth.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const depth: DepthMessages = {
	options: '搜索选项',
	optionsShort: '选项',
	optionsPrefix: '搜索',
	optionsState: (limit, symmetry, order, cut, declared = []) =>
		[
			limit === null ? null : `深度 ${limit}`,
			symmetry ? '对称' : null,
			order === 'best' ? '最好优先' : order === 'worst' ? '最差优先' : null,
			cut === 'gt' ? '剪枝 α > β' : null,
			...declared
		]
			.filter((part) => part !== null)
			.join('，'),
	whyEstimate: '为什么是估计值？',

	estimate: (value) => `≈ ${value}`,
	estimatedLabel: (description, limit) => `${description}；处于深度限制 ${limit}，其值是估计值`,
	atLimit: (limit) => `深度限制 ${limit}：估计`
};
