import { useEffect, useState } from 'react';
import { getConfig, render, screen } from '@testing-library/react';
import { SETTLE_WITHIN_MS, waitAsOnABusyMachine } from './busy-machine';

function ShownAfter({ ms }: { ms: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return shown ? <p>Ready</p> : null;
}

describe('waitAsOnABusyMachine', () => {
  it("makes a find wait past Testing Library's own 1 s", async () => {
    expect(getConfig().asyncUtilTimeout).toBe(1000);
    waitAsOnABusyMachine();
    expect(getConfig().asyncUtilTimeout).toBe(SETTLE_WITHIN_MS);
    render(<ShownAfter ms={1500} />);
    expect((await screen.findByText('Ready')).tagName).toBe('P');
  });
});
