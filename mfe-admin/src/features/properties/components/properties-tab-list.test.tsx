import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer } from '../../../shared/testing/fetch-stub';
import { itReportsListLoadFailures } from '../../../shared/testing/load-error';
import { expectToShow } from '../../../shared/testing/shown-texts';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { changeFailed, expectToast, loginRequired } from '../../../shared/testing/toasts';
import { HOUSE, row, setUpPropertiesTab, SHOP } from './test-properties-tab';
import { testProperty } from '../lib/test-property';

// The list, its search and filters, and the one-click actions of a row.
describe('PropertiesTab list', () => {
  const { fetchStub, calls, redirect, renderTab, signOut } = setUpPropertiesTab();

  describe('list', () => {
    it('shows each property with its picture, place, price and badges', async () => {
      renderTab();
      const house = await row('3 Bed House, Dereham');
      expectToShow(house, ['12 High Street, Dereham', '£325,000', 'Available']);
      expect(house).not.toHaveTextContent('Hidden');
      expect(house.querySelector('img')).toHaveAttribute('src', '/api/files/one.jpg');

      const shop = await row('Shop, Diss');
      expectToShow(shop, ['£1,250/month', 'Let', 'Hidden', 'Under Offer', 'No Image']);
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

    itReportsListLoadFailures(renderTab, 'Failed to load properties.');
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

  describe('row actions', () => {
    it('hides a property and reloads the list', async () => {
      const fetcher = renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Hide 3 Bed House, Dereham' }));
      await expectToast('success', { title: 'Property visibility updated' });
      expect(calls()).toEqual(['PATCH /api/admin/properties/p1/toggle-hidden']);
      expect(fetchStub.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    });

    it('reports a failed visibility change', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'down'));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Show Shop, Diss' }));
      await expectToast('error', { title: 'Failed to update property visibility' });
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
      await expectToast('success', { title: 'Property under offer status updated' });
      expect(calls()).toEqual(['PATCH /api/admin/properties/p1/toggle-under-offer']);
      await waitFor(() => expect(button).toBeEnabled());
    });

    it('reports a failed under offer change', async () => {
      fetchStub.mockImplementation(async () => answer(500));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Clear Offer: Shop, Diss' }));
      await expectToast('error', { title: 'Failed to update under offer status' });
    });

    it('copies a property', async () => {
      const fetcher = renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Copy Shop, Diss' }));
      await expectToast('success', { title: 'Property copied successfully' });
      expect(calls()).toEqual(['POST /api/properties/p2/copy']);
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    });

    it('reports a failed copy', async () => {
      fetchStub.mockImplementation(async () => answer(500));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Copy Shop, Diss' }));
      await expectToast('error', changeFailed('copy property'));
    });

    it.each([
      {
        delay: 500,
        action: 'toggle',
        button: 'Show Shop, Diss',
        toast: { title: 'Unauthorized: You are logged out. Logging in again...' },
      },
      {
        delay: 2000,
        action: 'copy',
        button: 'Copy Shop, Diss',
        toast: loginRequired('copy properties'),
      },
    ])(
      'sends a signed-out admin to log in $delay ms after a refused $action',
      async ({ delay, button, toast }) => {
        signOut();
        renderTab();
        const control = await screen.findByRole('button', { name: button });
        await onFakeClock(() => fireEvent.click(control));
        await expectSentToLogin(redirect, toast, delay);
      },
    );
  });
});
