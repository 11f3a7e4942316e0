import { screen, within } from '@testing-library/react';
import { StaffRightsProvider } from '../../../shared/auth/staff-rights';
import { setUpAdminScreen } from '../../../shared/testing/admin-screen';
import { PropertiesTab } from './properties-tab';
import { openAdd, SHOP } from './test-properties-tab';

const optionsOf = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('PropertiesTab form for an editor of commercial lettings', () => {
  const { renderScreen } = setUpAdminScreen({
    render: (redirect) => (
      <StaffRightsProvider rights={{ role: 'editor', divisions: ['commercial-lettings'] }}>
        <PropertiesTab redirect={redirect} />
      </StaffRightsProvider>
    ),
    listUrl: '/api/admin/properties',
    items: [SHOP],
  });

  it('offers only commercial listings to let, and starts a new one as such', async () => {
    renderScreen();
    await openAdd();
    expect(optionsOf('Property type')).toEqual(['Commercial']);
    expect(optionsOf('Price type')).toEqual(['To let (per month)']);
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveValue('commercial');
    expect(screen.getByRole('combobox', { name: 'Price type' })).toHaveValue('rent');
  });
});
