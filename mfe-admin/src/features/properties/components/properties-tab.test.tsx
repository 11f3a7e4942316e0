import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Property } from '@reedmere/contracts';
import { ApiError, notify } from '@reedmere/web-kit';
import { answerByKey, renderRoute } from '@reedmere/web-kit/testing';
import type { Editor } from '@tiptap/react';
import {
  answer,
  installFetchStub,
  sentBody,
  type FetchAnswer,
} from '../../../shared/testing/fetch-stub';
import {
  describeUnsavedChanges,
  discardQuestion,
  leavingIsQuestioned,
} from '../../../shared/testing/unsaved-changes';
import { testProperty } from '../test-property';
import { PropertiesTab } from './properties-tab';

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

// ProseMirror measures the page; jsdom implements none of it, so give it empty boxes.
const rect = { top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 };
const rectList = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
Range.prototype.getClientRects = () => rectList;
Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
Element.prototype.getClientRects = () => rectList;
document.elementFromPoint = () => null;

const HOUSE = testProperty();
const SHOP = testProperty({
  id: 'p2',
  title: 'Shop, Diss',
  address: '4 Market Place',
  location: 'Diss',
  price: 1250,
  priceType: 'rent',
  priceQualifier: 'guide',
  propertyType: 'commercial',
  dwellingType: null,
  subType: 'retail',
  bedrooms: null,
  bathrooms: null,
  features: [],
  status: 'let',
  isHidden: true,
  isUnderOffer: true,
  images: [],
  brochureUrl: null,
});

const pdf = (name = 'brochure.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** The editor tiptap keeps on its editable element: how a test types rich text in jsdom. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

// The whole form renders in each test; a shared, busy machine needs more than 5 s for some.

describe('PropertiesTab', () => {
  const { fetchStub, calls } = installFetchStub();
  let redirect: jest.Mock;

  beforeEach(() => {
    redirect = jest.fn();
    let next = 0;
    URL.createObjectURL = jest.fn(() => `blob:test/${++next}`);
    URL.revokeObjectURL = jest.fn();
  });

  const renderTab = (properties: Property[] | Error = [HOUSE, SHOP]) => {
    const fetcher = jest.fn(answerByKey({ '/api/admin/properties': properties }));
    renderRoute(<PropertiesTab redirect={redirect} />, { path: '/admin', fetcher });
    return fetcher;
  };

  const row = async (name: string) => screen.findByRole('listitem', { name });
  const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
  const type = (name: string | RegExp, value: string) =>
    fireEvent.change(textbox(name), { target: { value } });

  /** Waits for the redirect timer to be set, then checks it fires after exactly `delay` ms. */
  const expectRedirectAfter = (delay: number) => {
    expect(redirect).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(delay - 1);
    });
    expect(redirect).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(redirect).toHaveBeenCalledWith('/api/login');
  };

  describe('list', () => {
    it('shows each property with its picture, place, price and badges', async () => {
      renderTab();
      const house = await row('3 Bed House, Dereham');
      expect(house).toHaveTextContent('12 High Street, Dereham');
      expect(house).toHaveTextContent('£325,000');
      expect(house).toHaveTextContent('Available');
      expect(house).not.toHaveTextContent('Hidden');
      expect(house.querySelector('img')).toHaveAttribute('src', '/api/files/one.jpg');

      const shop = await row('Shop, Diss');
      expect(shop).toHaveTextContent('£1,250/month');
      expect(shop).toHaveTextContent('Let');
      expect(shop).toHaveTextContent('Hidden');
      expect(shop).toHaveTextContent('Under Offer');
      expect(shop).toHaveTextContent('No Image');
      expect(within(shop).getByRole('button', { name: 'Show Shop, Diss' })).toBeInTheDocument();
      expect(
        within(shop).getByRole('button', { name: 'Clear Offer: Shop, Diss' }),
      ).toBeInTheDocument();
      expect(
        within(house).getByRole('button', { name: 'Hide 3 Bed House, Dereham' }),
      ).toBeVisible();
      expect(
        within(house).getByRole('button', { name: 'Under Offer: 3 Bed House, Dereham' }),
      ).toBeVisible();
    });

    it('says so when there are no properties and offers to add one', async () => {
      renderTab([]);
      expect(await screen.findByText('No properties yet')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Add property' }));
      expect(screen.getByRole('heading', { name: 'Add property' })).toHaveFocus();
    });

    it('shows Admin Access Required when the list answers 401', async () => {
      renderTab(new ApiError(401, '{"message":"Unauthorized"}'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Admin Access Required');
    });

    it('shows a load error with Retry otherwise, and Retry reads again', async () => {
      const fetcher = renderTab(new ApiError(500, 'boom'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load properties.');
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    });
  });

  describe('search and filters', () => {
    const FLAT = testProperty({
      id: 'p3',
      title: 'Riverside flat',
      address: '4 Quay Street',
      location: 'Norwich',
      priceType: 'rent',
      propertyType: 'Flat',
      status: 'available',
    });
    const shownRows = () =>
      screen.queryAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    const count = () => screen.getByText(/properties$|property$/, { selector: '[role=status]' });

    it('finds properties by title, address or location, in any case, and says how many', async () => {
      renderTab([HOUSE, SHOP, FLAT]);
      await row('Riverside flat');
      expect(count()).toHaveTextContent('3 properties');
      const search = screen.getByRole('searchbox', { name: 'Search properties' });
      expect(search).toHaveAccessibleDescription('Title, address or location');

      fireEvent.change(search, { target: { value: 'QUAY' } });
      expect(shownRows()).toEqual(['Riverside flat']);
      expect(count()).toHaveTextContent('Showing 1 of 3 properties');
      fireEvent.change(search, { target: { value: 'diss' } });
      expect(shownRows()).toEqual(['Shop, Diss']);
    });

    it('says when nothing matches, and Clear brings every property back', async () => {
      renderTab([HOUSE, SHOP, FLAT]);
      const search = await screen.findByRole('searchbox', { name: 'Search properties' });
      fireEvent.change(search, { target: { value: 'castle' } });
      expect(shownRows()).toEqual([]);
      expect(screen.getByText('No properties match the search and filters.')).toBeVisible();
      expect(count()).toHaveTextContent('Showing 0 of 3 properties');

      fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
      expect(search).toHaveValue('');
      expect(shownRows()).toEqual(['3 Bed House, Dereham', 'Shop, Diss', 'Riverside flat']);
      expect(
        screen.queryByRole('button', { name: 'Clear search and filters' }),
      ).not.toBeInTheDocument();
    });

    it('narrows by buy or rent, category, status and visibility together', async () => {
      renderTab([HOUSE, SHOP, FLAT]);
      await row('Riverside flat');
      const choose = (name: string, value: string) =>
        fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

      choose('Buy or rent', 'rent');
      expect(shownRows()).toEqual(['Shop, Diss', 'Riverside flat']);
      choose('Category', 'residential');
      expect(shownRows()).toEqual(['Riverside flat']);
      choose('Category', 'all');
      choose('Listing status', 'under_offer');
      expect(shownRows()).toEqual(['Shop, Diss']);
      choose('Visibility', 'shown');
      expect(shownRows()).toEqual([]);
      choose('Visibility', 'hidden');
      expect(shownRows()).toEqual(['Shop, Diss']);
    });
  });

  describe('returning to the item after the form', () => {
    it('puts the focus back on the Edit button of the item after Cancel', async () => {
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Edit Shop, Diss' })).toHaveFocus();
    });

    it('puts the focus back on the item after it was saved', async () => {
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
      fireEvent.click(screen.getByRole('button', { name: 'Update property' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Edit Shop, Diss' })).toHaveFocus(),
      );
    });

    it('goes to the new item after a create, once the list has it', async () => {
      const CREATED = testProperty({ id: 'p9', title: 'Test cottage' });
      let list = [HOUSE, SHOP];
      const fetcher = jest.fn(async () => list);
      fetchStub.mockImplementation(async () => {
        list = [HOUSE, SHOP, CREATED];
        return answer(201, JSON.stringify(CREATED));
      });
      renderRoute(<PropertiesTab redirect={redirect} />, { path: '/admin', fetcher });
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
      type(/^Title/, 'Test cottage');
      type(/^Address/, '1 Church Lane');
      type(/^Location/, 'Watton');
      fireEvent.click(screen.getByRole('button', { name: 'Create property' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Edit Test cottage' })).toHaveFocus(),
      );
    });
  });

  describe('row actions', () => {
    it('hides a property and reloads the list', async () => {
      const fetcher = renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Hide 3 Bed House, Dereham' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property visibility updated' }),
      );
      expect(calls()).toEqual(['PATCH /api/admin/properties/p1/toggle-hidden']);
      expect(fetchStub.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    });

    it('reports a failed visibility change', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'down'));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Show Shop, Diss' }));
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Failed to update property visibility',
        }),
      );
      expect(redirect).not.toHaveBeenCalled();
    });

    it('marks a property under offer', async () => {
      renderTab();
      const button = await screen.findByRole('button', {
        name: 'Under Offer: 3 Bed House, Dereham',
      });
      fireEvent.click(button);
      // Busy while the change is sent.
      expect(button).toBeDisabled();
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({
          title: 'Property under offer status updated',
        }),
      );
      expect(calls()).toEqual(['PATCH /api/admin/properties/p1/toggle-under-offer']);
      await waitFor(() => expect(button).toBeEnabled());
    });

    it('reports a failed under offer change', async () => {
      fetchStub.mockImplementation(async () => answer(500));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Clear Offer: Shop, Diss' }));
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({ title: 'Failed to update under offer status' }),
      );
    });

    it('sends a signed-out admin to log in 0.5 s after a refused toggle', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderTab();
      const button = await screen.findByRole('button', { name: 'Show Shop, Diss' });
      jest.useFakeTimers();
      fireEvent.click(button);
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Unauthorized: You are logged out. Logging in again...',
        }),
      );
      expectRedirectAfter(500);
    });

    it('copies a property', async () => {
      const fetcher = renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Copy Shop, Diss' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property copied successfully' }),
      );
      expect(calls()).toEqual(['POST /api/properties/p2/copy']);
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    });

    it('reports a failed copy', async () => {
      fetchStub.mockImplementation(async () => answer(500));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Copy Shop, Diss' }));
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Error',
          description: 'Failed to copy property',
        }),
      );
    });

    it('sends a signed-out admin to log in 2 s after a refused copy', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderTab();
      const button = await screen.findByRole('button', { name: 'Copy Shop, Diss' });
      jest.useFakeTimers();
      fireEvent.click(button);
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Authentication Required',
          description: 'Please login to copy properties. Redirecting to login...',
        }),
      );
      expectRedirectAfter(2000);
    });

    it('deletes only after the confirmation', async () => {
      fetchStub.mockImplementation(async () => answer(204));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Shop, Diss' }));
      let dialog = await screen.findByRole('dialog');
      // The question is the dialog's description, read out when it opens.
      expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this property?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fetchStub).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: 'Delete Shop, Diss' }));
      dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property deleted successfully' }),
      );
      expect(calls()).toEqual(['DELETE /api/properties/p2']);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('reports a failed delete', async () => {
      fetchStub.mockImplementation(async () => answer(500));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Shop, Diss' }));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Error',
          description: 'Failed to delete property',
        }),
      );
    });
  });

  describe('form', () => {
    const openAdd = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
    };
    const fillRequired = () => {
      type(/^Title/, 'Test cottage');
      type(/^Address/, '1 Church Lane');
      type(/^Location/, 'Watton');
    };
    const submit = (name = 'Create property') =>
      fireEvent.click(screen.getByRole('button', { name }));

    it('opens above the list with the focus on its heading', async () => {
      renderTab();
      await openAdd();
      const heading = screen.getByRole('heading', { name: 'Add property' });
      expect(heading).toHaveFocus();
      expect(
        heading.compareDocumentPosition(await row('Shop, Diss')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    it('shows the property validation messages, focuses the first invalid field and sends nothing', async () => {
      renderTab();
      await openAdd();
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Price (£)' }), {
        target: { value: '-5' },
      });
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Bedrooms' }), {
        target: { value: '-1' },
      });
      submit();
      expect(screen.getByText('Title is required')).toBeInTheDocument();
      expect(screen.getByText('Address is required')).toBeInTheDocument();
      expect(screen.getByText('Location is required')).toBeInTheDocument();
      expect(screen.getByText('Price must be positive')).toBeInTheDocument();
      expect(screen.getByText('Bedrooms must be 0 or more')).toBeInTheDocument();
      expect(textbox(/^Title/)).toHaveFocus();
      expect(textbox(/^Title/)).toHaveAttribute('aria-invalid', 'true');

      // Correcting a field clears its message; the others stay until the next submit.
      type(/^Title/, 'Test cottage');
      expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
      expect(screen.getByText('Address is required')).toBeInTheDocument();
      submit();
      expect(textbox(/^Address/)).toHaveFocus();
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('creates a property with the typed values', async () => {
      const fetcher = renderTab();
      await openAdd();
      fillRequired();
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Price (£)' }), {
        target: { value: '275000' },
      });
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Bedrooms' }), {
        target: { value: '2' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Price qualifier' }), {
        target: { value: 'offers_in_excess_of' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Tenure' }), {
        target: { value: 'leasehold' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'EPC rating (current)' }), {
        target: { value: 'D' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Council tax band' }), {
        target: { value: 'B' },
      });

      const features = screen.getByRole('combobox', { name: 'Features' });
      for (const feature of ['Garden', 'Parking', ' garden ']) {
        fireEvent.change(features, { target: { value: feature } });
        fireEvent.keyDown(features, { key: 'Enter' });
      }
      const chips = screen.getAllByRole('button', { name: /^(Garden|Parking)$/ });
      expect(chips.map((chip) => chip.textContent)).toEqual(['Garden', 'Parking']);

      const description = screen.getByRole('textbox', { name: 'Description' });
      expect(description).toHaveAttribute('aria-multiline', 'true');
      act(() => {
        editorOf(description).commands.insertContent('<p>Quiet <strong>village</strong> home</p>');
      });

      submit();
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property created successfully' }),
      );
      expect(calls()).toEqual(['POST /api/properties']);
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toMatchObject({
        title: 'Test cottage',
        address: '1 Church Lane',
        location: 'Watton',
        price: 275000,
        priceType: 'sale',
        priceQualifier: 'offers_in_excess_of',
        propertyType: 'residential',
        subType: null,
        bedrooms: 2,
        bathrooms: null,
        features: ['Garden', 'Parking'],
        description: '<p>Quiet <strong>village</strong> home</p>',
        tenure: 'leasehold',
        epcCurrent: 'D',
        councilTaxBand: 'B',
        status: 'available',
        images: [],
        brochureUrl: null,
      });
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
      expect(screen.queryByRole('heading', { name: 'Add property' })).not.toBeInTheDocument();
    });

    it('saves features typed but not added with Enter, split at commas', async () => {
      renderTab();
      await openAdd();
      fillRequired();
      const features = screen.getByRole('combobox', { name: 'Features' });
      fireEvent.change(features, { target: { value: 'Garage' } });
      fireEvent.keyDown(features, { key: 'Enter' });
      fireEvent.change(features, { target: { value: 'Two gardens, Parking, , garage' } });

      submit();
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property created successfully' }),
      );
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toMatchObject({
        features: ['Garage', 'Two gardens', 'Parking'],
      });
    });

    it('adds what is typed in the features field as chips when the field is left', async () => {
      renderTab();
      await openAdd();
      const features = screen.getByRole('combobox', { name: 'Features' });
      fireEvent.focus(features);
      fireEvent.change(features, { target: { value: 'Two gardens, Parking' } });
      fireEvent.blur(features);
      const chips = screen.getAllByRole('button', { name: /^(Two gardens|Parking)$/ });
      expect(chips.map((chip) => chip.textContent)).toEqual(['Two gardens', 'Parking']);
      expect(features).toHaveValue('');
    });

    it("sends the qualifier 'none' as null and the sub-type only for commercial", async () => {
      renderTab();
      await openAdd();
      fillRequired();
      fireEvent.change(screen.getByRole('combobox', { name: 'Property type' }), {
        target: { value: 'commercial' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Commercial sub-type' }), {
        target: { value: 'warehouse' },
      });
      expect(screen.getByRole('combobox', { name: 'Price qualifier' })).toHaveValue('none');
      submit();
      await waitFor(() => expect(fetchStub).toHaveBeenCalled());
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toMatchObject({
        priceQualifier: null,
        propertyType: 'commercial',
        subType: 'warehouse',
      });
    });

    it('edits a property: fields filled in, PUT of the edited values to its id', async () => {
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
      expect(screen.getByRole('heading', { name: 'Edit Shop, Diss' })).toHaveFocus();
      expect(textbox(/^Title/)).toHaveValue('Shop, Diss');
      expect(screen.getByRole('spinbutton', { name: 'Price (£)' })).toHaveValue(1250);
      // A stored qualifier outside the admin's three is offered, so it is not lost.
      const qualifier = screen.getByRole('combobox', { name: 'Price qualifier' });
      expect(qualifier).toHaveValue('guide');
      expect(within(qualifier).getByRole('option', { name: 'Guide price' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Commercial sub-type' })).toHaveValue('retail');
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('let');

      type(/^Title/, 'Corner shop, Diss');
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Price (£)' }), {
        target: { value: '1300' },
      });
      submit('Update property');
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property updated successfully' }),
      );
      expect(calls()).toEqual(['PUT /api/properties/p2']);
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toMatchObject({
        title: 'Corner shop, Diss',
        price: 1300,
        priceType: 'rent',
        priceQualifier: 'guide',
        subType: 'retail',
        status: 'let',
        isHidden: true,
        isUnderOffer: true,
      });
    });

    it('keeps the description and images of an edited property', async () => {
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit 3 Bed House, Dereham' }));
      expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
        'A family home.',
      );
      submit('Update property');
      await waitFor(() => expect(fetchStub).toHaveBeenCalled());
      expect(calls()).toEqual(['PUT /api/properties/p1']);
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toMatchObject({
        description: '<p>A family home.</p>',
        images: ['/api/files/one.jpg', '/api/files/two.jpg'],
        brochureUrl: '/api/files/brochure.pdf',
        features: ['Garden', 'Garage'],
      });
    });

    it('toggles bold in the toolbar', async () => {
      renderTab();
      await openAdd();
      const bold = screen.getByRole('button', { name: 'Bold' });
      expect(bold).toHaveAttribute('aria-pressed', 'false');
      fireEvent.click(bold);
      await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    });

    it('cancel discards the changes: the form opens empty or with the stored values again', async () => {
      renderTab();
      await openAdd();
      type(/^Title/, 'Half typed');
      submit();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('heading', { name: 'Add property' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Properties' })).toHaveFocus();
      await openAdd();
      expect(textbox(/^Title/)).toHaveValue('');
      expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      fireEvent.click(screen.getByRole('button', { name: 'Edit 3 Bed House, Dereham' }));
      type(/^Title/, 'Changed');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      fireEvent.click(screen.getByRole('button', { name: 'Edit 3 Bed House, Dereham' }));
      expect(textbox(/^Title/)).toHaveValue('3 Bed House, Dereham');
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it("shows the server's reason when it refuses the property", async () => {
      fetchStub.mockImplementation(async () =>
        answer(
          400,
          '{"message":"Validation failed","errors":[{"field":"rightmoveUrl","message":"rightmoveUrl must be a valid uri"}]}',
        ),
      );
      renderTab();
      await openAdd();
      fillRequired();
      submit();
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Error',
          description: 'rightmoveUrl must be a valid uri',
        }),
      );
      expect(textbox(/^Title/)).toHaveValue('Test cottage');
    });

    it('sends a signed-out admin to log in 2 s after a refused update', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
      jest.useFakeTimers();
      submit('Update property');
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Authentication Required',
          description: 'Please login to update properties. Redirecting to login...',
        }),
      );
      expectRedirectAfter(2000);
    });

    it('reports other create failures with an Error toast naming the action', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'Internal Server Error'));
      renderTab();
      await openAdd();
      fillRequired();
      submit();
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Error',
          description: 'Failed to create property',
        }),
      );
    });
  });

  describe('documents', () => {
    const openAdd = async () => {
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
    };
    const choose = (testId: string, file: File) =>
      fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

    it('accepts only PDFs', async () => {
      await openAdd();
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
      let finish: (value: FetchAnswer) => void = () => undefined;
      fetchStub.mockImplementationOnce(
        () =>
          new Promise<FetchAnswer>((resolve) => {
            finish = resolve;
          }),
      );
      await openAdd();
      choose('brochure-input', pdf());
      expect(await screen.findByText('Uploading brochure...')).toBeInTheDocument();
      const [url, init] = fetchStub.mock.calls[0] ?? ['', {}];
      expect(url).toBe('/api/admin/upload-document');
      expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
      const form = init.body as FormData;
      expect(form.get('type')).toBe('brochure');
      expect((form.get('document') as File).name).toBe('brochure.pdf');
      await act(async () => {
        finish(answer(201, '{"publicUrl":"/api/files/docs%2Fb.pdf","url":"/other"}'));
      });
      expect(await screen.findByRole('link', { name: /View brochure/ })).toHaveAttribute(
        'href',
        '/api/files/docs%2Fb.pdf',
      );

      type(/^Title/, 'Test cottage');
      type(/^Address/, '1 Church Lane');
      type(/^Location/, 'Watton');
      fireEvent.click(screen.getByRole('button', { name: 'Create property' }));
      await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
      expect(sentBody(fetchStub.mock.calls[1]?.[1])).toMatchObject({
        brochureUrl: '/api/files/docs%2Fb.pdf',
        floorPlanUrl: null,
      });
    });

    it('uses url when there is no publicUrl, and Remove clears the link', async () => {
      fetchStub.mockImplementation(async () => answer(201, '{"url":"/api/files/plan.pdf"}'));
      await openAdd();
      choose('floorplan-input', pdf('plan.pdf'));
      const link = await screen.findByRole('link', { name: /View floor plan/ });
      expect(link).toHaveAttribute('href', '/api/files/plan.pdf');
      expect((fetchStub.mock.calls[0]?.[1].body as FormData).get('type')).toBe('floorplan');
      fireEvent.click(screen.getByRole('button', { name: 'Remove floor plan' }));
      expect(screen.queryByRole('link', { name: /View floor plan/ })).not.toBeInTheDocument();
    });

    it('names the document and the reason when the upload fails', async () => {
      fetchStub.mockImplementation(async () => answer(413, '{"message":"File too large"}'));
      await openAdd();
      choose('floorplan-input', pdf('plan.pdf'));
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Upload Failed',
          description: 'Failed to upload floor plan: File too large',
        }),
      );
    });

    it('asks a signed-out admin to log in and redirects after 0.5 s', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      await openAdd();
      jest.useFakeTimers();
      choose('brochure-input', pdf());
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({ title: 'Please log in to upload documents' }),
      );
      expectRedirectAfter(500);
    });
  });

  describe('images', () => {
    const addImages = async (...files: File[]) => {
      fireEvent.change(screen.getByTestId('gallery-file-input'), { target: { files } });
      await waitFor(() =>
        expect(screen.getAllByTestId('gallery-thumbnail')).toHaveLength(files.length),
      );
    };

    it('uploads held images before saving and saves their URLs in order', async () => {
      fetchStub.mockImplementation(async (url: string) =>
        url === '/api/upload/property-images'
          ? answer(201, '{"urls":["/api/files/a.jpg","/api/files/b.jpg"]}')
          : answer(201, '{}'),
      );
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
      await addImages(png('a.png'), png('b.png'));
      type(/^Title/, 'Test cottage');
      type(/^Address/, '1 Church Lane');
      type(/^Location/, 'Watton');
      fireEvent.click(screen.getByRole('button', { name: 'Create property' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property created successfully' }),
      );
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
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
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
      let finish: (value: FetchAnswer) => void = () => undefined;
      fetchStub.mockImplementationOnce(
        () =>
          new Promise<FetchAnswer>((resolve) => {
            finish = resolve;
          }),
      );
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
      await addImages(png('a.png'));
      type(/^Title/, 'Test cottage');
      type(/^Address/, '1 Church Lane');
      type(/^Location/, 'Watton');
      fireEvent.click(screen.getByRole('button', { name: 'Create property' }));
      expect(await screen.findByText('Uploading images: batch 1 of 1')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      await act(async () => {
        finish(answer(201, '{"urls":["/api/files/a.jpg"]}'));
      });
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property created successfully' }),
      );
      expect(screen.queryByText(/Uploading images/)).not.toBeInTheDocument();
    });

    it('sends a signed-out admin to log in 0.5 s after a refused image upload', async () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
      await addImages(png('a.png'));
      type(/^Title/, 'Test cottage');
      type(/^Address/, '1 Church Lane');
      type(/^Location/, 'Watton');
      jest.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: 'Create property' }));
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({ title: 'Please log in to upload images' }),
      );
      expect(calls()).toEqual(['POST /api/upload/property-images']);
      expectRedirectAfter(500);
    });

    it('saves nothing when the image upload fails, and keeps the form', async () => {
      fetchStub.mockImplementation(async () => answer(500, '{"message":"Storage is full"}'));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
      await addImages(png('a.png'));
      type(/^Title/, 'Test cottage');
      type(/^Address/, '1 Church Lane');
      type(/^Location/, 'Watton');
      fireEvent.click(screen.getByRole('button', { name: 'Create property' }));
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Failed to upload images: Storage is full',
        }),
      );
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
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
      await addImages(png('a.png'));
      type(/^Title/, 'Test cottage');
      type(/^Address/, '1 Church Lane');
      type(/^Location/, 'Watton');
      fireEvent.click(screen.getByRole('button', { name: 'Create property' }));
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith({
          title: 'Error',
          description: 'Failed to create property',
        }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Create property' }));
      await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(3));
      expect(calls()).toEqual([
        'POST /api/upload/property-images',
        'POST /api/properties',
        'POST /api/properties',
      ]);
      expect(sentBody(fetchStub.mock.calls[2]?.[1]).images).toEqual(['/api/files/a.jpg']);
    });
  });

  describeUnsavedChanges({
    render: () => renderTab(),
    first: '3 Bed House, Dereham',
    second: 'Shop, Diss',
    field: () => textbox(/^Title/),
    values: ['3 Bed House, Dereham', 'Shop, Diss'],
    addButton: 'Add property',
    newItem: 'the new property',
  });

  describe('unsaved images, and leaving the page', () => {
    const editHouse = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Edit 3 Bed House, Dereham' }));

    it('counts an image added to the gallery as a change', async () => {
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
      fireEvent.change(screen.getByTestId('gallery-file-input'), {
        target: { files: [png('a.png')] },
      });
      await waitFor(() => expect(screen.getAllByTestId('gallery-thumbnail')).toHaveLength(1));
      editHouse();
      await discardQuestion(
        'Your changes to "Shop, Diss" have not been saved. Discard them and open "3 Bed House, Dereham"?',
      );
    });

    it('asks before the page is left only while the form holds changes', async () => {
      renderTab();
      await row('Shop, Diss');
      editHouse();
      expect(leavingIsQuestioned()).toBe(false);
      type(/^Title/, 'Family home, Dereham');
      expect(leavingIsQuestioned()).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(leavingIsQuestioned()).toBe(false);

      editHouse();
      type(/^Title/, 'Family home, Dereham');
      expect(leavingIsQuestioned()).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Update property' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith({ title: 'Property updated successfully' }),
      );
      expect(leavingIsQuestioned()).toBe(false);
    });

    it('stops asking before the page is left once the tab is gone', async () => {
      const { unmount } = renderRoute(<PropertiesTab redirect={redirect} />, {
        path: '/admin',
        fetcher: jest.fn(answerByKey({ '/api/admin/properties': [HOUSE] })),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit 3 Bed House, Dereham' }));
      type(/^Title/, 'Family home, Dereham');
      expect(leavingIsQuestioned()).toBe(true);
      unmount();
      expect(leavingIsQuestioned()).toBe(false);
    });
  });
});
