import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@reedmere/router';
import CalculatorsRoutes, { plainMarkup } from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/*" element={<CalculatorsRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function retype(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** The mortgage page once its charts (loaded on their own) are in. */
async function renderMortgagePage() {
  renderAt('/mortgage-calculator');
  // The charting library is a module of its own; on a busy machine its first load takes seconds.
  await screen.findByTestId('balance-chart', {}, { timeout: 15_000 });
}

describe('calculators routes: their look', () => {
  it('link their own stylesheet, in the head, and draw nothing with MUI', () => {
    renderAt('/stamp-duty-calculator');
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/remotes/calculators/calculators.css',
    ]);
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
    expect(plainMarkup).toBe(true);
  });
});

describe('calculators routes: /calculators', () => {
  it('links to both calculators, the properties for sale and the contact page', () => {
    renderAt('/calculators');
    expect(screen.getByRole('heading', { level: 1, name: 'Property Calculators' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Work out your mortgage' })).toHaveAttribute(
      'href',
      '/mortgage-calculator',
    );
    expect(screen.getByRole('link', { name: 'Work out your stamp duty' })).toHaveAttribute(
      'href',
      '/stamp-duty-calculator',
    );
    expect(screen.getByRole('link', { name: 'View properties for sale' })).toHaveAttribute(
      'href',
      '/residential',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('opens a calculator from its card', async () => {
    renderAt('/calculators');
    await userEvent.click(screen.getByRole('link', { name: 'Work out your stamp duty' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Stamp Duty Calculator' })).toBeVisible();
  });

  it('answers an unknown path with the not-found page', () => {
    renderAt('/calculators/nothing-here');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});

describe('calculators routes: /mortgage-calculator', () => {
  it('starts from the default inputs and shows every figure', async () => {
    await renderMortgagePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mortgage Calculator' })).toBeVisible();
    expect(screen.getByLabelText('Property value (£)')).toHaveValue('300,000');
    expect(screen.getByLabelText('Deposit (£)')).toHaveValue('60,000');
    expect(screen.getByLabelText('Interest rate (%)')).toHaveValue('4.0');
    expect(screen.getByLabelText('Term (years)')).toHaveValue('25');
    expect(screen.getByRole('combobox', { name: 'Mortgage type' })).toHaveDisplayValue('Repayment');
    // 240,000 over 25 years at 4.0 %: £1,266.81 a month.
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£1,266.81');
    expect(screen.getByTestId('loan-to-value')).toHaveTextContent('80.0%');
    expect(screen.getByTestId('total-interest')).toHaveTextContent('£140,042.53');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('£380,042.53');
    expect(screen.getByText('Interest in the first month').nextSibling).toHaveTextContent(
      '£800.00',
    );
    expect(screen.getByText('Capital repaid in the first month').nextSibling).toHaveTextContent(
      '£466.81',
    );
    expect(screen.getByTestId('monthly-payment').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows the sample rates as a January 2025 sample, and the disclaimer', async () => {
    await renderMortgagePage();
    const panel = screen.getByRole('region', { name: 'Sample market rates (January 2025)' });
    expect(within(panel).getByText('2-year fixed').nextSibling).toHaveTextContent('3.69% - 4.22%');
    expect(within(panel).getByText('5-year fixed').nextSibling).toHaveTextContent('3.84% - 4.28%');
    expect(within(panel).getByText('First-time buyer').nextSibling).toHaveTextContent(
      '4.19% - 4.40%',
    );
    expect(within(panel).getByText(/not current offers/)).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toHaveTextContent('illustrative only');
  });

  it('has both charts with descriptions and a year-by-year table of 25 rows', async () => {
    await renderMortgagePage();
    expect(screen.getByTestId('balance-chart')).toHaveTextContent('Balance over the term');
    expect(screen.getByTestId('interest-capital-chart')).toHaveTextContent(
      'Interest and capital paid each year',
    );
    const table = screen.getByRole('table', { name: /Payments, interest, capital/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(26); // header + 25 years
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('1');
    expect(rows[25]).toHaveTextContent('£0.00');
  });

  it('recalculates as the rate is typed, and takes money typed with £ and commas', async () => {
    await renderMortgagePage();
    await retype('Interest rate (%)', '5');
    // 240,000 over 25 years at 5 %: £1,403.02 a month.
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£1,403.02');
    await retype('Interest rate (%)', '4');
    await retype('Property value (£)', '£350,000');
    await retype('Deposit (£)', '110 000');
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£1,266.81');
    expect(screen.getByTestId('loan-to-value')).toHaveTextContent('68.6%');
  });

  it('counts non-numeric input as 0 and says so on the field', async () => {
    await renderMortgagePage();
    await retype('Interest rate (%)', 'abc');
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£800.00');
    expect(screen.getByTestId('total-interest')).toHaveTextContent('£0.00');
    const rate = screen.getByLabelText('Interest rate (%)');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription(
      'Not a number, so counted as 0%. Type digits, such as 4.5',
    );
  });

  it('counts an empty rate as 0 and says so on the field, as for text that is not a number', async () => {
    await renderMortgagePage();
    await retype('Interest rate (%)', '');
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£800.00');
    const rate = screen.getByLabelText('Interest rate (%)');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Empty, so counted as 0%. Enter a rate, such as 4.5');
    await retype('Interest rate (%)', '4');
    expect(rate).toHaveAttribute('aria-invalid', 'false');
    expect(rate).not.toHaveAccessibleDescription(/Empty/);
  });

  it('reads a comma in the rate as a decimal point and writes it back with a point', async () => {
    await renderMortgagePage();
    await retype('Interest rate (%)', '4,5');
    // 240,000 over 25 years at 4.5 %: £1,334.00 a month (not 45 %).
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£1,334.00');
    const rate = screen.getByLabelText('Interest rate (%)');
    expect(rate).toHaveAttribute('aria-invalid', 'false');
    await userEvent.tab();
    expect(rate).toHaveValue('4.5');
  });

  it('restores the thousands separators when a money field is left', async () => {
    await renderMortgagePage();
    await retype('Property value (£)', '350000');
    await userEvent.tab();
    expect(screen.getByLabelText('Property value (£)')).toHaveValue('350,000');
    await retype('Deposit (£)', '£ 110 000');
    await userEvent.tab();
    expect(screen.getByLabelText('Deposit (£)')).toHaveValue('110,000');
    expect(screen.getByTestId('loan-to-value')).toHaveTextContent('68.6%');
  });

  it('refuses a term over 50 years on the field and says why there are no figures', async () => {
    await renderMortgagePage();
    await retype('Term (years)', '60');
    const term = screen.getByLabelText('Term (years)');
    expect(term).toHaveAttribute('aria-invalid', 'true');
    expect(term).toHaveAccessibleDescription('Enter a term of up to 50 years');
    expect(screen.queryByTestId('monthly-payment')).not.toBeInTheDocument();
    expect(screen.getByTestId('mortgage-no-result')).toHaveTextContent(
      'Correct the term to see your figures.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await retype('Term (years)', '30');
    expect(term).toHaveAttribute('aria-invalid', 'false');
    expect(term).toHaveAccessibleDescription('Up to 50 years');
    expect(screen.getByTestId('monthly-payment')).toBeInTheDocument();
  });

  it("says the deposit is more than the property's value instead of showing £0", async () => {
    await renderMortgagePage();
    await retype('Deposit (£)', '400,000');
    const deposit = screen.getByLabelText('Deposit (£)');
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(deposit).toHaveAccessibleDescription("The deposit is more than the property's value");
    expect(screen.queryByTestId('monthly-payment')).not.toBeInTheDocument();
    const reason = "The deposit is more than the property's value, so there is nothing to borrow.";
    expect(screen.getByTestId('mortgage-no-result')).toHaveTextContent(reason);
    expect(screen.getByTestId('mortgage-no-result').closest('[aria-live="polite"]')).not.toBeNull();
    await retype('Deposit (£)', '300000');
    expect(screen.getByTestId('mortgage-no-result')).toHaveTextContent(
      "The deposit covers the property's whole value, so there is nothing to borrow.",
    );
  });

  it('charges interest only and says the loan is still owed at the end', async () => {
    await renderMortgagePage();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Mortgage type' }),
      'Interest only',
    );
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£800.00');
    expect(screen.getByTestId('total-interest')).toHaveTextContent('£240,000.00');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('£480,000.00');
    expect(screen.getByText(/£240,000 loan is still owed at the end/)).toBeInTheDocument();
  });
});

describe('calculators routes: /stamp-duty-calculator', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2025, 10, 15, 10, 0), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  const total = () => screen.getByTestId('total-duty');

  it('starts at £300,000 residential on today and shows £5,000 and the bands', () => {
    renderAt('/stamp-duty-calculator');
    expect(screen.getByRole('heading', { level: 1, name: 'Stamp Duty Calculator' })).toBeVisible();
    expect(screen.getByLabelText('Purchase price (£)')).toHaveValue('300,000');
    expect(screen.getByLabelText('Completion date')).toHaveValue('2025-11-15');
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveDisplayValue(
      'Residential',
    );
    expect(total()).toHaveTextContent('£5,000');
    expect(screen.getByTestId('effective-rate')).toHaveTextContent('1.67%');
    expect(
      screen.getByText(/rates in force on 15 November 2025 \(from 1 April 2025\)/),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Breakdown by band' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('£0 to £125,000');
    expect(rows[2]).toHaveTextContent('£125,000 to £250,0002%£125,000£2,500.00');
    expect(rows[3]).toHaveTextContent('£250,000 to £925,0005%£50,000£2,500.00');
    expect(rows[5]).toHaveTextContent('Above £1,500,00012%£0£0.00');
    expect(total().closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText(/Scotland has Land and Buildings Transaction Tax/)).toBeVisible();
  });

  it('updates as the price is typed, with £ and commas', async () => {
    renderAt('/stamp-duty-calculator');
    await retype('Purchase price (£)', '£1,000,000');
    expect(total()).toHaveTextContent('£43,750');
    await retype('Purchase price (£)', 'lots');
    expect(total()).toHaveTextContent('£0');
    expect(screen.getByTestId('effective-rate')).toHaveTextContent('0.00%');
    expect(screen.getByLabelText('Purchase price (£)')).toHaveAccessibleDescription(
      'Not a number, so counted as £0. Type digits, such as 250,000',
    );
  });

  it('counts an empty price as £0, keeping the figure, and says so on the field', async () => {
    renderAt('/stamp-duty-calculator');
    await retype('Purchase price (£)', '');
    expect(total()).toHaveTextContent('£0');
    const price = screen.getByLabelText('Purchase price (£)');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      'Empty, so counted as £0. Enter an amount, such as 250,000',
    );
  });

  it('writes the price back with thousands separators when it is left', async () => {
    renderAt('/stamp-duty-calculator');
    await retype('Purchase price (£)', '425000');
    await userEvent.tab();
    expect(screen.getByLabelText('Purchase price (£)')).toHaveValue('425,000');
    expect(total()).toHaveTextContent('£11,250');
  });

  it('refuses a negative price on the field and says why there is no figure', async () => {
    renderAt('/stamp-duty-calculator');
    await retype('Purchase price (£)', '-250000');
    const price = screen.getByLabelText('Purchase price (£)');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Enter an amount of £0 or more');
    expect(screen.queryByTestId('total-duty')).not.toBeInTheDocument();
    expect(screen.getByTestId('stamp-duty-no-result')).toHaveTextContent(
      'Correct the purchase price to see the stamp duty.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives first-time buyer relief up to £500,000 and warns above it', async () => {
    renderAt('/stamp-duty-calculator');
    await userEvent.click(screen.getByRole('checkbox', { name: 'First-time buyer' }));
    expect(total()).toHaveTextContent('£0');
    expect(screen.getByText(/First-time buyer relief applied/)).toBeVisible();
    await retype('Purchase price (£)', '500000');
    expect(total()).toHaveTextContent('£10,000');
    await retype('Purchase price (£)', '500001');
    expect(total()).toHaveTextContent('£15,000');
    expect(
      screen.getByText(/does not apply to a price over £500,000: the standard rates apply/),
    ).toBeVisible();
  });

  it('adds the additional-property surcharge and explains why the relief is dropped', async () => {
    renderAt('/stamp-duty-calculator');
    await userEvent.click(screen.getByRole('checkbox', { name: /Additional property/ }));
    expect(total()).toHaveTextContent('£20,000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'First-time buyer' }));
    expect(total()).toHaveTextContent('£20,000');
    expect(screen.getByText(/cannot be combined with the higher rates/)).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Non-UK resident buyer' }));
    expect(total()).toHaveTextContent('£26,000');
  });

  it('uses the rates of the completion date', async () => {
    renderAt('/stamp-duty-calculator');
    const date = screen.getByLabelText('Completion date');
    await userEvent.clear(date);
    await userEvent.type(date, '2024-06-01');
    expect(total()).toHaveTextContent('£2,500');
    await userEvent.click(screen.getByRole('checkbox', { name: /Additional property/ }));
    expect(total()).toHaveTextContent('£11,500');
  });

  it('gives a message instead of a figure before 1 April 2016', async () => {
    renderAt('/stamp-duty-calculator');
    const date = screen.getByLabelText('Completion date');
    await userEvent.clear(date);
    await userEvent.type(date, '2015-12-01');
    expect(screen.queryByTestId('total-duty')).not.toBeInTheDocument();
    expect(screen.getByTestId('before-coverage')).toHaveTextContent(
      'This calculator covers completion dates from 1 April 2016.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.clear(date);
    expect(screen.getByText('Enter a completion date to see the stamp duty.')).toBeVisible();
  });

  it('uses the non-residential rates and says the residential rules do not apply', async () => {
    renderAt('/stamp-duty-calculator');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Property type' }),
      'Non-residential or mixed use',
    );
    expect(total()).toHaveTextContent('£4,500');
    await userEvent.click(screen.getByRole('checkbox', { name: /Additional property/ }));
    expect(total()).toHaveTextContent('£4,500');
    expect(screen.getAllByText(/apply to residential property only/).length).toBeGreaterThan(0);
  });
});
