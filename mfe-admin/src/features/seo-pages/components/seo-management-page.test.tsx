import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpAdminScreen } from '../../../shared/testing/admin-screen';
import { cancelDelete, confirmDelete } from '../../../shared/testing/delete-question';
import { answer, sentJson } from '../../../shared/testing/fetch-stub';
import { findItemsNamed } from '../../../shared/testing/listed-items';
import { itReportsListLoadFailures } from '../../../shared/testing/load-error';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { expectToast } from '../../../shared/testing/toasts';
import { cancelAndDiscard, describeUnsavedChanges } from '../../../shared/testing/unsaved-changes';
import { testSeoPage } from '../lib/test-seo-page';
import { SeoManagementPage } from './seo-management-page';

const RESIDENTIAL = testSeoPage({ id: 's1' });
const CONTACT = testSeoPage({
  id: 's2',
  pagePath: '/contact',
  pageTitle: 'Contact us',
  isActive: false,
});

describe('SeoManagementPage', () => {
  const { fetchStub, redirect, renderScreen } = setUpAdminScreen({
    render: (redirect) => <SeoManagementPage redirect={redirect} />,
    listUrl: '/api/seo-pages',
    items: [RESIDENTIAL, CONTACT],
    path: '/admin/seo',
  });

  /** Opens the form for the home page by quick-add and creates it. */
  const createHome = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Add /' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Page title/ }), {
      target: { value: 'Home' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  };

  it('lists the configured pages with their state', async () => {
    renderScreen();
    const [contact, residential] = await findItemsNamed(['/contact', '/residential']);
    expect(contact).toHaveTextContent('Inactive');
    expect(residential).toHaveTextContent('Homes for sale in Norfolk');
    expect(within(residential).getByRole('switch', { name: 'Active: /residential' })).toBeChecked();
  });

  it('says when no page is configured', async () => {
    renderScreen([]);
    expect(await screen.findByText('No SEO pages configured yet.')).toBeInTheDocument();
  });

  itReportsListLoadFailures(renderScreen, 'Failed to load SEO pages.');

  it('offers quick-add only for common pages not yet configured', async () => {
    renderScreen();
    const quick = await screen.findByRole('region', { name: 'Quick add' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Add /',
      'Add /commercial-sales',
      'Add /commercial-lettings',
      'Add /developments',
      'Add /epc',
    ]);
    fireEvent.click(within(quick).getByRole('button', { name: 'Add /epc' }));
    expect(screen.getByRole('textbox', { name: /Page path/ })).toHaveValue('/epc');
  });

  it('validates the required fields before creating', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add SEO page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Page path is required')).toBeInTheDocument();
    expect(screen.getByText('Page title is required')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('creates a page with the entered fields and reloads the list', async () => {
    const fetcher = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add SEO page' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Page path/ }), {
      target: { value: '/Developments/' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Page title/ }), {
      target: { value: ' New homes ' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Social Media' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Social title' }), {
      target: { value: 'New homes in Norfolk' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    await expectToast('success', { title: 'SEO page created successfully.' });
    expect(sentJson(fetchStub, 'POST /api/seo-pages')).toEqual({
      pagePath: '/developments',
      pageTitle: 'New homes',
      metaDescription: '',
      metaKeywords: '',
      ogTitle: 'New homes in Norfolk',
      ogDescription: '',
      ogImage: null,
      isActive: false,
    });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it("uses the server's message when creating fails", async () => {
    fetchStub.mockImplementation(async () =>
      answer(409, '{"message":"That path already has SEO settings"}'),
    );
    renderScreen();
    await createHome();
    await expectToast('error', { title: 'That path already has SEO settings' });
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('falls back to the generic create error', async () => {
    fetchStub.mockImplementation(async () => answer(500, 'Internal Server Error'));
    renderScreen();
    await createHome();
    await expectToast('error', { title: 'Failed to create SEO page.' });
  });

  it('opens the tab of a field the server refused, with its message and the focus', async () => {
    fetchStub.mockImplementation(async () =>
      answer(400, '{"errors":[{"field":"ogImage","message":"That image cannot be used"}]}'),
    );
    renderScreen();
    await createHome();
    const image = await screen.findByRole('textbox', { name: 'Social image URL' });
    expect(screen.getByRole('tab', { name: 'Social Media' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(image).toHaveAccessibleDescription('That image cannot be used');
    expect(image).toHaveFocus();
  });

  it('checks a field on another tab before creating and opens that tab', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add /' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Page title/ }), {
      target: { value: 'Home' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Social Media' }));
    const image = screen.getByRole('textbox', { name: 'Social image URL' });
    expect(image).toHaveAccessibleDescription('A full URL or a site path');
    fireEvent.change(image, { target: { value: 'card.jpg' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Basic SEO' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: 'Social image URL' })).toHaveAccessibleDescription(
      'Enter a web address starting with https://, or a path on this site starting with /',
    );
    expect(screen.getByRole('textbox', { name: 'Social image URL' })).toHaveFocus();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('edits a page: fields filled in, PUT sent', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit /residential' }));
    // The form opens above the list: focus goes to it, not left on the Edit button below.
    expect(screen.getByRole('heading', { name: 'Edit /residential' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Page path/ })).toHaveValue('/residential');
    const title = screen.getByRole('textbox', { name: /Page title/ });
    expect(title).toHaveValue('Homes for sale in Norfolk');
    expect(screen.getByRole('textbox', { name: 'Meta description' })).toHaveValue(
      'Houses and flats for sale.',
    );
    fireEvent.change(title, { target: { value: 'Houses for sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await expectToast('success', { title: 'SEO page updated successfully.' });
    expect(sentJson(fetchStub, 'PUT /api/seo-pages/s1')).toMatchObject({
      pagePath: '/residential',
      pageTitle: 'Houses for sale',
      ogTitle: 'Norfolk homes',
    });
  });

  it('reports a failed update', async () => {
    fetchStub.mockImplementation(async () => answer(500));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit /residential' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await expectToast('error', { title: 'Failed to update SEO page.' });
  });

  it('cancel closes the form and a new form starts empty', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add SEO page' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Page title/ }), {
      target: { value: 'Draft' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await cancelAndDiscard('the new SEO page');
    expect(screen.queryByRole('textbox', { name: /Page title/ })).not.toBeInTheDocument();
    // Keyboard users are put back on the list rather than at the top of the page.
    expect(screen.getByRole('heading', { name: 'Configured pages' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Add SEO page' }));
    expect(screen.getByRole('textbox', { name: /Page title/ })).toHaveValue('');
    expect(screen.queryByText('Page path is required')).not.toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('links back to the admin panel', async () => {
    renderScreen();
    const back = await screen.findByRole('link', { name: 'Back to the admin panel' });
    expect(back).toHaveAttribute('href', '/admin');
    fireEvent.click(back);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('returns the focus to the Edit button of the page after Cancel', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit /contact' }));
    // Awaited to its end: the focus coming back to Edit starts that button's ripple later.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit /contact' })).toHaveFocus();
  });

  it('deletes after confirmation only', async () => {
    fetchStub.mockImplementation(async () => answer(204));
    renderScreen();
    await cancelDelete(
      'Delete /contact',
      'Are you sure you want to delete the SEO settings for /contact?',
      fetchStub,
    );
    await confirmDelete('Delete /contact');
    await expectToast('success', { title: 'SEO page deleted successfully.' });
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/seo-pages/s2',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('reports a failed delete', async () => {
    fetchStub.mockImplementation(async () => answer(500));
    renderScreen();
    await confirmDelete('Delete /contact');
    await expectToast('error', { title: 'Failed to delete SEO page.' });
  });

  it('toggles Active with a PUT of the whole record', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: /contact' }));
    await expectToast('success', { title: 'SEO page updated successfully.' });
    expect(sentJson(fetchStub, 'PUT /api/seo-pages/s2')).toMatchObject({
      pagePath: '/contact',
      pageTitle: 'Contact us',
      isActive: true,
    });
  });

  it('asks to log in and redirects after 0.5 s when a change answers 401', async () => {
    fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
    renderScreen();
    const toggle = await screen.findByRole('switch', { name: 'Active: /contact' });
    await onFakeClock(() => fireEvent.click(toggle));
    await expectSentToLogin(redirect, { title: 'Please log in to manage SEO pages.' }, 500);
  });

  it('updates the previews as the title is typed', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add /' }));
    const search = screen.getByTestId('search-preview');
    const social = screen.getByTestId('social-preview');
    expect(search).toHaveTextContent('Page title');
    fireEvent.change(screen.getByRole('textbox', { name: /Page title/ }), {
      target: { value: 'Reedmere Estates | Norfolk' },
    });
    expect(search).toHaveTextContent('Reedmere Estates | Norfolk');
    expect(social).toHaveTextContent('Reedmere Estates | Norfolk');
    fireEvent.change(screen.getByRole('textbox', { name: 'Meta description' }), {
      target: { value: 'Local agents.' },
    });
    expect(search).toHaveTextContent('Local agents.');
  });

  // The new page is opened by a quick-add button.
  describeUnsavedChanges({
    render: () => renderScreen(),
    first: '/residential',
    second: '/contact',
    field: () => screen.getByRole('textbox', { name: /Page title/ }),
    values: ['Homes for sale in Norfolk', 'Contact us'],
    addButton: 'Add /',
    newItem: 'the new SEO page',
  });
});
