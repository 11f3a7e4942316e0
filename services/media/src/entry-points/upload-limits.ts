import multer from 'multer';

const MB = 1024 * 1024;

/** Images: up to 20 files of 15 MB in one request, held in memory only until re-encoded. */
export const imageUpload = multer({
  storage: multer.memoryStorage(),
  limits: { files: 20, fileSize: 15 * MB, fields: 5, fieldSize: 1024, parts: 25 },
});

/** Documents: one PDF of up to 20 MB, plus its `type` field. */
export const documentUpload = multer({
  storage: multer.memoryStorage(),
  limits: { files: 1, fileSize: 20 * MB, fields: 5, fieldSize: 1024, parts: 6 },
});
