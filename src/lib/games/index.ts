/**
 * What every kind of game shows through: the presenter's interface and its catalogue
 * (`presenterFor`, filled by the view registry, src/lib/view-registry/), the listing's and the
 * narration's shared parts. Nothing here imports a game: a game's own modules are under
 * `games/<id>/`, and only the registries import them all.
 */
export { exampleSearch, searchBeside } from './example-search';
export { presenterFor, presenterOf } from './presenters';
export type { EvaluationNote, GameExample, GamePresenter, HorizonContrast } from './presenter';
export type { GameNarration } from './narration';
export type { CodeLanguage } from './listing';
export { CODE_LANGUAGES } from './listing';
export { signedValue } from './values';
