import { Component, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** Shown in place of the children after they threw while rendering. */
  fallback: ReactNode;
  /** When this changes (e.g. the path), the children get another try. */
  resetKey?: unknown;
  children: ReactNode;
};

type ErrorBoundaryState = { failed: boolean; resetKey: unknown };

/**
 * Keeps a render failure inside one part of the page (the header, the footer) instead of the whole
 * route. React reports the caught error on the console itself.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
