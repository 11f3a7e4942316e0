import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Alert, Button, Container } from '@mui/material';
import { SectionSpinner } from '../app/section-spinner';
import type { RemoteName } from '@reedmere/mf-build/remotes';
import { loadRemoteModule, type RemoteLoader } from './registry';

const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteModule);

/** Tests (and only tests) swap the loader; the site uses the federation runtime. */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering: only its own area breaks. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Remote section failed', error.message, info.componentStack ?? '');
  }

  override render() {
    if (this.state.failed) return this.props.fallback(this.props.onRetry);
    return this.props.children;
  }
}

export interface RemoteSectionProps {
  name: RemoteName;
  /** The exposed module without './': 'routes' (default), 'home-sections', ... */
  module?: string;
  /** What the spinner announces, e.g. 'Loading properties'. */
  label?: string;
}

/**
 * One remote's area: loaded at run time by name, under Suspense and an error boundary. Retry
 * makes a fresh lazy component (React caches a failed one) and a fresh boundary.
 */
export function RemoteSection({ name, module = 'routes', label }: RemoteSectionProps) {
  const loader = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(() => loader(name, module)),
    // `attempt` is the point: a new lazy component on every retry.
    [loader, name, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((value) => value + 1)}
      fallback={(retry) => (
        <Container sx={{ py: 6 }}>
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            This section is temporarily unavailable.
          </Alert>
        </Container>
      )}
    >
      <Suspense fallback={<SectionSpinner label={label ?? 'Loading section'} />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
