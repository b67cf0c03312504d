import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the broken part; null shows nothing. */
  fallback: (error: Error) => ReactNode;
  /** Told once per failure, e.g. to report the broken block. */
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

/** Keeps a failure inside one part of the page. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
