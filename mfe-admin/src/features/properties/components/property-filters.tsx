import { Box, TextField } from '@mui/material';
import { FilterChoice, type FilterChoices } from '../../../shared/filter-choice';
import type { PropertyFilter } from '../lib/property-filter';

export interface PropertyFiltersProps {
  filter: PropertyFilter;
  onChange: (filter: PropertyFilter) => void;
}

type ChoiceKey = Exclude<keyof PropertyFilter, 'text'>;

const CHOICES: Record<ChoiceKey, FilterChoices> = {
  market: {
    label: 'Buy or rent',
    options: [
      ['all', 'Buy and rent'],
      ['sale', 'For sale'],
      ['rent', 'To let'],
    ],
  },
  category: {
    label: 'Category',
    options: [
      ['all', 'All categories'],
      ['residential', 'Residential'],
      ['commercial', 'Commercial'],
    ],
  },
  status: {
    label: 'Listing status',
    options: [
      ['all', 'All statuses'],
      ['available', 'Available'],
      ['under_offer', 'Under Offer'],
      ['sold', 'Sold'],
      ['let', 'Let'],
    ],
  },
  visibility: {
    label: 'Visibility',
    options: [
      ['all', 'All'],
      ['shown', 'Shown on the site'],
      ['hidden', 'Hidden'],
    ],
  },
};

/** The search box and the choices that narrow the admin's property list. */
export function PropertyFilters({ filter, onChange }: PropertyFiltersProps) {
  const choice = (key: ChoiceKey) => (
    <FilterChoice
      key={key}
      id={`property-filter-${key}`}
      choices={CHOICES[key]}
      value={filter[key]}
      onChange={(value) => onChange({ ...filter, [key]: value })}
    />
  );
  return (
    <Box
      role="search"
      aria-label="Find properties"
      sx={{
        display: 'grid',
        gap: 2,
        // Two choices a row on a phone, so the list starts within the first screen.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          lg: '2fr repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        id="property-filter-text"
        label="Search properties"
        type="search"
        size="small"
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
        helperText="Title, address or location"
        fullWidth
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
      />
      {(Object.keys(CHOICES) as ChoiceKey[]).map(choice)}
    </Box>
  );
}
