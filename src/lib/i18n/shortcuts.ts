import { catalog } from './catalog';

/** A key and what it does on the step-through page. */
export interface Shortcut {
	readonly keys: string;
	readonly does: string;
}

/**
 * The keyboard shortcuts' list (ShortcutHelp, the `?` dialog), both languages here: it loads
 * with the dialog, not with every page's common words (issue 45).
 */
export const shortcuts = catalog<{ title: string; list: readonly Shortcut[] }>(
	{
		title: 'Keyboard shortcuts',
		list: [
			{ keys: '→  or  Page Down', does: 'Next step (a presentation clicker sends Page Down)' },
			{ keys: '←  or  Page Up', does: 'Previous step' },
			{ keys: 'Home / End', does: 'First step / last step' },
			{ keys: 'Space', does: 'Play or pause' },
			{ keys: 'P', does: 'Presentation mode on or off (full screen)' },
			{ keys: 'T', does: 'Light or dark theme' },
			{ keys: 'L', does: 'English or Chinese' },
			{ keys: '?', does: 'Show or hide this list' },
			{
				keys: 'Q',
				does: 'Predict mode on or off: the page stops before chosen moments and asks the class (M marks the step shown as a stop)'
			},
			{
				keys: 'R, → or Page Down',
				does: 'Predict mode: R reveals, a clicker’s next answers what is typed or reveals, from the answer field too (→ at its end); Y / N, 1 2 3… answer'
			},
			{ keys: 'Esc', does: 'Close this list, a dialog, or full screen' },
			{ keys: 'Tab / Shift+Tab', does: 'Move between controls and tree nodes' },
			{ keys: '↑ ↓ ← → on a tree node', does: 'Walk to its parent, a child, or its neighbours' },
			{ keys: 'Enter or Space on a folded node', does: 'Open or fold its subtree' }
		]
	},
	{
		title: '键盘快捷键',
		list: [
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
				does: '预测模式：R 揭晓；翻页笔的下一步提交已填的答案或揭晓，在答题框里也可以（→ 在框尾）；Y / N、1 2 3… 作答'
			},
			{ keys: 'Esc', does: '关闭本列表、对话框或全屏' },
			{ keys: 'Tab / Shift+Tab', does: '在控件和树节点之间移动' },
			{ keys: '树节点上按 ↑ ↓ ← →', does: '走到父节点、子节点或相邻节点' },
			{ keys: '折叠节点上按 Enter 或空格', does: '展开或折叠其子树' }
		]
	}
);
