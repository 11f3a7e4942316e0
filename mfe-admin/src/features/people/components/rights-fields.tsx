import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { DIVISIONS, STAFF_ROLES, type Division, type StaffRole } from '@reedmere/contracts';
import { divisionLabel, ROLE_HINT, ROLE_NAMES } from '../lib/people-text';
import type { RightsField, RightsValues } from '../lib/rights-values';

export interface RightsFieldsProps {
  /** The DOM id of a field, as the form's hook makes it: the first control takes it, for focus. */
  fieldId: (name: string) => string;
  values: RightsValues;
  errors: Partial<Record<RightsField, string>>;
  onChange: (patch: Partial<RightsValues>) => void;
  disabled?: boolean;
}

/**
 * A role, as a group of radio buttons, and for an editor the divisions, as checkboxes. Each group
 * is a fieldset named by its legend; its message (or hint) describes it.
 */
export function RightsFields({ fieldId, values, errors, onChange, disabled }: RightsFieldsProps) {
  const toggle = (division: Division, checked: boolean) => {
    const chosen = new Set(values.divisions);
    if (checked) chosen.add(division);
    else chosen.delete(division);
    // In the agency's order, whatever order they were ticked in.
    onChange({ divisions: DIVISIONS.filter((item) => chosen.has(item)) });
  };
  const roleHelp = fieldId('role-help');
  const divisionsHelp = fieldId('divisions-help');
  return (
    <>
      <FormControl component="fieldset" error={Boolean(errors.role)} disabled={disabled}>
        <FormLabel component="legend" id={fieldId('role-legend')}>
          Role
        </FormLabel>
        <RadioGroup
          name={fieldId('role')}
          value={values.role}
          onChange={(event) => onChange({ role: event.target.value as StaffRole })}
          aria-labelledby={fieldId('role-legend')}
          aria-describedby={roleHelp}
        >
          {STAFF_ROLES.map((role, index) => (
            <FormControlLabel
              key={role}
              value={role}
              label={ROLE_NAMES[role]}
              control={
                <Radio
                  slotProps={{
                    input: {
                      id: index === 0 ? fieldId('role') : undefined,
                      'aria-describedby': errors.role ? roleHelp : undefined,
                    },
                  }}
                />
              }
            />
          ))}
        </RadioGroup>
        <FormHelperText id={roleHelp}>{errors.role ?? ROLE_HINT}</FormHelperText>
      </FormControl>
      {values.role === 'editor' ? (
        <FormControl component="fieldset" error={Boolean(errors.divisions)} disabled={disabled}>
          <FormLabel component="legend" id={fieldId('divisions-legend')}>
            Divisions
          </FormLabel>
          <FormGroup aria-labelledby={fieldId('divisions-legend')} aria-describedby={divisionsHelp}>
            {DIVISIONS.map((division, index) => (
              <FormControlLabel
                key={division}
                label={divisionLabel(division)}
                control={
                  <Checkbox
                    checked={values.divisions.includes(division)}
                    onChange={(event) => toggle(division, event.target.checked)}
                    slotProps={{
                      input: {
                        id: index === 0 ? fieldId('divisions') : undefined,
                        'aria-describedby': errors.divisions ? divisionsHelp : undefined,
                      },
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText id={divisionsHelp}>
            {errors.divisions ?? 'An editor changes the content of these divisions only.'}
          </FormHelperText>
        </FormControl>
      ) : null}
    </>
  );
}
