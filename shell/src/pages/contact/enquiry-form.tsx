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
import {
  HoneypotField,
  scrollBehaviour,
  SelectInput,
  TextArea,
  TextInput,
  type TextInputProps,
} from '@reedmere/web-kit';
import { SuccessIcon } from '../../layout/icons';

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

// The server's limits as native checks (packages/contracts/src/schemas/enquiry.ts), so the
// browser stops what the server would refuse instead of the visitor meeting a generic error.
const PHONE_PATTERN = '[+0-9][0-9\\s\\(\\)\\-]{5,}';
const PHONE_TITLE = 'A phone number: digits, spaces, brackets or dashes';

/** The one-line fields, in page order, with the server's length limits. */
const TEXT_FIELDS = [
  {
    id: 'enquiry-first-name',
    name: 'firstName',
    label: 'First Name *',
    required: true,
    autoComplete: 'given-name',
    maxLength: 100,
  },
  {
    id: 'enquiry-last-name',
    name: 'lastName',
    label: 'Last Name *',
    required: true,
    autoComplete: 'family-name',
    maxLength: 100,
  },
  {
    id: 'enquiry-email',
    name: 'email',
    type: 'email',
    label: 'Email Address *',
    required: true,
    autoComplete: 'email',
    maxLength: 254,
  },
  {
    id: 'enquiry-phone',
    name: 'phone',
    type: 'tel',
    label: 'Phone Number',
    autoComplete: 'tel',
    maxLength: 30,
    pattern: PHONE_PATTERN,
    title: PHONE_TITLE,
  },
] as const satisfies readonly (TextInputProps & { name: keyof EnquiryFields })[];

const SERVICE_OPTIONS = [
  { value: '', label: 'Select a service' },
  ...CONTACT_FORM_SERVICE_TYPES.map((service) => ({ value: service, label: service })),
];

export function EnquiryForm({ ref }: EnquiryFormProps) {
  const [fields, setFields] = useState<EnquiryFields>(EMPTY_FIELDS);
  const [bannerVisible, setBannerVisible] = useState(false);
  // The height the banner left behind, kept until the visitor next changes a field: the form does
  // not move by itself under a pointer aiming at it.
  const [heldHeight, setHeldHeight] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<EnquiryFieldErrors>({});
  const bannerRef = useRef<HTMLDivElement>(null);
  const { sending, send } = useSendEnquiry();
  const sectionRef = useRef<HTMLElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
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

  const setField = (name: keyof EnquiryFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setHeldHeight(null);
    // The server's word on a field no longer applies once the visitor changes it.
    setFieldErrors(({ [name]: _changed, ...others }) => others);
  };
  const change =
    (name: keyof EnquiryFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(name, event.target.value);

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
    setHeldHeight(null);
    setBannerVisible(true);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => {
      // To the fraction of a pixel: a rounded height would still move the form a little.
      setHeldHeight(bannerRef.current?.getBoundingClientRect().height ?? null);
      setBannerVisible(false);
    }, ENQUIRY_SUCCESS_BANNER_MS);
  };

  return (
    <section ref={sectionRef} aria-labelledby="enquiry-form-title" className="contact-form">
      <h2 id="enquiry-form-title" className="kit-heading-5">
        Send us a message
      </h2>
      <p className="contact-form__required">Fields marked * are required.</p>

      {/* Always in the page, so screen readers announce the banner when it appears; focusable
          from script only, to take focus once the message is sent. */}
      <div
        ref={bannerRef}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        className={
          bannerVisible || heldHeight !== null
            ? 'contact-form__status contact-form__status--shown'
            : 'contact-form__status'
        }
        style={!bannerVisible && heldHeight !== null ? { height: heldHeight } : undefined}
      >
        {bannerVisible && (
          <div className="contact-form__sent">
            <span className="contact-form__sent-icon">
              <SuccessIcon />
            </span>
            <span className="contact-form__sent-message">{ENQUIRY_SENT_BANNER}</span>
          </div>
        )}
      </div>

      {/* What the server said about a field shows under it and is read with it (its problem). */}
      <form
        aria-labelledby="enquiry-form-title"
        onSubmit={(event) => void submit(event)}
        className="contact-form__form"
      >
        <div className="contact-form__fields">
          {TEXT_FIELDS.map((field) => (
            <TextInput
              key={field.name}
              {...field}
              // The page's Free Valuation button puts the cursor in the first field.
              ref={field.name === 'firstName' ? firstNameRef : undefined}
              value={fields[field.name]}
              onChange={change(field.name)}
              problem={fieldErrors[field.name]}
            />
          ))}
          <div className="contact-form__wide">
            {/* The browser's own select: the phone's picker, and the browser's required check. */}
            <SelectInput
              id="enquiry-service"
              name="serviceType"
              label="Service Required *"
              required
              value={fields.serviceType}
              onChange={(value) => setField('serviceType', value)}
              options={SERVICE_OPTIONS}
              problem={fieldErrors.serviceType}
            />
          </div>
          <div className="contact-form__wide">
            <TextArea
              id="enquiry-message"
              name="message"
              label="Message *"
              required
              rows={5}
              maxLength={5000}
              className="contact-form__message"
              value={fields.message}
              onChange={change('message')}
              problem={fieldErrors.message}
            />
          </div>
        </div>

        <HoneypotField id="enquiry-website" inputRef={honeypotRef} />

        <button
          type="submit"
          disabled={sending}
          className="site-button site-button--contained contact-form__send"
        >
          {sending ? 'Sending...' : 'Send Message'}
        </button>
        <p className="contact-form__privacy">
          We use your details only to answer your enquiry and keep them for{' '}
          {ENQUIRY_RETENTION_YEARS} years from our last contact. Read our{' '}
          <RouterLink to="/privacy-policy" className="kit-link">
            privacy policy
          </RouterLink>{' '}
          to find out more.
        </p>
      </form>
    </section>
  );
}
