/**
 * What a PDF was refused for; each kind has its own wording for the uploader. `unsafe-link` is a
 * link whose address runs a script or opens a local file (see `pdf-links.ts`); the others are
 * given away by a name below.
 */
export type ActiveKind = 'script' | 'file' | 'form' | 'link' | 'media' | 'unsafe-link';

/**
 * Names (decoded) that only appear in a PDF to run code, carry another file or reach outside the
 * document, whether as a key (`/JS`, `/EmbeddedFiles`) or as a value (`/S /Launch`,
 * `/Subtype /FileAttachment`). Each dangerous action type is refused by its own name, wherever
 * the action is: on a link, in an outline, chained through `/Next`, or run on opening
 * (`/OpenAction`) or on an event (`/AA`), directly or by reference. `/OpenAction` and `/AA` are
 * not refused by themselves: most of them only open the document at a page, as LaTeX and Acrobat
 * write them. Links to a page (`/GoTo`, `/Dest`) and to a web address (`/URI`) are ordinary in a
 * brochure and stay accepted, unless the address is one `pdf-links.ts` refuses.
 */
const ACTIVE_NAMES = new Map<string, ActiveKind>([
  // JavaScript (document, page, field and link scripts) and actions that start a program.
  ['JavaScript', 'script'],
  ['JS', 'script'],
  ['Launch', 'script'],
  // Attached files (an `.exe` included): the name tree, file specifications holding a file,
  // the file streams themselves and attachment annotations.
  ['EmbeddedFiles', 'file'],
  ['EF', 'file'],
  ['EmbeddedFile', 'file'],
  ['FileAttachment', 'file'],
  // XFA forms (XML that carries its own scripts) and actions that send the form's data away or
  // load data into it.
  ['XFA', 'form'],
  ['SubmitForm', 'form'],
  ['ImportData', 'form'],
  // Links that open another PDF, or one embedded in this one.
  ['GoToR', 'link'],
  ['GoToE', 'link'],
  // Flash, video and 3D players embedded in the page; all of them can run scripts of their own.
  ['RichMedia', 'media'],
  ['RichMediaContent', 'media'],
  ['RichMediaExecute', 'media'],
  ['3D', 'media'],
]);

export const activeKind = (name: string): ActiveKind | undefined => ACTIVE_NAMES.get(name);
