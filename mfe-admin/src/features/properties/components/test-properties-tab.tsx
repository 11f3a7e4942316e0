import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setUpAdminScreen } from '../../../shared/testing/admin-screen';
import { answer, type FetchAnswer } from '../../../shared/testing/fetch-stub';
import { PropertiesTab } from './properties-tab';
import { testProperty } from '../lib/test-property';

export const HOUSE = testProperty();
export const SHOP = testProperty({
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

export const pdf = (name = 'brochure.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });
export const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** A fetch answer the test sends when it chooses, to see the page while the request is open. */
export function heldAnswer() {
  let release: (value: FetchAnswer) => void = () => undefined;
  const pending = new Promise<FetchAnswer>((resolve) => {
    release = resolve;
  });
  return { pending: () => pending, release: (value: FetchAnswer) => release(value) };
}

// ProseMirror measures the page; jsdom implements none of it, so give it empty boxes.
function stubLayout() {
  const rect = { top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 };
  const rectList = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getClientRects = () => rectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  Element.prototype.getClientRects = () => rectList;
  document.elementFromPoint = () => null;
}

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const type = (name: string | RegExp, value: string) =>
  fireEvent.change(textbox(name), { target: { value } });
/** Sets the value of the field with this role and name. */
export const change = (role: 'combobox' | 'spinbutton', name: string, value: string) =>
  fireEvent.change(screen.getByRole(role, { name }), { target: { value } });
export const row = (name: string) => screen.findByRole('listitem', { name });
export const submit = (name = 'Create property') =>
  fireEvent.click(screen.getByRole('button', { name }));
export const openAdd = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));

/** Types the three required fields of a new property. */
export const fillRequired = () => {
  type(/^Title/, 'Test cottage');
  type(/^Address/, '1 Church Lane');
  type(/^Location/, 'Watton');
};

/** Chooses images for the gallery and waits for their thumbnails. */
export const addImages = async (...files: File[]) => {
  fireEvent.change(screen.getByTestId('gallery-file-input'), { target: { files } });
  await waitFor(() =>
    expect(screen.getAllByTestId('gallery-thumbnail')).toHaveLength(files.length),
  );
};

/**
 * The properties tab's tests, for the enclosing describe: the fetch stub and toast spies, a
 * redirect spy, object URLs for held images, and the tab rendered with a list.
 */
export function setUpPropertiesTab() {
  const { renderScreen, ...screenSetup } = setUpAdminScreen({
    render: (redirect) => <PropertiesTab redirect={redirect} />,
    listUrl: '/api/admin/properties',
    items: [HOUSE, SHOP],
  });

  beforeAll(stubLayout);
  beforeEach(() => {
    let next = 0;
    URL.createObjectURL = jest.fn(() => `blob:test/${++next}`);
    URL.revokeObjectURL = jest.fn();
  });

  /** Answers every request 401, as once the session has ended. */
  const signOut = () =>
    screenSetup.fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));

  return { ...screenSetup, renderTab: renderScreen, signOut };
}
