export {
  answerByKey,
  LocationProbe,
  renderRoute,
  type Fetcher,
  type RenderRouteOptions,
} from './render-route';
export { installPointerEvent } from './pointer-event';
export { installDialogMethods } from './dialog-methods';
export { unfilledProperties, type JsonLdNode } from './json-ld';
export { renderAsServer } from './render-as-server';
export { keepEmotionStylesOutOfDocument, putEmotionStylesInDocument } from './emotion-styles';
export {
  answer,
  answerGate,
  between,
  listAnswer,
  listQueryRefusal,
  PAGING,
  type ListParameters,
} from './fake-list-api';
