import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByKey } from '@reedmere/web-kit/testing';
import type { Editor } from '@tiptap/react';
import { answer, sentBody } from '../../../shared/testing/fetch-stub';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { changeFailed, expectToast, loginRequired } from '../../../shared/testing/toasts';
import {
  cancelAndDiscard,
  describeUnsavedChanges,
  discardQuestion,
  leavingIsQuestioned,
} from '../../../shared/testing/unsaved-changes';
import {
  change,
  fillRequired,
  HOUSE,
  openAdd,
  png,
  row,
  setUpPropertiesTab,
  SHOP,
  submit,
  textbox,
  type,
} from './test-properties-tab';
import { testProperty } from '../lib/test-property';

// jsdom has no canvas: chosen images pass through uncompressed.
jest.mock('../../../shared/images/compress-image', () => ({
  compressImage: async (file: File) => file,
}));

/** The editor tiptap keeps on its editable element: how a test types rich text in jsdom. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

// The add/edit form: validation, saving, the focus around it and its unsaved changes.
describe('PropertiesTab form', () => {
  const { fetchStub, calls, redirect, renderTab, renderWith, signOut } = setUpPropertiesTab();

  describe('returning to the item after the form', () => {
    it('puts the focus back on the Edit button of the item after Cancel', async () => {
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
      // Awaited to its end: the focus coming back to Edit starts that button's ripple later.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Edit Shop, Diss' })).toHaveFocus();
    });

    it('puts the focus back on the item after it was saved', async () => {
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
      submit('Update property');
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
      renderWith(fetcher);
      await openAdd();
      fillRequired();
      submit();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Edit Test cottage' })).toHaveFocus(),
      );
    });
  });

  describe('form', () => {
    /** Opens a new property, fills in what is required and presses Create. */
    const submitNew = async () => {
      renderTab();
      await openAdd();
      fillRequired();
      submit();
    };

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
      change('spinbutton', 'Price (£)', '-5');
      change('spinbutton', 'Bedrooms', '-1');
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
      change('spinbutton', 'Price (£)', '275000');
      change('spinbutton', 'Bedrooms', '2');
      change('combobox', 'Price qualifier', 'offers_in_excess_of');
      change('combobox', 'Tenure', 'leasehold');
      change('combobox', 'EPC rating (current)', 'D');
      change('combobox', 'Council tax band', 'B');

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
      await expectToast('success', { title: 'Property created successfully' });
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
      await expectToast('success', { title: 'Property created successfully' });
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
      change('combobox', 'Property type', 'commercial');
      change('combobox', 'Commercial sub-type', 'warehouse');
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
      change('spinbutton', 'Price (£)', '1300');
      submit('Update property');
      await expectToast('success', { title: 'Property updated successfully' });
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
      await cancelAndDiscard('the new property');
      expect(screen.queryByRole('heading', { name: 'Add property' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Properties' })).toHaveFocus();
      await openAdd();
      expect(textbox(/^Title/)).toHaveValue('');
      expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      fireEvent.click(screen.getByRole('button', { name: 'Edit 3 Bed House, Dereham' }));
      type(/^Title/, 'Changed');
      await cancelAndDiscard('"3 Bed House, Dereham"');
      // Awaited to its end: the focus leaving Edit stops that button's ripple later.
      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: 'Edit 3 Bed House, Dereham' }));
      expect(textbox(/^Title/)).toHaveValue('3 Bed House, Dereham');
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it("shows the server's reason when it refuses the property, under the field it names", async () => {
      fetchStub.mockImplementation(async () =>
        answer(
          400,
          '{"message":"Validation failed","errors":[{"field":"rightmoveUrl","message":"rightmoveUrl must be a valid uri"}]}',
        ),
      );
      await submitNew();
      await expectToast('error', {
        title: 'Error',
        description: 'rightmoveUrl must be a valid uri',
      });
      expect(textbox(/^Title/)).toHaveValue('Test cottage');
      // Under the field it names too, with the focus there; correcting it clears the message.
      const link = textbox('Rightmove URL');
      await waitFor(() =>
        expect(link).toHaveAccessibleDescription('rightmoveUrl must be a valid uri'),
      );
      expect(link).toHaveFocus();
      type('Rightmove URL', 'https://www.rightmove.co.uk/properties/2');
      expect(link).toHaveAttribute('aria-invalid', 'false');
    });

    it('sends a signed-out admin to log in 2 s after a refused update', async () => {
      signOut();
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
      await onFakeClock(() => submit('Update property'));
      await expectSentToLogin(redirect, loginRequired('update properties'), 2000);
    });

    it('reports other create failures with an Error toast naming the action', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'Internal Server Error'));
      await submitNew();
      await expectToast('error', changeFailed('create property'));
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
      await cancelAndDiscard('"3 Bed House, Dereham"');
      expect(leavingIsQuestioned()).toBe(false);

      editHouse();
      type(/^Title/, 'Family home, Dereham');
      expect(leavingIsQuestioned()).toBe(true);
      submit('Update property');
      await expectToast('success', { title: 'Property updated successfully' });
      expect(leavingIsQuestioned()).toBe(false);
    });

    it('stops asking before the page is left once the tab is gone', async () => {
      const { unmount } = renderWith(jest.fn(answerByKey({ '/api/admin/properties': [HOUSE] })));
      fireEvent.click(await screen.findByRole('button', { name: 'Edit 3 Bed House, Dereham' }));
      type(/^Title/, 'Family home, Dereham');
      expect(leavingIsQuestioned()).toBe(true);
      unmount();
      expect(leavingIsQuestioned()).toBe(false);
    });
  });
});
