import { useState } from 'react';
import { notify } from '@reedmere/web-kit';
import { useAdminList } from '../api/use-admin-list';
import type { Redirect } from '../auth/redirect';
import { useLoginRedirect, type SendToLogin } from '../auth/use-login-redirect';
import { ConfirmDialog } from '../confirm-dialog';
import type { Refusal } from '../form/use-entity-form';
import type { ItemActions } from '../item-list';
import { useDiscardGuard } from '../unsaved/use-discard-guard';
import { useReturnFocus } from '../use-return-focus';

export type WriteAction = 'create' | 'update' | 'delete';

/** What the save of the open form knows besides its values. */
export interface SaveContext<Item, Values> {
  /** The item being edited; null for a new one. */
  item: Item | null;
  /** Puts values back into the form, e.g. held images now uploaded. */
  keep: (patch: Partial<Values>) => void;
  sendToLogin: SendToLogin;
}

export interface CollectionTabOptions<
  Item extends { id: string; updatedAt?: string },
  Values,
  Input,
> {
  /** The admin list's URL. */
  url: string;
  /** The list's scope for Edit button ids ('property'), where the focus returns. */
  scope: string;
  redirect: Redirect;
  /** The name the admin knows an item by, in the question before discarding changes. */
  nameOf: (item: Item) => string;
  /** What that question calls an item not saved yet ('the new property'). */
  newItem: string;
  /** The form's values for a stored item. */
  formValues: (item: Item) => Values;
  /**
   * What is sent for the submitted values, after any uploads they need; null when nothing is to
   * be saved (a failed upload, already reported).
   */
  prepare: (values: Values, context: SaveContext<Item, Values>) => Promise<Input | null> | Input;
  /** The collection's writes, as jsonCollection makes them. */
  api: {
    create: (input: Input) => Promise<{ id: string } | undefined>;
    /** `openedVersion`: the `updatedAt` the item had when its form opened. */
    update: (id: string, input: Input, openedVersion?: string) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
  };
  /** The success toasts. */
  messages: { created: string; updated: string; deleted: string };
  /** Tells the admin why a write failed, and sends a signed-out admin to log in. */
  reportFailure: (error: unknown, action: WriteAction, sendToLogin: SendToLogin) => void;
  /** The confirmation asked before an item is deleted. */
  deleteQuestion: (item: Item) => { title: string; text: string };
}

/** The add/edit form, while it is open. */
interface OpenForm<Item, Values> {
  /** The item edited; null for a new one. */
  item: Item | null;
  initialValues: Values;
}

/**
 * An admin tab over one collection: its list, the add/edit form with its save, deletion after a
 * confirmation, one-click changes of an item, the toasts, the focus back on the item once the
 * form closes, and the sign-in page for an admin whose session has gone.
 */
export function useCollectionTab<Item extends { id: string; updatedAt?: string }, Values, Input>(
  options: CollectionTabOptions<Item, Values, Input>,
) {
  const { nameOf, messages, reportFailure, api } = options;
  const list = useAdminList<Item>(options.url);
  const [form, setForm] = useState<OpenForm<Item, Values> | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The item stays set while the dialog fades out, so its text does not change first.
  const [deleting, setDeleting] = useState<{ item: Item; open: boolean } | null>(null);
  const sendToLogin = useLoginRedirect(options.redirect);
  const { headingRef, returnTo } = useReturnFocus(options.scope);
  const edited = form?.item ?? null;
  const guard = useDiscardGuard(
    edited ? { id: edited.id, name: nameOf(edited) } : null,
    options.newItem,
  );

  const startCreate = (initialValues: Values) => setForm({ item: null, initialValues });

  const startEdit = (item: Item) =>
    guard.replace(item.id, nameOf(item), () =>
      setForm({ item, initialValues: options.formValues(item) }),
    );

  const askDelete = (item: Item) => setDeleting({ item, open: true });

  const cancel = () =>
    guard.discard(() => {
      setForm(null);
      returnTo(edited?.id ?? null);
    });

  const save = async (values: Values, keep: (patch: Partial<Values>) => void) => {
    if (!form) return null;
    const { item } = form;
    const input = await options.prepare(values, { item, keep, sendToLogin });
    if (input === null) return null;
    let savedId: string | null;
    try {
      if (item) {
        await api.update(item.id, input, item.updatedAt);
        savedId = item.id;
      } else {
        savedId = (await api.create(input))?.id ?? null;
      }
    } catch (error) {
      reportFailure(error, item ? 'update' : 'create', sendToLogin);
      return { error } satisfies Refusal;
    }
    notify.success({ title: item ? messages.updated : messages.created });
    // The list is read again before the form closes, so a new item is there to return to.
    await list.mutate();
    setForm(null);
    returnTo(savedId);
    return null;
  };

  /**
   * Sends one change of an item (a copy, a toggle) with the item marked busy meanwhile; on
   * success the toast and a fresh list. True when it went through.
   */
  const runOnItem = async (
    item: Item,
    send: (id: string) => Promise<unknown>,
    success: string,
    report: (error: unknown) => void,
  ): Promise<boolean> => {
    setBusyId(item.id);
    try {
      await send(item.id);
      notify.success({ title: success });
      await list.mutate();
      return true;
    } catch (error) {
      report(error);
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting?.open) return;
    const { item } = deleting;
    const deleted = await runOnItem(item, api.remove, messages.deleted, (error) =>
      reportFailure(error, 'delete', sendToLogin),
    );
    // Closed whatever happened, once the answer is in: the dialog shows the delete as busy.
    setDeleting({ item, open: false });
    if (!deleted) return;
    if (edited?.id === item.id) setForm(null);
    returnTo(null);
  };

  const question = deleting ? options.deleteQuestion(deleting.item) : { title: '', text: '' };
  const dialogs = (
    <>
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={question.title}
        text={question.text}
        confirmLabel="Delete"
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting((current) => current && { ...current, open: false })}
      />
      {guard.dialog}
    </>
  );

  return {
    list,
    /** The open form's React key and what the tab passes on to it; null while it is closed. */
    form: form && {
      key: edited?.id ?? 'new',
      props: {
        initialValues: form.initialValues,
        onSubmit: save,
        onCancel: cancel,
        onDirtyChange: guard.onDirtyChange,
      },
    },
    /** The item the open form edits; null when it adds one or is closed. */
    edited,
    /** For the list: the item being changed or deleted (shown busy), Edit and Delete. */
    itemActions: { busyId, onEdit: startEdit, onDelete: askDelete } satisfies ItemActions<Item>,
    headingRef,
    sendToLogin,
    startCreate,
    runOnItem,
    /** The delete confirmation and the question before unsaved changes are discarded. */
    dialogs,
  };
}
