import { CallsToAction } from '../calls-to-action';

/** Get in touch and View properties; `onDark` styles them for the navy hero. */
export function PropertyFinderCallsToAction({ onDark = false }: { onDark?: boolean }) {
  return (
    <CallsToAction
      main={{ label: 'Get in touch', to: '/contact' }}
      second={{ label: 'View properties', to: '/residential' }}
      onDark={onDark}
    />
  );
}
