import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Text, VStack } from 'shared-ui';

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

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.area} failed to load`, error, info.componentStack);
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
