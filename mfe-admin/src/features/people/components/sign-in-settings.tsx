import { useEffect, useRef, useState } from 'react';
import type { SWRResponse } from 'swr';
import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import type { StaffMember, StaffSettings } from '@reedmere/contracts';
import { isSignedOut, notify } from '@reedmere/web-kit';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { ListState } from '../../../shared/list-state';
import { saveSecondFactorRequired } from '../api/people-api';
import { reportPeopleFailure } from '../lib/people-failure';
import { withoutSecondFactorText } from '../lib/people-text';

export interface SignInSettingsProps {
  /** The settings' read, as useSWR returns it: its cache takes the saved settings. */
  read: Pick<SWRResponse<StaffSettings>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  /** The staff, to count who has still no second factor. */
  people: readonly StaffMember[];
  signedInId: string;
  sendToLogin: SendToLogin;
}

const SECOND_FACTOR_LABEL = 'Everyone signs in with a second factor';
const DESCRIPTION =
  'When on, anyone without a second factor is asked to set one up (an authenticator app) at ' +
  'their next sign-in; people already signed in stay signed in.';

/** The owner's sign-in settings for the whole staff: a second factor required of everyone. */
export function SignInSettings({ read, people, signedInId, sendToLogin }: SignInSettingsProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="people-sign-in-heading"
      sx={{ p: 2 }}
    >
      <Stack spacing={1}>
        <Typography id="people-sign-in-heading" variant="h6" component="h3">
          Sign-in
        </Typography>
        <ListState
          read={read}
          accessTitle={null}
          accessText="Please log in again to see the sign-in setting."
          errorText="Failed to load the sign-in setting."
          loadingText="Loading the sign-in setting..."
        >
          {(settings) => (
            <SecondFactorSwitch
              settings={settings}
              onSaved={(saved) => read.mutate(saved, { revalidate: false })}
              readAgain={() => read.mutate()}
              people={people}
              signedInId={signedInId}
              sendToLogin={sendToLogin}
            />
          )}
        </ListState>
      </Stack>
    </Paper>
  );
}

interface SecondFactorSwitchProps extends Omit<SignInSettingsProps, 'read'> {
  settings: StaffSettings;
  /** The settings the server answered with, once saved. */
  onSaved: (settings: StaffSettings) => unknown;
  /** Reads the settings again: after a refusal they may have changed meanwhile. */
  readAgain: () => unknown;
}

function SecondFactorSwitch({
  settings,
  onSaved,
  readAgain,
  people,
  signedInId,
  sendToLogin,
}: SecondFactorSwitchProps) {
  // The position asked for while it is being saved; null when nothing is.
  const [asked, setAsked] = useState<boolean | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The switch is disabled while saving, which takes the focus off it: it goes back afterwards.
  const refocus = useRef(false);
  useEffect(() => {
    if (asked === null && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [asked]);

  const { requiredByOperator } = settings;
  const saved = settings.requireSecondFactor || requiredByOperator;
  const on = asked ?? saved;
  const countText = withoutSecondFactorText(people, signedInId);

  const change = async (required: boolean) => {
    // A disabled switch sends nothing, whatever reaches it.
    if (requiredByOperator || asked !== null) return;
    refocus.current = document.activeElement === inputRef.current;
    setAsked(required);
    try {
      const answer = await saveSecondFactorRequired(required);
      // An empty answer says nothing of the outcome: the settings are read again.
      await (answer ? onSaved(answer) : readAgain());
      if (required) {
        notify.success({
          title: 'A second factor is now required for everyone',
          description: countText,
        });
      } else {
        notify.success({ title: 'A second factor is no longer required' });
      }
    } catch (error) {
      reportPeopleFailure(
        error,
        `Failed to ${required ? 'require' : 'stop requiring'} a second factor`,
        sendToLogin,
      );
      // Refused, the setting may have changed meanwhile (e.g. the server's own now requires it).
      if (!isSignedOut(error)) void readAgain();
    } finally {
      // Back to the saved position when refused.
      setAsked(null);
    }
  };

  const describedBy = [
    'people-second-factor-description',
    requiredByOperator ? 'people-second-factor-operator' : null,
    on ? 'people-second-factor-count' : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack spacing={0.5} aria-busy={asked !== null}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Switch
            checked={on}
            disabled={requiredByOperator || asked !== null}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { ref: inputRef, 'aria-describedby': describedBy } }}
          />
        }
        // Its first line level with the switch when the label wraps on a narrow screen.
        label={<Typography sx={{ pt: 1 }}>{SECOND_FACTOR_LABEL}</Typography>}
      />
      <Typography id="people-second-factor-description" variant="body2" color="text.secondary">
        {DESCRIPTION}
      </Typography>
      {requiredByOperator ? (
        <Typography id="people-second-factor-operator" variant="body2">
          Required by the server&apos;s settings.
        </Typography>
      ) : null}
      {on ? (
        <Typography id="people-second-factor-count" variant="body2">
          {countText}
        </Typography>
      ) : null}
    </Stack>
  );
}
