import { Component, type ReactNode } from 'react';
import { Button, Center, Text, VStack, failureLogLine } from 'shared-ui/sign-in';
import type { RemoteName } from '../startup/runtimeConfig';
import { has, useT } from '../../sign-in/i18n';

/** What failed: a remote (by its container name, services.json), or one of the host's own lazy parts. */
export type AreaId = RemoteName | 'mobileLogin' | 'passwordReset' | 'portal';

interface Props {
  area: AreaId;
  onRetry: () => void;
  children: ReactNode;
}

/** The area's name in the page's language (sign-in texts); a remote the table does not know, by its container name. */
function areaName(area: AreaId, t: ReturnType<typeof useT>): string {
  const id = `area.${area}`;
  return has(id) ? t(id) : area;
}

/** "Dashboard, leads and banks is unavailable right now." with Retry, in the page's language. */
function AreaUnavailable({ area, onRetry }: { area: AreaId; onRetry: () => void }) {
  const t = useT();
  return (
    <Center py="16" px="4">
      <VStack gap="4" textAlign="center" role="alert">
        <Text fontSize="lg" fontWeight="medium">
          {t('area.unavailable', { area: areaName(area, t) })}
        </Text>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('area.retry')}
        </Button>
      </VStack>
    </Center>
  );
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

  // One line of fixed words, the area by its id whatever the page's language: the component stack
  // and the error object would be named by minified component and class names in a production
  // build (React reports the error itself as well).
  componentDidCatch(error: Error): void {
    console.error(failureLogLine(`${this.props.area} failed to load`, error));
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <AreaUnavailable area={this.props.area} onRetry={this.props.onRetry} />;
  }
}
