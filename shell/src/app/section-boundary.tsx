import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@reedmere/mf-build/remotes';
import { claimError, noteHealthEvent } from '../health/health-notes';
import { WarningIcon } from '../layout/icons';

/** What a section that failed to load (or threw) says in its place. */
export const SECTION_UNAVAILABLE = 'This section is temporarily unavailable.';

/** The notice with its Retry button: plain markup, shown even when the styling library is what failed. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="site-container site-unavailable">
      <div role="alert" className="site-alert">
        <WarningIcon />
        <div className="site-alert__message">{SECTION_UNAVAILABLE}</div>
        <button type="button" className="site-button" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** Called by Retry; the owner renders a fresh boundary (a new `key`) with fresh content. */
  onRetry: () => void;
  /** The remote whose section this is: what it catches is noted as the remote's. */
  remote?: RemoteName;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Catches a section whose code fails to load or which throws while rendering: only that area
 * shows the notice; header, footer and the other sections keep working.
 */
export class SectionBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Section failed', error.message, info.componentStack ?? '');
    // A failed load reaches here too, already noted as one.
    if (this.props.remote && claimError(error)) noteHealthEvent(this.props.remote, 'section-error');
  }

  override render() {
    if (this.state.failed) return <SectionUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
