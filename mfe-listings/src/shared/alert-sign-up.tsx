import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HoneypotField, ModalDialog, Note, TextInput } from '@reedmere/web-kit';
import { describeAlertSearch, type AlertSearch } from '@reedmere/contracts';
import { ALERT_RETRY_MESSAGE, useAlertSignUp } from './use-alert-sign-up';

export const ALERT_BUTTON_TEXT = 'Get alerts for this search';

// The fields of the search: the visitor cannot edit them here, so their messages go above.
const SEARCH_FIELDS = ['category', 'priceType', 'location', 'minPrice', 'maxPrice', 'bedrooms'];

export interface AlertSignUpProps {
  /** The page's applied filters as an alert search. */
  search: AlertSearch;
  /** Labels of applied filters that alerts do not use ('Bathrooms'), so nobody expects them. */
  notIncluded?: readonly string[];
}

/**
 * The button, rendered on the server too; the dialog exists only once it is pressed, so the
 * server's HTML and the first client render stay the same.
 */
export function AlertSignUpButton({ search, notIncluded = [] }: AlertSignUpProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="kit-button kit-button--outlined"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {ALERT_BUTTON_TEXT}
      </button>
      {open && (
        <AlertSignUpDialog
          onClose={() => setOpen(false)}
          search={search}
          notIncluded={notIncluded}
        />
      )}
    </>
  );
}

const joinWithOr = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

function AlertSignUpDialog({
  onClose,
  search,
  notIncluded = [],
}: AlertSignUpProps & { onClose: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const { sending, send } = useAlertSignUp();

  // The form and its button go once sent: focus moves on rather than falling out of the dialog.
  useEffect(() => {
    if (sentMessage) doneRef.current?.focus();
  }, [sentMessage]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await send({
      email: email.trim(),
      ...search,
      website: honeypotRef.current?.value ?? '',
    });
    if (!outcome) return; // one already on its way
    if (outcome.sent) {
      setProblem(null);
      setEmailError(null);
      setSentMessage(outcome.message);
      return;
    }
    // What was typed stays, so the visitor corrects it rather than starting again.
    const emailMessage = outcome.fieldErrors.email ?? null;
    const searchMessages = SEARCH_FIELDS.flatMap((name) => outcome.fieldErrors[name] ?? []);
    setEmailError(emailMessage);
    if (outcome.message) setProblem(outcome.message);
    else if (searchMessages.length > 0) {
      setProblem(`This search cannot be saved as an alert. ${searchMessages.join(' ')}`);
    } else setProblem(emailMessage ? null : ALERT_RETRY_MESSAGE);
    if (emailMessage) emailRef.current?.focus();
  };

  const titleId = `${id}-title`;
  const searchId = `${id}-search`;
  const formId = `${id}-form`;

  return (
    <ModalDialog
      className="kit-dialog"
      aria-labelledby={titleId}
      aria-describedby={searchId}
      onClose={onClose}
    >
      <h2 id={titleId} className="kit-dialog__title">
        {ALERT_BUTTON_TEXT}
      </h2>
      <div className="kit-dialog__body alert-sign-up">
        <p>
          We will e-mail you when properties matching this search come on the market or drop in
          price.
        </p>
        <p id={searchId} className="alert-sign-up__search">
          {describeAlertSearch(search)}
        </p>
        {notIncluded.length > 0 && (
          <p className="kit-secondary kit-small">
            {`Alerts do not filter by ${joinWithOr(notIncluded.map((l) => l.toLowerCase()))}.`}
          </p>
        )}
        {/* Present from the start and never moved, so screen readers announce the answer. */}
        <div role="status" aria-live="polite">
          {sentMessage && (
            <Note severity="success" className="alert-sign-up__note">
              {sentMessage}
            </Note>
          )}
        </div>
        {problem && (
          <Note severity="error" role="alert" className="alert-sign-up__note">
            {problem}
          </Note>
        )}
        {!sentMessage && (
          <form
            id={formId}
            aria-labelledby={titleId}
            onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
          >
            <TextInput
              id={`${id}-email`}
              name="email"
              label={
                <>
                  Email address<span aria-hidden="true"> *</span>
                </>
              }
              type="email"
              autoComplete="email"
              required
              data-autofocus
              maxLength={254}
              value={email}
              ref={emailRef}
              onChange={(event) => {
                setEmail(event.target.value);
                // The server's word on the address no longer applies once it changes.
                setEmailError(null);
              }}
              problem={emailError ?? undefined}
              className="alert-sign-up__email"
            />
            <HoneypotField id={`${id}-website`} inputRef={honeypotRef} />
            <p className="kit-secondary kit-small">Every alert e-mail has a link to stop them.</p>
          </form>
        )}
      </div>
      <div className="kit-dialog__actions">
        {sentMessage ? (
          <button ref={doneRef} type="button" className="kit-button" onClick={onClose}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className="kit-button kit-button--text" onClick={onClose}>
              Cancel
            </button>
            {/* aria-disabled rather than disabled: a disabled button drops the focus it holds. */}
            <button type="submit" form={formId} className="kit-button" aria-disabled={sending}>
              {sending ? 'Sending…' : 'Send me alerts'}
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
