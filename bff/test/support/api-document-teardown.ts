import { removeApiDocument } from './api-document-file';

export default removeApiDocument;
