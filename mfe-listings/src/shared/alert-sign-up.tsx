import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HoneypotField } from '@reedmere/web-kit';
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
  // Kept until the closing transition ends; MUI then gives focus back to the button.
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {ALERT_BUTTON_TEXT}
      </Button>
      {mounted && (
        <AlertSignUpDialog
          open={open}
          onClose={() => setOpen(false)}
          onExited={() => setMounted(false)}
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
  open,
  onClose,
  onExited,
  search,
  notIncluded = [],
}: AlertSignUpProps & { open: boolean; onClose: () => void; onExited: () => void }) {
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
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={searchId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: { onExited },
        // Room for the form on a 390 px phone: a 16 px margin rather than MUI's 32 px.
        paper: { sx: { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: undefined } } },
      }}
    >
      <DialogTitle id={titleId}>{ALERT_BUTTON_TEXT}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          We will e-mail you when properties matching this search come on the market or drop in
          price.
        </Typography>
        <Typography id={searchId} sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
          {describeAlertSearch(search)}
        </Typography>
        {notIncluded.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`Alerts do not filter by ${joinWithOr(notIncluded.map((l) => l.toLowerCase()))}.`}
          </Typography>
        )}
        {/* Present from the start and never moved, so screen readers announce the answer. */}
        <Box role="status" aria-live="polite" sx={{ mt: sentMessage ? 2 : 0 }}>
          {sentMessage && (
            <Alert severity="success" role="none">
              {sentMessage}
            </Alert>
          )}
        </Box>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {!sentMessage && (
          <Box
            component="form"
            id={formId}
            aria-labelledby={titleId}
            onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
          >
            <TextField
              id={`${id}-email`}
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              required
              fullWidth
              autoFocus
              margin="normal"
              value={email}
              inputRef={emailRef}
              onChange={(event) => {
                setEmail(event.target.value);
                // The server's word on the address no longer applies once it changes.
                setEmailError(null);
              }}
              error={emailError !== null}
              helperText={emailError ?? undefined}
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <HoneypotField id={`${id}-website`} inputRef={honeypotRef} />
            <Typography variant="body2" color="text.secondary">
              Every alert e-mail has a link to stop them.
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {sentMessage ? (
          <Button ref={doneRef} variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button type="button" onClick={onClose}>
              Cancel
            </Button>
            {/* aria-disabled rather than disabled: a disabled button drops the focus it holds. */}
            <Button
              type="submit"
              form={formId}
              variant="contained"
              aria-disabled={sending}
              sx={sending ? { opacity: 0.7, cursor: 'progress' } : undefined}
            >
              {sending ? 'Sending…' : 'Send me alerts'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
