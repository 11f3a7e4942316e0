import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PREFERRED_TIMES_MAX } from '@reedmere/contracts';
import { HoneypotField, scrollBehaviour } from '@reedmere/web-kit';
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
const limited = (maxLength: number) => ({
  inputLabel: { required: false },
  htmlInput: { maxLength },
});
const PHONE_INPUT = {
  htmlInput: {
    maxLength: 30,
    pattern: '[+0-9][0-9\\s\\(\\)\\-]{5,}',
    title: 'A phone number: digits, spaces, brackets or dashes',
  },
} as const;

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

  const refusal = (name: ViewingField) =>
    fieldErrors[name] ? { error: true, helperText: fieldErrors[name] } : {};

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

  const textField = (name: ViewingField, label: string, more: object) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      fullWidth
      value={fields[name]}
      onChange={change(name)}
      {...refusal(name)}
      {...more}
    />
  );

  return (
    <Box id={id} sx={{ mt: 2 }}>
      {/* Always present while open, so screen readers announce the confirmation. */}
      <Box role="status" aria-live="polite" sx={{ mb: sent ? 2 : 0 }}>
        {sent && (
          <Box ref={sentMessageRef} tabIndex={-1} sx={{ scrollMarginTop: 16 }}>
            <Alert severity="success" role="none">
              {VIEWING_SENT_MESSAGE}
            </Alert>
          </Box>
        )}
      </Box>
      <Box
        component="form"
        ref={formRef}
        aria-label={`Request a viewing of ${property.title}`}
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        sx={{ position: 'relative' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Fields marked * are required.
        </Typography>
        <Stack spacing={2}>
          {textField('firstName', 'First Name *', {
            required: true,
            autoComplete: 'given-name',
            inputRef: firstNameRef,
            slotProps: limited(100),
          })}
          {textField('lastName', 'Last Name *', {
            required: true,
            autoComplete: 'family-name',
            slotProps: limited(100),
          })}
          {textField('email', 'Email Address *', {
            required: true,
            type: 'email',
            autoComplete: 'email',
            slotProps: limited(254),
          })}
          {textField('phone', 'Phone Number', {
            type: 'tel',
            autoComplete: 'tel',
            slotProps: PHONE_INPUT,
          })}
          {textField('preferredTimes', 'Preferred days or times', {
            placeholder: 'e.g. weekday evenings, Saturday morning',
            slotProps: limited(PREFERRED_TIMES_MAX),
          })}
          {textField('message', 'Message *', {
            required: true,
            multiline: true,
            minRows: 3,
            slotProps: limited(5000),
          })}
        </Stack>

        <HoneypotField id={`${id}-website`} inputRef={honeypotRef} />

        <Button type="submit" variant="contained" disabled={sending} fullWidth sx={{ mt: 2 }}>
          {sending ? 'Sending...' : 'Send Request'}
        </Button>
      </Box>
    </Box>
  );
}
