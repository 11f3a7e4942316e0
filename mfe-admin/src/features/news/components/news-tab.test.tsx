import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsArticle } from '@reedmere/contracts';
import { makeNewsArticle } from '@reedmere/contracts/testing';
import type { Editor } from '@tiptap/react';
import { notify } from '@reedmere/web-kit';
import { setUpAdminScreen } from '../../../shared/testing/admin-screen';
import { cancelDelete, confirmDelete } from '../../../shared/testing/delete-question';
import { answer, sentBody, sentJson } from '../../../shared/testing/fetch-stub';
import { findItemsNamed } from '../../../shared/testing/listed-items';
import { itReportsListLoadFailures } from '../../../shared/testing/load-error';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { changeFailed, expectToast, loginRequired } from '../../../shared/testing/toasts';
import { cancelAndDiscard, describeUnsavedChanges } from '../../../shared/testing/unsaved-changes';
import { NewsTab } from './news-tab';

const article = (over: Partial<NewsArticle>): NewsArticle =>
  makeNewsArticle({
    id: 'a1',
    title: 'Spring market update',
    slug: 'spring-market-update',
    excerpt: 'Prices are up.',
    content: '<p>Prices are up across Norfolk.</p>',
    featuredImage: '/api/files/spring.jpg',
    author: 'Jane Reed',
    category: 'Property News',
    tags: ['market'],
    isPublished: true,
    publishedAt: '2026-03-05T10:23:00.000Z',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-05T10:23:00.000Z',
    ...over,
  });

const PUBLISHED = article({});
/** PUBLISHED as the form sends it back: without the fields the server keeps for itself. */
const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...PUBLISHED_INPUT } = PUBLISHED;
const DRAFT = article({
  id: 'a2',
  title: 'Office move',
  slug: 'office-move',
  featuredImage: null,
  category: 'Company News',
  tags: [],
  isPublished: false,
  publishedAt: null,
  updatedAt: '2026-04-01T00:00:00.000Z',
});

/** The editor behind the labelled content area; typing goes through its own commands. */
const contentBox = () => screen.getByRole('textbox', { name: /^Content/ });
const typeContent = (html: string) =>
  act(() => {
    const editor = (contentBox() as HTMLElement & { editor?: Editor }).editor;
    if (!editor) throw new Error('no editor on the content area');
    editor.commands.setContent(html, { emitUpdate: true });
  });

const titleBox = () => screen.getByRole('textbox', { name: /^Title/ });
const slugBox = () => screen.getByRole('textbox', { name: /^Slug/ });

describe('NewsTab', () => {
  const { fetchStub, redirect, renderScreen } = setUpAdminScreen({
    render: (redirect) => <NewsTab redirect={redirect} compressImage={async (file) => file} />,
    listUrl: '/api/news/admin',
    items: [PUBLISHED, DRAFT],
  });

  const openNew = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'New article' }));
  };

  describe('list', () => {
    it('shows loading, then each article newest first with its state', async () => {
      renderScreen();
      expect(screen.getByText('Loading articles...')).toBeInTheDocument();
      const [draft, published] = await findItemsNamed(['Office move', 'Spring market update']);
      expect(draft).toHaveTextContent('Draft');
      expect(draft).toHaveTextContent('/news/office-move');
      expect(draft).toHaveTextContent('Draft · Company News');
      expect(draft).toHaveTextContent('No image');
      expect(within(published).getByText('Published')).toBeInTheDocument();
      expect(published).toHaveTextContent('5th March 2026 · Property News');
      expect(published.querySelector('img')).toHaveAttribute('src', '/api/files/spring.jpg');
      expect(
        within(published).getByRole('button', { name: 'Edit Spring market update' }),
      ).toBeInTheDocument();
      expect(
        within(published).getByRole('button', { name: 'Delete Spring market update' }),
      ).toBeInTheDocument();
    });

    it('says when there are no articles and offers a new one', async () => {
      renderScreen([]);
      expect(await screen.findByText('No articles yet')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'New article' }));
      expect(screen.getByRole('heading', { name: 'New article' })).toBeInTheDocument();
    });

    itReportsListLoadFailures(renderScreen, 'Failed to load articles.');
  });

  describe('delete', () => {
    it('asks first, sends nothing on Cancel, and deletes after confirming', async () => {
      fetchStub.mockImplementation(async () => answer(204));
      const fetcher = renderScreen();
      await cancelDelete(
        'Delete Office move',
        'Are you sure you want to delete this article?',
        fetchStub,
      );
      await confirmDelete('Delete Office move');
      await expectToast('success', { title: 'Article deleted successfully' });
      expect(fetchStub).toHaveBeenCalledTimes(1);
      expect(fetchStub).toHaveBeenCalledWith(
        '/api/news/a2',
        expect.objectContaining({ method: 'DELETE', credentials: 'include' }),
      );
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    });

    it('reports a failed delete', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'Internal Server Error'));
      renderScreen();
      await confirmDelete('Delete Office move');
      await expectToast('error', changeFailed('delete article'));
      expect(redirect).not.toHaveBeenCalled();
    });
  });

  describe('form', () => {
    it('moves the focus to the form heading when it opens', async () => {
      renderScreen();
      await openNew();
      expect(screen.getByRole('heading', { name: 'New article' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Reedmere Estates');
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Market Update');
      expect(screen.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    });

    it('shows the article validation messages, focuses the first and sends nothing', async () => {
      renderScreen();
      await openNew();
      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
      expect(screen.getByText('Title is required')).toBeInTheDocument();
      expect(screen.getByText('Slug is required')).toBeInTheDocument();
      expect(screen.getByText('Content is required')).toBeInTheDocument();
      expect(titleBox()).toHaveFocus();
      expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
      expect(contentBox()).toHaveAttribute('aria-invalid', 'true');
      expect(fetchStub).not.toHaveBeenCalled();

      fireEvent.change(titleBox(), { target: { value: 'Autumn' } });
      fireEvent.change(slugBox(), { target: { value: 'Autumn News' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
      expect(
        screen.getByText('Slug may contain lower-case letters, numbers and hyphens only'),
      ).toBeInTheDocument();
      expect(slugBox()).toHaveFocus();

      fireEvent.change(slugBox(), { target: { value: 'autumn-news' } });
      typeContent('<p></p>');
      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
      expect(screen.getByText('Content is required')).toBeInTheDocument();
      expect(contentBox()).toHaveFocus();
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('builds the slug from the title until the slug is typed by hand', async () => {
      renderScreen();
      await openNew();
      fireEvent.change(titleBox(), { target: { value: 'Norfolk’s Spring Market & You' } });
      expect(slugBox()).toHaveValue('norfolks-spring-market-and-you');
      expect(
        screen.getByText('Public address: /news/norfolks-spring-market-and-you'),
      ).toBeVisible();
      fireEvent.change(slugBox(), { target: { value: 'spring' } });
      fireEvent.change(titleBox(), { target: { value: 'Something else' } });
      expect(slugBox()).toHaveValue('spring');
      expect(screen.getByText('Public address: /news/spring')).toBeInTheDocument();
    });

    it('creates a published article with every field and reloads the list', async () => {
      jest.useFakeTimers({ now: new Date(2026, 10, 22, 9, 30), doNotFake: ['setTimeout'] });
      fetchStub.mockImplementation(async () => answer(201, JSON.stringify(PUBLISHED)));
      const fetcher = renderScreen();
      await openNew();
      fireEvent.change(titleBox(), { target: { value: ' New homes in Dereham ' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Excerpt' }), {
        target: { value: 'Twelve homes.' },
      });
      expect(screen.getByText(/13\/500 characters/)).toBeInTheDocument();
      typeContent('<p>Twelve new homes by the river.</p>');
      fireEvent.change(screen.getByRole('textbox', { name: 'Author' }), {
        target: { value: 'Sam Field' },
      });
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Investment Tips' }));
      const tags = screen.getByRole('combobox', { name: 'Tags' });
      fireEvent.change(tags, { target: { value: 'Dereham' } });
      fireEvent.keyDown(tags, { key: 'Enter' });
      fireEvent.change(tags, { target: { value: 'new homes' } });
      fireEvent.keyDown(tags, { key: 'Enter' });
      fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
      const date = screen.getByLabelText('Published date');
      expect(date).toHaveValue('2026-11-22');
      fireEvent.change(date, { target: { value: '2026-11-20' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));

      await expectToast('success', { title: 'Article created successfully' });
      expect(fetchStub).toHaveBeenCalledTimes(1);
      expect(sentJson(fetchStub, 'POST /api/news')).toEqual({
        title: 'New homes in Dereham',
        slug: 'new-homes-in-dereham',
        excerpt: 'Twelve homes.',
        content: '<p>Twelve new homes by the river.</p>',
        featuredImage: null,
        author: 'Sam Field',
        category: 'Investment Tips',
        tags: ['Dereham', 'new homes'],
        isPublished: true,
        publishedAt: new Date(2026, 10, 20).toISOString(),
      });
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
      expect(screen.queryByRole('button', { name: 'Create article' })).not.toBeInTheDocument();
    });

    it('saves tags typed but not added with Enter, split at commas, and adds them on leaving', async () => {
      renderScreen();
      await openNew();
      fireEvent.change(titleBox(), { target: { value: 'Tagged piece' } });
      typeContent('<p>Words.</p>');
      const tags = screen.getByRole('combobox', { name: 'Tags' });
      fireEvent.focus(tags);
      fireEvent.change(tags, { target: { value: 'Dereham, new homes' } });
      fireEvent.blur(tags);
      const chips = screen.getAllByRole('button', { name: /^(Dereham|new homes)$/ });
      expect(chips.map((chip) => chip.textContent)).toEqual(['Dereham', 'new homes']);
      fireEvent.change(tags, { target: { value: 'Market, dereham' } });

      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
      await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toMatchObject({
        tags: ['Dereham', 'new homes', 'Market'],
      });
    });

    it('sends a draft without a date even after one was chosen', async () => {
      renderScreen();
      await openNew();
      fireEvent.change(titleBox(), { target: { value: 'Draft piece' } });
      typeContent('<p>Words.</p>');
      fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
      expect(screen.getByLabelText('Published date')).not.toHaveValue('');
      fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
      expect(screen.queryByLabelText('Published date')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
      await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toMatchObject({
        slug: 'draft-piece',
        isPublished: false,
        publishedAt: null,
      });
    });

    it('edits an article: fields filled in, PUT to its id with the edited values', async () => {
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Spring market update' }));
      expect(screen.getByRole('heading', { name: 'Edit Spring market update' })).toHaveFocus();
      expect(titleBox()).toHaveValue('Spring market update');
      expect(slugBox()).toHaveValue('spring-market-update');
      expect(contentBox()).toHaveTextContent('Prices are up across Norfolk.');
      expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();
      expect(screen.getByLabelText('Published date')).toHaveValue('2026-03-05');
      expect(screen.getByText('market')).toBeInTheDocument();

      // A saved article keeps its address when the title changes.
      fireEvent.change(titleBox(), { target: { value: 'Spring market round-up' } });
      expect(slugBox()).toHaveValue('spring-market-update');
      fireEvent.click(screen.getByRole('button', { name: 'Update article' }));
      await expectToast('success', { title: 'Article updated successfully' });
      // Every stored field goes back as it was, the date to the second, but for the title.
      expect(sentJson(fetchStub, 'PUT /api/news/a1')).toEqual({
        ...PUBLISHED_INPUT,
        title: 'Spring market round-up',
      });
    });

    it('unpublishing an article sends it as a draft without a date', async () => {
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Spring market update' }));
      fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
      fireEvent.click(screen.getByRole('button', { name: 'Update article' }));
      await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toMatchObject({
        isPublished: false,
        publishedAt: null,
      });
    });

    it('returns the focus to the article after its edit is saved or cancelled', async () => {
      renderScreen();
      const edit = () => screen.getByRole('button', { name: 'Edit Office move' });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Office move' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(edit()).toHaveFocus();

      fireEvent.click(edit());
      typeContent('<p>We have moved.</p>');
      fireEvent.click(screen.getByRole('button', { name: 'Update article' }));
      await waitFor(() => expect(edit()).toHaveFocus());
    });

    it('cancel closes the form and the next one starts empty', async () => {
      renderScreen();
      await openNew();
      fireEvent.change(titleBox(), { target: { value: 'Half written' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
      await cancelAndDiscard('the new article');
      expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
      await openNew();
      expect(titleBox()).toHaveValue('');
      expect(slugBox()).toHaveValue('');
      expect(screen.queryByText('Content is required')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      fireEvent.click(screen.getByRole('button', { name: 'Edit Office move' }));
      fireEvent.change(titleBox(), { target: { value: 'Changed' } });
      await cancelAndDiscard('"Office move"');
      // Awaited to its end: the focus leaving Edit stops that button's ripple later.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Office move' }));
      expect(titleBox()).toHaveValue('Office move');
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it("shows the server's reason for a taken slug and keeps the form", async () => {
      fetchStub.mockImplementation(async () =>
        answer(409, '{"message":"An article with this slug already exists"}'),
      );
      renderScreen();
      await openNew();
      fireEvent.change(titleBox(), { target: { value: 'Office move' } });
      typeContent('<p>Again.</p>');
      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
      await expectToast('error', {
        title: 'Error',
        description: 'An article with this slug already exists',
      });
      expect(titleBox()).toHaveValue('Office move');
      await waitFor(() => expect(slugBox()).toHaveAttribute('aria-invalid', 'true'));
      expect(slugBox()).toHaveFocus();
      expect(screen.getByText('An article with this slug already exists')).toBeInTheDocument();
      expect(notify.success).not.toHaveBeenCalled();
    });

    it('names the version it was opened at, and keeps the form when someone saved in between', async () => {
      const savedBySam =
        'Sam Seller saved this article at 1 Apr 2026, 01:00, after you opened it, so your changes were not saved. Keep a copy of them, open the article again to see what changed, then make yours.';
      fetchStub.mockImplementation(async () =>
        answer(412, JSON.stringify({ message: savedBySam })),
      );
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Office move' }));
      fireEvent.change(titleBox(), { target: { value: 'Office move, part two' } });
      fireEvent.click(screen.getByRole('button', { name: 'Update article' }));
      await expectToast('error', { title: 'Error', description: savedBySam });
      const headers = new Headers(fetchStub.mock.calls[0]?.[1]?.headers);
      expect(headers.get('If-Match')).toBe(`"${DRAFT.updatedAt}"`);
      expect(titleBox()).toHaveValue('Office move, part two');
      expect(notify.success).not.toHaveBeenCalled();
    });

    it('gives the generic message for other failures', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'Internal Server Error'));
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Office move' }));
      fireEvent.click(screen.getByRole('button', { name: 'Update article' }));
      await expectToast('error', changeFailed('update article'));
      expect(screen.getByRole('button', { name: 'Update article' })).toBeEnabled();
    });

    it('asks to log in and redirects after 2 s when saving answers 401', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Office move' }));
      await onFakeClock(() =>
        fireEvent.click(screen.getByRole('button', { name: 'Update article' })),
      );
      await expectSentToLogin(redirect, loginRequired('update articles'), 2000);
    });

    it('says create or delete in the 401 message too', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderScreen();
      await confirmDelete('Delete Office move');
      await expectToast('error', loginRequired('delete articles'));
      await openNew();
      fireEvent.change(titleBox(), { target: { value: 'Anything' } });
      typeContent('<p>Text.</p>');
      fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
      await expectToast('error', loginRequired('create articles'));
    });
  });

  describe('featured image', () => {
    /** Chooses an image for the article being edited and saves once it is ready. */
    const chooseImageAndSave = async () => {
      const file = new File(['jpeg'], 'river.jpg', { type: 'image/jpeg' });
      fireEvent.change(screen.getByTestId('gallery-file-input'), { target: { files: [file] } });
      await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
      // Saving waits until the chosen image is ready.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Update article' })).toBeEnabled(),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Update article' }));
    };

    beforeEach(() => {
      URL.createObjectURL = jest.fn(() => 'blob:test/river.jpg');
      URL.revokeObjectURL = jest.fn();
    });

    it('uploads a held image on save, then saves the article with its URL', async () => {
      fetchStub.mockImplementation(async (url: string) =>
        url === '/api/upload/images'
          ? answer(200, '{"urls":["/api/files/river.jpg"]}')
          : answer(201, '{}'),
      );
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Office move' }));
      await chooseImageAndSave();
      await expectToast('success', { title: 'Article updated successfully' });
      expect(notify.success).toHaveBeenCalledWith({ title: 'Images uploaded successfully' });
      expect(fetchStub.mock.calls.map(([url]) => url)).toEqual([
        '/api/upload/images',
        '/api/news/a2',
      ]);
      expect(sentBody(fetchStub.mock.calls[1]?.[1]).featuredImage).toBe('/api/files/river.jpg');
    });

    it('saves nothing when the upload fails and keeps the form', async () => {
      fetchStub.mockImplementation(async () => answer(413, '{"message":"File too large"}'));
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Office move' }));
      await chooseImageAndSave();
      await expectToast('error', { title: 'Failed to upload images: File too large' });
      expect(fetchStub).toHaveBeenCalledTimes(1);
      expect(titleBox()).toHaveValue('Office move');
      expect(notify.success).not.toHaveBeenCalled();
    });
  });

  describeUnsavedChanges({
    render: () => renderScreen(),
    first: 'Spring market update',
    second: 'Office move',
    field: titleBox,
    values: ['Spring market update', 'Office move'],
    addButton: 'New article',
    newItem: 'the new article',
  });
});
