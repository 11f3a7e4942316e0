import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import {
  filterProperties,
  isFiltering,
  NO_FILTER,
  resultCountText,
  type PropertyFilter,
} from '../lib/property-filter';
import { PropertyFilters } from './property-filters';
import { PropertyList, type PropertyListProps } from './property-list';

export interface FilteredPropertyListProps extends PropertyListProps {
  filter: PropertyFilter;
  onFilterChange: (filter: PropertyFilter) => void;
}

/**
 * The property list under its search box and filters. The count is a live status, so a screen
 * reader hears how many are left as the admin types; when none match, that is said in words.
 */
export function FilteredPropertyList({
  properties,
  filter,
  onFilterChange,
  ...listProps
}: FilteredPropertyListProps) {
  const shown = useMemo(() => filterProperties(properties, filter), [properties, filter]);
  return (
    <Stack spacing={2}>
      <PropertyFilters filter={filter} onChange={onFilterChange} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 36.5 }}
      >
        <Typography role="status" color="text.secondary">
          {resultCountText(shown.length, properties.length)}
        </Typography>
        {isFiltering(filter) ? (
          <Button onClick={() => onFilterChange(NO_FILTER)}>Clear search and filters</Button>
        ) : null}
      </Stack>
      {shown.length === 0 ? (
        <Typography>No properties match the search and filters.</Typography>
      ) : (
        <PropertyList properties={shown} {...listProps} />
      )}
    </Stack>
  );
}
