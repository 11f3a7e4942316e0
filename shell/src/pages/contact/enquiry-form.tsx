import {
  type ChangeEvent,
  type FormEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { Link as RouterLink } from '@reedmere/router';
import { Alert, Box, Button, Grid, Link, TextField, Typography } from '@mui/material';
import {
  CONTACT_FORM_SERVICE_TYPES,
  ENQUIRY_RETENTION_YEARS,
  type ServiceType,
} from '@reedmere/contracts';
import {
  ENQUIRY_FIELDS,
  type EnquiryField,
  type EnquiryFieldErrors,
  useSendEnquiry,
} from './use-send-enquiry';
import { HoneypotField, scrollBehaviour } from '@reedmere/web-kit';

/** The success banner stays 5 seconds. */
export const ENQUIRY_SUCCESS_BANNER_MS = 5000;

export const ENQUIRY_SENT_BANNER = 'Message Sent Successfully!';

type EnquiryFields = Record<Exclude<EnquiryField, 'serviceType'>, string> & {
  serviceType: ServiceType | '';
};

const EMPTY_FIELDS: EnquiryFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceType: '',
  message: '',
};

// A viewing request is sent from a property page, with the property; this form does not offer it.
const isServiceType = (value: string): value is ServiceType =>
  (CONTACT_FORM_SERVICE_TYPES as readonly string[]).includes(value);

/** What the page can ask of the form (the hero's Free Valuation button). */
export interface EnquiryFormHandle {
  /** Preselects a service, brings the form into view and puts the cursor in the first field. */
  startWith: (serviceType: ServiceType) => void;
}

export interface EnquiryFormProps {
  ref?: Ref<EnquiryFormHandle>;
}

// The labels carry the asterisk themselves, so MUI must not add a second one.
const noExtraAsterisk = { inputLabel: { required: false } } as const;

// The server's limits as native checks (packages/contracts/src/schemas/enquiry.ts), so the
// browser stops what the server would refuse instead of the visitor meeting a generic error.
const limited = (maxLength: number) => ({ ...noExtraAsterisk, htmlInput: { maxLength } });
const PHONE_INPUT = {
  htmlInput: {
    maxLength: 30,
    pattern: '[+0-9][0-9\\s\\(\\)\\-]{5,}',
    title: 'A phone number: digits, spaces, brackets or dashes',
  },
} as const;

export function EnquiryForm({ ref }: EnquiryFormProps) {
  const [fields, setFields] = useState<EnquiryFields>(EMPTY_FIELDS);
  const [bannerVisible, setBannerVisible] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<EnquiryFieldErrors>({});
  const bannerRef = useRef<HTMLDivElement>(null);
  const { sending, send } = useSendEnquiry();
  const sectionRef = useRef<HTMLElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  // The send button is disabled while sending, which drops focus to the page, and on a phone the
  // banner is far above it: focus goes to the banner, so it is read out, and brings it into view.
  useEffect(() => {
    if (!bannerVisible) return;
    const banner = bannerRef.current;
    banner?.focus({ preventScroll: true });
    banner?.scrollIntoView?.({ behavior: scrollBehaviour(), block: 'nearest' });
  }, [bannerVisible]);

  useImperativeHandle(
    ref,
    () => ({
      startWith(serviceType) {
        setFields((current) => ({ ...current, serviceType }));
        sectionRef.current?.scrollIntoView?.({ behavior: scrollBehaviour(), block: 'start' });
        firstNameRef.current?.focus({ preventScroll: true });
      },
    }),
    [],
  );

  const change =
    (name: keyof EnquiryFields) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setFields((current) => ({ ...current, [name]: value }));
      // The server's word on a field no longer applies once the visitor changes it.
      setFieldErrors(({ [name]: _changed, ...others }) => others);
    };

  /** What the server said about a field, shown under it and read with it. */
  const refusal = (name: EnquiryField) =>
    fieldErrors[name] ? { error: true, helperText: fieldErrors[name] } : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser has checked the required fields; the select only offers known services.
    if (sending || !isServiceType(fields.serviceType)) return;
    const outcome = await send({
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      serviceType: fields.serviceType,
      message: fields.message.trim(),
      website: honeypotRef.current?.value ?? '',
    });
    if (!outcome.sent) {
      setFieldErrors(outcome.fieldErrors);
      const first = ENQUIRY_FIELDS.find((name) => outcome.fieldErrors[name]);
      if (first) document.getElementsByName(first)[0]?.focus();
      return;
    }
    setFieldErrors({});
    setFields(EMPTY_FIELDS);
    if (honeypotRef.current) honeypotRef.current.value = '';
    setBannerVisible(true);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => setBannerVisible(false), ENQUIRY_SUCCESS_BANNER_MS);
  };

  return (
    <Box
      component="section"
      ref={sectionRef}
      aria-labelledby="enquiry-form-title"
      sx={{ scrollMarginTop: 96 }}
    >
      <Typography id="enquiry-form-title" variant="h5" component="h2" gutterBottom>
        Send us a message
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fields marked * are required.
      </Typography>

      {/* Always in the page, so screen readers announce the banner when it appears; focusable
          from script only, to take focus once the message is sent. */}
      <Box
        ref={bannerRef}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        sx={{ mb: bannerVisible ? 3 : 0, scrollMarginTop: 96 }}
      >
        {bannerVisible && (
          <Alert severity="success" variant="filled" role="none">
            {ENQUIRY_SENT_BANNER}
          </Alert>
        )}
      </Box>

      <Box
        component="form"
        aria-labelledby="enquiry-form-title"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        sx={{ position: 'relative' }}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="enquiry-first-name"
              name="firstName"
              label="First Name *"
              required
              fullWidth
              autoComplete="given-name"
              value={fields.firstName}
              onChange={change('firstName')}
              {...refusal('firstName')}
              inputRef={firstNameRef}
              slotProps={limited(100)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="enquiry-last-name"
              name="lastName"
              label="Last Name *"
              required
              fullWidth
              autoComplete="family-name"
              value={fields.lastName}
              onChange={change('lastName')}
              {...refusal('lastName')}
              slotProps={limited(100)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="enquiry-email"
              name="email"
              type="email"
              label="Email Address *"
              required
              fullWidth
              autoComplete="email"
              value={fields.email}
              onChange={change('email')}
              {...refusal('email')}
              slotProps={limited(254)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="enquiry-phone"
              name="phone"
              type="tel"
              label="Phone Number"
              fullWidth
              autoComplete="tel"
              value={fields.phone}
              onChange={change('phone')}
              {...refusal('phone')}
              slotProps={PHONE_INPUT}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              id="enquiry-service"
              name="serviceType"
              label="Service Required *"
              required
              fullWidth
              select
              value={fields.serviceType}
              onChange={change('serviceType')}
              {...refusal('serviceType')}
              // A native select: the phone's own picker, and the browser's required check.
              slotProps={{
                inputLabel: { required: false, shrink: true },
                select: { native: true },
              }}
            >
              <option value="">Select a service</option>
              {CONTACT_FORM_SERVICE_TYPES.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <TextField
              id="enquiry-message"
              name="message"
              label="Message *"
              required
              fullWidth
              multiline
              minRows={5}
              value={fields.message}
              onChange={change('message')}
              {...refusal('message')}
              slotProps={limited(5000)}
            />
          </Grid>
        </Grid>

        <HoneypotField id="enquiry-website" inputRef={honeypotRef} />

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
        >
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          We use your details only to answer your enquiry and keep them for{' '}
          {ENQUIRY_RETENTION_YEARS} years from our last contact. Read our{' '}
          <Link component={RouterLink} to="/privacy-policy">
            privacy policy
          </Link>{' '}
          to find out more.
        </Typography>
      </Box>
    </Box>
  );
}
