import { startsZh, zh } from '../../narration/chinese';
import type { NarrationTableMessages, Entry } from '../../narration/table';

/** narration/table.ts's `knownEn`. */
const known = (value: string) => zh`。不过 ${value} 仍是精确值：没搜索的部分改变不了它。`;

const sameZh = (p: Entry) =>
	p.symmetry === null ? '这个局面' : zh`这个局面${p.symmetry}后的样子（同一局棋）`;

/** narration/table.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const narrationTable: NarrationTableMessages = {
	hitEnter: (p) =>
		zh`${p.name} 开始执行，${startsZh(p)}。${p.origin} 已经算过${sameZh(p)}：表中存着 ${p.value}，所以 ${p.name} 无需搜索。`,
	hitReturn: (p) =>
		zh`${p.name} 直接从表中返回 ${p.value}：这是 ${p.origin} 为${sameZh(p)}算出的值。${p.settled === null ? '' : zh`它只是${p.settled.bound === 'lower' ? '下界' : '上界'}，但在 α = ${p.settled.window.alpha}，β = ${p.settled.window.beta} 下它使 α ≥ β，足以判定这个调用。`}`,
	boundStart: (p) =>
		zh`${p.name} 开始执行，${startsZh(p)}，α = ${p.window.alpha}，β = ${p.window.beta}。`,
	boundRead: (p) =>
		zh`${p.origin} 为${sameZh(p)}存过${p.bound === 'lower' ? '下界' : '上界'}：${p.bound === 'lower' ? '至少' : '至多'} ${p.value}。${
			!p.narrows
				? zh`它并不比窗口 [${p.before.alpha}, ${p.before.beta}] 更窄，所以继续搜索。`
				: zh`${p.bound === 'lower' ? zh`α 从 ${p.before.alpha} 升起` : zh`β 从 ${p.before.beta} 降下`}，窗口 [${p.before.alpha}, ${p.before.beta}] 变为 [${p.after.alpha}, ${p.after.beta}]${p.settles ? zh`：α ≥ β，仅凭这个界就判定 ${p.name} 的值为 ${p.value}，无需搜索。` : '，搜索在这个窗口内继续。'}`
		}`,
	filed: (p) =>
		p.bound === 'exact'
			? zh`表把 ${p.value} 存为精确值：它严格介于 α ${p.window.alpha} 与 β ${p.window.beta} 之间，每步棋都比较过了。`
			: p.bound === 'lower'
				? zh`表把 ${p.value} 存为下界（高于窗口）：它达到了 β ${p.window.beta}${p.known ? known(p.value) : '，被剪掉的棋只可能让它更高。'}`
				: zh`表把 ${p.value} 存为上界（低于窗口）：它不高于 α ${p.window.alpha}${p.known ? known(p.value) : '，真实值可能更低。'}`,
	stored: (name) => zh`表记下了 ${name} 的局面和它的值。`,
	pass: (pass) => zh`第 ${pass} 趟`
};
