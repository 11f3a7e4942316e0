import { useRef } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isSignedOut, notify } from '@reedmere/web-kit';
import { answerByKey, renderRoute } from '@reedmere/web-kit/testing';
import { jsonCollection } from '../api/json-collection';
import type { Refusal } from '../form/use-entity-form';
import { answer, installFetchStub, sentBody, type FetchAnswer } from '../testing/fetch-stub';
import { expectLoginRedirectAfter, onFakeClock } from '../testing/signed-out';
import { expectToast } from '../testing/toasts';
import { editButtonId } from '../use-return-focus';
import {
  useCollectionTab,
  type CollectionTabOptions,
  type WriteAction,
} from './use-collection-tab';

interface Thing {
  id: string;
  name: string;
}
type ThingValues = { name: string };

const THINGS: Thing[] = [
  { id: 't1', name: 'First' },
  { id: 't2', name: 'Second' },
];
const things = jsonCollection<Thing, ThingValues>('/api/things');

type Options = CollectionTabOptions<Thing, ThingValues, ThingValues>;

interface HostProps {
  redirect: (url: string) => void;
  reportFailure: Options['reportFailure'];
  prepare?: Options['prepare'];
  /** What each save resolved to. */
  onSaved: (refusal: Refusal | null) => void;
}

/** A tab on the hook: a list with Edit, Delete and Copy, and a one-field form. */
function Host({ redirect, reportFailure, prepare = (values) => values, onSaved }: HostProps) {
  const tab = useCollectionTab<Thing, ThingValues, ThingValues>({
    url: '/api/things',
    scope: 'thing',
    redirect,
    nameOf: (thing) => thing.name,
    newItem: 'the new thing',
    formValues: (thing) => ({ name: thing.name }),
    prepare,
    api: things,
    messages: { created: 'Thing created', updated: 'Thing updated', deleted: 'Thing deleted' },
    reportFailure,
    deleteQuestion: (thing) => ({ title: `Delete ${thing.name}`, text: 'Delete it for good?' }),
  });
  const { form } = tab;
  const { busyId, onEdit, onDelete } = tab.itemActions;
  const name = useRef<HTMLInputElement>(null);
  const copy = (thing: Thing) =>
    tab.runOnItem(
      thing,
      (id) => things.create({ name: `${id} copy` }),
      'Thing copied',
      (error) => reportFailure(error, 'create', tab.sendToLogin),
    );
  return (
    <section>
      <h2 ref={tab.headingRef} tabIndex={-1}>
        Things
      </h2>
      {form ? (
        <form
          key={form.key}
          aria-label={tab.edited ? `Edit ${tab.edited.name}` : 'New thing'}
          onSubmit={(event) => {
            event.preventDefault();
            void form.props.onSubmit({ name: name.current?.value ?? '' }, jest.fn()).then(onSaved);
          }}
        >
          <label htmlFor="thing-name">Name</label>
          <input
            id="thing-name"
            ref={name}
            defaultValue={form.props.initialValues.name}
            onChange={() => form.props.onDirtyChange(true)}
          />
          <button type="submit">Save</button>
          <button type="button" onClick={form.props.onCancel}>
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => tab.startCreate({ name: '' })}>
          Add thing
        </button>
      )}
      {tab.list.data ? (
        <ul>
          {tab.list.data.map((thing) => (
            <li key={thing.id} aria-label={thing.name} aria-busy={busyId === thing.id}>
              <button id={editButtonId('thing', thing.id)} onClick={() => onEdit(thing)}>
                Edit {thing.name}
              </button>
              <button onClick={() => onDelete(thing)}>Delete {thing.name}</button>
              <button onClick={() => void copy(thing)}>Copy {thing.name}</button>
            </li>
          ))}
        </ul>
      ) : null}
      {tab.dialogs}
    </section>
  );
}

describe('useCollectionTab', () => {
  const { fetchStub, calls } = installFetchStub();
  const redirect = jest.fn();
  const onSaved = jest.fn();
  // Like the tabs' own reports: a lost session goes to log in after 2 s.
  const reportFailure = jest.fn<void, Parameters<Options['reportFailure']>>(
    (error, _action, sendToLogin) => {
      if (isSignedOut(error)) sendToLogin(2000);
    },
  );

  beforeEach(() => {
    redirect.mockReset();
    onSaved.mockReset();
    reportFailure.mockClear();
  });

  const renderHost = (prepare?: Options['prepare']) => {
    let list = THINGS;
    const fetcher = jest.fn(async (key: string) => answerByKey({ '/api/things': list })(key));
    renderRoute(
      <Host
        redirect={redirect}
        reportFailure={reportFailure}
        prepare={prepare}
        onSaved={onSaved}
      />,
      { path: '/admin', fetcher },
    );
    return {
      fetcher,
      /** What the next read of the list answers. */
      listNext: (next: Thing[]) => {
        list = next;
      },
    };
  };

  const button = (name: string) => screen.getByRole('button', { name });
  const edit = async (name: string) =>
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const saveAs = (name: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: name } });
    fireEvent.click(button('Save'));
  };
  const askDelete = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }));
    return screen.findByRole('dialog', { name: `Delete ${name}` });
  };
  const unauthorized = async () => answer(401, '{"message":"Unauthorized"}');
  const expectReported = (status: number, action: WriteAction) =>
    expect(reportFailure).toHaveBeenCalledWith(
      expect.objectContaining({ status }),
      action,
      expect.any(Function),
    );

  describe('saving', () => {
    it('creates, says so, reads the list again and puts the focus on the new item', async () => {
      const { fetcher, listNext } = renderHost();
      fetchStub.mockImplementation(async () => {
        listNext([...THINGS, { id: 't3', name: 'Third' }]);
        return answer(201, '{"id":"t3","name":"Third"}');
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Add thing' }));
      saveAs('Third');
      await waitFor(() => expect(button('Edit Third')).toHaveFocus());
      expect(calls()).toEqual(['POST /api/things']);
      expect(sentBody(fetchStub.mock.calls[0]?.[1])).toEqual({ name: 'Third' });
      expect(notify.success).toHaveBeenCalledWith({ title: 'Thing created' });
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(onSaved).toHaveBeenCalledWith(null);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });

    it('updates the item edited and returns the focus to it', async () => {
      renderHost();
      await edit('Second');
      saveAs('Second, renamed');
      await waitFor(() => expect(button('Edit Second')).toHaveFocus());
      expect(calls()).toEqual(['PUT /api/things/t2']);
      expect(notify.success).toHaveBeenCalledWith({ title: 'Thing updated' });
    });

    it('reports a refused save, keeps the form open and hands the error to the form', async () => {
      fetchStub.mockImplementation(async () =>
        answer(400, '{"errors":[{"field":"name","message":"Name is taken"}]}'),
      );
      const { fetcher } = renderHost();
      await edit('First');
      saveAs('Second');
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      const refusal = onSaved.mock.calls[0]?.[0] as Refusal;
      expect(refusal.error).toMatchObject({ status: 400, fieldErrors: { name: 'Name is taken' } });
      expect(reportFailure).toHaveBeenCalledWith(refusal.error, 'update', expect.any(Function));
      expect(notify.success).not.toHaveBeenCalled();
      expect(screen.getByRole('form', { name: 'Edit First' })).toBeInTheDocument();
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(redirect).not.toHaveBeenCalled();
    });

    it('sends a signed-out admin to log in after a refused save (401)', async () => {
      fetchStub.mockImplementation(unauthorized);
      renderHost();
      fireEvent.click(await screen.findByRole('button', { name: 'Add thing' }));
      await onFakeClock(() => saveAs('Third'));
      expectReported(401, 'create');
      expectLoginRedirectAfter(redirect, 2000);
    });

    it('sends nothing when preparing the values gives nothing to save', async () => {
      const prepare = jest.fn(async () => null);
      renderHost(prepare);
      await edit('First');
      saveAs('Renamed');
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(null));
      expect(prepare).toHaveBeenCalledWith(
        { name: 'Renamed' },
        expect.objectContaining({ item: THINGS[0] }),
      );
      expect(fetchStub).not.toHaveBeenCalled();
      expect(screen.getByRole('form', { name: 'Edit First' })).toBeInTheDocument();
    });

    it('returns the focus to the item after Cancel, or to the heading for a new one', async () => {
      renderHost();
      await edit('Second');
      fireEvent.click(button('Cancel'));
      expect(button('Edit Second')).toHaveFocus();
      fireEvent.click(button('Add thing'));
      fireEvent.click(button('Cancel'));
      expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus();
    });

    it('asks before another item replaces a changed form', async () => {
      renderHost();
      await edit('First');
      fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
        target: { value: 'Changed' },
      });
      fireEvent.click(button('Edit Second'));
      expect(
        await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }),
      ).toHaveAccessibleDescription(
        'Your changes to "First" have not been saved. Discard them and open "Second"?',
      );
    });
  });

  describe('deleting', () => {
    it('deletes after the question, busy until the answer, then closes the form of that item', async () => {
      let release: (value: FetchAnswer) => void = () => undefined;
      fetchStub.mockImplementationOnce(
        () =>
          new Promise<FetchAnswer>((resolve) => {
            release = resolve;
          }),
      );
      const { fetcher } = renderHost();
      await edit('Second');
      const dialog = await askDelete('Second');
      expect(dialog).toHaveAccessibleDescription('Delete it for good?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
      expect(screen.getByRole('listitem', { name: 'Second', hidden: true })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await act(async () => release(answer(204)));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls()).toEqual(['DELETE /api/things/t2']);
      expect(notify.success).toHaveBeenCalledWith({ title: 'Thing deleted' });
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus();
    });

    it('sends nothing when the question is cancelled', async () => {
      renderHost();
      const dialog = await askDelete('First');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('reports a failed delete, then closes the question and frees the item', async () => {
      fetchStub.mockImplementation(async () => answer(500, 'Internal Server Error'));
      const { fetcher } = renderHost();
      await edit('Second');
      fireEvent.click(within(await askDelete('Second')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expectReported(500, 'delete');
      expect(screen.getByRole('listitem', { name: 'Second' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
      // The form of the item stays, and the list was not read again.
      expect(screen.getByRole('form', { name: 'Edit Second' })).toBeInTheDocument();
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(notify.success).not.toHaveBeenCalled();
      expect(redirect).not.toHaveBeenCalled();
    });

    it('sends a signed-out admin to log in after a refused delete (401)', async () => {
      fetchStub.mockImplementation(unauthorized);
      renderHost();
      const dialog = await askDelete('First');
      await onFakeClock(() =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })),
      );
      expectReported(401, 'delete');
      expectLoginRedirectAfter(redirect, 2000);
    });
  });

  describe('one-click changes', () => {
    it('marks the item busy, says so and reads the list again', async () => {
      const { fetcher } = renderHost();
      fireEvent.click(await screen.findByRole('button', { name: 'Copy First' }));
      expect(screen.getByRole('listitem', { name: 'First' })).toHaveAttribute('aria-busy', 'true');
      await expectToast('success', { title: 'Thing copied' });
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
      expect(screen.getByRole('listitem', { name: 'First' })).toHaveAttribute('aria-busy', 'false');
    });

    it('reports a failure and frees the item', async () => {
      fetchStub.mockImplementation(async () => answer(500));
      const { fetcher } = renderHost();
      fireEvent.click(await screen.findByRole('button', { name: 'Copy First' }));
      await waitFor(() =>
        expect(screen.getByRole('listitem', { name: 'First' })).toHaveAttribute(
          'aria-busy',
          'false',
        ),
      );
      expect(reportFailure).toHaveBeenCalledTimes(1);
      expect(notify.success).not.toHaveBeenCalled();
      expect(fetcher).toHaveBeenCalledTimes(1);
    });
  });
});
