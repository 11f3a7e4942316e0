import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AdminRoutes from './routes';

describe('admin routes: /admin', () => {
  it('shows the admin panel heading', () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/*" element={<AdminRoutes />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
  });
});
