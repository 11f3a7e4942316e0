import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CheckboxInput } from './checkbox-input';
import { NewTabLink } from './new-tab-link';
import { Note } from './note';
import { PageHero } from './page-hero';
import { SelectInput } from './select-input';
import { TextInput } from './text-input';

describe("web-kit's parts in plain markup", () => {
  it('PageHero is the page’s one h1, naming its section, the picture under a shade', () => {
    render(<PageHero title="Stamp Duty Calculator" subtitle="Work it out." image="/hero.svg" />);
    const hero = screen.getByRole('region', { name: 'Stamp Duty Calculator' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stamp Duty Calculator');
    expect(hero).toHaveTextContent('Work it out.');
    expect(hero).toHaveClass('kit-hero--picture');
    expect(hero.style.getPropertyValue('--kit-hero-image')).toBe('url("/hero.svg")');
  });

  it('PageHero without a picture is the shade alone', () => {
    render(<PageHero title="News" />);
    expect(screen.getByRole('region', { name: 'News' })).not.toHaveClass('kit-hero--picture');
  });

  it('TextInput is described by its helper text, and by its problem instead when there is one', () => {
    const { rerender } = render(
      <TextInput id="price" label="Price (£)" defaultValue="1" helperText="In pounds" />,
    );
    const input = screen.getByLabelText('Price (£)');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('In pounds');
    rerender(
      <TextInput
        id="price"
        label="Price (£)"
        defaultValue="1"
        helperText="In pounds"
        problem="Enter an amount"
      />,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an amount');
  });

  it('TextInput with nothing to say names no description', () => {
    render(<TextInput id="name" label="Name" />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
  });

  it('SelectInput is the browser’s own select, and hands over the value chosen', () => {
    function Choice() {
      const [kind, setKind] = useState<'a' | 'b'>('a');
      return (
        <>
          <SelectInput
            id="kind"
            label="Kind"
            value={kind}
            onChange={setKind}
            options={[
              { value: 'a', label: 'First' },
              { value: 'b', label: 'Second' },
            ]}
          />
          <p>{`chosen: ${kind}`}</p>
        </>
      );
    }
    render(<Choice />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'b' } });
    expect(screen.getByText('chosen: b')).toBeInTheDocument();
  });

  it('CheckboxInput is named by its label and hands over whether it is ticked', () => {
    const onChange = jest.fn();
    render(
      <CheckboxInput name="ftb" label="First-time buyer" checked={false} onChange={onChange} />,
    );
    fireEvent.click(screen.getByText('First-time buyer'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'First-time buyer' })).not.toBeChecked();
  });

  it('Note takes the role and name it is given, in its severity’s colours', () => {
    render(
      <Note role="note" severity="warning" aria-label="Disclaimer">
        Illustrative only.
      </Note>,
    );
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toHaveClass('kit-note--warning');
  });

  it('NewTabLink opens a new tab with no opener and says so to a screen reader', () => {
    render(<NewTabLink href="https://www.gov.uk/">GOV.UK</NewTabLink>);
    const link = screen.getByRole('link', { name: /^GOV\.UK \(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
