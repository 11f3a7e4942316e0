/** Images are resized to fit 1200x800 and re-encoded as JPEG 0.75, in batches of 3. */
export const MAX_WIDTH = 1200;
export const MAX_HEIGHT = 800;
export const JPEG_QUALITY = 0.75;
export const BATCH_SIZE = 3;
/** Files over 5 MB get the 'Large files detected' notice. */
export const LARGE_FILE_BYTES = 5_242_880;
/** Drag-to-sort starts after 8 px so a click on a thumbnail is not a drag. */
export const DRAG_START_DISTANCE_PX = 8;
