import { Component, type ReactNode } from 'react';
import { describeRemoteFailure } from './remote-failure.ts';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

interface Props {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so only its own box shows the failure. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[folio] ${this.props.label} stopped with an error`, error);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteUnavailable
          label={this.props.label}
          reason={`It stopped with an error: ${describeRemoteFailure(this.state.error)}`}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
