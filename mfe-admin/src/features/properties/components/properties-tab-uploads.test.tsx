import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@reedmere/web-kit';
import { answer, sentBody } from '../../../shared/testing/fetch-stub';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { changeFailed, expectToast } from '../../../shared/testing/toasts';
import {
  addImages,
  fillRequired,
  heldAnswer,
  openAdd,
  pdf,
  png,
  setUpPropertiesTab,
  submit,
  textbox,
} from './test-properties-tab';

// jsdom has no canvas: held images pass through uncompressed, held back on demand.
const mockCompression = { hold: false, waiting: [] as (() => void)[] };
jest.mock('../../../shared/images/compress-image', () => ({
  compressImage: async (file: File) => {
    if (mockCompression.hold) {
      await new Promise<void>((resolve) => mockCompression.waiting.push(resolve));
    }
    return file;
  },
}));

// Documents, uploaded as soon as they are chosen, and images, uploaded before the save.
describe('PropertiesTab uploads', () => {
  const { fetchStub, calls, redirect, renderTab, signOut } = setUpPropertiesTab();

  describe('documents', () => {
    const renderAndOpenAdd = async () => {
      renderTab();
      await openAdd();
    };
    const choose = (testId: string, file: File) =>
      fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

    it('accepts only PDFs', async () => {
      await renderAndOpenAdd();
      expect(screen.getByTestId('brochure-input')).toHaveAttribute(
        'accept',
        'application/pdf,.pdf',
      );
      choose('brochure-input', new File(['x'], 'plan.docx', { type: 'application/msword' }));
      expect(notify.error).toHaveBeenCalledWith({
        title: 'Invalid File Type',
        description: 'Please upload a PDF file only',
      });
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('uploads a brochure at once and saves its link with the property', async () => {
      const held = heldAnswer();
      fetchStub.mockImplementationOnce(held.pending);
      await renderAndOpenAdd();
      choose('brochure-input', pdf());
      expect(await screen.findByText('Uploading brochure...')).toBeInTheDocument();
      const [url, init] = fetchStub.mock.calls[0] ?? ['', {}];
      expect(url).toBe('/api/admin/upload-document');
      expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
      const form = init.body as FormData;
      expect(form.get('type')).toBe('brochure');
      expect((form.get('document') as File).name).toBe('brochure.pdf');
      await act(async () => {
        held.release(answer(201, '{"publicUrl":"/api/files/docs%2Fb.pdf","url":"/other"}'));
      });
      expect(await screen.findByRole('link', { name: /View brochure/ })).toHaveAttribute(
        'href',
        '/api/files/docs%2Fb.pdf',
      );

      fillRequired();
      submit();
      await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
      expect(sentBody(fetchStub.mock.calls[1]?.[1])).toMatchObject({
        brochureUrl: '/api/files/docs%2Fb.pdf',
        floorPlanUrl: null,
      });
    });

    it('uses url when there is no publicUrl, and Remove clears the link', async () => {
      fetchStub.mockImplementation(async () => answer(201, '{"url":"/api/files/plan.pdf"}'));
      await renderAndOpenAdd();
      choose('floorplan-input', pdf('plan.pdf'));
      const link = await screen.findByRole('link', { name: /View floor plan/ });
      expect(link).toHaveAttribute('href', '/api/files/plan.pdf');
      expect((fetchStub.mock.calls[0]?.[1].body as FormData).get('type')).toBe('floorplan');
      fireEvent.click(screen.getByRole('button', { name: 'Remove floor plan' }));
      expect(screen.queryByRole('link', { name: /View floor plan/ })).not.toBeInTheDocument();
    });

    it('names the document and the reason when the upload fails', async () => {
      fetchStub.mockImplementation(async () => answer(413, '{"message":"File too large"}'));
      await renderAndOpenAdd();
      choose('floorplan-input', pdf('plan.pdf'));
      await expectToast('error', {
        title: 'Upload Failed',
        description: 'Failed to upload floor plan: File too large',
      });
    });

    it('asks a signed-out admin to log in and redirects after 0.5 s', async () => {
      signOut();
      await renderAndOpenAdd();
      await onFakeClock(() => choose('brochure-input', pdf()));
      await expectSentToLogin(redirect, { title: 'Please log in to upload documents' }, 500);
    });
  });

  describe('images', () => {
    /** Opens a new property with these images and the required fields filled in. */
    const fillNewWith = async (...files: File[]) => {
      renderTab();
      await openAdd();
      await addImages(...files);
      fillRequired();
    };

    it('uploads held images before saving and saves their URLs in order', async () => {
      fetchStub.mockImplementation(async (url: string) =>
        url === '/api/upload/property-images'
          ? answer(201, '{"urls":["/api/files/a.jpg","/api/files/b.jpg"]}')
          : answer(201, '{}'),
      );
      await fillNewWith(png('a.png'), png('b.png'));
      submit();
      await expectToast('success', { title: 'Property created successfully' });
      expect(notify.success).toHaveBeenCalledWith({ title: 'Images uploaded successfully' });
      expect(calls()).toEqual(['POST /api/upload/property-images', 'POST /api/properties']);
      const upload = fetchStub.mock.calls[0]?.[1].body as FormData;
      expect(upload.getAll('images')).toHaveLength(2);
      expect(sentBody(fetchStub.mock.calls[1]?.[1]).images).toEqual([
        '/api/files/a.jpg',
        '/api/files/b.jpg',
      ]);
    });

    it('holds the save button while chosen images are still being prepared', async () => {
      mockCompression.hold = true;
      renderTab();
      await openAdd();
      fireEvent.change(screen.getByTestId('gallery-file-input'), {
        target: { files: [png('a.png')] },
      });
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Create property' })).toBeDisabled(),
      );
      mockCompression.hold = false;
      await act(async () => {
        mockCompression.waiting.splice(0).forEach((release) => release());
      });
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Create property' })).toBeEnabled(),
      );
      expect(screen.getAllByTestId('gallery-thumbnail')).toHaveLength(1);
    });

    it('shows the upload progress and a busy save button while images go up', async () => {
      const held = heldAnswer();
      fetchStub.mockImplementationOnce(held.pending);
      await fillNewWith(png('a.png'));
      submit();
      expect(await screen.findByText('Uploading images: batch 1 of 1')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      await act(async () => {
        held.release(answer(201, '{"urls":["/api/files/a.jpg"]}'));
      });
      await expectToast('success', { title: 'Property created successfully' });
      expect(screen.queryByText(/Uploading images/)).not.toBeInTheDocument();
    });

    it('sends a signed-out admin to log in 0.5 s after a refused image upload', async () => {
      signOut();
      await fillNewWith(png('a.png'));
      await onFakeClock(() => submit());
      await expectSentToLogin(redirect, { title: 'Please log in to upload images' }, 500);
      expect(calls()).toEqual(['POST /api/upload/property-images']);
    });

    it('saves nothing when the image upload fails, and keeps the form', async () => {
      fetchStub.mockImplementation(async () => answer(500, '{"message":"Storage is full"}'));
      await fillNewWith(png('a.png'));
      submit();
      await expectToast('error', { title: 'Failed to upload images: Storage is full' });
      expect(calls()).toEqual(['POST /api/upload/property-images']);
      expect(textbox(/^Title/)).toHaveValue('Test cottage');
      expect(screen.getAllByTestId('gallery-thumbnail')).toHaveLength(1);
    });

    it('does not upload twice when the save fails after the images went up', async () => {
      fetchStub.mockImplementation(async (url: string) =>
        url === '/api/upload/property-images'
          ? answer(201, '{"urls":["/api/files/a.jpg"]}')
          : answer(500),
      );
      await fillNewWith(png('a.png'));
      submit();
      await expectToast('error', changeFailed('create property'));
      submit();
      await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(3));
      expect(calls()).toEqual([
        'POST /api/upload/property-images',
        'POST /api/properties',
        'POST /api/properties',
      ]);
      expect(sentBody(fetchStub.mock.calls[2]?.[1]).images).toEqual(['/api/files/a.jpg']);
    });
  });
});
