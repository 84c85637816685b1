import type { CommonMessages } from '../common';

/** common.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const common: CommonMessages = {
	appName: 'Minimax Lab 极小化极大实验室',
	presentingHeading: 'Minimax Lab，演示模式',
	viewTools: '视图',
	otherViews: '其他视图',
	present: '演示模式 (P)',
	exitPresentation: '退出演示 (P)',
	darkTheme: '深色主题 (T)',
	shortcuts: '键盘快捷键 (?)',
	predict: '先预测，再观看：页面暂停并向全班提问 (Q)',
	switchLanguage: 'EN（English）：切换到英文 (L)',
	close: '关闭',
	dismiss: '知道了',
	partMissing: '页面的一部分没能加载：网络断开了，或者页面打开后网站已经更新。重新加载即可取得。',
	reload: '重新加载',
	shortcutsTitle: '键盘快捷键',
	shortcutList: [
		{ keys: '→  或  Page Down', does: '下一步（演示翻页笔发送的是 Page Down）' },
		{ keys: '←  或  Page Up', does: '上一步' },
		{ keys: 'Home / End', does: '第一步 / 最后一步' },
		{ keys: '空格', does: '播放或暂停' },
		{ keys: 'P', does: '打开或关闭演示模式（全屏）' },
		{ keys: 'T', does: '浅色或深色主题' },
		{ keys: 'L', does: '中文或英文' },
		{ keys: '?', does: '显示或隐藏本列表' },
		{
			keys: 'Q',
			does: '打开或关闭预测模式：页面在选定的时刻之前暂停并向全班提问（M 把当前这一步设为暂停处）'
		},
		{
			keys: 'R、→ 或 Page Down',
			does: '预测模式：R 揭晓；翻页笔的下一步提交已填的答案或揭晓，在答题框里也可以（→ 在框尾）；Y / N、A B C… 作答'
		},
		{ keys: 'Esc', does: '关闭本列表、对话框或全屏' },
		{ keys: 'Tab / Shift+Tab', does: '在控件和树节点之间移动' },
		{ keys: '树节点上按 ↑ ↓ ← →', does: '走到父节点、子节点或相邻节点' },
		{ keys: '折叠节点上按 Enter 或空格', does: '展开或折叠其子树' }
	]
};
