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
	reload: '重新加载'
};
