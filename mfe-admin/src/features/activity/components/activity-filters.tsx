import { useState, type KeyboardEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_KINDS,
  AUDIT_ENTITY_NAMES,
} from '@reedmere/contracts';
import { FilterChoice, type FilterChoices } from '../../../shared/filter-choice';
import { isUnfiltered, NO_FILTER, type ActivityFilter } from '../lib/activity-filter';

export interface ActivityFiltersProps {
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
}

type ChoiceKey = 'kind' | 'action';

const CHOICES: Record<ChoiceKey, FilterChoices> = {
  kind: {
    label: 'Kind of record',
    options: [
      ['all', 'All'],
      ...AUDIT_ENTITY_KINDS.map((kind): [string, string] => [kind, AUDIT_ENTITY_NAMES[kind]]),
    ],
  },
  action: {
    label: 'Action',
    options: [
      ['all', 'All'],
      ...AUDIT_ACTIONS.map((action): [string, string] => [action, AUDIT_ACTION_NAMES[action]]),
    ],
  },
};

/**
 * The filters of the activity. The choices and days apply at once; the e-mail, matched whole by
 * the server, applies on Enter or on leaving the field, so a half-typed address asks nothing.
 */
export function ActivityFilters({ filter, onChange }: ActivityFiltersProps) {
  const [person, setPerson] = useState(filter.person);
  const applyPerson = () => {
    if (person.trim() !== filter.person.trim()) onChange({ ...filter, person: person.trim() });
  };
  const personKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') applyPerson();
  };
  const clear = () => {
    setPerson('');
    onChange(NO_FILTER);
  };

  const choice = (key: ChoiceKey) => (
    <FilterChoice
      key={key}
      id={`activity-filter-${key}`}
      choices={CHOICES[key]}
      value={filter[key]}
      onChange={(value) => onChange({ ...filter, [key]: value })}
    />
  );

  // A date field gives a whole day or nothing, never a part of one.
  const day = (key: 'from' | 'to', label: string, bound: { min?: string; max?: string }) => (
    <TextField
      id={`activity-filter-${key}`}
      label={label}
      type="date"
      size="small"
      value={filter[key]}
      onChange={(event) => onChange({ ...filter, [key]: event.target.value })}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bound }}
    />
  );

  return (
    <Box
      role="search"
      aria-label="Filter the activity"
      sx={{
        display: 'grid',
        gap: 2,
        // Two filters a row on a phone, so the list starts within the first screen.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          lg: '2fr repeat(4, minmax(0, 1fr)) auto',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        id="activity-filter-person"
        label="Person's e-mail"
        type="email"
        size="small"
        value={person}
        onChange={(event) => setPerson(event.target.value)}
        onKeyDown={personKey}
        onBlur={applyPerson}
        helperText="The whole address; Enter applies it"
        fullWidth
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
      />
      {choice('kind')}
      {choice('action')}
      {day('from', 'From', { max: filter.to || undefined })}
      {day('to', 'To', { min: filter.from || undefined })}
      <Button
        onClick={clear}
        disabled={isUnfiltered(filter) && person.trim() === ''}
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' }, justifySelf: 'start' }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
