import type { GamePresenter } from '$lib/games/presenter';
import type { Lang } from '$lib/i18n/lang';
import type { MctsStep } from '../steps';
import type { MctsTrace } from '../trace';

/** What each part of the MCTS view draws from: the run, the step shown, its language and game. */
export interface MctsPartProps {
	trace: MctsTrace;
	step: MctsStep;
	lang: Lang;
	presenter: GamePresenter;
}
