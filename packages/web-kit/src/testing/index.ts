export {
  answerByKey,
  LocationProbe,
  renderReadTwice,
  renderRoute,
  type Fetcher,
  type RenderRouteOptions,
} from './render-route';
export { installPointerEvent } from './pointer-event';
export { installDialogMethods } from './dialog-methods';
export { unfilledProperties, type JsonLdNode } from './json-ld';
export { renderAsServer } from './render-as-server';
export { hydrateAsServed, unmountHydrated, type HydratedPage } from './hydrate-as-served';
export { testContainer, type TestContainer } from './test-container';
export { keepStylesOutOfDocument, putEmotionStylesInDocument } from './styles-out-of-document';
export {
  answer,
  answerGate,
  answerListRead,
  between,
  listAnswer,
  listQueryRefusal,
  PAGING,
  type AnswerGate,
  type ListParameters,
  type ListReads,
} from './fake-list-api';
export { mockFetchForEachTest, type FetchMock } from './fetch-mock';
export { dismissToastsAfterEachTest } from './toasts';
export { skipOwnerStacks } from './owner-stacks';
export { SETTLE_WITHIN_MS, waitAsOnABusyMachine } from './busy-machine';
