import { Component } from 'react';
import type { ReactNode } from 'react';
import { ErrorRecovery } from './ErrorRecovery';

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** Last line of defence for render errors outside the router's own error elements. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <ErrorRecovery error={this.state.error} /> : this.props.children;
  }
}
