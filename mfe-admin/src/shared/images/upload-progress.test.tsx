import { render, screen } from '@testing-library/react';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('keeps an empty live region and no bar when no batch is running', () => {
    render(<UploadProgress progress={null} label="Uploading images" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('names the batch and fills the bar by batches finished', () => {
    const { rerender } = render(
      <UploadProgress progress={{ batch: 1, batches: 2 }} label="Uploading images" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading images: batch 1 of 2');
    const bar = screen.getByRole('progressbar', { name: 'Uploading images: batch 1 of 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    rerender(<UploadProgress progress={{ batch: 2, batches: 2 }} label="Uploading images" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });
});
