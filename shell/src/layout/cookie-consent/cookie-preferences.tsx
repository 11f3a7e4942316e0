import { useId, type Ref } from 'react';
import { Box, Button, Switch, Typography } from '@mui/material';
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

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

function CategoryText({ text, labelFor }: { text: CookieCategoryText; labelFor?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component={labelFor ? 'label' : 'p'}
        htmlFor={labelFor}
        variant="body2"
        sx={{ fontWeight: 700, display: 'block' }}
      >
        {text.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={labelFor && `${labelFor}-description`}>
        {text.description}
      </Typography>
    </Box>
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
      <Typography
        component="h2"
        variant="subtitle1"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
      >
        Cookie preferences
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Choose which optional cookies we may use. You can change this later on the cookie policy
        page.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        <Box component="li" sx={rowSx}>
          <CategoryText text={ESSENTIAL_COOKIES} />
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, color: 'success.dark', whiteSpace: 'nowrap' }}
          >
            Always Active
          </Typography>
        </Box>
        {OPTIONAL_COOKIE_CATEGORIES.map((category) => {
          const inputId = `${idPrefix}-${category}`;
          return (
            <Box component="li" key={category} sx={rowSx}>
              <CategoryText text={OPTIONAL_COOKIES[category]} labelFor={inputId} />
              <Switch
                checked={choices[category]}
                onChange={(event) => onChange(category, event.target.checked)}
                slotProps={{
                  input: { id: inputId, 'aria-describedby': `${inputId}-description` },
                }}
                sx={{
                  // A clear ring for keyboard focus; the default ripple alone is faint.
                  '& .Mui-focusVisible .MuiSwitch-thumb': {
                    outline: '2px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" onClick={onSave} sx={{ flex: { xs: '1 1 auto', sm: 'none' } }}>
          Save Preferences
        </Button>
        <Button
          variant="outlined"
          onClick={onAcceptAll}
          sx={{ flex: { xs: '1 1 auto', sm: 'none' } }}
        >
          Accept All
        </Button>
      </Box>
    </>
  );
}
