import request from 'supertest';
import { PDFHexString, StandardFonts } from 'pdf-lib';
import { fileNameFromUrl } from '@reedmere/contracts';
import { useTestService } from '@reedmere/service-kit/testing';
import { checkPdf } from '../src/domain/pdf-check';
import { startTestService } from './support/test-service';
import { png } from './support/images';
import {
  EXE,
  MB,
  addAnnotation,
  addLink,
  brochure,
  brochureWithAnnotation,
  brochureWithLink,
  deflatedZeros,
  handMadePdf,
  name,
  text,
  type HandMadeParts,
} from './support/pdf-fixtures';

const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });

const upload = (bytes: Buffer) =>
  request(service().url)
    .post('/documents')
    .field('type', 'brochure')
    .attach('document', bytes, 'brochure.pdf');

const expectRefused = async (bytes: Buffer, message: string) => {
  const res = await upload(bytes);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message });
  expect(await service().storedNames()).toEqual([]);
};

const expectAccepted = async (bytes: Buffer) => {
  const res = await upload(bytes);
  expect(res.status).toBe(201);
  expect(await service().storedNames()).toEqual([fileNameFromUrl(res.body.url)]);
};

const refusal = (what: string, found: string) =>
  `PDFs with ${what} are not accepted (this one has ${found}). Please upload one without them, for example by printing it to a new PDF.`;
const SCRIPTS = 'scripts or actions that start programs';
const FILES = 'embedded files or attachments';
const FORMS = 'XFA forms or form actions that send or load data';
const LINKS = 'links that open other files';
const MEDIA = 'embedded media or 3D players';
const UNSAFE_LINKS = 'links other than web, e-mail or telephone links';
const UNREADABLE =
  'The file could not be read as a PDF (it may be damaged). Please upload a valid PDF file.';
const OVERSIZED =
  'PDFs whose compressed contents unpack to an excessive size are not accepted (this one may be a decompression bomb). Please upload a smaller PDF, for example by printing it to a new PDF.';

const LINK = '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A 7 0 R >>';

/** A script run by an internal link once it has moved to the page, packed in an object stream. */
const scriptAfterLink = () =>
  brochure((document, page) =>
    addLink(
      document,
      page,
      document.context.obj({
        S: 'GoTo',
        D: [page.ref, 'Fit'],
        Next: { S: 'JavaScript', JS: text('app.launchURL("https://evil.example/")') },
      }),
    ),
  );

/** `/J#61vaScript` is `/JavaScript` to every reader; here inside a compressed object stream. */
const escapedNameInObjectStream = () =>
  handMadePdf({
    page: '/Annots [6 0 R]',
    objects: [LINK, '<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'],
    packed: [6, 7],
  });

describe('POST /documents: what a PDF may hold', () => {
  it.each<[string, () => Buffer | Promise<Buffer>, string]>([
    [
      'an embedded .exe file',
      () => brochure((document) => document.attach(EXE, 'setup.exe')),
      refusal(FILES, '/EmbeddedFile'),
    ],
    [
      'a FileAttachment annotation',
      () =>
        brochureWithAnnotation({
          Subtype: 'FileAttachment',
          Name: 'PushPin',
          FS: { Type: 'Filespec', F: text('\\\\fileserver\\share\\setup.exe') },
        }),
      refusal(FILES, '/FileAttachment'),
    ],
    [
      'an XFA form with JavaScript',
      () =>
        brochure((document) => {
          const xdp =
            '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform><event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event></subform></template></xdp:xdp>';
          const xfa = document.context.register(document.context.flateStream(xdp));
          document.catalog.set(name('AcroForm'), document.context.obj({ Fields: [], XFA: xfa }));
        }),
      refusal(FORMS, '/XFA'),
    ],
    [
      'a SubmitForm action',
      () =>
        brochureWithLink({
          S: 'SubmitForm',
          F: { FS: 'URL', F: text('https://collector.example/form') },
          Flags: 4,
        }),
      refusal(FORMS, '/SubmitForm'),
    ],
    [
      'an ImportData action chained through /Next',
      () =>
        brochureWithLink({
          S: 'URI',
          URI: text('https://www.reedmere.example/'),
          Next: { S: 'ImportData', F: text('offer.fdf') },
        }),
      refusal(FORMS, '/ImportData'),
    ],
    [
      'a Launch action',
      () => brochureWithLink({ S: 'Launch', Win: { F: text('cmd.exe'), P: text('/c calc') } }),
      refusal(SCRIPTS, '/Launch'),
    ],
    [
      'a GoToR link to another file',
      () => brochureWithLink({ S: 'GoToR', F: text('\\\\fileserver\\x.pdf'), D: [0, 'Fit'] }),
      refusal(LINKS, '/GoToR'),
    ],
    [
      'a GoToE link into an embedded file',
      () =>
        brochureWithLink({
          S: 'GoToE',
          T: { R: 'C', N: text('inner.pdf') },
          D: [0, 'Fit'],
        }),
      refusal(LINKS, '/GoToE'),
    ],
    [
      'a RichMedia (Flash) annotation',
      () =>
        brochureWithAnnotation({
          Subtype: 'RichMedia',
          RichMediaContent: { Assets: { Names: [] }, Configurations: [] },
        }),
      refusal(MEDIA, '/RichMedia'),
    ],
    [
      'JavaScript chained through /Next, inside a compressed object stream',
      scriptAfterLink,
      refusal(SCRIPTS, '/JavaScript'),
    ],
    [
      'the name /J#61vaScript inside a compressed object stream',
      escapedNameInObjectStream,
      refusal(SCRIPTS, '/JavaScript'),
    ],
    [
      'a lower-case hex escape (/#4aS)',
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [LINK, '<< /S /#4aavaScript /#4aS (app.alert\\(1\\)) >>'],
        }),
      refusal(SCRIPTS, '/JavaScript'),
    ],
    [
      'an object stream without /Type /ObjStm',
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [LINK, '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'],
          packed: [6, 7],
          objectStreamType: '',
        }),
      refusal(SCRIPTS, '/JavaScript'),
    ],
    [
      "an object hidden inside another stream's data",
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [
            '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A 8 0 R >>',
            {
              dict: '/Type /Metadata',
              data: '8 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\n',
            },
          ],
        }),
      refusal(SCRIPTS, '/JavaScript'),
    ],
    [
      'a decompression bomb in the page content',
      () =>
        brochure(async (document, page) => {
          const bomb = document.context.stream(await deflatedZeros(300 * MB), {
            Filter: 'FlateDecode',
          });
          page.node.addContentStream(document.context.register(bomb));
        }),
      OVERSIZED,
    ],
    [
      'an object stream that unpacks to more than 64 MB',
      () =>
        handMadePdf({
          objects: [`<< /Producer (bomb) >>${' '.repeat(65 * MB)}`],
          packed: [6],
        }),
      OVERSIZED,
    ],
  ])('refuses a PDF with %s, saying so, and stores nothing', async (_what, build, message) => {
    await expectRefused(await build(), message);
  });

  it('the hidden fixtures really hide their names from a search of the bytes', async () => {
    const script = await scriptAfterLink();
    expect(script.includes('/ObjStm')).toBe(true);
    expect(script.includes('JavaScript')).toBe(false);
    const escaped = escapedNameInObjectStream();
    expect(escaped.includes('J#61')).toBe(false);
  });

  it.each<[string, () => Buffer | Promise<Buffer>]>([
    ['written with compressed object streams', () => ordinaryBrochure({ objectStreams: true })],
    [
      'written with a classic cross-reference table',
      () => ordinaryBrochure({ objectStreams: false }),
    ],
    [
      'written by hand, its catalog and a web link in an object stream',
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [
            '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://www.reedmere.example/) >> >>',
          ],
          packed: [1, 2, 6],
        }),
    ],
  ])('accepts an ordinary brochure %s', async (_how, build) => {
    const bytes = await build();
    const res = await upload(bytes);
    expect(res.status).toBe(201);
    const stored = fileNameFromUrl(res.body.url);
    expect(await service().storedNames()).toEqual([stored]);
    const served = await fetch(`${service().url}/files/${stored}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

/**
 * What pdfTeX with hyperref writes: the document opens at its first page fitted to the window
 * (`/OpenAction [3 0 R /Fit]`), with a bookmark to a named destination; here also a page action
 * going to a place on the page, as viewer packages write.
 */
const hyperrefLike = (parts: HandMadeParts) =>
  handMadePdf({
    catalog:
      '/OpenAction [3 0 R /Fit] /PageMode /UseOutlines /Outlines 6 0 R /Names << /Dests 8 0 R >>',
    page: '/AA << /O << /S /GoTo /D [3 0 R /XYZ 0 100 null] >> >>',
    objects: [
      '<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>',
      '<< /Title (Floor plans) /Parent 6 0 R /A << /S /GoTo /D (page.1) >> >>',
      '<< /Names [(page.1) [3 0 R /XYZ 0 100 null]] >>',
    ],
    ...parts,
  });

/** What Acrobat writes: a GoTo action on opening, and actions going to a page on events. */
const acrobatLike = () =>
  brochure((document, page) => {
    const { context } = document;
    document.catalog.set(
      name('OpenAction'),
      context.obj({ S: 'GoTo', D: [page.ref, 'XYZ', null, null, 1] }),
    );
    document.catalog.set(
      name('AA'),
      context.obj({
        WC: { S: 'GoTo', D: [page.ref, 'Fit'], Next: { S: 'Named', N: 'FirstPage' } },
      }),
    );
    page.node.set(name('AA'), context.obj({ O: { S: 'GoTo', D: [page.ref, 'Fit'] } }));
  });

describe('POST /documents: actions run on opening or on events', () => {
  it.each<[string, () => Buffer | Promise<Buffer>, string]>([
    [
      'an OpenAction running JavaScript',
      () =>
        brochure((document) =>
          document.catalog.set(
            name('OpenAction'),
            document.context.obj({ S: 'JavaScript', JS: text('app.alert(1)') }),
          ),
        ),
      refusal(SCRIPTS, '/JavaScript'),
    ],
    [
      'an OpenAction pointing at a Launch action by reference',
      () =>
        handMadePdf({
          catalog: '/OpenAction 6 0 R',
          objects: ['<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>'],
        }),
      refusal(SCRIPTS, '/Launch'),
    ],
    [
      'an OpenAction going to a page, then through /Next to JavaScript in an object stream',
      () =>
        handMadePdf({
          catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 6 0 R >>',
          objects: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'],
          packed: [1, 6],
        }),
      refusal(SCRIPTS, '/JavaScript'),
    ],
    [
      'an OpenAction opening another file (GoToR)',
      () => handMadePdf({ catalog: '/OpenAction << /S /GoToR /F (plans.pdf) /D [0 /Fit] >>' }),
      refusal(LINKS, '/GoToR'),
    ],
    [
      'a page /AA sending the form when the page opens (SubmitForm, by reference)',
      () =>
        handMadePdf({
          page: '/AA << /O 6 0 R >>',
          objects: ['<< /S /SubmitForm /F << /FS /URL /F (https://collector.example/) >> >>'],
        }),
      refusal(FORMS, '/SubmitForm'),
    ],
    [
      'a document /AA loading data through /Next before closing (ImportData)',
      () =>
        handMadePdf({
          catalog: '/AA << /WC << /S /GoTo /D [3 0 R /Fit] /Next [6 0 R] >> >>',
          objects: ['<< /S /ImportData /F (offer.fdf) >>'],
        }),
      refusal(FORMS, '/ImportData'),
    ],
    [
      "a link's /AA going into an embedded file (GoToE), in an object stream",
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [
            '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /AA << /E 7 0 R >> >>',
            '<< /S /GoToE /T << /R /C /N (inner.pdf) >> /D [0 /Fit] >>',
          ],
          packed: [6, 7],
        }),
      refusal(LINKS, '/GoToE'),
    ],
    [
      'an OpenAction opening a javascript: address',
      () =>
        handMadePdf({ catalog: '/OpenAction << /S /URI /URI (javascript:app.alert\\(1\\)) >>' }),
      refusal(UNSAFE_LINKS, 'a javascript: link'),
    ],
  ])('refuses a PDF with %s, saying so, and stores nothing', async (_what, build, message) => {
    await expectRefused(await build(), message);
  });

  it.each<[string, () => Buffer | Promise<Buffer>]>([
    [
      'as LaTeX (hyperref) writes it, with a classic cross-reference table',
      () => hyperrefLike({ xrefTable: true }),
    ],
    [
      'as LaTeX (hyperref) writes it, its catalog and bookmarks in an object stream',
      () => hyperrefLike({ packed: [1, 6, 7, 8] }),
    ],
    ['as Acrobat writes it, with actions going to a page on events', acrobatLike],
  ])('accepts a PDF that opens at a page %s', async (_how, build) => {
    await expectAccepted(await build());
  });
});

/** A link on the page (object 6) whose URI action (object 7) has `address` as written. */
const linkTo = (address: string, parts: HandMadeParts = {}) =>
  handMadePdf({
    page: '/Annots [6 0 R]',
    objects: [LINK, `<< /S /URI /URI ${address} >>`],
    ...parts,
  });

const literal = (address: string) => `(${address.replace(/[\\()]/g, (c) => `\\${c}`)})`;
/** Its first letter and its colon as octal escapes: `(\152avascript\072...)`. */
const escapedLiteral = (address: string) => {
  const octal = (char: string) => `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`;
  const inner = literal(address).slice(1, -1);
  return `(${octal(inner.charAt(0))}${inner.slice(1).replace(':', octal(':'))})`;
};
/** Upper-case hex, a space between groups of four bytes. */
const hexString = (address: string) =>
  `<${(
    Buffer.from(address, 'latin1')
      .toString('hex')
      .toUpperCase()
      .match(/.{1,8}/g) ?? []
  ).join(' ')}>`;

const UNSAFE_ADDRESSES: [string, string][] = [
  ['javascript', 'javascript:app.alert(document.cookie)'],
  ['vbscript', 'vbscript:MsgBox("Reedmere")'],
  ['file', 'file:///C:/Windows/System32/calc.exe'],
  ['data', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
];
const ENCODINGS: [string, (address: string) => string][] = [
  ['a literal string', literal],
  ['a literal string with octal escapes', escapedLiteral],
  ['a hex string', hexString],
];
const ENCODED_ADDRESSES = UNSAFE_ADDRESSES.flatMap(([scheme, address]) =>
  ENCODINGS.map(([how, encode]): [string, string, string] => [scheme, how, encode(address)]),
);

const SCRIPT_LINK = refusal(UNSAFE_LINKS, 'a javascript: link');
const ENCRYPT =
  '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <8A2F5C3D0E1B4A6978C5D2E1F0A9B8C78A2F5C3D0E1B4A6978C5D2E1F0A9B8C7> /U <1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90A> >>';
/** An encrypted file (strings encrypted, structure not) whose link action is object 7. */
const encryptedWith = (action: string, parts: HandMadeParts = {}) =>
  handMadePdf({
    page: '/Annots [6 0 R]',
    objects: [LINK, action, ENCRYPT],
    trailer:
      '/Encrypt 8 0 R /ID [<5A1F0E7C2B3D4E5F60718293A4B5C6D7> <5A1F0E7C2B3D4E5F60718293A4B5C6D7>]',
    ...parts,
  });

describe('POST /documents: link addresses', () => {
  it.each([
    ['ms-msdt', 'ms-msdt:/id PCWDiagnostic'],
    ['smb', 'smb://fileserver/share/brochure.exe'],
    ['c', 'C:\\\\Windows\\\\System32\\\\calc.exe'],
    ['ftp', 'ftp://files.example/plan.pdf'],
  ])('refuses a %s: link, being no web, e-mail or telephone link', async (scheme, address) => {
    await expectRefused(linkTo(literal(address)), refusal(UNSAFE_LINKS, `a ${scheme}: link`));
  });

  it.each(ENCODED_ADDRESSES)(
    'refuses a %s: link written as %s, saying so, and stores nothing',
    async (scheme, _how, address) => {
      await expectRefused(linkTo(address), refusal(UNSAFE_LINKS, `a ${scheme}: link`));
    },
  );

  it('the encoded addresses do not spell their scheme in the bytes', () => {
    for (const [scheme, how, address] of ENCODED_ADDRESSES) {
      if (how !== 'a literal string') expect(linkTo(address).includes(`${scheme}:`)).toBe(false);
    }
  });

  it.each<[string, () => Buffer | Promise<Buffer>, string]>([
    ['in mixed case', () => linkTo('(JaVaScRiPt:app.alert\\(1\\))'), SCRIPT_LINK],
    [
      'after white space and control characters',
      () => linkTo('( \\t\\r\\n\\000\\037 javascript:app.alert\\(1\\))'),
      SCRIPT_LINK,
    ],
    [
      'with a tab and a line break inside its scheme',
      () => linkTo('(java\\tscr\\nipt:app.alert\\(1\\))'),
      SCRIPT_LINK,
    ],
    [
      'split by a line continuation',
      () => linkTo('(java\\\nscript:app.alert\\(1\\))'),
      SCRIPT_LINK,
    ],
    ['written as a name', () => linkTo('/javascript:app.alert#281#29'), SCRIPT_LINK],
    [
      'as UTF-16 text in a compressed object stream',
      () =>
        brochureWithLink({
          S: 'URI',
          URI: PDFHexString.fromText('javascript:app.alert(1)'),
        }),
      SCRIPT_LINK,
    ],
    [
      'in an object of its own (/URI 8 0 R), in an object stream',
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [LINK, '<< /S /URI /URI 8 0 R >>', '(file:///etc/passwd)'],
          packed: [7, 8],
        }),
      refusal(UNSAFE_LINKS, 'a file: link'),
    ],
    [
      'chained through /Next after a web link',
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [
            LINK,
            '<< /S /URI /URI (https://www.reedmere.example/) /Next 8 0 R >>',
            '<< /S /URI /URI (data:text/html,<script>alert\\(1\\)</script>) >>',
          ],
        }),
      refusal(UNSAFE_LINKS, 'a data: link'),
    ],
    [
      'written twice, the second time safe',
      () => linkTo('(vbscript:MsgBox\\(1\\)) /URI (https://www.reedmere.example/)'),
      refusal(UNSAFE_LINKS, 'a vbscript: link'),
    ],
    [
      'relative, joined to a file: base',
      () => linkTo('(Windows/System32/calc.exe)', { catalog: '/URI << /Base (file:///C:/) >>' }),
      refusal(UNSAFE_LINKS, 'a file: link'),
    ],
    [
      'starting with a colon, joined to a base that is only a scheme',
      () => linkTo('(:app.alert\\(1\\))', { catalog: '/URI << /Base (javascript) >>' }),
      SCRIPT_LINK,
    ],
    [
      'opened on opening by a catalog written in the trailer',
      () =>
        handMadePdf({
          xrefTable: true,
          trailer:
            '/Root << /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (file:///etc/passwd) >> >>',
        }),
      refusal(UNSAFE_LINKS, 'a file: link'),
    ],
    [
      'in an encrypted file, where it cannot be read (cross-reference stream)',
      () => encryptedWith('<< /S /URI /URI (\\217\\003\\344\\021k\\263) >>'),
      UNREADABLE,
    ],
    [
      'in an encrypted file, where it cannot be read (classic trailer)',
      () => encryptedWith('<< /S /URI /URI (\\217\\003\\344\\021k\\263) >>', { xrefTable: true }),
      UNREADABLE,
    ],
  ])('refuses a link address %s, saying so, and stores nothing', async (_what, build, message) => {
    await expectRefused(await build(), message);
  });

  it.each<[string, () => Buffer | Promise<Buffer>]>([
    ['http:', () => linkTo(literal('http://www.reedmere.example/properties'))],
    [
      'https: (with javascript: further on)',
      () => linkTo(literal('https://www.reedmere.example/search?q=javascript:void(0)')),
    ],
    ['mailto:', () => linkTo(literal('mailto:lettings@reedmere.example?subject=12 Mill Lane'))],
    ['tel:', () => linkTo(literal('tel:+441632960123'))],
    ['HTTPS: as a hex string', () => linkTo(hexString('HTTPS://www.reedmere.example/'))],
    [
      'https: as UTF-16 text in a compressed object stream',
      () =>
        brochureWithLink({
          S: 'URI',
          URI: PDFHexString.fromText('https://www.reedmere.example/'),
        }),
    ],
    [
      'relative, joined to an https: base',
      () =>
        linkTo('(properties/12-mill-lane)', {
          catalog: '/URI << /Base (https://www.reedmere.example/) >>',
        }),
    ],
    [
      'https: in an object of its own (/URI 8 0 R)',
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [LINK, '<< /S /URI /URI 8 0 R >>', '(https://www.reedmere.example/)'],
        }),
    ],
    [
      'https:, beside a title "Data: ..." and a subject "file: ..." (which are not addresses)',
      () =>
        handMadePdf({
          page: '/Annots [6 0 R]',
          objects: [
            LINK,
            '<< /S /URI /URI (https://www.reedmere.example/) >>',
            '<< /Title 9 0 R /Subject (file: 12 Mill Lane) >>',
            '(Data: floor areas)',
          ],
          trailer: '/Info 8 0 R',
        }),
    ],
    [
      'going to a page, in an encrypted file',
      () => encryptedWith('<< /S /GoTo /D [3 0 R /Fit] >>', { xrefTable: true }),
    ],
  ])('accepts a link %s', async (_what, build) => {
    await expectAccepted(await build());
  });
});

/**
 * Two pages in two fonts, a photo, a link to the floor plans page (by action and by destination)
 * and one to the agency's website: what a brochure holds.
 */
function ordinaryBrochure({ objectStreams }: { objectStreams: boolean }): Promise<Buffer> {
  return brochure(
    async (document, page) => {
      const serif = await document.embedFont(StandardFonts.TimesRoman);
      page.drawText('Viewing by appointment', { x: 50, y: 740, font: serif, size: 12 });
      const photo = await document.embedPng(await png(120, 80));
      page.drawImage(photo, { x: 50, y: 500, width: 240, height: 160 });
      const plans = document.addPage([595, 842]);
      plans.drawText('Floor plans', { x: 50, y: 780, size: 16 });
      addLink(document, page, document.context.obj({ S: 'GoTo', D: [plans.ref, 'Fit'] }));
      addLink(
        document,
        page,
        document.context.obj({
          S: 'URI',
          URI: text('https://www.reedmere.example/properties/12-mill-lane'),
        }),
      );
      addAnnotation(
        document,
        page,
        document.context.obj({ Subtype: 'Link', Dest: [plans.ref, 'XYZ', 0, 842, 0] }),
      );
    },
    { objectStreams },
  );
}

/** Every cut-off and every corrupted copy gets an answer: the reader never throws or hangs. */
const expectAnAnswerForEveryDamage = async (bytes: Buffer) => {
  for (let length = 0; length < bytes.length; length += 7) {
    await expect(checkPdf(bytes.subarray(0, length))).resolves.toHaveProperty('ok');
  }
  for (let at = 0; at < bytes.length; at += 5) {
    const damaged = Buffer.from(bytes);
    damaged[at] = (damaged[at] ?? 0) ^ 0xa5;
    await expect(checkPdf(damaged)).resolves.toHaveProperty('ok');
  }
};

describe('checkPdf on damaged and crafted files', () => {
  it('answers for each truncation and byte flip of a PDF with an object stream', async () => {
    const bytes = escapedNameInObjectStream();
    await expectAnAnswerForEveryDamage(bytes);
  });

  it('answers for each truncation and byte flip of a PDF with encoded link addresses', async () => {
    const bytes = handMadePdf({
      page: '/Annots [6 0 R]',
      objects: [
        LINK,
        `<< /S /URI /URI ${hexString('https://www.reedmere.example/')} /Next 8 0 R >>`,
        `<< /S /URI /URI ${escapedLiteral('javascript:app.alert(1)')} >>`,
      ],
      trailer: '/Info << /Title (12 Mill Lane) >>',
      xrefTable: true,
    });
    await expectAnAnswerForEveryDamage(bytes);
  });

  it.each<[string, string]>([
    ['arrays nested 100,000 deep', `%PDF-1.7\n1 0 obj ${'['.repeat(100_000)}`],
    [
      'headers that each open a string running to the end',
      `%PDF-1.7\n${'1 0 obj('.repeat(250_000)}`,
    ],
    ['headers behind long runs of comments', `%PDF-1.7\n${'%%%%%%obj '.repeat(200_000)}`],
    [
      'an object stream compressed with LZW (which is not checked)',
      '%PDF-1.7\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream\nendobj\n',
    ],
  ])('refuses %s as unreadable', async (_what, text) => {
    expect(await checkPdf(Buffer.from(text, 'latin1'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});
