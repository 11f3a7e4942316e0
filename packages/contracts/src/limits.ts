/** The site's counts and page sizes (docs/product.md#counts-and-page-sizes). */
export const LIST_PAGE_SIZE = 12;
/** An explicit `limit` on the property list is capped here. */
export const MAX_LIST_LIMIT = 50;
export const HOME_COUNTS = { perCategory: 3, underOffer: 6, developments: 2 } as const;

/** Uploads: the browser fits images in 1200x800 at JPEG quality 0.75; the server does again. */
export const IMAGE_MAX_WIDTH = 1200;
export const IMAGE_MAX_HEIGHT = 800;
export const IMAGE_JPEG_QUALITY = 0.75;
export const LARGE_UPLOAD_NOTICE_BYTES = 5_242_880;
export const UPLOAD_BATCH_SIZE = 3;

/** Retention promised by the privacy policy. */
export const ENQUIRY_RETENTION_YEARS = 2;
