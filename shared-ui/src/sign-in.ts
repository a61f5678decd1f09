/**
 * shared-ui/sign-in: what the host draws before anyone has signed in (the login page, its layout, the
 * page spinners, a configuration error), held to the login page's byte budget
 * (e2e/bench/bundle-size.mjs). The base entry re-exports all of it, so the rest of the portal imports
 * from "shared-ui" and only the host's sign-in path imports this entry (docs/shared-ui.md).
 */
export { UiProvider } from './theme/UiProvider';
export { getSystem } from './theme/system';
export { Box } from '@chakra-ui/react/box';
export { Flex } from '@chakra-ui/react/flex';
export { Stack, HStack, VStack } from '@chakra-ui/react/stack';
export { Center } from '@chakra-ui/react/center';
export { Text } from '@chakra-ui/react/text';
export { Heading } from '@chakra-ui/react/heading';
export { Link } from '@chakra-ui/react/link';
export { Icon } from '@chakra-ui/react/icon';
export { Button, IconButton, CloseButton } from '@chakra-ui/react/button';
export { Input } from '@chakra-ui/react/input';
export { InputGroup } from '@chakra-ui/react/input-group';
export { Field } from '@chakra-ui/react/field';
export { Spinner } from '@chakra-ui/react/spinner';
export { Card } from '@chakra-ui/react/card';
export type { BoxProps } from '@chakra-ui/react/box';
export type { ButtonProps } from '@chakra-ui/react/button';
export type { FlexProps } from '@chakra-ui/react/flex';
export type { StackProps } from '@chakra-ui/react/stack';
export type { TextProps } from '@chakra-ui/react/text';
export { telHref } from './format/tel';
export { failureLogLine } from './format/failure-log';
export {
  parseApiError,
  getErrorMessage,
  serverMessage,
  fieldErrors,
  formErrors,
  responseStatus,
  requestReference,
  allFieldMessages,
  DEFAULT_ERROR_MESSAGE,
  NO_RESPONSE_MESSAGE,
  type ApiError,
  type FieldErrors,
  type FieldMessages,
  type FormErrors,
} from './format/api-errors';
export { afterFrameOnScreen, lazyAfterFirstFrame } from './page-kit/lazyAfterFirstFrame';
export { LOADING_STATE_ATTRIBUTE } from './page-kit/loadingStateAttribute';
export { LanguageButtons } from './components/LanguageButtons';
