import type { ReactNode } from 'react';
import { Note } from '@reedmere/web-kit';

export interface LoadErrorAlertProps {
  /** e.g. 'Error Loading News'. */
  title: string;
  /** Reads again; the button says Try Again. */
  onRetry: () => void;
  children: ReactNode;
}

/** A read that failed for a reason other than not found: what went wrong and Try Again. */
export function LoadErrorAlert({ title, onRetry, children }: LoadErrorAlertProps) {
  return (
    <Note severity="error" role="alert" className="news-error">
      <div>
        <p className="news-error__title">{title}</p>
        {children}
      </div>
      <button
        type="button"
        className="kit-button kit-button--outlined news-button-small news-error__retry"
        onClick={onRetry}
      >
        Try Again
      </button>
    </Note>
  );
}
