import { useState } from 'react';
import type { Property } from '@reedmere/contracts';
import { notify } from '@reedmere/web-kit';
import { reportActionFailure } from '../../../shared/api/report-action-failure';
import { reportToggleFailure } from '../../../shared/api/report-toggle-failure';
import {
  copyProperty,
  deleteProperty,
  toggleHidden,
  toggleUnderOffer,
} from '../api/properties-api';

/**
 * The list's row actions with their toasts (docs/product.md#admin-errors). `busyId` is the row
 * being changed; every success revalidates the list.
 */
export function usePropertyActions(
  revalidate: () => Promise<unknown>,
  sendToLogin: (delayMs: number) => void,
) {
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Sends one change for a row; true when it went through (the list is then reloaded). */
  const run = async (
    property: Property,
    send: (id: string) => Promise<unknown>,
    success: string,
    report: (error: unknown) => void,
  ): Promise<boolean> => {
    setBusyId(property.id);
    try {
      await send(property.id);
    } catch (error) {
      report(error);
      setBusyId(null);
      return false;
    }
    notify.success({ title: success });
    await revalidate();
    setBusyId(null);
    return true;
  };

  const toggleFailure = (message: string) => (error: unknown) =>
    reportToggleFailure(error, message, sendToLogin);

  return {
    busyId,
    copy: (property: Property) =>
      run(property, copyProperty, 'Property copied successfully', (error) =>
        reportActionFailure(error, 'property', 'copy', sendToLogin),
      ),
    remove: (property: Property) =>
      run(property, deleteProperty, 'Property deleted successfully', (error) =>
        reportActionFailure(error, 'property', 'delete', sendToLogin),
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
