import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CalculatorsRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/*" element={<CalculatorsRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('calculators routes: /mortgage-calculator', () => {
  it('starts from the spec defaults and shows the monthly payment', () => {
    renderAt('/mortgage-calculator');
    expect(screen.getByRole('heading', { name: 'Mortgage Calculator' })).toBeInTheDocument();
    expect(screen.getByLabelText('Property value (£)')).toHaveValue(300000);
    expect(screen.getByLabelText('Deposit (£)')).toHaveValue(60000);
    expect(screen.getByLabelText('Interest rate (%)')).toHaveValue(4);
    expect(screen.getByLabelText('Term (years)')).toHaveValue(25);
    // 240,000 over 25 years at 4.0 %: £1,266.81 a month.
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£1,266.81');
    expect(screen.getByText('Loan to value: 80.0%')).toBeInTheDocument();
  });

  it('recalculates when an input changes', async () => {
    renderAt('/mortgage-calculator');
    const deposit = screen.getByLabelText('Deposit (£)');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '300000');
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('£0.00');
  });
});
