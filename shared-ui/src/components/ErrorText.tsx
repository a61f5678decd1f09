import { Text } from '@chakra-ui/react/text';
import { useT } from '../page-kit/i18n';

/** The spec's red "Error: {message}" line. */
export function ErrorText({ message }: { message: string }) {
  const t = useT();
  return (
    <Text color="red.600" role="alert">
      {t('error.line', { message })}
    </Text>
  );
}
