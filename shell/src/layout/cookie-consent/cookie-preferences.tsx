import { useId, type Ref } from 'react';
import {
  OPTIONAL_COOKIE_CATEGORIES,
  type CookieChoices,
  type OptionalCookieCategory,
} from '@reedmere/contracts';
import { ESSENTIAL_COOKIES, OPTIONAL_COOKIES, type CookieCategoryText } from './cookie-categories';

export interface CookiePreferencesProps {
  readonly choices: CookieChoices;
  readonly onChange: (category: OptionalCookieCategory, enabled: boolean) => void;
  readonly onSave: () => void;
  readonly onAcceptAll: () => void;
  /** The heading takes focus when the view opens, so keyboard users start at its top. */
  readonly headingRef: Ref<HTMLHeadingElement>;
}

function CategoryText({ text, labelFor }: { text: CookieCategoryText; labelFor?: string }) {
  return (
    <div className="site-cookie-category__text">
      {labelFor ? (
        <label htmlFor={labelFor} className="site-cookie-category__name">
          {text.label}
        </label>
      ) : (
        <p className="site-cookie-category__name">{text.label}</p>
      )}
      <p className="site-cookie-category__description" id={labelFor && `${labelFor}-description`}>
        {text.description}
      </p>
    </div>
  );
}

/** The detail view: a switch per optional category, essential cookies shown as always on. */
export function CookiePreferences({
  choices,
  onChange,
  onSave,
  onAcceptAll,
  headingRef,
}: CookiePreferencesProps) {
  const idPrefix = useId();
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="site-cookie-banner__heading">
        Cookie preferences
      </h2>
      <p className="site-cookie-banner__text">
        Choose which optional cookies we may use. You can change this later on the cookie policy
        page.
      </p>
      <ul className="site-list site-cookie-categories">
        <li className="site-cookie-category">
          <CategoryText text={ESSENTIAL_COOKIES} />
          <span className="site-cookie-category__always">Always Active</span>
        </li>
        {OPTIONAL_COOKIE_CATEGORIES.map((category) => {
          const inputId = `${idPrefix}-${category}`;
          return (
            <li key={category} className="site-cookie-category">
              <CategoryText text={OPTIONAL_COOKIES[category]} labelFor={inputId} />
              <input
                type="checkbox"
                role="switch"
                id={inputId}
                aria-describedby={`${inputId}-description`}
                className="site-switch"
                checked={choices[category]}
                onChange={(event) => onChange(category, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
      <div className="site-cookie-banner__actions">
        <button type="button" className="site-button site-button--contained" onClick={onSave}>
          Save Preferences
        </button>
        <button type="button" className="site-button site-button--outlined" onClick={onAcceptAll}>
          Accept All
        </button>
      </div>
    </>
  );
}
