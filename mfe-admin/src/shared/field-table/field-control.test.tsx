import { useCallback } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormActions } from '../form/form-actions';
import { useEntityForm } from '../form/use-entity-form';
import { errorsOf, fieldError } from './field-checks';
import { FieldControl } from './field-control';
import { keysOf, type TableValues } from './field-kinds';

// The labels of the text fields drawn, in order.
const mockDrawn: string[] = [];
jest.mock('@mui/material', () => {
  const actual = jest.requireActual('@mui/material');
  const { createElement } = jest.requireActual('react');
  return {
    ...actual,
    TextField: (props: { label: string }) => {
      mockDrawn.push(props.label);
      return createElement(actual.TextField, props);
    },
  };
});

const FIELDS = {
  name: { kind: 'text', label: 'Name', required: 'Name is required', max: 20 },
  town: { kind: 'text', label: 'Town', helperText: 'Where it is', max: 20 },
  rooms: { kind: 'number', label: 'Rooms', name: 'Rooms', integer: true },
} as const;
type Values = TableValues<typeof FIELDS>;
type Key = keyof Values;
const KEYS = keysOf(FIELDS);

function Host() {
  const { values, errors, saving, fieldId, set, submit, actions } = useEntityForm({
    heading: 'New place',
    initialValues: { name: '', town: '', rooms: '' } as Values,
    onSubmit: async () => null,
    onCancel: () => undefined,
    onDirtyChange: () => undefined,
    submitLabel: 'Save',
    fields: KEYS,
    validate: (checked: Values) =>
      errorsOf(FIELDS, (field, key) => fieldError(field, key, checked)),
  });
  const setValue = useCallback((key: Key, value: unknown) => set(key, value as string), [set]);
  return (
    <form noValidate onSubmit={submit}>
      {KEYS.map((key) => (
        <FieldControl
          key={key}
          fieldKey={key}
          field={FIELDS[key]}
          id={fieldId(key)}
          value={values[key]}
          message={errors[key]}
          disabled={saving}
          onValue={setValue}
        />
      ))}
      <FormActions {...actions} />
    </form>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('FieldControl', () => {
  it('redraws only the field typed in', () => {
    render(<Host />);
    mockDrawn.length = 0;
    fireEvent.change(box('Town'), { target: { value: 'Diss' } });
    expect(mockDrawn).toEqual(['Town']);
    expect(box('Town')).toHaveValue('Diss');
  });

  it('labels each field, marks the required one and puts its message or hint under it', () => {
    render(<Host />);
    expect(box('Name')).toBeRequired();
    expect(box('Town')).toHaveAccessibleDescription('Where it is');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rooms' }), {
      target: { value: '1.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(box('Name')).toHaveAccessibleDescription('Name is required');
    expect(box('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Name')).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Rooms' })).toHaveAccessibleDescription(
      'Rooms must be a whole number',
    );
    expect(box('Town')).toHaveAttribute('aria-invalid', 'false');
  });
});
