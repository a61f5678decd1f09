import { Text } from '@chakra-ui/react/text';

/** The spec's red "Error: {message}" line. */
export function ErrorText({ message }: { message: string }) {
  return (
    <Text color="red.600" role="alert">
      Error: {message}
    </Text>
  );
}
