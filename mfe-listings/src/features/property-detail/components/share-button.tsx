import Button from '@mui/material/Button';
import { ShareIcon } from '@reedmere/web-kit';
import { shareProperty } from '../lib/share-property';

export function ShareButton({ title }: { title: string }) {
  return (
    <Button
      variant="outlined"
      startIcon={<ShareIcon />}
      onClick={() => void shareProperty(title, window.location.href)}
    >
      Share Property
    </Button>
  );
}
