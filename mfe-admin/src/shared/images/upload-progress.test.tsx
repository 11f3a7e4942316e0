import { render, screen } from '@testing-library/react';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('shows nothing when no batch is running', () => {
    const { container } = render(<UploadProgress progress={null} label="Uploading images" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the batch and fills the bar by batches done', () => {
    render(<UploadProgress progress={{ batch: 1, batches: 2 }} label="Uploading images" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading images: batch 1 of 2');
    const bar = screen.getByRole('progressbar', { name: 'Uploading images: batch 1 of 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
  });
});
