export { apiFetch, keyToUrl, postJson, SWR_DEFAULTS, swrFetcher } from './api-client';
export { withShownSections } from './shown-sections';
export { ApiError, isApiError, isNotFound, isSignedOut, readApiError } from './api-error';
export { mountStandalone } from './standalone';
export { theme } from './theme';
export { ON_TOUCH, touchTarget, TOUCH_TARGET_PX } from './touch';
export { loadToastsAhead, notify, TOAST_DURATION_MS, type ToastMessage } from './notify';
export { shareLink, type ShareMessages } from './share-link';
export { ToastRegion } from './toast-region';
export { BOTTOM_BARS_HEIGHT, setBottomBarsHeight } from './bottom-bars-height';
export {
  ENQUIRIES_URL,
  useEnquirySender,
  type EnquiryOutcome,
  type EnquirySender,
  type EnquiryToasts,
} from './use-enquiry-sender';
export { PageHero, type PageHeroProps } from './page-hero';
export { ExternalLink, visuallyHidden } from './external-link';
export { NEW_TAB_HINT } from './new-tab-hint';
export { NewTabLink } from './new-tab-link';
export { TextInput, type TextInputProps } from './text-input';
export { TextArea, type TextAreaProps } from './text-area';
export { SelectInput, type SelectInputProps } from './select-input';
export { CheckboxInput, type CheckboxInputProps } from './checkbox-input';
export { Note, type NoteProps, type NoteSeverity } from './note';
export { HoneypotField } from './honeypot-field';
export { NO_IMAGE_TEXT, ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
export { GalleryDialog, wrapIndex, type GalleryDialogProps } from './gallery-dialog';
export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export { pathOnThisSite, RemoteStylesheet } from './remote-stylesheet';
export { type IconProps } from './icons';
export { scrollBehaviour } from './scroll-behaviour';
export { SWIPE_THRESHOLD_PX, useHorizontalSwipe } from './use-horizontal-swipe';
export { ArrowBackIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, ShareIcon } from './icons';
export { PageNotFound } from './page-not-found';
export { ScreenRoutes } from './screen-routes';
export type { ScreenRoutesProps } from './screen-routes';
export { LOADING_SELECTOR, LoadingStatus } from './loading-status';
export {
  AdminAuthGate,
  AUTH_USER_URL,
  LOGIN_REDIRECT_DELAY_MS,
  LOGIN_URL,
  type AdminAuthGateProps,
} from './admin-auth-gate';
export {
  BADGE_PAINT,
  developmentStatusBadge,
  type BadgeColour,
  type StatusBadge,
} from './development-status-badge';
export { REQUEST_ORIGIN_SLOT, siteOrigin } from './site-origin';
export { decodeEntities, htmlParagraphs, htmlToText } from './html-text';
export { storedHtml, storedHtmlAhead } from './stored-html';
export { parsePage } from './paged-list/page-number';
export {
  fetchListPage,
  hasNextPage,
  listView,
  type CountedPage,
  type ListAnswer,
  type ListView,
} from './paged-list/paged-list';
export { usePagedList, type PagedListRead } from './paged-list/use-paged-list';
export { useShownPage, type ShownPage } from './paged-list/use-shown-page';
export { usePageAnnouncement } from './paged-list/use-page-announcement';
export { usePageTurn } from './paged-list/use-page-turn';
export { Pager, type PagerProps } from './paged-list/pager';
export { PastLastPage, type PastLastPageProps } from './paged-list/past-last-page';
export { AfterPaint } from './after-paint';
export { useHydratingRender } from './hydrating-render';
export { JsonLdScript, jsonLdText } from './json-ld-script';
export { keepStaticPartsAsServed, StaticPart, type StaticPartProps } from './static-part';
export { showFallbacksOfStaticImages } from './image-fallback';
