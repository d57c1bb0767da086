import {Component, type ReactNode} from 'react';

type Props = {onError: (error: Error) => void; children: ReactNode};

/**
 * An error boundary that renders nothing in place of its crashed children and
 * hands the error to its parent, which can show it somewhere else on the page
 * (used where the crash happens outside the layout).
 */
export default class ErrorReporter extends Component<Props, {crashed: boolean}> {
  override state = {crashed: false};

  static getDerivedStateFromError(): {crashed: boolean} {
    return {crashed: true};
  }

  override componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
