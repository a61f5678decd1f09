import { Button, HStack } from 'shared-ui';
import { useT } from '../i18n';

interface ProfileActionsProps {
  isEditing: boolean;
  isSaving: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/** Edit Profile in view mode; Save (submits the page's form, as Enter in a field does) and Cancel in edit mode. */
export function ProfileActions({ isEditing, isSaving, onEdit, onCancel }: ProfileActionsProps) {
  const t = useT();
  if (!isEditing) {
    return (
      <Button type="button" colorPalette="brand" onClick={onEdit} alignSelf={{ base: 'flex-start', lg: 'auto' }}>
        {t('actions.edit')}
      </Button>
    );
  }
  return (
    <HStack gap="3">
      <Button type="submit" colorPalette="brand" loading={isSaving} loadingText={t('actions.saving')}>
        {t('actions.save')}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isSaving}>
        {t('actions.cancel')}
      </Button>
    </HStack>
  );
}
