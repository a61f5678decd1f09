import { Text } from '@chakra-ui/react/text';
import { useKitTexts } from '../page-kit/i18n';

/** The spec's red "Error: {message}" line. */
export function ErrorText({ message }: { message: string }) {
  return (
    <Text color="red.600" role="alert">
      {useKitTexts().t('error.line', { message })}
    </Text>
  );
}
