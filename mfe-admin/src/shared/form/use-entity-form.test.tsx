import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextField } from '@mui/material';
import { ApiError } from '@reedmere/web-kit';
import { FormActions } from './form-actions';
import { useEntityForm, type Refusal, type SaveValues } from './use-entity-form';

interface Values {
  title: string;
  slug: string;
  hidden: string;
}

const FIELDS = ['title', 'slug', 'hidden'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Values = { title: '', slug: '', hidden: '' };

const validate = (values: Values) => {
  const errors: Partial<Record<Field, string>> = {};
  if (values.title === '') errors.title = 'Title is required';
  if (values.slug === '') errors.slug = 'Slug is required';
  return errors;
};

interface HostProps {
  onSubmit: SaveValues<Values>;
  onDirtyChange?: (dirty: boolean) => void;
  onCancel?: () => void;
}

/** A form on the hook; the third field is on a panel shown only once asked for. */
function Host({
  onSubmit,
  onDirtyChange = () => undefined,
  onCancel = () => undefined,
}: HostProps) {
  const [pending, setPending] = useState('');
  const [panel, setPanel] = useState(false);
  const form = useEntityForm({
    heading: 'New piece',
    initialValues: EMPTY,
    onSubmit,
    onCancel,
    onDirtyChange,
    submitLabel: 'Save',
    fields: FIELDS,
    validate,
    unsaved: pending,
    conflictField: 'slug',
    onInvalid: (field) => setPanel(field === 'hidden'),
  });
  return (
    <form
      onSubmit={(event) => form.submit(event, { ...form.values, title: form.values.title.trim() })}
    >
      <TextField {...form.textField('title', 'Title')} />
      <TextField {...form.textField('slug', 'Slug', 'Part of the address')} />
      {panel ? <TextField {...form.textField('hidden', 'Hidden')} /> : null}
      <TextField
        label="Pending"
        value={pending}
        onChange={(event) => setPending(event.target.value)}
      />
      <FormActions {...form.actions} />
    </form>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });
const typeIn = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const fill = () => {
  typeIn('Title', 'Spring');
  typeIn('Slug', 'spring');
};

const saveMock = () => jest.fn<ReturnType<SaveValues<Values>>, Parameters<SaveValues<Values>>>();

/** A save refused with a 400 naming these fields. */
const refusal = (...errors: [field: string, message: string][]): Refusal => ({
  error: new ApiError(
    400,
    JSON.stringify({ errors: errors.map(([field, message]) => ({ field, message })) }),
  ),
});

/** A save the test answers when it chooses. */
function heldSave() {
  let answer: (refusal: Refusal | null) => void = () => undefined;
  const onSubmit = saveMock().mockImplementation(
    () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  );
  return { onSubmit, answer: (refusal: Refusal | null) => answer(refusal) };
}

describe('useEntityForm', () => {
  it('checks on submit: messages under the fields, focus on the first, nothing saved', () => {
    const onSubmit = jest.fn();
    render(<Host onSubmit={onSubmit} />);
    expect(box('Slug')).toHaveAccessibleDescription('Part of the address');
    save();
    expect(box('Title')).toHaveAccessibleDescription('Title is required');
    expect(box('Slug')).toHaveAccessibleDescription('Slug is required');
    expect(box('Title')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // A corrected field loses its message; the others wait for the next submit.
    typeIn('Title', 'Spring');
    expect(box('Title')).toHaveAttribute('aria-invalid', 'false');
    expect(box('Slug')).toHaveAccessibleDescription('Slug is required');
    save();
    expect(box('Slug')).toHaveFocus();
  });

  it('saves the prepared values, busy until the save is over', async () => {
    const { onSubmit, answer } = heldSave();
    render(<Host onSubmit={onSubmit} />);
    typeIn('Title', ' Spring ');
    typeIn('Slug', 'spring');
    save();
    expect(onSubmit).toHaveBeenCalledWith(
      { title: 'Spring', slug: 'spring', hidden: '' },
      expect.any(Function),
    );
    expect(box('Title')).toHaveValue('Spring');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => answer(null));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('takes back values the save keeps, such as uploaded images', async () => {
    const onSubmit: SaveValues<Values> = async (_values, keep) => {
      keep({ slug: 'stored-spring' });
      return null;
    };
    render(<Host onSubmit={onSubmit} />);
    fill();
    save();
    await waitFor(() => expect(box('Slug')).toHaveValue('stored-spring'));
    expect(box('Title')).toHaveValue('Spring');
  });

  it('shows the fields a refused save names under them, and focuses the first', async () => {
    const { onSubmit, answer } = heldSave();
    render(<Host onSubmit={onSubmit} />);
    fill();
    save();
    const refused = refusal(
      ['slug', 'This slug is reserved'],
      ['title', 'Title is too long'],
      ['unknown', 'Not a field of the form'],
    );
    await act(async () => answer(refused));
    expect(box('Title')).toHaveAccessibleDescription('Title is too long');
    expect(box('Slug')).toHaveAccessibleDescription('This slug is reserved');
    expect(box('Title')).toHaveFocus();
    expect(screen.queryByText('Not a field of the form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('puts a conflict (409) under the field that must be unique', async () => {
    const onSubmit = saveMock()
      .mockResolvedValueOnce({
        error: new ApiError(409, '{"message":"An article with this slug already exists"}'),
      })
      .mockResolvedValueOnce(null);
    render(<Host onSubmit={onSubmit} />);
    fill();
    save();
    await waitFor(() =>
      expect(box('Slug')).toHaveAccessibleDescription('An article with this slug already exists'),
    );
    expect(box('Slug')).toHaveFocus();
    // The next submit starts afresh.
    save();
    await waitFor(() => expect(box('Slug')).toHaveAccessibleDescription('Part of the address'));
    expect(box('Slug')).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('names no field when the session has gone (401), nor for other failures', async () => {
    const onSubmit = saveMock()
      .mockResolvedValueOnce({ error: new ApiError(401, '{"message":"Unauthorized"}') })
      .mockResolvedValueOnce({ error: new ApiError(500, 'Internal Server Error') });
    render(<Host onSubmit={onSubmit} />);
    fill();
    save();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(box('Title')).toHaveAttribute('aria-invalid', 'false');
    expect(box('Slug')).toHaveAttribute('aria-invalid', 'false');
    expect(box('Title')).toHaveValue('Spring');
  });

  it('brings a field on screen before it takes the focus', async () => {
    const onSubmit = jest.fn(async () => refusal(['hidden', 'Hidden is wrong']));
    render(<Host onSubmit={onSubmit} />);
    fill();
    save();
    await waitFor(() => expect(box('Hidden')).toHaveFocus());
    expect(box('Hidden')).toHaveAccessibleDescription('Hidden is wrong');
  });

  it('reports changed values, and what else is unsaved, until they are undone', () => {
    const onDirtyChange = jest.fn();
    const { unmount } = render(<Host onSubmit={jest.fn()} onDirtyChange={onDirtyChange} />);
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    typeIn('Title', 'Spring');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    typeIn('Title', '');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    typeIn('Pending', 'a tag not yet added');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    // A form that closes leaves nothing marked unsaved.
    unmount();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});
