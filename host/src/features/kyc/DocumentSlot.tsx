import type { ChangeEvent } from 'react';
import { Box, Button, chakra, Image, Stack, Text, VStack } from 'shared-ui';
import { useT } from '../../i18n';
import { useFilePreviewRef } from './useFilePreviewRef';

interface DocumentSlotProps {
  /** The slot's name, in the page's language. */
  label: string;
  file: File | undefined;
  /** Why the server refused this image, until another is chosen. */
  error?: string;
  disabled: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
}

/**
 * One of the four KYC images: pick a file (the drop zone is the file input's label, so a click or
 * Enter/Space on the focused input opens the picker), see its preview, remove it.
 */
export function DocumentSlot({ label, file, error, disabled, onSelect, onRemove }: DocumentSlotProps) {
  const t = useT();
  const previewRef = useFilePreviewRef(file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Reset so choosing the same file again (after a remove) still fires a change.
    event.target.value = '';
    if (chosen) onSelect(chosen);
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium">{label}</Text>
      {file && (
        <Box borderWidth="1px" borderColor="gray.200" rounded="md" overflow="hidden" bg="white">
          <Image ref={previewRef} alt={t('kyc.documentPreview', { document: label })} h="40" w="full" objectFit="contain" bg="gray.100" />
          <Stack direction="row" align="center" justify="space-between" px="3" py="2" gap="2">
            <Text fontSize="sm" color="gray.600" truncate title={file.name}>
              {file.name}
            </Text>
            <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} disabled={disabled} aria-label={t('kyc.removeDocument', { document: label })}>
              {t('kyc.remove')}
            </Button>
          </Stack>
        </Box>
      )}
      <chakra.label
        display={file ? 'none' : 'flex'}
        alignItems="center"
        justifyContent="center"
        h="40"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="gray.300"
        rounded="md"
        bg="white"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        _hover={{ borderColor: 'brand.400', bg: 'brand.50' }}
        _focusWithin={{ borderColor: 'brand.500', outline: '2px solid', outlineColor: 'brand.300' }}
      >
        <input
          type="file"
          accept="image/*"
          aria-label={label}
          disabled={disabled}
          onChange={choose}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
        <VStack gap="1" aria-hidden="true">
          <Text fontWeight="medium" color="brand.600">
            {t('kyc.clickToUpload')}
          </Text>
          <Text fontSize="sm" color="gray.500">
            {t('kyc.imageFormats')}
          </Text>
        </VStack>
      </chakra.label>
      {error && (
        <Text fontSize="sm" color="red.600">
          {error}
        </Text>
      )}
    </Stack>
  );
}
