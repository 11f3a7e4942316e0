import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { isApiError, isSignedOut, notify } from '@reedmere/web-kit';
import { QUICK_LOGIN_DELAY_MS } from '../../../shared/auth/use-login-redirect';
import { isPdf, uploadDocument, type DocumentType } from '../api/upload-document';

export interface DocumentUploadFieldProps {
  /** 'Brochure' or 'Floor plan'. */
  label: string;
  type: DocumentType;
  /** The stored link, '' for none. */
  value: string;
  onChange: (url: string) => void;
  sendToLogin: (delayMs: number) => void;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/** How the failure message names the document ('Failed to upload <document>: <message>'). */
const typeName = (type: DocumentType) => (type === 'floorplan' ? 'floor plan' : 'brochure');

/** A PDF upload for the brochure or floor plan: sent at once, its link kept in the form. */
export function DocumentUploadField({
  label,
  type,
  value,
  onChange,
  sendToLogin,
  disabled = false,
  onBusyChange,
}: DocumentUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [uploading, setUploading] = useState(false);
  const name = typeName(type);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onBusyChange?.(busy);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!isPdf(file)) {
      notify.error({ title: 'Invalid File Type', description: 'Please upload a PDF file only' });
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadDocument(file, type));
    } catch (failure) {
      if (isSignedOut(failure)) {
        notify.error({ title: 'Please log in to upload documents' });
        sendToLogin(QUICK_LOGIN_DELAY_MS);
      } else {
        const message =
          (isApiError(failure) ? failure.serverMessage : undefined) ??
          (failure instanceof Error ? failure.message : 'Unknown error');
        notify.error({
          title: 'Upload Failed',
          description: `Failed to upload ${name}: ${message}`,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label={`${label} PDF file`}
        data-testid={`${type}-input`}
        onChange={(event) => void choose(event)}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        {value ? (
          <>
            <Link href={value} target="_blank" rel="noopener noreferrer">
              {`View ${name} (PDF, opens in a new tab)`}
            </Link>
            <Button
              size="small"
              color="error"
              disabled={disabled || uploading}
              onClick={() => onChange('')}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No {name} uploaded
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          disabled={disabled || uploading}
          onClick={() => inputRef.current?.click()}
        >
          {value ? `Replace ${name}` : `Upload ${name}`}
        </Button>
      </Stack>
      {uploading ? (
        <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
          Uploading {name}...
        </Typography>
      ) : null}
    </Box>
  );
}
