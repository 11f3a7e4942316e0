import { useState, type FormEvent } from 'react';
import { SelectInput, TextInput } from '@reedmere/web-kit';
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
    <form
      role="search"
      aria-label="Filter properties"
      onSubmit={submit}
      className="kit-panel listing-filters"
    >
      {names.map((name) =>
        name === 'location' ? (
          <TextInput
            key={name}
            id="filter-location"
            label={FILTER_LABELS.location}
            value={values.location ?? ''}
            onChange={(e) => set('location', e.target.value)}
            maxLength={100}
            className="listing-filters__control"
          />
        ) : (
          <SelectInput
            key={name}
            id={`filter-${name}`}
            label={FILTER_LABELS[name]}
            value={values[name] ?? ''}
            onChange={(value) => set(name, value)}
            options={filterOptions(name, market)}
          />
        ),
      )}
      <div className="listing-filters__actions">
        <button type="submit" className="kit-button">
          Search
        </button>
        <button type="button" className="kit-button kit-button--text" onClick={onClear}>
          Clear Filters
        </button>
      </div>
    </form>
  );
}
