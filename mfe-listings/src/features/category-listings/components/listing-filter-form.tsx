import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { Market } from '../../../shared/market';
import {
  FILTER_LABELS,
  filterOptions,
  type FilterName,
  type FilterValues,
} from '../lib/listing-filters';

/**
 * The search form of a category page. It starts from the values in the URL; the parent remounts
 * it (key) when the URL changes, so Back shows the search it returns to.
 */
export function ListingFilterForm({
  names,
  market,
  initial,
  onSearch,
  onClear,
}: {
  names: readonly FilterName[];
  /** The price selects offer sale prices or monthly rents to match. */
  market: Market;
  initial: FilterValues;
  onSearch: (values: FilterValues) => void;
  onClear: () => void;
}) {
  const [values, setValues] = useState<FilterValues>(initial);
  const set = (name: FilterName, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...values, location: values.location?.trim() });
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter properties"
      variant="outlined"
      onSubmit={submit}
      sx={{ p: 2, mb: 4 }}
    >
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        {names.map((name) => (
          <Grid
            key={name}
            size={{ xs: name === 'location' ? 12 : 6, md: name === 'location' ? 3 : 'grow' }}
          >
            {name === 'location' ? (
              <TextField
                label={FILTER_LABELS.location}
                value={values.location ?? ''}
                onChange={(e) => set('location', e.target.value)}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            ) : (
              <TextField
                select
                label={FILTER_LABELS[name]}
                value={values[name] ?? ''}
                onChange={(e) => set(name, e.target.value)}
                size="small"
                fullWidth
              >
                {filterOptions(name, market).map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 'auto' }} sx={{ display: 'flex', gap: 1, whiteSpace: 'nowrap' }}>
          <Button type="submit" variant="contained">
            Search
          </Button>
          <Button type="button" onClick={onClear}>
            Clear Filters
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
