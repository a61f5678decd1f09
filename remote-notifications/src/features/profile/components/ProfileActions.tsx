import { Button, HStack } from 'shared-ui';

interface ProfileActionsProps {
  isEditing: boolean;
  isSaving: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/** Edit Profile in view mode; Save (submits the page's form, as Enter in a field does) and Cancel in edit mode. */
export function ProfileActions({ isEditing, isSaving, onEdit, onCancel }: ProfileActionsProps) {
  if (!isEditing) {
    return (
      <Button type="button" colorPalette="brand" onClick={onEdit} alignSelf={{ base: 'flex-start', lg: 'auto' }}>
        Edit Profile
      </Button>
    );
  }
  return (
    <HStack gap="3">
      <Button type="submit" colorPalette="brand" loading={isSaving} loadingText="Saving...">
        Save
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isSaving}>
        Cancel
      </Button>
    </HStack>
  );
}
