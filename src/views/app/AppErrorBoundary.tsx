// Last line of defence for what renders outside the router's own error boundary (sign-in modals,
// global indicators): a rendering error shows a clear message with a way out, never a blank page.
// It reports through `onError` (the composition root logs it).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from './RouteErrorScreen';

interface Props {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorScreen page="app-error" />;
  }
}
