import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Development } from '@reedmere/contracts';
import { makeDevelopment } from '@reedmere/contracts/testing';
import { notify } from '@reedmere/web-kit';
import { putEmotionStylesInDocument } from '@reedmere/web-kit/testing';
import { setUpAdminScreen } from '../../../shared/testing/admin-screen';
import { cancelQuestion } from '../../../shared/testing/delete-question';
import { answer, sentBody, sentJson, type FetchAnswer } from '../../../shared/testing/fetch-stub';
import { findItemsNamed } from '../../../shared/testing/listed-items';
import { itReportsListLoadFailures } from '../../../shared/testing/load-error';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { changeFailed, expectToast, loginRequired } from '../../../shared/testing/toasts';
import {
  cancelAndDiscard,
  describeUnsavedChanges,
  discardQuestion,
} from '../../../shared/testing/unsaved-changes';
import { DevelopmentsTab } from './developments-tab';

// jsdom has no canvas: the galleries hold the chosen file as it is.
jest.mock('../../../shared/images/compress-image', () => ({
  compressImage: async (file: File) => file,
}));

const development = (over: Partial<Development> = {}): Development =>
  makeDevelopment({
    id: 'd1',
    title: 'Maltings Yard',
    description: '<p>Six homes around a courtyard.</p>',
    location: 'Aylsham',
    projectValue: 2400000,
    status: 'completed',
    startDate: '2023-03-01',
    endDate: '2024-09-30',
    beforeImages: ['/api/files/before-1.jpg'],
    duringImages: ['/api/files/during-1.jpg'],
    afterImages: ['/api/files/after-1.jpg', '/api/files/after-2.jpg'],
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...over,
  });

const MALTINGS = development();
/** MALTINGS as the form sends it back: without the fields the server keeps for itself. */
const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...MALTINGS_INPUT } = MALTINGS;
// Only a title: every other field as the service stores it when a body leaves it out.
const MILL = makeDevelopment({
  id: 'd2',
  title: 'Mill Lane',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
});

/** The badge element that carries the colours, around its label. */
const chip = (label: HTMLElement) => label.closest('.MuiChip-root');
const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('DevelopmentsTab', () => {
  let uploads: number;

  /** Uploads answer with a stored URL per file sent; saves answer 200. */
  const serverAnswers = async (url: string, init: RequestInit): Promise<FetchAnswer> => {
    if (url === '/api/upload/development-images') {
      const files = (init.body as FormData).getAll('images') as File[];
      const urls = files.map((file) => `/api/files/up-${(uploads += 1)}-${file.name}`);
      return answer(200, JSON.stringify({ urls }));
    }
    return answer(200, '{}');
  };

  const { fetchStub, calls, redirect, renderScreen } = setUpAdminScreen({
    render: (redirect) => <DevelopmentsTab redirect={redirect} />,
    listUrl: '/api/admin/developments',
    items: [MILL, MALTINGS],
    answers: serverAnswers,
  });

  beforeEach(() => {
    uploads = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:test/${(blob as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });

  const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
  const type = (name: RegExp | string, value: string) =>
    fireEvent.change(field(name), { target: { value } });
  const gallery = (name: string) => screen.getByRole('group', { name });
  const pick = async (name: string, ...files: File[]) => {
    const user = userEvent.setup();
    await user.upload(within(gallery(name)).getByTestId('gallery-file-input'), files);
    await waitFor(() =>
      expect(within(gallery(name)).getAllByTestId('gallery-thumbnail').length).toBeGreaterThan(0),
    );
  };
  const saveCalls = () =>
    fetchStub.mock.calls.filter(([url]) => url.startsWith('/api/developments'));

  describe('the list', () => {
    it('shows each development with its picture, badge, value, dates and image counts', async () => {
      putEmotionStylesInDocument();
      renderScreen();
      // Newest first.
      const [maltings, mill] = await findItemsNamed(['Maltings Yard', 'Mill Lane']);
      expect(within(maltings).getByRole('heading', { name: 'Maltings Yard' })).toBeInTheDocument();
      expect(maltings.querySelector('img')).toHaveAttribute('src', '/api/files/after-1.jpg');
      expect(maltings).toHaveTextContent('Aylsham');
      expect(chip(within(maltings).getByText('COMPLETED'))).toHaveStyle({
        backgroundColor: '#1b6e3a',
      });
      expect(maltings).toHaveTextContent('£2,400,000');
      expect(maltings).toHaveTextContent('1 March 2023 - 30 September 2024');
      expect(maltings).toHaveTextContent('Before 1 · During 1 · After 2');

      expect(within(mill).getByRole('img', { name: 'No Image' })).toBeInTheDocument();
      expect(chip(within(mill).getByText('PLANNING'))).toHaveStyle({
        backgroundColor: '#f6d32d',
        color: '#1d2433',
      });
      expect(mill).toHaveTextContent('TBC - TBC');
      expect(within(mill).getByRole('button', { name: 'Edit Mill Lane' })).toBeInTheDocument();
      expect(within(mill).getByRole('button', { name: 'Delete Mill Lane' })).toBeInTheDocument();
    });

    it('uses the during, then the before picture when there is no after one', async () => {
      renderScreen([
        development({ id: 'a', title: 'A', afterImages: [], duringImages: ['/d.jpg'] }),
        development({
          id: 'b',
          title: 'B',
          afterImages: [],
          duringImages: [],
          beforeImages: ['/b.jpg'],
        }),
      ]);
      const [a, b] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
      expect(a.querySelector('img')).toHaveAttribute('src', '/d.jpg');
      expect(b.querySelector('img')).toHaveAttribute('src', '/b.jpg');
    });

    it('shows the in progress badge in blue with a space for the underscore', async () => {
      putEmotionStylesInDocument();
      renderScreen([development({ status: 'in_progress' })]);
      expect(chip(await screen.findByText('IN PROGRESS'))).toHaveStyle({
        backgroundColor: '#1a56a8',
      });
    });

    it('says loading first', async () => {
      renderScreen();
      expect(screen.getByText('Loading developments...')).toBeInTheDocument();
      // Then the list in its place.
      await findItemsNamed(['Maltings Yard', 'Mill Lane']);
      expect(screen.queryByText('Loading developments...')).not.toBeInTheDocument();
    });

    it('reads every development from the admin list, past the public page size', async () => {
      const many = Array.from({ length: 60 }, (_, index) =>
        development({
          id: `p${index + 1}`,
          title: `Project ${index + 1}`,
          createdAt: new Date(Date.UTC(2026, 0, 1) - index * 86_400_000).toISOString(),
        }),
      );
      const fetcher = renderScreen(many);
      expect(await screen.findByRole('heading', { name: 'Developments (60)' })).toBeInTheDocument();
      await findItemsNamed(many.map((project) => project.title));
      expect(fetcher.mock.calls).toEqual([['/api/admin/developments']]);
      // The public list is never read for the admin's list.
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('says when there are none and still offers Add development', async () => {
      renderScreen([]);
      expect(await screen.findByText('No developments yet')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add development' })).toBeInTheDocument();
    });

    itReportsListLoadFailures(renderScreen, 'Failed to load developments.');
  });

  describe('deleting', () => {
    const askToDelete = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Mill Lane' }));
      // Awaited: the focus the question moves to its Cancel button settles after the click.
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Are you sure you want to delete this development?');
      return dialog;
    };

    it('asks first, then deletes and reloads the list', async () => {
      const fetcher = renderScreen();
      const dialog = await askToDelete();
      expect(fetchStub).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expectToast('success', { title: 'Development deleted successfully' });
      expect(fetchStub).toHaveBeenCalledWith(
        '/api/developments/d2',
        expect.objectContaining({ method: 'DELETE' }),
      );
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: /^Developments/ })).toHaveFocus(),
      );
    });

    it('sends nothing when the question is cancelled', async () => {
      renderScreen();
      await cancelQuestion(await askToDelete(), fetchStub);
    });

    it('asks a signed-out admin to log in and redirects after 2 s', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderScreen();
      const dialog = await askToDelete();
      await onFakeClock(() =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })),
      );
      await expectSentToLogin(redirect, loginRequired('delete developments'), 2000);
    });

    it('reports any other failure', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'Internal Server Error'));
      renderScreen();
      fireEvent.click(within(await askToDelete()).getByRole('button', { name: 'Delete' }));
      await expectToast('error', changeFailed('delete development'));
      expect(redirect).not.toHaveBeenCalled();
    });
  });

  describe('the form', () => {
    it('opens empty with focus on its heading', async () => {
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add development' }));
      expect(screen.getByRole('heading', { name: 'Add development' })).toHaveFocus();
      expect(field(/Title/)).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('planning');
      expect(gallery('Before')).toHaveTextContent('No images yet.');
      expect(gallery('During')).toBeInTheDocument();
      expect(gallery('After')).toBeInTheDocument();
    });

    it('shows the errors under the fields, focuses the first and sends nothing', async () => {
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add development' }));
      fireEvent.change(screen.getByRole('spinbutton', { name: /Project value/ }), {
        target: { value: '-5' },
      });
      fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-06-02' } });
      fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-06-01' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create development' }));

      expect(field(/Title/)).toHaveAccessibleDescription('Title is required');
      expect(field(/Title/)).toHaveAttribute('aria-invalid', 'true');
      expect(field(/Title/)).toHaveFocus();
      expect(screen.getByRole('spinbutton', { name: /Project value/ })).toHaveAccessibleDescription(
        'Project value must be 0 or more',
      );
      expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
        'End date cannot be before the start date',
      );
      expect(fetchStub).not.toHaveBeenCalled();

      // With a title the first invalid field is the project value.
      type(/Title/, 'Mill Lane');
      fireEvent.click(screen.getByRole('button', { name: 'Create development' }));
      expect(screen.getByRole('spinbutton', { name: /Project value/ })).toHaveFocus();
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('creates a development with every field and closes the form', async () => {
      const fetcher = renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add development' }));
      type(/Title/, ' Station Road ');
      type('Description', 'Four homes.\n\nNear the station.');
      type('Location', 'Dereham');
      fireEvent.change(screen.getByRole('spinbutton', { name: /Project value/ }), {
        target: { value: '950000' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
        target: { value: 'in_progress' },
      });
      fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-04-01' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create development' }));

      await expectToast('success', { title: 'Development created successfully' });
      expect(sentJson(fetchStub, 'POST /api/developments')).toEqual({
        title: 'Station Road',
        description: '<p>Four homes.</p><p>Near the station.</p>',
        location: 'Dereham',
        projectValue: 950000,
        status: 'in_progress',
        startDate: '2025-04-01',
        endDate: null,
        beforeImages: [],
        duringImages: [],
        afterImages: [],
      });
      // No image was held, so none was uploaded or announced.
      expect(notify.success).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
      expect(screen.queryByRole('heading', { name: 'Add development' })).not.toBeInTheDocument();
    });

    it('edits: fields filled in, PUT to its id with the edited values', async () => {
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Maltings Yard' }));
      expect(screen.getByRole('heading', { name: 'Edit Maltings Yard' })).toHaveFocus();
      expect(field(/Title/)).toHaveValue('Maltings Yard');
      expect(field('Description')).toHaveValue('Six homes around a courtyard.');
      expect(field('Location')).toHaveValue('Aylsham');
      expect(screen.getByRole('spinbutton', { name: /Project value/ })).toHaveValue(2400000);
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
      expect(screen.getByLabelText('Start date')).toHaveValue('2023-03-01');
      expect(screen.getByLabelText('End date')).toHaveValue('2024-09-30');
      expect(within(gallery('After')).getAllByTestId('gallery-thumbnail')).toHaveLength(2);

      type(/Title/, 'Maltings Yard, Aylsham');
      fireEvent.change(screen.getByLabelText('End date'), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

      await expectToast('success', { title: 'Development updated successfully' });
      // Every other stored field, the galleries too, goes back as it was.
      expect(sentJson(fetchStub, 'PUT /api/developments/d1')).toEqual({
        ...MALTINGS_INPUT,
        title: 'Maltings Yard, Aylsham',
        endDate: null,
      });
    });

    it('returns the focus to the development after its edit is saved or cancelled', async () => {
      renderScreen();
      const edit = () => screen.getByRole('button', { name: `Edit ${MILL.title}` });
      fireEvent.click(await screen.findByRole('button', { name: `Edit ${MILL.title}` }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(edit()).toHaveFocus();

      fireEvent.click(edit());
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(edit()).toHaveFocus());
    });

    it('cancel discards the changes and held images; reopening starts afresh', async () => {
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add development' }));
      type(/Title/, 'Half typed');
      await pick('During', jpeg('site.jpg'));
      await cancelAndDiscard('the new development');
      expect(screen.queryByRole('heading', { name: 'Add development' })).not.toBeInTheDocument();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/site.jpg');
      expect(screen.getByRole('heading', { name: /^Developments/ })).toHaveFocus();

      fireEvent.click(screen.getByRole('button', { name: 'Add development' }));
      expect(field(/Title/)).toHaveValue('');
      expect(gallery('During')).toHaveTextContent('No images yet.');
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('uploads the held images of each gallery first and saves their URLs in order', async () => {
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Mill Lane' }));
      await pick('Before', jpeg('b1.jpg'), jpeg('b2.jpg'));
      await pick('After', jpeg('a1.jpg'));
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

      await expectToast('success', { title: 'Development updated successfully' });
      expect(notify.success).toHaveBeenCalledWith({
        title: 'Development images uploaded successfully',
      });
      const urls = calls();
      // One request per gallery with held images, Before first, then the save.
      expect(urls).toEqual([
        'POST /api/upload/development-images',
        'POST /api/upload/development-images',
        'PUT /api/developments/d2',
      ]);
      expect(sentBody(saveCalls()[0]?.[1])).toMatchObject({
        beforeImages: ['/api/files/up-1-b1.jpg', '/api/files/up-2-b2.jpg'],
        duringImages: [],
        afterImages: ['/api/files/up-3-a1.jpg'],
      });
    });

    it('adds new images after the stored ones of the same gallery', async () => {
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Maltings Yard' }));
      await pick('During', jpeg('d2.jpg'));
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(saveCalls()).toHaveLength(1));
      expect(sentBody(saveCalls()[0]?.[1])).toMatchObject({
        beforeImages: ['/api/files/before-1.jpg'],
        duringImages: ['/api/files/during-1.jpg', '/api/files/up-1-d2.jpg'],
        afterImages: ['/api/files/after-1.jpg', '/api/files/after-2.jpg'],
      });
    });

    it('saves nothing when an upload fails, and keeps the form', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'Disk full'));
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add development' }));
      type(/Title/, 'Station Road');
      await pick('Before', jpeg('b1.jpg'));
      fireEvent.click(screen.getByRole('button', { name: 'Create development' }));

      await expectToast('error', { title: 'Failed to upload images: 500: Disk full' });
      expect(saveCalls()).toHaveLength(0);
      expect(notify.success).not.toHaveBeenCalled();
      expect(field(/Title/)).toHaveValue('Station Road');
      expect(within(gallery('Before')).getAllByTestId('gallery-thumbnail')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Create development' })).toBeEnabled();
    });

    it('after a failed save, trying again does not upload the images twice', async () => {
      let saves = 0;
      fetchStub.mockImplementation(async (url, init) => {
        if (url === '/api/developments' && (saves += 1) === 1) {
          return answer(500, 'Internal Server Error');
        }
        return serverAnswers(url, init);
      });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add development' }));
      type(/Title/, 'Station Road');
      await pick('After', jpeg('a1.jpg'));
      fireEvent.click(screen.getByRole('button', { name: 'Create development' }));
      await expectToast('error', changeFailed('create development'));
      fireEvent.click(screen.getByRole('button', { name: 'Create development' }));
      await expectToast('success', { title: 'Development created successfully' });
      expect(uploads).toBe(1);
      expect(sentBody(saveCalls()[1]?.[1])).toMatchObject({
        afterImages: ['/api/files/up-1-a1.jpg'],
      });
    });

    it("shows the server's reasons when it refuses the development", async () => {
      fetchStub.mockImplementation(async () =>
        answer(
          400,
          '{"message":"Validation failed","errors":[{"field":"title","message":"Title is required"}]}',
        ),
      );
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Mill Lane' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await expectToast('error', { title: 'Error', description: 'Title is required' });
    });

    it('asks a signed-out admin to log in when saving, then redirects after 2 s', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add development' }));
      type(/Title/, 'Station Road');
      await onFakeClock(() =>
        fireEvent.click(screen.getByRole('button', { name: 'Create development' })),
      );
      await expectSentToLogin(redirect, loginRequired('create developments'), 2000);
    });
  });

  describeUnsavedChanges({
    render: () => renderScreen(),
    first: 'Maltings Yard',
    second: 'Mill Lane',
    field: () => field(/Title/),
    values: ['Maltings Yard', 'Mill Lane'],
    addButton: 'Add development',
    newItem: 'the new development',
  });

  it('counts an image added to a gallery as a change', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add development' }));
    await pick('During', jpeg('site.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mill Lane' }));
    await discardQuestion(
      'Your changes to the new development have not been saved. Discard them and open "Mill Lane"?',
    );
  });
});
