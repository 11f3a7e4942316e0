import Joi from 'joi';
import { documentFields } from '../../routes/uploads';
import type { ApiOperation } from '../operation';
import { NOT_FOUND, NOT_MODIFIED } from '../responses';

const tag = 'Files';

const imageUpload = (path: string, what: string): ApiOperation => ({
  method: 'post',
  path,
  tag,
  admin: true,
  summary: `Upload ${what}`,
  description:
    'JPEG, PNG, WebP or GIF, checked by content, re-encoded and fitted in 1200x800; up to 20 files of ' +
    '15 MB each.',
  multipart: { files: { images: 'many' } },
  responses: {
    201: {
      description: 'Where each image is now served, in the order sent',
      json: Joi.object({ urls: Joi.array().items(Joi.string()).required() }),
    },
  },
});

export const FILE_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/files/:name',
    tag,
    summary: 'A stored image or document',
    params: { name: "The file's name, its slashes encoded (`static-assets%2Fhero.jpg`)" },
    conditional: true,
    responses: {
      // Media stores every image re-encoded as JPEG, and documents as PDF.
      200: { description: 'The file', media: ['image/jpeg', 'application/pdf'] },
      ...NOT_MODIFIED,
      ...NOT_FOUND,
    },
  },
  imageUpload('/upload/property-images', "a listing's images"),
  imageUpload('/upload/development-images', "a project's images"),
  imageUpload('/upload/images', 'images for an article or a page'),
  {
    method: 'post',
    path: '/admin/upload-document',
    tag,
    admin: true,
    summary: 'Upload a brochure or floor plan (PDF)',
    description:
      'A PDF, checked by content, of up to 20 MB; one with scripts or actions is refused.',
    multipart: { text: documentFields, files: { document: 'one' } },
    responses: {
      201: {
        description: 'Where the document is served',
        json: Joi.object({ publicUrl: Joi.string().required(), url: Joi.string().required() }),
      },
    },
  },
];
