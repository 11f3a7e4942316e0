import type { ReactNode } from 'react';
import { Note } from '@reedmere/web-kit';

export interface LoadErrorNoteProps {
  /** e.g. 'Error Loading Developments'; a heading of the page's outline. */
  title: string;
  onRetry: () => void;
  /** Try Again is off while a read is already under way. */
  retrying?: boolean;
  children: ReactNode;
}

/** A read that failed: what went wrong, and Try Again at the end of the line. */
export function LoadErrorNote({ title, onRetry, retrying = false, children }: LoadErrorNoteProps) {
  return (
    <Note severity="error" role="alert" className="dev-error">
      <svg className="dev-error__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
      </svg>
      <div className="dev-error__message">
        <h3 className="dev-error__title">{title}</h3>
        {children}
      </div>
      <div className="dev-error__action">
        <button
          type="button"
          className="kit-text-button kit-text-button--inherit"
          onClick={onRetry}
          disabled={retrying}
        >
          Try Again
        </button>
      </div>
    </Note>
  );
}
