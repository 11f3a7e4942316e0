import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useParams } from './index';

function Property() {
  const { id } = useParams();
  const { search } = useLocation();
  return <h1>{`Property ${id ?? ''}${search}`}</h1>;
}

it('routes and links through one router context', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<Link to="/property/42?from=list">View Details</Link>} />
        <Route path="/property/:id" element={<Property />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'View Details' }));
  expect(screen.getByRole('heading').textContent).toBe('Property 42?from=list');
});
