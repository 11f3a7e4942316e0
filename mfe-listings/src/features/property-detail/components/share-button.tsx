import { ShareIcon } from '@reedmere/web-kit';
import { shareProperty } from '../lib/share-property';

export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      className="kit-button kit-button--outlined"
      onClick={() => void shareProperty(title, window.location.href)}
    >
      <ShareIcon />
      Share Property
    </button>
  );
}
