import { useMemo, useState } from 'react';
import type { ManagedLeadDetail } from 'shared-contracts';
import { Badge, Button, Flex, Stack, Text } from 'shared-ui';
import { Select } from 'shared-ui/widgets';
import { SectionCard } from '../../../common/components/SectionCard';
import { useUpdateLeadDocuments } from '../api/updateLeadDocuments';
import { changedDocuments, documentStateChoices, documentStatePalette, documentsSaveError, verifiedSummary } from '../model/documentChecklist';

interface DocumentChecklistCardProps {
  lead: ManagedLeadDetail;
  /** After a save: the page's success message. */
  onSaved: (message: string) => void;
}

/**
 * The checklist with a Pending / Submitted / Verified choice per document; Save documents sends only
 * the changed ones (disabled while nothing changed). Read-only (badges) for a reader who may not
 * edit the lead. The page remounts it with the saved checklist, which resets the choices.
 */
export function DocumentChecklistCard({ lead, onSaved }: DocumentChecklistCardProps) {
  const original = lead.documents_checklist;
  const [draft, setDraft] = useState<Record<string, string>>(original);
  const save = useUpdateLeadDocuments(lead.id);
  const changed = useMemo(() => changedDocuments(original, draft), [original, draft]);
  const changedCount = Object.keys(changed).length;
  const documents = Object.keys(original);

  const submit = () => {
    if (changedCount === 0) return;
    save.mutate({ documents: changed }, { onSuccess: () => onSaved(changedCount === 1 ? 'Document saved.' : `${changedCount} documents saved.`) });
  };

  return (
    <SectionCard
      title="Documents"
      actions={
        <Text fontSize="sm" color="fg.muted">
          {verifiedSummary(original)}
        </Text>
      }
    >
      {documents.length === 0 ? (
        <Text color="fg.muted">No documents listed.</Text>
      ) : (
        <Stack gap="4">
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Document checklist">
            {documents.map((document) => (
              <Flex as="li" key={document} justify="space-between" align="center" gap="3" wrap="wrap">
                <Text fontWeight="medium" minW="0" wordBreak="break-word">
                  {document}
                </Text>
                {lead.can_edit ? (
                  <Flex width={{ base: 'full', sm: '40' }}>
                    <Select
                      aria-label={document}
                      size="sm"
                      value={draft[document] ?? ''}
                      options={documentStateChoices(original[document] ?? '').map((state) => ({ value: state, label: state }))}
                      disabled={save.isPending}
                      onChange={(value) => setDraft((current) => ({ ...current, [document]: value }))}
                    />
                  </Flex>
                ) : (
                  <Badge colorPalette={documentStatePalette(original[document])} variant="subtle">
                    {original[document] || 'N/A'}
                  </Badge>
                )}
              </Flex>
            ))}
          </Stack>
          {lead.can_edit ? (
            <Flex justify="flex-end" align="center" gap="3" wrap="wrap">
              {save.isError ? (
                <Text color="red.600" role="alert" fontSize="sm">
                  {documentsSaveError(save.error)}
                </Text>
              ) : null}
              <Button size="sm" colorPalette="brand" disabled={changedCount === 0} loading={save.isPending} loadingText="Save documents" onClick={submit}>
                Save documents
              </Button>
            </Flex>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
