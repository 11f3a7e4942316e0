import type { Property } from '@reedmere/contracts';
import { reportActionFailure } from '../../../shared/api/report-action-failure';
import { reportToggleFailure } from '../../../shared/api/report-toggle-failure';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { copyProperty, toggleHidden, toggleUnderOffer } from './properties-api';

/** Sends one change of a listed property with its toasts; see useCollectionTab's runOnItem. */
type RunOnItem = (
  property: Property,
  send: (id: string) => Promise<unknown>,
  success: string,
  report: (error: unknown) => void,
) => Promise<boolean>;

/** The list's one-click actions besides Edit and Delete (docs/product.md#admin-errors). */
export function propertyRowActions(run: RunOnItem, sendToLogin: SendToLogin) {
  const toggleFailure = (message: string) => (error: unknown) =>
    reportToggleFailure(error, message, sendToLogin);

  return {
    copy: (property: Property) =>
      run(property, copyProperty, 'Property copied successfully', (error) =>
        reportActionFailure(error, 'property', 'copy', sendToLogin),
      ),
    toggleHidden: (property: Property) =>
      run(
        property,
        toggleHidden,
        'Property visibility updated',
        toggleFailure('Failed to update property visibility'),
      ),
    toggleUnderOffer: (property: Property) =>
      run(
        property,
        toggleUnderOffer,
        'Property under offer status updated',
        toggleFailure('Failed to update under offer status'),
      ),
  };
}
