import { Box, Button, Flex, Heading } from 'shared-ui';
import { ChevronDownIcon, Collapsible } from 'shared-ui/widgets';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import { criteriaSections } from '../model/criteriaDetails';
import { useT as useCommonT } from '../../../common/i18n';
import { useT } from '../i18n';
import { CriteriaDetails } from './CriteriaDetails';

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface BankCriteriaRowProps<K extends CriteriaKind> {
  kind: K;
  criteria: CriteriaByKind[K];
  /** Opens the edit dialog for this row; without it (read-only roles) the row has no Edit button. */
  onEdit?: () => void;
}

/**
 * One bank's criteria: a row headed by the bank name that expands to the criteria sections, with an
 * Edit button beside the heading for those who may edit.
 */
export function BankCriteriaRow<K extends CriteriaKind>({ kind, criteria, onEdit }: BankCriteriaRowProps<K>) {
  const t = useT();
  const commonT = useCommonT();
  return (
    <Collapsible.Root lazyMount unmountOnExit borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden">
      <Flex align="center">
        <Heading as="h2" size="md" flex="1" minW="0">
          <Collapsible.Trigger
            width="full"
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap={3}
            px={{ base: 3, md: 4 }}
            py={3}
            textAlign="start"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
          >
            {criteria.bank_name}
            <Collapsible.Indicator
              display="flex"
              flexShrink={0}
              color="fg.muted"
              transition="transform 0.2s"
              _open={{ transform: 'rotate(180deg)' }}
            >
              <ChevronDownIcon size="1.25em" />
            </Collapsible.Indicator>
          </Collapsible.Trigger>
        </Heading>
        {onEdit ? (
          <Button
            size="sm"
            variant="outline"
            flexShrink={0}
            me={{ base: 3, md: 4 }}
            aria-label={t('row.editLabel', { bank: criteria.bank_name })}
            onClick={onEdit}
          >
            <PencilIcon />
            {t('row.edit')}
          </Button>
        ) : null}
      </Flex>
      <Collapsible.Content>
        <Box px={{ base: 3, md: 4 }} pb={4} pt={1}>
          <CriteriaDetails sections={criteriaSections(kind, criteria, t, commonT)} />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
