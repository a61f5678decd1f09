import { Component, type ReactNode } from 'react';
import { Button, Center, Text, VStack, failureLogLine } from 'shared-ui';

interface Props {
  /** "Dashboard, leads and banks", ... (remoteAreas.ts) */
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains a remote that failed to load or render: the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  // One line of fixed words: the component stack and the error object would be named by minified
  // component and class names in a production build (React reports the error itself as well).
  componentDidCatch(error: Error): void {
    console.error(failureLogLine(`${this.props.area} failed to load`, error));
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center py="16" px="4">
        <VStack gap="4" textAlign="center" role="alert">
          <Text fontSize="lg" fontWeight="medium">
            {this.props.area} is unavailable right now.
          </Text>
          <Button colorPalette="brand" onClick={this.props.onRetry}>
            Retry
          </Button>
        </VStack>
      </Center>
    );
  }
}
