import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { system } from './system';

/** The one ChakraProvider. Only the host (and a remote's standalone dev shell) renders it. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
