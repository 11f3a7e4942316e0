import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { PREFERRED_TIMES_MAX } from '@reedmere/contracts';
import { HoneypotField, Note, scrollBehaviour, TextArea, TextInput } from '@reedmere/web-kit';
import {
  useRequestViewing,
  VIEWING_FIELDS,
  type ViewingField,
  type ViewingFieldErrors,
  type ViewingProperty,
  type ViewingRequestFields,
} from '../api/use-request-viewing';

export const VIEWING_SENT_MESSAGE = "Request sent. We'll be in touch to arrange a viewing.";

const emptyFields = (): ViewingRequestFields => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  preferredTimes: '',
  message: '',
});

// The labels carry the asterisk themselves; the limits are the server's, checked by the browser.
const PHONE_PATTERN = '[+0-9][0-9\\s\\(\\)\\-]{5,}';

export interface ViewingRequestFormProps {
  id: string;
  property: ViewingProperty;
}

/**
 * The viewing request, shown only after the visitor asks for it (so the server's render and the
 * first client render of the page are the same). It takes the cursor when it opens.
 */
export function ViewingRequestForm({ id, property }: ViewingRequestFormProps) {
  const [fields, setFields] = useState<ViewingRequestFields>(emptyFields);
  const [fieldErrors, setFieldErrors] = useState<ViewingFieldErrors>({});
  const [sent, setSent] = useState(false);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentMessageRef = useRef<HTMLDivElement>(null);
  const { sending, send } = useRequestViewing(property);

  useEffect(() => {
    firstNameRef.current?.focus();
  }, []);

  // The send button is disabled while sending, so focus would fall back to the page, and on a
  // phone the confirmation sits above the screen: it takes the focus, in view, to be seen and read.
  useEffect(() => {
    const message = sentMessageRef.current;
    if (!sent || !message) return;
    message.scrollIntoView({ behavior: scrollBehaviour(), block: 'center' });
    message.focus({ preventScroll: true });
  }, [sent]);

  const change =
    (name: ViewingField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setFields((current) => ({ ...current, [name]: value }));
      setSent(false);
      // The server's word on a field no longer applies once the visitor changes it.
      setFieldErrors(({ [name]: _changed, ...others }) => others);
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, value.trim()]),
    ) as unknown as ViewingRequestFields;
    const outcome = await send(trimmed, honeypotRef.current?.value ?? '');
    if (!outcome.sent) {
      // What was typed stays, so the visitor corrects it rather than starting again.
      setFieldErrors(outcome.fieldErrors);
      const first = VIEWING_FIELDS.find((name) => outcome.fieldErrors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFieldErrors({});
    setFields(emptyFields());
    setSent(true);
  };

  const field = (name: ViewingField) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: change(name),
    problem: fieldErrors[name],
  });

  return (
    <div id={id} className="viewing-form">
      {/* Always present while open, so screen readers announce the confirmation. */}
      <div role="status" aria-live="polite">
        {sent && (
          <div ref={sentMessageRef} tabIndex={-1} className="viewing-form__sent">
            <Note severity="success">{VIEWING_SENT_MESSAGE}</Note>
          </div>
        )}
      </div>
      <form
        ref={formRef}
        aria-label={`Request a viewing of ${property.title}`}
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        className="viewing-form__form"
      >
        <p className="kit-secondary kit-small">Fields marked * are required.</p>
        <TextInput
          {...field('firstName')}
          label="First Name *"
          required
          autoComplete="given-name"
          maxLength={100}
          ref={firstNameRef}
        />
        <TextInput
          {...field('lastName')}
          label="Last Name *"
          required
          autoComplete="family-name"
          maxLength={100}
        />
        <TextInput
          {...field('email')}
          label="Email Address *"
          required
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <TextInput
          {...field('phone')}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          pattern={PHONE_PATTERN}
          title="A phone number: digits, spaces, brackets or dashes"
        />
        <TextInput
          {...field('preferredTimes')}
          label="Preferred days or times"
          placeholder="e.g. weekday evenings, Saturday morning"
          maxLength={PREFERRED_TIMES_MAX}
        />
        <TextArea {...field('message')} label="Message *" required rows={3} maxLength={5000} />

        <HoneypotField id={`${id}-website`} inputRef={honeypotRef} />

        <button type="submit" className="kit-button kit-button--block" disabled={sending}>
          {sending ? 'Sending...' : 'Send Request'}
        </button>
      </form>
    </div>
  );
}
